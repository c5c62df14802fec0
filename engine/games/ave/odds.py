"""The odds of AVE's dice: how many of a throw hit, and how a battle fought to the end goes.

The rules need them for their chance outcomes, the view for a conquest's odds and the bots'
evaluation for what a march is worth; they depend on nothing but numbers, so all three import
them from here.

>>> hits_odds(2, 0.5)
[0.25, 0.5, 0.25]
>>> from engine.games.ave import data as D
>>> [round(x, 2) for x in conquest_odds(4, 5, D.LEGION_HIT, D.BARBARIAN_HIT)]
[0.46, 0.94]
"""

from __future__ import annotations

from math import comb

_PMF = {}  # (dice, hit chance) -> the chances of 0..dice hits
_ODDS = {}  # (legions, barbarians, legion hit, barbarian hit) -> (win chance, survivors)


def hits_odds(n, p):
    """Binomial probabilities of 0..n hits from n dice that each hit with probability p."""
    if (n, p) not in _PMF:
        _PMF[n, p] = [comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)]
    return _PMF[n, p]


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
