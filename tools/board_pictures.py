"""The README's picture of each game's board, ``docs/boards/<game>.png``: the reference picture
its board test takes of a seeded game (``tests/screenshots/<game>-board.png``), copied.

    python3 tools/board_pictures.py            copies every listed game's reference picture
    python3 tools/board_pictures.py --retake   first takes the pictures anew: runs each board
                                               test's picture check with UPDATE_SCREENSHOTS=1
                                               (through ./run-tests, which builds the site);
                                               look at them before committing
    python3 tools/board_pictures.py --check    copies nothing; exits 1 when a game has no picture
                                               or its picture is not the test's

The pictures are the tests' own, so a drawing change that retakes a test's picture and forgets
the README's fails ``tests/test_docs.py``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402

REFERENCES = ROOT / "tests" / "screenshots"
PICTURES = ROOT / "docs" / "boards"
PICTURE_TEST = "fixed_seeded_position"   # the board tests' check against the reference picture


def reference(game_id: str) -> Path:
    return REFERENCES / f"{game_id}-board.png"


def picture(game_id: str) -> Path:
    return PICTURES / f"{game_id}.png"


def stale() -> list:
    """The listed games whose README picture is missing or not their test's reference."""
    return [game_id for game_id in engine.LISTED
            if not picture(game_id).exists() or not reference(game_id).exists()
            or picture(game_id).read_bytes() != reference(game_id).read_bytes()]


def retake() -> None:
    board_tests = sorted(str(path.relative_to(ROOT)) for path in ROOT.glob("tests/test_*board.py"))
    subprocess.run([str(ROOT / "run-tests"), "-n", "0", *board_tests, "-k", PICTURE_TEST],
                   cwd=ROOT, check=True, env={**os.environ, "UPDATE_SCREENSHOTS": "1"})


def main(argv: list) -> int:
    if argv not in ([], ["--retake"], ["--check"]):
        print(__doc__, file=sys.stderr)
        return 2
    if argv == ["--check"]:
        left = stale()
        for game_id in left:
            print(f"{picture(game_id).relative_to(ROOT)} is not {reference(game_id).relative_to(ROOT)}")
        return 1 if left else 0
    if argv == ["--retake"]:
        retake()
    PICTURES.mkdir(parents=True, exist_ok=True)
    for game_id in engine.LISTED:
        if not reference(game_id).exists():
            print(f"{game_id}: no reference picture; its board test takes one "
                  f"(tests/test_{game_id}_board.py)", file=sys.stderr)
            return 1
        shutil.copyfile(reference(game_id), picture(game_id))
        print(picture(game_id).relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
