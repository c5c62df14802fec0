// Ludi's page: the lobby and the generic play screen. It knows no rules: it shows what the
// engine's payload says and turns clicks into engine requests (see engine/api.py), which a
// module worker answers.
//
// <body data-status> follows the page: "loading" (runtime booting), "ready" (the lobby is shown,
// nothing running), "playing" (a game is on screen and not over), "over" (a game's final
// scores are shown), "error" (the engine failed to boot, or a deep link was refused; the lobby
// shows why). <body data-busy> is "false" exactly when the page waits for a person. <body
// data-lang> is the language everything on screen is in (set once a switch has redrawn it all).
import { renderBoard, BOARDS } from "./games/index.js";
import { BoardScreen } from "./board/screen.js";
import { renderLog } from "./board/log.js";
import { animating } from "./board/anim.js";
import { SEAT_COLOURS, symbolSvg } from "./board/palette.js";
import { embedLink } from "./share-code.js";
import { requestLink } from "./engine-link.js";
import { t, withWords, addWords, setLang, lang, chooseLang, rememberLang, loadSiteWords, applyWords,
         languageSwitcher } from "./i18n.js";
import * as hostTable from "./table/host.js";
import * as guestTable from "./table/guest.js";
import { el } from "./dom.js";

const $ = (selector) => document.querySelector(selector);
const SAVE_KEY = "ludi.save";
const ACTIVE_KEY = "ludi.active";  // "1" while a game is on screen: a reload resumes it
const MAX_SEED = 2 ** 53 - 1;
const DELAYS = { slow: 1400, normal: 650, fast: 0 };
// The longest a person should wait, bots' thinking included, between two of their own
// decisions: the delays of one stretch of bot and chance steps shrink to fit in it, so a
// bot's whole turn is paced, not each of its actions.
const WAIT_BUDGET = { slow: 9000, normal: 4000, fast: 0 };
// How long a person may take back a move before the bot after them moves (never past a die
// roll or a card drawn: the engine's undo stops there).
const TAKEBACK_MS = { slow: 3000, normal: 1500, fast: 0 };
const DEFAULT_NAMES = ["Livia", "Chico", "Stefan", "Julia", "Marcus"];
// Bot levels the lobby offers when the engine has its search bot; "bot" alone means Normal.
const LEVELS = ["easy", "normal", "hard"];
const LIGHT_DICE = new Set(["white", "yellow", "ivory", "beige", "gold", "silver", "#fff", "#ffffff"]);
const COLOURS = SEAT_COLOURS;

// --- the engine worker ------------------------------------------------------------------------

// index.html started the worker before this module loaded, and kept what it said meanwhile.
const early = window.ludiEngine || { messages: [] };
const worker = early.worker || new Worker(new URL("./worker.mjs", import.meta.url), { type: "module" });
const { call: ask, take: takeReply } = requestLink((message) => worker.postMessage(message));
const call = withWords(ask);
let engineReady;
// The page's language (see i18n.js): its words are fetched while Python boots.
const chosenLang = chooseLang();
setLang(chosenLang.lang);
const siteWords = loadSiteWords(chosenLang.lang).then(() => applyWords()).catch(() => {});
const engineReadyPromise = new Promise((resolve) => { engineReady = resolve; });

worker.onmessage = (event) => hear(event.data);
worker.onerror = (event) => fatal(t("error.engine_start", { reason: event.message || "worker error" }));

function hear(message) {
  if (takeReply(message)) return;
  if (message.type === "progress") siteWords.then(() => showProgress(message.stage, message.word, message.labels));
  else if (message.type === "ready") {
    window.ludiTimings = message.timings;
    engineReady();
  } else if (message.type === "failed") fatal(t("error.engine_start", { reason: message.error }));
  else if (message.type === "thinking") heardThinking(message);
  else if (message.type === "growers") window.ludiGrowers = message;  // for tests: not shown
}

// A bot that thinks longer than THINKING_MS shows it on its seat, with how far its search is
// (the worker relays the search's progress); nothing covers the board or the log meanwhile.
const THINKING_MS = 1000;
let thinking = null;  // {seat, timer, shown, done, budget} while a bot request runs
let searched = { done: 0, budget: 0 };  // the progress last heard of the search under way

// The bots think while the page still shows the last move and in the take-back pause: the next
// bot's choice, then on through the stretch of bot and chance moves up to the person's next
// decision, so the moves paced on screen are already chosen while the next ones are thought.
// The engine keeps the choices and plays each when the page asks for the move (engine/api.py);
// the worker thinks in slices, so a take-back meanwhile is answered at once.
function thinkAhead(steps) {
  searched = { done: 0, budget: 0 };
  call({ cmd: "think", steps, ahead: true });  // stale or refused (the game moved on): nothing is done
}

