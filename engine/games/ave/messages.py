"""The English text of every message this game's rules and views say (see :mod:`engine.messages`).

Ids start with the game's id; terms (``term.<game>.<key>``) name its components, places and
actions: ``term.ave.tile.<tile>`` a tile's name, ``term.ave.a_tile.<tile>`` the same with its
article as a sentence says it, and bags, maps, senate colours, provinces and hills.

>>> MESSAGES["term.ave.a_tile.aqueduct"], MESSAGES["term.ave.a_tile.senator_red"]
('an Aqueduct', 'a red senator')
>>> MESSAGES["term.ave.a_tile.augustus"]
'Caesar Augustus'
"""

from engine.messages import register
from engine.games.ave import data as D


def tile_name(tile):
    """A tile's English name (its term ``term.ave.tile.<tile>``).

    >>> tile_name("senator_blue"), tile_name("revolt8"), tile_name("fire3")
    ('Blue senator', 'Revolt in Lugdunensis (8)', 'Fire in quarter 3')
    """
    if tile in D.BUILDINGS:
        return D.BUILDINGS[tile][0]
    if tile in D.CAESARS:
        return "Caesar " + D.CAESARS[tile][0]
    if tile.startswith("senator_"):
        return tile[8:].capitalize() + " senator"
    if tile.startswith("revolt"):
        number = int(tile[6:])
        return "Revolt in %s (%d)" % (D.PROVINCE_NAME[number], number)
    if tile == "nero":
        return "Nero (fire in every quarter)"
    if tile.startswith("fire"):
        return "Fire in quarter " + tile[4:]
    return {"person": "Person", "road": "Road", "park": "Park", "plaza": "Plaza",
            "limes": "Limes", "mine": "Mine"}[tile]


def with_article(tile):
    """A tile's English name with an article, as the sentences that name it say it (its term
    ``term.ave.a_tile.<tile>``: a translation gives the form those sentences need)."""
    name = tile_name(tile)
    if tile in D.CAESARS or tile.startswith(("revolt", "fire", "nero")):
        return name
    name = name[0].lower() + name[1:] if tile.startswith("senator_") else name
    return ("an " if name[0] in "AEIOUaeiou" else "a ") + name


STATUS = {
    "ave.status.over": ("Game over after round {round} · {winners} becomes the new Caesar",
                        "Game over after round {round} · {winners} become the new Caesar"),
    "ave.status.first": "Setup · the first start player is drawn",
    "ave.status.setup": "Setup · {seat} draws starting tiles",
    "ave.status.round": "Round {round} of {last_round} · {doing}",
    "ave.status.last_round": "Round {round} of {last_round} (the last) · {doing}",
    "ave.status.draw": "Buying tiles · {seat} draws {bag}",
    "ave.status.fire": "Fire! The dice decide where it strikes",
    "ave.status.revolt": "Revolt! Legions and barbarians fight",
    "ave.status.buy": "Buying tiles · {seat} declares how many to buy",
    "ave.status.keep": "Buying tiles · {seat} chooses which Caesar to keep",
    "ave.status.influence": ("Senate · {seat} has {count} influence point",
                             "Senate · {seat} has {count} influence points"),
    "ave.status.senators": "Senate · {seat} may use senator tiles",
    "ave.status.gift": "Caesar's gifts · {seat} takes gold or legions",
    "ave.status.actions": "Actions · {seat} acts",
    "ave.status.actions_on_map": "Actions · {seat} acts on the {map} map",
    "ave.status.battle": "Conquest · {seat}'s legions and the barbarians roll",
    "ave.status.battle_choice": "Conquest · {seat} fights on or retreats",
    "ave.status.station": "Conquest · {seat} stations legions",
    "ave.status.discard": "Round end · {seat} discards down to {limit} tiles",
}

