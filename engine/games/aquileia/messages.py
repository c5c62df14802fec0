"""The English text of every message this game's rules and views say (see :mod:`engine.messages`).

Ids start with the game's id: ``aquileia.log.…`` the log's sentences, ``aquileia.label.…`` the
buttons, ``aquileia.status.…`` the status line, ``aquileia.view.…`` the view's captions and
``aquileia.text.…`` the pieces those are made of, ``aquileia.board.…`` the words the board's
canvas draws (web/games/aquileia.js), ``aquileia.why.…`` the refusals,
``aquileia.example.…`` the texts of the rulebooks' worked examples. Terms (``term.aquileia.<kind>.<id>``) name
the game's cards, decks, spaces, metals and colours as the rulebook does.
"""

from engine.messages import register
from engine.games.aquileia import data as D


def _site_name(index: int) -> str:
    kind, colour, value = D.SITE_KIND[index], D.SITE_COLOUR[index], D.SITE_VALUE[index]
    if kind == "villa":
        return f"the {colour} {value} villa"
    if kind == "workshop":
        return f"the workshop ({D.SITE_POINTS[index]} points per activation)"
    paid = " and ".join(f"{n} {_METALS[m]}" for m, n in enumerate(D.SITE_COINS[index]) if n)
    return f"the bank (pays {paid})"


_SPACES = {
    "dolus": "Dolus", "pecunia": "Pecunia",
    "equi1": "Equi et Arma (left, with the extra card)", "equi2": "Equi et Arma (middle)",
    "equi3": "Equi et Arma (right)",
    "servi-bronze": "Servi (bronze: 1 card)", "servi-silver": "Servi (silver: 1-2 cards)",
    "servi-gold": "Servi (gold: 1-3 cards)", "potentia": "Potentia",
    "arena1a": "the Arena (strength 1)", "arena1b": "the Arena (strength 1)",
    "arena2": "the Arena (strength 2)",
    "gold1a": "the Stadium's gold side (strength 1)", "gold1b": "the Stadium's gold side (strength 1)",
    "gold2": "the Stadium's gold side (strength 2)",
    "silver1a": "the Stadium's silver side (strength 1)",
    "silver1b": "the Stadium's silver side (strength 1)",
    "silver2": "the Stadium's silver side (strength 2)",
    "theatrum": "the Theatrum",
    "forum1": "Forum space 1", "forum2": "Forum space 2 (points)", "forum3": "Forum space 3 (two buildings)",
    "forum4": "Forum space 4", "forum5": "Forum space 5 (points)",
    "latro": "Latro, the port thief", "portus-bronze": "the Portus bronze space",
    "portus-silver": "the Portus silver space", "portus-gold": "the Portus gold space",
}
# The heading of each action-phase slot (the rules' ``SLOTS``).
_SLOTS = {
    "dolus": "Mercatus · Dolus", "pecunia": "Mercatus · Pecunia", "equi1": "Mercatus · Equi et Arma",
    "equi2": "Mercatus · Equi et Arma", "equi3": "Mercatus · Equi et Arma",
    "servi-bronze": "Mercatus · Servi", "servi-silver": "Mercatus · Servi",
    "servi-gold": "Mercatus · Servi", "potentia": "Mercatus · Potentia", "arena": "Arena",
    "stadium": "Stadium", "theatrum": "Theatrum", "forum": "Forum", "latro": "Portus · Latro",
    "portus-bronze": "Portus", "portus-silver": "Portus", "portus-gold": "Portus", "end": "End of round",
}
_DECKS = {"servi": "servi", "equi": "equi et arma", "stadium": "Stadium", "theatre": "Theatrum"}
_A_CARD_OF = {"servi": "a servi card", "equi": "an equi et arma card", "stadium": "a Stadium card",
              "theatre": "a Theatrum card"}
