"""AVE: win fame for Rome by building the city and conquering the provinces; 2-4 players.

A round: income; buying tiles in threes from two bags (revolts, fires and Caesars resolve as they
are drawn); influencing the senate; Caesar's gifts; the senate's evaluation into permit costs;
then each player acts on the city map or on the province map, never both; the hand limit. The game
ends after the round in which someone has 15 fame. Boards, tiles, designed numbers: ``ave_data``;
views, status lines, button labels and log sentences: ``ave_view``.

Actions::

    ("start", bag)                     setup: draw three tiles from "black" or "white"
    ("buy", black, white)              declare how many threes to draw from each bag (0-3 in all)
    ("draw", bag, tile)                chance: one tile out of a bag
    ("keep", caesar)                   a second Caesar was drawn: keep this one
    ("fire", row, col)                 chance: the d4 and d6 of a fire in the burning quarter
    ("battle", legion_hits, barbarian_hits)        chance: one round of simultaneous dice
    ("up", colour) ("down", colour) ("stop",)      influence the senate with points
    ("senator", colour, "up"|"down") ("done",)     play a senator tile, or keep them
    ("gift", "gold"|"legions")         Caesar's gifts
    ("build", piece, cell)             a building, road, plaza, park or mine on the city map
    ("settle",) ("recruit",)           a person becomes an inhabitant, or a legion
    ("attack", province, legions) ("reinforce", province) ("limes", province)
    ("fight",) ("retreat",) ("station", legions)   during and after a conquest
    ("end",)                           end your actions of the round
    ("discard", tile)                  down to the hand limit at the round's end

>>> state = new_game(3)
>>> state.legal_actions()
[('start', 'black'), ('start', 'white')]
>>> state.apply(("start", "white")); state.current_player() == CHANCE
True
"""

from __future__ import annotations

from math import comb

from engine.core import CHANCE, TERMINAL, GameState
from engine.games import ave_data as D
from engine.games import ave_view
from engine.games.ave_view import action_label, narrate  # noqa: F401 (the module protocol)

NAME = "AVE"
PLAYERS = range(2, 5)

STREET = ("road", "plaza")  # squares that a road may carry on over and buildings may face
FIRE_OUTCOMES = [(("fire", r, c), 1 / 24) for r in range(1, 5) for c in range(1, 7)]
_PMF = {}


def _pmf(n, p):
    """Binomial probabilities of 0..n hits from n dice that each hit with probability p."""
    if (n, p) not in _PMF:
        _PMF[n, p] = [comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)]
    return _PMF[n, p]


def _colour_of(piece):
    return D.BUILDINGS[piece][1] if piece in D.BUILDINGS else "orange"


def _build_cost(piece):
    return D.BUILDINGS[piece][2] if piece in D.BUILDINGS else 0


