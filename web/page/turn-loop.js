// The game on screen and its turn loop: after every engine reply, wait for a person or run the
// next bot or chance step, paced; the take-back pause, the privacy screen between two people at
// one device, undo, and a guest's action at this page's table. The game's state lives here
// only; the other parts read it through current().
import { hurry } from "../board/anim.js";
import { t } from "../i18n.js";
import * as hostTable from "../table/host.js";
import { call } from "./engine.js";
import { keepLook, passedEarly } from "./first-look.js";
import { boardMarks, clearGameScreen, forgetGame, freshBoard, mountBoard, prime, render, redraw,
  settled, titleGame } from "./play-screen.js";
import { autosave, markPlaying, saved } from "./saves.js";
import { $, cover, lobbyError, notify, setBusy, setStatus, show, sleep, tellCover,
  uncover } from "./shell.js";
import { botCall, thinkAhead, thinkWhileDeciding } from "./thinking.js";

export const DELAYS = { slow: 1400, normal: 650, fast: 0 };
// The longest a person should wait, bots' thinking included, between two of their own
// decisions: the delays of one stretch of bot and chance steps shrink to fit in it, so a
// bot's whole turn is paced, not each of its actions.
const WAIT_BUDGET = { slow: 9000, normal: 4000, fast: 0 };
// How long a person may take back a move before the bot after them moves (never past a die
// roll or a card drawn: the engine's undo stops there).
const TAKEBACK_MS = { slow: 3000, normal: 1500, fast: 0 };

// One game on screen. `shown` is the seat whose view is on screen (null: the spectator view);
// a seat's hidden cards are on screen only while it is shown.
let game = null;
let generation = 0;  // bumped whenever the running game changes; stale timers see it and stop

// The game on screen, read only: its id, seats and live payload; or null.
export function current() {
  return game && { gameId: game.gameId, seats: game.seats, payload: game.payload };
}

function humanSeats(seats) { return seats.map((s, i) => (s.kind === "human" ? i : -1)).filter((i) => i >= 0); }

// The game leaves the screen (the "Pass to …" screen is the lobby's or the next game's to take).
export function stopGame() {
  generation++;
  hurry(false);
  game = null;
  forgetGame();
}

// `remote`: this page is a guest at another device's table (see table/guest.js): its seat's
// actions go to `remote.play(action)`, and the host's page sends the views, a look back's too
// (`remote.viewAt(steps)`).
export function enterGame(payload, speed = "normal", remote = null) {
  stopGame();
  if (!remote) hostTable.entered(payload);  // a saved table reopens; any other is forgotten
  const humans = humanSeats(payload.seats).filter((seat) => !hostTable.isRemote(seat));
  game = { seats: payload.seats, humans, speed, remote,
           shown: remote ? payload.seat : humans.length === 1 ? humans[0] : null,
           payload: null, gameId: payload.game,
           waitStart: humans.length ? performance.now() : null };
  // The board a resumed game's first look drew stays, as the person may be looking at it; and
  // so does its "Pass to …" screen, when a person at this device moves next.
  const keptBoard = mountBoard(payload.game);
  const passing = !remote && humans.length > 1 && payload.next === "human" && !hostTable.isRemote(payload.current);
  if (!passing) uncover();
  if (!remote) markPlaying(speed);
  titleGame(payload.game, payload.name);
  lobbyError(null);
  $("#message").hidden = true;
  show("game");
  if (!keptBoard && $("#privacy").hidden) {
    // The keyboard starts at the game (its heading), not where the lobby's button was.
    $("#game-title").focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: "instant" });
  }
  setStatus(payload.over ? "over" : "playing");
  const mine = generation;
  if (payload.seat !== game.shown) {
    call({ cmd: "view", seat: game.shown }).then((reply) => { if (mine === generation) advance(reply.view); });
  } else advance(payload);
}

