#!/usr/bin/env python3
"""Build Ludi's static site into ``dist/`` and, with ``serve``, serve it.

    python3 build.py                 # writes dist/
    python3 build.py serve [--port N] # builds, then serves dist/ on http://127.0.0.1:8000/
    python3 build.py trace           # rewrites stdlib.txt (see trace_stdlib)

Standard library, pip and node. What goes into ``dist/``:

- the files under ``web/`` (the page, its script, the worker, the rules pages, each with its
  figures drawn inline in its language from ``web/rules/figures/``: see ``fill_figures``);
- the Pyodide runtime from the npm package ``pyodide`` (``npm ci`` runs when ``node_modules``
  is missing) in a directory named by its version, with only the stdlib modules listed in
  ``stdlib.txt``, without docstrings and comments (``tools/strip_source.py``): those a first
  start imports beyond Python's own start-up as bytecode, the rest as source (the worker compiles
  it once in the browser, with ``web/bytecode_zip.py``, which the site ships beside it and the
  build's own zips are written and compiled with);
- the engine as a wheel that pip builds from ``pyproject.toml`` (setuptools, pinned; with a fixed
  ``SOURCE_DATE_EPOCH``: same sources, same bytes), in a directory named by its content hash, so
  a changed engine is never served from an old cache (the engine holds no command-line program:
  those are in ``benchmarks/`` and ``tools/``);
- micropip's wheel beside the runtime, stripped and as bytecode, and the runtime's
  ``pyodide-lock.json`` naming only it (micropip comes from PyPI, downloaded once into
  ``.cache/`` and checked against a pinned sha256): the page's first start installs the
  engine's wheel with micropip and keeps the lock ``micropip.freeze()`` writes; later starts
  load the engine from that lock (see worker.mjs);
- ``sw.js`` with the list of every file with its hash and a cache name derived from them.

Every URL in the site is relative, so ``dist/`` works unchanged under any sub-path.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
TOOLS = ROOT / "tools"  # what builds and maintains the site; web/ is what it ships

sys.path[:0] = [str(WEB), str(TOOLS)]  # the zip writer the worker shares (web/bytecode_zip.py)
from bytecode_zip import write_zip  # noqa: E402


@contextlib.contextmanager
def project_on_path():
    """The project's engine importable for the length of a block, and no longer: the build runs
    from any folder and leaves ``sys.path`` as it found it."""
    sys.path.insert(0, str(ROOT))
    try:
        yield
    finally:
        sys.path.remove(str(ROOT))


DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
NODE_PYODIDE = ROOT / "node_modules" / "pyodide"

PYODIDE_VERSION = "314.0.7"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
MICROPIP_VERSION = "0.11.1"
MICROPIP_WHEEL = f"micropip-{MICROPIP_VERSION}-py3-none-any.whl"
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"

# Browser libraries the page uses, copied from their npm packages (pinned by package-lock.json,
# like the runtime) into dist/vendor/ with their licences: the site fetches nothing from outside.
VENDOR = {"lean-qr.mjs": ("lean-qr", "index.mjs"),  # draws the table's QR codes
          "jsQR.js": ("jsqr", "dist/jsQR.js")}     # reads them where there is no BarcodeDetector

TEMPLATE_MARK = "/*@BUILD@*/"


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


# --- inputs -----------------------------------------------------------------------------------

def project_metadata() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]


def ensure_pyodide() -> Path:
    """The npm package's directory, running ``npm ci`` first when it is not installed."""
    package = NODE_PYODIDE / "package.json"
    if not package.exists():
        print("build: node_modules missing, running npm ci", flush=True)
        subprocess.run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"],
                       cwd=ROOT, check=True)
    version = json.loads(package.read_text())["version"]
    if version != PYODIDE_VERSION:
        sys.exit(f"build: node_modules has pyodide {version}, the site needs {PYODIDE_VERSION}; "
                 f"run npm ci")
    return NODE_PYODIDE


def copy_vendor(target: Path) -> None:
    """The browser libraries of VENDOR, each with its package's licence, into ``target``."""
    target.mkdir()
    for name, (package, path) in VENDOR.items():
        folder = ROOT / "node_modules" / package
        if not (folder / path).exists():
            sys.exit(f"build: node_modules has no {package}; run npm ci")
        shutil.copyfile(folder / path, target / name)
        shutil.copyfile(folder / "LICENSE", target / f"{package}.LICENSE.txt")


def ensure_micropip() -> Path:
    """The pinned micropip wheel, downloaded from PyPI into the build cache once."""
    wheel = CACHE / MICROPIP_WHEEL
    if not wheel.exists() or sha256_file(wheel) != MICROPIP_SHA256:
        CACHE.mkdir(exist_ok=True)
        wheel.unlink(missing_ok=True)
        print(f"build: downloading micropip {MICROPIP_VERSION}", flush=True)
        subprocess.run([sys.executable, "-m", "pip", "download", f"micropip=={MICROPIP_VERSION}",
                        "--no-deps", "--only-binary=:all:", "--python-version", "3.14",
                        "--dest", str(CACHE), "--quiet", "--disable-pip-version-check"],
                       check=True)
    actual = sha256_file(wheel)
    if actual != MICROPIP_SHA256:
        wheel.unlink()
        sys.exit(f"build: {MICROPIP_WHEEL} has sha256 {actual}, expected {MICROPIP_SHA256}")
    return wheel


# The build's modules that run inside Pyodide (strip_source imports bytecode_zip; the page's
# worker imports bytecode_zip too, from the site, which ships it as one of web/'s files).
STRIP_SOURCE = TOOLS / "strip_source.py"
BYTECODE_ZIP = WEB / "bytecode_zip.py"
PYODIDE_MODULES = (STRIP_SOURCE, BYTECODE_ZIP)

