"""gettext PO catalogues: how Ludi's translations are kept, read and checked.

A translation of one part of Ludi (the shared core, a game, the site) into one language is a PO
file, the format translators' tools edit. Each entry is one message: its id is the ``msgctxt``,
the English template the ``msgid`` (and ``msgid_plural``), the translation the ``msgstr`` (or
``msgstr[0]`` for CLDR's "one" and ``msgstr[1]`` for "other": German, Dutch and English alike
have just these two)::

    >>> text = '''
    ... msgctxt "demo.passes"
    ... msgid "{seat} passes."
    ... msgstr "{seat} passt."
    ...
    ... #, fuzzy
    ... msgctxt "demo.stones"
    ... msgid "{count} stone"
    ... msgid_plural "{count} stones"
    ... msgstr[0] "{count} Stein"
    ... msgstr[1] "{count} Steine"
    ... '''
    >>> entries = read(text)
    >>> entries["demo.passes"].translation, entries["demo.stones"].translation
    ('{seat} passt.', ('{count} Stein', '{count} Steine'))
    >>> entries["demo.stones"].fuzzy, translations(entries)
    (True, {'demo.passes': '{seat} passt.'})

Only finished entries translate (a fuzzy or empty one falls back to English and is listed by
:func:`problems`); ``read(write(...))`` gives the entries back unchanged.
"""

from __future__ import annotations

import string

HEADER = ('msgid ""\nmsgstr ""\n"Language: {lang}\\n"\n"MIME-Version: 1.0\\n"\n'
          '"Content-Type: text/plain; charset=UTF-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n'
          '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n')


class Entry:
    """One message of a PO file: its id, English, translation and the translator's notes."""

    __slots__ = ("id", "english", "translation", "fuzzy", "comments")

    def __init__(self, message_id, english, translation, fuzzy=False, comments=()):
        self.id = message_id
        self.english = english          # a template, or (one, other)
        self.translation = translation  # the same shape; "" or ("", "") while untranslated
        self.fuzzy = fuzzy
        self.comments = list(comments)  # "#." lines without the mark: notes for translators

    @property
    def done(self) -> bool:
        parts = self.translation if isinstance(self.translation, tuple) else (self.translation,)
        return not self.fuzzy and all(parts)

    def __eq__(self, other):
        return isinstance(other, Entry) and all(
            getattr(self, name) == getattr(other, name) for name in self.__slots__)

    def __repr__(self):
        return f"Entry({self.id!r}, {self.english!r}, {self.translation!r})"


def _unquote(line: str, where: int) -> str:
    line = line.strip()
    if len(line) < 2 or line[0] != '"' or line[-1] != '"':
        raise ValueError(f"line {where}: a quoted string was expected, not {line!r}")
    body, out, i = line[1:-1], [], 0
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    while i < len(body):
        char = body[i]
        if char == "\\":
            if i + 1 >= len(body) or body[i + 1] not in escapes:
                raise ValueError(f"line {where}: an unknown escape in {line!r}")
            out.append(escapes[body[i + 1]])
            i += 2
        else:
            out.append(char)
            i += 1
    return "".join(out)


def _quote(text: str) -> str:
    return '"' + (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
                  .replace("\t", "\\t")) + '"'


def read(text: str) -> dict:
    """The entries of a PO file's text, by message id (the header entry left out)."""
    entries = {}
    for block, first_line in _blocks(text):
        fields, comments, fuzzy, key = {}, [], False, None
        for offset, line in enumerate(block):
            where = first_line + offset
            if line.startswith("#."):
                comments.append(line[2:].strip())
            elif line.startswith("#,"):
                fuzzy = fuzzy or "fuzzy" in [flag.strip() for flag in line[2:].split(",")]
            elif line.startswith("#"):
                continue
            elif line.startswith('"'):
                if key is None:
                    raise ValueError(f"line {where}: a string continues no field")
                fields[key] += _unquote(line, where)
            else:
                key, _, rest = line.partition(" ")
                if key not in ("msgctxt", "msgid", "msgid_plural", "msgstr", "msgstr[0]",
                               "msgstr[1]"):
                    raise ValueError(f"line {where}: unknown field {key!r}")
                if key in fields:
                    raise ValueError(f"line {where}: {key} given twice")
                fields[key] = _unquote(rest, where)
        if "msgid" not in fields:
            raise ValueError(f"line {first_line}: an entry without msgid")
        if fields["msgid"] == "" and "msgctxt" not in fields:
            continue  # the header
        if "msgctxt" not in fields:
            raise ValueError(f"line {first_line}: an entry without msgctxt (the message id)")
        if "msgid_plural" in fields:
            english = (fields["msgid"], fields["msgid_plural"])
            translation = (fields.get("msgstr[0]", ""), fields.get("msgstr[1]", ""))
        else:
            english, translation = fields["msgid"], fields.get("msgstr", "")
        message_id = fields["msgctxt"]
        if message_id in entries:
            raise ValueError(f"line {first_line}: message {message_id!r} given twice")
        entries[message_id] = Entry(message_id, english, translation, fuzzy, comments)
    return entries


