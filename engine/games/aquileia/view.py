"""How Aquileia presents itself: the views, the status line, the final score lines, button labels
and log sentences, all as messages (:mod:`engine.messages`; the English is in :mod:`.messages`).

The rules live in :mod:`engine.games.aquileia.state`; this module only reads a state and says it.
The rules record each step's log sentences as events, messages made with the helpers below
(:func:`coins`, :func:`dice`, :func:`site`, :func:`card`); :func:`narrate` hands them on.
``action_label`` and ``narrate`` are re-exported from ``engine.games.aquileia.state`` (the module
protocol of every game).
"""

from __future__ import annotations

from engine.games.aquileia import data as D
from engine.messages import msg, seat as seat_arg, term

BRONZE, SILVER, GOLD = (D.METAL_INDEX[metal] for metal in ("bronze", "silver", "gold"))


# --- the pieces sentences are made of ---------------------------------------------------------

def card(card_id: str) -> dict:
    """A card named in a sentence ("a card with 2 weapons")."""
    return term("aquileia.card." + card_id)


def metal(name_or_index) -> dict:
    name = D.METALS[name_or_index] if isinstance(name_or_index, int) else name_or_index
    return term("aquileia.metal." + name)


def colour(name: str) -> dict:
    return term("aquileia.colour." + name)


def space(space_id: str) -> dict:
    return term("aquileia.space." + space_id)


def coins(purse, none="nothing"):
    """'2 silver and 1 bronze' said of a [bronze, silver, gold] list, largest metal first;
    ``none`` names the message said of an empty purse.

    >>> from engine.messages import english_text as english
    >>> english(coins([1, 2, 0])), english(coins([3, 1, 2])), english(coins([0, 0, 0]))
    ('2 silver and 1 bronze', '2 gold, 1 silver and 3 bronze', 'nothing')
    """
    parts = [msg("aquileia.text.coins", count=purse[m], metal=metal(m))
             for m in (GOLD, SILVER, BRONZE) if purse[m]]
    return parts or msg("aquileia.text." + none)


def commas(parts: list):
    """``parts`` said one after another with commas: "a, b, c" (no "and")."""
    if len(parts) == 1:
        return parts[0]
    return msg("aquileia.text.comma", first=parts[0], rest=commas(parts[1:]))


def dice(faces) -> dict:
    """The faces of a roll, as the log lists them: "gold, gold, bronze"."""
    return commas([metal(face) for face in faces])


def site(index: int) -> dict:
    """A building site named in a sentence ("the blue 10 villa")."""
    return term("aquileia.site." + D.SITE_IDS[index])


def named(thing: dict) -> dict:
    """A term as a message of its own, for a view's field (the boundary renders messages): the
    message whose id is the term's key, so its text is the term's."""
    return msg("term." + thing["term"])


# The names of the board's spaces and sites as the view gives them (made once: bots compare views).
SPACE_NAMES = tuple(named(space(sid)) for sid in D.SPACE_IDS)
SITE_NAMES = tuple(named(site(i)) for i in range(len(D.SITE_IDS)))


# --- the view -------------------------------------------------------------------------------

# The labels of a seat's stat lines; the page finds a seat's points as the first line
# (web/games/aquileia.js), so the points stay first.
STAT_LABELS = tuple(msg("aquileia.view.stat." + key) for key in (
    "points", "gold", "silver", "bronze", "houses", "henchmen", "buildings", "theatre_cards"))
TIEBREAKER_LABEL = msg("aquileia.view.stat.tiebreaker")


