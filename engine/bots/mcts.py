"""Information-set Monte Carlo tree search (IS-MCTS) over determinized worlds.

Every iteration starts from ``state.determinize(seat, rng)``: a full world that looks the same to
the bot's seat, with every fact hidden from it (other hands, deck order, coming dice) resampled.
So the bot is a function of its seat's view and its own seed, and never reads a hidden fact.

The tree is keyed by the decisions taken from the root: chance outcomes and forced moves (a single
legal action) are applied in the world but make no node, so one node gathers every world in which
the same decisions were made. A child is chosen with UCB1 on the value of the seat to move there,
counting a child's *availability* (how often it was legal when its parent was reached) in place of
the parent's visits, because an action may be legal in one world and not in another. Each node
keeps one summed value per seat (max^n), so the same search serves 2 to 5 players. A seat never
takes back its own last move while nothing is new (the game's ``UNDO_VERBS``), neither at the
root nor in the tree, so a move is not valued by an escape the bot will not use.

A new node is followed by a short rollout (chance sampled, moves drawn at random weighted by the
game's cheap per-verb priors, ``ROLLOUT_WEIGHTS`` in its evaluation module), cut after ``depth`` steps
(the game's ``ROLLOUT_DEPTH`` if it names one: 0 means the evaluation alone) and
scored by the game's evaluation turned into a per-seat win estimate; a finished game scores its
real result.

The root's children start from the greedy bot's judgement (``GreedyBot.action_values``: each
action followed by the seat's best play to the end of its turn, on the evaluation), counted as
``prior`` visits of that value. A turn of several decisions (pick a colour, then one of fifty
places) otherwise starts the search as a blind draw among the places, and a move whose worth only
shows at the end of the turn loses to one that pays at once. The search then confirms or
overturns that judgement.

A game whose evaluation names ``PLAN_PLAYOUTS`` (iterations per level, from
``PLAN_PLAYOUTS_FROM`` players) has a plan cheap enough to play a whole game in milliseconds; at
those levels and tables the search plays out instead of judging. The
root keeps greedy's ``ROOT_CANDIDATES`` best moves and the plan's move, each iteration plays every
seat by the plan from the new node to the game's end in its resampled world, and the final scores
are the value (a win estimate with ``PLAYOUT_TEMPERATURE``). The evaluation then only chooses the
candidates: the final scoring, six rounds away, is seen, not estimated, and every value is on the
one level of a finished game, so more iterations only sharpen it.

A budget is a count of work, never of time: the search stops after its ``iterations`` (a level's
count, or where it plays out the game's ``PLAN_PLAYOUTS``), so a bot is a function of its view
and its seed, and a seeded game replays the same on any device at any load. The root's most
visited action is played.

A level may split its budget into several trees (``trees`` in the game's ``SEARCH_LEVELS``, from
``TREES_FROM`` players), each grown from the same root on a share of the iterations with a seed
of its own; the root's visits are summed over them. The split is part of the level, fixed, so the choice is the same
whether the trees grow one after another here or side by side elsewhere: each tree is a job of
plain JSON data (:func:`growing`), which the site's engine worker hands to helper workers on a
device with the cores for it (a phone has 4 to 8), so a person's wait shrinks with the cores
and a seeded game still replays move for move on one.
"""

import json
import math
import random
from math import log, sqrt
from operator import add

from engine.core import CHANCE, TERMINAL, IllegalAction, action_text, as_action, sample
from engine.messages import msg

from .evaluation import (legal_by_decisions, outcome_values, plan_playouts, rollout_depth,
                         rollout_weights, search_level, undo_verbs, win_estimate)
from .greedy import GreedyBot
from .memory import Memory
from .plan import plan_module
from .thinking import Thinking, collector_paused, finished, pausing

