"""A battle under way in AVE: a conquest (legions marching on a barbarian province) or a revolt
(a province's garrison against rebels), as a small value the state holds while it lasts.

Both sides roll at once, one die per legion and per barbarian; each hit takes one of the other
side. The state decides what the end of a battle means for the provinces; the battle only knows
its two armies.

>>> battle = Battle(province=3, seat=1, legions=4, barbarians=2, revolt=False)
>>> battle.roll(1, 3)
>>> battle.legions, battle.barbarians, battle.over()
(1, 1, False)
>>> Battle.from_json(battle.to_json()) == battle
True
"""

from __future__ import annotations

from engine.games.ave import data as D
from engine.games.ave.odds import conquest_odds, hits_odds

_OUTCOMES = {}  # (legions, barbarians, legion hit chance) -> chance outcomes of one round


class Battle:
    __slots__ = ("province", "seat", "legions", "barbarians", "revolt")

    def __init__(self, province, seat, legions, barbarians, revolt):
        self.province = province
        self.seat = seat  # whose legions fight
        self.legions = legions
        self.barbarians = barbarians
        self.revolt = revolt  # a revolt: the garrison defends, and may not retreat

    def copy(self):
        return Battle(self.province, self.seat, self.legions, self.barbarians, self.revolt)

    def __eq__(self, other):
        return isinstance(other, Battle) and self.to_json() == other.to_json()

    def to_json(self):
        return {"province": self.province, "seat": self.seat, "legions": self.legions,
                "barbarians": self.barbarians, "revolt": self.revolt}

    @classmethod
    def from_json(cls, d):
        """A battle from its JSON form; None (no battle) stays None."""
        if d is None:
            return None
        return cls(d["province"], d["seat"], d["legions"], d["barbarians"], d["revolt"])

    def legion_hit(self, limes):
        """The chance a legion's die hits: better behind a limes when it defends in a revolt."""
        return D.LIMES_HIT if self.revolt and limes else D.LEGION_HIT

    def chance_outcomes(self, limes):
        """One round of dice: ``("battle", legion_hits, barbarian_hits)`` and its chance."""
        hit = self.legion_hit(limes)
        key = self.legions, self.barbarians, hit
        outcomes = _OUTCOMES.get(key)
        if outcomes is None:
            roman = hits_odds(self.legions, hit)
            barbarian = hits_odds(self.barbarians, D.BARBARIAN_HIT)
            outcomes = _OUTCOMES[key] = tuple(
                (("battle", i, j), pl * pb) for i, pl in enumerate(roman)
                for j, pb in enumerate(barbarian))
        return list(outcomes)

    def win_odds(self, limes):
        """The chance that the legions win if the battle is fought to the end."""
        return conquest_odds(self.legions, self.barbarians, self.legion_hit(limes),
                             D.BARBARIAN_HIT)[0]

    def dice(self, legion_hits, barbarian_hits):
        """The dice of a round as the table shows them (before the hits are taken)."""
        legion, barbarian = "crimson", "grey"  # the Roman dice and the barbarians' dice
        return ([{"color": legion, "face": "hit"}] * legion_hits
                + [{"color": legion, "face": "miss"}] * (self.legions - legion_hits)
                + [{"color": barbarian, "face": "hit"}] * barbarian_hits
                + [{"color": barbarian, "face": "miss"}] * (self.barbarians - barbarian_hits))

    def roll(self, legion_hits, barbarian_hits):
        """Each side loses as many as the other hit."""
        self.legions = max(0, self.legions - barbarian_hits)
        self.barbarians = max(0, self.barbarians - legion_hits)

    def romans_won(self):
        return self.barbarians == 0 and self.legions > 0

    def barbarians_won(self):
        return self.legions == 0  # also when both sides fall in the same round

    def over(self):
        return self.legions == 0 or self.barbarians == 0
