"""The rulebooks' worked examples (engine/examples): every one plays to its end through the
checked path, its captions match its steps, its questions refuse a wrong move with a reason
and accept the book's, and the API serves them to a board."""

import json
import pathlib
import re

import pytest

import engine
from engine import api
from engine.examples import all_examples, find, start_session

EXAMPLES = all_examples()
ROOT = pathlib.Path(__file__).resolve().parent.parent
BOOK_COUNTS = {"aquileia": 8, "massilia": 7, "marble": 5, "ave": 8}


def call(**request):
    return json.loads(api.handle(json.dumps(request)))


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: f"{e.game}-{e.id}")
def test_every_example_plays_to_its_end_with_a_caption_per_step(example):
    # every example plays on the board (teach.html lists its steps): a scoring example too
    assert example.steps >= 1 and not example.setup().is_terminal()
    assert len(example.captions()) == example.steps + 1
    assert all(c and c[-1] in ".…:!?”" for c in example.captions()), example.captions()
    # a caption names whoever acts: none starts blank or keeps a placeholder
    assert all(c == c.strip() for c in example.captions()), example.captions()
    assert not any("{" in c for c in example.captions())
    assert len(example.names) in engine.GAMES[example.game].PLAYERS
    session = start_session(example)
    assert len(session.history) == example.steps
    assert [a for a, _ in session.history] == [s.action for s in example.script]


GAME_OVER = re.compile(r"[Tt]he game (is over|ends)")
SUM = re.compile(r"(\w+) (\d+(?: \+ \d+)+) = (\d+)")


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: f"{e.game}-{e.id}")
def test_a_caption_that_ends_the_game_shows_it_ended_with_its_points(example):
    """A caption saying the game is over comes at the step that ends it, and every sum it
    gives a player ("Julia 7 + 2 = 9") is that player's score on the board."""
    session = start_session(example)
    for at, caption in enumerate(example.captions()):
        state = example.play(at)
        if GAME_OVER.search(caption):
            assert state.is_terminal() and at == example.steps, (at, caption)
            view = session.payload(None, at)
            assert view["over"] and view["scores"] == state.scores()
        for name, parts, total in SUM.findall(caption):
            if name in example.seat_names():
                assert sum(int(p) for p in parts.split(" + ")) == int(total), caption
                assert state.scores()[example.seat_names().index(name)] == int(total), caption


def test_ave_first_turn_says_who_draws_and_who_sees_each_tile():
    from engine.games.ave import data as ave_data
    example = find("ave", "first-turn")
    for step in example.script:
        caption = example.text(step.caption)
        if step.action[0] == "draw":
            tile = step.action[2]
            if tile in ave_data.OPEN_TILES:
                assert "face up" in caption and "only" not in caption, step
            else:
                assert "only A sees" in caption or "only B sees" in caption, step
    assert example.text(example.script[0].caption) == "The start player is drawn by lot: A starts."


def test_dutch_examples_call_kiko_he_as_the_dutch_book_does():
    """The Dutch book: "Kiko ... Hij beslist"; the German book's Livia is "sie"."""
    words = re.compile(r"\b(she|her|hers)\b", re.I)
    for id_ in ("arena-nl", "villas-nl"):
        example = find("aquileia", id_)
        texts = example.captions() + [example.text(s.question or "") for s in example.script]
        assert not any(words.search(t) for t in texts), id_
        assert any(re.search(r"\bKiko\b.*\bhis\b", t) for t in texts), id_
    german = find("aquileia", "villas")
    assert "Livia counts her two-coloured Theatrum card" in german.captions()[1]


def test_examples_that_are_not_the_books_say_so():
    for example in EXAMPLES:
        if example.id == "first-turn" and example.game != "massilia":
            assert example.text(example.intro).startswith("Not one of the book's examples"), example.game


def test_every_game_has_its_rulebook_examples_a_first_turn_and_a_question():
    for game in engine.GAMES:
        mine = [e for e in EXAMPLES if e.game == game]
        if not mine:
            continue
        ids = {e.id for e in mine}
        assert "first-turn" in ids, game
        assert len(mine) - 1 >= BOOK_COUNTS[game], (game, sorted(ids))
        assert any(s.question for e in mine for s in e.script), game


@pytest.mark.parametrize("example", [e for e in EXAMPLES if any(s.question for s in e.script)],
                         ids=lambda e: f"{e.game}-{e.id}")
