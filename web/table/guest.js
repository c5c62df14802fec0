// A guest's page: opened with an invitation (`index.html#table=<code>`), it shows its reply at
// once, without the engine: the host's page holds the game, sends this seat's view and the words
// its board draws, and takes this seat's moves. What this device knows of the game is its own
// seat's views, its own share of the seed and everyone's commitments; the host's share, and
// with it the seed, comes only when the game is over, with the whole record, which this page
// then checks with the engine (booted for that alone).
//
// Everything this device keeps of the table (trail.js) is in localStorage: a reload, a new tab
// or a phone woken from sleep goes on with the same move numbers, the move waiting for the
// host's word and the trail of views the record must replay to.
import { keepAwake, letSleep } from "./awake.js";
import { buildRefusal, reloadNewest, thisBuild } from "./build.js";
import { decodeCode, encodeCode } from "./codes.js";
import { answer } from "./peer.js";
import { COMMITMENT, freshShare } from "./seed.js";
import { forgetOldTables, keepView, readKept, writeKept } from "./trail.js";
import { addStyles, awakeNote, codeBox, joinBox, partyName, seedNote, verdictNote } from "./ui.js";
import { el } from "../dom.js";
import { addWords, lang, LANGUAGES, t } from "../i18n.js";

const LOOK_MS = 10_000;  // a look back the host does not answer in time shows nothing

let app = null;
let panel = null;
let invitation = null;
let kept = null;       // what this device keeps of the table (trail.js)
let link = null;
let names = [];
let playing = false;   // the game is on screen
let lastSent = null;
let awake = null;      // [state, reason] of the screen lock
let welcomed = false;  // the host answered this page's hello
const looks = new Map();  // step → the resolve of a look back waiting for the host

function say(text, kind = "muted") {
  const line = panel && panel.querySelector("#table-guest-status");
  if (line) { line.textContent = text; line.className = kind === "error" ? "table-error" : "muted"; }
}

// Opens the guest's side for the invitation in `code`; a refused code shows why, and a field to
// try another, and goes no further (nothing is stored, nothing is sent).
export async function join(code, hooks) {
  app = hooks;
  const built = thisBuild();  // fetched meanwhile
  addStyles();
  // Tests and the curious: what this device keeps, and the last action sent again (as after a drop).
  window.ludiTable = { role: "guest", kept: () => kept, sendAgain: () => lastSent && link && link.send(lastSent) };
  panel = el("section", { id: "table-panel", class: "panel table-panel" },
    el("h2", { id: "table-title" }, t("table.guest_title")),
    el("p", { class: "table-note" }, t("table.guest_knows")),
    el("p", { id: "table-guest-status", class: "muted", role: "status" }));
  app.showPanel(panel);
  try {
    invitation = await decodeCode(code, "invite");
  } catch (problem) {
    refuse(problem.message);
    return;
  }
  const ours = await built;
  const refusal = buildRefusal(invitation.build, ours, "guest");
  if (refusal) { refuse(refusal.text, refusal.reloadHere); return; }
  panel.querySelector("#table-title").textContent = t("table.guest_title_seat", { name: invitation.name });
  forgetOldTables();
  kept = readKept(invitation.table, invitation.seat);
  if (kept.used.includes(invitation.nonce)) {  // a reload, a tab reopened: the host has a fresh one
    document.body.dataset.table = "used";
    say(t("table.used"), "error");
    panel.append(joinBox());
    return;
  }
  if (invitation.stun) panel.append(el("p", { class: "muted" }, t("table.stun_guest")));
  const side = await answer(invitation.sdp, invitation.stun);
  const reply = await encodeCode("reply", { table: invitation.table, seat: invitation.seat, nonce: invitation.nonce,
                                            sdp: side.sdp, build: ours });
  const replyBox = el("div", { id: "table-reply" }, el("p", {}, t("table.reply_how")),
    codeBox("reply", reply, t("table.reply_code")));
  panel.append(replyBox);
  say(t("table.waiting_host"));
  document.body.dataset.table = "answered";
  link = await side.link;
  kept.used = [...kept.used.slice(-9), invitation.nonce];
  writeKept(kept);
  let inbox = Promise.resolve();  // one message at a time, in the order they came
  link.onmessage = (message) => { inbox = inbox.then(() => hear(message)).catch((error) => app.notify(error.message)); };
  link.onclose = lost;
  replyBox.remove();
  document.body.dataset.table = "connected";
  say(t("table.connected_guest"));
  keepAwake((state, reason) => { awake = [state, reason]; showNote(); });
  sayHello(link);
}