async function botCall(seat, request) {
  const mine = thinking = { seat, shown: false, ...searched };
  mine.timer = setTimeout(() => { mine.shown = true; showThinking(); }, THINKING_MS);
  try {
    return await call(request);
  } finally {
    clearTimeout(mine.timer);
    if (thinking === mine) thinking = null;
    showThinking();
  }
}

function heardThinking({ done, budget }) {
  searched = { done, budget };
  if (!thinking) return;
  thinking.done = done;
  thinking.budget = budget;
  if (thinking.shown) showThinking();
}

// The "thinking" tag on the seat whose bot thinks, or none; drawn again with the seat list.
function showThinking() {
  for (const old of document.querySelectorAll("#players .thinking-tag")) old.remove();
  for (const item of document.querySelectorAll("#players [data-thinking]")) delete item.dataset.thinking;
  if (!thinking || !thinking.shown) return;
  const item = document.querySelector(`#players .player[data-seat="${thinking.seat}"]`);
  if (!item) return;
  const share = thinking.budget ? Math.floor((100 * thinking.done) / thinking.budget) : null;
  item.dataset.thinking = share === null ? "" : String(share);
  item.querySelector(".player-head").append(el("span", { class: "tag thinking-tag" },
    share === null ? t("play.thinking") : t("play.thinking_share", { share })));
}

// --- small helpers ----------------------------------------------------------------------------