LABELS = {
    "ave.label.buy": "Buy {tiles} for {gold} gold",
    "ave.label.from_bag": "{count} {bag}",
    "ave.label.buy_none": "Buy no tiles this round",
    "ave.label.gift_gold": "Take {gold} gold",
    "ave.label.gift_legions": ("Take {count} legion", "Take {count} legions"),
    "ave.label.attack": ("Attack {province} ({barbarians}) with {legions}: wins {percent}% if "
                         "fought to the end"),
    "ave.label.give_away": "Give away the remaining influence points",
    "ave.label.stop": "End your turn",
    "ave.label.start": "Draw your three starting tiles {bag}",
    "ave.label.start_none": "Start without tiles",
    "ave.label.first": "{seat} starts",
    "ave.label.draw": "Draw a tile {bag}",
    "ave.label.keep": "Keep {tile} and discard the other Caesar",
    "ave.label.discard": "Discard {tile}",
    "ave.label.up": "Move the {colour} senator up one step",
    "ave.label.down": "Move the {colour} senator down one step",
    "ave.label.senator_up": "Play a {colour} senator tile: move the {colour} senator up",
    "ave.label.senator_down": "Play a {colour} senator tile: move the {colour} senator down",
    "ave.label.done": "Keep your senator tiles for later",
    "ave.label.build": "Build {tile} in {where} for {gold} gold",
    "ave.label.settle": "Settle a person as an inhabitant for {gold} gold",
    "ave.label.recruit": "Raise a person as a legion for {gold} gold",
    "ave.label.limes": "Build a limes in {province} for {gold} gold",
    "ave.label.reinforce": "Send a second legion to {province}",
    "ave.label.station": "Station {legions} legions in the conquered province",
    "ave.label.fight": "Fight another round",
    "ave.label.retreat": "Retreat: the legions come back, the barbarians regroup",
    "ave.label.end": "End your actions for this round",
    "ave.label.fire": "Fire at row {row}, column {col}",
    "ave.label.battle": "Legions hit {legion_hits}, barbarians hit {barbarian_hits}",
}

LOG = {
    "ave.log.first": "Drawn by lot: {seat} starts.",
    "ave.log.start": "{seat} draws three starting tiles {bag}.",
    "ave.log.start_none": "{seat} starts without tiles.",
    "ave.log.buy": "{seat} pays {gold} gold for {tiles}.",
    "ave.log.from_bag": "{count} tiles {bag}",
    "ave.log.buy_none": "{seat} buys no tiles.",
    "ave.log.draw": "{seat} draws a tile {bag}.",
    "ave.log.you_drew": "You drew {tile}.",
    "ave.log.draw_open": "{seat} draws {tile} and lays it open.",
    "ave.log.draw_strikes": "{seat} draws a tile: {tile}!",
    "ave.log.keep": "{seat} keeps {tile} and discards the other Caesar.",
    "ave.log.fire_burns": "Fire in {where}: {seat}'s {tile} burns down.",
    "ave.log.fire_nothing": "Fire in {where}: nothing burns.",
    "ave.log.revolt_gathers": "One more barbarian army gathers in {province}.",
    "ave.log.revolt_fight": "{seat}'s {legions} must fight {rebels} rebels in {province}.",
    "ave.log.battle": "In {province} the legions score {hits} and the barbarians {barbarian_hits}.",
    "ave.log.holds": "{seat} holds {province} for Rome.",
    "ave.log.revolt_lost": "{province} falls to the barbarians.",
    "ave.log.conquest_lost": "The barbarians keep {province}.",
    "ave.log.up": "{seat} moves the {colour} senator up to {step}.",
    "ave.log.down": "{seat} moves the {colour} senator down to {step}.",
    "ave.log.stop": "{seat} ends the senate turn.",
    "ave.log.senator_up": "{seat} plays a {colour} senator tile: the {colour} senator moves up "
                          "to {step}.",
    "ave.log.senator_down": "{seat} plays a {colour} senator tile: the {colour} senator moves "
                            "down to {step}.",
    "ave.log.gift": "Caesar's gift: {seat} takes {got}.",
    "ave.log.permits": "The senate grants permits: {permits}.",
    "ave.log.build": "{seat} builds {tile} in {where}.",
    "ave.log.settle": "{seat} settles an inhabitant.",
    "ave.log.recruit": "{seat} raises a legion.",
    "ave.log.attack": "{seat} attacks {province} with {legions}.",
    "ave.log.reinforce": "{seat} sends a second legion to {province}.",
    "ave.log.limes": "{seat} builds a limes in {province}.",
    "ave.log.fight": "{seat} fights on.",
    "ave.log.retreat": "{seat} retreats; the barbarians regroup.",
    "ave.log.station": "{seat} stations {legions} legions.",
    "ave.log.end": "{seat} ends the round's actions.",
    "ave.log.discard": "{seat} discards {tile}.",
    "ave.log.round_begins": "Round {round} of {last_round} begins; {seat} starts. "
                            "Income: {income} gold.",
    "ave.log.last_round_begins": "Round {round} of {last_round} begins; {seat} starts. "
                                 "It is the last round. Income: {income} gold.",
    "ave.log.game_over": ("The game ends: {winners} becomes the new Caesar.",
                          "The game ends: {winners} become the new Caesar."),
}

