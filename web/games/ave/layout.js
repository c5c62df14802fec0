// Where AVE's things are on the board, wide or tall: one layout serves drawing and hit-testing
// alike (each target a box with the id of the actions it takes).

const MIN_CSS_FONT = 11.5;  // no canvas text is smaller than this many CSS pixels

// The senate's colours, one column each, in the board's order.
export const SENATE = ["blue", "red", "green", "yellow", "white", "brown", "orange", "grey"];

// Where each province lies on the empire's map, in hundredths of the map's width and height.
const PLACES = {
  0: [48, 64], 1: [42, 43], 2: [56, 84], 3: [28, 66], 4: [62, 44], 5: [24, 46], 6: [36, 92],
  7: [37, 24], 8: [14, 26], 9: [56, 20], 10: [78, 54], 11: [5, 66], 12: [5, 44], 13: [75, 28],
  14: [76, 76], 15: [44, 4], 16: [25, 6], 17: [14, 90], 18: [95, 38], 19: [5, 6], 20: [92, 92],
};

const FRAMES = {
  wide: { width: 1200, areas: { city: [10, 10, 600, 440], empire: [620, 10, 570, 440],
                                 senate: [10, 460, 600, 300], supply: [620, 460, 570, 300] },
          seatsY: 770, seatH: 92 },
  tall: { width: 480, areas: { city: [10, 10, 460, 380], empire: [10, 400, 460, 560],
                                senate: [10, 970, 460, 350], supply: [10, 1330, 460, 330] },
          seatsY: 1670, seatH: 150 },
};

export function layout(view, cssWidth) {
  const frame = cssWidth < 700 ? FRAMES.tall : FRAMES.wide;
  const players = (view.players || []).length || 2;
  const height = frame.seatsY + players * (frame.seatH + 8) + 4;
  const k = cssWidth / frame.width;  // CSS pixels per board unit
  const L = { width: frame.width, height, tall: frame === FRAMES.tall, areas: {}, cells: {},
              provinces: {}, senate: {}, bags: {}, seats: [], targets: [], minFont: MIN_CSS_FONT / k,
              description: "" };
  for (const [name, [x, y, w, h]] of Object.entries(frame.areas)) L.areas[name] = { x, y, w, h };
  const add = (box) => { L.targets.push(box); return box; };

  // The city: 12 columns by 8 rows with the die numbers along the top and left edges.
  const c = L.areas.city;
  const board = view.board || {};
  const rows = board.rows || 8;
  const cols = board.cols || 12;
  const size = Math.floor(Math.min((c.w - 44) / cols, (c.h - 70) / rows));
  L.grid = { x: c.x + 34, y: c.y + 60, size, rows, cols };
  for (let cell = 0; cell < rows * cols; cell++) {
    const row = Math.floor(cell / cols);
    const col = cell % cols;
    // a gap between the quarters, as on the four quarters of the map
    const x = L.grid.x + col * size + (col >= cols / 2 ? 6 : 0);
    const y = L.grid.y + row * size + (row >= rows / 2 ? 6 : 0);
    L.cells[cell] = add({ id: "cell:" + cell, x, y, w: size, h: size });
  }

  // The empire: one disc per province on a map of the Mediterranean.
  const e = L.areas.empire;
  const r = L.tall ? 24 : 23;
  const mapBox = { x: e.x + r + 8, y: e.y + 40 + r, w: e.w - 2 * r - 16, h: e.h - 2 * r - 56 };
  for (let p = 0; p <= 20; p++) {
    const [px, py] = PLACES[p];
    const cx = mapBox.x + (mapBox.w * px) / 100;
    const cy = mapBox.y + (mapBox.h * py) / 100;
    L.provinces[p] = add({ id: "province:" + p, x: cx - r, y: cy - r, w: 2 * r, h: 2 * r, cx, cy, r });
  }

  // The senate: a column per colour, 0 at the bottom and 6 at the top, arrows above and below.
  const s = L.areas.senate;
  const colW = (s.w - 24) / 9;
  const step = L.tall ? 26 : 24;
  const top = s.y + 64;
  L.track = { top, step, colW };
  SENATE.forEach((colour, i) => {
    const x = s.x + 12 + i * colW;
    const up = add({ id: `senate:${colour}:up`, x: x + 4, y: top - 30, w: colW - 8, h: 26 });
    const down = add({ id: `senate:${colour}:down`, x: x + 4, y: top + 7 * step + 4, w: colW - 8, h: 26 });
    L.senate[colour] = { id: "senate:" + colour, x, y: top, w: colW, h: 7 * step, up, down };
  });
  L.caesarColumn = { x: s.x + 12 + 8 * colW, y: top - step, w: colW, h: 8 * step };

  // The supply: the two bags (targets of the starting draw), the discards, the dice.
  const u = L.areas.supply;
  L.bags.black = add({ id: "bag:black", x: u.x + 14, y: u.y + 34, w: 96, h: 84 });
  L.bags.white = add({ id: "bag:white", x: u.x + 124, y: u.y + 34, w: 96, h: 84 });
  L.discards = { x: u.x + 236, y: u.y + 34, w: u.w - 248 };
  L.dice = { x: u.x + 14, y: u.y + (L.tall ? 184 : 170), w: u.w - 28 };

  // A row per seat.
  for (let seat = 0; seat < players; seat++) {
    L.seats.push({ x: 10, y: frame.seatsY + seat * (frame.seatH + 8), w: frame.width - 20, h: frame.seatH });
  }
  return L;
}
