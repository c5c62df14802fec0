// The page's frame, shared by its parts: which section is on screen, <body data-status> and
// <body data-busy> (see app.js), the notice bar, the lobby's error line, and small helpers.
import { lang, t } from "../i18n.js";
import { symbolSvg } from "../board/palette.js";
import { el } from "../dom.js";

export const $ = (selector) => document.querySelector(selector);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function setStatus(status) { document.body.dataset.status = status; }
export function setBusy(busy) { document.body.dataset.busy = busy ? "true" : "false"; }

export function show(id) {
  for (const section of ["loading", "lobby", "game"]) $("#" + section).hidden = section !== id;
  $("#to-lobby").hidden = id !== "game";
}

// The hot seat's "Pass to …" screen, which covers everything; `onShow` when its button is pressed.
// The "Pass to …" screen's words, said again in the language chosen while it waits.
export function tellCover(name) {
  $("#privacy-title").textContent = t("pass.to", { name });
  $("#privacy-button").textContent = t("pass.show_mine", { name });
}

export function cover(name, onShow) {
  tellCover(name);
  $("#privacy-button").disabled = false;
  $("#privacy-button").onclick = onShow;
  $("#privacy").hidden = false;
  setBusy(false);
  $("#privacy-button").focus();
}

export function uncover() { $("#privacy").hidden = true; }

// An info message ("Loaded the game from …") goes away once play moves on from the step it was
// shown at; an error stays until dismissed.
let infoStep = null;

export function notify(text, kind = "error", step = null) {
  infoStep = kind === "info" ? step : null;
  $("#message-text").textContent = text;
  $("#message").className = "message " + kind;
  $("#message").hidden = false;
}
$("#message-close").addEventListener("click", () => { $("#message").hidden = true; });

// The play screen shows step `step`: an info message shown at another step goes.
export function dropInfoBefore(step) {
  if (infoStep !== null && step !== infoStep && $("#message").classList.contains("info")) {
    $("#message").hidden = true;
    infoStep = null;
  }
}

export function lobbyError(text) {
  const box = $("#lobby-error");
  box.textContent = text || "";
  box.hidden = !text;
}

// An address of this site that opens in the page's language (?lang=, as the switcher chose).
export function withLang(address) {
  const url = new URL(address, location.href);
  if (lang() !== "en") url.searchParams.set("lang", lang());
  else url.searchParams.delete("lang");
  return url.href;
}

export function rulesAddress(address) {
  return lang() === "en" ? address : withLang(address);
}

// A seat's colour with its symbol, so colour is never the only clue.
export function swatch(seat) {
  const node = el("span", { class: "swatch", title: t("seat.colour", { number: seat + 1 }) });
  node.innerHTML = symbolSvg(seat, 18);
  return node;
}
