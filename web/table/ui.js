// The pieces both roles show: a code as a link, as text to copy and as a QR code; and a box
// that takes a code by pasting or by the camera.
import { codeLink } from "./codes.js";
import { qrCanvas, scanQr } from "./qr.js";
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

// A field that takes a code (pasted, or read from a QR code by the camera) and hands it to
// `take`, which returns an error text or null; the error shows under the field.
export function codeInput(label, take) {
  const input = el("textarea", { class: "table-input", rows: 2, "aria-label": label, autocomplete: "off" });
  const error = el("p", { class: "table-error", role: "alert", hidden: true });
  const camera = el("div", { class: "table-camera-host" });
  const say = (text) => { error.textContent = text || ""; error.hidden = !text; };
  const submit = async (text) => {
    go.disabled = true;
    try { say(await take(text)); } finally { go.disabled = false; }
    if (!error.hidden) return;
    input.value = "";
  };
  const go = el("button", { type: "button", class: "primary table-go", onclick: () => submit(input.value) },
    t("table.connect"));
  const scan = el("button", { type: "button", class: "table-scan", onclick: async () => {
    say(null);
    try { const text = await scanQr(camera); input.value = text; await submit(text); }
    catch (problem) { say(t("table.scan_failed", { problem: problem.message })); }
  } }, t("table.scan"));
  return el("div", { class: "table-inputbox" },
    el("label", { class: "field" }, label, input),
    el("div", { class: "row" }, go, scan), camera, error);
}

// The seed's derivation, for anyone to check: each party's commitment and reveal, the hash.
export function derivationNote(derivation) {
  if (!derivation) return null;
  const short = (hex) => hex.slice(0, 12) + "…";
  return el("details", { class: "table-derivation" },
    el("summary", {}, t("table.seed_summary", { seed: derivation.seed })),
    el("p", { class: "muted" }, t("table.seed_how")),
    el("ul", {}, ...derivation.parties.map((party) => el("li", {},
      t("table.seed_party", { who: party.who, commitment: short(party.commitment), reveal: party.reveal })))),
    el("p", { class: "muted" }, t("table.seed_digest", { digest: derivation.digest, seed: derivation.seed })));
}

export function addStyles() {
  if (document.querySelector("link[data-table-css]")) return;
  document.head.append(el("link", { rel: "stylesheet", href: new URL("./table.css", import.meta.url).href,
                                    dataset: { tableCss: "" } }));
}
