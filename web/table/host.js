// The host's side of a table across devices. The host's page runs the engine as always; each
// remote seat is a guest's page linked by WebRTC, which gets only its own seat's view after
// every change and sends its actions, which the engine checks like any other.
//
// The table (its id, remote seats, seed derivation, the last action number of each seat) is
// kept beside the autosave, so a host that reloads reopens it with fresh invitations.
import { decodeCode, encodeCode, randomHex } from "./codes.js";
import { offer, STUN_SERVER } from "./peer.js";
import { checkDerivation, commitmentOf, contribution } from "./seed.js";
import { addStyles, codeBox, codeInput, derivationNote } from "./ui.js";
import { el } from "../dom.js";
import { t } from "../i18n.js";

const TABLE_KEY = "ludi.table";
const COMMITMENT = /^[0-9a-f]{64}$/;

let app = null;     // the page's hooks (see page/seating.js)
let table = null;   // the stored table, or null
let phase = null;   // null (no live table), "gathering" (before the game), "playing"
let seats = new Map();  // remote seat → {nonce, code, pending, link, commitment, reveal}
let own = null;     // the host's {value, commitment} while gathering
let start = null;   // the start request and speed, while gathering
let queue = Promise.resolve();  // guests' actions, one at a time
let panel = null;

function readTable() {
  try { return JSON.parse(localStorage.getItem(TABLE_KEY)); } catch { return null; }
}

function storeTable() {
  if (table) localStorage.setItem(TABLE_KEY, JSON.stringify(table));
  else localStorage.removeItem(TABLE_KEY);
}

function nameOf(seat) { return table.names[seat]; }

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
            stun: Boolean(stun), seed: null, derivation: null, lastSeq: {} };
  phase = "gathering";
  start = { request, speed };
  own = { value: contribution() };
  own.commitment = await commitmentOf(own.value);
  for (const seat of remote) await invite(seat);
  showPanel(document.querySelector("#setup"), "after");
  document.querySelector("#setup").hidden = true;
}

// A fresh invitation for `seat`: a new connection offer, whose code replaces any older one.
async function invite(seat) {
  const old = seats.get(seat);
  if (old && old.pending) old.pending.close();
  const entry = { nonce: randomHex(6), link: null, commitment: null, reveal: null };
  seats.set(seat, entry);
  entry.pending = await offer(table.stun);
  entry.code = await encodeCode("invite", {
    table: table.id, seat, nonce: entry.nonce, sdp: entry.pending.sdp, stun: table.stun,
    game: table.game, name: nameOf(seat) });
  render();
}

// A reply pasted or scanned: the error text, or null once the seat's guest is connected.
async function takeReply(text) {
  if (!phase) return t("table.no_table");
  let reply;
  try { reply = await decodeCode(text, "reply"); } catch (problem) { return problem.message; }
  if (reply.table !== table.id) return t("table.other_table");
  const entry = seats.get(reply.seat);
  if (!table.remote.includes(reply.seat) || !entry) return t("table.not_remote_seat", { seat: reply.seat + 1 });
  if (entry.link && entry.link.open) return t("table.seat_held", { name: nameOf(reply.seat) });
  if (reply.nonce !== entry.nonce || !entry.pending) return t("table.stale_reply", { name: nameOf(reply.seat) });
  const pending = entry.pending;
  entry.pending = null;
  let link;
  try {
    link = await pending.accept(reply.sdp);
  } catch (problem) {
    await invite(reply.seat);
    return t("table.connect_failed", { problem: problem.message });
  }
  entry.link = link;
  link.onmessage = (message) => hear(reply.seat, entry, message);
  link.onclose = () => dropped(reply.seat, entry);
  render();
  if (phase === "playing") greet(reply.seat, entry);  // not only on its hello: a rejoin never waits
  return null;
}

async function dropped(seat, entry) {
  if (seats.get(seat) !== entry || !phase) return;
  if (phase === "gathering") await restartSeedExchange();
  await invite(seat);
  if (app.current()) app.notify(t("table.guest_left", { name: nameOf(seat) }), "info");
}

// A guest who leaves before the seed is drawn takes its commitment along: everybody commits
// afresh, so no reveal seen so far can steer the new seed.
async function restartSeedExchange() {
  own = { value: contribution() };
  own.commitment = await commitmentOf(own.value);
  for (const entry of seats.values()) {
    entry.commitment = entry.reveal = null;
    if (entry.link) entry.link.send({ type: "recommit" });
  }
}

