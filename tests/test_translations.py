"""Every message is translated into every language Ludi speaks, with the English's placeholders.

A part's PO file (see ``engine/po.py`` and ``tools/translate.py``) must hold every English message of
the part, each translated and not fuzzy, with the same placeholders and the same plural shape as
the English, and nothing the English no longer has. ``python3 tools/translate.py status`` says what is
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


@pytest.mark.parametrize("game_id", ["aquileia", "massilia", "marble", "ave"])
def test_a_move_refused_for_no_reason_of_its_own_is_named_by_its_label(game_id):
    """The general refusal ("… is not allowed now") names the move as its button does, in the
    reader's language, not by the action's id; one the game cannot name keeps its own words."""
    import random

    import engine
    from engine.core import CHANCE, IllegalAction, action_text, sample
    module, rng = engine.game_module(game_id), random.Random(5)
    state, earlier, refused = engine.new_game(game_id, 3), [], None
    while refused is None and not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply(sample(state.chance_outcomes(), rng))
            continue
        legal = state.legal_actions()
        for action in earlier:
            if action not in legal and state.why_illegal(action) is None:
                refused = action
                break
        earlier = list(dict.fromkeys([*legal, *earlier]))[:300]
        if refused is None:
            state.apply(rng.choice(legal))
    assert refused is not None, "no move of an earlier turn was refused without a reason"
    with pytest.raises(IllegalAction) as caught:
        engine.play(state.clone(), refused)
    reason = caught.value.reason
    assert reason["msg"] == "core.not_allowed_now"
    for lang in ("en", "de", "nl"):
        catalogue = messages.catalogue(module, lang)
        said = messages.render(reason, catalogue)
        assert messages.render(module.action_label(state, refused), catalogue) in said, said
        by_id = messages.msg("core.not_allowed_now", move=action_text(refused))
        assert said != messages.render(by_id, catalogue), said
    with pytest.raises(IllegalAction) as caught:
        engine.play(state.clone(), ("fly", "away"))
    assert "fly away" in messages.english_text(caught.value.reason)
