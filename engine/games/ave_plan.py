"""AVE's ``plan`` player: a senator who follows the rules page with no look past their turn.

The plan: build in the city for fame, raise legions and conquer barbarian provinces, and hold
them with two legions (a strong province scores a fame point); keep some gold for permits and
tiles. Each turn is thought through to its end, dice drawn once, and judged by :func:`value`:
its own fame plus legions, provinces and gold; what the others may do next is not considered.
"""

from engine.bots.plan import think_turn

from . import ave_data as D

LEGION_WORTH = 0.3
PROVINCE_WORTH = 0.5
GOLD_WORTH = 0.08
GOLD_USEFUL = 12
TILE_WORTH = 0.2


def value(state, seat) -> float:
    fame = float(state.scores()[seat])
    if state.is_terminal():
        return fame
    provinces = [p for p in D.PROVINCE_NUMBERS if state.owner[p] == seat]
    weak = sum(1 for p in provinces if state.garrison[p] < 2)
    legions = state.legions[seat] + sum(state.garrison[p] for p in provinces)
    tiles = min(D.HAND_LIMIT, sum(state.hand[seat].values()))
    return (fame + LEGION_WORTH * legions + PROVINCE_WORTH * weak
            + GOLD_WORTH * min(GOLD_USEFUL, state.gold[seat]) + TILE_WORTH * tiles)


def choose(state, seat, rng):
    return think_turn(state, seat, value, rng)
