// The play screen drawn from the engine's payload: the board (web/games/index.js BOARDS, or the
// generic panels), the seats, the legal actions, the hand, the log and the recent lines, the
// final scores, and a look back at an older step of the game. It knows no rules.
import { renderBoard, BOARDS } from "../games/index.js";
import { BoardScreen } from "../board/screen.js";
import { renderLog } from "../board/log.js";
import { animating } from "../board/anim.js";
import { lang, t } from "../i18n.js";
import { el } from "../dom.js";
import { LEVELS, listed } from "./catalogue.js";
import { $, dropInfoBefore, rulesAddress, swatch } from "./shell.js";
import { showThinking } from "./thinking.js";

const LIGHT_DICE = new Set(["white", "yellow", "ivory", "beige", "gold", "silver", "#fff", "#ffffff"]);

// What the screen asks of the page (see init).
let page = null;
// The drawn board of a game that has one, else null.
let screen = null;
let viewing = null;  // the log step looked back at, or null: the live game
let drawn = null;    // the payload on screen
let playersShown = null;  // what the players panel was made from (see draw)
let looked = null;   // the game whose board a first look drew (see drawLook), until it is taken

// `play(action)`: a person's action; `current()`: the game on screen (turn-loop.js), or null;
// `viewAt(step)`: the shown seat's view after log step `step`, or null when it came too late;
// `toLobby()`: the final screen's "New game".
export function init(hooks) { page = hooks; }

// A fresh board for `gameId`; or the one a first look of it drew, still on screen, which the
// live game takes over (true then).
export function mountBoard(gameId) {
  const kept = looked === gameId && !$("#game").hidden;
  looked = null;
  if (kept) return true;
  $("#board-host").replaceChildren();
  screen = null;
  const board = BOARDS[gameId];
  $("#game").classList.toggle("has-board", Boolean(board));
  $("#board-screen").hidden = !board;
  if (!board) return false;
  screen = new BoardScreen({ host: $("#board-host"), prompt: $("#prompt"), hand: $("#hand"), board,
                             dice: $("#dice-tray"), dock: $("#dock"), play: (action) => page.play(action) });
  return false;
}

// The game's heading and its rules link.
export function titleGame(gameId, name = (listed(gameId) || {}).name || gameId) {
  const entry = listed(gameId) || {};
  $("#game-title").textContent = t("play.playing", { game: name });
  $("#rules-link").href = rulesAddress(entry.rules || `rules/${gameId}.html`);
  $("#rules-link").textContent = t("play.rules_of", { game: name });
}

// A game's last position as this page kept it (first-look.js), drawn while the engine starts:
// as the live game drew it, its marks included, with nothing to choose and `note` as its turn
// line. The live game then goes on on this very board: the same position, so nothing moves.
export function drawLook(payload, marks, note) {
  mountBoard(payload.game);
  const still = { ...payload, legal: [], can_undo: false };
  if (screen) {
    screen.previous = still;
    screen.marks = new Map(marks);
  }
  looked = payload.game;
  draw(still, false, note);
}

// Every move marked on the board since the shown seat's last decision: [[target, seat], …].
export function boardMarks() { return screen ? [...screen.marks] : []; }

// The game left the screen: nothing of it is looked back at or shown any more.
export function forgetGame() {
  viewing = null;
  drawn = null;
}

// A fresh board (a reload, a hand-over) whose marks may be primed with an older view.
export function freshBoard() { return Boolean(screen && !screen.previous && viewing === null); }
export function prime(view) { screen.prime(view); }

// Once the last piece has landed.
export function settled() { return screen ? screen.settled() : Promise.resolve(); }

