"""The rulebooks' worked examples (engine/examples): every one plays to its end through the
checked path, its captions match its steps, its questions refuse a wrong move with a reason
and accept the book's, and the API serves them to a board."""

import json
import pathlib
import re

import pytest

import engine
from engine import api
from engine.lesson import all_examples, captions, find, seat_names, start_session, summary, text

EXAMPLES = all_examples()
ROOT = pathlib.Path(__file__).resolve().parent.parent
BOOK_COUNTS = {"aquileia": 8, "massilia": 7, "marble": 5, "ave": 8}


def call(**request):
    return json.loads(api.handle(json.dumps(request)))


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: f"{e.game}-{e.id}")
def test_every_example_plays_to_its_end_with_a_caption_per_step(example):
    # every example plays on the board (teach.html lists its steps): a scoring example too
    assert example.steps >= 1 and not example.setup().is_terminal()
    assert len(captions(example)) == example.steps + 1
    assert all(c and c[-1] in ".…:!?”" for c in captions(example)), captions(example)
    # a caption names whoever acts: none starts blank or keeps a placeholder
    assert all(c == c.strip() for c in captions(example)), captions(example)
    assert not any("{" in c for c in captions(example))
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
    for at, caption in enumerate(captions(example)):
        state = example.play(at)
        if GAME_OVER.search(caption):
            assert state.is_terminal() and at == example.steps, (at, caption)
            view = session.payload(None, at)
            assert view["over"] and view["scores"] == state.scores()
        for name, parts, total in SUM.findall(caption):
            if name in seat_names(example):
                assert sum(int(p) for p in parts.split(" + ")) == int(total), caption
                assert state.scores()[seat_names(example).index(name)] == int(total), caption


def test_ave_first_turn_says_who_draws_and_who_sees_each_tile():
    from engine.games.ave import data as ave_data
    example = find("ave", "first-turn")
    for step in example.script:
        caption = text(example, step.caption)
        if step.action[0] == "draw":
            tile = step.action[2]
            if tile in ave_data.OPEN_TILES:
                assert "face up" in caption and "only" not in caption, step
            else:
                assert "only A sees" in caption or "only B sees" in caption, step
    assert text(example, example.script[0].caption) == "The start player is drawn by lot: A starts."


def test_ave_first_turn_says_why_the_gold_grows_when_a_round_begins():
    """Gold goes 5 to 10 at step 9: round 1's income, which the caption there tells."""
    example = find("ave", "first-turn")
    grew = []
    for at in range(1, example.steps + 1):
        before, after = example.play(at - 1), example.play(at)
        if after.gold != before.gold and after.round > before.round:
            grew.append(at)
            caption = captions(example)[at]
            assert f"begins with the income" in caption and f"Round {after.round}: " in caption
            for s, name in enumerate(seat_names(example)):
                assert f"{name} takes {after.gold[s] - before.gold[s]} gold" in caption, caption
    assert grew[0] == 9 and example.play(8).gold == [5, 5] and example.play(9).gold == [10, 10]


def test_dutch_examples_call_kiko_he_as_the_dutch_book_does():
    """The Dutch book: "Kiko ... Hij beslist"; the German book's Livia is "sie"."""
    words = re.compile(r"\b(she|her|hers)\b", re.I)
    for id_ in ("arena-nl", "villas-nl"):
        example = find("aquileia", id_)
        texts = captions(example) + [text(example, s.question or "") for s in example.script]
        assert not any(words.search(t) for t in texts), id_
        assert any(re.search(r"\bKiko\b.*\bhis\b", t) for t in texts), id_
    german = find("aquileia", "villas")
    assert "Livia counts her two-coloured theatre card" in captions(german)[1]


