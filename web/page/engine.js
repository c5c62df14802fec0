// The page's link to its engine: the module worker index.html started first (Python boots while
// the page's modules load), the request/reply `call` (engine-link.js), the start's progress,
// readiness (<body data-engine>: "loading", "ready", "error"), and the error that ends the page
// when the engine cannot start. A request made before the engine is ready waits in the worker
// and is answered once it is.
import { requestLink } from "../engine-link.js";
import { t, withWords } from "../i18n.js";
import { notify, setBusy, setStatus } from "./shell.js";

// index.html started the worker before this module loaded, and kept what it said meanwhile; a
// guest's page at a table has none (it needs no engine to play): there the worker starts with
// the first request.
const early = window.ludiEngine || { messages: [] };
let worker = early.worker || null;
let hearing = null;  // what listen() attaches to the worker
const { call: ask, take: takeReply } = requestLink((message) => startEngine().postMessage(message));

// The engine's worker, started now if it was not.
export function startEngine() {
  if (!worker) {
    worker = new Worker(new URL("../worker.mjs", import.meta.url), { type: "module" });
    if (hearing) hearing();
  }
  return worker;
}

// A request to the engine; the reply's sentences come in the page's language.
export const call = withWords(ask);

let heardReady;
export const engineReady = new Promise((resolve) => { heardReady = resolve; });

// Whether the engine has answered that it is ready (else a request waits for it).
export function engineIsReady() { return document.body.dataset.engine === "ready"; }

export function fatal(text) {
  setStatus("error");
  setBusy(false);
  for (const stage of document.querySelectorAll(".engine-stage")) {
    delete stage.dataset.i18n;
    stage.textContent = text;
  }
  notify(text);
}

// From now on this page hears the worker, starting with what it said before. `words`: the
// page's words, loaded (progress is shown in them); `onThinking`: a bot search's progress.
export function listen({ words, onThinking }) {
  const hear = (message) => {
    if (takeReply(message)) return;
    if (message.type === "progress") words.then(() => showProgress(message.stage, message.word, message.labels));
    else if (message.type === "ready") {
      window.ludiTimings = message.timings;
      for (const bar of document.querySelectorAll(".engine-progress")) bar.value = 3;
      document.body.dataset.engine = "ready";
      heardReady();
    } else if (message.type === "failed") failedToStart(message.error);
    else if (message.type === "thinking") onThinking(message);
    else if (message.type === "growers") window.ludiGrowers = message;  // for tests: not shown
  };
  hearing = () => {
    worker.onmessage = (event) => hear(event.data);
    worker.onerror = (event) => failedToStart(event.message || "worker error");
    for (const message of early.messages.splice(0)) hear(message);  // said before this module ran
  };
  if (worker) hearing();
}

function failedToStart(reason) {
  document.body.dataset.engine = "error";
  fatal(t("error.engine_start", { reason }));
}

function showProgress(stage, word, labels = {}) {
  if (engineIsReady()) return;  // heard late, once the page's words were in
  const stages = [...document.querySelectorAll(".stages li")];
  const index = stages.findIndex((li) => li.dataset.stage === stage);
  for (const li of stages) {  // the worker knows whether this start installs the engine
    if (labels[li.dataset.stage]) li.dataset.i18n = labels[li.dataset.stage];
    li.textContent = t(li.dataset.i18n);
  }
  stages.forEach((li, i) => { li.className = i < index ? "done" : i === index ? "now" : ""; });
  // The loading screen's, and the lobby's while a game waits to start (a language switch
  // says it again: data-i18n).
  for (const bar of document.querySelectorAll(".engine-progress")) bar.value = index + 0.5;
  for (const stage of document.querySelectorAll(".engine-stage")) {
    stage.dataset.i18n = word;
    stage.textContent = t(word);
  }
}
