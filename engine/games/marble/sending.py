"""Sending magistrates home by way of a finished site: the decision a new building asks of everyone.

When a construction site is built, every seat in turn order, starting with the seat whose turn it
is, may send one of its magistrates from the tiles of the site's district to the building's
imperium space (or to the treasury when a fountain was built); they come home at the end of that
seat's next turn with an imperium tile (or a coin). :class:`Sending` is that decision: what the
magistrates go for, the district's tiles and the seats still to be asked.

    >>> sending = Sending.after_site("theatre", [4, 7], first=1, players=3)
    >>> sending.asked(), sending.to_json()
    (1, {'send_queue': [1, 2, 0], 'send_kind': 'theatre', 'send_tiles': [4, 7]})
"""

from __future__ import annotations


class Sending:
    """The magistrates a finished site may send: ``kind`` (a building type or ``"treasury"``),
    ``tiles`` (the district's tile indices) and ``queue`` (the seats still to be asked, first
    the one asked now). After the last seat is asked it stays, empty-queued, until the turn's
    next step replaces or clears it (a saved game records it so)."""

    __slots__ = ("kind", "tiles", "queue")

    def __init__(self, kind: str = "", tiles=(), queue=()):
        self.kind = kind
        self.tiles = list(tiles)
        self.queue = list(queue)

    @classmethod
    def after_site(cls, kind: str, tiles, first: int, players: int) -> "Sending":
        """The sending a site built for ``kind`` starts, asking ``first`` and then the others."""
        return cls(kind, tiles, [(first + k) % players for k in range(players)])

    def copy(self) -> "Sending":
        return Sending(self.kind, self.tiles, self.queue)

    def to_json(self) -> dict:
        """The three fields a saved state has always had for it."""
        return {"send_queue": list(self.queue), "send_kind": self.kind,
                "send_tiles": list(self.tiles)}

    @classmethod
    def from_json(cls, d: dict) -> "Sending":
        return cls(d["send_kind"], d["send_tiles"], d["send_queue"])

    def asked(self):
        """The seat asked now, or None when everyone has been asked."""
        return self.queue[0] if self.queue else None

    def magistrates(self, state, seat: int) -> list:
        """``seat``'s magistrates on the district's tiles (tile indices)."""
        return [t for t in self.tiles if state.tile_magistrate[t] == seat]

    def legal_actions(self, state) -> list:
        """Send one magistrate of the seat asked (named by its tile's first cell), or keep them."""
        return [("send", state.tile_a[t]) for t in self.magistrates(state, self.asked())] + [("keep",)]

    def skip_seats_without_magistrates(self, state) -> None:
        """Nobody is asked who has no magistrate in the district."""
        owners = [state.tile_magistrate[t] for t in self.tiles]
        while self.queue and self.queue[0] not in owners:
            self.queue.pop(0)

    def send(self, state, cell: int) -> None:
        """The seat asked sends its magistrate from the tile on ``cell``."""
        seat = self.queue.pop(0)
        state.tile_magistrate[state.cell_tile[cell]] = -1
        state.waiting[seat].append(self.kind)

    def keep(self) -> None:
        self.queue.pop(0)
