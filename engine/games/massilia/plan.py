"""Massilia's ``plan`` player: the merchant a first-time player becomes after reading the rules page.

The rules page scores reputation from sales (a customer pays its colour's marker, 1 to 3, per
good), stalls at the end (2: 4, 3: 9, 4: 16, 5: 25), a point per 3 sesterces, and takes 3 points
off per started pair of penalty stones. So the plan is:

- **Stalls.** Walk the consul to empty spaces and build, towards five stalls: they are most of a
  good score and every stall catches customers.
- **Goods and customers.** Buy the kind whose marker stands high and whose customer stands within
  a die's throw of its stalls, put each good on the stall its customer reaches, then walk that
  customer there to sell. Beige goods are a stopgap: they sell for sesterces only.
- **Penalty stones.** At most ``STONE_LIMIT`` (two, the first pair: 3 points), only when the move
  they make pays for them; Venus gives them back.
- **God cards.** Offer spare goods (beige and far-off ones first) for cards that change a die
  without a stone: Minerva, Phoebus, Juno, Venus while it holds stones, Neptunus for purchases.
- **Dice.** Keep a rolled die (2 sesterces, or free with Mars) only when it already brings a
  customer to a stall stocked for it, or the consul to an empty space with the money to build.
- **Reputation.** Buy it with a black die when the money has nothing better to do, which the
  last round makes certain.

Each decision of the action phase thinks its own turn through (take a die, shape it, the action)
and judges the outcome by :func:`value`, the plan's ledger; follow-up chores (where goods go,
which goods are offered, which card is taken) are done by rule. The other merchants' replies are
never considered. ``choose`` is called on a world resampled from the seat's view.
"""

from engine.core import CHANCE, sample

from . import data as D
from .evaluation import within_reach

STONE_LIMIT = 2          # penalty stones the plan ever holds (the first pair costs 3 points)
NEAR_SHARE = 0.75        # of a good's sale (its marker and the temple's pay) when its customer
FAR_SHARE = 0.35         # ...is within one die of the stall, and when it is not
BEIGE_WORTH = 0.5        # a beige good sells to any customer, for sesterces only
STALL_HOPE = 2.5         # each stall while rounds remain: the customers it will catch
MONEY_WORTH = 1 / 6      # on top of the score's point per 3 sesterces: money buys goods
CARD_WORTH = {"minerva": 2.0, "phoebus": 2.0, "juno": 1.5, "neptunus": 1.5, "mars": 1.0,
              "mercurius": 1.0, "pluto": 1.0, "jupiter": 0.5, "venus": 0.5}
VENUS_PER_STONE = 1.5    # Venus is worth more to a merchant holding stones
KEEP_WORTH = 4.0         # a die is worth 2 sesterces to keep when it makes this much now
TURN_LEAVES = 500        # positions one decision may judge
MODIFICATIONS = 2        # stones and cards the plan puts on one die at most


# --- the ledger -------------------------------------------------------------------------------

def stones_held(state, seat) -> int:
    """Stones behind the screen and those being taken for the die in use."""
    taking = state.pending.stones if state.pending is not None and state.to_move == seat else 0
    return state.stones[seat] + taking


def goods_worth(state, seat) -> float:
    """Goods on the seat's stalls, each a share of what its sale will bring."""
    pay = state.prices[D.TEMPLE] / 3
    worth = 0.0
    for space in state.stalls_of(seat):
        goods = state.goods[space]
        for kind in D.COLOURED:
            if goods[kind]:
                near = within_reach(state.figures[kind + 1], space)
                share = NEAR_SHARE if near else FAR_SHARE
                worth += goods[kind] * share * (state.markers[kind] + pay)
        worth += goods[D.BEIGE] * BEIGE_WORTH
    return worth


def card_worth(state, seat, god) -> float:
    if god == "venus":
        return CARD_WORTH["venus"] + VENUS_PER_STONE * min(D.VENUS_RETURNS, state.stones[seat])
    return CARD_WORTH[god]


def value(state, seat) -> float:
    """The merchant's ledger: reputation, stalls, sesterces and stones as the score counts them,
    plus, while rounds remain, the goods, money, stalls and god cards still to be used."""
    if state.is_terminal():
        return float(state.scores()[seat])
    stones = stones_held(state, seat)
    if stones > STONE_LIMIT:
        return -1000.0 - stones
    stalls = len(state.stalls_of(seat))
    points = (state.reputation[seat] + D.stall_points(stalls) + state.money[seat] // 3
              - D.stone_penalty(stones))
    left = (D.ROUNDS - state.round + 1) / D.ROUNDS
    cards = sum(card_worth(state, seat, god) for god in state.hands[seat])
    held = (goods_worth(state, seat) + MONEY_WORTH * state.money[seat] + STALL_HOPE * stalls
            + cards)
    return points + left * held


# --- chores done by rule ----------------------------------------------------------------------

def one_step_best(state, seat, actions):
    """The action whose immediate result the ledger likes best (first on ties)."""
    best, best_value = None, None
    for action in actions:
        after = state.clone()
        after.apply(action)
        result = value(after, seat)
        if best_value is None or result > best_value + 1e-9:
            best, best_value = action, result
    return best