WHY = {  # why a move is refused
    # a game started with options: the core says which game refuses them, AVE that it has none
    "ave.no_options": "AVE does not take these options: AVE has no options ({options}).",
    "ave.damaged_state": "This AVE game is damaged: its {field} is missing.",
    "ave.why.caesar_stone": "The Caesar stone cannot be influenced.",
    "ave.why.influence_costs": "Influencing the senate costs 1 gold, and you have none.",
    "ave.why.senator_on_nought": ("A senator on nought cannot move lower; the track runs over "
                                  "only upwards."),
    "ave.why.buy_at_most": "You may buy at most three threes (nine tiles) a round.",
    "ave.why.buy_gold": "Each three tiles cost 1 gold, and you cannot pay that many.",
    "ave.why.on_province_map": ("You act on the province map this round, so you cannot build "
                                "in the city."),
    "ave.why.on_city_map": ("You built in the city this round, so you cannot act on the "
                            "province map."),
    "ave.why.single_legion": ("A province of yours holds a single legion: reinforce it before "
                              "attacking."),
    "ave.why.no_tile": "You have no {tile} tile in your hand.",
    "ave.why.no_permits": "The {colour} senator grants no permits this round.",
    "ave.why.costs": "That costs {price} gold, and you have {gold}.",
    "ave.why.one_mine": "You may build only one mine a round.",
    "ave.why.not_attackable": ("Legions attack only a barbarian province beside Rome or beside a "
                               "Roman province that is joined to Rome."),
    "ave.why.legions_ready": "You have only {count} legions ready to march.",
    "ave.why.inhabitant_building": "Each inhabitant needs a building of yours: build one first.",
    "ave.why.limes_conquered": "A limes cannot be built in the round its province was conquered.",
    "ave.why.square_taken": "That square is taken.",
    "ave.why.mines_on_hills": "Mines stand on the seven hills, and nothing else does.",
    "ave.why.road_here": ("A road carries on from a road or a plaza on a road, touches at most "
                          "two roads and keeps two sides open."),
    "ave.why.building_on_street": "A building must stand beside a road or a plaza.",
    "ave.why.one_per_quarter": "This quarter already has a {tile}.",
    "ave.why.closes_road": "That would close a road: every road must be able to carry on.",
    "ave.why.no_road_square": "No square where a road may carry on now.",
    "ave.why.no_free_hill": "No free hill for a mine.",
    "ave.why.no_square": "No free square beside a road or a plaza where it may stand now.",
}