def view(state, seat) -> dict:
    """Everything ``seat`` may see (None: a spectator), JSON-ready: the state's ``view``."""
    n = state.players
    points = state.scores()  # at the end, the final scoring's totals: the score track shows them
    players = []
    for s in range(n):
        purse = state.coins[s]
        counts = (points[s], purse[GOLD], purse[SILVER], purse[BRONZE], state.houses[s],
                  state.henchmen[s], sum(1 for owner in state.sites if owner == s),
                  len(state.theatre[s]))
        stats = [[label, count] for label, count in zip(STAT_LABELS, counts)]
        if s in state.track:
            stats.append([TIEBREAKER_LABEL, state.track.index(s) + 1])
        players.append({"stats": stats, "start": s == state.start,
                        "blue_dice": state.blue_left if s == state.blue_holder else 0})
    hand = []
    if seat is not None:
        for card_id in D.CARD_ORDER:
            for _ in range(state.hands[seat].get(card_id, 0)):
                hand.append({"kind": D.CARD_DECK[card_id], "label": named(short(card_id)),
                             "card": card_id})
        for card_id in state.theatre[seat]:
            label = named(short(card_id))
            if card_id in state.colours[seat]:
                label = msg("aquileia.view.card_as", card=short(card_id),
                            colour=colour(state.colours[seat][card_id]))
            hand.append({"kind": "theatre", "label": label, "card": card_id})
    line, seats = status(state)
    view = {
        "status": line,
        "status_seats": seats,   # whose turn the line tells of (the dice tray's roller, as data)
        "players": players, "hand": hand,
        "dice": [{"color": die_colour, "face": face} for die_colour, face in state.dice],
        "board": board(state, seat),
        "round": state.round, "rounds": D.ROUNDS, "stage": state.stage,
        "current": state.actor, "ask": state.ask,
    }
    if state.stage == "over":
        view["final"] = [final_lines(state, s) for s in range(n)]
    return view


def short(card_id: str) -> dict:
    """A card as a hand shows it ("2 weapons")."""
    return term("aquileia.card_short." + card_id)


def status(state):
    """The status line as a message, and the seats it names (at a roll of the dice: who rolls)."""
    def in_round(doing):   # what goes on, within the round: the dice tray's purpose (data)
        return msg("aquileia.status.round", round=state.round, rounds=D.ROUNDS, doing=doing)

    if state.stage == "setup":
        return msg("aquileia.status.setup"), []
    if state.stage == "over":
        return msg("aquileia.status.over"), []
    if state.stage == "colours":
        return msg("aquileia.status.colours", seat=seat_arg(state.actor)), [state.actor]
    if state.stage == "place":
        return in_round(msg("aquileia.status.placing", seat=seat_arg(state.placer))), [state.placer]
    slot = term("aquileia.slot." + state.slot_id())
    if state.actor >= 0:
        return (in_round(msg("aquileia.status.deciding", slot=slot, seat=seat_arg(state.actor))),
                [state.actor])
    roller = state.roller()
    return in_round(msg("aquileia.status.slot", slot=slot)), [] if roller is None else [roller]