function hear(seat, entry, message) {
  if (message.type === "hello") {
    if (phase === "playing") greet(seat, entry);
    else if (COMMITMENT.test(message.commitment || "")) {
      entry.commitment = message.commitment;
      entry.reveal = null;
      render();
      allCommitted();
    }
  } else if (message.type === "reveal" && phase === "gathering") {
    revealed(seat, entry, message.value);
  } else if (message.type === "act" && phase === "playing") {
    queue = queue.then(() => act(seat, entry, message)).catch(() => {});
  }
}

// A guest at a game under way: the seed's derivation, then its seat's view.
function greet(seat, entry) {
  entry.link.send({ type: "welcome", seat, derivation: table.derivation });
  sendView(seat);
}

function parties() {
  return [{ who: t("table.host"), commitment: own.commitment, reveal: own.value },
          ...table.remote.map((seat) => ({ who: nameOf(seat), seat, commitment: seats.get(seat).commitment,
                                           reveal: seats.get(seat).reveal }))];
}

function allCommitted() {
  const entries = table.remote.map((seat) => seats.get(seat));
  if (!entries.every((e) => e.link && e.link.open && e.commitment)) return;
  const commitments = parties().map(({ who, seat, commitment }) => ({ who, seat, commitment }));
  for (const entry of entries) entry.link.send({ type: "commits", parties: commitments });
}

async function revealed(seat, entry, value) {
  if (!entry.commitment || await commitmentOf(String(value)) !== entry.commitment) {
    app.notify(t("table.bad_reveal", { name: nameOf(seat) }));
    entry.link.close();
    return;
  }
  entry.reveal = value;
  const all = parties();
  if (!all.every((party) => party.reveal)) return;
  const derivation = await checkDerivation(all);
  for (const other of seats.values()) other.link.send({ type: "reveals", parties: all, seed: derivation.seed });
  table.derivation = derivation;
  table.seed = derivation.seed;
  phase = "playing";
  storeTable();
  const { request, speed } = start;
  start = null;
  await app.startGame({ ...request, seed: derivation.seed }, speed);
}

// A guest's action: applied once (its number is new), only on its own turn at the step it saw.
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

async function sendView(seat) {
  const entry = seats.get(seat);
  if (!entry || !entry.link || !entry.link.open || !app.current()) return;
  const reply = await app.call({ cmd: "view", seat });
  // Only the host's page takes a move back (its own seats'): a guest's view offers no undo.
  if (reply.ok) entry.link.send({ type: "view", view: { ...reply.view, can_undo: false } });
}

// --- hooks the page calls ------------------------------------------------------------------

// A game is on screen: the live table's own, a saved table's (reopened: fresh invitations for
// every remote seat), or no table's (any stored table is forgotten).
export async function entered(payload) {
  if (phase === "playing") return;
  const stored = table || readTable();
  const same = stored && stored.game === payload.game && stored.seed !== null
    && String(stored.seed) === String(payload.seed)
    && stored.names.join("\n") === payload.seats.map((s) => s.name).join("\n");
  if (!same) { close(); table = null; storeTable(); return; }
  table = stored;
  phase = "playing";
  for (const seat of table.remote) await invite(seat);
  app.notify(t("table.reopened"), "info", payload.step);
}

// After every change of the game: each connected guest gets its seat's view.
export function changed() {
  if (phase !== "playing") return;
  const side = document.querySelector(".side-column");
  if (!(panel && side && side.contains(panel))) render();  // not on every move: a reply being typed stays
  for (const seat of table.remote) sendView(seat);
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

function render() {
  if (!phase) return;
  const side = document.querySelector(".side-column");
  if (phase === "playing" && side && !(panel && side.contains(panel))) {
    showPanel(side, "prepend");  // the lobby's panel moves beside the game
    return;
  }
  if (!panel) return;
  const rows = table.remote.map((seat) => {
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
  });
  const waiting = table.remote.some((seat) => !(seats.get(seat) || {}).link);
  panel.replaceChildren(...[
    el("h2", { id: "table-title" }, t(phase === "gathering" ? "table.title" : "table.title_playing")),
    el("p", { class: "table-note" }, t("table.host_holds")),
    el("p", { class: "muted" }, table.stun ? t("table.stun_on", { server: STUN_SERVER }) : t("table.stun_off")),
    el("ul", { class: "table-seats" }, ...rows),
    waiting ? codeInput(t("table.reply_label"), takeReply) : null,
    derivationNote(table.derivation),
    phase === "gathering"
      ? el("div", { class: "row" }, el("button", { type: "button", id: "table-cancel", onclick: () => {
        close();
        table = readTable();
        document.querySelector("#setup").hidden = false;
      } }, t("table.cancel"))) : null].filter(Boolean));
}
