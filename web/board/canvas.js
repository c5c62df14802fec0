import { seatColour, drawSeatMark, withSeatColours } from "./palette.js";
import { t, lang, speaking } from "../i18n.js";
import { noteDraw } from "./anim.js";

// A board on a <canvas>, shared by every game: sharp at any size and device pixel ratio, one
// redraw per animation frame, pointer positions turned into board coordinates, hit-testing, and
// a focusable button over every target so each choice is reachable by Tab and Enter.
//
// A board module gives `layout(view, cssWidth)` -> {width, height, targets: [{id, x, y, w, h}]}
// in its own board units; the same layout is passed to `draw(ctx, layout, view, ui)`, so what
// is drawn and what a click hits cannot drift apart. An optional `minWidth(view)` (CSS px) zooms a
// board wider than a narrow screen, which then pans sideways (City of Marble's dense placements).
//
// A finger needs room: every legal target reaches at least MIN_TARGET CSS px each way round its
// centre (WCAG 2.5.8), for the pointer and for its keyboard button alike.
//
// A board whose pieces are previewed before they are laid (City of Marble's tile: a "ghost")
// may also give, all optional:
//   ownState() -> {...}: what one board instance keeps between views (the ghost's cell and
//     direction); it reaches every hook below and draw as ui.own (and screen.js's hooks as `own`)
//   pointer(event, layout, view, ui) -> intent | null: the pointer moved, left, or clicked
//     (event: {type: "move" | "leave" | "click", x, y in board units, touch, scale}); a click's
//     intent takes the place of choosing the target under it (null: that target is chosen)
//   ghost(layout, view, ui) -> target | null: the piece a "place" would lay now (draw draws it;
//     the canvas names it in data-ghost while tools are shown)
//   tools(view, layout, ui) -> null | {at: {x, y}, docked, buttons: [{text, title, act}]}: a
//     few buttons over the board at `at` (board units), or in the page's dock when `docked`
//   act(name, layout, view, ui) -> intent | null: what a tool button or a key does
//   keys: {key: act name}: keys pressed anywhere but in a text field (the last board drawn
//     with keys takes them)
// Input emits intents, which this layer carries out: {redraw: true} draws again (once per
// animation frame, here and nowhere else), {focus: id} moves the keyboard focus to a target's
// button, {choose: id} chooses a target as a click on it does; {} does nothing.

export const MIN_TARGET = 24;

const TALL_GROWTH = 1;  // a tall layout is drawn at most at its own width, in CSS px
// Device pixels per CSS pixel of the canvas's backing store: the screen's, but at most 2. A
// phone's third device pixel per CSS pixel (pixel ratio 3) makes every frame 2.25 times as many
// pixels to fill and hand to the screen (a City of Marble board at 390 px: 3.2 million instead
// of 1.4), on the phone's own CPU, while the sharpness it adds to 11-px text and lines is hard to see.
const MOST_PIXEL_RATIO = 2;
const backingRatio = () => Math.min(MOST_PIXEL_RATIO, window.devicePixelRatio || 1);

// A target's reach in board units at `scale` (CSS px per unit): its box, grown to MIN_TARGET.
export function reach(t, scale) {
  const least = MIN_TARGET / scale;
  const w = Math.max(t.w, least);
  const h = Math.max(t.h, least);
  return { x: t.x + t.w / 2 - w / 2, y: t.y + t.h / 2 - h / 2, w, h };
}

// The legal target at board point (x, y): one whose own box holds it (later targets are drawn on
// top, so they win), else the one of nearest centre whose reach holds it; null if none.
export function targetAt(targets, active, x, y, scale) {
  const inside = (b) => x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h;
  for (let i = targets.length - 1; i >= 0; i--) {
    if (active.has(targets[i].id) && inside(targets[i])) return targets[i];
  }
  let best = null;
  for (const t of targets) {
    if (!active.has(t.id) || !inside(reach(t, scale))) continue;
    const d = Math.hypot(t.x + t.w / 2 - x, t.y + t.h / 2 - y);
    if (!best || d < best.d) best = { d, t };
  }
  return best ? best.t : null;
}

// Keys go to the board drawn last among those that take keys (a page shows one at a time).
let keyedBoard = null;

