// A new version of the site: the service worker (sw.js) caches it for offline play, and the
// page offers a reload once the new version has taken over.
import { $ } from "./shell.js";

export function watchForUpdates() {
  if (!("serviceWorker" in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  // Resolved against the page's address (index.html's folder), not this module's.
  navigator.serviceWorker.register("./sw.js").catch(() => {
    // Without a service worker the site still works online; nothing to tell the player.
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (hadController) $("#update").hidden = false;
  });
  $("#update-reload").addEventListener("click", () => location.reload());
}
