"""A bot thinking: its choice for one position, made a step at a time.

A search bot's ``thinking(state)`` is a generator: it yields ``(done, budget)`` (iterations done
of its budget) at its start, while it judges the moves its root starts from and after every
iteration, and returns its choice. :class:`Thinking` runs it on, all of it or until a clock
reading, so the site's engine worker can think in slices and answer a request that comes in
meanwhile (a person's move, a take-back) between two of them. Where the thinking pauses changes
nothing it computes: the choice is the one ``choose`` makes. A bot without ``thinking`` chooses
in one step. What is thought ahead of the game, and when, is :mod:`engine.bots.ahead`'s.
"""

import gc
import hashlib
import json
import time
from contextlib import contextmanager


class Thinking:
    def __init__(self, bot, state):
        self.bot = bot
        self.state = state
        self.steps = bot.thinking(state) if hasattr(bot, "thinking") else None
        self.farm = getattr(bot, "farm", None)
        self.action = None
        self.chosen = False
        self.waiting = False   # only for trees grown elsewhere (see Farm)
        self.told = None       # the progress last told

    def advance(self, progress=None, until=None):
        """Think on, telling ``progress(done, budget)`` at the start and about every twentieth
        of the budget; stop once the choice is made (True) or at ``until``, a reading of
        ``time.perf_counter`` (False: more is left), or when only trees grown elsewhere are left
        to wait for (False, and ``waiting``). Without ``until`` it never waits: the trees not
        back yet grow here."""
        if self.chosen:
            return True
        if self.steps is None:
            with collector_paused():
                self.action, self.chosen = self.bot.choose(self.state), True
            return True
        if self.farm is not None:
            self.farm.may_wait = until is not None
        self.waiting = False
        with collector_paused():
            return self._advance(progress, until)

    def _advance(self, progress, until):
        try:
            while True:
                step = next(self.steps)
                if step is None:   # the search's WAITING: for trees grown elsewhere
                    self.waiting = True
                    return False
                done, budget = step
                if progress is not None and done % max(1, budget // 20) == 0 \
                        and step != self.told:
                    self.told = step
                    progress(done, budget)
                if until is not None and time.perf_counter() >= until:
                    return False
        except StopIteration as end:
            self.action, self.chosen = end.value, True
            return True


@contextmanager
def collector_paused():
    """Python's cycle collector paused for a block of thinking, and on again at its end.
    A search makes no reference cycles (its tree, worlds and judgements are freed as soon as
    they are dropped), yet the collector, woken every 700 new objects, went over the growing
    tree and the states a judgement holds again and again: a sixth of a Massilia decision.
    Nothing a bot computes depends on it."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


class Farm:
    """Where a search may grow some of its trees besides here (the page's helper workers): it
    takes at most ``helpers`` jobs (see ``engine.bots.mcts.growing``), which wait in ``outgoing``
    until they are sent, and keeps the results that come back for them. A job is named by a
    digest of its text, so a result is for that very job whenever it comes."""

    def __init__(self, helpers):
        self.helpers = helpers
        self.outgoing = []     # (name, job text) taken, not yet sent
        self.awaited = {}      # name -> result (None until it comes)
        self.may_wait = False  # set by Thinking.advance: only a search in slices waits
        self.names = {}        # id(job) -> its name, for the jobs offered
        self.returned = set()  # names of jobs given back, to grow here

    def name(self, job):
        name = self.names.get(id(job))
        if name is None:
            text = json.dumps(job, sort_keys=True).encode()
            name = self.names[id(job)] = hashlib.sha256(text).hexdigest()[:24]
        return name

    def offer(self, job):
        """Take ``job`` to grow elsewhere, if a helper is free for it."""
        if len(self.awaited) >= self.helpers:
            return False
        name = self.name(job)
        self.awaited[name] = None
        self.outgoing.append((name, json.dumps(job)))
        return True

    def sent(self):
        """The jobs taken since the last call, as ``[{"name", "job"}]`` (the job as JSON text)."""
        jobs, self.outgoing = self.outgoing, []
        return [{"name": name, "job": text} for name, text in jobs]

    def deliver(self, name, result):
        """A result from elsewhere; one for no awaited job (a discarded search's) is ignored."""
        if name in self.awaited and self.awaited[name] is None:
            self.awaited[name] = result

    def result(self, job):
        return self.awaited.get(self.name(job))

    def give_back(self, name):
        """A job its helper could not grow (it failed, or the page has no helper any more):
        the search grows it here."""
        if name in self.awaited:
            self.returned.add(name)

    def out(self):
        """Names of the jobs taken whose results have not come back and that were not given
        back: what a helper may still be growing for this search."""
        return [name for name, result in self.awaited.items()
                if result is None and name not in self.returned]

    def given_back(self, job):
        return self.name(job) in self.returned

    def withdraw(self, job):
        """The job grows here after all: not sent yet, it is not sent."""
        name = self.name(job)
        self.outgoing = [(n, text) for n, text in self.outgoing if n != name]


def finished(steps):
    """What the generator ``steps`` returns, run to its end (its yields are pauses)."""
    while True:
        try:
            next(steps)
        except StopIteration as end:
            return end.value


def pausing(steps, pause):
    """Run the generator ``steps``, yielding ``pause`` for each of its pauses; returns what it
    returns."""
    while True:
        try:
            next(steps)
        except StopIteration as end:
            return end.value
        yield pause
