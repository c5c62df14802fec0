"""City of Marble's worked examples (the German rulebook's "Beispiel"s) and a first turn.

The helpers lay district tiles straight onto the board (``put``), as if played earlier; the
example then plays through the checked path. tests/test_marble.py builds its positions with
the same helpers.
"""

from __future__ import annotations

from engine.games.marble import trigrid
from engine.core import play
from engine.games.marble import state as marble
from engine.games.marble import data
from engine.games.marble.state import cell_id, point_id

from engine.examples import Example, Step
from engine.messages import msg, seat

JULIA, CLAUDIA, TIBERIUS, OKTAVIA = 0, 1, 2, 3
NAMES = ("Julia", "Claudia", "Tiberius", "Oktavia")
HADRIAN = 0                        # the aqueduct example's own table: Hadrian and Claudia
SITE = (4, 13)

BOOK_PEOPLE = {"julia": seat(JULIA), "claudia": seat(CLAUDIA), "tiberius": seat(TIBERIUS),
               "oktavia": seat(OKTAVIA)}
HADRIAN_PEOPLE = {"hadrian": seat(HADRIAN), "claudia": seat(CLAUDIA)}


def texts(example_id: str, people: dict = BOOK_PEOPLE):
    """``say(what)``: the text ``what`` of the example (a title, a step's caption...) as the
    message ``marble.example.<example_id>.<what>``, English in :mod:`.messages`; the book's people
    are its seats, named as the example names them."""
    def say(what: str) -> dict:
        return msg(f"marble.example.{example_id}.{what}", **people)
    return say


# --- building positions ---------------------------------------------------------------------

def start(players=3, hills=("C", "P", "A")):
    state = marble.new_game(players)
    for letter in hills:
        play(state, ("hill", letter))
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
    """Lay a tile of ``colour`` from its stack straight onto the board (no rules run), with an
    optional magistrate from its owner's home."""
    a, b = ids(tile)
    assert state.cell_tile[a] == state.cell_tile[b] == marble.EMPTY
    state.stacks[data.COLOURS.index(colour)] -= 1
    assert min(state.stacks) >= 0, colour
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
    play(state, ("play", colour))
    play(state, ("place", a, b))
    if state.phase == "magistrate":
        play(state, ("magistrate", "yes" if magistrate else "no"))


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


def lay_out(state, colour, count):
    """Lay ``count`` tiles of ``colour`` from its stack onto free land cells, each with a free
    land neighbour, from the board's top row down: the tiles a game near its end has laid."""
    for first in range(marble.NCELLS):
        if not count:
            return
        land = [k for k in (first, *marble.NEIGHBOURS[first])
                if marble.TERRAIN[k] == "land" and state.cell_tile[k] == marble.EMPTY]
        if land and land[0] == first and len(land) > 1:
            put(state, (marble.CELL_RC[first], marble.CELL_RC[land[1]]), colour)
            count -= 1
    raise ValueError(f"no room for {count} more {colour} tiles")


def last_action(state, seat, stack="blue"):
    """The last round, ``seat`` to take the game's last action: only the ``stack`` district
    stack still has tiles (two), so drawing takes two of it and the turn, and the game, ends.
    The rest of every stack lies on the board, as in a game that has come this far."""
    for k, colour in enumerate(data.COLOURS):
        lay_out(state, colour, state.stacks[k] - (2 if colour == stack else 0))
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
_say = texts("theatre")
THEATRE = (
    Step(_play, _say("1.caption")),
    Step(_place, _say("2.caption")),
    Step(_magistrate, _say("3.caption"), question=_say("3.question"), hint=_say("3.hint")),
    Step(("send", ids(THEATRE_TILES[0])[0]), _say("4.caption")),
    Step(("send", ids(THEATRE_TILES[2])[0]), _say("5.caption")),
    Step(("keep",), _say("6.caption")),
    Step(("draw",), _say("7.caption")),
    Step(("pick", "red", "blue"), _say("8.caption")),
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


_say = texts("imperium")
IMPERIUM = (
    Step(_play, _say("1.caption")),
    Step(_place, _say("2.caption")),
    Step(_magistrate, _say("3.caption")),
    Step(("send", ids(THEATRE_TILES[0])[0]), _say("4.caption")),
    Step(("draw",), _say("5.caption")),
    Step(("pick", "red", "blue"), _say("6.caption")),
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
        play(state, pipes[-1])
    return pipes


_h_play, _h_place, _h_magistrate = tile_steps(HADRIAN_LAST, "green", True)
_say = texts("aqueduct", HADRIAN_PEOPLE)
AQUEDUCT = (
    Step(_h_play, _say("1.caption")),
    Step(_h_place, _say("2.caption")),
    Step(_h_magistrate, _say("3.caption")),
    *(Step(pipe, _say(f"{number}.caption")) for number, pipe in enumerate(_hadrian_pipes(), 4)),
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


def _last_action_steps(example_id):
    """Oktavia's last action ends the game; the example's ``scoring`` says what the final count
    adds."""
    say = texts(example_id)
    return (
        Step(("draw",), say("1.caption")),
        Step(("pick", "blue", "blue"), [say("2.caption"), say("scoring")]),
    )


FOUNTAIN_SCORING = _last_action_steps("fountain-scoring")
AQUEDUCT_SCORING = _last_action_steps("aqueduct-scoring")


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
    say = texts("first-turn")
    plan = [
        (("hill", "Q"), "1"), (("hill", "A"), "2"), (("hill", "P"), "3"),
        (("play", "yellow"), "4"), ("place", "5"), (("magistrate", "no"), "6"),
        (("play", "blue"), "7"), (("place", _reaches_outlet), "8"), (("magistrate", "no"), "9"),
        ("pipe", "10"), ("pipe", "11"), ("pipe", "11"),     # the second and third piece alike
        (("draw",), "12"), ("pick", "13"),
    ]
    steps = []
    for what, number in plan:
        caption = say(f"{number}.caption")
        if what == "pipe" and state.phase != "pipe":
            continue      # no room for another piece: the aqueduct stops here
        if isinstance(what, str):
            action = _choose(state, what)
        elif len(what) == 2 and what[0] == "place":
            action = _choose(state, "place", what[1])
        else:
            action = what
        play(state, action)
        steps.append(Step(action, caption))
    return tuple(steps)


FIRST_TURN = _first_turn()


def _example(example_id, names, setup, script, people=BOOK_PEOPLE):
    """An example whose title, source and intro are its messages."""
    say = texts(example_id, people)
    return Example("marble", example_id, say("title"), say("source"), names, say("intro"),
                   setup, script)


EXAMPLES = (
    _example("first-turn", NAMES[:2], first_turn_position, FIRST_TURN),
    _example("theatre", NAMES[:3], theatre_position, THEATRE),
    _example("aqueduct", ("Hadrian", "Claudia"), hadrian_position, AQUEDUCT, HADRIAN_PEOPLE),
    _example("imperium", NAMES[:2], imperium_position, IMPERIUM),
    _example("fountain-scoring", NAMES, fountain_scoring_position, FOUNTAIN_SCORING),
    _example("aqueduct-scoring", NAMES, aqueduct_scoring_position, AQUEDUCT_SCORING),
)
