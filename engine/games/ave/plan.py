"""AVE's ``plan`` player: the strategy a thoughtful first-time player follows after reading the
rules page, with no look-ahead.

The plan: choose a route from what the hand and the table hold, the city (buildings, roads,
inhabitants) or the provinces (persons raised as legions, conquests held by two legions, limes),
and race for 15 fame along it:

- at the start draw from the bag the others drew less from (the route the table leaves free);
- buy tiles from the bag of the route (the black bag's buildings for the city, the white bag's
  persons for the provinces, and some roads from it for the city), keeping a little gold;
- in the senate raise only the colours the hand needs (a building's colour, orange for roads,
  mines and inhabitants, grey for legions and limes), the closed ones first, up to a safe height,
  never over the top of the track (it runs over to 0);
- on the province map: reinforce a lone legion, build a limes, march with all legions once they
  outnumber the weakest barbarian province by two, fight on while not outnumbered, hold a
  conquest with two legions (three when many survive);
- in the city: the building with the most fame for its price first, on a square that gathers
  its colour in a quarter (three of a colour in a quarter score a point more); a mine; roads while
  few squares are left to build on; a park; a plaza only when the city is shut; then settle
  persons as inhabitants (a gold each round);
- at the hand limit keep what the route needs.

``choose(state, seat, rng)`` reads only the seat's own hand and the public table: the bot calls it
on a world resampled from the seat's view (``state.determinize``), as the search bots do.
``choose(..., route="city")`` or ``route="province"`` holds the plan to one route whatever the
hand holds (the bot spec ``plan:route=province``), to measure each route on its own.
"""

from . import data as D
from .city import city_sites

SAFE_HEIGHT = 3        # a stone raised this high stays open through a point down and a permit
MARCH_MARGIN = 2       # legions beyond the barbarians before marching
RESERVE = 2            # gold kept back from buying for the senate and the first permit
FRONTAGE_FEW = 4       # fewer free squares than this to build on: lay roads


def _fame_per_price(building, price):
    _, _, cost, fame = D.BUILDINGS[building]
    return fame * 10 - price


ROUTES = ("city", "province")


def hand_route(state, seat):
    """"province" when legions and persons outweigh the buildings in hand, else "city"."""
    hand = state.hand[seat]
    buildings = sum(n * D.BUILDINGS[t][3] for t, n in hand.items() if t in D.BUILDINGS)
    held = sum(1 for p in D.PROVINCE_NUMBERS if state.owner[p] == seat)
    army = state.legions[seat] + hand["person"] + 2 * held + hand["limes"]
    return "province" if army > buildings + 1 else "city"


def wanted_colours(state, seat, way):
    """Senate colours the seat's hand needs on route ``way``, most needed first."""
    hand = state.hand[seat]
    need = {}
    for tile, n in hand.items():
        if n and tile in D.BUILDINGS:
            colour = D.BUILDINGS[tile][1]
            need[colour] = need.get(colour, 0) + n * D.BUILDINGS[tile][3]
    if hand["road"] or hand["mine"] or hand["park"] or (
            hand["person"] and state.inhabitants[seat] < state.buildings_of(seat)):
        need["orange"] = need.get("orange", 0) + 1 + hand["road"] + hand["mine"]
    if way == "province" and (hand["person"] or hand["limes"]):
        need["grey"] = 10 + hand["person"]
    return sorted(need, key=need.get, reverse=True)


def _senate_move(state, seat, way, actions, up_of):
    """The first wanted colour still closed, then the lowest wanted one below the safe
    height; None when every wanted colour stands high enough."""
    wanted = [c for c in wanted_colours(state, seat, way) if up_of(c) in actions]
    low = [c for c in wanted if state.senate[c] < SAFE_HEIGHT]
    if not low:
        return None
    colour = min(low, key=lambda c: (state.senate[c] > 0, state.senate[c], wanted.index(c)))
    return up_of(colour)


def _setup_draw(state, seat):
    """The bag the others have drawn less from: the route the table leaves free."""
    black = white = 0
    for other in range(state.players):
        if other != seat:
            b, w = state.hidden_counts(other)
            black, white = black + b, white + w
    return ("start", "white" if black > white else "black")


