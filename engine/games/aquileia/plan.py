"""Aquileia's ``plan`` player: the strategy a thoughtful first-time player follows after reading
the rules page, with no look-ahead.

The plan: commit to one villa colour (the colour of the laurel and theatre cards already held,
else of the villas already built, else one picked by seat so that the plan players at a table
do not all want the same villas); build that colour's dearest free villa, on Forum space 2 or 5
when free, which score its value at once; buy the slaves and keep the metals that villa needs;
race in the Stadium for its laurel cards and bid in the Theatrum for its theatre cards; in the
meantime Pecunia's 4 points, an Arena fight and the Portus are taken when a henchman is spare.

``choose(state, seat, rng)`` reads only the seat's own hand and the public board: the bot calls it
on a world resampled from the seat's view (``state.determinize``), as the search bots do.
"""

from . import data as D
from .areas import FORUM_IDX, N_SITES, SLOTS, slave_payments

BRONZE, SILVER, GOLD = 0, 1, 2
VILLAS = tuple(s for s in range(N_SITES) if D.SITE_KIND[s] == "villa")
EARNERS = tuple(s for s in range(N_SITES) if D.SITE_KIND[s] != "villa")
# (colour's index, site, value) of every villa, for the tally of each colour in one pass
N_COLOURS = len(D.COLOURS)
VILLA_ROWS = tuple((D.COLOURS.index(D.SITE_COLOUR[s]), s, D.SITE_VALUE[s]) for s in VILLAS)
# each colour's villas, dearest first (a stable sort: equal values keep the board's order)
DEAREST_VILLAS = {colour: sorted((s for s in VILLAS if D.SITE_COLOUR[s] == colour),
                                 key=lambda s: -D.SITE_VALUE[s]) for colour in D.COLOURS}
# points and coins a workshop or bank pays each round (villas: 0)
PER_ROUND = tuple(D.SITE_POINTS[s] + sum(D.SITE_COINS[s]) for s in range(N_SITES))
SLAVES_PER_CARD = 1.5          # a servi card shows 1 or 2 slaves, as many of each
THEATRE_BID_LIMIT = 4          # coins the plan pays at most for a theatre card of its colour
PLACE_THRESHOLD = 2.0          # a space worth less than this is left for the tiebreaker disc
SI = D.SPACE_INDEX


# --- what the plan wants ------------------------------------------------------------------------

def laurels(state, seat) -> dict:
    """Laurel cards of each colour the seat holds (a theatre card counts for both its colours)."""
    return _remembered(_laurels, state, seat)


def _laurels(state, seat) -> dict:
    count = {colour: 0 for colour in D.COLOURS}
    for card, n in state.hands[seat].items():
        colour = D.CARD_LAUREL[card]
        if colour:
            count[colour] += n
    for card in state.theatre[seat]:
        for colour in D.CARD_COLOURS[card]:
            count[colour] += 1
    return count


_UNASKED = object()   # not asked yet (None is an answer)
_memo = None   # (question, seat) -> answer while one choose() runs: the state does not change there


def _remembered(question, state, seat):
    """``question(state, seat)``, asked once per seat within one choose()."""
    memo = _memo
    if memo is None:
        return question(state, seat)
    key = (question, seat)
    answer = memo.get(key, _UNASKED)
    if answer is _UNASKED:
        answer = memo[key] = question(state, seat)
    return answer


def plan_colour(state, seat) -> str:
    """The villa colour the seat builds: once it has built a villa, that colour while free
    villas of it remain; before, the colour of its laurel and theatre cards that nobody else
    builds, else one chosen by seat."""
    return _remembered(_villa_plan, state, seat)[0]


# Answers that stay the same from decision to decision while their facts do (a site built, a
# laurel card won, the coins), kept by those facts: a search plays the same few seats through
# thousands of decisions (about 4,000 answers, 1.6 MB, in one Normal decision). Bounded, so a
# long session does not grow it without end.
_ACROSS_DECISIONS = {}
_ACROSS_LIMIT = 10_000


def _across_decisions(key, answer, *args):
    found = _ACROSS_DECISIONS.get(key, _UNASKED)
    if found is _UNASKED:
        if len(_ACROSS_DECISIONS) >= _ACROSS_LIMIT:
            _ACROSS_DECISIONS.clear()
        found = _ACROSS_DECISIONS[key] = answer(*args)
    return found


