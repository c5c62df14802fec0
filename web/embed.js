// embed.html?game=G&example=ID (or #save=CODE from "Share / embed"; links made before carry
// &save=CODE; or ?src=ADDRESS of an example a teacher wrote as JSON): one example or shared
// game on its board. Options: step=K, controls=0,
// autoplay=1, loop=1, lang=de (else the remembered language, the browser's, English). <body data-status> is loading, ready or error; data-step and data-steps
// say where it stands.
import { ExamplePlayer, readOptions } from "./example-player.js";
import { keepOffline } from "./engine-link.js";
import { t, setLang, chooseLang, loadSiteWords, applyWords } from "./i18n.js";

const params = new URLSearchParams(location.search);
const fragment = new URLSearchParams(location.hash.slice(1));
const body = document.body;
const root = document.getElementById("player");
const language = chooseLang({ search: "?" + new URLSearchParams([...fragment, ...params]) }).lang;
setLang(language);
await loadSiteWords(language).then(() => applyWords()).catch(() => {});
// A page of its own (not a frame) opens a question it starts at in view.
const options = { ...readOptions((name) => params.get(name) ?? fragment.get(name)), lang: language,
                  reveal: window.parent === window };

// In a frame, tell the page around it how tall the embed is, whenever that changes: a page
// that follows the message (teach.html's snippet does, in one line) sizes the frame to its
// content, so no question or caption hides behind the frame's own scrollbar.
//   message: {ludi: "embed-height", height: CSS pixels}
if (window.parent !== window) {
  let said = 0;
  const tellHeight = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === said) return;
    said = height;
    window.parent.postMessage({ ludi: "embed-height", height }, "*");
  };
  new ResizeObserver(tellHeight).observe(document.documentElement);
}

if (options.error) {
  root.textContent = t("embed.refused", { reason: options.error });
  body.dataset.status = "error";
} else {
  const player = new ExamplePlayer(root, options, (kind, detail) => {
    if (kind === "status") {
      body.dataset.status = detail.status;
      if (detail.status === "ready") keepOffline();
    } else {
      body.dataset.step = detail.step;
      body.dataset.steps = detail.steps;
    }
  });
  window.ludiPlayer = player;
  player.start();
}
