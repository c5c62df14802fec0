// A rulebook example, or a shared game, played step by step on the game's own board: the
// caption of each step, controls (first, previous, play, next, last) and question steps where
// the reader makes the move and the engine checks it. Used by embed.html and <ludi-board>;
// it knows no rules and asks the engine (engine-link.js) for every view.
//
// Options (all strings, as in a URL or on an element): game, example | save, or src (the address
// of an example a teacher wrote as JSON, see teach.html), step, controls ("0": a still picture),
// autoplay ("1"), loop ("1"), lang (a language Ludi speaks: the player's words and the engine's;
// the page's language when not given).

import { BOARDS } from "./games/index.js";
import { renderBoard } from "./games/generic.js";
import { BoardScreen } from "./board/screen.js";
import { getEngine } from "./engine-link.js";
import { decodeSave } from "./share-code.js";
import { t, lang, withWords } from "./i18n.js";

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
    this.build();
  }

  t(id, args) { return t(id, args, this.language); }

  build() {
    const box = el("div", "ludi-player");
    this.title = el("p", "lp-title");
    this.source = el("span", "lp-source");
    this.stage = el("div", "lp-board");
    this.host = el("div", "board-host");
    this.prompt = el("div", "prompt-strip");
    this.prompt.hidden = true;
    this.hand = el("ul", "hand lp-hand");
    this.hand.setAttribute("aria-label", this.t("player.hand"));
    this.facts = el("div", "lp-facts");
    this.stage.append(this.host, this.prompt, this.facts, this.hand);
    this.question = el("div", "lp-question");
    this.question.hidden = true;
    this.questionText = el("p", "lp-question-text");
    this.feedback = el("p", "lp-feedback");
    this.feedback.setAttribute("role", "status");
    this.choices = el("div", "lp-choices");
    this.reveal = el("button", "lp-reveal", this.t("player.reveal"));
    this.reveal.type = "button";
    this.reveal.hidden = true;
    this.reveal.addEventListener("click", () => this.showBooksMove());
    this.question.append(this.questionText, this.choices, this.feedback, this.reveal);
    this.caption = el("p", "lp-caption", this.t("player.loading"));
    this.caption.setAttribute("aria-live", "polite");
    this.controls = el("div", "lp-controls");
    this.controls.setAttribute("role", "toolbar");
    this.controls.setAttribute("aria-label", this.t("player.steps"));
    this.buttons = {};
    for (let [name, text, label] of CONTROLS) {
      const button = el("button", "lp-control", text.includes(".") ? this.t(text) : text);
      label = this.t(label);
      button.type = "button";
      button.dataset.control = name;
      button.setAttribute("aria-label", label);
      button.title = label;
      button.disabled = true;
      button.addEventListener("click", () => this.control(name));
      this.buttons[name] = button;
      this.controls.append(button);
    }
    this.counter = el("span", "lp-counter");
    this.controls.append(this.counter);
    this.controls.addEventListener("keydown", (event) => {
      const name = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[event.key];
      if (name) { event.preventDefault(); this.control(name); }
    });
    this.controls.hidden = !this.options.controls;
    this.title.append(this.source);
    box.append(this.title, this.caption, this.controls, this.question, this.stage);
    this.root.replaceChildren(box);
    this.screen = null;  // the board is drawn once the example is loaded
  }

  mountBoard() {
    const module = BOARDS[this.options.game];
    if (!module || this.screen) return;
    this.screen = new BoardScreen({ host: this.host, prompt: this.prompt, hand: this.hand, board: module,
                                    play: (action) => this.tryMove(action), language: () => this.language,
                                    capTall: true });
  }

  status(value, detail) { this.report("status", { status: value, detail }); }

  fail(message) {
    this.stop();
    this.caption.textContent = message;
    this.caption.classList.add("lp-error");
    this.status("error", message);
  }

  async start() {
    this.status("loading");
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
    if (o.example || o.src) {
      let request = { cmd: "example", game: o.game, id: o.example, board: this.board };
      if (o.src) {
        try {
          const response = await fetch(o.src);
          if (!response.ok) throw new Error(this.t("player.answered", { status: response.status }));
          request = { cmd: "example", teacher: await response.json(), board: this.board };
        } catch (error) {
          this.fail(this.t("player.src_unread", { src: o.src, reason: error.message }));
          return;
        }
        this.options = { ...o, game: request.teacher.game };
      }
      reply = await this.call(request);
      if (!reply.ok) { this.fail(o.src ? this.t("player.cannot_play", { reason: reply.error }) : reply.error); return; }
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
    this.mountBoard();
    for (const button of Object.values(this.buttons)) button.disabled = false;
    const first = o.step !== null ? o.step : (o.example || o.src ? 0 : this.steps);
    await this.goto(first);
    this.status("ready");
    if (o.autoplay) this.play();
  }

  heading(title, source) {
    this.title.replaceChildren(el("strong", "", title), " ", this.source);
    this.source.textContent = source ? `(${source})` : "";
  }

  control(name) {
    if (!this.call) return;
    if (name === "play") { if (this.playing) this.stop(); else this.play(); return; }
    this.stop();
    const target = { first: 0, prev: this.step - 1, next: this.step + 1, last: this.steps }[name];
    this.goto(target);
  }

  next() { return this.goto(this.step + 1); }

  // Show step k (0: the starting position, steps: the end), clamped to the example.
  async goto(k) {
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
    this.draw(reply.view, asking);
    this.caption.textContent = this.captions[k];
    // For a reader who cannot see the board: what the step changed on it, as the game's log says
    // it (who, what, where), read out with the caption.
    const said = k > 0 ? (reply.view.log || []).filter((line) => line.step === k - 1)
      .map((line) => line.text).join(" ") : "";
    if (said && !this.captions[k].includes(said)) {
      this.caption.append(el("span", "visually-hidden lp-said", " " + this.t("player.on_board", { said })));
    }
    const question = this.questions[String(k)];
    this.question.hidden = !question;
    this.questionText.textContent = question ? this.t("player.your_move", { question }) : "";
    if (!this.keepFeedback) this.feedback.textContent = "";
    this.keepFeedback = false;
    this.misses = 0;
    this.refused = null;
    this.reveal.hidden = true;
    this.counter.textContent = this.t("player.counter", { step: k, count: this.steps });
    this.buttons.first.disabled = this.buttons.prev.disabled = k === 0;
    this.buttons.next.disabled = this.buttons.last.disabled = k === this.steps;
    this.report("step", { step: k, steps: this.steps });
  }

  draw(payload, live) {
    this.shown = payload;  // tests and the curious: what is on screen
    const view = payload.state || {};
    this.hand.hidden = payload.seat === null || payload.seat === undefined;
    if (this.screen) {
      this.screen.previous = null;  // a step is shown, not animated
      this.screen.render(payload, { readOnly: !live });
      this.facts.replaceChildren();
    } else {
      renderBoard(this.facts, view.board, view, payload.seats || []);
      this.hand.replaceChildren(...(view.hand || []).map((card) => el("li", "card", card.label)));
    }
    // Choices no board target holds (or every choice, on the generic board).
    const loose = live && !this.screen ? payload.legal : [];
    this.choices.replaceChildren(...loose.map((entry) => {
      const button = el("button", "prompt-choice", entry.label);
      button.type = "button";
      button.dataset.choice = "";
      button.addEventListener("click", () => this.tryMove(entry.action));
      return button;
    }));
  }

  // The reader's move at a question step: the engine says whether it is the book's. A miss
  // tells what the move broke (a rule, or the book's reason when the move was legal); the
  // book's move itself only on a second miss or when the reader asks for it.
  async tryMove(action) {
    const at = this.step;
    const reply = await this.call({ cmd: "answer", board: this.board, at, action });
    if (!reply.ok) { this.feedback.textContent = reply.error; return; }
    if (reply.right) {
      this.keepFeedback = true;
      this.feedback.textContent = this.t("player.right", { answer: reply.answer });
      this.feedback.dataset.result = "right";
      await this.goto(at + 1);
      this.question.hidden = false;
      if (!this.questions[String(this.step)]) this.questionText.textContent = "";
      return;
    }
    this.misses += 1;
    this.refused = reply;
    this.feedback.dataset.result = "wrong";
    const said = reply.legal ? `${reply.reason} ${reply.why}` : this.t("player.not_this", { reason: reply.reason });
    this.feedback.textContent = said + " " + (this.misses > 1 ? this.movesWord(reply.answer)
      : this.t("player.try_again"));
    this.reveal.hidden = this.misses > 1;
  }

  showBooksMove() {
    if (!this.refused) return;
    this.misses = Math.max(this.misses, 1);
    const reply = this.refused;
    const said = reply.legal ? `${reply.reason} ${reply.why}` : this.t("player.not_this", { reason: reply.reason });
    this.feedback.textContent = `${said} ${this.movesWord(reply.answer)}`;
    this.reveal.hidden = true;
  }

  movesWord(answer) { return this.t(this.book ? "player.books_move" : "player.shown_move", { answer }); }

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
