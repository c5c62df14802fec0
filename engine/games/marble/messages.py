"""The English text of every message this game's rules and views say (see :mod:`engine.messages`).

Ids start with the game's id; terms (``term.<game>.<key>``) name its components, places and
actions.
"""

MESSAGES = {
}
