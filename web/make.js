// "Make an example": a teacher plays the example on the real board (every seat's moves in turn,
// the draws falling as the seed says), marks the steps a reader should find, writes a caption
// per step, and takes the file and the snippet that shows it. The engine keeps the game
// (engine/drafts.py); this page keeps the teacher's words and the moves, in localStorage after
// every change, so a reload or a closed tab loses nothing. The file it writes is checked by the
// engine's loader of teachers' files before it is offered, and played below as readers see it.
//
// <body data-status>: loading, ready (the page waits for the teacher), error (the engine did not
// start); data-steps: the example's steps so far; data-next: seat, chance or over.
import { loadBoard } from "./games/boards.js";
import { BoardScreen } from "./board/screen.js";
import { getEngine } from "./engine-link.js";
import { decodeSave } from "./share-code.js";
import { ExamplePlayer } from "./example-player.js";
import { t, lang, withWords, speakPage } from "./i18n.js";
import { el } from "./dom.js";
import { makeFile, fileText, fileName, snippets, MAX_SEED } from "./make-file.js";

const $ = (selector) => document.querySelector(selector);
const KEPT = "ludi.make";             // the draft, kept for a reload
const BOARD = "make";                 // the engine's board of the draft
const NAMES = ["Livia", "Chico", "Stefan", "Julia", "Marcus"];
const MOST_DRAWS = 500;               // draws in a row: far more than any game makes

// A switch of language opens the page again: the draft comes back from storage, told in it.
await speakPage($("#lang-make"));

let call = null;
let catalogue = [];       // [{id, name, players: [least, most]}]
let examples = [];        // the rulebook examples: [{game, id, title}]
let draft = null;         // {game, players, start, actions, lead, texts, title, source, intro, seat, name}
let told = [];            // each action of the draft as the engine tells it: {action, actor, said, label}
let where = { next: "seat", current: null };
let screen = null;
let busy = false;

// --- what is kept ---------------------------------------------------------------------------

function keep() {
  try { localStorage.setItem(KEPT, JSON.stringify(draft)); } catch { /* a private window: it lasts the page */ }
}

function kept() {
  try { return JSON.parse(localStorage.getItem(KEPT) || "null"); } catch { return null; }
}

function say(message) {
  const box = $("#make-error");
  box.textContent = message || "";
  box.hidden = !message;
  if (message) box.scrollIntoView({ block: "nearest" });
}

// --- where it starts ------------------------------------------------------------------------

function gameOf(id) { return catalogue.find((game) => game.id === id); }

function startFrom() { return document.querySelector("input[name=from]:checked").value; }

function showStartFields() {
  for (const part of document.querySelectorAll("[data-from]")) part.hidden = part.dataset.from !== startFrom();
  const game = $("#make-game").value;
  const own = examples.filter((example) => example.game === game);
  $("#make-example").replaceChildren(...own.map((example) => el("option", { value: example.id }, example.title)));
  const [least, most] = gameOf(game).players;
  const count = $("#make-count");
  const chosen = Number(count.value) || least;
  count.replaceChildren(...Array.from({ length: most - least + 1 }, (_, i) => el("option", { value: least + i }, least + i)));
  count.value = String(Math.min(most, Math.max(least, chosen)));
  const names = [...$("#make-names").querySelectorAll("input")].map((input) => input.value);
  $("#make-names").replaceChildren(...Array.from({ length: Number(count.value) }, (_, i) => el("li", {},
    el("label", { class: "field" }, el("span", {}, t("make.name", { number: i + 1 })),
       el("input", { value: names[i] ?? NAMES[i], autocomplete: "off", maxlength: "40" })))));
}

