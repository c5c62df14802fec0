// The page at a table of devices: the hooks given to table/host.js (this page runs the game for
// guests' seats) and the guest's side (table/guest.js: this page plays one seat of another
// device's game, opened from an invitation link).
import { addWords } from "../i18n.js";
import * as guestTable from "../table/guest.js";
import * as hostTable from "../table/host.js";
import { call } from "./engine.js";
import { startGame } from "./lobby.js";
import { $, lobbyError, notify, setBusy, setStatus, show } from "./shell.js";
import { advance, current, enterGame, playFor } from "./turn-loop.js";

export function hostTables() {
  hostTable.init({ call, notify, startGame, playFor, current });
}

// A page opened with an invitation to another device's table (or a reply to this one's).
export async function sitAtTable() {
  const [name, code] = location.hash.slice(1).split("=");
  addEventListener("hashchange", () => location.reload());  // a fresh invitation opened here
  show("lobby");
  for (const child of $("#lobby").children) child.hidden = true;
  setBusy(false);
  setStatus("ready");
  if (name === "reply") { lobbyError(await guestTable.relayReply(code)); return; }
  await guestTable.join(code, {
    showPanel: (panel) => $("#lobby").prepend(panel),
    loadGameWords: async (gameId) => {
      const words = await call({ cmd: "words", game: gameId });
      if (words.ok) addWords(words.words);
    },
    enterGame: (view, send) => enterGame(view, "fast", send),
    advance: (view) => { if (current()) advance(view); },
    notify,
  });
}
