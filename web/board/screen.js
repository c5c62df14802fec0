// One game's board screen: the canvas board, the prompt strip, the hand strip and the short
// animations between two views. It knows no rules: a board module maps each legal action to a
// target id (or to none: then it is offered in the prompt strip) and draws the view it is given.
//
// A board module exports:
//   layout(view, cssWidth) -> {width, height, targets: [{id, x, y, w, h}], description}
//   draw(ctx, layout, view, ui)     ui: {hover, focus, active, marks, glides, rolling, names}
//   targetOf(action, view, own) -> id | null  handTargetOf(card) -> id | null
//   changes(before, after, layout, own) -> {marks: [id], glides: [{key, from, to, ...}], rolled: bool}
//     (a glide's extra fields, e.g. which piece, come back to draw in ui.glides with x and y)
//   promptTitle(view) -> text (optional)
//   promptAnchor(view, layout) -> {x, y, w, h, above?} in board units (optional): the area the
//     choice is about; on a wide board the prompt strip floats just below (or above, or beside)
//     it and never over it; on a narrow one it waits in the dock under the board and the area
//     is scrolled into view
//   select(id, entries, own) -> bool (optional): true when the board takes this target as a
//     selection that only changes what it shows (a tile picked in the hand lights up its places);
//     the same payload is then drawn again and nothing is played
//   ownState() -> {...} (optional): what one board instance keeps between views (a tile picked,
//     the marks of a turn, a ghost); it is the `own` above, and ui.own in draw
//   and, for a piece previewed before it is laid, pointer, ghost, tools, act and keys (see
//     canvas.js): the hover and the ghost, its buttons and its keys, as intents
//
// What the screen adds for every board (nothing to export for it):
//   - marks: every move since the person's last decision stays marked until their next one,
//     a ring in the mover's colour with the mover's symbol around the move's target. A mark
//     from changes() is a target id (its mover is the seat that was to move, none for chance)
//     or {id, seat}. ui.marks (a Set of ids) and ui.markSeats (id -> seat) reach draw(); a
//     board need not draw them itself.
//   - the dice tray beside the board: the payload's `rolls`, each named by its roller and
//     purpose, the person's own latest roll kept while they decide.
//   - keyboard: after the person's move the focus returns to the legal target nearest the
//     last one chosen; arrow keys move between targets.
//   - settled(): a promise that resolves once the pieces have landed; prime(payload): start
//     the marks from an older view (the page passes the view at the payload's `since`).

import { CanvasBoard, stepChoice } from "./canvas.js";
import { renderHand } from "./hand.js";
import { renderStrip, openPopover, closePopover } from "./prompt.js";
import { tween, skipAll, easeOut, lerp } from "./anim.js";
import { symbolSvg, withSeatColours } from "./palette.js";
import { spotBeside } from "./spot.js";
import { focusedIn } from "../dom.js";
import { t, lang, speaking } from "../i18n.js";

const GLIDE_MS = 380;

// How the person made their latest choice: the focus comes back after a keyboard move only.
let lastInput = "pointer";
document.addEventListener("pointerdown", () => { lastInput = "pointer"; }, true);
document.addEventListener("keydown", () => { lastInput = "keyboard"; }, true);
const ROLL_MS = 650;

export class BoardScreen {
  // language(): the language this board speaks (the page's, unless the board has its own).
  // floatPrompt: false when the page places the prompt strip itself (an example's question).
  constructor({ host, prompt, hand, board, play, dice = null, dock = null, language = lang, capTall = false,
                floatPrompt = true }) {
    this.language = language;
    this.floatPrompt = floatPrompt;
    this.host = host;          // the element the canvas goes in (position: relative)
    this.promptBox = prompt;
    this.promptHome = { parent: prompt.parentElement, next: prompt.nextSibling };
    this.handList = hand;
    this.diceTray = dice;      // optional: an element for the labelled dice rolls
    this.board = board;
    this.sendPlay = play;      // play(action, from): the page sends it to the engine (from: see play())
    this.byTarget = new Map();
    this.previous = null;      // the last live payload drawn, to animate the next one from
    this.marks = new Map();    // target id -> mover (seat or null) since the person's last decision
    this.refocus = null;       // where the person's last choice was, when made from the keyboard
    this.landing = Promise.resolve();
    // dock: where a narrow board's tools go (the page's dock of the prompt and the hand), if any
    this.canvas = new CanvasBoard(host, board, { onChoose: (id, anchor) => this.choose(id, anchor), dock, language,
                                                  capTall });
    host.addEventListener("pointerdown", () => skipAll());
    host.addEventListener("keydown", () => skipAll());
    // Arrow keys go on from the hand and the prompt strip to the next choice, as on the board.
    for (const strip of [hand, prompt]) strip.addEventListener("keydown", (e) => this.arrowKey(e));
  }

