"""What a translator of Ludi has left to do, and the PO files brought up to the English.

    python3 translate.py status [de|nl]   lists, for every part, the messages missing from a
                                          language's PO file, untranslated, fuzzy (the English
                                          changed), with placeholders other than the English's,
                                          or no longer used; exits 1 if anything is left
    python3 translate.py update [de|nl]   adds every missing message to the PO files (empty, for
                                          a translator's tool to fill), marks changed English
                                          fuzzy and drops unused entries

A part is the shared core (``engine/locale``), each game (``engine/games/<id>/locale``) or the
site (``web/locale``, its English in ``web/locale/en.json``): see ``engine/po.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine import messages, po  # noqa: E402

WEB_ENGLISH = ROOT / "web" / "locale" / "en.json"


def web_english() -> dict:
    """The site's own English: id → template, a plural as a pair (one, other)."""
    if not WEB_ENGLISH.exists():
        return {}
    table = json.loads(WEB_ENGLISH.read_text(encoding="utf-8"))
    return {key: tuple(value) if isinstance(value, list) else value for key, value in table.items()}


def parts() -> list:
    """(name, English catalogue, folder of its PO files) for every part of Ludi."""
    found = [("core", dict(messages.COMMON), ROOT / "engine" / "locale")]
    for game_id in engine.LISTED:
        module = engine.game_module(game_id)
        found.append((game_id, dict(module.MESSAGES), Path(module.__file__).parent / "locale"))
    found.append(("site", web_english(), ROOT / "web" / "locale"))
    return found


def read_entries(path: Path) -> dict:
    return po.read(path.read_text(encoding="utf-8")) if path.exists() else {}


def status(langs) -> int:
    left = 0
    for name, english, folder in parts():
        for lang in langs:
            path = folder / f"{lang}.po"
            found = po.problems(english, read_entries(path))
            left += len(found)
            done = len(english) - sum(1 for _, what in found if what != "unused")
            print(f"{name:10} {lang}: {done}/{len(english)} translated"
                  + (f", {len(found)} to do ({path.relative_to(ROOT)})" if found else ""))
            for key, what in found:
                print(f"    {key}: {what}")
    return 1 if left else 0


def update(langs) -> int:
    for name, english, folder in parts():
        if not english:
            continue
        for lang in langs:
            path = folder / f"{lang}.po"
            entries = po.updated(english, read_entries(path))
            folder.mkdir(parents=True, exist_ok=True)
            path.write_text(po.write(entries, lang), encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: {len(entries)} messages")
    return 0


def main(argv) -> int:
    if not argv or argv[0] not in ("status", "update"):
        print(__doc__)
        return 2
    langs = argv[1:] or [code for code in messages.LANGUAGES if code != "en"]
    unknown = [lang for lang in langs if lang not in messages.LANGUAGES or lang == "en"]
    if unknown:
        print(f"Ludi has no translation called {', '.join(unknown)}; "
              f"it has {', '.join(c for c in messages.LANGUAGES if c != 'en')}.")
        return 2
    return (status if argv[0] == "status" else update)(langs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
