// The game's log beside a board. Each line can be picked (click, Enter) to look at the game as
// it was after that line; the page then shows that older view read-only.

// lines: [{step, text}]; picked: the step shown read-only, or null for the live game; since:
// the first step after the reader's last decision (its lines are set apart), or null.
export function renderLog(list, lines, { onPick, picked = null, since = null }) {
  list.replaceChildren(...lines.map((line) => {
    const item = document.createElement("li");
    item.textContent = line.text;
    if (since !== null && since !== undefined && line.step >= since) item.classList.add("new");
    item.tabIndex = 0;
    item.dataset.step = line.step;
    item.title = "Show the board after this";
    if (picked !== null && line.step === picked) item.classList.add("picked");
    const pick = () => onPick(line.step);
    item.addEventListener("click", pick);
    item.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); pick(); } });
    return item;
  }));
  if (picked === null) list.scrollTop = list.scrollHeight;
}
