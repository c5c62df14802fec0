"""Every message is translated into every language Ludi speaks, with the English's placeholders.

A part's PO file (see ``engine/po.py`` and ``translate.py``) must hold every English message of
the part, each translated and not fuzzy, with the same placeholders and the same plural shape as
the English, and nothing the English no longer has. ``python3 translate.py status`` says what is
left, for a translator.
"""

import pytest

import translate
from engine import messages, po

LANGS = [code for code in messages.LANGUAGES if code != "en"]
PARTS = translate.parts()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name, english, folder", PARTS, ids=[p[0] for p in PARTS])
def test_every_message_is_translated_with_the_englishs_placeholders(name, english, folder, lang):
    entries = translate.read_entries(folder / f"{lang}.po")
    left = po.problems(english, entries)
    assert not left, f"{name} ({lang}): {len(left)} to do, first: {left[:8]}"


def test_the_check_fails_on_each_kind_of_fault():
    english = {"a.one": "{seat} passes.", "a.many": ("{count} stone", "{count} stones"),
               "a.new": "New."}
    entries = po.read(po.write([
        po.Entry("a.one", "{seat} passes.", "{name} passt."),          # another placeholder
        po.Entry("a.many", ("{count} stone", "{count} stones"), ("{count} Stein", "")),
        po.Entry("a.gone", "Gone.", "Weg."),                           # unused
    ], "de"))
    found = dict(po.problems(english, entries))
    assert set(found) == {"a.one", "a.many", "a.new", "a.gone"}
    assert "placeholders" in found["a.one"] and found["a.many"] == "untranslated"
    assert found["a.new"] == "missing" and found["a.gone"] == "unused"


def test_a_catalogue_falls_back_to_english_only_where_a_translation_is_missing():
    import engine
    module = engine.game_module("aquileia")
    german = messages.catalogue(module, "de")
    assert set(german) == set(messages.english(module))
    assert messages.catalogue(module, "xx") is messages.english(module)


def test_po_files_read_back_as_written():
    entries = [po.Entry("x.quote", 'He said "\\n"\tthen', 'Er sagte "\\n"\tdann', True,
                        ["source: rulebook"]),
               po.Entry("x.plural", ("{count} die", "{count} dice"), ("{count} Würfel",) * 2)]
    again = po.read(po.write(entries, "de"))
    assert list(again.values()) == entries
