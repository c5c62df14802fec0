"""Massilia (Alain Epron, Quined Games 2014): merchants, customers and a consul in the market.

Seven rounds of three phases: the price tiles move on; the temple dice and each player's dice are
rolled (a die kept costs 2 sesterces, the rest go to the temple); then players take turns using one
die each or passing. Numbers and the market's shape are in :mod:`engine.games.massilia.data`.

A turn with a die is a few small decisions: ``take`` a die; shape it with penalty stones
(``stone``) and god cards (``god``), or ``cancel``; then one action of the die's colour (``buy``,
``move``, ``reputation``, ``offer``), which may ask for follow-up choices (where goods go, which
goods are offered, which god card is taken, building a stall, taxes). The die in use and the
follow-up under way are small values (:mod:`.turn`); the rules of the die's actions and their
follow-ups are in :mod:`.actions`::

    >>> state = new_game(2)
    >>> state.current_player() == CHANCE
    True
"""

from __future__ import annotations

from itertools import permutations

from engine.core import (CHANCE, TERMINAL, GameState, IllegalAction, copy_plain, draw_outcomes,
                         roll_outcomes, shuffle)
from engine.games.massilia import data as D
from engine.games.massilia import view as massilia_view
from engine.games.massilia.actions import DieActions
from engine.games.massilia.turn import DieInUse, Task
from engine.games.massilia.view import action_label, narrate  # the module protocol
from engine.messages import msg

NAME = "Massilia"
PLAYERS = range(2, 5)

SOURCES = ("temple", "own")
CARD_SLOTS = D.CARD_SLOTS
_FIGURE_DRAWS = [(("figures", *spaces), 1 / 24) for spaces in permutations(D.FIGURE_START)]
"""The figures placed at random, one on each side: the path spaces of the consul, the pink,
orange and violet customers (set-up step 4)."""
_COLOUR_ROLLS = {(colour, n): [(("roll", D.DICE[colour]) + roll[1:], p)
                                for roll, p in roll_outcomes("roll", n, D.FACES)]
                 for colour in range(4) for n in range(1, 6)}
"""Rolls of 1 to 5 dice of one colour (there are at most 5 dice of a colour: 4 players + temple),
by colour and count: the chance outcomes of a roll (copied, never handed out)."""


# The actions a search meets at every turn, made once (a dict finds a key made once faster).
TAKE_ACTIONS = {(source, colour): {face: ("take", source, D.DICE[colour], face) for face in D.FACES}
                for source in SOURCES for colour in range(4)}
"""(source, colour) → face → the action that takes such a die (a turn lists them all)."""
_HELD = {}
"""(source, colour, faces of its dice...) → what a turn lists of those dice, a face each in
order: the actions that take one, and ``(source, face)`` of each (a second die a stone or Juno
adds). A search lists them at every step of every world; a source holds at most five dice of a
colour, so the table stays small, and past ``_HELD_KEPT`` rows it is forgotten at once."""
_HELD_KEPT = 4096


def held_dice(source, colour, dice) -> tuple:
    """``(takes, faces)`` of ``dice`` (faces, held in ``source``, of ``colour``): see _HELD."""
    key = (source, colour, *dice)
    found = _HELD.get(key)
    if found is None:
        if len(_HELD) >= _HELD_KEPT:
            _HELD.clear()
        take = TAKE_ACTIONS[source, colour]
        faces = sorted(set(dice))
        found = _HELD[key] = (tuple(take[face] for face in faces),
                              tuple((source, face) for face in faces))
    return found


# STONE_COLOUR and PHOEBUS: by the die's colour now, its changes to each other colour
STONE_COLOUR = tuple(tuple(("stone", "colour", die) for other, die in enumerate(D.DICE)
                           if other != colour) for colour in range(4))
STONE_UP, STONE_DOWN = ("stone", "up"), ("stone", "down")
STONE_ADD = {(source, face): ("stone", "add", source, face)
             for source in SOURCES for face in D.FACES}
PHOEBUS = tuple(tuple(("god", "phoebus", die) for other, die in enumerate(D.DICE)
                      if other != colour) for colour in range(4))
