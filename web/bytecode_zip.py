"""Zips written alike and Python compiled to bytecode: the one zip writer and the one compiler
of the build (``build.py``, ``tools/strip_source.py``) and of the page's worker, which imports
this very file from the site (it ships as one of web/'s files) to compile the stdlib and the
engine once and keep them (``worker.mjs``).

Standard library only, for CPython 3.11+ and Pyodide; it imports only what the site's stdlib
ships (``stdlib.txt``). The same entries give the same zip bytes: every entry carries one date
and one mode, and every zip of a kind one level of deflating (one for what the site ships, one
for what the worker keeps).
"""

import asyncio
import io
import os
import sys
import time
import zipfile

from importlib._bootstrap_external import _code_to_timestamp_pyc

ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # the earliest a zip entry can carry
ZIP_MODE = 0o644 << 16
SHIPPED_LEVEL = 9  # what the site ships: the fewest bytes
# What the worker keeps (zlib's default level): in Pyodide, level 9 took two to four times as
# long on the stdlib's bytecode, for 1% fewer bytes.
KEPT_LEVEL = 6

# How long the worker's compiling runs before it lets a waiting request be answered.
PAUSE_EVERY_S = 0.015


def bytecode(filename: str, source: str | bytes) -> bytes:
    """``source`` compiled, as a ``.pyc`` file's bytes, its tracebacks naming ``filename``.
    Shipped without its source, so its header's timestamp is never checked."""
    return bytes(_code_to_timestamp_pyc(compile(source, filename, "exec", dont_inherit=True),
                                        0, 0))


def compiled(entries, origin: str = ""):
    """``entries`` (name, bytes), each ``.py`` as its ``.pyc``; tracebacks name ``origin`` +
    the entry's name."""
    for name, data in entries:
        if name.endswith(".py"):
            name, data = name[:-3] + ".pyc", bytecode(origin + name, data)
        yield name, data


def writing_zip(target, entries, level: int = SHIPPED_LEVEL):
    """Write ``entries`` (name, bytes) deflated at ``level`` into the zip ``target`` (a path or
    a binary file), in their order; yield after each, so that a caller can pause between them."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=level) as out:
        for name, data in entries:
            entry = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            entry.external_attr = ZIP_MODE
            out.writestr(entry, data, zipfile.ZIP_DEFLATED, compresslevel=level)
            yield name


def write_zip(target, entries, level: int = SHIPPED_LEVEL) -> None:
    """Write ``entries`` (name, bytes) deflated at ``level`` into the zip ``target`` at once."""
    for _ in writing_zip(target, entries, level):
        pass


def zip_entries(source) -> list[tuple[str, bytes]]:
    """Every entry of the zip ``source`` (name, bytes), in its order."""
    with zipfile.ZipFile(source) as archive:
        return [(info.filename, archive.read(info)) for info in archive.infolist()]


def compile_zip(source, target) -> None:
    """Copy the zip ``source`` to ``target`` with every ``.py`` as its ``.pyc``."""
    write_zip(target, compiled(zip_entries(source)))


def package_entries(package):
    """The ``.py`` files of the imported ``package`` and its data, the translations
    (``locale/*.po``), as (name, bytes), named as in a zip that holds the package
    (``engine/core.py``, ``engine/locale/de.po``), in a fixed order. Without its data, a start
    from the zip would speak only English."""
    home = os.path.dirname(os.path.dirname(package.__file__))
    for folder, _, names in sorted(os.walk(os.path.dirname(package.__file__))):
        for name in sorted(names):
            catalogue = name.endswith(".po") and os.path.basename(folder) == "locale"
            if name.endswith(".py") or catalogue:
                path = os.path.join(folder, name)
                with open(path, "rb") as source:
                    yield os.path.relpath(path, home).replace(os.sep, "/"), source.read()


async def compiled_zip(entries, origin: str = "") -> bytes:
    """A zip of ``entries`` compiled (see ``compiled``) for the worker to keep, written
    cooperatively: it yields to the event loop every few milliseconds, so a request that comes
    in meanwhile is answered at once."""
    out = io.BytesIO()
    paused = time.monotonic()
    for _ in writing_zip(out, compiled(entries, origin), KEPT_LEVEL):
        if time.monotonic() - paused > PAUSE_EVERY_S:
            await asyncio.sleep(0)
            paused = time.monotonic()
    return out.getvalue()


async def compiled_stdlib(path: str | None = None) -> bytes:
    """The stdlib zip at ``path`` (by default the one Python imports from, first zip on
    ``sys.path``) compiled: the worker's later starts load it as their stdlib."""
    path = path or next(entry for entry in sys.path if entry.endswith(".zip"))
    return await compiled_zip(zip_entries(path))


async def compiled_package(package) -> bytes:
    """The imported ``package`` compiled, laid out as the package (``engine/core.pyc``), so a
    later start imports it from the zip itself with nothing to unpack; its tracebacks name the
    files the package was imported from."""
    home = os.path.dirname(os.path.dirname(package.__file__))
    return await compiled_zip(package_entries(package), home + "/")