// Decide what happens after every engine reply: wait for a person, or run a bot or chance step.
export async function advance(payload) {
  const mine = generation;
  game.payload = payload;
  hostTable.changed();
  if (game.remote) {  // a guest's page: the host runs the game; this page waits for its turn
    render(payload);
    setStatus(payload.over ? "over" : "playing");
    setBusy(!payload.over && !(payload.legal || []).length);
    return;
  }
  if (payload.over) {
    render(payload);
    await saved();  // the final position is saved before the page says the game is over
    if (mine !== generation) return;
    rememberLook();
    setStatus("over");
    setBusy(false);
    return;
  }
  setStatus("playing");
  if (payload.next === "chance" || payload.next === "bot") {
    render(payload);
    setBusy(true);
    const takeback = payload.next === "bot" && payload.can_undo ? TAKEBACK_MS[game.speed] : 0;
    const delay = Math.max(takeback, paceDelay());
    if (takeback) offerTakeback(payload);
    thinkAhead(payload.steps);
    await sleep(delay);
    $("#takeback").hidden = true;
    if (mine !== generation) return;
    const reply = payload.next === "bot"
      ? await botCall(payload.current, { cmd: "bot", seat: game.shown })
      : await call({ cmd: "step", seat: game.shown });
    if (mine !== generation) return;
    if (!reply.ok) { notify(reply.error); setBusy(false); return; }
    // Not waited for: a stretch of bot moves goes on while it is written (a reload meanwhile
    // replays the bots' moves from the person's own, which was saved before it went on).
    autosave();
    advance(reply.view);
    return;
  }
  // A person moves: show their own view, behind a privacy screen when the screen changes hands.
  // Once they are asked, the bots think while they decide (begun earlier, that thinking would
  // share a phone's CPU with drawing their board; see thinkWhileDeciding).
  const seat = payload.current;
  if (hostTable.isRemote(seat)) {  // on their own device: this page shows its seat and waits
    render(payload);
    hurry(false);
    setBusy(false);
    thinkWhileDeciding(payload.steps);
    return;
  }
  if (seat !== game.shown) {
    const pass = game.humans.length > 1;
    game.shown = seat;
    if (pass) { showPrivacy(seat); thinkWhileDeciding(payload.steps); return; }
    const reply = await call({ cmd: "view", seat });
    if (mine === generation) advance(reply.view);
    return;
  }
  if (payload.seat !== seat) {
    const reply = await call({ cmd: "view", seat });
    if (mine === generation) advance(reply.view);
    return;
  }
  // A fresh board (a reload, a hand-over) marks everything since this seat's last decision.
  if (freshBoard() && Number.isInteger(payload.since) && payload.since < payload.step) {
    const old = await call({ cmd: "view", seat, at: payload.since });
    if (mine !== generation) return;
    if (old.ok) prime(old.view);
  }
  render(payload);
  await settled();  // "your move" only once the last piece has landed
  hurry(false);  // the person's own moves glide again
  await saved();  // and once every move before it is saved
  if (mine !== generation) return;
  rememberLook();
  setBusy(false);
  thinkWhileDeciding(payload.steps);
}

// The wait before the next bot or chance step: the speed's delay, shrunk so that the person's
// whole wait stays within WAIT_BUDGET (the delays left shrink geometrically as it runs out).
// Past the budget, the bots' moves are drawn without gliding (hurry) until the person is asked.
function paceDelay() {
  const full = DELAYS[game.speed];
  if (game.waitStart === null) return full;  // nobody is waiting: a table of bots
  const left = WAIT_BUDGET[game.speed] - (performance.now() - game.waitStart);
  if (left <= 0 && full > 0) hurry(true);
  return Math.max(0, Math.min(full, left / 3));
}

function offerTakeback(payload) {
  const next = payload.seats[payload.current];
  $("#takeback-text").textContent = next ? t("play.takeback_before", { name: next.name }) : "";
  $("#takeback").hidden = false;
}

