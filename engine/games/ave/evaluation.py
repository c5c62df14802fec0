"""AVE's evaluation for bots: one value per seat, in fame points.

``evaluate(state)`` = the seat's fame now (buildings, triples, roads and parks, strong provinces,
limes) plus what its holdings will likely bring before the game ends, each counted by the fame
it leads to less the gold it still costs, and only while rounds are left to use it (the game
ends after round 20, or after the round in which a seat has 15 fame):

- a tile in hand: a building brings its fame, a road or park half a point, a mine and a person
  settled as an inhabitant a gold a round to the end, a person raised as a legion a legion's
  worth, a limes a point. Each counts by whether its senate colour is open: an open colour's
  tile is likely built (``OPEN_SHARE``), a closed one much less (``CLOSED_SHARE``); before the
  senate's evaluation a stone above 0 opens its colour for the round, so pushing down a colour
  of one's own hand costs, and pushing down another's costs that seat less while it still
  influences the senate this round (it may lift the stone again). A permit is priced half by
  the stone's rank, half as a middling permit, since the senate fights the ranks anew every
  round. Only the best ``HAND_LIMIT`` tiles count (the rest would be discarded), and each only
  if the gold for it comes before the end: ``SAVING_DELAY`` less for every round of saving it
  waits for, so buying tiles that gold cannot pay for is a loss, not a hoard.
- income still to come (inhabitants, mines, strong provinces): ``INCOME_WORTH`` a gold a round
  for every round left;
- a free legion: its share of what the best march on the weakest barbarian province brings
  (``legion_worth``: a strong province's fame and income, by the odds of the dice, for every
  legion the march uses up), so raising persons as legions is progress before the conquest,
  and marching with an army that beats the odds pays more than waiting; a legion holding a
  province ``GARRISON_WORTH``;
- provinces held but not yet strong: ``PROVINCE_WORTH`` each (one legion more makes a point);
- a conquest under way: what it will likely bring if fought to the end (the chance to win times
  a strong province's fame, plus the legions expected to survive), worked out exactly from the
  dice. Without this, legions that march off would look lost until the last die falls, and a
  look-ahead cut short mid-battle would never attack;
- gold: ``GOLD_WORTH`` a coin for at most ``GOLD_USEFUL`` coins while rounds are left; in the
  last round only the tiles it still pays for, and a tie-break's crumb;
- a Caesar's gift and senator tiles, a little each.

Everything in hand fades as the last round comes near, so a seat spends on fame in time.
A bot evaluates determinized worlds, so reading every seat's hand here is fine.

>>> from engine.games import ave
>>> len(evaluate(ave.new_game(2)))
2
"""

from . import data as D
from .odds import conquest_odds
from .city import frontage_count, has_road_site
from .plan import weakest_province

GOLD_WORTH = 0.1        # fame a coin buys when spent well (good play: about 15 fame for 120 gold)
GOLD_USEFUL = 15        # coins beyond a round's spending score nothing more
GOLD_AT_THE_END = 0.01  # after the last round's actions gold only breaks ties
INCOME_WORTH = 0.06     # a gold a round still to come, for every round left ...
INCOME_ROUNDS = 10      # ... at most this many rounds
IDLE_LEGION_WORTH = 0.2  # a legion with no barbarian province left to march on
GARRISON_WORTH = 0.3    # a legion holding a province: it fights off a revolt
MARCH_SHARE = 0.85      # a march still to come is likely, a battle under way sure
MARCH_SIZES = range(2, 10)  # the armies a march is reckoned with
PROVINCE_WORTH = 0.5
STRONG_PROVINCE_WORTH = 1.0  # its fame point
OPEN_SHARE = 0.7        # a tile whose senate colour is open is likely built ...
CLOSED_SHARE = 0.3      # ... one whose colour is closed much less
STONE_SAFE = 3          # a stone this high stays open through a point down and a permit
OPEN_NOW_SHARE = 0.6    # a stone above 0 before the evaluation opens its colour this round
REOPEN_SHARE = 0.45     # a closed colour of a seat that still influences the senate this round
RANK_PRICE_SHARE = 0.5  # a permit's price by its stone's rank, the rest a middling permit
CLOSED_PERMIT = 3       # the permit a closed colour is expected to cost once it opens
ROUNDS_TO_USE = 2       # a holding needs about this many rounds of actions to pay in full
PLAZA_WORTH = 0.1       # a plaza scores nothing but lets roads branch and buildings stand
STREET_WORTH = 0.5      # a road or plaza in hand while the city has few squares to build on
FRONTAGE_FEW = 4        # ... fewer than this many
NO_FRONTAGE = 0.5       # a building in hand counts half while no square can take it
SENATOR_WORTH = 0.1     # an open senator tile moves a stone once
CAESAR_SHARE = 0.4      # a Caesar gives its gift only when its stone tops the senate
SPENDING = 2            # gold a round goes on buying and the senate; the rest saves for tiles
SAVING_DELAY = 0.85     # a tile that waits a round of saving for its gold counts this much less

