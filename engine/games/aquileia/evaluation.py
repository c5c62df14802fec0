"""Aquileia's evaluation for bots: one value per seat, in points.

``evaluate(state)`` = the final score the seat would have if the game ended now (points scored,
laurel point cards, villas × matching laurel cards, each theatre card counted in the colour that
pays best) plus what the seat holds that will still turn into points before the end:

- villas and laurel cards that do not meet yet: a villa is also worth its value times the laurel
  cards its colour may still collect (``FUTURE_CARDS`` over the whole game, fewer as the rounds
  run out, nearly all for the seat's main colour, the one it has built and collected most), and
  a laurel card the value of the free villas of its colour the seat may still build
  (``FUTURE_VILLAS``, likewise);
- coins and slaves by what they build: the next two buildings the seat can aim for, each worth a
  share of what it will bring times the square of the share of its price already in hand (right
  metals, slaves; other metals at half, since Pecunia swaps them), plus a small worth per coin
  and slave while rounds remain; horses and weapons a little (they win races and fights);
- workshops and banks: half a payment per round still to come;
- henchmen already placed whose area has not acted yet: what the space is likely to bring (a
  Forum space the best building the seat can pay for, with its Servi henchmen's slaves and its
  Pecunia swaps; a race or a fight a share of its prizes and of the Stadium card; Pecunia its 4
  points). Without this a placement is worth nothing until its area acts, long after a search of
  one turn looks, and the search places its henchmen by what pays at once.

Before these terms a villa without cards, a laurel card without a villa and a slave card counted
nothing and coins counted by metal: a search bought no slaves, built only on the scoring Forum
spaces (0-2 buildings a game) and placed henchmen where nothing was built.

A bot evaluates determinized worlds, so reading every seat's hand here is fine.

>>> from engine.games import aquileia
>>> state = aquileia.new_game(3)
>>> values = evaluate(state)
>>> values[0] == values[1] == values[2] > 0
True
"""

from . import data as D

N_SITES = len(D.SITE_IDS)
SI = D.SPACE_INDEX
COIN_WORTH = (0.8, 1.0, 1.2)   # bronze, silver, gold: the dearer metals are the scarcer in costs
SLAVE_WORTH = 1.0              # per slave, when it pays for no building yet
FIGHTER_WORTH = 0.5            # per horse or weapon on a card
ACTIVATION_SHARE = 0.5         # payments expected per remaining round from a workshop or bank
FUTURE_CARDS = 3.0             # laurel cards a seat may still collect for one colour, at the start
COLOUR_FOCUS = (1.0, 0.3, 0.1, 0.1)   # share of those cards for its 1st, 2nd... colour
FUTURE_VILLAS = 12.0           # villa value a seat may still build in one colour, at the start
VILLAS_PER_CARD = 6            # a laurel card weighs as this much villa value for the main colour
FORUM_SHARE = 0.9              # of a building's worth, for a Forum henchman that can pay for it
PROGRESS_SHARES = (0.5, 0.3)   # of the next two buildings' worth, for holdings that pay all of it
FORUM_BONUS = 0.5              # of a building's value, expected from a scoring Forum space
VILLAS = tuple(s for s in range(N_SITES) if D.SITE_KIND[s] == "villa")
EARNERS = tuple((s, D.SITE_POINTS[s] + sum(COIN_WORTH[m] * D.SITE_COINS[s][m] for m in range(3)))
                for s in range(N_SITES) if D.SITE_KIND[s] != "villa")
EARNING = dict(EARNERS)

ROLLOUT_DEPTH = 0
"""Search scores a new node by this evaluation at once: random placements and purchases tell
nothing about a game of villas built over six rounds, and the henchmen already placed are
valued by what their spaces will bring."""