class State(GameState):
    game_id = "ave"

    def __init__(self, players):
        n = self.players = players
        self.round = 0  # 0 while setting up
        self.start = 0  # the start player
        self.phase = "setup"
        self.actor = 0
        self.turn = 0  # how far the current phase has gone round the table
        self.gold = [D.START_GOLD] * n
        self.hand = [{t: 0 for t in D.TILES if t not in D.OPEN_TILES} for _ in range(n)]
        self.senators = [{c: 0 for c in D.BUILDING_COLOURS} for _ in range(n)]
        self.caesar = [""] * n
        self.inhabitants = [0] * n
        self.legions = [0] * n  # raised, waiting in front of the player
        self.city_kind = [""] * D.CELLS
        self.city_owner = [-1] * D.CELLS
        for cell in D.START_ROADS:
            self.city_kind[cell] = "road"
        self.barbarians = [D.START_BARBARIANS[p] for p in range(21)]
        self.owner = [-1] * 21
        self.garrison = [0] * 21
        self.limes = [0] * 21
        self.bag = {b: dict(D.BAG_TILES[b]) for b in D.BAGS}
        self.discard = {b: {t: 0 for t in D.BAG_TILES[b]} for b in D.BAGS}
        self.senate = {c: 0 for c in D.SENATORS}
        self.caesar_pos = 0
        self.costs = {c: 0 for c in D.SENATORS}  # permit costs of the round; 0: closed
        self.draw_seat = 0
        self.draw_queue = []  # the bags of the draws still to come
        self.pending = ""  # the drawn Caesar, fire or revolt being resolved
        self.fires = []  # quarters still to burn
        self.battle = None
        self.points = 0
        self.paid = False
        self.free = False
        self.mode = ""  # "city" or "province" once the acting player has chosen a map
        self.mined = False
        self.conquered = []  # provinces conquered this round: no limes there yet
        self.roads_allowed = 0
        self.roads_discarded = 0
        self.dice = []

    # --- the protocol ----------------------------------------------------------------------

    def current_player(self):
        if self.phase == "over":
            return TERMINAL
        if self.phase in ("draw", "fire", "revolt", "battle"):
            return CHANCE
        return self.actor

    def chance_outcomes(self):
        if self.phase == "draw":
            bag = self.draw_queue[0]
            total = sum(self.bag[bag].values())
            return [(("draw", bag, t), n / total) for t, n in self.bag[bag].items() if n]
        if self.phase == "fire":
            return list(FIRE_OUTCOMES)
        if self.phase in ("battle", "revolt"):
            b = self.battle
            hit = D.LIMES_HIT if b["revolt"] and self.limes[b["province"]] else D.LEGION_HIT
            barbarian = _pmf(b["barbarians"], D.BARBARIAN_HIT)
            return [(("battle", i, j), pl * pb) for i, pl in enumerate(_pmf(b["legions"], hit))
                    for j, pb in enumerate(barbarian)]
        return []

    def legal_actions(self):
        phase = self.phase
        if phase == "actions":
            return self._action_actions()
        if phase == "influence":
            acts = [("stop",)]
            if self.points and (self.paid or self.free or self.gold[self.actor] >= 1):
                for colour in D.SENATORS:
                    acts += [("up", colour), ("down", colour)]
            return acts
        if phase == "buy":
            gold = self.gold[self.actor]
            return [("buy", black, white) for black in range(D.MAX_TRIPLES + 1)
                    for white in range(D.MAX_TRIPLES + 1 - black)
                    if black + white <= gold and (not black or self._bag_has("black"))
                    and (not white or self._bag_has("white"))]
        if phase == "senators":
            acts = [("done",)]
            for colour, n in self.senators[self.actor].items():
                if n:
                    acts += [("senator", colour, "up"), ("senator", colour, "down")]
            return acts
        if phase == "discard":
            return self._discard_actions()
        if phase == "station":
            return [("station", k) for k in range(2, self.battle["legions"] + 1)]
        return {
            "setup": [("start", "black"), ("start", "white")],
            "keep": [("keep", self.caesar[self.actor]), ("keep", self.pending)],
            "gift": [("gift", "gold"), ("gift", "legions")],
            "battle_choice": [("fight",), ("retreat",)],
        }.get(phase, [])

    def apply(self, action):
        getattr(self, "_do_" + action[0])(*action[1:])

    def _next_seat(self, wanted=None):
        """Move on round the table from the start player to the next seat ``wanted`` (default:
        every seat); it becomes the actor. False once everyone has had their turn."""
        while True:
            self.turn += 1
            if self.turn >= self.players:
                return False
            seat = (self.start + self.turn) % self.players
            if wanted is None or wanted(seat):
                self.actor = seat
                return True

    # --- setup, buying and drawing -----------------------------------------------------------

    def _do_start(self, bag):
        self._begin_draws(self.actor, [bag] * D.SETUP_DRAWS)

    def _bag_has(self, bag):
        return any(self.bag[bag].values()) or any(self.discard[bag].values())

    def _do_buy(self, black, white):
        self.gold[self.actor] -= black + white
        self._begin_draws(self.actor, ["black"] * (3 * black) + ["white"] * (3 * white))

    def _begin_draws(self, seat, queue):
        self.draw_seat = seat
        self.draw_queue = queue
        self._next_draw()

    def _next_draw(self):
        """Go to the next draw of the queue, refilling an empty bag from its discard."""
        queue = self.draw_queue
        while queue:
            if not any(self.bag[queue[0]].values()):
                self._return_discard(queue[0])
            if any(self.bag[queue[0]].values()):
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
        if tile in D.CAESARS:
            if self.caesar[seat]:
                self.pending, self.actor, self.phase = tile, seat, "keep"
                return
            self._lay_caesar(seat, tile)
        elif tile in D.OPEN_TILES:
            self.senators[seat][tile[8:]] += 1
        elif tile.startswith("revolt"):
            self._start_revolt(tile)
            return
        elif tile in D.FIRE_QUARTERS:
            self.pending = tile
            if self.round == 0:  # only the starting roads stand, and roads do not burn
                self._end_fire()
                return
            self.fires = list(D.FIRE_QUARTERS[tile])
            self.phase = "fire"
            return
        else:
            self.hand[seat][tile] += 1
        self._next_draw()

    def _lay_caesar(self, seat, tile):
        self.caesar[seat] = tile
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

    # --- fire and revolt ---------------------------------------------------------------------

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

    def _start_revolt(self, tile):
        province = int(tile[6:])
        self.pending = tile
        seat = self.owner[province]
        if seat < 0:
            self.barbarians[province] += 1
            self._end_revolt()
            return
        self.battle = {"province": province, "seat": seat, "legions": self.garrison[province],
                       "barbarians": D.START_BARBARIANS[province], "revolt": True}
        self.phase = "revolt"

    def _end_revolt(self):
        tile, self.pending, self.battle = self.pending, "", None
        bag = D.revolt_bag(int(tile[6:]))
        pile = self.discard[bag]
        pile[tile] += 1
        if sum(n for t, n in pile.items() if t.startswith("revolt")) >= D.REVOLTS_TO_RESHUFFLE:
            self._return_discard(bag)
        self._replace_in_setup(bag)
        self._next_draw()

    def _do_battle(self, legion_hits, barbarian_hits):
        b = self.battle
        legion, barbarian = "crimson", "grey"  # the Roman dice and the barbarians' dice
        self.dice = ([{"color": legion, "face": "hit"}] * legion_hits
                     + [{"color": legion, "face": "miss"}] * (b["legions"] - legion_hits)
                     + [{"color": barbarian, "face": "hit"}] * barbarian_hits
                     + [{"color": barbarian, "face": "miss"}] * (b["barbarians"]
                                                                 - barbarian_hits))
        b["legions"] = max(0, b["legions"] - barbarian_hits)
        b["barbarians"] = max(0, b["barbarians"] - legion_hits)
        province, seat = b["province"], b["seat"]
        romans_won = b["barbarians"] == 0 and b["legions"] > 0
        barbarians_won = b["legions"] == 0  # also when both sides fall in the same round
        if b["revolt"]:
            if romans_won:
                self.garrison[province] = b["legions"]
            elif barbarians_won:
                self._lose_province(province)
            else:
                return  # no retreat from a revolt
            self._end_revolt()
        elif romans_won:
            self.owner[province], self.barbarians[province] = seat, 0
            self.conquered.append(province)
            if b["legions"] <= 2:
                self.garrison[province] = b["legions"]
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
        self.legions[b["seat"]] += b["legions"]
        self.barbarians[b["province"]] = D.START_BARBARIANS[b["province"]]
        self._back_to_actions()

    def _do_station(self, count):
        b = self.battle
        self.garrison[b["province"]] = count
        self.legions[b["seat"]] += b["legions"] - count
        self._back_to_actions()

    def _back_to_actions(self):
        self.battle = None
        self.phase = "actions"

    # --- rounds, income and the senate -------------------------------------------------------

    def _begin_round(self):
        if self.round:
            self.start = (self.start + 1) % self.players
        self.round += 1
        for seat in range(self.players):
            self.gold[seat] += self.income(seat)
        self.turn, self.actor, self.phase = 0, self.start, "buy"

    def income(self, seat):
        mines = sum(1 for c in D.HILLS if self.city_owner[c] == seat)
        return D.BASE_INCOME + mines + self.inhabitants[seat] + len(self.strong_provinces(seat))

    def _begin_influence(self):
        self.turn = -1
        self._next_influence()

    def _next_influence(self):
        turns = D.INFLUENCE_TURNS[self.players]
        self.turn += 1
        if self.turn >= len(turns):
            self.phase, self.turn = "senators", -1
            self._next_senators()
            return
        offset, self.points = turns[self.turn]
        self.actor = (self.start + offset) % self.players
        self.paid = False
        fame = [self.fame2(s) for s in range(self.players)]
        self.free = fame[self.actor] == min(fame)
        self.phase = "influence"

    def _move_stone(self, colour, step):
        self.senate[colour] = (self.senate[colour] + step) % (D.SENATE_TOP + 1)

    def _influence(self, colour, step):
        if not (self.paid or self.free):
            self.gold[self.actor] -= 1
        self.paid = True
        self._move_stone(colour, step)
        self.points -= 1
        if not self.points:
            self._next_influence()

    def _do_up(self, colour):
        self._influence(colour, 1)

    def _do_down(self, colour):
        self._influence(colour, -1)

    def _do_stop(self):
        self._next_influence()

    def _next_senators(self):
        if not self._next_seat(lambda seat: any(self.senators[seat].values())):
            self._caesars_gifts()

    def _do_senator(self, colour, direction):
        self.senators[self.actor][colour] -= 1
        self.discard["black"]["senator_" + colour] += 1
        self._move_stone(colour, 1 if direction == "up" else -1)
        if not any(self.senators[self.actor].values()):
            self._next_senators()

    def _do_done(self):
        self._next_senators()

    def _caesars_gifts(self):
        if self.caesar_pos > max(self.senate.values()) and any(self.caesar):
            self.phase, self.turn = "gift", -1
            self._next_gift()
        else:
            self._evaluate()

    def _next_gift(self):
        if not self._next_seat(lambda seat: self.caesar[seat]):
            self.caesar_pos = 0
            self._evaluate()

    def _do_gift(self, kind):
        seat = self.actor
        _, gold, legions = D.CAESARS[self.caesar[seat]]
        if kind == "gold":
            self.gold[seat] += gold
        else:
            self.legions[seat] += legions
        self.discard["black"][self.caesar[seat]] += 1
        self.caesar[seat] = ""
        self._next_gift()

    def _evaluate(self):
        """The senate's evaluation: the highest stones get the cheapest permits (text, step 6)."""
        heights = sorted({v for v in self.senate.values() if v}, reverse=True)
        for colour, value in self.senate.items():
            self.costs[colour] = D.COST_ROW[heights.index(value)] if value else 0
        self.phase, self.turn = "actions", -1
        self._next_actor()

    def _next_actor(self):
        if self._next_seat():
            self.mode, self.mined = "", False
        else:
            self.phase, self.turn = "discard", -1
            self._next_discarder()

    # --- the city ----------------------------------------------------------------------------

    def buildings_of(self, seat):
        kind, owner = self.city_kind, self.city_owner
        return sum(1 for c in range(D.CELLS) if owner[c] == seat and kind[c] in D.BUILDINGS)

    def _open_sides(self, road, blocked):
        """Sides of ``road`` with a road or plaza, or free to take one (``blocked`` aside)."""
        kind = self.city_kind
        return sum(1 for m in D.NEIGHBOURS[road] if m != blocked and
                   (kind[m] in STREET or (not kind[m] and m not in D.HILLS)))

    def _road_carries_on(self, road, blocked):
        """Whether ``road`` can still be carried on once ``blocked`` is built over: it keeps two
        open sides, lies on the city's edge, or touches a plaza from which another road with two
        open sides leads on (road-plaza-road: the text lets the first road be closed then)."""
        if road in D.EDGE or self._open_sides(road, blocked) >= 2:
            return True
        kind = self.city_kind
        return any(kind[p] == "plaza" and any(kind[r] == "road" and r != road
                                              and self._open_sides(r, blocked) >= 2
                                              for r in D.NEIGHBOURS[p])
                   for p in D.NEIGHBOURS[road])

    def closes_a_road(self, cell):
        """Whether a building or park on ``cell`` leaves a road that cannot be carried on."""
        kind = self.city_kind
        near = []  # the roads beside the cell, and the roads that lead on from them over a plaza
        for n in D.NEIGHBOURS[cell]:
            if kind[n] == "road":
                near.append(n)
                for p in D.NEIGHBOURS[n]:
                    if kind[p] == "plaza":
                        near += [r for r in D.NEIGHBOURS[p] if kind[r] == "road" and r != n]
        return any(not self._road_carries_on(r, cell) for r in near)

    def _fronts_street(self, cell):
        kind = self.city_kind
        return any(kind[n] in STREET for n in D.NEIGHBOURS[cell])

    def road_allowed(self, cell):
        kind = self.city_kind
        if kind[cell] or cell in D.HILLS:
            return False
        joined = False
        roads_next = 0
        for n in D.NEIGHBOURS[cell]:
            if kind[n] == "road":
                roads_next += 1
                joined = True
                # a road is a line: it meets at most two roads (plazas are where roads branch)
                if sum(1 for m in D.NEIGHBOURS[n] if kind[m] == "road") >= 2:
                    return False
            elif kind[n] == "plaza" and any(kind[m] == "road" for m in D.NEIGHBOURS[n]):
                joined = True
        if not joined or roads_next > 2:
            return False
        # a new road keeps two sides free (text); only later may a road beside a plaza be closed
        return cell in D.EDGE or self._open_sides(cell, -1) >= 2

    def building_allowed(self, building, cell):
        kind = self.city_kind
        if kind[cell] or cell in D.HILLS or not self._fronts_street(cell):
            return False
        if any(kind[c] == building for c in D.QUARTER_CELLS[D.QUARTER[cell]]):
            return False  # each building once per quarter
        return not self.closes_a_road(cell)

    def frontage(self):
        """Empty squares on a road or plaza where a building would close no road."""
        kind = self.city_kind
        return [c for c in range(D.CELLS) if not kind[c] and c not in D.HILLS
                and self._fronts_street(c) and not self.closes_a_road(c)]

    def piece_sites(self, piece, frontage=None):
        """Squares where ``piece`` (a building, road, plaza, park or mine) may be placed now."""
        kind = self.city_kind
        if piece == "mine":
            return [c for c in D.HILLS if not kind[c]]
        if piece == "road":
            return [c for c in range(D.CELLS) if self.road_allowed(c)]
        if piece in ("plaza", "park"):
            return [c for c in range(D.CELLS) if not kind[c] and c not in D.HILLS
                    and (piece == "plaza" or not self.closes_a_road(c))]
        taken = {D.QUARTER[c] for c in range(D.CELLS) if kind[c] == piece}
        return [c for c in (self.frontage() if frontage is None else frontage)
                if D.QUARTER[c] not in taken]

    def price(self, piece):
        """Gold for one piece: building cost plus permit; None when its colour is closed."""
        permit = self.costs[_colour_of(piece)]
        return permit + _build_cost(piece) if permit else None

    def _action_actions(self):
        seat = self.actor
        hand, gold = self.hand[seat], self.gold[seat]
        acts = []
        if self.mode != "province":
            pieces = [b for b in D.BUILDINGS if hand[b]]
            pieces += [p for p in D.CITY_PIECES if hand[p] and not (p == "mine" and self.mined)]
            frontage = None
            for piece in pieces:
                price = self.price(piece)
                if price is not None and price <= gold:
                    if frontage is None and piece in D.BUILDINGS:
                        frontage = self.frontage()
                    acts += [("build", piece, c) for c in self.piece_sites(piece, frontage)]
        orange, grey = self.costs["orange"], self.costs["grey"]
        if hand["person"]:
            if orange and orange <= gold and self.inhabitants[seat] < self.buildings_of(seat):
                acts.append(("settle",))
            if grey and grey <= gold:
                acts.append(("recruit",))
        if self.mode != "city":
            mine = [p for p in D.PROVINCE_NUMBERS if self.owner[p] == seat]
            lone = [p for p in mine if self.garrison[p] == 1]
            if lone and self.legions[seat]:
                acts += [("reinforce", p) for p in lone]
            elif not lone:
                acts += [("attack", p, n) for p in self.attackable()
                         for n in range(1, self.legions[seat] + 1)]
            if hand["limes"] and grey and grey <= gold:
                acts += [("limes", p) for p in mine if self.garrison[p] >= 2
                         and not self.limes[p] and p not in self.conquered]
        acts.append(("end",))
        return acts

    def _pay_permit(self, colour, build_cost=0):
        self.gold[self.actor] -= self.costs[colour] + build_cost
        self.senate[colour] = max(0, self.senate[colour] - 1)  # each permit tires the senator

    def _do_build(self, piece, cell):
        self._pay_permit(_colour_of(piece), _build_cost(piece))
        self.hand[self.actor][piece] -= 1
        self.city_kind[cell], self.city_owner[cell] = piece, self.actor
        self.mode = "city"
        self.mined = self.mined or piece == "mine"

    def _do_settle(self):
        self._pay_permit("orange")
        self.hand[self.actor]["person"] -= 1
        self.inhabitants[self.actor] += 1

    def _do_recruit(self):
        self._pay_permit("grey")
        self.hand[self.actor]["person"] -= 1
        self.discard["white"]["person"] += 1
        self.legions[self.actor] += 1

    # --- the provinces -----------------------------------------------------------------------

    def strong_provinces(self, seat):
        return [p for p in D.PROVINCE_NUMBERS if self.owner[p] == seat and self.garrison[p] >= 2]

    def attackable(self):
        """Barbarian provinces beside Rome or beside a Roman province joined to Rome (anyone's)."""
        roman, frontier, targets = {0}, [0], set()
        while frontier:
            for p in D.LINKS[frontier.pop()]:
                if p in roman:
                    continue
                if self.owner[p] >= 0:
                    roman.add(p)
                    frontier.append(p)
                else:
                    targets.add(p)
        return sorted(targets)

    def _do_attack(self, province, legions):
        self.mode = "province"
        self.legions[self.actor] -= legions
        self.battle = {"province": province, "seat": self.actor, "legions": legions,
                       "barbarians": self.barbarians[province], "revolt": False}
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

    def _do_end(self):
        self._next_actor()

    # --- the end of a round ------------------------------------------------------------------

    def hand_size(self, seat):
        return sum(self.hand[seat].values())

    def _over_limit(self, seat):
        if self.hand_size(seat) <= D.HAND_LIMIT:
            return False
        self.roads_allowed = self.hand[seat]["road"] // D.ROADS_DISCARDABLE_SHARE
        self.roads_discarded = 0
        return any(n for t, n in self.hand[seat].items() if t != "road") or self.roads_allowed

    def _next_discarder(self):
        if not self._next_seat(self._over_limit):
            self._end_round()

    def _discard_actions(self):
        return [("discard", t) for t, n in self.hand[self.actor].items()
                if n and (t != "road" or self.roads_discarded < self.roads_allowed)]

    def _do_discard(self, tile):
        seat = self.actor
        self.hand[seat][tile] -= 1
        self.discard[D.TILE_BAG[tile]][tile] += 1
        self.roads_discarded += tile == "road"
        if self.hand_size(seat) <= D.HAND_LIMIT or not self._discard_actions():
            self._next_discarder()

    def _end_round(self):
        self.conquered = []
        self.costs = {c: 0 for c in D.SENATORS}  # the next evaluation sets new permits
        if any(self.fame2(s) >= 2 * D.FAME_TO_WIN for s in range(self.players)):
            self.phase = "over"
        else:
            self._begin_round()

    # --- fame and the result -----------------------------------------------------------------

    def fame_parts(self, seat):
        """Half fame points by source: buildings, triples, roads and parks, provinces, limes."""
        kind, owner = self.city_kind, self.city_owner
        buildings = pieces = 0
        colours = {}
        for c in range(D.CELLS):
            if owner[c] == seat:
                if kind[c] in D.BUILDINGS:
                    _, colour, _, fame = D.BUILDINGS[kind[c]]
                    buildings += 2 * fame
                    colours[D.QUARTER[c], colour] = colours.get((D.QUARTER[c], colour), 0) + 1
                else:
                    pieces += D.FAME2_OF_PIECE[kind[c]]
        limes = sum(1 for p in D.PROVINCE_NUMBERS if self.owner[p] == seat and self.limes[p])
        return {"buildings": buildings, "triples": 2 * list(colours.values()).count(3),
                "roads": pieces, "provinces": 2 * len(self.strong_provinces(seat)),
                "limes": 2 * limes}

    def fame2(self, seat):
        return sum(self.fame_parts(seat).values())

    def scores(self):
        return [self.fame2(s) / 2 for s in range(self.players)]

    def tiebreak(self, seat):
        return (self.gold[seat], sum(1 for p in D.PROVINCE_NUMBERS if self.owner[p] == seat))

    # --- copying, saving, hidden information -------------------------------------------------

    FIELDS = ("players", "round", "start", "phase", "actor", "turn", "gold", "caesar",
              "inhabitants", "legions", "city_kind", "city_owner", "barbarians", "owner",
              "garrison", "limes", "senate", "caesar_pos", "costs", "draw_seat", "draw_queue",
              "pending", "fires", "points", "paid", "free", "mode", "mined", "conquered",
              "roads_allowed", "roads_discarded")

    def clone(self):
        new = State.__new__(State)
        for field in self.FIELDS:
            value = getattr(self, field)
            if isinstance(value, list):
                value = list(value)
            elif isinstance(value, dict):
                value = dict(value)
            setattr(new, field, value)
        new.hand = [dict(h) for h in self.hand]
        new.senators = [dict(s) for s in self.senators]
        new.bag = {b: dict(v) for b, v in self.bag.items()}
        new.discard = {b: dict(v) for b, v in self.discard.items()}
        new.battle = dict(self.battle) if self.battle else None
        new.dice = [dict(d) for d in self.dice]
        return new

    def to_json(self):
        d = {field: getattr(self, field) for field in self.FIELDS}
        d.update(hand=self.hand, senators=self.senators, bag=self.bag, discard=self.discard,
                 battle=self.battle, dice=self.dice)
        d = _copy_json(d)
        d["game"] = self.game_id
        return d

    def determinize(self, seat, rng):
        """Deal the other players' hidden tiles and the bags anew from what ``seat`` cannot see.

        For each bag the unseen pool (its contents plus the others' hidden tiles from it) equals
        the bag's tiles less everything ``seat`` sees, so it follows from the view alone; it is
        expanded in the canonical tile order, shuffled, and dealt out by the public hand counts.
        """
        world = self.clone()
        others = [s for s in range(self.players) if s != seat]
        for bag in D.BAGS:
            hidden = [t for t in D.BAG_TILES[bag] if t not in D.OPEN_TILES]
            pool = dict(self.bag[bag])
            for s in others:
                for t in hidden:
                    pool[t] += self.hand[s][t]
            unseen = [t for t in hidden for _ in range(pool[t])]
            rng.shuffle(unseen)
            for s in others:
                count = sum(self.hand[s][t] for t in hidden)
                for t in hidden:
                    world.hand[s][t] = 0
                for t in unseen[:count]:
                    world.hand[s][t] += 1
                del unseen[:count]
            # senators and Caesars are never hidden in a hand: their bag counts are known
            world.bag[bag] = {t: (pool[t] if t in D.OPEN_TILES else 0) for t in D.BAG_TILES[bag]}
            for t in unseen:
                world.bag[bag][t] += 1
        return world

    def hidden_counts(self, seat):
        """How many hidden tiles ``seat`` holds from the black and from the white bag (public)."""
        black = sum(n for t, n in self.hand[seat].items() if D.TILE_BAG[t] == "black")
        return black, self.hand_size(seat) - black

    def why_illegal(self, action):
        verb = action[0] if action else ""
        if self.phase == "influence" and verb in ("up", "down"):
            if len(action) == 2 and action[1] == "caesar":
                return "The Caesar stone cannot be influenced."
            if not (self.paid or self.free) and self.gold[self.actor] < 1:
                return "Influencing the senate costs 1 gold, and you have none."
            return None
        if self.phase == "buy" and verb == "buy" and len(action) == 3:
            threes = action[1:]
            if all(isinstance(n, int) and n >= 0 for n in threes):
                if sum(threes) > D.MAX_TRIPLES:
                    return "You may buy at most three threes (nine tiles) a round."
                if sum(threes) > self.gold[self.actor]:
                    return "Each three tiles cost 1 gold, and you cannot pay that many."
            return None
        if self.phase != "actions":
            return None
        if verb == "build" and self.mode == "province":
            return "You act on the province map this round, so you cannot build in the city."
        if verb in ("attack", "reinforce", "limes") and self.mode == "city":
            return "You built in the city this round, so you cannot act on the province map."
        if verb == "attack" and any(self.owner[p] == self.actor and self.garrison[p] == 1
                                    for p in D.PROVINCE_NUMBERS):
            return "A province of yours holds a single legion: reinforce it before attacking."
        if verb == "build" and len(action) == 3 and action[1] in D.TILE_BAG:
            piece = action[1]
            if not self.hand[self.actor].get(piece):
                return f"You have no {D.tile_name(piece)} tile in your hand."
            if self.price(piece) is None:
                return f"The {_colour_of(piece)} senator grants no permits this round."
            if self.price(piece) > self.gold[self.actor]:
                return f"That costs {self.price(piece)} gold, and you have {self.gold[self.actor]}."
            if piece == "mine" and self.mined:
                return "You may build only one mine a round."
            cell = action[2]
            if isinstance(cell, int) and 0 <= cell < D.CELLS:
                return self._why_not_here(piece, cell)
        if verb == "attack" and len(action) == 3:
            if action[1] not in self.attackable():
                return ("Legions attack only a barbarian province beside Rome or beside a Roman "
                        "province that is joined to Rome.")
            if isinstance(action[2], int) and action[2] > self.legions[self.actor]:
                return f"You have only {self.legions[self.actor]} legions ready to march."
        if verb == "settle" and self.inhabitants[self.actor] >= self.buildings_of(self.actor):
            return "Each inhabitant needs a building of yours: build one first."
        if verb == "limes" and len(action) == 2 and action[1] in self.conquered:
            return "A limes cannot be built in the round its province was conquered."
        return None

    def _why_not_here(self, piece, cell):
        kind = self.city_kind
        if kind[cell]:
            return "That square is taken."
        if (piece == "mine") != (cell in D.HILLS):
            return "Mines stand on the seven hills, and nothing else does."
        if piece == "road" and not self.road_allowed(cell):
            return ("A road carries on from a road or a plaza on a road, touches at most two "
                    "roads and keeps two sides open.")
        if piece in D.BUILDINGS:
            if not self._fronts_street(cell):
                return "A building must stand beside a road or a plaza."
            if any(kind[c] == piece for c in D.QUARTER_CELLS[D.QUARTER[cell]]):
                return f"This quarter already has a {D.tile_name(piece)}."
        if piece in D.BUILDINGS or piece == "park":
            if self.closes_a_road(cell):
                return "That would close a road: every road must be able to carry on."
        return None

    # --- what a seat sees (worded in engine.games.ave_view) ----------------------------------

    def view(self, seat):
        return ave_view.view(self, seat)

    def status(self):
        """The status sentence as a template whose {0}, {1}... name seats, and those seats."""
        return ave_view.status(self)


def _copy_json(value):
    if isinstance(value, dict):
        return {k: _copy_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy_json(v) for v in value]
    return value


# --- module functions -------------------------------------------------------------------------

def new_game(players, **options):
    if options:
        raise TypeError(f"AVE has no options ({', '.join(options)})")
    return State(players)


def from_json(d):
    state = State.__new__(State)
    for field in State.FIELDS + ("hand", "senators", "bag", "discard", "battle", "dice"):
        setattr(state, field, _copy_json(d[field]))
    return state