def _blocks(text: str):
    block, start = [], 1
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line:
            if block:
                yield block, start
            block = []
            continue
        if not block:
            start = number
        block.append(line)
    if block:
        yield block, start


def write(entries, lang: str) -> str:
    """A PO file's text for ``entries`` (an iterable of :class:`Entry`), in their order."""
    parts = [HEADER.format(lang=lang)]
    for entry in entries:
        lines = [f"#. {comment}" for comment in entry.comments]
        if entry.fuzzy:
            lines.append("#, fuzzy")
        lines.append(f"msgctxt {_quote(entry.id)}")
        if isinstance(entry.english, tuple):
            one, other = entry.translation if isinstance(entry.translation, tuple) else ("", "")
            lines += [f"msgid {_quote(entry.english[0])}",
                      f"msgid_plural {_quote(entry.english[1])}",
                      f"msgstr[0] {_quote(one)}", f"msgstr[1] {_quote(other)}"]
        else:
            translation = entry.translation if isinstance(entry.translation, str) else ""
            lines += [f"msgid {_quote(entry.english)}", f"msgstr {_quote(translation)}"]
        parts.append("\n".join(lines) + "\n")
    return "\n".join(parts)


def translations(entries: dict) -> dict:
    """Message id → translated template, for the finished entries only."""
    return {key: entry.translation for key, entry in entries.items() if entry.done}


def placeholders(template) -> set:
    """The argument names a template (or both forms of a plural) uses.

    >>> sorted(placeholders(("{count} stone", "{count} stones of {seat}")))
    ['count', 'seat']
    """
    names = set()
    for part in template if isinstance(template, tuple) else (template,):
        for _, field, _, _ in string.Formatter().parse(part):
            if field is not None:
                names.add(field.split(".")[0].split("[")[0])
    return names


def placeholders_fit(english, translation) -> bool:
    """Whether ``translation`` says what ``english`` says: the same arguments, or for a plural
    every argument both English forms use and none the English lacks. An argument the English
    uses in one form only is a form's own choice (Dutch says "1 paars goed", "2 paarse
    goederen": the colour alone in one form, its inflected word in the other; German needs one
    of them).

    >>> english = ("{count} {colour} good", "{count} {good} goods")
    >>> placeholders_fit(english, ("{count} {good} Ware", "{count} {good} Waren"))
    True
    >>> placeholders_fit(english, ("eine {good} Ware", "{good} Waren"))
    False
    """
    if not isinstance(english, tuple):
        return placeholders(translation) == placeholders(english)
    said = placeholders(translation)
    return placeholders(english[0]) & placeholders(english[1]) <= said <= placeholders(english)


def problems(english: dict, entries: dict) -> list:
    """What a translator has left to do, as (message id, what) pairs: messages missing from the
    file, untranslated or fuzzy ones, English that changed, placeholders other than the English
    ones, a plural given as one form or the other way round, and entries nothing uses."""
    found = []
    for key, template in english.items():
        entry = entries.get(key)
        if entry is None:
            found.append((key, "missing"))
            continue
        if entry.english != template:
            found.append((key, "the English changed"))
        elif not entry.done:
            found.append((key, "fuzzy" if entry.fuzzy else "untranslated"))
        if isinstance(template, tuple) != isinstance(entry.translation, tuple):
            found.append((key, "plural forms differ from the English"))
        elif entry.done and not placeholders_fit(template, entry.translation):
            found.append((key, f"placeholders {sorted(placeholders(entry.translation))} "
                               f"differ from the English {sorted(placeholders(template))}"))
    for key in entries:
        if key not in english:
            found.append((key, "unused"))
    return found


def updated(english: dict, entries: dict) -> list:
    """The entries of a file brought up to ``english``: in the English order, every message
    present (new ones untranslated), changed English marked fuzzy, unused ones dropped."""
    result = []
    for key, template in english.items():
        old = entries.get(key)
        if old is None:
            blank = ("", "") if isinstance(template, tuple) else ""
            result.append(Entry(key, template, blank))
            continue
        translation = old.translation
        if isinstance(template, tuple) != isinstance(translation, tuple):
            translation = ("", "") if isinstance(template, tuple) else ""
        changed = old.english != template
        result.append(Entry(key, template, translation, old.fuzzy or changed, old.comments))
    return result
