// Short animations for every board: a tween that drives redraws for a while, skippable by a
// click or a key, and skipped entirely when the player asks the system for reduced motion.

export const reducedMotion = () =>
  typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

const running = new Set();

// Calls onFrame(t) with t from 0 to 1 once per animation frame for `duration` ms; resolves when
// done or skipped. onFrame(1) is always the last call.
export function tween(duration, onFrame) {
  return new Promise((resolve) => {
    if (reducedMotion() || duration <= 0) { onFrame(1); resolve(); return; }
    const start = performance.now();
    const job = { finish: null };
    job.finish = () => { running.delete(job); onFrame(1); resolve(); };
    running.add(job);
    const frame = (now) => {
      if (!running.has(job)) return;
      const t = Math.min(1, (now - start) / duration);
      if (t >= 1) { job.finish(); return; }
      // The next frame is asked for first, so a redraw that onFrame asks for lands in this
      // frame's callbacks, after this one: the frame shows this t, not the one before.
      requestAnimationFrame(frame);
      onFrame(t);
    };
    requestAnimationFrame(frame);
  });
}

export const animating = () => running.size > 0;

// Ends every running animation at its last frame.
export function skipAll() { for (const job of [...running]) job.finish(); }

export const easeOut = (t) => 1 - (1 - t) ** 3;
export const lerp = (a, b, t) => a + (b - a) * t;
