// What a guest's device keeps of a table, in localStorage under its table and seat, so that a
// reload, a new tab or a phone woken from sleep goes on where it was: the invitations it used,
// its share of the seed and the commitments it was sent, its move numbers and the move waiting
// for the host's word, and its trail: a digest of every view it was shown and each move it made,
// which the record the host sends at the end must replay to (engine/fairness.py `verify`).
const PREFIX = "ludi.table.";
const KEPT_TABLES = 6;  // the newest tables a device keeps; older ones are forgotten

// JSON with sorted keys and no spaces: the same text for the same view, here and in the engine
// (engine/fairness.py `canonical`), whatever order its keys came in.
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

// The start of the SHA-256 of a view's canonical JSON (engine/fairness.py `view_digest`).
export async function viewDigest(view) {
  const bytes = new TextEncoder().encode(canonical(view));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function keyOf(table, seat) { return `${PREFIX}${table}.${seat}`; }

// The kept record of `table` and `seat`, made empty when there is none (or it is unreadable).
export function readKept(table, seat) {
  let kept = null;
  try { kept = JSON.parse(localStorage.getItem(keyOf(table, seat))); } catch { kept = null; }
  const fresh = { table, seat, used: [], seq: 0, pending: null, share: null, commitment: null,
                  commits: null, saw: [], moves: [], view: null, record: null, verdict: null };
  return kept && typeof kept === "object" ? { ...fresh, ...kept } : fresh;
}

export function writeKept(kept) {
  kept.touched = Date.now();
  try {
    localStorage.setItem(keyOf(kept.table, kept.seat), JSON.stringify(kept));
  } catch {
    forgetOldTables(1);  // storage full: older tables make room, then try once more
    try { localStorage.setItem(keyOf(kept.table, kept.seat), JSON.stringify(kept)); } catch { /* kept for this page only */ }
  }
}

// Only the `keep` newest tables stay in this browser.
export function forgetOldTables(keep = KEPT_TABLES) {
  const tables = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key || !key.startsWith(PREFIX) || key.split(".").length !== 4) continue;
    let touched = 0;
    try { touched = JSON.parse(localStorage.getItem(key)).touched || 0; } catch { /* forgotten first */ }
    tables.push({ key, touched });
  }
  tables.sort((a, b) => b.touched - a.touched);
  for (const { key } of tables.slice(keep)) localStorage.removeItem(key);
}

// A view the host sent: its digest joins the trail (once per step and language).
export async function keepView(kept, view, lang) {
  const digest = await viewDigest(view.state);
  const last = kept.saw[kept.saw.length - 1];
  if (!last || last[0] !== view.step || last[1] !== lang || last[2] !== digest) kept.saw.push([view.step, lang, digest]);
  kept.view = view;
}
