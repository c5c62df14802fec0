"""How Massilia presents itself: the views, the status line, button labels and log sentences.

The rules live in :mod:`engine.games.massilia.state`; this module only reads a state and says it
in messages (:mod:`engine.messages`), whose English is in :mod:`engine.games.massilia.messages`.
``action_label`` and ``narrate`` are re-exported from ``engine.games.massilia.state`` (the module
protocol of every game).
"""

from __future__ import annotations

from engine.games.massilia import data as D
from engine.messages import msg, seat as seat_arg, term


# --- words ----------------------------------------------------------------------------------

def _good(good):
    """A kind of goods (its name, as in actions) as a message argument."""
    return term(f"massilia.good.{good}")


def _die(colour):
    return term(f"massilia.die.{colour}")


def _god(god):
    return term(f"massilia.god.{god}")


def _one_good(good):
    """"a pink good", "an orange good": the article goes with the colour's word."""
    return term(f"massilia.one_good.{good}")


def _goods(count, good):
    return msg("massilia.goods", count=count, good=_good(good))


def _space(space):
    if space in D.QUADRANT_OF:
        return msg("massilia.space", space=space,
                   quadrant=term(f"massilia.quadrant.{D.QUADRANTS[D.QUADRANT_OF[space]][0]}"))
    return msg("massilia.space.cross", space=space)


def _chain(message_id, parts):
    """``parts`` joined two by two by ``message_id`` (``{first}`` then ``{rest}``), as the log
    has always joined them ("a and b and c", "a, b, c"), unlike the common list's "a, b and c"."""
    if not parts:
        return ""
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = msg(message_id, first=part, rest=joined)
    return joined


def _and(parts):
    return _chain("massilia.join.and", parts)


def _commas(parts):
    return _chain("massilia.join.comma", parts)


def _from(source):
    """Where a die comes from, as a button says it."""
    return msg("massilia.from.temple" if source == "temple" else "massilia.from.supply")


# --- the view -------------------------------------------------------------------------------

