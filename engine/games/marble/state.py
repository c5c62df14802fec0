"""City of Marble (Rome: City of Marble, Brett Myers, R&R Games 2015): the rules engine.

Players lay rhombus district tiles on a triangular grid of Rome. Six triangles round a grid
point form a construction site; every site whose six triangles are covered gets a building on
its point, for the player with the most influence there (or a fountain). Aqueducts, bridges,
coins and imperium tiles add points at the end. Numbers and the project's decisions live in
:mod:`engine.games.marble.data`, the board's tables in :mod:`.board`, what each seat sees and
every sentence in :mod:`.view`.

Identifiers in actions are integers: a cell ``(r, c)`` is ``r * COLS + c`` and a point
``(row, half)`` is ``row * POINT_COLS + half`` (see :mod:`.board`). A district tile is named by
the smaller of its two cells.

    >>> state = new_game(2)
    >>> state.current_player() == CHANCE   # three hills are drawn first
    True

Turn structure (each step below is one decision, so every action stays small):

- ``act``: one of the player board's four actions, ``("draw",)``, ``("play", colour)``,
  ``("aqueduct",)`` or ``("recall",)``; ``("pass",)`` only when none is possible;
- ``draw``: ``("pick", c1, c2)``, two different colours (``("pick", c, c)`` or ``("pick", c)``
  when one stack is left);
- ``recall``: ``("recall", cell)``, the tile the magistrate leaves;
- ``place``: ``("place", a, b)`` puts the chosen tile on cells ``a < b``;
- ``magistrate``: ``("magistrate", "yes" | "no")``;
- ``pipe``: ``("pipe", aqueduct, point)`` lays one piece (two for the aqueduct action, three
  when a tile first reaches a water outlet);
- ``site``: ``("build", point)`` when one tile completed several sites;
- ``send``: ``("send", cell)`` or ``("keep",)``, asked of each player in turn order;
- ``end``: ``("end",)`` or ``("imperium", type)`` to discard a tile for one more action;
- chance: ``("hill", letter)`` at set-up and ``("bridge", value)`` when a bridge is covered.
"""

from __future__ import annotations

from engine.core import CHANCE, TERMINAL, GameState, copy_plain, draw_outcomes
from engine.games.marble import data
from engine.games.marble import view as marble_view
from engine.games.marble.board import (  # noqa: F401 (the board's tables are part of this module's API)
    BOARD_POINTS, BRIDGE_CELLS, BUILDABLE, BUILDING_INDEX, CELL_RC, COLOUR_INDEX, CORNERS,
    EDGE_CELLS, EMPTY, HILL, HILL_CELL, NCELLS, NEIGHBOURS, NPOINTS, OUTLET_POINT, OUTLET_POINTS,
    POINT_COLS, POINT_LINKS, POINT_NEIGHBOURS, POINT_RC, RHOMBI, SITE_CELLS, SITE_NEIGHBOURS, SITE_READ,
    TERRAIN,
    _on_board, cell_id, edge_id, open_rhombi, open_rhombi_after, pipe_ends, point_id, tile_corners)
from engine.games.marble.data import (AQUEDUCT_COLOURS, BUILDING_POINTS, BUILDINGS, COLOURS,
                                      SITE_BUILDING)
from engine.games.marble.sending import Sending
from engine.games.marble.view import action_label, narrate  # noqa: F401 (the module protocol)
from engine.messages import msg

# The actions a search meets at every turn, made once (a dict finds a key made once faster).
DRAW, AQUEDUCT, RECALL, PASS = ("draw",), ("aqueduct",), ("recall",), ("pass",)
PLAY_ACTIONS = tuple(("play", c) for c in COLOURS)
PICK_ACTIONS = {(a, b): ("pick", a, b) for a in COLOURS for b in COLOURS}
MAGISTRATE_ACTIONS = (("magistrate", "yes"), ("magistrate", "no"))
PLACE_ACTIONS = tuple(("place", a, b) for a, b, _, _ in RHOMBI)
NOTHING_KNOWN = (-1, -1, ())   # where a tile may go, not known yet (see State._open_rhombi)
NO_PIPE_KNOWN = (-1, -1, -1, False)   # whether a piece may be laid, not known yet (_can_lay_pipe)

NAME = "City of Marble"
PLAYERS = range(2, 5)
GAME_ID = "marble"


# --- the state ---------------------------------------------------------------------------------