// The sticky bars' heights as scroll padding, so that whatever is scrolled into view (a target,
// a focused choice) lands in the free band between them, never under a bar.
function watchBars() {
  const root = document.documentElement.style;
  const measure = () => {
    const bar = $(".statusbar");
    const dock = $("#dock");
    const sticky = (node) => node && node.offsetParent !== null && getComputedStyle(node).position === "sticky";
    // Set only when changed: a new value restyles the page, which the observer sees again.
    const top = (sticky(bar) ? bar.offsetHeight + 4 : 0) + "px";
    const bottom = (sticky(dock) ? dock.offsetHeight + 4 : 0) + "px";
    if (root.getPropertyValue("--bar-top") !== top) root.setProperty("--bar-top", top);
    if (root.getPropertyValue("--bar-bottom") !== bottom) root.setProperty("--bar-bottom", bottom);
  };
  const observer = new ResizeObserver(measure);
  for (const node of [$(".statusbar"), $("#dock"), $("#game")]) observer.observe(node);
  addEventListener("resize", measure);
}
watchBars();

// Tests and the curious: what the board shows and where its targets are (window.ludi).
export const inspect = {
  targets: () => (screen ? screen.targets() : []),
  targetAt: (x, y) => (screen ? screen.canvas.hitAt(x, y) : null),
  highlighted: () => (screen ? { hover: screen.canvas.ui.hover, focus: screen.canvas.ui.focus } : null),
  shown: () => drawn || null,
  marks: () => (screen ? [...screen.canvas.ui.markSeats].map(([id, seat]) => ({ id, seat })) : []),
  promptPlace: () => (screen ? screen.promptPlace() : null),
  animating: () => animating(),
};

// Nothing of the previous seat stays in the page while the device is handed over.
export function clearGameScreen() {
  for (const id of ["#hand", "#actions", "#board", "#log", "#players", "#dice"]) $(id).replaceChildren();
  playersShown = null;
  if (screen) screen.clear();
  forgetGame();
  $("#history").hidden = true;
  $("#takeback").hidden = true;
  $("#recent").hidden = true;
  $("#recent-list").replaceChildren();
  $("#status").textContent = "";
  $("#turn").textContent = "";
  $("#final").hidden = true;
}

// Show a live payload, unless the player is looking back at an older step of the game.
export function render(payload) {
  if (viewing !== null) {
    renderLogPanel();
    return;
  }
  draw(payload, false);
}

// The live payload again (in a new language), or the step looked back at.
export async function redraw(payload) {
  if (viewing !== null) await showHistory(viewing);
  else draw(payload, false);
  await settled();
}

function renderLogPanel() {
  const live = page.current() ? page.current().payload : drawn;  // drawn: a first look
  if (!live) return;
  renderLog($("#log"), live.log || [], { onPick: showHistory, picked: viewing, since: live.since });
}

// The board as it was after log line `step` (read only), with a way back to the live game.
async function showHistory(step) {
  if (!page.current()) return;
  const view = await page.viewAt(step);
  if (!view) return;
  viewing = step;
  const live = page.current().payload;
  const line = ((live && live.log) || []).find((l) => l.step === step);
  $("#history-text").textContent = line ? t("play.looking_back", { line: line.text })
    : t("play.looking_back_step", { number: step + 1 });
  const entering = $("#history").hidden;
  $("#history").hidden = false;
  draw(view, true);
  if (entering && document.activeElement === document.body) $("#history-back").focus({ preventScroll: true });
}

$("#history-back").addEventListener("click", () => {
  const game = page.current();
  if (!game) return;
  viewing = null;
  $("#history").hidden = true;
  if (game.payload) draw(game.payload, false);
});

