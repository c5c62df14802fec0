"""The shared core of every Ludi game: the state protocol, chance nodes, and the checked path.

A game module in ``engine.games`` provides:

- ``NAME`` (str) and ``PLAYERS`` (a ``range`` of legal player counts);
- ``RULES_VERSION`` (int) and ``RULES_CHANGES``: the version of its rules and what each changed
  (see :mod:`engine.versions`);
- ``new_game(players, **options) -> State`` and ``from_json(d) -> State``;
- ``action_label(state, action) -> str``: a short label for a legal action, as a button would say it;
- ``narrate(before, action, after, names) -> list[(text, seat | None)]``: the log sentences an
  applied action produces; ``seat`` set means only that seat may read the line.

A ``State`` (usually a subclass of :class:`GameState`) provides the protocol below. Views name
seats "Player 1", "Player 2", ... (the state knows no names); the API shows the seat names. Actions are
small flat tuples led by a verb, made of ``str`` (without spaces) and ``int`` only, so that they
survive JSON and have a text notation that round-trips::

    >>> action_text(("place", "arena", 2))
    'place arena 2'
    >>> parse_action("place arena 2")
    ('place', 'arena', 2)
    >>> as_action(["place", "arena", 2])
    ('place', 'arena', 2)

Randomness never happens inside the rules: when ``current_player()`` is :data:`CHANCE`,
``chance_outcomes()`` lists ``(action, probability)`` pairs and the driver (a test, a bot, the
web API) samples one with its own seeded ``random.Random`` and applies it. A shuffled deck is
drawn one card per chance node, so no hidden future order ever sits in a state.
"""

from __future__ import annotations

import math
from collections import Counter
from itertools import combinations_with_replacement

from engine import messages

CHANCE = -1
"""``current_player()`` at a chance node: the driver samples from ``chance_outcomes()``
(OpenSpiel's ``kChancePlayerId``)."""
TERMINAL = -4
"""``current_player()`` once the game is over (OpenSpiel's ``kTerminalPlayerId``)."""


class IllegalAction(ValueError):
    """An action that is malformed or not legal now; the state is left unchanged.

    Its ``reason`` is a message (see :mod:`engine.messages`), rendered in the reader's language
    where it reaches a person; ``str()`` gives it in English."""

    def __init__(self, reason):
        super().__init__(reason)
        self.reason = reason

    def __str__(self):
        return messages.english_text(self.reason)


# --- actions -------------------------------------------------------------------------------

def as_action(value) -> tuple:
    """Turn an action that went through JSON (a list) back into the engine's tuple form.

    Raises :class:`IllegalAction` for anything that is not a non-empty flat sequence of
    strings and integers led by a verb.

    >>> as_action(("pass",))
    ('pass',)
    >>> as_action("pass")
    Traceback (most recent call last):
    ...
    engine.core.IllegalAction: An action must be a list like ["verb", ...], not 'pass'.
    """
    if not isinstance(value, (list, tuple)) or not value:
        raise IllegalAction(messages.msg("core.action_not_list", value=repr(value)))
    parts = []
    for part in value:
        if isinstance(part, bool) or not isinstance(part, (str, int)):
            raise IllegalAction(messages.msg("core.action_part", value=repr(part)))
        if isinstance(part, str) and (not part or " " in part):
            raise IllegalAction(messages.msg("core.action_word", value=repr(part)))
        parts.append(part)
    if not isinstance(parts[0], str):
        raise IllegalAction(messages.msg("core.action_verb", value=repr(parts[0])))
    return tuple(parts)


def action_text(action) -> str:
    """The text notation of an action: its parts joined by spaces."""
    return " ".join(str(part) for part in action)


def parse_action(text: str) -> tuple:
    """Parse the text notation back into an action (the inverse of :func:`action_text`)."""
    parts = []
    for word in text.split():
        try:
            parts.append(int(word))
        except ValueError:
            parts.append(word)
    return as_action(parts)


