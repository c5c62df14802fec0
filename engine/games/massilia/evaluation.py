"""Massilia's evaluation for bots: one value per seat, in victory points.

``evaluate(state)`` = the seat's score now (reputation, stall points, sesterces, penalty stones)
plus the worth of what it holds that can still become points, scaled by the share of the game
still to play:

- goods on the seat's stalls: a pink, orange or violet good sells for its marker's reputation and
  the temple's price in sesterces; it is worth a share of that by its customer's distance
  (``REACH_SHARE``: most within one die), the marker counted halfway to 2 because sales raise
  it again after a purchase lowers it; a beige good ``BEIGE_WORTH``. Goods bought and not yet
  placed count as on the best stall, goods promised to the gods as gone. Before, every good
  counted 0.6 of its marker as it stood, and a purchase judged before its goods were placed
  counted none: a purchase looked like a loss, and the search bots bought about one good a game
  (the plan player six to nine), passed early and lost to the plan (Normal ahead of a plan seat
  in 9 of 24 comparisons, 12 games);
- each stall on the market ``STALL_HOPE`` on top of the stall points: it catches customers;
- sesterces count their third smoothly while rounds remain (the score's "1 per 3" is a step) and
  ``MONEY_WORTH`` more each (a small premium: money kept idle wins nothing);
- god cards by what each does (``CARD_WORTH``): one that changes a die saves a penalty stone;
- penalty stones as the end scores them, 3 per started pair, those being taken for the die in
  use included, plus ``STONE_EDGE`` each so that a second stone is never free: with 1.5 a stone
  while rounds remain Normal took 4 to 5 stones a game against the plan's 1 to 2;
- each die, stone or card the seat put back since another seat's last decision costs
  ``PUT_BACK_COST``: putting a die back returns its stones, so without this cost "take a die, put
  it back, then the best move" would be as good as "the best move", and a bot could go round
  take, stone, put back for ever. It was 0.05, less than the noise between two judgements, and
  bots put back a die they had just taken when the next judgement came out a little different;
  a whole point makes a put-back win only when it is clearly better, yet stays below what a stone
  costs, so that giving back the stones taken stays cheaper than taking more. (No bot puts
  back a die it has just taken, and neither the greedy look-ahead nor the search's tree
  follows a put-back after the seat's own move: ``UNDO_VERBS``);
- before the end the score is not stopped at 0, so a seat far behind still gains by every point.

A bot evaluates determinized worlds, so reading hidden money and cards here is fine.

>>> from engine.games import massilia
>>> evaluate(massilia.new_game(2)) == [0.0, 0.0]
True
"""

from . import data as D

ROLLOUT_WEIGHTS = {"stone": 0.15, "cancel": 0.1, "pass": 0.3, "sacrifice": 0.5}
"""Search rollouts play these verbs less often than others (1): a penalty stone costs points,
cancelling or passing early wastes the turn."""

UNDO_VERBS = ("cancel",)
"""Verbs that take back what the seat did in its turn (a die put back with its stones and
cards): a bot plays them only when nothing else is left, while nothing is new since its own
last move (``engine.bots.memory``)."""

ROLLOUT_DEPTH = 0
"""Search scores a new node by this evaluation at once, with no random moves first: in Massilia
random moves (penalty stones, wasted dice) cost so many points that after a random continuation
passing looked better than any action. Measured: 10 of 10 games against greedy at depth 0, 9 of 10
at depth 4, 4 of 10 at depth 12."""

SEARCH_LEVELS = {"normal": {"trees": 3}}
"""From 3 players Normal splits its iterations into 3 trees, which the page grows side by side on
a device with the cores for it (see ``engine.bots.mcts``). A wait is mostly 2 bot decisions, but
once the person has passed the bots play the round on, up to about 20 decisions in a row: on a
phone (4 times slower than a desktop's Pyodide) one tree kept a person waiting 3.8 s in the
median against Normal and 16.8 s at the 90th percentile (seed 1, 14 waits); three trees side by
side 3.2 s and 5.6 s (19 waits) (docs/waits-on-a-phone.md). Beside two plans (seed 21) Normal
split was ahead in 24/40 comparisons (20 games; 14/24 as one tree, 12 games; aim 60%). Hard
stays one tree: split into 3 (a phone's wait 3.8 s, p90 12.1 s, against 6.0 s, p90 52.0 s) it
was ahead of a plan in 15/24 comparisons (12 games; 22/24 as one tree; aim 75%)."""

REACH_SHARE = (0.5,) + (0.8,) * 6 + (0.55,) * 6
"""The share of its sale a coloured good is worth, by the distance of its customer: within one
die (1 to 6), within two (7 to 12), or standing before the stall (0: it must walk away and back)."""
BEIGE_WORTH = 0.5
STALL_HOPE = 2.0
MONEY_WORTH = 1 / 12
CARD_WORTH = {"minerva": 2.0, "phoebus": 2.0, "juno": 1.5, "neptunus": 1.5, "mars": 1.0,
              "mercurius": 1.0, "pluto": 1.0, "jupiter": 0.5, "venus": 0.5}
AVERAGE_CARD = 1.2
VENUS_PER_STONE = 1.5
MARKER_MIDDLE = 2
STONE_EDGE = 0.5
PUT_BACK_COST = 1.0


