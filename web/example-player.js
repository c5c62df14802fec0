// A rulebook example, or a shared game, played step by step on the game's own board: the
// caption of each step, controls (first, previous, play, next, last) and question steps where
// the reader makes the move and the engine checks it. Used by embed.html and <ludi-board>;
// it knows no rules and asks the engine (engine-link.js) for every view.
//
// Options (all strings, as in a URL or on an element): game, example | save, or src (the address
// of an example a teacher wrote as JSON, see teach.html), step, controls ("0": a still picture),
// autoplay ("1"), loop ("1"), lang (a language Ludi speaks: the player's words and the engine's;
// the page's language when not given). The page adds `reveal` (true: a question the example
// opens at is scrolled into view, as on a page of its own).
//
// A question is asked where it is answered: its card (the question, the choices that have no
// place on the board, what a reader's move gets) stands by the part of the board where the
// answer is made, in one view with it at any width (question-card.js).

import { loadBoard } from "./games/boards.js";
import { renderBoard } from "./games/generic.js";
import { BoardScreen } from "./board/screen.js";
import { getEngine } from "./engine-link.js";
import { decodeSave } from "./share-code.js";
import { QuestionCard } from "./question-card.js";
import { t, lang, withWords } from "./i18n.js";
import { focusedIn } from "./dom.js";

const STEP_MS = 2200;
// name, symbol (or the id of a word), the id of the word that names it
const CONTROLS = [
  ["first", "«", "player.first"], ["prev", "‹", "player.prev"], ["play", "player.play", "player.play_steps"],
  ["next", "›", "player.next"], ["last", "»", "player.last"]];
let boards = 0;

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const yes = (value) => value === "1" || value === "true" || value === "";

// The options read by `get(name)`: {game, example, save, step, controls, autoplay, loop} or
// {error}. A broken option is refused with a message (in `language`), never guessed.
export function readOptions(get, base = location.href, language = lang()) {
  const say = (id, args) => t(id, args, language);
  const game = get("game");
  const example = get("example");
  const save = get("save");
  let src = get("src");
  if (src !== null) {
    try { src = new URL(src, base).href; } catch (_) { return { error: say("options.src", { value: src }) }; }
  } else if (!game) {
    return { error: say("options.game") };
  } else if (!example && !save) {
    return { error: say("options.example") };
  }
  const step = get("step");
  if (step !== null && !/^\d{1,6}$/.test(step)) return { error: say("options.step", { value: step }) };
  for (const name of ["controls", "autoplay", "loop"]) {
    const value = get(name);
    if (value !== null && !["0", "1", "true", "false", ""].includes(value)) {
      return { error: say("options.flag", { name, value }) };
    }
  }
  return { game, example, save, src, step: step === null ? null : Number(step),
           controls: get("controls") === null ? true : yes(get("controls")),
           autoplay: get("autoplay") !== null && yes(get("autoplay")),
           loop: get("loop") !== null && yes(get("loop")) };
}

// The boards of a page draw their first picture one per animation frame, in turn: a page of
// previews coming into view together (teach.html has 33) otherwise drew them all in one long
// task, and the page stalled while it scrolled.
let lastDrawTurn = Promise.resolve();

function firstDrawTurn() {
  lastDrawTurn = lastDrawTurn.then(() => new Promise((done) => requestAnimationFrame(() => done())));
  return lastDrawTurn;
}

export class ExamplePlayer {
  // root: the element to fill; report(kind, detail): "status" (loading|ready|error) or "step".
  constructor(root, options, report = () => {}) {
    this.root = root;
    this.options = options;
    this.language = options.lang || lang();
    this.report = report;
    this.board = "embed-" + (++boards) + "-" + Math.random().toString(36).slice(2, 8);
    this.step = 0;
    this.steps = 0;
    this.token = 0;
    this.playing = false;
    this.timer = 0;
    this.place = null;      // after a reader's move: the box of the place tapped (host CSS px)
    this.answered = null;   // after a right answer: what the card says on the step it led to
    this.build();
  }

