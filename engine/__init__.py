"""Ludi's rules engine: four Roman board games behind one small protocol.

>>> import engine, random
>>> state = engine.new_game("aquileia", 3)
>>> state.current_player() in range(3) or state.current_player() == engine.CHANCE
True

The protocol is described in :mod:`engine.core`; the JSON boundary the web page uses is
:mod:`engine.api`.
"""

import importlib
from collections.abc import MutableMapping

from . import messages
from .messages import msg
from . import core
from .core import (CHANCE, TERMINAL, IllegalAction, action_text, as_action, parse_action,
                   playout)

LISTED = {
    "aquileia": ("Aquileia", range(2, 6)),
    "massilia": ("Massilia", range(2, 5)),
    "marble": ("City of Marble", range(2, 5)),
    "ave": ("AVE", range(2, 5)),
}
"""Every playable game: id → (``NAME``, ``PLAYERS``) as its module says (a test checks), so the
lobby is listed before any game's rules are loaded: in the browser, compiling all four games
would hold up the first screen."""


class _Games(MutableMapping):
    """id → the game's module (``NAME``, ``PLAYERS``, ``new_game``, ``from_json``), each
    imported on first use; a test may set a stand-in."""

    def __init__(self):
        self._modules = {}

    def __getitem__(self, game_id):
        if game_id not in self._modules:
            if game_id not in LISTED:
                raise KeyError(game_id)
            self._modules[game_id] = importlib.import_module(f"engine.games.{game_id}")
        return self._modules[game_id]

    def __setitem__(self, game_id, module):
        self._modules[game_id] = module

    def __delitem__(self, game_id):
        del self._modules[game_id]

    def __iter__(self):
        return iter(dict.fromkeys([*LISTED, *self._modules]))

    def __len__(self):
        return len(set(LISTED) | set(self._modules))


GAMES = _Games()
"""Every playable game: id → module, imported when first asked for."""

COMING = {
}
"""Games the lobby lists as coming: id → name."""

__all__ = ["CHANCE", "TERMINAL", "GAMES", "LISTED", "COMING", "IllegalAction", "action_text",
           "as_action", "parse_action", "play", "playout", "new_game", "from_json",
           "game_module"]


def game_module(game_id):
    """The module of ``game_id``, or :class:`IllegalAction` naming the games there are."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(sorted(GAMES))
        raise IllegalAction(msg("core.no_such_game", value=repr(game_id), games=known)) from None


def play(state, action) -> tuple:
    """:func:`engine.core.play`, a refused move named as its button is: the game's label for
    it, in the reader's language."""
    return core.play(state, action, name=lambda refused: _named(state, refused))


def _named(state, action):
    """``action`` by its game's label, or in its own words where the game cannot name it (a
    label is made for a legal action: a refused one may fail to look up, as a stand-in game's
    has no label at all)."""
    try:
        label = GAMES[state.game_id].action_label(state, action)
        messages.english_text(label)  # every word of it has a text, so it can be said
        return label
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return action_text(action)


def new_game(game_id, players, **options):
    """A new game of ``game_id`` for ``players`` seats, at its first decision or chance node."""
    module = game_module(game_id)
    if isinstance(players, bool) or not isinstance(players, int) or players not in module.PLAYERS:
        lo, hi = module.PLAYERS[0], module.PLAYERS[-1]
        raise IllegalAction(msg("core.player_count", game=module.NAME, least=lo, count=hi,
                                value=repr(players)))
    return module.new_game(players, **options)


def from_json(d):
    """Rebuild a state from ``state.to_json()`` (the dict names its game)."""
    if not isinstance(d, dict):
        raise IllegalAction(msg("core.state_not_object"))
    return game_module(d.get("game")).from_json(d)
