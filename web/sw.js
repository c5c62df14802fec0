// Ludi's service worker: keeps every file of the site in one cache so the games load and play
// offline. build.py writes BUILD below: the file list and a version derived from every file's
// hash, so a new build is a new service worker with a fresh cache, which waits until a page
// lets it take over (see the "message" listener). BUILD.files maps each
// address to the start of its file's sha256. BUILD.lazy names the files of one language other
// than English (its words, its list of examples, its rules pages) and the rules pages: a visitor
// reads only their own language's, and playing needs none, so each is kept once it is first
// fetched, not downloaded on a first visit.
/*@BUILD@*/

const CACHE = "ludi-" + BUILD.version;
const BASE = new URL("./", self.location.href).href;
const LAZY = new Set(BUILD.lazy);

// Most of these files are already in the browser: the first visit has just downloaded them (the
// HTTP cache holds them), and an update finds the unchanged ones in the previous build's cache.
// Each is taken from there when its bytes match this build's hash, and fetched from the network
// (bypassing the HTTP cache) only otherwise. So no file crosses the network twice, and a stale
// copy never fills the new cache.
async function hashOf(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function fromEarlierBuild(url) {
  for (const name of await caches.keys()) {
    if (name.startsWith("ludi-") && !name.startsWith("ludi-compiled-") && name !== CACHE) {
      const hit = await (await caches.open(name)).match(url);
      if (hit) return hit;
    }
  }
  return null;
}

async function precache(cache, url, hash) {
  for (const copy of [() => fromEarlierBuild(url), () => fetch(url, { cache: "force-cache" })]) {
    const response = await copy().catch(() => null);
    if (response && response.ok && (await hashOf(response.clone())).startsWith(hash)) {
      return cache.put(url, response);
    }
  }
  const response = await fetch(url, { cache: "reload" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return cache.put(url, response);
}

// A file of another language is kept if this browser already has it (an earlier build's cache,
// the HTTP cache), never fetched for it.
async function keepAtHand(cache, url, hash) {
  const copies = [() => fromEarlierBuild(url),
                  () => fetch(url, { cache: "only-if-cached", mode: "same-origin" })];
  for (const copy of copies) {
    const response = await copy().catch(() => null);
    if (response && response.ok && (await hashOf(response.clone())).startsWith(hash)) {
      return cache.put(url, response);
    }
  }
  return null;
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(Object.entries(BUILD.files).map(([url, hash]) => (
      LAZY.has(url) ? keepAtHand(cache, url, hash) : precache(cache, url, hash))));
  })());
});

// A new build waits while a page plays on with the one it began with: the page lets it take
// over between games (page/updates.js), and reloads on it. (The first build has none to wait
// for: it takes over at once.)
self.addEventListener("message", (event) => {
  if (event.data && event.data.ludi === "take-over") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      // What the worker compiled and micropip's lock (see worker.mjs) are kept as long as the
      // build's stdlib.
      if (name.startsWith("ludi-") && name !== CACHE && name !== BUILD.compiledCache) {
        await caches.delete(name);
      }
    }
    await self.clients.claim();
  })());
});

// The runtime's own files (named by its version: one address, always the same bytes) come
// from the browser's HTTP cache while it holds them, even stale, and from this cache otherwise
// (offline once the browser has dropped them, or a host that no longer serves them). Chromium
// keeps the compiled WebAssembly beside the HTTP cache's copy, not beside one served from
// here: served from here, the runtime compiled anew at every start (0.8 s to the lobby, where
// the HTTP cache's copy takes 0.5 to 0.6 s).
const RUNTIME = new Set(BUILD.runtime.map((path) => new URL(path, self.location.href).href));

async function runtimeFile(request) {
  try {
    const response = await fetch(request, { cache: "force-cache" });
    if (response.ok) return response;
  } catch {
    // offline and not in the HTTP cache: this cache has it
  }
  return (await (await caches.open(CACHE)).match(request.url)) || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (RUNTIME.has(request.url)) {
    event.respondWith(runtimeFile(request));
    return;
  }
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A page address may name its folder ("…/ludi/") and carries the deep-link query; the page
    // itself is the same file, index.html.
    const url = new URL(request.url);
    if (request.mode === "navigate" && url.pathname.endsWith("/")) url.pathname += "index.html";
    const hit = await cache.match(url.href, { ignoreSearch: request.mode === "navigate" });
    if (hit) return hit;
    const response = await fetch(request);
    const name = url.href.startsWith(BASE) ? url.href.slice(BASE.length).split(/[?#]/)[0] : null;
    if (response.ok && LAZY.has(name)) await cache.put(new URL(name, BASE).href, response.clone());
    return response;
  })());
});
