// The host's side of a table across devices. The host's page runs the engine as always; each
// remote seat is a guest's page linked by WebRTC, which gets only its own seat's view after
// every change (in its own language) and sends its actions, which the engine checks like any
// other. The host's page holds the game: it knows every hand, and the seed.
//
// The seed is drawn together (seed.js): the host commits to its share first; each guest commits
// to its own; once all have, the host sends every guest all the commitments, and each guest
// reveals its share to the host alone. The host's own share stays here until the game is over,
// so no guest can compute the seed while it plays. Then every guest gets all the shares and the
// whole record, and every device, this one too, checks the dice and draws (engine `verify`).
//
// The table (its id, remote seats, the seed's parties with every share, the last move number of
// each seat, the invitations made: [nonce, seat]) is kept beside the autosave, so a host that reloads reopens
// it with fresh invitations.
import { keepAwake, letSleep } from "./awake.js";
import { buildRefusal, thisBuild } from "./build.js";
import { decodeCode, encodeCode, randomHex } from "./codes.js";
import { offer, STUN_SERVER } from "./peer.js";
import { COMMITMENT, commitmentOf, freshShare, isShare, seedOf } from "./seed.js";
import { addStyles, awakeNote, codeBox, codeInput, partyName, seedNote, verdictNote } from "./ui.js";
import { el } from "../dom.js";
import { LANGUAGES, t } from "../i18n.js";

const TABLE_KEY = "ludi.table";
const NONCES_KEPT = 40;  // invitations remembered, so that a reply to an old one is named so

let app = null;     // the page's hooks (see page/seating.js)
let table = null;   // the stored table, or null
let phase = null;   // null (no live table), "gathering" (before the game), "playing"
let seats = new Map();  // remote seat → {nonce, code, pending, link, lang, commitment, share}
let own = null;     // the host's {share, commitment} while gathering
let commitsSent = false;  // this round's commitments went to the guests
let start = null;   // the start request and speed, while gathering
let queue = Promise.resolve();  // guests' actions, one at a time
let panel = null;
let replyBox = null;  // the reply field, made once per table: its camera may stay on
let awake = null;     // [state, reason] of the screen lock

function readTable() {
  try { return JSON.parse(localStorage.getItem(TABLE_KEY)); } catch { return null; }
}

function storeTable() {
  if (table) localStorage.setItem(TABLE_KEY, JSON.stringify(table));
  else localStorage.removeItem(TABLE_KEY);
}

function nameOf(seat) { return table.names[seat] || String(seat + 1); }

export function init(hooks) {
  app = hooks;
  table = readTable();
  addStyles();
  const more = document.querySelector("#setup details.more");
  if (more && !document.querySelector("#table-stun")) {
    more.append(el("label", { class: "field check" },
      el("input", { type: "checkbox", id: "table-stun" }), " ", t("table.stun_option", { server: STUN_SERVER })));
  }
  // A reply link opened in another tab of this browser (a scanned QR code) comes here.
  if ("BroadcastChannel" in window) {
    new BroadcastChannel("ludi-table").onmessage = (event) => {
      if (phase && typeof event.data === "string") takeReply(event.data).then((error) => error && app.notify(error));
    };
  }
}

export function isRemote(seat) {
  return Boolean(table && phase && table.remote.includes(seat));
}

// Opens a table for `request` (a start request whose `remote` seats sit on other devices):
// invitations first, then the seed drawn together, then the game starts.
export async function open(request, speed, remote, stun) {
  close();
  table = { id: randomHex(8), game: request.game, names: request.seats.map((s) => s.name), remote,
            stun: Boolean(stun), seed: null, parties: null, round: 1, restarts: [], invitations: [],
            lastSeq: {}, over: false, verdict: null };
  phase = "gathering";
  start = { request, speed };
  own = await freshShare();
  commitsSent = false;
  seated();
  showPanel(document.querySelector("#setup"), "after");
  document.querySelector("#setup").hidden = true;
  await Promise.all(remote.map(invite));
}

// A table is live on this page: the screen stays on.
function seated() {
  awake = null;
  keepAwake((state, reason) => { awake = [state, reason]; render(); });
}

// A fresh invitation for `seat`: a new connection offer, whose code replaces any older one.
async function invite(seat) {
  const old = seats.get(seat);
  if (old && old.pending) old.pending.close();
  const entry = { nonce: randomHex(6), code: null, pending: null, link: null, lang: "en",
                  commitment: null, share: null, greeted: false };
  seats.set(seat, entry);
  table.invitations = [...table.invitations.slice(1 - NONCES_KEPT), [entry.nonce, seat]];
  if (phase === "playing") storeTable();
  render();
  const pending = await offer(table.stun);
  if (seats.get(seat) !== entry || !phase) { pending.close(); return; }  // replaced meanwhile
  entry.pending = pending;
  entry.code = await encodeCode("invite", {
    table: table.id, seat, nonce: entry.nonce, sdp: pending.sdp, stun: table.stun,
    game: table.game, name: nameOf(seat), build: await thisBuild() });
  render();
}