# Work on a zip by Python inside Pyodide under node, with PYODIDE_MODULES importable: ``code``
# reads /tmp/source.zip and writes /tmp/target.zip; the value of its last line is printed.
# Pyodide's own Python (3.14) parses and compiles the stdlib it runs, whatever Python runs the
# build.
ZIP_IN_PYODIDE = r"""
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
const [indexURL, code, source, target, ...modules] = process.argv.slice(2);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
// PYTHONNODEBUGRANGES: bytecode the site ships keeps its line numbers but not the columns
// within a line (Python's -X no_debug_ranges): a quarter smaller, and a traceback still names
// the line.
const pyodide = await loadPyodide({
  indexURL, env: { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1" } });
pyodide.FS.mkdirTree("/build");
for (const module of modules) pyodide.FS.writeFile("/build/" + basename(module), readFileSync(module));
pyodide.runPython("import sys\nsys.path.insert(0, '/build')");
pyodide.FS.writeFile("/tmp/source.zip", readFileSync(source));
const said = pyodide.runPython(readFileSync(code, "utf8"));
writeFileSync(target, pyodide.FS.readFile("/tmp/target.zip"));
process.stdout.write(String(said ?? ""));
"""


def zip_in_pyodide(pyodide_dir: Path, code: str, source: Path, target: Path) -> str:
    """Run ``code`` in Pyodide on the zip ``source``, writing ``target``; what it said."""
    CACHE.mkdir(exist_ok=True)
    script, program = CACHE / "zip_in_pyodide.mjs", CACHE / f"zip-job-{os.getpid()}.py"
    script.write_text(ZIP_IN_PYODIDE)
    program.write_text(code)
    try:
        return subprocess.run(["node", str(script), str(pyodide_dir.resolve()) + "/",
                               str(program), str(source), str(target),
                               *map(str, PYODIDE_MODULES)],
                              check=True, capture_output=True, text=True, timeout=600).stdout
    finally:
        program.unlink(missing_ok=True)


def pyodide_code_key() -> str:
    """What a zip made in Pyodide depends on besides its input: the code that makes it."""
    return "\n".join([ZIP_IN_PYODIDE, *(module.read_text() for module in PYODIDE_MODULES)])


# Python compiles about 140 stdlib modules while Pyodide boots; shipping them compiled roughly
# halves the cold start. The bytecode must match Pyodide's own Python (3.14), so Pyodide itself
# compiles them, under node, once per runtime version. (The site ships source and the worker
# compiles it once in the browser; the compiled zip is what build.py trace and the start-up
# benchmark's bare runtime load; bytecode_zip.compile_zip writes it.)
def compiled_stdlib(pyodide_dir: Path, say, source: Path | None = None) -> Path:
    """The stdlib zip ``source`` (Pyodide's whole stdlib by default) with every module as
    bytecode (cached); the source zip if node cannot make it."""
    source = source or pyodide_dir / "python_stdlib.zip"
    key = hashlib.sha256((sha256_file(source) + pyodide_code_key()).encode()).hexdigest()[:16]
    target = CACHE / f"python_stdlib-{PYODIDE_VERSION}-{key}-pyc.zip"
    if target.exists():
        return target
    partial = target.with_suffix(".tmp")
    say("compiling the Python stdlib to bytecode with Pyodide (once)")
    try:
        zip_in_pyodide(pyodide_dir, "import bytecode_zip\n"
                       "bytecode_zip.compile_zip('/tmp/source.zip', '/tmp/target.zip')\n",
                       source, partial)
        with zipfile.ZipFile(partial) as archive:
            if archive.testzip() is not None or "os.pyc" not in archive.namelist():
                raise RuntimeError("the compiled stdlib is incomplete")
    except (OSError, subprocess.SubprocessError, RuntimeError, zipfile.BadZipFile) as error:
        detail = getattr(error, "stderr", "") or ""
        print(f"build: warning: shipping the source stdlib ({error} {detail[-300:]!r})",
              file=sys.stderr)
        partial.unlink(missing_ok=True)
        return source
    partial.rename(target)
    return target



def stripped_zip(pyodide_dir: Path, source: Path, compiled: list[str], name: str, say) -> Path:
    """The zip (or wheel) ``source`` without docstrings, comments and blank lines, its entries
    ``compiled`` as bytecode (strip_source.py, run by Pyodide's own Python; cached by content
    under ``name``)."""
    key = hashlib.sha256("\n".join([sha256_file(source), pyodide_code_key(), *compiled])
                         .encode()).hexdigest()[:16]
    target = CACHE / name.format(key=key)
    if target.exists():
        return target
    partial = target.with_suffix(".tmp")
    say(f"stripping and compiling {source.name} with Pyodide (once)")
    try:
        unchanged = zip_in_pyodide(pyodide_dir, "import strip_source\n','.join(strip_source"
                                   f".strip_zip('/tmp/source.zip', '/tmp/target.zip', "
                                   f"{set(compiled)!r}))\n", source, partial)
    except (OSError, subprocess.SubprocessError) as error:
        partial.unlink(missing_ok=True)
        sys.exit(f"build: stripping {source.name} failed: {error} "
                 f"{(getattr(error, 'stderr', '') or '')[-2000:]}")
    if unchanged:
        say(f"shipped as they are (stripped, they would not parse alike): {unchanged}")
    partial.rename(target)
    return target


# The stdlib the site ships: only the modules listed in stdlib.txt, which `python3 build.py trace`
# writes from what Pyodide's start-up, micropip installing the engine and a session of every game
# import (the Pyodide stdlib is 4.5 MB compiled; this part of it 1 MB as source, 0.55 MB
# stripped). A module marked "compiled" there is one a first start imports after Python's own
# start-up (for micropip, installing the engine, the lobby): it ships as bytecode, so a first
# visit does not wait while it compiles; the rest ships as source, which is smaller, and the
# worker compiles it once in the background (worker.mjs).
STDLIB_LIST = ROOT / "stdlib.txt"
COMPILED_MARK = "compiled"


