// A new version of the site, and what an update means for the games a person keeps.
//
// The service worker (sw.js) caches a new build while this page plays on with its own: the new
// one waits until the page lets it take over, which the page offers between games (the lobby,
// the final scores), never during one. The page then reloads on the new build and says once
// that Ludi was updated. A saved game of older rules comes back replayed under today's (see
// engine/versions.py): the person reads what changed, the save as it was is kept in this
// browser (saves.js) and can be downloaded, and where today's rules first differ inside the
// game the person may go back there.
import { t } from "../i18n.js";
import { el } from "../dom.js";
import { listed } from "./catalogue.js";
import { call } from "./engine.js";
import { autosave, downloadSave, forgetKept, keepOriginal, keepSave, keptSaves, savedSpeed } from "./saves.js";
import { $, lobbyError, notify } from "./shell.js";
import { enterGame } from "./turn-loop.js";

const BUILD_KEY = "ludi.build";  // the build this browser last ran: an update is said once
const BETWEEN_GAMES = new Set(["ready", "over", "error"]);  // <body data-status> of the lobby, the end

let registration = null;
let newBuild = false;    // a new build is ready for this page
let waiting = null;      // its service worker, installed and waiting for this page's word
let takingOver = false;  // this page let it take over: reload on it once it has

export function watchForUpdates() {
  sayIfUpdated();
  new MutationObserver(statusChanged).observe(document.body,
    { attributes: true, attributeFilter: ["data-status"] });
  $("#update-reload").addEventListener("click", () => {
    if (!waiting) { location.reload(); return; }
    takingOver = true;
    waiting.postMessage({ ludi: "take-over" });
  });
  if (!("serviceWorker" in navigator)) return;
  const controlled = Boolean(navigator.serviceWorker.controller);
  // Resolved against the page's address (index.html's folder), not this module's.
  navigator.serviceWorker.register("./sw.js").then((found) => {
    registration = found;
    if (found.waiting && controlled) offer(found.waiting);
    found.addEventListener("updatefound", () => {
      const worker = found.installing;
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
      });
    });
  }).catch(() => {
    // Without a service worker the site still works online; nothing to tell the player.
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (takingOver) location.reload();
    else if (controlled) offer(null);  // another tab let it in: this one reloads between games
  });
}

function offer(worker) {
  newBuild = true;
  waiting = worker;
  statusChanged();
}

// Between games the new build is offered, and the site asked whether there is one; during a
// game nothing is said. Back in the lobby, a game's word on its rules has done its work.
function statusChanged() {
  const status = document.body.dataset.status;
  const between = BETWEEN_GAMES.has(status);
  $("#update").hidden = !(newBuild && between);
  if (between && registration) registration.update().catch(() => {});  // offline: later
  if (status === "ready" || status === "error") $("#rules-update").hidden = true;
}

// The build this page runs is the one its service worker's cache holds (or the site's, on a
// first visit): told once when it is another than this browser ran last. A browser that kept
// anything of Ludi's but no build ran a build from before builds were noted.
async function sayIfUpdated() {
  const earlier = Object.keys(localStorage).some((key) => key.startsWith("ludi"));
  const before = localStorage.getItem(BUILD_KEY) || (earlier ? "unnoted" : null);
  let version;
  try { version = (await (await fetch("assets.json")).json()).version; } catch { return; }
  localStorage.setItem(BUILD_KEY, version);
  if (before && before !== version) notify(t("update.done"), "info");
}

// --- a saved game of older rules -------------------------------------------------------------

// The engine replayed `original` under today's rules (`update`: its load reply's): the game as it
// now goes on is autosaved, the original kept, and the person told.
export async function tellRulesChange(original, update) {
  keepOriginal(original);
  await autosave();
  showRulesChange(original, update);
}

function showRulesChange(original, update, wentBack = false) {
  const ending = wentBack ? t("rules.went_back", { number: update.back_to + 1 }) : t("rules.kept");
  $("#rules-update-text").replaceChildren(...[...update.text, ending].map((line) => el("p", {}, line)));
  const back = $("#rules-back");
  back.hidden = update.back_to === null || wentBack;
  back.textContent = back.hidden ? "" : t("rules.go_back", { number: update.back_to + 1 });
  back.onclick = () => goBack(original, update);
  $("#rules-download").onclick = () => downloadSave(original, `-rules-${update.saved}`);
  $("#rules-update").hidden = false;
}

async function goBack(original, update) {
  const reply = await call({ cmd: "load", save: original, upto: update.back_to });
  if (!reply.ok) { notify(reply.error); return; }
  enterGame(reply.view, savedSpeed());
  await autosave();
  showRulesChange(original, update, true);
}
$("#rules-close").addEventListener("click", () => { $("#rules-update").hidden = true; });

// --- saves kept as they were ----------------------------------------------------------------

// The lobby's list of kept saves: each can be downloaded, opened again, or removed.
export function renderKept() {
  const kept = keptSaves();
  $("#kept").hidden = !kept.length;
  $("#kept-list").replaceChildren(...kept.map((entry, index) => {
    const save = entry.save || {};
    const game = (listed(save.game) || { name: String(save.game) }).name;
    const count = Array.isArray(save.history) ? save.history.length : 0;
    return el("li", {},
      el("span", {}, t("kept.entry", { game, count, date: String(entry.kept).slice(0, 10) })),
      el("button", { type: "button", onclick: () => openKept(save) }, t("kept.open")),
      el("button", { type: "button", onclick: () => downloadSave(save, "-kept") }, t("kept.download")),
      el("button", { type: "button", onclick: () => { forgetKept(index); renderKept(); } }, t("kept.remove")));
  }));
}

async function openKept(save) {
  const reply = await call({ cmd: "load", save });
  if (!reply.ok) { lobbyError(t("kept.refused", { reason: reply.error })); return; }
  keepSave(save);
  enterGame(reply.view, savedSpeed());
  if (reply.update) await tellRulesChange(save, reply.update);
}
