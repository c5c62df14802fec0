"""The two parts of a turn under way: the die being shaped and the follow-up decision of its action.

A turn with a die first holds a :class:`DieInUse` (taken, then shaped by penalty stones and god
cards, then used or put back), then, if its action asks for more, a :class:`Task` (where goods
go, which goods are offered, which god card is taken, a stall built, the consul's tax). Both are
small values the state copies with itself; their JSON forms are the dicts older saves hold::

    >>> die = DieInUse.taken("own", 3, 5)
    >>> die.to_json()
    {'dice': [['own', 3, 5]], 'colour': 3, 'value': 5, 'stones': 0, 'gods': [], 'merc': None}
    >>> DieInUse.from_json(die.to_json()).to_json() == die.to_json()
    True
    >>> Task("tax", space=6, who=1).to_json()
    {'kind': 'tax', 'space': 6, 'who': 1}
"""

from __future__ import annotations


class DieInUse:
    """The die a player took and is shaping, before its action is chosen.

    ``dice``: ``[source, colour, face]`` of each die taken (Juno or a stone adds a second);
    ``colour`` and ``value``: what the die counts as now; ``stones``: penalty stones taken for
    it; ``gods``: god cards played on it; ``merc``: Mercurius's ``[price space, +1 or -1]``.
    """

    __slots__ = ("dice", "colour", "value", "stones", "gods", "merc")

    def __init__(self, dice, colour, value, stones=0, gods=(), merc=None):
        self.dice = dice
        self.colour = colour
        self.value = value
        self.stones = stones
        self.gods = list(gods)
        self.merc = merc

    @classmethod
    def taken(cls, source, colour, face):
        """A die just taken from ``source`` ("temple" or "own"), nothing done to it yet."""
        return cls([[source, colour, face]], colour, face)

    def copy(self):
        return DieInUse([d[:] for d in self.dice], self.colour, self.value, self.stones,
                        self.gods, None if self.merc is None else self.merc[:])

    def to_json(self):
        return {"dice": [d[:] for d in self.dice], "colour": self.colour, "value": self.value,
                "stones": self.stones, "gods": self.gods[:],
                "merc": None if self.merc is None else self.merc[:]}

    @classmethod
    def from_json(cls, d):
        return cls([list(x) for x in d["dice"]], d["colour"], d["value"], d["stones"],
                   d["gods"], None if d["merc"] is None else list(d["merc"]))


class Task:
    """A follow-up decision (or a draw) of the action under way.

    ``kind``: place (goods bought), sacrifice (goods offered), card (which god card), draw and
    refill (chance: the deck's top card, a face-up slot refilled), build, shift (goods to the
    new stall), close and tax (the consul at a stall). The other fields are set only for the
    kinds that have them: ``left`` (goods per kind still to place, goods still to offer, or cards
    still to take), ``cards`` (cards the offer brings), ``slot`` (the face-up slot to refill),
    ``space`` (the stall concerned) and ``who`` (the seat deciding, when not the mover).
    """

    __slots__ = ("kind", "space", "who", "slot", "left", "cards")
    _FIELDS = ("space", "who", "slot", "left", "cards")

    def __init__(self, kind, *, space=None, who=None, slot=None, left=None, cards=None):
        self.kind = kind
        self.space = space
        self.who = who
        self.slot = slot
        self.left = left
        self.cards = cards

    def is_chance(self):
        return self.kind in ("draw", "refill")

    def copy(self):
        left = self.left[:] if isinstance(self.left, list) else self.left
        return Task(self.kind, space=self.space, who=self.who, slot=self.slot, left=left,
                    cards=self.cards)

    def to_json(self):
        d = {"kind": self.kind}
        for name in self._FIELDS:
            value = getattr(self, name)
            if value is not None:
                d[name] = value[:] if isinstance(value, list) else value
        return d

    @classmethod
    def from_json(cls, d):
        fields = {name: d[name] for name in cls._FIELDS if name in d}
        if isinstance(fields.get("left"), list):
            fields["left"] = list(fields["left"])
        return cls(d["kind"], **fields)
