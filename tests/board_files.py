"""A drawn board's code: its entry module web/games/<game>.js and the parts beside it in
web/games/<game>/, read together by the tests that check what a board draws or says."""

from __future__ import annotations

from pathlib import Path

GAMES_WEB = Path(__file__).resolve().parent.parent / "web" / "games"


def board_files(game: str) -> list[Path]:
    """The entry module first, then its parts."""
    return [GAMES_WEB / f"{game}.js", *sorted((GAMES_WEB / game).glob("*.js"))]


def board_source(game: str) -> str:
    return "\n".join(path.read_text() for path in board_files(game))