def _villa_plan(state, seat):
    """(the plan's colour, what its next villa needs) of the seat."""
    cards = laurels(state, seat)
    sites = tuple(state.sites)
    key = ("villa", seat, sites, tuple(cards.values()), not state.houses[seat])
    return _across_decisions(key, _villa_plan_of, sites, seat, cards, state.houses[seat])


def _villa_plan_of(sites, seat, cards, houses):
    colour = _plan_colour(sites, seat, cards)
    targets = [s for s in DEAREST_VILLAS[colour] if sites[s] is None]
    need = (0, 0, 0, 0) if not targets or not houses else tuple(D.SITE_COST[targets[0]])
    return colour, need


def _plan_colour(sites, seat, cards) -> str:
    own, free, rivals = [0] * N_COLOURS, [0] * N_COLOURS, [0] * N_COLOURS
    for k, site, value in VILLA_ROWS:
        owner = sites[site]
        if owner is None:
            free[k] += value
        elif owner == seat:
            own[k] += value
        else:
            rivals[k] += value
    best, best_weight = None, None
    for k, colour in enumerate(D.COLOURS):
        preferred = (k - seat) % N_COLOURS == 0
        weight = (own[k] if free[k] else -1,
                  10 * cards[colour] + free[k] / 4 - rivals[k] + preferred, -k)
        if best_weight is None or weight > best_weight:
            best, best_weight = colour, weight
    return best


def target_sites(state, seat) -> list:
    """Free villas of the plan's colour, dearest first."""
    owners = state.sites
    return [s for s in DEAREST_VILLAS[plan_colour(state, seat)] if owners[s] is None]


def needs(state, seat) -> tuple:
    """(bronze, silver, gold, slaves) the next villa of the plan needs (zeros when none is left)."""
    return _remembered(_villa_plan, state, seat)[1]


def slaves_held(state, seat) -> int:
    hand = state.hands[seat]
    return hand.get("slave1", 0) + 2 * hand.get("slave2", 0)


def surplus(state, seat) -> list:
    """Coins of each metal beyond what the next villa needs."""
    return _remembered(_surplus, state, seat)


def _surplus(state, seat) -> list:
    need = needs(state, seat)
    return [state.coins[seat][m] - need[m] for m in range(3)]


def build_worth(state, seat, site) -> float:
    """How much the plan wants to build ``site`` now (0: not at all)."""
    rounds_left = D.ROUNDS - state.round
    if D.SITE_KIND[site] == "villa":
        colour = D.SITE_COLOUR[site]
        cards = laurels(state, seat)[colour]
        if colour == plan_colour(state, seat):
            return 10 + D.SITE_VALUE[site] * (1 + cards)
        return D.SITE_VALUE[site] * cards
    return PER_ROUND[site] * rounds_left * 0.5


def affordable(state, seat, coins, slaves) -> list:
    """Free sites the seat could pay for with ``coins`` and ``slaves`` (slaves counted loosely)."""
    bronze, silver, gold = coins[0], coins[1], coins[2]
    sites = state.sites
    return [s for s, (b, si, g, sl) in enumerate(D.SITE_COST) if sites[s] is None
            and bronze >= b and silver >= si and gold >= g and slaves >= sl]


# --- placement ------------------------------------------------------------------------------

def expected_slaves(state, seat) -> float:
    """Slaves held plus those the seat's Servi henchmen will buy this round."""
    return _remembered(_expected_slaves, state, seat)


def _expected_slaves(state, seat) -> float:
    slaves = slaves_held(state, seat)
    for space, most in D.SERVI_LIMIT.items():
        if state.spaces[SI[space]] == seat:
            metal = D.METAL_INDEX[D.SERVI_METAL[space]]
            slaves += SLAVES_PER_CARD * min(most, state.coins[seat][metal])
    return slaves


def _best_build(state, seat):
    """(worth, value) of the site the seat would build on the Forum now, or None when no
    site it can pay for is worth 3 (the same for every Forum space, so asked once)."""
    slaves = expected_slaves(state, seat)
    key = ("build", seat, state.round, tuple(state.sites), tuple(state.coins[seat]), slaves,
           tuple(laurels(state, seat).values()), plan_colour(state, seat))
    return _across_decisions(key, _best_build_now, state, seat, slaves)


