// The page's language (see i18n.js): its words are fetched while Python boots; a switcher on the
// lobby and one on the play screen; a choice is remembered for later visits.
import { applyWords, chooseLang, languageSwitcher, loadSiteWords, rememberLang, setLang, t }
  from "../i18n.js";
import { relabelLobby } from "./lobby.js";
import { $ } from "./shell.js";
import { retell } from "./turn-loop.js";

const chosenLang = chooseLang();
setLang(chosenLang.lang);
// Done once the page's words are in and on screen.
export const siteWords = loadSiteWords(chosenLang.lang).then(() => applyWords()).catch(() => {});

// `choose(code)`: what a choice does (a guest's page at a table asks its host, not an engine).
export function mountSwitchers(choose = switchLang) {
  for (const [place, id] of [["#lang-lobby", "lang-select-lobby"], ["#lang-game", "lang-select-game"]]) {
    $(place).replaceChildren(languageSwitcher((code) => choose(code), { id }));
  }
}

export function showLangNotice() {
  $("#lang-notice").hidden = !chosenLang.unknown;
  if (chosenLang.unknown) $("#lang-notice").textContent = t("lang.unknown", { value: chosenLang.unknown });
}

// Everything on screen again in `code`: the page's words, the lobby, and a running game's whole
// screen and log. <body data-lang> says so once all of it is redrawn.
async function switchLang(code) {
  await switchSiteWords(code);
  relabelLobby();
  if (await retell()) document.body.dataset.lang = code;
}

// The page's own words in `code`, remembered, and every switcher showing it.
export async function switchSiteWords(code) {
  rememberLang(code);
  setLang(code);
  chosenLang.unknown = null;
  await loadSiteWords(code);
  applyWords();
  for (const select of document.querySelectorAll(".lang-switcher select")) select.value = code;
  showLangNotice();
}
