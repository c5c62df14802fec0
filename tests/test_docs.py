"""The README and docs/: short, a picture of every game's board (the board test's own), and no
link that leads nowhere."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
LONGEST_README = 300
LINK = re.compile(r"\]\(([^)\s]+)\)")


def board_pictures():
    spec = importlib.util.spec_from_file_location("board_pictures", ROOT / "tools" / "board_pictures.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as '-'."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(path: Path) -> set:
    return {slug(line.lstrip("#")) for line in path.read_text(encoding="utf-8").splitlines()
            if line.startswith("#")}


def broken_links(path: Path) -> list:
    """The relative links of a Markdown file whose file or heading does not exist."""
    broken = []
    for target in LINK.findall(path.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+:", target):
            continue
        name, _, anchor = target.partition("#")
        linked = (path.parent / name).resolve() if name else path
        if not linked.exists():
            broken.append(target)
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            broken.append(target)
    return broken


def test_the_readme_is_for_players_teachers_and_publishers():
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= LONGEST_README
    for command in ("python3 build.py serve", "./run-tests"):
        assert f"```sh\n{command}\n```" in text, command
    for doc in DOCS:
        assert f"](docs/{doc.name})" in text, f"the README does not lead to docs/{doc.name}"


def test_the_readme_shows_every_games_board_as_its_test_took_it():
    text = README.read_text(encoding="utf-8")
    for game_id in engine.LISTED:
        assert f"](docs/boards/{game_id}.png)" in text, f"no picture of {game_id}'s board"
    assert board_pictures().stale() == []


def test_the_picture_check_finds_a_picture_that_is_not_the_tests(tmp_path, monkeypatch):
    pictures = board_pictures()
    monkeypatch.setattr(pictures, "PICTURES", tmp_path)
    for game_id in engine.LISTED:
        (tmp_path / f"{game_id}.png").write_bytes(pictures.reference(game_id).read_bytes())
    assert pictures.stale() == []
    (tmp_path / "marble.png").write_bytes(pictures.reference("ave").read_bytes())
    (tmp_path / "ave.png").unlink()
    assert pictures.stale() == ["marble", "ave"]


@pytest.mark.parametrize("path", [README, *DOCS], ids=lambda path: path.name)
def test_no_link_leads_nowhere(path):
    assert broken_links(path) == []


def test_the_link_check_finds_a_missing_file_and_heading(tmp_path):
    page = tmp_path / "page.md"
    (tmp_path / "other.md").write_text("# Other\n\n## Updates and rules versions\n")
    page.write_text("[a](other.md) [b](other.md#updates-and-rules-versions) [c](gone.md) "
                    "[d](other.md#gone) [e](https://example.org/x) [f](#page)\n\n# Page\n")
    assert broken_links(page) == ["gone.md", "other.md#gone"]