  arrowKey(event) {
    const dir = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (!dir || event.target.dataset.choice === undefined || event.target.closest(".board-targets")) return;
    if (stepChoice(event.target, dir)) event.preventDefault();
  }

  render(payload, options = {}) {
    return speaking(this.language(), () => this.renderInLanguage(payload, options));
  }

  renderInLanguage(payload, { readOnly = false } = {}) {
    closePopover(this.host);
    const view = payload.state || {};
    const legal = readOnly ? [] : payload.legal || [];
    this.byTarget = new Map();
    const loose = [];
    for (const entry of legal) {
      const id = this.board.targetOf(entry.action, view, this.canvas.ui.own);
      if (id === null || id === undefined) { loose.push(entry); continue; }
      if (!this.byTarget.has(id)) this.byTarget.set(id, []);
      this.byTarget.get(id).push(entry);
    }
    const active = new Map([...this.byTarget].map(([id, entries]) => [id, entries.length === 1
      ? entries[0].label : t("board.other_ways", { label: entries[0].label, count: entries.length - 1 })]));
    const onBoard = new Map([...active].filter(([id]) => !id.startsWith("hand:")));

    let glides = [];
    let rolled = false;
    const before = this.previous;
    const fresh = !readOnly && before && before.game === payload.game && payload.step > before.step;
    const names = (payload.seats || []).map((s) => s.name);
    // An example may draw its seats in the colours the book gives them (a seat's `colour`).
    const colours = (payload.seats || []).map((s) => s.colour || null);
    this.canvas.update(view, onBoard, { names, seat: payload.seat, readOnly, colours });
    if (fresh) {
      const change = this.board.changes(before.state, view, this.canvas.layout, this.canvas.ui.own);
      // Who moved: the seat that was to move (unknown when primed from further back).
      const mover = !before.primed && before.current >= 0 ? before.current : null;
      // A spectator (a table of bots) makes no decisions: the marks show the latest turn.
      const spectator = payload.seat === null || payload.seat === undefined;
      if (spectator && mover !== null && mover !== this.lastMover) this.marks = new Map();
      if (mover !== null) this.lastMover = mover;
      for (const mark of change.marks) {
        const id = typeof mark === "string" ? mark : mark.id;
        this.marks.delete(id);  // the newest move on a target is drawn last
        this.marks.set(id, typeof mark === "string" ? mover : mark.seat ?? null);
      }
      glides = change.glides;
      rolled = change.rolled;
    } else if (!readOnly && !before) this.marks = new Map();
    this.canvas.ui.markSeats = readOnly ? new Map() : new Map(this.marks);
    this.canvas.ui.marks = new Set(this.canvas.ui.markSeats.keys());
    this.canvas.redraw();
    if (!readOnly) this.previous = payload;
    // The final scores need no dice: the tray empties when the game is over.
    withSeatColours(colours, () => this.renderDice(readOnly || payload.over ? [] : payload.rolls || [], payload));

    renderHand(this.handList, view.hand || [], {
      targetOf: (card) => this.board.handTargetOf(card), active, onChoose: (id) => this.choose(id, null),
      game: payload.game });
    const title = (this.board.promptTitle && this.board.promptTitle(view)) || t("prompt.your_choice");
    const wasHidden = this.promptBox.hidden;
    renderStrip(this.promptBox, title, loose, (action) => this.play(action, "prompt"));
    const area = loose.length && this.board.promptAnchor ? this.board.promptAnchor(view, this.canvas.layout) : null;
    this.promptArea = area || null;
    const floating = this.placePrompt(area);
    // A new question comes into view: on a narrow screen the area it is about, above the dock.
    // A game's first view opens at the top of the board, with nothing scrolled under the bars.
    if (wasHidden && loose.length && this.floatPrompt) {
      if (!floating && area) this.scrollToArea(area);
      else if (before && !before.primed) this.promptBox.scrollIntoView({ block: "nearest" });
    }
    this.landing = this.animate(glides, rolled);
    if (!readOnly && legal.length) this.restoreFocus();
  }

