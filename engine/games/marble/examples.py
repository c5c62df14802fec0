"""City of Marble's worked examples (the German rulebook's "Beispiel"s) and a first turn.

The helpers lay district tiles straight onto the board (``put``), as if played earlier; the
example then plays through the checked path. tests/test_marble.py builds its positions with
the same helpers.
"""

from __future__ import annotations

import engine
from engine import trigrid
from engine.games.marble import state as marble
from engine.games.marble import data
from engine.games.marble.state import cell_id, point_id

from engine.examples import Example, Step

JULIA, CLAUDIA, TIBERIUS, OKTAVIA = 0, 1, 2, 3
NAMES = ("Julia", "Claudia", "Tiberius", "Oktavia")
SITE = (4, 13)


# --- building positions ---------------------------------------------------------------------

def start(players=3, hills=("C", "P", "A")):
    state = marble.new_game(players)
    for letter in hills:
        engine.play(state, ("hill", letter))
    return state


def ring(point):
    """The hexagon's cells in order round the point."""
    cells = trigrid.hexagon(point)
    return [cells[k] for k in (0, 1, 2, 5, 4, 3)]


def tiling(point, count, rot=0):
    """Tiles (cell pairs) that cover the hexagon round ``point`` with ``count`` tiles."""
    cells = ring(point)
    cells = cells[rot:] + cells[:rot]
    pairs = 6 - count
    tiles = [(cells[2 * k], cells[2 * k + 1]) for k in range(pairs)]
    tiles += [(c, next(n for n in trigrid.cell_neighbours(c) if n not in cells)) for c in cells[2 * pairs:]]
    return tiles


def ids(tile):
    return tuple(sorted(cell_id(c) for c in tile))


def put(state, tile, colour, magistrate=None):
    """Lay a tile straight onto the board (no rules run), with an optional magistrate."""
    a, b = ids(tile)
    assert state.cell_tile[a] == state.cell_tile[b] == marble.EMPTY
    index = len(state.tile_a)
    state.tile_a.append(a)
    state.tile_b.append(b)
    state.tile_colour.append(data.COLOURS.index(colour))
    state.tile_magistrate.append(-1 if magistrate is None else magistrate)
    state.cell_tile[a] = state.cell_tile[b] = index
    if magistrate is not None:
        state.home[magistrate] -= 1
    return a


def tile_steps(tile, colour, magistrate):
    """The actions that play a tile of ``colour`` from the hand onto ``tile``."""
    return (("play", colour), ("place", *ids(tile)), ("magistrate", "yes" if magistrate else "no"))


def play_tile(state, tile, colour, magistrate):
    a, b = ids(tile)
    engine.play(state, ("play", colour))
    engine.play(state, ("place", a, b))
    if state.phase == "magistrate":
        engine.play(state, ("magistrate", "yes" if magistrate else "no"))


def cover(state, cells, keep_free=()):
    """Lay red tiles over ``cells`` (each paired with a free neighbour), leaving ``keep_free``."""
    for cell in cells:
        if state.cell_tile[cell_id(cell)] != marble.EMPTY:
            continue
        free = [n for n in trigrid.cell_neighbours(cell)
                if marble._on_board(n) and marble.BUILDABLE[cell_id(n)] and n not in keep_free
                and state.cell_tile[cell_id(n)] == marble.EMPTY]
        inside = [n for n in free if n in cells]
        put(state, (cell, (inside or free)[0]), "red")


def pid(row, half):
    return point_id((row, half))


def force_building(state, point, kind, owner):
    """A building on ``point``, as if built earlier: its owner has scored its points."""
    p = point_id(point)
    state.buildings.append([p, kind, -1 if owner is None else owner])
    if owner is not None and kind in marble.BUILDING_POINTS:
        state.points[owner] += marble.BUILDING_POINTS[kind]
        state.commissions[owner] += 1
    return p


def last_action(state, seat, stack="blue"):
    """The last round, ``seat`` to take the game's last action: only the ``stack`` district
    stack still has tiles, so drawing takes two of it and the turn, and the game, ends."""
    state.stacks = [2 if colour == stack else 0 for colour in data.COLOURS]
    state.last_round, state.final_turns = True, 1
    state.turn = state.chooser = seat
    state.actions_left = data.LAST_ROUND_ACTIONS
    state.phase = "act"
    return state


