"""Aquileia's action phase: how each area of the board resolves, in the fixed order of ``SLOTS``.

:class:`ActionPhase` holds one ``_slot_<area>`` handler per slot (run by the state's
``_advance``), the ``_do_<verb>`` handlers of the decisions those areas ask for, and the
``_rolled_<purpose>`` handlers of their dice. It is mixed into
:class:`engine.games.aquileia.state.AquileiaState`, whose fields it reads and changes and whose log
helpers ``_say`` and ``_tell`` it calls; it never imports that module. The board's index tables
that placement shares with the areas live here too.
"""

from __future__ import annotations

from engine.games.aquileia import data as D
from engine.games.aquileia.view import coins_text

N_SPACES = len(D.SPACE_IDS)
N_SITES = len(D.SITE_IDS)
SI = D.SPACE_INDEX
BRONZE, SILVER, GOLD = 0, 1, 2
METAL = D.METAL_INDEX

SPACE_PORT_METAL = tuple(METAL[D.PORTUS_METAL[sid]] if sid in D.PORTUS_METAL else -1
                         for sid in D.SPACE_IDS)
ARENA_IDX = tuple(SI[s] for s in D.ARENA_SPACES)
GOLD_IDX = tuple(SI[s] for s in D.GOLD_SPACES)
SILVER_IDX = tuple(SI[s] for s in D.SILVER_SPACES)
STADIUM_IDX = GOLD_IDX + SILVER_IDX
FORUM_IDX = tuple(SI[s] for s in D.FORUM_SPACES)

SLOTS = ("dolus", "pecunia", "equi1", "equi2", "equi3", "servi-bronze", "servi-silver",
         "servi-gold", "potentia", "arena", "stadium", "theatrum", "forum", "latro",
         "portus-bronze", "portus-silver", "portus-gold", "end")
HORSE_CARDS = {metal: tuple(c for c in D.CARD_ORDER if D.CARD_HORSE_METAL[c] == metal)
               for metal in ("gold", "silver")}
SLOT_HANDLERS = tuple("_slot_" + slot.replace("-", "_").rstrip("123") for slot in SLOTS)
PLACES = ("1st", "2nd", "3rd", "4th", "5th")