// A reply pasted or scanned: the error text, or null once the seat's guest is connected.
async function takeReply(text) {
  if (!phase) return t("table.no_table");
  let reply;
  try { reply = await decodeCode(text, "reply"); } catch (problem) { return problem.message; }
  if (reply.table !== table.id) return t("table.other_table");
  if (!table.remote.includes(reply.seat)) return t("table.not_remote_seat", { seat: reply.seat + 1 });
  const refusal = buildRefusal(reply.build, await thisBuild(), "host", nameOf(reply.seat));
  if (refusal) return refusal.text;
  const madeFor = (table.invitations.find(([nonce]) => nonce === reply.nonce) || [])[1];
  if (madeFor === undefined) return t("table.unknown_reply", { name: nameOf(reply.seat) });
  if (madeFor !== reply.seat) {
    return t("table.reply_relabelled", { name: nameOf(madeFor), seat: reply.seat + 1, other: nameOf(reply.seat) });
  }
  const entry = seats.get(reply.seat);
  if (entry.link && entry.link.open) return t("table.seat_held", { name: nameOf(reply.seat) });
  if (reply.nonce !== entry.nonce || !entry.pending) return t("table.stale_reply", { name: nameOf(reply.seat) });
  const pending = entry.pending;
  entry.pending = null;
  let link;
  try {
    link = await pending.accept(reply.sdp);
  } catch (problem) {
    if (seats.get(reply.seat) === entry) await invite(reply.seat);
    return t("table.connect_failed", { problem: problem.message });
  }
  if (seats.get(reply.seat) !== entry || !phase) { link.close(); return null; }
  entry.link = link;
  link.onmessage = (message) => hear(reply.seat, entry, message);
  link.onclose = () => dropped(reply.seat, entry);
  render();
  return null;
}

async function dropped(seat, entry) {
  if (seats.get(seat) !== entry || !phase) return;
  if (phase === "gathering") await restartSeedExchange(seat);
  await invite(seat);
  if (app.current()) app.notify(t("table.guest_left", { name: nameOf(seat) }), "info");
}

// A guest who leaves after the commitments went out, before the seed is drawn, takes its
// share along: everybody commits afresh, so no share revealed so far can steer the new seed.
// Every guest is told, since a host could otherwise draw again until a seed pleased it.
async function restartSeedExchange(left) {
  const entry = seats.get(left);
  if (entry) entry.commitment = entry.share = null;
  if (!commitsSent) return;  // nobody has seen a commitment yet: the others' stand
  own = await freshShare();
  commitsSent = false;
  table.round += 1;
  table.restarts.push({ round: table.round, seat: left });
  for (const other of seats.values()) {
    other.commitment = other.share = null;
    if (other.link && other.link.open) {
      other.link.send({ type: "recommit", round: table.round, left, restarts: table.restarts });
    }
  }
  render();
}

function hear(seat, entry, message) {
  if (message.type === "hello") greet(seat, entry, message);
  else if (message.type === "commitment") committed(entry, message);
  else if (message.type === "reveal") revealed(seat, entry, message);
  else if (message.type === "act" && phase === "playing") {
    queue = queue.then(() => act(seat, entry, message)).catch(() => {});
  } else if (message.type === "look" && phase === "playing") look(seat, entry, message);
  else if (message.type === "lang") relang(seat, entry, message);
}

// A guest's page at the table: the table as it stands, and the words its seat's board draws in
// the guest's language (its page has no engine); then its part in drawing the seed, or its view.
async function greet(seat, entry, { lang }) {
  if (entry.greeted) return;  // a hello said again, as a guest does until it is answered (guest.js)
  entry.greeted = true;
  entry.lang = LANGUAGES.includes(lang) ? lang : "en";
  const words = await app.call({ cmd: "words", game: table.game, lang: entry.lang });
  if (!entry.link.open) return;
  entry.link.send({ type: "welcome", seat, game: table.game, names: table.names, phase,
                    round: table.round, restarts: table.restarts, lastSeq: table.lastSeq[seat] || 0,
                    lang: entry.lang, words: words.ok ? words.words : {} });
  if (phase === "gathering") entry.link.send({ type: "commit", round: table.round });
  else {
    await sendView(seat);
    if (table.over) await sendRecord(seat);
  }
}