class State(GameState):
    game_id = GAME_ID

    def __init__(self, players: int):
        self.players = players
        self.phase = "hill"
        self.turn = data.FIRST_PLAYER
        self.chooser = data.FIRST_PLAYER
        self.actions_left = 0
        self.last_round = False
        self.final_turns = 0
        self.hills = []
        self.stacks = [data.DISTRICT_TILES[c] - players for c in COLOURS]
        self.cell_tile = [EMPTY] * NCELLS
        self.tile_a, self.tile_b, self.tile_colour, self.tile_magistrate = [], [], [], []
        self.buildings = []    # [point, kind, owner or -1]
        self.aqueducts = {c: [] for c in AQUEDUCT_COLOURS}
        self.central = [[1, 1, 1, 1] for _ in range(players)]
        self.left = [[0, 0, 0, 0] for _ in range(players)]
        self.home = [data.MAGISTRATES] * players
        self.waiting = [[] for _ in range(players)]
        self.imperium = [[0, 0, 0, 0] for _ in range(players)]
        self.coins = [0] * players
        self.points = [0] * players
        self.bridges = [[] for _ in range(players)]
        self.commissions = [0] * players
        self.supply_coins = data.COINS
        self.supply_imperium = [data.IMPERIUM_TILES] * 4
        self.bridge_pool = [data.BRIDGE_TILES.count(v) for v in (1, 2, 3, 4)]
        self.play_colour = ""
        self.placed = -1
        self.todo = []
        self.pipes_left = 0
        self.pipe_colour = ""
        self.pending_sites = []
        self.sending = Sending()
        self.rhombi_known = NOTHING_KNOWN   # see _open_rhombi: not part of the game, never saved
        self.pipe_known = NO_PIPE_KNOWN     # see _can_lay_pipe: nor this

    # --- copying and saving ------------------------------------------------------------------

    def clone(self) -> "State":
        s = State.__new__(State)
        s.players = self.players
        s.phase, s.turn, s.chooser = self.phase, self.turn, self.chooser
        s.actions_left, s.last_round, s.final_turns = self.actions_left, self.last_round, self.final_turns
        s.hills = self.hills[:]
        s.stacks = self.stacks[:]
        s.cell_tile = self.cell_tile[:]
        s.tile_a, s.tile_b = self.tile_a[:], self.tile_b[:]
        s.tile_colour, s.tile_magistrate = self.tile_colour[:], self.tile_magistrate[:]
        s.buildings = self.buildings[:]    # a building's entry is never changed in place
        s.aqueducts = {c: p[:] for c, p in self.aqueducts.items()}
        s.central = list(map(list, self.central))
        s.left = list(map(list, self.left))
        s.home = self.home[:]
        s.waiting = list(map(list, self.waiting))
        s.imperium = list(map(list, self.imperium))
        s.coins, s.points = self.coins[:], self.points[:]
        s.bridges = list(map(list, self.bridges))
        s.commissions = self.commissions[:]
        s.supply_coins, s.supply_imperium = self.supply_coins, self.supply_imperium[:]
        s.bridge_pool = self.bridge_pool[:]
        s.play_colour, s.placed = self.play_colour, self.placed
        s.todo = self.todo[:]
        s.pipes_left, s.pipe_colour = self.pipes_left, self.pipe_colour
        s.pending_sites = self.pending_sites[:]
        # a sending with no one left to ask is never changed, only replaced: it is shared
        s.sending = self.sending.copy() if self.sending.queue else self.sending
        s.rhombi_known, s.pipe_known = self.rhombi_known, self.pipe_known
        return s

    _FIELDS = ("players", "phase", "turn", "chooser", "actions_left", "last_round", "final_turns",
               "hills", "stacks", "cell_tile", "tile_a", "tile_b", "tile_colour", "tile_magistrate",
               "buildings", "aqueducts", "central", "left", "home", "waiting",
               "imperium", "coins", "points", "bridges", "commissions", "supply_coins",
               "supply_imperium", "bridge_pool", "play_colour", "placed", "todo", "pipes_left",
               "pipe_colour", "pending_sites")

    def to_json(self) -> dict:
        d = {"game": GAME_ID}
        for name in self._FIELDS:
            d[name] = getattr(self, name)
        d.update(self.sending.to_json())
        return copy_plain(d)

    # --- the protocol --------------------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase in ("hill", "bridge"):
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        return self.chooser

    def chance_outcomes(self) -> list:
        if self.phase == "hill":
            deck = {letter: 1 for letter in data.HILLS if letter not in self.hills}
            return draw_outcomes("hill", deck)
        if self.phase == "bridge":
            return draw_outcomes("bridge", {v: n for v, n in zip((1, 2, 3, 4), self.bridge_pool)})
        return []

    def legal_actions(self) -> list:
        phase = self.phase
        if phase == "act":
            return self._act_actions()
        if phase == "draw":
            return self._draw_actions()
        if phase == "recall":
            return [("recall", self.tile_a[t]) for t in range(len(self.tile_a))
                    if self.tile_magistrate[t] == self.turn]
        if phase == "place":
            return [PLACE_ACTIONS[k] for k in self._open_rhombi()]
        if phase == "magistrate":
            return list(MAGISTRATE_ACTIONS)
        if phase == "pipe":
            return self._pipe_actions(self.pipe_colour)
        if phase == "site":
            return [("build", p) for p in sorted(self.pending_sites)]
        if phase == "send":
            return self.sending.legal_actions(self)
        if phase == "end":
            return [("end",)] + [("imperium", b) for k, b in enumerate(BUILDINGS)
                                 if self.imperium[self.turn][k] > 0]
        return []

    def _act_actions(self) -> list:
        """The four actions of the player board (and pass): the details are asked next."""
        seat = self.turn
        actions = []
        if any(self.stacks):
            actions.append(DRAW)
        central = self.central[seat]
        if any(central) and self._any_placement():
            actions += [play for play, n in zip(PLAY_ACTIONS, central) if n > 0]
        if self._can_lay_pipe(""):
            actions.append(AQUEDUCT)
        if seat in self.tile_magistrate:
            actions.append(RECALL)
        return actions or [PASS]

    def _draw_actions(self) -> list:
        open_stacks = [c for k, c in enumerate(COLOURS) if self.stacks[k] > 0]
        if len(open_stacks) >= 2:
            return [PICK_ACTIONS[a, b]
                    for i, a in enumerate(open_stacks) for b in open_stacks[i + 1:]]
        colour = open_stacks[0]
        return [("pick", colour, colour) if self.stacks[COLOUR_INDEX[colour]] >= 2 else ("pick", colour)]

    # --- placement ------------------------------------------------------------------------------

    def _open_rhombi(self) -> tuple:
        """The indices in ``RHOMBI`` of where a district tile may go now. Kept with the state
        (a search asks at every turn of every world, and copies the state more often than it
        lays a tile) as ``(tiles, hills, indices)``, brought up to date from there by the tiles
        laid since, found afresh after a hill."""
        tiles, hills, known = self.rhombi_known
        if tiles == len(self.tile_a) and hills == len(self.hills):
            return known
        if hills == len(self.hills) and tiles < len(self.tile_a):
            cells = self.tile_a[tiles:] + self.tile_b[tiles:]
            known = open_rhombi_after(known, self.cell_tile, cells)
        else:
            known = open_rhombi(self.cell_tile)
        self.rhombi_known = (len(self.tile_a), len(self.hills), known)
        return known

    def _any_placement(self) -> bool:
        return bool(self._open_rhombi())

    def placements(self) -> list:
        """Every (a, b) where a district tile may go now: on two free grid cells, touching a
        hill or a tile along a whole side."""
        return [RHOMBI[k][:2] for k in self._open_rhombi()]

    # --- aqueducts ------------------------------------------------------------------------------

    def _used_points(self) -> set:
        used = set()
        for colour, path in self.aqueducts.items():
            used.update(path)
            if not path:
                used.add(OUTLET_POINT[colour])
        return used

    def _pipe_ends(self, colour: str) -> tuple:
        """The points one piece of aqueduct ``colour`` reaches (see :func:`.board.pipe_ends`),
        taken or not; none once its pieces are all laid."""
        path = self.aqueducts[colour]
        if not path or len(path) - 1 >= data.AQUEDUCT_PIECES:
            return ()
        return pipe_ends(path[-1], self.cell_tile)

    def pipe_targets(self, colour: str, used=None) -> list:
        """Points the aqueduct ``colour`` may be extended to with one piece: along a tile's side
        that borders another tile, an empty field or the board's edge (never a hill), and
        touching no aqueduct (buildings block nothing: marble_data)."""
        ends = self._pipe_ends(colour)
        if not ends:
            return []
        used = self._used_points() if used is None else used
        return sorted(q for q in ends if q not in used)

    def _pipe_actions(self, only: str) -> list:
        used = self._used_points()
        colours = (only,) if only else AQUEDUCT_COLOURS
        return [("pipe", c, q) for c in colours for q in self.pipe_targets(c, used)]

    def _can_lay_pipe(self, only: str) -> bool:
        """Whether a piece may be laid now (on aqueduct ``only``, or any when empty). For any,
        the answer is kept with the state as ``(tiles, hills, pieces, answer)``: a search asks
        before every action of every turn, and only a tile, a hill or a piece laid changes it."""
        if only:
            return self._pipe_reaches(only)
        tiles, hills, pieces, answer = self.pipe_known
        now = sum(map(len, self.aqueducts.values()))
        if tiles == len(self.tile_a) and hills == len(self.hills) and pieces == now:
            return answer
        answer = False
        for colour in AQUEDUCT_COLOURS:
            if self._pipe_reaches(colour):
                answer = True
                break
        self.pipe_known = (len(self.tile_a), len(self.hills), now, answer)
        return answer

    def _pipe_reaches(self, colour) -> bool:
        """Whether aqueduct ``colour`` may grow by a piece now."""
        for q in self._pipe_ends(colour):
            if not self._point_used(q):
                return True
        return False

    def _point_used(self, point) -> bool:
        """Whether ``point`` is one of ``_used_points`` (an aqueduct's, or a free outlet)."""
        for colour, path in self.aqueducts.items():
            if path:
                if point in path:
                    return True
            elif point == OUTLET_POINT[colour]:
                return True
        return False

    def _aqueduct_points(self, colour) -> set:
        """The points an aqueduct's pieces touch (none before its first piece)."""
        path = self.aqueducts[colour]
        return set(path) if len(path) > 1 else set()

    # --- sites ------------------------------------------------------------------------------------

    def _site_complete(self, point) -> bool:
        """All six triangles round the point are covered by tiles (neighbouring buildings or
        not: sites overlap, and each gets its own building)."""
        read = SITE_READ.get(point)
        return read is not None and min(read(self.cell_tile)) >= 0

    def influence(self, point) -> list:
        """Per seat: magistrates on tiles of the site's district in the building's colour."""
        tiles = sorted({self.cell_tile[c] for c in SITE_CELLS[point]})
        colour = COLOUR_INDEX[data.COLOUR_OF_BUILDING[SITE_BUILDING[len(tiles)]]]
        counts = [0] * self.players
        for t in tiles:
            owner = self.tile_magistrate[t]
            if owner >= 0 and self.tile_colour[t] == colour:
                counts[owner] += 1
        return counts

    def _resolve_site(self, point):
        tiles = sorted({self.cell_tile[c] for c in SITE_CELLS[point]})
        kind = SITE_BUILDING[len(tiles)]
        counts = self.influence(point)
        best = max(counts)
        if best > 0 and counts.count(best) == 1:
            owner = counts.index(best)
            self.buildings.append([point, kind, owner])
            self.points[owner] += BUILDING_POINTS[kind]
            self.commissions[owner] += 1
        else:
            self.buildings.append([point, "fountain", -1])
            kind = "treasury"
        self.sending = Sending.after_site(kind, tiles, self.turn, self.players)

    # --- applying -----------------------------------------------------------------------------

    apply = GameState.dispatch   # an action is applied by its verb's _do_ method, nothing else

    # A step that opens a decision of its own sets the phase and returns; every other step
    # ends by moving on to the turn's next decision or chance node (``_advance``).

    def _do_hill(self, letter):
        self.hills.append(letter)
        self.cell_tile[HILL_CELL[letter]] = HILL
        if len(self.hills) == data.HILLS_IN_PLAY:
            self.phase, self.chooser = "act", self.turn
            self.actions_left = data.ACTIONS_PER_TURN

    def _do_draw(self):
        self.actions_left -= 1
        self.phase = "draw"

    def _do_aqueduct(self):
        self.actions_left -= 1
        self.pipes_left, self.pipe_colour = data.EXTEND_PIECES, ""
        self._advance()

    def _do_recall(self, cell=None):
        """``("recall",)`` spends the action; ``("recall", cell)`` then names the tile."""
        if cell is None:
            self.actions_left -= 1
            self.phase = "recall"
            return
        self.tile_magistrate[self.cell_tile[cell]] = -1
        self.home[self.turn] += 1
        self._advance()

    def _do_pick(self, *colours):
        for colour in colours:
            k = COLOUR_INDEX[colour]
            self.stacks[k] -= 1
            self.left[self.turn][k] += 1
        self._advance()

    def _do_play(self, colour):
        self.actions_left -= 1
        self.play_colour = colour
        self.phase = "place"

    def _do_place(self, a, b):
        self._place(a, b)
        if self.home[self.turn] > 0:
            self.phase = "magistrate"
            return
        self._after_place()
        self._advance()

    def _do_magistrate(self, answer):
        if answer == "yes":
            self.tile_magistrate[self.placed] = self.turn
            self.home[self.turn] -= 1
        self._after_place()
        self._advance()

    def _do_bridge(self, value):
        self.bridges[self.turn].append(value)
        self.bridge_pool[value - 1] -= 1
        self._advance()

    def _do_pipe(self, colour, point):
        self._lay_pipe(colour, point)
        self.pipes_left -= 1
        self._advance()

    def _do_pass(self):
        self.actions_left -= 1
        self._advance()

    def _do_build(self, point):
        self.pending_sites.remove(point)
        self._resolve_site(point)
        self._advance()

    def _do_send(self, cell):
        self.sending.send(self, cell)
        self._advance()

    def _do_keep(self):
        self.sending.keep()
        self._advance()

    def _do_imperium(self, kind):
        k = BUILDING_INDEX[kind]
        self.imperium[self.turn][k] -= 1
        self.supply_imperium[k] += 1
        self.actions_left += 1
        self._advance()

    def _do_end(self):
        self._end_turn()

    def _place(self, a, b):
        seat = self.turn
        colour = COLOUR_INDEX[self.play_colour]
        index = len(self.tile_a)
        self.tile_a.append(a)
        self.tile_b.append(b)
        self.tile_colour.append(colour)
        self.tile_magistrate.append(-1)
        self.cell_tile[a] = self.cell_tile[b] = index
        self.central[seat][colour] -= 1
        self.placed = index

    def _after_place(self):
        """Queue what the new tile set off: bridge, then a new aqueduct, then finished sites."""
        a, b = self.tile_a[self.placed], self.tile_b[self.placed]
        todo = [("bridge",) for c in (a, b) if TERRAIN[c] == "bridge"]
        corners, sites = tile_corners(a, b)
        # DECISION (the rulebook's Hadrian example): the new aqueduct is laid before the site.
        todo += [("outlet", colour) for colour in AQUEDUCT_COLOURS
                 if not self.aqueducts[colour] and OUTLET_POINT[colour] in corners]
        cell_tile = self.cell_tile
        done = [p for p, read in sites if min(read(cell_tile)) >= 0]   # all six covered
        if done:
            todo.append(("sites", tuple(done)))
        self.todo = todo

    def _fountain_coins(self, colour, point) -> int:
        """Coins a piece of ``colour`` laid to ``point`` would earn: one when a fountain stands
        on ``point`` (the aqueduct never touched that point before: it may not loop), while the
        supply lasts."""
        joined = any(p == point and kind == "fountain" for p, kind, _owner in self.buildings)
        return min(data.FOUNTAIN_COIN if joined else 0, self.supply_coins)

    def _lay_pipe(self, colour, point):
        coins = self._fountain_coins(colour, point)
        self.aqueducts[colour].append(point)
        self.supply_coins -= coins
        self.coins[self.turn] += coins

    def _advance(self):
        """Move on to the next decision or chance node of the turn."""
        while True:
            if self.pipes_left > 0:
                if self._can_lay_pipe(self.pipe_colour):
                    self.phase, self.chooser = "pipe", self.turn
                    return
                self.pipes_left = 0
            sending = self.sending
            if sending.queue:
                sending.skip_seats_without_magistrates(self)
                if sending.queue:
                    self.phase, self.chooser = "send", sending.asked()
                    return
            if self.pending_sites:
                if len(self.pending_sites) > 1:
                    self.phase, self.chooser = "site", self.turn
                    return
                if self.pending_sites:
                    self._resolve_site(self.pending_sites.pop())
                    continue
            if self.todo:
                step = self.todo.pop(0)
                if step[0] == "bridge":
                    self.phase = "bridge"
                    return
                if step[0] == "outlet":
                    self.aqueducts[step[1]] = [OUTLET_POINT[step[1]]]
                    self.pipes_left, self.pipe_colour = data.OUTLET_PIECES, step[1]
                else:
                    self.pending_sites = list(step[1])
                continue
            if sending.kind or sending.tiles:
                self.sending = Sending()
            if self.actions_left > 0:
                self.phase, self.chooser = "act", self.turn
                return
            if not self.last_round and any(self.imperium[self.turn]):
                self.phase, self.chooser = "end", self.turn
                return
            self._end_turn()
            return

    def _end_turn(self):
        seat = self.turn
        left = self.left[seat]
        if any(left):
            self.central[seat] = [n + m for n, m in zip(self.central[seat], left)]
            self.left[seat] = [0, 0, 0, 0]
        for kind in self.waiting[seat]:
            if kind == "treasury":
                if self.supply_coins > 0:
                    self.supply_coins -= 1
                    self.coins[seat] += 1
            else:
                k = BUILDING_INDEX[kind]
                if self.supply_imperium[k] > 0:
                    self.supply_imperium[k] -= 1
                    self.imperium[seat][k] += 1
        self.home[seat] += len(self.waiting[seat])
        self.waiting[seat] = []
        if self.last_round:
            self.final_turns -= 1
            if self.final_turns == 0:
                self.phase = "over"
                return
        elif self.stacks.count(0) >= data.EMPTY_STACKS_FOR_LAST_ROUND:
            self.last_round = True
            self.final_turns = self.players
        self.turn = (seat + 1) % self.players
        self.chooser = self.turn
        self.actions_left = data.LAST_ROUND_ACTIONS if self.last_round else data.ACTIONS_PER_TURN
        self.phase = "act"

    # --- scoring ----------------------------------------------------------------------------------

    def final_lines(self) -> list:
        """Per seat: [what, points] lines of the score (the end-game bonuses included); ``what`` is
        a key (``"buildings"``, ``"most_arena"``...) the view words (:func:`.view.final_lines`)."""
        n = self.players
        lines = [[["buildings", self.points[s]], ["bridges", sum(self.bridges[s])]]
                 for s in range(n)]
        connected = set()
        for colour in AQUEDUCT_COLOURS:
            connected |= self._aqueduct_points(colour)
        fountains = {p for p, kind, _ in self.buildings if kind == "fountain"}
        aqueduct = [0] * n
        fountain = [0] * n
        for p, kind, owner in self.buildings:
            if kind == "fountain":
                continue
            if p in connected:
                aqueduct[owner] += data.AQUEDUCT_BONUS
            fountain[owner] += data.FOUNTAIN_BONUS * sum(1 for q in SITE_NEIGHBOURS[p] if q in fountains)
        most = max(self.coins)
        for s in range(n):
            lines[s].append(["aqueducts", aqueduct[s]])
            lines[s].append(["fountains", fountain[s]])
            lines[s].append(["coins", self.coins[s] * data.COIN_POINTS])
            bonus = 0
            if most > 0 and self.coins[s] == most:
                bonus = data.MOST_COINS_BONUS if self.coins.count(most) == 1 else data.MOST_COINS_TIE_BONUS
            lines[s].append(["most_coins", bonus])
        for k, kind in enumerate(BUILDINGS):
            held = [self.imperium[s][k] for s in range(n)]
            top = max(held)
            for s in range(n):
                bonus = 0
                if top > 0 and held[s] == top:
                    bonus = data.IMPERIUM_MAJORITY if held.count(top) == 1 else data.IMPERIUM_MAJORITY_TIE
                lines[s].append([f"most_{kind}", bonus])
        return lines

    def final_points(self) -> list:
        """Per seat: the total of its ``final_lines``, worked out without the lines (a search's
        evaluation asks for it at every position it judges)."""
        n = self.players
        coins = self.coins
        totals = [points + sum(bridges) + held * data.COIN_POINTS
                  for points, bridges, held in zip(self.points, self.bridges, coins)]
        if self.buildings:
            connected = set()
            for path in self.aqueducts.values():
                if len(path) > 1:     # see _aqueduct_points
                    connected.update(path)
            fountains = {p for p, kind, _ in self.buildings if kind == "fountain"}
            for p, kind, owner in self.buildings:
                if kind == "fountain":
                    continue
                if p in connected:
                    totals[owner] += data.AQUEDUCT_BONUS
                if fountains:
                    totals[owner] += data.FOUNTAIN_BONUS * sum(
                        1 for q in SITE_NEIGHBOURS[p] if q in fountains)
        most = max(coins)
        if most > 0:
            bonus = (data.MOST_COINS_BONUS if coins.count(most) == 1
                     else data.MOST_COINS_TIE_BONUS)
            for s in range(n):
                if coins[s] == most:
                    totals[s] += bonus
        for held in zip(*self.imperium):
            top = max(held)
            if top > 0:
                bonus = (data.IMPERIUM_MAJORITY if held.count(top) == 1
                         else data.IMPERIUM_MAJORITY_TIE)
                for s in range(n):
                    if held[s] == top:
                        totals[s] += bonus
        return totals

    def pieces(self) -> dict:
        """Every piece of the game by kind, wherever it lies: the same from set-up to the end
        (district tiles per colour, magistrates per seat, coins, imperium tiles per kind and
        bridge tiles)."""
        n = self.players
        return {
            "district tiles": [self.stacks[k] + self.tile_colour.count(k)
                               + sum(self.central[s][k] + self.left[s][k] for s in range(n))
                               for k in range(len(COLOURS))],
            "magistrates": [self.home[s] + self.tile_magistrate.count(s) + len(self.waiting[s])
                            for s in range(n)],
            "coins": self.supply_coins + sum(self.coins),
            "imperium tiles": [self.supply_imperium[k] + sum(self.imperium[s][k] for s in range(n))
                               for k in range(len(self.supply_imperium))],
            "bridge tiles": sum(self.bridge_pool) + sum(len(b) for b in self.bridges),
        }

    def scores(self) -> list:
        if self.phase != "over":
            return list(self.points)
        return [sum(v for _, v in lines) for lines in self.final_lines()]

    def tiebreak(self, seat: int):
        return (self.commissions[seat], sum(self.imperium[seat]))

    # --- what a seat sees (worded in engine.games.marble.view) -----------------------------------

    def view(self, seat=None) -> dict:
        return marble_view.view(self, seat)

    # --- hidden information ------------------------------------------------------------------------

    def determinize(self, seat, rng) -> "State":
        """A state that looks the same to ``seat``, other players' bridge values resampled."""
        state = self.clone()
        if self.phase == "over":
            return state
        pool = list(data.BRIDGE_TILES)
        if seat is not None:
            for v in self.bridges[seat]:
                pool.remove(v)
        for s in range(self.players):
            if s == seat:
                continue
            drawn = []
            for _ in self.bridges[s]:
                drawn.append(pool.pop(rng.randrange(len(pool))))
            state.bridges[s] = drawn
        state.bridge_pool = [pool.count(v) for v in (1, 2, 3, 4)]
        return state

    def determinizer(self, seat):
        """:meth:`determinize` for ``seat`` as a function of ``rng``, with where a tile may go and
        whether a piece may be laid found once, on this state, so that every world a search draws
        carries them: a tree handed its root as plain data knows neither yet, and finding them
        afresh in each world (one per iteration) was half of City of Marble's Normal search."""
        self._open_rhombi()
        self._can_lay_pipe("")
        return super().determinizer(seat)

    def why_illegal(self, action):
        if self.phase == "act" and action[:1] == ("play",) and not self._any_placement():
            return msg("marble.why.no_place")
        if self.phase == "act" and action[:1] == ("play",):
            return msg("marble.why.central_only")
        if self.phase == "place" and action[:1] == ("place",):
            return msg("marble.why.place")
        if action[:1] == ("pipe",):
            return msg("marble.why.pipe")
        if action[:1] == ("imperium",) and self.last_round:
            return msg("marble.why.last_round_imperium")
        return None


# --- the module protocol -----------------------------------------------------------------------------

def new_game(players: int, **options) -> State:
    if options:
        raise TypeError(f"unknown options {sorted(options)}")
    return State(players)


def from_json(d) -> State:
    d = copy_plain(d)
    state = State.__new__(State)
    for name in State._FIELDS:
        setattr(state, name, d[name])
    state.sending = Sending.from_json(d)
    state.rhombi_known, state.pipe_known = NOTHING_KNOWN, NO_PIPE_KNOWN
    state.todo = [("sites", tuple(step[1])) if step[0] == "sites" else tuple(step) for step in d["todo"]]
    return state