# A card named in a sentence.
_CARDS = {
    "slave1": "a servi card with 1 slave", "slave2": "a servi card with 2 slaves",
    "goldhorse1": "a card with 1 gold horse", "goldhorse2": "a card with 2 gold horses",
    "silverhorse1": "a card with 1 silver horse", "silverhorse2": "a card with 2 silver horses",
    "weapon1": "a card with 1 weapon", "weapon2": "a card with 2 weapons",
    "weapon3": "a card with 3 weapons",
    "laurel-white": "the white laurel card", "laurel-blue": "the blue laurel card",
    "laurel-yellow": "the yellow laurel card", "laurel-purple": "the purple laurel card",
    "points10": "the 10-point laurel card", "points7": "the 7-point laurel card",
    "points5": "the 5-point laurel card", "points3": "the 3-point laurel card",
    "white-blue": "the white/blue theatre card", "blue-yellow": "the blue/yellow theatre card",
    "blue-purple": "the blue/purple theatre card", "white-purple": "the white/purple theatre card",
    "yellow-purple": "the yellow/purple theatre card", "yellow-white": "the yellow/white theatre card",
}
# A card as a hand shows it.
_CARDS_SHORT = {
    "slave1": "1 slave", "slave2": "2 slaves", "goldhorse1": "1 gold horse",
    "goldhorse2": "2 gold horses", "silverhorse1": "1 silver horse", "silverhorse2": "2 silver horses",
    "weapon1": "1 weapon", "weapon2": "2 weapons", "weapon3": "3 weapons",
    "laurel-white": "White laurel", "laurel-blue": "Blue laurel", "laurel-yellow": "Yellow laurel",
    "laurel-purple": "Purple laurel", "points10": "10 points", "points7": "7 points",
    "points5": "5 points", "points3": "3 points",
    "white-blue": "White/blue", "blue-yellow": "Blue/yellow", "blue-purple": "Blue/purple",
    "white-purple": "White/purple", "yellow-purple": "Yellow/purple", "yellow-white": "Yellow/white",
}
_METALS = D.METALS
_COLOURS = D.COLOURS
_PLACES = ("1st", "2nd", "3rd", "4th", "5th")


def _terms(kind: str, names: dict) -> dict:
    return {f"term.aquileia.{kind}.{key}": text for key, text in names.items()}


TERMS = {
    **_terms("space", _SPACES), **_terms("slot", _SLOTS), **_terms("deck", _DECKS),
    **_terms("a_card_of", _A_CARD_OF), **_terms("card", _CARDS),
    # a card named first in a sentence
    **_terms("card_start", {card: name.capitalize() for card, name in _CARDS.items()}),
    **_terms("card_short", _CARDS_SHORT),
    **_terms("metal", {metal: metal for metal in _METALS}),
    **_terms("colour", {colour: colour for colour in _COLOURS}),
    **_terms("villas", {colour: f"{colour.capitalize()} villas" for colour in _COLOURS}),
    **_terms("place", {str(k + 1): place for k, place in enumerate(_PLACES)}),
    **_terms("site", {site: _site_name(i) for i, site in enumerate(D.SITE_IDS)}),
}

PIECES = {
    "aquileia.text.coins": "{count} {metal}",
    "aquileia.text.nothing": "nothing",
    "aquileia.text.no_coins": "no coins",
    "aquileia.text.slaves": ("{count} slave", "{count} slaves"),
    "aquileia.text.comma": "{first}, {rest}",
    "aquileia.text.fighter": "{seat} ({strength})",
    "aquileia.text.ranked": "{place} {seat} ({strength})",
    "aquileia.text.coin_under": "the {metal} coin under their henchman",
    "aquileia.text.coin_own": "a {metal} coin from their own purse",
    "aquileia.text.with_servi": "{coins} + servi {cards}",
    "aquileia.text.servi_ones": "{count}× 1 slave",
    "aquileia.text.servi_twos": "{count}× 2 slaves",
}