async function relang(seat, entry, { lang }) {
  if (!LANGUAGES.includes(lang)) return;
  entry.lang = lang;
  const words = await app.call({ cmd: "words", game: table.game, lang });
  if (words.ok && entry.link.open) entry.link.send({ type: "words", lang, words: words.words });
  await sendView(seat);
}

function committed(entry, { round, value }) {
  if (phase !== "gathering" || round !== table.round || !COMMITMENT.test(String(value))) return;
  entry.commitment = value;
  entry.share = null;
  render();
  const entries = table.remote.map((seat) => seats.get(seat));
  if (!entries.every((e) => e && e.link && e.link.open && e.commitment)) return;
  const parties = [{ seat: null, commitment: own.commitment },
                   ...table.remote.map((seat) => ({ seat, commitment: seats.get(seat).commitment }))];
  commitsSent = true;
  for (const e of entries) e.link.send({ type: "commits", round: table.round, parties });
}

async function revealed(seat, entry, { round, value }) {
  if (phase !== "gathering" || round !== table.round || !entry.commitment || entry.share) return;
  if (!isShare(value) || await commitmentOf(value) !== entry.commitment) {
    app.notify(t("table.bad_reveal", { name: nameOf(seat) }));
    entry.link.close();
    return;
  }
  if (round !== table.round) return;  // the exchange started again meanwhile
  entry.share = value;
  const parties = [{ seat: null, ...own },
                   ...table.remote.map((s) => ({ seat: s, commitment: seats.get(s).commitment,
                                                 share: seats.get(s).share }))];
  if (!parties.every((party) => party.share)) return;
  table.parties = parties;
  table.seed = await seedOf(parties.map((party) => party.share));
  phase = "playing";
  own = null;
  storeTable();
  const { request, speed } = start;
  start = null;
  await app.startGame({ ...request, seed: table.seed, secret_seed: true }, speed);
}

// A guest's action: applied once (its number is new for the seat), only on its own turn at the
// step it saw; a number already seen is answered with the seat's view as it is now.
async function act(seat, entry, { seq, step, action }) {
  if (!Number.isInteger(seq)) return;
  const last = table.lastSeq[seat] || 0;
  if (seq <= last) {
    entry.link.send({ type: "ack", seq, again: true });
    await sendView(seat);
    return;
  }
  table.lastSeq[seat] = seq;
  storeTable();
  const game = app.current();
  const payload = game && game.payload;
  if (!payload || payload.over || payload.current !== seat || payload.next !== "human" || payload.step !== step) {
    entry.link.send({ type: "refused", seq, error: t("table.not_now") });
    await sendView(seat);
    return;
  }
  const reply = await app.playFor(seat, action);
  if (reply.ok) entry.link.send({ type: "ack", seq });
  else {
    entry.link.send({ type: "refused", seq, error: reply.error });
    await sendView(seat);
  }
}

// A guest looks back at the game after `at` steps: its own seat's view then.
async function look(seat, entry, { at }) {
  const reply = await app.call({ cmd: "view", seat, at, lang: entry.lang });
  if (entry.link.open) entry.link.send({ type: "seen", at, view: reply.ok ? { ...reply.view, can_undo: false } : null });
}

async function sendView(seat) {
  const entry = seats.get(seat);
  if (!entry || !entry.link || !entry.link.open || !app.current()) return;
  const reply = await app.call({ cmd: "view", seat, lang: entry.lang });
  // Only the host's page takes a move back (its own seats'): a guest's view offers no undo.
  if (reply.ok && entry.link.open) entry.link.send({ type: "view", view: { ...reply.view, can_undo: false } });
}

// The game is over: every share and the whole record, for the guest to check the dice and draws.
async function sendRecord(seat) {
  const entry = seats.get(seat);
  const reply = await app.call({ cmd: "save" });
  if (reply.ok && entry && entry.link && entry.link.open) {
    entry.link.send({ type: "record", parties: table.parties, save: reply.save });
  }
}

// Once the game is over: the record to every guest, and this device's own check.
function finish() {
  table.over = true;
  storeTable();
  for (const seat of table.remote) sendRecord(seat);
  letSleep();
  checkFairness();
}

// This device's check of the finished game: every share, the seed, every draw.
async function checkFairness() {
  table.verdict = { checking: true };
  render();
  const save = await app.call({ cmd: "save" });
  const parties = table.parties.map((party) => ({ ...party, who: partyName(party, table.names) }));
  const reply = save.ok ? await app.call({ cmd: "verify", save: save.save, parties, committed: parties.map((p) => p.commitment) })
    : save;
  table.verdict = reply.ok ? { fair: reply.fair, text: reply.text }
    : { fair: false, text: t("table.verdict_failed", { reason: reply.error }) };
  storeTable();
  render();
}

// --- hooks the page calls ------------------------------------------------------------------