LEVELS = {
    "easy": {"iterations": 60, "prior": 0},
    "normal": {"iterations": 500, "prior": 30},
    "hard": {"iterations": 2000, "prior": 30},
}
"""Each level's budget in iterations (a count of work: no level has a time limit, so a level
plays the same on every device) and the weight, in visits, of the greedy judgement its root
starts from (Easy searches without it). Where the search plays out, the game's
``PLAN_PLAYOUTS`` give the level's iterations instead; a game may set its own iterations and
``PRIOR_WORK`` per level (``SEARCH_LEVELS`` in its evaluation module), so that a person's wait
on a phone stays short where a decision costs more."""

PRIOR_LEAVES = 100   # positions the greedy judgement may evaluate per root action
PRIOR_WORK = 2000
"""Positions the greedy judgement may evaluate for one decision (``GreedyBot``'s ``work``; past
it the judgement starts again with the work shared out, so at most about twice this): an AVE
turn of 170 builds, each followed by 170 more, once evaluated 17,000 and made one Normal
decision take 12 s. In about 100 positions of plan players' games per game, it changed greedy's
best move in 5 of AVE's (where the judgement reached 34,000 positions, now 3,300), 2 of
Massilia's and City of Marble's and none of Aquileia's."""

EXPLORATION = 0.15
"""UCB1's exploration constant. Values are win estimates in [0, 1] and one move rarely changes
them by more than a few hundredths, so a small constant lets the search tell moves apart within
its budget. Measured against greedy (10 games each, 2 players, prior 30): Massilia 3/10 at 0.7,
6/10 at 0.25, 7/10 at 0.1; City of Marble 10/10 at 0.25."""
ROLLOUT_DEPTH = 12
TREES_FROM = 3
"""A level's trees (``SEARCH_LEVELS``) split its search from this many players. Two bots move
between a person's decisions from three players on, and there the split is what shortens a
phone's wait; at two players a person waits for one bot. And there the split cost City of
Marble's Normal its strength: 3 trees of 167 iterations won 15/40 games against greedy, one tree
of 500 27/40 (its turn is several decisions in a row, too deep for the smaller trees), while at
three players beside two plans it was ahead in 74% of the comparisons (69% as one tree)."""
ROOT_CANDIDATES = 6       # greedy's best root moves a search that plays out keeps (and the plan's)
PLAYOUT_TEMPERATURE = 10.0
"""Points between two seats' final scores that make a played-out game count about e (2.7) times
more as the leader's win: smoother than the bare result over a hundred playouts."""


LOGS = [0.0]
"""``LOGS[n]`` is ``log(n)`` (``log(0)`` stands in as 0.0, never read), made as far as a
tree may need before it grows: UCB1 takes the log of a child's availability for every child at
every step down the tree, and a list gives the very same value without a call."""


def logs_to(n):
    """:data:`LOGS` made at least to ``n``."""
    while len(LOGS) <= n:
        LOGS.append(log(len(LOGS)))
    return LOGS


class Node:
    __slots__ = ("children", "visits", "avail", "totals", "legal")

    def __init__(self, players):
        self.children = {}
        self.visits = 0
        self.avail = 1
        self.totals = [0.0] * players
        # Where a game's legal actions follow from the decisions alone (its LEGAL_BY_DECISIONS):
        # the legal actions of each step taken at this node, in order, as first asked.
        self.legal = None


