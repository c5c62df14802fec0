"""strip_source.py: the shipped stdlib without docstrings, comments and blank lines, and
nothing else changed. (The build runs it in Pyodide on the stdlib; here CPython runs it on
sources this Python can parse.)"""

import ast
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
