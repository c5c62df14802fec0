"""City of Marble's evaluation for bots: one value per seat, in points.

``evaluate(state)`` = the final score the seat would have if the game ended now (civic buildings,
bridges, aqueduct and fountain bonuses, coins, most-coins and imperium majorities: the game's own
``final_lines``) plus the worth of what it holds: each district tile on its player board is half
a point (tiles build districts and win sites) and each magistrate at home a quarter point.

>>> from engine.games import marble
>>> len(evaluate(marble.new_game(3)))
3
"""

TILE_WORTH = 0.5
MAGISTRATE_WORTH = 0.25


def evaluate(state) -> list:
    """Per seat: points if the game ended now plus the worth of tiles and magistrates at hand."""
    lines = state.final_lines()
    values = [float(sum(v for _, v in seat_lines)) for seat_lines in lines]
    if state.phase == "over":
        return [float(s) for s in state.scores()]
    for seat in range(state.players):
        tiles = sum(state.central[seat]) + sum(state.left[seat])
        values[seat] += TILE_WORTH * tiles + MAGISTRATE_WORTH * state.home[seat]
    return values