class MctsBot:
    """``make("mcts", seed, level="normal")``; ``iterations`` overrides the level's budget.
    ``playouts`` forces the plan's playouts on (1) or off (0); by default a game's
    ``PLAN_PLAYOUTS`` decide, per level. ``progress``, if set, is called as
    ``progress(done, budget)`` with the iterations done, at the start of a search and about
    every twentieth of its budget (the page shows a slow bot's thinking with it). ``trees``
    overrides the level's count of trees the budget is split into (the game's
    ``SEARCH_LEVELS``; 1 by default)."""

    def __init__(self, seed=0, level=None, iterations=None, depth=None,
                 exploration=EXPLORATION, prior=None, playouts=None, trees=None, **params):
        if level is None:
            level = "normal"
        if level not in LEVELS:
            raise ValueError(f"There is no level {level!r}; levels: {', '.join(LEVELS)}.")
        self.level = level
        self.iterations = iterations   # None: the level's, for the game being played (see choose)
        self.depth = depth
        self.exploration = exploration
        self.prior = LEVELS[level]["prior"] if prior is None else prior
        self.rng = random.Random(seed)
        self.guide = GreedyBot(seed=seed, leaves=PRIOR_LEAVES, work=PRIOR_WORK)
        self.last_iterations = 0
        self.memory = Memory()
        self.playouts = playouts   # None: where the game names PLAN_PLAYOUTS for the level
        self.playing_out = False
        self.root_moves = None
        self.progress = None
        self.undo_verbs = ()
        self.continuing = None   # the seat to move, when nothing is new since its own last move
        if trees is not None and (isinstance(trees, bool) or not isinstance(trees, int)
                                  or not 1 <= trees <= 16):
            raise ValueError(f"trees is a whole number from 1 to 16, not {trees!r}.")
        self.trees = trees   # None: the level's, for the game being played (SEARCH_LEVELS)
        self.farm = None     # a Farm (engine.bots.thinking) that may grow some trees elsewhere
        self.tree_count = 0  # the trees of the search under way, once known

    def choose(self, state):
        thinking = Thinking(self, state)
        thinking.advance(self.progress)
        return thinking.action

    def thinking(self, state):
        """The search as a generator (see :mod:`engine.bots.thinking`): yields ``(done,
        budget)`` at its start and after every iteration, returns the action chosen."""
        actions = state.legal_actions()
        if len(actions) == 1:
            self.last_iterations = 0
            return actions[0]
        seat = state.current_player()
        key = self.memory.key(state, seat)
        # never its own last move taken back with nothing new in between (see Memory.onward)
        self.undo_verbs = undo_verbs(state.game_id)
        self.continuing = seat if self.memory.nothing_new(key) else None
        candidates = self.memory.onward(key, self.memory.fresh(key, actions), self.undo_verbs)
        root = Node(state.players)
        own = search_level(state.game_id, self.level)
        self.guide.work = own.get("prior_work", PRIOR_WORK)
        playout_budget = plan_playouts(state.game_id, state.players).get(self.level)
        self.playing_out = bool(self.playouts if self.playouts is not None else playout_budget)
        budget = self.iterations
        if budget is None:
            budget = (playout_budget if self.playing_out and playout_budget
                      else own.get("iterations", LEVELS[self.level]["iterations"]))
        self.root_moves = None
        yield 0, budget
        if self.playing_out:
            self.root_moves = yield from self._root_candidates(state, candidates, budget)
        elif self.prior:
            yield from self._start_from_guide(root, state, candidates, budget)
        trees = self.trees
        if trees is None:
            trees = own.get("trees", 1) if state.players >= TREES_FROM else 1
        self.tree_count = trees
        if trees == 1:
            # One tree grown on the bot's own random stream.
            tree = Tree(self.rng, self.exploration, self.depth, self.playing_out,
                        self.undo_verbs, self.continuing, self.root_moves)
            yield from tree.grow(root, state, seat, budget, 0, budget)
            visits = {action: child.visits for action, child in root.children.items()}
        else:
            jobs = self._tree_jobs(state, seat, root, budget, trees)
            visits = yield from self._grow_trees(jobs, budget)
        self.last_iterations = budget
        best, best_visits = candidates[0], -1
        for action in candidates:
            count = visits.get(action)
            if count is not None and count > best_visits:
                best, best_visits = action, count
        self.memory.record(key, best)
        self.memory.moved(state, seat, best)
        return best

    def _start_from_guide(self, root, state, candidates, budget):
        """The root's children from the greedy judgement; pauses as it judges (yields ``(0,
        budget)``), so a search in slices stops there too."""
        rows = yield from pausing(self.guide.judging(state, candidates), (0, budget))
        for action, _lead, points in rows:
            child = root.children[action] = Node(state.players)
            child.visits = child.avail = self.prior
            child.totals = [self.prior * v for v in win_estimate(points)]

    def _root_candidates(self, state, candidates, budget):
        """Greedy's ``ROOT_CANDIDATES`` best moves and the plan's move (pausing as
        :meth:`_start_from_guide`)."""
        rows = yield from pausing(self.guide.judging(state, candidates), (0, budget))
        rows = sorted(rows, key=lambda row: -row[1])
        kept = {action for action, _lead, _points in rows[:ROOT_CANDIDATES]}
        seat = state.current_player()
        planned = plan_module(state.game_id).choose(state.determinize(seat, self.rng), seat, self.rng)
        if planned in candidates:
            kept.add(planned)
        return kept

    def _tree_jobs(self, state, seat, root, budget, trees):
        """The search split into ``trees`` trees of a share of the budget each, as jobs (plain
        JSON data, see :func:`growing`): each starts from this root (its judgement or its
        candidates) with a seed of its own drawn from the bot's."""
        base = {"state": state.to_json(), "seat": seat, "exploration": self.exploration,
                "depth": self.depth, "playing_out": self.playing_out,
                "undo": list(self.undo_verbs), "continuing": self.continuing,
                "root_moves": (None if self.root_moves is None
                               else sorted((list(a) for a in self.root_moves), key=action_text)),
                "prior": [[list(action), child.visits, child.totals]
                          for action, child in root.children.items()]}
        jobs = []
        for k in range(trees):
            share = budget // trees + (1 if k < budget % trees else 0)
            # 48 bits: a seed JavaScript carries exactly, should the job pass through a page
            jobs.append({**base, "seed": self.rng.getrandbits(48), "iterations": share})
        # Through JSON here as well, so a tree grown here is the one grown from the same text
        # elsewhere (lists for tuples, the same order of every part).
        return [json.loads(json.dumps(job)) for job in jobs]

    def _grow_trees(self, jobs, budget):
        """Grow every tree: those the farm takes elsewhere, the rest here one after another,
        then wait for the farm's (yielding ``WAITING``) or, where waiting is not allowed or the
        farm gives a job back (its helper failed), grow them here too. Returns the root's visits summed over the trees."""
        farm = self.farm
        handed = [k for k in range(1, len(jobs)) if farm is not None and farm.offer(jobs[k])]
        grown = [None] * len(jobs)
        done = 0
        for k, job in enumerate(jobs):
            if k not in handed:
                grown[k] = yield from growing(job, done, budget)
                done += job["iterations"]
        for k in handed:
            while ((result := farm.result(jobs[k])) is None and farm.may_wait
                   and not farm.given_back(jobs[k])):
                yield WAITING
            if result is None:
                farm.withdraw(jobs[k])
                result = yield from growing(jobs[k], done, budget)
            grown[k] = result
            done += jobs[k]["iterations"]
            yield done, budget
        visits = {}
        for result in grown:
            for action, count in result["visits"]:
                action = tuple(action)
                visits[action] = visits.get(action, 0) + count
        return visits


