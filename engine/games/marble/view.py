"""How City of Marble presents itself: the views, the status line, the score lines, button labels
and log sentences, every sentence a message (:mod:`engine.messages`) worded in :mod:`.messages`.

The rules live in :mod:`engine.games.marble.state`; this module only reads a state and says what
it shows. ``action_label`` and ``narrate`` are the module protocol of every game (re-exported by
the package).

    >>> from engine.games.marble import MESSAGES, new_game
    >>> from engine.messages import COMMON, render
    >>> render(status(new_game(2)), {**COMMON, **MESSAGES})
    'Set-up · drawing the starting hills (0 of 3)'
"""

from __future__ import annotations

from engine.core import action_text, copy_plain
from engine.games.marble import data
from engine.games.marble.board import (BRIDGE_CELLS, BUILDING_INDEX, CELL_RC, CORNERS, EMPTY,
                                       HILL_CELL, OUTLET_POINT, POINT_COLS, POINT_RC, SITE_CELLS,
                                       TERRAIN)
from engine.games.marble.data import (AQUEDUCT_COLOURS, BUILDING_POINTS, BUILDINGS, COLOURS, COLS,
                                      ROWS, SITE_BUILDING)
from engine.messages import msg, seat as seat_arg, term


# --- the words for things -------------------------------------------------------------------------

def colour(name: str) -> dict:
    """A district tile colour (red, yellow, green, blue) as a message argument."""
    return term(f"marble.colour.{name}")


def aqueduct(name: str) -> dict:
    """An aqueduct's colour (grey, brown, white) as a message argument."""
    return term(f"marble.aqueduct.{name}")


def building(kind: str) -> dict:
    """A civic building type (and imperium tile type) as a message argument."""
    return term(f"marble.building.{kind}")


def a_building(kind: str) -> dict:
    """The same with its article ("an arena"), as a sentence names one of them."""
    return term(f"marble.a_building.{kind}")


def hill(letter: str) -> dict:
    return term(f"marble.hill.{letter}")


def alone(thing: dict) -> dict:
    """A term said on its own (a hand card's label, a hill's name): views hold messages only."""
    return msg("marble.alone", thing=thing)


def cell_name(cell: int) -> dict:
    r, c = CELL_RC[cell]
    return msg("marble.cell", row=r + 1, triangle=c + 1)


