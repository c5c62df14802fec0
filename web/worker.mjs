// The engine's home: a module worker that boots Pyodide, installs the engine wheel from this site
// with micropip and answers requests with engine.api.handle. The page never waits on Python.
// Named "grower" (see growers.mjs), the same file is one of its helpers instead: it boots the
// same way and answers only "grow".
//
// Messages in:  {id, request}            request: an engine.api command object
// Messages out: {type: "progress", stage, word, text, labels}  word: the site word (i18n.js) of
//                 text; labels: {stage: word} for a stage named otherwise this time
//               {type: "thinking", id, done, budget}  a bot request's search: iterations done
//               {type: "ready", timings}
//               {type: "failed", error}
//               {type: "reply", id, reply} reply: engine.api's JSON reply, parsed
//               {type: "growers", size, ready, handed, grown, grow_ms, failures, reclaimed,
//                 boot_ms}  the helpers' figures: trees handed to them and grown by them
//                 (grow_ms: from sending each to its result), queued trees the engine grew
//                 itself, their start-up times
//                 (for tests and benchmarks: the page shows nothing of them)
/*@BUILD@*/

import { Growers } from "./growers.mjs";

const here = (path) => new URL(path, import.meta.url).href;

let handle = null;
const queue = [];
const started = performance.now();
const timings = {};

function progress(stage, word, text, labels) {
  timings[stage] = Math.round(performance.now() - started);
  self.postMessage({ type: "progress", stage, word, text, labels });
}

let answeredOnce;
const answered = new Promise((resolve) => { answeredOnce = resolve; });

// A search reports how far it is (from its start, about every twentieth of its budget): the
// page shows a slow bot's thinking on its seat (a "think" request's too: a bot request that
// waits behind it plays what it chose).
const SEARCHES = new Set(["bot", "think"]);

function run(id, request) {
  const thinking = request && SEARCHES.has(request.cmd)
    ? (done, budget) => self.postMessage({ type: "thinking", id, done, budget }) : undefined;
  try {
    return JSON.parse(handle(JSON.stringify(request), thinking));
  } catch (error) {
    return { ok: false, error: "The engine failed: " + String(error && error.message || error) };
  }
}

// The engine worker's helpers (growers.mjs): one fewer than the device's cores, at most three.
// A worker named "growers=N" (a benchmark's) has N instead.
const GROWER = self.name === "grower";
const POOL_SIZE = /^growers=\d+$/.test(self.name) ? Math.min(16, Number(self.name.slice(8)))
  : Math.max(0, Math.min(3, (navigator.hardwareConcurrency || 1) - 1));
const growers = new Growers(import.meta.url, GROWER ? 0 : POOL_SIZE,
  (figures) => self.postMessage({ type: "growers", ...figures }));

// Requests after which nothing a board thought ahead is kept (a take-back, another game). After
// any other move the engine says what it kept: a "think" reply's "awaited" names the trees out
// that a kept thinking still waits for (a bot's or chance's move along the stretch keeps it, and
// so does a person's move the bots guessed).
const DISCARDS = new Set(["undo", "start", "load", "watch"]);

function answer({ id, request }) {
  const cmd = request && request.cmd;
  if (GROWER) {
    const reply = cmd === "grow" ? run(id, request)
      : { ok: false, error: "A grower worker only grows trees." };
    self.postMessage({ type: "reply", id, reply });
    return;
  }
  if (cmd === "think" && request.slice_ms === undefined) {
    thinkInSlices(id, request);
    return;
  }
  if (cmd === "bot" && growers.ready) {
    botAfterThinking(id, request);
    return;
  }
  sendReply(id, request, run(id, request));
}

function sendReply(id, request, reply) {
  if (reply.ok && DISCARDS.has(request.cmd)) growers.drop(boardOf(request));
  self.postMessage({ type: "reply", id, reply });
  answeredOnce();
}

const boardOf = (request) => request.board || "main";

