"""City of Marble's ``plan`` player: an architect who follows the rules page with no look past
their turn.

The plan, as a first-time player reads it off the rules page:

- play tiles, do not hoard them: a tile scores only once it is laid round a construction site
  with a magistrate on it, so the architect draws only when fewer than ``DRAW_BELOW`` tiles are
  ready on its player board (or nothing can be laid);
- lay each tile where it best grows the sites it leads (and closes them), and set a magistrate on
  it when that wins or keeps a site;
- lay aqueducts and bridges for the end bonuses the rules list, and send magistrates to the
  imperium space when the majority is within reach;
- take magistrates back only when none is left at home.

Within those rules each decision of the turn (the tile's colour, where it goes, the magistrate,
the pipes, the order of sites) is thought through to the end of the turn and judged by
:func:`value`: its own final score if the game ended now plus the sites it leads, as the bots'
evaluation counts them (``engine.games.marble.evaluation``); what the others may do next is not
considered.
"""

from engine.core import CHANCE, sample

from .evaluation import site_expectations

DRAW_BELOW = 2
"""Tiles ready to play below which the architect draws. Judged by worth alone, two tiles in hand
outweigh one laid tile that starts a site, and a table of such players drew the stacks empty with
no building built."""
TILE_WORTH = 0.1
MAGISTRATE_WORTH = 0.2


def value(state, seat) -> float:
    if state.is_terminal():
        return float(state.scores()[seat])
    score = state.final_points()[seat]
    tiles = sum(state.central[seat]) + sum(state.left[seat])
    return (score + site_expectations(state)[seat] + TILE_WORTH * tiles
            + MAGISTRATE_WORTH * state.home[seat])


def plan_actions(state, seat, legal=None):
    """The actions of the player board the plan considers now; None in other phases, where it
    considers every legal action."""
    if state.phase != "act":
        return None
    actions = state.legal_actions() if legal is None else legal
    if sum(state.central[seat]) >= DRAW_BELOW and any(a[0] == "play" for a in actions):
        actions = [a for a in actions if a[0] != "draw"]
    if state.home[seat] > 0:
        actions = [a for a in actions if a[0] != "recall"] or actions
    return actions


def choose(state, seat, rng, legal=None):
    return think_turn(state, seat, value, rng, actions=plan_actions(state, seat, legal))


TURN_LEAVES = 600   # positions one decision may judge, shared by its actions (at least 4 each)
TURN_DEPTH = 6      # own decisions followed after the first


def think_turn(world, seat, value, rng, leaves=TURN_LEAVES, actions=None):
    """The action after which ``seat``'s own best play to the end of its turn gives the highest
    ``value(state, seat)``: a person thinking their turn through (a turn is several small
    decisions), chance on the way drawn once, the other seats' replies never considered.
    ``actions`` narrows the first decision to the ones the plan considers (default: every legal
    action). Ties go to the first action in the game's order."""
    best, best_value = None, None
    actions = actions or world.legal_actions()
    for action in actions:
        budget = [max(4, leaves // len(actions))]
        after = world.clone()
        after.apply(action)
        result = _own_turn(after, seat, value, rng, budget, TURN_DEPTH)
        if best_value is None or result > best_value + 1e-9:
            best, best_value = action, result
    return best


def _own_turn(state, seat, value, rng, budget, depth):
    while state.current_player() == CHANCE:
        state.apply(sample(state.chance_outcomes(), rng))
    if state.current_player() != seat or budget[0] <= 0 or depth <= 0:
        budget[0] -= 1
        return value(state, seat)
    best = None
    for action in state.legal_actions():
        after = state.clone()
        after.apply(action)
        result = _own_turn(after, seat, value, rng, budget, depth - 1)
        if best is None or result > best:
            best = result
    return best