def board(state, seat) -> dict:
    """The public board, plus the face-down Stadium card when ``seat`` is the one looking at it."""
    blocked = D.BLOCKED[state.players]
    spaces = [{"id": sid, "area": D.SPACE_AREA[i], "value": D.SPACE_VALUE[i],
               "name": SPACE_NAMES[i], "seat": state.spaces[i], "coin": state.space_coin[i],
               "blocked": sid in blocked} for i, sid in enumerate(D.SPACE_IDS)]
    sites = [{"id": sid, "kind": D.SITE_KIND[i], "colour": D.SITE_COLOUR[i],
              "value": D.SITE_VALUE[i], "name": SITE_NAMES[i],
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
    lines = [[msg("aquileia.view.final.points"), state.points[seat]]]
    hand = state.hands[seat]
    laurel = sum(D.CARD_POINTS[c] * n for c, n in hand.items())
    lines.append([msg("aquileia.view.final.laurels"), laurel])
    for villa_colour in D.COLOURS:
        villas = sum(D.SITE_VALUE[s] for s in range(len(D.SITE_IDS))
                     if state.sites[s] == seat and D.SITE_COLOUR[s] == villa_colour)
        cards = sum(n for c, n in hand.items() if D.CARD_LAUREL[c] == villa_colour)
        cards += sum(1 for c in state.theatre[seat] if state.colours[seat].get(c) == villa_colour)
        if villas:
            lines.append([msg("aquileia.view.final.villas",
                              villas=term("aquileia.villas." + villa_colour),
                              value=villas, count=cards), villas * cards])
    lines.append([msg("aquileia.view.final.total"), sum(points for _, points in lines)])
    return lines


# --- buttons and the log --------------------------------------------------------------------

def action_label(state, action) -> dict:
    """A button label for a legal action of ``state``, as a message."""
    verb = action[0]
    if verb == "place":
        paying = D.PORTUS_METAL.get(action[1])
        if paying:
            return msg("aquileia.label.place_paying", space=space(action[1]), metal=metal(paying))
        return msg("aquileia.label.place", space=space(action[1]))
    if verb == "tiebreaker":
        return msg("aquileia.label.tiebreaker", position=len(state.track) + 1)
    if verb == "exchange":
        return msg("aquileia.label.exchange", give=metal(action[1]), get=metal(action[2]))
    if verb == "done":
        return msg("aquileia.label.finish_exchanging" if state.ask == "pecunia"
                   else "aquileia.label.play_no_more")
    if verb == "buy":
        bought = card(state.equi_up[D.EQUI_SPACES.index(action[1])])
        return msg("aquileia.label.buy_and_draw" if action[1] == "equi1" else "aquileia.label.buy",
                   card=bought)
    if verb == "skip":
        return msg("aquileia.label.no_activation" if state.ask == "activate"
                   else "aquileia.label.buy_nothing")
    if verb == "servi":
        return msg("aquileia.label.servi", count=action[1],
                   metal=metal(D.SERVI_METAL[state.slot_id()]))
    if verb == "play":
        return msg("aquileia.label.play", card=card(action[1]))
    if verb == "blue":
        if action[1] == 0:
            return msg("aquileia.label.no_blue")
        return msg("aquileia.label.blue", count=action[1])
    if verb == "prize":
        if action[1] == "points":
            return msg("aquileia.label.prize_points",
                       points=D.ARENA_POINTS_FACTOR * state.contest.strength[state.actor])
        return msg("aquileia.label.prize_servi")
    if verb == "keep":
        alone = state.pick["second"] is None  # nobody receives the other card
        if action[1] == "faceup":
            return msg("aquileia.label.keep_face_up_alone" if alone else "aquileia.label.keep_face_up",
                       card=card(state.stadium_up))
        return msg("aquileia.label.keep_face_down_alone" if alone
                   else "aquileia.label.keep_face_down", card=card(state.pick["drawn"]))
    if verb == "bid":
        a = state.auction
        if a.high is None:
            return msg("aquileia.label.open", metal=metal(action[1]))
        return msg("aquileia.label.bid", coins=coins(a.raised(D.METAL_INDEX[action[1]])))
    if verb == "pass":
        if state.ask == "build":
            return msg("aquileia.label.build_nothing")
        return msg("aquileia.label.no_open" if state.ask == "open"
                   else "aquileia.label.leave_auction")
    if verb == "build":
        index = D.SITE_INDEX[action[1]]
        paid = coins(D.SITE_COST[index][:3])
        if action[2] or action[3]:
            cards = []
            if action[3]:
                cards.append(msg("aquileia.text.servi_twos", count=action[3]))
            if action[2]:
                cards.append(msg("aquileia.text.servi_ones", count=action[2]))
            paid = msg("aquileia.text.with_servi", coins=paid, cards=commas(cards))
        return msg("aquileia.label.build", site=site(index), value=D.SITE_VALUE[index], paid=paid)
    if verb == "activate":
        return msg("aquileia.label.activate", metal=metal(D.PORTUS_METAL[state.slot_id()]))
    if verb == "colour":
        return msg("aquileia.label.colour", card=card(action[1]), colour=colour(action[2]))
    raise ValueError(f"no label for {action!r}: not an action of Aquileia")


def narrate(before, action, after, names=None) -> list:
    """Log sentences of ``action`` as messages: public lines (seat None) and private ones (to
    one seat). ``names`` is not needed: the session names the seats when it renders them."""
    return [(msg(message_id, **args), seat) for seat, message_id, args in after.events]
