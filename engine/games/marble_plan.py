"""City of Marble's ``plan`` player: an architect who follows the rules page with no look past
their turn.

The plan: lay tiles round construction sites and put a magistrate on them, so that the sites it
leads become its buildings; close the sites it leads; lay aqueducts and bridges for the end
bonuses the rules list; keep a few tiles in hand. Each turn (an action, the tile, where it goes,
the magistrate, the pipes) is thought through to its end and judged by :func:`value`: its own
final score if the game ended now plus the sites it leads; what the others may do next is not
considered.
"""

from engine.bots.plan import think_turn

from .marble_eval import site_expectations

TILE_WORTH = 0.3
MAGISTRATE_WORTH = 0.2


def value(state, seat) -> float:
    if state.is_terminal():
        return float(state.scores()[seat])
    score = sum(v for _, v in state.final_lines()[seat])
    tiles = sum(state.central[seat]) + sum(state.left[seat])
    return (score + site_expectations(state)[seat] + TILE_WORTH * tiles
            + MAGISTRATE_WORTH * state.home[seat])


def choose(state, seat, rng):
    return think_turn(state, seat, value, rng)