// A hello sent the moment the link opens was seen never to reach a busy host (its side of the
// link open, the message not heard there), and the table then waited for this seat for ever.
// So the hello is said again every 2 s until the host answers (it greets a link once).
const HELLO_AGAIN_MS = 2000;
const HELLOS = 30;

function sayHello(to) {
  let said = 0;
  const hello = () => {
    if (welcomed || to !== link || !to.open || said++ >= HELLOS) return;
    to.send({ type: "hello", lang: lang() });
    setTimeout(hello, HELLO_AGAIN_MS);
  };
  hello();
}

function refuse(text, reloadHere = false) {
  say(text, "error");
  document.body.dataset.table = "refused";
  if (reloadHere) {
    panel.append(el("div", { class: "row" },
      el("button", { type: "button", class: "primary", id: "table-reload", onclick: reloadNewest }, t("table.reload"))));
  }
  panel.append(joinBox());
}

async function hear(message) {
  if (message.type === "welcome") welcome(message);
  else if (message.type === "commit") await commit(message.round);
  else if (message.type === "recommit") {  // told to every guest: a host could draw again at will
    const text = t("table.restarted", { name: names[message.left] || "", count: (message.restarts || []).length });
    say(text);
    app.notify(text, "info");
    await commit(message.round);
  } else if (message.type === "commits") reveal(message);
  else if (message.type === "words") boardWords(message.words, message.lang);
  else if (message.type === "view" && message.view) await showView(message.view);
  else if (message.type === "ack" || message.type === "refused") answered(message);
  else if (message.type === "seen") {
    const resolve = looks.get(message.at);
    looks.delete(message.at);
    if (resolve) resolve(message.view || null);
  } else if (message.type === "record") {
    kept.record = { parties: message.parties, save: message.save };
    kept.verdict = null;
    writeKept(kept);
    checkFairness();  // not waited for: the engine boots meanwhile, the page goes on
  }
}

// The table as the host tells it: the seats' names, the board's words, and the last move number
// it has seen from this seat (from any tab or device), after which this page numbers its own.
function welcome(message) {
  welcomed = true;
  names = Array.isArray(message.names) ? message.names.map(String) : [];
  boardWords(message.words, message.lang);
  const seen = Number.isInteger(message.lastSeq) ? message.lastSeq : 0;
  kept.seq = Math.max(kept.seq, seen);
  if (kept.pending && kept.pending.seq <= seen) kept.pending = null;  // the host has it already
  writeKept(kept);
  say(t(message.phase === "gathering" ? "table.connected_guest" : "table.back_at_table"));
  if (kept.pending && link.open) link.send(kept.pending);  // sent while the link was down
}

// The words the host sends for this game's board (as the engine's `words` gives them): only
// those, never any other of the page's words (some of which are markup).
function boardWords(words, language) {
  if (!words || typeof words !== "object" || !LANGUAGES.includes(language)) return;
  const game = invitation.game;
  addWords(Object.fromEntries(Object.entries(words).filter(([key, template]) =>
    (key.startsWith(`${game}.board.`) || key.startsWith(`term.${game}.`))
    && (typeof template === "string" || (Array.isArray(template) && template.every((x) => typeof x === "string"))))),
  language);
}

// A fresh share for this round of the seed's drawing, committed to.
async function commit(round) {
  const { share, commitment } = await freshShare();
  Object.assign(kept, { round, share, commitment, commits: null });
  writeKept(kept);
  link.send({ type: "commitment", round, value: commitment });
}

// Every device's commitment, the host's among them: this device's share goes to the host alone.
function reveal({ round, parties }) {
  const list = Array.isArray(parties) ? parties : [];
  const mine = list.find((party) => party.seat === invitation.seat);
  const host = list[0];
  const sound = round === kept.round && host && host.seat === null && COMMITMENT.test(String(host.commitment))
    && list.every((party) => COMMITMENT.test(String(party.commitment)));
  if (!sound || !mine || mine.commitment !== kept.commitment) { say(t("table.commit_lost"), "error"); return; }
  kept.commits = list.map(({ seat, commitment }) => ({ seat, commitment }));
  writeKept(kept);
  say(t("table.revealing"));
  link.send({ type: "reveal", round, value: kept.share });
}

