"""Aquileia's action phase: how each area of the board resolves, in the fixed order of ``SLOTS``.

:class:`ActionPhase` holds the ``_slot_<area>`` step of each slot of the Mercatus, the Forum and
the Portus (run by the state's ``_advance``), the ``_do_<verb>`` handlers of the decisions those
areas ask for, and the ``_rolled_<purpose>`` handlers of their dice; the Arena and Stadium
(:mod:`.contest`) and the Theatrum (:mod:`.auction`) have their own modules. They are mixed into
:class:`engine.games.aquileia.state.State`, whose fields they read and change and whose log
helpers ``_say`` and ``_tell`` they call; they never import that module. The board's index tables
that placement shares with the areas live here too.
"""

from __future__ import annotations

from engine.games.aquileia import data as D
from engine.games.aquileia.view import card, coins, dice, metal, site, space
from engine.messages import msg, seat as seat_arg

N_SPACES = len(D.SPACE_IDS)
N_SITES = len(D.SITE_IDS)
SI = D.SPACE_INDEX
BRONZE, SILVER, GOLD = 0, 1, 2
METAL = D.METAL_INDEX

SPACE_PORT_METAL = tuple(METAL[D.PORTUS_METAL[sid]] if sid in D.PORTUS_METAL else -1
                         for sid in D.SPACE_IDS)
FORUM_IDX = tuple(SI[s] for s in D.FORUM_SPACES)

SLOTS = ("dolus", "pecunia", "equi1", "equi2", "equi3", "servi-bronze", "servi-silver",
         "servi-gold", "potentia", "arena", "stadium", "theatrum", "forum", "latro",
         "portus-bronze", "portus-silver", "portus-gold", "end")


class Pecunia:
    """A visit to Pecunia under way: how many coins ``seat`` exchanged, which metals it gave and
    which it got (a metal given may not be got back, nor one got given away).

    >>> p = Pecunia(2)
    >>> p.count, Pecunia.from_json(p.to_json()).to_json() == p.to_json()
    (0, True)
    """

    __slots__ = ("seat", "count", "gave", "got")

    def __init__(self, seat: int, count: int = 0, gave=(), got=()):
        self.seat = seat
        self.count = count
        self.gave = list(gave)
        self.got = list(got)

    def copy(self) -> "Pecunia":
        return Pecunia(self.seat, self.count, self.gave, self.got)

    def to_json(self) -> dict:
        return {"seat": self.seat, "count": self.count, "gave": self.gave[:], "got": self.got[:]}

    @classmethod
    def from_json(cls, d: dict) -> "Pecunia":
        return cls(d["seat"], d["count"], d["gave"], d["got"])

    def exchanges(self, purse: list, bank: list) -> list:
        """The exchanges open to a seat holding ``purse`` with the bank holding ``bank``."""
        if self.count >= D.PECUNIA_MAX_COINS:
            return []
        actions = []
        for give in D.METALS:
            if not purse[METAL[give]] or give in self.got:
                continue
            for get in D.METALS:
                if get != give and get not in self.gave and bank[METAL[get]]:
                    actions.append(("exchange", give, get))
        return actions

    def record(self, give: str, get: str) -> None:
        """One coin of ``give`` was exchanged for one of ``get``."""
        if give not in self.gave:
            self.gave.append(give)
        if get not in self.got:
            self.got.append(get)
        self.count += 1