ROLLOUT_WEIGHTS = {"end": 0.2, "retreat": 0.3, "stop": 0.5, "down": 0.3, "discard": 1.0}
"""Search rollouts play these verbs less often than others (1): ending the actions or a
conquest early wastes the round, and a stone pushed down is mostly pushed up again."""

ROLLOUT_DEPTH = 4
"""Search rollouts stop after 4 steps and the evaluation judges the rest. Measured against
greedy (10 games, seed 1): 8 wins at depth 4, 6 at depth 12, in half the time."""

# tile -> (senate colour, fame, building cost) for tiles that score fame where they stand
_FAME_TILES = {b: (v[1], v[3], v[2]) for b, v in D.BUILDINGS.items()}
_FAME_TILES.update(road=("orange", 0.5, 0), park=("orange", 0.5, 0))
_AFTER_ACTIONS = frozenset(("discard", "over"))
HAND_TILES = tuple(t for t in D.TILES if t not in D.OPEN_TILES)   # the keys of a hand, in order


def action_rounds_left(state, scores=None):
    """Action phases still to come, this round's included while it has not passed; only this
    one once a seat has 15 fame (the game ends after the round in which someone has).
    ``scores``: the state's, if already at hand."""
    if state.round == 0:
        return D.LAST_ROUND
    after = state.phase in _AFTER_ACTIONS
    if max(scores or state.scores()) >= D.FAME_TO_WIN:
        return 0 if after else 1
    return D.LAST_ROUND - state.round + (0 if after else 1)


def incomes_left(state, rounds):
    """Incomes still to be paid (at most ``INCOME_ROUNDS``): one before each action phase to
    come but this round's."""
    acting = state.round > 0 and state.phase not in _AFTER_ACTIONS
    return min(INCOME_ROUNDS, rounds - 1 if acting else rounds)


_RATES = {}  # (barbarians, incomes left) -> a free legion's worth


def legion_worth(barbarians, incomes):
    """The fame a free legion is worth on its way to a province held by ``barbarians``
    (None: no province left to march on): ``MARCH_SHARE`` of what the best march there brings
    (a strong province's fame point, its income still to come, the two legions left to hold
    it) for each legion it uses up (the fallen and the two that stay), by the odds of the dice.

    So a legion is worth more while the weakest province is weak and many rounds are left, and
    marching with an army about as good as the best one pays more than waiting:

    >>> round(legion_worth(3, 10), 2), round(legion_worth(5, 10), 2), legion_worth(None, 10)
    (0.62, 0.47, 0.2)
    """
    if barbarians is None:
        return IDLE_LEGION_WORTH
    key = barbarians, incomes
    rate = _RATES.get(key)
    if rate is None:
        conquest = STRONG_PROVINCE_WORTH + INCOME_WORTH * incomes + 2 * GARRISON_WORTH
        best = 0.0
        for army in MARCH_SIZES:
            win, survivors = conquest_odds(army, barbarians, D.LEGION_HIT, D.BARBARIAN_HIT)
            best = max(best, win * conquest / (army - survivors + 2 * win))
        rate = _RATES[key] = max(IDLE_LEGION_WORTH, MARCH_SHARE * best)
    return rate


_PERMITS = {}  # (senate, this round's permits, before its evaluation, last) -> _permits
_PERMITS_KEPT = 1024


