// Player colours every board shares: the Okabe-Ito palette, which colour-blind players can tell
// apart, and a symbol per seat so a colour is never the only clue.

export const SEAT_COLOURS = ["#0072B2", "#D55E00", "#009E73", "#E69F00", "#CC79A7"];
export const SEAT_SYMBOLS = ["circle", "square", "triangle", "diamond", "star"];
export const SEAT_COLOUR_NAMES = ["blue", "vermilion", "green", "orange", "pink"];

// The colours an example may name for its seats (engine/examples.py COLOURS: the book's Red is
// red), each with its symbol, whichever seat wears it, and the ink of the symbol on it.
export const NAMED_COLOURS = {
  blue: { fill: "#0072B2", symbol: "circle", mark: "#fff" },
  red: { fill: "#D55E00", symbol: "square", mark: "#fff" },
  green: { fill: "#009E73", symbol: "triangle", mark: "#fff" },
  orange: { fill: "#E69F00", symbol: "diamond", mark: "#fff" },
  pink: { fill: "#CC79A7", symbol: "star", mark: "#fff" },
  yellow: { fill: "#F0E442", symbol: "pentagon", mark: "#2b2118" },
};

// The named colours of the board being drawn (seat -> name, or nothing: the fixed ones).
let named = [];

// Draw with `colours` (a colour name per seat, or null for a seat's own) as the seats' colours:
// every board drawing a seat's colour or symbol inside `draw` shows the named one. `draw` must
// be synchronous, as a board's drawing is; boards of one page may name different colours.
export function withSeatColours(colours, draw) {
  const before = named;
  named = colours || [];
  try { return draw(); } finally { named = before; }
}

const own = (seat) => NAMED_COLOURS[named[seat]];
export const seatColour = (seat) => own(seat)?.fill ?? SEAT_COLOURS[seat % SEAT_COLOURS.length];
export const seatSymbol = (seat) => own(seat)?.symbol ?? SEAT_SYMBOLS[seat % SEAT_SYMBOLS.length];
export const seatMark = (seat) => own(seat)?.mark ?? "#fff";

// The outline of a symbol of radius r centred on (x, y), as a path on ctx.
export function symbolPath(ctx, symbol, x, y, r) {
  ctx.beginPath();
  if (symbol === "circle") { ctx.arc(x, y, r, 0, Math.PI * 2); return; }
  if (symbol === "square") { ctx.rect(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7); return; }
  const corners = { triangle: 3, diamond: 4, pentagon: 5, star: 10 }[symbol] || 4;
  for (let i = 0; i < corners; i++) {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / corners;
    const radius = symbol === "star" && i % 2 ? r * 0.45 : symbol === "triangle" ? r * 1.15 : r;
    const px = x + radius * Math.cos(angle);
    const py = y + radius * Math.sin(angle) + (symbol === "triangle" ? r * 0.2 : 0);
    if (i === 0) ctx.moveTo(px, py); else ctx.lineTo(px, py);
  }
  ctx.closePath();
}

// A seat's symbol in white on its colour: the mark on every piece of that seat.
export function drawSeatMark(ctx, seat, x, y, r) {
  ctx.save();
  symbolPath(ctx, seatSymbol(seat), x, y, r);
  ctx.fillStyle = seatMark(seat);
  ctx.fill();
  ctx.restore();
}

// The same symbol as a small inline SVG, for the DOM (player panels, swatches).
export function symbolSvg(seat, size = 16) {
  const symbol = seatSymbol(seat);
  const c = size / 2;
  const r = size * 0.32;
  let shape;
  if (symbol === "circle") shape = `<circle cx="${c}" cy="${c}" r="${r}"/>`;
  else if (symbol === "square") shape = `<rect x="${c - r * 0.85}" y="${c - r * 0.85}" width="${r * 1.7}" height="${r * 1.7}"/>`;
  else {
    const corners = { triangle: 3, diamond: 4, pentagon: 5, star: 10 }[symbol];
    const points = [];
    for (let i = 0; i < corners; i++) {
      const angle = -Math.PI / 2 + (i * 2 * Math.PI) / corners;
      const radius = symbol === "star" && i % 2 ? r * 0.45 : symbol === "triangle" ? r * 1.15 : r;
      points.push(`${(c + radius * Math.cos(angle)).toFixed(2)},${(c + radius * Math.sin(angle) + (symbol === "triangle" ? r * 0.2 : 0)).toFixed(2)}`);
    }
    shape = `<polygon points="${points.join(" ")}"/>`;
  }
  return `<svg class="seat-symbol" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" aria-hidden="true">` +
    `<circle cx="${c}" cy="${c}" r="${c}" fill="${seatColour(seat)}"/><g fill="${seatMark(seat)}">${shape}</g></svg>`;
}