  t(id, args) { return t(id, args, this.language); }

  build() {
    const box = el("div", "ludi-player");
    this.title = el("p", "lp-title");
    this.source = el("span", "lp-source");
    this.stage = el("div", "lp-board");
    this.host = el("div", "board-host");
    this.hand = el("ul", "hand lp-hand");
    this.hand.setAttribute("aria-label", this.t("player.hand"));
    this.hand.hidden = true;
    this.facts = el("div", "lp-facts");
    // The question's card: the question, the choices no board target holds, what a move gets.
    this.question = el("div", "lp-question");
    this.question.hidden = true;
    this.question.tabIndex = -1;
    this.questionText = el("p", "lp-question-text");
    this.prompt = el("div", "prompt-strip");
    this.prompt.hidden = true;
    this.feedback = el("p", "lp-feedback");
    this.feedback.setAttribute("role", "status");
    this.choices = el("div", "lp-choices");
    this.reveal = el("button", "lp-reveal", this.t("player.reveal"));
    this.reveal.type = "button";
    this.reveal.hidden = true;
    this.reveal.addEventListener("click", () => this.showBooksMove());
    // After a right answer: on from here, where the reader is, rather than from the controls above.
    this.onward = el("button", "lp-reveal lp-onward");
    this.onward.type = "button";
    this.onward.hidden = true;
    this.onward.addEventListener("click", () => this.control(this.step < this.steps ? "next" : "first"));
    this.onward.addEventListener("keydown", (event) => this.stepKey(event));
    this.question.append(this.questionText, this.choices, this.prompt, this.feedback, this.reveal, this.onward);
    this.stage.append(this.host, this.facts, this.hand, this.question);
    this.caption = el("p", "lp-caption", this.t("player.loading"));
    this.caption.setAttribute("aria-live", "polite");
    this.controls = el("div", "lp-controls");
    this.controls.setAttribute("role", "toolbar");
    this.controls.setAttribute("aria-label", this.t("player.steps"));
    this.controls.hidden = true;  // shown once there are steps to go through
    this.buttons = {};
    for (let [name, text, label] of CONTROLS) {
      const button = el("button", "lp-control", text.includes(".") ? this.t(text) : text);
      label = this.t(label);
      button.type = "button";
      button.dataset.control = name;
      button.setAttribute("aria-label", label);
      button.title = label;
      button.addEventListener("click", () => this.control(name));
      this.buttons[name] = button;
      this.controls.append(button);
    }
    this.counter = el("span", "lp-counter");
    this.controls.append(this.counter);
    this.controls.addEventListener("keydown", (event) => this.stepKey(event));
    this.title.append(this.source);
    box.append(this.title, this.caption, this.controls, this.stage);
    this.root.replaceChildren(box);
    this.screen = null;  // the board is drawn once the example is loaded
    this.card = new QuestionCard(this.question, this.stage, this.host);
    new ResizeObserver(() => this.placeCard()).observe(this.host);
  }

  stepKey(event) {
    const name = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[event.key];
    if (name) { event.preventDefault(); this.control(name); }
  }

  async mountBoard() {
    const module = await loadBoard(this.options.game);
    if (!module || this.screen) return;
    this.screen = new BoardScreen({ host: this.host, prompt: this.prompt, hand: this.hand, board: module,
                                    play: (action, from) => this.tryMove(action, from),
                                    language: () => this.language, capTall: true, floatPrompt: false });
  }

  status(value, detail) { this.report("status", { status: value, detail }); }

  // The error and nothing else: no controls, question or board that could do nothing.
  fail(message) {
    this.stop();
    this.caption.textContent = message;
    this.caption.classList.add("lp-error");
    this.controls.hidden = true;
    this.question.hidden = true;
    this.stage.hidden = !this.drawn;
    this.status("error", message);
  }