WAITING = None
"""What a search yields while it waits for trees grown elsewhere (see :class:`Thinking`)."""


class Tree:
    """How one tree grows: the random stream and the rules of the search (exploration, rollout
    depth, playouts, the verbs a seat does not take back, the root's candidates). Every
    iteration starts from a resampled world of the root's seat."""

    def __init__(self, rng, exploration, depth, playing_out, undo_verbs, continuing, root_moves):
        self.rng = rng
        self.exploration = exploration
        self.depth = depth
        self.playing_out = playing_out
        self.undo_verbs = undo_verbs
        self.continuing = continuing   # the seat to move, when nothing is new since its last move
        self.root_moves = root_moves
        # the game's own, once it is known (see grow)
        self.same_legal, self.weights, self.steps = False, {}, ROLLOUT_DEPTH

    def grow(self, root, state, seat, iterations, done, budget):
        """``iterations`` iterations from ``root``, each in a world of ``state`` resampled for
        ``seat``; yields ``(done, budget)`` after each, ``done`` counted on."""
        game_id = state.game_id
        self.same_legal = legal_by_decisions(game_id)
        self.weights = rollout_weights(game_id)
        self.steps = self.depth if self.depth is not None else rollout_depth(game_id, ROLLOUT_DEPTH)
        # a state of the protocol alone (no GameState) has no determinizer
        determinizer = getattr(state, "determinizer", None)
        world_of = (determinizer(seat) if determinizer is not None
                    else lambda rng: state.determinize(seat, rng))
        # An iteration passes a node once at most, so no child is available more often than
        # its start (the root's judgement) and one more per iteration.
        logs_to(max((child.avail for child in root.children.values()), default=1) + iterations)
        for _ in range(iterations):
            self.iterate(root, world_of(self.rng))
            done += 1
            yield done, budget

    def iterate(self, root, world):
        rng = self.rng
        node = root
        path = [root]
        c = self.exploration
        logs = LOGS
        undo = self.undo_verbs
        deciding = self.continuing   # the seat of the last decision, nothing new since
        current_player, legal_actions = world.current_player, world.legal_actions
        apply = world.apply
        step = 0   # the steps taken at the node (forced moves make none of their own)
        while True:
            player = current_player()
            if player == TERMINAL:
                break
            if player == CHANCE:
                apply(sample(world.chance_outcomes(), rng))
                deciding = None
                continue
            if self.same_legal:
                # Every world that took the same decisions from the root has the same legal
                # actions (the game says so): they are asked once per step of a node.
                known = node.legal
                if known is None:
                    known = node.legal = []
                if step < len(known):
                    legal = known[step]
                else:
                    legal = legal_actions()
                    known.append(legal)
                step += 1
            else:
                legal = legal_actions()
            if undo and player == deciding:
                # As at the root: the seat does not take back its own last move. A tree that
                # could put the die back valued a take by that escape, and once the bot was not
                # to use it, it paid in penalty stones.
                legal = [action for action in legal if action[0] not in undo] or legal
            deciding = player
            if len(legal) == 1:
                apply(legal[0])
                continue
            if node is root and self.root_moves:
                legal = [action for action in legal if action in self.root_moves] or legal
            # One pass over the legal actions: each tried child counts one more availability
            # and, while none is untried, is scored by UCB1 (the first best wins a tie).
            children = node.children
            untried = None
            best, best_score = None, -1.0
            for action in legal:
                child = children.get(action)
                if child is None:
                    if untried is None:
                        untried = [action]
                    else:
                        untried.append(action)
                    continue
                avail = child.avail + 1
                child.avail = avail
                if untried is None:
                    visits = child.visits
                    score = child.totals[player] / visits + c * sqrt(logs[avail] / visits)
                    if score > best_score:
                        best, best_score = action, score
            if untried is not None:
                action = untried[rng.randrange(len(untried))]
                child = children[action] = Node(world.players)
                apply(action)
                path.append(child)
                self.rollout(world)
                break
            node = children[best]
            step = 0
            apply(best)
            path.append(node)
        if self.playing_out and world.is_terminal():
            values = win_estimate([float(score) for score in world.scores()], PLAYOUT_TEMPERATURE)
        else:
            values = outcome_values(world)
        for node in path:
            node.visits += 1
            node.totals = list(map(add, node.totals, values))

    def rollout(self, world):
        """Play on from a new node: where the search plays out, every seat by the plan to the
        end; else ``depth`` steps (chance included) of moves drawn by the verbs' weights."""
        rng = self.rng
        if self.playing_out:
            plan = plan_module(world.game_id).choose
            while True:
                player = world.current_player()
                if player == TERMINAL:
                    return
                if player == CHANCE:
                    world.apply(sample(world.chance_outcomes(), rng))
                    continue
                legal = world.legal_actions()
                world.apply(legal[0] if len(legal) == 1 else plan(world, player, rng, legal=legal))
        weights = self.weights
        current_player, legal_actions = world.current_player, world.legal_actions
        apply = world.apply
        for _ in range(self.steps):
            player = current_player()
            if player == TERMINAL:
                return
            if player == CHANCE:
                apply(sample(world.chance_outcomes(), rng))
                continue
            legal = legal_actions()
            if not weights:
                apply(legal[rng.randrange(len(legal))])
                continue
            # Cheap priors: a verb that is rarely good (a penalty stone, ending a turn early) is
            # played less often, so a rollout looks more like a sensible game.
            shares = [weights.get(action[0], 1.0) for action in legal]
            point = rng.random() * sum(shares)
            for action, share in zip(legal, shares):
                point -= share
                if point < 0:
                    break
            apply(action)


