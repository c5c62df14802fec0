// The engine worker's helpers: a few more workers, each its own Python (worker.mjs again, named
// "grower"), that grow a bot's search trees side by side with it. A level may split its search
// into trees (engine/bots/mcts.py); the engine hands some out as jobs of JSON text, and a tree
// grown from that text gives the same visits wherever it grows, so the bot's choice does not
// depend on where, or whether, its trees were grown here.
//
// Jobs are kept per board (several boards may share the engine worker). The engine says which
// of a board's jobs it still awaits (a "think" reply's "awaited": the others are for a thinking
// it discarded): those not started yet are dropped, and a result of one is let go. A grower runs
// one job at a time; a job that cannot come back (its grower failed), or that no grower is free
// for when the engine has nothing else to do, is given back to the engine, which grows it itself,
// in slices like the rest of its thinking.

export class Growers {
  constructor(url, size, onChange = () => {}) {
    this.url = url;
    this.size = size;
    this.onChange = onChange;   // told the pool's figures whenever they change
    this.growers = [];          // {worker, ready, job, started, bootMs}
    this.queue = [];            // {board, name, job} handed out, not yet on a grower
    this.boards = new Map();    // board -> {current: Set of names, results, failed: names, waiters}
    this.handed = 0;            // trees handed to the pool, and grown by it: for tests and
    this.grown = 0;             // benchmarks
    this.growMs = 0;            // the growers' time on jobs, from sending one to its result
    this.failures = 0;
    this.reclaimed = 0;         // queued jobs the engine grew itself (see reclaim)
    this.booted = 0;            // growers started, failed ones included
  }

  // Boots growers in the background until `wanted` of them were started (never more than the
  // pool's size): only as many as a bot's split search can use, and none for a game whose bots
  // do not split (each costs a Python's start and its memory). One that fails to boot is dropped.
  want(wanted) {
    const target = Math.min(this.size, wanted);
    if (this.booted >= target) return;
    while (this.booted < target) {
      this.booted++;
      this.boot();
    }
    this.changed();
  }

  start() {
    this.want(this.size);
  }

  boot() {
    const grower = { worker: null, ready: false, job: null, started: performance.now(), bootMs: null };
    try {
      grower.worker = new Worker(this.url, { type: "module", name: "grower" });
    } catch {
      this.failures++;
      return;
    }
    this.growers.push(grower);
    grower.worker.onmessage = ({ data }) => this.heard(grower, data);
    grower.worker.onerror = (event) => {
      if (event.preventDefault) event.preventDefault();
      this.lose(grower);
    };
  }

  get ready() {
    return this.growers.filter((grower) => grower.ready).length;
  }

  heard(grower, message) {
    if (message.type === "ready") {
      grower.ready = true;
      grower.bootMs = Math.round(performance.now() - grower.started);
      this.pump();
      this.changed();
    } else if (message.type === "failed") {
      this.lose(grower);
    } else if (message.type === "reply" && grower.job) {
      const { board, name, sent } = grower.job;
      grower.job = null;
      this.growMs += performance.now() - sent;
      if (message.reply.ok) {
        this.grown++;
        this.deliver(board, name, message.reply.visits);
      } else {
        this.fail(board, name);
      }
      this.pump();
      this.changed();
    }
  }

  lose(grower) {
    if (!this.growers.includes(grower)) return;
    this.growers = this.growers.filter((other) => other !== grower);
    this.failures++;
    grower.worker.terminate();
    if (grower.job) this.fail(grower.job.board, grower.job.name);
    if (!this.growers.length) {   // nobody left to grow the queued jobs
      for (const { board, name } of this.queue.splice(0)) this.fail(board, name);
    }
    this.changed();
  }

  board(board) {
    if (!this.boards.has(board)) {
      this.boards.set(board, { current: new Set(), results: [], failed: [], waiters: [] });
    }
    return this.boards.get(board);
  }

  // The engine hands out `jobs` for `board` ([{name, job}], the job as the engine's text).
  handOut(board, jobs) {
    if (!jobs || !jobs.length) return;
    const kept = this.board(board);
    for (const { name, job } of jobs) {
      kept.current.add(name);
      this.queue.push({ board, name, job });
    }
    this.handed += jobs.length;
    this.changed();
    if (!this.growers.length) {
      for (const { name } of jobs) this.fail(board, name);
    }
    this.pump();
  }

