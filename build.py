#!/usr/bin/env python3
"""Build Ludi's static site into ``dist/`` and, with ``serve``, serve it.

    python3 build.py                 # writes dist/
    python3 build.py serve [--port N] # builds, then serves dist/ on http://127.0.0.1:8000/

Standard library only. What goes into ``dist/``:

- the files under ``web/`` (the page, its script, the worker, the rules pages);
- the Pyodide runtime from the npm package ``pyodide`` (``npm ci`` runs when ``node_modules``
  is missing) in a directory named by its version, with a trimmed ``pyodide-lock.json`` that
  names only micropip, whose hash is rewritten to the wheel we ship;
- the ``micropip`` wheel from PyPI, downloaded once into ``.cache/`` and checked against a
  pinned sha256;
- the engine as a wheel built here (deterministic: same sources, same bytes), in a directory
  named by its content hash, so a changed engine is never served from an old cache;
- ``sw.js`` with the list of every file and a cache name derived from their hashes.

Every URL in the site is relative, so ``dist/`` works unchanged under any sub-path.
"""

from __future__ import annotations

import argparse
import base64
import functools
import hashlib
import http.server
import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
NODE_PYODIDE = ROOT / "node_modules" / "pyodide"

PYODIDE_VERSION = "314.0.7"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
MICROPIP_VERSION = "0.11.1"
MICROPIP_WHEEL = f"micropip-{MICROPIP_VERSION}-py3-none-any.whl"
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"

# A fixed timestamp and mode for every wheel entry, so the wheel's bytes depend only on sources.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
ZIP_MODE = 0o644 << 16

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


# Python compiles about 140 stdlib modules while Pyodide boots; shipping them compiled roughly
# halves the cold start. The bytecode must match Pyodide's own Python (3.14), so Pyodide itself
# compiles them, under node, once per runtime version.
COMPILE_STDLIB = r"""
import { readFileSync, writeFileSync } from "node:fs";
const [indexURL, source, target] = process.argv.slice(2);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL });
pyodide.FS.writeFile("/tmp/source.zip", readFileSync(source));
pyodide.runPython(`
import zipfile
from importlib._bootstrap_external import _code_to_timestamp_pyc
with zipfile.ZipFile("/tmp/source.zip") as source, \\
        zipfile.ZipFile("/tmp/target.zip", "w", zipfile.ZIP_DEFLATED) as target:
    for info in source.infolist():
        data = source.read(info)
        name = info.filename
        if name.endswith(".py"):
            code = compile(data, name, "exec", dont_inherit=True)
            name, data = name[:-3] + ".pyc", bytes(_code_to_timestamp_pyc(code, 0, 0))
        entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
        entry.external_attr = 0o644 << 16
        target.writestr(entry, data, zipfile.ZIP_DEFLATED)
`);
writeFileSync(target, pyodide.FS.readFile("/tmp/target.zip"));
"""


def compiled_stdlib(pyodide_dir: Path, say) -> Path:
    """Pyodide's stdlib zip with every module as bytecode (cached); the source zip if node
    cannot make it."""
    source = pyodide_dir / "python_stdlib.zip"
    target = CACHE / f"python_stdlib-{PYODIDE_VERSION}-{sha256_file(source)[:16]}-pyc.zip"
    if target.exists():
        return target
    CACHE.mkdir(exist_ok=True)
    script = CACHE / "compile_stdlib.mjs"
    script.write_text(COMPILE_STDLIB)
    partial = target.with_suffix(".tmp")
    say("compiling the Python stdlib to bytecode with Pyodide (once)")
    try:
        subprocess.run(["node", str(script), str(pyodide_dir.resolve()) + "/", str(source),
                        str(partial)], check=True, capture_output=True, timeout=300)
        with zipfile.ZipFile(partial) as archive:
            if archive.testzip() is not None or "os.pyc" not in archive.namelist():
                raise RuntimeError("the compiled stdlib is incomplete")
    except (OSError, subprocess.SubprocessError, RuntimeError, zipfile.BadZipFile) as error:
        detail = getattr(error, "stderr", b"") or b""
        print(f"build: warning: shipping the source stdlib ({error} {detail[-300:]!r})",
              file=sys.stderr)
        partial.unlink(missing_ok=True)
        return source
    partial.rename(target)
    return target


# --- the engine wheel -------------------------------------------------------------------------

def _record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode()


