"""How Aquileia presents itself: the views, the status line, the final score lines, button labels
and log sentences.

The rules live in :mod:`engine.games.aquileia.state`; this module only reads a state and words it.
The rules write each step's log sentences as events (templates naming seats ``{0}``, ``{1}``...)
with :func:`coins_text`; :func:`narrate` fills in the names. ``action_label`` and ``narrate`` are
re-exported from ``engine.games.aquileia.state`` (the module protocol of every game).
"""

from __future__ import annotations

from engine.games.aquileia import data as D

BRONZE, SILVER, GOLD = (D.METAL_INDEX[metal] for metal in ("bronze", "silver", "gold"))

# The heading of each action-phase slot (the slot ids are the rules module's ``SLOTS``).
SLOT_TITLES = {
    "dolus": "Mercatus · Dolus", "pecunia": "Mercatus · Pecunia", "equi1": "Mercatus · Equi et Arma",
    "equi2": "Mercatus · Equi et Arma", "equi3": "Mercatus · Equi et Arma",
    "servi-bronze": "Mercatus · Servi", "servi-silver": "Mercatus · Servi",
    "servi-gold": "Mercatus · Servi", "potentia": "Mercatus · Potentia", "arena": "Arena",
    "stadium": "Stadium", "theatrum": "Theatrum", "forum": "Forum", "latro": "Portus · Latro",
    "portus-bronze": "Portus", "portus-silver": "Portus", "portus-gold": "Portus", "end": "End of round",
}


def coins_text(purse) -> str:
    """'2 silver and 1 bronze' style text of a [bronze, silver, gold] list, largest metal first.

    >>> coins_text([1, 2, 0])
    '2 silver and 1 bronze'
    >>> coins_text([3, 1, 2])
    '2 gold, 1 silver and 3 bronze'
    >>> coins_text([0, 0, 0])
    'nothing'
    """
    parts = [f"{purse[m]} {D.METALS[m]}" for m in (GOLD, SILVER, BRONZE) if purse[m]]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


# --- the view -------------------------------------------------------------------------------

def view(state, seat) -> dict:
    """Everything ``seat`` may see (None: a spectator), JSON-ready: the state's ``view``."""
    n = state.players
    players = []
    for s in range(n):
        purse = state.coins[s]
        stats = [["Points", state.points[s]], ["Gold", purse[GOLD]], ["Silver", purse[SILVER]],
                 ["Bronze", purse[BRONZE]], ["Houses left", state.houses[s]],
                 ["Henchmen left", state.henchmen[s]],
                 ["Buildings", sum(1 for owner in state.sites if owner == s)],
                 ["Theatre cards", len(state.theatre[s])]]
        if s in state.track:
            stats.append(["Tiebreaker", state.track.index(s) + 1])
        players.append({"stats": stats, "start": s == state.start,
                        "blue_dice": state.blue_left if s == state.blue_holder else 0})
    hand = []
    if seat is not None:
        for card in D.CARD_ORDER:
            for _ in range(state.hands[seat].get(card, 0)):
                hand.append({"kind": D.CARD_DECK[card], "label": D.CARD_SHORT[card],
                             "card": card})
        for card in state.theatre[seat]:
            label = D.CARD_SHORT[card]
            if card in state.colours[seat]:
                label += f" (as {state.colours[seat][card]})"
            hand.append({"kind": "theatre", "label": label, "card": card})
    template, seats = status(state)
    view = {
        "status": template.format(*(f"Player {s + 1}" for s in seats)),
        "status_template": template, "status_seats": seats,
        "players": players, "hand": hand,
        "dice": [{"color": colour, "face": face} for colour, face in state.dice],
        "board": board(state, seat),
        "round": state.round, "rounds": D.ROUNDS, "stage": state.stage,
        "current": state.actor, "ask": state.ask,
    }
    if state.stage == "over":
        view["final"] = [final_lines(state, s) for s in range(n)]
    return view


