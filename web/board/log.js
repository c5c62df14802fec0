// The game's log beside a board. Each line can be picked (click, Enter) to look at the game as
// it was after that line; the page then shows that older view read-only.

// lines: [{step, text}]; picked: the step shown read-only, or null for the live game.
export function renderLog(list, lines, { onPick, picked = null }) {
  list.replaceChildren(...lines.map((line) => {
    const item = document.createElement("li");
    item.textContent = line.text;
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
