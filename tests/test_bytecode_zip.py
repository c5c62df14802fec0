"""bytecode_zip.py: the one zip writer and bytecode compiler of the build and of the worker's
compiled start. (In the browser Pyodide runs it; here CPython does, on sources it can parse.)"""

import asyncio
import json
import marshal
from concurrent.futures import ThreadPoolExecutor
import subprocess
import sys
import zipfile

import bytecode_zip
import engine.core
from engine import api

SEATS = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]

SOURCE = '''"""A module."""
def f():
    """A docstring, kept."""
    return 1 / 0
'''


def run(coroutine):
    """``coroutine`` run to its end on a thread of its own (Playwright's tests, in the same
    session, leave an event loop running on this one)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def test_a_zip_holds_its_entries_in_order_every_one_dated_moded_and_deflated_alike(tmp_path):
    entries = [("b.py", b"x = 1\n"), ("a/data.txt", b"kept " * 100)]
    bytecode_zip.write_zip(tmp_path / "one.zip", entries)
    bytecode_zip.write_zip(tmp_path / "two.zip", iter(entries))
    assert (tmp_path / "one.zip").read_bytes() == (tmp_path / "two.zip").read_bytes()
    with zipfile.ZipFile(tmp_path / "one.zip") as archive:
        infos = archive.infolist()
    assert [info.filename for info in infos] == ["b.py", "a/data.txt"]
    assert all(info.date_time == bytecode_zip.ZIP_DATE and
               info.external_attr == bytecode_zip.ZIP_MODE and
               info.compress_type == zipfile.ZIP_DEFLATED for info in infos)
    assert bytecode_zip.zip_entries(tmp_path / "one.zip") == entries


def test_a_whole_zip_compiles_as_it_is(tmp_path):
    """What the build's own runtimes load: every module as bytecode, docstrings kept."""
    with zipfile.ZipFile(tmp_path / "in.zip", "w") as source:
        source.writestr("a.py", SOURCE)
        source.writestr("data.txt", "kept")
    bytecode_zip.compile_zip(str(tmp_path / "in.zip"), str(tmp_path / "out.zip"))
    with zipfile.ZipFile(tmp_path / "out.zip") as out:
        assert out.namelist() == ["a.pyc", "data.txt"] and out.read("data.txt") == b"kept"
        namespace = {}
        exec(marshal.loads(out.read("a.pyc")[16:]), namespace)
    assert namespace["f"].__doc__ == "A docstring, kept."
    assert namespace["f"].__code__.co_filename == "a.py"


def test_the_worker_s_stdlib_compiles_while_other_work_goes_on(tmp_path, monkeypatch):
    """The worker compiles while the page may ask for a move: between entries it lets the event
    loop run (here at every entry)."""
    monkeypatch.setattr(bytecode_zip, "PAUSE_EVERY_S", -1)
    with zipfile.ZipFile(tmp_path / "stdlib.zip", "w") as source:
        for number in range(5):
            source.writestr(f"m{number}.py", SOURCE)
    ticks = []

    async def compile_beside_a_ticker():
        async def ticker():
            while True:
                ticks.append(len(ticks))
                await asyncio.sleep(0)
        other = asyncio.create_task(ticker())
        await asyncio.sleep(0)
        compiled = await bytecode_zip.compiled_stdlib(str(tmp_path / "stdlib.zip"))
        other.cancel()
        return compiled

    compiled = run(compile_beside_a_ticker())
    assert len(ticks) >= 5
    (tmp_path / "compiled.zip").write_bytes(compiled)
    with zipfile.ZipFile(tmp_path / "compiled.zip") as archive:
        assert archive.namelist() == [f"m{number}.pyc" for number in range(5)]


def test_the_engine_compiled_as_the_worker_keeps_it_imports_and_plays(tmp_path):
    """The engine's kept bytecode is laid out as its package: put on sys.path, the zip alone
    imports the engine, with nothing of its sources, and tracebacks name its files."""
    compiled = run(bytecode_zip.compiled_package(engine))
    (tmp_path / "engine.zip").write_bytes(compiled)
    with zipfile.ZipFile(tmp_path / "engine.zip") as archive:
        names = archive.namelist()
    assert "engine/__init__.pyc" in names and "engine/api.pyc" in names
    assert not [name for name in names if name.endswith(".py")]
    # the translations go with it: a German or Dutch reader's second visit starts from this zip
    assert {"engine/locale/de.po", "engine/locale/nl.po", "engine/games/ave/locale/de.po",
            "engine/games/massilia/locale/nl.po"} <= set(names)
    script = ("import json, sys\nsys.path.insert(0, 'engine.zip')\nfrom engine import api, core\n"
              "assert api.__file__.startswith('engine.zip'), api.__file__\n"
              "print(core.__spec__.loader.get_code('engine.core').co_filename)\n"
              "print(len(api.catalogue()['games']))\n"
              "for lang in ('de', 'nl'):\n"
              "    reply = json.loads(api.handle(json.dumps({'cmd': 'start', 'game': 'massilia',\n"
              "        'lang': lang, 'seats': [{'name': 'A', 'kind': 'human'},\n"
              "                                {'name': 'B', 'kind': 'human'}]})))\n"
              "    print(json.dumps(reply['view']['state']['status']))")
    said = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, check=True,
                          capture_output=True, text=True).stdout.splitlines()
    assert said[0] == engine.core.__file__ and said[1] == "4"
    here = {lang: json.loads(api.handle(json.dumps({"cmd": "start", "game": "massilia",
                                                     "lang": lang, "seats": SEATS})))
            for lang in ("en", "de", "nl")}
    status = {lang: reply["view"]["state"]["status"] for lang, reply in here.items()}
    assert len(set(status.values())) == 3  # the three languages differ here...
    assert [json.loads(said[2]), json.loads(said[3])] == [status["de"], status["nl"]]  # ...and there