// A save (a file's text, or a link's decoded game) as a start: {game, players, start, actions}.
function fromSave(save) {
  if (!save || save.format !== "ludi-save" || !Array.isArray(save.history) || !Array.isArray(save.seats)) {
    throw new Error(t("make.not_save"));
  }
  if (save.options && Object.keys(save.options).length) throw new Error(t("make.save_options"));
  // The save names every draw, so its seed matters only for the draws after it: one a
  // JavaScript number keeps exact goes on, a secret one (128 bits) does not fit in the file.
  const seed = Number.isSafeInteger(save.seed) && save.seed >= 0 && save.seed <= MAX_SEED ? save.seed : 0;
  return { game: save.game, players: save.seats.map((seat) => seat.name), start: { seed },
           actions: save.history, lead: save.history.length };
}

async function readStart() {
  const from = startFrom();
  const game = $("#make-game").value;
  if (from === "seed") {
    const text = $("#make-seed").value.trim();
    if (!/^\d{1,16}$/.test(text) || Number(text) > MAX_SEED) throw new Error(t("make.bad_seed", { value: text }));
    const players = [...$("#make-names").querySelectorAll("input")].map((input, i) => input.value.trim() || NAMES[i]);
    return { game, players, start: { seed: Number(text) }, actions: [], lead: 0 };
  }
  if (from === "example") {
    if (!$("#make-example").value) throw new Error(t("make.no_example"));
    return { game, players: null, start: { example: $("#make-example").value }, actions: [], lead: 0 };
  }
  if (from === "save") {
    const file = $("#make-file").files[0];
    if (!file) throw new Error(t("make.no_file"));
    let save;
    try { save = JSON.parse(await file.text()); } catch { throw new Error(t("make.not_save")); }
    return fromSave(save);
  }
  let address;
  try { address = new URL($("#make-link").value.trim()); } catch { throw new Error(t("make.bad_link")); }
  const code = new URLSearchParams(address.hash.slice(1)).get("save") ?? address.searchParams.get("save");
  let shared;
  try { shared = await decodeSave(code); } catch { throw new Error(t("make.bad_link")); }
  if (shared.format === "ludi-spectator") throw new Error(t("make.link_spectator"));
  return fromSave(shared);
}

async function begin(event) {
  event.preventDefault();
  if (busy) return;
  say("");
  let start;
  try { start = await readStart(); } catch (error) { say(error.message); return; }
  if (draft && !window.confirm(t("make.restart_sure"))) return;
  const fresh = { ...start, texts: {}, title: "", source: "", intro: "", seat: "", name: "my-example.json" };
  const refused = await load(fresh);
  if (refused) say(refused);
  else $("#make-play").scrollIntoView({ block: "start" });
}

// --- the game ------------------------------------------------------------------------------

// Rebuild the draft's game in the engine (every move checked) and show it; the engine's refusal
// (and nothing changed) when it refuses it.
async function load(next) {
  busy = true;
  const reply = await call({ cmd: "draft", board: BOARD, game: next.game, players: next.players,
                             start: next.start, actions: next.actions });
  busy = false;
  if (!reply.ok) return reply.error;
  try {
    await mountBoard(next.game);
  } catch (error) {
    return t("player.board_unread", { reason: error.message });
  }
  say("");
  draft = { ...next, players: reply.draft.players };
  told = reply.draft.steps;
  where = { next: reply.draft.next, current: reply.draft.current };
  $("#make-play").hidden = $("#make-out").hidden = false;
  $("#make-start").hidden = true;   // "Start again" brings it back
  fillTexts();
  show(reply.view);
  keep();
  await fall();
  return null;
}

async function mountBoard(game) {
  const board = await loadBoard(game);
  if (screen && screen.board === board) return;
  $("#make-host").replaceChildren();
  screen = new BoardScreen({ host: $("#make-host"), prompt: $("#make-prompt"), hand: $("#make-hand"),
                             board, play: (action) => move(action), capTall: true });
}

// The dice and cards fall as the seed says until someone must decide: each draw is a step.
async function fall() {
  for (let n = 0; where.next === "chance" && n < MOST_DRAWS; n++) {
    if (!(await move(null))) return;
  }
}

