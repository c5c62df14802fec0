"""Aquileia's Arena and Stadium: a contest of strength, and the value that carries one under way.

:class:`Contest` is the contest's own data (who takes part, their strength and side, how far it
has gone); :class:`Contests` holds the rules that run it, mixed into the state class like
:class:`engine.games.aquileia.areas.ActionPhase` (it reads and changes the state's fields and
calls its log helpers).
"""

from __future__ import annotations

from engine.games.aquileia import data as D
from engine.games.aquileia.view import card, commas, dice, metal
from engine.messages import msg, seat as seat_arg, term

SI = D.SPACE_INDEX
BRONZE = D.METAL_INDEX["bronze"]
METAL = D.METAL_INDEX
ARENA_IDX = tuple(SI[s] for s in D.ARENA_SPACES)
GOLD_IDX = tuple(SI[s] for s in D.GOLD_SPACES)
SILVER_IDX = tuple(SI[s] for s in D.SILVER_SPACES)
STADIUM_IDX = GOLD_IDX + SILVER_IDX
HORSE_CARDS = {metal: tuple(c for c in D.CARD_ORDER if D.CARD_HORSE_METAL[c] == metal)
               for metal in ("gold", "silver")}


class Contest:
    """A fight in the Arena or a race in the Stadium under way.

    ``order``: the seats taking part, in turn order; ``strength`` and ``colour`` (the metal a seat
    fights or races with: its dice's scoring face) are per seat of the table; ``step`` is one of
    roll, cards, blue, rank, prize, pick, end, and ``index`` the place in ``order`` of the seat
    whose turn it is within the step; ``ranking``: the seats from first to last once ranked.

    >>> c = Contest("arena", [2, 0], [1, 0, 3], ["bronze", None, "bronze"])
    >>> Contest.from_json(c.to_json()).to_json() == c.to_json()
    True
    """

    __slots__ = ("kind", "order", "strength", "colour", "step", "index", "ranking")

    def __init__(self, kind, order, strength, colour, step="roll", index=0, ranking=()):
        self.kind = kind
        self.order = order
        self.strength = strength
        self.colour = colour
        self.step = step
        self.index = index
        self.ranking = list(ranking)

    def copy(self) -> "Contest":
        # ``order``, ``colour`` and ``ranking`` are replaced, never changed in place.
        other = Contest.__new__(Contest)
        other.kind, other.order, other.colour = self.kind, self.order, self.colour
        other.strength = self.strength[:]
        other.step, other.index, other.ranking = self.step, self.index, self.ranking
        return other

    def to_json(self) -> dict:
        return {"kind": self.kind, "order": self.order[:], "strength": self.strength[:],
                "colour": self.colour[:], "step": self.step, "i": self.index,
                "ranking": self.ranking[:]}

    @classmethod
    def from_json(cls, d: dict) -> "Contest":
        return cls(d["kind"], d["order"][:], d["strength"][:], d["colour"][:], d["step"], d["i"],
                   d["ranking"])

    def spaces(self) -> tuple:
        """The board spaces of this contest's area."""
        return ARENA_IDX if self.kind == "arena" else STADIUM_IDX

    def turn(self) -> int | None:
        """The seat whose turn it is within the current step, or None when all had it."""
        return self.order[self.index] if self.index < len(self.order) else None


