"""AVE: win fame for Rome by building the city and conquering the provinces; 2-4 players.

A round: income; buying tiles in threes from two bags (revolts, fires and Caesars resolve as they
are drawn); influencing the senate; Caesar's gifts; the senate's evaluation into permit costs;
then each player acts on the city map or on the province map, never both; the hand limit. The game
ends after the round in which someone has 15 fame, and after the last round (``D.LAST_ROUND``) at
the latest. Boards, tiles, designed numbers: ``data``; where pieces may go on the city map:
``city``; setup, buying and drawing tiles and fires: ``tiles``; marches, battles and revolts:
``provinces``, a battle under way: ``battle``; views, status lines, button labels and log sentences
(as messages): ``view``, their English: ``messages``.

Actions::

    ("first", seat)                    chance: the first start player is drawn
    ("start", bag) ("start", "none")   setup: draw three tiles from "black" or "white", or none
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
>>> state.current_player() == CHANCE and len(state.chance_outcomes())
3
>>> state.apply(("first", 2)); state.legal_actions()
[('start', 'black'), ('start', 'white'), ('start', 'none')]
>>> state.apply(("start", "white")); state.current_player() == CHANCE
True
"""

from __future__ import annotations

from itertools import chain, repeat

from engine.core import CHANCE, TERMINAL, GameState, IllegalAction, copy_plain
from engine.games.ave import data as D
from engine.games.ave import view as ave_view
from engine.games.ave.battle import Battle
from engine.games.ave.city import (  # where pieces may go in the city, from its layout alone
    BUILDING_COLOUR, CITY_PIECES_IN_ORDER, building_allowed_at, city_fame2, city_sites,
    closes_a_road_at, fronts_street_at, indices, open_sides_at, piece_sites_at, road_allowed_at,
    road_carries_on_at, why_not_here_at)
from engine.games.ave.provinces import ProvinceRules, _attacks  # the province map's rules
from engine.games.ave.tiles import (  # buying and drawing; its tables are read from here too
    DRAW_ACTIONS, HIDDEN_TILES, TILE_EFFECT, TileRules)  # noqa: F401
from engine.games.ave.view import action_label, narrate  # noqa: F401 (the module protocol)
from engine.messages import msg, term

NAME = "AVE"
PLAYERS = range(2, 5)

FIRE_OUTCOMES = [(("fire", r, c), 1 / 24) for r in range(1, 5) for c in range(1, 7)]

# --- tables made once at import, so that the search's hot path only looks things up ----------

CHANCE_PHASES = frozenset(("first", "draw", "fire", "revolt", "battle"))
PIECE_COLOUR = {piece: "orange" for piece in D.CITY_PIECES}
PIECE_COLOUR.update({b: v[1] for b, v in D.BUILDINGS.items()})
PIECE_COST = {piece: 0 for piece in D.CITY_PIECES}
PIECE_COST.update({b: v[2] for b, v in D.BUILDINGS.items()})
# Actions are immutable tuples, so each one is made once here and shared by every list of them.
DISCARD_ACTIONS = {t: ("discard", t) for t in D.TILES}
STOP = ("stop",)
INFLUENCE_ACTIONS = (STOP,) + tuple(a for colour in D.SENATORS
                                    for a in (("up", colour), ("down", colour)))
SENATOR_ACTIONS = {colour: (("senator", colour, "up"), ("senator", colour, "down"))
                   for colour in D.BUILDING_COLOURS}
BUY_ACTIONS = tuple(("buy", black, white) for black in range(D.MAX_TRIPLES + 1)
                    for white in range(D.MAX_TRIPLES + 1 - black))
FIXED_ACTIONS = {
    "setup": (("start", "black"), ("start", "white"), ("start", "none")),
    "gift": (("gift", "gold"), ("gift", "legions")),
    "battle_choice": (("fight",), ("retreat",)),
}


def _random_pick(items, count, rng):
    """``count`` of ``items`` picked at random, in random order (``items`` is reordered): the
    first steps of a Fisher-Yates shuffle, which deal like a whole shuffle at a fraction of its
    cost; ``rng.random`` is far cheaper than ``rng.randrange`` in CPython.

    >>> import random
    >>> sorted(_random_pick(list("abcde"), 5, random.Random(1)))
    ['a', 'b', 'c', 'd', 'e']
    """
    size = len(items)
    for i in range(count):
        j = i + int(rng.random() * (size - i))
        items[i], items[j] = items[j], items[i]
    return items[:count]


# --- fame, remembered: it is asked for every seat in every turn of the senate, and nothing that
# it counts changes in between ----------------------------------------------------------------