def status(state):
    """The status sentence as a template whose {0}, {1}... name seats, and those seats."""
    head = f"Round {state.round} of {D.ROUNDS}"
    if state.stage == "setup":
        return "Setting up: choosing the start player and laying out cards", []
    if state.stage == "over":
        return "The game is over", []
    if state.stage == "colours":
        return "Final scoring · {0} chooses a colour for each theatre card", [state.actor]
    if state.stage == "place":
        return head + " · Placement · {0} places", [state.placer]
    title = SLOT_TITLES[state.slot_id()]
    if state.actor >= 0:
        return f"{head} · {title} · {{0}} decides", [state.actor]
    return f"{head} · {title}", []


def board(state, seat) -> dict:
    """The public board, plus the face-down Stadium card when ``seat`` is the one looking at it."""
    blocked = D.BLOCKED[state.players]
    spaces = [{"id": sid, "area": D.SPACE_AREA[i], "value": D.SPACE_VALUE[i],
               "name": D.SPACE_NAMES[sid], "seat": state.spaces[i], "coin": state.space_coin[i],
               "blocked": sid in blocked} for i, sid in enumerate(D.SPACE_IDS)]
    sites = [{"id": sid, "kind": D.SITE_KIND[i], "colour": D.SITE_COLOUR[i],
              "value": D.SITE_VALUE[i], "name": D.site_name(i),
              "cost": dict(zip(("bronze", "silver", "gold", "slaves"), D.SITE_COST[i])),
              "points": D.SITE_POINTS[i], "coins": dict(zip(D.METALS, D.SITE_COINS[i])),
              "owner": state.sites[i]} for i, sid in enumerate(D.SITE_IDS)]
    board = {
        "phase": state.stage if state.stage != "action" else state.slot_id(),
        "round": state.round, "start_player": state.start,
        "spaces": spaces, "sites": sites,
        "tiebreaker_track": state.track[:], "last_tiebreaker_track": state.last_track[:],
        "equi_face_up": state.equi_up[:], "stadium_face_up": state.stadium_up,
        "stadium_removed": state.stadium_removed[:],
        "stadium_removed_unseen": len(state.stadium_hidden),
        "decks": {deck: sum(cards.values()) for deck, cards in state.decks.items()},
        "discards": {deck: {c: k for c, k in cards.items() if k}
                     for deck, cards in state.discards.items()},
        "bank": dict(zip(D.METALS, state.bank)),
        "blue_dice": {"holder": state.blue_holder, "left": state.blue_left},
        "theatre_cards": [cards[:] for cards in state.theatre],
        "theatre_colours": [dict(c) for c in state.colours],
        "contest": None, "auction": None, "pecunia": None, "forum": None, "stadium_pick": None,
        "pending_draws": [[deck, to] for deck, to in state.draws],
        "pending_roll": state.roll[:] if state.roll else None,
    }
    c = state.contest
    if c:
        board["contest"] = {"kind": c.kind, "participants": c.order[:],
                            "strength": {str(s): c.strength[s] for s in c.order},
                            "side": {str(s): c.colour[s] for s in c.order},
                            "step": c.step, "index": c.index, "ranking": c.ranking[:]}
    a = state.auction
    if a:
        board["auction"] = {"card": a.card, "auctioneer": a.seller,
                            "bid": dict(zip(D.METALS, a.bid)) if a.bid else None,
                            "high": a.high, "in": a.bidding[:], "turn": a.turn}
    p = state.pecunia
    if p:
        board["pecunia"] = {"seat": p.seat, "count": p.count, "gave": p.gave[:],
                            "got": p.got[:]}
    if state.forum:
        board["forum"] = dict(state.forum)
    p = state.pick
    if p:
        pick = {"winner": p["winner"], "second": p["second"], "drawn_seen": p["drawn"] is not None}
        if seat == p["winner"]:
            pick["drawn"] = p["drawn"]
        board["stadium_pick"] = pick
    return board


def final_lines(state, seat: int) -> list:
    """[label, points] lines of ``seat``'s final score; the last line is the total."""
    lines = [["Points during the game", state.points[seat]]]
    hand = state.hands[seat]
    laurel = sum(D.CARD_POINTS[c] * n for c, n in hand.items())
    lines.append(["Laurel point cards", laurel])
    for colour in D.COLOURS:
        villas = sum(D.SITE_VALUE[s] for s in range(len(D.SITE_IDS))
                     if state.sites[s] == seat and D.SITE_COLOUR[s] == colour)
        cards = sum(n for c, n in hand.items() if D.CARD_LAUREL[c] == colour)
        cards += sum(1 for c in state.theatre[seat] if state.colours[seat].get(c) == colour)
        if villas:
            lines.append([f"{colour.capitalize()} villas {villas} × {cards} card"
                          f"{'' if cards == 1 else 's'}", villas * cards])
    lines.append(["Total", sum(points for _, points in lines)])
    return lines


