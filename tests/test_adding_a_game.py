"""The README's "Adding a game", followed on a toy game: Tessera, built in a temporary folder.

The test writes the package of step 1 (the seven modules and ``__init__.py``), its German and
Dutch catalogues (step 2) and its rules pages in three languages (step 4), registers it (step 3:
``engine.LISTED``, the package found through ``engine.games.__path__``), then runs on it the
checks every game passes: the structure test's, the conformance test's random games, the
messages tests' seeded game and templates read in German and Dutch, the rules version, the
rulebook example, the rules pages' checks, and the bots. So a step the README leaves out, or a
check a new game cannot pass, fails here; and the README's section names every module the
structure test demands.

Tessera: a bag of six tiles (two each of 1, 2 and 3); each player draws one in secret, then
in three rounds takes one coin a turn, or two coins once in the game. Coins and tile score.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

import engine
import engine.games
import test_conformance as conformance
import test_rules_pages as rules_pages
import test_structure as structure
import test_versions as versions
from engine import lesson, messages, po
from engine.bots import make
from engine.bots import evaluation as bot_evaluation, plan as bot_plan
from translated import (LANGS, english_left_in_a_game, everyone, examples_left_in_english,
                        templates_left_in_english)

ROOT = Path(__file__).resolve().parent.parent
GAME = "tessera"
NAMES = ["Livia", "Chico", "Stefan"]

# --- step 1: the package, its seven modules and __init__.py ----------------------------------

PACKAGE = {
    "__init__.py": '''
"""Tessera: a toy game with the package every game has."""

from .data import RULES_CHANGES, RULES_VERSION
from .messages import MESSAGES
from .state import NAME, PLAYERS, State, from_json, new_game
from .view import action_label, narrate


def evaluation_module():
    from . import evaluation
    return evaluation


def plan_module():
    from . import plan
    return plan


def examples_module():
    from . import examples
    return examples
''',
    "data.py": '''
"""Tessera's numbers, and each decision the toy's rules leave open."""

from engine.versions import Change

TILES = (1, 2, 3)
# DECISION: two tiles of each value in the bag; the rules give no count (DECISIONS["bag"]).
BAG = (2, 2, 2)
ROUNDS = 3
DOUBLE = 2       # coins a player takes once in the game instead of one

DECISIONS = {
    "bag": "The bag holds two tiles of each value, as the rules give no count.",
}

RULES_VERSION = 1
RULES_CHANGES = (
    Change(1, "2026-11-28", "tessera.rules_v1"),
)
''',
    "messages.py": '''
"""The English text of every message Tessera says."""

from engine.messages import register

MESSAGES = {
    "tessera.rules_v1": "Tessera as Ludi first numbered its rules.",
    "tessera.status.draw": "A tile is drawn for {seat}.",
    "tessera.status.take": "{seat} takes coins.",
    "tessera.status.over": "The game is over.",
    "tessera.label.take_one": "Take one coin",
    "tessera.label.take_two": "Take two coins",
    "tessera.log.draw": "{seat} draws a tile.",
    "tessera.log.draw_own": "You draw a tile worth {value}.",
    "tessera.log.take_one": "{seat} takes one coin.",
    "tessera.log.take_two": "{seat} takes two coins.",
    "tessera.hand.tile": "Your tile: worth {value}",
    "tessera.example.double.title": "Two coins at once",
    "tessera.example.double.source": "The rules of Tessera",
    "tessera.example.double.intro": "Livia holds a tile worth 3 and moves first.",
    "tessera.example.double.take": "Livia takes two coins: she may do so once in the game.",
}

register(MESSAGES)
''',
    "state.py": '''
"""Tessera's state and rules."""

from engine.core import CHANCE, TERMINAL, GameState, draw_outcomes, shuffle

from . import data as D

NAME = "Tessera"
PLAYERS = range(2, 4)


