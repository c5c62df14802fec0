"""Aquileia (Cielo d'Oro, 2011): the rules and the state.

A round is a placement phase (henchmen and the tiebreaker disc) and an action phase that resolves
the board's areas in their fixed order: Mercatus (Dolus, Pecunia, Equi et Arma, Servi, Potentia),
Arena, Stadium, Theatrum, Forum, Portus. After six rounds laurel cards and villas are scored.

The action phase is a fixed list of *slots* (one per space or area, see ``SLOTS``); ``_advance``
runs them in order and stops at every decision or chance node. Numbers and decisions live in
:mod:`engine.games.aquileia_data`; views, button labels and the log's wording of a state in
:mod:`engine.games.aquileia_view` (the rules record each step's log sentences as events).

>>> state = new_game(3)
>>> state.current_player() == CHANCE      # the start player is chosen by lot
True
>>> state.apply(("start", 1)); [a for a, _ in state.chance_outcomes()][0][:2]
('draw', 'equi')
"""

from __future__ import annotations

from engine.core import CHANCE, TERMINAL, GameState, draw_outcomes, roll_outcomes
from engine.games import aquileia_data as D
from engine.games import aquileia_view
from engine.games.aquileia_view import action_label, coins_text, narrate  # the module protocol

NAME = "Aquileia"
PLAYERS = range(2, 6)

N_SPACES = len(D.SPACE_IDS)
N_SITES = len(D.SITE_IDS)
SI = D.SPACE_INDEX
BRONZE, SILVER, GOLD = 0, 1, 2
METAL = D.METAL_INDEX

# Placement categories, so that legal placement is one table look-up per space.
_CAT_FREE, _CAT_GOLD, _CAT_SILVER, _CAT_PORT = 0, 1, 2, 3
SPACE_CAT = tuple(
    _CAT_GOLD if sid in D.GOLD_SPACES else _CAT_SILVER if sid in D.SILVER_SPACES
    else _CAT_PORT if sid in D.PORTUS_PAID else _CAT_FREE
    for sid in D.SPACE_IDS)
SPACE_PORT_METAL = tuple(METAL[D.PORTUS_METAL[sid]] if sid in D.PORTUS_METAL else -1
                         for sid in D.SPACE_IDS)
ARENA_IDX = tuple(SI[s] for s in D.ARENA_SPACES)
GOLD_IDX = tuple(SI[s] for s in D.GOLD_SPACES)
SILVER_IDX = tuple(SI[s] for s in D.SILVER_SPACES)
STADIUM_IDX = GOLD_IDX + SILVER_IDX
PORT_IDX = tuple(SI[s] for s in D.PORTUS_PAID)
FORUM_IDX = tuple(SI[s] for s in D.FORUM_SPACES)
PLACE_ACTIONS = tuple(("place", sid) for sid in D.SPACE_IDS)
BLOCKED_IDX = {n: frozenset(SI[s] for s in spaces) for n, spaces in D.BLOCKED.items()}

SLOTS = ("dolus", "pecunia", "equi1", "equi2", "equi3", "servi-bronze", "servi-silver",
         "servi-gold", "potentia", "arena", "stadium", "theatrum", "forum", "latro",
         "portus-bronze", "portus-silver", "portus-gold", "end")
HORSE_CARDS = {metal: tuple(c for c in D.CARD_ORDER if D.CARD_HORSE_METAL[c] == metal)
               for metal in ("gold", "silver")}
SLOT_HANDLERS = tuple("_slot_" + slot.replace("-", "_").rstrip("123") for slot in SLOTS)
PLACES = ("1st", "2nd", "3rd", "4th", "5th")


def _empty_deck(deck: str) -> dict:
    return {card: 0 for card in D.DECK_CARDS[deck]}


