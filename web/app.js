// Ludi's page: the lobby and the generic play screen. It knows no rules: it shows what the
// engine's payload says and turns clicks into engine requests (see engine/api.py), which a
// module worker answers. This module starts it; its parts are in page/:
//   engine.js      the worker, `call`, the start's progress, readiness and fatal errors
//   shell.js       the page's frame: sections, status and busy flags, notices, the privacy screen
//   language.js    the page's language: its words, switchers, a switch redrawing everything
//   catalogue.js   the engine's games and bots, as the build wrote them (no Python needed)
//   lobby.js       game cards, the set-up form, the resume box, deep links
//   turn-loop.js   the game on screen: pacing, take-back, bots, chance, privacy screen, undo
//   thinking.js    a bot's thinking, ahead and on its seat
//   play-screen.js the play screen drawn from a payload, the final scores, a look back
//   saves.js       the autosave and what a reload resumes
//   first-look.js  a resumed game's last position, drawn again before the engine answers
//   save-files.js  save to a file, load a file, share / embed
//   seating.js     a table of devices (table/host.js, table/guest.js), "Join a table"
//   updates.js     a new version of the site, offered once it is cached
//
// The lobby is drawn without the engine, while Python boots; a game started meanwhile waits for
// it, and a resumed one shows its last position at once (first-look.js).
//
// <body data-status> follows the page: "loading" (nothing drawn yet, or a game a link starts
// waits for the engine), "ready" (the lobby is shown, nothing running), "playing" (a game is on
// screen and not over), "over" (a game's final scores are shown), "error" (the engine failed
// to boot, or a deep link was refused; the lobby shows why). <body data-engine> is "loading",
// "ready" once the engine answers, or "error". <body data-busy> is "false" exactly when the
// page waits for a person. <body data-lang> is the language everything on screen is in (set
// once a switch has redrawn it all).
import { lang, t } from "./i18n.js";
import { loadCatalogue } from "./page/catalogue.js";
import { engineReady, fatal, listen, startEngine } from "./page/engine.js";
import { mountSwitchers, showLangNotice, siteWords } from "./page/language.js";
import { openSetup, readDeepLink, renderGames, resume, showLobby, startGame } from "./page/lobby.js";
import * as playScreen from "./page/play-screen.js";
import "./page/save-files.js";  // its buttons: save to a file, load a file, share
import { wasPlaying } from "./page/saves.js";
import { hostTables, isTablePage, sitAtTable } from "./page/seating.js";
import { $, lobbyError, show } from "./page/shell.js";
import { heardThinking } from "./page/thinking.js";
import { current, playAction, viewAt } from "./page/turn-loop.js";
import { watchForUpdates } from "./page/updates.js";

playScreen.init({ play: playAction, current, viewAt, toLobby: () => showLobby() });
window.ludi = playScreen.inspect;

// What starts first: a guest's seat at a table or a table's reply passed on (neither needs the
// engine), else the lobby's words and games (no engine needed) while the engine starts, then a
// deep link, the game that was on screen (resumed), or the lobby.
async function main() {
  if (isTablePage()) { await siteWords; await sitAtTable(); return; }
  startEngine();
  await prepareLobby();
  // Registered once the engine has answered, so caching the site for offline play competes
  // neither with the first boot for bandwidth nor with the lobby for the processor.
  engineReady.then(watchForUpdates);
  hostTables();

  const params = new URLSearchParams(location.search);
  if (params.has("game")) { await openLink(params); return; }
  if (wasPlaying()) { await resume(); return; }
  showLobby();
}

// The lobby in the page's language, its switchers and its game cards, not shown yet.
async function prepareLobby() {
  await siteWords;
  document.body.dataset.lang = lang();
  mountSwitchers();
  showLangNotice();
  await loadCatalogue();
  renderGames();
}

// A deep link: its set-up, or its game once the engine answers (the lobby shows it waiting).
async function openLink(params) {
  // The address is cleaned at once, so a reload resumes the game instead of restarting it.
  history.replaceState(null, "", location.pathname + (params.has("lang") ? "?lang=" + params.get("lang") : ""));
  const link = readDeepLink(params);
  if (link.error) { showLobby({ error: t("link.refused", { reason: link.error }) }); return; }
  if (link.setup) { showLobby(); openSetup(link.setup, { speed: link.speed }); return; }
  show("lobby");
  const started = await startGame(link.request, link.speed);
  if (started === false) lobbyError(t("link.refused", { reason: $("#lobby-error").textContent }));
}

listen({ words: siteWords, onThinking: heardThinking });
main().catch((error) => fatal(t("error.failed", { reason: error.message })));