def test_examples_that_are_not_the_books_say_so():
    for example in EXAMPLES:
        if example.id == "first-turn" and example.game != "massilia":
            assert text(example, example.intro).startswith("Not one of the book's examples"), example.game


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
        assert asked["ok"] and asked["view"]["question"] == text(example, step.question)
        legal = [e["action"] for e in asked["view"]["legal"]]
        assert list(step.action) in legal
        wrong = next((a for a in legal if a != list(step.action)), None)
        assert wrong is not None, f"step {at} of {example.id} offers only the book's move"
        refused = call(cmd="answer", board="q", at=at, action=wrong)
        assert refused["ok"] and refused["right"] is False and refused["legal"] is True
        # a legal move is refused as legal but not the book's, with the book's reason beside it
        assert "is a legal move, but not what" in refused["reason"]
        assert refused["why"] == text(example, step.hint) and refused["answer_action"] == list(step.action)
        nonsense = call(cmd="answer", board="q", at=at, action=["fly"])
        assert nonsense["right"] is False and nonsense["legal"] is False
        assert "not allowed" in nonsense["reason"]
        accepted = call(cmd="answer", board="q", at=at, action=list(step.action))
        assert accepted["right"] is True


# --- a question teaches before it tells ------------------------------------------------------------

# Words that name no move: a text may say them whatever the answer is.
SMALL_WORDS = {
    "en": {"a", "an", "the", "of", "on", "to", "in", "and", "or", "for", "with", "at", "by", "it"},
    "de": {"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "auf",
           "für", "und", "oder", "mit", "zu", "im", "in", "an", "am", "von"},
    "nl": {"de", "het", "een", "op", "van", "voor", "en", "of", "met", "in", "aan", "te"},
}
NUMBER_WORDS = {  # a number in a label is named by its word, or its ordinal, as well
    "en": ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
    "de": ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn"],
    "nl": ["nul", "één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien"],
}
ORDINALS = {"en": {2: "second", 3: "third", 4: "fourth"}, "de": {2: "zweite", 3: "dritte", 4: "vierte"},
            "nl": {2: "tweede", 3: "derde", 4: "vierde"}}


def words_of(said: str) -> list:
    return re.findall(r"[^\W_]+", said.lower())


def naming_words(right: str, others: list, question: str, lang: str) -> tuple:
    """(words, pairs, together) that name the ``right`` move's label among the ``others``
    offered: its words no other label has, its neighbouring word pairs no other label has, and,
    where neither names it, two of its words no other label has both of; leaving out what the
    question itself says (it cannot give the answer away) and small words."""
    mine, asked = words_of(right), words_of(question)
    asked_pairs = set(zip(asked, asked[1:]))
    theirs = [words_of(label) for label in others]
    content = [w for w in dict.fromkeys(mine) if w not in SMALL_WORDS[lang]]
    single = {w for w in content if w not in asked and not any(w in label for label in theirs)}
    for word in [w for w in single if w.isdigit() and int(w) <= 10]:
        single.add(NUMBER_WORDS[lang][int(word)])
        if int(word) in ORDINALS[lang]:
            single.add(ORDINALS[lang][int(word)])
    pairs = {pair for pair in zip(mine, mine[1:]) if pair not in asked_pairs
             and not set(pair) <= SMALL_WORDS[lang]
             and not any(pair in set(zip(label, label[1:])) for label in theirs)}
    together = set()
    if not single and not pairs:
        together = {frozenset((a, b)) for i, a in enumerate(content) for b in content[i + 1:]
                    if not {a, b} <= set(asked)
                    and not any(a in label and b in label for label in theirs)}
    return single, pairs, together


def names_the_move(said: str, right: str, single: set, pairs: set, together=()) -> list:
    found = words_of(said)
    named = [w for w in single if w in found]
    named += [" ".join(p) for p in pairs if p in set(zip(found, found[1:]))]
    named += [" + ".join(sorted(both)) for both in together if both <= set(found)]
    if right.lower() in said.lower():
        named.append(right)
    return named


QUESTIONS = [(e, at) for e in EXAMPLES for at, step in enumerate(e.script) if step.question]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("example, at", QUESTIONS, ids=[f"{e.game}-{e.id}-{at}" for e, at in QUESTIONS])
def test_a_first_miss_teaches_without_naming_the_books_move(example, at, lang):
    """Every wrong move at every question step, in every language: what the reader is told first
    (the refusal and the hint) names neither the book's move (its label) nor its distinctive
    words; the move itself comes with the reply, for a second miss."""
    board = f"teach-{lang}"
    assert call(cmd="example", game=example.game, id=example.id, board=board, lang=lang)["ok"]
    asked = call(cmd="ask", board=board, at=at, lang=lang)["view"]
    step = example.script[at]
    labels = {tuple(e["action"]): e["label"] for e in asked["legal"]}
    right = labels[step.action]
    others = [label for action, label in labels.items() if action != step.action]
    naming = naming_words(right, others, asked["question"], lang)
    assert any(naming), right   # something names the move: the check has teeth
    assert not names_the_move(asked["question"], right, set(), set()), asked["question"]
    for action, label in labels.items():
        if action == step.action:
            continue
        reply = call(cmd="answer", board=board, at=at, action=list(action), lang=lang)
        assert reply["right"] is False and reply["answer"] == right
        first_miss = reply["reason"].replace(label, "") + " " + reply["why"]
        assert not names_the_move(first_miss, right, *naming), (lang, label, first_miss)