class AquileiaState(GameState):
    game_id = "aquileia"

    # --- building ---------------------------------------------------------------------------

    def __init__(self, players: int):
        n = self.players = players
        self.round = 1
        self.start = None            # start player; None until chosen by lot
        self.stage = "setup"         # setup, place, action, colours, over
        self.slot = 0                # index into SLOTS during the action phase
        self.sub = "start"           # progress inside the current slot
        self.actor = CHANCE
        self.ask = None              # the kind of decision the actor faces
        self.coins = [list(D.START_COINS) for _ in range(n)]
        self.bank = [D.BANK_COINS - D.START_COINS[m] * n for m in range(3)]
        self.points = [0] * n
        self.houses = [D.HOUSES] * n
        self.hands = [{} for _ in range(n)]          # hidden cards (servi, equi, stadium)
        self.theatre = [[] for _ in range(n)]        # theatre cards won (auctions are public)
        self.decks = {deck: dict(cards) for deck, cards in D.FULL_DECKS.items()}
        self.discards = {deck: _empty_deck(deck) for deck in D.DECKS}
        self.equi_up = [None] * D.EQUI_FACE_UP
        self.stadium_up = None
        self.stadium_removed = []    # face-up Stadium cards removed (public)
        self.stadium_hidden = []     # face-down Stadium cards removed or refused (nobody saw them)
        self.spaces = [None] * N_SPACES
        self.space_coin = [None] * N_SPACES
        self.henchmen = [D.HENCHMEN] * n
        self.track = []              # tiebreaker track, first placed first
        self.last_track = []
        self.placer = 0
        self.blue_holder = None
        self.blue_left = 0
        self.sites = [None] * N_SITES
        self.draws = []              # pending card draws: [deck, destination]
        self.roll = None             # pending roll: [dice, colour, purpose]
        self.dice = []               # latest roll: [[colour, face], ...]
        self.contest = None
        self.auction = None
        self.pecunia = None
        self.forum = None
        self.pick = None             # Stadium winner's choice: winner, second, drawn card
        self.colours = [{} for _ in range(n)]   # final colour of each theatre card
        self.events = []             # (seat or None, text, seats) of the latest apply

    def clone(self) -> "AquileiaState":
        other = AquileiaState.__new__(AquileiaState)
        other.players = self.players
        other.round = self.round
        other.start = self.start
        other.stage = self.stage
        other.slot = self.slot
        other.sub = self.sub
        other.actor = self.actor
        other.ask = self.ask
        other.coins = [purse[:] for purse in self.coins]
        other.bank = self.bank[:]
        other.points = self.points[:]
        other.houses = self.houses[:]
        other.hands = [dict(hand) for hand in self.hands]
        other.theatre = [cards[:] for cards in self.theatre]
        other.decks = {deck: dict(cards) for deck, cards in self.decks.items()}
        other.discards = {deck: dict(cards) for deck, cards in self.discards.items()}
        other.equi_up = self.equi_up[:]
        other.stadium_up = self.stadium_up
        other.stadium_removed = self.stadium_removed[:]
        other.stadium_hidden = self.stadium_hidden[:]
        other.spaces = self.spaces[:]
        other.space_coin = self.space_coin[:]
        other.henchmen = self.henchmen[:]
        other.track = self.track[:]
        other.last_track = self.last_track[:]
        other.placer = self.placer
        other.blue_holder = self.blue_holder
        other.blue_left = self.blue_left
        other.sites = self.sites[:]
        other.draws = [d[:] for d in self.draws]
        other.roll = self.roll[:] if self.roll else None
        other.dice = self.dice          # replaced, never changed in place
        other.contest = _copy_contest(self.contest)
        other.auction = _copy_auction(self.auction)
        other.pecunia = _copy_pecunia(self.pecunia)
        other.forum = dict(self.forum) if self.forum else None
        other.pick = dict(self.pick) if self.pick else None
        other.colours = [dict(c) for c in self.colours]
        other.events = self.events      # replaced, never changed in place
        return other

    FIELDS = ("players", "round", "start", "stage", "slot", "sub", "actor", "ask", "coins", "bank",
              "points", "houses", "hands", "theatre", "decks", "discards", "equi_up",
              "stadium_up", "stadium_removed", "stadium_hidden", "spaces", "space_coin",
              "henchmen", "track", "last_track", "placer", "blue_holder", "blue_left", "sites",
              "draws", "roll", "dice", "contest", "auction", "pecunia", "forum", "pick",
              "colours", "events")

    def to_json(self) -> dict:
        d = {"game": self.game_id}
        copy = self.clone()
        for field in self.FIELDS:
            d[field] = getattr(copy, field)
        d["events"] = [list(e) for e in self.events]
        d["contest"] = _contest_json(copy.contest)
        return d

    # --- protocol ---------------------------------------------------------------------------

    def current_player(self) -> int:
        return self.actor

    def chance_outcomes(self) -> list:
        if self.draws:
            deck = self.draws[0][0]
            return draw_outcomes("draw", self.decks[deck], deck)
        if self.roll:
            return roll_outcomes("roll", self.roll[0], D.DIE_FACES)
        if self.start is None:
            return [(("start", seat), 1.0 / self.players) for seat in range(self.players)]
        return []

    def legal_actions(self) -> list:
        ask = self.ask
        seat = self.actor
        if seat < 0:
            return []
        if ask == "place":
            return self._placements(seat)
        if ask == "pecunia":
            return self._exchanges(seat) + [("done",)]
        if ask == "equi":
            return [("buy", SLOTS[self.slot]), ("skip",)]
        if ask == "servi":
            space = SLOTS[self.slot]
            most = min(D.SERVI_LIMIT[space], self.coins[seat][METAL[D.SERVI_METAL[space]]])
            return [("servi", n) for n in range(1, most + 1)] + [("skip",)]
        if ask == "cards":
            return [("play", card) for card in self._playable(seat)] + [("done",)]
        if ask == "blue":
            return [("blue", n) for n in range(self.blue_left + 1)]
        if ask == "prize":
            return [("prize", "points"), ("prize", "slave")]
        if ask == "keep":
            return [("keep", "faceup"), ("keep", "drawn")]
        if ask == "open":
            return [("bid", metal) for m, metal in enumerate(D.METALS) if self.coins[seat][m]] \
                + [("pass",)]
        if ask == "raise":
            return [("bid", D.METALS[m]) for m in self._raises(seat)] + [("pass",)]
        if ask == "build":
            return self._builds(seat) + [("pass",)]
        if ask == "activate":
            return [("activate",), ("skip",)]
        if ask == "colour":
            card = self._uncoloured(seat)
            return [("colour", card, colour) for colour in D.CARD_COLOURS[card]]
        return []

    def apply(self, action) -> None:
        self.events = []
        if self.actor == CHANCE:
            self._apply_chance(action)
        else:
            getattr(self, "_do_" + action[0])(action)   # handlers read ``ask`` for context
            self.ask = None
        self._advance()

    def scores(self) -> list:
        if self.stage == "over":
            return [sum(points for _, points in self.final_lines(seat)[:-1])
                    for seat in range(self.players)]
        return self.points[:]

    def tiebreak(self, seat: int):
        # Decision (see the data module): the last round's tiebreaker track breaks a final tie.
        track = self.last_track
        return -track.index(seat) if seat in track else -self.players

    def why_illegal(self, action) -> str | None:
        if self.actor < 0:
            return None
        if self.ask == "place" and action and action[0] == "place":
            space = action[1] if len(action) > 1 else None
            if space not in SI:
                return f"There is no space called {space!r}."
            i = SI[space]
            seat = self.actor
            if i in BLOCKED_IDX[self.players]:
                return f"{D.SPACE_NAMES[space]} is closed in a {self.players}-player game."
            if self.spaces[i] is not None:
                return "Another henchman already stands there: one henchman per space."
            if not self.henchmen[seat]:
                return "You have no henchmen left to place."
            side = self._stadium_side(seat)
            if SPACE_CAT[i] == _CAT_GOLD and side == "silver":
                return "You already race with the silver horses: you may not join the gold side."
            if SPACE_CAT[i] == _CAT_SILVER and side == "gold":
                return "You already race with the gold horses: you may not join the silver side."
            if SPACE_CAT[i] == _CAT_PORT:
                if any(self.spaces[j] == seat for j in PORT_IDX):
                    return "You may take only one of the three paid Portus spaces."
                if not self.coins[seat][SPACE_PORT_METAL[i]]:
                    return f"You need a {D.PORTUS_METAL[space]} coin to place there."
        if self.ask == "build" and action and action[0] == "build":
            return self._why_not_build(self.actor, action)
        if self.ask in ("open", "raise") and action and action[0] == "bid":
            return "You cannot bid that: you must hold the whole bid, coin for coin, plus the new coin."
        return None

    def _why_not_build(self, seat: int, action) -> str:
        site = D.SITE_INDEX.get(action[1]) if len(action) == 4 else None
        if site is None:
            return "Name a building site and how many 1-slave and 2-slave cards you pay with."
        if self.sites[site] is not None:
            return "That site already holds a building."
        if not self.houses[seat]:
            return "All nine of your houses are built."
        cost = D.SITE_COST[site]
        if any(self.coins[seat][m] < cost[m] for m in range(3)):
            return f"You need exactly {coins_text(cost[:3])}: no other metal will do."
        return (f"Pay the {cost[3]} slaves with your servi cards: exactly if you can, otherwise with "
                "as little extra as possible and no card to spare.")

    # --- the round machine ------------------------------------------------------------------

    def _advance(self) -> None:
        """Run automatic steps until a player must decide, a chance event is due, or the end."""
        while True:
            if self.draws:
                deck = self.draws[0][0]
                cards = self.decks[deck]
                if not any(cards.values()):
                    if any(self.discards[deck].values()):
                        self.decks[deck] = self.discards[deck]
                        self.discards[deck] = _empty_deck(deck)
                        self._say(f"The {D.DECK_NAMES[deck]} discard pile was shuffled into a "
                                  "new deck.")
                    else:
                        self.draws.pop(0)
                        self._say(f"The {D.DECK_NAMES[deck]} deck is empty: no card was drawn.")
                        continue
                self.actor = CHANCE
                return
            if self.roll or (self.stage == "setup" and self.start is None):
                self.actor = CHANCE
                return
            if self.ask:
                return
            if self._step():
                return

    def _step(self) -> bool:
        """One automatic step; True when it left a decision waiting (``ask`` set)."""
        stage = self.stage
        if stage == "action":
            return getattr(self, SLOT_HANDLERS[self.slot])()
        if stage == "place":
            if len(self.track) == self.players:
                self.stage, self.slot, self.sub = "action", 0, "start"
                return False
            self.actor, self.ask = self.placer, "place"
            return True
        if stage == "setup":
            self.stage = "place"
            self.placer = self.start
            return False
        if stage == "colours":
            for seat in range(self.players):
                if self._uncoloured(seat):
                    self.actor, self.ask = seat, "colour"
                    return True
            self.stage = "over"
            self._say("The game is over.")
            return False
        self.actor = TERMINAL
        return True

    def _next_slot(self) -> bool:
        self.slot += 1
        self.sub = "start"
        return False

    def _ask(self, seat: int, kind: str) -> bool:
        self.actor, self.ask = seat, kind
        return True

    def _free(self, space: str) -> None:
        self.spaces[SI[space]] = None

    # --- chance -----------------------------------------------------------------------------

    def _apply_chance(self, action) -> None:
        verb = action[0]
        if verb == "draw":
            deck, card = action[1], action[2]
            self.decks[deck][card] -= 1
            destination = self.draws.pop(0)[1]
            if isinstance(destination, int):
                hand = self.hands[destination]
                hand[card] = hand.get(card, 0) + 1
                self._say(f"{{0}} drew {D.A_CARD_OF[deck]}.", destination)
                self._tell(destination, f"You drew {D.CARD_NAMES[card]}.")
            elif destination.startswith("equi"):
                self.equi_up[int(destination[4:])] = card
                self._say(f"{D.CARD_NAMES[card].capitalize()} was laid face up at Equi et Arma.")
            elif destination == "stadium-up":
                self.stadium_up = card
                self._say(f"{D.CARD_NAMES[card].capitalize()} was laid face up at the Stadium.")
            elif destination == "stadium-hidden":
                self.stadium_hidden.append(card)
                self._say("The top face-down Stadium card was removed from the game unseen.")
            elif destination == "stadium-drawn":
                self.pick["drawn"] = card
                self._say("{0} looked at the top face-down Stadium card.", self.pick["winner"])
                self._tell(self.pick["winner"], f"The face-down Stadium card is {D.CARD_NAMES[card]}.")
            elif destination == "theatre-up":
                self.auction["card"] = card
                self._say(f"{{0}} revealed {D.CARD_NAMES[card]} for auction.", self.auction["seat"])
        elif verb == "roll":
            _, colour, purpose = self.roll
            self.roll = None
            faces = action[1:]
            self.dice = [[colour, face] for face in faces]
            getattr(self, "_rolled_" + purpose)(faces)
        elif verb == "start":
            self.start = action[1]
            self._say("{0} was chosen by lot as start player.", self.start)
            self.draws = [["equi", f"equi{k}"] for k in range(D.EQUI_FACE_UP)] \
                + [["stadium", "stadium-up"]]

    # --- placement --------------------------------------------------------------------------

    def _stadium_side(self, seat: int):
        spaces = self.spaces
        for i in GOLD_IDX:
            if spaces[i] == seat:
                return "gold"
        for i in SILVER_IDX:
            if spaces[i] == seat:
                return "silver"
        return None

    def _placements(self, seat: int) -> list:
        actions = []
        if self.henchmen[seat]:
            spaces = self.spaces
            blocked = BLOCKED_IDX[self.players]
            side = self._stadium_side(seat)
            paid_port = any(spaces[j] == seat for j in PORT_IDX)
            purse = self.coins[seat]
            for i in range(N_SPACES):
                if spaces[i] is not None or i in blocked:
                    continue
                cat = SPACE_CAT[i]
                if cat == _CAT_GOLD and side == "silver" or cat == _CAT_SILVER and side == "gold":
                    continue
                if cat == _CAT_PORT and (paid_port or not purse[SPACE_PORT_METAL[i]]):
                    continue
                actions.append(PLACE_ACTIONS[i])
        actions.append(("tiebreaker",))
        return actions

    def _do_place(self, action) -> None:
        seat = self.actor
        i = SI[action[1]]
        self.spaces[i] = seat
        self.henchmen[seat] -= 1
        metal = SPACE_PORT_METAL[i]
        if metal >= 0:
            self.coins[seat][metal] -= 1
            self.space_coin[i] = D.METALS[metal]
            self._say(f"{{0}} placed a henchman on {D.SPACE_NAMES[action[1]]} with a "
                      f"{D.METALS[metal]} coin under it.", seat)
        else:
            self._say(f"{{0}} placed a henchman on {D.SPACE_NAMES[action[1]]}.", seat)
        self._next_placer()

    def _do_tiebreaker(self, action) -> None:
        seat = self.actor
        self.track.append(seat)
        position = len(self.track)
        note = " (start player next round)" if position == 1 else ""
        self._say(f"{{0}} placed the tiebreaker disc on position {position}{note} and places "
                  "no more henchmen this round.", seat)
        self._next_placer()

    def _next_placer(self) -> None:
        n = self.players
        for step in range(1, n + 1):
            seat = (self.placer + step) % n
            if seat not in self.track:
                self.placer = seat
                return

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
            while c["i"] < len(c["order"]):
                seat = c["order"][c["i"]]
                if self._playable(seat):
                    return self._ask(seat, "cards")
                c["i"] += 1
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
        gain = D.CARD_SLAVES[card] + D.CARD_WEAPONS[card] + D.CARD_HORSES[card]
        c["strength"][seat] += gain
        self._say(f"{{0}} played {D.CARD_NAMES[card]}: strength {c['strength'][seat]}.", seat)

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
        else:
            if give is not None:
                self.stadium_hidden.append(give)
            self._say("{0} kept one Stadium card; the other left the game unseen.", winner)
        if keep is not None:
            self._tell(winner, f"You kept {D.CARD_NAMES[keep]}.")
        self.contest["step"] = "end"

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
            self._say("{0} built nothing more.", seat)
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
                if self._builds(seat):
                    return self._ask(seat, "build")
                self._say("{0} could not build anything in the Forum.", seat)
            self.spaces[space] = None
            f["i"] += 1
            f["left"] = None
        self.forum = None
        return self._next_slot()

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

    # --- final scoring ----------------------------------------------------------------------

    def _uncoloured(self, seat: int):
        for card in self.theatre[seat]:
            if card not in self.colours[seat]:
                return card
        return None

    def _do_colour(self, action) -> None:
        seat = self.actor
        self.colours[seat][action[1]] = action[2]
        self._say(f"{{0}} counts {D.CARD_NAMES[action[1]]} as {action[2]}.", seat)

    # --- money ----------------------------------------------------------------------------------

    def _pay_out(self, seat: int, metal: int, amount: int) -> int:
        """Pay up to ``amount`` coins from the finite bank; returns what was paid."""
        paid = min(amount, self.bank[metal])
        self.bank[metal] -= paid
        self.coins[seat][metal] += paid
        return paid

    # --- log ------------------------------------------------------------------------------------

    def _say(self, text: str, *seats) -> None:
        self.events.append([None, text, list(seats)])

    def _tell(self, seat: int, text: str, *seats) -> None:
        self.events.append([seat, text, list(seats)])

    # --- what a seat sees (worded in engine.games.aquileia_view) ----------------------------

    def view(self, seat=None) -> dict:
        """Everything ``seat`` may see (None: a spectator), JSON-ready."""
        return aquileia_view.view(self, seat)

    def final_lines(self, seat: int) -> list:
        """[label, points] lines of ``seat``'s final score; the last line is the total."""
        return aquileia_view.final_lines(self, seat)

    def slot_id(self) -> str:
        """The id of the action-phase slot under way (one of ``SLOTS``)."""
        return SLOTS[self.slot]

    # --- hidden information -------------------------------------------------------------

    def determinize(self, seat, rng) -> "AquileiaState":
        """A state that looks the same to ``seat``, every hidden card resampled.

        Hidden: the decks' order and contents, other seats' servi, equi et arma and Stadium
        cards (and how many each holds), Stadium cards removed unseen, and the face-down Stadium
        card the winner is looking at. Only what ``view(seat)`` shows is read.
        """
        state = self.clone()
        state.events = []
        if self.stage == "over":
            return state    # final scoring showed every card
        others = [s for s in range(self.players) if s != seat]
        for s in others:
            state.hands[s] = {}
        own = self.hands[seat] if seat is not None else {}
        pick_hidden = self.pick is not None and self.pick["drawn"] is not None \
            and seat != self.pick["winner"]
        for deck in D.DECKS:
            if deck == "theatre":
                continue    # every theatre card is public: auctioned face up
            pool = []
            for card in D.DECK_CARDS[deck]:
                unseen = D.FULL_DECKS[deck][card] - own.get(card, 0) - self.discards[deck][card]
                unseen -= self.equi_up.count(card) + self.stadium_removed.count(card)
                unseen -= (self.stadium_up == card)
                if self.pick and seat == self.pick["winner"] and self.pick["drawn"] == card:
                    unseen -= 1
                pool.extend([card] * unseen)
            rng.shuffle(pool)
            size = sum(self.decks[deck].values())
            state.decks[deck] = {card: 0 for card in D.DECK_CARDS[deck]}
            for card in pool[:size]:
                state.decks[deck][card] += 1
            rest = pool[size:]
            if deck == "stadium":
                hidden = len(self.stadium_hidden)
                state.stadium_hidden = rest[:hidden]
                rest = rest[hidden:]
                if pick_hidden:
                    state.pick["drawn"] = rest[0]
                    rest = rest[1:]
            for card in rest:
                if not others:
                    break
                hand = state.hands[others[rng.randrange(len(others))]]
                hand[card] = hand.get(card, 0) + 1
        return state


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