function draw(payload, readOnly, note = null) {
  const state = payload.state || {};
  drawn = payload;
  const seats = payload.seats;
  const current = payload.current;
  if (!readOnly) dropInfoBefore(payload.step);

  let turn = "";
  if (payload.over) turn = t("play.final_scores");
  else if (payload.next === "chance") turn = t("play.chance");
  else if (payload.next === "bot") turn = t("play.bot_thinking", { name: seats[current].name });
  else if (current === payload.seat) turn = t("play.your_move", { name: seats[current].name });
  else if (current >= 0) turn = t("play.to_move", { name: seats[current].name });
  if (note) turn = note;
  $("#turn").classList.toggle("thinking", payload.next === "bot");

  // The dice of the latest public roll (a drawn board shows its own).
  $("#dice").hidden = Boolean(screen);
  $("#dice").replaceChildren(...(state.dice || []).map((die) => {
    const colour = String(die.color || "white");
    const classes = ["die", typeof die.face === "number" ? "" : "word",
                     LIGHT_DICE.has(colour.toLowerCase()) ? "light" : ""].join(" ");
    return el("span", { class: classes, style: `--die:${colour}`, title: t("play.die", { colour }) }, String(die.face));
  }));

  // The legal actions, grouped by their verb so long lists stay readable.
  const legal = screen || readOnly ? [] : payload.legal || [];
  $("#actions-panel").hidden = legal.length === 0;
  const groups = new Map();
  for (const entry of legal) {
    const verb = entry.action[0];
    if (!groups.has(verb)) groups.set(verb, []);
    groups.get(verb).push(entry);
  }
  const actionNodes = [];
  for (const [verb, entries] of groups) {
    const buttons = entries.map((entry) => el("button", {
      type: "button", class: "action", title: entry.text, dataset: { action: entry.text },
      onclick: () => page.play(entry.action) }, entry.label));
    actionNodes.push(groups.size > 1
      ? el("fieldset", { class: "action-group" }, el("legend", {}, verb), ...buttons)
      : el("div", { class: "action-group single" }, ...buttons));
  }
  $("#actions").replaceChildren(...actionNodes);

  // The shown seat's own cards or tiles.
  const hand = state.hand || [];
  const shownName = payload.seat === null || payload.seat === undefined ? null : seats[payload.seat].name;
  $("#hand-panel").hidden = shownName === null;
  $("#hand-title").textContent = shownName ? t("play.hand_of", { name: shownName }) : t("play.hand");
  if (!screen) {
    $("#hand").replaceChildren(...(hand.length ? hand.map((card) =>
      el("li", { class: "card", dataset: { kind: card.kind } }, el("small", {}, card.kind), card.label))
      : [el("li", { class: "muted" }, t("hand.empty"))]));
  }

  // Every player's public facts, made anew only when they changed (most of a bot's moves
  // leave them as they were; on a phone every node made and laid out again is felt).
  const playersKey = JSON.stringify([lang(), seats, current, payload.seat,
                                     (state.players || []).map((player) => (player || {}).stats)]);
  if (playersKey !== playersShown) renderPlayers(payload, playersKey);
  showThinking();

  // The log, newest at the bottom; a line shows the game as it was after it.
  renderLogPanel();

  if (screen) screen.render(payload, { readOnly });
  else renderBoard($("#board"), payload.game, state.board, state, seats);
  // With nothing to tap on the board, the dock may take more room for its choices; a hand with
  // nothing to play now waits just after the dock (on a phone: under the board, out of the bar).
  const dock = $("#dock");
  dock.classList.toggle("board-idle", !screen || screen.canvas.active.size === 0);
  const handPanel = $("#hand-panel");
  const handIdle = !handPanel.querySelector("[data-choice]");
  if (handIdle && handPanel.parentElement === dock) dock.after(handPanel);
  else if (!handIdle && handPanel.parentElement !== dock) dock.append(handPanel);
  // The status and the turn line change together, once the pieces have landed, never before.
  // (The engine's status line names the seats already: it is made from a message with seats.)
  const status = state.status || "";
  const tell = () => { $("#status").textContent = status; $("#turn").textContent = turn; };
  if (screen && !readOnly) screen.settled().then(() => { if (drawn === payload) tell(); });
  else tell();
  renderRecent(payload, readOnly);
  renderFinal(payload);

  $("#undo").hidden = readOnly || !payload.can_undo;
  $("#seat-note").textContent = shownName ? t("play.showing", { name: shownName }) : t("play.showing_spectators");
}

