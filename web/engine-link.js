// One engine for every embedded board of a page: a module worker running engine.api, reached by
// postMessage. The worker belongs to a hub (EngineHub) that any number of clients connect to
// with a MessagePort: the boards of this page, the embed.html frames beside them, and the
// boards of a page of another site. A frame of our site first looks for a hub in the page it
// sits in (the page itself, or a sibling frame of our site: same-origin frames may reach each
// other's windows), so a teacher's page mixing <ludi-board>s and embed.html frames starts one
// Python, not one per frame.
//
// On a page of another site a Worker cannot be created from our URL, so a hidden frame of our
// own site (engine-frame.html) joins or starts the hub and hands the page a port: the runtime
// is then fetched from our site, once, and our service worker serves it offline.
//
// getEngine() boots the engine on first use and returns {call(request) -> Promise<reply>, code}:
// `code` is the engine's build, which differs from this module's (pageCode()) when a page of
// another site holds an older or newer copy of the boards' code than the engine frame serves.
// requestLink() is the request/reply half alone, for a page that starts its worker itself.

// build.py writes BUILD below: {code}, this build's (see build.py).
/*@BUILD@*/

const HERE = new URL(".", import.meta.url);
const SAME_ORIGIN = HERE.origin === location.origin;

let engine = null;

export function sameOrigin() { return SAME_ORIGIN; }

export function pageCode() { return BUILD.code; }

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

// The worker and every client of it. Client ids are the clients' own; the hub numbers the
// requests afresh for the worker and hands each reply back to the client that asked, under
// its own id. The start's news goes to every client; "ready" or "failed" also to later ones.
class EngineHub {
  constructor() {
    this.worker = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module" });
    this.ports = new Set();
    this.asked = new Map();   // the worker's request id → {port, id}
    this.nextId = 1;
    this.settled = null;
    this.worker.onmessage = (event) => this.fromWorker(event.data);
    this.worker.onerror = (event) => this.fromWorker({
      type: "failed", error: event.message || "the engine worker failed" });
  }

  connect(port) {
    this.ports.add(port);
    port.onmessage = (event) => {
      const { id, request } = event.data;
      const ours = this.nextId++;
      this.asked.set(ours, { port, id });
      this.worker.postMessage({ id: ours, request });
    };
    if (this.settled) port.postMessage(this.settled);
  }

  fromWorker(message) {
    if (message.type === "reply" || message.type === "thinking") {
      const asker = this.asked.get(message.id);
      if (!asker) return;
      if (message.type === "reply") this.asked.delete(message.id);
      asker.port.postMessage({ ...message, id: asker.id });
      return;
    }
    if (message.type === "ready") keepOffline();
    if (message.type === "ready" || message.type === "failed") this.settled = message;
    for (const port of this.ports) port.postMessage(message);
  }
}

// The hub of the page this frame sits in, if one of our site's windows there has one.
function hubNearby() {
  if (window.parent === window) return null;
  const windows = [window.parent];
  try {
    for (let i = 0; i < window.parent.frames.length; i++) windows.push(window.parent.frames[i]);
  } catch (_) { return null; }
  for (const other of windows) {
    if (other === window) continue;
    try {
      if (other.ludiEngineHub) return other.ludiEngineHub;
    } catch (_) { /* a window of another site: not ours to use */ }
  }
  return null;
}

// The hub this window uses: one nearby, or its own (which later frames then find).
export function engineHub() {
  if (!window.ludiEngineHub) window.ludiEngineHub = hubNearby() || new EngineHub();
  return window.ludiEngineHub;
}

function boot(onProgress) {
  return new Promise((resolve, reject) => {
    let send = null;
    const link = requestLink((message) => send(message));
    const call = link.call;
    const receive = (message) => {
      if (link.take(message)) return;
      if (message.type === "progress") onProgress(message.word, message.text);
      else if (message.type === "ready") resolve({ call, code: message.code });
      else if (message.type === "failed") reject(new Error(message.error));
    };
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => receive(event.data);
    send = (message) => channel.port1.postMessage(message);
    if (SAME_ORIGIN) {
      engineHub().connect(channel.port2);
      return;
    }
    const frame = document.createElement("iframe");
    frame.src = new URL("./engine-frame.html", import.meta.url).href;
    frame.title = "Ludi engine";
    frame.hidden = true;
    frame.setAttribute("aria-hidden", "true");
    frame.tabIndex = -1;
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