function keyDown(event) {
  const board = keyedBoard;
  if (!board || event.ctrlKey || event.metaKey || event.altKey) return;
  const name = board.board.keys[event.key];
  const typing = ["INPUT", "TEXTAREA", "SELECT"].includes((document.activeElement || {}).tagName);
  if (!name || typing || !board.canvas.isConnected || !board.layout) return;
  const intent = board.act(name);
  if (intent) { event.preventDefault(); board.carry(intent); }
}

export class CanvasBoard {
  constructor(container, board, { onChoose, dock = null, language = lang, capTall = false }) {
    this.language = language;  // () → the language its words are drawn in
    this.capTall = capTall;    // a tall layout is drawn at most at its own size (an example's page)
    this.board = board;
    this.onChoose = onChoose;
    this.dock = dock;          // where a narrow board's tools go, if the page has such a place
    this.view = null;
    this.layout = null;
    this.active = new Map();   // target id -> its label, for targets that are legal now
    this.ui = { hover: null, focus: null, active: this.active, marks: new Set(), markSeats: new Map(),
                glides: new Map(), rolling: null, seat: null, own: board.ownState ? board.ownState() : {} };
    this.scale = 1;
    this.frame = 0;
    this.toolBar = null;
    this.sized = null;         // the view, width and pixel ratio the canvas was last sized for
    this.touch = false;        // whether the latest pointer down was a finger's
    this.labelNote = "";       // said after the board's own description (an example: its step)

    this.root = document.createElement("div");
    this.root.className = "board-canvas";
    this.canvas = document.createElement("canvas");  // a picture (role img) once it has a label
    this.targetsBox = document.createElement("div");
    this.targetsBox.className = "board-targets";
    this.targetsBox.setAttribute("role", "group");
    this.targetsBox.setAttribute("aria-label", t("board.choices", {}, language()));
    this.root.append(this.canvas, this.targetsBox);
    container.append(this.root);

    this.canvas.addEventListener("pointerdown", (e) => { this.touch = e.pointerType === "touch"; });
    this.canvas.addEventListener("pointermove", (e) => {
      this.setHover(this.hit(e));
      this.carry(this.pointer("move", e));
    });
    this.canvas.addEventListener("pointerleave", (e) => {
      this.setHover(null);
      this.carry(this.pointer("leave", e));
    });
    this.targetsBox.addEventListener("keydown", (e) => this.arrowKey(e));
    this.canvas.addEventListener("click", (e) => {
      const id = this.hit(e);
      const intent = this.pointer("click", e);
      if (intent) this.carry(intent);
      else if (id) this.onChoose(id, this.anchor(id));
    });
    if (board.keys) document.addEventListener("keydown", keyDown);   // one listener for all boards
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(this.root);
    this.watchPixelRatio();
  }

  // A change of devicePixelRatio (browser zoom, another screen) fires no resize: watch it.
  watchPixelRatio() {
    const query = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    const changed = () => { this.resize(); this.watchPixelRatio(); };
    query.addEventListener("change", changed, { once: true });
  }

  // New view and legal targets (Map id -> label); marks: ids to ring as the last move.
  update(view, active, extra = {}) {
    this.view = view;
    this.active.clear();
    for (const [id, label] of active) this.active.set(id, label);
    Object.assign(this.ui, extra);
    if (this.ui.hover && !this.active.has(this.ui.hover)) this.ui.hover = null;
    // Drawn with the next frame, not now: the screen sets what else the frame shows (the
    // marks, a glide's first position) meanwhile, and a phone draws its large canvas once.
    this.resize({ now: false });
  }