def _best_build_now(state, seat, slaves):
    sites = affordable(state, seat, state.coins[seat], slaves)
    if not sites:
        return None
    # build_worth of each, with what it asks of the seat read once
    rounds_left = D.ROUNDS - state.round
    cards, colour = laurels(state, seat), plan_colour(state, seat)
    worths = []
    for site in sites:
        villa_colour = D.SITE_COLOUR[site]
        if villa_colour is None:
            worths.append(PER_ROUND[site] * rounds_left * 0.5)
        elif villa_colour == colour:
            worths.append(10 + D.SITE_VALUE[site] * (1 + cards[villa_colour]))
        else:
            worths.append(D.SITE_VALUE[site] * cards[villa_colour])
    top = max(worths)
    if top < 3:
        return None
    return top, D.SITE_VALUE[sites[worths.index(top)]]


def _space_kind(space) -> str:
    """Which of space_worth's questions a space asks (worked out once per space)."""
    area = D.SPACE_AREA[SI[space]]
    if area == "forum":
        return "forum"
    if space in D.SERVI_LIMIT:
        return "servi"
    if area == "stadium":
        return "stadium"
    if space in ("theatrum", "pecunia"):
        return space
    if space in D.PORTUS_PAID:
        return "portus"
    if space in ("latro", "dolus"):
        return space
    if area == "arena":
        return "arena"
    if space in D.EQUI_SPACES:
        return "equi"
    if space == "potentia":
        return space
    return "none"


SPACE_KIND = {space: _space_kind(space) for space in D.SPACE_IDS}
STADIUM_SPACES = tuple(i for i, area in enumerate(D.SPACE_AREA) if area == "stadium")
ARENA_SPACES = tuple(i for i, area in enumerate(D.SPACE_AREA) if area == "arena")
RACE_SPACES = tuple(i for i, area in enumerate(D.SPACE_AREA) if area in ("stadium", "arena"))


def space_worth(state, seat, space) -> float:
    """The plan's wish for a henchman on ``space`` now (about points; below the threshold: no)."""
    return PlaceWorths(state, seat)(space)


class PlaceWorths:
    """``space_worth`` of one seat at one placement decision, for each space asked: what a kind
    of space asks of the seat (its forum build, its horses, its race) is worked out once per
    decision, not once per space (a search plays hundreds of thousands of these)."""

    __slots__ = ("state", "seat", "shared")

    def __init__(self, state, seat):
        self.state, self.seat = state, seat
        self.shared = {}

    def __call__(self, space) -> float:
        kind, detail = SPACE_DETAIL[space]
        shared = self.shared.get(kind, _UNASKED)
        if shared is _UNASKED:
            shared = self.shared[kind] = _SHARED[kind](self.state, self.seat)
        return _WORTH[kind](self.state, self.seat, detail, shared)


def _forum_shared(state, seat):
    if any(state.spaces[i] == seat for i in FORUM_IDX):
        return None     # one build a round is the plan; a second Forum space waits for the money
    return _remembered(_best_build, state, seat)


def _forum_worth(state, seat, bonus, best):
    if best is None:
        return 0.0
    worth, value = best
    if bonus == "points":
        worth += value
    elif bonus == "double":
        worth += 1
    return worth


def _servi_shared(state, seat):
    return needs(state, seat)[3] - expected_slaves(state, seat)


def _servi_worth(state, seat, detail, short):
    limit, metal = detail
    coins = state.coins[seat]
    if short <= 0 or not coins[metal]:
        return 0.0
    cards = min(limit, coins[metal], max(1, round(short / SLAVES_PER_CARD)))
    worth = 6 + 2 * cards
    return worth - (3 if surplus(state, seat)[metal] < cards else 0)


def _stadium_shared(state, seat):
    """(the wish before horses and the space's strength, {metal: horses held}); None while
    the seat already races."""
    spaces = state.spaces
    if any(spaces[i] == seat for i in STADIUM_SPACES):
        return None
    card = state.stadium_up
    colour = plan_colour(state, seat)
    wanted = card is not None and (D.CARD_LAUREL[card] == colour or D.CARD_POINTS[card])
    horses = {"gold": 0, "silver": 0}
    for c, n in state.hands[seat].items():
        metal = D.CARD_HORSE_METAL[c]
        if metal in horses:
            horses[metal] += n * D.CARD_HORSES[c]
    return (6 if wanted else 3.5), horses


def _stadium_worth(state, seat, detail, shared):
    if shared is None:
        return 0.0
    metal, strength = detail
    base, horses = shared
    return base + horses[metal] + strength


def _theatrum_shared(state, seat):
    return 5.0 if sum(state.coins[seat]) >= 2 else 2.5