class ActionPhase:
    """The action-phase handlers of :class:`engine.games.aquileia.state.AquileiaState`."""

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
        self._say(f"{{0}} (Dolus) rolled {', '.join(faces)} and took {coins_text(gained)} from "
                  "the bank.", seat)
        self._free("dolus")
        self.sub = "done"

    def _slot_pecunia(self) -> bool:
        seat = self.spaces[SI["pecunia"]]
        if seat is None or self.sub == "done":
            return self._next_slot()
        if self.sub == "start":
            self.pecunia = {"seat": seat, "count": 0, "gave": [], "got": []}
            self.sub = "exchange"
        if self.pecunia["count"] >= D.PECUNIA_MAX_COINS or not self._exchanges(seat):
            return self._end_pecunia()
        return self._ask(seat, "pecunia")

    def _exchanges(self, seat: int) -> list:
        p = self.pecunia
        if p["count"] >= D.PECUNIA_MAX_COINS:
            return []
        purse = self.coins[seat]
        actions = []
        for give in D.METALS:
            if not purse[METAL[give]] or give in p["got"]:
                continue
            for get in D.METALS:
                if get != give and get not in p["gave"] and self.bank[METAL[get]]:
                    actions.append(("exchange", give, get))
        return actions

    def _do_exchange(self, action) -> None:
        seat = self.actor
        give, get = METAL[action[1]], METAL[action[2]]
        self.coins[seat][give] -= 1
        self.bank[give] += 1
        self.coins[seat][get] += 1
        self.bank[get] -= 1
        p = self.pecunia
        if action[1] not in p["gave"]:
            p["gave"].append(action[1])
        if action[2] not in p["got"]:
            p["got"].append(action[2])
        p["count"] += 1
        bonus = ""
        if p["count"] == 1:
            self.points[seat] += D.PECUNIA_POINTS
            bonus = f" and scored {D.PECUNIA_POINTS} points"
        self._say(f"{{0}} exchanged 1 {action[1]} for 1 {action[2]} at Pecunia{bonus}.", seat)

    def _do_done(self, action) -> None:
        if self.ask == "pecunia":
            self._end_pecunia()
        else:   # done playing cards in a contest
            self._say("{0} played no more cards.", self.actor)
            self.contest["i"] += 1

    def _end_pecunia(self) -> bool:
        if self.pecunia["count"] == 0:
            self._say("{0} made no exchange at Pecunia.", self.pecunia["seat"])
        self.pecunia = None
        self._free("pecunia")
        return self._next_slot()

    def _slot_equi(self) -> bool:
        space = SLOTS[self.slot]
        seat = self.spaces[SI[space]]
        if seat is None or self.sub == "done":
            return self._next_slot()
        k = D.EQUI_SPACES.index(space)
        card = self.equi_up[k]
        if card is None or not self.coins[seat][BRONZE]:
            reason = "there was no card left" if card is None else "no bronze coin"
            self._say(f"{{0}} could not buy at Equi et Arma: {reason}.", seat)
            self._free(space)
            return self._next_slot()
        return self._ask(seat, "equi")

    def _do_buy(self, action) -> None:
        seat = self.actor
        space = action[1]
        k = D.EQUI_SPACES.index(space)
        card = self.equi_up[k]
        self.coins[seat][BRONZE] -= 1
        self.bank[BRONZE] += 1
        self.hands[seat][card] = self.hands[seat].get(card, 0) + 1
        self.equi_up[k] = None
        self.known = self.known + [[card, [seat], list(range(self.players))]]
        self._say(f"{{0}} bought {D.CARD_NAMES[card]} for 1 bronze.", seat)
        if k == 0:
            self.draws.append(["equi", seat])
        self._free(space)
        self.sub = "done"

    def _do_skip(self, action) -> None:
        seat = self.actor
        space = SLOTS[self.slot]
        if self.ask == "activate":
            self._say("{0} chose not to activate the buildings.", seat)
        else:
            self._say(f"{{0}} passed at {D.SPACE_NAMES.get(space, space)}.", seat)
        self._free(space)
        self.sub = "done"

    def _slot_servi_bronze(self) -> bool:
        space = SLOTS[self.slot]
        seat = self.spaces[SI[space]]
        if seat is None or self.sub == "done":
            return self._next_slot()
        if not self.coins[seat][METAL[D.SERVI_METAL[space]]]:
            self._say(f"{{0}} could not buy servi cards: no {D.SERVI_METAL[space]} coin.", seat)
            self._free(space)
            return self._next_slot()
        return self._ask(seat, "servi")

    _slot_servi_silver = _slot_servi_gold = _slot_servi_bronze

    def _do_servi(self, action) -> None:
        seat = self.actor
        space = SLOTS[self.slot]
        n = action[1]
        metal = METAL[D.SERVI_METAL[space]]
        self.coins[seat][metal] -= n
        self.bank[metal] += n
        self.draws.extend(["servi", seat] for _ in range(n))
        cards = "1 servi card" if n == 1 else f"{n} servi cards"
        self._say(f"{{0}} bought {cards} for {n} {D.METALS[metal]}.", seat)
        self._free(space)
        self.sub = "done"

    def _slot_potentia(self) -> bool:
        seat = self.spaces[SI["potentia"]]
        if seat is not None:
            self.blue_holder, self.blue_left = seat, D.BLUE_DICE
            self._say("{0} took the 4 blue dice (Potentia).", seat)
            self._free("potentia")
        return self._next_slot()

    # --- Arena and Stadium --------------------------------------------------------------------

    def _turn_order(self) -> list:
        return [(self.start + k) % self.players for k in range(self.players)]

    def _slot_arena(self) -> bool:
        return self._contest("arena")

    def _slot_stadium(self) -> bool:
        return self._contest("stadium")

    def _contest(self, kind: str) -> bool:
        if self.sub == "done":
            return self._next_slot()
        if self.sub == "start":
            strength = [0] * self.players
            colour = [None] * self.players
            for seat_index in (ARENA_IDX if kind == "arena" else STADIUM_IDX):
                seat = self.spaces[seat_index]
                if seat is not None:
                    strength[seat] += D.SPACE_VALUE[seat_index]
                    colour[seat] = "bronze" if kind == "arena" else \
                        ("gold" if seat_index in GOLD_IDX else "silver")
            order = [s for s in self._turn_order() if colour[s]]
            if not order:
                if kind == "stadium":
                    self._no_race()
                return self._next_slot()
            self.contest = {"kind": kind, "order": order, "strength": strength,
                            "colour": colour, "step": "roll", "i": 0, "ranking": []}
            self.sub = "contest"
            names = ", ".join("{%d} (%d)" % (k, strength[s]) for k, s in enumerate(order))
            what = "fight in the Arena" if kind == "arena" else "race in the Stadium"
            self._say(f"The {what} begins: {names}.", *order)
        c = self.contest
        step = c["step"]
        if step == "roll":
            if c["i"] < len(c["order"]):
                self.roll = [D.RED_DICE, "red", "contest"]
                return False
            c["step"], c["i"] = "cards", 0
            step = "cards"
        if step == "cards":
            # DECISION (contest-everyone-asked): every fighter is asked, even one with no card to
            # play: hands are secret (rulebook), and skipping those who hold none would say so.
            if c["i"] < len(c["order"]):
                return self._ask(c["order"][c["i"]], "cards")
            c["step"] = step = "blue"
        if step == "blue":
            holder = self.blue_holder
            c["step"] = "rank"
            if holder is not None and c["colour"][holder] and self.blue_left:
                if kind == "arena":
                    return self._ask(holder, "blue")
                self.roll = [self.blue_left, "blue", "blue"]
                self.blue_left = 0
                return False
            step = "rank"
        if step == "rank":
            self._rank()
            return False
        if step == "pick":
            p = self.pick
            if p["drawn"] is None or self.stadium_up is None:
                self._give_stadium_cards("drawn" if p["drawn"] else "faceup")
                return False
            return self._ask(p["winner"], "keep")
        # step == "end"
        for i in (ARENA_IDX if kind == "arena" else STADIUM_IDX):
            self.spaces[i] = None
        self.contest = None
        self.pick = None
        return self._next_slot()

    def _no_race(self) -> None:
        self._say("Nobody raced in the Stadium: the face-up Stadium card and the top face-down "
                  "one leave the game.")
        if self.stadium_up is not None:
            self.stadium_removed.append(self.stadium_up)
            self.stadium_up = None
        self.draws.append(["stadium", "stadium-hidden"])

    def _playable(self, seat: int) -> list:
        c = self.contest
        hand = self.hands[seat]
        if c["kind"] == "arena":
            return [card for card in D.ARENA_CARDS if hand.get(card)]
        return [card for card in HORSE_CARDS[c["colour"][seat]] if hand.get(card)]

    def _rolled_contest(self, faces) -> None:
        c = self.contest
        seat = c["order"][c["i"]]
        colour = c["colour"][seat]
        hits = faces.count(colour)
        c["strength"][seat] += hits
        c["i"] += 1
        self._say(f"{{0}} rolled {', '.join(faces)}: +{hits}, strength {c['strength'][seat]}.", seat)

    def _rolled_blue(self, faces) -> None:
        c = self.contest
        seat = self.blue_holder
        hits = faces.count(c["colour"][seat])
        c["strength"][seat] += hits
        self._say(f"{{0}} rolled {len(faces)} blue {'die' if len(faces) == 1 else 'dice'}: "
                  f"{', '.join(faces)}: +{hits}, strength {c['strength'][seat]}.", seat)

    def _do_play(self, action) -> None:
        seat = self.actor
        card = action[1]
        c = self.contest
        self.hands[seat][card] -= 1
        if not self.hands[seat][card]:
            del self.hands[seat][card]
        deck = D.CARD_DECK[card]
        self.discards[deck][card] += 1
        self._forget_known(card, seat)
        gain = D.CARD_SLAVES[card] + D.CARD_WEAPONS[card] + D.CARD_HORSES[card]
        c["strength"][seat] += gain
        self._say(f"{{0}} played {D.CARD_NAMES[card]}: strength {c['strength'][seat]}.", seat)

    def _forget_known(self, card: str, seat: int) -> None:
        """``seat`` played ``card``: the first record of where that card went is spent."""
        for k, (known, holders, _) in enumerate(self.known):
            if known == card and seat in holders:
                self.known = self.known[:k] + self.known[k + 1:]
                return

    def _do_blue(self, action) -> None:
        n = action[1]
        seat = self.actor
        if n:
            self.blue_left -= n
            self.roll = [n, "blue", "blue"]
        else:
            self._say("{0} rolled no blue dice in the Arena.", seat)

    def _rank(self) -> None:
        c = self.contest
        track = self.track
        order = sorted(c["order"], key=lambda s: (-c["strength"][s], track.index(s)))
        c["ranking"] = order
        parts = ", ".join(f"{PLACES[k]} {{{k}}} ({c['strength'][s]})" for k, s in enumerate(order))
        tie = len(order) > 1 and c["strength"][order[0]] == c["strength"][order[1]]
        note = " The tie went to the earlier tiebreaker disc." if tie else ""
        self._say(f"Result: {parts}.{note}", *order)
        if c["kind"] == "arena":
            for place, seat in enumerate(order[:3]):
                got = self._pay_out(seat, BRONZE, D.ARENA_COINS[place])
                self._say(f"{{0}} received {got} bronze.", seat)
            c["step"] = "prize"
            self.actor, self.ask = order[0], "prize"
        else:
            for place, seat in enumerate(order[:3]):
                metal = METAL[c["colour"][seat]]
                got = self._pay_out(seat, metal, D.STADIUM_COINS[place])
                self._say(f"{{0}} received {got} {D.METALS[metal]}.", seat)
            c["step"] = "pick"
            self.pick = {"winner": order[0], "second": order[1] if len(order) > 1 else None,
                         "drawn": None}
            self.draws.append(["stadium", "stadium-drawn"])

    def _do_prize(self, action) -> None:
        c = self.contest
        winner = self.actor
        second = c["ranking"][1] if len(c["ranking"]) > 1 else None
        take_points = action[1] == "points"
        for seat, points in ((winner, take_points), (second, not take_points)):
            if seat is None:
                continue
            if points:
                gained = D.ARENA_POINTS_FACTOR * c["strength"][seat]
                self.points[seat] += gained
                self._say(f"{{0}} scored {gained} points in the Arena.", seat)
            else:
                self._say("{0} takes a servi card as the Arena prize.", seat)
                self.draws.append(["servi", seat])
        c["step"] = "end"

    def _do_keep(self, action) -> None:
        self._give_stadium_cards(action[1])

    def _give_stadium_cards(self, kept: str) -> None:
        p = self.pick
        winner, second = p["winner"], p["second"]
        faceup, drawn = self.stadium_up, p["drawn"]
        keep, give = (faceup, drawn) if kept == "faceup" else (drawn, faceup)
        self.stadium_up = None
        if keep is not None:
            self.hands[winner][keep] = self.hands[winner].get(keep, 0) + 1
        if second is not None and give is not None:
            self.hands[second][give] = self.hands[second].get(give, 0) + 1
            self._say("{0} kept one Stadium card and secretly gave the other to {1}.", winner, second)
            self._tell(second, f"{{0}} gave you {D.CARD_NAMES[give]}.", winner)
        elif give is not None and give == faceup:
            # Everyone saw the face-up card: it leaves the game in the open.
            self.stadium_removed.append(give)
            self._say(f"{{0}} kept the face-down Stadium card; {D.CARD_NAMES[give]}, the face-up "
                      "one, left the game.", winner)
        elif give is not None:
            self.stadium_hidden.append(give)
            self._say("{0} kept the face-up Stadium card; the face-down one left the game unseen.",
                      winner)
        else:
            self._say("{0} took the only Stadium card.", winner)
        if keep is not None:
            self._tell(winner, f"You kept {D.CARD_NAMES[keep]}.")
        self._record_stadium_cards(winner, second, faceup, keep, give)
        self.contest["step"] = "end"

    def _record_stadium_cards(self, winner, second, faceup, keep, give) -> None:
        """What each seat saw of where the Stadium's two cards went (see ``known``)."""
        taker = second if second is not None else -1    # -1: the card left the game unseen
        everyone = list(range(self.players))
        known = []
        if faceup is not None:
            if give is None:     # no choice was made: the face-up card went to the winner
                known.append([faceup, [winner], everyone])
            elif second is None and give == faceup:
                return    # a lone racer let it go in the open: stadium_removed tells everyone
            else:                # the winner chose in secret which card to give
                onlookers = [s for s in everyone if s not in (winner, second)]
                known.append([faceup, [winner, taker], onlookers])
                if second is not None and give != faceup:
                    known.append([faceup, [winner], [second]])
        if give is not None:
            known.append([give, [taker], [winner]])
        self.known = self.known + known

    # --- Theatrum -----------------------------------------------------------------------------

    def _slot_theatrum(self) -> bool:
        seat = self.spaces[SI["theatrum"]]
        if seat is None or self.sub == "done":
            return self._next_slot()
        if self.sub == "start":
            self.sub = "auction"
            self.auction = {"seat": seat, "card": None, "in": [True] * self.players,
                            "bid": None, "high": None, "turn": seat}
            self.draws.append(["theatre", "theatre-up"])
            return False
        a = self.auction
        if a["card"] is None:
            self._say("The Theatrum deck is empty: there is nothing to auction.")
            return self._end_auction()
        if a["high"] is None:        # nobody has opened yet
            turn = a["turn"]
            if a["in"][turn]:
                if any(self.coins[turn]):
                    return self._ask(turn, "open")
                self._say("{0} has no coin and cannot open the auction.", turn)
                a["in"][turn] = False
            nxt = (turn + 1) % self.players
            if nxt == a["seat"]:
                self.theatre[a["seat"]].append(a["card"])
                self._say(f"Nobody bid: {{0}} takes {D.CARD_NAMES[a['card']]} for free.", a["seat"])
                return self._end_auction()
            a["turn"] = nxt
            return False
        if sum(a["in"]) == 1:
            return self._win_auction()
        turn = a["turn"]
        if self._raises(turn):
            return self._ask(turn, "raise")
        self._say("{0} cannot match and raise the bid and leaves the auction.", turn)
        a["in"][turn] = False
        a["turn"] = self._next_bidder(turn)
        return False

    def _raises(self, seat: int) -> list:
        bid = self.auction["bid"]
        purse = self.coins[seat]
        return [m for m in range(3) if purse[m] >= bid[m] + 1 and
                all(purse[k] >= bid[k] for k in range(3))]

    def _next_bidder(self, seat: int) -> int:
        a = self.auction
        for step in range(1, self.players + 1):
            nxt = (seat + step) % self.players
            if a["in"][nxt]:
                return nxt
        return seat

    def _do_bid(self, action) -> None:
        seat = self.actor
        a = self.auction
        metal = METAL[action[1]]
        if a["high"] is None:
            a["bid"] = [0, 0, 0]
            a["bid"][metal] = 1
            self._say(f"{{0}} opened the auction with 1 {action[1]}.", seat)
        else:
            a["bid"] = a["bid"][:]
            a["bid"][metal] += 1
            self._say(f"{{0}} bid {coins_text(a['bid'])}.", seat)
        a["high"] = seat
        a["turn"] = self._next_bidder(seat)

    def _do_pass(self, action) -> None:
        seat = self.actor
        if self.ask == "build":
            space = D.SPACE_IDS[FORUM_IDX[self.forum["i"]]]
            full = 2 if space == D.FORUM_DOUBLE else 1
            self._say("{0} built nothing more." if self.forum["left"] < full
                      else "{0} built nothing in the Forum.", seat)
            self.forum["left"] = 0
            return
        a = self.auction
        a["in"][seat] = False
        if a["high"] is None:    # the turn to open passes on in ``_slot_theatrum``
            self._say("{0} did not open the auction.", seat)
        else:
            self._say("{0} left the auction.", seat)
            a["turn"] = self._next_bidder(seat)

    def _win_auction(self) -> bool:
        a = self.auction
        winner, seller, bid = a["high"], a["seat"], a["bid"]
        for m in range(3):
            self.coins[winner][m] -= bid[m]
            if winner == seller:
                self.bank[m] += bid[m]
            else:
                self.coins[seller][m] += bid[m]
        self.theatre[winner].append(a["card"])
        to = "the bank" if winner == seller else "{1}"
        self._say(f"{{0}} won {D.CARD_NAMES[a['card']]} and paid {coins_text(bid)} to {to}.",
                  winner, seller)
        return self._end_auction()

    def _end_auction(self) -> bool:
        self.auction = None
        self._free("theatrum")
        return self._next_slot()

    # --- Forum ----------------------------------------------------------------------------------

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
                self._say("{0} could not build anything in the Forum.", seat)
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
        purse = self.coins[seat]
        hand = self.hands[seat]
        ones, twos = hand.get("slave1", 0), hand.get("slave2", 0)
        actions = []
        for site in range(N_SITES):
            if self.sites[site] is not None:
                continue
            cost = D.SITE_COST[site]
            if purse[0] < cost[0] or purse[1] < cost[1] or purse[2] < cost[2]:
                continue
            for a, b in slave_payments(cost[3], ones, twos):
                actions.append(("build", D.SITE_IDS[site], a, b))
        return actions

    def _do_build(self, action) -> None:
        seat = self.actor
        site = D.SITE_INDEX[action[1]]
        ones, twos = action[2], action[3]
        cost = D.SITE_COST[site]
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
        self.sites[site] = seat
        self.houses[seat] -= 1
        space = D.SPACE_IDS[FORUM_IDX[self.forum["i"]]]
        self.forum["left"] -= 1
        slaves = ones + 2 * twos
        parts = [f"{cost[m]} {D.METALS[m]}" for m in (GOLD, SILVER, BRONZE) if cost[m]]
        if slaves:
            parts.append(f"{slaves} slave{'s' if slaves > 1 else ''}")
        paid = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
        bonus = ""
        if space in D.FORUM_POINTS:
            self.points[seat] += D.SITE_VALUE[site]
            bonus = f" and scored {D.SITE_VALUE[site]} points"
        self._say(f"{{0}} built {D.site_name(site)} for {paid}{bonus}.", seat)

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
        taken = coins_text(stolen)
        self._say(f"{{0}} (Latro) rolled {', '.join(faces)} and stole {taken}.", seat)
        self._free("latro")
        self.sub = "done"

    def _slot_portus(self) -> bool:
        space = SLOTS[self.slot]
        i = SI[space]
        seat = self.spaces[i]
        if seat is None or self.sub == "done":
            return self._next_slot()
        metal = SPACE_PORT_METAL[i]
        if self.space_coin[i] is not None:
            self.space_coin[i] = None
            self.bank[metal] += 1
            self._activate(seat, f"the {D.METALS[metal]} coin under their henchman")
        elif self.coins[seat][metal]:
            return self._ask(seat, "activate")
        else:
            self._say(f"{{0}} has no {D.METALS[metal]} coin and cannot activate the buildings.", seat)
        self._free(space)
        return self._next_slot()

    def _do_activate(self, action) -> None:
        seat = self.actor
        space = SLOTS[self.slot]
        metal = SPACE_PORT_METAL[SI[space]]
        self.coins[seat][metal] -= 1
        self.bank[metal] += 1
        self._activate(seat, f"a {D.METALS[metal]} coin from their own purse")
        self._free(space)
        self.sub = "done"

    def _activate(self, seat: int, paid: str) -> None:
        points = 0
        gained = [0, 0, 0]
        for site in range(N_SITES):
            if self.sites[site] == seat:
                points += D.SITE_POINTS[site]
                for m, n in enumerate(D.SITE_COINS[site]):
                    if n:
                        gained[m] += self._pay_out(seat, m, n)
        self.points[seat] += points
        coins = coins_text(gained) if any(gained) else "no coins"
        self._say(f"{{0}} activated their workshops and banks with {paid}: {points} points "
                  f"and {coins}.", seat)

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
        self._say("{0} holds position 1 of the tiebreaker track and becomes start player.",
                  self.start)
        if self.round >= D.ROUNDS:
            self.stage = "colours"
            self._say("Six rounds are over: final scoring.")
            return False
        self.round += 1
        self.stage = "place"
        self.placer = self.start
        self.slot, self.sub = 0, "start"
        self._say(f"Round {self.round} begins.")
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

