"""What a translator of Ludi has left to do, and the PO files brought up to the English.

    python3 tools/translate.py status [de|nl]   lists, for every part, the messages missing
                                                from a language's PO file, untranslated, fuzzy
                                                (the English changed), with placeholders other
                                                than the English's, or no longer used; exits 1
                                                if anything is left
    python3 tools/translate.py update [de|nl]   adds every missing message to the PO files
                                                (empty, for a translator's tool to fill), marks
                                                changed English fuzzy and drops unused entries
    python3 tools/translate.py glossary GAME    lists the game's words in every language, where
                                                each comes from and the words it is never called
                                                instead

A part is the shared core (``engine/locale``), each game (``engine/games/<id>/locale``) or the
site (``web/locale``, its English in ``web/locale/en.json``): see ``engine/po.py``.
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
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


# --- the glossary ---------------------------------------------------------------------------

ARTICLES = {"en": {"a", "an", "the"},
            "de": {"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem",
                   "einer", "eines"},
            "nl": {"de", "het", "een"}}


class Row:
    """One word of a game's glossary: its message key, its text in every language (a count
    noun's two forms, one and other, as a pair), where each language's word comes from (the
    rulebook and the book's own word, or Ludi's choice and why), and the words of each language
    never used for it (``#. not: …`` in the PO entry)."""

    def __init__(self, key, words, sources, refused):
        self.key, self.words, self.sources, self.refused = key, words, sources, refused

    def forms(self, lang) -> list:
        """The word's forms in ``lang``, as written (one, or one and other)."""
        word = self.words[lang]
        return [form for form in (word if isinstance(word, tuple) else (word,)) if form]

    def said(self, lang) -> str:
        """The word as the glossary table shows it: "good, goods"."""
        return ", ".join(dict.fromkeys(self.forms(lang)))

    def __repr__(self):
        return f"Row({self.key!r}, {self.words!r})"


def bare(text: str, lang: str) -> str:
    """A word as a glossary compares it: lower case, without a leading article.

    >>> bare("Die goldene Seite", "de"), bare("the Arena", "en")
    ('goldene seite', 'arena')
    """
    first, _, rest = text.strip().partition(" ")
    return (rest if rest and first.lower() in ARTICLES[lang] else text.strip()).lower()


def _note(comments, name) -> str:
    return next((c.split(":", 1)[1].strip() for c in comments if c.startswith(name + ":")), "")


def glossary(game_id: str) -> list:
    """The game's glossary: the terms of the kinds its ``messages.GLOSSARY`` names (its words:
    ``term.<game>.<kind>.*``), each once; a term that reads as an earlier one in every
    language (two spaces of one name) is left out. German and Dutch come from the PO files,
    finished entries only."""
    module = engine.game_module(game_id)
    folder = Path(module.__file__).parent / "locale"
    langs = [lang for lang in messages.LANGUAGES if lang != "en"]
    entries = {lang: read_entries(folder / f"{lang}.po") for lang in langs}
    own = importlib.import_module(f"{module.__name__}.messages")
    kinds = tuple(f"term.{game_id}.{kind}." for kind in own.GLOSSARY)
    rows, seen = [], set()
    for key, english in module.MESSAGES.items():
        if not key.startswith(kinds):
            continue
        words, sources, refused = {"en": english}, {}, {}
        for lang in langs:
            entry = entries[lang].get(key)
            words[lang] = entry.translation if entry is not None and entry.done else ""
            sources[lang] = _note(entry.comments, "source") if entry is not None else ""
            refused[lang] = [word.strip() for word in
                             _note(entry.comments if entry else [], "not").split(",") if word.strip()]
        said = tuple(words[lang] for lang in ("en", *langs))
        if said in seen:
            continue
        seen.add(said)
        rows.append(Row(key, words, sources, refused))
    return rows


def show_glossary(game_id) -> int:
    for row in glossary(game_id):
        print(" | ".join(row.said(lang) for lang in row.words), " ", row.key)
        for lang, source in row.sources.items():
            refused = f" (not: {', '.join(row.refused[lang])})" if row.refused[lang] else ""
            print(f"    {lang}: {source or '?'}{refused}")
    return 0


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
    if not argv or argv[0] not in ("status", "update", "glossary"):
        print(__doc__)
        return 2
    if argv[0] == "glossary":
        if len(argv) != 2 or argv[1] not in engine.LISTED:
            print(f"Name one game: {', '.join(engine.LISTED)}.")
            return 2
        return show_glossary(argv[1])
    langs = argv[1:] or [code for code in messages.LANGUAGES if code != "en"]
    unknown = [lang for lang in langs if lang not in messages.LANGUAGES or lang == "en"]
    if unknown:
        print(f"Ludi has no translation called {', '.join(unknown)}; "
              f"it has {', '.join(c for c in messages.LANGUAGES if c != 'en')}.")
        return 2
    return (status if argv[0] == "status" else update)(langs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