def test_the_naming_check_finds_a_hint_that_tells():
    """The check can fail: the old hints that told the move are caught, by label or by words."""
    labels = ["Roll 2 blue dice", "Roll 1 blue die", "Roll 3 blue dice", "Roll 4 blue dice"]
    naming = naming_words(labels[0], labels[1:], "How many blue dice does Chico throw?", "en")
    assert names_the_move("In the book Chico throws 2 of his 4 blue dice.", labels[0], *naming)
    assert names_the_move("He throws two.", labels[0], *naming)
    assert not names_the_move("He keeps some for the Stadium.", labels[0], *naming)
    labels = ["Count the blue/yellow theatre card as blue", "Count the blue/yellow theatre card as yellow"]
    naming = naming_words(labels[0], labels[1:], "Which colour does it count as?", "en")
    assert names_the_move("She counts it as blue: 32 points.", labels[0], *naming)
    assert not names_the_move("Work out both colours.", labels[0], *naming)
    labels = ["Build the blue 10 villa", "Build the white 10 villa", "Build the blue 8 villa"]
    naming = naming_words(labels[0], labels[1:], "Which villa does she build?", "en")
    assert names_the_move("The blue 10-point villa.", labels[0], *naming)
    assert not names_the_move("The dearest blue one.", labels[0], *naming)
    labels = ["Bouw de blauwe villa van 10", "Bouw de witte villa van 10", "Bouw de blauwe villa van 8"]
    naming = naming_words(labels[0], labels[1:], "Welke villa bouwt ze?", "nl")
    assert names_the_move("De blauwe, want 10 punten.", labels[0], *naming)


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
    assert summary(find("aquileia", "arena")) in listed


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


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: f"{e.game}-{e.id}")
def test_every_example_position_holds_the_games_pieces(example):
    """A hand-built position loses and makes no piece: at every step of every example the game
    has the pieces of its set-up (Massilia: 12 dice with 2 players, every good in the port or
    on a stall; City of Marble: every district tile in a stack, a hand or on the board)."""
    setup = engine.new_game(example.game, len(example.names)).pieces()
    for at, position in enumerate(example.positions()):
        assert position.pieces() == setup, (at, position.pieces(), setup)


def test_the_piece_count_finds_a_position_that_makes_a_die():
    from engine.games.massilia.examples import start
    state = start(2)
    assert sum(state.pieces()["dice"]) == 12
    state.kept[0][0].append(6)          # a die out of nowhere, as the examples once held
    assert state.pieces() != engine.new_game("massilia", 2).pieces()


def test_the_fountain_example_ends_on_the_board_with_the_books_points():
    """9, 6, 0 and 5, as the book says: on the panels and the score track, not only in the
    final lines beside them."""
    example = find("marble", "fountain-scoring")
    view = start_session(example).payload(None, example.steps)
    assert view["over"] and view["scores"] == [9, 6, 0, 5]
    assert [player["points"] for player in view["state"]["players"]] == [9, 6, 0, 5]
    assert [player["stats"][0][1] for player in view["state"]["players"]] == [9, 6, 0, 5]


