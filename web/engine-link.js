// One engine per page for every embedded board: a module worker running engine.api, reached
// by postMessage. On a page of this site the worker is started directly. On a page of another
// site a Worker cannot be created from our URL, so a hidden frame of our own site
// (engine-frame.html) hosts it and relays messages through a MessageChannel: the runtime is
// then fetched from our site, once, and our service worker serves it offline.
//
// getEngine() boots the engine on first use and returns {call(request) -> Promise<reply>}.
// requestLink() is the request/reply half alone, for a page that starts its worker itself.

const HERE = new URL(".", import.meta.url);
const SAME_ORIGIN = HERE.origin === location.origin;

let engine = null;

export function sameOrigin() { return SAME_ORIGIN; }

export function getEngine(onProgress = () => {}) {
  if (!engine) engine = boot(onProgress);
  return engine;
}

// Requests to the engine and their replies: each request goes out as {id, request} through
// send(message); take(message) settles the request a {type: "reply", id, reply} answers and
// returns true, or returns false for any other message (progress, ready...), left to the caller.
export function requestLink(send) {
  const pending = new Map();
  let nextId = 1;
  return {
    call: (request) => new Promise((done) => {
      const id = nextId++;
      pending.set(id, done);
      send({ id, request });
    }),
    take(message) {
      if (message.type !== "reply") return false;
      const done = pending.get(message.id);
      pending.delete(message.id);
      if (done) done(message.reply);
      return true;
    },
  };
}

function boot(onProgress) {
  return new Promise((resolve, reject) => {
    let send = null;
    const link = requestLink((message) => send(message));
    const call = link.call;
    const receive = (message) => {
      if (link.take(message)) return;
      if (message.type === "progress") onProgress(message.text);
      else if (message.type === "ready") resolve({ call });
      else if (message.type === "failed") reject(new Error(message.error));
    };
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
