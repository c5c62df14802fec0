"""The English text of every message this game says (see :mod:`engine.messages`): its rules and
views, its refusals (``marble.why.*``), its worked examples (``marble.example.<example>.<what>``)
and the words its board draws itself (``marble.board.*``, read by web/games/marble.js).

Ids start with the game's id; terms (``term.<game>.<key>``) name its components, places and
actions. German and Dutch are in ``locale/de.po`` and ``locale/nl.po``.
"""

from engine.messages import register

MESSAGES = {
    # the small word before a card in the hand strip: what kind of thing it is
    "marble.board.card_kind.tile": "tile",
    "marble.board.card_kind.imperium": "imperium",
    "marble.board.card_kind.bridge": "bridge",
    # --- terms: the components as the rulebook names them ---
    "term.marble.colour.red": "red",
    "term.marble.colour.yellow": "yellow",
    "term.marble.colour.green": "green",
    "term.marble.colour.blue": "blue",
    "term.marble.aqueduct.grey": "grey",
    "term.marble.aqueduct.brown": "brown",
    "term.marble.aqueduct.white": "white",
    "term.marble.building.arena": "arena",
    "term.marble.building.theatre": "theatre",
    "term.marble.building.temple": "temple",
    "term.marble.building.bath": "bath",
    "term.marble.a_building.arena": "an arena",
    "term.marble.a_building.theatre": "a theatre",
    "term.marble.a_building.temple": "a temple",
    "term.marble.a_building.bath": "a bath",
    "term.marble.hill.Q": "Quirinal",
    "term.marble.hill.V": "Viminal",
    "term.marble.hill.E": "Esquiline",
    "term.marble.hill.C": "Capitoline",
    "term.marble.hill.P": "Palatine",
    "term.marble.hill.L": "Caelian",
    "term.marble.hill.A": "Aventine",
    "term.marble.tile.red": "Red district tile",
    "term.marble.tile.yellow": "Yellow district tile",
    "term.marble.tile.green": "Green district tile",
    "term.marble.tile.blue": "Blue district tile",
    "term.marble.imperium.arena": "Arena imperium tile",
    "term.marble.imperium.theatre": "Theatre imperium tile",
    "term.marble.imperium.temple": "Temple imperium tile",
    "term.marble.imperium.bath": "Bath imperium tile",
    # --- places on the board and ways of saying several things ---
    "marble.alone": "{thing}",
    "marble.cell": "row {row}, triangle {triangle}",
    "marble.point": "corner {corner} on line {line}",
    "marble.place.treasury": "the treasury",
    "marble.place.imperium_space": "the {building} imperium space",
    "marble.and": "{first} and {rest}",
    # --- the status line ---
    "marble.status.over": "The game is over.",
    "marble.status.hills": "Set-up · drawing the starting hills ({drawn} of {total})",
    "marble.status.last_round": "Last round · {doing}",
    "marble.status.act": "{seat} chooses an action ({left} left)",
    "marble.status.draw": "{seat} draws two district tiles",
    "marble.status.recall": "{seat} recalls a magistrate",
    "marble.status.place": "{seat} places a {colour} district tile",
    "marble.status.magistrate": "{seat} may set a magistrate on the new tile",
    "marble.status.bridge": "{seat} takes a bridge tile",
    "marble.status.pipe": "{seat} lays aqueduct pieces ({left} left)",
    "marble.status.site": "{seat} chooses which construction site is built first",
    "marble.status.send": "{seat} may send a magistrate to {place}",
    "marble.status.end": "{seat} may discard imperium tiles for more actions or end the turn",
    # --- a player's figures, hand and final score ---
    "marble.stat.points": "Points",
    "marble.stat.coins": "Coins",
    "marble.stat.home": "Magistrates at home",
    "marble.stat.ready": "Tiles ready",
    "marble.stat.drawn": "Tiles drawn this turn",
    "marble.stat.imperium": "Imperium tiles",
    "marble.stat.bridges": "Bridge tiles",
    "marble.stat.commissions": "Buildings commissioned",
    "marble.stat.count": "{what} {count}",
    "marble.stat.then": "{first} {rest}",
    "marble.stat.none": "none",
    "marble.hand.drawn": "{tile} (drawn this turn)",
    "marble.hand.bridge": "Bridge tile worth {value}",
    "marble.final.buildings": "Civic buildings",
    "marble.final.bridges": "Bridges",
    "marble.final.aqueducts": "Aqueducts",
    "marble.final.fountains": "Fountains",
    "marble.final.coins": "Coins",
    "marble.final.most_coins": "Most coins",
    "marble.final.most_imperium": "Most {building} imperium tiles",
    # --- button labels ---
    "marble.label.hill": "Reveal the {hill} hill",
    "marble.label.bridge": "A bridge tile worth {value}",
    "marble.label.draw": "Draw two district tiles",
    "marble.label.aqueduct": "Extend the aqueducts by two pieces",
    "marble.label.recall": "Recall a magistrate",
    "marble.label.pick_last": "Take the last {colour} district tile",
    "marble.label.pick_two": "Take two {colour} district tiles",
    "marble.label.pick": "Take a {first} and a {second} district tile",
    "marble.label.play": "Play a {colour} district tile",
    "marble.label.place": "Place the tile on {a} and {b}",
    "marble.label.place_noted": "Place the tile on {a} and {b} ({notes})",
    "marble.note.bridge": "covers a bridge",
    "marble.note.outlet": "reaches the {colour} water outlet",
    "marble.note.sites": ("completes a construction site", "completes {count} construction sites"),
    "marble.note.then": "{first}, {rest}",
    "marble.label.magistrate_yes": "Set a magistrate on the new tile",
    "marble.label.magistrate_no": "Leave the new tile without a magistrate",
    "marble.label.pipe": "Lay a {colour} aqueduct piece to {point}",
    "marble.label.recall_from": "Recall your magistrate from the {colour} tile on {cell}",
    "marble.label.pass": "Pass (no action is possible)",
    "marble.label.build": "Build first at the {building} site around {point}",
    "marble.label.send": "Send your magistrate from the {colour} tile on {cell} to {place}",
    "marble.label.keep": "Leave your magistrates in the district",
    "marble.label.imperium": "Discard {building} imperium tile for one more action",
    "marble.label.end": "End your turn",
    # --- the log ---
    "marble.log.hill": "The {hill} hill is revealed: the city may grow from it.",
    "marble.log.bridge": "{seat} takes the bridge tile face down.",
    "marble.log.bridge_value": ("Your bridge tile is worth {count} point; it stays secret until the end.",
                                "Your bridge tile is worth {count} points; it stays secret until the end."),
    "marble.log.pick_one": "{seat} draws a {colour} district tile.",
    "marble.log.pick_two": "{seat} draws two {colour} district tiles.",
    "marble.log.pick": "{seat} draws a {first} and a {second} district tile.",
    "marble.log.place": "{seat} places a {colour} district tile on {a} and {b}.",
    "marble.log.magistrate": "{seat} sets a magistrate on the new tile.",
    "marble.log.pipe": "{seat} lays a piece of the {colour} aqueduct.",
    "marble.log.recall": "{seat} recalls a magistrate from the board.",
    "marble.log.pass": "{seat} can take no action and passes.",
    "marble.log.send": "{seat} sends a magistrate to {place}.",
    "marble.log.keep": "{seat} leaves their magistrates in the district.",
    "marble.log.imperium": "{seat} discards {building} imperium tile for one more action.",
    "marble.log.outlet": "{seat} reaches the {colour} water outlet: the {colour} aqueduct begins.",
    "marble.log.fountain_coin": "{seat} joins the {colour} aqueduct to a fountain and takes a coin.",
    "marble.log.fountain": "No one has the most influence on the construction site: a fountain is built.",
    "marble.log.building": "{seat} has the most influence and builds {building} ({points} points).",
    "marble.log.home_coin": "{seat}'s magistrate comes home from the treasury with a coin.",
    "marble.log.home_no_coin": "{seat}'s magistrate comes home from the treasury empty-handed: "
                               "the coins have run out.",
    "marble.log.home_tile": "{seat}'s magistrate comes home with {building} imperium tile.",
    "marble.log.home_no_tile": "{seat}'s magistrate comes home empty-handed: the {building} "
                               "imperium tiles have run out.",
    "marble.log.last_round": "Three district stacks are empty: the last round begins, and everyone "
                             "takes one last action.",
    "marble.log.won": "The game is over: {winners} wins with {points} points{note}.",
    "marble.log.shared": "The game is over: {winners} share the win with {points} points{note}.",
    "marble.log.tie_even": ", as many buildings commissioned and imperium tiles as each other",
    "marble.log.tie_buildings": ", tied with {others} but ahead on buildings commissioned "
                                "({ours} to {theirs})",
    "marble.log.tie_imperium": ", tied with {others} on points and buildings commissioned "
                               "({buildings}) but ahead on imperium tiles ({ours} to {theirs})",
    # --- refusals: why a move is not allowed ---
    "marble.why.no_place": "There is no free place next to a hill or a tile for a district tile.",
    "marble.why.central_only": "You can only play district tiles from the central field of your board.",
    "marble.why.place": "A tile must cover two free triangles of the grid and touch a hill or a "
                        "placed tile along a whole side.",
    "marble.why.pipe": "An aqueduct grows one piece at its far end, along the edge of a district "
                       "tile, and may never branch, loop or touch another aqueduct.",
    "marble.why.last_round_imperium": "No imperium tiles may be discarded in the last round.",
    # --- the worked examples (engine.games.marble.examples): the book's people are seats ---
    "marble.example.first-turn.title": "A first turn: tiles, hills and an aqueduct",
    "marble.example.first-turn.source": "Rules: set-up and a player's turn",
    "marble.example.first-turn.intro": "Not one of the book's examples: Ludi plays the set-up and "
                                       "a first turn the book describes. A new game for two: the "
                                       "hills are still to be drawn.",
    "marble.example.first-turn.1.caption": "Set-up: three of the seven hills are drawn and laid on "
                                           "the board…",
    "marble.example.first-turn.2.caption": "…the second…",
    "marble.example.first-turn.3.caption": "…and the third. New tiles must touch a hill or a tile.",
    "marble.example.first-turn.4.caption": "{julia}'s first action: she plays a yellow district tile "
                                           "from her hand…",
    "marble.example.first-turn.5.caption": "…lays it beside a hill…",
    "marble.example.first-turn.6.caption": "…and leaves it without a magistrate.",
    "marble.example.first-turn.7.caption": "Her second action: a blue tile…",
    "marble.example.first-turn.8.caption": "…laid at the white water outlet…",
    "marble.example.first-turn.9.caption": "…without a magistrate. A tile at an outlet starts its "
                                           "aqueduct at once:",
    "marble.example.first-turn.10.caption": "white aqueduct pieces are laid from the outlet, along "
                                            "the tiles' sides…",
    "marble.example.first-turn.11.caption": "…up to three, where there is room for them.",
    "marble.example.first-turn.12.caption": "{claudia}'s first action: she draws two district tiles…",
    "marble.example.first-turn.13.caption": "…and takes two of them.",
    "marble.example.theatre.title": "{julia} builds a theatre; magistrates go to the imperium",
    "marble.example.theatre.source": "Rulebook, completing a site: “Beispiel: Julia legt ein "
                                     "gelbes Plättchen aus…”",
    "marble.example.theatre.intro": "Four of the five tiles round a site lie on the board, three of "
                                    "them yellow with a magistrate each ({julia}, {claudia}, "
                                    "{tiberius}).",
    "marble.example.theatre.1.caption": "{julia} plays a yellow district tile…",
    "marble.example.theatre.2.caption": "…and lays it as the fifth tile round the site: all six "
                                        "triangles round the point are covered, so a building goes up.",
    "marble.example.theatre.3.caption": "She puts a magistrate on it. Yellow counts: {julia} now has "
                                        "2 yellow magistrates round the site, {claudia} and "
                                        "{tiberius} 1 each ({claudia}'s red one does not count). Five "
                                        "tiles make a theatre: {julia} builds it for 5 points.",
    "marble.example.theatre.3.question": "{julia} lays the last tile of the site. Does she put a "
                                         "magistrate on it?",
    "marble.example.theatre.3.hint": "Count the yellow magistrates round the site: whoever has the "
        "most builds, and a tie builds only a fountain. How many would {julia} have without one "
        "on the new tile?",
    "marble.example.theatre.4.caption": "Then, in turn from {julia}, each player with a magistrate "
                                        "round the site may send one to the theatre's imperium "
                                        "space: {julia} sends hers…",
    "marble.example.theatre.5.caption": "…{claudia} sends one too, even the one on red…",
    "marble.example.theatre.6.caption": "…and {tiberius} keeps his where it is.",
    "marble.example.theatre.7.caption": "The book stops here; Ludi plays on to the end of the turn "
                                        "(these two steps are Ludi's, not the book's). {julia}'s "
                                        "second action: she draws two district tiles…",
    "marble.example.theatre.8.caption": "…and keeps a red and a blue one. Her turn ends: her "
                                        "magistrate comes home from the imperium space with a "
                                        "theatre imperium tile; {claudia}'s waits for the end of "
                                        "her own turn.",
    "marble.example.aqueduct.title": "{hadrian} starts the grey aqueduct",
    "marble.example.aqueduct.source": "Rulebook, aqueducts: “Beispiel: Hadrian legt ein "
                                      "Distriktplättchen an den grauen Wasseraustrittspunkt…”",
    "marble.example.aqueduct.intro": "Three green tiles round a temple site; the last one will "
                                     "touch the grey water outlet.",
    "marble.example.aqueduct.1.caption": "{hadrian} plays a green district tile…",
    "marble.example.aqueduct.2.caption": "…at the grey water outlet; it also completes a site for a "
                                         "temple.",
    "marble.example.aqueduct.3.caption": "With a magistrate on it (Ludi's choice: the book does not "
                                         "say). Touching the outlet comes first: the grey aqueduct "
                                         "must be started at once.",
    "marble.example.aqueduct.4.caption": "He lays the first of three grey pieces next to the outlet…",
    "marble.example.aqueduct.5.caption": "…the second along the sides of the tiles, towards the "
                                         "city…",
    "marble.example.aqueduct.6.caption": "…and the third. Only now is the temple site dealt with: "
                                         "{hadrian} builds it.",
    "marble.example.imperium.title": "Two imperium tiles at the end of {julia}'s turn",
    "marble.example.imperium.source": "Rulebook, the imperium: “Beispiel: Julia hatte zu Beginn "
                                      "ihres Spielzuges einen Beamten auf dem grünen "
                                      "Tempel-Imperiumsfeld…”",
    "marble.example.imperium.intro": "{julia} has a magistrate waiting on the temple imperium space.",
    "marble.example.imperium.1.caption": "{julia} began her turn with a magistrate on the temple "
                                         "imperium space. The book tells only how her turn ends; the "
                                         "theatre she builds and the tiles she draws on the way are "
                                         "Ludi's steps, not the book's. She plays a yellow tile…",
    "marble.example.imperium.2.caption": "…lays it as the fifth tile round the site…",
    "marble.example.imperium.3.caption": "…with a magistrate: she builds the theatre.",
    "marble.example.imperium.4.caption": "She sends a magistrate to the theatre's imperium space.",
    "marble.example.imperium.5.caption": "Her second action (Ludi's): two district tiles…",
    "marble.example.imperium.6.caption": "…red and blue. At the end of her turn both magistrates "
                                         "come home from the imperium spaces, each with its tile: a "
                                         "temple and a theatre.",
    "marble.example.fountain-scoring.title": "Scoring a fountain",
    "marble.example.fountain-scoring.source": "Rulebook, final scoring: “Beispiel: Um diesen "
                                              "Brunnen herum sind drei Zivilgebäude.”",
    "marble.example.fountain-scoring.intro": "The last round. {julia}'s bath and temple and "
                                             "{oktavia}'s temple stand beside a fountain; "
                                             "{claudia}'s arena touches it at a corner. Each owner "
                                             "scored the building's points when it was built.",
    "marble.example.fountain-scoring.1.caption": "Ludi's steps, not the book's (the book shows only "
                                                 "the count): the last round, and {oktavia} takes "
                                                 "the game's last action. She draws district tiles…",
    "marble.example.fountain-scoring.2.caption": "…two blue ones from the last stack. The game is "
                                                 "over: final scoring.",
    "marble.example.fountain-scoring.scoring": "Three civic buildings touch the fountain along a "
                                               "side: {julia}'s bath and temple and {oktavia}'s "
                                               "temple earn their owners a point each: {julia} 7 + "
                                               "2 = 9, {oktavia} 4 + 1 = 5. {claudia}'s arena, which "
                                               "Ludi adds, touches it only at a corner and earns "
                                               "nothing: she stays at 6, and {julia} wins.",
    "marble.example.aqueduct-scoring.title": "Scoring an aqueduct",
    "marble.example.aqueduct-scoring.source": "Rulebook, final scoring: “Beispiel: Das graue "
                                              "Aquädukt ist mit Oktavias Tempel verbunden…”",
    "marble.example.aqueduct-scoring.intro": "The last round. The grey aqueduct runs past "
                                             "{oktavia}'s temple and {julia}'s arena, two temples "
                                             "and theatre; two baths of {julia}'s lie away from it.",
    "marble.example.aqueduct-scoring.1.caption": "Ludi's steps, not the book's (the book shows only "
                                                 "the count): the last round, and {oktavia} takes "
                                                 "the game's last action. She draws district tiles…",
    "marble.example.aqueduct-scoring.2.caption": "…two blue ones from the last stack. The game is "
                                                 "over: final scoring.",
    "marble.example.aqueduct-scoring.scoring": "The grey aqueduct reaches {oktavia}'s temple, 2 "
                                               "points for her (4 + 2 = 6), and {julia}'s arena, two "
                                               "temples and theatre, 8 for {julia} (25 + 8 = 33). Her "
                                               "two baths, which Ludi adds, lie away from it and earn "
                                               "nothing.",
    # --- the board's own words (web/games/marble.js draws them on its canvas) ---
    "marble.board.tiber": "Tiber",
    "marble.board.bridge_mark": "B",
    **{f"marble.board.hill_mark.{letter}": letter for letter in "QVECPLA"},
    "marble.board.building_mark.arena": "Ar",
    "marble.board.building_mark.theatre": "Th",
    "marble.board.building_mark.temple": "Te",
    "marble.board.building_mark.bath": "Ba",
    "marble.board.stacks": "District stacks",
    # a stack's colour on its own (term.marble.colour.* is the form a sentence uses)
    "marble.board.stack.red": "red",
    "marble.board.stack.yellow": "yellow",
    "marble.board.stack.green": "green",
    "marble.board.stack.blue": "blue",
    "marble.board.draw_hint": "Each draw takes two tiles of different colours.",
    "marble.board.imperium": "Imperium spaces and treasury",
    "marble.board.coins_left": "coins left {count}",
    "marble.board.space": "{building} {count}",
    "marble.board.treasury": "treasury",
    "marble.board.player": "Player {number}",
    "marble.board.figures": "{points} · {coins} · {built}",
    "marble.board.points": ("{count} pt", "{count} pts"),
    "marble.board.coins": ("{count} coin", "{count} coins"),
    "marble.board.built": "{count} built",
    "marble.board.ready": "ready",
    "marble.board.drawn": "drawn",
    "marble.board.home": "home",
    "marble.board.imperium_mark.arena": "A{count}",
    "marble.board.imperium_mark.theatre": "T{count}",
    "marble.board.imperium_mark.temple": "T{count}",
    "marble.board.imperium_mark.bath": "B{count}",
    "marble.board.action.draw": "Draw",
    "marble.board.action.aqueduct": "Aqueduct",
    "marble.board.action.recall": "Recall",
    "marble.board.action.play": "Play tile",
    "marble.board.track": "Score track",
    "marble.board.track_unit": "points",
    "marble.board.lap": "+{count}",
    "marble.board.prompt.act": "Choose an action",
    "marble.board.prompt.draw": "Draw two district tiles",
    "marble.board.prompt.magistrate": "A magistrate on the new tile?",
    "marble.board.prompt.send": "Send a magistrate to the imperium space?",
    "marble.board.prompt.end": "Discard an imperium tile, or end your turn",
    "marble.board.prompt.place": "Lay the tile",
    "marble.board.prompt.pipe": "Lay an aqueduct piece",
    "marble.board.prompt.site": "Which site is built first?",
    "marble.board.prompt.other": "Your choice",
    "marble.board.tool.turn": "Turn tile (R)",
    "marble.board.tool.turn_title": "Turn the tile to its next direction",
    "marble.board.tool.place": "Place tile",
    "marble.board.tool.place_title": "Lay the tile where its outline is shown",
    "marble.board.description": "City of Marble board: {tiles}, {buildings}; hills in play {hills}. "
                                "{status}",
    "marble.board.tiles": ("{count} district tile", "{count} district tiles"),
    "marble.board.buildings": ("{count} building", "{count} buildings"),
}

register(MESSAGES)  # so a refusal of this game reads in English when printed
