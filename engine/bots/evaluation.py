"""The bridge from a game's evaluation (points per seat) to what the search bots compare.

Each game has ``engine.games.<id>_eval.evaluate(state) -> list[float]``: points now plus the worth
of what each seat holds. Search needs a value in [0, 1] per seat that reads like a chance to win,
so :func:`win_estimate` turns points into a softmax over the seats: a seat far ahead is near 1, a
seat far behind near 0, equal seats share.

>>> [round(v, 3) for v in win_estimate([10.0, 10.0])]
[0.5, 0.5]
>>> win_estimate([30.0, 10.0])[0] > 0.95
True
"""

import importlib
import math

_EVALUATORS = {}
_WEIGHTS = {}

TEMPERATURE = 4.0
"""Points between two seats that make the leader about e (2.7) times likelier to win."""


def evaluator(game_id):
    """The ``evaluate`` function of ``game_id`` (imported once)."""
    if game_id not in _EVALUATORS:
        module = importlib.import_module(f"engine.games.{game_id}_eval")
        _EVALUATORS[game_id] = module.evaluate
    return _EVALUATORS[game_id]


def rollout_weights(game_id):
    """The game's ``ROLLOUT_WEIGHTS`` (verb → relative chance in a rollout; 1 if not named)."""
    if game_id not in _WEIGHTS:
        module = importlib.import_module(f"engine.games.{game_id}_eval")
        _WEIGHTS[game_id] = getattr(module, "ROLLOUT_WEIGHTS", {})
    return _WEIGHTS[game_id]


def rollout_depth(game_id, default):
    """The game's ``ROLLOUT_DEPTH`` (steps of a search rollout), else ``default``."""
    module = importlib.import_module(f"engine.games.{game_id}_eval")
    return getattr(module, "ROLLOUT_DEPTH", default)


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
