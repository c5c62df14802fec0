import { seatColour, drawSeatMark } from "./palette.js";

// A board on a <canvas>, shared by every game: sharp at any size and device pixel ratio, one
// redraw per animation frame, pointer positions turned into board coordinates, hit-testing, and
// a focusable button over every target so each choice is reachable by Tab and Enter.
//
// A board module gives `layout(view, cssWidth)` -> {width, height, targets: [{id, x, y, w, h}]}
// in its own board units; the same layout is passed to `draw(ctx, layout, view, ui)`, so what
// is drawn and what a click hits cannot drift apart.

export class CanvasBoard {
  constructor(container, board, { onChoose }) {
    this.board = board;
    this.onChoose = onChoose;
    this.view = null;
    this.layout = null;
    this.active = new Map();   // target id -> its label, for targets that are legal now
    this.ui = { hover: null, focus: null, active: this.active, marks: new Set(), markSeats: new Map(),
                glides: new Map(), rolling: null, seat: null };
    this.scale = 1;
    this.frame = 0;

    this.root = document.createElement("div");
    this.root.className = "board-canvas";
    this.canvas = document.createElement("canvas");
    this.canvas.setAttribute("role", "img");
    this.targetsBox = document.createElement("div");
    this.targetsBox.className = "board-targets";
    this.targetsBox.setAttribute("role", "group");
    this.targetsBox.setAttribute("aria-label", "Choices on the board");
    this.root.append(this.canvas, this.targetsBox);
    container.append(this.root);

    this.canvas.addEventListener("pointermove", (e) => this.setHover(this.hit(e)));
    this.canvas.addEventListener("pointerleave", () => this.setHover(null));
    this.targetsBox.addEventListener("keydown", (e) => this.arrowKey(e));
    this.canvas.addEventListener("click", (e) => {
      const id = this.hit(e);
      if (id) this.onChoose(id, this.anchor(id));
    });
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
    this.resize();
  }

  resize() {
    if (!this.view) return;
    const cssWidth = Math.max(1, Math.floor(this.root.clientWidth));
    this.layout = this.board.layout(this.view, cssWidth);
    this.scale = cssWidth / this.layout.width;
    const cssHeight = Math.round(this.layout.height * this.scale);
    const dpr = window.devicePixelRatio || 1;
    this.canvas.style.width = cssWidth + "px";
    this.canvas.style.height = cssHeight + "px";
    const width = Math.round(cssWidth * dpr);
    const height = Math.round(cssHeight * dpr);
    if (this.canvas.width !== width) this.canvas.width = width;
    if (this.canvas.height !== height) this.canvas.height = height;
    this.placeTargetButtons();
    this.drawNow();
  }

  redraw() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => { this.frame = 0; this.drawNow(); });
  }

  drawNow() {
    if (!this.layout) return;
    const ctx = this.canvas.getContext("2d");
    const k = (this.canvas.width / this.layout.width);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.setTransform(k, 0, 0, k, 0, 0);
    this.board.draw(ctx, this.layout, this.view, this.ui);
    this.drawMarks(ctx);
    this.canvas.setAttribute("aria-label", this.layout.description || "Game board");
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

  // Arrow keys move the focus to the nearest target in that direction.
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
  hit(event) {
    if (!this.layout) return null;
    const rect = this.canvas.getBoundingClientRect();
    const x = (event.clientX - rect.left) / this.scale;
    const y = (event.clientY - rect.top) / this.scale;
    // Later targets are drawn on top, so they win.
    const targets = this.layout.targets;
    for (let i = targets.length - 1; i >= 0; i--) {
      const t = targets[i];
      if (this.active.has(t.id) && x >= t.x && x <= t.x + t.w && y >= t.y && y <= t.y + t.h) return t.id;
    }
    return null;
  }

  setHover(id) {
    this.canvas.style.cursor = id ? "pointer" : "default";
    this.canvas.title = id ? this.active.get(id) : "";  // what a click here would do
    if (id === this.ui.hover) return;
    this.ui.hover = id;
    this.redraw();
  }

  target(id) { return this.layout && this.layout.targets.find((t) => t.id === id); }

  // Where a target sits in CSS pixels, relative to the board's box.
  anchor(id) {
    const t = this.target(id);
    if (!t) return null;
    const s = this.scale;
    return { x: t.x * s, y: t.y * s, w: t.w * s, h: t.h * s };
  }

  placeTargetButtons() {
    const buttons = [];
    for (const t of this.layout.targets) {
      if (!this.active.has(t.id)) continue;
      const box = this.anchor(t.id);
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
    this.layout = null;
    this.targetsBox.replaceChildren();
    const ctx = this.canvas.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
  }
}
