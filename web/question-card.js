// Where an example's question card stands (example-player.js): the question, the choices that
// have no place on the board and what a reader's move gets, in one view with the part of the
// board where the answer is made, at any width.
//
//   - beside that part when the board has room there clear of every target (a wide board), or
//     beside the place a move was tapped when the part is too large for that;
//   - else docked at the bottom of the screen (sticky, as the play screen's dock), the part
//     scrolled into view just above it;
//   - else, in a frame (which may take the height of what it shows, and then has no screen bottom
//     to keep to), just below or above that part, or the place tapped, clear of the targets
//     where it can be.
import { spotBeside } from "./board/spot.js";

const CARD_WIDTH = 420;     // CSS px at most, beside the board
const WIDE_HOST = 600;      // CSS px: a host this wide may have room beside the answer's place
const DOCK_GAP = 12;        // CSS px between the place and a docked card
const MARGIN = 6;           // CSS px kept in view round the card and its place

const union = (a, b) => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
};

// Whether a sticky box keeps to the bottom of the screen: not in a frame, which may be as tall as
// what it shows (embed.html's frames tell their page their height).
const ownScreen = () => window.parent === window;

// Every legal target's reach on the board, in host CSS px.
function targetBoxes(screen) {
  const canvas = screen.canvas;
  return [...canvas.active.keys()].map((id) => canvas.inHost(canvas.reachOf(id))).filter(Boolean);
}

// Where the answer is made: the legal targets and the area the board's prompt is about, together;
// null when there is neither.
function answerArea(screen) {
  const boxes = targetBoxes(screen);
  const area = screen.promptArea;
  if (area && !screen.promptBox.hidden) {
    const s = screen.canvas.scale;
    boxes.push(screen.canvas.inHost({ x: area.x * s, y: area.y * s, w: area.w * s, h: area.h * s }));
  }
  return boxes.length ? boxes.reduce(union) : null;
}

export class QuestionCard {
  // card: the card's element, at home in `stage` (after the board); host: the board's host.
  constructor(card, stage, host) {
    this.card = card;
    this.stage = stage;
    this.host = host;
    this.spotlight = document.createElement("div");  // what is scrolled into view
    this.spotlight.className = "lp-spotlight";
    this.spotlight.setAttribute("aria-hidden", "true");
  }

  home() {
    const card = this.card;
    card.classList.remove("lp-anchored", "lp-docked");
    card.style.left = card.style.top = card.style.width = "";
    if (card.parentElement !== this.stage) this.stage.append(card);
  }

  // Place the card for the board `screen` shows; tapped: the box of the place a reader's move
  // was made on (host CSS px), or null.
  place(screen, tapped) {
    this.home();
    const card = this.card;
    if (card.hidden || !screen || !screen.canvas.layout) return;
    const room = { w: this.host.clientWidth, h: this.host.clientHeight };
    const area = answerArea(screen);
    const avoid = targetBoxes(screen);
    const beside = (place, sides, clear) => {
      if (!place) return false;
      const width = Math.min(CARD_WIDTH, room.w - 8);
      card.style.width = width + "px";  // measured at the width it will have
      card.classList.add("lp-anchored");
      this.host.append(card);
      const spot = spotBeside(place, { w: width, h: card.offsetHeight }, room, { sides, avoid, clear });
      if (!spot) {
        this.home();
        return false;
      }
      card.style.left = spot.x + "px";
      card.style.top = spot.y + "px";
      return true;
    };
    if (room.w >= WIDE_HOST && [area, tapped].some((place) => beside(place, ["right", "left"], true))) return;
    if (ownScreen()) card.classList.add("lp-docked");
    else {
      const sides = ["below", "above", "right", "left"];
      [[area, true], [tapped, true], [tapped || area, false]].some(([place, clear]) => beside(place, sides, clear));
    }
  }

  // The card and the place it is about scrolled into view together: where the answer is made
  // with the place tapped, or the place tapped alone when both do not fit (a docked card keeps
  // to the screen's bottom: they go just above it).
  bringIntoView(screen, tapped) {
    const card = this.card;
    if (card.hidden) return;
    const area = screen && screen.canvas.layout ? answerArea(screen) : null;
    const both = area && tapped ? union(area, tapped) : area || tapped;
    const own = { x: card.offsetLeft, y: card.offsetTop, w: card.offsetWidth, h: card.offsetHeight };
    const docked = card.classList.contains("lp-docked");
    const anchored = card.classList.contains("lp-anchored");
    const span = (place) => (docked ? place.h + own.h + DOCK_GAP : union(own, place).h);
    const place = both && tapped && span(both) > innerHeight ? tapped : both;
    let box = null;
    if (place && docked) box = { ...place, h: place.h + own.h + DOCK_GAP };
    else if (anchored) box = place ? union(own, place) : own;
    if (!box) {
      card.scrollIntoView({ block: "nearest" });
      return;
    }
    Object.assign(this.spotlight.style, { left: box.x - MARGIN + "px", top: box.y - MARGIN + "px",
                                          width: box.w + 2 * MARGIN + "px", height: box.h + 2 * MARGIN + "px" });
    this.host.append(this.spotlight);
    this.spotlight.scrollIntoView({ block: "nearest", inline: "nearest" });
  }
}