  async start() {
    this.status("loading");
    // The game's drawing loads while the engine starts (mountBoard takes it when both are ready).
    if (this.options.game) loadBoard(this.options.game).catch(() => {});
    let engine;
    try {
      engine = await getEngine((word) => { this.caption.textContent = this.t(word); });
    } catch (error) {
      this.fail(this.t("error.engine_start", { reason: error.message }));
      return;
    }
    this.call = withWords(engine.call, () => this.language);
    const o = this.options;
    let reply;
    if (o.example || o.src || o.teacher) {
      let request = { cmd: "example", game: o.game, id: o.example, board: this.board };
      if (o.teacher) request = { cmd: "example", teacher: o.teacher, board: this.board };
      else if (o.src) {
        try {
          const response = await fetch(o.src);
          if (!response.ok) throw new Error(this.t("player.answered", { status: response.status }));
          request = { cmd: "example", teacher: await response.json(), board: this.board };
        } catch (error) {
          this.fail(this.t("player.src_unread", { src: o.src, reason: error.message }));
          return;
        }
      }
      if (request.teacher) this.options = { ...o, game: request.teacher.game };
      reply = await this.call(request);
      if (!reply.ok) { this.fail(request.teacher ? this.t("player.cannot_play", { reason: reply.error }) : reply.error); return; }
      const ex = reply.example;
      this.captions = ex.captions;
      this.questions = ex.questions;
      this.seat = ex.seat;
      this.steps = ex.steps;
      this.book = ex.book !== false;  // a teacher's own example speaks of the example, not the book
      this.reveal.textContent = this.t(this.book ? "player.reveal" : "player.reveal_shown");
      this.heading(ex.title, ex.source);
    } else {
      let save;
      try { save = await decodeSave(o.save); } catch (error) { this.fail(this.t("player.link_damaged")); return; }
      if (save.game !== o.game) { this.fail(this.t("player.link_game", { game: save.game, asked: o.game })); return; }
      reply = await this.call({ cmd: "watch", shared: save, board: this.board });
      if (!reply.ok) { this.fail(this.t("player.shared_refused", { reason: reply.error })); return; }
      const view = reply.view;
      this.steps = view.steps;
      this.seat = null;
      this.questions = {};
      this.captions = [this.t("player.start_of_game", { names: view.seats.map((s) => s.name).join(", ") })];
      for (let k = 1; k <= this.steps; k++) {
        const said = view.log.filter((line) => line.step === k - 1).map((line) => line.text).join(" ");
        this.captions.push(said || this.t("player.drawn"));
      }
      this.heading(this.t("player.shared_title", { game: view.name }),
                   this.t(reply.whole ? "player.whole_game" : "player.as_spectator"));
    }
    if (o.step !== null && o.step > this.steps) {
      this.fail(this.t("player.no_step", { count: this.steps, value: o.step }));
      return;
    }
    try {
      await this.mountBoard();
    } catch (error) {
      this.fail(this.t("player.board_unread", { reason: error.message }));
      return;
    }
    this.controls.hidden = !o.controls;
    const first = o.step !== null ? o.step : (o.example || o.src || o.teacher ? 0 : this.steps);
    await this.goto(first, { reader: Boolean(o.reveal && o.step !== null) });
    this.status("ready");
    if (o.autoplay) this.play();
  }

  heading(title, source) {
    this.title.replaceChildren(el("strong", "", title), " ", this.source);
    this.source.textContent = source ? `(${source})` : "";
  }

