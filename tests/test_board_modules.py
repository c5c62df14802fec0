"""The board modules keep to the board contract (web/board/screen.js, web/board/canvas.js), read
as text: a game's board keeps no state of its own in module variables, runs no animation loop,
listens to nothing beyond its board, and draws the shared pieces through web/board/draw.js (a
board is its entry web/games/<game>.js and the parts beside it in web/games/<game>/); the page
asks the engine through web/engine-link.js's request/reply, and its parts (web/app.js and
web/page/) import one another without a circle; no module of the site grows past ~500 lines."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from board_files import board_files

WEB = Path(__file__).resolve().parent.parent / "web"
GAMES = sorted((WEB / "games").glob("*.js"))
# index.js and boards.js list the boards (all at once, or one when shown); generic.js lists facts
DRAWN = [path.stem for path in GAMES if path.name not in ("index.js", "boards.js", "generic.js")]
# Boards whose state lives only in their board instance (ui.own) and their layout.
STATELESS = ["aquileia", "ave", "marble", "massilia"]
# Every module of a board: its entry web/games/<game>.js and its parts in web/games/<game>/.
STATELESS_FILES = [path for game in STATELESS for path in board_files(game)]


def code(path: Path) -> str:
    """The module's text without its comments."""
    text = re.sub(r"/\*.*?\*/", "", path.read_text(), flags=re.S)
    return re.sub(r"(^|\s)//.*", r"\1", text)


def test_every_board_is_read_with_its_parts():
    for game in STATELESS:
        entry, *parts = board_files(game)
        assert entry.exists() and all(part.parent.name == game for part in parts)
        # each part is the entry's, imported by the entry or by another part
        imported = {(path.parent / name).resolve() for path in board_files(game)
                     for name in re.findall(r'^(?:import|export)\b[^;]*?"(\.{1,2}/[^"]+\.js)"',
                                            code(path), flags=re.M)}
        assert all(part.resolve() in imported for part in parts), game


@pytest.mark.parametrize("path", STATELESS_FILES, ids=lambda p: p.relative_to(WEB / "games").as_posix())
def test_a_stateless_board_declares_no_module_variable(path):
    top_level = re.findall(r"^(?:let|var)\s+\w+", code(path), flags=re.M)
    assert top_level == []


@pytest.mark.parametrize("path", STATELESS_FILES, ids=lambda p: p.relative_to(WEB / "games").as_posix())
def test_a_stateless_board_leaves_input_and_redraws_to_the_board_layer(path):
    text = code(path)
    for forbidden in ("requestAnimationFrame", "addEventListener", "document.", ".click()",
                      "stopPropagation", "stopImmediatePropagation", "dataset."):
        assert forbidden not in text, forbidden


@pytest.mark.parametrize("game", DRAWN)
def test_every_drawn_board_emphasises_and_rolls_through_the_shared_pieces(game):
    text = "\n".join(code(path) for path in board_files(game))
    # The pieces under emphasis() and die() are drawn in web/board/draw.js only.
    for piece in ("lastMoveRing(", "choiceHighlight(", "dieBody(", "pips(", '"#e3d1ad"'):
        assert piece not in text, piece
    assert not re.search(r"^(?:export )?function (emphasis|die)\b", text, flags=re.M)
    assert re.search(r"\bemphasis\b[^;]*from \"(?:\.\./)+board/draw\.js\"", text)


PAGE = [WEB / "app.js", *sorted((WEB / "page").glob("*.js"))]
# Every script of the site (a module read by the page, a board, the workers), at any depth.
MODULES = sorted(path for pattern in ("*.js", "*.mjs") for path in WEB.rglob(pattern))
LONGEST_MODULE = 500


def test_the_page_asks_the_engine_through_engine_link():
    text = code(WEB / "page" / "engine.js")
    assert re.search(r"import \{[^}]*\brequestLink\b[^}]*\} from \"\.\./engine-link\.js\"", text)
    for path in PAGE:
        text = code(path)
        # no request/reply bookkeeping of its own (the table's "#reply=" link is another reply)
        assert not re.search(r'type\s*[!=]==?\s*"reply"|type:\s*"reply"', text) and "nextId" not in text, path.name


def test_no_web_module_is_too_long():
    assert {WEB / "app.js", WEB / "worker.mjs", WEB / "games" / "massilia" / "draw.js"} <= set(MODULES)
    lengths = {path.relative_to(WEB).as_posix(): len(path.read_text().splitlines()) for path in MODULES}
    assert {name: lines for name, lines in lengths.items() if lines > LONGEST_MODULE} == {}


def page_imports() -> dict:
    """Each part of the page → the parts it imports."""
    graph = {}
    for path in PAGE:
        found = re.findall(r'^import\b[^;]*?"(\.{1,2}/[^"]+\.js)"', code(path), flags=re.M)
        graph[path] = {(path.parent / name).resolve() for name in found} & {p.resolve() for p in PAGE}
    return {path.resolve(): parts for path, parts in graph.items()}


def circle_in(graph: dict) -> list | None:
    """A path that comes back to where it started, or None."""
    state = {}

    def visit(node, path):
        state[node] = "open"
        for other in sorted(graph.get(node, ())):
            if state.get(other) == "open":
                return path[path.index(other):] + [other]
            if other not in state:
                found = visit(other, path + [other])
                if found:
                    return found
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node, [node])
            if found:
                return found
    return None


def test_the_page_s_parts_import_one_another_without_a_circle():
    graph = page_imports()
    turn_loop, lobby = (WEB / "page" / "turn-loop.js").resolve(), (WEB / "page" / "lobby.js").resolve()
    assert turn_loop in graph[lobby]  # the imports are read
    circle = circle_in(graph)
    assert circle is None, "import circle: " + " → ".join(p.name for p in circle)
    # and the check finds one: the turn loop importing the lobby back
    assert circle_in({**graph, turn_loop: graph[turn_loop] | {lobby}})