def _copy_contest(c):
    if c is None:
        return None
    return {"kind": c["kind"], "order": c["order"], "strength": c["strength"][:],
            "colour": c["colour"], "step": c["step"], "i": c["i"], "ranking": c["ranking"]}


def _contest_json(c):
    if c is None:
        return None
    d = _copy_contest(c)
    d["order"], d["colour"], d["ranking"] = c["order"][:], c["colour"][:], c["ranking"][:]
    return d


def _copy_auction(a):
    if a is None:
        return None
    return {"seat": a["seat"], "card": a["card"], "in": a["in"][:], "bid": a["bid"],
            "high": a["high"], "turn": a["turn"]}


def _copy_pecunia(p):
    if p is None:
        return None
    return {"seat": p["seat"], "count": p["count"], "gave": p["gave"][:], "got": p["got"][:]}


# --- module protocol ---------------------------------------------------------------------------

def new_game(players: int, **options) -> AquileiaState:
    if options:
        raise TypeError(f"unknown options {', '.join(sorted(options))}")
    if players not in PLAYERS:
        raise ValueError(f"Aquileia is for 2 to 5 players, not {players}")
    return AquileiaState(players)


def from_json(d: dict) -> AquileiaState:
    state = AquileiaState.__new__(AquileiaState)
    for field in AquileiaState.FIELDS:
        setattr(state, field, d[field])
    state = state.clone()   # fresh containers, detached from ``d``
    state.contest = _contest_json(d["contest"])
    state.auction = _copy_auction(d["auction"])
    if state.auction and state.auction["bid"] is not None:
        state.auction["bid"] = state.auction["bid"][:]
    state.dice = [list(die) for die in d["dice"]]
    state.events = [list(e) for e in d["events"]]
    state.draws = [list(x) for x in d["draws"]]
    return state
