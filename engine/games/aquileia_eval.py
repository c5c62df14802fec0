"""Aquileia's evaluation for bots: one value per seat, in points.

``evaluate(state)`` = the final score the seat would have if the game ended now (points scored,
laurel cards in hand, villas × matching laurel cards, each theatre card counted in the colour that
pays best) plus the worth of what the seat holds that will still turn into points:

- coins: 1 point per bronze, 2 per silver, 3 per gold (one coin's metal value), scaled by the
  share of the game still to play, since coins buy villas, places and horses only while rounds
  remain;
- workshops and banks: they pay (points, or coins at their metal value) each time the seat
  activates them in the Portus; counted as half a payment per round still to come;
- henchmen and houses are not counted: every seat gets the same henchmen each round.

A bot evaluates determinized worlds, so reading every seat's hand here is fine.

>>> import random
>>> from engine.games import aquileia
>>> state = aquileia.new_game(3)
>>> [round(v, 2) for v in evaluate(state)]
[7.0, 7.0, 7.0]
"""

from . import aquileia_data as D

N_SITES = len(D.SITE_IDS)
COIN_WORTH = (1.0, 2.0, 3.0)   # bronze, silver, gold
ACTIVATION_SHARE = 0.5         # payments expected per remaining round from a workshop or bank
VILLAS = tuple(s for s in range(N_SITES) if D.SITE_KIND[s] == "villa")
EARNERS = tuple((s, D.SITE_POINTS[s] + sum(COIN_WORTH[m] * D.SITE_COINS[s][m] for m in range(3)))
                for s in range(N_SITES) if D.SITE_KIND[s] != "villa")


def final_now(state, seat: int) -> float:
    """The final score of ``seat`` if the game ended now (theatre colours chosen at best)."""
    hand = state.hands[seat]
    total = state.points[seat] + sum(D.CARD_POINTS[c] * n for c, n in hand.items())
    villas = {colour: 0 for colour in D.COLOURS}
    cards = {colour: 0 for colour in D.COLOURS}
    for s in VILLAS:
        if state.sites[s] == seat:
            villas[D.SITE_COLOUR[s]] += D.SITE_VALUE[s]
    for c, n in hand.items():
        colour = D.CARD_LAUREL[c]
        if colour in cards:
            cards[colour] += n
    chosen = state.colours[seat]
    best = max(D.COLOURS, key=lambda colour: villas[colour])
    for c in state.theatre[seat]:
        cards[chosen.get(c, best)] += 1
    return total + sum(villas[colour] * cards[colour] for colour in D.COLOURS)


def evaluate(state) -> list:
    """Per seat: points if the game ended now plus the worth of coins still to spend."""
    if state.stage == "over":
        return [float(s) for s in state.scores()]
    rounds_left = max(0, D.ROUNDS - state.round + 1)
    left = rounds_left / D.ROUNDS
    values = []
    for seat in range(state.players):
        coins = state.coins[seat]
        worth = left * sum(COIN_WORTH[m] * coins[m] for m in range(3))
        worth += sum(ACTIVATION_SHARE * rounds_left * pay for s, pay in EARNERS
                     if state.sites[s] == seat)
        values.append(final_now(state, seat) + worth)
    return values
