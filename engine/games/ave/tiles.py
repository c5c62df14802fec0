"""AVE's tiles: the start player drawn by lot, the starting draws, buying tiles in threes and
drawing them one by one from the two bags, Caesars kept or discarded, and fires.

A mixin of :class:`engine.games.ave.state.State` (the rules of one phase of the round, kept
apart from the rest): its methods read and change the state's own fields.
"""

from __future__ import annotations

from engine.games.ave import data as D

# What a drawn tile does: laid open (Caesar, senator), resolved at once (revolt, fire) or kept.
TILE_EFFECT = {t: ("caesar" if t in D.CAESARS else "senator" if t in D.OPEN_TILES
                   else "revolt" if t.startswith("revolt") else "fire" if t in D.FIRE_QUARTERS
                   else "hand") for t in D.TILES}
SENATOR_COLOUR = {t: t[8:] for t in D.TILES if t.startswith("senator_")}
REVOLT_PROVINCE = {t: int(t[6:]) for t in D.TILES if t.startswith("revolt")}
REVOLT_TILES = {bag: tuple(t for t in D.BAG_TILES[bag] if t in REVOLT_PROVINCE) for bag in D.BAGS}
# Tiles a hand may hold: revolts, fires and Nero are resolved on the spot, never held.
HIDDEN_TILES = {bag: tuple(t for t in D.BAG_TILES[bag] if TILE_EFFECT[t] == "hand") for bag in D.BAGS}
# Each draw action made once and shared by every list of chance outcomes.
DRAW_ACTIONS = {bag: {t: ("draw", bag, t) for t in D.BAG_TILES[bag]} for bag in D.BAGS}


class TileRules:
    """Setup, buying and drawing tiles, and what a drawn fire does."""

    def _do_first(self, seat):
        self.start = self.actor = seat
        self.phase = "setup"

    def _do_start(self, bag):
        self._begin_draws(self.actor, [] if bag == "none" else [bag] * D.SETUP_DRAWS)

    def _bag_has(self, bag):
        return any(self.bag[bag].values()) or any(self.discard[bag].values())

    def _do_buy(self, black, white):
        self.gold[self.actor] -= black + white
        self._begin_draws(self.actor, ["black"] * (3 * black) + ["white"] * (3 * white))

    def _begin_draws(self, seat, queue):
        self.draw_seat = seat
        self.draw_queue = queue
        self.caesar_moved = False
        self._next_draw()

    def _next_draw(self):
        """Go to the next draw of the queue, refilling an empty bag from its discard."""
        queue = self.draw_queue
        while queue:
            counts = self.bag[queue[0]]
            if any(counts.values()):
                self.phase = "draw"
                return
            self._return_discard(queue[0])
            if any(counts.values()):
                self.phase = "draw"
                return
            queue.pop(0)  # bag and discard both empty: that draw is lost
        if self.round == 0:
            if self._next_seat():
                self.phase = "setup"
            else:
                self._begin_round()
        elif self._next_seat():
            self.phase = "buy"
        else:
            self._begin_influence()

    def _return_discard(self, bag):
        pile, counts = self.discard[bag], self.bag[bag]
        for tile, n in pile.items():
            if n:
                counts[tile] += n
                pile[tile] = 0

    def _replace_in_setup(self, bag):
        if self.round == 0:  # setup: a discarded Caesar, a revolt or a fire is replaced
            self.draw_queue.insert(0, bag)

    def _do_draw(self, bag, tile):
        self.bag[bag][tile] -= 1
        self.draw_queue.pop(0)
        seat = self.draw_seat
        effect = TILE_EFFECT[tile]
        if effect == "hand":
            self.hand[seat][tile] += 1
        elif effect == "caesar":
            if self.caesar[seat]:
                self.pending, self.actor, self.phase = tile, seat, "keep"
                return
            self._lay_caesar(seat, tile)
        elif effect == "senator":
            self.senators[seat][SENATOR_COLOUR[tile]] += 1
        elif effect == "revolt":
            self._start_revolt(tile)
            return
        else:  # a fire
            self.pending = tile
            if self.round == 0:  # only the starting roads stand, and roads do not burn
                self._end_fire()
                return
            self.fires = list(D.FIRE_QUARTERS[tile])
            self.phase = "fire"
            return
        self._next_draw()

    def _lay_caesar(self, seat, tile):
        """A Caesar from this purchase is laid open: the stone moves one step, once a purchase,
        so two Caesars drawn together move it once whichever came first and whichever is kept."""
        self.caesar[seat] = tile
        if not self.caesar_moved:
            self.caesar_moved = True
            self.caesar_pos = min(D.CAESAR_TOP, self.caesar_pos + 1)

    def _do_keep(self, tile):
        seat = self.draw_seat
        if tile == self.caesar[seat]:
            self.discard["black"][self.pending] += 1
        else:
            self.discard["black"][self.caesar[seat]] += 1
            self._lay_caesar(seat, tile)
        self.pending = ""
        self._replace_in_setup("black")
        self._next_draw()

    # --- fire ------------------------------------------------------------------------------

    def _do_fire(self, row, col):
        cell = D.cell_at(self.fires.pop(0), row, col)
        self.dice = [{"color": "orange", "face": row}, {"color": "red", "face": col}]  # d4, d6
        kind = self.city_kind[cell]
        if kind in D.BUILDINGS and D.BUILDINGS[kind][1] != D.FIREPROOF:
            seat = self.city_owner[cell]
            self.city_kind[cell], self.city_owner[cell] = "", -1
            self.discard["black"][kind] += 1
            if self.inhabitants[seat] > self.buildings_of(seat):  # homeless: one leaves
                self.inhabitants[seat] -= 1
                self.discard["white"]["person"] += 1
        if not self.fires:
            self._end_fire()

    def _end_fire(self):
        bag = D.TILE_BAG[self.pending]
        self.discard[bag][self.pending] += 1
        self._return_discard(bag)  # the fire's bag is mixed again at once (text)
        self.pending = ""
        self._replace_in_setup(bag)
        self._next_draw()