  // Only the jobs named in `names` are still awaited on `board`: the others' (a discarded
  // thinking's) are dropped if not started and let go if they come back.
  keep(board, names = []) {
    if (!this.boards.has(board)) return;
    const wanted = new Set(names);
    const kept = this.board(board);
    const gone = [...kept.current].filter((name) => !wanted.has(name));
    if (!gone.length) return;
    for (const name of gone) kept.current.delete(name);
    this.queue = this.queue.filter((job) => job.board !== board || wanted.has(job.name));
    kept.results = kept.results.filter(({ name }) => wanted.has(name));
    kept.failed = kept.failed.filter((name) => wanted.has(name));
    this.wake(board);
  }

  // Nothing the board thought ahead is kept (a take-back, another game): its jobs not started
  // are dropped, and whoever waits for them hears it.
  drop(board) {
    this.keep(board, []);
    if (this.boards.has(board)) this.wake(board);
  }

  // The board's thinking has nothing left but to wait: its jobs still queued (every grower busy,
  // with a job of its own or a discarded thinking's) are given back, and the engine grows them
  // itself rather than wait for a grower to be free. Whether there were any.
  reclaim(board) {
    const queued = this.queue.filter((job) => job.board === board);
    if (!queued.length) return false;
    this.queue = this.queue.filter((job) => job.board !== board);
    for (const { name } of queued) this.fail(board, name);
    this.reclaimed += queued.length;
    this.changed();
    return true;
  }

  // The results come back for the board's thinking, taken once: [{name, visits}].
  take(board) {
    const kept = this.board(board);
    const results = kept.results;
    kept.results = [];
    return results;
  }

  // Results and failed names a think slice took but could not deliver (stale, refused) wait for
  // the next one: the thinking they are for may go on (a bot's move along its stretch).
  putBack(board, results, failed = []) {
    const kept = this.board(board);
    kept.results.push(...results.filter(({ name }) => kept.current.has(name)));
    for (const name of failed) {
      if (kept.current.has(name) && !kept.failed.includes(name)) kept.failed.push(name);
    }
  }

  // The names of the board's jobs that will not come back (their grower failed), taken once:
  // the engine grows them itself.
  takeFailed(board) {
    const kept = this.board(board);
    const names = kept.failed;
    kept.failed = [];
    return names;
  }

  // Until a result or a failure comes for the board, or its thinking is discarded.
  wait(board) {
    const kept = this.board(board);
    if (kept.results.length || kept.failed.length) return Promise.resolve();
    return new Promise((resolve) => kept.waiters.push(resolve));
  }

  deliver(board, name, visits) {
    const kept = this.board(board);
    if (!kept.current.has(name)) return;   // a discarded thinking's tree
    kept.results.push({ name, visits });
    this.wake(board);
  }

  fail(board, name) {
    const kept = this.board(board);
    if (!kept.current.has(name)) return;
    if (!kept.failed.includes(name)) kept.failed.push(name);
    this.wake(board);
  }

  wake(board) {
    const kept = this.board(board);
    for (const resolve of kept.waiters.splice(0)) resolve();
  }

  // Each free grower takes the next queued job. The job text goes on as it came: it holds
  // floats and 48-bit seeds that must arrive exact.
  pump() {
    for (const grower of this.growers) {
      if (!this.queue.length) return;
      if (!grower.ready || grower.job) continue;
      grower.job = { ...this.queue.shift(), sent: performance.now() };
      grower.worker.postMessage({ id: 1, request: { cmd: "grow", job: grower.job.job } });
    }
  }

  figures() {
    return { size: this.size, ready: this.ready, handed: this.handed, grown: this.grown,
             grow_ms: Math.round(this.growMs), failures: this.failures,
             reclaimed: this.reclaimed,
             boot_ms: this.growers.map((grower) => grower.bootMs).filter((ms) => ms !== null) };
  }

  changed() {
    this.onChange(this.figures());
  }
}