def _pecunia_shared(state, seat):
    coins = state.coins[seat]
    spare = surplus(state, seat)
    short = sum(max(0, -n) for n in spare)
    extra = sum(max(0, n) for n in spare)
    return 9.0 if short and extra else 6.0 if sum(coins) else 0.0


def _portus_shared(state, seat):
    """What the seat's workshops and banks pay a round (None: it has none)."""
    sites = state.sites
    earners = [s for s in EARNERS if sites[s] == seat]
    if not earners:
        return None
    return sum(PER_ROUND[s] for s in earners)


def _portus_worth(state, seat, metal, pay):
    if pay is None:
        return 0.0
    return pay - (0 if surplus(state, seat)[metal] > 0 else 2)


def _arena_shared(state, seat):
    """The seat's weapons; None while it already fights."""
    if any(state.spaces[i] == seat for i in ARENA_SPACES):
        return None
    return sum(n * D.CARD_WEAPONS[c] for c, n in state.hands[seat].items())


def _arena_worth(state, seat, strength, weapons):
    if weapons is None:
        return 0.0
    return 2.5 + strength + weapons / 2


def _equi_shared(state, seat):
    return surplus(state, seat)[BRONZE] > 0


def _equi_worth(state, seat, index, spare_bronze):
    card = state.equi_up[index]
    if card is None or not spare_bronze:
        return 0.0
    return 2.0 + D.CARD_HORSES[card] / 2


def _potentia_shared(state, seat):
    return 2.5 if any(state.spaces[i] == seat for i in RACE_SPACES) else 0.0


def _constant(worth):
    return lambda state, seat: worth


def _same(state, seat, detail, worth):
    return worth


# What each kind of space asks once per decision, and its worth from that.
_SHARED = {"forum": _forum_shared, "servi": _servi_shared, "stadium": _stadium_shared,
           "theatrum": _theatrum_shared, "pecunia": _pecunia_shared, "portus": _portus_shared,
           "latro": _constant(2.5), "dolus": _constant(3.5), "arena": _arena_shared,
           "equi": _equi_shared, "potentia": _potentia_shared, "none": _constant(0.0)}
_WORTH = {"forum": _forum_worth, "servi": _servi_worth, "stadium": _stadium_worth,
          "theatrum": _same, "pecunia": _same, "portus": _portus_worth, "latro": _same,
          "dolus": _same, "arena": _arena_worth, "equi": _equi_worth, "potentia": _same,
          "none": _same}


def _space_detail(space):
    """What of the space itself its kind's worth reads."""
    kind = SPACE_KIND[space]
    if kind == "forum":
        return "points" if space in D.FORUM_POINTS else "double" if space == D.FORUM_DOUBLE \
            else None
    if kind == "servi":
        return D.SERVI_LIMIT[space], D.METAL_INDEX[D.SERVI_METAL[space]]
    if kind == "stadium":
        return ("gold" if space.startswith("gold") else "silver"), D.SPACE_VALUE[SI[space]]
    if kind == "portus":
        return D.METAL_INDEX[D.PORTUS_METAL[space]]
    if kind == "arena":
        return D.SPACE_VALUE[SI[space]]
    if kind == "equi":
        return D.EQUI_SPACES.index(space)
    return None


SPACE_DETAIL = {space: (SPACE_KIND[space], _space_detail(space)) for space in D.SPACE_IDS}


def choose_place(state, seat, legal):
    best, best_worth = ("tiebreaker",), PLACE_THRESHOLD
    shared_of = {}      # as in PlaceWorths, written out: this loop is the plan's hottest
    for action in legal:
        if action[0] != "place":
            continue
        kind, detail = SPACE_DETAIL[action[1]]
        shared = shared_of.get(kind, _UNASKED)
        if shared is _UNASKED:
            shared = shared_of[kind] = _SHARED[kind](state, seat)
        worth = _WORTH[kind](state, seat, detail, shared)
        if worth > best_worth:
            best, best_worth = action, worth
    return best


# --- the action phase -----------------------------------------------------------------------

