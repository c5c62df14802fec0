"""AVE's ``plan`` player: a senator who follows the rules page with no look past their turn.

The plan: build in the city for fame, raise legions, conquer barbarian provinces and hold them
with two legions (a strong province scores a fame point), keep some gold for permits and tiles.
Each turn is thought through to its end, dice drawn once, and judged by the senator's own
standing: fame plus the worth of gold, legions, provinces and a conquest under way, as AVE's
evaluation counts them (``engine.games.ave_eval``); what the others may do next is not
considered.
"""

from engine.bots.plan import think_turn

from .ave_eval import evaluate


def value(state, seat) -> float:
    return evaluate(state)[seat]


def choose(state, seat, rng):
    return think_turn(state, seat, value, rng)
