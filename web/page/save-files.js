// The game in a file and in a link: save to a file, load a file (from the lobby or during a
// game), and "Share / embed", a link to embed.html replaying the game.
import { t } from "../i18n.js";
import { el } from "../dom.js";
import { embedLink } from "../share-code.js";
import { listed } from "./catalogue.js";
import { call } from "./engine.js";
import { keepSave, savedSpeed } from "./saves.js";
import { $, lobbyError, notify, withLang } from "./shell.js";
import { enterGame } from "./turn-loop.js";

const escapeAttribute = (text) => String(text).replace(/&/g, "&amp;").replace(/"/g, "&quot;")
  .replace(/</g, "&lt;").replace(/>/g, "&gt;");

$("#export").addEventListener("click", async () => {
  const reply = await call({ cmd: "save" });
  if (!reply.ok) { notify(reply.error); return; }
  const blob = new Blob([JSON.stringify(reply.save, null, 1)], { type: "application/json" });
  const link = el("a", { href: URL.createObjectURL(blob),
    download: `ludi-${reply.save.game}-${new Date().toISOString().slice(0, 10)}.json` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
});

// "Share / embed": a link to embed.html replaying the game up to here as a spectator saw it
// (the engine's `share`: no seed, no hidden card), or the whole game once it is over.
$("#share").addEventListener("click", async () => {
  const button = $("#share");
  button.disabled = true;  // a long game takes the engine a few seconds the first time
  button.textContent = t("share.preparing");
  const reply = await call({ cmd: "share" });
  button.disabled = false;
  button.textContent = t("share.button");
  if (!reply.ok) { notify(reply.error); return; }
  const link = withLang(await embedLink(reply.share, reply.steps));
  const name = (listed(reply.share.game) || { name: reply.share.game }).name;
  $("#share-what").textContent = reply.whole ? t("share.whole") : t("share.spectator");
  $("#share-link").value = link;
  $("#share-snippet").value = `<iframe src="${link}" title="${escapeAttribute(t("share.frame_title", { game: name }))}" ` +
    `style="width:100%;max-width:720px;height:640px;border:0" loading="lazy"></iframe>`;
  $("#share-open").href = link;
  $("#share-panel").hidden = false;
  $("#share-link").select();
});
$("#share-close").addEventListener("click", () => { $("#share-panel").hidden = true; });

async function importFile(input, fromLobby) {
  const file = input.files[0];
  input.value = "";
  if (!file) return;
  const refuse = (text) => {
    const message = t("load_file.refused", { file: file.name, reason: text });
    if (fromLobby) lobbyError(message); else notify(message);
  };
  if (file.size > 5_000_000) { refuse(t("load_file.too_large")); return; }
  const text = await file.text();
  let save;
  try { save = JSON.parse(text); } catch { refuse(t("load_file.not_json")); return; }
  const reply = await call({ cmd: "load", save });
  if (!reply.ok) { refuse(reply.error); return; }
  keepSave(save);
  enterGame(reply.view, savedSpeed());
  notify(t("load_file.loaded", { file: file.name }), "info", reply.view.step);
}
$("#import-lobby").addEventListener("change", (e) => importFile(e.target, true));
$("#import-game").addEventListener("change", (e) => importFile(e.target, false));