def choose_exchange(state, seat, legal):
    need = needs(state, seat)
    coins = state.coins[seat]
    short = [need[m] - coins[m] for m in range(3)]
    spare = [coins[m] - need[m] for m in range(3)]
    exchanges = [a for a in legal if a[0] == "exchange"]
    options = []
    for action in exchanges:
        give, get = D.METAL_INDEX[action[1]], D.METAL_INDEX[action[2]]
        if spare[give] <= 0:
            continue
        gain = (2 if short[get] > 0 else 0) + (get - give) * 0.5
        options.append((gain, action))
    if options:
        gain, action = max(options)
        if gain > 0 or not state.pecunia.count:
            return action
    if not state.pecunia.count and exchanges:
        return max(exchanges, key=lambda a: D.METAL_INDEX[a[2]] - D.METAL_INDEX[a[1]])
    return ("done",)


def choose_build(state, seat, legal):
    options = []
    colour = plan_colour(state, seat)
    spare = surplus(state, seat)
    worth_of = {}       # site -> its worth (0: not wanted); a site comes with each way to pay
    for action in legal:
        if action[0] != "build":
            continue
        site = D.SITE_INDEX[action[1]]
        worth = worth_of.get(site)
        if worth is None:
            cost = D.SITE_COST[site]
            if D.SITE_COLOUR[site] != colour and (cost[0] > spare[0] or cost[1] > spare[1]
                                                  or cost[2] > spare[2]):
                worth = 0   # the coins are kept for the plan's next villa
            else:
                worth = build_worth(state, seat, site)
            worth_of[site] = worth
        if worth > 0:
            options.append((worth, -(action[2] + 2 * action[3]), -action[2], action))
    if not options:
        return ("pass",)
    return max(options)[3]


def choose_bid(state, seat, legal):
    auction = state.auction
    card = auction.card
    if plan_colour(state, seat) not in D.CARD_COLOURS[card]:
        return ("pass",)
    bid = auction.bid or [0, 0, 0]
    if sum(bid) + 1 > THEATRE_BID_LIMIT:
        return ("pass",)
    spare = surplus(state, seat)
    bids = [a for a in legal if a[0] == "bid"]
    if not bids:
        return ("pass",)
    # the coin added is the metal the villa needs least
    return max(bids, key=lambda a: (spare[D.METAL_INDEX[a[1]]], -D.METAL_INDEX[a[1]]))


def card_worth(state, seat, card) -> float:
    if card is None:
        return 0.0
    colour = D.CARD_LAUREL[card]
    if colour is not None:
        return 20.0 if colour == plan_colour(state, seat) else 3.0
    return float(D.CARD_POINTS[card])


def choose(state, seat, rng):
    # every worth below asks for the plan's colour; a search plays thousands of these choices
    global _memo
    _memo = {}
    try:
        return _choose(state, seat, rng)
    finally:
        _memo = None


def _choose(state, seat, rng):
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    ask = state.ask
    if ask == "place":
        return choose_place(state, seat, legal)
    if ask == "pecunia":
        return choose_exchange(state, seat, legal)
    if ask == "equi":
        card = state.equi_up[D.EQUI_SPACES.index(SLOTS[state.slot])]
        return legal[0] if card is not None and surplus(state, seat)[BRONZE] > 0 else ("skip",)
    if ask == "servi":
        short = needs(state, seat)[3] - slaves_held(state, seat)
        wanted = max(1, round(short / SLAVES_PER_CARD))
        counts = [a for a in legal if a[0] == "servi"]
        return max((a for a in counts if a[1] <= wanted), key=lambda a: a[1], default=legal[-1])
    if ask == "cards":
        # horses and weapons are played; slaves are kept for the villas
        for action in legal:
            if action[0] == "play" and not D.CARD_SLAVES[action[1]]:
                return action
        return ("done",)
    if ask == "blue":
        in_race = any(owner == seat and D.SPACE_AREA[i] == "stadium"
                      for i, owner in enumerate(state.spaces))
        return ("blue", 0) if in_race else legal[-1]
    if ask == "prize":
        return ("prize", "points")
    if ask == "keep":
        faceup, drawn = state.stadium_up, state.pick["drawn"]
        if card_worth(state, seat, drawn) > card_worth(state, seat, faceup):
            return ("keep", "drawn")
        return ("keep", "faceup")
    if ask in ("open", "raise"):
        return choose_bid(state, seat, legal)
    if ask == "build":
        return choose_build(state, seat, legal)
    if ask == "activate":
        return ("activate",)
    if ask == "colour":
        villas = {colour: 0 for colour in D.COLOURS}
        for s in VILLAS:
            if state.sites[s] == seat:
                villas[D.SITE_COLOUR[s]] += D.SITE_VALUE[s]
        return max(legal, key=lambda a: villas[a[2]])
    return legal[0]
