"""How AVE presents itself: the views, the status line, button labels and log sentences.

The rules live in :mod:`engine.games.ave.state`; this module only reads a state and says it in
messages (:mod:`engine.messages`): ids with arguments, seats as ``seat`` args and the game's
things as terms, whose English is in :mod:`engine.games.ave.messages`. The session makes them
text for the reader. ``action_label`` and ``narrate`` are the package's (the module protocol of
every game).
"""

from __future__ import annotations

from engine.games.ave import data as D
from engine.games.ave.odds import conquest_odds
from engine.messages import msg, seat, term

DRAWING = ("draw", "keep", "fire", "revolt")  # phases inside a player's draws


# --- the view -------------------------------------------------------------------------------

def halves(count: int) -> str:
    """A number of half fame points as a reader writes it: "½", "2½", "3" (never "0½" nor
    "2.5", whose decimal point is English).

    >>> [halves(n) for n in (0, 1, 5, 6)]
    ['0', '½', '2½', '3']
    """
    whole = str(count // 2) if count > 1 or count % 2 == 0 else ""
    return whole + ("½" if count % 2 else "")


def view(state, viewer):
    players = []
    for s in range(state.players):
        black, white = state.hidden_counts(s)
        senators = [msg("ave.stat.senator_tiles", colour=term_of("colour", c), count=n)
                    for c, n in state.senators[s].items() if n]
        fame2 = state.fame2(s)
        players.append({"stats": [
            [msg("ave.stat.fame"), halves(fame2)],
            [msg("ave.stat.gold"), state.gold[s]],
            [msg("ave.stat.hand"), f"{black}/{white}"],
            [msg("ave.stat.inhabitants"), state.inhabitants[s]],
            [msg("ave.stat.legions"), state.legions[s]],
            [msg("ave.stat.provinces"), sum(1 for p in D.PROVINCE_NUMBERS if state.owner[p] == s)],
            [msg("ave.stat.mines"), sum(1 for c in D.HILLS if state.city_owner[c] == s)],
            [msg("ave.stat.senators"), _comma_list(senators) if senators else msg("ave.none")],
            [msg("ave.stat.caesar"),
             named(tile_term(state.caesar[s])) if state.caesar[s] else msg("ave.none")],
        ], "fame": fame2 / 2, "fame_said": halves(fame2), "gold": state.gold[s],
            "hidden_black": black,
            "hidden_white": white, "senators": dict(state.senators[s]),
            "caesar": state.caesar[s], "inhabitants": state.inhabitants[s],
            "legions": state.legions[s],
            "mines": sum(1 for c in D.HILLS if state.city_owner[c] == s),
            "provinces": sum(1 for p in D.PROVINCE_NUMBERS if state.owner[p] == s)})
    hand = []
    if viewer is not None:
        why_not = why_not_build(state, viewer)
        for tile, n in state.hand[viewer].items():
            card = {"kind": tile, "label": named(tile_term(tile))}
            if tile in why_not:
                card["why_not"] = why_not[tile]
            hand += [dict(card) for _ in range(n)]
    line, seats = status(state)
    view = {
        # status_seats: whose turn the line tells of (the dice tray's roller, as data)
        "status": line, "status_seats": seats,
        "players": players, "hand": hand, "dice": [die(d) for d in state.dice],
        "board": board_view(state),
    }
    if state.phase == "discard" and viewer == state.actor:
        view["board"]["progress"]["roads_may_discard"] = state.roads_allowed
    if state.phase == "over":
        parts = ("buildings", "triples", "roads", "provinces", "limes")
        view["final"] = [[[msg("ave.final." + part), halves(state.fame_parts(s)[part])]
                          for part in parts] for s in range(state.players)]
    return view


# Why no square takes a piece now, by the kind of piece (the rules' tests are in ave_city).
NO_SQUARE = {"road": "ave.why.no_road_square", "mine": "ave.why.no_free_hill"}


def why_not_build(state, seat):
    """For each city tile in the acting ``seat``'s hand that cannot be built now: why, in the
    engine's own words (``why_not``), or that no square takes it. Empty for any other seat
    or phase."""
    if state.phase != "actions" or seat != state.actor:
        return {}
    buildable = {action[1] for action in state.legal_actions() if action[0] == "build"}
    reasons = {}
    for tile, n in state.hand[seat].items():
        if n and tile not in buildable and (tile in D.BUILDINGS or tile in D.CITY_PIECES):
            reasons[tile] = (state.why_not(("build", tile, None))
                             or msg(NO_SQUARE.get(tile, "ave.why.no_square")))
    return reasons


def board_view(state):
    # squares with a piece or a hill (the rest of the 8 x 12 grid is empty); None: nobody's
    city = [{"cell": c, "quarter": q, "row": row, "col": col, "piece": state.city_kind[c],
             "owner": _seat_or_none(state.city_owner[c]), "hill": D.HILLS.get(c, ""),
             "colour": D.BUILDINGS[state.city_kind[c]][1] if state.city_kind[c] in D.BUILDINGS
             else ""}
            for c, (q, row, col) in enumerate(map(D.die_square, range(D.CELLS)))
            if state.city_kind[c] or c in D.HILLS]
    provinces = [{"number": p, "name": named(term_of("province", p)),
                  "short": named(term_of("province_short", p)), "barbarians": state.barbarians[p],
                  "owner": _seat_or_none(state.owner[p]), "legions": state.garrison[p],
                  "limes": state.limes[p], "links": list(D.LINKS[p]),
                  "sea": list(D.PROVINCES[p][3])} for p in range(21)]
    in_battle = state.phase in ("actions", "battle", "battle_choice", "station")
    return {
        "round": state.round, "last_round": D.LAST_ROUND, "start_player": state.start,
        "phase": state.phase,
        "city": city, "rows": D.ROWS, "cols": D.COLS, "provinces": provinces,
        "senate": dict(state.senate), "caesar": state.caesar_pos, "permits": dict(state.costs),
        "permits_if_evaluated_now": D.permit_costs(state.senate),
        "bags": {b: sum(state.bag[b].values()) for b in D.BAGS},
        "discards": {b: [[named(term_of("tile", t)), n] for t, n in state.discard[b].items() if n]
                     for b in D.BAGS},   # [tile's name, count]
        "battle": state.battle.to_json() if state.battle else None,
        "battle_odds": _battle_odds(state),
        "draws_left": len(state.draw_queue) if state.phase in DRAWING else 0,
        "mode": state.mode if in_battle else "",
        "attackable": state.attackable(),
        # the public bookkeeping of the phase under way: with it the view holds every public fact
        # of the state, so that determinize can rest on the view alone. "player" is the seat to
        # act, "seat" the seat whose bought tiles are being drawn (seat keys show as names).
        "progress": {
            "turn": state.turn, "player": state.actor, "seat": state.draw_seat,
            "draw_queue": list(state.draw_queue),
            "resolving": named(tile_term(state.pending)) if state.pending else "",
            "fires_to_come": list(state.fires), "points": state.points, "paid": state.paid,
            "free": state.free, "caesar_moved": state.caesar_moved, "map": state.mode, "mined": state.mined,
            # how many roads may go follows from the discarder's secret hand: see ``view``
            "conquered": list(state.conquered), "roads_may_discard": None,
            "roads_discarded": state.roads_discarded,
        },
    }


def status(state):
    """The status line as a message whose seats are ``seat`` args, and those seats."""
    return _status(state, lambda position, s: seat(s))


def _status(state, seat_arg):
    if state.phase == "over":
        won = state.winners()
        winners = _and_list([seat_arg(i, s) for i, s in enumerate(won)])
        return msg("ave.status.over", round=state.round, winners=winners, count=len(won)), won
    if state.phase == "first":
        return msg("ave.status.first"), []
    if state.round == 0:
        drawer = state.actor if state.phase == "setup" else state.draw_seat
        return msg("ave.status.setup", seat=seat_arg(0, drawer)), [drawer]
    if state.phase in ("draw", "fire", "revolt"):
        who = state.draw_seat
        if state.phase == "draw":
            bag = from_bag(state.draw_queue[0]) if state.draw_queue else ""
            doing = msg("ave.status.draw", seat=seat_arg(0, who), bag=bag)
        else:
            doing = msg("ave.status." + state.phase)
    else:
        who = state.actor
        args = {"seat": seat_arg(0, who)}
        phase_id = state.phase
        if phase_id == "influence":
            args["count"] = state.points
        elif phase_id == "actions" and state.mode:
            phase_id, args["map"] = "actions_on_map", term_of("map", state.mode)
        elif phase_id == "discard":
            args["count"] = D.HAND_LIMIT
        doing = msg("ave.status." + phase_id, **args)
    # within the round, what goes on ("doing") is the dice tray's purpose (data)
    head = "ave.status.last_round" if state.round == D.LAST_ROUND else "ave.status.round"
    return msg(head, round=state.round, last_round=D.LAST_ROUND, doing=doing), [who]


def _battle_odds(state):
    """The chance that the legions of the battle under way win it if it is fought to the end."""
    b = state.battle
    if not b:
        return None
    return round(b.win_odds(state.limes[b.province]), 3)


def _seat_or_none(seat):
    return seat if seat >= 0 else None


# --- words for places, tiles, actions and the log ----------------------------------------

def term_of(kind, key):
    """A named thing of the game as a message argument: ``term_of("colour", "blue")``."""
    return term(f"ave.{kind}.{key}")


def from_bag(bag):
    """Where tiles are drawn from, as a sentence says it: "from the black bag"."""
    return msg("ave.from_bag." + bag)


# A battle die's face as the tray shows it: the board draws the same marks.
_DIE_MARKS = {"hit": "✔", "miss": "·"}


def die(rolled):
    """A die of the last battle or fire as the page shows it: its colour and face (the board
    draws them), the face as the tray shows it and the die in words (its tooltip)."""
    face = rolled["face"]
    said = term(f"ave.die_face.{face}") if face in _DIE_MARKS else face
    return {**rolled, "shows": _DIE_MARKS.get(face, face),
            "name": msg("ave.view.die", die=term(f"ave.die.{rolled['color']}"), face=said)}


def named(thing):
    """A term standing alone in the view: a message of just that name (the boundary renders
    messages; a bare term is only ever an argument of one)."""
    return msg("ave.name", name=thing)


def tile_term(tile):
    return term_of("tile", tile)


def a_tile(tile):
    """A tile's name with an article, for sentences (see ``messages.with_article``)."""
    return term_of("a_tile", tile)


def where(cell):
    quarter, row, col = D.die_square(cell)
    hill = D.HILLS.get(cell)
    if hill:
        return msg("ave.where_hill", quarter=quarter, row=row, col=col, hill=term_of("hill", hill))
    return msg("ave.where", quarter=quarter, row=row, col=col)


def _and_list(items):
    """Items said as a list is said: "A and B", "A, B and C" (a single one as itself)."""
    return items[0] if len(items) == 1 else list(items)


def _comma_list(items):
    """Items joined by commas only, as "red 2, blue 3"."""
    joined = items[-1] if items else ""
    for item in reversed(items[:-1]):
        joined = msg("ave.comma", first=item, rest=joined)
    return joined


def _bags_bought(threes, message_id):
    return _and_list([msg(message_id, count=n * 3, bag=from_bag(bag))
                      for n, bag in zip(threes, D.BAGS) if n])


def action_label(state, action):
    verb, args = action[0], action[1:]
    if verb == "buy":
        if not any(args):
            return msg("ave.label.buy_none")
        return msg("ave.label.buy", tiles=_bags_bought(args, "ave.label.from_bag"),
                   gold=sum(args))
    if verb == "gift":
        _, gold, legions = D.CAESARS[state.caesar[state.actor]]
        if args[0] == "gold":
            return msg("ave.label.gift_gold", gold=gold)
        return msg("ave.label.gift_legions", count=legions)
    if verb == "attack":
        barbarians = state.barbarians[args[0]]
        odds = conquest_odds(args[1], barbarians, D.LEGION_HIT, D.BARBARIAN_HIT)[0]
        return msg("ave.label.attack", province=term_of("province", args[0]),
                   barbarians=msg("ave.barbarians", count=barbarians),
                   legions=msg("ave.legions", count=args[1]), percent=round(odds * 100))
    if verb == "stop":
        return msg("ave.label.give_away" if state.points else "ave.label.stop")
    if verb == "start":
        if args[0] == "none":
            return msg("ave.label.start_none")
        return msg("ave.label.start", bag=from_bag(args[0]))
    if verb == "first":
        return msg("ave.label.first", seat=seat(args[0]))
    if verb == "draw":
        return msg("ave.label.draw", bag=from_bag(args[0]))
    if verb == "keep":
        return msg("ave.label.keep", tile=tile_term(args[0]))
    if verb == "discard":
        return msg("ave.label.discard", tile=a_tile(args[0]))
    if verb in ("up", "down"):
        return msg("ave.label." + verb, colour=term_of("colour", args[0]))
    if verb == "senator":
        return msg("ave.label.senator_" + args[1], colour=term_of("colour", args[0]))
    if verb == "build":
        return msg("ave.label.build", tile=a_tile(args[0]), where=where(args[1]),
                   gold=state.price(args[0]))
    if verb == "settle":
        return msg("ave.label.settle", gold=state.costs["orange"])
    if verb == "recruit":
        return msg("ave.label.recruit", gold=state.costs["grey"])
    if verb == "limes":
        return msg("ave.label.limes", province=term_of("province", args[0]),
                   gold=state.costs["grey"])
    if verb == "reinforce":
        return msg("ave.label.reinforce", province=term_of("province", args[0]))
    if verb == "station":
        return msg("ave.label.station", count=args[0])
    if verb == "fire":
        return msg("ave.label.fire", row=args[0], col=args[1])
    if verb == "battle":
        return msg("ave.label.battle", legion_hits=args[0], barbarian_hits=args[1])
    if verb in ("done", "fight", "retreat", "end"):
        return msg("ave.label." + verb)
    return " ".join(str(a) for a in action)


# The log's sentences of moves that need nothing but the seat and the action's own words.
_PLAIN_LOG = frozenset(("stop", "settle", "recruit", "fight", "retreat", "end"))


def narrate(before, action, after, names=None):
    """The log's sentences of ``action`` as messages; ``names`` is accepted and not needed."""
    verb, args = action[0], action[1:]
    who = seat(before.actor) if before.current_player() >= 0 else ""
    lines = []
    say = lines.append
    if verb == "draw":
        _narrate_draw(before, args[0], args[1], say)
    elif verb == "fire":
        cell = D.cell_at(before.fires[0], args[0], args[1])
        burnt = before.city_kind[cell]
        if burnt != after.city_kind[cell]:
            say((msg("ave.log.fire_burns", where=where(cell), seat=seat(before.city_owner[cell]),
                     tile=tile_term(burnt)), None))
        else:
            say((msg("ave.log.fire_nothing", where=where(cell)), None))
    elif verb == "battle":
        b = before.battle
        place = term_of("province", b.province)
        say((msg("ave.log.battle", province=place, hits=msg("ave.hits", count=args[0]),
                 barbarian_hits=args[1]), None))
        if after.battle is None or after.phase == "station":
            if after.owner[b.province] == b.seat:
                say((msg("ave.log.holds", seat=seat(b.seat), province=place), None))
            else:
                say((msg("ave.log.revolt_lost" if b.revolt else "ave.log.conquest_lost",
                         province=place), None))
    elif verb == "buy":
        if any(args):
            say((msg("ave.log.buy", seat=who, gold=sum(args),
                     tiles=_bags_bought(args, "ave.log.from_bag")), None))
        else:
            say((msg("ave.log.buy_none", seat=who), None))
    elif verb == "gift":
        _, gold, legions = D.CAESARS[before.caesar[before.actor]]
        got = (msg("ave.gold", gold=gold) if args[0] == "gold"
               else msg("ave.legions", count=legions))
        say((msg("ave.log.gift", seat=who, got=got), None))
    elif verb in _PLAIN_LOG:
        say((msg("ave.log." + verb, seat=who), None))
    elif verb == "start":
        if args[0] == "none":
            say((msg("ave.log.start_none", seat=who), None))
        else:
            say((msg("ave.log.start", seat=who, bag=from_bag(args[0])), None))
    elif verb == "first":
        say((msg("ave.log.first", seat=seat(args[0])), None))
    elif verb == "keep":
        say((msg("ave.log.keep", seat=who, tile=tile_term(args[0])), None))
    elif verb in ("up", "down"):
        say((msg("ave.log." + verb, seat=who, colour=term_of("colour", args[0]),
                 step=after.senate[args[0]]), None))
    elif verb == "senator":
        say((msg("ave.log.senator_" + args[1], seat=who, colour=term_of("colour", args[0]),
                 step=after.senate[args[0]]), None))
    elif verb == "build":
        say((msg("ave.log.build", seat=who, tile=a_tile(args[0]), where=where(args[1])), None))
    elif verb == "attack":
        say((msg("ave.log.attack", seat=who, province=term_of("province", args[0]),
                 legions=msg("ave.legions", count=args[1])), None))
    elif verb in ("reinforce", "limes"):
        say((msg("ave.log." + verb, seat=who, province=term_of("province", args[0])), None))
    elif verb == "station":
        say((msg("ave.log.station", seat=who, count=args[0]), None))
    elif verb == "discard":
        say((msg("ave.log.discard", seat=who, tile=a_tile(args[0])), None))
    if before.phase in ("influence", "senators", "gift") and after.phase == "actions":
        say((msg("ave.log.permits", permits=_permits(after)), None))
    if before.round != after.round:
        income = _comma_list([msg("ave.income", seat=seat(s), gold=after.income(s))
                              for s in range(after.players)])
        begins = "ave.log.last_round_begins" if after.round == D.LAST_ROUND else "ave.log.round_begins"
        say((msg(begins, round=after.round, last_round=D.LAST_ROUND, seat=seat(after.start),
                 income=income), None))
    if after.phase == "over" and before.phase != "over":
        won = after.winners()
        say((msg("ave.log.game_over", winners=_and_list([seat(s) for s in won]), count=len(won)),
             None))
    return lines


def _permits(state):
    granted = [msg("ave.permit", colour=term_of("colour", c), gold=n)
               for c, n in sorted(state.costs.items(), key=lambda kv: kv[1]) if n]
    closed = [term_of("colour", c) for c, n in state.costs.items() if not n]
    granted = _comma_list(granted) if granted else msg("ave.permits_none")
    if closed:
        return msg("ave.permits_closed", granted=granted, closed=_comma_list(closed))
    return msg("ave.permits", granted=granted)


def _narrate_draw(before, bag, tile, say):
    drawer = seat(before.draw_seat)
    if tile in D.OPEN_TILES:
        say((msg("ave.log.draw_open", seat=drawer, tile=a_tile(tile)), None))
    elif tile in D.FIRE_QUARTERS:
        say((msg("ave.log.draw_strikes", seat=drawer, tile=tile_term(tile)), None))
    elif tile.startswith("revolt"):
        province = int(tile[6:])
        place = term_of("province", province)
        say((msg("ave.log.draw_strikes", seat=drawer, tile=tile_term(tile)), None))
        if before.owner[province] < 0:
            say((msg("ave.log.revolt_gathers", province=place), None))
        else:
            say((msg("ave.log.revolt_fight", seat=seat(before.owner[province]),
                     legions=msg("ave.legions", count=before.garrison[province]),
                     rebels=D.START_BARBARIANS[province], province=place), None))
    else:
        say((msg("ave.log.draw", seat=drawer, bag=from_bag(bag)), None))
        say((msg("ave.log.you_drew", tile=a_tile(tile)), before.draw_seat))
