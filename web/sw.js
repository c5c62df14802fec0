// Ludi's service worker: keeps every file of the site in one cache so the games load and play
// offline. build.py writes BUILD below: the file list and a version derived from every file's
// hash, so a new build is a new service worker with a fresh cache.
/*@BUILD@*/

const CACHE = "ludi-" + BUILD.version;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "reload": a static host may keep old files in the HTTP cache for minutes; bypass it so
    // the new cache holds exactly this build.
    await cache.addAll(BUILD.files.map((url) => new Request(url, { cache: "reload" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("ludi-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A page address carries the deep-link query; the page itself is the same file.
    const hit = request.mode === "navigate"
      ? await cache.match(request, { ignoreSearch: true })
      : await cache.match(request);
    return hit || fetch(request);
  })());
});