  // now: draw at once (a resize seen by the observer comes after this frame's callbacks, and
  // a canvas whose size changed is blank until drawn), else with the next animation frame.
  resize({ now = true } = {}) {
    if (!this.view) return;
    // A zoomed board is wider than its host, which then scrolls sideways.
    const room = this.root.parentElement ? this.root.parentElement.clientWidth : 0;
    const wanted = this.board.minWidth ? this.board.minWidth(this.view) : 0;
    const zoomed = room > 0 && wanted > room;
    const width = zoomed ? wanted + "px" : "";
    if (this.root.style.width !== width) this.root.style.width = width;
    if (this.root.parentElement) this.root.parentElement.classList.toggle("zoomed", zoomed);
    const full = Math.max(1, Math.floor(zoomed ? wanted : room || this.root.clientWidth));
    // The observer also reports the board's own growth after a new view was drawn: the same
    // view at the same size and pixel ratio is on the canvas already, so it is not drawn again.
    const dpr = backingRatio();
    const sized = this.sized;
    this.sized = { view: this.view, cssWidth: full, dpr };
    if (now && sized && sized.view === this.view && sized.cssWidth === full && sized.dpr === dpr) return;
    this.layout = speaking(this.language(), () => this.board.layout(this.view, full));
    // An example's tall (phone) layout is never drawn larger than its own size: drawn to fill a
    // 500-760 px frame it would be half again as large, and a reader would scroll through a board
    // over 2,000 px high to reach the caption and the question under it. It stands in the middle.
    const most = this.capTall && this.layout.tall && !zoomed
      ? Math.round(this.layout.width * TALL_GROWTH) : Infinity;
    let cssWidth = full;
    if (full > most) {
      cssWidth = most;
      this.layout = speaking(this.language(), () => this.board.layout(this.view, cssWidth));
    }
    const maxWidth = cssWidth < full ? cssWidth + "px" : "";
    if (this.root.style.maxWidth !== maxWidth) this.root.style.maxWidth = maxWidth;
    this.root.style.marginInline = maxWidth ? "auto" : "";
    this.scale = cssWidth / this.layout.width;
    const cssHeight = Math.round(this.layout.height * this.scale);
    this.canvas.style.width = cssWidth + "px";
    this.canvas.style.height = cssHeight + "px";
    const pixelsWide = Math.round(cssWidth * dpr);
    const pixelsHigh = Math.round(cssHeight * dpr);
    if (this.canvas.width !== pixelsWide) this.canvas.width = pixelsWide;
    if (this.canvas.height !== pixelsHigh) this.canvas.height = pixelsHigh;
    this.placeTargetButtons();
    if (now) this.drawNow();
    else this.redraw();
  }

  // The board's answer to a pointer event (an intent), or null.
  pointer(type, event) {
    if (!this.board.pointer || !this.layout) return null;
    const rect = this.canvas.getBoundingClientRect();
    const point = { type, touch: type === "move" ? event.pointerType === "touch" : this.touch, scale: this.scale,
                    x: ((event.clientX - rect.left) * this.layout.width) / rect.width,
                    y: ((event.clientY - rect.top) * this.layout.width) / rect.width };
    return speaking(this.language(), () => this.board.pointer(point, this.layout, this.view, this.ui));
  }

  // What a tool button or a key does now (an intent), or null.
  act(name) {
    if (!this.board.act || !this.layout) return null;
    return speaking(this.language(), () => this.board.act(name, this.layout, this.view, this.ui));
  }

  // Carry out an intent of the board's input: focus a target, choose one, draw again.
  carry(intent) {
    if (!intent) return;
    if (intent.focus) {
      const button = [...this.targetsBox.children].find((b) => b.dataset.target === intent.focus);
      if (button) button.focus();
    }
    if (intent.redraw) this.redraw();
    if (intent.choose && this.active.has(intent.choose)) this.onChoose(intent.choose, this.anchor(intent.choose));
  }

