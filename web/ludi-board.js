// <ludi-board game="aquileia" example="arena"></ludi-board>: a rulebook example (or, with
// save="…", a shared game; with src="my-example.json", an example a teacher wrote) played on
// Ludi's board inside any page, of this site or another (loaded by ludi.js).
// Attributes as embed.html's options: step, controls="0", autoplay, loop, lang="de" (the board's
// own language: else the page's ?lang=, the remembered one, the browser's, English). The element carries
// data-status (loading, ready, error), data-step and data-steps, fires "ludi-step" events
// ({detail: {step, steps}}) and has next() and goto(k). Every board of a page shares one
// engine, started when the first board scrolls into view.
import { ExamplePlayer, readOptions } from "./example-player.js";
import { keepOffline } from "./engine-link.js";
import { t, chooseLang, loadSiteWords } from "./i18n.js";

const STYLES = ["style.css", "embed.css"].map((name) => new URL("./" + name, import.meta.url).href);

const seen = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (entry.isIntersecting) {
      seen.unobserve(entry.target);
      entry.target.begin();
    }
  }
}, { rootMargin: "200px" });

class LudiBoard extends HTMLElement {
  connectedCallback() {
    if (this.player || this.shadowRoot) return;
    const shadow = this.attachShadow({ mode: "open" });
    for (const href of STYLES) {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      shadow.append(link);
    }
    const root = document.createElement("div");
    shadow.append(root);
    this.dataset.status = "loading";
    // Only the element's own attribute counts, not a lang="" its page sets on an ancestor.
    const language = chooseLang({ asked: this.getAttribute("lang") }).lang;
    loadSiteWords(language).catch(() => {}).then(() => this.setUp(root, language));
  }

  setUp(root, language) {
    root.lang = language;  // what a screen reader reads it in, whatever the page around says
    const options = { ...readOptions((name) => this.getAttribute(name), location.href, language), lang: language };
    if (options.error) {
      root.textContent = t("embed.board_refused", { reason: options.error }, language);
      this.dataset.status = "error";
      return;
    }
    this.player = new ExamplePlayer(root, options, (kind, detail) => {
      if (kind === "status") {
        this.dataset.status = detail.status;
        if (detail.status === "ready") keepOffline();
      } else {
        this.dataset.step = detail.step;
        this.dataset.steps = detail.steps;
        this.dispatchEvent(new CustomEvent("ludi-step", { detail, bubbles: true }));
      }
    });
    seen.observe(this);
  }

  begin() {
    if (this.started || !this.player) return;
    this.started = true;
    this.player.start();
  }

  next() { return this.player ? this.player.next() : Promise.resolve(); }
  goto(k) { return this.player ? this.player.goto(k) : Promise.resolve(); }
  get step() { return this.player ? this.player.step : 0; }
  get steps() { return this.player ? this.player.steps : 0; }
}

if (!customElements.get("ludi-board")) customElements.define("ludi-board", LudiBoard);
