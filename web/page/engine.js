// The page's link to its engine: the module worker index.html started first (Python boots while
// the page's modules load), the request/reply `call` (engine-link.js), the loading screen's
// progress, readiness, and the error that ends the page when the engine cannot start.
import { requestLink } from "../engine-link.js";
import { t, withWords } from "../i18n.js";
import { $, notify, setBusy, setStatus } from "./shell.js";

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

export function fatal(text) {
  setStatus("error");
  setBusy(false);
  $("#load-text").textContent = text;
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
      heardReady();
    } else if (message.type === "failed") fatal(t("error.engine_start", { reason: message.error }));
    else if (message.type === "thinking") onThinking(message);
    else if (message.type === "growers") window.ludiGrowers = message;  // for tests: not shown
  };
  hearing = () => {
    worker.onmessage = (event) => hear(event.data);
    worker.onerror = (event) => fatal(t("error.engine_start", { reason: event.message || "worker error" }));
    for (const message of early.messages.splice(0)) hear(message);  // said before this module ran
  };
  if (worker) hearing();
}

function showProgress(stage, word, labels = {}) {
  const stages = [...document.querySelectorAll(".stages li")];
  const index = stages.findIndex((li) => li.dataset.stage === stage);
  for (const li of stages) {  // the worker knows whether this start installs the engine
    if (labels[li.dataset.stage]) li.dataset.i18n = labels[li.dataset.stage];
    li.textContent = t(li.dataset.i18n);
  }
  stages.forEach((li, i) => { li.className = i < index ? "done" : i === index ? "now" : ""; });
  $("#load-progress").value = index + 0.5;
  $("#load-text").dataset.i18n = word;
  $("#load-text").textContent = t(word);
}
