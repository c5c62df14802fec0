// One engine per page for every embedded board: a module worker running engine.api, reached
// by postMessage. On a page of this site the worker is started directly. On a page of another
// site a Worker cannot be created from our URL, so a hidden frame of our own site
// (engine-frame.html) hosts it and relays messages through a MessageChannel: the runtime is
// then fetched from our site, once, and our service worker serves it offline.
//
// getEngine() boots the engine on first use and returns {call(request) -> Promise<reply>}.

const HERE = new URL(".", import.meta.url);
const SAME_ORIGIN = HERE.origin === location.origin;

let engine = null;

export function sameOrigin() { return SAME_ORIGIN; }

export function getEngine(onProgress = () => {}) {
  if (!engine) engine = boot(onProgress);
  return engine;
}

function boot(onProgress) {
  return new Promise((resolve, reject) => {
    const pending = new Map();
    let nextId = 1;
    let send = null;
    const receive = (message) => {
      if (message.type === "progress") onProgress(message.text);
      else if (message.type === "ready") resolve({ call });
      else if (message.type === "failed") reject(new Error(message.error));
      else if (message.type === "reply") {
        const done = pending.get(message.id);
        pending.delete(message.id);
        if (done) done(message.reply);
      }
    };
    const call = (request) => new Promise((done) => {
      const id = nextId++;
      pending.set(id, done);
      send({ id, request });
    });
    if (SAME_ORIGIN) {
      const worker = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module" });
      worker.onmessage = (event) => receive(event.data);
      worker.onerror = (event) => reject(new Error(event.message || "the engine worker failed"));
      send = (message) => worker.postMessage(message);
      return;
    }
    const frame = document.createElement("iframe");
    frame.src = new URL("./engine-frame.html", import.meta.url).href;
    frame.title = "Ludi engine";
    frame.hidden = true;
    frame.setAttribute("aria-hidden", "true");
    frame.tabIndex = -1;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => receive(event.data);
    send = (message) => channel.port1.postMessage(message);
    frame.addEventListener("load", () => {
      frame.contentWindow.postMessage({ ludi: "connect" }, HERE.origin, [channel.port2]);
    }, { once: true });
    frame.addEventListener("error", () => reject(new Error("the engine frame did not load")));
    document.body.append(frame);
  });
}

// Offline once visited: our service worker caches the whole site (only from our own pages).
export function keepOffline() {
  if (!SAME_ORIGIN || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(new URL("./sw.js", import.meta.url)).catch(() => {});
}
