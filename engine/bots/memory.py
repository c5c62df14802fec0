"""A search bot's memory of the positions it has already moved from in this game.

Some games let a player start a move and take it back (take a die, then cancel). Such a round
trip changes nothing, so a search bot can find it as good as any move and go round it forever.
The bot remembers, per position its seat has seen (a hash of its view), the actions it already
took there, and does not take one of them again while another action is left.

It also remembers where its own last move left its seat when the seat decides again straight
away (no other seat, no dice or cards in between): there nothing is new, so the bot does not take
that move back (:meth:`onward`), and greedy judges on in the world it chose the move in. This
lives here, not in the bot, because the site makes a new bot for every move and keeps only each
seat's memory.
"""

import json


class Memory:
    def __init__(self):
        self.taken = {}
        self.next_key = None     # the view its own last move led to, its seat to decide again
        self.next_world = None   # greedy: the world it chose that move in, the move made

    def copy(self):
        """A memory of its own, as this one is now: a bot thinking ahead moves in the copy, which
        replaces the seat's memory only if the move is made (see ``Session.think``)."""
        twin = Memory()
        twin.taken = {key: set(actions) for key, actions in self.taken.items()}
        twin.next_key = self.next_key
        twin.next_world = None if self.next_world is None else self.next_world.clone()
        return twin

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

    def moved(self, state, seat, action, world=None):
        """Note ``seat``'s move ``action`` from ``state`` (and, for greedy, from ``world``)."""
        after = state.clone()
        after.apply(action)
        self.next_key = self.next_world = None
        if after.current_player() == seat:
            self.next_key = self.key(after, seat)
            if world is not None:
                self.next_world = world.clone()
                self.next_world.apply(action)

    def nothing_new(self, key):
        """Whether the seat's view ``key`` is where its own last move left it."""
        return key == self.next_key

    def onward(self, key, actions, undo_verbs):
        """``actions`` without the game's ``undo_verbs`` when nothing is new since the seat's own
        last move (all of them when only those are left): a bot never takes back what it just
        did. Its look-ahead chose that move counting on the rest of the turn without a put-back,
        and a judgement a little different the next time (deeper, or on other guessed draws)
        made greedy bots put back 2 to 6% of the dice they took."""
        if not undo_verbs or not self.nothing_new(key):
            return actions
        return [a for a in actions if a[0] not in undo_verbs] or actions
