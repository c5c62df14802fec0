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

// The site ships the part of Python's stdlib the engine needs as source, a fifth of its compiled
// size. Compiling those modules is most of a start's work, so after the first start, while the
// page waits for a person, the worker compiles them once and keeps the result in Cache Storage
// (a cache of its own, which sw.js keeps while the build is current): later starts load that.
const STDLIB_KEY = () => here(BUILD.pyodide + "python_stdlib.zip");

async function compiledStdlib() {
  try {
    if (!(await caches.has(BUILD.stdlibCache))) return null;
    const hit = await (await caches.open(BUILD.stdlibCache)).match(STDLIB_KEY());
    return hit ? URL.createObjectURL(await hit.blob()) : null;
  } catch {
    return null;  // no Cache Storage here (a private window): the source stdlib it is
  }
}

// Cooperative: it yields to the event loop every few milliseconds, so a request that comes in
// meanwhile is answered at once.
const COMPILE_STDLIB = `
import asyncio, io, sys, time, zipfile
from importlib._bootstrap_external import _code_to_timestamp_pyc

async def compile_stdlib():
    source = next(path for path in sys.path if path.endswith(".zip"))
    compiled = io.BytesIO()
    paused = time.monotonic()
    with zipfile.ZipFile(source) as modules, zipfile.ZipFile(compiled, "w") as target:
        for info in modules.infolist():
            name, data = info.filename, modules.read(info)
            if name.endswith(".py"):
                code = compile(data, name, "exec", dont_inherit=True)
                name, data = name[:-3] + ".pyc", bytes(_code_to_timestamp_pyc(code, 0, 0))
            target.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
            if time.monotonic() - paused > 0.015:
                await asyncio.sleep(0)
                paused = time.monotonic()
    return compiled.getvalue()

await compile_stdlib()
`;

async function keepCompiledStdlib(pyodide) {
  if (!self.caches) return;
  const compiled = await pyodide.runPythonAsync(COMPILE_STDLIB);
  const bytes = compiled.toJs();
  compiled.destroy();
  const cache = await caches.open(BUILD.stdlibCache);
  await cache.put(STDLIB_KEY(), new Response(bytes, { headers: { "Content-Type": "application/zip" } }));
}

// Reusable by any page that needs the engine: everything it loads is named relative to this file.
// The engine's wheel is in the runtime's lock file, which micropip wrote when the site was built
// (micropip.freeze() after installing the wheel), so it downloads and installs while Python
// boots, checked against the lock's sha256, with nothing left to resolve here.
async function boot() {
  progress("download", "Loading the Python runtime…");
  const indexURL = here(BUILD.pyodide);
  const [{ loadPyodide }, stdLibURL] = await Promise.all([
    import(indexURL + "pyodide.mjs"), compiledStdlib()]);
  progress("start", "Starting Python (about 5 MB to download on the first visit)…");
  const pyodide = await loadPyodide({ indexURL, packages: [BUILD.engine],
                                      ...(stdLibURL ? { stdLibURL } : {}) });
  if (!pyodide.loadedPackages[BUILD.engine]) throw new Error("the engine's wheel did not load");
  progress("install", "Starting the game engine…");
  handle = pyodide.pyimport("engine.api").handle;
  timings.ready = Math.round(performance.now() - started);
  timings.compiledStdlib = Boolean(stdLibURL);
  self.postMessage({ type: "ready", timings, version: BUILD.engineVersion });
  while (queue.length) answer(queue.shift());
  if (stdLibURL) URL.revokeObjectURL(stdLibURL);
  else keepCompiledStdlib(pyodide).catch(() => {});  // not kept: the next start compiles again
}

boot().catch((error) => {
  self.postMessage({ type: "failed", error: String(error && error.message || error) });
});
