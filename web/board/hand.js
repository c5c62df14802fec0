// A seat's own cards along the bottom of a board. A card that a legal action plays is a
// button; the rest are plain cards. Only the shown seat's hand is ever passed in.

import { t, hasWord } from "../i18n.js";

// cards: [{kind, label, why_not?}]; targetOf(card) -> target id or null; active: Map id -> label;
// game: whose board words may name a kind of card (`<game>.board.card_kind.<kind>`).
export function renderHand(list, cards, { targetOf, active, onChoose, game = null }) {
  // A card's kind in the game's own word; a game whose cards' labels name them says nothing more.
  const kindName = (kind) => (game && hasWord(`${game}.board.card_kind.${kind}`)
    ? t(`${game}.board.card_kind.${kind}`) : "");
  const items = cards.map((card) => {
    const item = document.createElement("li");
    item.className = "card";
    item.dataset.kind = card.kind;
    const id = targetOf ? targetOf(card) : null;
    // A card that cannot be played now may say why, in the engine's words.
    const why = card.why_not ? Object.assign(document.createElement("span"), {
      className: "card-why", textContent: card.why_not, title: card.why_not }) : null;
    const kind = kindName(card.kind);
    const content = [...(kind ? [Object.assign(document.createElement("small"), { textContent: kind + " " })] : []),
                     document.createTextNode(card.label)];
    if (id && active.has(id)) {
      const play = document.createElement("button");
      play.type = "button";
      play.className = "card-button";
      play.dataset.choice = "";
      play.dataset.target = id;
      play.title = active.get(id);
      // The name starts with what the card shows (WCAG 2.5.3), then says what choosing it does.
      const does = Object.assign(document.createElement("span"), {
        className: "visually-hidden", textContent: `: ${active.get(id)}` });
      play.append(...content, does);
      play.addEventListener("click", () => onChoose(id, null));
      item.classList.add("playable");
      item.append(play);
    } else item.append(...content, ...(why ? [why] : []));
    return item;
  });
  if (!items.length) {
    const empty = document.createElement("li");
    empty.className = "muted";
    empty.textContent = t("hand.empty");
    items.push(empty);
  }
  list.replaceChildren(...items);
}