def test_question_steps_refuse_another_move_and_accept_the_books(example):
    reply = call(cmd="example", game=example.game, id=example.id, board="q")
    assert reply["ok"], reply
    for at, step in enumerate(example.script):
        if not step.question:
            continue
        asked = call(cmd="ask", board="q", at=at)
        assert asked["ok"] and asked["view"]["question"] == example.text(step.question)
        legal = [e["action"] for e in asked["view"]["legal"]]
        assert list(step.action) in legal
        wrong = next((a for a in legal if a != list(step.action)), None)
        assert wrong is not None, f"step {at} of {example.id} offers only the book's move"
        refused = call(cmd="answer", board="q", at=at, action=wrong)
        assert refused["ok"] and refused["right"] is False and refused["legal"] is True
        # a legal move is refused as legal but not the book's, with the book's reason beside it
        assert "is a legal move, but not what" in refused["reason"]
        assert refused["why"] == example.text(step.why) and refused["answer_action"] == list(step.action)
        nonsense = call(cmd="answer", board="q", at=at, action=["fly"])
        assert nonsense["right"] is False and nonsense["legal"] is False
        assert "not allowed" in nonsense["reason"]
        accepted = call(cmd="answer", board="q", at=at, action=list(step.action))
        assert accepted["right"] is True


def test_example_commands_refuse_bad_input_and_change_nothing():
    assert not call(cmd="example", game="aquileia", id="nope")["ok"]
    assert not call(cmd="example", game="chess", id="arena")["ok"]
    call(cmd="example", game="aquileia", id="forum", board="bad")
    assert not call(cmd="ask", board="bad", at=99)["ok"]
    assert not call(cmd="ask", board="nowhere", at=0)["ok"]
    view = call(cmd="view", board="bad", seat=None, at=1)
    assert view["ok"] and view["view"]["step"] == 1


def test_examples_list_names_game_id_title_source_and_steps():
    listed = call(cmd="examples")["examples"]
    assert len(listed) == len(EXAMPLES)
    assert set(listed[0]) == {"game", "id", "title", "source", "steps"}
    assert find("aquileia", "arena").summary() in listed


def test_hidden_cards_of_an_example_stay_hidden_from_the_spectator():
    reply = call(cmd="example", game="aquileia", id="stadium", board="h")
    steps = reply["example"]["steps"]
    for at in range(steps + 1):
        view = call(cmd="view", board="h", seat=None, at=at)["view"]
        assert "laurel-blue" not in json.dumps(view["state"].get("board", {}).get("stadium_pick", {}))


def test_city_of_marble_scoring_examples_count_as_the_book_says():
    fountain = dict(enumerate(find("marble", "fountain-scoring").play().final_lines()))
    assert dict(fountain[0])["fountains"] == 2 and dict(fountain[3])["fountains"] == 1
    assert dict(fountain[1])["fountains"] == 0
    aqueduct = dict(enumerate(find("marble", "aqueduct-scoring").play().final_lines()))
    assert dict(aqueduct[3])["aqueducts"] == 2 and dict(aqueduct[0])["aqueducts"] == 8


@pytest.mark.parametrize("game", sorted(engine.GAMES))
def test_each_rules_page_plays_every_example_of_its_game_where_the_text_tells_it(game):
    from pathlib import Path
    page = (Path(__file__).resolve().parent.parent / "web" / "rules" / f"{game}.html").read_text()
    assert '<script type="module" src="../ludi-board.js"></script>' in page
    for example in [e for e in EXAMPLES if e.game == game]:
        assert page.count(f'<ludi-board game="{game}" example="{example.id}">') == 1, example.id


# --- examples a teacher writes (JSON, see teach.html) ---------------------------------------------

TEACHER_FILES = sorted((ROOT / "web" / "teach").glob("*.json"))


def teacher_file(game):
    return json.loads((ROOT / "web" / "teach" / f"{game}.json").read_text())


def test_there_is_a_worked_teacher_file_for_every_game():
    assert sorted(p.stem for p in TEACHER_FILES) == sorted(engine.LISTED)


