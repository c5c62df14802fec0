"""strip_source.py: the shipped stdlib without docstrings, comments and blank lines, and
nothing else changed. (The build runs it in Pyodide on the stdlib; here CPython runs it on
sources this Python can parse.)"""

import ast
import base64
import hashlib
import importlib.util
import marshal
import zipfile

import strip_source

SOURCE = '''"""A module's docstring."""
from __future__ import annotations  # must stay the first statement

import os


class Empty:
    """Only a docstring: the body becomes pass."""


def f(x):  # a comment after code
    """A docstring before code."""
    # a comment alone
    text = """kept

    # not a comment: inside a string"""
    return f"{x}  # not a comment either" + text


async def g():
    "single-quoted docstring"
    return [1,
            # a comment inside brackets
            2]
'''


def test_docstrings_comments_and_blank_lines_go_and_the_code_stays():
    new = strip_source.stripped(SOURCE)
    assert new.startswith("from __future__ import annotations\n")
    assert "docstring" not in new and "comment alone" not in new and "after code" not in new
    assert "inside brackets" not in new
    assert 'kept\n\n    # not a comment: inside a string"""' in new
    assert '"{x}  # not a comment either"' in new
    assert "class Empty:\n    pass\n" in new
    assert strip_source.same_code(SOURCE, new)
    namespace = {}
    exec(compile(new, "stripped", "exec"), namespace)
    assert namespace["f"](1) == '1  # not a comment either' + 'kept\n\n    # not a comment: inside a string'
    assert namespace["f"].__doc__ is None and namespace["Empty"].__doc__ is None


def test_a_source_that_would_not_parse_alike_is_kept_as_it_was(tmp_path):
    broken = 'class C: "doc"; x = 1\n'  # the docstring shares its line: cut, it would not parse
    with zipfile.ZipFile(tmp_path / "in.zip", "w") as source:
        source.writestr("a.py", SOURCE)
        source.writestr("b.py", broken)
        source.writestr("data.txt", "  # not Python\n\n")
    unchanged = strip_source.strip_zip(str(tmp_path / "in.zip"), str(tmp_path / "out.zip"))
    assert unchanged == ["b.py"]
    with zipfile.ZipFile(tmp_path / "out.zip") as out:
        assert out.read("b.py").decode() == broken
        assert out.read("data.txt").decode() == "  # not Python\n\n"
        assert out.read("a.py").decode() == strip_source.stripped(SOURCE)
        assert all(info.date_time == (1980, 1, 1, 0, 0, 0) for info in out.infolist())


def test_the_same_code_check_sees_a_changed_string():
    assert not strip_source.same_code('x = "a  # b"\n', 'x = "a"\n')
    assert ast.dump(strip_source.without_docstrings(ast.parse('def f():\n    "d"\n'))) == \
        ast.dump(ast.parse("def f():\n    pass\n"))


def test_modules_named_compiled_ship_as_bytecode_and_a_wheel_gets_a_true_record(tmp_path):
    """micropip's wheel and the modules a first start waits for go as bytecode: the ``.py``
    becomes a ``.pyc`` of the stripped source that runs, and the wheel's RECORD lists the files
    it now holds, with their hashes."""
    with zipfile.ZipFile(tmp_path / "in.whl", "w") as source:
        source.writestr("pkg/a.py", SOURCE)
        source.writestr("pkg/b.py", "x = 1  # stays source\n")
        source.writestr("pkg-1.0.dist-info/RECORD", "pkg/a.py,sha256=stale,1\nRECORD,,\n")
    strip_source.strip_zip(str(tmp_path / "in.whl"), str(tmp_path / "out.whl"), {"pkg/a.py"})
    with zipfile.ZipFile(tmp_path / "out.whl") as out:
        names = out.namelist()
        assert names == ["pkg/a.pyc", "pkg/b.py", "pkg-1.0.dist-info/RECORD"]
        assert out.read("pkg/b.py") == b"x = 1\n"
        pyc = out.read("pkg/a.pyc")
        record = out.read("pkg-1.0.dist-info/RECORD").decode().splitlines()
        entries = {name: out.read(name) for name in names}
    assert pyc[:4] == importlib.util.MAGIC_NUMBER
    namespace = {}
    exec(marshal.loads(pyc[16:]), namespace)
    assert namespace["f"](2).startswith("2  # not a comment either")
    assert namespace["f"].__doc__ is None
    assert record[-1] == "pkg-1.0.dist-info/RECORD,,"
    for line in record[:-1]:
        name, digest, size = line.split(",")
        data = entries[name]
        expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        assert digest == "sha256=" + expected and int(size) == len(data)
    assert [line.split(",")[0] for line in record] == names



def test_the_same_modules_give_the_same_bytes(tmp_path):
    """What the site ships depends on the modules only, not on when or how their zip was made."""
    for copy, date in (("one", (2020, 5, 17, 10, 0, 0)), ("two", (2024, 1, 2, 3, 4, 6))):
        with zipfile.ZipFile(tmp_path / f"{copy}.zip", "w", zipfile.ZIP_STORED) as source:
            source.writestr(zipfile.ZipInfo("pkg/a.py", date), SOURCE)
            source.writestr(zipfile.ZipInfo("pkg/b.py", date), "x = 1\n")
        strip_source.strip_zip(str(tmp_path / f"{copy}.zip"), str(tmp_path / f"{copy}-out.zip"),
                               {"pkg/a.py"})
    assert (tmp_path / "one.zip").read_bytes() != (tmp_path / "two.zip").read_bytes()
    assert (tmp_path / "one-out.zip").read_bytes() == (tmp_path / "two-out.zip").read_bytes()
