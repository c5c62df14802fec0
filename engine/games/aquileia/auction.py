"""Aquileia's Theatrum: the auction of a theatre card, and the value that carries one under way.

:class:`Auction` is the auction's own data; :class:`Theatrum` holds the rules that run it, mixed
into the state class like :class:`engine.games.aquileia.areas.ActionPhase`.
"""

from __future__ import annotations

from engine.games.aquileia import data as D
from engine.games.aquileia.view import card, coins, metal
from engine.messages import seat as seat_arg

SI = D.SPACE_INDEX
METAL = D.METAL_INDEX


class Auction:
    """A theatre card auctioned by the seat on the Theatrum.

    ``card`` is None until revealed; ``bidding[s]``: whether seat ``s`` is still in; ``bid``: the
    high bid as ``[bronze, silver, gold]`` (None before anyone opened), made by ``high``; ``turn``:
    the seat to open or raise next.

    >>> a = Auction(1, 3)
    >>> a.bidding, a.turn, Auction.from_json(a.to_json()).to_json() == a.to_json()
    ([True, True, True], 1, True)
    """

    __slots__ = ("seller", "card", "bidding", "bid", "high", "turn")

    def __init__(self, seller: int, players: int):
        self.seller = seller
        self.card = None
        self.bidding = [True] * players
        self.bid = None
        self.high = None
        self.turn = seller

    def copy(self) -> "Auction":
        # ``bid`` is replaced, never changed in place.
        other = Auction.__new__(Auction)
        other.seller, other.card, other.bid = self.seller, self.card, self.bid
        other.bidding = self.bidding[:]
        other.high, other.turn = self.high, self.turn
        return other

    def to_json(self) -> dict:
        return {"seat": self.seller, "card": self.card, "in": self.bidding[:],
                "bid": self.bid[:] if self.bid is not None else None, "high": self.high,
                "turn": self.turn}

    @classmethod
    def from_json(cls, d: dict) -> "Auction":
        auction = cls(d["seat"], len(d["in"]))
        auction.card, auction.bidding = d["card"], d["in"][:]
        auction.bid = d["bid"][:] if d["bid"] is not None else None
        auction.high, auction.turn = d["high"], d["turn"]
        return auction

    def next_bidder(self, seat: int) -> int:
        """The next seat after ``seat`` still in the auction (``seat`` itself if none is)."""
        players = len(self.bidding)
        for step in range(1, players + 1):
            nxt = (seat + step) % players
            if self.bidding[nxt]:
                return nxt
        return seat

    def raised(self, metal: int) -> list:
        """The bid with one more coin of ``metal`` (the opening bid when there is none)."""
        bid = self.bid[:] if self.bid is not None else [0, 0, 0]
        bid[metal] += 1
        return bid


class Theatrum:
    """The Theatrum's rules, mixed into the state class."""

    def _slot_theatrum(self) -> bool:
        seat = self.spaces[SI["theatrum"]]
        if seat is None or self.sub == "done":
            return self._next_slot()
        if self.sub == "start":
            self.sub = "auction"
            self.auction = Auction(seat, self.players)
            self.draws.append(["theatre", "theatre-up"])
            return False
        a = self.auction
        if a.card is None:
            self._say("aquileia.log.theatre_empty")
            return self._end_auction()
        if a.high is None:        # nobody has opened yet
            turn = a.turn
            if a.bidding[turn]:
                if any(self.coins[turn]):
                    return self._ask(turn, "open")
                self._say("aquileia.log.cannot_open", seat=seat_arg(turn))
                a.bidding[turn] = False
            nxt = (turn + 1) % self.players
            if nxt == a.seller:
                self.theatre[a.seller].append(a.card)
                self._say("aquileia.log.nobody_bid", seat=seat_arg(a.seller), card=card(a.card))
                return self._end_auction()
            a.turn = nxt
            return False
        if sum(a.bidding) == 1:
            return self._win_auction()
        turn = a.turn
        if self._raises(turn):
            return self._ask(turn, "raise")
        self._say("aquileia.log.cannot_raise", seat=seat_arg(turn))
        a.bidding[turn] = False
        a.turn = a.next_bidder(turn)
        return False

    def _raises(self, seat: int) -> list:
        """The metals ``seat`` may add a coin of: it holds the whole bid, coin for coin, plus it."""
        bid = self.auction.bid
        purse = self.coins[seat]
        return [m for m in range(3) if purse[m] >= bid[m] + 1 and
                all(purse[k] >= bid[k] for k in range(3))]

    def _do_bid(self, added: str) -> None:
        seat = self.actor
        a = self.auction
        opening = a.high is None
        a.bid = a.raised(METAL[added])
        if opening:
            self._say("aquileia.log.opened", seat=seat_arg(seat), metal=metal(added))
        else:
            self._say("aquileia.log.bid", seat=seat_arg(seat), coins=coins(a.bid))
        a.high = seat
        a.turn = a.next_bidder(seat)

    def _pass_auction(self, seat: int) -> None:
        a = self.auction
        a.bidding[seat] = False
        if a.high is None:    # the turn to open passes on in ``_slot_theatrum``
            self._say("aquileia.log.did_not_open", seat=seat_arg(seat))
        else:
            self._say("aquileia.log.left_auction", seat=seat_arg(seat))
            a.turn = a.next_bidder(seat)

    def _win_auction(self) -> bool:
        a = self.auction
        winner, seller, bid = a.high, a.seller, a.bid
        for m in range(3):
            self.coins[winner][m] -= bid[m]
            if winner == seller:
                self.bank[m] += bid[m]
            else:
                self.coins[seller][m] += bid[m]
        self.theatre[winner].append(a.card)
        if winner == seller:
            self._say("aquileia.log.won_own_auction", seat=seat_arg(winner), card=card(a.card),
                      coins=coins(bid))
        else:
            self._say("aquileia.log.won_auction", seat=seat_arg(winner), card=card(a.card),
                      coins=coins(bid), seller=seat_arg(seller))
        return self._end_auction()

    def _end_auction(self) -> bool:
        self.auction = None
        self._free("theatrum")
        return self._next_slot()
