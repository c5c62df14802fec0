"""Python sources without docstrings, comments and blank lines, for the stdlib and the micropip
the site ships; the modules a first start waits for go as bytecode (compiled and zipped by
``web/bytecode_zip.py``).

``build.py`` runs this module inside Pyodide (under node), so that the sources are parsed and
compiled by the same Python that will run them (3.14 syntax and bytecode the build's own Python
may not know). A stripped module must parse to the same tree as the original once its docstrings
are taken out; one that does not is shipped as it was (or compiled from what it was).
"""

import ast
import base64
import hashlib
import io
import tokenize

from bytecode_zip import bytecode, write_zip, zip_entries

DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def docstrings(tree):
    """(owner, statement) for every docstring in ``tree``."""
    for node in ast.walk(tree):
        if isinstance(node, DOCUMENTED) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                yield node, first


def without_docstrings(tree):
    """``tree`` with its docstrings taken out (``pass`` where a body would be empty)."""
    for node, _ in list(docstrings(tree)):
        node.body = node.body[1:] or [ast.Pass()]
    return tree


def stripped(source: str) -> str:
    """``source`` without docstrings (``pass`` where one was a whole body), comments and blank
    lines outside strings."""
    data = source.encode()
    line_starts = [0]
    for line in data.splitlines(keepends=True):
        line_starts.append(line_starts[-1] + len(line))
    cuts = []
    for node, first in docstrings(ast.parse(source)):  # offsets in UTF-8 bytes
        start = line_starts[first.lineno - 1] + first.col_offset
        end = line_starts[first.end_lineno - 1] + first.end_col_offset
        cuts.append((start, end, b"pass" if len(node.body) == 1 else b""))
    for start, end, text in sorted(cuts, reverse=True):
        data = data[:start] + text + data[end:]
    source = data.decode()

    comments, in_strings = {}, set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            comments[token.start[0]] = token.start[1]
        if token.end[0] > token.start[0]:  # a string over several lines: keep its lines
            in_strings.update(range(token.start[0] + 1, token.end[0] + 1))
    kept = []
    for number, line in enumerate(source.splitlines(keepends=True), 1):
        if number in comments:
            line = line[:comments[number]].rstrip() + "\n"
        if line.strip() or number in in_strings:
            kept.append(line)
    return "".join(kept)


def same_code(original: str, new: str) -> bool:
    return ast.dump(without_docstrings(ast.parse(original))) == ast.dump(ast.parse(new))


def record(entries: dict, name: str) -> bytes:
    """A wheel's RECORD ``name`` for ``entries`` (name -> bytes), itself listed last."""
    lines = []
    for path, data in entries.items():
        if path != name:
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            lines.append(f"{path},sha256={digest.decode()},{len(data)}\n")
    return "".join(lines + [f"{name},,\n"]).encode()


def strip_zip(source: str, target: str, compiled=()) -> list[str]:
    """Copy the zip ``source`` to ``target`` (deflated, entries dated alike) with every ``.py``
    stripped, and those named in ``compiled`` as ``.pyc`` instead; a wheel's RECORD is written
    anew. Return the names of the modules kept (or compiled) as they were."""
    unchanged, entries = [], {}
    for name, data in zip_entries(source):
        if name.endswith(".py"):
            original = data.decode()
            try:
                new = stripped(original)
                ok = same_code(original, new)
            except (SyntaxError, tokenize.TokenError, ValueError):
                ok = False
            if not ok:
                new = original
                unchanged.append(name)
            if name in compiled:
                name, data = name[:-3] + ".pyc", bytecode(name, new)
            else:
                data = new.encode()
        entries[name] = data
    for name in entries:
        if name.endswith(".dist-info/RECORD"):
            entries[name] = record(entries, name)
    write_zip(target, entries.items())
    return unchanged
