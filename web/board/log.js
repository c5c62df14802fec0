// The game's log beside a board. Each line can be picked (click, Enter) to look at the game as
// it was after that line; the page then shows that older view read-only. The log is one stop of
// the Tab order (a region to read): the arrow keys move between its lines.

import { t } from "../i18n.js";

// lines: [{step, text}]; picked: the step shown read-only, or null for the live game; since:
// the first step after the reader's last decision (its lines are set apart), or null.
export function renderLog(list, lines, { onPick, picked = null, since = null }) {
  // The lines already shown stay (a long game's log is drawn again after every move): only
  // those from the first that differs are made anew.
  const items = [...list.children];
  let kept = 0;
  while (kept < items.length && kept < lines.length && items[kept].dataset.step === String(lines[kept].step)
         && items[kept].textContent === lines[kept].text) kept++;
  for (const item of items.slice(kept)) item.remove();
  list.append(...lines.slice(kept).map((line) => {
    const item = document.createElement("li");
    item.textContent = line.text;
    item.tabIndex = -1;
    item.dataset.step = line.step;
    item.title = t("log.show_after");
    const pick = () => onPick(line.step);
    item.addEventListener("click", pick);
    item.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); pick(); } });
    return item;
  }));
  lines.forEach((line, i) => {
    const item = list.children[i];
    item.classList.toggle("new", since !== null && since !== undefined && line.step >= since);
    item.classList.toggle("picked", picked !== null && line.step === picked);
  });
  // Scrolled to the newest line when one came or the live game is back; else left alone
  // (reading the log's height lays the page out again, after every bot move).
  const live = picked === null;
  if (live && (kept < lines.length || list.dataset.live !== "1")) list.scrollTop = list.scrollHeight;
  list.dataset.live = live ? "1" : "0";
  if (!list.dataset.keys) {
    list.dataset.keys = "1";
    list.tabIndex = 0;
    list.addEventListener("keydown", (e) => stepLine(list, e));
  }
}

// Up and Down (Home, End) move between the lines; from the log itself, Up goes to the newest.
function stepLine(list, event) {
  const lines = [...list.children];
  if (!lines.length) return;
  const here = lines.indexOf(event.target);
  const next = { ArrowUp: here < 0 ? lines.length - 1 : here - 1, ArrowDown: here < 0 ? lines.length - 1 : here + 1,
                 Home: 0, End: lines.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  lines[Math.max(0, Math.min(lines.length - 1, next))].focus();
}