JOB_KEYS = {"state": dict, "seat": int, "seed": int, "iterations": int, "exploration": float,
            "depth": (int, type(None)), "playing_out": bool, "undo": list,
            "continuing": (int, type(None)), "root_moves": (list, type(None)), "prior": list}


def tree_job(job):
    """``job`` (a dict, or its JSON text) checked as :meth:`MctsBot._tree_jobs` makes one;
    :class:`IllegalAction` says what is wrong with a malformed one."""
    if isinstance(job, str):
        try:
            job = json.loads(job)
        except ValueError:
            job = None
    if not isinstance(job, dict):
        raise IllegalAction(msg("core.tree_job", problem="not a JSON object"))
    for key, kind in JOB_KEYS.items():
        value = job.get(key)
        if kind is float and isinstance(value, int):
            value = float(value)
        if isinstance(value, bool) and kind is not bool or not isinstance(value, kind):
            raise IllegalAction(msg("core.tree_job", problem=f"{key} is {value!r}"))
    if not 0 < job["iterations"] <= 100_000:
        raise IllegalAction(msg("core.tree_job", problem="iterations from 1 to 100000"))
    for row in job["prior"]:
        if not (isinstance(row, list) and len(row) == 3 and isinstance(row[2], list)):
            raise IllegalAction(msg("core.tree_job", problem=f"prior row {row!r}"))
    return job


