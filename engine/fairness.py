"""Whether a table's dice and draws were fair, checked by every device once the game is over.

A table of devices (``web/table/``) draws its seed together: each device commits to a random
128-bit share (:func:`commitment_of`) before it sees any other's, and the seed is
:func:`seed_of` the shares in seat order, the host's first. The host holds the game and keeps
its own share to itself until the game is over, so no guest can compute the seed, hence no
hidden hand and no coming draw, while it plays. Then the host sends every share and the whole
record, and each device runs :func:`verify`: every share against the commitment it saw before
anyone revealed, the seed against the shares, every chance outcome of the record against the
one the seed draws at that step (as :meth:`engine.session.Session.step` draws it), and what this
device itself was shown and played against the record replayed::

    >>> shares = ["0" * 32, "1" * 32]
    >>> seed_of(shares) == int(hashlib.sha256(".".join(shares).encode()).hexdigest()[:32], 16)
    True
"""

from __future__ import annotations

import hashlib
import json

import engine
from engine import messages
from engine.core import CHANCE, IllegalAction, as_action
from engine.messages import msg
from engine.session import Session, _parsed

COMMIT_PREFIX = "ludi-seed-commit:"
SEED_BITS = 128  # the seed: the first 128 bits of the shares' SHA-256
SHARE_HEX = 32   # a share: 128 random bits as 32 hex digits
DIGEST_HEX = 16  # a view's digest on the device that saw it: the first 64 bits of its SHA-256


def commitment_of(share: str) -> str:
    """A device's commitment to its share: the SHA-256 of ``ludi-seed-commit:<share>``."""
    return hashlib.sha256((COMMIT_PREFIX + share).encode()).hexdigest()


