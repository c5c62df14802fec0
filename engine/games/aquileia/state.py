"""Aquileia (Cielo d'Oro, 2011): the rules and the state.

A round is a placement phase (henchmen and the tiebreaker disc) and an action phase that resolves
the board's areas in their fixed order: Mercatus (Dolus, Pecunia, Equi et Arma, Servi, Potentia),
Arena, Stadium, Theatrum, Forum, Portus. After six rounds laurel cards and villas are scored.

The action phase is a fixed list of *slots* (one per space or area, see ``SLOTS``); ``_advance``
runs them in order and stops at every decision or chance node. How each area resolves lives in
:mod:`.areas`, :mod:`.contest` (Arena, Stadium) and :mod:`.auction` (Theatrum), mixed into the
state class; a phase's own data is a small value there (:class:`Contest`, :class:`Auction`,
:class:`Pecunia`). Every action, a chance outcome too, is applied by the ``_do_<verb>`` method its
verb names (:meth:`engine.core.GameState.dispatch`). Numbers and decisions live in
:mod:`engine.games.aquileia.data`; views, button labels and the log's wording of a state in
:mod:`engine.games.aquileia.view` (the rules record each step's log sentences as events).

>>> state = new_game(3)
>>> state.current_player() == CHANCE      # the start player is chosen by lot
True
>>> state.apply(("start", 1)); [a for a, _ in state.chance_outcomes()][0][:2]
('draw', 'equi')
"""

from __future__ import annotations

from engine.core import (CHANCE, TERMINAL, GameState, IllegalAction, copy_plain, draw_outcomes,
                         roll_outcomes)
from engine.games.aquileia import data as D
from engine.games.aquileia import view as aquileia_view
from engine.games.aquileia.areas import (  # board index tables shared with the action phase
    METAL, N_SITES, N_SPACES, SI, SLOTS, SPACE_PORT_METAL, ActionPhase, Pecunia)
from engine.games.aquileia.areas import slave_payments  # noqa: F401 (part of this module's API)
from engine.games.aquileia.auction import Auction, Theatrum
from engine.games.aquileia.contest import GOLD_IDX, SILVER_IDX, Contest, Contests
from engine.games.aquileia.view import action_label, narrate  # noqa: F401 (the module protocol)
from engine.games.aquileia.view import card, coins, colour, metal, space
from engine.messages import msg, seat as seat_arg, term

NAME = "Aquileia"
PLAYERS = range(2, 6)

# Placement categories, so that legal placement is one table look-up per space.
_CAT_FREE, _CAT_GOLD, _CAT_SILVER, _CAT_PORT = 0, 1, 2, 3
SPACE_CAT = tuple(
    _CAT_GOLD if sid in D.GOLD_SPACES else _CAT_SILVER if sid in D.SILVER_SPACES
    else _CAT_PORT if sid in D.PORTUS_PAID else _CAT_FREE
    for sid in D.SPACE_IDS)
PORT_IDX = tuple(SI[s] for s in D.PORTUS_PAID)
PLACE_ACTIONS = tuple(("place", sid) for sid in D.SPACE_IDS)
BLOCKED_IDX = {n: frozenset(SI[s] for s in spaces) for n, spaces in D.BLOCKED.items()}
# (index, category, action) of the spaces open at each player count, in the board's order
OPEN_SPACES = {n: tuple((i, SPACE_CAT[i], PLACE_ACTIONS[i]) for i in range(N_SPACES)
                        if i not in blocked) for n, blocked in BLOCKED_IDX.items()}
_ROLLS = {}  # dice count -> the chance outcomes of rolling them (a search asks thousands of times)


def _empty_deck(deck: str) -> dict:
    return {card: 0 for card in D.DECK_CARDS[deck]}


