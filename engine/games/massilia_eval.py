"""Massilia's evaluation for bots: one value per seat, in victory points.

``evaluate(state)`` = the seat's score now (reputation, stall points, sesterces // 3, penalty
stones) plus the worth of what it holds that can still become points, scaled by the share of the
game still to play:

- every 3 sesterces are already a point in the score; while rounds remain a sesterce is worth
  a little more (it buys goods that sell for reputation): ``+ money / 6``;
- goods in the seat's stalls: a pink, orange or violet good sells for its marker's reputation
  when offered, so it is worth ``SALE_SHARE`` of the marker now; a beige good half a point;
- god cards in hand: 1 point each (each saves a die or a penalty stone);
- stall tiles not yet built count nothing: the stall points already reward the ones built.

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


def evaluate(state) -> list:
    """Per seat: score now plus the worth of money, goods and god cards still to use."""
    scores = state.scores()
    if state.stage == "over":
        return [float(s) for s in scores]
    left = max(0.0, (D.ROUNDS - state.round + 1) / D.ROUNDS)
    values = []
    worth = [SALE_SHARE * m for m in state.markers] + [BEIGE_WORTH]
    goods_worth = [0.0] * state.players
    for space in range(D.SPACES):
        owner = state.owner[space]
        if owner >= 0:
            goods_worth[owner] += sum(n * w for n, w in zip(state.goods[space], worth))
    for seat in range(state.players):
        held = state.money[seat] / 6 + goods_worth[seat] + CARD_WORTH * len(state.hands[seat])
        values.append(float(scores[seat]) + left * held)
    return values
