// The pieces both roles show: a code as a link, as text to copy and as a QR code; a box that
// takes a code by pasting or by the camera (the host's may keep the camera on); the "Join a
// table" box; the seed's commitments and shares; the fairness check's word; the screen lock.
import { codeIn, codeLink, decodeCode } from "./codes.js";
import { qrCanvas, scanQr, watchQr } from "./qr.js";
import { t } from "../i18n.js";
import { el } from "../dom.js";

// `code` as a link (`index.html#<name>=code`), a copyable code and a QR code of the link.
export function codeBox(name, code, label) {
  const link = codeLink(name, code);
  const text = el("textarea", { class: "table-code", rows: 3, readonly: true, "aria-label": label }, code);
  const copy = el("button", { type: "button", class: "table-copy", onclick: async () => {
    text.select();
    try { await navigator.clipboard.writeText(code); copy.textContent = t("table.copied"); }
    catch { document.execCommand("copy"); }
  } }, t("table.copy"));
  let qr;
  try { qr = qrCanvas(link, t("table.qr_of", { what: label })); }
  catch { qr = el("p", { class: "muted" }, t("table.qr_too_long")); }
  return el("div", { class: "table-codebox" },
    qr,
    el("div", { class: "table-codetext" },
      el("a", { class: "table-link", href: link, target: "_blank", rel: "noopener" }, t("table.open_link")),
      text, copy));
}

// A field, labelled by the word `labelId`, that takes a code (pasted, or read from a QR code by
// the camera) and hands it to `take`, which returns an error text or null; the error shows
// under the field. With `watch`, a switch keeps the camera on and hands it every code it reads,
// while the box is active (`box.setActive(false)` stops the camera and shows only the switch,
// `true` starts it again if the switch is on). Its words carry their ids, so a switch of
// language relabels them.
export function codeInput(labelId, take, { watch = false } = {}) {
  const input = el("textarea", { class: "table-input", rows: 2, "aria-label": t(labelId), autocomplete: "off",
                                 dataset: { i18nAttr: `aria-label:${labelId}` } });
  const error = el("p", { class: "table-error", role: "alert", hidden: true });
  const camera = el("div", { class: "table-camera-host" });
  const say = (text) => { error.textContent = text || ""; error.hidden = !text; };
  const submit = async (text) => {
    go.disabled = true;
    try { say(await take(text)); } finally { go.disabled = false; }
    if (error.hidden) input.value = "";
  };
  const go = el("button", { type: "button", class: "primary table-go", onclick: () => submit(input.value),
                            dataset: { i18n: "table.connect" } }, t("table.connect"));
  const scan = el("button", { type: "button", class: "table-scan", onclick: async () => {
    say(null);
    try { const text = await scanQr(camera); input.value = text; await submit(text); }
    catch (problem) { say(t("table.scan_failed", { problem: problem.message })); }
  }, dataset: { i18n: "table.scan" } }, t("table.scan"));
  const box = el("div", { class: "table-inputbox" },
    el("label", { class: "field" }, el("span", { dataset: { i18n: labelId } }, t(labelId)), input),
    el("div", { class: "row" }, go, scan), camera, error);
  if (watch) {
    let active = true;
    let running = null;  // the AbortController of the camera kept on
    const toggle = el("input", { type: "checkbox", class: "table-watch" });
    const start = () => {
      if (running || !toggle.checked || !active) return;
      const mine = running = new AbortController();
      say(null);
      watchQr(camera, (text) => { input.value = text; return submit(text); }, mine.signal)
        .catch((problem) => { say(t("table.scan_failed", { problem: problem.message })); toggle.checked = false; })
        .finally(() => { if (running === mine) running = null; });
    };
    const stop = () => { if (running) running.abort(); running = null; };
    toggle.addEventListener("change", () => (toggle.checked ? start() : stop()));
    box.prepend(el("div", { class: "table-watch-row" }, el("label", { class: "field check table-watch-label" },
      toggle, " ", el("span", { dataset: { i18n: "table.watch" } }, t("table.watch")))));
    box.setActive = (on) => {
      active = on;
      box.dataset.idle = on ? "" : "1";
      if (on) start(); else stop();
    };
  }
  return box;
}

// "Join a table": an invitation's code or link, checked here, then opened as a guest's page.
export function joinBox() {
  return el("section", { class: "panel table-join", "aria-labelledby": "table-join-title" },
    el("h2", { id: "table-join-title", dataset: { i18n: "table.join_title" } }, t("table.join_title")),
    el("p", { class: "muted", dataset: { i18n: "table.join_how" } }, t("table.join_how")),
    codeInput("table.join_label", async (text) => {
      try { await decodeCode(text, "invite"); } catch (problem) { return problem.message; }
      openInvitation(codeIn(text));
      return null;
    }));
}

// This page becomes the guest's page of the invitation `code`: a fresh start, without the engine.
export function openInvitation(code) {
  history.replaceState(null, "", codeLink("table", code));
  location.reload();
}

// Who a party of the seed is: the host, or the seat's name.
export function partyName(party, names) {
  return party.seat === null || party.seat === undefined ? t("table.host") : names[party.seat];
}

// The seed's parties: each device's commitment; once the game is over, its share and the seed.
export function seedNote(parties, names, seed = null) {
  if (!parties) return null;
  const short = (hex) => hex.slice(0, 12) + "…";
  return el("details", { class: "table-derivation" },
    el("summary", {}, seed ? t("table.seed_summary", { seed }) : t("table.seed_summary_hidden")),
    el("p", { class: "muted" }, t("table.seed_how")),
    el("ul", {}, ...parties.map((party) => el("li", {}, party.share
      ? t("table.seed_party", { who: partyName(party, names), commitment: short(party.commitment), reveal: party.share })
      : t("table.seed_party_hidden", { who: partyName(party, names), commitment: short(party.commitment) })))));
}

// The word of the fairness check once the game is over: checking, fair, or what was not.
export function verdictNote(verdict) {
  if (!verdict) return null;
  const state = verdict.checking ? "checking" : verdict.fair ? "fair" : "unfair";
  return el("p", { id: "table-verdict", class: state === "unfair" ? "table-error" : "table-note",
                   role: "status", dataset: { verdict: state } },
    verdict.checking ? t("table.verdict_checking") : verdict.text);
}

// Whether the screen stays on (awake.js), in a line beside the table.
export function awakeNote(state, reason) {
  if (!state) return null;
  const text = state === "held" ? t("table.awake_held")
    : state === "unavailable" ? t("table.awake_unavailable") : t("table.awake_refused", { reason: reason || "" });
  return el("p", { id: "table-awake", class: "muted", dataset: { awake: state } }, text);
}

export function addStyles() {
  if (document.querySelector("link[data-table-css]")) return;
  document.head.append(el("link", { rel: "stylesheet", href: new URL("./table.css", import.meta.url).href,
                                    dataset: { tableCss: "" } }));
}