# --- Julia's theatre -------------------------------------------------------------------------

THEATRE_TILES = tiling(SITE, 5)


def theatre_position():
    """Five tiles round a site, four laid: Julia yellow, Claudia yellow and red, Tiberius yellow."""
    state = start(3)
    t0, t1, t2, t3, _ = THEATRE_TILES
    put(state, t0, "yellow", JULIA)
    put(state, t1, "yellow", CLAUDIA)
    put(state, t2, "red", CLAUDIA)
    put(state, t3, "yellow", TIBERIUS)
    return state


_play, _place, _magistrate = tile_steps(THEATRE_TILES[4], "yellow", True)
THEATRE = (
    Step(_play, "Julia plays a yellow district tile…"),
    Step(_place, "…and lays it as the fifth tile round the site: all six triangles round the "
         "point are covered, so a building goes up."),
    Step(_magistrate, "She puts a magistrate on it. Yellow counts: Julia now has 2 yellow "
         "magistrates round the site, Claudia and Tiberius 1 each (Claudia's red one does not "
         "count). Five tiles make a theatre: Julia builds it for 5 points.",
         question="Julia lays the last tile of the site. Does she put a magistrate on it?",
         why="Without a magistrate on the new tile Julia has 1 yellow magistrate, like Claudia "
             "and Tiberius: a tie builds only a fountain. With it she has 2 and builds the "
             "theatre."),
    Step(("send", ids(THEATRE_TILES[0])[0]), "Then, in turn from Julia, each player with a "
         "magistrate round the site may send one to the theatre's imperium space: Julia "
         "sends hers…"),
    Step(("send", ids(THEATRE_TILES[2])[0]), "…Claudia sends one too, even the one on red…"),
    Step(("keep",), "…and Tiberius keeps his where it is."),
    Step(("draw",), "The book stops here; Ludi plays on to the end of the turn (these two "
         "steps are Ludi's, not the book's). Julia's second action: she draws two district "
         "tiles…"),
    Step(("pick", "red", "blue"), "…and keeps a red and a blue one. Her turn ends: her "
         "magistrate comes home from the imperium space with a theatre imperium tile; "
         "Claudia's waits for the end of her own turn."),
)


# --- the imperium example ----------------------------------------------------------------------

def imperium_position():
    state = start(2)
    state.waiting[JULIA] = ["temple"]
    state.home[JULIA] -= 1
    t0, t1, t2, t3, _ = THEATRE_TILES
    put(state, t0, "yellow", JULIA)
    for tile in (t1, t2, t3):
        put(state, tile, "yellow")
    return state


IMPERIUM = (
    Step(_play, "Julia began her turn with a magistrate on the temple imperium space. The "
         "book tells only how her turn ends; the theatre she builds and the tiles she draws "
         "on the way are Ludi's steps, not the book's. She plays a yellow tile…"),
    Step(_place, "…lays it as the fifth tile round the site…"),
    Step(_magistrate, "…with a magistrate: she builds the theatre."),
    Step(("send", ids(THEATRE_TILES[0])[0]), "She sends a magistrate to the theatre's "
         "imperium space."),
    Step(("draw",), "Her second action (Ludi's): two district tiles…"),
    Step(("pick", "red", "blue"), "…red and blue. At the end of her turn both magistrates "
         "come home from the imperium spaces, each with its tile: a temple and a theatre."),
)


# --- Hadrian's aqueduct ----------------------------------------------------------------------

HADRIAN_TILES = tiling((2, 15), 4, rot=0)
HADRIAN_LAST = HADRIAN_TILES[1]


def hadrian_position():
    """A temple site whose last tile touches the grey water outlet."""
    state = start(2)
    for tile in HADRIAN_TILES[:1] + HADRIAN_TILES[2:]:
        put(state, tile, "green")
    return state


