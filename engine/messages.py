"""Messages: every sentence a person reads, as a message id and its arguments, made into text here.

The rules and views never write finished sentences. They say what happened as a message, plain
JSON-ready data, and the one renderer below turns it into text for a reader, with the seats'
names and in the reader's catalogue (a catalogue maps message ids to templates; English is the
games' own ``MESSAGES`` merged with :data:`COMMON`)::

    >>> catalogue = {**COMMON, "demo.rolls": "{seat} rolls {dice}.",
    ...              "demo.stones": ("{count} stone", "{count} stones"),
    ...              "term.demo.venus": "Venus"}
    >>> render(msg("demo.rolls", seat=seat(1), dice=[2, 5]), catalogue, ["Livia", "Chico"])
    'Chico rolls 2 and 5.'
    >>> render(msg("demo.stones", count=1), catalogue), render(msg("demo.stones", count=3), catalogue)
    ('1 stone', '3 stones')
    >>> render(msg("demo.rolls", seat=seat(0), dice=term("demo.venus")), catalogue)
    'Player 1 rolls Venus.'

Arguments are numbers, seats (:func:`seat`, shown as the seat's name), terms (:func:`term`: a
component, place or action named by the game, looked up as ``term.<key>`` so a translation can
name it in the rulebook's own words), other messages, lists of these (joined as "a, b and c"), or
plain strings shown as they are (coordinates, names a person typed). A template is a string in
``str.format`` syntax over the argument names, or for a count a pair of plural forms chosen by
the argument ``count``. A message id unknown to the catalogue is an error: a missing sentence
must fail a test, never reach a person as an id.
"""

from __future__ import annotations

from importlib import resources

from engine import po
from engine.english import COMMON  # noqa: F401  (the shared core's English)

MESSAGE_KEY = "msg"
"""The key that marks a dict as a message: ``{"msg": id, "args": {...}}`` (``args`` may be
left out). No view uses this key for anything else, so the boundary can find messages anywhere."""


LANGUAGES = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}
"""The languages a person can read Ludi in, by code, each named in itself. English is the
source; the others are PO files (see :mod:`engine.po`) beside the code they translate."""


def language(code) -> str:
    """``code`` if Ludi speaks it, else English (a page asking for another language gets
    English, and says so itself)."""
    return code if isinstance(code, str) and code in LANGUAGES else "en"


def english(game) -> dict:
    """The English catalogue of ``game`` (its module): its ``MESSAGES`` over :data:`COMMON`,
    made once per game (a session, an example's every caption, ask for it again and again)."""
    return catalogue(game, "en")


def catalogue(game, lang: str = "en") -> dict:
    """The catalogue of ``game`` (its module, or None for the shared core alone) in ``lang``:
    the English with every finished translation of the core's and the game's PO files over it
    (so a message a translator has not reached yet still reads, in English). Made once."""
    lang = language(lang)
    key = (game, lang)
    found = _CATALOGUES.get(key)
    if found is None:
        found = {**COMMON, **getattr(game, "MESSAGES", {})}
        if lang != "en":
            found.update(translations(__package__, lang))
            if hasattr(game, "__path__"):  # a game's package (a stand-in module has no PO files)
                found.update(translations(game.__name__, lang))
        _CATALOGUES[key] = found
    return found


_CATALOGUES: dict = {}
_KNOWN_ENGLISH: dict = {}


def register(english_messages: dict) -> dict:
    """Make a game's English known to :func:`english_text` (each game's ``messages`` module
    registers its ``MESSAGES`` as it is imported); returns them."""
    _KNOWN_ENGLISH.update(english_messages)
    return english_messages


def english_text(value) -> str:
    """``value`` (a message or a plain text) in English, without the game at hand: what a
    refusal says when it is printed, in a test or a traceback."""
    return render(value, {**COMMON, **_KNOWN_ENGLISH})


def translations(package: str, lang: str) -> dict:
    """Message id → translated template from ``locale/<lang>.po`` of ``package`` (its dotted
    name), or nothing if it has none. Read as the package's own data, so it is found wherever
    the package was imported from: a folder, a wheel, or a zip of its bytecode (the worker's
    kept engine), in CPython and in Pyodide alike."""
    path = resources.files(package).joinpath("locale", f"{lang}.po")
    if not path.is_file():
        return {}
    return po.translations(po.read(path.read_text(encoding="utf-8")))


