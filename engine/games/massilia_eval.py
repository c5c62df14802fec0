"""Massilia's evaluation for bots: one value per seat, in victory points.

``evaluate(state)`` = the seat's score now (reputation, stall points, sesterces // 3, penalty
stones) plus the worth of what it holds that can still become points, scaled by the share of the
game still to play:

- every 3 sesterces are already a point in the score; while rounds remain a sesterce is worth
  a little more (it buys goods that sell for reputation): ``+ money / 6``;
- goods in the seat's stalls: a pink, orange or violet good sells for its marker's reputation
  when offered, so it is worth ``SALE_SHARE`` of the marker now; a beige good half a point;
- god cards in hand: 1 point each (each saves a die or a penalty stone);
- stall tiles not yet built count nothing: the stall points already reward the ones built;
- penalty stones cost ``STONE_COST`` points each while rounds remain, those being taken for the
  die in use included: the final penalty is 3 points per started pair, so a second stone would
  otherwise look free, and a stone not yet spent would look free until its action is carried out
  (a bot would then take stone after stone, e.g. change a die's colour round and round);
- each die, stone or card put back in the seat's turn costs ``PUT_BACK_COST``: putting a die
  back returns its stones, so without this cost "a stone, then put the die back, then the best
  move" would be as good as "the best move", and a bot could go round take, stone, put back for
  ever;
- before the end the score is not stopped at 0, so a seat far behind still gains by every point.

A bot evaluates determinized worlds, so reading hidden money and cards here is fine.

>>> from engine.games import massilia
>>> evaluate(massilia.new_game(2)) == [0.0, 0.0]
True
"""

from . import massilia_data as D

ROLLOUT_WEIGHTS = {"stone": 0.15, "cancel": 0.1, "pass": 0.3, "sacrifice": 0.5}
"""Search rollouts play these verbs less often than others (1): a penalty stone costs points,
cancelling or passing early wastes the turn."""

ROLLOUT_DEPTH = 0
"""Search scores a new node by this evaluation at once, with no random moves first: in Massilia
random moves (penalty stones, wasted dice) cost so many points that after a random continuation
passing looked better than any action. Measured: 10 of 10 games against greedy at depth 0, 9 of 10
at depth 4, 4 of 10 at depth 12."""

SALE_SHARE = 0.6
BEIGE_WORTH = 0.5
CARD_WORTH = 1.0
STONE_COST = 1.5
PUT_BACK_COST = 0.05


def evaluate(state) -> list:
    """Per seat: score now plus the worth of money, goods and god cards still to use."""
    if state.stage == "over":
        return [float(s) for s in state.scores()]
    left = max(0.0, (D.ROUNDS - state.round + 1) / D.ROUNDS)
    worth = [SALE_SHARE * m for m in state.markers] + [BEIGE_WORTH]
    goods_worth = [0.0] * state.players
    for space in range(D.SPACES):
        owner = state.owner[space]
        if owner >= 0:
            goods_worth[owner] += sum(n * w for n, w in zip(state.goods[space], worth))
    taking = [0] * state.players
    if state.pending is not None:
        taking[state.to_move] = state.pending["stones"]
    values = []
    for seat in range(state.players):
        # Before the final clamp at 0: a seat far behind still gains by every point.
        points = (state.reputation[seat] + D.stall_points(len(state.stalls_of(seat)))
                  + state.money[seat] // 3)
        stones = state.stones[seat] + taking[seat]
        # The penalty by started pairs, smoothed while rounds remain: every stone costs.
        penalty = left * STONE_COST * stones + (1 - left) * D.stone_penalty(stones)
        held = state.money[seat] / 6 + goods_worth[seat] + CARD_WORTH * len(state.hands[seat])
        dither = PUT_BACK_COST * state.put_back[seat]
        values.append(float(points) - penalty + left * held - dither)
    return values
