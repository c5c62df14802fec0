// Short animations for every board: a tween that drives redraws for a while, skippable by a
// click or a key, and skipped entirely when the player asks the system for reduced motion.

export const reducedMotion = () =>
  typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

const running = new Set();
// What drawing a board's frame costs here (ms, a running average; see noteDraw). An animation
// draws a frame only once FRAME_SHARE times that has passed since its last: on a desktop, where
// a frame takes a few ms, every frame; on a phone's CPU, where a tall board's frame takes tens
// of ms to draw and as long again to hand to the screen, a few frames a glide, so that the
// engine's worker, which is thinking the next bot move on the same CPU, keeps most of it.
const FRAME_SHARE = 4;
const EVERY_FRAME_MS = 20;  // a frame that costs up to 5 ms is drawn every time (60 Hz and a little)
let drawMs = 0;
export function noteDraw(ms) { drawMs = drawMs ? 0.7 * drawMs + 0.3 * ms : ms; }
// Set while a person has waited their whole wait already (see the turn loop's pace): the bots'
// later moves land at once, one frame each, instead of gliding over a dozen frames. On a phone
// those frames share its CPU with the engine's worker, which is still thinking the next move.
let hurried = false;
export function hurry(on) {
  hurried = Boolean(on);
  if (hurried) skipAll();
}

// Calls onFrame(t) with t from 0 to 1 once per animation frame for `duration` ms; resolves when
// done or skipped. onFrame(1) is always the last call.
export function tween(duration, onFrame) {
  return new Promise((resolve) => {
    if (hurried || reducedMotion() || duration <= 0) { onFrame(1); resolve(); return; }
    const start = performance.now();
    const job = { finish: null };
    job.finish = () => { running.delete(job); onFrame(1); resolve(); };
    running.add(job);
    let shown = -Infinity;
    const frame = (now) => {
      if (!running.has(job)) return;
      const t = Math.min(1, (now - start) / duration);
      if (t >= 1) { job.finish(); return; }
      // The next frame is asked for first, so a redraw that onFrame asks for lands in this
      // frame's callbacks, after this one: the frame shows this t, not the one before.
      requestAnimationFrame(frame);
      const gap = FRAME_SHARE * drawMs;  // see noteDraw
      if (gap > EVERY_FRAME_MS && now - shown < gap) return;
      shown = now;
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
