"""Massilia's ``plan`` player: a merchant who follows the rules page with no look past their turn.

The plan: buy goods whose reputation marker stands high, fill the stalls with them, walk the
customers of those colours to its own stalls to sell, build stalls (they score at the end and
catch more customers), never take a penalty stone it can avoid (they cost reputation at the end),
and keep money for the next purchase. Each turn (a die, the stones and cards that shape it, the
action and its follow-up choices) is thought through to its end, chance drawn once, and judged by
:func:`value`; what the other merchants may do next is not considered.
"""

from engine.bots.plan import think_turn

from . import massilia_data as D

SALE_SHARE = 0.6      # of a coloured good's marker, for a good on the merchant's own stall
BEIGE_WORTH = 0.3
CARD_WORTH = 0.5
MONEY_WORTH = 1 / 6   # on top of the 1 point per 3 sesterces the score counts


def value(state, seat) -> float:
    """The merchant's ledger: its score now plus its goods, money and god cards while rounds
    remain (the score already counts stalls, and penalty stones against it)."""
    score = state.scores()[seat]
    if state.is_terminal():
        return float(score)
    left = max(0.0, (D.ROUNDS - state.round + 1) / D.ROUNDS)
    worth = [SALE_SHARE * m for m in state.markers] + [BEIGE_WORTH]
    goods = sum(n * w for s in state.stalls_of(seat) for n, w in zip(state.goods[s], worth))
    held = goods + MONEY_WORTH * state.money[seat] + CARD_WORTH * len(state.hands[seat])
    return score + left * held


def choose(state, seat, rng):
    return think_turn(state, seat, value, rng)