# --- chance helpers ------------------------------------------------------------------------

def roll_outcomes(verb: str, count: int, faces: tuple, weights: tuple | None = None) -> list:
    """Chance outcomes of rolling ``count`` identical dice whose sides show ``faces``.

    Dice are unordered, so each outcome is ``(verb, face, face, ...)`` with faces in the order
    of ``faces``; probabilities follow the multinomial law. ``weights`` gives how many sides
    show each face (default: one each).

    >>> [(a, round(p, 3)) for a, p in roll_outcomes("roll", 2, ("gold", "silver"))]
    [(('roll', 'gold', 'gold'), 0.25), (('roll', 'gold', 'silver'), 0.5), (('roll', 'silver', 'silver'), 0.25)]
    """
    weights = weights or (1,) * len(faces)
    sides = sum(weights)
    outcomes = []
    for combo in combinations_with_replacement(range(len(faces)), count):
        tally = Counter(combo)
        ways = math.factorial(count)
        probability = 1.0
        for face, n in tally.items():
            ways //= math.factorial(n)
            probability *= (weights[face] / sides) ** n
        outcomes.append(((verb,) + tuple(faces[i] for i in combo), ways * probability))
    return outcomes


def draw_outcomes(verb: str, deck: dict, *prefix) -> list:
    """Chance outcomes of drawing one card from ``deck`` (card → count, counts > 0 kept).

    >>> draw_outcomes("draw", {"a": 1, "b": 3, "c": 0}, "servi")
    [(('draw', 'servi', 'a'), 0.25), (('draw', 'servi', 'b'), 0.75)]
    """
    total = sum(deck.values())
    return [((verb, *prefix, card), n / total) for card, n in deck.items() if n > 0]


def sample(outcomes: list, rng) -> tuple:
    """Pick one action from ``[(action, probability)]`` with ``rng`` (a ``random.Random``)."""
    point = rng.random()
    for action, probability in outcomes:
        point -= probability
        if point < 0:
            return action
    return outcomes[-1][0]


def _bit_lengths(n):
    return [k.bit_length() for k in range(n + 1)]


BIT_LENGTHS = _bit_lengths(128)
"""``BIT_LENGTHS[n]`` is ``n.bit_length()``: :func:`shuffle` reads it for every card (in
Pyodide a method call per card was a fifth of a shuffle)."""


def shuffle(items: list, rng) -> None:
    """Shuffle ``items`` in place into the very order ``rng.shuffle(items)`` gives, drawing the
    same bits from ``rng`` (a ``random.Random``): Fisher-Yates, each index drawn by
    ``getrandbits`` as ``random.Random`` draws an index below a bound, retried when past it. A
    search shuffles the unseen cards of every world it resamples, and one Python call fewer per
    card was a fifth of a Massilia world's making.

    >>> import random
    >>> def both(n, seed):
    ...     mine, theirs = list(range(n)), list(range(n))
    ...     shuffle(mine, random.Random(seed))
    ...     random.Random(seed).shuffle(theirs)
    ...     return mine == theirs
    >>> all(both(n, seed) for n in range(70) for seed in range(20))
    True
    """
    getrandbits = rng.getrandbits
    bits_of = BIT_LENGTHS if len(items) < len(BIT_LENGTHS) else _bit_lengths(len(items))
    for i in range(len(items) - 1, 0, -1):
        bound = i + 1
        bits = bits_of[bound]
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


# --- plain data ------------------------------------------------------------------------------