// Every player's public facts; key: what they were made from (see draw).
function renderPlayers(payload, key) {
  const { seats, current } = payload;
  const state = payload.state || {};
  const list = $("#players");
  list.replaceChildren(...seats.map((seat, i) => {
    const stats = ((state.players || [])[i] || {}).stats || [];
    const badges = [seat.kind !== "bot" ? t("badge.human")
      : seat.level ? t("badge.bot_level", { level: LEVELS.includes(seat.level) ? t(`level.${seat.level}`) : seat.level })
        : t("badge.bot")];
    if (i === payload.seat) badges.push(t("badge.you"));
    return el("li", { class: "player" + (i === current ? " current" : ""), dataset: { seat: i } },
      el("div", { class: "player-head" },
        swatch(i),
        el("strong", {}, seat.name),
        ...badges.map((badge) => el("span", { class: "tag" }, badge)),
        i === current ? el("span", { class: "tag turn-tag" }, t("badge.to_move")) : null),
      el("dl", { class: "stats" }, ...stats.flatMap(([label, value]) =>
        [el("dt", {}, label), el("dd", {}, String(value))])));
  }));
  playersShown = key;
}

// A short list of what happened since the shown seat's last decision, newest first, in the
// sticky status bar (a phone shows it; a wide screen has the log beside the board).
function renderRecent(payload, readOnly) {
  const since = payload.since;
  const lines = (payload.log || []).filter((line) => since === null || since === undefined || line.step >= since);
  const newest = lines.slice(-3).reverse();
  $("#recent").hidden = readOnly || !newest.length;
  $("#recent-title").textContent = since === null || since === undefined || payload.seat === null
    ? t("play.latest") : t("play.since", { count: lines.length });
  $("#recent-list").replaceChildren(...newest.map((line) => el("li", {}, line.text)));
}

function renderFinal(payload) {
  const box = $("#final");
  box.hidden = !payload.over;
  if (!payload.over) { box.replaceChildren(); return; }
  const seats = payload.seats;
  const scores = payload.scores || [];
  const winners = payload.winners || [];
  const final = (payload.state || {}).final || [];
  const order = seats.map((_, i) => i).sort((a, b) =>
    (winners.includes(b) - winners.includes(a)) || (scores[b] - scores[a]) || a - b);
  const best = Math.max(...scores);
  const tied = scores.filter((s) => s === best).length > 1;
  const names = winners.map((i) => seats[i].name);
  const headline = names.length === 1 ? t("final.wins", { name: names[0] })
    : t("final.share", { names: names.slice(0, -1).join(", "), last: names[names.length - 1] });
  box.replaceChildren(...[
    el("h2", {}, headline),
    tied && names.length < scores.filter((s) => s === best).length
      ? el("p", { class: "muted" }, t("final.tie_break")) : null,
    el("ol", { class: "scores" }, ...order.map((i) => el("li", { class: winners.includes(i) ? "winner" : "" },
      el("div", { class: "score-head" },
        swatch(i),
        el("strong", {}, seats[i].name),
        winners.includes(i) ? el("span", { class: "tag winner-tag" }, t("final.winner")) : null,
        el("span", { class: "points" }, t("final.points", { count: scores[i] }))),
      (final[i] || []).length
        ? el("table", { class: "score-lines" }, ...(final[i] || []).map(([label, points]) =>
          el("tr", {}, el("td", {}, label), el("td", { class: "num" }, String(points)))))
        : null))),
    payload.secret_seed && payload.seed
      ? el("p", { class: "muted", id: "secret-seed" }, t("final.seed", { seed: String(payload.seed) }))
      : null,
    el("div", { class: "row" },
      el("button", { type: "button", class: "primary", onclick: () => page.toLobby() }, t("play.new_game"))),
  ].filter(Boolean));
}
