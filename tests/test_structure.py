"""The engine's shape: one skeleton for every game, and an import graph without circles (the
imports a module makes at run time, by name, included)."""

import ast
import pathlib
import re
import textwrap

import pytest

import engine
from engine.core import GameState

ROOT = pathlib.Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"
GAME_MODULES = ("state", "data", "view", "messages", "evaluation", "plan", "examples")
LONGEST_GAME_MODULE = 760  # "about 700 lines": a module longer than this is two modules


def module_name(path: pathlib.Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in ENGINE.rglob("*.py")}
GAME_PACKAGES = sorted(name for name, path in MODULES.items()
                       if name.startswith("engine.games.") and path.name == "__init__.py")


def imported(name: str, source: str, is_package: bool = False) -> set:
    """The engine modules ``name`` imports anywhere in its ``source``, inside functions too (an
    import moved into a function to dodge a circle is still a circle), and those it loads at run
    time (see :func:`loaded_at_run_time`)."""
    package = name if is_package else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                found.add(submodule if submodule in MODULES else base)
        else:
            found.update(loaded_at_run_time(node))
    return {m for m in found if m in MODULES and m != name}


def loaded_at_run_time(node) -> set:
    """The modules ``node`` loads by name: ``importlib.import_module(...)`` (or
    ``__import__``) with a literal or f-string name, where an f-string's holes stand for any
    name; and a game's package by id, through ``game_module(...)`` or ``GAMES[...]``: the
    literal id's game, or every game where the id is computed."""
    if isinstance(node, ast.Subscript) and _called(node.value) == "GAMES":
        return _games(node.slice)
    if not isinstance(node, ast.Call) or not node.args:
        return set()
    called = _called(node.func)
    if called == "game_module":
        return _games(node.args[0])
    if called not in ("import_module", "__import__"):
        return set()
    named = node.args[0]
    if isinstance(named, ast.Constant) and isinstance(named.value, str):
        return {named.value}
    if isinstance(named, ast.JoinedStr):
        pattern = "".join(re.escape(part.value) if isinstance(part, ast.Constant) else "[^.]+"
                          for part in named.values)
        return {m for m in MODULES if re.fullmatch(pattern, m)}
    return set()


def _called(func) -> str:
    """``f`` for ``f`` and ``x.f``: the name a call or subscript goes through."""
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _games(game_id) -> set:
    if isinstance(game_id, ast.Constant) and isinstance(game_id.value, str):
        return {f"engine.games.{game_id.value}"}
    return set(GAME_PACKAGES)


GRAPH = {name: imported(name, path.read_text(), path.name == "__init__.py")
         for name, path in MODULES.items()}


def a_circle(graph) -> list:
    """The first import circle in ``graph`` (module → the modules it imports), as the modules
    round it; empty when there is none."""
    state = {}  # module → "open" while on the path, "done" after

    def visit(name, path):
        state[name] = "open"
        for other in sorted(graph.get(name, ())):
            if state.get(other) == "open":
                return path[path.index(other):] + [other]
            if other not in state:
                circle = visit(other, path + [other])
                if circle:
                    return circle
        state[name] = "done"
        return []

    for name in sorted(graph):
        if name not in state:
            circle = visit(name, [name])
            if circle:
                return circle
    return []


def test_the_import_graph_has_no_circle():
    circle = a_circle(GRAPH)
    assert not circle, "import circle: " + " → ".join(circle)


def test_the_check_finds_a_circle():
    """The circle check itself can fail: a made-up graph with a circle is caught."""
    made_up = {**GRAPH, "engine.core": GRAPH["engine.core"] | {"engine.api"}}
    circle = a_circle(made_up)
    assert circle[0] == circle[-1] and {"engine.core", "engine.api"} <= set(circle)


def test_loads_at_run_time_are_followed():
    """A module loaded by name is an import like any other: literal and f-string names, a game
    by its id (one game for a literal, every game for a computed one)."""
    def read(source):
        return imported("engine.made_up", textwrap.dedent(source))

    assert read('importlib.import_module("engine.api")') == {"engine.api"}
    assert read('__import__("engine.session")') == {"engine.session"}
    assert read('import_module(f"engine.games.{game_id}.plan")') == {
        f"{game}.plan" for game in GAME_PACKAGES}
    assert read('engine.game_module("ave").plan_module()') == {"engine.games.ave"}
    assert read('game_module(state.game_id)') == set(GAME_PACKAGES)
    assert read('engine.GAMES["marble"].NAME') == {"engine.games.marble"}
    assert read('GAMES[game_id]') == set(GAME_PACKAGES)
    assert read('GAMES = {}; "engine.api"') == set()


