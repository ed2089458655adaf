// Service worker of the Piquet tutorial: offline copy of the site, and COOP/COEP headers.
// Written by build.py: the cache name is a hash of every output file, so a new build gets
// a new cache and the old ones are deleted when this worker activates.
"use strict";
const CACHE = "__CACHE_NAME__";
const CACHE_PREFIX = "piquet-";
const PRECACHE = __PRECACHE__;
const ISOLATION = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Embedder-Policy": "require-corp",
  "Cross-Origin-Resource-Policy": "same-origin",
};
const scopeUrl = (path) => new URL(path, self.registration.scope).href;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "no-cache": revalidate with the server so a stale HTTP-cache copy never lands here.
    await cache.addAll(PRECACHE.map((path) => new Request(scopeUrl(path), { cache: "no-cache" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// Same bytes, same status, plus the isolation headers (so SharedArrayBuffer is available
// to a page served by any static host once this worker controls it).
function isolated(response) {
  if (!response || response.status === 0 || response.type === "opaque") return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  return cache.match(url.href);
}

async function respond(request) {
  const cached = await fromCache(request);
  if (cached) return cached;
  try {
    const response = await fetch(request);
    if (response.status === 200 && response.type === "basic") {
      const cache = await caches.open(CACHE);
      await cache.put(request, response.clone());  // e.g. Pyodide, on first use
    }
    return response;
  } catch (error) {
    if (request.mode === "navigate") {
      const missing = await (await caches.open(CACHE)).match(scopeUrl("404.html"));
      if (missing) return missing;
    }
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(request).then(isolated));
});