def point_name(point: int) -> dict:
    """Lines are the horizontal grid lines, 1 at the top edge; corners count from the left."""
    j, i = POINT_RC[point]
    return msg("marble.point", corner=i // 2 + 1, line=j + 1)


def _destination(send_kind: str) -> dict:
    """Where a magistrate sent from a finished site goes: the treasury or an imperium space."""
    if send_kind == "treasury":
        return msg("marble.place.treasury")
    return msg("marble.place.imperium_space", building=building(send_kind))


def _chain(parts: list, message_id: str):
    """``parts`` said one after another by ``message_id``'s template ``{first}…{rest}``."""
    said = parts[-1]
    for part in reversed(parts[:-1]):
        said = msg(message_id, first=part, rest=said)
    return said


def _seats_and(seats) -> dict:
    """Seats joined "A and B and C", as the log has always named tied winners."""
    return _chain([seat_arg(s) for s in seats], "marble.and")


def _counts(counts, names) -> dict:
    """Per-kind counts said like "red 1 blue 2" (``names``: the kinds' terms), or "none"."""
    parts = [msg("marble.stat.count", what=names[k], count=n) for k, n in enumerate(counts) if n]
    return _chain(parts, "marble.stat.then") if parts else msg("marble.stat.none")


# --- the view -------------------------------------------------------------------------------------

def status(state) -> dict:
    if state.phase == "over":
        return msg("marble.status.over")
    if state.phase == "hill":
        return msg("marble.status.hills", drawn=len(state.hills), total=data.HILLS_IN_PLAY)
    who = seat_arg(state.turn)
    phase = state.phase
    if phase == "act":
        doing = msg("marble.status.act", seat=who, left=state.actions_left)
    elif phase == "draw":
        doing = msg("marble.status.draw", seat=who)
    elif phase == "recall":
        doing = msg("marble.status.recall", seat=who)
    elif phase == "place":
        doing = msg("marble.status.place", seat=who, colour=colour(state.play_colour))
    elif phase == "magistrate":
        doing = msg("marble.status.magistrate", seat=who)
    elif phase == "bridge":
        doing = msg("marble.status.bridge", seat=who)
    elif phase == "pipe":
        doing = msg("marble.status.pipe", seat=who, left=state.pipes_left)
    elif phase == "site":
        doing = msg("marble.status.site", seat=who)
    elif phase == "send":
        doing = msg("marble.status.send", seat=seat_arg(state.chooser),
                    place=_destination(state.sending.kind))
    else:
        doing = msg("marble.status.end", seat=who)
    return msg("marble.status.last_round", doing=doing) if state.last_round else doing


_FINAL_LABELS = {
    "buildings": msg("marble.final.buildings"), "bridges": msg("marble.final.bridges"),
    "aqueducts": msg("marble.final.aqueducts"), "fountains": msg("marble.final.fountains"),
    "coins": msg("marble.final.coins"), "most_coins": msg("marble.final.most_coins"),
    **{f"most_{kind}": msg("marble.final.most_imperium", building=building(kind))
       for kind in BUILDINGS},
}


def final_lines(state) -> list:
    """Per seat: [label, points] lines of the score, as the end of the game shows them."""
    return [[[_FINAL_LABELS[key], points] for key, points in lines]
            for lines in state.final_lines()]


def view(state, seat) -> dict:
    """Everything ``seat`` may see (None: a spectator), JSON-ready: the state's ``view``."""
    over = state.phase == "over"
    points = state.scores()  # at the end, the final scoring's totals: the score track shows them
    colours = [colour(c) for c in COLOURS]
    buildings = [building(b) for b in BUILDINGS]
    players = []
    for s in range(state.players):
        stats = [
            [msg("marble.stat.points"), points[s]],
            [msg("marble.stat.coins"), state.coins[s]],
            [msg("marble.stat.home"), state.home[s]],
            [msg("marble.stat.ready"), _counts(state.central[s], colours)],
            [msg("marble.stat.drawn"), _counts(state.left[s], colours)],
            [msg("marble.stat.imperium"), _counts(state.imperium[s], buildings)],
            [msg("marble.stat.bridges"), len(state.bridges[s])],
            [msg("marble.stat.commissions"), state.commissions[s]],
        ]
        entry = {"stats": stats, "central": list(state.central[s]), "left": list(state.left[s]),
                 "imperium": list(state.imperium[s]), "coins": state.coins[s],
                 "points": points[s], "home": state.home[s], "waiting": list(state.waiting[s]),
                 "bridges": len(state.bridges[s]), "commissions": state.commissions[s]}
        if over or s == seat:
            entry["bridge_values"] = list(state.bridges[s])
        players.append(entry)
    hand = []
    if seat is not None:
        for k, name in enumerate(COLOURS):
            tile = term(f"marble.tile.{name}")
            hand += [{"kind": "tile", "label": alone(tile), "colour": name, "ready": True}] * state.central[seat][k]
            hand += [{"kind": "tile", "label": msg("marble.hand.drawn", tile=tile), "colour": name,
                      "ready": False}] * state.left[seat][k]
        for k, kind in enumerate(BUILDINGS):
            hand += [{"kind": "imperium", "building": kind,
                      "label": alone(term(f"marble.imperium.{kind}"))}] * state.imperium[seat][k]
        hand += [{"kind": "bridge", "label": msg("marble.hand.bridge", value=v), "value": v}
                 for v in state.bridges[seat]]
    shown = {
        "status": status(state),
        "phase": state.phase,
        "turn": state.turn,
        "chooser": state.chooser,
        "actions_left": state.actions_left,
        "last_round": state.last_round,
        "final_turns": state.final_turns,
        "players": players,
        "hand": hand,
        "dice": [],
        "board": _board_view(state),
        "pending": {"todo": copy_plain(state.todo),
                    "pipes_left": state.pipes_left, "pipe_colour": state.pipe_colour,
                    "sites": list(state.pending_sites), **state.sending.to_json(),
                    "placed": state.placed, "play_colour": state.play_colour},
    }
    if over:
        shown["final"] = final_lines(state)
    return shown


def _board_view(state) -> dict:
    return {
        "rows": ROWS, "cols": COLS, "point_cols": POINT_COLS,
        "map": list(data.BOARD_MAP),
        "hills": [{"name": alone(hill(h)), "letter": h, "cell": HILL_CELL[h]} for h in state.hills],
        "bridges_left": [c for c in BRIDGE_CELLS if state.cell_tile[c] == EMPTY],
        "tiles": [{"cells": [state.tile_a[t], state.tile_b[t]], "colour": COLOURS[state.tile_colour[t]],
                   "magistrate": state.tile_magistrate[t] if state.tile_magistrate[t] >= 0 else None}
                  for t in range(len(state.tile_a))],
        "buildings": [{"point": p, "kind": kind, "owner": owner if owner >= 0 else None}
                      for p, kind, owner in state.buildings],
        "outlets": [{"colour": c, "point": OUTLET_POINT[c], "started": bool(state.aqueducts[c])}
                    for c in AQUEDUCT_COLOURS],
        "aqueducts": {c: list(p) for c, p in state.aqueducts.items()},
        "aqueduct_pieces_left": {c: data.AQUEDUCT_PIECES - max(0, len(p) - 1)
                                 for c, p in state.aqueducts.items()},
        "stacks": {c: state.stacks[k] for k, c in enumerate(COLOURS)},
        "imperium_spaces": {kind: [s for s in range(state.players) for w in state.waiting[s] if w == kind]
                            for kind in BUILDINGS + ("treasury",)},
        "supply": {"coins": state.supply_coins,
                   "imperium": {b: state.supply_imperium[k] for k, b in enumerate(BUILDINGS)},
                   "bridge_tiles_unseen": sum(state.bridge_pool) if state.phase == "over" else None},
    }


# --- labels ---------------------------------------------------------------------------------------

def _place_notes(state, a, b) -> list:
    """What laying a tile on ``a`` and ``b`` sets off, as a button tells it before the click."""
    notes = []
    if TERRAIN[a] == "bridge" or TERRAIN[b] == "bridge":
        notes.append(msg("marble.note.bridge"))
    corners = set(CORNERS[a]) | set(CORNERS[b])
    for name in AQUEDUCT_COLOURS:
        if not state.aqueducts[name] and OUTLET_POINT[name] in corners:
            notes.append(msg("marble.note.outlet", colour=aqueduct(name)))
    trial = state.clone()
    trial.cell_tile[a] = trial.cell_tile[b] = len(trial.tile_a)
    done = sum(1 for p in corners if trial._site_complete(p))
    if done:
        notes.append(msg("marble.note.sites", count=done))
    return notes


def action_label(state, action):
    """A button label for a legal action."""
    verb = action[0]
    if verb == "hill":
        return msg("marble.label.hill", hill=hill(action[1]))
    if verb == "bridge":
        return msg("marble.label.bridge", value=action[1])
    if verb == "draw":
        return msg("marble.label.draw")
    if verb == "aqueduct":
        return msg("marble.label.aqueduct")
    if verb == "recall" and len(action) == 1:
        return msg("marble.label.recall")
    if verb == "pick":
        if len(action) == 2:
            return msg("marble.label.pick_last", colour=colour(action[1]))
        if action[1] == action[2]:
            return msg("marble.label.pick_two", colour=colour(action[1]))
        return msg("marble.label.pick", first=colour(action[1]), second=colour(action[2]))
    if verb == "play":
        return msg("marble.label.play", colour=colour(action[1]))
    if verb == "place":
        a, b = cell_name(action[1]), cell_name(action[2])
        notes = _place_notes(state, action[1], action[2])
        if notes:
            return msg("marble.label.place_noted", a=a, b=b, notes=_chain(notes, "marble.note.then"))
        return msg("marble.label.place", a=a, b=b)
    if verb == "magistrate":
        return msg("marble.label.magistrate_yes" if action[1] == "yes" else "marble.label.magistrate_no")
    if verb == "pipe":
        return msg("marble.label.pipe", colour=aqueduct(action[1]), point=point_name(action[2]))
    if verb == "recall":
        t = state.cell_tile[action[1]]
        return msg("marble.label.recall_from", colour=colour(COLOURS[state.tile_colour[t]]),
                   cell=cell_name(action[1]))
    if verb == "pass":
        return msg("marble.label.pass")
    if verb == "build":
        count = len({state.cell_tile[c] for c in SITE_CELLS[action[1]]})
        return msg("marble.label.build", building=building(SITE_BUILDING[count]),
                   point=point_name(action[1]))
    if verb == "send":
        t = state.cell_tile[action[1]]
        return msg("marble.label.send", colour=colour(COLOURS[state.tile_colour[t]]),
                   cell=cell_name(action[1]), place=_destination(state.sending.kind))
    if verb == "keep":
        return msg("marble.label.keep")
    if verb == "imperium":
        return msg("marble.label.imperium", building=a_building(action[1]))
    if verb == "end":
        return msg("marble.label.end")
    return action_text(action)   # not an action of this game: its notation, as typed


# --- narration ------------------------------------------------------------------------------------

def narrate(before, action, after, names=None) -> list:
    """Log messages for one applied action; a (message, seat) line is private to that seat.
    ``names`` is accepted for the module protocol and unused: seats are message arguments."""
    verb = action[0]
    who = seat_arg(before.turn)
    lines = []
    if verb == "hill":
        lines.append((msg("marble.log.hill", hill=hill(action[1])), None))
    elif verb == "bridge":
        lines.append((msg("marble.log.bridge", seat=who), None))
        lines.append((msg("marble.log.bridge_value", count=action[1]), before.turn))
    elif verb == "pick":
        if len(action) == 2:
            lines.append((msg("marble.log.pick_one", seat=who, colour=colour(action[1])), None))
        elif action[1] == action[2]:
            lines.append((msg("marble.log.pick_two", seat=who, colour=colour(action[1])), None))
        else:
            lines.append((msg("marble.log.pick", seat=who, first=colour(action[1]),
                              second=colour(action[2])), None))
    elif verb == "place":
        lines.append((msg("marble.log.place", seat=who, colour=colour(before.play_colour),
                          a=cell_name(action[1]), b=cell_name(action[2])), None))
    elif verb == "magistrate" and action[1] == "yes":
        lines.append((msg("marble.log.magistrate", seat=who), None))
    elif verb == "pipe":
        lines.append((msg("marble.log.pipe", seat=who, colour=aqueduct(action[1])), None))
    elif verb == "recall" and len(action) == 2:
        lines.append((msg("marble.log.recall", seat=who), None))
    elif verb == "pass":
        lines.append((msg("marble.log.pass", seat=who), None))
    elif verb == "send":
        lines.append((msg("marble.log.send", seat=seat_arg(before.chooser),
                          place=_destination(before.sending.kind)), None))
    elif verb == "keep":
        lines.append((msg("marble.log.keep", seat=seat_arg(before.chooser)), None))
    elif verb == "imperium":
        lines.append((msg("marble.log.imperium", seat=who, building=a_building(action[1])), None))
    for name in AQUEDUCT_COLOURS:
        if after.aqueducts[name] and not before.aqueducts[name]:
            lines.append((msg("marble.log.outlet", seat=who, colour=aqueduct(name)), None))
    if verb == "pipe" and before._fountain_coins(action[1], action[2]):
        lines.append((msg("marble.log.fountain_coin", seat=who, colour=aqueduct(action[1])), None))
    for _point, kind, owner in after.buildings[len(before.buildings):]:
        if kind == "fountain":
            lines.append((msg("marble.log.fountain"), None))
        else:
            lines.append((msg("marble.log.building", seat=seat_arg(owner), building=a_building(kind),
                              points=BUILDING_POINTS[kind]), None))
    if after.turn != before.turn or (after.phase == "over" and before.phase != "over"):
        lines += [(line, None) for line in _homecomings(before, who)]
    if after.last_round and not before.last_round:
        lines.append((msg("marble.log.last_round"), None))
    if after.phase == "over" and before.phase != "over":
        won = after.winners()
        lines.append((msg("marble.log.won" if len(won) == 1 else "marble.log.shared",
                          winners=_seats_and(won), points=after.scores()[won[0]],
                          note=_tiebreak_note(after, won)), None))
    return lines


def _homecomings(before, who) -> list:
    """The magistrates of the seat whose turn ends coming home, and what each brings."""
    coins, tiles = before.supply_coins, list(before.supply_imperium)
    lines = []
    for kind in before.waiting[before.turn]:
        if kind == "treasury":
            lines.append(msg("marble.log.home_coin" if coins > 0 else "marble.log.home_no_coin",
                             seat=who))
            coins -= 1
        else:
            k = BUILDING_INDEX[kind]
            if tiles[k] > 0:
                lines.append(msg("marble.log.home_tile", seat=who, building=a_building(kind)))
            else:
                lines.append(msg("marble.log.home_no_tile", seat=who, building=building(kind)))
            tiles[k] -= 1
    return lines


def _tiebreak_note(state, won):
    """How a tie on points was decided: most buildings commissioned, then most imperium tiles."""
    scores = state.scores()
    tied = [s for s in range(state.players) if scores[s] == scores[won[0]]]
    if len(tied) == 1:
        return ""
    others = [s for s in tied if s not in won]
    if not others:
        return msg("marble.log.tie_even")
    best, rival = state.tiebreak(won[0]), max(state.tiebreak(s) for s in others)
    if best[0] != rival[0]:
        return msg("marble.log.tie_buildings", others=_seats_and(others), ours=best[0],
                   theirs=rival[0])
    return msg("marble.log.tie_imperium", others=_seats_and(others), buildings=best[0],
               ours=best[1], theirs=rival[1])
