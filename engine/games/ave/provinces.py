"""AVE's provinces: marching on a barbarian province, reinforcing and building a limes, battles
fought round by round (conquests and revolts), and provinces won and lost.

A mixin of :class:`engine.games.ave.state.State` (the rules of the province map, kept apart
from the rest): its methods read and change the state's own fields; the battle under way is a
:class:`engine.games.ave.battle.Battle`.
"""

from __future__ import annotations

from engine.games.ave import data as D
from engine.games.ave.battle import Battle
from engine.games.ave.city import indices
from engine.games.ave.tiles import REVOLT_PROVINCE, REVOLT_TILES

_ATTACKABLE = {}  # province owners -> attackable provinces (forgotten all at once at a bound)
_ATTACKABLE_KEPT = 4096
_ATTACKS = {}  # (province, legions) -> the attacks on it with 1, 2, ... legions


def _attacks(province, legions):
    key = province, legions
    actions = _ATTACKS.get(key)
    if actions is None:
        actions = _ATTACKS[key] = tuple(("attack", province, n) for n in range(1, legions + 1))
    return actions


class ProvinceRules:
    """Marches, reinforcements, limes, battles and revolts."""

    def strong_provinces(self, seat):
        garrison = self.garrison
        return [p for p in indices(self.owner, seat, 1) if garrison[p] >= 2]

    def attackable(self):
        """Barbarian provinces beside Rome or beside a Roman province joined to Rome (anyone's)."""
        return list(self._attackable())

    def _attackable(self):
        owners = tuple(self.owner)
        targets = _ATTACKABLE.get(owners)
        if targets is None:
            roman, frontier, found = {0}, [0], set()
            while frontier:
                for p in D.LINKS[frontier.pop()]:
                    if p in roman:
                        continue
                    if owners[p] >= 0:
                        roman.add(p)
                        frontier.append(p)
                    else:
                        found.add(p)
            if len(_ATTACKABLE) >= _ATTACKABLE_KEPT:
                _ATTACKABLE.clear()
            targets = _ATTACKABLE[owners] = tuple(sorted(found))
        return targets

    def _do_attack(self, province, legions):
        self.mode = "province"
        self.legions[self.actor] -= legions
        self.battle = Battle(province, self.actor, legions, self.barbarians[province],
                             revolt=False)
        self.phase = "battle"

    def _do_reinforce(self, province):
        self.mode = "province"
        self.legions[self.actor] -= 1
        self.garrison[province] += 1

    def _do_limes(self, province):
        self.mode = "province"
        self._pay_permit("grey")
        self.hand[self.actor]["limes"] -= 1
        self.limes[province] = 1

    # --- battles and revolts ---------------------------------------------------------------

    def _start_revolt(self, tile):
        province = REVOLT_PROVINCE[tile]
        self.pending = tile
        seat = self.owner[province]
        if seat < 0:
            self.barbarians[province] += 1
            self._end_revolt()
            return
        self.battle = Battle(province, seat, self.garrison[province],
                             D.START_BARBARIANS[province], revolt=True)
        self.phase = "revolt"

    def _end_revolt(self):
        tile, self.pending, self.battle = self.pending, "", None
        bag = D.revolt_bag(REVOLT_PROVINCE[tile])
        pile = self.discard[bag]
        pile[tile] += 1
        if sum(pile[t] for t in REVOLT_TILES[bag]) >= D.REVOLTS_TO_RESHUFFLE:
            self._return_discard(bag)
        self._replace_in_setup(bag)
        self._next_draw()

    def _do_battle(self, legion_hits, barbarian_hits):
        b = self.battle
        self.dice = b.dice(legion_hits, barbarian_hits)
        b.roll(legion_hits, barbarian_hits)
        province, seat = b.province, b.seat
        romans_won, barbarians_won = b.romans_won(), b.barbarians_won()
        if b.revolt:
            if romans_won:
                self.garrison[province] = b.legions
            elif barbarians_won:
                self._lose_province(province)
            else:
                return  # no retreat from a revolt
            self._end_revolt()
        elif romans_won:
            self.owner[province], self.barbarians[province] = seat, 0
            self.conquered.append(province)
            if b.legions <= 2:
                self.garrison[province] = b.legions
                self._back_to_actions()
            else:
                self.phase = "station"
        elif barbarians_won:
            self.barbarians[province] = D.START_BARBARIANS[province]
            self._back_to_actions()
        else:
            self.phase = "battle_choice"

    def _lose_province(self, province):
        self.owner[province], self.garrison[province] = -1, 0
        self.barbarians[province] = D.START_BARBARIANS[province]
        if self.limes[province]:
            self.limes[province] = 0
            self.discard["white"]["limes"] += 1

    def _do_fight(self):
        self.phase = "battle"

    def _do_retreat(self):
        b = self.battle
        self.legions[b.seat] += b.legions
        self.barbarians[b.province] = D.START_BARBARIANS[b.province]
        self._back_to_actions()

    def _do_station(self, count):
        b = self.battle
        self.garrison[b.province] = count
        self.legions[b.seat] += b.legions - count
        self._back_to_actions()

    def _back_to_actions(self):
        self.battle = None
        self.phase = "actions"
