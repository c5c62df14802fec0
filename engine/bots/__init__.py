"""Bots: ``make(name, seed=0, **params)`` returns a bot whose ``choose(state)`` picks an action
for ``state.current_player()``.

A bot sees the state only through what its seat may know: the random bot looks at nothing but
its own legal actions, which depend only on its own hand and the public board.
"""

import random


class RandomBot:
    """Plays a uniformly random legal action; reproducible from its seed."""

    def __init__(self, seed=0, **params):
        self.rng = random.Random(seed)

    def choose(self, state):
        return self.rng.choice(state.legal_actions())


NAMES = {"random": RandomBot}


def make(name, seed=0, **params):
    """A bot by name (see ``NAMES``); unknown names raise ``ValueError``."""
    try:
        factory = NAMES[name]
    except KeyError:
        raise ValueError(f"There is no bot called {name!r}; bots: {', '.join(sorted(NAMES))}.") from None
    return factory(seed=seed, **params)
