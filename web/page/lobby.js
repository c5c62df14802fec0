// The lobby: the game cards, the set-up form with its seat rows, the saved game's resume box,
// and deep links (index.html?game=…) that start a game at once or open its set-up. All of it
// works while Python boots; a game started or resumed meanwhile waits for the engine, visibly.
import { t } from "../i18n.js";
import { el } from "../dom.js";
import * as hostTable from "../table/host.js";
import { games, hasSearchBot, LEVELS, listed } from "./catalogue.js";
import { call, engineIsReady } from "./engine.js";
import { forgetLook, showLook } from "./first-look.js";
import { autosave, forgetSave, keepOriginal, markInLobby, readSave, savedSpeed } from "./saves.js";
import { $, lobbyError, rulesAddress, setBusy, setStatus, show, swatch, uncover } from "./shell.js";
import { current, DELAYS, enterGame, stopGame } from "./turn-loop.js";
import { renderKept, tellRulesChange } from "./updates.js";

const MAX_SEED = 2 ** 53 - 1;
const DEFAULT_NAMES = ["Livia", "Chico", "Stefan", "Julia", "Marcus"];

let chosenGame = null;  // the listed game whose set-up form is open
// Each start or resume asked for counts one up, and so does leaving for the lobby: one given up
// or overtaken meanwhile does nothing when the engine answers it.
let asked = 0;

export function showLobby({ error = null } = {}) {
  asked++;
  stopGame();
  uncover();
  hostTable.close();
  $("#starting").hidden = true;
  markInLobby();
  show("lobby");
  lobbyError(error);
  renderResume();
  renderKept();
  setBusy(false);
  setStatus(error ? "error" : "ready");
}

function renderResume() {
  const save = readSave();
  $("#resume").hidden = !save;
  if (!save) return;
  const game = (listed(save.game) || { name: save.game }).name;
  const names = (save.seats || []).map((s) => (s.kind === "bot" ? t("seat.bot_name", { name: s.name }) : s.name));
  const moves = (save.history || []).length;
  $("#resume-text").textContent = t("resume.text", { game, names: names.join(", "), count: moves });
}

export function renderGames() {
  const list = $("#games");
  list.replaceChildren();
  for (const game of games()) {
    const players = game.players ? t("lobby.players", { least: game.players[0], count: game.players[1] }) : "";
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

// The lobby again in the page's language, just switched (the catalogue was asked again).
export function relabelLobby() {
  renderGames();
  if ($("#lobby").hidden) return;
  renderResume();
  renderKept();
  if (!$("#setup").hidden && chosenGame) {
    $("#setup-title").textContent = t("setup.title_of", { game: chosenGame.name });
    openSetup(chosenGame.id, { count: Number($("#seat-count").value), speed: $("#speed").value });
  }
}

export function openSetup(gameId, { count, speed } = {}) {
  chosenGame = listed(gameId);
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
export function readDeepLink(params) {
  const gameId = params.get("game");
  const speed = params.get("speed") || "normal";
  if (!(speed in DELAYS)) return { error: t("link.speed", { value: speed }) };
  const game = listed(gameId);
  if (!game) {
    const known = games().filter((g) => g.ready).map((g) => g.id).join(", ");
    return { error: t("link.no_game", { value: gameId, known }) };
  }
  if (!game.ready) return { error: t("link.not_ready", { game: game.name }) };
  if (!params.has("seats")) return { setup: game.id, speed };
  const kinds = params.get("seats").split(",").map((s) => s.trim().toLowerCase());
  const [lo, hi] = game.players;
  if (kinds.length < lo || kinds.length > hi) {
    const players = t("lobby.players", { least: lo, count: hi });
    return { error: t("link.seat_count", { game: game.name, players, seats: t("link.seats", { count: kinds.length }) }) };
  }
  const bad = kinds.find((kind) => seatOf(kind) === null);
  if (bad !== undefined) {
    return { error: t("link.seat_kind", { value: bad }) };
  }
  const names = params.has("names") ? params.get("names").split(",").map((s) => s.trim()) : [];
  if (names.length > kinds.length) {
    return { error: t("link.names", { count: names.length, seats: t("link.seats", { count: kinds.length }) }) };
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

// Starts the game `request` asks for: true once it is on screen, false when the engine refused
// it (the lobby shows why), null when it was given up while the engine was starting.
export async function startGame(request, speed) {
  const mine = ++asked;
  setBusy(true);
  waitVisibly(t("start.waiting", { game: (listed(request.game) || { name: request.game }).name }));
  const reply = await call(request);
  if (mine !== asked) return null;
  $("#starting").hidden = true;
  if (!reply.ok) { showLobby({ error: reply.error }); return false; }
  await autosave();  // a game survives a reload from its very first moment
  enterGame(reply.view, speed);
  return true;
}

// The saved game again. While the engine starts, its last position is drawn at once from what
// the page kept (first-look.js), or the lobby says the game opens once the engine is ready.
export async function resume() {
  const save = readSave();
  if (!save) { showLobby(); return; }
  const mine = ++asked;
  setBusy(true);
  if (!engineIsReady() && !showLook(save) && !$("#lobby").hidden) waitVisibly(t("start.waiting_saved"));
  const reply = await call({ cmd: "load", save });
  if (mine !== asked) return;
  $("#starting").hidden = true;
  if (!reply.ok) {
    keepOriginal(save);  // nothing is lost: the lobby lists it, to download or open later
    forgetSave();
    showLobby({ error: t("resume.failed", { reason: reply.error }) });
    return;
  }
  enterGame(reply.view, savedSpeed());
  if (reply.update) await tellRulesChange(save, reply.update);
}
$("#resume-button").addEventListener("click", resume);
$("#discard-button").addEventListener("click", () => {
  forgetSave();
  forgetLook();
  renderResume();
});

// While the engine starts, what waits for it says so in the lobby, with the start's progress,
// and may be given up.
function waitVisibly(text) {
  if (engineIsReady()) return;
  $("#starting-text").textContent = text;
  $("#starting").hidden = false;
  $("#starting").scrollIntoView({ block: "nearest" });
}
$("#starting-cancel").addEventListener("click", () => {
  const setup = !$("#setup").hidden && chosenGame;
  showLobby();
  $("#start-button").disabled = false;
  if (setup) $("#start-button").focus();
});
$("#to-lobby").addEventListener("click", () => showLobby());
$("#new-game").addEventListener("click", () => {
  const game = current();
  showLobby();
  if (game) openSetup(game.gameId, { count: game.seats.length });
});