def copy_plain(value):
    """A deep copy of plain JSON-ready data (dicts, lists, scalars), tuples made lists.

    A state's own ``clone`` copies its fields by hand (fast); this is for the nested parts
    that are plain data, and for a state's JSON form.

    >>> copy_plain({"a": [1, (2, 3)], "b": None})
    {'a': [1, [2, 3]], 'b': None}
    """
    if isinstance(value, dict):
        return {k: copy_plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [copy_plain(v) for v in value]
    return value


# --- the state protocol --------------------------------------------------------------------

class GameState:
    """Base of every game's state: the parts of the protocol that are the same for all games.

    A subclass implements ``current_player``, ``legal_actions``, ``chance_outcomes``, ``apply``,
    ``clone``, ``scores``, ``view``, ``to_json`` and ``determinize``; it may override
    ``tiebreak`` (a sort key per seat, larger is better, used by ``winners`` on equal scores)
    and ``why_illegal`` (a player-facing reason an action is refused).
    """

    game_id = ""
    players = 0
    ACTIONS: dict = {}
    """verb → the method that applies an action led by it: every ``_do_<verb>`` method of the
    class and its bases, gathered once when the class is made. ``apply`` calls
    :meth:`dispatch`, so every game applies an action the same way."""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.ACTIONS = {name[len("_do_"):]: method
                       for klass in reversed(cls.__mro__)
                       for name, method in vars(klass).items() if name.startswith("_do_")}

    def dispatch(self, action) -> None:
        """Apply ``action`` (unchecked) by the ``_do_<verb>`` method its verb names, called with
        the action's other parts: ``("build", "road", 12)`` → ``self._do_build("road", 12)``."""
        self.ACTIONS[action[0]](self, *action[1:])

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def tiebreak(self, seat: int):
        """Sort key that decides between seats with equal scores; equal keys share the win."""
        return 0

    def winners(self) -> list:
        """Seats that won (several on a shared win); empty while the game goes on."""
        if not self.is_terminal():
            return []
        scores = self.scores()
        best = max((scores[s], self.tiebreak(s)) for s in range(self.players))
        return [s for s in range(self.players) if (scores[s], self.tiebreak(s)) == best]

    def returns(self) -> list:
        """Per seat: 1 shared among the winners at the end, 0 otherwise (for bots)."""
        won = self.winners()
        return [1.0 / len(won) if s in won else 0.0 for s in range(self.players)]

    def why_illegal(self, action) -> str | None:
        return None

    def determinizer(self, seat):
        """``determinize(seat, rng)`` as a function of ``rng``. A search resamples thousands of
        worlds of one seat from one state; a game may override this to work out once what they
        all share."""
        return lambda rng: self.determinize(seat, rng)


def play(state, action, name=action_text) -> tuple:
    """Apply ``action`` after checking it (the UI's path); returns the action as applied.

    Accepts lists for tuples. Raises :class:`IllegalAction` with a message a player
    understands and leaves ``state`` unchanged when the action is malformed or not legal;
    ``name(action)`` names a refused move (:func:`engine.play` names it by the game's label).
    """
    action = as_action(action)
    player = state.current_player()
    if player == TERMINAL:
        raise IllegalAction(messages.msg("core.game_over"))
    if player == CHANCE:
        allowed = [outcome for outcome, _ in state.chance_outcomes()]
    else:
        allowed = state.legal_actions()
    if action not in allowed:
        reason = state.why_illegal(action) if player != CHANCE else None
        raise IllegalAction(reason or messages.msg("core.not_allowed_now", move=name(action)))
    state.apply(action)
    return action


def playout(state, rng, choose=None, limit: int = 100_000):
    """Play ``state`` to the end in place: chance sampled with ``rng``, moves by ``choose``.

    ``choose(state)`` defaults to a uniformly random legal action. Returns the actions applied.
    """
    applied = []
    while not state.is_terminal():
        if len(applied) >= limit:
            raise RuntimeError(f"{state.game_id}: no end after {limit} actions")
        if state.current_player() == CHANCE:
            action = sample(state.chance_outcomes(), rng)
        elif choose is None:
            action = rng.choice(state.legal_actions())
        else:
            action = choose(state)
        state.apply(action)
        applied.append(action)
    return applied
