// The engine's home when Ludi's boards sit on a page of another site (see engine-link.js):
// this frame, of our own site, runs the worker and relays the messages of the MessagePort the
// host page hands over. Nothing else of the host page reaches it.
const worker = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module" });
const early = [];
let port = null;

worker.onmessage = (event) => {
  if (event.data.type === "ready") keepOffline();
  if (port) port.postMessage(event.data);
  else early.push(event.data);
};
worker.onerror = (event) => {
  const failed = { type: "failed", error: event.message || "the engine worker failed" };
  if (port) port.postMessage(failed); else early.push(failed);
};

window.addEventListener("message", (event) => {
  if (port || !event.data || event.data.ludi !== "connect" || !event.ports[0]) return;
  port = event.ports[0];
  port.onmessage = (message) => worker.postMessage(message.data);
  while (early.length) port.postMessage(early.shift());
});

// Registered once the engine runs, so caching the site does not compete with the first boot.
function keepOffline() {
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register(new URL("./sw.js", import.meta.url)).catch(() => {});
  }
}