class State(ActionPhase, Contests, Theatrum, GameState):
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
        # Cards whose place some seats saw go into a hand: [card, holders, knowers]; the card is
        # in one of ``holders`` (-1: removed unseen) as far as each of ``knowers`` knows, until
        # a holder plays that card. Read only by ``determinize``.
        self.known = []
        self.events = []             # [seat or None, message id, args] of the latest apply

    def clone(self) -> "State":
        other = State.__new__(State)
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
        other.contest = self.contest.copy() if self.contest else None
        other.auction = self.auction.copy() if self.auction else None
        other.pecunia = self.pecunia.copy() if self.pecunia else None
        other.forum = dict(self.forum) if self.forum else None
        other.pick = dict(self.pick) if self.pick else None
        other.colours = [dict(c) for c in self.colours]
        other.known = self.known[:]     # entries are replaced, never changed in place
        other.events = self.events      # replaced, never changed in place
        return other

    FIELDS = ("players", "round", "start", "stage", "slot", "sub", "actor", "ask", "coins", "bank",
              "points", "houses", "hands", "theatre", "decks", "discards", "equi_up",
              "stadium_up", "stadium_removed", "stadium_hidden", "spaces", "space_coin",
              "henchmen", "track", "last_track", "placer", "blue_holder", "blue_left", "sites",
              "draws", "roll", "dice", "contest", "auction", "pecunia", "forum", "pick",
              "colours", "known", "events")

    PHASES = {"contest": Contest, "auction": Auction, "pecunia": Pecunia}
    """The fields that hold a phase's own value (None outside that phase), by their type."""

    def to_json(self) -> dict:
        d = {"game": self.game_id}
        for field in self.FIELDS:
            value = getattr(self, field)
            d[field] = value.to_json() if field in self.PHASES and value else copy_plain(value)
        return d

    # --- protocol ---------------------------------------------------------------------------

    def current_player(self) -> int:
        return self.actor

    def chance_outcomes(self) -> list:
        if self.draws:
            deck = self.draws[0][0]
            return draw_outcomes("draw", self.decks[deck], deck)
        if self.roll:
            count = self.roll[0]
            if count not in _ROLLS:
                _ROLLS[count] = roll_outcomes("roll", count, D.DIE_FACES)
            return _ROLLS[count][:]
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
        self.dispatch(action)   # a decision's handler reads ``ask`` for its context
        self.ask = None         # (no decision is asked at a chance node)
        self._advance()

    def pieces(self) -> dict:
        """Every piece of the game by kind, wherever it lies: the same from set-up to the end
        (coins per metal, cards per deck, houses per seat)."""
        coins = [self.bank[m] + sum(purse[m] for purse in self.coins)
                 + self.space_coin.count(D.METALS[m]) for m in range(3)]
        cards = {deck: sum(self.decks[deck].values()) + sum(self.discards[deck].values())
                 for deck in D.DECKS}
        laid = [*self.equi_up, self.stadium_up, *self.stadium_removed, *self.stadium_hidden,
                *(c for cards in self.theatre for c in cards),
                self.auction.card if self.auction else None,
                self.pick["drawn"] if self.pick else None]
        for card in laid:
            if card is not None:
                cards[D.CARD_DECK[card]] += 1
        for hand in self.hands:
            for card, count in hand.items():
                cards[D.CARD_DECK[card]] += count
        houses = [self.houses[s] + self.sites.count(s) for s in range(self.players)]
        return {"coins": coins, "cards": cards, "houses": houses}

    def scores(self) -> list:
        if self.stage == "over":
            return [sum(points for _, points in self.final_lines(seat)[:-1])
                    for seat in range(self.players)]
        return self.points[:]

    def tiebreak(self, seat: int):
        # Decision (see the data module): the last round's tiebreaker track breaks a final tie.
        track = self.last_track
        return -track.index(seat) if seat in track else -self.players

    def why_illegal(self, action) -> dict | None:
        if self.actor < 0:
            return None
        if self.ask == "place" and action and action[0] == "place":
            space_id = action[1] if len(action) > 1 else None
            if space_id not in SI:
                return msg("aquileia.why.no_such_space", value=repr(space_id))
            i = SI[space_id]
            seat = self.actor
            if i in BLOCKED_IDX[self.players]:
                return msg("aquileia.why.closed", space=space(space_id), players=self.players)
            if self.spaces[i] is not None:
                return msg("aquileia.why.taken")
            if not self.henchmen[seat]:
                return msg("aquileia.why.no_henchmen")
            side = self._stadium_side(seat)
            if SPACE_CAT[i] == _CAT_GOLD and side == "silver":
                return msg("aquileia.why.racing_silver")
            if SPACE_CAT[i] == _CAT_SILVER and side == "gold":
                return msg("aquileia.why.racing_gold")
            if SPACE_CAT[i] == _CAT_PORT:
                if any(self.spaces[j] == seat for j in PORT_IDX):
                    return msg("aquileia.why.one_portus")
                if not self.coins[seat][SPACE_PORT_METAL[i]]:
                    return msg("aquileia.why.portus_coin", metal=metal(D.PORTUS_METAL[space_id]))
        if self.ask == "build" and action and action[0] == "build":
            return self._why_not_build(self.actor, action)
        if self.ask in ("open", "raise") and action and action[0] == "bid":
            return msg("aquileia.why.bid")
        return None

    def _why_not_build(self, seat: int, action) -> dict:
        site = D.SITE_INDEX.get(action[1]) if len(action) == 4 else None
        if site is None:
            return msg("aquileia.why.build_what")
        if self.sites[site] is not None:
            return msg("aquileia.why.site_taken")
        if not self.houses[seat]:
            return msg("aquileia.why.no_houses")
        cost = D.SITE_COST[site]
        if any(self.coins[seat][m] < cost[m] for m in range(3)):
            return msg("aquileia.why.coins", coins=coins(cost[:3]))
        return msg("aquileia.why.slaves", slaves=cost[3])

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
                        self._say("aquileia.log.discards_shuffled",
                                  deck=term("aquileia.deck." + deck))
                    else:
                        self.draws.pop(0)
                        self._say("aquileia.log.deck_empty", deck=term("aquileia.deck." + deck))
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
            return SLOT_STEPS[self.slot](self)
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
                uncoloured = self._uncoloured(seat)
                while uncoloured:
                    scoring = self._scoring_colours(seat, uncoloured)
                    if len(scoring) > 1:
                        self.actor, self.ask = seat, "colour"
                        return True
                    # A choice that cannot change the score is not asked.
                    counted = scoring[0] if scoring else D.CARD_COLOURS[uncoloured][0]
                    self.colours[seat][uncoloured] = counted
                    self._say("aquileia.log.colour_only_scoring" if scoring
                              else "aquileia.log.colour_none_scoring", seat=seat_arg(seat),
                              card=card(uncoloured), colour=colour(counted))
                    uncoloured = self._uncoloured(seat)
            self.stage = "over"
            self._say("aquileia.log.game_over")
            return False
        self.actor = TERMINAL
        return True

    # --- chance -----------------------------------------------------------------------------

    def _do_draw(self, deck: str, drawn: str) -> None:
        self.decks[deck][drawn] -= 1
        destination = self.draws.pop(0)[1]
        if isinstance(destination, int):
            hand = self.hands[destination]
            hand[drawn] = hand.get(drawn, 0) + 1
            self._say("aquileia.log.drew", seat=seat_arg(destination),
                      a_card=term("aquileia.a_card_of." + deck))
            self._tell(destination, "aquileia.log.you_drew", card=card(drawn))
        elif destination.startswith("equi"):
            self.equi_up[int(destination[4:])] = drawn
            self._say("aquileia.log.laid_at_equi", card=term("aquileia.card_start." + drawn))
        elif destination == "stadium-up":
            self.stadium_up = drawn
            self._say("aquileia.log.laid_at_stadium", card=term("aquileia.card_start." + drawn))
        elif destination == "stadium-hidden":
            self.stadium_hidden.append(drawn)
            self._say("aquileia.log.stadium_card_removed")
        elif destination == "stadium-drawn":
            self.pick["drawn"] = drawn
            self._say("aquileia.log.looked", seat=seat_arg(self.pick["winner"]))
            self._tell(self.pick["winner"], "aquileia.log.stadium_card_is", card=card(drawn))
        elif destination == "theatre-up":
            self.auction.card = drawn
            self._say("aquileia.log.revealed", seat=seat_arg(self.auction.seller), card=card(drawn))

    def _do_roll(self, *faces) -> None:
        _, colour, purpose = self.roll
        self.roll = None
        self.dice = [[colour, face] for face in faces]
        ROLLED[purpose](self, faces)

    def _do_start(self, seat: int) -> None:
        self.start = seat
        self._say("aquileia.log.start_player", seat=seat_arg(self.start))
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
            side = self._stadium_side(seat)
            shut = _CAT_GOLD if side == "silver" else _CAT_SILVER if side == "gold" else None
            paid_port = any(spaces[j] == seat for j in PORT_IDX)
            purse = self.coins[seat]
            actions = [action for i, cat, action in OPEN_SPACES[self.players]
                       if spaces[i] is None and cat != shut
                       and (cat != _CAT_PORT or not paid_port and purse[SPACE_PORT_METAL[i]])]
        actions.append(("tiebreaker",))
        return actions

    def _do_place(self, space_id: str) -> None:
        seat = self.actor
        i = SI[space_id]
        self.spaces[i] = seat
        self.henchmen[seat] -= 1
        paid = SPACE_PORT_METAL[i]
        if paid >= 0:
            self.coins[seat][paid] -= 1
            self.space_coin[i] = D.METALS[paid]
            self._say("aquileia.log.placed_paying", seat=seat_arg(seat), space=space(space_id),
                      metal=metal(paid))
        else:
            self._say("aquileia.log.placed", seat=seat_arg(seat), space=space(space_id))
        self._next_placer()

    def _do_tiebreaker(self) -> None:
        seat = self.actor
        self.track.append(seat)
        position = len(self.track)
        self._say("aquileia.log.tiebreaker_first" if position == 1 else "aquileia.log.tiebreaker",
                  seat=seat_arg(seat), position=position)
        self._next_placer()

    def _next_placer(self) -> None:
        n = self.players
        for step in range(1, n + 1):
            seat = (self.placer + step) % n
            if seat not in self.track:
                self.placer = seat
                return

    # --- final scoring ----------------------------------------------------------------------

    def _uncoloured(self, seat: int):
        for card in self.theatre[seat]:
            if card not in self.colours[seat]:
                return card
        return None

    def _scoring_colours(self, seat: int, card: str) -> list:
        """The colours of theatre card ``card`` in which ``seat`` owns a villa."""
        owned = {D.SITE_COLOUR[i] for i, owner in enumerate(self.sites) if owner == seat}
        return [colour for colour in D.CARD_COLOURS[card] if colour in owned]

    def _do_colour(self, card_id: str, counted: str) -> None:
        seat = self.actor
        self.colours[seat][card_id] = counted
        self._say("aquileia.log.colour", seat=seat_arg(seat), card=card(card_id),
                  colour=colour(counted))

    # --- log ------------------------------------------------------------------------------------

    # An event is [reader, message id, args]: ``narrate`` makes it a message (a search applies
    # many more actions than anyone reads).

    def _say(self, message_id: str, /, **args) -> None:
        """Log a sentence everyone reads (a message, see :mod:`.messages`)."""
        self.events.append([None, message_id, args])

    def _tell(self, reader: int, message_id: str, /, **args) -> None:
        """Log a sentence only the seat ``reader`` reads."""
        self.events.append([reader, message_id, args])

    def roller(self):
        """The seat about to roll the dice (None when no roll is due or nobody rolls)."""
        if not self.roll:
            return None
        purpose = self.roll[2]
        if purpose == "contest":
            return self.contest.turn()
        if purpose == "blue":
            return self.blue_holder
        return self.spaces[SI[purpose]]     # dolus, latro: the henchman's owner

    # --- what a seat sees (worded in engine.games.aquileia.view) ----------------------------

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

    def determinize(self, seat, rng) -> "State":
        """A state that looks the same to ``seat``, every hidden card resampled.

        Hidden: the decks' order and contents, other seats' servi, equi et arma and Stadium
        cards, Stadium cards removed unseen, and the face-down Stadium card the winner is looking
        at. Only what ``view(seat)`` and the log showed is read: how many cards of each deck
        every seat holds (each draw, purchase, play and payment is told), and where the seat saw
        cards go (``known``: a card bought face up, the Stadium's cards) stays as it saw it.
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
        placed = [(card, rng.choice(holders)) for card, holders, knowers in self.known
                  if seat in knowers and seat not in holders] if seat is not None else []
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
            hidden = len(self.stadium_hidden) if deck == "stadium" else 0
            state_hidden = []
            for card, holder in placed:
                if D.CARD_DECK[card] != deck or card not in pool:
                    continue
                pool.remove(card)
                if holder < 0:
                    state_hidden.append(card)
                    hidden -= 1
                else:
                    state.hands[holder][card] = state.hands[holder].get(card, 0) + 1
            rng.shuffle(pool)
            size = sum(self.decks[deck].values())
            state.decks[deck] = {card: 0 for card in D.DECK_CARDS[deck]}
            for card in pool[:size]:
                state.decks[deck][card] += 1
            rest = pool[size:]
            if deck == "stadium":
                state.stadium_hidden = state_hidden + rest[:hidden]
                rest = rest[hidden:]
                if pick_hidden:
                    state.pick["drawn"] = rest[0]
                    rest = rest[1:]
            for s in others:    # each holds as many cards of the deck as the log counted
                count = sum(n for card, n in self.hands[s].items() if D.CARD_DECK[card] == deck)
                count -= sum(n for card, n in state.hands[s].items() if D.CARD_DECK[card] == deck)
                hand = state.hands[s]
                for card in rest[:count]:
                    hand[card] = hand.get(card, 0) + 1
                rest = rest[count:]
        return state


# The step of each slot of the action phase, in the order of ``SLOTS``.
SLOT_STEPS = (
    State._slot_dolus, State._slot_pecunia, State._slot_equi, State._slot_equi, State._slot_equi,
    State._slot_servi_bronze, State._slot_servi_silver, State._slot_servi_gold,
    State._slot_potentia, State._slot_arena, State._slot_stadium, State._slot_theatrum,
    State._slot_forum, State._slot_latro, State._slot_portus_bronze, State._slot_portus_silver,
    State._slot_portus_gold, State._slot_end)
assert len(SLOT_STEPS) == len(SLOTS)

# What a roll of the dice does, by the purpose the rules rolled them for (``roll``'s last part).
ROLLED = {"dolus": State._rolled_dolus, "contest": State._rolled_contest,
          "blue": State._rolled_blue, "latro": State._rolled_latro}


# --- module protocol ---------------------------------------------------------------------------

def new_game(players: int, **options) -> State:
    if options:
        unknown = msg("aquileia.why.unknown_options", options=", ".join(sorted(options)))
        raise IllegalAction(msg("core.options_refused", game=NAME, problem=unknown))
    if players not in PLAYERS:
        raise IllegalAction(msg("core.player_count", game=NAME, least=PLAYERS[0],
                                most=PLAYERS[-1], value=repr(players)))
    return State(players)


def from_json(d: dict) -> State:
    """The state ``to_json`` gave; a damaged one (a field missing or of the wrong shape) is
    refused with the field it lacks."""
    if not isinstance(d, dict):
        raise IllegalAction(msg("core.state_not_object"))
    state = State.__new__(State)
    for field in State.FIELDS:
        if field not in d:
            raise IllegalAction(msg("aquileia.why.damaged_state", field=field))
        value = d[field]
        phase = State.PHASES.get(field)
        try:
            setattr(state, field, phase.from_json(value) if phase and value else copy_plain(value))
        except (KeyError, TypeError, IndexError, AttributeError):
            raise IllegalAction(msg("aquileia.why.damaged_state", field=field)) from None
    return state