class State(GameState):
    game_id = "tessera"

    def __init__(self, players):
        self.players = players
        self.bag = list(D.BAG)            # tiles left per value
        self.tiles = [None] * players     # each seat's tile, hidden from the others
        self.coins = [0] * players
        self.doubled = [False] * players
        self.turn = 0                     # turns taken

    def current_player(self):
        if None in self.tiles:
            return CHANCE
        if self.turn >= D.ROUNDS * self.players:
            return TERMINAL
        return self.turn % self.players

    def legal_actions(self):
        seat = self.current_player()
        if seat < 0:
            return []
        return [("take", 1)] + ([] if self.doubled[seat] else [("take", D.DOUBLE)])

    def chance_outcomes(self):
        if self.current_player() != CHANCE:
            return []
        return draw_outcomes("draw", dict(zip(D.TILES, self.bag)))

    def apply(self, action):
        self.dispatch(action)

    def _do_draw(self, value):
        self.tiles[self.tiles.index(None)] = value
        self.bag[D.TILES.index(value)] -= 1

    def _do_take(self, count):
        seat = self.current_player()
        self.coins[seat] += count
        self.doubled[seat] = self.doubled[seat] or count == D.DOUBLE
        self.turn += 1

    def clone(self):
        return from_json(self.to_json())

    def scores(self):
        if not self.is_terminal():
            return list(self.coins)
        return [coins + tile for coins, tile in zip(self.coins, self.tiles)]

    def pieces(self):
        return {"tiles": sorted([value for value, n in zip(D.TILES, self.bag) for _ in range(n)]
                                + [tile for tile in self.tiles if tile is not None])}

    def view(self, seat):
        from .view import view
        return view(self, seat)

    def determinize(self, seat, rng):
        """The other seats' tiles drawn anew from every tile this seat has not seen."""
        world = self.clone()
        if self.is_terminal():            # every tile is shown at the end
            return world
        unseen = [value for value, n in zip(D.TILES, D.BAG) for _ in range(n)]
        if self.tiles[seat] is not None:
            unseen.remove(self.tiles[seat])
        shuffle(unseen, rng)
        for other in range(self.players):
            if other != seat and self.tiles[other] is not None:
                world.tiles[other] = unseen.pop()
        world.bag = [unseen.count(value) for value in D.TILES]
        return world

    def to_json(self):
        return {"game": self.game_id, "players": self.players, "bag": list(self.bag),
                "tiles": list(self.tiles), "coins": list(self.coins),
                "doubled": list(self.doubled), "turn": self.turn}


def new_game(players):
    return State(players)


def from_json(d):
    state = State(d["players"])
    state.bag, state.tiles = list(d["bag"]), list(d["tiles"])
    state.coins, state.doubled, state.turn = list(d["coins"]), list(d["doubled"]), d["turn"]
    return state
''',
    "view.py": '''
"""What a seat of Tessera sees, its buttons' labels and its log, as messages."""

from engine.core import CHANCE, TERMINAL
from engine.messages import msg, seat as seat_arg

from . import data as D


def status(state):
    player = state.current_player()
    if player == TERMINAL:
        return msg("tessera.status.over")
    if player == CHANCE:
        return msg("tessera.status.draw", seat=seat_arg(state.tiles.index(None)))
    return msg("tessera.status.take", seat=seat_arg(player))