function showPrivacy(seat) {
  const mine = generation;
  clearGameScreen();
  rememberLook();
  const reveal = async () => {
    if (mine !== generation) return;
    uncover();
    setBusy(true);
    const reply = await call({ cmd: "view", seat });
    if (mine === generation) advance(reply.view);
  };
  // Its person may have pressed "Show" already, on the first look's "Pass to …" screen.
  if (passedEarly(seat)) reveal();
  else cover(game.seats[seat].name, reveal);
}

// What a reload shows before the engine answers (first-look.js): the view on screen, but never
// a seat's view where several people share this device: there, only whose turn it is.
function rememberLook() {
  if (!game || game.remote || !game.payload) return;
  const payload = game.payload;
  if (game.humans.length <= 1) { keepLook(payload, { view: true, marks: boardMarks() }); return; }
  const passTo = payload.next === "human" && game.humans.includes(payload.current) ? payload.current : null;
  keepLook(payload, { passTo });
}
// A phone puts a page away (and may drop it) without a word: what is on screen is kept then too.
addEventListener("pagehide", rememberLook);
document.addEventListener("visibilitychange", () => { if (document.hidden) rememberLook(); });

// A person's action on this page (a board target, an action button, a card).
export async function playAction(action) {
  const mine = generation;
  game.waitStart = performance.now();
  for (const button of document.querySelectorAll("#actions button, [data-choice]")) button.disabled = true;
  setBusy(true);
  if (game.remote) { game.remote.play(action); return; }
  const reply = await call({ cmd: "play", seat: game.shown, action });
  if (mine !== generation) return;
  if (!reply.ok) { notify(reply.error); render(game.payload); setBusy(false); return; }
  await autosave();
  if (mine === generation) advance(reply.view);
}

// A guest's action at this page's table (table/host.js checked that it is the seat's turn).
export async function playFor(seat, action) {
  const mine = generation;
  const reply = await call({ cmd: "play", seat, action });
  if (!reply.ok || mine !== generation) return reply;
  await autosave();
  const now = await call({ cmd: "view", seat: game.shown });
  if (mine === generation && now.ok) advance(now.view);
  return reply;
}

// The shown seat's view after log step `step` (the play screen's look back), or null when the
// engine refused it or the game moved on meanwhile.
export async function viewAt(step) {
  if (!game) return null;
  const mine = generation;
  if (game.remote) {
    const view = await game.remote.viewAt(step + 1);
    return mine === generation ? view : null;
  }
  const reply = await call({ cmd: "view", seat: game.shown, at: step + 1 });
  return mine === generation && reply.ok ? reply.view : null;
}

async function undoMove() {
  if (!game) return;
  $("#takeback").hidden = true;
  const seat = game.shown;
  generation++;  // cancels a bot or chance step that was about to run
  const mine = generation;
  setBusy(true);
  const reply = await call({ cmd: "undo", seat });
  if (mine !== generation) return;
  if (!reply.ok) {
    // A bot or a die may have moved in the meantime: continue from the game as it is now.
    notify(reply.error);
    const now = await call({ cmd: "view", seat });
    if (mine === generation && now.ok) advance(now.view);
    return;
  }
  await autosave();
  if (mine === generation) advance(reply.view);
}
$("#undo").addEventListener("click", undoMove);
$("#takeback-button").addEventListener("click", undoMove);

// The game's screen and log again in the page's language, just switched (the engine keeps the
// log as messages and says it again). False when the game changed meanwhile.
export async function retell() {
  if (!game) return true;
  const mine = generation;
  titleGame(game.gameId);
  if (!$("#privacy").hidden) {  // the device is being handed on: the next seat's view comes in
    tellCover(game.seats[game.shown].name);  // the new language, once they show it
    return true;
  }
  const now = await call({ cmd: "view", seat: game.shown });
  if (mine !== generation || !now.ok || !game) return false;
  game.payload = now.view;
  await redraw(now.view);
  return true;
}
