"""AVE's evaluation for bots: one value per seat, in fame points.

``evaluate(state)`` = the seat's fame now (buildings, triples, roads and parks, strong provinces,
limes) plus the worth of what it holds, each a fraction of a fame point:

- legions raised and legions garrisoned in the seat's provinces: 0.3 each (they conquer and hold
  provinces);
- provinces held but not yet strong: 0.5 each (a step towards a strong province's fame);
- a conquest under way: what it will likely bring if fought to the end (the chance to win times
  a strong province's fame, plus the legions expected to survive), worked out exactly from the
  dice. Without this, legions that march off would look lost until the last die falls, and a
  look-ahead cut short mid-battle would never attack;
- gold: 0.08 per coin, for at most 12 coins (gold pays for permits, legions and tiles, a
  building's fame costs several coins, and a hoard beyond a round's spending scores nothing);
- inhabitants: 0.2 each; tiles in hand: 0.2 each, up to the hand limit (the rest are discarded).

A bot evaluates determinized worlds, so reading every seat's hand here is fine.

>>> from engine.games import ave
>>> len(evaluate(ave.new_game(2)))
2
>>> [round(x, 2) for x in conquest_odds(4, 5, D.LEGION_HIT, D.BARBARIAN_HIT)]
[0.46, 0.94]
"""

from . import ave_data as D
from .ave import hits_odds

GOLD_WORTH = 0.08
GOLD_USEFUL = 12
LEGION_WORTH = 0.3
PROVINCE_WORTH = 0.5
STRONG_PROVINCE_WORTH = 1.0  # its fame point
INHABITANT_WORTH = 0.2
TILE_WORTH = 0.2

ROLLOUT_WEIGHTS = {"end": 0.2, "retreat": 0.3, "stop": 0.5, "discard": 1.0}
"""Search rollouts play these verbs less often than others (1): ending the actions or a
conquest early wastes the round."""

ROLLOUT_DEPTH = 4
"""Search rollouts stop after 4 steps and the evaluation judges the rest. Measured against
greedy (10 games, seed 1): 8 wins at depth 4, 6 at depth 12, in half the time."""

_ODDS = {}  # (legions, barbarians, legion hit, barbarian hit) -> (win chance, survivors)


def conquest_odds(legions, barbarians, legion_hit, barbarian_hit):
    """(chance that the legions win, expected legions left: after a win, 0 after a loss) when
    both sides roll until one is gone; both falling together counts as a loss (the rules)."""
    key = legions, barbarians, legion_hit, barbarian_hit
    odds = _ODDS.get(key)
    if odds is not None:
        return odds
    if legions <= 0:
        odds = (0.0, 0.0)
    elif barbarians <= 0:
        odds = (1.0, float(legions))
    else:
        roman, barbarian = hits_odds(legions, legion_hit), hits_odds(barbarians, barbarian_hit)
        stay = roman[0] * barbarian[0]  # a round in which no die hits changes nothing
        win = survivors = 0.0
        for hits, p_roman in enumerate(roman):
            for losses, p_barbarian in enumerate(barbarian):
                if hits or losses:
                    w, s = conquest_odds(legions - min(legions, losses),
                                         barbarians - min(barbarians, hits),
                                         legion_hit, barbarian_hit)
                    win += p_roman * p_barbarian * w
                    survivors += p_roman * p_barbarian * s
        odds = (win / (1 - stay), survivors / (1 - stay))
    _ODDS[key] = odds
    return odds


def evaluate(state) -> list:
    """Per seat: fame now plus the worth of gold, legions, provinces, a conquest under way,
    inhabitants and tiles."""
    values = [float(s) for s in state.scores()]
    if state.is_terminal():
        return values
    garrisons = [0] * state.players
    provinces = [0] * state.players
    strong = [0] * state.players  # provinces held by two legions or more
    for p in D.PROVINCE_NUMBERS:
        owner = state.owner[p]
        if owner >= 0:
            garrison = state.garrison[p]
            garrisons[owner] += garrison
            provinces[owner] += 1
            if garrison >= 2:
                strong[owner] += 1
    legions = list(state.legions)
    battle = state.battle
    if battle is not None and not battle["revolt"]:  # a revolt's defenders are the garrison
        seat = battle["seat"]
        if state.phase == "station":  # won: the survivors stand in the province, two or more
            legions[seat] += battle["legions"]
            provinces[seat] -= 1
            values[seat] += STRONG_PROVINCE_WORTH
        else:
            win, survivors = conquest_odds(battle["legions"], battle["barbarians"],
                                           D.LEGION_HIT, D.BARBARIAN_HIT)
            legions[seat] += survivors
            values[seat] += win * STRONG_PROVINCE_WORTH
    for seat in range(state.players):
        values[seat] += (GOLD_WORTH * min(GOLD_USEFUL, state.gold[seat])
                         + LEGION_WORTH * (legions[seat] + garrisons[seat])
                         + PROVINCE_WORTH * (provinces[seat] - strong[seat])
                         + INHABITANT_WORTH * state.inhabitants[seat]
                         + TILE_WORTH * min(D.HAND_LIMIT, sum(state.hand[seat].values())))
    return values