def view(state, seat):
    over = state.is_terminal()
    players = [{"coins": state.coins[s], "drawn": state.tiles[s] is not None,
                "doubled": state.doubled[s],
                "tile": state.tiles[s] if over or s == seat else None}
               for s in range(state.players)]
    hand = []
    if seat is not None and state.tiles[seat] is not None:
        hand.append({"kind": "tile", "value": state.tiles[seat],
                     "label": msg("tessera.hand.tile", value=state.tiles[seat])})
    return {"status": status(state), "players": players, "hand": hand, "dice": [],
            "board": {"round": min(state.turn // state.players + 1, D.ROUNDS),
                      "bag": sum(state.bag)}}


def action_label(state, action):
    return msg("tessera.label.take_one" if action[1] == 1 else "tessera.label.take_two")


def narrate(before, action, after, names=None):
    if action[0] == "draw":
        drawer = before.tiles.index(None)
        return [(msg("tessera.log.draw", seat=seat_arg(drawer)), None),
                (msg("tessera.log.draw_own", value=action[1]), drawer)]
    key = "tessera.log.take_one" if action[1] == 1 else "tessera.log.take_two"
    return [(msg(key, seat=seat_arg(before.current_player())), None)]
''',
    "evaluation.py": '''
"""Tessera for the bots: coins now, and the tile a seat holds."""


def evaluate(state):
    return [coins + (tile or 0) for coins, tile in zip(state.coins, state.tiles)]
''',
    "plan.py": '''
"""A first-time player's plan: two coins in the last round, one before."""

from . import data as D


def choose(state, seat, rng, legal=None):
    legal = legal if legal is not None else state.legal_actions()
    last_round = state.turn >= (D.ROUNDS - 1) * state.players
    return ("take", D.DOUBLE) if last_round and ("take", D.DOUBLE) in legal else ("take", 1)
''',
    "examples.py": '''
"""Tessera's worked example, as data."""

from engine.examples import Example, Step
from engine.messages import msg

from .state import new_game


def _livia_holds_three():
    state = new_game(2)
    state.apply(("draw", 3))
    state.apply(("draw", 1))
    return state


EXAMPLES = (
    Example(game="tessera", id="double", title=msg("tessera.example.double.title"),
            source=msg("tessera.example.double.source"), names=("Livia", "Chico"),
            intro=msg("tessera.example.double.intro"), setup=_livia_holds_three,
            script=(Step(("take", 2), msg("tessera.example.double.take")),), seat=0),
)
''',
}

# --- step 2: German and Dutch, as a translator fills what `translate.py update` wrote --------

TRANSLATIONS = {
    "de": {
        "tessera.rules_v1": "Tessera, wie Ludi seine Regeln zum ersten Mal nummeriert hat.",
        "tessera.status.draw": "Für {seat} wird ein Plättchen gezogen.",
        "tessera.status.take": "{seat} nimmt Münzen.",
        "tessera.status.over": "Das Spiel ist vorbei.",
        "tessera.label.take_one": "Eine Münze nehmen",
        "tessera.label.take_two": "Zwei Münzen nehmen",
        "tessera.log.draw": "{seat} zieht ein Plättchen.",
        "tessera.log.draw_own": "Du ziehst ein Plättchen im Wert von {value}.",
        "tessera.log.take_one": "{seat} nimmt eine Münze.",
        "tessera.log.take_two": "{seat} nimmt zwei Münzen.",
        "tessera.hand.tile": "Dein Plättchen: Wert {value}",
        "tessera.example.double.title": "Zwei Münzen auf einmal",
        "tessera.example.double.source": "Die Regeln von Tessera",
        "tessera.example.double.intro": "Livia hält ein Plättchen im Wert von 3 und beginnt.",
        "tessera.example.double.take": "Livia nimmt zwei Münzen: Das darf sie einmal im Spiel.",
    },
    "nl": {
        "tessera.rules_v1": "Tessera zoals Ludi zijn regels voor het eerst nummerde.",
        "tessera.status.draw": "Voor {seat} wordt een tegel getrokken.",
        "tessera.status.take": "{seat} neemt munten.",
        "tessera.status.over": "Het spel is voorbij.",
        "tessera.label.take_one": "Eén munt nemen",
        "tessera.label.take_two": "Twee munten nemen",
        "tessera.log.draw": "{seat} trekt een tegel.",
        "tessera.log.draw_own": "Je trekt een tegel met waarde {value}.",
        "tessera.log.take_one": "{seat} neemt één munt.",
        "tessera.log.take_two": "{seat} neemt twee munten.",
        "tessera.hand.tile": "Jouw tegel: waarde {value}",
        "tessera.example.double.title": "Twee munten tegelijk",
        "tessera.example.double.source": "De regels van Tessera",
        "tessera.example.double.intro": "Livia heeft een tegel met waarde 3 en begint.",
        "tessera.example.double.take": "Livia neemt twee munten: dat mag ze één keer per spel.",
    },
}

# --- step 4: the rules pages, in three languages ---------------------------------------------

PAGE_WORDS = {
    "en": {"title": "Tessera: the rules", "summary": "At a glance", "bar": "Language",
           "glossary": "Glossary", "decisions": "Every decision of the project",
           "rules": "Each player draws a tile in secret, then takes one coin a turn for three "
                    "rounds, or two coins once in the game.",
           "bag": "The bag holds six tiles: two of each value.",
           "why": "decision", "reason": "The rules give no count of the tiles."},
    "de": {"title": "Tessera: die Regeln", "summary": "Auf einen Blick", "bar": "Sprache",
           "glossary": "Glossar", "decisions": "Alle Entscheidungen des Projekts",
           "rules": "Jeder Spieler zieht geheim ein Plättchen und nimmt dann drei Runden lang "
                    "eine Münze pro Zug, einmal im Spiel zwei Münzen.",
           "bag": "Im Beutel liegen sechs Plättchen: zwei von jedem Wert.",
           "why": "Entscheidung", "reason": "Die Regeln nennen keine Anzahl der Plättchen."},
    "nl": {"title": "Tessera: de regels", "summary": "In één oogopslag", "bar": "Taal",
           "glossary": "Woordenlijst", "decisions": "Alle beslissingen van het project",
           "rules": "Elke speler trekt in het geheim een tegel en neemt dan drie rondes lang "
                    "één munt per beurt, of één keer per spel twee munten.",
           "bag": "In de zak zitten zes tegels: twee van elke waarde.",
           "why": "beslissing", "reason": "De regels noemen geen aantal tegels."},
}
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}


def rules_page(lang: str) -> str:
    words = PAGE_WORDS[lang]
    suffix = {code: "" if code == "en" else f".{code}" for code in LANGUAGE_NAMES}
    alternates = "".join(f'<link rel="alternate" hreflang="{code}" href="tessera{suffix[code]}.html">\n'
                         for code in LANGUAGE_NAMES)
    current = {code: ' aria-current="page"' if code == lang else "" for code in LANGUAGE_NAMES}
    bar = "".join(f'<a href="tessera{suffix[code]}.html" hreflang="{code}" lang="{code}"'
                  f'{current[code]}>{name}</a>' for code, name in LANGUAGE_NAMES.items())
    board = "" if lang == "en" else f' lang="{lang}"'
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<script src="rules-lang.js"></script>
{alternates}<title>{words["title"]}</title>
<link rel="stylesheet" href="rules.css">
<script type="module" src="../ludi-board.js"></script>
</head>
<body>
<main>
<nav class="languages" aria-label="{words["bar"]}">{bar}</nav>
<h1>TESSERA</h1>
<nav><a href="#summary">{words["summary"]}</a><a href="#glossary">{words["glossary"]}</a></nav>
<section class="summary" id="summary" aria-labelledby="summary-title">
<h2 id="summary-title">{words["summary"]}</h2>
<p>{words["rules"]}</p>
</section>
<p><span class="decision" data-decision="bag">{words["bag"]}
<a class="decision-ref" href="#decision-bag">{words["why"]}</a></span></p>
<ludi-board game="tessera" example="double"{board}></ludi-board>
<h2 id="glossary">{words["glossary"]}</h2>
<!-- ludi:glossary -->
<h2 id="decisions">{words["decisions"]}</h2>
<ol class="decisions">
<li id="decision-bag">{words["reason"]}</li>
</ol>
<!-- ludi:rules-versions -->
</main>
</body>
</html>
"""


def write_the_package(folder: Path) -> Path:
    """Step 1 of the README: the package, in a ``games`` folder of its own."""
    package = folder / "games" / GAME
    package.mkdir(parents=True)
    for name, source in PACKAGE.items():
        (package / name).write_text(source.lstrip(), encoding="utf-8")
    return package


def write_the_catalogues(package: Path, english: dict) -> None:
    """Step 2: the PO files as ``translate.py update`` writes them, then translated."""
    (package / "locale").mkdir()
    for lang, translated in TRANSLATIONS.items():
        entries = po.updated(english, {})
        for entry in entries:
            entry.translation = translated[entry.id]
        (package / "locale" / f"{lang}.po").write_text(po.write(entries, lang), encoding="utf-8")


def write_the_rules_pages(folder: Path) -> Path:
    """Step 4: tessera.html, tessera.de.html and tessera.nl.html."""
    rules = folder / "rules"
    rules.mkdir()
    for lang in LANGUAGE_NAMES:
        name = f"{GAME}.html" if lang == "en" else f"{GAME}.{lang}.html"
        (rules / name).write_text(rules_page(lang), encoding="utf-8")
    return rules


@pytest.fixture(scope="module")
def toy(tmp_path_factory):
    """Tessera written and registered (step 3), and unregistered after the module's tests."""
    folder = tmp_path_factory.mktemp("toy")
    package = write_the_package(folder)
    patch = pytest.MonkeyPatch()
    patch.setattr(engine.games, "__path__", [*engine.games.__path__, str(folder / "games")])
    patch.setitem(engine.LISTED, GAME, ("Tessera", range(2, 4)))
    patch.setattr(lesson, "_EXAMPLES", None)
    patch.setitem(rules_pages.PAGES, GAME, GAME)
    patch.setattr(rules_pages, "RULES", write_the_rules_pages(folder))
    try:
        write_the_catalogues(package, dict(engine.GAMES[GAME].MESSAGES))
        yield package
    finally:
        patch.undo()
        engine.GAMES.pop(GAME, None)
        for cache in (bot_evaluation._MODULES, bot_plan._MODULES):
            cache.pop(GAME, None)
        for key in [key for key in messages._CATALOGUES if getattr(key[0], "__name__", "")
                    .startswith(f"engine.games.{GAME}")]:
            del messages._CATALOGUES[key]
        for name in [name for name in sys.modules if name.startswith(f"engine.games.{GAME}")]:
            del sys.modules[name]


def adding_a_game() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return readme.split("\n## Adding a game\n", 1)[1].split("\n## ", 1)[0]


def test_the_readme_names_every_module_the_structure_test_demands():
    section = adding_a_game()
    for module in structure.GAME_MODULES:
        assert f"`{module}.py`" in section, f"the README's 'Adding a game' does not name {module}.py"
    for needed in ("__init__.py", "evaluation_module()", "plan_module()", "examples_module()",
                   "DECISIONS", "RULES_VERSION", "RULES_CHANGES", "LISTED", "de.po", "nl.po",
                   "X.de.html", "X.nl.html", "web/games/X.js", "BOARDS", "tests/test_X.py",
                   "UPDATE_GOLDEN"):
        assert needed in section, f"the README's 'Adding a game' does not say {needed}"


def test_the_toy_game_has_the_skeleton_and_stands_on_the_core(toy):
    module = engine.GAMES[GAME]
    assert module.__name__ == f"engine.games.{GAME}" and module.NAME == engine.LISTED[GAME][0]
    assert module.PLAYERS == engine.LISTED[GAME][1]
    for name in structure.GAME_MODULES:
        assert (toy / f"{name}.py").is_file()
    assert issubclass(module.State, engine.core.GameState)
    assert module.evaluation_module().__name__ == f"engine.games.{GAME}.evaluation"
    assert module.plan_module().__name__ == f"engine.games.{GAME}.plan"
    assert module.examples_module().EXAMPLES
    structure.test_every_game_applies_an_action_by_its_verb(GAME)
    graph = {f"engine.games.{GAME}.{path.stem}": structure.imported(
                 f"engine.games.{GAME}.{path.stem}", path) for path in toy.glob("*.py")}
    assert "engine.core" in graph[f"engine.games.{GAME}.state"]   # the check reads its imports
    assert structure.above_the_games(graph) == []


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("seed", conformance.SEEDS)
def test_the_toy_game_passes_the_conformance_checks(toy, players, seed):
    conformance.test_random_playout(GAME, players, seed)


def test_the_toy_games_hidden_tiles_are_resampled(toy):
    conformance.test_determinize_resamples_hidden_facts(GAME)


@pytest.mark.parametrize("lang", LANGS)
def test_the_toy_game_is_translated(toy, lang):
    module = engine.GAMES[GAME]
    entries = po.read((toy / "locale" / f"{lang}.po").read_text(encoding="utf-8"))
    assert po.problems(dict(module.MESSAGES), entries) == []    # `translate.py status` is clean
    assert templates_left_in_english(module, lang, {"Tessera"}) == {}
    assert examples_left_in_english(GAME, lang, {"Livia", "Chico"}) == {}


def test_a_seeded_game_of_the_toy_reads_in_german_and_dutch(toy):
    left = english_left_in_a_game(GAME, NAMES, seed=3, kept={"Tessera"}, viewers=everyone)
    assert left == {lang: {} for lang in LANGS}


def test_the_toy_games_rules_version_and_example(toy):
    versions.test_every_rules_version_says_when_and_what_it_changed(GAME)
    (example,) = engine.GAMES[GAME].examples_module().EXAMPLES
    assert example.play().coins == [2, 0]
    assert [e.id for e in lesson.all_examples() if e.game == GAME] == ["double"]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_toy_games_rules_pages_pass_the_rules_pages_checks(toy, lang):
    rules_pages.test_every_decision_is_marked_listed_and_in_the_data_module(GAME, lang)
    rules_pages.test_pages_share_the_style_and_load_nothing_from_outside(GAME, lang)
    rules_pages.test_each_language_of_a_page_links_the_others_and_has_the_glossary(GAME, lang)
    if lang != "en":
        rules_pages.test_a_translated_page_keeps_the_english_pages_structure(GAME, lang)
        rules_pages.test_a_translated_page_has_no_english_paragraph_left(GAME, lang)
        rules_pages.test_a_translated_pages_boards_speak_its_language(GAME, lang)


def test_the_rules_pages_checks_see_a_decision_missing_from_the_toys_page(toy):
    page = rules_page("de").replace('<li id="decision-bag">', '<li id="decision-other">')
    assert rules_pages.decision_problems(page, {"bag": "A."}) != []


def test_every_bot_plays_the_toy_game(toy):
    for name, params in (("random", {}), ("plan", {}), ("greedy", {}),
                         ("mcts", {"iterations": 40})):
        bot = make(name, seed=1, **params)
        state = engine.new_game(GAME, 3)
        engine.playout(state, random.Random(1), choose=bot.choose)
        assert state.is_terminal(), name