LOG = {
    "aquileia.log.discards_shuffled": "The {deck} discard pile was shuffled into a new deck.",
    "aquileia.log.deck_empty": "The {deck} deck is empty: no card was drawn.",
    "aquileia.log.colour_only_scoring":
        "{seat} counts {card} as {colour} (the only one of its colours that scores).",
    "aquileia.log.colour_none_scoring":
        "{seat} counts {card} as {colour} (neither of its colours scores).",
    "aquileia.log.game_over": "The game is over.",
    "aquileia.log.drew": "{seat} drew {a_card}.",
    "aquileia.log.you_drew": "You drew {card}.",
    "aquileia.log.laid_at_equi": "{card} was laid face up at Equi et Arma.",
    "aquileia.log.laid_at_stadium": "{card} was laid face up at the Stadium.",
    "aquileia.log.stadium_card_removed":
        "The top face-down Stadium card was removed from the game unseen.",
    "aquileia.log.looked": "{seat} looked at the top face-down Stadium card.",
    "aquileia.log.stadium_card_is": "The face-down Stadium card is {card}.",
    "aquileia.log.revealed": "{seat} revealed {card} for auction.",
    "aquileia.log.start_player": "{seat} was chosen by lot as start player.",
    "aquileia.log.placed_paying": "{seat} placed a henchman on {space} with a {metal} coin under it.",
    "aquileia.log.placed": "{seat} placed a henchman on {space}.",
    "aquileia.log.tiebreaker_first": "{seat} placed the tiebreaker disc on position {position} "
                                     "(start player next round) and places no more henchmen this "
                                     "round.",
    "aquileia.log.tiebreaker": "{seat} placed the tiebreaker disc on position {position} and places "
                               "no more henchmen this round.",
    "aquileia.log.colour": "{seat} counts {card} as {colour}.",
    "aquileia.log.dolus": "{seat} (Dolus) rolled {dice} and took {coins} from the bank.",
    "aquileia.log.exchanged": "{seat} exchanged 1 {give} for 1 {get} at Pecunia.",
    "aquileia.log.exchanged_scoring":
        "{seat} exchanged 1 {give} for 1 {get} at Pecunia and scored {points} points.",
    "aquileia.log.no_exchange": "{seat} made no exchange at Pecunia.",
    "aquileia.log.equi_no_card": "{seat} could not buy at Equi et Arma: there was no card left.",
    "aquileia.log.equi_no_bronze": "{seat} could not buy at Equi et Arma: no bronze coin.",
    "aquileia.log.bought_card": "{seat} bought {card} for 1 bronze.",
    "aquileia.log.no_activation": "{seat} chose not to activate the buildings.",
    "aquileia.log.passed_at": "{seat} passed at {space}.",
    "aquileia.log.servi_no_coin": "{seat} could not buy servi cards: no {metal} coin.",
    "aquileia.log.bought_servi": ("{seat} bought {count} servi card for {count} {metal}.",
                                  "{seat} bought {count} servi cards for {count} {metal}."),
    "aquileia.log.potentia": "{seat} took the {count} blue dice (Potentia).",
    "aquileia.log.built_nothing_more": "{seat} built nothing more.",
    "aquileia.log.built_nothing": "{seat} built nothing in the Forum.",
    "aquileia.log.cannot_build": "{seat} could not build anything in the Forum.",
    "aquileia.log.built": "{seat} built {site} for {paid}.",
    "aquileia.log.built_scoring": "{seat} built {site} for {paid} and scored {points} points.",
    "aquileia.log.latro": "{seat} (Latro) rolled {dice} and stole {coins}.",
    "aquileia.log.no_activation_coin": "{seat} has no {metal} coin and cannot activate the buildings.",
    "aquileia.log.activated":
        "{seat} activated their workshops and banks with {paid}: {points} points and {coins}.",
    "aquileia.log.new_start_player":
        "{seat} holds position 1 of the tiebreaker track and becomes start player.",
    "aquileia.log.final_scoring": "Six rounds are over: final scoring.",
    "aquileia.log.round_begins": "Round {round} begins.",
    "aquileia.log.arena_begins": "The fight in the Arena begins: {fighters}.",
    "aquileia.log.stadium_begins": "The race in the Stadium begins: {fighters}.",
    "aquileia.log.no_race": "Nobody raced in the Stadium: the face-up Stadium card and the top "
                            "face-down one leave the game.",
    "aquileia.log.rolled_red": "{seat} rolled {dice}: +{hits}, strength {strength}.",
    "aquileia.log.rolled_blue": ("{seat} rolled {count} blue die: {dice}: +{hits}, strength "
                                 "{strength}.",
                                 "{seat} rolled {count} blue dice: {dice}: +{hits}, strength "
                                 "{strength}."),
    "aquileia.log.played": "{seat} played {card}: strength {strength}.",
    "aquileia.log.played_no_more": "{seat} played no more cards.",
    "aquileia.log.no_blue": "{seat} rolled no blue dice in the Arena.",
    "aquileia.log.result": "Result: {ranking}.",
    "aquileia.log.result_tie": "Result: {ranking}. The tie went to the earlier tiebreaker disc.",
    "aquileia.log.received": "{seat} received {count} {metal}.",
    "aquileia.log.arena_points": "{seat} scored {points} points in the Arena.",
    "aquileia.log.arena_servi": "{seat} takes a servi card as the Arena prize.",
    "aquileia.log.stadium_gave": "{seat} kept one Stadium card and secretly gave the other to {other}.",
    "aquileia.log.gave_you": "{seat} gave you {card}.",
    "aquileia.log.kept_face_down":
        "{seat} kept the face-down Stadium card; {card}, the face-up one, left the game.",
    "aquileia.log.kept_face_up":
        "{seat} kept the face-up Stadium card; the face-down one left the game unseen.",
    "aquileia.log.took_only": "{seat} took the only Stadium card.",
    "aquileia.log.you_kept": "You kept {card}.",
    "aquileia.log.theatre_empty": "The Theatrum deck is empty: there is nothing to auction.",
    "aquileia.log.cannot_open": "{seat} has no coin and cannot open the auction.",
    "aquileia.log.nobody_bid": "Nobody bid: {seat} takes {card} for free.",
    "aquileia.log.cannot_raise": "{seat} cannot match and raise the bid and leaves the auction.",
    "aquileia.log.opened": "{seat} opened the auction with 1 {metal}.",
    "aquileia.log.bid": "{seat} bid {coins}.",
    "aquileia.log.did_not_open": "{seat} did not open the auction.",
    "aquileia.log.left_auction": "{seat} left the auction.",
    "aquileia.log.won_auction": "{seat} won {card} and paid {coins} to {seller}.",
    "aquileia.log.won_own_auction": "{seat} won {card} and paid {coins} to the bank.",
}

