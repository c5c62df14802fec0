// A seat's own cards along the bottom of a board. A card that a legal action plays is a
// button; the rest are plain cards. Only the shown seat's hand is ever passed in.

// cards: [{kind, label, card?}]; targetOf(card) -> target id or null; active: Map id -> label.
export function renderHand(list, cards, { targetOf, active, onChoose }) {
  const items = cards.map((card) => {
    const item = document.createElement("li");
    item.className = "card";
    item.dataset.kind = card.kind;
    const id = targetOf ? targetOf(card) : null;
    const content = [Object.assign(document.createElement("small"), { textContent: card.kind }),
                     document.createTextNode(card.label)];
    if (id && active.has(id)) {
      const play = document.createElement("button");
      play.type = "button";
      play.className = "card-button";
      play.dataset.choice = "";
      play.dataset.target = id;
      play.title = active.get(id);
      play.setAttribute("aria-label", active.get(id));
      play.append(...content);
      play.addEventListener("click", () => onChoose(id, null));
      item.classList.add("playable");
      item.append(play);
    } else item.append(...content);
    return item;
  });
  if (!items.length) {
    const empty = document.createElement("li");
    empty.className = "muted";
    empty.textContent = "Empty";
    items.push(empty);
  }
  list.replaceChildren(...items);
}
