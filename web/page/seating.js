// The page at a table of devices: the hooks given to table/host.js (this page runs the game for
// guests' seats), the guest's side (table/guest.js: this page plays one seat of another device's
// game, opened from an invitation link), and the lobby's "Join a table" box.
import { lang } from "../i18n.js";
import * as guestTable from "../table/guest.js";
import * as hostTable from "../table/host.js";
import { joinBox } from "../table/ui.js";
import { call } from "./engine.js";
import { mountSwitchers, switchSiteWords } from "./language.js";
import { startGame } from "./lobby.js";
import { readSave } from "./saves.js";
import { $, lobbyError, notify, setBusy, setStatus, show } from "./shell.js";
import { advance, current, enterGame, playFor } from "./turn-loop.js";
import { watchForUpdates } from "./updates.js";

// Whether this page is a guest's at a table (`#table=…`) or passes a reply on (`#reply=…`):
// neither needs the engine (index.html does not start it).
export function isTablePage() {
  return /^#(table|reply)=/.test(location.hash);
}

export function hostTables() {
  hostTable.init({ call, notify, startGame, playFor, current, saved: readSave });
  $("#join-table").replaceChildren(joinBox());
  // An invitation opened in this tab (its address typed or pasted) makes it a guest's page.
  addEventListener("hashchange", () => { if (isTablePage()) location.reload(); });
}

// A page opened with an invitation to another device's table (or a reply to this one's). It
// shows its reply and plays its seat without the engine; the engine starts only once the game
// is over, to check the dice and draws.
export async function sitAtTable() {
  const [name, code] = location.hash.slice(1).split("=");
  addEventListener("hashchange", () => location.reload());  // a fresh invitation opened here
  show("lobby");
  for (const child of $("#lobby").children) child.hidden = true;
  setBusy(false);
  setStatus("ready");
  document.body.dataset.lang = lang();
  if (name === "reply") { lobbyError(await guestTable.relayReply(code)); return; }
  mountSwitchers(async (chosen) => {
    await switchSiteWords(chosen);
    guestTable.relang(chosen);
    document.body.dataset.lang = chosen;
  });
  $("#lang-lobby").hidden = false;
  await guestTable.join(code, {
    showPanel: (panel) => $("#lobby").prepend(panel),
    enterGame: (view, remote) => enterGame(view, "fast", remote),
    advance: (view) => { if (current()) advance(view); },
    verify: (request) => call(request),  // the engine's first request starts it
    cacheSite: watchForUpdates,
    notify,
  });
}