def _permits(state, last):
    """(colour -> the share of a tile of it that will likely be built, colour -> its expected
    permit). A colour open for this round's actions counts in full. Before this round's
    evaluation a stone above 0 opens its colour for this round (``OPEN_NOW_SHARE``, unless
    pushed down again); for later rounds a stone counts by its height, since a point down and
    a permit close a low stone. In the last round's actions a closed colour grants nothing more.
    A permit's price counts by the stone's rank only by ``RANK_PRICE_SHARE``: the ranks hold
    for one round, and the senate fights them anew every round."""
    senate = state.senate
    evaluated = any(state.costs.values())  # this round's permits are fixed
    before = state.round > 0 and not evaluated and state.phase not in _AFTER_ACTIONS
    # a search meets the same few senates over and over; the dicts are only read
    key = tuple(senate.items()), tuple(state.costs.items()), before, last
    known = _PERMITS.get(key)
    if known is not None:
        return known
    if len(_PERMITS) >= _PERMITS_KEPT:
        _PERMITS.clear()
    costs = D.permit_costs(senate)
    share = {}
    price = {}
    for colour in D.SENATORS:
        now = state.costs[colour]
        height = senate[colour]
        if now:
            share[colour] = OPEN_SHARE
        elif last and evaluated:
            share[colour] = 0.0
        else:
            share[colour] = CLOSED_SHARE + (OPEN_SHARE - CLOSED_SHARE) * min(
                1.0, height / STONE_SAFE)
            if before and height:
                share[colour] = max(share[colour], OPEN_NOW_SHARE)
        ranked = now or costs[colour] or CLOSED_PERMIT
        price[colour] = ranked if now else (
            RANK_PRICE_SHARE * ranked + (1 - RANK_PRICE_SHARE) * CLOSED_PERMIT)
    known = _PERMITS[key] = share, price
    return known


def influencing_later(state):
    """Seats other than the one influencing now with a turn of this round's senate still to
    come: they can lift a stone pushed down on their colours again."""
    if state.phase != "influence":
        return ()
    turns = D.INFLUENCE_TURNS[state.players]
    return {(state.start + offset) % state.players
            for offset, _points in turns[state.turn + 1:]} - {state.actor}


def tile_offers(state, rounds, shares, price, gold_worth, legion, frontage, road_sites,
                strong_without_limes) -> dict:
    """tile -> (its worth in hand, the gold it costs with its permit) of every hidden tile that is
    worth building now, as :func:`hand_worth` counts it (the same for every seat whose
    ``shares`` and ``strong_without_limes`` are the same, so an evaluation asks once for them)."""
    fade = min(1.0, rounds / ROUNDS_TO_USE)
    income = INCOME_WORTH * incomes_left(state, rounds)
    street = STREET_WORTH if frontage < FRONTAGE_FEW else 0.0
    building_room = 1.0 if frontage else NO_FRONTAGE
    offers = {}
    for tile in HAND_TILES:
        fame = _FAME_TILES.get(tile)
        if fame is not None:
            colour, points, cost = fame
            if cost:  # a building
                gain = building_room * (points - gold_worth * (cost + price[colour]))
            elif tile == "road" and not road_sites:
                continue
            else:  # a road or park
                gain = points + (street if tile == "road" else 0.0) - gold_worth * price[colour]
        elif tile == "person":
            cost = 0
            raised = legion - gold_worth * price["grey"]
            settled = income - gold_worth * price["orange"]
            colour = "grey" if raised >= settled else "orange"
            gain = max(raised, settled)
        elif tile == "mine":
            cost, colour, gain = 0, "orange", income - gold_worth * price["orange"]
        elif tile == "limes":
            cost, colour = 0, "grey"
            gain = (1.0 if strong_without_limes else 0.4) - gold_worth * price["grey"]
        elif tile == "plaza":
            cost, colour = 0, "orange"
            gain = PLAZA_WORTH + street - gold_worth * price["orange"]
        else:
            continue
        if gain <= 0 or not shares[colour]:
            continue
        offers[tile] = (fade * shares[colour] * gain, cost + price[colour])
    return offers