// The page asks the bots to think ahead while it shows the last move, the take-back pause
// included, and while a person decides (engine/bots/ahead.py: the stretch, the guesses). A
// search cannot be stopped from outside while it runs, so a "think" runs in slices, and between
// two of them the worker answers whatever came in meanwhile: a person's move or a take-back at
// once, a "bot" request by thinking what is left in slices too, then playing. The thinking ends
// when it is thought through or the game is no longer at the request's steps ("stale").
const THINK_SLICE_MS = 50;
const tick = new MessageChannel();
const ticking = [];  // the thinkings waiting for their next slice, in order
tick.port1.onmessage = () => ticking.shift()();
const nextTask = () => new Promise((resolve) => { ticking.push(resolve); tick.port2.postMessage(null); });

// One slice of thinking with the growers: the ready growers may take trees when a bot's
// thinking begins (the engine reads "helpers" only then), the trees grown come back in "grown",
// the trees the reply hands out go to the growers, and those no kept thinking awaits any more
// are let go. Once only handed-out trees are left ("waiting"), the next slice waits for one to
// come back; one that never will (its grower failed) is given back ("given_back"), and the
// engine grows it itself, in slices like the rest.
async function thinkSlice(id, request) {
  const board = boardOf(request);
  const grown = growers.take(board);
  const givenBack = growers.takeFailed(board);
  const slice = { ...request, cmd: "think", helpers: growers.ready, grown, given_back: givenBack,
                  slice_ms: THINK_SLICE_MS };
  const reply = run(id, slice);
  // Growers start when a search first says it splits into trees, never before: they must not
  // delay the first board, and a game whose bots do not split needs none.
  if (reply.ok && reply.trees > 1) growers.want(reply.trees - 1);
  if (!reply.ok || reply.stale) growers.putBack(board, grown, givenBack);
  else {
    growers.handOut(board, reply.jobs);
    growers.keep(board, reply.awaited);
  }
  if (reply.ok && !thoughtThrough(request, reply) && !reply.stale) {
    // Waiting, the engine takes back its trees no grower has started, and grows them.
    if (reply.waiting) growers.reclaim(board);
    await (reply.waiting ? growers.wait(board) : nextTask());
  }
  return reply;
}

// Whether there is nothing left to think: the choice made, and with "stretch" what follows.
const thoughtThrough = (request, reply) => reply.chosen && (!request.stretch || reply.through);

async function thinkInSlices(id, request) {
  for (;;) {
    const sliced = await thinkSlice(id, request);
    if (!sliced.ok || sliced.stale || thoughtThrough(request, sliced)) {
      sendReply(id, request, sliced);
      return;
    }
  }
}

// A "bot" request while growers are ready thinks in slices with them first (a thinking under
// way goes on, or one starts), so its trees are not all grown here; then "bot" plays the kept
// choice at once. A thinking that cannot go on (stale, refused) leaves "bot" to say why.
async function botAfterThinking(id, request) {
  let thinking = { ...request };
  delete thinking.steps;
  for (;;) {
    const sliced = await thinkSlice(id, thinking);
    if (!sliced.ok || sliced.chosen || sliced.stale) break;
    thinking = { ...thinking, steps: sliced.steps };
  }
  sendReply(id, request, run(id, request));
}

self.onmessage = (event) => {
  if (handle) answer(event.data);
  else queue.push(event.data);
};

// Compiled once, kept for later starts (with micropip's lock, see boot). The site ships most of
// the stdlib as source (a fifth of its compiled size; only what a first start imports after
// Python's own start-up, and micropip, come compiled), and compiling it is most of a start's
// work. So after a start that compiled, while the page waits for a person, the worker compiles
// the stdlib and the engine's modules and keeps both in Cache Storage, in a cache of its own
// that sw.js keeps while the build's stdlib is current; each is kept under an address named by
// what it was compiled from.
const KEPT = {
  stdlib: () => here(BUILD.pyodide + "python_stdlib.zip"),
  engine: () => here(BUILD.engineWheel + ".pyc.zip"),
  lock: () => here(BUILD.engineWheel + ".lock.json"),
};