// The seat to move makes `action` (null: a draw falls).
async function move(action) {
  if (busy) return false;
  busy = true;
  const reply = await call(action === null ? { cmd: "draft_move", board: BOARD } : { cmd: "draft_move", board: BOARD, action });
  busy = false;
  if (!reply.ok) { say(reply.error); return false; }
  say("");
  draft.actions.push(reply.step.action);
  told.push(reply.step);
  where = { next: reply.next, current: reply.current };
  keep();
  listSteps();
  show(reply.view);
  if (action !== null) await fall();
  return true;
}

function show(view) {
  const live = where.next === "seat";
  $("#make-hand").hidden = !live || !(view.state.hand || []).length;
  screen.render(view, { readOnly: !live });
  const name = where.current !== null ? draft.players[where.current] : "";
  const status = view.state.status || "";
  $("#make-turn").textContent = where.next === "over" ? t("make.over")
    : t("make.turn", { name, status });
  $("#make-undo").disabled = lastDecision() < 0;
  document.body.dataset.next = where.next;
  document.body.dataset.steps = String(draft.actions.length - draft.lead);
}

const lastDecision = () => told.map((step) => step.actor !== null).lastIndexOf(true);

// Take back the last decision and the draws after it (they would fall the same again).
async function takeBack() {
  const k = lastDecision();
  if (k < 0 || busy) return;
  const actions = draft.actions.slice(0, k);
  const texts = Object.fromEntries(Object.entries(draft.texts).filter(([step]) => Number(step) < k));
  const refused = await load({ ...draft, actions, texts, lead: Math.min(draft.lead, k) });
  if (refused) say(refused);
}

// A new start: the form again, the example being made kept until a new one has started.
function restart(show = true) {
  $("#make-start").hidden = !show;
  $("#make-back").hidden = !draft;
  if (show) $("#make-start").scrollIntoView({ block: "start" });
}

// --- the teacher's words -------------------------------------------------------------------

function fillTexts() {
  $("#make-title").value = draft.title;
  $("#make-source").value = draft.source;
  $("#make-intro").value = draft.intro;
  $("#make-file-name").value = draft.name;
  $("#make-seat").replaceChildren(el("option", { value: "" }, t("make.spectator")),
    ...draft.players.map((name, seat) => el("option", { value: String(seat) }, name)));
  $("#make-seat").value = draft.seat;
  listSteps();
}

function textsOf(k) {
  if (!draft.texts[k]) draft.texts[k] = { caption: told[k].said || t("player.drawn") };
  return draft.texts[k];
}

// One row per step of the example: what happened, its caption, and for a move its question.
function stepRow(k) {
  const step = told[k];
  const texts = textsOf(k);
  const number = k - draft.lead + 1;
  const who = step.actor === null ? t("make.draw") : draft.players[step.actor];
  const field = (id, label, control) => el("label", { class: "field" }, el("span", {}, t(label)), control);
  const caption = el("textarea", { rows: "2", "data-text": "caption" });
  caption.value = texts.caption;
  const row = el("li", { class: "make-step", dataset: { step: String(number) } },
    el("p", { class: "make-said" }, el("strong", {}, t("make.step", { number, who })), " ",
       step.actor === null ? step.said : step.label),
    field("caption", "make.caption", caption));
  if (step.actor !== null) {
    const ask = el("input", { type: "checkbox", "data-text": "ask" });
    ask.checked = Boolean(texts.ask);
    const question = el("input", { autocomplete: "off", "data-text": "question" });
    question.value = texts.question || "";
    const hint = el("textarea", { rows: "2", "data-text": "hint" });
    hint.value = texts.hint || "";
    const asked = el("div", { class: "make-question" }, field("question", "make.question", question),
                     field("hint", "make.hint", hint));
    asked.hidden = !ask.checked;
    ask.addEventListener("change", () => { asked.hidden = !ask.checked; });
    row.append(el("label", { class: "make-ask" }, ask, " ", t("make.ask")), asked);
  }
  row.append(el("button", { type: "button", class: "make-here", onclick: () => startAfter(k) },
                t("make.start_here")));
  row.addEventListener("input", (event) => {
    const name = event.target.dataset.text;
    if (!name) return;
    texts[name] = event.target.type === "checkbox" ? event.target.checked : event.target.value;
    keep();
  });
  return row;
}