def seed_of(shares) -> int:
    """The table's seed: the first 128 bits of the SHA-256 of the shares (in seat order, the
    host's first) joined by ".", as a whole number."""
    digest = hashlib.sha256(".".join(shares).encode()).hexdigest()
    return int(digest[:SEED_BITS // 4], 16)


def view_digest(view) -> str:
    """What a device keeps of a view it was shown (a payload's ``state``): the start of the
    SHA-256 of its canonical JSON, which the page computes alike (``web/table/trail.js``)."""
    return hashlib.sha256(canonical(view).encode()).hexdigest()[:DIGEST_HEX]


def canonical(value) -> str:
    """JSON with sorted keys and no spaces, numbers written as JavaScript writes them."""
    if isinstance(value, dict):
        return "{" + ",".join(json.dumps(str(key), ensure_ascii=False) + ":" + canonical(value[key])
                              for key in sorted(value, key=str)) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(canonical(item) for item in value) + "]"
    if isinstance(value, float):
        return _js_number(value)
    return json.dumps(value, ensure_ascii=False)


def _js_number(x: float) -> str:
    """A float as JavaScript's JSON writes it: the same shortest digits as Python's repr, whole
    numbers without ".0", and an exponent only from 1e21 up and below 1e-6."""
    if x.is_integer() and abs(x) < 1e21:
        return str(int(x))
    text = repr(x)
    digits, _, exponent = text.partition("e")
    if not exponent:
        return text
    power = int(exponent)
    if -7 < power < 0:  # (a float from 1e16 up is whole: written above)
        sign, mantissa = ("-", digits[1:]) if digits.startswith("-") else ("", digits)
        return f"{sign}0.{'0' * (-power - 1)}{mantissa.replace('.', '')}"
    return f"{digits}e{'+' if power > 0 else '-'}{abs(power)}"


def verify(request: dict) -> dict:
    """A ``verify`` request (see :mod:`engine.api`): ``{fair, problem, step, draws, steps, seed,
    text}``. ``problem`` names what failed first (None when fair): ``commitments``, ``share``,
    ``seed``, ``draw``, ``damaged``, ``view``, ``move`` or ``short``; ``step`` is how many moves
    came before it (None for the shares and the seed); ``draws`` how many draws were checked
    fair; ``text`` says the outcome in the request's language."""
    lang = messages.language(request.get("lang"))
    save = _parsed(request.get("save"), msg("core.save_not_json"))
    parties = request.get("parties")
    committed = request.get("committed")
    seat = request.get("seat")
    saw, moves = request.get("saw") or [], request.get("moves") or []
    if not isinstance(parties, list) or not parties or not all(_party(p) for p in parties):
        raise IllegalAction(msg("core.verify_parties"))
    if committed is not None and not (isinstance(committed, list)
                                      and all(isinstance(c, str) for c in committed)):
        raise IllegalAction(msg("core.verify_parties"))
    if not isinstance(saw, list) or not all(_seen(entry) for entry in saw) \
            or not isinstance(moves, list) or not all(_move(entry) for entry in moves):
        raise IllegalAction(msg("core.verify_trail"))
    if not isinstance(save, dict) or not isinstance(save.get("history"), list):
        raise IllegalAction(msg("core.not_a_save"))
    session = Session.start({**save, "history": []})
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < len(session.seats)):
        raise IllegalAction(msg("core.no_such_seat", value=repr(seat)))
    found = _check_shares(parties, committed, session) or _replay(
        session, save["history"], seat, saw, moves)
    problem, step, message, draws = found if len(found) == 4 else (*found, 0)
    if problem is None:
        message = msg("core.fair", count=draws)
    return {"fair": problem is None, "problem": problem, "step": step, "draws": draws,
            "steps": len(save["history"]), "seed": str(session.seed),
            "text": messages.render(message, messages.catalogue(session.module, lang),
                                    session.names())}


def _party(party) -> bool:
    return isinstance(party, dict) and isinstance(party.get("who"), str) \
        and isinstance(party.get("commitment"), str) and isinstance(party.get("share"), str)


def _seen(entry) -> bool:
    """[step, lang, digest]: a view this device was shown after ``step`` moves."""
    return isinstance(entry, list) and len(entry) == 3 and _count(entry[0]) \
        and isinstance(entry[1], str) and isinstance(entry[2], str)


def _move(entry) -> bool:
    """[step, action]: this device's own move, played as move ``step + 1``."""
    return isinstance(entry, list) and len(entry) == 2 and _count(entry[0]) \
        and isinstance(entry[1], list)


def _count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _check_shares(parties, committed, session):
    """(problem, step, message) of the first share or seed that fails, or ()."""
    if committed is not None and [p["commitment"] for p in parties] != committed:
        return "commitments", None, msg("core.unfair_commitments")
    for party in parties:
        if commitment_of(party["share"]) != party["commitment"] \
                or len(party["share"]) != SHARE_HEX:
            return "share", None, msg("core.unfair_share", who=party["who"])
    if not session.secret_seed or session.seed != seed_of([p["share"] for p in parties]):
        return "seed", None, msg("core.unfair_seed")
    return ()


def _replay(session, history, seat, saw, moves):
    """(problem, step, message, draws): the record played again from the start, each draw and
    each of this device's views and moves checked on the way; problem None when all agree."""
    seen = {}
    for step, lang, digest in saw:
        seen.setdefault(step, []).append((lang, digest))
    mine = {step: tuple(action) for step, action in moves}
    state, draws = session.state, 0
    for step, raw in enumerate(history):
        number = step + 1
        if not _saw_alike(session, state, seat, seen.get(step, ())):
            return "view", step, msg("core.unfair_view", count=step), draws
        try:
            action = as_action(raw)
        except IllegalAction as error:
            return "damaged", step, msg("core.save_damaged_at", number=number,
                                          reason=error.reason), draws
        actor = state.current_player()
        if step in mine and (actor != seat or action != mine[step]):
            return "move", step, msg("core.unfair_move", number=number), draws
        before = state.clone()
        drawn = session.draw(state, step) if actor == CHANCE else None
        try:
            engine.play(state, action)
        except IllegalAction as error:
            if actor == CHANCE:
                return "draw", step, msg("core.unfair_draw_impossible", number=number), draws
            return "damaged", step, msg("core.save_damaged_at", number=number,
                                          reason=error.reason), draws
        if actor == CHANCE:
            if action != drawn:
                return "draw", step, msg("core.unfair_draw", number=number,
                                           line=_public_line(session, before, action, state)), draws
            draws += 1
    if not _saw_alike(session, state, seat, seen.get(len(history), ())):
        return "view", len(history), msg("core.unfair_view", count=len(history)), draws
    beyond = [step for step in seen if step > len(history)] + \
             [step for step in mine if step >= len(history)]
    if beyond:
        return "short", len(history), msg("core.unfair_short", count=len(history)), draws
    return None, None, None, draws


def _saw_alike(session, state, seat, entries) -> bool:
    """Whether every view of ``seat`` kept at this step is the one ``state`` gives."""
    for lang, digest in entries:
        catalogue = messages.catalogue(session.module, lang)
        if view_digest(messages.render_all(state.view(seat), catalogue, session.names())) != digest:
            return False
    return True


def _public_line(session, before, action, after):
    """What everybody was told of a draw (its public log line), to name it."""
    said = [entry for entry, to in session.module.narrate(before, action, after, session.names())
            if to is None]
    return said[0] if said else msg("core.unfair_draw_unsaid")