async function showView(view) {
  await keepView(kept, view, lang());
  writeKept(kept);
  if (!playing) {
    playing = true;
    app.enterGame(view, { play: send, viewAt: look });
    for (const id of ["#export", "#share", "#new-game", "#undo", "#to-lobby"]) {
      const node = document.querySelector(id);
      if (node) node.hidden = true;
    }
    const load = document.querySelector("#import-game");
    if (load) load.closest("label").hidden = true;
  } else app.advance(view);
  if (view.over) letSleep();
  showNote();
}

// The guest's action, numbered for the seat and the whole game; kept until the host answers it,
// sent again once the link is back.
function send(action) {
  kept.seq += 1;
  kept.pending = { type: "act", seq: kept.seq, step: kept.view ? kept.view.step : null, action };
  writeKept(kept);
  lastSent = kept.pending;
  if (link && link.open) link.send(kept.pending);
}

function answered(message) {
  const pending = kept.pending;
  if (pending && pending.seq === message.seq) {
    if (message.type === "ack" && !message.again) kept.moves.push([pending.step, pending.action]);
    kept.pending = null;
    writeKept(kept);
  }
  if (message.type === "refused") app.notify(message.error);
}

// The seat's view after `at` steps, from the host (this page has no engine), or null.
function look(at) {
  if (!link || !link.open) return Promise.resolve(null);
  return new Promise((resolve) => {
    looks.set(at, resolve);
    link.send({ type: "look", at });
    setTimeout(() => { if (looks.get(at) === resolve) { looks.delete(at); resolve(null); } }, LOOK_MS);
  });
}

// The page speaks another language: the host sends the board's words and the view in it.
export function relang(code) {
  if (link && link.open) link.send({ type: "lang", lang: code });
}

// The game is over and the host sent every share and the record: checked here with the engine.
async function checkFairness() {
  kept.verdict = { checking: true };
  showNote();
  app.cacheSite();
  const parties = kept.record.parties.map((party) => ({
    who: partyName(party, names), commitment: party.commitment, share: party.share }));
  const reply = await app.verify({
    cmd: "verify", save: kept.record.save, parties, seat: invitation.seat, saw: kept.saw, moves: kept.moves,
    committed: kept.commits ? kept.commits.map((party) => party.commitment) : null });
  kept.verdict = reply.ok ? { fair: reply.fair, text: reply.text }
    : { fair: false, text: t("table.verdict_failed", { reason: reply.error }) };
  writeKept(kept);
  showNote();
}

function lost() {
  document.body.dataset.table = "lost";
  app.notify(t("table.lost"));
  say(t("table.lost"), "error");
  showNote();
}

// Beside the game: the seat, what this device knows, the seed's commitments (and once the game
// is over, the shares, the seed and the check), the screen lock, and, with the link down, where
// to take the fresh invitation.
function showNote() {
  const tools = document.querySelector(".side-column");
  if (!tools || !playing) return;
  let note = document.querySelector("#table-guest-note");
  if (!note) {
    note = el("section", { id: "table-guest-note", class: "panel table-panel" });
    tools.prepend(note);
  }
  const record = kept.record;
  const down = document.body.dataset.table === "lost";
  note.replaceChildren(...[
    el("h2", {}, t("table.guest_title_seat", { name: invitation.name })),
    el("p", { class: "table-note" }, t("table.guest_knows")),
    down ? el("p", { class: "table-error" }, t("table.lost")) : null,
    down ? joinBox() : null,
    seedNote(record ? record.parties : kept.commits, names, record ? record.save.seed : null),
    kept.verdict && !kept.commits ? el("p", { class: "muted" }, t("table.verdict_late")) : null,
    verdictNote(kept.verdict),
    awake && !(kept.view && kept.view.over) ? awakeNote(...awake) : null].filter(Boolean));
}

// A page opened with a reply link (a QR code scanned on the host's own device): the reply goes
// to the table's page in this browser, which takes it as if pasted.
export async function relayReply(code) {
  if ("BroadcastChannel" in window) new BroadcastChannel("ludi-table").postMessage(code);
  return t("table.reply_relayed");
}