// A game is on screen: the live table's own, a saved table's (reopened: fresh invitations for
// every remote seat), or no table's (any stored table is forgotten).
export async function entered(payload) {
  if (phase === "playing") return;
  const stored = table || readTable();
  const save = app.saved();
  const same = stored && save && stored.seed !== null && stored.game === payload.game
    && String(save.seed) === String(stored.seed)
    && stored.names.join("\n") === payload.seats.map((s) => s.name).join("\n");
  if (!same) { close(); table = null; storeTable(); return; }
  table = stored;
  phase = "playing";
  if (!table.over) seated();
  else if (!table.verdict || table.verdict.checking) checkFairness();  // the page went meanwhile
  app.notify(t("table.reopened"), "info", payload.step);
  await Promise.all(table.remote.map(invite));
}

// After every change of the game: each connected guest gets its seat's view.
export function changed() {
  if (phase !== "playing") return;
  const side = document.querySelector(".side-column");
  if (!(panel && side && side.contains(panel))) render();  // not on every move: a reply being typed stays
  for (const seat of table.remote) sendView(seat);
  const game = app.current();
  if (game && game.payload && game.payload.over && !table.over) finish();
}

// The page leaves the game (to the lobby): the links close; the stored table stays, so that
// resuming the saved game reopens it.
export function close() {
  for (const entry of seats.values()) {
    if (entry.pending) entry.pending.close();
    if (entry.link) { entry.link.onclose = () => {}; entry.link.close(); }
  }
  seats = new Map();
  phase = null;
  start = null;
  own = null;
  if (replyBox && replyBox.setActive) replyBox.setActive(false);
  replyBox = null;
  letSleep();
  if (panel) panel.remove();
  panel = null;
}

// --- the panel ------------------------------------------------------------------------------

function showPanel(anchor, where) {
  panel = panel || el("section", { id: "table-panel", class: "panel table-panel", "aria-labelledby": "table-title" });
  if (where === "after") anchor.after(panel);
  else anchor.prepend(panel);
  render();
}

function seatRow(seat) {
  const entry = seats.get(seat) || {};
  const held = Boolean(entry.link && entry.link.open);
  const state = held ? "held" : entry.code ? "waiting" : "preparing";
  return el("li", { class: "table-seat", dataset: { tableSeat: seat, state } },
    el("h3", {}, nameOf(seat), " ", el("span", { class: "tag" }, t("table.state_" + state))),
    !held && entry.code
      ? [el("p", { class: "muted" }, t("table.invite_how", { name: nameOf(seat) })),
         codeBox("table", entry.code, t("table.invitation_for", { name: nameOf(seat) }))]
      : null,
    held && phase === "gathering"
      ? el("p", { class: "muted" }, t(entry.commitment ? "table.committed" : "table.connected")) : null);
}

function render() {
  if (!phase) return;
  const side = document.querySelector(".side-column");
  if (phase === "playing" && side && !(panel && side.contains(panel))) {
    showPanel(side, "prepend");  // the lobby's panel moves beside the game
    return;
  }
  if (!panel) return;
  const waiting = !table.over && table.remote.some((seat) => {
    const entry = seats.get(seat);
    return !(entry && entry.link && entry.link.open);
  });
  replyBox = replyBox || codeInput("table.reply_label", takeReply, { watch: true });
  replyBox.hidden = Boolean(table.over);
  replyBox.setActive(waiting);  // with every seat held, only the camera's switch shows
  // The shares stay off this screen until the game is over: a guest scanning an invitation
  // sees it.
  const parties = table.parties && (table.over ? table.parties
    : table.parties.map(({ seat, commitment }) => ({ seat, commitment })));
  panel.replaceChildren(...[
    el("h2", { id: "table-title" }, t(phase === "gathering" ? "table.title" : "table.title_playing")),
    el("p", { class: "table-note" }, t("table.host_knows")),
    el("p", { class: "muted" }, table.stun ? t("table.stun_on", { server: STUN_SERVER }) : t("table.stun_off")),
    table.restarts.length
      ? el("p", { class: "muted", id: "table-restarts" }, t("table.restarts", { count: table.restarts.length })) : null,
    el("ul", { class: "table-seats" }, ...table.remote.map(seatRow)),
    replyBox,
    seedNote(parties, table.names, table.over ? table.seed : null),
    verdictNote(table.verdict),
    awake && !table.over ? awakeNote(...awake) : null,
    phase === "gathering"
      ? el("div", { class: "row" }, el("button", { type: "button", id: "table-cancel", onclick: () => {
        close();
        table = readTable();
        document.querySelector("#setup").hidden = false;
      } }, t("table.cancel"))) : null].filter(Boolean));
}