class ActionPhase:
    """The Mercatus', Forum's and Portus' rules, mixed into the state class."""

    # --- moving through the slots -----------------------------------------------------------

    def _next_slot(self) -> bool:
        self.slot += 1
        self.sub = "start"
        return False

    def _ask(self, seat: int, kind: str) -> bool:
        self.actor, self.ask = seat, kind
        return True

    def _free(self, space: str) -> None:
        self.spaces[SI[space]] = None

    # --- Mercatus ---------------------------------------------------------------------------

    def _slot_dolus(self) -> bool:
        seat = self.spaces[SI["dolus"]]
        if seat is None or self.sub == "done":
            return self._next_slot()
        self.roll = [D.DOLUS_DICE, "red", "dolus"]
        return False

    def _rolled_dolus(self, faces) -> None:
        seat = self.spaces[SI["dolus"]]
        gained = [0, 0, 0]
        for face in faces:
            gained[METAL[face]] += self._pay_out(seat, METAL[face], 1)
        self._say("aquileia.log.dolus", seat=seat_arg(seat), dice=dice(faces), coins=coins(gained))
        self._free("dolus")
        self.sub = "done"

    def _slot_pecunia(self) -> bool:
        seat = self.spaces[SI["pecunia"]]
        if seat is None or self.sub == "done":
            return self._next_slot()
        if self.sub == "start":
            self.pecunia = Pecunia(seat)
            self.sub = "exchange"
        if self.pecunia.count >= D.PECUNIA_MAX_COINS or not self._exchanges(seat):
            return self._end_pecunia()
        return self._ask(seat, "pecunia")

    def _exchanges(self, seat: int) -> list:
        return self.pecunia.exchanges(self.coins[seat], self.bank)

    def _do_exchange(self, give_metal: str, get_metal: str) -> None:
        seat = self.actor
        give, get = METAL[give_metal], METAL[get_metal]
        self.coins[seat][give] -= 1
        self.bank[give] += 1
        self.coins[seat][get] += 1
        self.bank[get] -= 1
        p = self.pecunia
        p.record(give_metal, get_metal)
        if p.count == 1:
            self.points[seat] += D.PECUNIA_POINTS
            self._say("aquileia.log.exchanged_scoring", seat=seat_arg(seat), give=metal(give),
                      get=metal(get), count=D.PECUNIA_POINTS)
        else:
            self._say("aquileia.log.exchanged", seat=seat_arg(seat), give=metal(give),
                      get=metal(get))

    def _do_done(self) -> None:
        if self.ask == "pecunia":
            self._end_pecunia()
        else:
            self._done_playing()    # in a contest

    def _end_pecunia(self) -> bool:
        if self.pecunia.count == 0:
            self._say("aquileia.log.no_exchange", seat=seat_arg(self.pecunia.seat))
        self.pecunia = None
        self._free("pecunia")
        return self._next_slot()

    def _slot_equi(self) -> bool:
        space = SLOTS[self.slot]
        seat = self.spaces[SI[space]]
        if seat is None or self.sub == "done":
            return self._next_slot()
        k = D.EQUI_SPACES.index(space)
        if self.equi_up[k] is None or not self.coins[seat][BRONZE]:
            self._say("aquileia.log.equi_no_card" if self.equi_up[k] is None
                      else "aquileia.log.equi_no_bronze", seat=seat_arg(seat))
            self._free(space)
            return self._next_slot()
        return self._ask(seat, "equi")

    def _do_buy(self, space_id: str) -> None:
        seat = self.actor
        k = D.EQUI_SPACES.index(space_id)
        bought = self.equi_up[k]
        self.coins[seat][BRONZE] -= 1
        self.bank[BRONZE] += 1
        self.hands[seat][bought] = self.hands[seat].get(bought, 0) + 1
        self.equi_up[k] = None
        self.known = self.known + [[bought, [seat], list(range(self.players))]]
        self._say("aquileia.log.bought_card", seat=seat_arg(seat), card=card(bought))
        if k == 0:
            self.draws.append(["equi", seat])
        self._free(space_id)
        self.sub = "done"

    def _do_skip(self) -> None:
        seat = self.actor
        space_id = SLOTS[self.slot]
        if self.ask == "activate":
            self._say("aquileia.log.no_activation", seat=seat_arg(seat))
        else:
            self._say("aquileia.log.passed_at", seat=seat_arg(seat), space=space(space_id))
        self._free(space_id)
        self.sub = "done"

    def _slot_servi_bronze(self) -> bool:
        space_id = SLOTS[self.slot]
        seat = self.spaces[SI[space_id]]
        if seat is None or self.sub == "done":
            return self._next_slot()
        if not self.coins[seat][METAL[D.SERVI_METAL[space_id]]]:
            self._say("aquileia.log.servi_no_coin", seat=seat_arg(seat),
                      metal=metal(D.SERVI_METAL[space_id]))
            self._free(space_id)
            return self._next_slot()
        return self._ask(seat, "servi")

    _slot_servi_silver = _slot_servi_gold = _slot_servi_bronze

    def _do_servi(self, n: int) -> None:
        seat = self.actor
        space_id = SLOTS[self.slot]
        paid = METAL[D.SERVI_METAL[space_id]]
        self.coins[seat][paid] -= n
        self.bank[paid] += n
        self.draws.extend(["servi", seat] for _ in range(n))
        self._say("aquileia.log.bought_servi", seat=seat_arg(seat), count=n, metal=metal(paid))
        self._free(space_id)
        self.sub = "done"

    def _slot_potentia(self) -> bool:
        seat = self.spaces[SI["potentia"]]
        if seat is not None:
            self.blue_holder, self.blue_left = seat, D.BLUE_DICE
            self._say("aquileia.log.potentia", seat=seat_arg(seat), count=D.BLUE_DICE)
            self._free("potentia")
        return self._next_slot()

    # --- Forum ----------------------------------------------------------------------------------

    def _do_pass(self) -> None:
        seat = self.actor
        if self.ask != "build":
            self._pass_auction(seat)
            return
        full = 2 if D.SPACE_IDS[FORUM_IDX[self.forum["i"]]] == D.FORUM_DOUBLE else 1
        self._say("aquileia.log.built_nothing_more" if self.forum["left"] < full
                  else "aquileia.log.built_nothing", seat=seat_arg(seat))
        self.forum["left"] = 0

    def _slot_forum(self) -> bool:
        if self.forum is None:
            self.forum = {"i": 0, "left": None}
        f = self.forum
        while f["i"] < len(FORUM_IDX):
            space = FORUM_IDX[f["i"]]
            seat = self.spaces[space]
            if seat is None:
                f["i"] += 1
                continue
            if f["left"] is None:
                f["left"] = 2 if D.SPACE_IDS[space] == D.FORUM_DOUBLE else 1
            if f["left"] > 0:
                # DECISION (forum-asked-on-coins): asked whenever the public board allows a
                # building; whether the secret servi cards pay for it shows only in what is done.
                if self._builds(seat) or self._may_build_publicly(seat):
                    return self._ask(seat, "build")
                self._say("aquileia.log.cannot_build", seat=seat_arg(seat))
            self.spaces[space] = None
            f["i"] += 1
            f["left"] = None
        self.forum = None
        return self._next_slot()

    def _may_build_publicly(self, seat: int) -> bool:
        """Whether ``seat`` has a house and the coins for a free site (slaves aside)."""
        purse = self.coins[seat]
        return bool(self.houses[seat]) and any(
            self.sites[site] is None and all(purse[m] >= D.SITE_COST[site][m] for m in range(3))
            for site in range(N_SITES))

    def _builds(self, seat: int) -> list:
        if not self.houses[seat]:
            return []
        bronze, silver, gold = self.coins[seat]
        hand = self.hands[seat]
        ones, twos = hand.get("slave1", 0), hand.get("slave2", 0)
        actions = []
        sites = self.sites
        for site, (cost_b, cost_s, cost_g, slaves) in enumerate(D.SITE_COST):
            if sites[site] is not None or bronze < cost_b or silver < cost_s or gold < cost_g:
                continue
            key = (site, ones, twos)
            options = _BUILD_OPTIONS.get(key)
            if options is None:
                options = _BUILD_OPTIONS[key] = tuple(
                    ("build", D.SITE_IDS[site], a, b) for a, b in slave_payments(slaves, ones, twos))
            actions.extend(options)
        return actions

    def _do_build(self, site_id: str, ones: int, twos: int) -> None:
        seat = self.actor
        built = D.SITE_INDEX[site_id]
        cost = D.SITE_COST[built]
        for m in range(3):
            self.coins[seat][m] -= cost[m]
            self.bank[m] += cost[m]
        hand = self.hands[seat]
        for card, n in (("slave1", ones), ("slave2", twos)):
            if n:
                hand[card] -= n
                if not hand[card]:
                    del hand[card]
                self.discards["servi"][card] += n
        self.sites[built] = seat
        self.houses[seat] -= 1
        forum_space = D.SPACE_IDS[FORUM_IDX[self.forum["i"]]]
        self.forum["left"] -= 1
        slaves = ones + 2 * twos
        paid = [msg("aquileia.text.coins", count=cost[m], metal=metal(m))
                for m in (GOLD, SILVER, BRONZE) if cost[m]]
        if slaves:
            paid.append(msg("aquileia.text.slaves", count=slaves))
        if forum_space in D.FORUM_POINTS:
            self.points[seat] += D.SITE_VALUE[built]
            self._say("aquileia.log.built_scoring", seat=seat_arg(seat), site=site(built),
                      paid=paid, count=D.SITE_VALUE[built])
        else:
            self._say("aquileia.log.built", seat=seat_arg(seat), site=site(built), paid=paid)

    # --- Portus ---------------------------------------------------------------------------------

    def _slot_latro(self) -> bool:
        seat = self.spaces[SI["latro"]]
        if seat is None or self.sub == "done":
            return self._next_slot()
        self.roll = [D.LATRO_DICE, "red", "latro"]
        return False

    def _rolled_latro(self, faces) -> None:
        seat = self.spaces[SI["latro"]]
        stolen = [0, 0, 0]
        for metal in dict.fromkeys(faces):
            i = SI["portus-" + metal]
            if self.space_coin[i] is not None:
                self.space_coin[i] = None
                self.coins[seat][METAL[metal]] += 1
                stolen[METAL[metal]] += 1
        self._say("aquileia.log.latro", seat=seat_arg(seat), dice=dice(faces), coins=coins(stolen))
        self._free("latro")
        self.sub = "done"

    def _slot_portus(self) -> bool:
        space_id = SLOTS[self.slot]
        i = SI[space_id]
        seat = self.spaces[i]
        if seat is None or self.sub == "done":
            return self._next_slot()
        paid = SPACE_PORT_METAL[i]
        if self.space_coin[i] is not None:
            self.space_coin[i] = None
            self.bank[paid] += 1
            self._activate(seat, msg("aquileia.text.coin_under", metal=metal(paid)))
        elif self.coins[seat][paid]:
            return self._ask(seat, "activate")
        else:
            self._say("aquileia.log.no_activation_coin", seat=seat_arg(seat), metal=metal(paid))
        self._free(space_id)
        return self._next_slot()

    def _do_activate(self) -> None:
        seat = self.actor
        space_id = SLOTS[self.slot]
        paid = SPACE_PORT_METAL[SI[space_id]]
        self.coins[seat][paid] -= 1
        self.bank[paid] += 1
        self._activate(seat, msg("aquileia.text.coin_own", metal=metal(paid)))
        self._free(space_id)
        self.sub = "done"

    def _activate(self, seat: int, paid: dict) -> None:
        points = 0
        gained = [0, 0, 0]
        for site in range(N_SITES):
            if self.sites[site] == seat:
                points += D.SITE_POINTS[site]
                for m, n in enumerate(D.SITE_COINS[site]):
                    if n:
                        gained[m] += self._pay_out(seat, m, n)
        self.points[seat] += points
        self._say("aquileia.log.activated", seat=seat_arg(seat), paid=paid, count=points,
                  coins=coins(gained, none="no_coins"))

    _slot_portus_bronze = _slot_portus_silver = _slot_portus_gold = _slot_portus

    # --- the end of the round -------------------------------------------------------------------

    def _slot_end(self) -> bool:
        self.start = self.track[0]
        self.last_track = self.track
        self.track = []
        self.henchmen = [D.HENCHMEN] * self.players
        self.spaces = [None] * N_SPACES
        self.space_coin = [None] * N_SPACES
        self.blue_holder, self.blue_left = None, 0
        self._say("aquileia.log.new_start_player", seat=seat_arg(self.start))
        if self.round >= D.ROUNDS:
            self.stage = "colours"
            self._say("aquileia.log.final_scoring")
            return False
        self.round += 1
        self.stage = "place"
        self.placer = self.start
        self.slot, self.sub = 0, "start"
        self._say("aquileia.log.round_begins", round=self.round)
        for k in range(D.EQUI_FACE_UP):
            if self.equi_up[k] is None:
                self.draws.append(["equi", f"equi{k}"])
        if self.stadium_up is None:
            self.draws.append(["stadium", "stadium-up"])
        return False

    # --- money ----------------------------------------------------------------------------------

    def _pay_out(self, seat: int, metal: int, amount: int) -> int:
        """Pay up to ``amount`` coins from the finite bank; returns what was paid."""
        paid = min(amount, self.bank[metal])
        self.bank[metal] -= paid
        self.coins[seat][metal] += paid
        return paid



# (site, slave1 cards, slave2 cards) -> the build actions of that site: the same few hands come
# back at every Forum decision of a search
_BUILD_OPTIONS = {}


def slave_payments(needed: int, ones: int, twos: int) -> list:
    """Ways ``(ones, twos)`` to pay ``needed`` slaves with servi cards.

    Exact payments when there is one; otherwise the smallest overpayments in which no card is
    spare (Dutch rules: you overpay only when you cannot pay exactly).

    >>> slave_payments(3, 0, 2)
    [(0, 2)]
    >>> slave_payments(3, 1, 2)
    [(1, 1)]
    >>> slave_payments(0, 3, 3)
    [(0, 0)]
    >>> slave_payments(2, 0, 0)
    []
    """
    if needed == 0:
        return [(0, 0)]
    exact = [(needed - 2 * b, b) for b in range(min(twos, needed // 2) + 1)
             if needed - 2 * b <= ones]
    if exact:
        return exact
    over = []
    for b in range(twos + 1):
        for a in range(ones + 1):
            total = a + 2 * b
            if total < needed:
                continue
            if (a and total - 1 >= needed) or (b and total - 2 >= needed):
                continue
            over.append((a, b))
    return over