LABELS = {
    "aquileia.label.place": "Place a henchman on {space}",
    "aquileia.label.place_paying": "Place a henchman on {space}, paying 1 {metal}",
    "aquileia.label.tiebreaker":
        "Place your tiebreaker disc on position {position} (you place nothing more this round)",
    "aquileia.label.exchange": "Exchange 1 {give} for 1 {get}",
    "aquileia.label.finish_exchanging": "Finish exchanging",
    "aquileia.label.play_no_more": "Play no more cards",
    "aquileia.label.buy": "Buy {card} for 1 bronze",
    "aquileia.label.buy_and_draw": "Buy {card} for 1 bronze and take the top face-down card",
    "aquileia.label.no_activation": "Do not activate your buildings",
    "aquileia.label.buy_nothing": "Buy nothing",
    "aquileia.label.servi": ("Buy {count} servi card for {count} {metal}",
                             "Buy {count} servi cards for {count} {metal}"),
    "aquileia.label.play": "Play {card}",
    "aquileia.label.no_blue": "Roll no blue dice",
    "aquileia.label.blue": ("Roll {count} blue die", "Roll {count} blue dice"),
    "aquileia.label.prize_points": "Take {points} points (the runner-up gets a servi card)",
    "aquileia.label.prize_servi": "Take a servi card (the runner-up scores points)",
    "aquileia.label.keep_face_up": "Keep {card}; give the face-down card to the runner-up",
    "aquileia.label.keep_face_up_alone": "Keep {card}; the face-down card leaves the game unseen",
    "aquileia.label.keep_face_down": "Keep {card}; give the face-up card to the runner-up",
    "aquileia.label.keep_face_down_alone": "Keep {card}; the face-up card leaves the game",
    "aquileia.label.open": "Open the auction with 1 {metal}",
    "aquileia.label.bid": "Bid {coins}",
    "aquileia.label.build_nothing": "Build nothing (more)",
    "aquileia.label.no_open": "Do not open the auction",
    "aquileia.label.leave_auction": "Leave the auction",
    "aquileia.label.build": "Build {site} (value {value}) for {paid}",
    "aquileia.label.activate": "Pay 1 {metal} of your own and activate your buildings",
    "aquileia.label.colour": "Count {card} as {colour}",
}

STATUS = {
    "aquileia.status.setup": "Setting up: choosing the start player and laying out cards",
    "aquileia.status.over": "The game is over",
    "aquileia.status.colours": "Final scoring · {seat} chooses a colour for each theatre card",
    "aquileia.status.round": "Round {round} of {rounds} · {doing}",
    "aquileia.status.placing": "Placement · {seat} places",
    "aquileia.status.deciding": "{slot} · {seat} decides",
    "aquileia.status.slot": "{slot}",
}

VIEW = {
    "aquileia.view.card_as": "{card} (as {colour})",
    "aquileia.view.stat.points": "Points",
    "aquileia.view.stat.gold": "Gold",
    "aquileia.view.stat.silver": "Silver",
    "aquileia.view.stat.bronze": "Bronze",
    "aquileia.view.stat.houses": "Houses left",
    "aquileia.view.stat.henchmen": "Henchmen left",
    "aquileia.view.stat.buildings": "Buildings",
    "aquileia.view.stat.theatre_cards": "Theatre cards",
    "aquileia.view.stat.tiebreaker": "Tiebreaker",
    "aquileia.view.final.points": "Points during the game",
    "aquileia.view.final.laurels": "Laurel point cards",
    "aquileia.view.final.villas": ("{villas} {value} × {count} card",
                                   "{villas} {value} × {count} cards"),
    "aquileia.view.final.total": "Total",
}