class Contests:
    """The Arena's and the Stadium's rules, mixed into the state class."""

    def _turn_order(self) -> list:
        return [(self.start + k) % self.players for k in range(self.players)]

    def _slot_arena(self) -> bool:
        return self._contest("arena")

    def _slot_stadium(self) -> bool:
        return self._contest("stadium")

    def _start_contest(self, kind: str) -> Contest | None:
        """The contest of ``kind`` with the henchmen on its spaces; None when nobody stands there."""
        strength = [0] * self.players
        colour = [None] * self.players
        for space in (ARENA_IDX if kind == "arena" else STADIUM_IDX):
            seat = self.spaces[space]
            if seat is not None:
                strength[seat] += D.SPACE_VALUE[space]
                colour[seat] = "bronze" if kind == "arena" else \
                    ("gold" if space in GOLD_IDX else "silver")
        order = [s for s in self._turn_order() if colour[s]]
        return Contest(kind, order, strength, colour) if order else None

    def _contest(self, kind: str) -> bool:
        if self.sub == "done":
            return self._next_slot()
        if self.sub == "start":
            self.contest = self._start_contest(kind)
            if self.contest is None:
                if kind == "stadium":
                    self._no_race()
                return self._next_slot()
            self.sub = "contest"
            order, strength = self.contest.order, self.contest.strength
            fighters = commas([msg("aquileia.text.fighter", seat=seat_arg(s), strength=strength[s])
                               for s in order])
            self._say("aquileia.log.arena_begins" if kind == "arena"
                      else "aquileia.log.stadium_begins", fighters=fighters)
        c = self.contest
        step = c.step
        if step == "roll":
            if c.turn() is not None:
                self.roll = [D.RED_DICE, "red", "contest"]
                return False
            c.step, c.index = "cards", 0
            step = "cards"
        if step == "cards":
            # DECISION (contest-everyone-asked): every fighter is asked, even one with no card to
            # play: hands are secret (rulebook), and skipping those who hold none would say so.
            if c.turn() is not None:
                return self._ask(c.turn(), "cards")
            c.step = step = "blue"
        if step == "blue":
            holder = self.blue_holder
            c.step = "rank"
            if holder is not None and c.colour[holder] and self.blue_left:
                if kind == "arena":
                    return self._ask(holder, "blue")
                self.roll = [self.blue_left, "blue", "blue"]
                self.blue_left = 0
                return False
            step = "rank"
        if step == "rank":
            self._rank()
            return False
        if step == "pick":
            p = self.pick
            if p["drawn"] is None or self.stadium_up is None:
                self._give_stadium_cards("drawn" if p["drawn"] else "faceup")
                return False
            return self._ask(p["winner"], "keep")
        # step == "end"
        for i in c.spaces():
            self.spaces[i] = None
        self.contest = None
        self.pick = None
        return self._next_slot()
    def _no_race(self) -> None:
        self._say("aquileia.log.no_race")
        if self.stadium_up is not None:
            self.stadium_removed.append(self.stadium_up)
            self.stadium_up = None
        self.draws.append(["stadium", "stadium-hidden"])

    def _playable(self, seat: int) -> list:
        c = self.contest
        hand = self.hands[seat]
        if c.kind == "arena":
            return [card for card in D.ARENA_CARDS if hand.get(card)]
        return [card for card in HORSE_CARDS[c.colour[seat]] if hand.get(card)]

    def _rolled_contest(self, faces) -> None:
        c = self.contest
        seat = c.turn()
        colour = c.colour[seat]
        hits = faces.count(colour)
        c.strength[seat] += hits
        c.index += 1
        self._say("aquileia.log.rolled_red", seat=seat_arg(seat), dice=dice(faces), hits=hits,
                  strength=c.strength[seat])

    def _rolled_blue(self, faces) -> None:
        c = self.contest
        seat = self.blue_holder
        hits = faces.count(c.colour[seat])
        c.strength[seat] += hits
        self._say("aquileia.log.rolled_blue", seat=seat_arg(seat), count=len(faces),
                  dice=dice(faces), hits=hits, strength=c.strength[seat])

    def _do_play(self, played: str) -> None:
        seat = self.actor
        c = self.contest
        self.hands[seat][played] -= 1
        if not self.hands[seat][played]:
            del self.hands[seat][played]
        deck = D.CARD_DECK[played]
        self.discards[deck][played] += 1
        self._forget_known(played, seat)
        gain = D.CARD_SLAVES[played] + D.CARD_WEAPONS[played] + D.CARD_HORSES[played]
        c.strength[seat] += gain
        self._say("aquileia.log.played", seat=seat_arg(seat), card=card(played),
                  strength=c.strength[seat])

    def _done_playing(self) -> None:
        self._say("aquileia.log.played_no_more", seat=seat_arg(self.actor))
        self.contest.index += 1

    def _forget_known(self, card: str, seat: int) -> None:
        """``seat`` played ``card``: the first record of where that card went is spent."""
        for k, (known, holders, _) in enumerate(self.known):
            if known == card and seat in holders:
                self.known = self.known[:k] + self.known[k + 1:]
                return

    def _do_blue(self, n: int) -> None:
        seat = self.actor
        if n:
            self.blue_left -= n
            self.roll = [n, "blue", "blue"]
        else:
            self._say("aquileia.log.no_blue", seat=seat_arg(seat))

    def _rank(self) -> None:
        c = self.contest
        track = self.track
        order = sorted(c.order, key=lambda s: (-c.strength[s], track.index(s)))
        c.ranking = order
        ranking = commas([msg("aquileia.text.ranked", place=term(f"aquileia.place.{k + 1}"),
                              seat=seat_arg(s), strength=c.strength[s])
                          for k, s in enumerate(order)])
        tie = len(order) > 1 and c.strength[order[0]] == c.strength[order[1]]
        self._say("aquileia.log.result_tie" if tie else "aquileia.log.result", ranking=ranking)
        if c.kind == "arena":
            for place, seat in enumerate(order[:3]):
                got = self._pay_out(seat, BRONZE, D.ARENA_COINS[place])
                self._say("aquileia.log.received", seat=seat_arg(seat), count=got,
                          metal=metal(BRONZE))
            c.step = "prize"
            self.actor, self.ask = order[0], "prize"
        else:
            for place, seat in enumerate(order[:3]):
                side = METAL[c.colour[seat]]
                got = self._pay_out(seat, side, D.STADIUM_COINS[place])
                self._say("aquileia.log.received", seat=seat_arg(seat), count=got, metal=metal(side))
            c.step = "pick"
            self.pick = {"winner": order[0], "second": order[1] if len(order) > 1 else None,
                         "drawn": None}
            self.draws.append(["stadium", "stadium-drawn"])

    def _do_prize(self, prize: str) -> None:
        c = self.contest
        winner = self.actor
        second = c.ranking[1] if len(c.ranking) > 1 else None
        take_points = prize == "points"
        for seat, points in ((winner, take_points), (second, not take_points)):
            if seat is None:
                continue
            if points:
                gained = D.ARENA_POINTS_FACTOR * c.strength[seat]
                self.points[seat] += gained
                self._say("aquileia.log.arena_points", seat=seat_arg(seat), count=gained)
            else:
                self._say("aquileia.log.arena_servi", seat=seat_arg(seat))
                self.draws.append(["servi", seat])
        c.step = "end"

    def _do_keep(self, kept: str) -> None:
        self._give_stadium_cards(kept)

    def _give_stadium_cards(self, kept: str) -> None:
        p = self.pick
        winner, second = p["winner"], p["second"]
        faceup, drawn = self.stadium_up, p["drawn"]
        keep, give = (faceup, drawn) if kept == "faceup" else (drawn, faceup)
        self.stadium_up = None
        if keep is not None:
            self.hands[winner][keep] = self.hands[winner].get(keep, 0) + 1
        if second is not None and give is not None:
            self.hands[second][give] = self.hands[second].get(give, 0) + 1
            self._say("aquileia.log.stadium_gave", seat=seat_arg(winner), other=seat_arg(second))
            self._tell(second, "aquileia.log.gave_you", seat=seat_arg(winner), card=card(give))
        elif give is not None and give == faceup:
            # Everyone saw the face-up card: it leaves the game in the open.
            self.stadium_removed.append(give)
            self._say("aquileia.log.kept_face_down", seat=seat_arg(winner), card=card(give))
        elif give is not None:
            self.stadium_hidden.append(give)
            self._say("aquileia.log.kept_face_up", seat=seat_arg(winner))
        else:
            self._say("aquileia.log.took_only", seat=seat_arg(winner))
        if keep is not None:
            self._tell(winner, "aquileia.log.you_kept", card=card(keep))
        self._record_stadium_cards(winner, second, faceup, keep, give)
        self.contest.step = "end"

    def _record_stadium_cards(self, winner, second, faceup, keep, give) -> None:
        """What each seat saw of where the Stadium's two cards went (see ``known``)."""
        taker = second if second is not None else -1    # -1: the card left the game unseen
        everyone = list(range(self.players))
        known = []
        if faceup is not None:
            if give is None:     # no choice was made: the face-up card went to the winner
                known.append([faceup, [winner], everyone])
            elif second is None and give == faceup:
                return    # a lone racer let it go in the open: stadium_removed tells everyone
            else:                # the winner chose in secret which card to give
                onlookers = [s for s in everyone if s not in (winner, second)]
                known.append([faceup, [winner, taker], onlookers])
                if second is not None and give != faceup:
                    known.append([faceup, [winner], [second]])
        if give is not None:
            known.append([give, [taker], [winner]])
        self.known = self.known + known
