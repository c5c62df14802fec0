"""Bots: ``make(name, seed=0, **params)`` returns a bot whose ``choose(state)`` picks an action
for ``state.current_player()``.

- ``random``: a uniformly random legal action.
- ``greedy``: one step of lookahead on the game's evaluation (``engine.games.<id>.evaluation``).
- ``plan``: each game's strategy of a thoughtful first-time player, no search
  (``engine.games.<id>.plan``).
- ``mcts`` (the default): information-set Monte Carlo tree search; ``level`` is ``easy``,
  ``normal`` or ``hard`` (see :data:`LEVELS`: budgets in iterations, never in time), or give
  ``iterations``.

No bot reads what its seat may not see: the search bots look at the game only through
``state.determinize(seat, rng)``, and the random bot only at its own legal actions, which depend
only on its own hand and the public board.

>>> import engine
>>> state = engine.new_game("marble", 2)
>>> while state.current_player() < 0:
...     state.apply(state.chance_outcomes()[0][0])
>>> make("mcts", seed=1, iterations=20).choose(state) in state.legal_actions()
True
"""

import random

from .greedy import GreedyBot
from .mcts import LEVELS, MctsBot
from .plan import PlanBot


class RandomBot:
    """Plays a uniformly random legal action; reproducible from its seed."""

    def __init__(self, seed=0, **params):
        self.rng = random.Random(seed)

    def choose(self, state):
        return self.rng.choice(state.legal_actions())


NAMES = {"random": RandomBot, "greedy": GreedyBot, "plan": PlanBot, "mcts": MctsBot}
DEFAULT = "mcts"


def make(name, seed=0, **params):
    """A bot by name (see ``NAMES``); unknown names raise ``ValueError``."""
    try:
        factory = NAMES[name]
    except KeyError:
        raise ValueError(f"There is no bot called {name!r}; bots: {', '.join(sorted(NAMES))}.") from None
    return factory(seed=seed, **params)
