// A resumed game's first look: what a reload (or "Resume") shows while the engine starts. Beside
// the autosave the page keeps the game as it was last on screen, and draws it again at once,
// before Python is up: the shown seat's view with its board's words and marks, read as it was
// (moves become possible when the engine answers, and its live view then takes over the same
// board). Where several people share the device it keeps no seat's view, only whose turn it
// is, and a reload shows that seat's "Pass to …" screen. What was kept is drawn again only for
// the same saved game at the same step, by the same build, in the same language.
import { addWords, lang, t, wordsStartingWith } from "../i18n.js";
import { buildStamp } from "./catalogue.js";
import { clearGameScreen, drawLook, titleGame } from "./play-screen.js";
import { $, cover, setBusy, setStatus, show } from "./shell.js";

const LOOK_KEY = "ludi.look";
const WORDS_KEY = "ludi.look.words";  // the board's words, written again only for another game or language

let wordsKept = null;  // "game:lang" of the board words this page wrote
let passed = null;     // the seat whose "Pass to …" was pressed before the engine answered

// Keep `payload`'s game as on screen now: with `view`, the payload itself and the board's
// `marks`; else only `passTo`, the seat of this device whose turn it is (or null).
export function keepLook(payload, { view = false, marks = [], passTo = null } = {}) {
  const look = { build: buildStamp(), lang: lang(), game: payload.game, step: payload.step,
                 names: payload.seats.map((seat) => seat.name),
                 view: view ? payload : null, marks: view ? marks : [], passTo };
  try {
    localStorage.setItem(LOOK_KEY, JSON.stringify(look));
    const words = `${payload.game}:${lang()}`;
    if (view && wordsKept !== words) {
      const board = wordsStartingWith([`${payload.game}.board.`, `term.${payload.game}.`]);
      localStorage.setItem(WORDS_KEY, JSON.stringify({ game: payload.game, lang: lang(), words: board }));
      wordsKept = words;
    }
  } catch {
    // No room (or no storage): a reload waits for the engine, as it would without a look.
  }
}

export function forgetLook() {
  localStorage.removeItem(LOOK_KEY);
  localStorage.removeItem(WORDS_KEY);
  wordsKept = null;
}

function read(key) {
  try { return JSON.parse(localStorage.getItem(key)); } catch { return null; }
}

// The look kept of `save` as it is now, or null.
function lookOf(save) {
  const look = read(LOOK_KEY);
  const names = (save.seats || []).map((seat) => seat.name);
  if (!look || look.build !== buildStamp() || look.lang !== lang() || look.game !== save.game
      || look.step !== (save.history || []).length || JSON.stringify(look.names) !== JSON.stringify(names)) {
    return null;
  }
  if (look.view) {
    const words = read(WORDS_KEY);
    if (!words || words.game !== look.game || words.lang !== look.lang) return null;
    addWords(words.words, look.lang);
  }
  return look.view || look.passTo !== null ? look : null;
}

// Draws the look kept of `save` while the engine starts: true if there was one.
export function showLook(save) {
  const look = lookOf(save);
  if (!look) return false;
  show("game");
  titleGame(look.game, look.view ? look.view.name : undefined);
  if (look.view) {
    drawLook(look.view, look.marks, t("look.waiting"));
    setStatus(look.view.over ? "over" : "playing");
    setBusy(true);
    return true;
  }
  clearGameScreen();
  setStatus("playing");
  const seat = look.passTo;
  cover(look.names[seat], () => {
    passed = seat;
    $("#privacy-button").disabled = true;
    $("#privacy-button").textContent = t("look.engine_starting");
    setBusy(true);
  });
  return true;
}

// Whether `seat`'s person pressed "Show" on the first look's "Pass to …" screen (asked once).
export function passedEarly(seat) {
  const was = passed === seat;
  passed = null;
  return was;
}
