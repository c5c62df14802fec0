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


def with_article(tile):
    """A tile's English name with an article, for sentences."""
    name = D.tile_name(tile)
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
    "ave.status.draw": "Buying tiles · {seat} draws from the {bag} bag",
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
    "ave.label.from_bag": "{count} from the {bag} bag",
    "ave.label.buy_none": "Buy no tiles this round",
    "ave.label.gift_gold": "Take {gold} gold",
    "ave.label.gift_legions": ("Take {count} legion", "Take {count} legions"),
    "ave.label.attack": ("Attack {province} ({barbarians}) with {legions}: wins {percent}% if "
                         "fought to the end"),
    "ave.label.give_away": "Give away the remaining influence points",
    "ave.label.stop": "End your turn",
    "ave.label.start": "Draw your three starting tiles from the {bag} bag",
    "ave.label.start_none": "Start without tiles",
    "ave.label.first": "{seat} starts",
    "ave.label.draw": "Draw a tile from the {bag} bag",
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
    "ave.log.start": "{seat} draws three starting tiles from the {bag} bag.",
    "ave.log.start_none": "{seat} starts without tiles.",
    "ave.log.buy": "{seat} pays {gold} gold for {tiles}.",
    "ave.log.from_bag": "{count} tiles from the {bag} bag",
    "ave.log.buy_none": "{seat} buys no tiles.",
    "ave.log.draw": "{seat} draws a tile from the {bag} bag.",
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

TERMS = {
    **{f"term.ave.tile.{t}": D.tile_name(t) for t in D.TILES},
    **{f"term.ave.a_tile.{t}": with_article(t) for t in D.TILES},
    **{f"term.ave.bag.{bag}": bag for bag in D.BAGS},
    **{f"term.ave.colour.{c}": c for c in D.SENATORS},
    **{f"term.ave.province.{p}": name for p, name in D.PROVINCE_NAME.items()},
    # a province's name on the map, where there is room for one word
    **{f"term.ave.province_short.{p}": name.split(" ")[0] for p, name in D.PROVINCE_NAME.items()},
    **{f"term.ave.hill.{hill}": hill for hill in D.HILLS.values()},
    "term.ave.map.city": "city",
    "term.ave.map.province": "province",
}

MESSAGES = {**STATUS, **LABELS, **LOG, **WHY, **PARTS, **VIEW, **TERMS}

register(MESSAGES)  # so a refusal of this game reads in English when printed
