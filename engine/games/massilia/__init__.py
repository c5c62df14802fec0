"""Massilia: one game of Ludi, as a package with the same module names as every game's.

- ``state``: the state and its rules (the protocol of :mod:`engine.core`);
- ``actions``: the rules of a die's action and its follow-up decisions (a part of the state);
- ``turn``: the die in use and the follow-up decision under way, as small values;
- ``data``: the numbers, tables and every decision the project made where the rulebook is silent;
- ``view``: what a seat sees, button labels and the log's sentences;
- ``evaluation``: points now plus the worth of what each seat holds, for the bots;
- ``messages``: the English text of every message the game says;
- ``plan``: the strategy of a thoughtful first-time player, with no search;
- ``examples``: the rulebook's worked examples, as data (see :mod:`engine.examples`);

The package itself is the game's module protocol (``NAME``, ``PLAYERS``, ``new_game``,
``from_json``, ``action_label``, ``narrate``, ``MESSAGES``, ``State``) and names its evaluation and plan
for the bots, imported only when a bot first asks (a person's game in the browser never
compiles them).
"""

from .messages import MESSAGES
from .state import NAME, PLAYERS, State, from_json, new_game
from .view import action_label, narrate

__all__ = ["NAME", "PLAYERS", "State", "new_game", "from_json", "action_label", "narrate",
           "MESSAGES", "evaluation_module", "plan_module", "examples_module"]


def evaluation_module():
    """This game's evaluation for the bots (:mod:`.evaluation`)."""
    from . import evaluation
    return evaluation


def plan_module():
    """This game's plan for the bots (:mod:`.plan`)."""
    from . import plan
    return plan


def examples_module():
    """This game's worked examples from its rulebooks (:mod:`.examples`)."""
    from . import examples
    return examples
