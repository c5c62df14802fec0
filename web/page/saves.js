// What this browser keeps of the game: the autosave (a game survives a reload from its very
// first moment), whether a game was on screen (a reload resumes it), its speed, and the saves
// an update kept as they were (see updates.js); and a save as a file to download.
import { t } from "../i18n.js";
import { el } from "../dom.js";
import { call } from "./engine.js";
import { notify } from "./shell.js";

const SAVE_KEY = "ludi.save";
// Saves as they were before today's rules replayed them, or that this build could not open:
// [{save, kept: ISO time}]. Only the person removes one.
const KEPT_KEY = "ludi.kept";
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

export function keptSaves() {
  try { return JSON.parse(localStorage.getItem(KEPT_KEY)) || []; } catch { return []; }
}

// Keeps `save` as it is, once: nothing a person made is lost to an update.
export function keepOriginal(save) {
  const kept = keptSaves();
  const text = JSON.stringify(save);
  if (kept.some((entry) => JSON.stringify(entry.save) === text)) return;
  kept.push({ save, kept: new Date().toISOString() });
  try { localStorage.setItem(KEPT_KEY, JSON.stringify(kept)); }
  catch (error) { notify(t("save.failed", { reason: error.message })); }
}

export function forgetKept(index) {
  const kept = keptSaves();
  kept.splice(index, 1);
  localStorage.setItem(KEPT_KEY, JSON.stringify(kept));
}

// `save` downloaded as a file, as "Save to file" writes it; `suffix` goes in its name.
export function downloadSave(save, suffix = "") {
  const blob = new Blob([JSON.stringify(save, null, 1)], { type: "application/json" });
  const link = el("a", { href: URL.createObjectURL(blob),
    download: `ludi-${save.game}${suffix}-${new Date().toISOString().slice(0, 10)}.json` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