PLAN_PLAYOUTS = {"normal": 100, "hard": 250}
"""Iterations per level of a search that plays every seat by the plan to the game's end (a whole
game of plan moves takes about 15 ms) and scores the final result, in place of judging a position
by this evaluation. The evaluation sees the villas and cards but not the final multiplication six
rounds away, nor what the other seats will take first; the playouts see both. Measured beside two
plans (3 players, seed 21, 40 games): Normal ahead of a plan in 65/80 comparisons and Hard in
65.5/80 (with 100 and 250 games played out); the search judged by this evaluation, its root
starting from the plan's move, 53/80 at Normal and 17/32 at Hard. Easy keeps the plain search.
Tried and not adopted: 30 and 75 keep a person's wait on a phone near 5 s and 10 s (docs/waits-on-a-phone.md), but in 20 games Normal was ahead of a plan in 25/40 and Hard in 20.5/38
(below its aim of 75%): a level keeps its strength first."""

SEARCH_LEVELS = {"normal": {"trees": 2}, "hard": {"trees": 2}}
"""Normal and Hard split their search into 2 trees from 3 players, where they play out (see
``engine.bots.mcts``: the page grows the trees side by side on a device with the cores for
it): on a phone a person's wait against two Normal bots went from 7.7 s in the median (p90
9.2 s) to 3.7 s (p90 5.4 s), against two Hard bots from 17.3 s (p90 28.5 s) to 9.0 s (p90
10.3 s) (docs/waits-on-a-phone.md). The root keeps at most seven candidates, so each tree of
50 games still plays each several times: beside two plans (seed 21) Normal was ahead in 61.5/80
comparisons (40 games; 65/80 as one tree; aim 60%), Hard in 36/40 (20 games; 65.5/80 as one
tree; aim 75%)."""

PLAN_PLAYOUTS_FROM = 3
"""The playouts expect the plan from every other seat. At two players that one seat decides the
game, and a seat that plays otherwise exploits the expectation: against greedy (2 players, seed
1, 40 games) Normal won 14/40 playing out and 25/40 judging by this evaluation; against the plan
it won 20/20 and 17/20. At three players against two greedy bots the two were even (6/20 and
7/20, seed 21), and against two plans the playouts are far ahead (above). So two players get the
judged search; there Hard beat greedy 8/10 and Normal 13/24."""

# What a henchman on a space brings before its area acts, in points (Forum and Servi: computed).
SPACE_WORTH = {"dolus": 2.4, "pecunia": D.PECUNIA_POINTS, "potentia": 1.0, "theatrum": 2.0,
               "latro": 1.5, "equi1": 0.5, "equi2": 0.3, "equi3": 0.3}
CONTEST_WORTH = 3.0            # a share of a race's or fight's prizes, plus 1 per strength
RACE_SHARE = 0.4               # of the face-up Stadium card's worth, for a racer


def final_now(state, seat: int) -> float:
    """The final score of ``seat`` if the game ended now (theatre colours chosen at best)."""
    villas, cards = villas_and_cards(state, seat)
    total = state.points[seat] + sum(D.CARD_POINTS[c] * n for c, n in state.hands[seat].items())
    return total + sum(villas[colour] * cards[colour] for colour in D.COLOURS)


def villas_and_cards(state, seat):
    """({colour: villa value built}, {colour: laurel cards}) of ``seat``, each theatre card
    counted in its chosen colour or the one with more villas."""
    villas = {colour: 0 for colour in D.COLOURS}
    cards = {colour: 0 for colour in D.COLOURS}
    for s in VILLAS:
        if state.sites[s] == seat:
            villas[D.SITE_COLOUR[s]] += D.SITE_VALUE[s]
    for c, n in state.hands[seat].items():
        colour = D.CARD_LAUREL[c]
        if colour is not None:
            cards[colour] += n
    chosen = state.colours[seat]
    for c in state.theatre[seat]:
        colour = chosen.get(c) or max(D.CARD_COLOURS[c], key=lambda k: villas[k])
        cards[colour] += 1
    return villas, cards


def rounds_left(state) -> float:
    """Rounds still to play, counting the current one until its Forum has built."""
    left = D.ROUNDS - state.round + 1
    if state.stage == "action" and state.slot_id() in ("latro", "portus-bronze", "portus-silver",
                                                        "portus-gold", "end"):
        left -= 1
    return max(0, left)


