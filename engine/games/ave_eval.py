"""AVE's evaluation for bots: one value per seat, in fame points.

``evaluate(state)`` = the seat's fame now (buildings, triples, roads and parks, strong provinces,
limes) plus the worth of what it holds, each a fraction of a fame point:

- gold: 0.08 per coin, for at most 12 coins (gold pays for permits, legions and tiles, a
  building's fame costs several coins, and a hoard beyond a round's spending scores nothing);
- income above the base (an inhabitant, a mine, a strong province each bring a coin a round):
  a coin's worth for every round the game is still likely to last (the leader's distance to 15
  fame, at most ``INCOME_ROUNDS``);
- legions, raised or garrisoned: 0.3 each (they conquer and hold provinces), but raised legions
  beyond ``USEFUL_LEGIONS`` only 0.05: an army nobody sends out scores nothing;
- provinces held but not yet strong: 0.5 each (a step towards a strong province's fame);
- a conquest under way: what it will likely bring if fought to the end (the chance to win times
  a strong province, plus the legions expected to survive), worked out exactly from the dice;
  without this, legions that march off would look lost until the last die falls, and search
  cut short mid-battle would never attack;
- tiles in hand, the best up to the hand limit (the rest are discarded), by what they bring once
  played less the gold that costs: a building its fame, a road or park half a point, a person a
  legion (grey permit) or an inhabitant (orange permit, only beside a building), a limes its fame
  point where a strong province lacks one, a mine its income, a plaza ``PLAZA_WORTH``. The gold
  is the building's cost plus its colour's permit: the permits of the round in the action phase,
  before that the permits the senate's stones would give now (so influencing the senate for the
  colours in hand is worth its gold). A tile whose permit is closed keeps ``CLOSED_SHARE`` of
  its worth at the dearest permit (a later senate may open it); what a tile brings is counted
  at ``PLAYED_SHARE``, as not every tile gets played. A building with no square to stand on counts as closed, and while
  such squares are scarce a road, plaza or park (which make more) is worth ``STREET_WORTH`` more.

A bot evaluates determinized worlds, so reading every seat's hand here is fine.

>>> from engine.games import ave
>>> len(evaluate(ave.new_game(2)))
2
>>> [round(x, 2) for x in conquest_odds(4, 5, ave.D.LEGION_HIT, ave.D.BARBARIAN_HIT)]
[0.46, 0.94]
"""

from math import comb

from . import ave_data as D
from .ave_city import city_sites

GOLD_WORTH = 0.08
GOLD_USEFUL = 12
INCOME_ROUNDS = 6       # a coin of income is worth at most this many coins
FAME_PER_ROUND = 1.5    # how fast the leader is expected to close in on 15 fame
LEGION_WORTH = 0.3
USEFUL_LEGIONS = 8      # raised legions beyond these are worth little (see above)
IDLE_LEGION_WORTH = 0.05
PROVINCE_WORTH = 0.5
STRONG_PROVINCE_WORTH = 1.0  # its fame point
PLAZA_WORTH = 0.2       # no fame, but roads branch there and buildings stand round it
PLAYED_SHARE = 0.6
CLOSED_SHARE = 0.5
LEAST_TILE_WORTH = 0.05  # even a dear tile can be discarded for nothing worse
SCARCE_FRONTAGE = 4      # fewer squares than this where buildings may stand ...
STREET_WORTH = 0.2       # ... make a road, plaza or park in hand worth this much more

ROLLOUT_WEIGHTS = {"end": 0.2, "retreat": 0.3, "stop": 0.5, "discard": 1.0}
"""Search rollouts play these verbs less often than others (1): ending the actions or a
conquest early wastes the round."""

ROLLOUT_DEPTH = 4
"""Search rollouts stop after 4 steps and the evaluation judges the rest. Measured against
greedy (10 games, seed 1): 8 wins at depth 4, 6 at depth 12, in half the time."""

PRIOR_VISITS = 300
PRIOR_LEAVES = 400
"""The search's root starts from the greedy judgement at greedy's own depth (400 positions per
action, not 100) and weighs it as 300 visits (not 30): AVE's short random rollouts misjudge a
turn of many small decisions (influence, buy, build), and a search free to overturn the
judgement lost to greedy itself (7/24, seed 0); anchored this way it won 10/16."""

_ODDS = {}  # (legions, barbarians, legion hit, barbarian hit) -> (win chance, survivors)


def _binomial(n, p):
    return [comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)]


def conquest_odds(legions, barbarians, legion_hit, barbarian_hit):
    """(chance that the legions win, expected legions left after a win, 0 after a loss) when
    both sides roll until one is gone; both falling together counts as a loss (the rules)."""
    key = legions, barbarians, legion_hit, barbarian_hit
    odds = _ODDS.get(key)
    if odds is not None:
        return odds
    if barbarians <= 0:
        odds = (1.0, float(legions)) if legions > 0 else (0.0, 0.0)
    elif legions <= 0:
        odds = (0.0, 0.0)
    else:
        roman, barbarian = _binomial(legions, legion_hit), _binomial(barbarians, barbarian_hit)
        stay = roman[0] * barbarian[0]  # a round in which no die hits changes nothing
        win = survivors = 0.0
        for hits, p_roman in enumerate(roman):
            for losses, p_barbarian in enumerate(barbarian):
                if hits == 0 and losses == 0:
                    continue
                w, s = conquest_odds(max(0, legions - losses), max(0, barbarians - hits),
                                     legion_hit, barbarian_hit)
                win += p_roman * p_barbarian * w
                survivors += p_roman * p_barbarian * s
        odds = (win / (1 - stay), survivors / (1 - stay))
    _ODDS[key] = odds
    return odds