def test_an_example_that_names_its_seats_colours_carries_them_to_the_board():
    """Massilia's book calls its players by their colours: each example draws them so (the
    seat named Red is red); a game of the lobby's seats names none."""
    for example in [e for e in EXAMPLES if e.game == "massilia"]:
        seats = call(cmd="example", game="massilia", id=example.id, board="c")["view"]["seats"]
        assert [seat["colour"] for seat in seats] == list(example.colours)
        assert [seat["name"].lower() for seat in seats] == list(example.colours)
        german = call(cmd="example", game="massilia", id=example.id, board="c", lang="de")
        assert [seat["colour"] for seat in german["view"]["seats"]] == list(example.colours)
    game = call(cmd="start", game="massilia", seed=1, board="c",
                seats=[{"name": "Red", "kind": "human"}, {"name": "Green", "kind": "human"}])
    assert all("colour" not in seat for seat in game["view"]["seats"])


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
    ({"steps": [{"action": ["draw"]}]}, 'Step 4 (entry 1 of "steps") needs a caption'),
    ({"steps": [{"action": ["draw"], "caption": "x", "question": "Which?"}]}, "give a hint"),
    ({"steps": [{"action": ["draw"], "caption": "x"}, {"action": ["fly"], "caption": "y"}]},
     'cannot be made: \'fly\' is not allowed now. Possible at that point: “Take a'),
    ({"colours": ["red", "red"]}, '"colours" must give each player a different colour'),
    ({"colours": ["red", "mauve"]}, '"colours" must give each player a different colour'),
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


def test_a_broken_step_is_numbered_as_the_players_counter_counts_and_names_the_moves():
    """The error's step number is the one the player's counter shows for that step (the draws
    the seed made between written steps are steps too), with its entry in "steps" beside it;
    the move refused and the moves possible are named by their labels, as the board's buttons
    name them, never in the engine's spelling."""
    written = teacher_file("massilia")
    played = call(cmd="example", teacher=written, board="t")["example"]
    entry = next(k for k, s in enumerate(written["steps"]) if s["action"][0] == "keep")
    number = played["captions"].index(written["steps"][entry]["caption"])  # the counter's step
    assert number > entry + 1                       # the dice rolls before it are steps too
    broken = json.loads(json.dumps(written))
    broken["steps"][entry]["action"] = ["keep", "beige", 6]
    for lang, said in (("en", f'Step {number} (entry {entry + 1} of "steps") cannot be made'),
                       ("de", f'Schritt {number} (Eintrag {entry + 1} von "steps") ist nicht möglich'),
                       ("nl", f'Stap {number} (item {entry + 1} van "steps") kan niet worden gedaan')):
        error = call(cmd="example", teacher=broken, board="t", lang=lang)["error"]
        assert error.startswith(said), error
        assert "keep beige 6" not in error and "keep" not in error.split(":")[1], error
    error = call(cmd="example", teacher=broken, board="t")["error"]
    assert "Keep the beige 6" in error and "Possible at that point: “Keep" in error, error


def test_a_teachers_example_speaks_of_the_example_never_of_the_book():
    for game in sorted(engine.LISTED):
        written = teacher_file(game)
        for lang in ("en", "de", "nl"):
            reply = call(cmd="example", teacher=written, board="t", lang=lang)
            assert reply["example"]["book"] is False
            at = int(next(iter(reply["example"]["questions"])))
            question = next(s for s in written["steps"] if "question" in s)
            legal = call(cmd="ask", board="t", at=at, lang=lang)["view"]["legal"]
            wrong = next(e["action"] for e in legal if e["action"] != question["action"])
            refused = call(cmd="answer", board="t", at=at, action=wrong, lang=lang)
            said = " ".join([refused["reason"], refused["why"], *reply["example"]["captions"],
                             reply["example"]["title"], reply["example"]["source"]])
            assert not re.search(r"\b(book|Buch|boek|Regelheft|spelregelboek)\b", said), said
    assert call(cmd="example", game="aquileia", id="arena", board="t")["example"]["book"] is True


def test_a_teachers_file_may_name_its_seats_colours_and_a_book_start_keeps_the_books():
    written = {**teacher_file("massilia"), "colours": ["yellow", "green"]}
    seats = call(cmd="example", teacher=written, board="t")["view"]["seats"]
    assert [seat["colour"] for seat in seats] == ["yellow", "green"]
    book = find("massilia", "consul")
    from_book = {"format": "ludi-example", "version": 1, "game": "massilia",
                 "start": {"example": "consul"},
                 "steps": [{"action": list(book.script[0].action), "caption": "As printed."}]}
    seats = call(cmd="example", teacher=from_book, board="t")["view"]["seats"]
    assert [seat["colour"] for seat in seats] == list(book.colours) == ["yellow", "red"]
