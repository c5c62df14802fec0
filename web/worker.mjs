// The engine's home: a module worker that boots Pyodide with the engine wheel from this site
// and answers requests with engine.api.handle. The page never waits on Python.
//
// Messages in:  {id, request}            request: an engine.api command object
// Messages out: {type: "progress", stage, text}
//               {type: "ready", timings}
//               {type: "failed", error}
//               {type: "reply", id, reply} reply: engine.api's JSON reply, parsed
/*@BUILD@*/

const here = (path) => new URL(path, import.meta.url).href;

let handle = null;
const queue = [];
const started = performance.now();
const timings = {};

function progress(stage, text) {
  timings[stage] = Math.round(performance.now() - started);
  self.postMessage({ type: "progress", stage, text });
}

function answer({ id, request }) {
  let reply;
  try {
    reply = JSON.parse(handle(JSON.stringify(request)));
  } catch (error) {
    reply = { ok: false, error: "The engine failed: " + String(error && error.message || error) };
  }
  self.postMessage({ type: "reply", id, reply });
}

self.onmessage = (event) => {
  if (handle) answer(event.data);
  else queue.push(event.data);
};

// Reusable by any page that needs the engine: everything it loads is named relative to this file.
// The engine's wheel is in the runtime's lock file, which micropip wrote when the site was built
// (micropip.freeze() after installing the wheel), so it downloads and installs while Python
// boots, checked against the lock's sha256, with nothing left to resolve here.
async function boot() {
  progress("download", "Loading the Python runtime…");
  const indexURL = here(BUILD.pyodide);
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  progress("start", "Starting Python (about 5 MB to download on the first visit)…");
  const pyodide = await loadPyodide({ indexURL, packages: [BUILD.engine] });
  if (!pyodide.loadedPackages[BUILD.engine]) throw new Error("the engine's wheel did not load");
  progress("install", "Starting the game engine…");
  handle = pyodide.pyimport("engine.api").handle;
  timings.ready = Math.round(performance.now() - started);
  self.postMessage({ type: "ready", timings, version: BUILD.engineVersion });
  while (queue.length) answer(queue.shift());
}

boot().catch((error) => {
  self.postMessage({ type: "failed", error: String(error && error.message || error) });
});
