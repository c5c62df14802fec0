"""The bridge from a game's evaluation (points per seat) to what the search bots compare.

Each game has ``engine.games.<id>.evaluation.evaluate(state) -> list[float]``: points now plus the worth
of what each seat holds. Search needs a value in [0, 1] per seat that reads like a chance to win,
so :func:`win_estimate` turns points into a softmax over the seats: a seat far ahead is near 1, a
seat far behind near 0, equal seats share.

>>> [round(v, 3) for v in win_estimate([10.0, 10.0])]
[0.5, 0.5]
>>> win_estimate([30.0, 10.0])[0] > 0.95
True
"""

import math

import engine

_MODULES = {}

TEMPERATURE = 4.0
"""Points between two seats that make the leader about e (2.7) times likelier to win."""


def evaluation_module(game_id):
    """The evaluation the game names (``engine.games.<game_id>.evaluation``), imported once."""
    module = _MODULES.get(game_id)
    if module is None:
        module = _MODULES[game_id] = engine.game_module(game_id).evaluation_module()
    return module


def evaluator(game_id):
    """The game's ``evaluate(state) -> list[float]`` (points per seat)."""
    return evaluation_module(game_id).evaluate


def rollout_weights(game_id):
    """The game's ``ROLLOUT_WEIGHTS`` (verb → relative chance in a rollout; 1 if not named)."""
    return getattr(evaluation_module(game_id), "ROLLOUT_WEIGHTS", {})


def rollout_depth(game_id, default):
    """The game's ``ROLLOUT_DEPTH`` (steps of a search rollout), else ``default``."""
    return getattr(evaluation_module(game_id), "ROLLOUT_DEPTH", default)


def undo_verbs(game_id):
    """The game's ``UNDO_VERBS``: verbs that take back what the seat did in its turn (none by
    default). Greedy's look-ahead does not follow them, and no bot takes its own last move back
    with nothing new in between."""
    return getattr(evaluation_module(game_id), "UNDO_VERBS", ())


def legal_by_decisions(game_id):
    """The game's ``LEGAL_BY_DECISIONS`` (False by default): whether every world that took the
    same decisions from a search's root offers the same legal actions at each step, whatever
    was resampled or drawn on the way (then a search asks a node's steps once)."""
    return getattr(evaluation_module(game_id), "LEGAL_BY_DECISIONS", False)


def plan_playouts(game_id, players):
    """The game's ``PLAN_PLAYOUTS`` at ``players`` seats: level -> iterations of a search that
    plays every seat by the game's plan to the end. Empty (the search judges by the evaluation)
    by default, and below the game's ``PLAN_PLAYOUTS_FROM`` players."""
    module = evaluation_module(game_id)
    if players < getattr(module, "PLAN_PLAYOUTS_FROM", 0):
        return {}
    return getattr(module, "PLAN_PLAYOUTS", {})


def search_level(game_id, level):
    """What the game sets itself of a search level's budget (``SEARCH_LEVELS[level]`` in its
    evaluation module: ``iterations``, ``prior_work``), else nothing: the search's own."""
    return getattr(evaluation_module(game_id), "SEARCH_LEVELS", {}).get(level, {})


def win_estimate(points, temperature=TEMPERATURE):
    """Softmax of per-seat points: an estimate of each seat's chance to win, summing to 1."""
    top = max(points)
    weights = [math.exp((p - top) / temperature) for p in points]
    total = sum(weights)
    return [w / total for w in weights]


def outcome_values(state):
    """Per seat value in [0, 1]: the real result at the end, the win estimate before it."""
    if state.is_terminal():
        return state.returns()
    return win_estimate(evaluator(state.game_id)(state))


def advantage(points, seat):
    """``seat``'s points less the best of the other seats' (what greedy maximises)."""
    others = [p for s, p in enumerate(points) if s != seat]
    return points[seat] - max(others) if others else points[seat]