MINERVA_UP, MINERVA_DOWN = ("god", "minerva", "up"), ("god", "minerva", "down")
JUNO = {(source, face): ("god", "juno", source, face) for source in SOURCES for face in D.FACES}
MERCURIUS = {(space, way): ("god", "mercurius", space, way)
             for space in D.PRICE_SPACES for way in ("up", "down")}
NEPTUNUS, JUPITER, VENUS = ("god", "neptunus"), ("god", "jupiter"), ("god", "venus")
CANCEL, PASS = ("cancel",), ("pass",)


class State(DieActions, GameState):
    game_id = "massilia"

    # --- building -------------------------------------------------------------------------

    def __init__(self, players=2):
        self.players = players
        self.round = 1
        self.stage = "figures"          # figures, prices, gods, stalls, roll, keep, act, over
        self.prices = [None, None, None, None]
        self.markers = [D.MARKER_START] * 3
        self.port = list(D.PORT_GOODS)
        self.owner = [-1] * D.SPACES
        self.goods = [[0, 0, 0, 0] for _ in range(D.SPACES)]
        self.figures = list(D.FIGURE_START)
        self.money = [0] * players
        self.stones = [0] * players
        self.reputation = [0] * players
        self.tiles_left = [D.STALL_TILES] * players
        self.hands = [[] for _ in range(players)]
        # known[seat][i] is 1 when the table saw hands[seat][i] taken or played (a face-up card, a
        # card put back with its die): such a card is public knowledge, not a secret.
        self.known = [[] for _ in range(players)]
        self.fresh = [0] * players       # the last `fresh` cards of a hand were taken this turn
        self.faceup = [None, None]
        self.deck = dict(D.GOD_COUNTS)
        self.discard = {}
        self.temple = [[1] * n for n in D.TEMPLE_DICE]   # not rolled yet
        self.screen = [list(D.PLAYER_DICE) for _ in range(players)]
        self.kept = [[[], [], [], []] for _ in range(players)]
        self.rolled = [[], [], [], []]
        self.to_roll = [0, 0, 0, 0]
        self.roller = -1                 # -1: the temple dice are being rolled
        self.order = list(range(players))
        self.passed = []
        self.round_tiles = list(D.ROUND_TILES[players])
        self.taken = [0] * players
        self.to_move = 0
        self.turn_gods = []
        self.free_keeps = 0
        self.pending = None              # the die being shaped (see _take)
        # Dice, stones and cards each seat put back since another seat last made a decision:
        # the table saw it dither with nothing new in between, and a bot's judgement
        # (massilia_eval) counts it, else taking a die or a stone and putting it back looks free.
        # Not forgotten when the seat's own next turn begins: a seat left alone in a round takes
        # turn after turn, and a put-back forgotten there cost a bot's look-ahead nothing.
        self.put_back = [0] * players
        self.task = None                 # a follow-up decision or draw of the action under way
        self.mover = -1                  # whose action the task belongs to
        if players == 2:
            self.setup_order = [0, 1, 1, 0]
        else:
            self.setup_order = list(range(players))
        self.last_roll = []
        self.last_passer = -1

    _LIST_FIELDS = ("prices", "markers", "port", "owner", "figures", "money", "stones",
                    "reputation", "tiles_left", "fresh", "faceup", "to_roll", "order", "passed",
                    "round_tiles", "taken", "turn_gods", "setup_order", "put_back")
    _SCALARS = ("players", "round", "stage", "roller", "to_move",
                "free_keeps", "mover", "last_passer")

    def clone(self):
        # Field by field (a search copies a state for every world it plays): the same fields as
        # _SCALARS and _LIST_FIELDS, and the nested ones copied a level deeper.
        other = State.__new__(State)
        other.players, other.round, other.stage = self.players, self.round, self.stage
        other.roller, other.to_move, other.free_keeps = self.roller, self.to_move, self.free_keeps
        other.mover, other.last_passer = self.mover, self.last_passer
        other.prices, other.markers, other.port = self.prices[:], self.markers[:], self.port[:]
        other.owner, other.figures, other.money = self.owner[:], self.figures[:], self.money[:]
        other.stones, other.reputation = self.stones[:], self.reputation[:]
        other.tiles_left, other.fresh = self.tiles_left[:], self.fresh[:]
        other.faceup = self.faceup[:]
        other.to_roll, other.order, other.passed = self.to_roll[:], self.order[:], self.passed[:]
        other.round_tiles, other.taken = self.round_tiles[:], self.taken[:]
        other.turn_gods, other.setup_order = self.turn_gods[:], self.setup_order[:]
        other.put_back = self.put_back[:]
        other.goods = list(map(list, self.goods))
        other.hands = list(map(list, self.hands))
        other.known = list(map(list, self.known))
        other.deck = dict(self.deck)
        other.discard = dict(self.discard)
        other.temple = list(map(list, self.temple))
        other.screen = list(map(list, self.screen))
        other.kept = [list(map(list, k)) for k in self.kept]
        other.rolled = list(map(list, self.rolled))
        other.last_roll = list(map(list, self.last_roll))
        other.pending = None if self.pending is None else self.pending.copy()
        other.task = None if self.task is None else self.task.copy()
        return other

    def to_json(self):
        d = {"game": self.game_id}
        for name in self._SCALARS + self._LIST_FIELDS + (
                "goods", "hands", "known", "deck", "discard", "temple", "screen", "kept", "rolled",
                "last_roll"):
            d[name] = getattr(self, name)
        d = copy_plain(d)
        d["pending"] = None if self.pending is None else self.pending.to_json()
        d["task"] = None if self.task is None else self.task.to_json()
        return d

    # --- whose move ---------------------------------------------------------------------

    def current_player(self):
        stage = self.stage
        if stage == "act":
            task = self.task
            if task is None:
                return self.to_move
            if task.is_chance():
                return CHANCE
            return self.to_move if task.who is None else task.who
        if stage == "keep":
            return self.roller
        if stage == "stalls":
            return self.setup_order[0]
        if stage == "over":
            return TERMINAL
        return CHANCE

    def chance_outcomes(self):
        stage = self.stage
        if stage == "figures":
            return _FIGURE_DRAWS
        if stage == "prices":
            pool = dict(D.PRICE_TILES)
            for value in self.prices:
                if value is not None:
                    pool[value] -= 1
            return draw_outcomes("price", pool)
        if stage == "gods":
            slot = CARD_SLOTS[self.faceup.index(None)]
            return draw_outcomes("reveal", self.deck, slot)
        if stage == "roll":
            for colour, count in enumerate(self.to_roll):
                if count:
                    return _COLOUR_ROLLS[colour, count][:]
        if stage == "act" and self.task is not None:
            if self.task.kind == "draw":
                return draw_outcomes("draw", self.deck)
            if self.task.kind == "refill":
                return draw_outcomes("reveal", self.deck, self.task.slot)
        return []

    # --- helpers -------------------------------------------------------------------------

    def usable_gods(self, seat):
        """The god cards ``seat`` may play now: not those taken since its turn began."""
        hand = self.hands[seat]
        return hand[:len(hand) - self.fresh[seat]]

    def _can_play(self, seat, god):
        if god in self.turn_gods or (self.pending and god in self.pending.gods):
            return False
        return god in self.usable_gods(seat)

    def _spend_card(self, seat, god):
        """Take ``god`` out of the usable part of the hand, a copy the table knows of first:
        once the known copy is played, nobody can tell whether another one is left."""
        hand, known = self.hands[seat], self.known[seat]
        copies = [i for i in range(len(hand) - self.fresh[seat]) if hand[i] == god]
        index = next((i for i in copies if known[i]), copies[0])
        del hand[index]
        del known[index]

    def stones_left(self):
        """Penalty stones still in the general supply (those being taken for a die are out)."""
        taking = self.pending.stones if self.pending is not None else 0
        return D.stone_supply(self.players) - sum(self.stones) - taking

    def _discard(self, god):
        self.discard[god] = self.discard.get(god, 0) + 1

    def stalls_of(self, seat):
        return [space for space, owner in enumerate(self.owner) if owner == seat]

    def price(self, space):
        """The value of price tile ``space`` for the action under way (Mercurius included)."""
        value = self.prices[space]
        pending = self.pending
        if pending is not None and pending.merc is not None and pending.merc[0] == space:
            value += pending.merc[1]
        return value

    # --- legal actions ------------------------------------------------------------------

    def legal_actions(self):
        player = self.current_player()
        if player < 0:
            return []
        stage = self.stage
        if stage == "stalls":
            return [("stall", s) for s in self._setup_spaces()]
        if stage == "keep":
            return self._keep_actions()
        task = self.task
        if task is not None:
            return self._task_actions(task)
        if self.pending is not None:
            return self._shape_actions()
        return self._turn_actions()

    def _setup_spaces(self):
        used = {D.QUADRANT_OF[s] for s in range(D.SPACES) if self.owner[s] >= 0}
        return [s for s in range(D.SPACES)
                if s in D.QUADRANT_OF and self.owner[s] < 0 and D.QUADRANT_OF[s] not in used]

    def _keep_actions(self):
        seat = self.roller
        actions = []
        if self.free_keeps or self.money[seat] >= D.KEEP_DIE_COST:
            for c in range(4):
                for face in sorted(set(self.rolled[c])):
                    actions.append(("keep", D.DICE[c], face))
        if not self.free_keeps and self._can_play(seat, "mars"):
            actions.append(("god", "mars"))
        actions.append(("temple",))
        return actions

    def _turn_actions(self):
        seat = self.to_move
        actions = []
        for source, held in (("temple", self.temple), ("own", self.kept[seat])):
            for c, dice in enumerate(held):
                if dice:
                    actions += held_dice(source, c, dice)[0]
        if self.stones[seat] and self._can_play(seat, "venus"):
            actions.append(VENUS)
        actions.append(PASS)
        return actions

    def _extra_dice(self, colour):
        seat = self.to_move
        found = []
        for source, dice in (("temple", self.temple[colour]), ("own", self.kept[seat][colour])):
            if dice:
                found += held_dice(source, colour, dice)[1]
        return found

    def _shape_actions(self):
        seat = self.to_move
        pending = self.pending
        colour, value = pending.colour, pending.value
        actions = self._die_actions(colour, value)
        lowerable = D.can_lower(value, len(pending.dice))
        extra = None   # the dice a second one may be taken from (asked once)
        if self.stones_left():
            actions += STONE_COLOUR[colour]
            actions.append(STONE_UP)
            if lowerable:
                actions.append(STONE_DOWN)
            extra = self._extra_dice(colour)
            actions += [STONE_ADD[die] for die in extra]
        usable = self.usable_gods(seat)
        if usable:
            used = self.turn_gods + pending.gods
            if "phoebus" in usable and "phoebus" not in used:
                actions += PHOEBUS[colour]
            if "minerva" in usable and "minerva" not in used:
                actions.append(MINERVA_UP)
                if lowerable:
                    actions.append(MINERVA_DOWN)
            if "juno" in usable and "juno" not in used:
                extra = self._extra_dice(colour) if extra is None else extra
                actions += [JUNO[die] for die in extra]
            if "mercurius" in usable and "mercurius" not in used:
                for i, space in enumerate(D.PRICE_SPACES):
                    if self.prices[i] < D.PRICE_MAX:
                        actions.append(MERCURIUS[space, "up"])
                    if self.prices[i] > D.PRICE_MIN:
                        actions.append(MERCURIUS[space, "down"])
            if colour == D.BEIGE_DIE and "neptunus" in usable and "neptunus" not in used:
                actions.append(NEPTUNUS)
            if colour == D.GREY and "jupiter" in usable and "jupiter" not in used:
                actions.append(JUPITER)
            if "venus" in usable and "venus" not in used and self.stones[seat] + pending.stones:
                actions.append(VENUS)
        actions.append(CANCEL)
        return actions

    # --- applying -------------------------------------------------------------------------

    def apply(self, action):
        if any(self.put_back):
            player = self.current_player()
            if player >= 0:
                for seat in range(self.players):     # something new for everybody else
                    if seat != player:
                        self.put_back[seat] = 0
        self.dispatch(action)

    # setup

    def _do_figures(self, *spaces):
        self.figures = list(spaces)
        self.stage = "prices"

    def _do_price(self, value):
        self.prices[self.prices.index(None)] = value
        if None not in self.prices:
            self.stage = "gods"

    def _do_reveal(self, slot_name, card):
        slot = CARD_SLOTS.index(slot_name)
        self.deck[card] -= 1
        if not self.deck[card]:
            del self.deck[card]
        self.faceup[slot] = card
        if self.stage == "gods":
            if None not in self.faceup:
                self.stage = "stalls"
            return
        self._after_card()

    def _do_stall(self, space):
        seat = self.setup_order.pop(0)
        self.owner[space] = seat
        self.tiles_left[seat] -= 1
        for g in D.COLOURED:
            self.goods[space][g] += 1
            self.port[g] -= 1
        if not self.setup_order:
            for i, seat in enumerate(self.order):
                self.money[seat] = D.START_MONEY + i
            self._start_dice_phase()

    # dice phase

    def _start_dice_phase(self):
        self.stage = "roll"
        self.roller = -1
        self.last_roll = []
        self.to_roll = [len(d) for d in self.temple]
        self.temple = [[], [], [], []]
        if not any(self.to_roll):
            self._next_roller()

    def _next_roller(self):
        """Hand the dice to the next player in turn order, or start the action phase."""
        position = 0 if self.roller < 0 else self.order.index(self.roller) + 1
        while position < self.players:
            seat = self.order[position]
            if any(self.screen[seat]):
                self.roller = seat
                self.stage = "roll"
                self.last_roll = []
                self.to_roll = self.screen[seat]
                self.screen[seat] = [0, 0, 0, 0]
                return
            position += 1
        self.roller = -1
        self.stage = "act"
        self._start_turn(self.order[0])

    def _do_roll(self, colour_name, *faces):
        colour = D.DIE_INDEX[colour_name]
        faces = list(faces)
        self.to_roll[colour] = 0
        self.last_roll += [[colour_name, f] for f in faces]
        if self.roller < 0:
            self.temple[colour] = faces
            if not any(self.to_roll):
                self._next_roller()
            return
        self.rolled[colour] = faces
        if not any(self.to_roll):
            self.stage = "keep"
            self.fresh[self.roller] = 0
            self.turn_gods = []
            self.free_keeps = 0

    def _do_keep(self, colour_name, face):
        seat = self.roller
        colour = D.DIE_INDEX[colour_name]
        self.rolled[colour].remove(face)
        self.kept[seat][colour].append(face)
        if self.free_keeps:
            self.free_keeps -= 1
        else:
            self.money[seat] -= D.KEEP_DIE_COST
        if not any(self.rolled):
            self._end_keep()

    def _do_temple(self):
        for c in range(4):
            self.temple[c] += self.rolled[c]
            self.temple[c].sort()
        self.rolled = [[], [], [], []]
        self._end_keep()

    def _end_keep(self):
        self.free_keeps = 0
        self.turn_gods = []
        self._next_roller()

    # action phase

    def _start_turn(self, seat):
        self.to_move = seat
        self.fresh[seat] = 0
        self.turn_gods = []
        self.pending = None
        self.task = None
        self.mover = seat

    def _end_action(self):
        self.pending = None
        self.task = None
        self._next_turn()

    def _next_turn(self):
        if len(self.passed) == self.players:
            self._end_round()
            return
        position = self.order.index(self.to_move)
        for step in range(1, self.players + 1):
            seat = self.order[(position + step) % self.players]
            if seat not in self.passed:
                self._start_turn(seat)
                return

    def _do_pass(self):
        seat = self.to_move
        if len(self.passed) == self.players - 1:
            self.last_passer = seat
        else:
            value = self.round_tiles.pop()
            self.taken[seat] = value
            self.money[seat] += value
        self.passed.append(seat)
        self._next_turn()

    def _end_round(self):
        last = self.last_passer
        others = sorted((s for s in range(self.players) if s != last), key=lambda s: self.taken[s])
        self.order = [last] + others
        for seat in range(self.players):
            for c in range(4):
                self.screen[seat][c] += len(self.kept[seat][c])
            self.kept[seat] = [[], [], [], []]
        self.passed = []
        self.taken = [0] * self.players
        self.round_tiles = list(D.ROUND_TILES[self.players])
        self.last_passer = -1
        self.to_move = self.order[0]
        self.turn_gods = []
        if self.round == D.ROUNDS:
            self.stage = "over"
            return
        self.round += 1
        p = self.prices
        self.prices = [p[3], p[0], p[1], p[2]]
        self._start_dice_phase()

    def _do_take(self, source, colour_name, face):
        colour = D.DIE_INDEX[colour_name]
        self._remove_die(source, colour, face)
        self.pending = DieInUse.taken(source, colour, face)

    def _remove_die(self, source, colour, face):
        dice = self.temple[colour] if source == "temple" else self.kept[self.to_move][colour]
        dice.remove(face)

    def _do_stone(self, *change):
        pending = self.pending
        pending.stones += 1
        self._modify(change)

    def _modify(self, change):
        pending = self.pending
        if change[0] == "colour":
            pending.colour = D.DIE_INDEX[change[1]]
        elif change[0] == "up":
            pending.value = D.raise_die(pending.value, len(pending.dice))
        elif change[0] == "down":
            pending.value = D.lower_die(pending.value, len(pending.dice))
        else:  # add a second die of the die's present colour
            source, face = change[1], change[2]
            self._remove_die(source, pending.colour, face)
            pending.dice.append([source, pending.colour, face])
            pending.value += face

    def _do_god(self, god, *choice):
        if god == "pluto":
            task = self.task
            self._spend_card(task.who, "pluto")
            self._discard("pluto")
            self._end_action()
            return
        if self.stage == "keep":  # Mars
            seat = self.roller
            self._spend_card(seat, god)
            self._discard(god)
            self.turn_gods.append(god)
            self.free_keeps = D.MARS_FREE_DICE
            return
        seat = self.to_move
        self._spend_card(seat, god)
        pending = self.pending
        if pending is None:  # Venus at the start of a turn
            self._discard(god)
            self.turn_gods.append(god)
            self.stones[seat] -= min(D.VENUS_RETURNS, self.stones[seat])
            return
        pending.gods.append(god)
        if god == "phoebus":
            self._modify(("colour", choice[0]))
        elif god == "minerva":
            self._modify(choice)
        elif god == "juno":
            self._modify(("add", *choice))
        elif god == "mercurius":
            space, way = choice
            pending.merc = [D.PRICE_INDEX[space], 1 if way == "up" else -1]

    def _do_cancel(self):
        seat = self.to_move
        pending = self.pending
        for source, colour, face in pending.dice:
            dice = self.temple[colour] if source == "temple" else self.kept[seat][colour]
            dice.append(face)
            dice.sort()
        hand = self.hands[seat]
        for god in pending.gods:
            position = len(hand) - self.fresh[seat]
            hand.insert(position, god)
            self.known[seat].insert(position, 1)    # the table saw it played
        self.put_back[seat] += len(pending.dice) + pending.stones + len(pending.gods)
        self.pending = None

    # --- the pieces ---------------------------------------------------------------------

    def pieces(self):
        """Every piece of the game by kind, wherever it lies: the same from set-up to the end
        (dice per colour, goods per kind, god cards, stall tiles per seat)."""
        n = self.players
        dice = [len(self.temple[c]) + len(self.rolled[c]) + self.to_roll[c]
                + sum(self.screen[s][c] + len(self.kept[s][c]) for s in range(n))
                for c in range(4)]
        cards = (sum(self.deck.values()) + sum(self.discard.values())
                 + sum(len(hand) for hand in self.hands)
                 + sum(card is not None for card in self.faceup))
        if self.pending is not None:
            for _, colour, _ in self.pending.dice:
                dice[colour] += 1
            cards += len(self.pending.gods)
        goods = [self.port[g] + sum(space[g] for space in self.goods) for g in range(4)]
        if self.task is not None and self.task.kind == "place":   # bought, not yet placed
            goods = [count + left for count, left in zip(goods, self.task.left)]
        return {"dice": dice, "goods": goods,
                "god cards": cards,
                "stall tiles": [self.tiles_left[s] + self.owner.count(s) for s in range(n)]}

    # --- scores and the end --------------------------------------------------------------

    def scores(self):
        return [D.final_total(self.reputation[s] + D.stall_points(len(self.stalls_of(s)))
                              + self.money[s] // 3 - D.stone_penalty(self.stones[s]))
                for s in range(self.players)]

    def tiebreak(self, seat):
        return (len(self.stalls_of(seat)), self.money[seat], -self.stones[seat])

    # --- what a seat sees (worded in engine.games.massilia.view) ----------------------------

    def view(self, seat):
        return massilia_view.view(self, seat)

    def final_lines(self, seat):
        """The final score of ``seat`` as [label, points] lines."""
        return massilia_view.final_lines(self, seat)

    # --- hidden information --------------------------------------------------------------

    def determinize(self, seat, rng):
        """A state that looks the same to ``seat``, its hidden facts resampled with ``rng``.

        Hidden from ``seat``: the other players' god cards that the table did not see taken, their
        sesterces, and the deck. Cards are dealt, in a canonical order, from the pool ``seat``
        cannot place (all cards less the face-up ones, the discards, its own hand, the cards being
        played and the cards the table knows of); sesterces are guessed. The penalty stones the
        others took are not shown to ``seat`` either (they lie behind the screens, as sesterces
        do), but the worlds keep them: each was taken and given back before the whole table and
        the general supply shows how many are out.
        """
        return self.determinizer(seat)(rng)

    def determinizer(self, seat):
        """:meth:`determinize` for ``seat`` as a function of ``rng``, with what all its worlds
        share worked out once: the cards ``seat`` cannot place and the hand places they are dealt
        to (a search resamples thousands of worlds from one state)."""
        others = [s for s in range(self.players) if s != seat]
        pool = dict(D.GOD_COUNTS)
        seen = [c for c in self.faceup if c] + self.hands[seat]
        if self.pending is not None:
            seen += self.pending.gods
        for s in others:
            seen += [god for god, known in zip(self.hands[s], self.known[s]) if known]
        for god, n in self.discard.items():
            pool[god] -= n
        for god in seen:
            pool[god] -= 1
        cards = []
        for god in D.GODS:
            cards += [god] * pool[god]
        hidden = [(s, i) for s in others for i, known in enumerate(self.known[s]) if not known]
        guessing = self.stage != "over"   # sesterces are shown in the final scoring

        def world_of(rng):
            world = self.clone()
            dealt = cards[:]
            shuffle(dealt, rng)
            left = dict(pool)
            hands = world.hands
            for s, i in hidden:
                god = hands[s][i] = dealt.pop()
                left[god] -= 1
            # the deck: each card left with its count, in the order the shuffle first shows it
            world.deck = {god: left[god] for god in dict.fromkeys(dealt)}
            if guessing:
                for s in others:
                    world.money[s] = rng.randint(2, 14)
            return world

        return world_of

    def why_illegal(self, action):
        verb = action[0] if action else None
        player = self.current_player()
        if verb == "pass" and (self.stage != "act" or self.pending or self.task):
            return msg("massilia.why.pass")
        if verb == "take" and self.pending is not None:
            return msg("massilia.why.holding")
        if verb == "stone" and self.pending is not None and not self.stones_left():
            return msg("massilia.why.no_stones")
        if verb in ("stone", "god") and action[-1:] == ("down",) and self.pending is not None \
                and not D.can_lower(self.pending.value, len(self.pending.dice)):
            return msg("massilia.why.sum_at_one")
        if verb == "god" and player >= 0:
            return msg("massilia.why.god")
        if verb in ("buy", "reputation", "offer"):
            return msg("massilia.why.afford")
        return None


# --- the module's functions ---------------------------------------------------------------

def new_game(players, **options):
    if options:
        raise IllegalAction(msg("core.options_refused", game=NAME, problem=msg(
            "massilia.why.options", options=str(sorted(options)))))
    return State(players)


def from_json(d):
    state = State.__new__(State)
    for key, value in copy_plain(d).items():
        if key != "game":
            setattr(state, key, value)
    state.pending = None if d.get("pending") is None else DieInUse.from_json(d["pending"])
    state.task = None if d.get("task") is None else Task.from_json(d["task"])
    return state
