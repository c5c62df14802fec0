"""The English text of every message this game's rules and views say (see :mod:`engine.messages`).

Ids start with the game's id; terms (``term.<game>.<key>``) name its components, places and
actions.
"""

from engine.messages import register

_GOODS = ("pink", "orange", "violet", "beige")
_DICE = ("grey", "brown", "black", "beige")
_GODS = ("jupiter", "neptunus", "mars", "mercurius", "pluto", "minerva", "phoebus", "juno", "venus")

MESSAGES = {
    # --- the examples' players, named by their colour as the book names them ---
    "massilia.example.player.red": "Red",
    "massilia.example.player.green": "Green",
    "massilia.example.player.yellow": "Yellow",
    # --- terms: the game's components, places and actions ------------------------------------
    **{f"term.massilia.good.{good}": good for good in _GOODS},
    "term.massilia.one_good.pink": "a pink good",
    "term.massilia.one_good.orange": "an orange good",
    "term.massilia.one_good.violet": "a violet good",
    "term.massilia.one_good.beige": "a beige good",
    **{f"term.massilia.die.{colour}": colour for colour in _DICE},
    **{f"term.massilia.god.{god}": god.capitalize() for god in _GODS},
    "term.massilia.power.jupiter": "take two god cards when you offer to the gods",
    "term.massilia.power.neptunus": "pay nothing for up to 2 goods of a purchase",
    "term.massilia.power.mars": "keep up to 2 dice in your personal supply for free",
    "term.massilia.power.mercurius": "raise or lower one price tile by 1 for an action "
                                     "(within 1 to 3)",
    "term.massilia.power.pluto": "protect your stall from the consul (tax or closing)",
    "term.massilia.power.minerva": "change a die's value by 1 without a penalty stone",
    "term.massilia.power.phoebus": "change a die's colour without a penalty stone",
    "term.massilia.power.juno": "add a second die of the same colour without a penalty stone",
    "term.massilia.power.venus": "give back up to 2 penalty stones",
    "term.massilia.side.top": "at the top",
    "term.massilia.side.right": "on the right",
    "term.massilia.side.bottom": "at the bottom",
    "term.massilia.side.left": "on the left",
    "term.massilia.quadrant.north-west": "north-west",
    "term.massilia.quadrant.north-east": "north-east",
    "term.massilia.quadrant.south-east": "south-east",
    "term.massilia.quadrant.south-west": "south-west",
    "term.massilia.price_space.temple": "temple",
    "term.massilia.price_space.violet": "violet",
    "term.massilia.price_space.orange": "orange",
    "term.massilia.price_space.pink": "pink",
    "term.massilia.figure.consul": "the consul",
    "term.massilia.figure.pink": "the pink customer",
    "term.massilia.figure.orange": "the orange customer",
    "term.massilia.figure.violet": "the violet customer",
    "term.massilia.way.cw": "clockwise",
    "term.massilia.way.ccw": "anticlockwise",
    "term.massilia.use.grey": "offer to the gods",
    "term.massilia.use.brown": "move a customer or the consul",
    "term.massilia.use.black": "buy reputation",
    "term.massilia.use.beige": "buy goods",
    "term.massilia.source.temple": "temple",
    "term.massilia.source.own": "own",
    "term.massilia.tie.points": "points",
    "term.massilia.tie.stalls": "stalls on the market",
    "term.massilia.tie.sesterces": "sesterces",
    "term.massilia.tie.stones": "penalty stones",

    # --- pieces of sentences ------------------------------------------------------------------
    "massilia.goods": ("{count} {good} good", "{count} {good} goods"),
    "massilia.space": "space {space} ({quadrant})",
    "massilia.space.cross": "space {space} (on the cross)",
    "massilia.join.and": "{first} and {rest}",
    "massilia.join.comma": "{first}, {rest}",
    "massilia.join.space": "{first} {rest}",
    "massilia.from.temple": "from the temple",
    "massilia.from.supply": "from your supply",
    "massilia.from.their_supply": "from their supply",
    "massilia.from.personal_supply": "from the personal supply",
    "massilia.change.colour": "use the die as {colour}",
    "massilia.change.value": "make the die {value}",
    "massilia.change.add": "add the {colour} {face} {where}",
    "massilia.change.price": "the {space} price tile counts {value} for this action",
    "massilia.die_face": "{colour} {face}",
    "massilia.price_tile": "{space} {value}",
    "massilia.seat_points": "{seat} {points}",
    "massilia.yes": "yes",
    "massilia.list": "{items}",

    # --- the view -----------------------------------------------------------------------------
    "massilia.stat.reputation": "Reputation",
    "massilia.stat.tiles_50": "50-point tiles",
    "massilia.stat.stalls": "Stalls",
    "massilia.stat.stall_tiles": "Stall tiles left",
    "massilia.stat.god_cards": "God cards",
    "massilia.stat.screen": "Dice behind screen",
    "massilia.stat.supply": "Personal supply",
    "massilia.stat.round_tile": "Round tile",
    "massilia.stat.passed": "Passed",
    "massilia.stat.known_gods": "Known god cards",
    "massilia.stat.sesterces": "Sesterces",
    "massilia.stat.stones": "Penalty stones",
    "massilia.hand.card": "{god}: {power}",
    "massilia.hand.card_fresh": "{god}: {power} (usable from your next turn)",
    "massilia.die_in_use.die": "{colour} {face} ({source})",
    "massilia.die_in_use.mercurius": "{space} {change}",
    "massilia.final.reputation": "Reputation",
    "massilia.final.stalls": "Stalls on the market ({count})",
    "massilia.final.sesterces": "Sesterces ({count}, 1 point per 3)",
    "massilia.final.stones": "Penalty stones ({count})",
    "massilia.final.total": "Total",
    "massilia.final.total_floor": "Total (never below 0)",

    # --- the status line ----------------------------------------------------------------------
    "massilia.status.round": "Round {round} of {rounds} · {doing}",
    "massilia.status.over": "The game is over · final scoring",
    "massilia.status.setup": "Setting up the market",
    "massilia.status.stalls": "Set-up · {seat} builds a first stall",
    "massilia.status.roll_temple": "Dice · rolling the temple dice",
    "massilia.status.roll": "Dice · rolling {seat}'s dice",
    "massilia.status.keep": "Dice · {seat} chooses dice to keep ({cost} sesterces each)",
    "massilia.status.place": "Actions · {seat} places the goods bought",
    "massilia.status.sacrifice": "Actions · {seat} offers goods to the gods",
    "massilia.status.card": "Actions · {seat} takes a god card",
    "massilia.status.draw": "Actions · draws a god card",
    "massilia.status.refill": "Actions · a face-up god card is replaced",
    "massilia.status.build": "Actions · {seat} may build a stall",
    "massilia.status.shift": "Actions · {seat} may move goods to the new stall",
    "massilia.status.tax": "Actions · {seat} pays the consul's tax",
    "massilia.status.close": "Actions · {seat} may protect a stall from the consul",
    "massilia.status.die": "Actions · {seat} uses a {colour} die worth {value}",
    "massilia.status.to_move": "Actions · {seat} to move",

    # --- refusals ------------------------------------------------------------------------------
    "massilia.why.pass": "You cannot pass now: finish the action under way first.",
    "massilia.why.holding": "You already hold a die: use it, shape it, or cancel.",
    "massilia.why.no_stones": "There are no penalty stones left in the general supply.",
    "massilia.why.sum_at_one": "A sum of two or more dice showing 1 cannot be lowered.",
    "massilia.why.god": "You cannot play that god card now.",
    "massilia.why.afford": "You cannot afford that, or there is no room or no goods for it.",
    "massilia.why.options": "unknown options {options}",

    # --- button labels ------------------------------------------------------------------------
    "massilia.label.stall": "Build your first stall on {space}",
    "massilia.label.keep": "Keep the {colour} {face} in your supply ({cost} sesterces)",
    "massilia.label.keep_free": "Keep the {colour} {face} in your supply (free (Mars))",
    "massilia.label.temple": "Put the other dice on the temple",
    "massilia.label.take": "Take the {colour} {face} {where} ({use})",
    "massilia.label.pass": "Pass and take the round tile worth {value} sesterces",
    "massilia.label.pass_last": "Pass (last to pass: first next round)",
    "massilia.label.stone": "Penalty stone: {change}",
    "massilia.label.god": "Play {god}: {change}",
    "massilia.label.cancel": "Put the die back (undo its stones and cards)",
    "massilia.label.buy": "Buy {goods} for {cost} sesterces",
    "massilia.label.put": "Put {good} on your stall at {space}",
    "massilia.label.move": "Move {figure} {steps} {way} to {space}",
    "massilia.label.reputation": "Buy {value} reputation for {cost} sesterces",
    "massilia.label.offer": "Offer {value} goods to the gods for a god card",
    "massilia.label.sacrifice": "Offer {good} from your stall at {space}",
    "massilia.label.card_deck": "Take the top card of the god deck",
    "massilia.label.card": "Take {god} (face up)",
    "massilia.label.build": "Build a stall here for {cost} sesterces",
    "massilia.label.skip": "Do not build",
    "massilia.label.shift": "Move {good} from {space} to the new stall",
    "massilia.label.done": "Done",
    "massilia.label.accept": "Let the consul close your empty stall",
    "massilia.label.pay": "Pay the tax: {cost} sesterces",
    "massilia.label.return": "Give {good} back to the port instead of paying for it",

    # --- the log ------------------------------------------------------------------------------
    "massilia.log.figures": "The figures are placed at random, one on each side: the consul "
        "{consul}, the pink customer {pink}, the orange one {orange}, the violet one {violet}.",
    "massilia.log.price": "The {space} price tile is {value}.",
    "massilia.log.reveal": "{god} is laid face up.",
    "massilia.log.draw": "{seat} takes the top god card.",
    "massilia.log.drew": "You drew {god}.",
    "massilia.log.roll_temple.one": "The temple's {colour} die shows {faces}.",
    "massilia.log.roll_temple.many": "The temple's {colour} dice show {faces}.",
    "massilia.log.roll.one": "{seat}'s {colour} die shows {faces}.",
    "massilia.log.roll.many": "{seat}'s {colour} dice show {faces}.",
    "massilia.log.stall": "{seat} builds a first stall on {space} with a pink, an orange and a "
                          "violet good.",
    "massilia.log.keep": "{seat} keeps the {colour} {face} for {cost} sesterces.",
    "massilia.log.keep_free": "{seat} keeps the {colour} {face} for free (Mars).",
    "massilia.log.temple": "{seat} puts the other dice on the temple.",
    "massilia.log.take": "{seat} takes the {colour} {face} {where}.",
    "massilia.log.pass": "{seat} passes and takes the round tile worth {value}.",
    "massilia.log.pass_last": "{seat} passes last and will go first next round.",
    "massilia.log.pass_last_final": "{seat} passes last.",
    "massilia.log.stone": "{seat} takes a penalty stone to {change}.",
    "massilia.log.venus": ("{seat} plays {god} and gives back {count} penalty stone.",
                           "{seat} plays {god} and gives back {count} penalty stones."),
    "massilia.log.pluto": "{seat} plays {god}: the consul has no effect on that stall.",
    "massilia.log.god": "{seat} plays {god}.",
    "massilia.log.cancel": "{seat} puts the die back and takes back its penalty stones and cards.",
    "massilia.log.buy": ("{seat} buys {goods} in the port for {count} sesterce.",
                         "{seat} buys {goods} in the port for {count} sesterces."),
    "massilia.log.put": "{seat} puts {good} on the stall at {space}.",
    "massilia.log.goods_put": "{seat} puts {goods} on the stall at {space}.",
    "massilia.log.goods_offered": "{seat} offers {goods} from the stall at {space}.",
    "massilia.log.move": "{seat} moves {figure} to {space}.",
    "massilia.log.sale": "The customer buys at {seat}'s stall: {money} sesterces and "
                         "{reputation} reputation.",
    "massilia.log.reputation": ("{seat} buys {value} reputation for {count} sesterce.",
                                "{seat} buys {value} reputation for {count} sesterces."),
    "massilia.log.offer": "{seat} offers {value} goods to the gods.",
    "massilia.log.sacrifice": "{seat} offers {good}.",
    "massilia.log.card": "{seat} takes {god}.",
    "massilia.log.build": "{seat} builds a stall on {space} for {cost} sesterces.",
    "massilia.log.skip": "{seat} does not build.",
    "massilia.log.shift": "{seat} moves {good} to the new stall.",
    "massilia.log.accept": "The consul closes {seat}'s empty stall on {space}.",
    "massilia.log.pay": ("{seat} pays the consul's tax: {count} sesterce.",
                         "{seat} pays the consul's tax: {count} sesterces."),
    "massilia.log.return": "{seat} gives {good} back to the port instead of paying tax.",
    "massilia.log.other": "{seat} plays {action}.",
    "massilia.log.round_ends": "Round {round} ends.",
    "massilia.log.next_round": "Round {round} ends. The turn order of round {next}: {order}.",
    "massilia.log.prices_move": "The price tiles move on one space: {tiles}.",
    "massilia.log.over.win": "The game is over: {winners} wins with {points} points{tie}",
    "massilia.log.over.shared": "The game is over: {winners} share the win with {points} "
                                "points{tie}",
    "massilia.log.over.others": "{line}. The others: {others}.",
    "massilia.log.over.alone": "{line}.",
    "massilia.tie.even": ", with as many stalls on the market, sesterces and penalty stones as "
                         "each other",
    "massilia.tie.by_stalls": ", tied with {beaten} on {same} but with more stalls on the "
                              "market ({ours} to {theirs})",
    "massilia.tie.by_sesterces": ", tied with {beaten} on {same} but with more sesterces "
                                 "({ours} to {theirs})",
    "massilia.tie.by_stones": ", tied with {beaten} on {same} but with fewer penalty stones "
                              "({ours} to {theirs})",

    # --- the board's own words (web/games/massilia.js) -----------------------------------------
    "massilia.board.player": "Player {number}",
    "massilia.board.you": "{name} (you)",
    "massilia.board.description": "Massilia board. {status}",
    "massilia.board.prompt.build": "Build a stall here?",
    "massilia.board.prompt.shift": "Move goods to the new stall, or stop",
    "massilia.board.prompt.close": "The consul closes your empty stall",
    "massilia.board.prompt.tax": "The consul's tax",
    "massilia.board.prompt.place": "Place the goods",
    "massilia.board.prompt.sacrifice": "Offer goods",
    "massilia.board.prompt.card": "Take a god card",
    "massilia.board.prompt.keep": "Keep dice in your supply",
    "massilia.board.prompt.choice": "Your choice",
    "massilia.board.initial.consul": "C",
    "massilia.board.initial.pink": "P",
    "massilia.board.initial.orange": "O",
    "massilia.board.initial.violet": "V",
    "massilia.board.die_use": "{seat}'s die: {use}",
    "massilia.board.use.grey": "offer to the gods",
    "massilia.board.use.brown": "move a figure",
    "massilia.board.use.black": "buy reputation",
    "massilia.board.use.beige": "buy goods",
    "massilia.board.as_colour": "as {colour}",
    "massilia.board.played": "played: {gods}",
    "massilia.board.mercurius": "{god}: {change}",
    "massilia.board.penalty_stones": ("{count} penalty stone", "{count} penalty stones"),
    "massilia.board.put_back": "click the die to put it back",
    "massilia.board.rolled_by": "{seat} rolled",
    "massilia.board.rolled": "Rolled",
    "massilia.board.keep_cost": "keep a die: {cost} sesterces",
    "massilia.board.goods": "{count} {good}",
    "massilia.board.places": "{seat} places {goods}",
    "massilia.board.offers_more": ("{seat} offers {count} more good",
                                   "{seat} offers {count} more goods"),
    "massilia.board.takes_cards": ("{seat} takes {count} god card", "{seat} takes {count} god cards"),
    "massilia.board.may_build": "{seat} may build here",
    "massilia.board.build_cost": "for {cost} sesterces",
    "massilia.board.may_shift": "{seat} may move goods",
    "massilia.board.to_new_stall": "to the new stall",
    "massilia.board.pays_tax": "{seat} pays the tax",
    "massilia.board.tax_rate": "{cost} sesterce per good",
    "massilia.board.consul_closes": "The consul closes",
    "massilia.board.empty_stall_of": "{seat}'s empty stall",
    "massilia.board.temple": "Temple",
    "massilia.board.temple_click": "click: the other dice go here",
    "massilia.board.price": "price",
    "massilia.board.port": "Port",
    "massilia.board.port_note": "stock · price · reputation",
    "massilia.board.costs": "costs {cost}",
    "massilia.board.no_reputation": "no reputation",
    "massilia.board.deck": "deck",
    "massilia.board.empty": "empty",
    "massilia.board.god_cards_title": "God cards",
    "massilia.board.offer_click": "click: offer goods for a card",
    "massilia.board.discard_pile": "Discard pile",
    "massilia.board.discarded": "{god} ×{count}",
    "massilia.board.round": "Round {round} of {rounds}",
    "massilia.board.stones_left": ("{count} stone left", "{count} stones left"),
    "massilia.board.turn_order": "Turn order →",
    "massilia.board.tile": "tile {value}",
    "massilia.board.passed": "passed",
    "massilia.board.passed_tile": "passed · tile {value}",
    "massilia.board.pass_tile": "Pass: take the top tile",
    "massilia.board.round_tiles": "Round tiles",
    "massilia.board.none_left": "none left",
    "massilia.board.reputation": "Reputation",
    "massilia.board.stalls": "Stalls {stalls} · tiles left {tiles}",
    "massilia.board.behind_screen": ("Behind screen: {count} die", "Behind screen: {count} dice"),
    "massilia.board.sesterces": ("{count} sesterce", "{count} sesterces"),
    "massilia.board.stones": ("{count} stone", "{count} stones"),
    "massilia.board.god_cards": "God cards {count}",
    "massilia.board.no_supply_dice": "no dice in the personal supply",

    # --- the rulebook's worked examples (examples.py) ------------------------------------------
    "massilia.example.dice.1": "The end of a round: green passes first and takes the round tile…",
    "massilia.example.dice.2": "…and red passes last, so red is the start player of the next "
        "round. The dice phase begins; the temple is empty, so nothing is rolled there, and the "
        "start player rolls first.",
    "massilia.example.dice.3": "Red, the start player, rolls the dice behind his screen: the two "
        "brown ones show 2 and 5…",
    "massilia.example.dice.4": "…the black one 3…",
    "massilia.example.dice.5": "…and the beige one 4.",
    "massilia.example.dice.6": "Red keeps the beige 4 in his own supply and pays 2 sesterces to "
        "the bank for it.",
    "massilia.example.dice.7": "The two brown dice and the black one go onto the temple, where "
        "every player may take them. Now the second player, green, rolls the dice behind his "
        "screen.",
    "massilia.example.purchase.1": "Red takes the beige 4 from his supply: beige buys goods in "
        "the port, as many as the die shows.",
    "massilia.example.purchase.2": "He buys 2 violet goods at the violet price tile's 2 and 2 "
        "beige goods at 1: 6 sesterces to the bank. The violet scoring marker drops to the next "
        "lower value, 2.",
    "massilia.example.purchase.2.question": "Red's beige die shows 4. What does he buy in the "
        "port?",
    "massilia.example.purchase.2.hint": "A beige die buys as many goods as it shows: goods of one "
        "colour at that colour's price tile, and beige goods at 1 sesterce each may make up the "
        "number. The book's red player buys the colour whose scoring marker stands highest, and "
        "beige goods besides, which any customer takes when its own colour is missing.",
    "massilia.example.purchase.3": "He shares the four goods among his stalls: a violet one to "
        "the stall on space 18…",
    "massilia.example.purchase.4": "…the second violet there too…",
    "massilia.example.purchase.5": "…and a beige one; the last good goes to the only stall with "
        "room left.",
    "massilia.example.stones.1": "Red takes his black 6: a black die buys as many steps of "
        "reputation as it shows, each at the temple's price tile, 2 sesterces. Six steps would "
        "cost 12, and red has 8.",
    "massilia.example.stones.2": "He takes a penalty stone to lower the die to 5…",
    "massilia.example.stones.3": "…and a second one for 4: two stones change the die's value by "
        "2.",
    "massilia.example.stones.4": "He buys 4 reputation for 8 sesterces. The two stones go behind "
        "his screen and will cost him 3 points at the end.",
    "massilia.example.customer.1": "Red chooses a brown die showing 5 to move the violet "
        "customer: a brown die moves a customer or the consul exactly its value.",
    "massilia.example.customer.2": "5 is too far: he takes a penalty stone to make it 4…",
    "massilia.example.customer.3": "…and a second one for 3. The stones are taken when the "
        "action is done.",
    "massilia.example.customer.4": "The customer walks 3 spaces to red's stall and buys his 2 "
        "violet goods: 3 sesterces each, the temple's price tile, so 6 sesterces, and 2 "
        "reputation each, the violet score marker's value, so 4 reputation. Then the marker "
        "rises to 3.",
    "massilia.example.minerva.1": "Green chooses a brown die showing 3.",
    "massilia.example.minerva.2": "He plays Minerva to lower the value. The printed example says "
        "Minerva makes the 3 a 1, but the card changes a die by 1: we follow the card and read "
        "the example as a misprint. The 3 becomes 2…",
    "massilia.example.minerva.3": "…and a penalty stone makes it 1, the value the book wants.",
    "massilia.example.minerva.4": "The violet customer steps to green's stall and buys 2 violet "
        "goods at the temple tile's 2 sesterces each: 4 sesterces and 4 reputation; the violet "
        "scoring marker rises to 3.",
    "massilia.example.consul.1": "Yellow takes a brown 2, this time for the consul.",
    "massilia.example.consul.2": "The consul stops beside an empty space.",
    "massilia.example.consul.3": "Yellow pays 5 sesterces to the bank and puts one of his stall "
        "tiles on the space.",
    "massilia.example.consul.3.question": "The consul stops beside an empty space. Does Yellow "
        "build a stall there?",
    "massilia.example.consul.3.hint": "At the end, 3 stalls on the market score 9 points where 2 "
        "score only 4, and every stall holds goods where the customers come by. Such a chance "
        "comes when the consul stops beside an empty space, and Yellow has the money for it.",
    "massilia.example.consul.4": "The book's example ends here; the next steps are ours, to show "
        "the rule before it: he may move goods from his other stalls to the new one, a pink good…",
    "massilia.example.consul.5": "…and a violet one.",
    "massilia.example.consul.6": "His turn is over.",
    "massilia.example.phoebus.1": "A player takes a grey die showing 4.",
    "massilia.example.phoebus.2": "Phoebus lets him use the grey die as a brown one.",
    "massilia.example.phoebus.3": "A penalty stone changes its value to 3.",
    "massilia.example.phoebus.4": "Mercurius raises the price tile beside the temple, for this "
        "action only: from 2 to 3.",
    "massilia.example.phoebus.5": "The book's example ends with the cards and the stone; this "
        "sale is ours, to show what they do: the orange customer walks 3 spaces to his stall and "
        "buys his 3 orange goods at the raised price, 9 sesterces.",
    "massilia.example.first-turn.figures": "Set-up: the consul and the three customers are "
        "placed at random, one on each side of the market.",
    "massilia.example.first-turn.1": "Then a price tile is drawn for the temple…",
    "massilia.example.first-turn.2": "…one for the violet goods…",
    "massilia.example.first-turn.3": "…for the orange ones…",
    "massilia.example.first-turn.4": "…and for the pink ones.",
    "massilia.example.first-turn.5": "Two god cards are laid face up beside the board: Minerva…",
    "massilia.example.first-turn.6": "…and Pluto.",
    "massilia.example.first-turn.7": "Each player builds a first stall, one in each quarter of "
        "the market.",
    "massilia.example.first-turn.8": "With two players the second player builds twice…",
    "massilia.example.first-turn.9": "…in another quarter…",
    "massilia.example.first-turn.10": "…and the first player builds his second stall last.",
    "massilia.example.first-turn.11": "The dice phase: the temple's four dice are rolled…",
    "massilia.example.first-turn.12": "…grey 4, brown 5…",
    "massilia.example.first-turn.13": "…black 1…",
    "massilia.example.first-turn.14": "…beige 1. Then the start player rolls his own four dice "
        "behind his screen.",
    "massilia.example.first-turn.15": "Grey 6…",
    "massilia.example.first-turn.16": "…brown 3…",
    "massilia.example.first-turn.17": "…black 5…",
    "massilia.example.first-turn.18": "…beige 1.",
    "massilia.example.first-turn.19": "He keeps the grey 6 behind his screen, for 2 sesterces.",
    "massilia.example.first-turn.20": "The others go onto the temple, for anyone to take.",
    "massilia.example.first-turn.title": "The start of a game: set-up and the first dice",
    "massilia.example.first-turn.source": "Rules: set-up and the dice phase",
    "massilia.example.first-turn.intro": "A new game for two: the figures, price tiles, god cards "
        "and stalls are still to come.",
    "massilia.example.dice.title": "The dice phase",
    "massilia.example.dice.source": "Rulebook, dice phase: “Beispiel: Der Startspieler würfelt…”",
    "massilia.example.dice.intro": "Every die has been used in round 1: Red holds two brown dice, "
        "a black and a beige one behind his screen, Green the other eight. The temple is empty.",
    "massilia.example.stones.title": "Two penalty stones change a die by 2",
    "massilia.example.stones.source": "Rulebook, penalty stones: “So kann ein Spieler zum "
        "Beispiel 2 Strafsteine nehmen…”",
    "massilia.example.stones.intro": "Red holds a black 6 and 8 sesterces; the temple's price "
        "tile is 2.",
    "massilia.example.purchase.title": "Buying goods in the port",
    "massilia.example.purchase.source": "Rulebook, beige die: “Beispiel: Ein Spieler wählt einen "
        "beigen Würfel mit dem Wert 4…”",
    "massilia.example.purchase.intro": "Red has 10 sesterces and a beige 4; violet goods cost 2, "
        "beige 1.",
    "massilia.example.customer.title": "A customer brought with two penalty stones",
    "massilia.example.customer.source": "Rulebook, brown die: “Beispiel: Der rote Spieler wählt "
        "einen braunen Würfel mit dem Wert 5…”",
    "massilia.example.customer.intro": "Red's stall at the top left holds 2 violet goods; the "
        "violet customer is 3 spaces away. The temple's price tile is 3, the violet score marker "
        "2.",
    "massilia.example.minerva.title": "Minerva lowers a die (a misprint corrected)",
    "massilia.example.minerva.source": "Rulebook, god cards: “Beispiel: Der grüne Spieler wählt "
        "einen braunen Würfel mit dem Wert 3…”",
    "massilia.example.minerva.intro": "Green's stall holds 2 violet goods; the violet customer "
        "stands one space away.",
    "massilia.example.consul.title": "The consul builds a stall",
    "massilia.example.consul.source": "Rulebook, the consul: “Beispiel: Der gelbe Spieler bewegt "
        "den Konsul…”",
    "massilia.example.consul.intro": "Yellow has 9 sesterces and a brown 2; the consul is 2 "
        "spaces from an empty space.",
    "massilia.example.phoebus.title": "Phoebus, a stone and Mercurius in one action",
    "massilia.example.phoebus.source": "Rulebook, god cards: “Beispiel: Ein Spieler spielt eine "
        "Karte Phoebus aus…”",
    "massilia.example.phoebus.intro": "His stall holds 3 orange goods; he has Phoebus and "
        "Mercurius in hand.",
}

register(MESSAGES)  # so a refusal of this game reads in English when printed