def hand_worth(state, seat, rounds, shares, price, gold_worth, legion, budget, saving,
               frontage, road_sites, strong_without_limes, offers=None):
    """The worth of ``seat``'s hidden tiles: the best ``HAND_LIMIT`` of them, each while the
    gold for it (``budget`` now, ``saving`` more a round) comes in time, and by
    ``SAVING_DELAY`` less for each round of saving it waits for. ``frontage``: the squares a
    building could stand on, counted up to ``FRONTAGE_FEW``; ``road_sites``: whether a road
    may be laid; ``strong_without_limes``: whether the seat holds a strong province with no
    limes yet; ``offers``: :func:`tile_offers` of these, where the caller has them."""
    if rounds <= 0:
        return 0.0
    if offers is None:
        offers = tile_offers(state, rounds, shares, price, gold_worth, legion, frontage,
                             road_sites, strong_without_limes)
    worths = []  # (worth, gold it costs)
    for tile, n in state.hand[seat].items():
        if n:
            offer = offers.get(tile)
            if offer is not None:
                worths += [offer] * n
    worths.sort(reverse=True)
    total = spent = 0.0
    kept = 0
    for worth, price_of in worths:
        if kept == D.HAND_LIMIT:
            break
        kept += 1
        short = spent + price_of - budget
        wait = 0 if short <= 0 else -(-short // saving)  # rounds of saving it needs
        if wait >= rounds:
            continue  # the gold for it does not come in time: it will not be built
        spent += price_of
        total += worth * SAVING_DELAY ** wait
    return total


def evaluate(state) -> list:
    """Per seat: fame now plus what its tiles, income, legions, provinces, a conquest under
    way, gold, Caesar and senators will likely bring before the end."""
    values = [float(s) for s in state.scores()]
    if state.is_terminal():
        return values
    players = state.players
    garrisons = [0] * players
    provinces = [0] * players
    strong = [0] * players  # provinces held by two legions or more
    strong_without_limes = [False] * players
    for p in D.PROVINCE_NUMBERS:
        owner = state.owner[p]
        if owner >= 0:
            garrison = state.garrison[p]
            garrisons[owner] += garrison
            provinces[owner] += 1
            if garrison >= 2:
                strong[owner] += 1
                if not state.limes[p]:
                    strong_without_limes[owner] = True
    rounds = action_rounds_left(state, values)
    last = rounds <= 1
    fade = min(1.0, rounds / ROUNDS_TO_USE)
    future_incomes = incomes_left(state, rounds) if rounds else 0
    legion = legion_worth(weakest_province(state)[0], future_incomes)
    legions = list(state.legions)
    battle = state.battle
    if battle is not None and not battle.revolt:  # a revolt's defenders are the garrison
        seat = battle.seat
        conquest = STRONG_PROVINCE_WORTH + INCOME_WORTH * future_incomes
        if state.phase == "station":  # won: two of the survivors stay in the province
            provinces[seat] -= 1
            values[seat] += conquest + fade * 2 * GARRISON_WORTH
            legions[seat] += battle.legions - 2
        else:
            win, survivors = conquest_odds(battle.legions, battle.barbarians,
                                           D.LEGION_HIT, D.BARBARIAN_HIT)
            values[seat] += win * (conquest + fade * 2 * GARRISON_WORTH)
            legions[seat] += max(0.0, survivors - 2 * win)
    # gold is worth the tiles it pays for in the rounds left, and in the last round nothing more
    gold_worth = GOLD_WORTH * fade if rounds > 1 else 0.0
    after = state.phase in _AFTER_ACTIONS
    shares, price = _permits(state, last)
    mines = [0] * players
    for cell in D.HILLS:
        owner = state.city_owner[cell]
        if owner >= 0:
            mines[owner] += 1
    later = influencing_later(state)
    # the city's room, asked once for every seat (only as far as hand_worth reads it)
    kind = state.city_kind
    frontage = frontage_count(kind, FRONTAGE_FEW) if rounds > 0 else 0
    road_sites = rounds > 0 and any(hand["road"] for hand in state.hand) and has_road_site(kind)
    offers_of = {}  # (the seat's shares differ, strong_without_limes) -> tile_offers
    for seat in range(players):
        gold = state.gold[seat]
        seat_shares = shares
        if seat in later:
            seat_shares = {colour: share if state.senate[colour] else max(share, REOPEN_SHARE)
                           for colour, share in shares.items()}
        income = D.BASE_INCOME + mines[seat] + state.inhabitants[seat] + strong[seat]
        budget = gold + income if after else gold
        caesar = state.caesar[seat]
        gift = 0.0
        if caesar:
            _, coins, raised = D.CAESARS[caesar]
            gift = CAESAR_SHARE * max(gold_worth * coins, fade * legion * raised)
        offers = None
        if rounds > 0:
            kind_of_seat = (seat_shares is not shares, strong_without_limes[seat])
            offers = offers_of.get(kind_of_seat)
            if offers is None:
                offers = offers_of[kind_of_seat] = tile_offers(
                    state, rounds, seat_shares, price, gold_worth, legion, frontage, road_sites,
                    strong_without_limes[seat])
        held = hand_worth(state, seat, rounds, seat_shares, price, gold_worth,
                          legion, budget, max(1, income - SPENDING), frontage, road_sites,
                          strong_without_limes[seat], offers)
        values[seat] += (gold_worth * min(GOLD_USEFUL, gold)
                         + GOLD_AT_THE_END * gold
                         + INCOME_WORTH * future_incomes
                         * (state.inhabitants[seat] + mines[seat] + strong[seat])
                         + fade * (legion * legions[seat] + GARRISON_WORTH * garrisons[seat])
                         + fade * PROVINCE_WORTH * (provinces[seat] - strong[seat])
                         + fade * SENATOR_WORTH * sum(state.senators[seat].values())
                         + gift
                         + held)
    return values