@pytest.mark.parametrize("game", sorted(engine.LISTED))
def test_a_teachers_file_plays_with_its_draws_and_its_question(game):
    written = teacher_file(game)
    reply = call(cmd="example", teacher=written, board="t")
    assert reply["ok"], reply
    example = reply["example"]
    # every written step is a step, and the draws the seed made between them are steps too
    assert example["steps"] > len(written["steps"])
    assert example["title"] == written["title"] and example["captions"][0] == written["intro"]
    captions = example["captions"][1:]
    assert [s["caption"] for s in written["steps"]] == [c for c in captions
                                                       if c in {s["caption"] for s in written["steps"]}]
    asked = [int(k) for k in example["questions"]]
    assert len(asked) == sum(1 for s in written["steps"] if "question" in s) == 1
    question = next(s for s in written["steps"] if "question" in s)
    shown = call(cmd="ask", board="t", at=asked[0])
    legal = [e["action"] for e in shown["view"]["legal"]]
    wrong = next(a for a in legal if a != question["action"])
    refused = call(cmd="answer", board="t", at=asked[0], action=wrong)
    assert refused["right"] is False and refused["why"] == question["hint"]
    assert call(cmd="answer", board="t", at=asked[0], action=question["action"])["right"]


def test_a_teachers_file_may_start_from_a_save_history_or_a_book_example():
    save = json.loads(json.dumps(call(cmd="start", game="marble", seed=11, board="s",
                                      seats=[{"name": "A", "kind": "bot"},
                                             {"name": "B", "kind": "bot"}])))
    for _ in range(30):
        view = call(cmd="view", board="s", seat=None)["view"]
        call(cmd="step" if view["next"] == "chance" else "bot", board="s")
    history = call(cmd="save", board="s")["save"]["history"]
    written = {"format": "ludi-example", "version": 1, "game": "marble", "players": ["A", "B"],
               "start": {"seed": 99, "actions": history[:-1]},  # the save's own draws, kept
               "steps": [{"action": history[-1], "caption": "The last move of the save."}]}
    reply = call(cmd="example", teacher=written, board="t")
    assert reply["ok"], reply
    assert save["ok"]
    book = find("aquileia", "arena")
    from_book = {"format": "ludi-example", "version": 1, "game": "aquileia",
                 "start": {"example": "arena"},
                 "steps": [{"action": list(book.script[0].action), "caption": "As the book."}]}
    reply = call(cmd="example", teacher=from_book, board="t")
    assert reply["ok"], reply
    assert reply["example"]["names"] == list(book.names)


BROKEN = [
    ({"format": "ludi-save"}, "is not a Ludi example"),
    ({"version": 2}, "version 2"),
    ({"game": "chess"}, "no game called 'chess'"),
    ({"players": ["Solo"]}, "played by 2 to 4 players"),
    ({"start": {"seed": -1}}, '"seed" must be a whole number'),
    ({"start": {"example": "nope"}}, "has no example 'nope'"),
    ({"seat": 5}, '"seat" must be a player'),
    ({"steps": []}, '"steps" must list'),
    ({"steps": [{"action": ["draw"]}]}, "Step 1 needs a caption"),
    ({"steps": [{"action": ["draw"], "caption": "x", "question": "Which?"}]}, "give a hint"),
    ({"steps": [{"action": ["draw"], "caption": "x"}, {"action": ["fly"], "caption": "y"}]},
     "Step 2 cannot be made"),
]


@pytest.mark.parametrize("change, said", BROKEN, ids=[s for _, s in BROKEN])
def test_a_broken_teachers_file_is_refused_with_where_and_why(change, said):
    shown = call(cmd="example", game="aquileia", id="arena", board="t")
    assert shown["ok"]
    written = {**teacher_file("marble"), **change}
    reply = call(cmd="example", teacher=written, board="t")
    assert reply["ok"] is False and said in reply["error"], reply
    # nothing changed: the board still shows the example it showed
    assert call(cmd="view", board="t", seat=None)["view"]["game"] == "aquileia"


@pytest.mark.parametrize("lang, said", [("en", "it is not JSON (line 3, column 1)"),
                                        ("de", "Es ist kein JSON (Zeile 3, Spalte 1)"),
                                        ("nl", "het is geen JSON (regel 3, kolom 1)")])
def test_a_teachers_file_that_is_not_json_is_refused_where_it_breaks_in_the_readers_words(
        lang, said):
    """The page passes the file's text as it read it: the parse error is the engine's, in the
    reader's language, never the browser's English."""
    text = json.dumps(teacher_file("marble"), indent=1).splitlines()
    broken = "\n".join(text[:2] + ["}"] + text[2:])
    reply = call(cmd="example", teacher=broken, board="t-text", lang=lang)
    assert reply["ok"] is False and said in reply["error"], reply
    written = call(cmd="example", teacher=json.dumps(teacher_file("marble")), board="t-text")
    assert written["ok"], written  # the same file as text, unbroken, plays
