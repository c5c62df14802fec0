// A guest's page: opened with an invitation (`index.html#table=<code>`), it answers with a
// reply code, then shows the view of its own seat that the host's page sends, and sends its
// own actions, each numbered so that one sent again after a drop is applied once.
import { decodeCode, encodeCode, randomHex } from "./codes.js";
import { answer } from "./peer.js";
import { checkDerivation, commitmentOf, contribution } from "./seed.js";
import { addStyles, codeBox, derivationNote } from "./ui.js";
import { el } from "../dom.js";
import { t } from "../i18n.js";

let app = null;
let panel = null;
let invitation = null;
let link = null;
let own = null;        // {value, commitment} while the seed is drawn
let derivation = null;
let lastView = null;
let playing = false;
let lastSent = null;

const store = sessionStorage;  // per tab: a reload keeps it, another tab is another device
const key = (name) => `ludi.table.${invitation.table}.${invitation.seat}.${name}`;

function deviceId() {
  let id = localStorage.getItem("ludi.device");
  if (!id) localStorage.setItem("ludi.device", id = randomHex(8));
  return id;
}

function say(text, kind = "muted") {
  const line = panel && panel.querySelector("#table-guest-status");
  if (line) { line.textContent = text; line.className = kind === "error" ? "table-error" : "muted"; }
}

// Opens the guest's side for the invitation in `code`; a refused code shows why and goes no
// further (nothing is stored, nothing is sent).
export async function join(code, hooks) {
  app = hooks;
  addStyles();
  // Tests and the curious: the checked seed, and the last action sent again (as after a drop).
  window.ludiTable = { role: "guest", derivation: () => derivation,
                       sendAgain: () => lastSent && link && link.send(lastSent) };
  panel = el("section", { id: "table-panel", class: "panel table-panel" },
    el("h2", { id: "table-title" }, t("table.guest_title")),
    el("p", { class: "table-note" }, t("table.host_holds")),
    el("p", { id: "table-guest-status", class: "muted", role: "status" }));
  app.showPanel(panel);
  try {
    invitation = await decodeCode(code, "invite");
  } catch (problem) {
    say(problem.message, "error");
    document.body.dataset.table = "refused";
    return;
  }
  panel.querySelector("#table-title").textContent = t("table.guest_title_seat", { name: invitation.name || "" });
  if (invitation.stun) panel.append(el("p", { class: "muted" }, t("table.stun_guest")));
  const side = await answer(invitation.sdp, invitation.stun);
  const reply = await encodeCode("reply", { table: invitation.table, seat: invitation.seat, nonce: invitation.nonce,
                                            sdp: side.sdp, device: deviceId() });
  panel.append(el("p", {}, t("table.reply_how")), codeBox("reply", reply, t("table.reply_code")));
  say(t("table.waiting_host"));
  document.body.dataset.table = "answered";
  link = await side.link;
  link.onmessage = hear;
  link.onclose = lost;
  document.body.dataset.table = "connected";
  say(t("table.connected_guest"));
  await hello();
}

async function hello() {
  own = { value: contribution() };
  own.commitment = await commitmentOf(own.value);
  link.send({ type: "hello", commitment: own.commitment });
}

async function hear(message) {
  if (message.type === "recommit") await hello();
  else if (message.type === "commits") {
    const mine = (message.parties || []).find((p) => p.seat === invitation.seat);
    if (!mine || mine.commitment !== own.commitment) { say(t("table.commit_lost"), "error"); return; }
    store.setItem(key("commits"), JSON.stringify(message.parties));
    say(t("table.revealing"));
    link.send({ type: "reveal", value: own.value });
  } else if (message.type === "reveals") {
    await checkSeed(message.parties, message.seed, JSON.parse(store.getItem(key("commits")) || "null"));
  } else if (message.type === "welcome") {
    const known = JSON.parse(store.getItem(key("derivation")) || "null");
    const shown = message.derivation;
    if (shown) await checkSeed(shown.parties, shown.seed, known ? known.parties : null);
    resend();
  } else if (message.type === "view" && message.view) {
    await showView(message.view);
  } else if (message.type === "ack") {
    if (pending() && pending().seq === message.seq) store.removeItem(key("pending"));
  } else if (message.type === "refused") {
    if (pending() && pending().seq === message.seq) store.removeItem(key("pending"));
    app.notify(message.error);
  }
}

// Every reveal checked against the commitment sent before anyone revealed (`commitments`, when
// this page saw them) and the seed computed again here.
async function checkSeed(parties, seed, commitments) {
  try {
    if (!Array.isArray(parties)) throw new Error("seed");
    if (commitments) {
      parties.forEach((party, i) => {
        if (!commitments[i] || commitments[i].commitment !== party.commitment) throw new Error(party.who);
      });
    }
    derivation = await checkDerivation(parties, seed);
  } catch (problem) {
    derivation = null;
    say(t("table.seed_refused", { who: problem.message }), "error");
    app.notify(t("table.seed_refused", { who: problem.message }));
    return;
  }
  store.setItem(key("derivation"), JSON.stringify(derivation));
  say(t("table.seed_checked", { seed: derivation.seed }));
  showNote();
}

function showNote() {
  const tools = document.querySelector(".side-column");
  if (!tools) return;
  let note = document.querySelector("#table-guest-note");
  if (!note) {
    note = el("section", { id: "table-guest-note", class: "panel table-panel" });
    tools.prepend(note);
  }
  note.replaceChildren(...[
    el("h2", {}, t("table.guest_title_seat", { name: invitation.name || "" })),
    el("p", { class: "table-note" }, t("table.host_holds")),
    derivationNote(derivation)].filter(Boolean));
}

async function showView(view) {
  lastView = view;
  if (!playing) {
    playing = true;
    await app.loadGameWords(view.game);
    app.enterGame(view, send);
    for (const id of ["#export", "#share", "#new-game", "#undo", "#to-lobby"]) {
      const node = document.querySelector(id);
      if (node) node.hidden = true;
    }
    const load = document.querySelector("#import-game");
    if (load) load.closest("label").hidden = true;
    showNote();
  } else app.advance(view);
}

function pending() { return JSON.parse(store.getItem(key("pending")) || "null"); }

// The guest's action, numbered; kept until the host acknowledges it, sent again after a rejoin.
function send(action) {
  const seq = Number(store.getItem(key("seq")) || "0") + 1;
  store.setItem(key("seq"), String(seq));
  const message = { type: "act", seq, step: lastView ? lastView.step : null, action };
  store.setItem(key("pending"), JSON.stringify(message));
  lastSent = message;
  link.send(message);
}

function resend() {
  const message = pending();
  if (message && link && link.open) link.send(message);
}

function lost() {
  document.body.dataset.table = "lost";
  app.notify(t("table.lost"));
  say(t("table.lost"), "error");
}

// A page opened with a reply link (a QR code scanned on the host's own device): the reply goes
// to the table's page in this browser, which takes it as if pasted.
export async function relayReply(code) {
  if ("BroadcastChannel" in window) new BroadcastChannel("ludi-table").postMessage(code);
  return t("table.reply_relayed");
}