def test_the_check_finds_a_circle_made_at_run_time():
    """The tie there once was: Marble's plan imported the bots' planner, which loads every game's
    plan by the game's id. Only the run-time load closes that circle, and the check sees it."""
    assert {"engine.games.marble"} <= GRAPH["engine.bots.plan"]
    assert "engine.games.marble.plan" in GRAPH["engine.games.marble"]  # its plan_module()
    made_up = {**GRAPH, "engine.games.marble.plan": imported(
        "engine.games.marble.plan", "from engine.bots.plan import think_turn\n")}
    circle = a_circle(made_up)
    assert {"engine.bots.plan", "engine.games.marble", "engine.games.marble.plan"} <= set(circle)
    assert ("engine.games.marble.plan", "engine.bots.plan") in above_the_games(made_up)


# What drives the games (sessions, lessons and the examples' player, drafts, the JSON boundary,
# records, fairness checks, bots): a game stands on the core alone and never imports one of these.
ABOVE_THE_GAMES = ("engine.session", "engine.lesson", "engine.drafts", "engine.api",
                   "engine.record", "engine.fairness", "engine.bots")


def above_the_games(graph) -> list:
    return sorted((name, other) for name, imports in graph.items()
                  if name.startswith("engine.games.")
                  for other in imports
                  if other == "engine" or other.startswith(ABOVE_THE_GAMES))


def test_no_game_imports_what_drives_it():
    """A game's modules, its examples included, import the core and their own game only, at
    run time too: no session, lesson, draft, API, record, fairness check or bot, and not the
    package's registry (``engine``), which imports the games."""
    assert above_the_games(GRAPH) == []


def test_the_check_finds_a_game_that_imports_the_session():
    assert above_the_games({**GRAPH, "engine.games.ave.examples": {"engine.session"}}) == [
        ("engine.games.ave.examples", "engine.session")]


@pytest.mark.parametrize("game_id", sorted(engine.LISTED))
def test_every_game_is_a_package_with_the_same_modules(game_id):
    package = ENGINE / "games" / game_id
    for module in GAME_MODULES:
        assert (package / f"{module}.py").is_file(), f"{game_id} has no {module}.py"
    game = engine.GAMES[game_id]
    assert game.State.__name__ == "State" and issubclass(game.State, GameState)
    assert game.evaluation_module().__name__ == f"engine.games.{game_id}.evaluation"
    assert game.plan_module().__name__ == f"engine.games.{game_id}.plan"
    assert game.examples_module().EXAMPLES


@pytest.mark.parametrize("game_id", sorted(engine.LISTED))
def test_every_game_applies_an_action_by_its_verb(game_id):
    """One way of applying an action: the core's dispatch over ``_do_<verb>`` methods."""
    state = engine.new_game(game_id, engine.LISTED[game_id][1][-1])
    verbs = set()
    for _ in range(300):
        if state.is_terminal():
            break
        actions = ([a for a, _ in state.chance_outcomes()] if state.current_player() < 0
                   else state.legal_actions())
        verbs.update(a[0] for a in actions)
        state.apply(actions[0])
    assert verbs <= set(type(state).ACTIONS), f"verbs without a _do_ method: {verbs - set(type(state).ACTIONS)}"


@pytest.mark.parametrize("game_id", sorted(engine.LISTED))
def test_no_game_module_is_too_long(game_id):
    for path in (ENGINE / "games" / game_id).glob("*.py"):
        lines = len(path.read_text().splitlines())
        assert lines <= LONGEST_GAME_MODULE, f"{path.relative_to(ROOT)} has {lines} lines"


def test_the_engine_holds_no_command_line_program():
    """The engine package is what the page runs; programs run from a shell (tournaments, the
    balance pass, translators' and the build's tools) live in benchmarks/ and tools/."""
    programs = [name for name, path in MODULES.items()
                if '__name__ == "__main__"' in path.read_text()]
    assert programs == []


def test_the_json_boundary_reads_no_facts_from_text():
    """Who rolled, whose turn: facts come as data, so no regular expression reads them back."""
    for name in ("engine.api", "engine.session", "engine.record"):
        source = MODULES[name].read_text()
        assert "import re\n" not in source and "re.compile" not in source, name