const escapeAttribute = (text) => String(text).replace(/&/g, "&amp;").replace(/"/g, "&quot;")
  .replace(/</g, "&lt;").replace(/>/g, "&gt;");

// An address of this site that opens in the page's language (?lang=, as the switcher chose).
function withLang(address) {
  const url = new URL(address, location.href);
  if (lang() !== "en") url.searchParams.set("lang", lang());
  else url.searchParams.delete("lang");
  return url.href;
}

function rulesAddress(address) {
  return lang() === "en" ? address : withLang(address);
}

// A seat's colour with its symbol, so colour is never the only clue.
function swatch(seat) {
  const node = el("span", { class: "swatch", title: t("seat.colour", { number: seat + 1 }) });
  node.innerHTML = symbolSvg(seat, 18);
  return node;
}

function setStatus(status) { document.body.dataset.status = status; }
function setBusy(busy) { document.body.dataset.busy = busy ? "true" : "false"; }
function show(id) {
  for (const section of ["loading", "lobby", "game"]) $("#" + section).hidden = section !== id;
  $("#to-lobby").hidden = id !== "game";
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// An info message ("Loaded the game from …") goes away once play moves on from the step it was
// shown at; an error stays until dismissed.
let infoStep = null;

function notify(text, kind = "error", step = null) {
  infoStep = kind === "info" ? step : null;
  $("#message-text").textContent = text;
  $("#message").className = "message " + kind;
  $("#message").hidden = false;
}
$("#message-close").addEventListener("click", () => { $("#message").hidden = true; });

function fatal(text) {
  setStatus("error");
  setBusy(false);
  $("#load-text").textContent = text;
  notify(text);
}

function showProgress(stage, word, labels = {}) {
  const stages = [...document.querySelectorAll(".stages li")];
  const index = stages.findIndex((li) => li.dataset.stage === stage);
  for (const li of stages) {  // the worker knows whether this start installs the engine
    if (labels[li.dataset.stage]) li.dataset.i18n = labels[li.dataset.stage];
    li.textContent = t(li.dataset.i18n);
  }
  stages.forEach((li, i) => { li.className = i < index ? "done" : i === index ? "now" : ""; });
  $("#load-progress").value = index + 0.5;
  $("#load-text").dataset.i18n = word;
  $("#load-text").textContent = t(word);
}

function readSave() {
  try {
    const text = localStorage.getItem(SAVE_KEY);
    return text ? JSON.parse(text) : null;
  } catch { return null; }
}

// --- the lobby --------------------------------------------------------------------------------

let catalogue = null;
let chosenGame = null;

function lobbyError(text) {
  const box = $("#lobby-error");
  box.textContent = text || "";
  box.hidden = !text;
}

function showLobby({ error = null } = {}) {
  stopGame();
  hostTable.close();
  localStorage.setItem(ACTIVE_KEY, "0");
  show("lobby");
  lobbyError(error);
  renderResume();
  setBusy(false);
  setStatus(error ? "error" : "ready");
}

function renderResume() {
  const save = readSave();
  $("#resume").hidden = !save;
  if (!save) return;
  const game = (catalogue.games.find((g) => g.id === save.game) || { name: save.game }).name;
  const names = (save.seats || []).map((s) => (s.kind === "bot" ? t("seat.bot_name", { name: s.name }) : s.name));
  const moves = (save.history || []).length;
  $("#resume-text").textContent = t("resume.text", { game, names: names.join(", "), count: moves });
}

function renderGames() {
  const list = $("#games");
  list.replaceChildren();
  for (const game of catalogue.games) {
    const players = game.players ? t("lobby.players", { least: game.players[0], most: game.players[1] }) : "";
    list.append(el("li", { class: "game-card" + (game.ready ? "" : " coming"), dataset: { game: game.id } },
      el("h2", {}, game.name),
      el("p", { class: "muted" }, game.ready ? players : t("lobby.coming_soon")),
      el("div", { class: "row" },
        game.ready
          ? el("button", { type: "button", class: "primary", onclick: () => openSetup(game.id) }, t("lobby.play", { game: game.name }))
          : el("span", { class: "tag" }, t("lobby.coming")),
        el("a", { href: rulesAddress(game.rules), class: "rules-link" }, t("lobby.rules"),
           el("span", { class: "visually-hidden" }, t("lobby.rules_of", { game: game.name }))))));
  }
}

function openSetup(gameId, { count, speed } = {}) {
  chosenGame = catalogue.games.find((g) => g.id === gameId);
  const [lo, hi] = chosenGame.players;
  $("#setup-title").textContent = t("setup.title_of", { game: chosenGame.name });
  const select = $("#seat-count");
  select.replaceChildren(...Array.from({ length: hi - lo + 1 }, (_, i) =>
    el("option", { value: lo + i }, t("setup.count", { count: lo + i }))));
  select.value = String(count || Math.min(Math.max(3, lo), hi));
  if (speed) $("#speed").value = speed;
  renderSeatRows();
  $("#setup").hidden = false;
  $("#setup").scrollIntoView({ block: "start" });
  // The keyboard goes on where the eyes go: to the set-up form, not back to the game cards.
  $("#seat-count").focus({ preventScroll: true });
}

function renderSeatRows() {
  const rows = $("#seat-rows");
  const old = [...rows.children].map((row) => ({
    name: row.querySelector("input").value, kind: row.querySelector("select").value }));
  const count = Number($("#seat-count").value);
  rows.replaceChildren();
  for (let i = 0; i < count; i++) {
    const seat = old[i] || { name: DEFAULT_NAMES[i], kind: i === 0 ? "human" : "normal" };
    rows.append(el("li", { class: "seat-row" },
      swatch(i),
      el("input", { "aria-label": t("setup.name_of", { number: i + 1 }), value: seat.name, maxlength: 40,
                    class: "seat-name" }),
      el("select", { "aria-label": t("setup.kind_of", { number: i + 1 }), class: "seat-kind" },
        el("option", { value: "human", selected: seat.kind === "human" }, t("setup.human")),
        ...botChoices().map(([value, label]) =>
          el("option", { value, selected: seat.kind === value }, label)),
        // Last, so the choices people had before keep their places.
        el("option", { value: "remote", selected: seat.kind === "remote" }, t("table.seat_remote")))));
  }
}
$("#seat-count").addEventListener("change", renderSeatRows);
$("#setup-cancel").addEventListener("click", () => { $("#setup").hidden = true; });

$("#setup").addEventListener("submit", async (event) => {
  event.preventDefault();
  const kinds = [...$("#seat-rows").children].map((row) => row.querySelector("select").value);
  const seats = [...$("#seat-rows").children].map((row, i) => ({
    ...seatOf(kinds[i] === "remote" ? "human" : kinds[i]),
    name: row.querySelector("input").value.trim() || DEFAULT_NAMES[i] }));
  const seedText = $("#seed").value.trim();
  const request = { cmd: "start", game: chosenGame.id, seats };
  // Seats on other devices: the table opens first, and its devices draw the seed together.
  const remote = kinds.flatMap((kind, i) => (kind === "remote" ? [i] : []));
  if (remote.length) {
    if (seedText) { lobbyError(t("table.no_typed_seed")); return; }
    lobbyError(null);
    await hostTable.open(request, $("#speed").value, remote, $("#table-stun") && $("#table-stun").checked);
    return;
  }
  if (seedText) {
    const seed = parseSeed(seedText);
    if (seed === null) { lobbyError(t("setup.bad_seed", { most: String(MAX_SEED) })); return; }
    request.seed = seed;
  }
  $("#start-button").disabled = true;
  try { await startGame(request, $("#speed").value); }
  finally { $("#start-button").disabled = false; }
});

// The bots a seat may be: the search bot at each level when the engine has it, else "Bot".
function hasSearchBot() { return (catalogue.bots || []).includes("mcts"); }

function botChoices() {
  if (!hasSearchBot()) return [["bot", t("setup.bot")]];
  return LEVELS.map((level) => [level, t("setup.bot_level", { level: t(`level.${level}`) })]);
}

// A lobby or link word (human, bot, easy, normal, hard, random) as the engine's seat, or null.
// "random" is the bot that plays any legal move: quick, for watching a game run or for tests.
function seatOf(word) {
  if (word === "human") return { kind: "human" };
  if (word === "random") return { kind: "bot", bot: "random" };
  if (word === "bot") word = "normal";
  if (!LEVELS.includes(word)) return null;
  return hasSearchBot() ? { kind: "bot", bot: "mcts", level: word } : { kind: "bot" };
}

function parseSeed(text) {
  if (!/^\d{1,16}$/.test(text)) return null;
  const seed = Number(text);
  return seed <= MAX_SEED ? seed : null;
}

// A deep link (index.html?game=aquileia&seats=human,bot&names=Livia,Chico&seed=42&speed=fast)
// starts a game at once; any broken parameter is refused with a message and starts nothing.
function readDeepLink(params) {
  const gameId = params.get("game");
  const speed = params.get("speed") || "normal";
  if (!(speed in DELAYS)) return { error: t("link.speed", { value: speed }) };
  const game = catalogue.games.find((g) => g.id === gameId);
  if (!game) {
    const known = catalogue.games.filter((g) => g.ready).map((g) => g.id).join(", ");
    return { error: t("link.no_game", { value: gameId, known }) };
  }
  if (!game.ready) return { error: t("link.not_ready", { game: game.name }) };
  if (!params.has("seats")) return { setup: game.id, speed };
  const kinds = params.get("seats").split(",").map((s) => s.trim().toLowerCase());
  const [lo, hi] = game.players;
  if (kinds.length < lo || kinds.length > hi) {
    return { error: t("link.seat_count", { game: game.name, least: lo, most: hi, count: kinds.length }) };
  }
  const bad = kinds.find((kind) => seatOf(kind) === null);
  if (bad !== undefined) {
    return { error: t("link.seat_kind", { value: bad }) };
  }
  const names = params.has("names") ? params.get("names").split(",").map((s) => s.trim()) : [];
  if (names.length > kinds.length) {
    return { error: t("link.names", { count: names.length, seats: kinds.length }) };
  }
  const request = { cmd: "start", game: game.id,
    seats: kinds.map((kind, i) => ({ ...seatOf(kind), name: names[i] || DEFAULT_NAMES[i] })) };
  if (params.has("seed")) {
    const seed = parseSeed(params.get("seed").trim());
    if (seed === null) return { error: t("link.seed", { most: String(MAX_SEED), value: params.get("seed") }) };
    request.seed = seed;
  }
  return { request, speed };
}

// --- the game ---------------------------------------------------------------------------------

// The drawn board of a game that has one (web/games/index.js BOARDS), else null.
let screen = null;

function mountBoard(gameId) {
  $("#board-host").replaceChildren();
  screen = null;
  const board = BOARDS[gameId];
  $("#game").classList.toggle("has-board", Boolean(board));
  $("#board-screen").hidden = !board;
  if (!board) return;
  screen = new BoardScreen({ host: $("#board-host"), prompt: $("#prompt"), hand: $("#hand"), board,
                             dice: $("#dice-tray"), dock: $("#dock"), play: (action) => playAction(action) });
}

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

// Tests and the curious: what the board shows and where its targets are.
window.ludi = {
  targets: () => (screen ? screen.targets() : []),
  targetAt: (x, y) => (screen ? screen.canvas.hitAt(x, y) : null),
  highlighted: () => (screen ? { hover: screen.canvas.ui.hover, focus: screen.canvas.ui.focus } : null),
  shown: () => (game && game.drawn ? game.drawn : null),
  marks: () => (screen ? [...screen.canvas.ui.markSeats].map(([id, seat]) => ({ id, seat })) : []),
  promptPlace: () => (screen ? screen.promptPlace() : null),
  animating: () => animating(),
};

// One game on screen. `shown` is the seat whose view is on screen (null: the spectator view);
// a seat's hidden cards are on screen only while it is shown.
let game = null;
let generation = 0;  // bumped whenever the running game changes; stale timers see it and stop

function humanSeats(seats) { return seats.map((s, i) => (s.kind === "human" ? i : -1)).filter((i) => i >= 0); }

function stopGame() {
  generation++;
  game = null;
  $("#privacy").hidden = true;
}

async function startGame(request, speed) {
  setBusy(true);
  const reply = await call(request);
  if (!reply.ok) { showLobby({ error: reply.error }); return false; }
  await autosave();  // a game survives a reload from its very first moment
  enterGame(reply.view, speed);
  return true;
}

// `remote`: this page is a guest at another device's table (see table/guest.js), and sends
// its seat's actions with it; the host's page sends the views.
function enterGame(payload, speed = "normal", remote = null) {
  stopGame();
  if (!remote) hostTable.entered(payload);  // a saved table reopens; any other is forgotten
  const humans = humanSeats(payload.seats).filter((seat) => !hostTable.isRemote(seat));
  game = { seats: payload.seats, humans, speed, remote,
           shown: remote ? payload.seat : humans.length === 1 ? humans[0] : null,
           payload: null, gameId: payload.game, viewing: null, drawn: null,
           waitStart: humans.length ? performance.now() : null };
  mountBoard(payload.game);
  if (!remote) {
    localStorage.setItem(ACTIVE_KEY, "1");
    localStorage.setItem("ludi.speed", speed);
  }
  const listed = (catalogue.games.find((g) => g.id === payload.game) || {});
  $("#game-title").textContent = t("play.playing", { game: payload.name || listed.name || payload.game });
  $("#rules-link").href = rulesAddress(listed.rules || `rules/${payload.game}.html`);
  $("#rules-link").textContent = t("play.rules_of", { game: payload.name });
  lobbyError(null);
  $("#message").hidden = true;
  show("game");
  // The keyboard starts at the game (its heading), not where the lobby's button was.
  $("#game-title").focus({ preventScroll: true });
  window.scrollTo({ top: 0, behavior: "instant" });
  setStatus(payload.over ? "over" : "playing");
  const mine = generation;
  if (payload.seat !== game.shown) {
    call({ cmd: "view", seat: game.shown }).then((reply) => { if (mine === generation) advance(reply.view); });
  } else advance(payload);
}

// The game as it is now, written to localStorage once the engine has it. The engine answers
// in order, so a save asked before the next move holds the game up to here even when the page
// goes on without waiting for it; `saving` is the latest save, done or not.
let saving = Promise.resolve();

function autosave() {
  saving = (async () => {
    const reply = await call({ cmd: "save" });
    if (reply.ok) {
      try { localStorage.setItem(SAVE_KEY, JSON.stringify(reply.save)); }
      catch (error) { notify(t("save.failed", { reason: error.message })); }
    }
  })();
  return saving;
}

// Decide what happens after every engine reply: wait for a person, or run a bot or chance step.
async function advance(payload) {
  const mine = generation;
  game.payload = payload;
  hostTable.changed();
  if (game.remote) {  // a guest's page: the host runs the game; this page waits for its turn
    render(payload);
    setStatus(payload.over ? "over" : "playing");
    setBusy(!payload.over && !(payload.legal || []).length);
    return;
  }
  if (payload.over) {
    render(payload);
    await saving;  // the final position is saved before the page says the game is over
    if (mine !== generation) return;
    setStatus("over");
    setBusy(false);
    return;
  }
  setStatus("playing");
  if (payload.next === "chance" || payload.next === "bot") {
    render(payload);
    setBusy(true);
    const takeback = payload.next === "bot" && payload.can_undo ? TAKEBACK_MS[game.speed] : 0;
    const delay = Math.max(takeback, paceDelay());
    if (takeback) offerTakeback(payload);
    thinkAhead(payload.steps);
    await sleep(delay);
    $("#takeback").hidden = true;
    if (mine !== generation) return;
    const reply = payload.next === "bot"
      ? await botCall(payload.current, { cmd: "bot", seat: game.shown })
      : await call({ cmd: "step", seat: game.shown });
    if (mine !== generation) return;
    if (!reply.ok) { notify(reply.error); setBusy(false); return; }
    // Not waited for: a stretch of bot moves goes on while it is written (a reload meanwhile
    // replays the bots' moves from the person's own, which was saved before it went on).
    autosave();
    advance(reply.view);
    return;
  }
  // A person moves: show their own view, behind a privacy screen when the screen changes hands.
  const seat = payload.current;
  if (hostTable.isRemote(seat)) {  // on their own device: this page shows its seat and waits
    render(payload);
    setBusy(false);
    return;
  }
  if (seat !== game.shown) {
    const pass = game.humans.length > 1;
    game.shown = seat;
    if (pass) { showPrivacy(seat); return; }
    const reply = await call({ cmd: "view", seat });
    if (mine === generation) advance(reply.view);
    return;
  }
  if (payload.seat !== seat) {
    const reply = await call({ cmd: "view", seat });
    if (mine === generation) advance(reply.view);
    return;
  }
  // A fresh board (a reload, a hand-over) marks everything since this seat's last decision.
  if (screen && !screen.previous && game.viewing === null && Number.isInteger(payload.since)
      && payload.since < payload.step) {
    const old = await call({ cmd: "view", seat, at: payload.since });
    if (mine !== generation) return;
    if (old.ok) screen.prime(old.view);
  }
  render(payload);
  if (screen) await screen.settled();  // "your move" only once the last piece has landed
  await saving;  // and once every move before it is saved
  if (mine === generation) setBusy(false);
}

// The wait before the next bot or chance step: the speed's delay, shrunk so that the person's
// whole wait stays within WAIT_BUDGET (the delays left shrink geometrically as it runs out).
function paceDelay() {
  const full = DELAYS[game.speed];
  if (game.waitStart === null) return full;  // nobody is waiting: a table of bots
  const left = WAIT_BUDGET[game.speed] - (performance.now() - game.waitStart);
  return Math.max(0, Math.min(full, left / 3));
}

function offerTakeback(payload) {
  const next = payload.seats[payload.current];
  $("#takeback-text").textContent = next ? t("play.takeback_before", { name: next.name }) : "";
  $("#takeback").hidden = false;
}

function showPrivacy(seat) {
  const mine = generation;
  clearGameScreen();
  $("#privacy-title").textContent = t("pass.to", { name: game.seats[seat].name });
  $("#privacy-button").textContent = t("pass.show_mine", { name: game.seats[seat].name });
  $("#privacy").hidden = false;
  setBusy(false);
  $("#privacy-button").onclick = async () => {
    if (mine !== generation) return;
    $("#privacy").hidden = true;
    setBusy(true);
    const reply = await call({ cmd: "view", seat });
    if (mine === generation) advance(reply.view);
  };
  $("#privacy-button").focus();
}

// Nothing of the previous seat stays in the page while the device is handed over.
function clearGameScreen() {
  for (const id of ["#hand", "#actions", "#board", "#log", "#players", "#dice"]) $(id).replaceChildren();
  playersShown = null;
  if (screen) screen.clear();
  if (game) { game.viewing = null; game.drawn = null; }
  $("#history").hidden = true;
  $("#takeback").hidden = true;
  $("#recent").hidden = true;
  $("#recent-list").replaceChildren();
  $("#status").textContent = "";
  $("#turn").textContent = "";
  $("#final").hidden = true;
}

async function playAction(action) {
  const mine = generation;
  game.waitStart = performance.now();
  for (const button of document.querySelectorAll("#actions button, [data-choice]")) button.disabled = true;
  setBusy(true);
  if (game.remote) { game.remote(action); return; }
  const reply = await call({ cmd: "play", seat: game.shown, action });
  if (mine !== generation) return;
  if (!reply.ok) { notify(reply.error); render(game.payload); setBusy(false); return; }
  await autosave();
  if (mine === generation) advance(reply.view);
}

// A guest's action at this page's table (table/host.js checked that it is the seat's turn).
async function playFor(seat, action) {
  const mine = generation;
  const reply = await call({ cmd: "play", seat, action });
  if (!reply.ok || mine !== generation) return reply;
  await autosave();
  const now = await call({ cmd: "view", seat: game.shown });
  if (mine === generation && now.ok) advance(now.view);
  return reply;
}

async function undoMove() {
  if (!game) return;
  $("#takeback").hidden = true;
  const seat = game.shown;
  generation++;  // cancels a bot or chance step that was about to run
  const mine = generation;
  setBusy(true);
  const reply = await call({ cmd: "undo", seat });
  if (mine !== generation) return;
  if (!reply.ok) {
    // A bot or a die may have moved in the meantime: continue from the game as it is now.
    notify(reply.error);
    const now = await call({ cmd: "view", seat });
    if (mine === generation && now.ok) advance(now.view);
    return;
  }
  await autosave();
  if (mine === generation) advance(reply.view);
}
$("#undo").addEventListener("click", undoMove);
$("#takeback-button").addEventListener("click", undoMove);

// --- rendering the payload --------------------------------------------------------------------

// The engine's status line names the seats already (it is made from a message with seats).
function statusLine(state) {
  return state.status || "";
}

// Show a live payload, unless the player is looking back at an older step of the game.
function render(payload) {
  if (game && game.viewing !== null) {
    renderLogPanel();
    return;
  }
  draw(payload, false);
}

function renderLogPanel() {
  const live = game && game.payload;
  if (!live) return;
  renderLog($("#log"), live.log || [], { onPick: showHistory, picked: game.viewing, since: live.since });
}

// The board as it was after log line `step` (read only), with a way back to the live game.
async function showHistory(step) {
  if (!game) return;
  const mine = generation;
  const reply = await call({ cmd: "view", seat: game.shown, at: step + 1 });
  if (mine !== generation || !reply.ok) return;
  game.viewing = step;
  const line = ((game.payload && game.payload.log) || []).find((l) => l.step === step);
  $("#history-text").textContent = line ? t("play.looking_back", { line: line.text })
    : t("play.looking_back_step", { number: step + 1 });
  const entering = $("#history").hidden;
  $("#history").hidden = false;
  draw(reply.view, true);
  if (entering && document.activeElement === document.body) $("#history-back").focus({ preventScroll: true });
}

$("#history-back").addEventListener("click", () => {
  if (!game) return;
  game.viewing = null;
  $("#history").hidden = true;
  if (game.payload) draw(game.payload, false);
});

function draw(payload, readOnly) {
  const state = payload.state || {};
  game.drawn = payload;
  const seats = payload.seats;
  const current = payload.current;
  if (!readOnly && infoStep !== null && payload.step !== infoStep && $("#message").classList.contains("info")) {
    $("#message").hidden = true;
    infoStep = null;
  }

  let turn = "";
  if (payload.over) turn = t("play.final_scores");
  else if (payload.next === "chance") turn = t("play.chance");
  else if (payload.next === "bot") turn = t("play.bot_thinking", { name: seats[current].name });
  else if (current === payload.seat) turn = t("play.your_move", { name: seats[current].name });
  else if (current >= 0) turn = t("play.to_move", { name: seats[current].name });
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
      onclick: () => playAction(entry.action) }, entry.label));
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
  const status = statusLine(state);
  const tell = () => { $("#status").textContent = status; $("#turn").textContent = turn; };
  if (screen && !readOnly) screen.settled().then(() => { if (game && game.drawn === payload) tell(); });
  else tell();
  renderRecent(payload, readOnly);
  renderFinal(payload);

  $("#undo").hidden = readOnly || !payload.can_undo;
  $("#seat-note").textContent = shownName ? t("play.showing", { name: shownName }) : t("play.showing_spectators");
}