PARTS = {  # pieces that sentences are made of
    "ave.and": "{first} and {rest}",
    "ave.comma": "{first}, {rest}",
    "ave.where": "quarter {quarter}, row {row}, column {col}",
    "ave.where_hill": "quarter {quarter}, row {row}, column {col} (the {hill})",
    "ave.legions": ("{count} legion", "{count} legions"),
    "ave.barbarians": ("{count} barbarian", "{count} barbarians"),
    "ave.hits": ("{count} hit", "{count} hits"),
    "ave.gold": "{gold} gold",
    "ave.income": "{seat} {gold}",
    "ave.permit": "{colour} {gold}",
    "ave.permits": "{granted} gold",
    "ave.permits_closed": "{granted} gold; closed: {closed}",
    "ave.permits_none": "none",
    **{f"ave.from_bag.{bag}": f"from the {bag} bag" for bag in D.BAGS},
}

VIEW = {  # the words of the players' panels and of the final reckoning
    "ave.none": "none",
    "ave.name": "{name}",
    "ave.stat.fame": "Fame",
    "ave.stat.gold": "Gold",
    "ave.stat.hand": "Hand (black/white)",
    "ave.stat.inhabitants": "Inhabitants",
    "ave.stat.legions": "Legions ready",
    "ave.stat.provinces": "Provinces",
    "ave.stat.mines": "Mines",
    "ave.stat.senators": "Senators",
    "ave.stat.senator_tiles": "{colour} {count}",
    "ave.stat.caesar": "Caesar",
    "ave.final.buildings": "Buildings",
    "ave.final.triples": "Triples",
    "ave.final.roads": "Roads and parks",
    "ave.final.provinces": "Provinces with two legions",
    "ave.final.limes": "Limes",
}

