"""How Massilia presents itself: the views, the status line, button labels and log sentences.

The rules live in :mod:`engine.games.massilia.state`; this module only reads a state and words it.
``action_label`` and ``narrate`` are re-exported from ``engine.games.massilia.state`` (the module
protocol of every game).
"""

from __future__ import annotations

from engine.games.massilia import data as D


# --- the view -------------------------------------------------------------------------------

def final_lines(state, seat):
    """The final score of ``seat`` as [label, points] lines, the total last."""
    stalls = len(state.stalls_of(seat))
    lines = [["Reputation", state.reputation[seat]],
             [f"Stalls on the market ({stalls})", D.stall_points(stalls)],
             [f"Sesterces ({state.money[seat]}, 1 point per 3)", state.money[seat] // 3],
             [f"Penalty stones ({state.stones[seat]})", -D.stone_penalty(state.stones[seat])]]
    points = sum(points for _, points in lines)
    total = D.final_total(points)
    lines.append(["Total" if total == points else "Total (never below 0)", total])
    return lines


def view(state, seat):
    """What ``seat`` may see (``None``: a spectator), ready for JSON: the state's ``view``."""
    over = state.stage == "over"
    players = []
    for s in range(state.players):
        stats = [["Reputation", state.reputation[s]]]
        if state.reputation[s] >= 50:
            stats.append(["50-point tiles", state.reputation[s] // 50])
        stats += [["Stalls", len(state.stalls_of(s))], ["Stall tiles left", state.tiles_left[s]],
                  ["God cards", len(state.hands[s])],
                  ["Dice behind screen", sum(state.screen[s])]]
        kept = [[D.DICE[c], f] for c in range(4) for f in state.kept[s][c]]
        if kept:
            stats.append(["Personal supply", " ".join(f"{c} {f}" for c, f in kept)])
        if state.taken[s]:
            stats.append(["Round tile", state.taken[s]])
        if s in state.passed:
            stats.append(["Passed", "yes"])
        # A card the table saw taken face up (or played and put back) is no secret. The others
        # see those by name and the rest as a count: listed in the hand's order, a hidden card
        # played would show which draw it was.
        shown = [god for god, known in zip(state.hands[s], state.known[s]) if known]
        god_cards = [D.GOD_NAMES[god] for god in D.GODS for _ in range(shown.count(god))]
        god_cards += [None] * (len(state.hands[s]) - len(shown))
        if any(god_cards):
            stats.append(["Known god cards", ", ".join(name for name in god_cards if name)])
        if s == seat or over:   # both lie behind the screen (massilia_data: "privacy")
            stats.append(["Sesterces", state.money[s]])
            stats.append(["Penalty stones", state.stones[s]])
        players.append({"stats": stats, "kept": kept, "passed": s in state.passed,
                        "god_cards": god_cards})
    hand = []
    if seat is not None:
        usable = len(state.hands[seat]) - state.fresh[seat]
        for i, god in enumerate(state.hands[seat]):
            label = f"{D.GOD_NAMES[god]}: {D.GOD_TEXT[god]}"
            if i >= usable:
                label += " (usable from your next turn)"
            hand.append({"kind": god, "label": label})
    template, seats = status(state)
    view = {
        "status": template.format(*(f"Player {s + 1}" for s in seats)),
        "status_template": template, "status_seats": seats,
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
            "dice": [f"{D.DICE[c]} {f} ({src})" for src, c, f in pending.dice],
            "penalty_stones": pending.stones,
            "gods": [D.GOD_NAMES[g] for g in pending.gods],
            "mercurius": None if pending.merc is None else
            f"{D.PRICE_SPACES[pending.merc[0]]} {pending.merc[1]:+d}"},
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


def status(state):
    """The status line as a template whose {0}, {1}... are the seats listed with it."""
    head = f"Round {state.round} of {D.ROUNDS}"
    stage = state.stage
    player = state.current_player()
    if stage == "over":
        return "The game is over · final scoring", []
    if stage in ("prices", "gods"):
        return "Setting up the market", []
    if stage == "stalls":
        return "Set-up · {0} builds a first stall", [player]
    if stage == "roll":
        if state.roller < 0:
            return f"{head} · Dice · rolling the temple dice", []
        return f"{head} · Dice · rolling {{0}}'s dice", [state.roller]
    if stage == "keep":
        return f"{head} · Dice · {{0}} chooses dice to keep (2 sesterces each)", [player]
    task = state.task
    if task is not None:
        what = {"place": "places the goods bought", "sacrifice": "offers goods to the gods",
                "card": "takes a god card", "draw": "draws a god card",
                "refill": "a face-up god card is replaced", "build": "may build a stall",
                "shift": "may move goods to the new stall", "tax": "pays the consul's tax",
                "close": "may protect a stall from the consul"}[task.kind]
        if player >= 0:
            return f"{head} · Actions · {{0}} {what}", [player]
        return f"{head} · Actions · {what}", []
    if state.pending is not None:
        return (f"{head} · Actions · {{0}} uses a {D.DICE[state.pending.colour]} die "
                f"worth {state.pending.value}", [player])
    return f"{head} · Actions · {{0}} to move", [player]


# --- words ----------------------------------------------------------------------------------


def _a(word):
    return "an" if word[0] in "aeiou" else "a"


def _goods_words(count, good):
    return f"{count} {good} good{'s' if count != 1 else ''}"


def _space_words(space):
    if space in D.QUADRANT_OF:
        return f"space {space} ({D.QUADRANTS[D.QUADRANT_OF[space]][0]})"
    return f"space {space} (on the cross)"


def action_label(state, action):
    """A button label for a legal ``action`` of ``state``."""
    verb = action[0]
    if verb == "stall":
        return f"Build your first stall on {_space_words(action[1])}"
    if verb == "keep":
        cost = "free (Mars)" if state.free_keeps else f"{D.KEEP_DIE_COST} sesterces"
        return f"Keep the {action[1]} {action[2]} in your supply ({cost})"
    if verb == "temple":
        return "Put the other dice on the temple"
    if verb == "take":
        where = "from the temple" if action[1] == "temple" else "from your supply"
        use = {"grey": "offer to the gods", "brown": "move a customer or the consul",
               "black": "buy reputation", "beige": "buy goods"}[action[2]]
        return f"Take the {action[2]} {action[3]} {where} ({use})"
    if verb == "pass":
        if state.round_tiles and len(state.passed) < state.players - 1:
            return f"Pass and take the round tile worth {state.round_tiles[-1]} sesterces"
        return "Pass (last to pass: first next round)"
    if verb == "stone":
        if action[1] == "colour":
            return f"Penalty stone: use the die as {action[2]}"
        if action[1] in ("up", "down"):
            new = (D.raise_die(state.pending.value, len(state.pending.dice))
                   if action[1] == "up" else
                   D.lower_die(state.pending.value, len(state.pending.dice)))
            return f"Penalty stone: make the die {new}"
        return f"Penalty stone: add the {D.DICE[state.pending.colour]} {action[3]} " \
               f"{'from the temple' if action[2] == 'temple' else 'from your supply'}"
    if verb == "god":
        god = action[1]
        name = D.GOD_NAMES[god]
        if god == "phoebus":
            return f"Play Phoebus: use the die as {action[2]}"
        if god == "minerva":
            new = (D.raise_die(state.pending.value, len(state.pending.dice))
                   if action[2] == "up" else
                   D.lower_die(state.pending.value, len(state.pending.dice)))
            return f"Play Minerva: make the die {new}"
        if god == "juno":
            return f"Play Juno: add the {D.DICE[state.pending.colour]} {action[3]} " \
                   f"{'from the temple' if action[2] == 'temple' else 'from your supply'}"
        if god == "mercurius":
            value = state.prices[D.PRICE_INDEX[action[2]]] + (1 if action[3] == "up" else -1)
            return f"Play Mercurius: the {action[2]} price tile counts {value} for this action"
        return f"Play {name}: {D.GOD_TEXT[god]}"
    if verb == "cancel":
        return "Put the die back (undo its stones and cards)"
    if verb == "buy":
        cost = state.buy_cost(D.GOOD_INDEX[action[1]], action[2], action[3])
        text = _goods_words(action[2], action[1])
        if action[3]:
            text += f" and {_goods_words(action[3], 'beige')}"
        return f"Buy {text} for {cost} sesterces"
    if verb == "put":
        return f"Put {_a(action[2])} {action[2]} good on your stall at {_space_words(action[1])}"
    if verb == "move":
        figure = "the consul" if action[1] == "consul" else f"the {action[1]} customer"
        steps = state.pending.value
        start = state.figures[D.FIGURE_INDEX[action[1]]]
        end = (start + (steps if action[2] == "cw" else -steps)) % D.SPACES
        way = "clockwise" if action[2] == "cw" else "anticlockwise"
        return f"Move {figure} {steps} {way} to {_space_words(end)}"
    if verb == "reputation":
        value = state.pending.value
        return f"Buy {value} reputation for {value * state.price(D.TEMPLE)} sesterces"
    if verb == "offer":
        return f"Offer {state.pending.value} goods to the gods for a god card"
    if verb == "sacrifice":
        return f"Offer {_a(action[2])} {action[2]} good from your stall at {_space_words(action[1])}"
    if verb == "card":
        if action[1] == "deck":
            return "Take the top card of the god deck"
        return f"Take {D.GOD_NAMES[state.faceup[D.CARD_SLOTS.index(action[1])]]} (face up)"
    if verb == "build":
        return f"Build a stall here for {D.BUILD_COST} sesterces"
    if verb == "skip":
        return "Do not build"
    if verb == "shift":
        return f"Move {_a(action[2])} {action[2]} good from {_space_words(action[1])} to the new stall"
    if verb == "done":
        return "Done"
    if verb == "accept":
        return "Let the consul close your empty stall"
    if verb == "pay":
        goods = sum(state.goods[state.task.space])
        return f"Pay the tax: {goods * D.TAX_PER_GOOD} sesterces"
    if verb == "return":
        return f"Give {_a(action[1])} {action[1]} good back to the port instead of paying for it"
    return " ".join(str(part) for part in action)


def narrate(before, action, after, names):
    """Log sentences for ``action``, applied to ``before`` giving ``after``, then what followed
    by itself (goods placed or offered with no choice left, the end of a round)."""
    return _sentences(before, action, after, names) + _followed(before, action, after, names)


def _goods_list(counts):
    return " and ".join(_goods_words(n, D.GOODS[g]) for g, n in enumerate(counts) if n)


def _followed(before, action, after, names):
    """Sentences for what the engine did by itself after ``action``: everyone at the table sees
    goods put on a stall or offered when no choice was left, and a round's end."""
    lines = []
    verb = action[0]
    if verb in ("buy", "put", "offer", "sacrifice"):
        seat = before.mover if before.task is not None else before.to_move
        for space in range(D.SPACES):
            change = [a - b for a, b in zip(after.goods[space], before.goods[space])]
            if verb == "put" and space == action[1]:
                change[D.GOOD_INDEX[action[2]]] -= 1
            if verb == "sacrifice" and space == action[1]:
                change[D.GOOD_INDEX[action[2]]] += 1
            added = [max(0, n) for n in change]
            taken = [max(0, -n) for n in change]
            if any(added):
                lines.append((f"{names[seat]} puts {_goods_list(added)} on the stall at "
                              f"{_space_words(space)}.", None))
            if any(taken):
                lines.append((f"{names[seat]} offers {_goods_list(taken)} from the stall at "
                              f"{_space_words(space)}.", None))
    if after.round != before.round or (after.stage == "over" and before.stage != "over"):
        order = ", ".join(names[s] for s in after.order)
        if after.stage == "over":
            lines.append((f"Round {before.round} ends.", None))
            lines.append((game_over_line(after, names), None))
        else:
            lines.append((f"Round {before.round} ends. The turn order of round {after.round}: "
                          f"{order}.", None))
            tiles = ", ".join(f"{space} {after.prices[i]}"
                              for i, space in enumerate(D.PRICE_SPACES))
            lines.append((f"The price tiles move on one space: {tiles}.", None))
    return lines


def game_over_line(state, names):
    """Who won the finished game and everybody's score, ties explained."""
    scores = state.scores()
    won = state.winners()
    winners = " and ".join(names[s] for s in won)
    verb = "wins" if len(won) == 1 else "share the win"
    others = ", ".join(f"{names[s]} {scores[s]}" for s in sorted(
        range(state.players), key=lambda s: (-scores[s], s)) if s not in won)
    line = f"The game is over: {winners} {verb} with {scores[won[0]]} points"
    line += _tiebreak_note(state, won, names)
    return line + (f". The others: {others}." if others else ".")


_TIEBREAKS = ("stalls on the market", "sesterces", "penalty stones")


def _tiebreak_note(state, won, names):
    """How a tie on points was decided: most stalls, then most sesterces, then fewest stones."""
    scores = state.scores()
    tied = [s for s in range(state.players) if scores[s] == scores[won[0]] and s not in won]
    if not tied:
        if len(won) == 1:
            return ""
        return ", with as many stalls on the market, sesterces and penalty stones as each other"
    best = state.tiebreak(won[0])
    rival = max(state.tiebreak(s) for s in tied)
    level = next(i for i in range(3) if best[i] != rival[i])
    ours, theirs = abs(best[level]), abs(rival[level])   # stones count as negative in tiebreak
    same = ["points"] + list(_TIEBREAKS[:level])
    same = same[0] if len(same) == 1 else ", ".join(same[:-1]) + " and " + same[-1]
    beaten = " and ".join(names[s] for s in tied)
    more = "fewer" if level == 2 else "more"
    return (f", tied with {beaten} on {same} but with {more} {_TIEBREAKS[level]} "
            f"({ours} to {theirs})")


def _sentences(before, action, after, names):
    verb = action[0]
    actor = before.current_player()
    who = names[actor] if actor >= 0 else None
    if verb == "price":
        space = D.PRICE_SPACES[before.prices.index(None)]
        return [(f"The {space} price tile is {action[1]}.", None)]
    if verb == "reveal":
        return [(f"{D.GOD_NAMES[action[2]]} is laid face up.", None)]
    if verb == "draw":
        drawer = names[before.mover]
        return [(f"{drawer} takes the top god card.", None),
                (f"You drew {D.GOD_NAMES[action[1]]}.", before.mover)]
    if verb == "roll":
        whose = "The temple's" if before.roller < 0 else f"{names[before.roller]}'s"
        faces = ", ".join(str(f) for f in action[2:])
        if len(action) == 3:
            return [(f"{whose} {action[1]} die shows {faces}.", None)]
        return [(f"{whose} {action[1]} dice show {faces}.", None)]
    if verb == "stall":
        return [(f"{who} builds a first stall on {_space_words(action[1])} "
                 f"with a pink, an orange and a violet good.", None)]
    if verb == "keep":
        paid = "for free (Mars)" if before.free_keeps else f"for {D.KEEP_DIE_COST} sesterces"
        return [(f"{who} keeps the {action[1]} {action[2]} {paid}.", None)]
    if verb == "temple":
        return [(f"{who} puts the other dice on the temple.", None)]
    if verb == "take":
        where = "from the temple" if action[1] == "temple" else "from the personal supply"
        return [(f"{who} takes the {action[2]} {action[3]} {where}.", None)]
    if verb == "pass":
        if len(before.passed) == before.players - 1:
            if before.round == D.ROUNDS:
                return [(f"{who} passes last.", None)]
            return [(f"{who} passes last and will go first next round.", None)]
        return [(f"{who} passes and takes the round tile worth {before.round_tiles[-1]}.", None)]
    if verb == "stone":
        change = action_label(before, action).split(": ", 1)[1].replace("your supply",
                                                                        "their supply")
        return [(f"{who} takes a penalty stone to {change}.", None)]
    if verb == "god":
        if action[1] == "venus" and before.pending is None:
            back = before.stones[actor] - after.stones[actor]
            return [(f"{who} plays Venus and gives back {back} penalty "
                     f"stone{'s' if back != 1 else ''}.", None)]
        if action[1] == "pluto":
            return [(f"{who} plays Pluto: the consul has no effect on that stall.", None)]
        return [(f"{who} plays {D.GOD_NAMES[action[1]]}.", None)]
    if verb == "cancel":
        return [(f"{who} puts the die back and takes back its penalty stones and cards.", None)]
    if verb == "buy":
        paid = before.money[actor] - after.money[actor]
        text = _goods_words(action[2], action[1])
        if action[3]:
            text += f" and {_goods_words(action[3], 'beige')}"
        return [(f"{who} buys {text} in the port.", None),
                (f"You paid {paid} sesterces.", actor)]
    if verb == "put":
        return [(f"{who} puts {_a(action[2])} {action[2]} good on the stall at "
                 f"{_space_words(action[1])}.", None)]
    if verb == "move":
        figure = "the consul" if action[1] == "consul" else f"the {action[1]} customer"
        space = after.figures[D.FIGURE_INDEX[action[1]]]
        lines = [(f"{who} moves {figure} to {_space_words(space)}.", None)]
        gained = after.reputation[actor] - before.reputation[actor]
        earned = after.money[actor] - before.money[actor]
        if action[1] != "consul" and earned > 0:
            lines.append((f"The customer buys at {who}'s stall: {earned} sesterces and "
                          f"{gained} reputation.", None))
        return lines
    if verb == "reputation":
        return [(f"{who} buys {after.reputation[actor] - before.reputation[actor]} reputation.",
                 None)]
    if verb == "offer":
        return [(f"{who} offers {before.pending.value} goods to the gods.", None)]
    if verb == "sacrifice":
        return [(f"{who} offers {_a(action[2])} {action[2]} good.", None)]
    if verb == "card":
        if action[1] == "deck":
            return []
        card = before.faceup[D.CARD_SLOTS.index(action[1])]
        return [(f"{who} takes {D.GOD_NAMES[card]}.", None)]
    if verb == "build":
        return [(f"{who} builds a stall on {_space_words(before.task.space)} "
                 f"for {D.BUILD_COST} sesterces.", None)]
    if verb == "skip":
        return [(f"{who} does not build.", None)]
    if verb == "shift":
        return [(f"{who} moves {_a(action[2])} {action[2]} good to the new stall.", None)]
    if verb == "done":
        return []
    if verb == "accept":
        return [(f"The consul closes {who}'s empty stall on "
                 f"{_space_words(before.task.space)}.", None)]
    if verb == "pay":
        return [(f"{who} pays the consul's tax.", None)]
    if verb == "return":
        return [(f"{who} gives {_a(action[1])} {action[1]} good back to the port instead of paying tax.", None)]
    return [(f"{who} plays {' '.join(str(p) for p in action)}.", None)]
