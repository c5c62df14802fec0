// One game's board screen: the canvas board, the prompt strip, the hand strip and the short
// animations between two views. It knows no rules: a board module maps each legal action to a
// target id (or to none: then it is offered in the prompt strip) and draws the view it is given.
//
// A board module exports:
//   layout(view, cssWidth) -> {width, height, targets: [{id, x, y, w, h}], description}
//   draw(ctx, layout, view, ui)     ui: {hover, focus, active, marks, glides, rolling, names}
//   targetOf(action, view) -> id | null       handTargetOf(card) -> id | null
//   changes(before, after, layout) -> {marks: [id], glides: [{key, from, to, ...}], rolled: bool}
//     (a glide's extra fields, e.g. which piece, come back to draw in ui.glides with x and y)
//   promptTitle(view) -> text (optional)
//   promptAnchor(view, layout) -> {x, y, w, h, above?} in board units (optional): the prompt
//     strip then floats just below (or above) that place, near the action it is about
//   select(id, entries) -> bool (optional): true when the board takes this target as a
//     selection that only changes what it shows (a tile picked in the hand lights up its places);
//     the same payload is then drawn again and nothing is played

import { CanvasBoard } from "./canvas.js";
import { renderHand } from "./hand.js";
import { renderStrip, openPopover, closePopover } from "./prompt.js";
import { tween, skipAll, easeOut, lerp } from "./anim.js";

const GLIDE_MS = 380;
const ROLL_MS = 650;

export class BoardScreen {
  constructor({ host, prompt, hand, board, play }) {
    this.host = host;          // the element the canvas goes in (position: relative)
    this.promptBox = prompt;
    this.handList = hand;
    this.board = board;
    this.play = play;          // play(action): the page sends it to the engine
    this.byTarget = new Map();
    this.previous = null;      // the last live payload drawn, to animate the next one from
    this.marks = [];
    this.canvas = new CanvasBoard(host, board, { onChoose: (id, anchor) => this.choose(id, anchor) });
    host.addEventListener("pointerdown", () => skipAll());
    host.addEventListener("keydown", () => skipAll());
  }

  render(payload, { readOnly = false } = {}) {
    closePopover(this.host);
    const view = payload.state || {};
    const legal = readOnly ? [] : payload.legal || [];
    this.byTarget = new Map();
    const loose = [];
    for (const entry of legal) {
      const id = this.board.targetOf(entry.action, view);
      if (id === null || id === undefined) { loose.push(entry); continue; }
      if (!this.byTarget.has(id)) this.byTarget.set(id, []);
      this.byTarget.get(id).push(entry);
    }
    const active = new Map([...this.byTarget].map(([id, entries]) => [id, entries.length === 1
      ? entries[0].label : `${entries[0].label} (or ${entries.length - 1} other way${entries.length > 2 ? "s" : ""})`]));
    const onBoard = new Map([...active].filter(([id]) => !id.startsWith("hand:")));

    let glides = [];
    let rolled = false;
    const before = this.previous;
    const fresh = !readOnly && before && before.game === payload.game && payload.step > before.step;
    const names = (payload.seats || []).map((s) => s.name);
    this.canvas.update(view, onBoard, { names, seat: payload.seat, readOnly });
    if (fresh) {
      const change = this.board.changes(before.state, view, this.canvas.layout);
      if (change.marks.length) this.marks = change.marks;
      glides = change.glides;
      rolled = change.rolled;
    } else if (!readOnly && !before) this.marks = [];
    this.canvas.ui.marks = new Set(readOnly ? [] : this.marks);
    this.canvas.redraw();
    if (!readOnly) this.previous = payload;

    renderHand(this.handList, view.hand || [], {
      targetOf: (card) => this.board.handTargetOf(card), active, onChoose: (id) => this.choose(id, null) });
    const title = (this.board.promptTitle && this.board.promptTitle(view)) || "Your choice";
    const wasHidden = this.promptBox.hidden;
    renderStrip(this.promptBox, title, loose, (action) => this.play(action));
    this.placePrompt(loose.length && this.board.promptAnchor
      ? this.board.promptAnchor(view, this.canvas.layout) : null);
    // A new question comes into view (on a phone it may be far below the part of the board shown).
    if (wasHidden && loose.length) this.promptBox.scrollIntoView({ block: "nearest" });
    this.animate(glides, rolled);
  }

  // Float the prompt strip near its place on the board, or leave it under the board.
  placePrompt(place) {
    const box = this.promptBox;
    box.classList.toggle("anchored", Boolean(place));
    if (!place) {
      if (box.parentElement === this.host) this.host.after(box);
      box.style.cssText = "";
      return;
    }
    if (box.parentElement !== this.host) this.host.append(box);
    const s = this.canvas.scale;
    const hostWidth = this.host.clientWidth;
    const width = Math.min(440, hostWidth - 8);
    box.style.width = width + "px";
    box.style.left = Math.max(4, Math.min(hostWidth - width - 4, (place.x + place.w / 2) * s - width / 2)) + "px";
    const below = (place.y + place.h) * s + 6;
    const above = Math.max(4, place.y * s - box.offsetHeight - 6);
    const room = this.host.clientHeight - below;
    box.style.top = (!place.above && room > box.offsetHeight + 4 ? below : above) + "px";
  }

  animate(glides, rolled) {
    skipAll();
    const ui = this.canvas.ui;
    if (rolled) {
      tween(ROLL_MS, (t) => { ui.rolling = t < 1 ? t : null; this.canvas.redraw(); });
    }
    if (glides.length) {
      tween(GLIDE_MS, (t) => {
        ui.glides = new Map(t < 1 ? glides.map((g) => [g.key, { ...g,
          x: lerp(g.from.x, g.to.x, easeOut(t)), y: lerp(g.from.y, g.to.y, easeOut(t)) }]) : []);
        this.canvas.redraw();
      });
    }
  }

  choose(id, anchor) {
    const entries = this.byTarget.get(id) || [];
    if (this.board.select && this.previous && this.board.select(id, entries)) {
      this.render(this.previous);
      return;
    }
    if (entries.length === 1) { this.play(entries[0].action); return; }
    if (entries.length > 1) {
      openPopover(this.host, anchor || this.canvas.anchor(id), "Choose how", entries, (action) => this.play(action));
    }
  }

  targets() { return this.canvas.targets(); }

  // Nothing of the previous seat stays on screen while a device is handed over.
  clear() {
    closePopover(this.host);
    this.canvas.clear();
    this.handList.replaceChildren();
    renderStrip(this.promptBox, "", [], () => {});
    this.placePrompt(null);
    this.previous = null;
    this.marks = [];
  }
}