def stdlib_listed() -> list[tuple[str, bool]]:
    """(module, ships compiled) for every line of stdlib.txt."""
    listed = []
    for line in STDLIB_LIST.read_text().splitlines():
        words = line.split("#")[0].split()
        if words:
            listed.append((words[0], words[1:] == [COMPILED_MARK]))
    return listed


def stdlib_modules() -> list[str]:
    return [module for module, _ in stdlib_listed()]


def module_file(names: set[str], module: str) -> str | None:
    """The zip entry that is ``module``'s own source, among ``names``."""
    path = module.replace(".", "/")
    return next((p for p in (path + ".py", path + "/__init__.py") if p in names), None)


def stdlib_entries(names: set[str], modules: list[str]) -> set[str]:
    """The zip entries of ``modules`` and of the packages they sit in, among ``names``."""
    entries = set()
    for module in modules:
        parts = module.split(".")
        for depth in range(1, len(parts) + 1):
            path = "/".join(parts[:depth])
            for suffix in (".py", ".pyc", "/__init__.py", "/__init__.pyc"):
                if path + suffix in names:
                    entries.add(path + suffix)
    return entries


def trimmed_stdlib(source: Path, modules: list[str]) -> Path:
    """Pyodide's stdlib zip with only ``modules`` (cached by content)."""
    with zipfile.ZipFile(source) as archive:
        infos = {info.filename: info for info in archive.infolist()}
        keep = sorted(stdlib_entries(set(infos), modules))
        key = hashlib.sha256(("\n".join(keep) + sha256_file(source)).encode()).hexdigest()[:16]
        target = CACHE / f"python_stdlib-{PYODIDE_VERSION}-trimmed-{key}.zip"
        if target.exists():
            return target
        CACHE.mkdir(exist_ok=True)
        partial = target.with_suffix(".tmp")
        write_zip(partial, ((name, archive.read(infos[name])) for name in keep))
    partial.rename(target)
    return target


def shipped_stdlib(pyodide_dir: Path, say=lambda *a: None) -> Path:
    """The stdlib zip the site ships: the modules of stdlib.txt, stripped, those marked
    compiled as bytecode."""
    trimmed = trimmed_stdlib(pyodide_dir / "python_stdlib.zip", stdlib_modules())
    with zipfile.ZipFile(trimmed) as archive:
        names = set(archive.namelist())
    compiled = sorted(module_file(names, module) for module, compiled in stdlib_listed()
                      if compiled and module_file(names, module))
    return stripped_zip(pyodide_dir, trimmed, compiled,
                        f"python_stdlib-{PYODIDE_VERSION}-stripped-{{key}}.zip", say)


def shipped_micropip(pyodide_dir: Path, say=lambda *a: None) -> Path:
    """micropip's wheel as the site ships it: stripped, and every module as bytecode. Only a
    first start imports micropip, and it imports nearly all of it; its sources would be
    compiled while the person waits (about a fifth of a second in Chromium)."""
    wheel = ensure_micropip()
    with zipfile.ZipFile(wheel) as archive:
        modules = sorted(name for name in archive.namelist() if name.endswith(".py"))
    return stripped_zip(pyodide_dir, wheel, modules, f"micropip-{MICROPIP_VERSION}-{{key}}.whl",
                        say)


# What `build.py trace` runs under Pyodide in node: both of the page's starts. The first as the
# worker's first start: micropip installs the engine's wheel, fetched over HTTP from a server of
# the script's own (the page fetches it from the site), the lobby asks for the games, then
# micropip.freeze() writes the lock; the engine then plays the ``session``. Then a fresh runtime
# starts as later starts do, loading the engine from that frozen lock, and runs ``later``. Both
# can import the module ``compiler`` (the worker's bytecode_zip.py), as the worker does. It
# prints, as JSON, the modules loaded by either ("modules"), and those the first start loaded
# until the lobby that Python's own start-up (a runtime with no package) did not ("first").
TRACE_STARTS = r"""
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
const [indexURL, wheel, session, later, compiler] = process.argv.slice(2);
const name = wheel.split("/").pop();
const server = createServer((request, response) => {
  response.writeHead(200, { "Content-Type": "application/octet-stream" });
  response.end(readFileSync(wheel));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${server.address().port}/wheels/${name}`;
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const loaded = (pyodide) => pyodide.runPython("import sys\n','.join(sorted(sys.modules))").split(",");
const withCompiler = (pyodide) => {
  pyodide.FS.mkdirTree("/compiler");
  pyodide.FS.writeFile("/compiler/" + compiler.split("/").pop(), readFileSync(compiler));
  pyodide.runPython("import sys\nsys.path.append('/compiler')");
  return pyodide;
};
const python = new Set(loaded(await loadPyodide({ indexURL })));
const first = withCompiler(await loadPyodide({ indexURL, packages: ["micropip"] }));
await first.runPythonAsync(`
import micropip
await micropip.install(${JSON.stringify(url)}, deps=False)
import engine.api
engine.api.handle('{"cmd": "catalogue"}')
`);
const firstStart = loaded(first).filter((module) => !python.has(module));
await first.runPythonAsync("frozen = micropip.freeze()");
const lock = JSON.parse(first.globals.get("frozen"));
// Under node Pyodide resolves a lock's file_name as a path, even a URL: the same wheel, by path.
lock.packages["ludi-engine"].file_name = wheel;
const modules = new Set((await first.runPythonAsync(session)).split(","));
const again = withCompiler(await loadPyodide({
  indexURL, lockFileContents: lock, packageBaseUrl: indexURL, packages: ["ludi-engine"] }));
for (const module of (await again.runPythonAsync(later)).split(",")) modules.add(module);
server.close();
process.stdout.write(JSON.stringify({ modules: [...modules].sort(), first: firstStart }));
"""


