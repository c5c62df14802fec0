"""The engine's shape: one skeleton for every game, and an import graph without circles."""

import ast
import pathlib

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


def imported(name: str, path: pathlib.Path) -> set:
    """The engine modules ``name`` imports anywhere in its source, inside functions too (an
    import moved into a function to dodge a circle is still a circle)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
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
    return {m for m in found if m in MODULES and m != name}


GRAPH = {name: imported(name, path) for name, path in MODULES.items()}


def test_the_import_graph_has_no_circle():
    state = {}  # module → "open" while on the path, "done" after

    def visit(name, path):
        state[name] = "open"
        for other in sorted(GRAPH[name]):
            if state.get(other) == "open":
                circle = path[path.index(other):] + [other] if other in path else [name, other]
                pytest.fail("import circle: " + " → ".join(circle))
            if other not in state:
                visit(other, path + [other])
        state[name] = "done"

    for name in sorted(GRAPH):
        if name not in state:
            visit(name, [name])


def test_the_check_finds_a_circle():
    """The circle check itself can fail: a made-up graph with a circle is caught."""
    saved = dict(GRAPH)
    try:
        GRAPH["engine.core"] = GRAPH["engine.core"] | {"engine.api"}
        with pytest.raises(pytest.fail.Exception, match="import circle"):
            test_the_import_graph_has_no_circle()
    finally:
        GRAPH.clear()
        GRAPH.update(saved)


# What drives the games (sessions, lessons, the JSON boundary, records, bots): a game stands on
# the core alone and never imports one of these. marble/plan.py still leans on the bots' shared
# planner (engine.bots.plan); that tie is the one left.
ABOVE_THE_GAMES = ("engine.session", "engine.lesson", "engine.api", "engine.record", "engine.bots")
STILL_TIED = {("engine.games.marble.plan", "engine.bots.plan")}


def above_the_games(graph) -> list:
    return sorted((name, other) for name, imports in graph.items()
                  if name.startswith("engine.games.")
                  for other in imports
                  if (other == "engine" or other.startswith(ABOVE_THE_GAMES))
                  and (name, other) not in STILL_TIED)


def test_no_game_imports_what_drives_it():
    """A game's modules, its examples included, import the core and their own game only: no
    session, lesson, API, record or bot, and not the package's registry (``engine``), which
    imports the games."""
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


def test_the_json_boundary_reads_no_facts_from_text():
    """Who rolled, whose turn: facts come as data, so no regular expression reads them back."""
    for name in ("engine.api", "engine.session", "engine.record"):
        source = MODULES[name].read_text()
        assert "import re\n" not in source and "re.compile" not in source, name
