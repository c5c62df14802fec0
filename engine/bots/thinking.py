"""A bot's choice for one position, made a step at a time.

A search bot's ``thinking(state)`` is a generator: it yields ``(done, budget)`` (iterations done
of its budget) at its start and after every iteration, and returns its choice. :class:`Thinking`
runs it on, all of it or until a clock reading, so the site's engine worker can search in
slices and answer a request that comes in meanwhile (a take-back) between two of them. Where the
search pauses changes nothing it computes: the choice is the one ``choose`` makes. A bot without
``thinking`` chooses in one step.
"""

import time


class Thinking:
    def __init__(self, bot, state):
        self.bot = bot
        self.state = state
        self.steps = bot.thinking(state) if hasattr(bot, "thinking") else None
        self.action = None
        self.chosen = False

    def advance(self, progress=None, until=None):
        """Think on, telling ``progress(done, budget)`` at the start and about every twentieth
        of the budget; stop once the choice is made (True) or at ``until``, a reading of
        ``time.perf_counter`` (False: more is left)."""
        if self.chosen:
            return True
        if self.steps is None:
            self.action, self.chosen = self.bot.choose(self.state), True
            return True
        try:
            while True:
                done, budget = next(self.steps)
                if progress is not None and done % max(1, budget // 20) == 0:
                    progress(done, budget)
                if until is not None and time.perf_counter() >= until:
                    return False
        except StopIteration as end:
            self.action, self.chosen = end.value, True
            return True