# Each tile kind a hand may hold -> (permit colour, gold beside the permit, fame it brings);
# persons, limes and mines are worked out per seat.
_TILE_PLAY = {b: (v[1], v[2], v[3]) for b, v in D.BUILDINGS.items()}
_TILE_PLAY.update({"road": ("orange", 0, 0.5), "park": ("orange", 0, 0.5),
                   "plaza": ("orange", 0, PLAZA_WORTH)})
_PROJECTED = {}  # the senate's stones -> the permits they would give


def projected_permits(senate):
    """The permit cost per colour that the senate's evaluation would give for these stones
    (0: closed): the highest stones get the cheapest permits.

    >>> projected_permits({"blue": 3, "red": 5, "grey": 0, "orange": 3})
    {'blue': 3, 'red': 1, 'grey': 0, 'orange': 3}
    """
    key = tuple(senate.values())
    costs = _PROJECTED.get(key)
    if costs is None:
        heights = sorted({v for v in key if v}, reverse=True)
        costs = {colour: D.COST_ROW[heights.index(v)] if v else 0
                 for colour, v in senate.items()}
        if len(_PROJECTED) > 4096:
            _PROJECTED.clear()
        _PROJECTED[key] = costs
    return costs


def _play_worth(fame, gold, permit):
    """A tile's worth in hand: what it brings less its gold, shared as above."""
    if not permit:  # a share of its worth at the dearest permit: below any open one
        return max(LEAST_TILE_WORTH, CLOSED_SHARE * PLAYED_SHARE
                   * (fame - GOLD_WORTH * (gold + D.COST_ROW[-1])))
    return max(LEAST_TILE_WORTH, PLAYED_SHARE * (fame - GOLD_WORTH * (gold + permit)))


def hand_worth(state, seat, costs, income_worth, strong_without_limes, frontage):
    """The worth of ``seat``'s hidden tiles (see above): the best ``HAND_LIMIT`` of them, as
    the seat discards the rest at the round's end. ``frontage``: the squares where a building
    may stand now."""
    worths = []
    for tile, count in state.hand[seat].items():
        if not count:
            continue
        play = _TILE_PLAY.get(tile)
        if play is not None:
            colour, gold, fame = play
            if gold and not frontage:  # a building with nowhere to stand waits for roads
                worth = _play_worth(fame, gold, 0)
            else:
                worth = _play_worth(fame, gold, costs[colour])
                if not gold and len(frontage) < SCARCE_FRONTAGE:
                    worth += STREET_WORTH
        elif tile == "person":
            worth = _play_worth(LEGION_WORTH, 0, costs["grey"])
            if state.inhabitants[seat] < state.buildings_of(seat):
                worth = max(worth, _play_worth(income_worth, 0, costs["orange"]))
        elif tile == "limes":
            worth = (_play_worth(1.0, 0, costs["grey"]) if strong_without_limes
                     else LEAST_TILE_WORTH)
        elif tile == "mine":
            worth = _play_worth(income_worth, 0, costs["orange"])
        else:
            worth = LEAST_TILE_WORTH
        worths += [worth] * count
    if len(worths) > D.HAND_LIMIT:
        worths.sort(reverse=True)
        del worths[D.HAND_LIMIT:]
    return sum(worths)


def evaluate(state) -> list:
    """Per seat: fame now plus the worth of gold, income, legions, provinces, a conquest under
    way and tiles."""
    values = [float(s) for s in state.scores()]
    if state.is_terminal():
        return values
    players = state.players
    garrisons = [0] * players
    provinces = [0] * players
    strong = [0] * players  # provinces held by two legions or more
    for p in D.PROVINCE_NUMBERS:
        owner = state.owner[p]
        if owner >= 0:
            garrison = state.garrison[p]
            garrisons[owner] += garrison
            provinces[owner] += 1
            if garrison >= 2:
                strong[owner] += 1
    legions = list(state.legions)
    battle = state.battle
    if battle is not None and not battle["revolt"]:
        seat = battle["seat"]
        if state.phase == "station":  # won: the survivors stand in the province
            legions[seat] += battle["legions"]
            provinces[seat] -= 1
            values[seat] += STRONG_PROVINCE_WORTH
        else:
            win, survivors = conquest_odds(battle["legions"], battle["barbarians"],
                                           D.LEGION_HIT, D.BARBARIAN_HIT)
            legions[seat] += survivors
            values[seat] += win * STRONG_PROVINCE_WORTH
    leader = max(values)
    rounds = max(0.0, min(INCOME_ROUNDS, (D.FAME_TO_WIN - leader) / FAME_PER_ROUND))
    income_worth = GOLD_WORTH * rounds
    hills = D.HILLS
    mines = [0] * players
    for cell in hills:
        owner = state.city_owner[cell]
        if owner >= 0:
            mines[owner] += 1
    costs = state.costs if state.phase == "actions" else projected_permits(state.senate)
    frontage = city_sites(state.city_kind)["frontage"]
    for seat in range(players):
        raised = legions[seat]
        useful = min(raised, USEFUL_LEGIONS)
        strong_without_limes = any(
            state.owner[p] == seat and state.garrison[p] >= 2 and not state.limes[p]
            for p in D.PROVINCE_NUMBERS)
        values[seat] += (GOLD_WORTH * min(GOLD_USEFUL, state.gold[seat])
                         + income_worth * (state.inhabitants[seat] + mines[seat] + strong[seat])
                         + LEGION_WORTH * (useful + garrisons[seat])
                         + IDLE_LEGION_WORTH * (raised - useful)
                         + PROVINCE_WORTH * (provinces[seat] - strong[seat])
                         + hand_worth(state, seat, costs, income_worth, strong_without_limes,
                                      frontage))
    return values