def _hadrian_pipes():
    state = hadrian_position()
    play_tile(state, HADRIAN_LAST, "green", magistrate=True)
    pipes = []
    while state.phase == "pipe":
        pipes.append(state.legal_actions()[0])
        engine.play(state, pipes[-1])
    return pipes


_h_play, _h_place, _h_magistrate = tile_steps(HADRIAN_LAST, "green", True)
HADRIAN = (
    Step(_h_play, "Hadrian plays a green district tile…"),
    Step(_h_place, "…at the grey water outlet; it also completes a site for a temple."),
    Step(_h_magistrate, "With a magistrate on it (Ludi's choice: the book does not say). "
         "Touching the outlet comes first: the grey "
         "aqueduct must be started at once."),
    *(Step(pipe, caption) for pipe, caption in zip(_hadrian_pipes(), (
        "He lays the first of three grey pieces next to the outlet…",
        "…the second along the sides of the tiles, towards the city…",
        "…and the third. Only now is the temple site dealt with: Hadrian builds it.")))
)


# --- final scoring -----------------------------------------------------------------------------

def aqueduct_scoring_position():
    state = start(4, hills=("Q", "V", "E"))
    force_building(state, (5, 10), "temple", OKTAVIA)
    force_building(state, (5, 14), "arena", JULIA)
    force_building(state, (5, 12), "temple", JULIA)
    force_building(state, (5, 16), "temple", JULIA)
    force_building(state, (5, 4), "theatre", JULIA)
    force_building(state, (6, 11), "bath", JULIA)      # one side away from the line: no bonus
    force_building(state, (8, 11), "bath", JULIA)      # far from the aqueduct: no bonus
    state.aqueducts["grey"] = [pid(5, h) for h in range(4, 18, 2)]
    return last_action(state, OKTAVIA)


def fountain_scoring_position():
    state = start(4, hills=("Q", "V", "A"))
    force_building(state, (5, 14), "fountain", None)
    force_building(state, (4, 13), "bath", JULIA)
    force_building(state, (6, 15), "temple", JULIA)
    force_building(state, (5, 12), "temple", OKTAVIA)
    force_building(state, (3, 14), "arena", CLAUDIA)   # two sides away: no point
    return last_action(state, OKTAVIA)


def _last_action_steps(scoring):
    """Oktavia's last action ends the game; ``scoring`` says what the final count adds."""
    return (
        Step(("draw",), "Ludi's steps, not the book's (the book shows only the count): the "
             "last round, and Oktavia takes the game's last action. She draws district "
             "tiles…"),
        Step(("pick", "blue", "blue"), "…two blue ones from the last stack. The game is over: "
             "final scoring. " + scoring),
    )


FOUNTAIN_SCORING = _last_action_steps(
    "Three civic buildings touch the fountain along a side: Julia's bath and temple and "
    "Oktavia's temple earn their owners a point each: Julia 7 + 2 = 9, Oktavia 4 + 1 = 5. "
    "Claudia's arena, which Ludi adds, touches it only at a corner and earns nothing: she "
    "stays at 6, and Julia wins.")

AQUEDUCT_SCORING = _last_action_steps(
    "The grey aqueduct reaches Oktavia's temple, 2 points for her (4 + 2 = 6), and Julia's "
    "arena, two temples and theatre, 8 for Julia (25 + 8 = 33). Her two baths, which Ludi "
    "adds, lie away from it and earn nothing.")


# --- a first turn -------------------------------------------------------------------------------

def first_turn_position():
    return marble.new_game(2)


def _choose(state, verb, wanted=None):
    """The first legal ``verb`` action ``wanted(state, action)`` is true of (the first at all else)."""
    options = [a for a in state.legal_actions() if a[0] == verb]
    return next((a for a in options if wanted and wanted(state, a)), options[0])


def _reaches_outlet(state, action) -> bool:
    """A placement touching the water outlet of an aqueduct not begun yet."""
    corners = set(marble.CORNERS[action[1]]) | set(marble.CORNERS[action[2]])
    return any(not state.aqueducts[c] and marble.OUTLET_POINT[c] in corners
               for c in marble.AQUEDUCT_COLOURS)


