"""A search bot's memory of the positions it has already moved from in this game.

Some games let a player start a move and take it back (take a die, then cancel). Such a round
trip changes nothing, so a search bot can find it as good as any move and go round it forever.
The bot remembers, per position its seat has seen (a hash of its view), the actions it already
took there, and does not take one of them again while another action is left.
"""

import json


class Memory:
    def __init__(self):
        self.taken = {}

    def key(self, state, seat):
        return hash(json.dumps(state.view(seat), sort_keys=True, default=str))

    def fresh(self, key, actions):
        """``actions`` not yet taken at ``key`` (all of them when every one was)."""
        taken = self.taken.get(key)
        if not taken:
            return actions
        return [a for a in actions if a not in taken] or actions

    def record(self, key, action):
        self.taken.setdefault(key, set()).add(action)