async function kept(what) {
  try {
    if (!(await caches.has(BUILD.compiledCache))) return null;
    return (await (await caches.open(BUILD.compiledCache)).match(KEPT[what]())) || null;
  } catch {
    return null;  // no Cache Storage here (a private window): every start compiles
  }
}

// The compiling is bytecode_zip.py's, which the site ships beside this file (web/bytecode_zip.py:
// the build writes and compiles its own zips with it too). It is cooperative: it yields to the
// event loop every few milliseconds, so a request that comes in meanwhile is answered at once.
// The engine's bytecode is laid out as its package (engine/core.pyc), so a later start imports it from the
// zip itself with nothing to unpack; the kept copy is named by the wheel it was compiled from.
const COMPILER = "bytecode_zip";
const COMPILER_HOME = "/ludi-compiler";
const COMPILED = {
  stdlib: `${COMPILER}.compiled_stdlib()`,
  engine: `${COMPILER}.compiled_package(engine)`,
};

async function importCompiler(pyodide) {
  const response = await fetch(here(COMPILER + ".py"));
  if (!response.ok) throw new Error(`${COMPILER}.py: HTTP ${response.status}`);
  pyodide.FS.mkdirTree(COMPILER_HOME);
  pyodide.FS.writeFile(`${COMPILER_HOME}/${COMPILER}.py`, new Uint8Array(await response.arrayBuffer()));
  pyodide.runPython(`import sys\nsys.path.append("${COMPILER_HOME}")\nimport ${COMPILER}, engine`);
}

async function keepCompiled(pyodide, missing) {
  if (!missing.length || !self.caches) return;
  await importCompiler(pyodide);
  const cache = await caches.open(BUILD.compiledCache);
  for (const what of missing) {
    const zip = await pyodide.runPythonAsync(`await ${COMPILED[what]}`);
    const bytes = zip.toJs();
    zip.destroy();
    await cache.put(KEPT[what](), new Response(bytes, { headers: { "Content-Type": "application/zip" } }));
  }
  const current = Object.values(KEPT).map((address) => address());
  for (const request of await cache.keys()) {  // an earlier build's engine
    if (!current.includes(request.url)) await cache.delete(request);
  }
}

// Reusable by any page that needs the engine: everything it loads is named relative to this file.
// The engine is a wheel that micropip installs, from this site only. On the first start micropip
// loads with Python and installs the wheel; while the page then waits for a person, the worker
// keeps micropip.freeze()'s lock (the wheel and its sha256) and the engine's bytecode compiled
// from what micropip installed. A later start takes the first of these that is kept for this
// very wheel (a new build installs again):
// - "compiled": the bytecode's zip goes on sys.path, and no package is loaded at all (less work
//   than the lock, which fetches, checks and unpacks the wheel; measured side by side, the
//   difference was within a round's noise);
// - "lock": loadPyodide gets the lock, so the wheel downloads and installs while Python boots,
//   checked against the lock's sha256, with nothing resolved;
// - "micropip": as the first start.
// A kept zip that does not import is dropped and micropip installs instead.
function namesThisWheel(lock) {
  const engine = lock && lock.packages && lock.packages[BUILD.engine];
  return Boolean(engine && engine.sha256.startsWith(BUILD.engineWheel.split("/")[1]));
}

async function keptLock() {
  const stored = await kept("lock");
  const lock = stored && (await stored.json().catch(() => null));
  return namesThisWheel(lock) ? lock : null;
}

async function keepLock(pyodide) {
  if (!self.caches) return;
  const frozen = pyodide.runPython("import micropip\nmicropip.freeze()");
  if (!namesThisWheel(JSON.parse(frozen))) return;
  const cache = await caches.open(BUILD.compiledCache);
  await cache.put(KEPT.lock(), new Response(frozen, { headers: { "Content-Type": "application/json" } }));
}

const COMPILED_ENGINE = "/ludi-engine.pyc.zip";