def _first_turn():
    """Julia's two tiles (the second at the white outlet) and Claudia's draw, as steps."""
    state = first_turn_position()
    plan = [
        (("hill", "Q"), "Set-up: three of the seven hills are drawn and laid on the board…"),
        (("hill", "A"), "…the second…"),
        (("hill", "P"), "…and the third. New tiles must touch a hill or a tile."),
        (("play", "yellow"), "Julia's first action: she plays a yellow district tile from her "
         "hand…"),
        ("place", "…lays it beside a hill…"),
        (("magistrate", "no"), "…and leaves it without a magistrate."),
        (("play", "blue"), "Her second action: a blue tile…"),
        (("place", _reaches_outlet), "…laid at the white water outlet…"),
        (("magistrate", "no"), "…without a magistrate. A tile at an outlet starts its "
         "aqueduct at once:"),
        ("pipe", "white aqueduct pieces are laid from the outlet, along the tiles' sides…"),
        ("pipe", "…up to three, where there is room for them."),
        ("pipe", "…up to three, where there is room for them."),
        (("draw",), "Claudia's first action: she draws two district tiles…"),
        ("pick", "…and takes two of them."),
    ]
    steps = []
    for what, caption in plan:
        if what == "pipe" and state.phase != "pipe":
            continue      # no room for another piece: the aqueduct stops here
        if isinstance(what, str):
            action = _choose(state, what)
        elif len(what) == 2 and what[0] == "place":
            action = _choose(state, "place", what[1])
        else:
            action = what
        engine.play(state, action)
        steps.append(Step(action, caption))
    return tuple(steps)


FIRST_TURN = _first_turn()


EXAMPLES = (
    Example("marble", "first-turn", "A first turn: tiles, hills and an aqueduct",
            "Rules: set-up and a player's turn", NAMES[:2],
            "Not one of the book's examples: Ludi plays the set-up and a first turn the book "
            "describes. A new game for two: the hills are still to be drawn.",
            first_turn_position, FIRST_TURN),
    Example("marble", "theatre", "Julia builds a theatre; magistrates go to the imperium",
            "Rulebook, completing a site: “Beispiel: Julia legt ein gelbes Plättchen aus…”",
            NAMES[:3], "Four of the five tiles round a site lie on the board, three of them "
            "yellow with a magistrate each (Julia, Claudia, Tiberius).",
            theatre_position, THEATRE),
    Example("marble", "aqueduct", "Hadrian starts the grey aqueduct",
            "Rulebook, aqueducts: “Beispiel: Hadrian legt ein Distriktplättchen an den grauen "
            "Wasseraustrittspunkt…”", ("Hadrian", "Claudia"),
            "Three green tiles round a temple site; the last one will touch the grey water "
            "outlet.", hadrian_position, HADRIAN),
    Example("marble", "imperium", "Two imperium tiles at the end of Julia's turn",
            "Rulebook, the imperium: “Beispiel: Julia hatte zu Beginn ihres Spielzuges einen "
            "Beamten auf dem grünen Tempel-Imperiumsfeld…”", NAMES[:2],
            "Julia has a magistrate waiting on the temple imperium space.",
            imperium_position, IMPERIUM),
    Example("marble", "fountain-scoring", "Scoring a fountain",
            "Rulebook, final scoring: “Beispiel: Um diesen Brunnen herum sind drei "
            "Zivilgebäude.”", NAMES,
            "The last round. Julia's bath and temple and Oktavia's temple stand beside a "
            "fountain; Claudia's arena touches it at a corner. Each owner scored the "
            "building's points when it was built.",
            fountain_scoring_position, FOUNTAIN_SCORING),
    Example("marble", "aqueduct-scoring", "Scoring an aqueduct",
            "Rulebook, final scoring: “Beispiel: Das graue Aquädukt ist mit Oktavias Tempel "
            "verbunden…”", NAMES,
            "The last round. The grey aqueduct runs past Oktavia's temple and Julia's arena, "
            "two temples and theatre; two baths of Julia's lie away from it.",
            aqueduct_scoring_position, AQUEDUCT_SCORING),
)