def build_runtime(pyodide_dir: Path, micropip: Path, say) -> Path:
    """A Pyodide runtime with the whole (compiled) stdlib and micropip, in the build cache: where
    the imports are traced."""
    stdlib = compiled_stdlib(pyodide_dir, say)
    runtime = CACHE / f"runtime-{PYODIDE_VERSION}-{sha256_file(stdlib)[:16]}"
    if not (runtime / "pyodide-lock.json").exists():
        partial = runtime.with_suffix(".tmp")
        shutil.rmtree(partial, ignore_errors=True)
        partial.mkdir(parents=True)
        for name in PYODIDE_FILES:
            shutil.copyfile(pyodide_dir / name, partial / name)
        shutil.copyfile(stdlib, partial / "python_stdlib.zip")
        shutil.copyfile(micropip, partial / MICROPIP_WHEEL)
        lock = trimmed_lock(pyodide_dir / "pyodide-lock.json", MICROPIP_SHA256)
        (partial / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
        partial.rename(runtime)
    return runtime


def trace_starts(runtime: Path, wheel: Path) -> dict:
    """The modules loaded by the page's two kinds of start in the runtime at ``runtime``
    (``modules``), and by a first start until the lobby beyond Python's own start-up
    (``first``)."""
    CACHE.mkdir(exist_ok=True)
    script = CACHE / "trace_starts.mjs"
    script.write_text(TRACE_STARTS)
    try:
        done = subprocess.run(["node", str(script), str(runtime.resolve()) + "/",
                               str(wheel.resolve()), TRACE_SESSION, TRACE_LATER_START,
                               str(BYTECODE_ZIP)],
                              check=True, capture_output=True, text=True, timeout=900)
    except subprocess.CalledProcessError as error:
        sys.exit(f"build: tracing the engine's starts failed:\n{error.stderr[-2000:]}")
    return json.loads(done.stdout)


WORKER_IMPORTS = "import bytecode_zip"

# What `build.py trace` runs in Pyodide after micropip installed the engine: every command of
# engine.api on every game, the bots of every kind, save, load and the refusals; and the modules
# the worker compiles the stdlib and the engine with.
TRACE_SESSION = """
import json, sys
from engine import api
%s  # what the worker compiles with (worker.mjs)

def ask(**request):
    return json.loads(api.handle(json.dumps(request)))

ask(cmd="catalogue")
for game in [g["id"] for g in api.catalogue()["games"] if g["ready"]]:
    seats = [{"name": "A", "kind": "bot", "bot": "mcts", "level": "easy"},
             {"name": "B", "kind": "bot", "bot": "greedy"},
             {"name": "C", "kind": "bot", "bot": "random"}]
    reply = ask(cmd="start", game=game, seed=1, seats=seats)
    for _ in range(150):
        if not reply["ok"] or reply["view"]["next"] == "over":
            break
        reply = ask(cmd="step" if reply["view"]["next"] == "chance" else "bot")
    save = ask(cmd="save")
    ask(cmd="load", save=save.get("save", save))
    ask(cmd="undo", seat=0)
    ask(cmd="view", seat=0)
    ask(cmd="view", seat=0, lang="de")
    ask(cmd="view", seat=None, at=3, lang="nl")
    ask(cmd="play", seat=0, action=["fly"])
ask(cmd="load", save={"format": "nonsense"})
ask(cmd="start", game="troy")
ask(cmd="nonsense")
",".join(sorted(sys.modules))
""" % WORKER_IMPORTS

# A later start: the engine loaded from the frozen lock, and what the worker imports then; and
# the start after it, from the engine's bytecode zip the worker kept, in German (the
# translations are read from the zip).
TRACE_LATER_START = f"""
import sys, engine.api
{WORKER_IMPORTS}
with open("/trace-engine.pyc.zip", "wb") as kept:
    kept.write(await bytecode_zip.compiled_package(engine))
for name in [name for name in sys.modules if name == "engine" or name.startswith("engine.")]:
    del sys.modules[name]
sys.path.insert(0, "/trace-engine.pyc.zip")
import engine.api
engine.api.handle('{{"cmd": "start", "game": "massilia", "lang": "de", "seats": '
                  '[{{"name": "A", "kind": "human"}}, {{"name": "B", "kind": "human"}}]}}')
",".join(sorted(sys.modules))
"""


def trace_stdlib(say=print) -> list[str]:
    """Rewrite stdlib.txt with the stdlib modules a session of every game imports in Pyodide."""
    pyodide_dir = ensure_pyodide()
    runtime = build_runtime(pyodide_dir, ensure_micropip(), say)
    with tempfile.TemporaryDirectory() as folder:
        wheel = build_engine_wheel(Path(folder))
        traced = trace_starts(runtime, wheel)
    with zipfile.ZipFile(pyodide_dir / "python_stdlib.zip") as archive:
        names = set(archive.namelist())
    modules = [m for m in traced["modules"] if module_file(names, m)]
    first = set(traced["first"])
    STDLIB_LIST.write_text(
        "# The Python stdlib modules the site ships (build.py keeps only these): what Pyodide's\n"
        "# start-up, micropip installing the engine, a start from micropip's lock and a session\n"
        "# of every game import. Marked compiled: what a first start imports until the lobby\n"
        "# beyond Python's own start-up; they ship as bytecode. Written by\n"
        "# `python3 build.py trace`; tests/test_site.py checks the engine needs nothing else.\n"
        + "".join(f"{m} {COMPILED_MARK}\n" if m in first else m + "\n" for m in modules))
    say(f"wrote {STDLIB_LIST.name}: {len(modules)} modules, "
        f"{len(first.intersection(modules))} compiled")
    return modules


# --- the engine wheel -------------------------------------------------------------------------

# Any fixed time: with it setuptools stamps every wheel entry alike, so the same sources give the
# same wheel bytes.
SOURCE_DATE_EPOCH = "315532800"  # 1980-01-01, the earliest a zip entry can carry
WHEEL_SOURCES = ("pyproject.toml", "engine")


def _build_requirements_met() -> bool:
    """Whether this Python already has pyproject's build-system requirements (pinned ``==``),
    so pip can build without downloading them (offline, as on CI after the install step)."""
    from importlib import metadata
    with open(ROOT / "pyproject.toml", "rb") as handle:
        requires = tomllib.load(handle)["build-system"]["requires"]
    for requirement in requires:
        name, _, version = requirement.partition("==")
        try:
            if metadata.version(name.strip()) != version.strip():
                return False
        except metadata.PackageNotFoundError:
            return False
    return True


def compact_catalogues(source: Path) -> None:
    """The engine's PO files as the engine reads them: only finished translations, without the
    translators' notes (a message left out speaks English, as an unfinished one does). Every
    visitor downloads every catalogue in the wheel, whatever language they read."""
    with project_on_path():
        from engine import po
    for path in source.rglob("locale/*.po"):
        entries = po.read(path.read_text(encoding="utf-8"))
        lang = path.stem
        done = [po.Entry(entry.id, entry.english, entry.translation)
                for entry in entries.values() if entry.done]
        path.write_text(po.write(done, lang), encoding="utf-8")


def build_engine_wheel(out: Path) -> Path:
    """The engine's wheel, built by pip over pyproject.toml (setuptools) from a clean copy of
    its sources, in ``out``."""
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "ludi"
        source.mkdir()
        for name in WHEEL_SOURCES:
            if (ROOT / name).is_dir():
                shutil.copytree(ROOT / name, source / name,
                                ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
            else:
                shutil.copyfile(ROOT / name, source / name)
        compact_catalogues(source)
        for path in [source, *source.rglob("*")]:  # the build reads the modes: not the umask's
            path.chmod(0o755 if path.is_dir() else 0o644)
        command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet",
                   "--disable-pip-version-check", "--wheel-dir", str(out), str(source)]
        if _build_requirements_met():
            command.insert(4, "--no-build-isolation")
        env = dict(os.environ, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH, PYTHONHASHSEED="0")
        done = subprocess.run(command, env=env, capture_output=True, text=True)
        if done.returncode:
            sys.exit(f"build: pip could not build the engine wheel:\n{done.stderr[-2000:]}")
    wheels = sorted(out.glob("*.whl"))
    if len(wheels) != 1:
        sys.exit(f"build: expected one engine wheel in {out}, found {wheels}")
    return wheels[0]


# --- the site ---------------------------------------------------------------------------------

def trimmed_lock(source: Path, micropip_sha256: str) -> dict:
    """Pyodide's lock with only ``micropip`` (its hash rewritten); ``info`` kept as shipped."""
    lock = json.loads(source.read_text())
    micropip = dict(lock["packages"]["micropip"])
    micropip["sha256"] = micropip_sha256
    micropip["file_name"] = MICROPIP_WHEEL
    return {"info": lock["info"], "packages": {"micropip": micropip}}


def write_templated(source: Path, target: Path, values: dict) -> None:
    """Copy a text file, replacing the ``/*@BUILD@*/`` line's placeholder with ``values``."""
    text = source.read_text()
    if TEMPLATE_MARK not in text:
        raise SystemExit(f"build: {source.name} lacks the {TEMPLATE_MARK} placeholder")
    text = text.replace(TEMPLATE_MARK, "const BUILD = " + json.dumps(values, indent=1) + ";")
    target.write_text(text)


RULES_PLACEHOLDER = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{name}: rules</title>
<style>body{{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;
color:#2b2118;background:#f4ecdd;line-height:1.5}}a{{color:#7a2e1c}}</style></head>
<body><h1>{name}</h1><p>The rules of {name} are not written up yet: this game is {state}.</p>
<p><a href="../index.html">Back to the games</a></p></body></html>
"""


def write_missing_rules_pages(rules: Path) -> None:
    """A short page for every listed game whose rules page is not written yet, so no link
    in the lobby is dead."""
    with project_on_path():
        from engine import api
    rules.mkdir(exist_ok=True)
    for game in api.catalogue()["games"]:
        page = rules / f"{game['id']}.html"
        if not page.exists():
            state = "playable" if game["ready"] else "coming soon"
            page.write_text(RULES_PLACEHOLDER.format(name=game["name"], state=state))


GLOSSARY_MARK = "<!-- ludi:glossary -->"
GLOSSARY_HEAD = {"en": ("Source", "rulebook", "Ludi's choice"),
                 "de": ("Quelle", "Regelheft", "Ludis Wahl"),
                 "nl": ("Bron", "spelregels", "keuze van Ludi")}


def glossary_table(game_id: str, page_lang: str) -> str:
    """The game's glossary (``translate.glossary``: its words, each once) as an HTML table for
    its rules page in ``page_lang``, every language's word beside the others. Its last column
    names where the German and Dutch words come from, once: the rulebook, or the project's
    choice (a PO entry's ``source: Ludi: why``, where the books are silent in that language)."""
    import html
    with project_on_path():
        import translate  # tools/translate.py
        from engine import messages
    langs = list(messages.LANGUAGES)
    head, book, chosen = GLOSSARY_HEAD.get(page_lang, GLOSSARY_HEAD["en"])
    rows = []
    for row in translate.glossary(game_id):
        cells = [row.said(lang) for lang in langs]
        origin = {lang: chosen if row.sources[lang].lower().startswith("ludi") else book
                  for lang in langs[1:] if row.sources[lang]}
        if len(set(origin.values())) == 1:
            source = next(iter(origin.values()))
        else:
            source = ", ".join(f"{said} ({lang})" for lang, said in origin.items())
        # the translator's reasons stay in the PO file: they are English notes
        rows.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells)
                    + f"<td>{html.escape(source)}</td></tr>")
    header = "".join(f"<th scope=\"col\">{html.escape(messages.LANGUAGES[lang])}</th>"
                     for lang in langs)
    return (f'<table class="glossary"><thead><tr>{header}<th scope="col">{head}</th></tr>'
            f"</thead><tbody>{''.join(rows)}</tbody></table>")


def fill_marked(rules: Path, mark: str, make) -> None:
    """Each rules page (every language) that has ``mark`` with ``make(game_id, lang)`` in its
    place (its glossary, its rules versions)."""
    for page in sorted(rules.glob("*.html")):
        text = page.read_text(encoding="utf-8")
        if mark not in text:
            continue
        game_id, _, rest = page.stem.partition(".")
        page.write_text(text.replace(mark, make(game_id, rest or "en")), encoding="utf-8")


RULES_VERSIONS_MARK = "<!-- ludi:rules-versions -->"


def rules_versions_list(game_id: str, page_lang: str) -> str:
    """The game's rules versions (its ``RULES_CHANGES``), dated, each saying what it changed,
    in ``page_lang``, as an HTML list for its rules page."""
    import html
    with project_on_path():
        import engine
        from engine import messages
    module = engine.game_module(game_id)
    catalogue = messages.catalogue(module, page_lang)
    items = [messages.render(messages.msg("core.rules_change", version=change.version,
                                          date=change.date, change=messages.msg(change.message)),
                             catalogue) for change in module.RULES_CHANGES]
    return ('<ul class="rules-versions">'
            + "".join(f"<li>{html.escape(item)}</li>" for item in items) + "</ul>")


FIGURE_MARK = re.compile(r"<!--\s*ludi:figure\b(.*?)-->", re.S)  # any such mark, to check its name
FIGURE_WORD = re.compile(r"\{\{([^{}]*)\}\}")
FIGURES = WEB / "rules" / "figures"


def figure_words(lang: str) -> dict:
    """The rules figures' words (the site's ``figure.*`` messages) in ``lang``: id → text.

    Unlike the site's other words, an untranslated one has no English to fall back to: a figure
    drawn half in English is a fault, so it is left out here and the build names it.
    """
    with project_on_path():
        from engine import po
    english = json.loads((WEB / "locale" / "en.json").read_text(encoding="utf-8"))
    words = {key: text for key, text in english.items() if key.startswith("figure.")}
    if lang == "en":
        return words
    path = WEB / "locale" / f"{lang}.po"
    entries = po.read(path.read_text(encoding="utf-8")) if path.exists() else {}
    return {key: entries[key].translation for key in words
            if key in entries and entries[key].done and entries[key].english == words[key]}


def with_figures(text: str, lang: str, page: str) -> str:
    """A rules page's ``text`` with each ``<!-- ludi:figure name -->`` replaced by the SVG of
    ``web/rules/figures/<name>.svg``, its ``{{word id}}`` placeholders in ``lang``; a mark naming
    no figure, or a word not translated, stops the build (``page`` names the page)."""
    import html
    words = figure_words(lang)
    english = figure_words("en") if lang != "en" else words

    def figure(mark) -> str:
        name = mark.group(1).strip()
        path = FIGURES / f"{name}.svg"
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", name) or not path.is_file():
            known = ", ".join(sorted(p.stem for p in FIGURES.glob("*.svg")))
            raise SystemExit(f"build: rules/{page} marks the figure '{name}', but there is no "
                             f"web/rules/figures/{name}.svg (the figures: {known})")
        svg = path.read_text(encoding="utf-8").removesuffix("\n")  # the mark has no line end
        used = sorted(set(FIGURE_WORD.findall(svg)))
        unknown = [key for key in used if key not in english]
        if unknown:
            raise SystemExit(f"build: the figure {name} uses words that web/locale/en.json "
                             f"does not have: {', '.join(unknown)}")
        missing = [key for key in used if key not in words]
        if missing:
            raise SystemExit(f"build: the figure {name} of rules/{page} has words with no "
                             f"translation in web/locale/{lang}.po (see `python3 tools/translate.py "
                             f"status`): {', '.join(missing)}")
        # the words go into text and double-quoted attributes alike
        return FIGURE_WORD.sub(lambda word: html.escape(words[word.group(1)], quote=False)
                               .replace('"', "&quot;"), svg)

    return FIGURE_MARK.sub(figure, text)


def fill_figures(rules: Path) -> None:
    """Each rules page with its figures inline, in the page's language, so the page needs no
    other file; the figures' own files (words still placeholders) then leave the site."""
    for page in sorted(rules.glob("*.html")):
        text = page.read_text(encoding="utf-8")
        if FIGURE_MARK.search(text):
            lang = page.stem.partition(".")[2] or "en"
            page.write_text(with_figures(text, lang, page.name), encoding="utf-8")
    shutil.rmtree(rules / "figures", ignore_errors=True)


def site_words() -> dict:
    """The site's own words of every language: lang → {id: template}, a plural as [one, other].

    English is ``web/locale/en.json``; another language is its PO file's translations over the
    English, so an entry not yet translated still shows (in English) rather than as its id.
    """
    with project_on_path():
        from engine import messages, po
    english = json.loads((WEB / "locale" / "en.json").read_text(encoding="utf-8"))
    # the rules figures' words are in their pages (see fill_figures): no script asks for them
    english = {key: text for key, text in english.items() if not key.startswith("figure.")}
    words = {"en": english}
    for lang in messages.LANGUAGES:
        path = WEB / "locale" / f"{lang}.po"
        if lang == "en" or not path.exists():
            continue
        translated = po.translations(po.read(path.read_text(encoding="utf-8")))
        words[lang] = {key: list(translated[key]) if isinstance(translated.get(key), tuple)
                       else translated.get(key, value) for key, value in english.items()}
    return words


def write_site_words(site: Path, words: dict) -> None:
    """``locale/<lang>.json`` for each language (the page fetches only the one it speaks); the
    PO files stay out of the site."""
    for path in (site / "locale").glob("*.po"):
        path.unlink()
    for lang, table in words.items():
        (site / "locale" / f"{lang}.json").write_text(
            json.dumps(table, ensure_ascii=False, indent=0), encoding="utf-8")


def kept_once_read(name: str, languages) -> bool:
    """Whether the service worker keeps a file of the site once it is first fetched instead of on
    a first visit: what one language other than English needs (``locale/de.json``,
    ``examples.nl.json``, ``rules/ave.de.html``) and the rules pages, which a visitor reads in one
    language, if at all, and which playing never needs. The first visit stays under 5 MB."""
    others = "|".join(code for code in languages if code != "en")
    return bool(re.fullmatch(rf"(locale/({others})\.json|(.*/)?[^/]+\.({others})\.(json|html)"
                             rf"|rules/[^/]+\.html)", name))


def write_examples(site: Path) -> None:
    """``examples.json``: every rulebook example the site can show (embed.html, <ludi-board>)."""
    with project_on_path():
        from engine.lesson import all_examples, summary
    from engine.messages import LANGUAGES
    # examples.json in English (its address is in teach.html), and examples.<lang>.json in each
    # other language, for the list of examples in teach.html.
    for lang in LANGUAGES:
        listing = {"examples": [summary(example, lang) for example in all_examples()]}
        name = "examples.json" if lang == "en" else f"examples.{lang}.json"
        (site / name).write_text(json.dumps(listing, indent=1, ensure_ascii=False))


# The page's modules: every static import (`import … from "./x.js"`, `import "./x.js"`,
# `export … from "./x.js"`); a dynamic import() is not followed, as the browser does not.
STATIC_IMPORT = re.compile(r"""^\s*(?:import|export)\b[^;"'`()]*?["'](\.{1,2}/[^"']+)["']""", re.M)


def module_graph(site: Path, entry: str) -> list[str]:
    """``entry`` (a module's path in ``site``) and every module it imports statically, at any
    depth, in the order first met."""
    found, queue = [], [entry]
    while queue:
        name = queue.pop(0)
        if name in found:
            continue
        found.append(name)
        folder = Path(name).parent
        for spec in STATIC_IMPORT.findall((site / name).read_text(encoding="utf-8")):
            queue.append(os.path.normpath(folder / spec).replace(os.sep, "/"))
    return found


MODULE_PRELOAD = '<link rel="modulepreload" href="{}">'


def preload_modules(page: Path, entry: str, first: str) -> None:
    """Every module of ``page``'s ``entry`` module preloaded from its ``<head>``, where the page
    preloads the entry: the browser fetches them all at once, not one import deeper at a time
    (each level a round trip, or a service worker's answer, on a first visit and after). The
    modules of ``first`` (the page's other module, which runs on its own) come first: a
    browser fetches a few at a time, in the page's order."""
    text = page.read_text(encoding="utf-8")
    line = MODULE_PRELOAD.format(entry)
    if line not in text:
        raise SystemExit(f"build: {page.name} does not preload {entry}")
    modules = dict.fromkeys([*module_graph(page.parent, first), *module_graph(page.parent, entry)])
    links = "\n".join(MODULE_PRELOAD.format(name) for name in modules)
    page.write_text(text.replace(line, links), encoding="utf-8")


def catalogue_file(stamp: str) -> str:
    """``catalogue.json``: the engine's catalogue (engine.api.catalogue: games, player counts,
    bots, levels, languages), so the lobby is drawn before Python is up, and the build's
    ``stamp``: what the page kept from a game is drawn again only by the build that kept it."""
    with project_on_path():
        from engine import api
    return json.dumps({**api.catalogue(), "build": stamp}, indent=1, ensure_ascii=False)


def commit_date() -> str | None:
    """The date of the commit the site is built from (ISO 8601), or None outside a checkout."""
    try:
        done = subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%cI"],
                              capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() or None


def write_build_stamp(site: Path, version: str) -> str:
    """``build.json``: the build's version and its commit's date. Devices at one table must run
    one build; the date names the older one, which is to reload. Returns its hash (sw.js)."""
    text = json.dumps({"version": version, "date": commit_date()})
    (site / "build.json").write_text(text)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def build(dist: Path = DIST, quiet: bool = False, stamp: str = "") -> dict:
    """Write the whole site into ``dist`` (replaced); return the build's facts. ``stamp``: any
    text that makes the same sources another build (a new version, as far as a page can tell)."""
    say = (lambda *a: None) if quiet else (lambda *a: print("build:", *a, flush=True))
    meta = project_metadata()
    pyodide_dir = ensure_pyodide()

    staging = dist.with_name(dist.name + ".tmp")
    shutil.rmtree(staging, ignore_errors=True)
    shutil.copytree(WEB, staging, ignore=shutil.ignore_patterns(
        "worker.mjs", "sw.js", "*.swp", "*~", ".DS_Store", "__pycache__"))

    copy_vendor(staging / "vendor")

    runtime = staging / "pyodide" / PYODIDE_VERSION
    runtime.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(pyodide_dir / name, runtime / name)
    # Mostly source: the worker compiles it once in the browser and keeps it (see worker.mjs).
    stdlib = shipped_stdlib(pyodide_dir, say)
    shutil.copyfile(stdlib, runtime / "python_stdlib.zip")
    compiled_cache = f"ludi-compiled-{PYODIDE_VERSION}-{sha256_file(stdlib)[:16]}"

    wheel = build_engine_wheel(staging / "wheels")
    wheel_hash = sha256_file(wheel)[:16]
    wheel_rel = f"wheels/{wheel_hash}/{wheel.name}"
    (staging / wheel_rel).parent.mkdir()
    wheel.rename(staging / wheel_rel)
    # The page installs the engine with micropip: the runtime's lock names only micropip.
    shutil.copyfile(shipped_micropip(pyodide_dir, say), runtime / MICROPIP_WHEEL)
    lock = trimmed_lock(pyodide_dir / "pyodide-lock.json", sha256_file(runtime / MICROPIP_WHEEL))
    (runtime / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))

    write_missing_rules_pages(staging / "rules")
    fill_marked(staging / "rules", GLOSSARY_MARK, glossary_table)
    fill_marked(staging / "rules", RULES_VERSIONS_MARK, rules_versions_list)
    fill_figures(staging / "rules")
    write_examples(staging)
    words = site_words()
    write_site_words(staging, words)
    # The classic loader's words, for when no other file of the site can load (see ludi.js).
    write_templated(WEB / "ludi.js", staging / "ludi.js", {"words": {
        lang: {key: value for key, value in table.items() if key.startswith("loader.")}
        for lang, table in words.items()}})

    # The build's code: every file so far and the worker's and service worker's sources. The
    # engine tells it to every board, and a board whose own code is another build's (a page of
    # another site may hold an older copy of ludi-board.js) says so.
    code = hashlib.sha256("".join(
        [f"{path.relative_to(staging).as_posix()} {sha256_file(path)}\n"
         for path in sorted(staging.rglob("*")) if path.is_file()]
        + [f"{name} {sha256_file(WEB / name)}\n" for name in ("worker.mjs", "sw.js")]
        + [stamp]).encode()).hexdigest()[:16]
    write_templated(WEB / "engine-link.js", staging / "engine-link.js", {"code": code})
    write_templated(WEB / "worker.mjs", staging / "worker.mjs", {
        "pyodide": f"pyodide/{PYODIDE_VERSION}/", "engine": "ludi-engine",
        "engineWheel": wheel_rel, "engineVersion": meta["version"],
        "compiledCache": compiled_cache, "code": code})

    preload_modules(staging / "index.html", "app.js", first="page/early.js")

    # The asset list: every file but the service worker itself, with its hash; its own hash
    # names the cache, so any changed byte makes a new service worker and a fresh cache.
    assets = {}
    for path in sorted(staging.rglob("*")):
        if path.is_file():
            assets[path.relative_to(staging).as_posix()] = sha256_file(path)[:16]
    # The catalogue's stamp is every other file's hash: a changed page or engine, a new stamp.
    kept_stamp = hashlib.sha256("".join(f"{name} {digest}\n" for name, digest in assets.items())
                                 .encode()).hexdigest()[:16]
    (staging / "catalogue.json").write_text(catalogue_file(kept_stamp), encoding="utf-8")
    assets["catalogue.json"] = sha256_file(staging / "catalogue.json")[:16]
    assets = dict(sorted(assets.items()))
    listing = "".join(f"{name} {digest}\n" for name, digest in assets.items())
    version = hashlib.sha256(listing.encode()).hexdigest()[:16]
    assets_json = json.dumps({"version": version, "files": assets}, indent=1)
    (staging / "assets.json").write_text(assets_json)
    files = {**assets,
             "assets.json": hashlib.sha256(assets_json.encode()).hexdigest()[:16],
             "build.json": write_build_stamp(staging, version)}
    runtime_files = [f"pyodide/{PYODIDE_VERSION}/{name}" for name in PYODIDE_FILES
                     if name != "python_stdlib.zip"]  # the stdlib is the site's own choice
    write_templated(WEB / "sw.js", staging / "sw.js", {"version": version, "files": files,
                                                       "lazy": [name for name in files
                                                                if kept_once_read(name, words)],
                                                       "compiledCache": compiled_cache,
                                                       "runtime": runtime_files})
    (staging / "version.txt").write_text(version + "\n")  # not precached: a cheap probe

    shutil.rmtree(dist, ignore_errors=True)
    staging.rename(dist)
    size = sum(p.stat().st_size for p in dist.rglob("*") if p.is_file())
    say(f"wrote {dist.name}/ ({len(files)} files, {size / 1e6:.1f} MB), version {version}, "
        f"engine {wheel_rel}")
    return {"version": version, "code": code, "engine_wheel": wheel_rel, "files": files}


# --- serving ----------------------------------------------------------------------------------

def is_stale(dist: Path = DIST) -> bool:
    """Whether ``dist`` is missing or older than any source it is built from."""
    stamp = dist / "assets.json"
    if not stamp.exists():
        return True
    paths = [ROOT / "build.py", ROOT / "pyproject.toml", ROOT / "package-lock.json", STDLIB_LIST,
             *PYODIDE_MODULES]
    for folder in ("web", "engine"):
        paths += [p for p in (ROOT / folder).rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts]
    return stamp.stat().st_mtime < max(p.stat().st_mtime for p in paths if p.exists())


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs; quiet unless asked."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript",
                      ".js": "text/javascript", ".json": "application/json",
                      ".webmanifest": "application/manifest+json", ".svg": "image/svg+xml",
                      ".whl": "application/octet-stream", ".zip": "application/zip"}
    verbose = False

    def log_message(self, format, *args):
        if self.verbose:
            super().log_message(format, *args)

    allow_other_sites = True
    """Send ``Access-Control-Allow-Origin: *``, as GitHub Pages does: a page of another site may
    then load the boards (``ludi.js``); a server without it leaves them saying why they cannot."""

    def end_headers(self):
        # The service worker decides what is cached; the HTTP cache must not hand it old files.
        self.send_header("Cache-Control", "no-cache")
        if self.allow_other_sites:
            self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 8000, verbose=False,
                handler: type = SiteHandler):
    """A threaded server of ``directory`` (Chromium opens parallel connections)."""
    handler = functools.partial(type("Handler", (handler,), {"verbose": verbose}),
                                directory=str(directory))
    return http.server.ThreadingHTTPServer((host, port), handler)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", choices=["build", "serve", "trace"],
                        default="build")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", 8000)))
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--stamp", default="", help="make the same sources another build")
    args = parser.parse_args(argv)
    if args.command == "trace":
        trace_stdlib(lambda *a: print("build:", *a, flush=True))
        return 0
    build(stamp=args.stamp)
    if args.command == "serve":
        server = make_server(DIST, args.host, args.port, verbose=True)
        print(f"Serving Ludi on http://{args.host}:{server.server_address[1]}/ "
              f"(Ctrl+C to stop)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