def engine_wheel_bytes(meta: dict) -> tuple[str, bytes]:
    """A PEP 427 wheel of the ``engine`` package: (file name, bytes), deterministic."""
    import io

    dist_name = meta["name"].replace("-", "_")
    version = meta["version"]
    dist_info = f"{dist_name}-{version}.dist-info"
    files = {}
    for path in sorted((ROOT / "engine").rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        files[path.relative_to(ROOT).as_posix()] = path.read_bytes()
    metadata = (f"Metadata-Version: 2.1\nName: {meta['name']}\nVersion: {version}\n"
                f"Summary: {meta.get('description', '')}\n"
                f"Requires-Python: {meta.get('requires-python', '>=3.11')}\n").encode()
    wheel = (b"Wheel-Version: 1.0\nGenerator: ludi-build.py\nRoot-Is-Purelib: true\n"
             b"Tag: py3-none-any\n")
    files[f"{dist_info}/METADATA"] = metadata
    files[f"{dist_info}/WHEEL"] = wheel
    record_lines = [f"{name},{_record_hash(data)},{len(data)}" for name, data in files.items()]
    record_lines.append(f"{dist_info}/RECORD,,")
    files[f"{dist_info}/RECORD"] = ("\n".join(record_lines) + "\n").encode()

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.external_attr = ZIP_MODE
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    return f"{dist_name}-{version}-py3-none-any.whl", buffer.getvalue()


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
    sys.path.insert(0, str(ROOT))
    try:
        from engine import api
    finally:
        sys.path.remove(str(ROOT))
    rules.mkdir(exist_ok=True)
    for game in api.catalogue()["games"]:
        page = rules / f"{game['id']}.html"
        if not page.exists():
            state = "playable" if game["ready"] else "coming soon"
            page.write_text(RULES_PLACEHOLDER.format(name=game["name"], state=state))


def write_examples(site: Path) -> None:
    """``examples.json``: every rulebook example the site can show (embed.html, <ludi-board>)."""
    sys.path.insert(0, str(ROOT))
    try:
        from engine.examples import all_examples
    finally:
        sys.path.remove(str(ROOT))
    listing = {"examples": [example.summary() for example in all_examples()]}
    (site / "examples.json").write_text(json.dumps(listing, indent=1, ensure_ascii=False))


def build(dist: Path = DIST, quiet: bool = False) -> dict:
    """Write the whole site into ``dist`` (replaced); return the build's facts."""
    say = (lambda *a: None) if quiet else (lambda *a: print("build:", *a, flush=True))
    meta = project_metadata()
    pyodide_dir = ensure_pyodide()
    micropip = ensure_micropip()

    staging = dist.with_name(dist.name + ".tmp")
    shutil.rmtree(staging, ignore_errors=True)
    shutil.copytree(WEB, staging, ignore=shutil.ignore_patterns(
        "worker.mjs", "sw.js", "*.swp", "*~", ".DS_Store", "__pycache__"))

    runtime = staging / "pyodide" / PYODIDE_VERSION
    runtime.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(pyodide_dir / name, runtime / name)
    shutil.copyfile(compiled_stdlib(pyodide_dir, say), runtime / "python_stdlib.zip")
    shutil.copyfile(micropip, runtime / MICROPIP_WHEEL)
    lock = trimmed_lock(pyodide_dir / "pyodide-lock.json", MICROPIP_SHA256)
    (runtime / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))

    wheel_name, wheel_bytes = engine_wheel_bytes(meta)
    wheel_hash = hashlib.sha256(wheel_bytes).hexdigest()[:16]
    wheel_rel = f"wheels/{wheel_hash}/{wheel_name}"
    (staging / wheel_rel).parent.mkdir(parents=True)
    (staging / wheel_rel).write_bytes(wheel_bytes)

    write_missing_rules_pages(staging / "rules")
    write_examples(staging)

    write_templated(WEB / "worker.mjs", staging / "worker.mjs", {
        "pyodide": f"pyodide/{PYODIDE_VERSION}/", "engineWheel": wheel_rel,
        "engineVersion": meta["version"]})

    # The asset list: every file but the service worker itself, with its hash; its own hash
    # names the cache, so any changed byte makes a new service worker and a fresh cache.
    assets = {}
    for path in sorted(staging.rglob("*")):
        if path.is_file():
            assets[path.relative_to(staging).as_posix()] = sha256_file(path)[:16]
    listing = "".join(f"{name} {digest}\n" for name, digest in assets.items())
    version = hashlib.sha256(listing.encode()).hexdigest()[:16]
    files = ["./"] + list(assets)
    (staging / "assets.json").write_text(json.dumps(
        {"version": version, "files": assets}, indent=1))
    files.append("assets.json")
    write_templated(WEB / "sw.js", staging / "sw.js", {"version": version, "files": files})
    (staging / "version.txt").write_text(version + "\n")  # not precached: a cheap probe

    shutil.rmtree(dist, ignore_errors=True)
    staging.rename(dist)
    size = sum(p.stat().st_size for p in dist.rglob("*") if p.is_file())
    say(f"wrote {dist.name}/ ({len(files)} files, {size / 1e6:.1f} MB), version {version}, "
        f"engine {wheel_rel}")
    return {"version": version, "engine_wheel": wheel_rel, "files": files}


# --- serving ----------------------------------------------------------------------------------

def is_stale(dist: Path = DIST) -> bool:
    """Whether ``dist`` is missing or older than any source it is built from."""
    stamp = dist / "assets.json"
    if not stamp.exists():
        return True
    paths = [ROOT / "build.py", ROOT / "pyproject.toml", ROOT / "package-lock.json"]
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

    def end_headers(self):
        # The service worker decides what is cached; the HTTP cache must not hand it old files.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 8000, verbose=False,
                handler: type = SiteHandler):
    """A threaded server of ``directory`` (Chromium opens parallel connections)."""
    handler = functools.partial(type("Handler", (handler,), {"verbose": verbose}),
                                directory=str(directory))
    return http.server.ThreadingHTTPServer((host, port), handler)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", 8000)))
    parser.add_argument("--host", default="127.0.0.1")
    args = parser.parse_args(argv)
    build()
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
