"""City of Marble: one game of Ludi, as a package with the same module names as every game's.

- ``state``: the state and its rules (the protocol of :mod:`engine.core`);
- ``data``: the numbers, tables and every decision the project made where the rulebook is silent;
- ``board``: the grid of Rome as tables (cells, points, sites, tile positions);
- ``trigrid``: the geometry of a triangular grid (cells, points, edges, hexagons), which the
  board is built on and the page's drawing follows;
- ``view``: what each seat sees, the status line, labels and log sentences, as messages;
- ``evaluation``: points now plus the worth of what each seat holds, for the bots;
- ``messages``: the English text of every message the game says;
- ``plan``: the strategy of a thoughtful first-time player, with no search;
- ``examples``: the rulebook's worked examples, as data (see :mod:`engine.examples`);

The package itself is the game's module protocol (``NAME``, ``PLAYERS``, ``new_game``,
``from_json``, ``action_label``, ``narrate``, ``MESSAGES``, ``State``, ``RULES_VERSION``,
``RULES_CHANGES``) and names its evaluation and plan for the bots, imported only when a bot
first asks (a person's game in the browser never compiles them).
"""

from .data import RULES_CHANGES, RULES_VERSION
from .messages import MESSAGES
from .state import NAME, PLAYERS, State, from_json, new_game
from .view import action_label, narrate

__all__ = ["NAME", "PLAYERS", "State", "new_game", "from_json", "action_label", "narrate",
           "MESSAGES", "RULES_VERSION", "RULES_CHANGES", "evaluation_module", "plan_module",
           "examples_module"]


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