// Every player's public facts; key: what they were made from (see draw).
let playersShown = null;

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
      el("button", { type: "button", class: "primary", onclick: () => showLobby() }, t("play.new_game"))),
  ].filter(Boolean));
}

// --- saving to and loading from files ---------------------------------------------------------

$("#export").addEventListener("click", async () => {
  const reply = await call({ cmd: "save" });
  if (!reply.ok) { notify(reply.error); return; }
  const blob = new Blob([JSON.stringify(reply.save, null, 1)], { type: "application/json" });
  const link = el("a", { href: URL.createObjectURL(blob),
    download: `ludi-${reply.save.game}-${new Date().toISOString().slice(0, 10)}.json` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
});

// "Share / embed": a link to embed.html replaying the game up to here as a spectator saw it
// (the engine's `share`: no seed, no hidden card), or the whole game once it is over.
$("#share").addEventListener("click", async () => {
  const button = $("#share");
  button.disabled = true;  // a long game takes the engine a few seconds the first time
  button.textContent = t("share.preparing");
  const reply = await call({ cmd: "share" });
  button.disabled = false;
  button.textContent = t("share.button");
  if (!reply.ok) { notify(reply.error); return; }
  const link = withLang(await embedLink(reply.share, reply.steps));
  const name = (catalogue.games.find((g) => g.id === reply.share.game) || { name: reply.share.game }).name;
  $("#share-what").textContent = reply.whole ? t("share.whole") : t("share.spectator");
  $("#share-link").value = link;
  $("#share-snippet").value = `<iframe src="${link}" title="${escapeAttribute(t("share.frame_title", { game: name }))}" ` +
    `style="width:100%;max-width:720px;height:640px;border:0" loading="lazy"></iframe>`;
  $("#share-open").href = link;
  $("#share-panel").hidden = false;
  $("#share-link").select();
});
$("#share-close").addEventListener("click", () => { $("#share-panel").hidden = true; });

async function importFile(input, fromLobby) {
  const file = input.files[0];
  input.value = "";
  if (!file) return;
  const refuse = (text) => {
    const message = t("load_file.refused", { file: file.name, reason: text });
    if (fromLobby) lobbyError(message); else notify(message);
  };
  if (file.size > 5_000_000) { refuse(t("load_file.too_large")); return; }
  const text = await file.text();
  let save;
  try { save = JSON.parse(text); } catch { refuse(t("load_file.not_json")); return; }
  const reply = await call({ cmd: "load", save });
  if (!reply.ok) { refuse(reply.error); return; }
  localStorage.setItem(SAVE_KEY, JSON.stringify(save));
  enterGame(reply.view, localStorage.getItem("ludi.speed") || "normal");
  notify(t("load_file.loaded", { file: file.name }), "info", reply.view.step);
}
$("#import-lobby").addEventListener("change", (e) => importFile(e.target, true));
$("#import-game").addEventListener("change", (e) => importFile(e.target, false));

async function resume() {
  const save = readSave();
  if (!save) { showLobby(); return; }
  setBusy(true);
  const reply = await call({ cmd: "load", save });
  if (!reply.ok) {
    localStorage.removeItem(SAVE_KEY);
    showLobby({ error: t("resume.failed", { reason: reply.error }) });
    return;
  }
  enterGame(reply.view, localStorage.getItem("ludi.speed") || "normal");
}
$("#resume-button").addEventListener("click", resume);
$("#discard-button").addEventListener("click", () => {
  localStorage.removeItem(SAVE_KEY);
  renderResume();
});
$("#to-lobby").addEventListener("click", () => showLobby());
$("#new-game").addEventListener("click", () => {
  const gameId = game && game.gameId;
  const count = game && game.seats.length;
  showLobby();
  if (gameId) openSetup(gameId, { count });
});

// --- start ------------------------------------------------------------------------------------

function watchForUpdates() {
  if (!("serviceWorker" in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.register("./sw.js").catch(() => {
    // Without a service worker the site still works online; nothing to tell the player.
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (hadController) $("#update").hidden = false;
  });
  $("#update-reload").addEventListener("click", () => location.reload());
}

// --- the page's language ---------------------------------------------------------------------

// A switcher on the lobby and one on the play screen; a choice is remembered for later visits.
function mountSwitchers() {
  for (const [place, id] of [["#lang-lobby", "lang-select-lobby"], ["#lang-game", "lang-select-game"]]) {
    $(place).replaceChildren(languageSwitcher((code) => switchLang(code), { id }));
  }
}

function showLangNotice() {
  $("#lang-notice").hidden = !chosenLang.unknown;
  if (chosenLang.unknown) $("#lang-notice").textContent = t("lang.unknown", { value: chosenLang.unknown });
}

// Everything on screen again in `code`: the page's words, the lobby, and a running game's whole
// screen and log (the engine keeps the log as messages and says it again in the new language).
async function switchLang(code) {
  rememberLang(code);
  setLang(code);
  chosenLang.unknown = null;
  await loadSiteWords(code);
  applyWords();
  for (const select of document.querySelectorAll(".lang-switcher select")) select.value = code;
  showLangNotice();
  const reply = await call({ cmd: "catalogue" });
  if (reply.ok) catalogue = reply;
  renderGames();
  if (!$("#lobby").hidden) {
    renderResume();
    if (!$("#setup").hidden && chosenGame) {
      $("#setup-title").textContent = t("setup.title_of", { game: chosenGame.name });
      openSetup(chosenGame.id, { count: Number($("#seat-count").value), speed: $("#speed").value });
    }
  }
  if (!game) { document.body.dataset.lang = code; return; }
  const mine = generation;
  const listed = catalogue.games.find((g) => g.id === game.gameId) || {};
  $("#game-title").textContent = t("play.playing", { game: listed.name || game.gameId });
  $("#rules-link").href = rulesAddress(listed.rules || `rules/${game.gameId}.html`);
  $("#rules-link").textContent = t("play.rules_of", { game: listed.name || game.gameId });
  if ($("#privacy").hidden) {  // else the next seat's view comes in the new language
    const now = await call({ cmd: "view", seat: game.shown });
    if (mine !== generation || !now.ok || !game) return;
    game.payload = now.view;
    if (game.viewing !== null) await showHistory(game.viewing);
    else draw(now.view, false);
    if (screen) await screen.settled();
  }
  document.body.dataset.lang = code;
}

async function main() {
  // A reply passed on to the table's page in this browser needs no engine: it goes at once.
  if (location.hash.startsWith("#reply=")) { await siteWords; await sitAtTable(); return; }
  await engineReadyPromise;
  $("#load-progress").value = 3;
  await siteWords;
  document.body.dataset.lang = lang();
  mountSwitchers();
  showLangNotice();
  const reply = await call({ cmd: "catalogue" });
  // Registered once the engine has answered, so caching the site for offline play competes
  // neither with the first boot for bandwidth nor with the lobby for the processor.
  watchForUpdates();
  if (!reply.ok) { fatal(reply.error); return; }
  catalogue = reply;
  hostTable.init({ call, notify, startGame, playFor, current: () => game });
  renderGames();
  if (location.hash.startsWith("#table=")) { await sitAtTable(); return; }

  const params = new URLSearchParams(location.search);
  if (params.has("game")) {
    // The address is cleaned at once, so a reload resumes the game instead of restarting it.
    history.replaceState(null, "", location.pathname + (params.has("lang") ? "?lang=" + params.get("lang") : ""));
    const link = readDeepLink(params);
    if (link.error) { showLobby({ error: t("link.refused", { reason: link.error }) }); return; }
    if (link.setup) { showLobby(); openSetup(link.setup, { speed: link.speed }); return; }
    show("lobby");
    const started = await startGame(link.request, link.speed);
    if (!started) lobbyError(t("link.refused", { reason: $("#lobby-error").textContent }));
    return;
  }
  if (localStorage.getItem(ACTIVE_KEY) === "1" && readSave()) { await resume(); return; }
  showLobby();
}

// A page opened with an invitation to another device's table (or a reply to this one's).
async function sitAtTable() {
  const [name, code] = location.hash.slice(1).split("=");
  addEventListener("hashchange", () => location.reload());  // a fresh invitation opened here
  show("lobby");
  for (const child of $("#lobby").children) child.hidden = true;
  setBusy(false);
  setStatus("ready");
  if (name === "reply") { lobbyError(await guestTable.relayReply(code)); return; }
  await guestTable.join(code, {
    showPanel: (panel) => $("#lobby").prepend(panel),
    loadGameWords: async (gameId) => {
      const words = await call({ cmd: "words", game: gameId });
      if (words.ok) addWords(words.words);
    },
    enterGame: (view, send) => enterGame(view, "fast", send),
    advance: (view) => { if (game) advance(view); },
    notify,
  });
}

for (const message of early.messages.splice(0)) hear(message);  // said before this module ran
main().catch((error) => fatal(t("error.failed", { reason: error.message })));