def card_choice(state, seat, actions):
    """The face-up card worth most, or the deck when its average card is worth more."""
    def worth(action):
        if action[1] == "deck":
            pool = state.deck if any(state.deck.values()) else state.discard
            total = sum(pool.values())
            return sum(n * card_worth(state, seat, god) for god, n in pool.items()) / total
        return card_worth(state, seat, state.faceup[D.CARD_SLOTS.index(action[1])])
    return max(actions, key=worth)


def chore(state, seat, actions):
    """The rule's answer to a follow-up decision, or None when the turn is to be thought through."""
    task = state.task
    if task is None or state.current_player() != seat:
        return None
    if task.kind == "card":
        return card_choice(state, seat, actions)
    if task.kind in ("place", "sacrifice", "shift"):
        return one_step_best(state, seat, actions)
    return None


def die_worth(state, seat, colour, face) -> float:
    """What a die used as rolled would bring the plan now: a sale or a stall."""
    if colour != D.BROWN:
        return 0.0
    best = 0.0
    for figure in range(4):
        for step in (face, -face):
            space = (state.figures[figure] + step) % D.SPACES
            if figure == D.CONSUL:
                if (state.owner[space] < 0 and state.tiles_left[seat]
                        and state.money[seat] >= D.BUILD_COST + D.KEEP_DIE_COST):
                    best = max(best, float(D.stall_points(len(state.stalls_of(seat)) + 1)
                                           - D.stall_points(len(state.stalls_of(seat)))))
            elif state.owner[space] == seat:
                goods = state.goods[space][figure - 1]
                best = max(best, goods * (state.markers[figure - 1] + state.prices[D.TEMPLE] / 3))
    return best


def keep_choice(state, seat, actions):
    """Keep the die that makes a sale or a stall (free with Mars); the rest go to the temple."""
    keeps = [(die_worth(state, seat, D.DIE_INDEX[a[1]], a[2]), a) for a in actions if a[0] == "keep"]
    keeps.sort(key=lambda wa: -wa[0])
    if keeps and state.free_keeps and keeps[0][0] > 0:
        return keeps[0][1]
    if keeps and keeps[0][0] >= KEEP_WORTH:
        if ("god", "mars") in actions:
            return ("god", "mars")
        if state.money[seat] >= D.KEEP_DIE_COST + D.BUILD_COST or keeps[0][0] >= 2 * KEEP_WORTH:
            return keeps[0][1]
    return ("temple",)


# --- the turn thought through -----------------------------------------------------------------

def considered(state, seat, actions):
    """The moves the plan weighs while shaping a die, the die's own actions first, then free
    god cards, then stones: a stone only within its limit, at most ``MODIFICATIONS`` changes,
    Mercurius only on the tile the die's action pays. Putting the die back only when none of
    these is left."""
    pending = state.pending
    if pending is None:
        return actions
    changes = pending.stones + len(pending.gods)
    room = stones_held(state, seat) < STONE_LIMIT and changes < MODIFICATIONS
    colour = pending.colour
    useful = ({D.GOOD_PRICE_SPACE[k] for k in D.COLOURED} if colour == D.BEIGE_DIE
              else {D.TEMPLE} if colour in (D.BROWN, D.BLACK) else set())
    uses, gods, stones = [], [], []
    for action in actions:
        verb = action[0]
        if verb == "stone":
            if room:
                stones.append(action)
        elif verb == "god":
            if action[1] == "venus" or (changes < MODIFICATIONS and (
                    action[1] != "mercurius" or D.PRICE_INDEX[action[2]] in useful)):
                gods.append(action)
        elif verb != "cancel":
            uses.append(action)
    return uses + gods + stones or [("cancel",)]


def _rest_of_turn(state, seat, rng, budget, seen):
    """The ledger after the seat's best play to the end of its turn (chance drawn once)."""
    while True:
        player = state.current_player()
        if player == CHANCE:
            state.apply(sample(state.chance_outcomes(), rng))
            continue
        if player != seat or budget[0] <= 0:
            budget[0] -= 1
            return value(state, seat)
        actions = state.legal_actions()
        rule = chore(state, seat, actions)
        if rule is None:
            break
        state.apply(rule)
    if state.pending is not None:
        p = state.pending
        key = (p.colour, p.value, p.stones, tuple(sorted(p.gods)), len(p.dice),
               None if p.merc is None else tuple(p.merc))
        if key in seen:
            return None
        seen.add(key)
    best = None
    for action in considered(state, seat, actions):
        if action == ("cancel",):
            continue    # a die put back: this line of the turn leads nowhere
        after = state.clone()
        after.apply(action)
        result = _rest_of_turn(after, seat, rng, budget, seen)
        if result is not None and (best is None or result > best):
            best = result
    return best


def choose(state, seat, rng, legal=None):
    actions = state.legal_actions() if legal is None else legal
    if state.stage == "keep":
        return keep_choice(state, seat, actions)
    rule = chore(state, seat, actions)
    if rule is not None:
        return rule
    moves = considered(state, seat, actions)
    best, best_value = None, None
    for action in moves:
        after = state.clone()
        after.apply(action)
        budget = [max(8, TURN_LEAVES // len(moves))]
        result = _rest_of_turn(after, seat, rng, budget, set())
        if result is not None and (best_value is None or result > best_value + 1e-9):
            best, best_value = action, result
    if best is None:   # no use for the die in hand, or for any die
        return ("cancel",) if state.pending is not None else ("pass",)
    return best
