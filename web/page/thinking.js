// A bot that thinks longer than THINKING_MS shows it on its seat, with how far its search is
// (the worker relays the search's progress); nothing covers the board or the log meanwhile.
import { t } from "../i18n.js";
import { el } from "../dom.js";
import { call } from "./engine.js";

// A test may set window.ludiPacing to see every search from its start, or none guessed ahead.
const THINKING_MS = window.ludiPacing?.thinkingMs ?? 1000;
let thinking = null;  // {seat, timer, shown, done, budget} while a bot request runs
let searched = { done: 0, budget: 0 };  // the progress last heard of the search under way

// The bots think ahead of the game (engine/bots/ahead.py) while the page still shows the last
// move and in the take-back pause: the next bot's choice, then on through the stretch of bot
// and chance moves up to the person's next decision, so the moves paced on screen are already
// chosen while the next ones are thought. And while a person decides: the stretches that would
// follow the moves they are likely to make, so the bots' answer is often chosen before the move.
// The engine keeps the choices and plays each when the page asks for the move; the worker
// thinks in slices, so the person's move or a take-back meanwhile is answered at once.
let asked = null;  // the steps of the thinking under way, asked once
export function thinkAhead(steps) {
  clearTimeout(deciding);
  if (asked === steps) return;
  asked = steps;
  searched = { done: 0, budget: 0 };
  // Stale or refused (the game moved on): nothing is done.
  call({ cmd: "think", steps, stretch: true }).finally(() => { if (asked === steps) asked = null; });
}

// A person is asked: the bots begin to think a moment later, as a quick choice (often the next
// small step of a turn) would leave that thinking unused at once, its work lost on a phone.
const DECIDING_MS = window.ludiPacing?.decidingMs ?? 500;
let deciding = null;
export function thinkWhileDeciding(steps) {
  clearTimeout(deciding);
  deciding = setTimeout(() => thinkAhead(steps), DECIDING_MS);
}

// The bot's move for `seat` (the engine's reply to `request`), its thinking shown meanwhile.
export async function botCall(seat, request) {
  const mine = thinking = { seat, shown: false, ...searched };
  mine.timer = setTimeout(() => { mine.shown = true; showThinking(); }, THINKING_MS);
  try {
    return await call(request);
  } finally {
    clearTimeout(mine.timer);
    if (thinking === mine) thinking = null;
    showThinking();
  }
}

// The worker's word on the search under way.
export function heardThinking({ done, budget }) {
  searched = { done, budget };
  if (!thinking) return;
  thinking.done = done;
  thinking.budget = budget;
  if (thinking.shown) showThinking();
}

// The "thinking" tag on the seat whose bot thinks, or none; drawn again with the seat list.
export function showThinking() {
  for (const old of document.querySelectorAll("#players .thinking-tag")) old.remove();
  for (const item of document.querySelectorAll("#players [data-thinking]")) delete item.dataset.thinking;
  if (!thinking || !thinking.shown) return;
  const item = document.querySelector(`#players .player[data-seat="${thinking.seat}"]`);
  if (!item) return;
  const share = thinking.budget ? Math.floor((100 * thinking.done) / thinking.budget) : null;
  item.dataset.thinking = share === null ? "" : String(share);
  item.querySelector(".player-head").append(el("span", { class: "tag thinking-tag" },
    share === null ? t("play.thinking") : t("play.thinking_share", { share })));
}
