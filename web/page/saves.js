// What this browser keeps of the game: the autosave (a game survives a reload from its very
// first moment), whether a game was on screen (a reload resumes it), and its speed.
import { t } from "../i18n.js";
import { call } from "./engine.js";
import { notify } from "./shell.js";

const SAVE_KEY = "ludi.save";
const ACTIVE_KEY = "ludi.active";  // "1" while a game is on screen: a reload resumes it
const SPEED_KEY = "ludi.speed";

export function readSave() {
  try {
    const text = localStorage.getItem(SAVE_KEY);
    return text ? JSON.parse(text) : null;
  } catch { return null; }
}

export function keepSave(save) { localStorage.setItem(SAVE_KEY, JSON.stringify(save)); }
export function forgetSave() { localStorage.removeItem(SAVE_KEY); }

// The game as it is now, written to localStorage once the engine has it. The engine answers
// in order, so a save asked before the next move holds the game up to here even when the page
// goes on without waiting for it; `saving` is the latest save, done or not.
let saving = Promise.resolve();

export function autosave() {
  saving = (async () => {
    const reply = await call({ cmd: "save" });
    if (reply.ok) {
      try { keepSave(reply.save); }
      catch (error) { notify(t("save.failed", { reason: error.message })); }
    }
  })();
  return saving;
}

// The latest save, done once it is written.
export function saved() { return saving; }

export function markPlaying(speed) {
  localStorage.setItem(ACTIVE_KEY, "1");
  localStorage.setItem(SPEED_KEY, speed);
}

export function markInLobby() { localStorage.setItem(ACTIVE_KEY, "0"); }

// Whether a reload should resume the saved game (it was on screen when the page went).
export function wasPlaying() { return localStorage.getItem(ACTIVE_KEY) === "1" && Boolean(readSave()); }

export function savedSpeed() { return localStorage.getItem(SPEED_KEY) || "normal"; }