# What fame2 last worked out: the city's kinds and owners, the provinces' owners, garrisons and
# limes (copies), and the half fame points per seat.
_LAST_FAME2 = [None] * 6


def _colour_of(piece):
    return BUILDING_COLOUR.get(piece, "orange")


def _build_cost(piece):
    return PIECE_COST.get(piece, 0)


class State(TileRules, ProvinceRules, GameState):
    game_id = "ave"

    def __init__(self, players):
        n = self.players = players
        self.round = 0  # 0 while setting up
        self.start = 0  # the start player
        self.phase = "first"  # the first start player is drawn (a chance node)
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
        self.caesar_moved = False  # the current purchase has moved the Caesar stone already
        self.costs = {c: 0 for c in D.SENATORS}  # permit costs of the round; 0: closed
        self.draw_seat = 0
        self.draw_queue = []  # the bags of the draws still to come
        self.pending = ""  # the drawn Caesar, fire or revolt being resolved
        self.fires = []  # quarters still to burn
        self.battle = None  # a Battle while one is fought
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
        phase = self.phase
        if phase in CHANCE_PHASES:
            return CHANCE
        if phase == "over":
            return TERMINAL
        return self.actor

    def is_terminal(self):
        return self.phase == "over"

    def chance_outcomes(self):
        phase = self.phase
        if phase == "draw":
            bag = self.draw_queue[0]
            counts, draw = self.bag[bag], DRAW_ACTIONS[bag]
            total = sum(counts.values())
            return [(draw[t], n / total) for t, n in counts.items() if n]
        if phase == "fire":
            return list(FIRE_OUTCOMES)
        if phase == "first":
            return [(("first", seat), 1 / self.players) for seat in range(self.players)]
        if phase == "battle" or phase == "revolt":
            battle = self.battle
            return battle.chance_outcomes(self.limes[battle.province])
        return []

    def legal_actions(self):
        phase = self.phase
        if phase == "actions":
            return self._action_actions()
        if phase == "influence":
            if self.points and (self.paid or self.free or self.gold[self.actor] >= 1):
                senate = self.senate  # a stone on nought goes no lower (DECISION)
                return [a for a in INFLUENCE_ACTIONS if a[0] != "down" or senate[a[1]]]
            return [STOP]
        if phase == "buy":
            gold = self.gold[self.actor]
            black_left, white_left = self._bag_has("black"), self._bag_has("white")
            return [action for action in BUY_ACTIONS if action[1] + action[2] <= gold
                    and (black_left or not action[1]) and (white_left or not action[2])]
        if phase == "discard":
            return self._discard_actions()
        if phase == "senators":
            acts = [("done",)]
            for colour, n in self.senators[self.actor].items():
                if n:
                    acts += SENATOR_ACTIONS[colour] if self.senate[colour] else (
                        SENATOR_ACTIONS[colour][0],)
            return acts
        if phase == "station":
            return [("station", k) for k in range(2, self.battle.legions + 1)]
        if phase == "keep":
            return [("keep", self.caesar[self.actor]), ("keep", self.pending)]
        return list(FIXED_ACTIONS.get(phase, ()))

    def apply(self, action):
        self.dispatch(action)

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
        value = self.senate[colour] + step
        if value > D.SENATE_TOP:  # the track runs over from six to nought (text)
            value = 0
        self.senate[colour] = max(0, value)  # and not from nought down to six (DECISION)

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
        self.costs.update(D.permit_costs(self.senate))
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
        kind, count = self.city_kind, 0
        for c in indices(self.city_owner, seat):
            if kind[c] in BUILDING_COLOUR:
                count += 1
        return count

    def _open_sides(self, road, blocked):
        """Sides of ``road`` with a road or plaza, or free to take one (``blocked`` aside)."""
        return open_sides_at(self.city_kind, road, blocked)

    def _road_carries_on(self, road, blocked):
        return road_carries_on_at(self.city_kind, road, blocked)

    def closes_a_road(self, cell):
        """Whether a building or park on ``cell`` leaves a road that cannot be carried on."""
        return closes_a_road_at(self.city_kind, cell)

    def _fronts_street(self, cell):
        return fronts_street_at(self.city_kind, cell)

    def road_allowed(self, cell):
        return road_allowed_at(self.city_kind, cell)

    def building_allowed(self, building, cell):
        return building_allowed_at(self.city_kind, building, cell)

    def frontage(self):
        """Empty squares on a road or plaza where a building would close no road."""
        return list(city_sites(self.city_kind)["frontage"])

    def piece_sites(self, piece, frontage=None):
        """Squares where ``piece`` (a building, road, plaza, park or mine) may be placed now."""
        return list(piece_sites_at(self.city_kind, piece, frontage))

    def _piece_sites(self, piece, frontage=None):
        """``piece_sites`` as a sequence not to be changed."""
        return piece_sites_at(self.city_kind, piece, frontage)

    def price(self, piece):
        """Gold for one piece: building cost plus permit; None when its colour is closed."""
        permit = self.costs[_colour_of(piece)]
        return permit + _build_cost(piece) if permit else None

    def _action_actions(self):
        seat = self.actor
        hand, gold, costs = self.hand[seat], self.gold[seat], self.costs
        acts = []
        if self.mode != "province":
            sites = None
            for piece in CITY_PIECES_IN_ORDER:
                if not hand[piece] or piece == "mine" and self.mined:
                    continue
                permit = costs[PIECE_COLOUR[piece]]
                if not permit or permit + PIECE_COST[piece] > gold:
                    continue
                if sites is None:
                    sites = city_sites(self.city_kind)
                acts += sites.build_actions(piece)
        orange, grey = costs["orange"], costs["grey"]
        if hand["person"]:
            if orange and orange <= gold and self.inhabitants[seat] < self.buildings_of(seat):
                acts.append(("settle",))
            if grey and grey <= gold:
                acts.append(("recruit",))
        if self.mode != "city":
            mine = indices(self.owner, seat, 1)  # province 0 is Rome
            lone = [p for p in mine if self.garrison[p] == 1]
            if lone and self.legions[seat]:
                acts += [("reinforce", p) for p in lone]
            elif not lone:
                legions = self.legions[seat]
                for p in self._attackable():
                    acts += _attacks(p, legions)
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
        # any tile but a road may go, or some roads may
        return self.hand_size(seat) > self.hand[seat]["road"] or self.roads_allowed

    def _next_discarder(self):
        if not self._next_seat(self._over_limit):
            self._end_round()

    def _discard_actions(self):
        roads = self.roads_discarded < self.roads_allowed
        return [DISCARD_ACTIONS[t] for t, n in self.hand[self.actor].items()
                if n and (roads or t != "road")]

    def _do_discard(self, tile):
        seat = self.actor
        self.hand[seat][tile] -= 1
        self.discard[D.TILE_BAG[tile]][tile] += 1
        self.roads_discarded += tile == "road"
        size = self.hand_size(seat)
        only_kept_roads = (size == self.hand[seat]["road"]
                           and self.roads_discarded >= self.roads_allowed)
        if size <= D.HAND_LIMIT or only_kept_roads:
            self._next_discarder()

    def _end_round(self):
        self.conquered = []
        self.costs = {c: 0 for c in D.SENATORS}  # the next evaluation sets new permits
        if (self.round >= D.LAST_ROUND
                or any(self.fame2(s) >= 2 * D.FAME_TO_WIN for s in range(self.players))):
            self.phase = "over"
        else:
            self._begin_round()

    # --- fame and the result -----------------------------------------------------------------

    def fame_parts(self, seat):
        """Half fame points by source: buildings, triples, roads and parks, provinces, limes."""
        city = city_fame2(self.city_kind, self.city_owner, self.players)
        buildings, triples, pieces = city[seat]
        strong, limes = self._province_fame2(seat)
        return {"buildings": buildings, "triples": triples,
                "roads": pieces, "provinces": strong, "limes": limes}

    def _province_fame2(self, seat):
        """Half fame points of ``seat``'s strong provinces and of its limes."""
        strong = limes = 0
        garrison, has_limes = self.garrison, self.limes
        for p in indices(self.owner, seat, 1):  # province 0 is Rome
            if garrison[p] >= 2:
                strong += 2
            if has_limes[p]:
                limes += 2
        return strong, limes

    def fame2(self, seat):
        """Half fame points in all: the sum of ``fame_parts``, without building the dict."""
        return self._every_fame2()[seat]

    def _every_fame2(self):
        """Every seat's ``fame2``, kept for the position last asked about."""
        last = _LAST_FAME2
        if (self.city_owner == last[1] and self.owner == last[2] and self.garrison == last[3]
                and self.limes == last[4] and self.city_kind == last[0]
                and len(last[5]) == self.players):
            return last[5]
        city = city_fame2(self.city_kind, self.city_owner, self.players)
        fame = [sum(city[s]) + sum(self._province_fame2(s)) for s in range(self.players)]
        last[:] = (self.city_kind[:], self.city_owner[:], self.owner[:], self.garrison[:],
                   self.limes[:], fame)
        return fame

    def pieces(self):
        """Every tile of the two bags, wherever it lies: the same from set-up to the end (in a
        bag, a discard pile, a hand, face up before a player, on the city map or a province)."""
        tiles = {bag: sum(self.bag[bag].values()) + sum(self.discard[bag].values())
                 for bag in D.BAGS}
        laid = [kind for kind in self.city_kind if kind] + [self.pending]
        laid += [f"senator_{c}" for seat in self.senators for c, n in seat.items() for _ in range(n)]
        laid += [caesar for caesar in self.caesar]
        for tile in laid:
            if tile:
                tiles[D.TILE_BAG[tile]] += 1
        tiles["black"] += sum(sum(n for t, n in hand.items() if D.TILE_BAG[t] == "black")
                              for hand in self.hand)
        tiles["white"] += (sum(sum(n for t, n in hand.items() if D.TILE_BAG[t] == "white")
                               for hand in self.hand)
                           + sum(self.inhabitants) + sum(self.limes) - len(D.START_ROADS))
        return {"tiles": tiles}

    def scores(self):
        return [fame2 / 2 for fame2 in self._every_fame2()]

    def tiebreak(self, seat):
        return (self.gold[seat], sum(1 for p in D.PROVINCE_NUMBERS if self.owner[p] == seat))

    # --- copying, saving, hidden information -------------------------------------------------

    FIELDS = ("players", "round", "start", "phase", "actor", "turn", "gold", "caesar",
              "inhabitants", "legions", "city_kind", "city_owner", "barbarians", "owner",
              "garrison", "limes", "senate", "caesar_pos", "caesar_moved", "costs", "draw_seat",
              "draw_queue",
              "pending", "fires", "points", "paid", "free", "mode", "mined", "conquered",
              "roads_allowed", "roads_discarded")

    def clone(self):
        new = State.__new__(State)
        new.__dict__.update(self.__dict__)  # numbers and strings are shared as they are
        new.gold = self.gold[:]
        new.caesar = self.caesar[:]
        new.inhabitants = self.inhabitants[:]
        new.legions = self.legions[:]
        new.city_kind = self.city_kind[:]
        new.city_owner = self.city_owner[:]
        new.barbarians = self.barbarians[:]
        new.owner = self.owner[:]
        new.garrison = self.garrison[:]
        new.limes = self.limes[:]
        new.senate = self.senate.copy()
        new.costs = self.costs.copy()
        new.draw_queue = self.draw_queue[:]
        new.fires = self.fires[:]
        new.conquered = self.conquered[:]
        new.hand = [h.copy() for h in self.hand]
        new.senators = [s.copy() for s in self.senators]
        bag, discard = self.bag, self.discard
        new.bag = {"black": bag["black"].copy(), "white": bag["white"].copy()}
        new.discard = {"black": discard["black"].copy(), "white": discard["white"].copy()}
        if self.battle:
            new.battle = self.battle.copy()
        # dice: each roll puts a new list in place and no one changes it, so clones share it
        return new

    def to_json(self):
        d = {field: getattr(self, field) for field in self.FIELDS}
        d.update(hand=self.hand, senators=self.senators, bag=self.bag, discard=self.discard,
                 battle=self.battle.to_json() if self.battle else None, dice=self.dice)
        d = copy_plain(d)
        d["game"] = self.game_id
        return d

    def determinize(self, seat, rng):
        """Deal the other players' hidden tiles and the bags anew from what ``seat`` cannot see.

        For each bag the unseen pool (its contents plus the others' hidden tiles from it) equals
        the bag's tiles less everything ``seat`` sees, so it follows from the view alone; it is
        expanded in the canonical tile order, and the others get a random selection from it by
        their public hand counts; the rest stays in the bag.
        """
        world = self.clone()
        others = [s for s in range(self.players) if s != seat]
        # the world's bags first take in the others' hidden tiles, and keep what is not dealt
        # (senators and Caesars are never hidden in a hand, so their bag counts are known)
        pools = world.bag
        held = []  # per other seat: how many hidden tiles it holds from each bag
        for s in others:
            hand, count = world.hand[s], {"black": 0, "white": 0}
            for t, n in self.hand[s].items():
                if n:
                    bag = D.TILE_BAG[t]
                    pools[bag][t] += n
                    count[bag] += n
                    hand[t] = 0
            held.append(count)
        for bag in D.BAGS:
            pool, hidden = pools[bag], HIDDEN_TILES[bag]
            unseen = list(chain.from_iterable(map(repeat, hidden, map(pool.__getitem__, hidden))))
            dealt = _random_pick(unseen, sum(count[bag] for count in held), rng)
            for t in dealt:
                pool[t] -= 1
            for s, count in zip(others, held):
                hand, n = world.hand[s], count[bag]
                for t in dealt[:n]:
                    hand[t] += 1
                del dealt[:n]
        if self.phase == "discard" and self.actor != seat:  # the roads that may go: from the
            roads = world.hand[self.actor]["road"] + self.roads_discarded  # hand as it was dealt
            world.roads_allowed = roads // D.ROADS_DISCARDABLE_SHARE
        return world

    def hidden_counts(self, seat):
        """How many hidden tiles ``seat`` holds from the black and from the white bag (public)."""
        black = sum(n for t, n in self.hand[seat].items() if D.TILE_BAG[t] == "black")
        return black, self.hand_size(seat) - black

    def why_illegal(self, action):
        """Why ``action`` is refused, as a message (the checked path's error); see ``why_not``."""
        return self.why_not(action)

    def why_not(self, action):
        """Why ``action`` is refused, as a message a player reads, or None."""
        verb = action[0] if action else ""
        if self.phase == "influence" and verb in ("up", "down"):
            if len(action) == 2 and action[1] == "caesar":
                return msg("ave.why.caesar_stone")
            if not (self.paid or self.free) and self.gold[self.actor] < 1:
                return msg("ave.why.influence_costs")
            if verb == "down" and len(action) == 2 and self.senate.get(action[1]) == 0:
                return msg("ave.why.senator_on_nought")
            return None
        if self.phase == "buy" and verb == "buy" and len(action) == 3:
            threes = action[1:]
            if all(isinstance(n, int) and n >= 0 for n in threes):
                if sum(threes) > D.MAX_TRIPLES:
                    return msg("ave.why.buy_at_most")
                if sum(threes) > self.gold[self.actor]:
                    return msg("ave.why.buy_gold")
            return None
        if self.phase != "actions":
            return None
        if verb == "build" and self.mode == "province":
            return msg("ave.why.on_province_map")
        if verb in ("attack", "reinforce", "limes") and self.mode == "city":
            return msg("ave.why.on_city_map")
        if verb == "attack" and any(self.owner[p] == self.actor and self.garrison[p] == 1
                                    for p in D.PROVINCE_NUMBERS):
            return msg("ave.why.single_legion")
        if verb == "build" and len(action) == 3 and action[1] in D.TILE_BAG:
            piece = action[1]
            if not self.hand[self.actor].get(piece):
                return msg("ave.why.no_tile", tile=term("ave.tile." + piece))
            if self.price(piece) is None:
                return msg("ave.why.no_permits", colour=term("ave.colour." + _colour_of(piece)))
            if self.price(piece) > self.gold[self.actor]:
                return msg("ave.why.costs", price=self.price(piece), gold=self.gold[self.actor])
            if piece == "mine" and self.mined:
                return msg("ave.why.one_mine")
            cell = action[2]
            if isinstance(cell, int) and 0 <= cell < D.CELLS:
                return self._why_not_here(piece, cell)
        if verb == "attack" and len(action) == 3:
            if action[1] not in self.attackable():
                return msg("ave.why.not_attackable")
            if isinstance(action[2], int) and action[2] > self.legions[self.actor]:
                return msg("ave.why.legions_ready", count=self.legions[self.actor])
        if verb == "settle" and self.inhabitants[self.actor] >= self.buildings_of(self.actor):
            return msg("ave.why.inhabitant_building")
        if verb == "limes" and len(action) == 2 and action[1] in self.conquered:
            return msg("ave.why.limes_conquered")
        return None

    def _why_not_here(self, piece, cell):
        return why_not_here_at(self.city_kind, piece, cell)

    # --- what a seat sees (worded in engine.games.ave.view) ----------------------------------

    def view(self, seat):
        return ave_view.view(self, seat)

    def status(self):
        """The status line as a message (seats as ``seat`` args), and the seats it names."""
        return ave_view.status(self)


# --- module functions -------------------------------------------------------------------------

def new_game(players, **options):
    if options:
        raise IllegalAction(msg("ave.no_options", options=", ".join(options)))
    return State(players)


def from_json(d):
    state = State.__new__(State)
    d = {"caesar_moved": False, **d}  # saved before the stone moved once a purchase
    for field in State.FIELDS + ("hand", "senators", "bag", "discard", "dice", "battle"):
        if field not in d:
            raise IllegalAction(msg("ave.damaged_state", field=field))
        setattr(state, field, copy_plain(d[field]))
    state.battle = Battle.from_json(d["battle"])
    return state