# The board's own words (web/games/aquileia.js draws them through ``t``): areas and notes on
# the canvas, the words under a card's picture, the letter on a coin, the prompts' titles.
# Lines a narrow board breaks apart are separated by a line break.
BOARD = {
    "aquileia.board.description": "Aquileia board. {status}",
    "aquileia.board.mercatus": "Mercatus",
    "aquileia.board.equi": "Equi et Arma",
    "aquileia.board.servi": "Servi",
    "aquileia.board.portus": "Portus",
    "aquileia.board.latro": "Latro",
    "aquileia.board.extra_drawn": "+1 drawn",
    **{f"aquileia.board.coin.{metal}": metal[0].upper() for metal in D.METALS},
    **{f"aquileia.board.card.{card}": word for card, word in (
        ("slave1", "slave"), ("slave2", "slaves"), ("goldhorse1", "gold"), ("goldhorse2", "gold"),
        ("silverhorse1", "silver"), ("silverhorse2", "silver"), ("weapon1", "arms"),
        ("weapon2", "arms"), ("weapon3", "arms"), ("laurel-white", "white"),
        ("laurel-blue", "blue"), ("laurel-yellow", "yellow"), ("laurel-purple", "purple"),
        ("points10", "points"), ("points7", "points"), ("points5", "points"),
        ("points3", "points"))},
    "aquileia.board.strength.arena": "Fighting strength",
    "aquileia.board.strength.stadium": "Racing strength",
    "aquileia.board.side.gold": "G",
    "aquileia.board.side.silver": "S",
    "aquileia.board.arena_prizes": "1st 3 bronze · 2nd 2 · 3rd 1",
    "aquileia.board.arena_prizes_tall": "1st 3 bronze\n2nd 2 · 3rd 1",
    "aquileia.board.gold_side": "gold side",
    "aquileia.board.silver_side": "silver side",
    "aquileia.board.face_up": "face up",
    "aquileia.board.stadium_prizes": "1st 3 coins of the side · 2nd 2 · 3rd 1",
    "aquileia.board.auction": "Auction of the {card}",
    "aquileia.board.auction_tall": "Auction of the\n{card}",
    **{f"aquileia.board.auction_card.{card}": card.replace("-", "/") + " card"
       for card in ("white-blue", "blue-yellow", "blue-purple", "white-purple", "yellow-purple",
                    "yellow-white")},
    "aquileia.board.high_bid": "High bid:",
    "aquileia.board.no_bid": "No bid yet",
    "aquileia.board.still_bidding": "Still bidding:",
    "aquileia.board.theatrum_note": "One theatre card is auctioned\nper round.",
    "aquileia.board.theatrum_note_tall": "One theatre card\nis auctioned\nper round.",
    "aquileia.board.portus_note": "Latro rolls 2 dice and robs the coins under henchmen.\n"
                                  "Pay 1 coin on a metal space to activate your buildings.",
    "aquileia.board.portus_note_tall": "Latro rolls 2 dice and robs\nthe coins under henchmen.\n"
                                       "Pay 1 coin to activate buildings.",
    "aquileia.board.forum_note": "value · reward · cost · owner",
    "aquileia.board.forum.scores": "scores",
    "aquileia.board.forum.two_builds": "2 builds",
    "aquileia.board.building_now": "Building now",
    "aquileia.board.site.workshop": "shop",
    "aquileia.board.site.bank": "bank",
    "aquileia.board.tiebreaker": "Tiebreaker",
    "aquileia.board.round": "Round {round} of {rounds}",
    "aquileia.board.points": "Points",
    **{f"aquileia.board.deck.{deck}": name for deck, name in (
        ("servi", "Servi"), ("equi", "Equi"), ("stadium", "Stadium"), ("theatre", "Theatre"))},
    "aquileia.board.prompt.choice": "Your choice",
    "aquileia.board.prompt.pecunia": "Pecunia: exchange coins with the bank",
    "aquileia.board.prompt.equi": "Equi et Arma",
    "aquileia.board.prompt.servi": "Servi: how many cards?",
    "aquileia.board.prompt.cards": "Play a card from your hand, or stop",
    "aquileia.board.prompt.blue": "Potentia: how many blue dice?",
    "aquileia.board.prompt.prize": "Arena: choose your prize",
    "aquileia.board.prompt.keep": "Stadium: which card do you keep?",
    "aquileia.board.prompt.open": "Theatrum: open the auction?",
    "aquileia.board.prompt.raise": "Theatrum: raise the bid or leave",
    "aquileia.board.prompt.build": "Forum: build, or build nothing",
    "aquileia.board.prompt.activate": "Portus: activate your buildings?",
    "aquileia.board.prompt.colour": "Final scoring: colour of each theatre card",
}