def final_lines(state, seat):
    """The final score of ``seat`` as [label, points] lines, the total last."""
    stalls = len(state.stalls_of(seat))
    lines = [[msg("massilia.final.reputation"), state.reputation[seat]],
             [msg("massilia.final.stalls", count=stalls), D.stall_points(stalls)],
             [msg("massilia.final.sesterces", count=state.money[seat]), state.money[seat] // 3],
             [msg("massilia.final.stones", count=state.stones[seat]),
              -D.stone_penalty(state.stones[seat])]]
    points = sum(points for _, points in lines)
    total = D.final_total(points)
    lines.append([msg("massilia.final.total" if total == points else "massilia.final.total_floor"),
                  total])
    return lines


def view(state, seat):
    """What ``seat`` may see (``None``: a spectator), ready for JSON: the state's ``view``."""
    over = state.stage == "over"
    # At the end the final scoring is counted onto the reputation track, as at the table: the
    # board shows each seat's final total there.
    reputation = state.scores() if over else state.reputation
    players = []
    for s in range(state.players):
        stats = [[msg("massilia.stat.reputation"), reputation[s]]]
        if reputation[s] >= 50:
            stats.append([msg("massilia.stat.tiles_50"), reputation[s] // 50])
        stats += [[msg("massilia.stat.stalls"), len(state.stalls_of(s))],
                  [msg("massilia.stat.stall_tiles"), state.tiles_left[s]],
                  [msg("massilia.stat.god_cards"), len(state.hands[s])],
                  [msg("massilia.stat.screen"), sum(state.screen[s])]]
        kept = [[D.DICE[c], f] for c in range(4) for f in state.kept[s][c]]
        if kept:
            stats.append([msg("massilia.stat.supply"), _chain("massilia.join.space", [
                msg("massilia.die_face", colour=_die(c), face=f) for c, f in kept])])
        if state.taken[s]:
            stats.append([msg("massilia.stat.round_tile"), state.taken[s]])
        if s in state.passed:
            stats.append([msg("massilia.stat.passed"), msg("massilia.yes")])
        # A card the table saw taken face up (or played and put back) is no secret. The others
        # see those by name and the rest as a count: listed in the hand's order, a hidden card
        # played would show which draw it was.
        shown = [god for god, known in zip(state.hands[s], state.known[s]) if known]
        shown_gods = [god for god in D.GODS for _ in range(shown.count(god))]
        god_cards = [D.GOD_NAMES[god] for god in shown_gods]
        god_cards += [None] * (len(state.hands[s]) - len(shown))
        if shown_gods:
            stats.append([msg("massilia.stat.known_gods"), msg(
                "massilia.list", items=_commas([_god(god) for god in shown_gods]))])
        if s == seat or over:   # both lie behind the screen (massilia_data: "privacy")
            stats.append([msg("massilia.stat.sesterces"), state.money[s]])
            stats.append([msg("massilia.stat.stones"), state.stones[s]])
        # The same numbers as data, for a board to draw without reading its labels' words.
        counts = {"reputation": reputation[s], "stalls": len(state.stalls_of(s)),
                  "stall_tiles_left": state.tiles_left[s], "god_cards": len(state.hands[s]),
                  "dice_behind_screen": sum(state.screen[s]),
                  "round_tile": state.taken[s] or None}
        if s == seat or over:
            counts.update(sesterces=state.money[s], stones=state.stones[s])
        players.append({"stats": stats, "counts": counts, "kept": kept,
                        "passed": s in state.passed, "god_cards": god_cards})
    hand = []
    if seat is not None:
        usable = len(state.hands[seat]) - state.fresh[seat]
        for i, god in enumerate(state.hands[seat]):
            label = msg("massilia.hand.card" if i < usable else "massilia.hand.card_fresh",
                        god=_god(god), power=term(f"massilia.power.{god}"))
            hand.append({"kind": god, "label": label})
    status_message, seats = status(state)
    view = {
        "status": status_message,
        "status_seats": seats,
        "players": players,
        "hand": hand,
        "dice": [{"color": c, "face": f} for c, f in state.last_roll],
        "board": board(state),
    }
    if seat is not None:
        view["you"] = {"sesterces": state.money[seat], "penalty_stones": state.stones[seat],
                       "fresh_cards": state.fresh[seat]}
    if over:
        view["final"] = [final_lines(state, s) for s in range(state.players)]
    return view


def board(state):
    """The public board: market, port, temple, cards, turn order and the action under way."""
    pending = state.pending
    return {
        "round": state.round, "rounds": D.ROUNDS, "stage": state.stage,
        "prices": {space: state.prices[i] for i, space in enumerate(D.PRICE_SPACES)},
        "score_markers": {D.GOODS[g]: state.markers[g] for g in D.COLOURED},
        "port": {D.GOODS[g]: state.port[g] for g in range(4)},
        "stalls": [{"space": s, "owner": state.owner[s],
                    "quadrant": D.QUADRANTS[D.QUADRANT_OF[s]][0] if s in D.QUADRANT_OF
                    else "cross",
                    "goods": {D.GOODS[g]: state.goods[s][g] for g in range(4)
                              if state.goods[s][g]}}
                   for s in range(D.SPACES) if state.owner[s] >= 0],
        "figures": {D.FIGURES[f]: state.figures[f] for f in range(4)},
        "temple_dice": {D.DICE[c]: state.temple[c][:] for c in range(4)},
        "rolled_dice": {D.DICE[c]: state.rolled[c][:] for c in range(4) if state.rolled[c]},
        "face_up_gods": [D.GOD_NAMES[g] if g else None for g in state.faceup],
        "god_deck": sum(state.deck.values()),
        "discarded_gods": {D.GOD_NAMES[g]: n for g, n in sorted(state.discard.items())},
        "penalty_stone_supply": state.stones_left(),
        "round_tiles": state.round_tiles[:],
        "turn_order": state.order[:],
        "passed": state.passed[:],
        "to_move": state.to_move,
        "cards_taken_this_turn": state.fresh[:],
        "die_in_use": None if pending is None else {
            "colour": D.DICE[pending.colour], "value": pending.value,
            "dice": [msg("massilia.die_in_use.die", colour=_die(D.DICE[c]), face=f,
                         source=term(f"massilia.source.{src}")) for src, c, f in pending.dice],
            "penalty_stones": pending.stones,
            "gods": [D.GOD_NAMES[g] for g in pending.gods],
            "mercurius": None if pending.merc is None else
            msg("massilia.die_in_use.mercurius",
                space=term(f"massilia.price_space.{D.PRICE_SPACES[pending.merc[0]]}"),
                change=f"{pending.merc[1]:+d}")},
        "task": task_view(state),
    }


def task_view(state):
    """The follow-up decision or draw under way, if any, as the board shows it."""
    task = state.task
    if task is None:
        return None
    shown = {"kind": task.kind, "player": state.current_player()}
    if task.space is not None:
        shown["space"] = task.space
    if task.kind == "place":
        shown["goods_to_place"] = {D.GOODS[g]: n for g, n in enumerate(task.left) if n}
    elif task.kind == "sacrifice":
        shown["goods_to_offer"] = task.left
    elif task.kind in ("card", "draw", "refill"):
        shown["cards_to_take"] = task.left + (task.kind != "card")
    return shown




_TASK_STATUS = {
    "place": "massilia.status.place", "sacrifice": "massilia.status.sacrifice",
    "card": "massilia.status.card", "draw": "massilia.status.draw",
    "refill": "massilia.status.refill", "build": "massilia.status.build",
    "shift": "massilia.status.shift", "tax": "massilia.status.tax", "close": "massilia.status.close",
}
"""The status line while a follow-up of kind ``Task.kind`` is under way."""


def status(state):
    """The status line as a message, and the seats it names (its ``seat`` argument, if any)."""
    def in_round(doing):   # what goes on, within the round: the dice tray's purpose (data)
        return msg("massilia.status.round", round=state.round, rounds=D.ROUNDS, doing=doing)

    stage = state.stage
    player = state.current_player()
    if stage == "over":
        return msg("massilia.status.over"), []
    if stage in ("figures", "prices", "gods"):
        return msg("massilia.status.setup"), []
    if stage == "stalls":
        return msg("massilia.status.stalls", seat=seat_arg(player)), [player]
    if stage == "roll":
        if state.roller < 0:
            return in_round(msg("massilia.status.roll_temple")), []
        return (in_round(msg("massilia.status.roll", seat=seat_arg(state.roller))),
                [state.roller])
    if stage == "keep":
        return in_round(msg("massilia.status.keep", seat=seat_arg(player),
                            cost=D.KEEP_DIE_COST)), [player]
    task = state.task
    if task is not None:
        if player >= 0:
            return in_round(msg(_TASK_STATUS[task.kind], seat=seat_arg(player))), [player]
        return in_round(msg(_TASK_STATUS[task.kind])), []
    if state.pending is not None:
        return in_round(msg("massilia.status.die", seat=seat_arg(player),
                            colour=_die(D.DICE[state.pending.colour]),
                            value=state.pending.value)), [player]
    return in_round(msg("massilia.status.to_move", seat=seat_arg(player))), [player]


# --- button labels --------------------------------------------------------------------------

def _new_value(state, way):
    dice = len(state.pending.dice)
    if way == "up":
        return D.raise_die(state.pending.value, dice)
    return D.lower_die(state.pending.value, dice)


def _change(state, change, supply="massilia.from.supply"):
    """What a penalty stone or a god card does to the die in use, as a phrase."""
    if change[0] == "colour":
        return msg("massilia.change.colour", colour=_die(change[1]))
    if change[0] in ("up", "down"):
        return msg("massilia.change.value", value=_new_value(state, change[0]))
    where = msg("massilia.from.temple") if change[1] == "temple" else msg(supply)
    return msg("massilia.change.add", colour=_die(D.DICE[state.pending.colour]), face=change[2],
               where=where)


def _purchase(action):
    bought = [_goods(action[2], action[1])]
    if action[3]:
        bought.append(_goods(action[3], "beige"))
    return _and(bought)


def _figure(figure):
    return term(f"massilia.figure.{figure}")


def action_label(state, action):
    """A button label for a legal ``action`` of ``state``, as a message."""
    verb = action[0]
    if verb == "stall":
        return msg("massilia.label.stall", space=_space(action[1]))
    if verb == "keep":
        die = dict(colour=_die(action[1]), face=action[2])
        if state.free_keeps:
            return msg("massilia.label.keep_free", **die)
        return msg("massilia.label.keep", cost=D.KEEP_DIE_COST, **die)
    if verb == "temple":
        return msg("massilia.label.temple")
    if verb == "take":
        return msg("massilia.label.take", colour=_die(action[2]), face=action[3],
                   where=_from(action[1]), use=term(f"massilia.use.{action[2]}"))
    if verb == "pass":
        if state.round_tiles and len(state.passed) < state.players - 1:
            return msg("massilia.label.pass", value=state.round_tiles[-1])
        return msg("massilia.label.pass_last")
    if verb == "stone":
        return msg("massilia.label.stone", change=_change(state, action[1:]))
    if verb == "god":
        god = action[1]
        if god == "phoebus":
            change = _change(state, ("colour", action[2]))
        elif god == "minerva":
            change = _change(state, (action[2],))
        elif god == "juno":
            change = _change(state, ("add",) + action[2:])
        elif god == "mercurius":
            value = state.prices[D.PRICE_INDEX[action[2]]] + (1 if action[3] == "up" else -1)
            change = msg("massilia.change.price", value=value,
                         space=term(f"massilia.price_space.{action[2]}"))
        else:
            change = term(f"massilia.power.{god}")
        return msg("massilia.label.god", god=_god(god), change=change)
    if verb == "cancel":
        return msg("massilia.label.cancel")
    if verb == "buy":
        cost = state.buy_cost(D.GOOD_INDEX[action[1]], action[2], action[3])
        return msg("massilia.label.buy", goods=_purchase(action), cost=cost)
    if verb == "put":
        return msg("massilia.label.put", good=_one_good(action[2]), space=_space(action[1]))
    if verb == "move":
        steps = state.pending.value
        start = state.figures[D.FIGURE_INDEX[action[1]]]
        end = (start + (steps if action[2] == "cw" else -steps)) % D.SPACES
        return msg("massilia.label.move", figure=_figure(action[1]), steps=steps,
                   way=term(f"massilia.way.{action[2]}"), space=_space(end))
    if verb == "reputation":
        value = state.pending.value
        return msg("massilia.label.reputation", value=value,
                   cost=value * state.price(D.TEMPLE))
    if verb == "offer":
        return msg("massilia.label.offer", value=state.pending.value)
    if verb == "sacrifice":
        return msg("massilia.label.sacrifice", good=_one_good(action[2]), space=_space(action[1]))
    if verb == "card":
        if action[1] == "deck":
            return msg("massilia.label.card_deck")
        return msg("massilia.label.card", god=_god(state.faceup[D.CARD_SLOTS.index(action[1])]))
    if verb == "build":
        return msg("massilia.label.build", cost=D.BUILD_COST)
    if verb == "shift":
        return msg("massilia.label.shift", good=_one_good(action[2]), space=_space(action[1]))
    if verb == "pay":
        goods = sum(state.goods[state.task.space])
        return msg("massilia.label.pay", cost=goods * D.TAX_PER_GOOD)
    if verb == "return":
        return msg("massilia.label.return", good=_one_good(action[1]))
    if verb == "skip":
        return msg("massilia.label.skip")
    if verb == "done":
        return msg("massilia.label.done")
    if verb == "accept":
        return msg("massilia.label.accept")
    return " ".join(str(part) for part in action)


# --- the log --------------------------------------------------------------------------------

def narrate(before, action, after, names=None):
    """Log messages for ``action``, applied to ``before`` giving ``after``, then what followed
    by itself (goods placed or offered with no choice left, the end of a round). ``names`` is
    not needed: seats are message arguments, named where the log is shown."""
    return _sentences(before, action, after) + _followed(before, action, after)


def _goods_list(counts):
    return _and([_goods(n, D.GOODS[g]) for g, n in enumerate(counts) if n])


def _followed(before, action, after):
    """Messages for what the engine did by itself after ``action``: everyone at the table sees
    goods put on a stall or offered when no choice was left, and a round's end."""
    lines = []
    verb = action[0]
    if verb in ("buy", "put", "offer", "sacrifice"):
        who = seat_arg(before.mover if before.task is not None else before.to_move)
        for space in range(D.SPACES):
            change = [a - b for a, b in zip(after.goods[space], before.goods[space])]
            if verb == "put" and space == action[1]:
                change[D.GOOD_INDEX[action[2]]] -= 1
            if verb == "sacrifice" and space == action[1]:
                change[D.GOOD_INDEX[action[2]]] += 1
            added = [max(0, n) for n in change]
            taken = [max(0, -n) for n in change]
            if any(added):
                lines.append((msg("massilia.log.goods_put", seat=who, goods=_goods_list(added),
                                  space=_space(space)), None))
            if any(taken):
                lines.append((msg("massilia.log.goods_offered", seat=who,
                                  goods=_goods_list(taken), space=_space(space)), None))
    if after.round != before.round or (after.stage == "over" and before.stage != "over"):
        if after.stage == "over":
            lines.append((msg("massilia.log.round_ends", round=before.round), None))
            lines.append((game_over_line(after), None))
        else:
            order = _commas([seat_arg(s) for s in after.order])
            lines.append((msg("massilia.log.next_round", round=before.round,
                              next=after.round, order=order), None))
            tiles = _commas([msg("massilia.price_tile",
                                 space=term(f"massilia.price_space.{space}"),
                                 value=after.prices[i])
                             for i, space in enumerate(D.PRICE_SPACES)])
            lines.append((msg("massilia.log.prices_move", tiles=tiles), None))
    return lines


def game_over_line(state):
    """Who won the finished game and everybody's score, ties explained (a message)."""
    scores = state.scores()
    won = state.winners()
    winners = _and([seat_arg(s) for s in won])
    line = msg("massilia.log.over.win" if len(won) == 1 else "massilia.log.over.shared",
               winners=winners, points=scores[won[0]], tie=_tiebreak_note(state, won))
    others = _commas([msg("massilia.seat_points", seat=seat_arg(s), points=scores[s])
                      for s in sorted(range(state.players), key=lambda s: (-scores[s], s))
                      if s not in won])
    if others:
        return msg("massilia.log.over.others", line=line, others=others)
    return msg("massilia.log.over.alone", line=line)


_TIEBREAKS = ("massilia.tie.stalls", "massilia.tie.sesterces", "massilia.tie.stones")
"""What breaks a tie on points, in order (``State.tiebreak``), as terms."""
_TIE_BROKEN = ("massilia.tie.by_stalls", "massilia.tie.by_sesterces", "massilia.tie.by_stones")
"""How the log says a tie was broken at each level of ``State.tiebreak``."""


def _tiebreak_note(state, won):
    """How a tie on points was decided: most stalls, then most sesterces, then fewest stones."""
    scores = state.scores()
    tied = [s for s in range(state.players) if scores[s] == scores[won[0]] and s not in won]
    if not tied:
        if len(won) == 1:
            return ""
        return msg("massilia.tie.even")
    best = state.tiebreak(won[0])
    rival = max(state.tiebreak(s) for s in tied)
    level = next(i for i in range(3) if best[i] != rival[i])
    ours, theirs = abs(best[level]), abs(rival[level])   # stones count as negative in tiebreak
    same = [term("massilia.tie.points")] + [term(key) for key in _TIEBREAKS[:level]]
    return msg(_TIE_BROKEN[level], beaten=_and([seat_arg(s) for s in tied]),
               same=same, ours=ours, theirs=theirs)


def _roll(before, action):
    faces = _commas(list(action[2:]))
    many = len(action) > 3
    if before.roller < 0:
        return msg("massilia.log.roll_temple.many" if many else "massilia.log.roll_temple.one",
                   colour=_die(action[1]), faces=faces)
    return msg("massilia.log.roll.many" if many else "massilia.log.roll.one",
               seat=seat_arg(before.roller), colour=_die(action[1]),
               faces=faces)


def _sentences(before, action, after):
    verb = action[0]
    actor = before.current_player()
    who = seat_arg(actor) if actor >= 0 else None
    if verb == "figures":
        return [(msg("massilia.log.figures", **{figure: term(f"massilia.side.{D.SIDES[space]}")
                                                 for figure, space in zip(D.FIGURES, action[1:])}),
                 None)]
    if verb == "price":
        space = D.PRICE_SPACES[before.prices.index(None)]
        return [(msg("massilia.log.price", space=term(f"massilia.price_space.{space}"),
                     value=action[1]), None)]
    if verb == "reveal":
        return [(msg("massilia.log.reveal", god=_god(action[2])), None)]
    if verb == "draw":
        return [(msg("massilia.log.draw", seat=seat_arg(before.mover)), None),
                (msg("massilia.log.drew", god=_god(action[1])), before.mover)]
    if verb == "roll":
        return [(_roll(before, action), None)]
    if verb == "stall":
        return [(msg("massilia.log.stall", seat=who, space=_space(action[1])), None)]
    if verb == "keep":
        die = dict(seat=who, colour=_die(action[1]), face=action[2])
        if before.free_keeps:
            return [(msg("massilia.log.keep_free", **die), None)]
        return [(msg("massilia.log.keep", cost=D.KEEP_DIE_COST, **die), None)]
    if verb == "temple":
        return [(msg("massilia.log.temple", seat=who), None)]
    if verb == "take":
        where = msg("massilia.from.temple" if action[1] == "temple"
                    else "massilia.from.personal_supply")
        return [(msg("massilia.log.take", seat=who, colour=_die(action[2]), face=action[3],
                     where=where), None)]
    if verb == "pass":
        if len(before.passed) == before.players - 1:
            if before.round == D.ROUNDS:
                return [(msg("massilia.log.pass_last_final", seat=who), None)]
            return [(msg("massilia.log.pass_last", seat=who), None)]
        return [(msg("massilia.log.pass", seat=who, value=before.round_tiles[-1]), None)]
    if verb == "stone":
        change = _change(before, action[1:], supply="massilia.from.their_supply")
        return [(msg("massilia.log.stone", seat=who, change=change), None)]
    if verb == "god":
        if action[1] == "venus" and before.pending is None:
            back = before.stones[actor] - after.stones[actor]
            return [(msg("massilia.log.venus", seat=who, god=_god("venus"), count=back), None)]
        if action[1] == "pluto":
            return [(msg("massilia.log.pluto", seat=who, god=_god("pluto")), None)]
        return [(msg("massilia.log.god", seat=who, god=_god(action[1])), None)]
    if verb == "cancel":
        return [(msg("massilia.log.cancel", seat=who), None)]
    # Every payment is told to everyone, its amount included: it follows from public tiles (a
    # price tile, the die, the goods on a stall) and public cards anyway.
    if verb == "buy":
        paid = before.money[actor] - after.money[actor]
        return [(msg("massilia.log.buy", seat=who, goods=_purchase(action), count=paid), None)]
    if verb == "put":
        return [(msg("massilia.log.put", seat=who, good=_one_good(action[2]),
                     space=_space(action[1])), None)]
    if verb == "move":
        space = after.figures[D.FIGURE_INDEX[action[1]]]
        lines = [(msg("massilia.log.move", seat=who, figure=_figure(action[1]),
                      space=_space(space)), None)]
        gained = after.reputation[actor] - before.reputation[actor]
        earned = after.money[actor] - before.money[actor]
        if action[1] != "consul" and earned > 0:
            lines.append((msg("massilia.log.sale", seat=who, money=earned, reputation=gained),
                          None))
        return lines
    if verb == "reputation":
        return [(msg("massilia.log.reputation", seat=who,
                     value=after.reputation[actor] - before.reputation[actor],
                     count=before.money[actor] - after.money[actor]), None)]
    if verb == "offer":
        return [(msg("massilia.log.offer", seat=who, value=before.pending.value), None)]
    if verb == "sacrifice":
        return [(msg("massilia.log.sacrifice", seat=who, good=_one_good(action[2])), None)]
    if verb == "card":
        if action[1] == "deck":
            return []
        card = before.faceup[D.CARD_SLOTS.index(action[1])]
        return [(msg("massilia.log.card", seat=who, god=_god(card)), None)]
    if verb == "build":
        return [(msg("massilia.log.build", seat=who, space=_space(before.task.space),
                     cost=D.BUILD_COST), None)]
    if verb == "skip":
        return [(msg("massilia.log.skip", seat=who), None)]
    if verb == "shift":
        return [(msg("massilia.log.shift", seat=who, good=_one_good(action[2])), None)]
    if verb == "done":
        return []
    if verb == "accept":
        return [(msg("massilia.log.accept", seat=who, space=_space(before.task.space)), None)]
    if verb == "pay":
        owner = before.task.who
        return [(msg("massilia.log.pay", seat=who,
                     count=before.money[owner] - after.money[owner]), None)]
    if verb == "return":
        return [(msg("massilia.log.return", seat=who, good=_one_good(action[1])), None)]
    return [(msg("massilia.log.other", seat=who, action=" ".join(str(p) for p in action)), None)]