def distance(figure_space, space) -> int:
    """Spaces a figure walks from ``figure_space`` to stand before ``space``, the shorter way.

    >>> distance(3, 9), distance(3, 22), distance(3, 3), distance(3, 15)
    (6, 5, 0, 12)
    """
    ahead = (space - figure_space) % D.SPACES
    return min(ahead, D.SPACES - ahead)


def within_reach(figure_space, space) -> bool:
    """Whether one die (1 to 6) walks a figure from ``figure_space`` to stand before ``space``.

    >>> within_reach(3, 9), within_reach(3, 22), within_reach(3, 3), within_reach(3, 12)
    (True, True, False, False)
    """
    ahead = (space - figure_space) % D.SPACES
    return 1 <= ahead <= 6 or 1 <= D.SPACES - ahead <= 6


def good_worth(state, kind, space) -> float:
    """One good of ``kind`` on stall ``space``: a share of the reputation and sesterces its sale
    will bring. The marker is counted halfway to 2, since sales raise it again after a purchase
    has lowered it (counted as it stands, a purchase at marker 1 looked like a loss)."""
    if kind == D.BEIGE:
        return BEIGE_WORTH
    share = REACH_SHARE[distance(state.figures[kind + 1], space)]
    return share * ((state.markers[kind] + MARKER_MIDDLE) / 2 + state.prices[D.TEMPLE] / 3)


def goods_worth(state, space) -> float:
    """The goods on stall ``space``."""
    goods = state.goods[space]
    return sum(n * good_worth(state, kind, space) for kind, n in enumerate(goods) if n)


def task_worth(state, seat) -> float:
    """What the action under way still brings ``seat`` (its mover): goods bought and not yet
    placed count as on its best stall, goods still to be offered are as good as gone, god cards
    still to be taken count as an average card. Judged half-done without this, a purchase (the
    money paid, no goods yet on a stall) looked like a loss to a search cut short mid-purchase."""
    task = state.task
    kind = task.kind
    if kind == "place":
        stalls = [s for s in state.stalls_of(seat) if sum(state.goods[s]) < D.STALL_CAPACITY]
        return sum(n * max(good_worth(state, good, s) for s in stalls)
                   for good, n in enumerate(task.left) if n and stalls)
    if kind == "sacrifice":
        cheapest = min((good_worth(state, good, s) for s in state.stalls_of(seat)
                        for good in range(4) if state.goods[s][good]), default=0.0)
        return task.cards * AVERAGE_CARD - task.left * cheapest
    if kind == "card":
        return task.left * AVERAGE_CARD
    if kind == "draw":
        return (1 + task.left) * AVERAGE_CARD
    if kind == "refill":
        return task.left * AVERAGE_CARD
    return 0.0


def card_worth(god, stones) -> float:
    """A god card in the hand of a seat holding ``stones`` penalty stones."""
    if god == "venus":
        return CARD_WORTH[god] + VENUS_PER_STONE * min(D.VENUS_RETURNS, stones)
    return CARD_WORTH[god]


SHARES = tuple(tuple(REACH_SHARE[distance(figure, space)] for space in range(D.SPACES))
               for figure in range(D.SPACES))
"""A customer's space → a stall's space → the share of a sale there (``REACH_SHARE`` by their
distance), worked out once for :func:`evaluate`."""


def evaluate(state) -> list:
    """Per seat: score now plus the worth of money, goods, stalls and god cards still to use."""
    if state.stage == "over":
        return [float(s) for s in state.scores()]
    left = max(0.0, (D.ROUNDS - state.round + 1) / D.ROUNDS)
    players = state.players
    goods = [0.0] * players
    stalls = [0] * players
    # The worth of every good as good_worth counts it, its sale's part worked out once per kind
    # (once a coloured good is found: good_worth reads no price for a beige one).
    sales = None
    figures = state.figures
    for space, owner in enumerate(state.owner):
        if owner >= 0:
            stalls[owner] += 1
            held = state.goods[space]
            if any(held):
                if sales is None and any(held[kind] for kind in D.COLOURED):
                    temple = state.prices[D.TEMPLE] / 3
                    sales = [(marker + MARKER_MIDDLE) / 2 + temple for marker in state.markers]
                goods[owner] += sum([n * (BEIGE_WORTH if kind == D.BEIGE
                                          else SHARES[figures[kind + 1]][space] * sales[kind])
                                     for kind, n in enumerate(held) if n])
    taking = [0] * players
    if state.pending is not None:
        taking[state.to_move] = state.pending.stones
    values = []
    for seat in range(players):
        money = state.money[seat]
        stones = state.stones[seat] + taking[seat]
        # Before the final clamp at 0: a seat far behind still gains by every point.
        points = (state.reputation[seat] + D.stall_points(stalls[seat])
                  + (1 - left) * (money // 3) + left * money / 3
                  - D.stone_penalty(stones) - STONE_EDGE * stones)
        hand = state.hands[seat]
        venus = card_worth("venus", state.stones[seat]) if "venus" in hand else 0.0
        cards = sum([venus if god == "venus" else CARD_WORTH[god] for god in hand])
        held = MONEY_WORTH * money + goods[seat] + STALL_HOPE * stalls[seat] + cards
        if state.task is not None and seat == state.mover:
            held += task_worth(state, seat)
        dither = PUT_BACK_COST * state.put_back[seat]
        values.append(points + left * held - dither)
    return values