# Refusals: what a player is told when a move is not allowed (``why_illegal``), and what a
# damaged saved state or a wrong start says.
WHY = {
    "aquileia.why.no_such_space": "There is no space called {value}.",
    "aquileia.why.closed": "{space} is closed in a {players}-player game.",
    "aquileia.why.taken": "Another henchman already stands there: one henchman per space.",
    "aquileia.why.no_henchmen": "You have no henchmen left to place.",
    "aquileia.why.racing_silver":
        "You already race with the silver horses: you may not join the gold side.",
    "aquileia.why.racing_gold":
        "You already race with the gold horses: you may not join the silver side.",
    "aquileia.why.one_portus": "You may take only one of the three paid Portus spaces.",
    "aquileia.why.portus_coin": "You need a {metal} coin to place there.",
    "aquileia.why.bid":
        "You cannot bid that: you must hold the whole bid, coin for coin, plus the new coin.",
    "aquileia.why.build_what":
        "Name a building site and how many 1-slave and 2-slave cards you pay with.",
    "aquileia.why.site_taken": "That site already holds a building.",
    "aquileia.why.no_houses": "All nine of your houses are built.",
    "aquileia.why.coins": "You need exactly {coins}: no other metal will do.",
    "aquileia.why.slaves": "Pay the {slaves} slaves with your servi cards: exactly if you can, "
                           "otherwise with as little extra as possible and no card to spare.",
    "aquileia.why.unknown_options": "unknown options {options}",
    "aquileia.why.damaged_state": "This Aquileia state is damaged: its {field} is missing or wrong.",
}