def colour_focus(villas, cards) -> dict:
    """Each colour's share of the seat's future: most for the colour it has built and collected
    most (a seat builds and collects one or two colours, not four)."""
    order = sorted(D.COLOURS, key=lambda k: -(villas[k] + VILLAS_PER_CARD * cards[k]))
    return {colour: COLOUR_FOCUS[k] for k, colour in enumerate(order)}


def free_villas(state) -> dict:
    free = {colour: 0 for colour in D.COLOURS}
    for s in VILLAS:
        if state.sites[s] is None:
            free[D.SITE_COLOUR[s]] += D.SITE_VALUE[s]
    return free


def site_worth(site, cards, coming, left) -> float:
    """What owning ``site`` will bring ``seat`` by the end (not counting its price)."""
    if D.SITE_KIND[site] == "villa":
        colour = D.SITE_COLOUR[site]
        return D.SITE_VALUE[site] * (cards[colour] + coming[colour])
    return ACTIVATION_SHARE * max(0, left - 1) * EARNING[site]


def coverage(purse, slaves, cost, swaps) -> float:
    """The share of ``cost`` the holdings pay: coins of the right metals, other coins at half
    (Pecunia swaps them), slaves; with ``swaps`` Pecunia swaps in hand, exact 1 when payable."""
    b, s, g, need = cost
    pb, ps, pg = purse
    deficit = (b - pb if b > pb else 0) + (s - ps if s > ps else 0) + (g - pg if g > pg else 0)
    spare = (pb - b if pb > b else 0) + (ps - s if ps > s else 0) + (pg - g if pg > g else 0)
    movable = deficit if deficit < spare else spare
    swapped = movable if movable < swaps else swaps
    coins = b + s + g - deficit + swapped + 0.5 * (movable - swapped)
    return (coins + (slaves if slaves < need else need)) / (b + s + g + need)


def holdings_worth(state, seat, cards, coming, left, forum) -> float:
    """Coins and slaves by what they build. A Forum henchman builds the best building the seat can
    pay for (with the swaps of a Pecunia henchman), counted at ``FORUM_SHARE`` of its worth plus
    a scoring space's points; then the next two buildings still to come are counted at
    ``PROGRESS_SHARES`` of their worth times the square of the share of their price the holdings
    already pay (one coin short is nearly a villa, a start barely anything); coins and slaves
    also keep their own small worth while rounds remain."""
    spend = min(1.0, left / 2)
    if spend <= 0:
        return 0.0
    hand = state.hands[seat]
    purse = list(state.coins[seat])
    slaves = hand.get("slave1", 0) + 2 * hand.get("slave2", 0) + forum["slaves"]
    total = spend * (sum(COIN_WORTH[m] * purse[m] for m in range(3)) + SLAVE_WORTH * slaves)
    swaps = forum["swaps"]
    free = [site for site in range(N_SITES) if state.sites[site] is None]
    for points_space in forum["spaces"]:
        best, best_gain = None, 0.0
        for site in free:
            cost = D.SITE_COST[site]
            if slaves < cost[3] or coverage(purse, 0, cost[:3] + (0,), swaps) < 1 - 1e-9:
                continue
            price = sum(COIN_WORTH[m] * cost[m] for m in range(3)) + SLAVE_WORTH * cost[3]
            worth = site_worth(site, cards, coming, left)
            if points_space:
                worth += D.SITE_VALUE[site]
            gain = FORUM_SHARE * worth - spend * price
            if gain > best_gain:
                best, best_gain = site, gain
        if best is None:
            continue
        free.remove(best)
        total += best_gain
        cost = D.SITE_COST[best]
        for m in range(3):
            purse[m] -= cost[m]
        while any(p < 0 for p in purse):     # the swaps paid the missing metal
            short = min(range(3), key=lambda m: purse[m])
            rich = max(range(3), key=lambda m: purse[m])
            purse[short] += 1
            purse[rich] -= 1
            swaps -= 1
        slaves -= cost[3]
    for share in PROGRESS_SHARES[:max(0, min(len(PROGRESS_SHARES), left - len(forum["spaces"])))]:
        paid = {}   # sites of one price share their coverage
        best, best_worth = None, 0.0
        for site in free:
            cost = D.SITE_COST[site]
            covered = paid.get(cost)
            if covered is None:
                covered = paid[cost] = coverage(purse, slaves, cost, 0)
            worth = (site_worth(site, cards, coming, left)
                     + FORUM_BONUS * D.SITE_VALUE[site]) * covered * covered
            if worth > best_worth:
                best, best_worth = site, worth
        if best is None:
            break
        total += share * best_worth
        free.remove(best)
        cost = D.SITE_COST[best]
        purse = [max(0, purse[m] - cost[m]) for m in range(3)]
        slaves = max(0, slaves - cost[3])
    return total