function listSteps() {
  const rows = [];
  for (let k = draft.lead; k < told.length; k++) rows.push(stepRow(k));
  $("#make-steps").replaceChildren(...rows);
  $("#make-none").hidden = rows.length > 0;
  $("#make-lead").hidden = draft.lead === 0;
  $("#make-lead").textContent = t("make.lead", { count: draft.lead });
}

// The steps up to k become the start's moves: the example opens at the position after them.
function startAfter(k) {
  draft.lead = k + 1;
  keep();
  listSteps();
  document.body.dataset.steps = String(draft.actions.length - draft.lead);
}

// --- the file ------------------------------------------------------------------------------

async function check() {
  const made = makeFile(draft, told);
  if (made.error) {
    $("#make-result").hidden = true;
    $("#make-checked").textContent = t(made.error.id, made.error.args);
    $("#make-checked").dataset.result = "wrong";
    const row = made.error.step && document.querySelector(`.make-step[data-step="${made.error.step}"]`);
    const field = row && row.querySelector(`[data-text="${made.error.field}"]`);
    if (field) field.focus();
    return;
  }
  const reply = await call({ cmd: "example", teacher: made.file, board: "make-check" });
  $("#make-checked").dataset.result = reply.ok ? "right" : "wrong";
  if (!reply.ok) {
    $("#make-result").hidden = true;
    $("#make-checked").textContent = t("player.cannot_play", { reason: reply.error });
    return;
  }
  $("#make-checked").textContent = t("make.checked", { count: reply.example.steps });
  const name = fileName(draft.name);
  const link = $("#make-download");
  URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(new Blob([fileText(made.file)], { type: "application/json" }));
  link.download = name;
  const [element, frame] = snippets(name, new URL(".", location.href), lang(),
                                    made.file.title || t("make.frame_title"));
  $("#make-snippet").textContent = element;
  $("#make-snippet-frame").textContent = frame;
  $("#make-result").hidden = false;
  const preview = new ExamplePlayer($("#make-preview"), { teacher: made.file, controls: true, autoplay: false,
                                                          loop: false, step: null, lang: lang() });
  await preview.start();
}

function watchTexts() {
  for (const [id, key] of [["#make-title", "title"], ["#make-source", "source"], ["#make-intro", "intro"],
                           ["#make-seat", "seat"], ["#make-file-name", "name"]]) {
    $(id).addEventListener(id === "#make-seat" ? "change" : "input", () => {
      if (!draft) return;
      draft[key] = $(id).value;
      keep();
    });
  }
}

// --- the page ------------------------------------------------------------------------------

async function open() {
  let engine;
  try {
    engine = await getEngine();
  } catch (error) {
    say(t("error.engine_start", { reason: error.message }));
    document.body.dataset.status = "error";
    return;
  }
  call = withWords(engine.call);
  const [games, listed] = await Promise.all([call({ cmd: "catalogue" }), call({ cmd: "examples" })]);
  catalogue = games.games.filter((game) => game.ready);
  examples = listed.examples;
  $("#make-game").replaceChildren(...catalogue.map((game) => el("option", { value: game.id }, game.name)));
  $("#make-game").addEventListener("change", showStartFields);
  for (const radio of document.querySelectorAll("input[name=from]")) radio.addEventListener("change", showStartFields);
  $("#make-count").addEventListener("change", showStartFields);
  showStartFields();
  $("#start-form").addEventListener("submit", begin);
  $("#make-undo").addEventListener("click", takeBack);
  $("#make-restart").addEventListener("click", () => restart(true));
  $("#make-back").addEventListener("click", () => restart(false));
  $("#make-check").addEventListener("click", check);
  watchTexts();
  const before = kept();
  if (before && gameOf(before.game)) {
    $("#make-game").value = before.game;
    showStartFields();
    const refused = await load(before);
    if (refused) say(t("make.kept_refused", { reason: refused }));
  }
  document.body.dataset.status = "ready";
}

open();