EXAMPLES = {  # the rulebook's worked examples (examples.py): {a} and {b} are the book's players
    # a tile drawn in an example, as the caption says it
    "ave.example.draw.open": ("{seat} draws {tile} and lays it face up in front of him: "
                              "senators and Caesars are open for everyone to see."),
    "ave.example.draw.strikes": "{seat} draws {tile}: everyone sees it, and it strikes at once.",
    "ave.example.draw.hidden": "{seat} draws a tile face down: only {seat} sees what it is.",

    "ave.example.first-turn.title": "The start of a game: three tiles each",
    "ave.example.first-turn.source": "Rules: set-up",
    "ave.example.first-turn.intro": ("Not one of the book's examples: Ludi plays the set-up the "
                                     "book describes and a first round, each player taking the "
                                     "first choice offered. A new game for two: Rome has its "
                                     "four starting roads."),
    "ave.example.first-turn.first": "The start player is drawn by lot: {seat} starts.",
    "ave.example.first-turn.start": "{seat} draws three starting tiles from the black bag.",
    "ave.example.first-turn.buy": ("Round 1 begins with buying tiles in threes: {seat} buys "
                                   "none this time."),
    "ave.example.first-turn.stop": ("Influencing the senate ({a} 4 points, {b} 3, {a} 2, {b} 1): "
                                    "{seat} gives the points away."),
    "ave.example.first-turn.done": "{seat} keeps the senator tiles for later.",
    "ave.example.first-turn.end": "{seat} ends the actions of the round.",
    "ave.example.first-turn.income": ("Every round, the first one too, begins with the income: "
                                      "{base} gold a player, and 1 more for each mine, each "
                                      "inhabitant and each province held with at least 2 legions. "
                                      "Round {round}: {incomes}."),
    "ave.example.first-turn.income_of": "{seat} takes {gold} gold",

    "ave.example.buying.title": "Buying tiles in threes",
    "ave.example.buying.source": ("Text, buying tiles: “Beispiel: 2×3 Kärtchen aus dem "
                                  "schwarzen und 1×3 Kärtchen aus dem weissen Beutel.”"),
    "ave.example.buying.intro": "{a} has 10 gold at the start of round 1.",
    "ave.example.buying.buy": ("Tiles are bought in threes, at most three times: {a} takes 2 × 3 "
                               "tiles from the black bag and 1 × 3 from the white one, for 3 "
                               "gold. He says so before drawing."),
    "ave.example.buying.first_tile": ("The tiles drawn are Ludi's, not the book's. Tile {number} "
                                      "of 9, {bag}: {drawn}"),
    "ave.example.buying.tile": "Tile {number} of 9, {bag}: {drawn}",

    "ave.example.senate-wrap.title": "The senate column wraps from 6 to 0",
    "ave.example.senate-wrap.source": ("Text, influencing the senate: “Beispiel: Der grüne "
                                       "Senatsstein steht bei 5.”"),
    "ave.example.senate-wrap.intro": "The green senator stone stands at 5.",
    "ave.example.senate-wrap.step1": ("Two players influence the senate in the order {a} 4 "
                                      "points, {b} 3, {a} 2, {b} 1. These first two steps are "
                                      "Ludi's, not the book's, to reach its turn of 2 points: "
                                      "{a} gives his 4 points away…"),
    "ave.example.senate-wrap.step2": "…and so does {b}.",
    "ave.example.senate-wrap.step3": ("{a} now has 2 points. He pays one gold to the bank "
                                      "(however many steps he moves) and moves the green stone "
                                      "up: 5 to 6…"),
    "ave.example.senate-wrap.question": ("The green senator stone stands at 5 and {a} has 2 "
                                         "points. How does he move it to 0?"),
    "ave.example.senate-wrap.hint": "Each influence point moves a stone one step, and the column "
        "has no end: a stone moved on past the 6 comes round to 0.",
    "ave.example.senate-wrap.step4": ("…and on over the 6 to 0. Green stands at 0: no green "
                                      "building can be built this round."),

    "ave.example.evaluation.title": "Evaluating the senate",
    "ave.example.evaluation.source": ("Text, evaluating the senate: “Beispiel: Der blaue Stein "
                                      "steht auf 5…”"),
    "ave.example.evaluation.intro": "The senate before the players influence it.",
    "ave.example.evaluation.step1": ("Blue stands at 5, white and orange at 3, yellow at 2, the "
                                     "rest at 0. The four passes are Ludi's steps, not the "
                                     "book's, to reach the evaluation: {a} lets his 4 influence "
                                     "points go…"),
    "ave.example.evaluation.step2": "…{b} his 3…",
    "ave.example.evaluation.step3": "…{a} his 2…",
    "ave.example.evaluation.step4": ("…and {b} his last one. The senate is evaluated: the highest "
                                     "stone, blue, gets the cheapest permit, 1 gold; white and "
                                     "orange share the next column at 3; yellow comes third at "
                                     "4. Stones at 0 may not be built at all."),

    "ave.example.senate-order.title": "Two players influence the senate",
    "ave.example.senate-order.source": ("Text, influencing the senate: “Bei 2 Spielern: Spieler "
                                        "A) 4, danach Spieler B) 3, dann wieder Spieler A) 2 und "
                                        "Spieler B) 1 Punkt.”"),
    "ave.example.senate-order.intro": ("Round 1's senate: every stone at 0; {a} owns a fountain, "
                                       "{b} nothing."),
    "ave.example.senate-order.step1": ("With two players the senate is influenced in four turns: "
                                       "{a} 4 points, {b} 3, {a} 2, {b} 1. The order is the "
                                       "book's; the moves are Ludi's. {a} owns more fame, so he "
                                       "pays one gold for his turn, and moves blue up…"),
    "ave.example.senate-order.step2": "…twice…",
    "ave.example.senate-order.step3": "…and gives his last 2 points away.",
    "ave.example.senate-order.step4": ("{b} has the fewest fame points and influences for free: "
                                       "3 points, white up…"),
    "ave.example.senate-order.step5": "…and up…",
    "ave.example.senate-order.step6": "…and up again.",
    "ave.example.senate-order.step7": "{a}'s second turn has 2 points: he lets them go.",
    "ave.example.senate-order.step8": ("{b}'s last point lifts yellow; a player may spread "
                                       "points over several colours and move stones up or "
                                       "down."),

    "ave.example.caesars-gifts.title": "Caesar's gifts",
    "ave.example.caesars-gifts.source": "Text, step 5: “Cäsars Geschenke”",
    "ave.example.caesars-gifts.intro": ("Each player holds a Caesar tile; the Caesar stone "
                                        "stands at 2."),
    "ave.example.caesars-gifts.step1": ("The Caesar stone stands at 2, every senator stone "
                                        "lower. The steps are Ludi's, not a book example: {a} "
                                        "lets his influence points go…"),
    "ave.example.caesars-gifts.step2": "…so does {b}…",
    "ave.example.caesars-gifts.step3": "…and {a} again…",
    "ave.example.caesars-gifts.step4": ("…and {b}: nobody has moved a stone, so the Caesar stone "
                                        "is higher than every other: Caesar's gifts are paid."),
    "ave.example.caesars-gifts.step5": "{a} takes his Caesar tile's gold…",
    "ave.example.caesars-gifts.step6": ("…{b} takes legions instead. The Caesar tiles are spent "
                                        "and the Caesar stone goes back to 0."),

    "ave.example.cost-1.title": "What an aqueduct and a fountain cost",
    "ave.example.cost-1.source": "Text, building: “Beispiel 1”",
    "ave.example.cost-1.intro": "{a} has 13 gold and the permits of round 1: blue costs 1.",
    "ave.example.cost-1.step1": ("Blue costs only 1 gold of permit, so {a} builds his expensive "
                                 "aqueduct: 10 gold and 1 for the permit…"),
    "ave.example.cost-1.step2": ("…and a fountain, 1 gold and again 1 for the permit: 13 gold "
                                 "in all. Each permit moves the blue stone one down."),

    "ave.example.cost-2.title": "A fountain, a school and two inhabitants",
    "ave.example.cost-2.source": "Text, building: “Beispiel 2”",
    "ave.example.cost-2.intro": "{a} has 13 gold; blue costs 1, white and orange 3.",
    "ave.example.cost-2.step1": "{a} builds a fountain: 1 gold and the blue permit, 1…",
    "ave.example.cost-2.step2": "…and a school: 2 gold and the white permit, 3. 7 gold so far.",
    "ave.example.cost-2.step3": ("He settles a person as an inhabitant: only the orange permit, "
                                 "3 gold, and one of his buildings to live in…"),
    "ave.example.cost-2.step4": "…and a second one: 13 gold spent in all.",

    "ave.example.triple.title": "A triple of white buildings",
    "ave.example.triple.source": ("Text, building: “Beispielsweise Krankenhaus, Schule und "
                                  "Bibliothek (weiss)”"),
    "ave.example.triple.intro": "{a} holds a road and the three white buildings.",
    "ave.example.triple.step1": ("{a} lays a road in a quarter of Rome (Ludi's step: the book "
                                 "names only the three buildings)…"),
    "ave.example.triple.step2": "…and builds the hospital beside it…",
    "ave.example.triple.step3": "…and the school.",
    "ave.example.triple.step4": ("The library is the third white building in the same quarter, "
                                 "all three his: a triple, one more fame point."),
}

