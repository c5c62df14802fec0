"""The ``plan`` bot: each game's yardstick of a thoughtful first-time player, with no search.

Every game has ``engine.games.<id>.plan.choose(state, seat, rng, legal=None) -> action`` (``legal``:
the state's legal actions, where the caller has them, as a search's playout does): the strategy its
rules page suggests (Aquileia: one villa colour, its dearest villas on the scoring Forum spaces,
the slaves and metals they need, its laurel and theatre cards). The bot calls it on
``state.determinize(seat, rng)``, a world resampled from the seat's view, so like the search bots
it never reads another seat's hidden cards, the order of a deck or the coming dice. Parameters
other than ``level`` go to the game's ``choose`` (AVE: ``route="province"`` or ``"city"``, the
bot spec ``plan:route=province``).
"""

import random

import engine

from .memory import Memory

_MODULES = {}


def plan_module(game_id):
    """The plan the game names (``engine.games.<game_id>.plan``), imported once."""
    module = _MODULES.get(game_id)
    if module is None:
        module = _MODULES[game_id] = engine.game_module(game_id).plan_module()
    return module


class PlanBot:
    def __init__(self, seed=0, **params):
        self.rng = random.Random(seed)
        self.memory = Memory()
        self.plan_params = {k: v for k, v in params.items() if k != "level"}

    def choose(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seat = state.current_player()
        world = state.determinize(seat, self.rng)
        action = plan_module(state.game_id).choose(world, seat, self.rng, **self.plan_params)
        if action not in actions:
            raise RuntimeError(f"{state.game_id} plan chose {action!r}, which is not legal")
        # a move taken back (take a die, then cancel) would bring the plan round again
        key = self.memory.key(state, seat)
        fresh = self.memory.fresh(key, actions)
        if action not in fresh:
            action = fresh[0]
        self.memory.record(key, action)
        return action

