"""The ``plan`` bot: each game's yardstick of a thoughtful first-time player, with no search.

Every game has ``engine.games.<id>_plan.choose(state, seat, rng) -> action``: the strategy its
rules page suggests (Aquileia: one villa colour, its dearest villas on the scoring Forum spaces,
the slaves and metals they need, its laurel and theatre cards). The bot calls it on
``state.determinize(seat, rng)``, a world resampled from the seat's view, so like the search bots
it never reads another seat's hidden cards, the order of a deck or the coming dice.
"""

import importlib
import random

_MODULES = {}


def plan_module(game_id):
    """``engine.games.<game_id>_plan``, imported once."""
    module = _MODULES.get(game_id)
    if module is None:
        module = _MODULES[game_id] = importlib.import_module(f"engine.games.{game_id}_plan")
    return module


class PlanBot:
    def __init__(self, seed=0, **params):
        self.rng = random.Random(seed)

    def choose(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seat = state.current_player()
        world = state.determinize(seat, self.rng)
        action = plan_module(state.game_id).choose(world, seat, self.rng)
        if action not in actions:
            raise RuntimeError(f"{state.game_id} plan chose {action!r}, which is not legal")
        return action