  // A control the reader used: a step control that would go nowhere says so (aria-disabled)
  // and keeps the focus, so the arrow keys go on working from it.
  control(name) {
    if (!this.call) return;
    if (name === "play") { if (this.playing) this.stop(); else this.play(); return; }
    const button = this.buttons[name];
    if (button && button.getAttribute("aria-disabled") === "true") return;
    this.stop();
    const target = { first: 0, prev: this.step - 1, next: this.step + 1, last: this.steps }[name];
    const onward = this.holdsFocus(this.onward);
    this.goto(target, { reader: true }).then(() => {
      // From the card's own button, on to the controls: the card is gone on a step without a question.
      if (onward && !this.holdsFocus()) this.buttons.next.focus();
    });
  }

  next() { return this.goto(this.step + 1); }

  // Show step k (0: the starting position, steps: the end), clamped to the example. reader:
  // the reader's own act brought it, so a question is scrolled into view.
  async goto(k, { reader = false } = {}) {
    if (!this.call) return;
    k = Math.max(0, Math.min(this.steps, Number(k) || 0));
    const token = ++this.token;
    const asking = Boolean(this.questions[String(k)]) && this.options.controls && !this.playing;
    const reply = asking
      ? await this.call({ cmd: "ask", board: this.board, at: k })
      : await this.call({ cmd: "view", board: this.board, seat: this.seat, at: k });
    if (token !== this.token) return;
    if (!reply.ok) { this.fail(reply.error); return; }
    if (!this.drawn) {
      await firstDrawTurn();
      if (token !== this.token) return;
      this.drawn = true;
    }
    this.step = k;
    const answered = this.answered;
    this.answered = null;
    if (!answered) this.place = null;
    // For a reader who cannot see the board: what the step changed on it, as the game's log says
    // it (who, what, where), read out with the caption and named in the board's picture.
    const said = k > 0 ? (reply.view.log || []).filter((line) => line.step === k - 1)
      .map((line) => line.text).join(" ") : "";
    if (this.screen) {
      this.screen.canvas.labelNote = this.t(said ? "player.board_step_said" : "player.board_step",
                                            { step: k, count: this.steps, said });
    }
    this.draw(reply.view, asking);
    this.caption.textContent = this.captions[k];
    if (said && !this.captions[k].includes(said)) {
      this.caption.append(el("span", "visually-hidden lp-said", " " + this.t("player.on_board", { said })));
    }
    const question = asking ? this.questions[String(k)] : null;
    this.questionText.textContent = question ? this.t("player.your_move", { question }) : "";
    this.questionText.hidden = !question;
    this.feedback.textContent = answered ? answered.said : "";
    if (answered) this.feedback.dataset.result = "right";
    else delete this.feedback.dataset.result;
    this.misses = 0;
    this.refused = null;
    this.reveal.hidden = true;
    this.onward.hidden = !answered || Boolean(question);
    this.onward.textContent = this.t(k < this.steps ? "player.next" : "player.first");
    this.question.hidden = !question && !answered;
    this.counter.textContent = this.t("player.counter", { step: k, count: this.steps });
    for (const [name, off] of [["first", k === 0], ["prev", k === 0], ["next", k === this.steps],
                               ["last", k === this.steps]]) {
      this.buttons[name].setAttribute("aria-disabled", String(off));
    }
    this.placeCard();
    if (reader) this.bringIntoView();
    this.report("step", { step: k, steps: this.steps });
  }

  draw(payload, live) {
    this.shown = payload;  // tests and the curious: what is on screen
    const view = payload.state || {};
    // Only a seat's own view has a hand, and only a hand with cards in it is shown.
    this.hand.hidden = payload.seat === null || payload.seat === undefined || !(view.hand || []).length;
    if (this.screen) {
      this.screen.previous = null;  // a step is shown, not animated
      this.screen.render(payload, { readOnly: !live });
      this.facts.replaceChildren();
    } else {
      renderBoard(this.facts, view.board, view, payload.seats || []);
      this.hand.replaceChildren(...(view.hand || []).map((card) => el("li", "card", card.label)));
    }
    // Every choice, on the generic board (a drawn board holds its own or puts them in the prompt).
    const loose = live && !this.screen ? payload.legal : [];
    this.choices.replaceChildren(...loose.map((entry) => {
      const button = el("button", "prompt-choice", entry.label);
      button.type = "button";
      button.dataset.choice = "";
      button.addEventListener("click", () => this.tryMove(entry.action));
      return button;
    }));
  }