async function installWithMicropip(pyodide) {
  progress("install", "load.installing", "Installing the game engine with micropip…");
  // loaded with Python already, unless a kept zip did not import
  if (!pyodide.loadedPackages.micropip) await pyodide.loadPackage("micropip");
  await pyodide.runPythonAsync(`
import micropip
await micropip.install(${JSON.stringify(here(BUILD.engineWheel))}, deps=False)`);
  if (!pyodide.loadedPackages[BUILD.engine]) throw new Error("the engine's wheel did not load");
}

// Only the import is tried, not a game: the zip was compiled by this runtime from this wheel.
async function importCompiled(pyodide, engineCode) {
  progress("install", "load.engine", "Loading the game engine…");
  pyodide.FS.writeFile(COMPILED_ENGINE, new Uint8Array(await engineCode.arrayBuffer()));
  try {
    pyodide.runPython(`import sys\nsys.path.insert(0, "${COMPILED_ENGINE}")\nimport engine.api`);
    return true;
  } catch {
    pyodide.runPython(`
import sys
sys.path.remove("${COMPILED_ENGINE}")
for name in [name for name in sys.modules if name == "engine" or name.startswith("engine.")]:
    del sys.modules[name]`);
    await (await caches.open(BUILD.compiledCache)).delete(KEPT.engine()).catch(() => {});
    return false;
  }
}

async function boot() {
  progress("download", "load.runtime", "Loading the Python runtime…");
  const indexURL = here(BUILD.pyodide);
  const [{ loadPyodide }, stdlib, engineCode, lock] = await Promise.all([
    import(indexURL + "pyodide.mjs"), kept("stdlib"), kept("engine"), keptLock()]);
  let engine = engineCode ? "compiled" : lock ? "lock" : "micropip";
  const stdLibURL = stdlib && URL.createObjectURL(await stdlib.blob());
  progress("start", engine === "micropip" ? "load.starting_first" : "load.starting", engine === "micropip"
    ? "Starting Python (about 5 MB to download on the first visit)…" : "Starting Python…",
  { install: engine === "micropip" ? "load.stage.install_first" : "load.stage.install_kept" });
  const packages = {
    compiled: {},
    lock: { lockFileContents: lock, packageBaseUrl: indexURL, packages: [BUILD.engine] },
    micropip: { packages: ["micropip"] },
  }[engine];
  const pyodide = await loadPyodide({
    indexURL, ...(stdLibURL ? { stdLibURL } : {}), ...packages });
  if (stdLibURL) URL.revokeObjectURL(stdLibURL);
  if (engine === "compiled" && !(await importCompiled(pyodide, engineCode))) engine = "micropip";
  if (engine === "lock") {
    progress("install", "load.engine", "Loading the game engine…");
    if (!pyodide.loadedPackages[BUILD.engine]) throw new Error("the engine's wheel did not load");
  }
  if (engine === "micropip") await installWithMicropip(pyodide);
  handle = pyodide.pyimport("engine.api").handle;
  timings.ready = Math.round(performance.now() - started);
  timings.compiled = { stdlib: Boolean(stdlib), engine: engine === "compiled" };
  timings.engine = engine;
  self.postMessage({ type: "ready", timings, version: BUILD.engineVersion, code: BUILD.code });
  if (!GROWER) growers.changed();  // the pool's figures, before any grower starts
  while (queue.length) answer(queue.shift());
  if (GROWER) return;  // the engine worker keeps what later starts need
  // What only later starts need waits until the page has had its first answer (a game started
  // or resumed while Python booted; the lobby asks nothing) or 3 s: micropip.freeze() takes a
  // moment, and compiling takes longer.
  await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 3000))]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (engine === "micropip") await keepLock(pyodide).catch(() => {});  // not kept: installs again
  const missing = ["stdlib", "engine"].filter((what) => !timings.compiled[what]);
  keepCompiled(pyodide, missing).catch(() => {});  // not kept: the next start compiles again
}

boot().catch((error) => {
  self.postMessage({ type: "failed", error: String(error && error.message || error) });
});