def placed_worth(state, seat, card_worth):
    """(points, Forum plan) the seat's henchmen on spaces whose area has not acted yet are likely
    to bring: the Forum plan lists the Forum spaces held (True for a scoring one) and the slaves
    the seat's Servi henchmen will buy, which ``holdings_worth`` builds with."""
    forum = {"spaces": [], "slaves": 0.0, "swaps": 0}
    if state.stage not in ("place", "action"):
        return 0.0, forum
    total = 0.0
    purse = state.coins[seat]
    strength = {"arena": 0, "stadium": 0}
    for i, owner in enumerate(state.spaces):
        if owner != seat:
            continue
        space = D.SPACE_IDS[i]
        area = D.SPACE_AREA[i]
        if space in D.SERVI_LIMIT:
            metal = D.METAL_INDEX[D.SERVI_METAL[space]]
            bought = min(D.SERVI_LIMIT[space], purse[metal])
            forum["slaves"] += 1.5 * bought
            total -= COIN_WORTH[metal] * bought * min(1.0, rounds_left(state) / 2)
        elif area == "forum":
            forum["spaces"].append(space in D.FORUM_POINTS)
        elif area in strength:
            strength[area] += D.SPACE_VALUE[i]
        elif space in D.PORTUS_PAID:
            total += sum(pay for s, pay in EARNERS if state.sites[s] == seat)
        elif space == "pecunia":
            forum["swaps"] = D.PECUNIA_MAX_COINS
            total += SPACE_WORTH[space]
        else:
            total += SPACE_WORTH.get(space, 0.0)
    for area, held in strength.items():
        if held:
            total += CONTEST_WORTH + held
            if area == "stadium" and state.stadium_up is not None:
                total += RACE_SHARE * card_worth(state.stadium_up)
    return total, forum


def evaluate(state) -> list:
    """Per seat: points if the game ended now plus what its holdings and henchmen will bring."""
    if state.stage == "over":
        return [float(s) for s in state.scores()]
    left = rounds_left(state)
    share = left / D.ROUNDS
    free = free_villas(state)
    values = []
    for seat in range(state.players):
        villas, cards = villas_and_cards(state, seat)
        hand = state.hands[seat]
        value = state.points[seat] + sum(D.CARD_POINTS[c] * n for c, n in hand.items())
        focus = colour_focus(villas, cards)
        coming = {colour: FUTURE_CARDS * share * focus[colour] for colour in D.COLOURS}
        for colour in D.COLOURS:
            value += villas[colour] * (cards[colour] + coming[colour])
            value += cards[colour] * min(free[colour], FUTURE_VILLAS * share * focus[colour])
        fighters = sum((D.CARD_HORSES[c] + D.CARD_WEAPONS[c]) * n for c, n in hand.items())
        value += share * FIGHTER_WORTH * fighters
        value += sum(ACTIVATION_SHARE * left * pay for s, pay in EARNERS if state.sites[s] == seat)
        def card_worth(card):
            colour = D.CARD_LAUREL[card]
            if colour is None:
                return D.CARD_POINTS[card]
            return villas[colour] + min(free[colour], FUTURE_VILLAS * share * focus[colour])

        placed, forum = placed_worth(state, seat, card_worth)
        value += placed + holdings_worth(state, seat, cards, coming, left, forum)
        values.append(value)
    return values
