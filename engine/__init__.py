"""Ludi's rules engine: four Roman board games behind one small protocol.

>>> import engine, random
>>> state = engine.new_game("aquileia", 3)
>>> state.current_player() in range(3) or state.current_player() == engine.CHANCE
True

The protocol is described in :mod:`engine.core`; the JSON boundary the web page uses is
:mod:`engine.api`.
"""

from .core import (CHANCE, TERMINAL, IllegalAction, action_text, as_action, parse_action,
                   play, playout)
from .games import aquileia, ave, marble, massilia

GAMES = {
    "aquileia": aquileia,
    "massilia": massilia,
    "marble": marble,
    "ave": ave,
}
"""Every playable game: id → module (with ``NAME``, ``PLAYERS``, ``new_game``, ``from_json``)."""

COMING = {
}
"""Games the lobby lists as coming: id → name."""

__all__ = ["CHANCE", "TERMINAL", "GAMES", "COMING", "IllegalAction", "action_text", "as_action",
           "parse_action", "play", "playout", "new_game", "from_json", "game_module"]


def game_module(game_id):
    """The module of ``game_id``, or :class:`IllegalAction` naming the games there are."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(sorted(GAMES))
        raise IllegalAction(f"There is no game called {game_id!r}; the games are: {known}.") from None


def new_game(game_id, players, **options):
    """A new game of ``game_id`` for ``players`` seats, at its first decision or chance node."""
    module = game_module(game_id)
    if isinstance(players, bool) or not isinstance(players, int) or players not in module.PLAYERS:
        lo, hi = module.PLAYERS[0], module.PLAYERS[-1]
        raise IllegalAction(f"{module.NAME} is played by {lo} to {hi} players, not {players!r}.")
    return module.new_game(players, **options)


def from_json(d):
    """Rebuild a state from ``state.to_json()`` (the dict names its game)."""
    if not isinstance(d, dict):
        raise IllegalAction("A saved state must be a JSON object.")
    return game_module(d.get("game")).from_json(d)