def growing(job, done=0, budget=None):
    """Grow the tree of a job (see :meth:`MctsBot._tree_jobs`), yielding ``(done, budget)``
    after every iteration (counted on from ``done``), and return ``{"visits": [[action,
    visits], ...]}`` of the root's children. A function of the job alone: grown here or in
    another worker from the job's JSON text, a tree gives the same visits."""
    from engine import from_json   # the package imports the bots

    state = from_json(job["state"])
    seat, players = job["seat"], state.players
    root = Node(players)
    for action, visits, totals in job["prior"]:
        child = root.children[as_action(action)] = Node(players)
        child.visits = child.avail = visits
        child.totals = [float(value) for value in totals]
    rng = random.Random(job["seed"])
    root_moves = job["root_moves"]
    tree = Tree(rng, job["exploration"], job["depth"], job["playing_out"],
                tuple(job["undo"]), job["continuing"],
                None if root_moves is None else {as_action(action) for action in root_moves})
    budget = job["iterations"] if budget is None else budget
    yield from tree.grow(root, state, seat, job["iterations"], done, budget)
    return {"visits": [[list(action), child.visits] for action, child in root.children.items()]}


def grow(job):
    """The ``grow`` command's work: a checked job's tree, grown whole (see :func:`growing`)."""
    with collector_paused():
        return finished(growing(tree_job(job)))

