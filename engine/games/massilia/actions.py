"""Massilia's die actions and what follows them: buying goods and placing them on stalls,
buying reputation, offering goods to the gods and taking god cards, moving a customer (a sale)
or the consul (building a stall, moving goods to it, the consul's tax or closing an empty stall).

:class:`DieActions` is a part of :class:`engine.games.massilia.state.State`: the state's rules
for one die once its action is chosen, with the legal choices of each follow-up
(:class:`engine.games.massilia.turn.Task`).
"""

from __future__ import annotations

from engine.games.massilia import data as D
from engine.games.massilia.turn import Task

CARD_SLOTS = D.CARD_SLOTS
DIRECTIONS = ("cw", "ccw")
"""Which way a figure walks: clockwise or anticlockwise."""
# A die's actions, made once (a search lists them at every turn, and a dict finds a key made
# once faster): each figure both ways, or one way when both lead to the same space.
MOVES = tuple(("move", figure, direction) for figure in D.FIGURES for direction in DIRECTIONS)
MOVES_ONE_WAY = tuple(("move", figure, DIRECTIONS[0]) for figure in D.FIGURES)
REPUTATION, OFFER = ("reputation",), ("offer",)


class DieActions:
    """The rules of a die's action and its follow-up decisions (a part of the state)."""

    # --- what the die and its follow-ups allow ------------------------------------------

    def _die_actions(self, colour, value):
        """The actions of a die of ``colour`` showing ``value`` that the mover can afford now."""
        seat = self.to_move
        if colour == D.BEIGE_DIE:
            actions = []
            if self._room(seat) < value:
                return actions
            money = self.money[seat]
            for kind in D.COLOURED:
                for count in range(value, 0, -1):
                    beige = value - count
                    if (count <= self.port[kind] and beige <= self.port[D.BEIGE]
                            and self.buy_cost(kind, count, beige) <= money):
                        actions.append(("buy", D.GOODS[kind], count, beige))
            return actions
        if colour == D.BROWN:
            steps = value % D.SPACES
            return list(MOVES_ONE_WAY if steps in (0, D.SPACES // 2) else MOVES)
        if colour == D.BLACK:
            if value * self.price(D.TEMPLE) <= self.money[seat]:
                return [REPUTATION]
            return []
        if (self._goods_of(seat) >= value and len(self.hands[seat]) < D.HAND_LIMIT
                and self._cards_left()):
            return [OFFER]
        return []

    def _task_actions(self, task):
        kind = task.kind
        seat = self.mover
        if kind == "place":
            actions = []
            for s in self.stalls_of(seat):
                if sum(self.goods[s]) < D.STALL_CAPACITY:
                    actions += [("put", s, D.GOODS[g]) for g in range(4) if task.left[g]]
            return actions
        if kind == "sacrifice":
            return [("sacrifice", s, D.GOODS[g]) for s in self.stalls_of(seat)
                    for g in range(4) if self.goods[s][g]]
        if kind == "card":
            actions = [("card", CARD_SLOTS[i]) for i in range(2) if self.faceup[i]]
            if any(self.deck.values()) or any(self.discard.values()):
                actions.append(("card", "deck"))
            return actions
        if kind == "build":
            if self.money[seat] >= D.BUILD_COST:
                return [("build",), ("skip",)]
            return [("skip",)]
        if kind == "shift":
            space = task.space
            actions = []
            if sum(self.goods[space]) < D.STALL_CAPACITY:
                for s in self.stalls_of(seat):
                    if s != space:
                        actions += [("shift", s, D.GOODS[g]) for g in range(4) if self.goods[s][g]]
            actions.append(("done",))
            return actions
        owner = task.who
        pluto = [("god", "pluto")] if "pluto" in self.usable_gods(owner) else []
        if kind == "close":
            return [("accept",)] + pluto
        # kind == "tax"
        goods = self.goods[task.space]
        actions = []
        if self.money[owner] >= sum(goods) * D.TAX_PER_GOOD:
            actions.append(("pay",))
        actions += [("return", D.GOODS[g]) for g in range(4) if goods[g]]
        return actions + pluto

    # --- the market and the god cards --------------------------------------------------

    def _cards_left(self):
        return any(self.faceup) or any(self.deck.values()) or any(self.discard.values())

    def _deck_ready(self):
        """Make sure the deck can be drawn from: an empty deck takes the shuffled discards."""
        if not any(self.deck.values()) and any(self.discard.values()):
            self.deck, self.discard = self.discard, {}
        return any(self.deck.values())

    def buy_cost(self, kind, count, beige):
        """Sesterces a purchase costs now (Neptunus frees the two dearest goods)."""
        price = self.price(D.GOOD_PRICE_SPACE[kind])
        each = [price] * count + [D.BEIGE_PRICE] * beige
        if self.pending is not None and "neptunus" in self.pending.gods:
            each.sort(reverse=True)
            each = each[D.NEPTUNUS_FREE_GOODS:]
        return sum(each)

    def _room(self, seat):
        return sum(D.STALL_CAPACITY - sum(self.goods[s]) for s in self.stalls_of(seat))

    def _goods_of(self, seat):
        return sum(sum(self.goods[s]) for s in self.stalls_of(seat))

    # --- applying ------------------------------------------------------------------------

    def _commit(self):
        """The die's action is chosen: dice go behind the screen, stones and cards are spent."""
        seat = self.to_move
        pending = self.pending
        for _, colour, _ in pending.dice:
            self.screen[seat][colour] += 1
        self.stones[seat] += pending.stones
        for god in pending.gods:
            self._discard(god)
            self.turn_gods.append(god)
        if "venus" in pending.gods:
            self.stones[seat] -= min(D.VENUS_RETURNS, self.stones[seat])
        self.mover = seat

    def _do_buy(self, good, count, beige):
        seat = self.to_move
        kind = D.GOOD_INDEX[good]
        self.money[seat] -= self.buy_cost(kind, count, beige)
        self._commit()
        self.pending = None
        self.port[kind] -= count
        self.port[D.BEIGE] -= beige
        self.markers[kind] = max(D.MARKER_MIN, self.markers[kind] - 1)
        left = [0, 0, 0, 0]
        left[kind] = count
        left[D.BEIGE] = beige
        self.task = Task("place", left=left)
        self._auto_place()

    def _auto_place(self):
        """Place the goods at once when only one stall has room; end the action when all are placed."""
        task = self.task
        left = task.left
        open_stalls = [s for s in self.stalls_of(self.mover)
                       if sum(self.goods[s]) < D.STALL_CAPACITY]
        if len(open_stalls) == 1 and any(left):
            for g in range(4):
                self.goods[open_stalls[0]][g] += left[g]
                left[g] = 0
        if not any(left):
            self._end_action()

    def _do_put(self, space, good_name):
        good = D.GOOD_INDEX[good_name]
        self.goods[space][good] += 1
        self.task.left[good] -= 1
        self._auto_place()

    def _do_reputation(self):
        seat = self.to_move
        value = self.pending.value
        self.money[seat] -= value * self.price(D.TEMPLE)
        self.reputation[seat] += value
        self._commit()
        self._end_action()

    def _do_offer(self):
        cards = 2 if "jupiter" in self.pending.gods else 1
        value = self.pending.value
        self._commit()
        self.pending = None
        self.task = Task("sacrifice", left=value, cards=cards)
        self._auto_sacrifice()

    def _auto_sacrifice(self):
        task = self.task
        if task.left == 0:
            self.task = Task("card", left=task.cards)
            return
        actions = self._task_actions(task)
        if len(actions) == 1:
            self._do_sacrifice(*actions[0][1:])

    def _do_sacrifice(self, space, good_name):
        good = D.GOOD_INDEX[good_name]
        self.goods[space][good] -= 1
        self.port[good] += 1
        self.task.left -= 1
        self._auto_sacrifice()

    def _do_card(self, slot_name):
        seat = self.mover
        self.task.left -= 1
        if slot_name == "deck":
            self._deck_ready()
            self.task = Task("draw", left=self.task.left)
            return
        slot = CARD_SLOTS.index(slot_name)
        self.hands[seat].append(self.faceup[slot])
        self.known[seat].append(1)
        self.fresh[seat] += 1
        self.faceup[slot] = None
        if self._deck_ready():
            self.task = Task("refill", slot=slot_name, left=self.task.left)
            return
        self._after_card()

    def _do_draw(self, card):
        seat = self.mover
        self.deck[card] -= 1
        if not self.deck[card]:
            del self.deck[card]
        self.hands[seat].append(card)
        self.known[seat].append(0)
        self.fresh[seat] += 1
        self._after_card()

    def _after_card(self):
        """After a god card is taken (and a face-up slot refilled): a second card, or the end."""
        left = self.task.left
        if left and len(self.hands[self.mover]) < D.HAND_LIMIT and self._cards_left():
            self.task = Task("card", left=left)
        else:
            self._end_action()

    def _do_move(self, figure_name, direction):
        seat = self.to_move
        figure = D.FIGURE_INDEX[figure_name]
        steps = self.pending.value
        if direction == "ccw":
            steps = -steps
        space = (self.figures[figure] + steps) % D.SPACES
        self.figures[figure] = space
        temple_price = self.price(D.TEMPLE)
        self._commit()
        self.pending = None
        owner = self.owner[space]
        if figure != D.CONSUL:
            if owner == seat:
                self._sell(space, figure - 1, temple_price)
            self._end_action()
            return
        if owner < 0:
            self._offer_build(space)
        elif not any(self.goods[space]):
            if len(self.stalls_of(owner)) == 1:
                self._end_action()          # "Der letzte Stand eines Spielers kann niemals geschlossen werden."
            else:
                self.task = Task("close", space=space, who=owner)
        else:
            self.task = Task("tax", space=space, who=owner)

    def _sell(self, space, kind, price):
        seat = self.to_move
        goods = self.goods[space]
        if goods[kind]:
            sold = goods[kind]
            goods[kind] = 0
            self.port[kind] += sold
            self.reputation[seat] += sold * self.markers[kind]
            self.markers[kind] = min(D.MARKER_MAX, self.markers[kind] + 1)
        else:
            sold = goods[D.BEIGE]
            goods[D.BEIGE] = 0
            self.port[D.BEIGE] += sold
        self.money[seat] += sold * price

    def _offer_build(self, space):
        seat = self.mover
        # Asked even when the mover cannot pay: skipping the question would show the table that
        # the mover has fewer than 5 sesterces.
        if self.tiles_left[seat]:
            self.task = Task("build", space=space)
        else:
            self._end_action()

    def _do_build(self):
        seat = self.mover
        space = self.task.space
        self.money[seat] -= D.BUILD_COST
        self.tiles_left[seat] -= 1
        self.owner[space] = seat
        self.task = Task("shift", space=space)
        if self._task_actions(self.task) == [("done",)]:
            self._end_action()

    def _do_skip(self):
        self._end_action()

    def _do_shift(self, space, good_name):
        good = D.GOOD_INDEX[good_name]
        self.goods[space][good] -= 1
        self.goods[self.task.space][good] += 1
        if self._task_actions(self.task) == [("done",)]:
            self._end_action()

    def _do_done(self):
        self._end_action()

    def _do_accept(self):
        space, owner = self.task.space, self.task.who
        self.owner[space] = -1
        self.tiles_left[owner] += 1
        self._offer_build(space)

    def _do_pay(self):
        space, owner = self.task.space, self.task.who
        self.money[owner] -= sum(self.goods[space]) * D.TAX_PER_GOOD
        self._end_action()

    def _do_return(self, good_name):
        space = self.task.space
        good = D.GOOD_INDEX[good_name]
        self.goods[space][good] -= 1
        self.port[good] += 1
        if not any(self.goods[space]):
            self._end_action()   # "Der Stand wird nicht geschlossen, auch wenn er ... leer sein sollte."
