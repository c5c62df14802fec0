// Where a floating box goes beside an area of a board, never over the area: the prompt strip of
// a wide play screen beside what its choice is about, and an example's question beside the
// place its answer is made.

const GAP = 6;

const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// A box of `size` ({w, h}) beside `area` ({x, y, w, h}) inside a host of `room` ({w, h}), all in
// the same units: the first of `sides` where it fits ("below" and "above" centred on the area,
// "right" and "left" level with its top), and of those the first that covers none of `avoid`
// (boxes a reader must still reach); with `clear`, only such a one. {x, y, side}, or null where
// it fits nowhere.
export function spotBeside(area, size, room, { sides = ["below", "above", "right", "left"], avoid = [],
                                              clear = false } = {}) {
  const centred = Math.max(4, Math.min(room.w - size.w - 4, area.x + area.w / 2 - size.w / 2));
  const level = Math.max(2, Math.min(room.h - size.h - 2, area.y));
  const places = {
    below: { x: centred, y: area.y + area.h + GAP, fits: (y) => y + size.h <= room.h - 2 },
    above: { x: centred, y: area.y - size.h - GAP, fits: (y) => y >= 2 },
    right: { x: area.x + area.w + GAP, y: level, fits: () => area.x + area.w + GAP + size.w <= room.w },
    left: { x: area.x - GAP - size.w, y: level, fits: () => area.x - GAP - size.w >= 0 },
  };
  const fitting = sides.map((side) => ({ side, ...places[side] })).filter((spot) => spot.fits(spot.y));
  const free = fitting.find((spot) => !avoid.some((box) => overlaps(box, { x: spot.x, y: spot.y, ...size })));
  const spot = free || (clear ? null : fitting[0]);
  return spot ? { x: spot.x, y: spot.y, side: spot.side } : null;
}
