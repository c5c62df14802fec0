// The generic board: the view's "board" dict as compact facts and tables, so every public fact
// is readable before a game has a drawn board of its own. Empty and null entries are left out;
// lists of records become tables; a number under a seat-like key is shown as that player's name.

const SEAT_KEYS = new Set(["seat", "owner", "player", "holder", "start_player", "current", "leader"]);

const label = (key) => String(key).replace(/[_-]/g, " ").replace(/^./, (c) => c.toUpperCase());
const isPlain = (v) => v === null || ["string", "number", "boolean"].includes(typeof v);
const isRecord = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

function isEmpty(value) {
  if (value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  if (isRecord(value)) return Object.values(value).every(isEmpty);
  return false;
}

function inline(value, key, names) {
  if (value === null || value === undefined) return "–";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number" && SEAT_KEYS.has(key) && names[value] !== undefined) return names[value];
  if (isPlain(value)) return String(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => inline(v, key, names)).join(", ") : "–";
  const parts = Object.entries(value).filter(([, v]) => !isEmpty(v) && v !== 0)
    .map(([k, v]) => `${label(k).toLowerCase()} ${inline(v, k, names)}`);
  return parts.length ? parts.join(", ") : "–";
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function table(rows, names) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
    .filter((column) => column !== "id" && rows.some((row) => !isEmpty(row[column])));
  const node = el("table", "board-table");
  const head = node.createTHead().insertRow();
  for (const column of columns) head.append(el("th", "", label(column)));
  const body = node.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    for (const column of columns) tr.insertCell().textContent = inline(row[column], column, names);
  }
  return node;
}

export function renderBoard(container, board, state, seats = []) {
  const names = seats.map((seat) => seat.name);
  const open = new Set([...container.querySelectorAll("details[open]")].map((d) => d.dataset.key));
  container.replaceChildren();
  if (!isRecord(board)) return;
  const facts = el("dl", "tree");
  const sections = [];
  for (const [key, value] of Object.entries(board)) {
    if (isEmpty(value)) continue;
    if (Array.isArray(value) && value.some(isRecord) && value.every((v) => isRecord(v) || v === null)) {
      const details = el("details", "board-section");
      details.dataset.key = key;
      details.open = open.has(key);
      details.append(el("summary", "", `${label(key)} (${value.filter(Boolean).length})`),
        table(value.filter(Boolean), names));
      sections.push(details);
    } else {
      facts.append(el("dt", "", label(key)), el("dd", "", inline(value, key, names)));
    }
  }
  container.append(facts, ...sections);
}