  // Start from an older view (the board right after the person's last decision), so that the
  // next render marks everything since then: after a reload or a hand-over of the device.
  prime(payload) { this.previous = { ...payload, primed: true }; }

  // A promise that resolves once the pieces of the latest change have landed.
  settled() { return this.landing; }

  // Float the prompt strip beside the area it is about, never over it, on a wide board; on a
  // narrow one (or with no room) it goes back to its place under the board. True if floating.
  placePrompt(place) {
    const box = this.promptBox;
    const home = () => {
      box.classList.remove("anchored");
      box.style.cssText = "";
      if (box.parentElement === this.host) this.promptHome.parent.insertBefore(box, this.promptHome.next);
      return false;
    };
    const hostWidth = this.host.clientWidth;
    if (!place || !this.floatPrompt || hostWidth < 600) return home();
    box.classList.add("anchored");
    if (box.parentElement !== this.host) this.host.append(box);
    const s = this.canvas.scale;
    const width = Math.min(440, hostWidth - 8);
    box.style.width = width + "px";
    const area = this.canvas.inHost({ x: place.x * s, y: place.y * s, w: place.w * s, h: place.h * s });
    const sides = place.above ? ["above", "below", "right", "left"] : ["below", "above", "right", "left"];
    const spot = spotBeside(area, { w: width, h: box.offsetHeight }, { w: hostWidth, h: this.host.clientHeight },
                            { sides });
    if (!spot) return home();
    box.style.left = spot.x + "px";
    box.style.top = spot.y + "px";
    return true;
  }

  scrollToArea(place) {
    const s = this.canvas.scale;
    const rect = this.host.getBoundingClientRect();
    const bar = document.querySelector(".statusbar");
    const barBottom = bar ? bar.getBoundingClientRect().bottom : 0;
    const dock = this.promptBox.parentElement;
    const dockTop = dock && dock !== this.host ? Math.min(innerHeight, dock.getBoundingClientRect().top) : innerHeight;
    const top = rect.top + place.y * s;
    const bottom = top + place.h * s;
    if (top >= barBottom && bottom <= dockTop) return;
    const room = dockTop - barBottom;
    const shift = place.h * s <= room ? top - barBottom - (room - place.h * s) / 2 : top - barBottom - 4;
    window.scrollBy({ top: shift, behavior: "instant" });
  }

  // The area the current prompt is about and where the prompt is, in page CSS pixels (tests).
  promptPlace() {
    if (this.promptBox.hidden || !this.promptArea) return null;
    const rect = this.canvas.canvas.getBoundingClientRect();
    const s = this.canvas.scale;
    const a = this.promptArea;
    const box = this.promptBox.getBoundingClientRect();
    return { area: { x: rect.left + a.x * s, y: rect.top + a.y * s, w: a.w * s, h: a.h * s },
             prompt: { x: box.left, y: box.top, w: box.width, h: box.height } };
  }

  animate(glides, rolled) {
    skipAll();
    const ui = this.canvas.ui;
    const done = [];
    const roll = (t) => { ui.rolling = t < 1 ? t : null; };
    const glide = (t) => {
      ui.glides = new Map(t < 1 ? glides.map((g) => [g.key, { ...g,
        x: lerp(g.from.x, g.to.x, easeOut(t)), y: lerp(g.from.y, g.to.y, easeOut(t)) }]) : []);
    };
    // The first frame of the new view already shows the pieces where they start from (never
    // landed first and then jumping back): one frame fewer, and no flicker on a slow device.
    if (rolled) roll(0);
    if (glides.length) glide(0);
    if (rolled) done.push(tween(ROLL_MS, (t) => { roll(t); this.canvas.redraw(); }));
    if (glides.length) done.push(tween(GLIDE_MS, (t) => { glide(t); this.canvas.redraw(); }));
    return Promise.all(done);
  }