def msg(message_id: str, **args) -> dict:
    """A message: ``{"msg": id, "args": {...}}``.

    >>> msg("aquileia.log.passes", seat=seat(0))
    {'msg': 'aquileia.log.passes', 'args': {'seat': {'seat': 0}}}
    """
    return {MESSAGE_KEY: message_id, "args": args} if args else {MESSAGE_KEY: message_id}


def seat(index: int) -> dict:
    """A seat as a message argument: shown as its name (or "Player N" with no names)."""
    return {"seat": index}


def term(key: str) -> dict:
    """A named thing of a game as a message argument, looked up as ``term.<key>``."""
    return {"term": key}


def is_message(value) -> bool:
    return isinstance(value, dict) and MESSAGE_KEY in value


def _plural_one(count) -> bool:
    # English and German and Dutch alike: only exactly 1 takes the singular (CLDR "one").
    return count == 1


def render(message, catalogue: dict, names=None) -> str:
    """The text of ``message`` (or of any argument form) for a reader of ``catalogue``.

    ``names`` are the seats' names; without them seats read "Player N".
    """
    if is_message(message):
        message_id = message[MESSAGE_KEY]
        try:
            template = catalogue[message_id]
        except KeyError:
            raise KeyError(f"no text for message {message_id!r}") from None
        args = message.get("args", {})
        if isinstance(template, tuple):
            template = template[0] if _plural_one(args.get("count")) else template[1]
        return template.format(**{k: render(v, catalogue, names) for k, v in args.items()})
    if isinstance(message, dict) and "seat" in message:
        index = message["seat"]
        if names is not None and 0 <= index < len(names):
            return str(names[index])
        return render(msg("seat.default", number=index + 1), catalogue, names)
    if isinstance(message, dict) and "term" in message:
        key = "term." + message["term"]
        if key not in catalogue:
            raise KeyError(f"no text for term {message['term']!r}")
        if isinstance(catalogue[key], tuple):  # a glossary's word with its forms (one, other)
            raise TypeError(f"term {message['term']!r} has two forms: a sentence says it itself")
        return catalogue[key]
    if isinstance(message, (list, tuple)):
        return join([render(part, catalogue, names) for part in message], catalogue)
    return str(message)


def join(parts: list, catalogue: dict) -> str:
    """Texts joined as a list is said: "a", "a and b", "a, b and c".

    >>> join(["2", "5", "6"], COMMON)
    '2, 5 and 6'
    """
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        return catalogue["list.pair"].format(first=parts[0], last=parts[1])
    rest = catalogue["list.separator"].join(parts[:-2])
    return catalogue["list.many"].format(rest=rest, first_of_last=parts[-2], last=parts[-1])


def render_all(value, catalogue: dict, names=None):
    """``value`` (a view, a payload) with every message in it, at any depth, made into text."""
    if is_message(value):
        return render(value, catalogue, names)
    if isinstance(value, dict):
        return {k: render_all(v, catalogue, names) for k, v in value.items()}
    if isinstance(value, list):
        return [render_all(v, catalogue, names) for v in value]
    if isinstance(value, tuple):
        return tuple(render_all(v, catalogue, names) for v in value)
    return value


def ids_in(value, found=None) -> set:
    """Every message id, and every term as ``term.<key>``, anywhere inside ``value`` (a view, a
    label, log lines): what a catalogue must hold for ``value`` to be rendered.

    >>> sorted(ids_in([msg("a.b", card=term("a.venus")), {"x": msg("a.c")}]))
    ['a.b', 'a.c', 'term.a.venus']
    """
    found = set() if found is None else found
    if isinstance(value, dict):
        if MESSAGE_KEY in value:
            found.add(value[MESSAGE_KEY])
        if set(value) == {"term"}:
            found.add("term." + value["term"])
        for part in value.values():
            ids_in(part, found)
    elif isinstance(value, (list, tuple)):
        for part in value:
            ids_in(part, found)
    return found