  // Whether the focus is in the player (or on `node`).
  holdsFocus(node = this.root) {
    const focused = focusedIn(this.root);
    return Boolean(focused && node.contains(focused));
  }

  // The reader's move at a question step (from: the board target it was made on, if any): the
  // engine says whether it is the book's. A miss tells what the move broke (a rule, or the
  // book's reason when the move was legal); the book's move itself only on a second miss or
  // when the reader asks for it. The answer shows beside the place the move was made.
  async tryMove(action, from = null) {
    const at = this.step;
    const focused = this.holdsFocus();
    const reply = await this.call({ cmd: "answer", board: this.board, at, action });
    if (at !== this.step) return;
    const tapped = from && from !== "prompt" && this.screen ? this.screen.canvas.reachOf(from) : null;
    if (tapped) this.place = this.screen.canvas.inHost(tapped);
    if (!reply.ok) { this.feedback.textContent = reply.error; this.placeCard(); return; }
    if (reply.right) {
      const answer = this.t("player.right", { answer: reply.answer });
      this.answered = { said: reply.reason ? `${answer} ${reply.reason}` : answer };
      await this.goto(at + 1, { reader: true });
      // A keyboard answer keeps the focus in the player: on where the reader goes on from.
      if (focused && !this.holdsFocus()) (this.onward.hidden ? this.buttons.next : this.onward).focus();
      return;
    }
    this.misses += 1;
    this.refused = reply;
    this.feedback.dataset.result = "wrong";
    const said = reply.legal ? `${reply.reason} ${reply.why}` : this.t("player.not_this", { reason: reply.reason });
    this.feedback.textContent = said + " " + (this.misses > 1 ? this.movesWord(reply.answer)
      : this.t("player.try_again"));
    this.reveal.hidden = this.misses > 1;
    this.placeCard();
    this.bringIntoView();
  }

  showBooksMove() {
    if (!this.refused) return;
    this.misses = Math.max(this.misses, 1);
    const reply = this.refused;
    const said = reply.legal ? `${reply.reason} ${reply.why}` : this.t("player.not_this", { reason: reply.reason });
    this.feedback.textContent = `${said} ${this.movesWord(reply.answer)}`;
    // The button goes; a focus on it stays on the card.
    if (this.holdsFocus(this.reveal)) this.question.focus({ preventScroll: true });
    this.reveal.hidden = true;
    this.placeCard();
  }

  movesWord(answer) { return this.t(this.book ? "player.books_move" : "player.shown_move", { answer }); }

  // The question's card beside where the answer is made, or the place tapped (question-card.js).
  placeCard() { this.card.place(this.screen, this.place); }

  bringIntoView() { this.card.bringIntoView(this.screen, this.place); }

  play() {
    this.playing = true;
    this.buttons.play.textContent = this.t("player.pause");
    this.buttons.play.setAttribute("aria-label", this.t("player.pause"));
    if (this.step >= this.steps) this.goto(0);
    this.schedule();
  }

  schedule() {
    clearTimeout(this.timer);
    this.timer = setTimeout(async () => {
      if (!this.playing) return;
      if (this.step < this.steps) await this.goto(this.step + 1);
      else if (this.options.loop) await this.goto(0);
      if (this.step >= this.steps && !this.options.loop) { this.stop(); return; }
      this.schedule();
    }, STEP_MS);
  }

  stop() {
    this.playing = false;
    clearTimeout(this.timer);
    this.buttons.play.textContent = this.t("player.play");
    this.buttons.play.setAttribute("aria-label", this.t("player.play_steps"));
  }
}