def _buy(state, seat, way, actions):
    hand_room = D.HAND_LIMIT + 2 - state.hand_size(seat)
    spare = state.gold[seat] - RESERVE
    threes = max(1, min(D.MAX_TRIPLES, spare, D.MAX_TRIPLES if spare > 8 else (hand_room + 2) // 3))
    if way == "province":
        want = (0, threes)
    else:
        want = (threes - 1, 1) if threes > 1 else (1, 0)
    fits = [a for a in actions if a[1] <= want[0] and a[2] <= want[1]]
    return max(fits, key=lambda a: (a[1] + a[2], a[1]))


def weakest_province(state):
    """(barbarians, province) of the weakest barbarian province the legions may attack, or
    (None, None)."""
    targets = [(state.barbarians[p], p) for p in state.attackable()]
    return min(targets) if targets else (None, None)


def _province_deed(state, seat, actions):
    for action in actions:
        if action[0] in ("reinforce", "limes"):
            return action
    barbarians, province = weakest_province(state)
    legions = state.legions[seat]
    if province is not None and legions >= barbarians + MARCH_MARGIN:
        action = ("attack", province, legions)
        if action in actions:
            return action
    return None


def _frontage_after(state, cell, piece):
    kind = state.city_kind[:]
    kind[cell] = piece
    return len(city_sites(kind)["frontage"])


def _building_site(state, seat, building, cells):
    """A square that gathers the building's colour in one quarter, then keeps room to build."""
    colour = D.BUILDINGS[building][1]
    mine = {}
    for c, owner in enumerate(state.city_owner):
        kind = state.city_kind[c]
        if owner == seat and kind in D.BUILDINGS and D.BUILDINGS[kind][1] == colour:
            mine[D.QUARTER[c]] = mine.get(D.QUARTER[c], 0) + 1
    return max(cells, key=lambda c: (mine.get(D.QUARTER[c], 0) % 3,
                                     _frontage_after(state, c, building), -c))


def _city_deed(state, seat, actions):
    builds = {}
    for action in actions:
        if action[0] == "build":
            builds.setdefault(action[1], []).append(action[2])
    buildings = [b for b in builds if b in D.BUILDINGS]
    if buildings:
        best = max(buildings, key=lambda b: _fame_per_price(b, state.price(b)))
        return ("build", best, _building_site(state, seat, best, builds[best]))
    if "mine" in builds:
        return ("build", "mine", builds["mine"][0])
    frontage = len(city_sites(state.city_kind)["frontage"])
    if "road" in builds and (frontage < FRONTAGE_FEW or state.price("road") <= 3):
        cell = max(builds["road"], key=lambda c: (_frontage_after(state, c, "road"), -c))
        return ("build", "road", cell)
    if "park" in builds and state.price("park") <= 3:
        cell = min(builds["park"], key=lambda c: (-_frontage_after(state, c, "park"), c))
        return ("build", "park", cell)
    if "plaza" in builds and frontage < FRONTAGE_FEW and "road" not in builds:
        cell = max(builds["plaza"], key=lambda c: (_frontage_after(state, c, "plaza"), -c))
        return ("build", "plaza", cell)
    return None


def _deed(state, seat, way, actions):
    """One action of the action phase: the route's map first, the other when it has nothing."""
    kinds = {a[0] for a in actions}
    province_route = way == "province"
    if "recruit" in kinds and (province_route or state.legions[seat]
                               or any(state.owner[p] == seat for p in D.PROVINCE_NUMBERS)):
        if not ("settle" in kinds and not province_route):
            return ("recruit",)
    maps = (_province_deed, _city_deed) if province_route else (_city_deed, _province_deed)
    for deed in maps:
        if deed is _province_deed and state.mode == "city":
            continue
        if deed is _city_deed and state.mode == "province":
            continue
        action = deed(state, seat, actions)
        if action is not None:
            return action
    if "settle" in kinds:
        return ("settle",)
    return ("end",)


def _keep_worth(state, seat, way, tile):
    """How much the plan on route ``way`` wants to keep a tile at the hand limit."""
    province_route = way == "province"
    if tile in D.BUILDINGS:
        colour = D.BUILDINGS[tile][1]
        open_bonus = 2 if state.senate[colour] else 0
        return (3 if province_route else 6) + D.BUILDINGS[tile][3] + open_bonus
    if tile == "person":
        return 7 if province_route else 4
    if tile == "limes":
        return 6 if province_route else 1
    if tile in ("road", "plaza") and len(city_sites(state.city_kind)["frontage"]) < FRONTAGE_FEW:
        return 9  # the city is nearly shut: streets first
    return {"road": 5, "mine": 6, "park": 3, "plaza": 2}.get(tile, 0)


def choose(state, seat, rng, route=None, legal=None):
    """The plan's action; ``route`` ("city" or "province") forces the route, None lets the hand
    and the table choose it. ``legal``: the state's legal actions, where the caller has them."""
    if route is not None and route not in ROUTES:
        raise ValueError(f"AVE's plan has no route {route!r}; routes: {', '.join(ROUTES)}.")
    actions = state.legal_actions() if legal is None else legal
    phase = state.phase
    if phase == "setup":
        if route is not None:
            return ("start", "white" if route == "province" else "black")
        return _setup_draw(state, seat)
    way = route or hand_route(state, seat)
    if phase == "buy":
        return _buy(state, seat, way, actions)
    if phase == "influence":
        return _senate_move(state, seat, way, actions, lambda c: ("up", c)) or ("stop",)
    if phase == "senators":
        return _senate_move(state, seat, way, actions,
                            lambda c: ("senator", c, "up")) or ("done",)
    if phase == "keep":
        index = 2 if way == "province" else 1
        return max(actions, key=lambda a: D.CAESARS[a[1]][index])
    if phase == "gift":
        return ("gift", "legions" if way == "province" else "gold")
    if phase == "battle_choice":
        battle = state.battle
        return ("fight",) if battle.legions >= battle.barbarians else ("retreat",)
    if phase == "station":
        keep = 3 if state.battle.legions >= 5 else 2
        return ("station", min(keep, state.battle.legions))
    if phase == "discard":
        return min(actions, key=lambda a: _keep_worth(state, seat, way, a[1]))
    if phase == "actions":
        return _deed(state, seat, way, actions)
    return actions[0]
