// Where Aquileia's things are on the board, wide or tall: one layout serves drawing and
// hit-testing alike (each target a box with the id of the actions it takes).

const DECKS = ["servi", "equi", "stadium", "theatre"];
// Canvas text is never drawn smaller than this many CSS pixels (L.minText: in board units).
const MIN_CSS_PX = 11.2;

// The six areas and the track strip, in board units, for a wide and a tall (phone) board.
const FRAMES = {
  wide: { width: 1200, height: 800, areas: {
    mercatus: [10, 10, 580, 290], arena: [600, 10, 190, 290], stadium: [800, 10, 390, 290],
    forum: [10, 310, 780, 340], theatrum: [800, 310, 390, 150], portus: [800, 470, 390, 180],
    tracks: [10, 660, 1180, 130] }, siteColumns: 14 },
  tall: { width: 480, height: 1550, areas: {
    mercatus: [10, 10, 460, 290], arena: [10, 310, 150, 290], stadium: [170, 310, 300, 290],
    theatrum: [10, 610, 225, 190], portus: [245, 610, 225, 190], forum: [10, 810, 460, 470],
    tracks: [10, 1290, 460, 250] }, siteColumns: 7 },
};
const rect = ([x, y, w, h]) => ({ x, y, w, h });

// room: the distance to the next space of its row, the width its label may take.
function spaceBox(id, cx, cy, r, room) {
  return { id: "space:" + id, x: cx - r - 4, y: cy - r - 4, w: 2 * r + 8, h: 2 * r + 8, cx, cy, r, room };
}

export function layout(view, cssWidth) {
  const frame = cssWidth < 700 ? FRAMES.tall : FRAMES.wide;
  const L = { width: frame.width, height: frame.height, tall: frame === FRAMES.tall, areas: {},
              scale: cssWidth / frame.width, minText: MIN_CSS_PX / (cssWidth / frame.width || 1),
              spaces: {}, sites: {}, cards: {}, targets: [], description: "" };
  for (const [name, box] of Object.entries(frame.areas)) L.areas[name] = rect(box);
  const add = (box) => { L.targets.push(box); return box; };
  const space = (id, cx, cy, room, r = 21) => { L.spaces[id] = add(spaceBox(id, cx, cy, r, room)); };

  // Mercatus: nine spaces in a row; the three face-up equi et arma cards above their spaces.
  const m = L.areas.mercatus;
  const order = ["dolus", "pecunia", "equi1", "equi2", "equi3", "servi-bronze", "servi-silver", "servi-gold", "potentia"];
  const step = m.w / order.length;
  order.forEach((id, i) => {
    const cx = m.x + step * (i + 0.5);
    space(id, cx, m.y + 230, step);
    if (id.startsWith("equi")) {
      const w = Math.min(56, step - 6);
      L.cards[id] = add({ id: "card:" + id, x: cx - w / 2, y: m.y + 70, w, h: 84 });
    }
  });

  // Arena: three spaces; Stadium: the gold side and the silver side.
  const a = L.areas.arena;
  ["arena1a", "arena1b", "arena2"].forEach((id, i) => space(id, a.x + a.w * (i + 0.5) / 3, a.y + 80, a.w / 3));
  const s = L.areas.stadium;
  const half = s.w / 2;
  ["gold1a", "gold1b", "gold2"].forEach((id, i) => space(id, s.x + half * (i + 0.5) / 3, s.y + 80, half / 3));
  ["silver1a", "silver1b", "silver2"].forEach((id, i) => space(id, s.x + half + half * (i + 0.5) / 3, s.y + 80, half / 3));
  L.stadiumCard = { x: s.x + 12, y: s.y + 130, w: 62, h: 90 };

  const th = L.areas.theatrum;
  space("theatrum", th.x + 45, th.y + 75, 90);

  const p = L.areas.portus;
  ["latro", "portus-bronze", "portus-silver", "portus-gold"].forEach((id, i) => space(id, p.x + p.w * (i + 0.5) / 4, p.y + 80, p.w / 4));

  // Forum: the five builders' spaces, then every building site.
  const f = L.areas.forum;
  ["forum1", "forum2", "forum3", "forum4", "forum5"].forEach((id, i) => space(id, f.x + 60 + i * 70, f.y + 62, 70));
  const columns = frame.siteColumns;
  const top = f.y + 108;
  const siteW = (f.w - 16) / columns;
  const rows = Math.ceil(28 / columns);
  const siteH = Math.min(125, (f.y + f.h - top - 8) / rows);
  (view.board ? view.board.sites : []).forEach((site, i) => {
    const box = { id: "site:" + site.id, x: f.x + 8 + (i % columns) * siteW + 2, y: top + Math.floor(i / columns) * siteH + 2,
                  w: siteW - 4, h: siteH - 4 };
    L.sites[site.id] = add(box);
  });

  // The track strip: tiebreaker track, score track, decks and dice.
  const k = L.areas.tracks;
  const players = (view.players || []).length || 2;
  L.tiebreak = [];
  for (let i = 0; i < players; i++) L.tiebreak.push({ x: k.x + 100 + i * 38, y: k.y + 10, w: 32, h: 32 });
  L.targets.push({ id: "track:tiebreaker", x: k.x + 4, y: k.y + 6, w: 100 + players * 38, h: 40 });
  const perRow = L.tall ? 25 : 50;
  const cell = (k.w - 40) / perRow;
  L.score = { x: k.x + 30, y: k.y + (L.tall ? 150 : 80), cell, perRow, rows: L.tall ? 2 : 1 };
  const deckX = L.tall ? k.x + 8 : k.x + 100 + players * 38 + 40;
  const deckY = L.tall ? k.y + 56 : k.y + 6;
  L.decks = DECKS.map((deck, i) => ({ deck, x: deckX + i * 92, y: deckY, w: 86, h: 40 }));
  L.dice = { x: L.tall ? k.x + 8 : deckX + 4 * 92 + 8, y: L.tall ? k.y + 100 : k.y + 6 };
  L.supply = (seat) => scoreSpot(L, 0, seat, players);
  return L;
}

// Where a seat's score marker sits for `points` (markers of equal scores stack sideways).
export function scoreSpot(L, points, seat, players) {
  const s = L.score;
  const lap = points % (s.perRow * s.rows);
  const row = Math.floor(lap / s.perRow);
  const col = lap % s.perRow;
  return { x: s.x + (col + 0.5) * s.cell, y: s.y + row * 52 + 12 + (seat - (players - 1) / 2) * 5.5 };
}