BOARD = {  # the words the board (web/games/ave.js) draws itself; numbers are arguments
    **{f"ave.board.short.{b}": name[:3] for b, (name, *_) in D.BUILDINGS.items()},
    "ave.board.prompt.first": "Setup",
    "ave.board.prompt.setup": "Setup: draw three tiles from a bag (click it) or none",
    "ave.board.prompt.buy": "Buy tiles: how many threes from which bag?",
    "ave.board.prompt.keep": "Which Caesar do you keep?",
    "ave.board.prompt.influence": "Senate: move stones with the arrows, or stop",
    "ave.board.prompt.senators": "Senate: play senator tiles",
    "ave.board.prompt.gift": "Caesar's gift",
    "ave.board.prompt.actions": "Your actions: pick a tile, a province, or end",
    "ave.board.prompt.battle_choice": "Conquest: fight on or retreat?",
    "ave.board.prompt.station": "Conquest: how many legions stay?",
    "ave.board.prompt.discard": "Hand limit: discard a tile from your hand",
    "ave.board.prompt.default": "Your choice",
    "ave.board.city": "Rome, the city",
    "ave.board.city_note": "quarters 1-4 · d4 row · d6 column",
    "ave.board.fire": "Fire! {tile}",
    "ave.board.empire": "The empire",
    "ave.board.empire_note": "land borders — sea arrows ⇢",
    "ave.board.empire_key": "grey stone: barbarian armies · seat mark: legions · red wall: limes",
    "ave.board.senate": "The senate",
    "ave.board.to_give.free": ("{count} point to give · free", "{count} points to give · free"),
    "ave.board.to_give.paid": ("{count} point to give · paid", "{count} points to give · paid"),
    "ave.board.to_give.gold": ("{count} point to give · 1 gold",
                               "{count} points to give · 1 gold"),
    "ave.board.permits_note": "permit cost below · 0: closed",
    "ave.board.if_evaluated_note": "(cost if evaluated now)",
    "ave.board.cost": "{cost} g",
    "ave.board.closed": "closed",
    "ave.board.caesar_stone": "C",
    "ave.board.caesar_column": "Caesar",
    "ave.board.setup": "Setup",
    "ave.board.round": "Round {round} of {last_round}",
    "ave.board.last_round": "Round {round} of {last_round} · the last",
    "ave.board.game_end": "ends after round {last_round} or at {fame} fame",
    "ave.board.discard.black": "black discard: {count}",
    "ave.board.discard.white": "white discard: {count}",
    "ave.board.discarded": "{count} {tile}",
    "ave.board.empty": "empty",
    "ave.board.player": "Player {number}",
    "ave.board.battle.revolt": ("Revolt in {province}: {seat}'s {count} legion against "
                                "{barbarians}",
                                "Revolt in {province}: {seat}'s {count} legions against "
                                "{barbarians}"),
    "ave.board.battle.conquest": ("Conquest of {province}: {seat}'s {count} legion against "
                                  "{barbarians}",
                                  "Conquest of {province}: {seat}'s {count} legions against "
                                  "{barbarians}"),
    "ave.board.odds": ("Legions (red dice) hit on {faces}, barbarians (grey) on 5-6 · the legions "
                       "win {percent}% from here"),
    "ave.board.fire_dice": "Fire: d4 row, d6 column",
    "ave.board.dice": "Battle and fire dice roll here.",
    "ave.board.start_player": "{name} · start player",
    "ave.board.fact.fame": "Fame {fame}",
    "ave.board.fact.gold": "Gold {gold}",
    "ave.board.fact.inhabitants": "Inhabitants {count}",
    "ave.board.fact.mines": "Mines {count}",
    "ave.board.fact.legions": "Legions ready {count}",
    "ave.board.fact.provinces": "Provinces {count}",
    "ave.board.fact.hand": "Hand: {black} black, {white} white",
    "ave.board.fact.senators": "Senators: {senators}",
    "ave.board.fact.caesar": "Caesar: {caesar}",
    "ave.board.senator_tiles": "{count} {colour}",
    "ave.board.none": "none",
    "ave.board.description": "AVE board. {status}",
}

TERMS = {
    **{f"term.ave.tile.{t}": tile_name(t) for t in D.TILES},
    **{f"term.ave.a_tile.{t}": with_article(t) for t in D.TILES},
    **{f"term.ave.bag.{bag}": f"{bag} bag" for bag in D.BAGS},
    **{f"term.ave.colour.{c}": c for c in D.SENATORS},
    **{f"term.ave.province.{p}": name for p, name in D.PROVINCE_NAME.items()},
    # a province's name on the map, where there is room for one word
    **{f"term.ave.province_short.{p}": name.split(" ")[0] for p, name in D.PROVINCE_NAME.items()},
    **{f"term.ave.hill.{hill}": hill for hill in D.HILLS.values()},
    "term.ave.map.city": "city",
    "term.ave.map.province": "province",
}

MESSAGES = {**STATUS, **LABELS, **LOG, **WHY, **PARTS, **VIEW, **EXAMPLES, **BOARD, **TERMS}

register(MESSAGES)  # so a refusal of this game reads in English when printed