# The rulebooks' worked examples (:mod:`.examples`): ``aquileia.example.<example>.<step>.<part>``,
# and each example's title and intro. Seats are arguments, named as each book names them.
EXAMPLES = {
    "term.aquileia.possessive.f": "her", "term.aquileia.possessive.m": "his",
    "term.aquileia.possessive_start.f": "Her", "term.aquileia.possessive_start.m": "His",
    "term.aquileia.possessive_alone.f": "hers", "term.aquileia.possessive_alone.m": "his",
    "aquileia.example.first-turn.title": "A first round: placing henchmen",
    "aquileia.example.first-turn.source":
        "Rules: the placement phase",
    "aquileia.example.first-turn.intro":
        "Not one of the book's examples: Ludi plays the placement the book describes. A new game "
        "for three: the face-up cards are out and {li} is start player.",
    "aquileia.example.first-turn.1.caption":
        "A round starts with placement: in turn, from the start player, each player puts one "
        "henchman on a free action space. {li} takes Pecunia, the money changer.",
    "aquileia.example.first-turn.2.caption": "{c} sends a henchman to the Arena space with strength 2.",
    "aquileia.example.first-turn.3.caption": "{s} takes the first building space of the Forum.",
    "aquileia.example.first-turn.3.question":
        "{s} wants to build first in the Forum this round. Where does he place?",
    "aquileia.example.first-turn.3.hint": "The Forum builds in the order of its numbered spaces, "
        "lowest number first.",
    "aquileia.example.first-turn.4.caption":
        "{li} again: the Servi space that costs a bronze coin, for slave cards.",
    "aquileia.example.first-turn.5.caption":
        "Instead of a henchman, {c} places his tiebreaker disc: the first disc placed takes "
        "position 1, which wins ties and makes its owner next start player.",
    "aquileia.example.arena.title": "A gladiator fight in the Arena",
    "aquileia.example.arena.source":
        "German rulebook, Arena: “Beispiel eines Gladiatorenkampfes”",
    "aquileia.example.arena.intro": "{s}, {c} and {l} fight; {c} also holds the blue dice of Potentia.",
    "aquileia.example.arena-nl.title": "A fight in the Arena, as the Dutch book tells it",
    "aquileia.example.arena-nl.source":
        "Dutch rulebook, Arena: “Voorbeeld van een gevecht in de Arena”",
    "aquileia.example.arena-nl.intro":
        "The same fight with {s}, {c} and {l}; here {l} placed his disc before {c}'s.",
    "aquileia.example.arena.1.caption":
        "{s} starts: his henchman gives strength 1, and the one bronze among the three red dice "
        "adds 1. Strength 2.",
    "aquileia.example.arena.2.caption":
        "{c}'s henchman stands on the 2, but his red dice show no bronze: strength 2.",
    "aquileia.example.arena.3.caption":
        "{l} rolls three bronze: with {her} henchman's 1 that is strength 4.",
    "aquileia.example.arena.4.caption":
        "Cards now, from the start player on. {s} holds none, but he is asked like everyone, so "
        "nobody learns whose hand is empty: he plays no card.",
    "aquileia.example.arena.5.caption": "{c} plays a slave (+1)…",
    "aquileia.example.arena.6.caption": "…and a double weapon (+2): strength 5.",
    "aquileia.example.arena.7.caption": "{c} has no card left and says so.",
    "aquileia.example.arena.8.caption": "{l} plays a double weapon too: strength 6.",
    "aquileia.example.arena.9.caption": "{l} plays no more.",
    "aquileia.example.arena.10.caption":
        "{c} still holds 4 blue dice from Potentia and throws 2 of them.",
    "aquileia.example.arena.10.question": "{c} is at 5, {l} at 6. How many blue dice does {c} throw?",
    "aquileia.example.arena.10.hint": "Each bronze face adds 1 to the strength, and one bronze "
        "already brings {c} level with {l}. A blue die shows bronze on a third of its faces, and "
        "every blue die {c} does not throw here stays his for the Stadium: he throws just enough "
        "dice to make a bronze more likely than none.",
    "aquileia.example.arena.11.caption":
        "One bronze: {c} reaches 6 as well. On equal strength the tiebreaker track decides, and "
        "{l}'s disc lies ahead of {c}'s: {l} wins, {c} is second, {s} third; the coins of the "
        "prize go 3, 2 and 1 bronze.",
    "aquileia.example.arena.12.caption":
        "The winner chooses: {l} takes the points (twice {her} strength, 12), so {c} gets the card "
        "of the Servi deck.",
    "aquileia.example.arena.13.caption":
        "{c} draws his Servi card; the cards played in the fight go to their discard piles.",
    "aquileia.example.stadium.title": "A chariot race in the Stadium",
    "aquileia.example.stadium.source":
        "German rulebook, Stadium: “Beispiel eines Pferdewagenrennens”; "
        "Dutch: “Voorbeeld van een paardenrace”",
    "aquileia.example.stadium.intro":
        "Four racers: {s} and {c} on the silver side, {li} and {l} on the gold side.",
    "aquileia.example.stadium.1.caption":
        "{s}'s henchman on a silver space gives race strength 1; two silver among his red dice "
        "make it 3.",
    "aquileia.example.stadium.2.caption":
        "{li}'s two henchmen on the gold side give 1 + 1; one gold die makes 3.",
    "aquileia.example.stadium.3.caption": "{c} races silver from the 2: one silver die, 3.",
    "aquileia.example.stadium.4.caption":
        "{l} rolls two gold on top of her henchman's 2: strength 4.",
    "aquileia.example.stadium.5.caption":
        "Horse cards of the race's colour now: {s} plays 2 silver horses and reaches 5.",
    "aquileia.example.stadium.6.caption": "{s} plays no more.",
    "aquileia.example.stadium.7.caption":
        "{li} holds no horses of her colour, but she is asked like everyone, so nobody learns "
        "whose hand is empty.",
    "aquileia.example.stadium.8.caption": "{c} plays a card with one silver horse…",
    "aquileia.example.stadium.9.caption": "…and a second one: 5.",
    "aquileia.example.stadium.10.caption": "{c} plays no more.",
    "aquileia.example.stadium.11.caption": "{l} has no horses of her colour either and plays none.",
    "aquileia.example.stadium.12.caption":
        "{c}'s two blue dice left over from the Arena are thrown by themselves: one more silver, "
        "6. {c} wins before {s} (5), {l} (4) and {li} (3); the prizes follow the side each raced "
        "on: 3 silver for {c}, 2 silver for {s}, 1 gold for {l}.",
    "aquileia.example.stadium.13.caption":
        "The winner looks at the top card of the Stadium deck beside the face-up one (only {c} "
        "sees it).",
    "aquileia.example.stadium.14.caption":
        "{c} keeps the blue card and hands the other to the second, {s}, face down: nobody else "
        "learns which card went where.",
    "aquileia.example.theatrum.title": "An auction in the Theatrum",
    "aquileia.example.theatrum.source":
        "German rulebook, Theatrum: “Beispiel einer Auktion”; Dutch: “Voorbeeld van een veiling”",
    "aquileia.example.theatrum.intro":
        "{li}'s henchman stands on the Theatrum; the white/blue theatre card is turned up.",
    "aquileia.example.theatrum.1.caption":
        "{li}'s henchman stands on the Theatrum: she turns up the top theatre card and opens the "
        "auction with one silver coin.",
    "aquileia.example.theatrum.2.caption":
        "To stay in, {c} first matches the silver and then raises by one more coin: he chooses "
        "another silver.",
    "aquileia.example.theatrum.2.question": "{c} wants the card. What does he add to the bid?",
    "aquileia.example.theatrum.2.hint": "To stay in, {c} must first match the bid on the table and "
        "then raise it by exactly one more coin, of any metal. The book's {c} raises with the "
        "metal that already lies there.",
    "aquileia.example.theatrum.3.caption": "{l} leaves the auction.",
    "aquileia.example.theatrum.4.caption":
        "{s} bids 2 silver and a bronze. {li} has no bronze coin, so she cannot match and drops "
        "out without being asked.",
    "aquileia.example.theatrum.5.caption":
        "{c} drops out too. {s} wins the card and pays his coins to {li}, who sold it; everyone "
        "else takes back what they bid.",
    "aquileia.example.forum.title": "Building in the Forum",
    "aquileia.example.forum.source":
        "German rulebook, Forum: “Beispiel für das Bauen”; Dutch: “Voorbeeld van bouwen”",
    "aquileia.example.forum.intro": "{l}'s henchman stands on Forum space 2; nobody is on space 1.",
    "aquileia.example.forum.1.caption":
        "{l} builds the blue 10-point villa: 2 bronze, 2 silver, 1 gold and 3 slaves. Her slave "
        "cards show 2 slaves each, so she pays 4 slaves: paying too many is allowed only when the "
        "exact number cannot be paid. She scores the villa's 10 points.",
    "aquileia.example.forum.1.question": "Nobody stands on space 1, so {l} builds first: a blue "
        "villa. She holds two cards of 2 slaves. Which villa does she build, and with which "
        "cards?",
    "aquileia.example.forum.1.hint": "A villa scores its value at once, so {l} builds the dearest "
        "blue villa she can pay for. Coins are paid exactly as the site shows them; her slave "
        "cards show 2 slaves each, so she may pay more slaves than the site asks.",
    "aquileia.example.forum-twice.title": "Two buildings, slaves paid separately",
    "aquileia.example.forum-twice.source":
        "German rulebook, Forum (the note on building twice); "
        "Dutch: “Opmerking: gebouwen moeten apart worden afgerekend”",
    "aquileia.example.forum-twice.intro":
        "{li} stands on Forum space 3, which builds twice; she holds two cards of 2 slaves.",
    "aquileia.example.forum-twice.1.caption":
        "{li}, on space 3, may build twice. Her first building needs 3 slaves, and she holds two "
        "cards of 2 slaves: she must give both, since the slaves of one card are never split "
        "between two buildings. No slave card is left, so no second building.",
    "aquileia.example.portus.title": "Latro and buildings in the Portus",
    "aquileia.example.portus.source":
        "German rulebook, Portus: “Beispiel für Hafendieb und Gebäudeaktivierung”; "
        "Dutch: “Voorbeeld van de acties in de PORTUS”",
    "aquileia.example.portus.intro":
        "{li} is the Latro. {l} paid bronze, {s} silver and {c} gold to stand in the harbour; "
        "each owns workshops or a bank.",
    "aquileia.example.portus.1.caption":
        "{li} is the Latro, the harbour thief: her two red dice show bronze and gold, and she "
        "takes those two coins from under {l}'s and {c}'s henchmen.",
    "aquileia.example.portus.2.caption":
        "{l} was robbed: to run her buildings she pays another bronze from her purse. Her bank "
        "brings 1 silver and 1 gold, her workshop 4 points. {s}'s silver coin still lies under "
        "his henchman and runs his workshop: 5 points. {c} has no gold left and cannot run his.",
    "aquileia.example.villas.title": "Scoring the villas",
    "aquileia.example.villas.source":
        "German rulebook, end of the game: “Beispiel für die Wertung der Villen”",
    "aquileia.example.villas.intro":
        "The sixth round is over; {l} has 20 points before the final scoring.",
    "aquileia.example.villas-nl.title": "Scoring the villas, as the Dutch book tells it",
    "aquileia.example.villas-nl.source":
        "Dutch rulebook: “Voorbeeld van het tellen van punten voor villa's”",
    "aquileia.example.villas-nl.intro":
        "The same scoring for {l}, who also holds a Stadium card of 5 points.",
    "aquileia.example.villas.1.caption":
        "{l} counts {her} two-coloured theatre card as blue. With the blue Stadium card that "
        "makes 2 blue cards, each worth {her} blue villas' 10 + 6 = 16: 32 points. {Her} yellow "
        "villa scores nothing, since no card of {hers} is yellow.",
    "aquileia.example.villas.1.question":
        "The game is over. {l} holds a blue Stadium card and a blue/yellow theatre card, and owns "
        "the blue villas 10 and 6 and the yellow 8. Which colour does {her} theatre card count as?",
    "aquileia.example.villas.1.hint": "Each of {her} villas scores its value once for every card "
        "of {hers} in its colour. Work out for {l} what {her} cards bring with the theatre card "
        "counted in one of its two colours, then in the other.",
}

CARD_KINDS = {  # the small word before a card in the hand strip: its deck
    "aquileia.board.card_kind.servi": "Servi",
    "aquileia.board.card_kind.equi": "Equi",
    "aquileia.board.card_kind.stadium": "Stadium",
    "aquileia.board.card_kind.theatre": "Theatre",
}

MESSAGES = {**CARD_KINDS, **TERMS, **PIECES, **LOG, **LABELS, **STATUS, **VIEW, **BOARD, **WHY, **EXAMPLES}

register(MESSAGES)  # so a refusal of this game reads in English when printed
