"""How AVE presents itself: the views, the status line, button labels and log sentences.

The rules live in :mod:`engine.games.ave.state`; this module only reads a state and words it.
``action_label`` and ``narrate`` are re-exported from ``engine.games.ave.state`` (the module protocol
of every game).
"""

from __future__ import annotations

from engine.games.ave import data as D
from engine.games.ave.odds import conquest_odds

DRAWING = ("draw", "keep", "fire", "revolt")  # phases inside a player's draws


# --- the view -------------------------------------------------------------------------------

def view(state, seat):
    players = []
    for s in range(state.players):
        black, white = state.hidden_counts(s)
        senators = ", ".join(f"{c} {n}" for c, n in state.senators[s].items() if n) or "none"
        fame2 = state.fame2(s)
        players.append({"stats": [
            ["Fame", str(fame2 // 2) + ("½" if fame2 % 2 else "")],
            ["Gold", state.gold[s]],
            ["Hand (black/white)", f"{black}/{white}"],
            ["Inhabitants", state.inhabitants[s]],
            ["Legions ready", state.legions[s]],
            ["Provinces", sum(1 for p in D.PROVINCE_NUMBERS if state.owner[p] == s)],
            ["Mines", sum(1 for c in D.HILLS if state.city_owner[c] == s)],
            ["Senators", senators],
            ["Caesar", D.tile_name(state.caesar[s]) if state.caesar[s] else "none"],
        ], "fame": fame2 / 2, "gold": state.gold[s], "hidden_black": black,
            "hidden_white": white, "senators": dict(state.senators[s]),
            "caesar": state.caesar[s], "inhabitants": state.inhabitants[s],
            "legions": state.legions[s],
            "mines": sum(1 for c in D.HILLS if state.city_owner[c] == s),
            "provinces": sum(1 for p in D.PROVINCE_NUMBERS if state.owner[p] == s)})
    hand = []
    if seat is not None:
        why_not = why_not_build(state, seat)
        for tile, n in state.hand[seat].items():
            card = {"kind": tile, "label": D.tile_name(tile)}
            if tile in why_not:
                card["why_not"] = why_not[tile]
            hand += [dict(card) for _ in range(n)]
    template, seats = status(state)
    view = {
        "status": template.format(*(f"Player {s + 1}" for s in seats)),
        "status_template": template, "status_seats": seats,
        "players": players, "hand": hand, "dice": [dict(d) for d in state.dice],
        "board": board_view(state),
    }
    if state.phase == "discard" and seat == state.actor:
        view["board"]["progress"]["roads_may_discard"] = state.roads_allowed
    if state.phase == "over":
        labels = (("buildings", "Buildings"), ("triples", "Triples"),
                  ("roads", "Roads and parks"), ("provinces", "Provinces with two legions"),
                  ("limes", "Limes"))
        view["final"] = [[[label, state.fame_parts(s)[key] / 2] for key, label in labels]
                         for s in range(state.players)]
    return view


# Why no square takes a piece now, by the kind of piece (the rules' tests are in ave_city).
NO_SQUARE = {"road": "No square where a road may carry on now.",
             "mine": "No free hill for a mine."}


def why_not_build(state, seat):
    """For each city tile in the acting ``seat``'s hand that cannot be built now: why, in the
    engine's own words (``why_illegal``), or that no square takes it. Empty for any other seat
    or phase."""
    if state.phase != "actions" or seat != state.actor:
        return {}
    buildable = {action[1] for action in state.legal_actions() if action[0] == "build"}
    reasons = {}
    for tile, n in state.hand[seat].items():
        if n and tile not in buildable and (tile in D.BUILDINGS or tile in D.CITY_PIECES):
            reasons[tile] = (state.why_illegal(("build", tile, None)) or NO_SQUARE.get(tile)
                             or "No free square beside a road or a plaza where it may stand now.")
    return reasons


def board_view(state):
    # squares with a piece or a hill (the rest of the 8 x 12 grid is empty); None: nobody's
    city = [{"cell": c, "quarter": q, "row": row, "col": col, "piece": state.city_kind[c],
             "owner": _seat_or_none(state.city_owner[c]), "hill": D.HILLS.get(c, ""),
             "colour": D.BUILDINGS[state.city_kind[c]][1] if state.city_kind[c] in D.BUILDINGS
             else ""}
            for c, (q, row, col) in enumerate(map(D.die_square, range(D.CELLS)))
            if state.city_kind[c] or c in D.HILLS]
    provinces = [{"number": p, "name": D.PROVINCE_NAME[p], "barbarians": state.barbarians[p],
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
        "discards": {b: {D.tile_name(t): n for t, n in state.discard[b].items() if n}
                     for b in D.BAGS},
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
            "resolving": D.tile_name(state.pending) if state.pending else "",
            "fires_to_come": list(state.fires), "points": state.points, "paid": state.paid,
            "free": state.free, "caesar_moved": state.caesar_moved, "map": state.mode, "mined": state.mined,
            # how many roads may go follows from the discarder's secret hand: see ``view``
            "conquered": list(state.conquered), "roads_may_discard": None,
            "roads_discarded": state.roads_discarded,
        },
    }


def status(state):
    """The status sentence as a template whose {0}, {1}... name seats, and those seats."""
    if state.phase == "over":
        won = state.winners()
        names = " and ".join("{%d}" % i for i in range(len(won)))
        verb = "becomes" if len(won) == 1 else "become"
        return f"Game over after round {state.round} · {names} {verb} the new Caesar", won
    if state.phase == "first":
        return "Setup · the first start player is drawn", []
    if state.round == 0:
        seat = state.actor if state.phase == "setup" else state.draw_seat
        return "Setup · {0} draws starting tiles", [seat]
    last = " (the last)" if state.round == D.LAST_ROUND else ""
    head = f"Round {state.round} of {D.LAST_ROUND}{last} · "
    if state.phase in ("draw", "fire", "revolt"):
        bag = state.draw_queue[0] if state.draw_queue else ""
        text = {"draw": f"Buying tiles · {{0}} draws from the {bag} bag",
                "fire": "Fire! The dice decide where it strikes",
                "revolt": "Revolt! Legions and barbarians fight"}[state.phase]
        return head + text, [state.draw_seat]
    points = f"{state.points} influence point{'s' if state.points != 1 else ''}"
    text = {
        "buy": "Buying tiles · {0} declares how many to buy",
        "keep": "Buying tiles · {0} chooses which Caesar to keep",
        "influence": "Senate · {0} has " + points,
        "senators": "Senate · {0} may use senator tiles",
        "gift": "Caesar's gifts · {0} takes gold or legions",
        "actions": "Actions · {0} acts" + (f" on the {state.mode} map" if state.mode else ""),
        "battle": "Conquest · {0}'s legions and the barbarians roll",
        "battle_choice": "Conquest · {0} fights on or retreats",
        "station": "Conquest · {0} stations legions",
        "discard": f"Round end · {{0}} discards down to {D.HAND_LIMIT} tiles",
    }[state.phase]
    return head + text, [state.actor]


def _battle_odds(state):
    """The chance that the legions of the battle under way win it if it is fought to the end."""
    b = state.battle
    if not b:
        return None
    return round(b.win_odds(state.limes[b.province]), 3)


def _seat_or_none(seat):
    return seat if seat >= 0 else None


# --- words for places, tiles, actions and the log ----------------------------------------

def where(cell):
    quarter, row, col = D.die_square(cell)
    hill = D.HILLS.get(cell)
    return f"quarter {quarter}, row {row}, column {col}" + (f" (the {hill})" if hill else "")


def a_tile(tile):
    """A tile's name with an article, for sentences.

    >>> a_tile("aqueduct"), a_tile("senator_red"), a_tile("augustus")
    ('an Aqueduct', 'a red senator', 'Caesar Augustus')
    """
    name = D.tile_name(tile)
    if tile in D.CAESARS or tile.startswith(("revolt", "fire", "nero")):
        return name
    name = name[0].lower() + name[1:] if tile.startswith("senator_") else name
    return ("an " if name[0] in "AEIOUaeiou" else "a ") + name


def _plural(n, word):
    return f"{n} {word}{'' if n == 1 else 's'}"


def action_label(state, action):
    verb, args = action[0], action[1:]
    if verb == "buy":
        parts = [f"{n * 3} from the {bag} bag" for n, bag in zip(args, D.BAGS) if n]
        return (f"Buy {' and '.join(parts)} for {sum(args)} gold" if parts
                else "Buy no tiles this round")
    if verb == "gift":
        _, gold, legions = D.CAESARS[state.caesar[state.actor]]
        return f"Take {gold} gold" if args[0] == "gold" else f"Take {_plural(legions, 'legion')}"
    if verb == "attack":
        enemies = _plural(state.barbarians[args[0]], "barbarian")
        odds = conquest_odds(args[1], state.barbarians[args[0]], D.LEGION_HIT, D.BARBARIAN_HIT)[0]
        return (f"Attack {D.PROVINCE_NAME[args[0]]} ({enemies}) with "
                f"{_plural(args[1], 'legion')}: wins {odds:.0%} if fought to the end")
    if verb == "stop":
        return "Give away the remaining influence points" if state.points else "End your turn"
    labels = {
        "start": lambda: (f"Draw your three starting tiles from the {args[0]} bag"
                          if args[0] != "none" else "Start without tiles"),
        "first": lambda: f"Player {args[0] + 1} starts",
        "draw": lambda: f"Draw a tile from the {args[0]} bag",
        "keep": lambda: f"Keep {D.tile_name(args[0])} and discard the other Caesar",
        "up": lambda: f"Move the {args[0]} senator up one step",
        "down": lambda: f"Move the {args[0]} senator down one step",
        "senator": lambda: f"Play a {args[0]} senator tile: move the {args[0]} senator {args[1]}",
        "done": lambda: "Keep your senator tiles for later",
        "build": lambda: f"Build {a_tile(args[0])} in {where(args[1])} for "
                         f"{state.price(args[0])} gold",
        "settle": lambda: f"Settle a person as an inhabitant for {state.costs['orange']} gold",
        "recruit": lambda: f"Raise a person as a legion for {state.costs['grey']} gold",
        "reinforce": lambda: f"Send a second legion to {D.PROVINCE_NAME[args[0]]}",
        "limes": lambda: f"Build a limes in {D.PROVINCE_NAME[args[0]]} for "
                         f"{state.costs['grey']} gold",
        "fight": lambda: "Fight another round",
        "retreat": lambda: "Retreat: the legions come back, the barbarians regroup",
        "station": lambda: f"Station {args[0]} legions in the conquered province",
        "end": lambda: "End your actions for this round",
        "discard": lambda: f"Discard {a_tile(args[0])}",
        "fire": lambda: f"Fire at row {args[0]}, column {args[1]}",
        "battle": lambda: f"Legions hit {args[0]}, barbarians hit {args[1]}",
    }
    return labels[verb]() if verb in labels else " ".join(str(a) for a in action)


def narrate(before, action, after, names):
    verb, args = action[0], action[1:]
    who = names[before.actor] if before.current_player() >= 0 else ""
    lines = []
    say = lines.append
    if verb == "draw":
        _narrate_draw(before, args[0], args[1], names, say)
    elif verb == "fire":
        cell = D.cell_at(before.fires[0], args[0], args[1])
        burnt = before.city_kind[cell]
        if burnt != after.city_kind[cell]:
            say((f"Fire in {where(cell)}: {names[before.city_owner[cell]]}'s "
                 f"{D.tile_name(burnt)} burns down.", None))
        else:
            say((f"Fire in {where(cell)}: nothing burns.", None))
    elif verb == "battle":
        b = before.battle
        place = D.PROVINCE_NAME[b.province]
        say((f"In {place} the legions score {_plural(args[0], 'hit')} and the barbarians "
             f"{args[1]}.", None))
        if after.battle is None or after.phase == "station":
            if after.owner[b.province] == b.seat:
                say((f"{names[b.seat]} holds {place} for Rome.", None))
            else:
                say((f"{place} falls to the barbarians." if b.revolt
                     else f"The barbarians keep {place}.", None))
    elif verb == "buy":
        parts = [f"{n * 3} tiles from the {bag} bag" for n, bag in zip(args, D.BAGS) if n]
        say((f"{who} pays {sum(args)} gold for {' and '.join(parts)}." if parts
             else f"{who} buys no tiles.", None))
    elif verb == "gift":
        _, gold, legions = D.CAESARS[before.caesar[before.actor]]
        got = f"{gold} gold" if args[0] == "gold" else _plural(legions, "legion")
        say((f"Caesar's gift: {who} takes {got}.", None))
    else:
        texts = {
            "start": lambda: (f"{who} draws three starting tiles from the {args[0]} bag."
                              if args[0] != "none" else f"{who} starts without tiles."),
            "first": lambda: f"Drawn by lot: {names[args[0]]} starts.",
            "keep": lambda: f"{who} keeps {D.tile_name(args[0])} and discards the other Caesar.",
            "up": lambda: f"{who} moves the {args[0]} senator up to {after.senate[args[0]]}.",
            "down": lambda: f"{who} moves the {args[0]} senator down to {after.senate[args[0]]}.",
            "stop": lambda: f"{who} ends the senate turn.",
            "senator": lambda: (f"{who} plays a {args[0]} senator tile: the {args[0]} senator "
                                f"moves {args[1]} to {after.senate[args[0]]}."),
            "build": lambda: f"{who} builds {a_tile(args[0])} in {where(args[1])}.",
            "settle": lambda: f"{who} settles an inhabitant.",
            "recruit": lambda: f"{who} raises a legion.",
            "attack": lambda: (f"{who} attacks {D.PROVINCE_NAME[args[0]]} with "
                               f"{_plural(args[1], 'legion')}."),
            "reinforce": lambda: f"{who} sends a second legion to {D.PROVINCE_NAME[args[0]]}.",
            "limes": lambda: f"{who} builds a limes in {D.PROVINCE_NAME[args[0]]}.",
            "fight": lambda: f"{who} fights on.",
            "retreat": lambda: f"{who} retreats; the barbarians regroup.",
            "station": lambda: f"{who} stations {args[0]} legions.",
            "end": lambda: f"{who} ends the round's actions.",
            "discard": lambda: f"{who} discards {a_tile(args[0])}.",
        }
        if verb in texts:
            say((texts[verb](), None))
    if before.phase in ("influence", "senators", "gift") and after.phase == "actions":
        say(("The senate grants permits: " + _permits_text(after) + ".", None))
    if before.round != after.round:
        income = ", ".join(f"{names[s]} {after.income(s)}" for s in range(after.players))
        last = " It is the last round." if after.round == D.LAST_ROUND else ""
        say((f"Round {after.round} of {D.LAST_ROUND} begins; {names[after.start]} starts.{last} "
             f"Income: {income} gold.", None))
    if after.phase == "over" and before.phase != "over":
        won = after.winners()
        say((f"The game ends: {' and '.join(names[s] for s in won)} "
             f"{'becomes' if len(won) == 1 else 'become'} the new Caesar.", None))
    return lines


def _permits_text(state):
    granted = [f"{c} {n}" for c, n in sorted(state.costs.items(), key=lambda kv: kv[1]) if n]
    closed = [c for c, n in state.costs.items() if not n]
    text = (", ".join(granted) if granted else "none") + " gold"
    return text + (f"; closed: {', '.join(closed)}" if closed else "")


def _narrate_draw(before, bag, tile, names, say):
    seat = before.draw_seat
    name = names[seat]
    if tile in D.OPEN_TILES:
        say((f"{name} draws {a_tile(tile)} and lays it open.", None))
    elif tile in D.FIRE_QUARTERS:
        say((f"{name} draws a tile: {D.tile_name(tile)}!", None))
    elif tile.startswith("revolt"):
        province = int(tile[6:])
        place = D.PROVINCE_NAME[province]
        say((f"{name} draws a tile: {D.tile_name(tile)}!", None))
        if before.owner[province] < 0:
            say((f"One more barbarian army gathers in {place}.", None))
        else:
            legions = _plural(before.garrison[province], "legion")
            say((f"{names[before.owner[province]]}'s {legions} must fight "
                 f"{D.START_BARBARIANS[province]} rebels in {place}.", None))
    else:
        say((f"{name} draws a tile from the {bag} bag.", None))
        say((f"You drew {a_tile(tile)}.", seat))
