"""The board modules keep to the board contract (web/board/screen.js, web/board/canvas.js), read
as text: a game's board keeps no state of its own in module variables, runs no animation loop,
listens to nothing beyond its board, and draws the shared pieces through web/board/draw.js; the
page asks the engine through web/engine-link.js's request/reply."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parent.parent / "web"
GAMES = sorted((WEB / "games").glob("*.js"))
DRAWN = [path for path in GAMES if path.name not in ("index.js", "generic.js")]
# Boards whose state lives only in their board instance (ui.own) and their layout.
STATELESS = ["aquileia.js", "ave.js", "marble.js", "massilia.js"]


def code(path: Path) -> str:
    """The module's text without its comments."""
    text = re.sub(r"/\*.*?\*/", "", path.read_text(), flags=re.S)
    return re.sub(r"(^|\s)//.*", r"\1", text)


@pytest.mark.parametrize("name", STATELESS)
def test_a_stateless_board_declares_no_module_variable(name):
    top_level = re.findall(r"^(?:let|var)\s+\w+", code(WEB / "games" / name), flags=re.M)
    assert top_level == []


@pytest.mark.parametrize("name", STATELESS)
def test_a_stateless_board_leaves_input_and_redraws_to_the_board_layer(name):
    text = code(WEB / "games" / name)
    for forbidden in ("requestAnimationFrame", "addEventListener", "document.", ".click()",
                      "stopPropagation", "stopImmediatePropagation", "dataset."):
        assert forbidden not in text, forbidden


@pytest.mark.parametrize("path", DRAWN, ids=lambda p: p.name)
def test_every_drawn_board_emphasises_and_rolls_through_the_shared_pieces(path):
    text = code(path)
    # The pieces under emphasis() and die() are drawn in draw.js only.
    for piece in ("lastMoveRing(", "choiceHighlight(", "dieBody(", "pips(", '"#e3d1ad"'):
        assert piece not in text, piece
    assert not re.search(r"^function (emphasis|die)\b", text, flags=re.M)
    assert re.search(r"\bemphasis\b.*from \"\.\./board/draw\.js\"", text, flags=re.S)


def test_the_page_asks_the_engine_through_engine_link():
    text = code(WEB / "app.js")
    assert re.search(r"import \{[^}]*\brequestLink\b[^}]*\} from \"\./engine-link\.js\"", text)
    # no request/reply bookkeeping of its own (the table's "#reply=" link is another reply)
    assert not re.search(r'type\s*[!=]==?\s*"reply"|type:\s*"reply"', text) and "nextId" not in text