  // The person decides: the marks of what went before are done with, and a keyboard user's
  // focus will come back near this place once it is their move again. from: the target id
  // chosen, "prompt", or null.
  play(action, from = null) {
    const focused = focusedIn(this.host);
    if (lastInput === "keyboard" && (from || (focused && focused !== document.body))) {
      const id = from && from !== "prompt" ? from : focused && focused.dataset ? focused.dataset.target : null;
      const box = id && !id.startsWith("hand:") ? this.canvas.anchor(id) : null;
      this.refocus = box ? { point: { x: box.x + box.w / 2, y: box.y + box.h / 2 } }
        : { point: null, strip: from === "prompt" ? this.promptBox : this.handList };
    } else this.refocus = null;
    this.marks = new Map();
    this.sendPlay(action, from);
  }

  // After a keyboard move: back to the legal target nearest the last one chosen; after a
  // prompt or hand choice, to the first choice of the same strip, else the nearest target.
  restoreFocus() {
    const refocus = this.refocus;
    if (!refocus) return;
    const active = focusedIn(this.host);
    if (active && active !== document.body && !active.disabled && active.isConnected) return;
    this.refocus = null;
    const choice = "[data-choice]:not(:disabled)";
    const strip = refocus.strip && refocus.strip.querySelector(choice);
    if (strip) { strip.focus({ preventScroll: true }); return; }
    if (this.canvas.focusNearest(refocus.point || { x: 0, y: 0 })) return;
    const other = this.promptBox.querySelector(choice) || this.handList.querySelector(choice);
    if (other) other.focus({ preventScroll: true });
  }

  // The rolls since the person's last decision, each with its roller and purpose, newest first.
  renderDice(rolls, payload) {
    const tray = this.diceTray;
    if (!tray) return;
    const seats = payload.seats || [];
    tray.replaceChildren(...rolls.map((roll) => {
      const item = document.createElement("li");
      item.className = "roll" + (roll.seat !== null && roll.seat === payload.seat ? " own" : "");
      item.dataset.seat = roll.seat ?? "";
      const who = roll.seat === null || roll.seat === undefined ? t("dice.nobody")
        : roll.seat === payload.seat ? t("dice.you", { name: seats[roll.seat].name }) : seats[roll.seat].name;
      const head = document.createElement("span");
      head.className = "roll-head";
      if (roll.seat !== null && roll.seat !== undefined) head.innerHTML = symbolSvg(roll.seat, 16);
      head.append(`${who}${roll.purpose ? " · " + roll.purpose : ""}`);
      const faces = document.createElement("span");
      faces.className = "roll-faces";
      for (const die of roll.dice) {
        const face = document.createElement("span");
        face.className = "mini-die";
        face.style.setProperty("--die", String(die.color || "white"));
        face.textContent = String(die.face);
        face.title = t("play.die", { colour: die.color });
        faces.append(face);
      }
      item.title = roll.text || "";
      item.append(head, faces);
      return item;
    }));
    tray.hidden = rolls.length === 0;
  }

  choose(id, anchor) {
    speaking(this.language(), () => this.chooseInLanguage(id, anchor));
  }

  chooseInLanguage(id, anchor) {
    const entries = this.byTarget.get(id) || [];
    if (this.board.select && this.previous && this.board.select(id, entries, this.canvas.ui.own)) {
      this.render(this.previous);
      return;
    }
    if (entries.length === 1) { this.play(entries[0].action, id); return; }
    if (entries.length > 1) {
      openPopover(this.host, this.canvas.inHost(anchor || this.canvas.anchor(id)), t("prompt.choose_how"), entries, (action) => this.play(action, id));
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
    this.marks = new Map();
    this.refocus = null;
    if (this.diceTray) { this.diceTray.replaceChildren(); this.diceTray.hidden = true; }
  }
}
