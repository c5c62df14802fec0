// The screen kept on while a person sits at a table: a phone that locks its screen soon drops
// its link (iOS suspends a page in the background within seconds). The lock is asked for again
// whenever the page is shown again, since the browser releases it when the page is hidden.
let wanted = false;
let lock = null;
let report = () => {};

// Keeps the screen on from now; `onState("held" | "unavailable" | "refused", reason)` says
// whether it could.
export function keepAwake(onState) {
  report = onState;
  if (wanted) return;
  wanted = true;
  acquire();
}

export function letSleep() {
  wanted = false;
  if (lock) lock.release().catch(() => {});
  lock = null;
}

async function acquire() {
  if (!wanted || lock || document.visibilityState !== "visible") return;
  if (!("wakeLock" in navigator)) { report("unavailable"); return; }
  try {
    lock = await navigator.wakeLock.request("screen");
    lock.addEventListener("release", () => { lock = null; });
    report("held");
  } catch (problem) {
    report("refused", problem.message);
  }
}

document.addEventListener("visibilitychange", acquire);