  redraw() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => { this.frame = 0; this.drawNow(); });
  }

  drawNow() {
    if (this.frame) { cancelAnimationFrame(this.frame); this.frame = 0; }  // drawn now, not again
    if (!this.layout) return;
    const start = performance.now();
    speaking(this.language(), () => this.drawInLanguage());
    noteDraw(performance.now() - start);
  }

  drawInLanguage() {
    const ctx = this.canvas.getContext("2d");
    const k = (this.canvas.width / this.layout.width);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.setTransform(k, 0, 0, k, 0, 0);
    withSeatColours(this.ui.colours, () => {
      this.board.draw(ctx, this.layout, this.view, this.ui);
      this.drawMarks(ctx);
    });
    const label = this.layout.description || t("board.game_board");
    this.canvas.setAttribute("role", "img");
    this.canvas.setAttribute("aria-label", this.labelNote ? `${label} ${this.labelNote}` : label);
    this.targetsBox.setAttribute("aria-label", t("board.choices"));
    if (this.board.keys) keyedBoard = this;
    this.placeTools();
  }

  // The board's tool buttons (City of Marble's Turn and Place while a tile is laid), over the
  // board or in the page's dock; and the piece they would lay, named for tests in data-ghost.
  placeTools() {
    const tools = this.board.tools ? this.board.tools(this.view, this.layout, this.ui) : null;
    if (!tools) {
      delete this.canvas.dataset.ghost;
      if (this.toolBar) { this.toolBar.remove(); this.toolBar = null; }
      return;
    }
    const ghost = this.board.ghost ? this.board.ghost(this.layout, this.view, this.ui) : null;
    this.canvas.dataset.ghost = ghost ? ghost.id : "";
    const place = tools.docked && this.dock ? this.dock : this.root;
    const names = tools.buttons.map((b) => b.text).join("\n");
    if (!this.toolBar || this.toolBar.dataset.names !== names) {
      if (this.toolBar) this.toolBar.remove();
      this.toolBar = document.createElement("div");
      this.toolBar.className = "board-tools";
      this.toolBar.dataset.names = names;
      this.toolBar.append(...tools.buttons.map(({ text, title, act }) => {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = text;
        button.title = title;
        button.addEventListener("click", () => this.carry(this.act(act)));
        button.style.cssText = "font:600 14px system-ui,sans-serif;padding:6px 12px;border-radius:8px;" +
          "border:1px solid #7a2e1c;background:#fffaf0;color:#2b2118";
        return button;
      }));
    }
    if (this.toolBar.parentElement !== place) place.append(this.toolBar);
    if (place !== this.root) { this.toolBar.style.cssText = "display:flex;gap:6px;margin:0 0 4px;line-height:normal"; return; }
    this.toolBar.style.cssText = `position:absolute;left:${Math.round(tools.at.x * this.scale)}px;` +
      `top:${Math.round(tools.at.y * this.scale)}px;display:flex;gap:6px;line-height:normal`;
  }

  // Every move since the person's last decision: a ring in the mover's colour around its
  // target, with the mover's symbol on it (a chance move, whose mover is null, in ink).
  drawMarks(ctx) {
    const s = this.scale || 1;
    for (const [id, seat] of this.ui.markSeats) {
      const t = this.target(id);
      if (!t) continue;
      const colour = seat === null || seat === undefined ? "#2b2118" : seatColour(seat);
      ctx.save();
      ctx.beginPath();
      ctx.roundRect(t.x - 3, t.y - 3, t.w + 6, t.h + 6, 8);
      ctx.lineWidth = 3 / s;
      ctx.setLineDash(seat === null || seat === undefined ? [6 / s, 4 / s] : []);
      ctx.strokeStyle = colour;
      ctx.stroke();
      ctx.setLineDash([]);
      if (seat !== null && seat !== undefined) {
        const r = 8 / s;  // 16 CSS px across at any size
        const cx = t.x + t.w + 1;
        const cy = t.y - 1;
        ctx.beginPath();
        ctx.arc(cx, cy, r, 0, Math.PI * 2);
        ctx.fillStyle = colour;
        ctx.fill();
        ctx.lineWidth = 1.5 / s;
        ctx.strokeStyle = "#fff";
        ctx.stroke();
        drawSeatMark(ctx, seat, cx, cy, r * 0.55);
      }
      ctx.restore();
    }
  }

  // Arrow keys move the focus to the nearest target in that direction; past the last one,
  // on to the choices beside the board (the hand, the prompt) and back.
  arrowKey(event) {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    const from = event.target.dataset && event.target.dataset.target;
    if (!step || !from) return;
    event.preventDefault();
    const here = this.anchor(from);
    const centre = (b) => [b.x + b.w / 2, b.y + b.h / 2];
    const [x0, y0] = centre(here);
    let best = null;
    for (const button of this.targetsBox.children) {
      if (button.dataset.target === from) continue;
      const [x, y] = centre(this.anchor(button.dataset.target));
      const along = (x - x0) * step[0] + (y - y0) * step[1];
      if (along <= 1) continue;
      const across = Math.abs((x - x0) * step[1]) + Math.abs((y - y0) * step[0]);
      const score = along + 2 * across;
      if (!best || score < best.score) best = { score, button };
    }
    if (best) best.button.focus();
    else stepChoice(event.target, step[0] + step[1]);
  }

  // Focus the legal target nearest to `point` ({x, y} in CSS px of the board); false if none.
  focusNearest(point) {
    let best = null;
    for (const button of this.targetsBox.children) {
      const b = this.anchor(button.dataset.target);
      const d = Math.hypot(b.x + b.w / 2 - point.x, b.y + b.h / 2 - point.y);
      if (!best || d < best.d) best = { d, button };
    }
    if (!best) return false;
    best.button.focus({ preventScroll: true });
    best.button.scrollIntoView({ block: "nearest" });
    return true;
  }

  // The legal target under a pointer event, or null.
  hit(event) { return this.hitAt(event.clientX, event.clientY); }

  // The legal target at a point of the page's viewport (CSS px), or null.
  hitAt(clientX, clientY) {
    if (!this.layout) return null;
    const rect = this.canvas.getBoundingClientRect();
    const found = targetAt(this.layout.targets, this.active, (clientX - rect.left) / this.scale,
                           (clientY - rect.top) / this.scale, this.scale);
    return found ? found.id : null;
  }

  setHover(id) {
    this.canvas.style.cursor = id ? "pointer" : "default";
    this.canvas.title = id ? this.active.get(id) : "";  // what a click here would do
    if (id === this.ui.hover) return;
    this.ui.hover = id;
    this.redraw();
  }

  target(id) { return this.layout && this.layout.targets.find((t) => t.id === id); }

  // A box in CSS pixels of the board's own box, in those of its host: a board narrower than its
  // host stands in the middle of it.
  inHost(box) {
    return box && { ...box, x: box.x + this.root.offsetLeft, y: box.y + this.root.offsetTop };
  }

  // Where a target sits in CSS pixels, relative to the board's box.
  anchor(id) {
    const t = this.target(id);
    if (!t) return null;
    const s = this.scale;
    return { x: t.x * s, y: t.y * s, w: t.w * s, h: t.h * s };
  }

  // A target's reach (at least MIN_TARGET square) in CSS pixels, relative to the board's box.
  reachOf(id) {
    const t = this.target(id);
    if (!t) return null;
    const s = this.scale;
    const r = reach(t, s);
    return { x: r.x * s, y: r.y * s, w: r.w * s, h: r.h * s };
  }

  placeTargetButtons() {
    const buttons = [];
    for (const t of this.layout.targets) {
      if (!this.active.has(t.id)) continue;
      const box = this.reachOf(t.id);
      const button = document.createElement("button");
      button.type = "button";
      button.className = "board-target";
      button.dataset.target = t.id;
      button.dataset.choice = "";
      button.setAttribute("aria-label", this.active.get(t.id));
      button.title = this.active.get(t.id);
      Object.assign(button.style, { left: box.x + "px", top: box.y + "px",
                                    width: box.w + "px", height: box.h + "px" });
      button.addEventListener("focus", () => { this.ui.focus = t.id; this.redraw(); });
      button.addEventListener("blur", () => { if (this.ui.focus === t.id) { this.ui.focus = null; this.redraw(); } });
      button.addEventListener("click", () => this.onChoose(t.id, this.anchor(t.id)));
      buttons.push(button);
    }
    const focused = document.activeElement && document.activeElement.dataset
      ? document.activeElement.dataset.target : undefined;
    this.targetsBox.replaceChildren(...buttons);
    if (focused) {
      const again = buttons.find((b) => b.dataset.target === focused);
      if (again) again.focus({ preventScroll: true });
    }
  }

  // Every legal target with its centre in page CSS pixels (tests and debugging use this).
  targets() {
    if (!this.layout) return [];
    const rect = this.canvas.getBoundingClientRect();
    return this.layout.targets.filter((t) => this.active.has(t.id)).map((t) => ({
      id: t.id, label: this.active.get(t.id),
      x: rect.left + (t.x + t.w / 2) * this.scale, y: rect.top + (t.y + t.h / 2) * this.scale }));
  }

  clear() {
    this.view = null;
    this.sized = null;
    this.layout = null;
    this.targetsBox.replaceChildren();
    if (this.toolBar) { this.toolBar.remove(); this.toolBar = null; }
    delete this.canvas.dataset.ghost;
    const ctx = this.canvas.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
  }
}

// Move the focus to the next (dir > 0) or previous choice of the page outside the board's own
// targets: the hand strip and the prompt strip follow the board in reading order.
export function stepChoice(from, dir) {
  const choices = [...document.querySelectorAll("[data-choice]:not(:disabled)")]
    .filter((node) => node.getClientRects().length);
  const here = choices.indexOf(from);
  if (here < 0) return false;
  const board = from.closest(".board-targets");
  for (let i = here + dir; i >= 0 && i < choices.length; i += dir) {
    if (board && choices[i].closest(".board-targets") === board) continue;
    choices[i].focus();
    return true;
  }
  return false;
}