# --- buttons and the log --------------------------------------------------------------------

def action_label(state, action) -> str:
    """A button label for a legal action of ``state``."""
    verb = action[0]
    seat = state.actor
    if verb == "place":
        label = f"Place a henchman on {D.SPACE_NAMES[action[1]]}"
        metal = D.PORTUS_METAL.get(action[1])
        return label + (f", paying 1 {metal}" if metal else "")
    if verb == "tiebreaker":
        return (f"Place your tiebreaker disc on position {len(state.track) + 1} "
                "(you place nothing more this round)")
    if verb == "exchange":
        return f"Exchange 1 {action[1]} for 1 {action[2]}"
    if verb == "done":
        return "Finish exchanging" if state.ask == "pecunia" else "Play no more cards"
    if verb == "buy":
        card = state.equi_up[D.EQUI_SPACES.index(action[1])]
        extra = " and take the top face-down card" if action[1] == "equi1" else ""
        return f"Buy {D.CARD_NAMES[card]} for 1 bronze{extra}"
    if verb == "skip":
        return "Do not activate your buildings" if state.ask == "activate" else "Buy nothing"
    if verb == "servi":
        metal = D.SERVI_METAL[state.slot_id()]
        cards = "1 servi card" if action[1] == 1 else f"{action[1]} servi cards"
        return f"Buy {cards} for {action[1]} {metal}"
    if verb == "play":
        return f"Play {D.CARD_NAMES[action[1]]}"
    if verb == "blue":
        n = action[1]
        return "Roll no blue dice" if n == 0 else f"Roll {n} blue {'die' if n == 1 else 'dice'}"
    if verb == "prize":
        if action[1] == "points":
            return (f"Take {D.ARENA_POINTS_FACTOR * state.contest.strength[seat]} points "
                    "(the runner-up gets a servi card)")
        return "Take a servi card (the runner-up scores points)"
    if verb == "keep":
        alone = state.pick["second"] is None  # nobody receives the other card
        if action[1] == "faceup":
            rest = ("the face-down card leaves the game unseen" if alone
                    else "give the face-down card to the runner-up")
            return f"Keep {D.CARD_NAMES[state.stadium_up]}; {rest}"
        rest = ("the face-up card leaves the game" if alone
                else "give the face-up card to the runner-up")
        return f"Keep {D.CARD_NAMES[state.pick['drawn']]}; {rest}"
    if verb == "bid":
        a = state.auction
        if a.high is None:
            return f"Open the auction with 1 {action[1]}"
        return f"Bid {coins_text(a.raised(D.METAL_INDEX[action[1]]))}"
    if verb == "pass":
        if state.ask == "build":
            return "Build nothing (more)"
        return "Do not open the auction" if state.ask == "open" else "Leave the auction"
    if verb == "build":
        site = D.SITE_INDEX[action[1]]
        slaves = action[2] + 2 * action[3]
        paid = coins_text(D.SITE_COST[site][:3])
        if slaves:
            cards = []
            if action[3]:
                cards.append(f"{action[3]}× 2 slaves")
            if action[2]:
                cards.append(f"{action[2]}× 1 slave")
            paid += " + servi " + ", ".join(cards)
        return f"Build {D.site_name(site)} (value {D.SITE_VALUE[site]}) for {paid}"
    if verb == "activate":
        metal = D.PORTUS_METAL[state.slot_id()]
        return f"Pay 1 {metal} of your own and activate your buildings"
    if verb == "colour":
        return f"Count {D.CARD_NAMES[action[1]]} as {action[2]}"
    return " ".join(str(part) for part in action)


def narrate(before, action, after, names) -> list:
    """Log sentences of ``action``: public lines (seat None) and private ones (to one seat)."""
    lines = []
    for seat, text, seats in after.events:
        lines.append((text.format(*(names[s] for s in seats)), seat))
    return lines
