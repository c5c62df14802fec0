"""Python sources without docstrings, comments and blank lines, for the stdlib the site ships.

``build.py`` runs this module inside Pyodide (under node), so that the sources are parsed by
the same Python that will run them (3.14 syntax the build's own Python may not know). A stripped
module must parse to the same tree as the original once its docstrings are taken out; one that
does not is shipped as it was.
"""

import ast
import io
import tokenize
import zipfile

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


def strip_zip(source: str, target: str) -> list[str]:
    """Copy the zip ``source`` to ``target`` (deflated, entries dated alike) with every ``.py``
    stripped; return the names of the modules kept as they were."""
    unchanged = []
    with zipfile.ZipFile(source) as modules, \
            zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info in modules.infolist():
            data = modules.read(info)
            if info.filename.endswith(".py"):
                original = data.decode()
                try:
                    new = stripped(original)
                    ok = same_code(original, new)
                except (SyntaxError, tokenize.TokenError, ValueError):
                    ok = False
                if ok:
                    data = new.encode()
                else:
                    unchanged.append(info.filename)
            entry = zipfile.ZipInfo(info.filename, date_time=(1980, 1, 1, 0, 0, 0))
            entry.external_attr = 0o644 << 16
            out.writestr(entry, data, zipfile.ZIP_DEFLATED, compresslevel=9)
    return unchanged
