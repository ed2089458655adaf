// Service worker of the Piquet tutorial: the offline copy of the site, its updates, and
// the security headers. Written by build.py (sitegen/offline.py), which fills in:
//   CACHE     this build's cache, named by a hash of every output file;
//   RUNTIME   the cache of the big runtime fetched on first use (Pyodide), named by the
//             hash of its files, so a new build that ships the same runtime keeps it;
//   PRECACHE  what is cached at install: every page and everything the pages' Python
//             and the practice page's worker load, Pyodide aside;
//   FILES     {site path: hash} of every file of this build. A file is cached only if
//             its bytes have this hash: a tab never gets a file of another build.
//
// Updates: a new build's worker installs beside the old one and waits. Tabs are told
// (static/site.js: "A new version is ready", a Reload button). The old worker keeps
// serving every open tab from the old cache until the learner presses Reload; then the
// new one activates and every tab of the site reloads itself onto the new build. Until
// a tab has reloaded, it is still served from the old cache, which is deleted only when
// no tab of the old build is left.
"use strict";
const CACHE = "__CACHE_NAME__";
const RUNTIME = "__RUNTIME_CACHE__";
const PRECACHE = __PRECACHE__;
const FILES = __FILES__;
const RUNTIME_FILES = __RUNTIME_FILES__;
const HEADERS = __HEADERS__;
const PREFIX = "piquet-";

const scope = () => self.registration.scope;
const scopeUrl = (path) => new URL(path, scope()).href;
const pinned = new Map();  // client id -> the old cache it was loaded from (during an update)

function sitePath(url) {
  const parsed = new URL(url);
  parsed.search = "";
  parsed.hash = "";
  let path = parsed.href.startsWith(scope()) ? parsed.href.slice(scope().length) : null;
  if (path !== null && (path === "" || path.endsWith("/"))) path += "index.html";
  return path === null ? null : decodeURIComponent(path);
}

async function digest(buffer) {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(bytes.slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

// The network's copy of a file of this build, checked against its hash, or null.
async function fetchVerified(path, init) {
  const response = await fetch(scopeUrl(path), init);
  if (response.status !== 200 || response.type !== "basic") return null;
  const body = await response.arrayBuffer();
  if (await digest(body) !== FILES[path]) return null;  // another build's bytes
  return new Response(body, { status: 200, statusText: "OK", headers: response.headers });
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await openCache(CACHE);
    await Promise.all(PRECACHE.map(async (path) => {
      if (await cache.match(scopeUrl(path))) return;
      // "no-cache": revalidate with the server, so a stale HTTP-cache copy never lands here.
      const response = await fetchVerified(path, { cache: "no-cache" });
      // The server already holds another build: fail, and the browser tries again later.
      if (!response) throw new Error("sw: " + path + " is not the file of this build");
      await cache.put(scopeUrl(path), withHeaders(response));
    }));
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "activate-update") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    // The tabs (and their workers) open now were loaded from the old build: until they
    // are gone, serve them from its cache. Each tab reloads itself when this worker
    // takes control (static/site.js), so that none goes on with files of two builds.
    const names = await caches.keys();
    const oldBuild = names.find((name) => name.startsWith(PREFIX) && !name.startsWith(PREFIX + "runtime-")
                                && name !== CACHE);
    if (oldBuild) {
      for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: "all" })) {
        pinned.set(client.id, oldBuild);
      }
    }
    await self.clients.claim();
    await tidy();
  })());
});

// Delete the caches of older builds (and runtimes) once no tab of theirs is left.
async function tidy() {
  for (const id of Array.from(pinned.keys())) {
    if (!(await self.clients.get(id))) pinned.delete(id);
  }
  const keep = new Set([CACHE, RUNTIME, ...pinned.values()]);
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && !keep.has(name)) {
      opened.delete(name);
      await caches.delete(name);
    }
  }
}

// The caches, each opened once in the worker's life: opening one is a round trip to the
// browser's storage, and a page's first files all wait on it.
const opened = new Map();
function openCache(name) {
  if (!opened.has(name)) {
    const opening = caches.open(name);
    opening.catch(() => opened.delete(name));  // (a failure is not kept: the next request tries again)
    opened.set(name, opening);
  }
  return opened.get(name);
}

// Same bytes, same status, plus the site's headers (CSP and the isolation headers that
// give a worker SharedArrayBuffer on any static host). Files are cached with them, so a
// cached file is answered as it is: a response rebuilt here would be a stream the browser
// cannot keep compiled code for, and a returning learner's Python would start
// 50-100 ms later (docs/site.md, "The service worker's answers").
function hasHeaders(response) {
  return Object.entries(HEADERS).every(([name, value]) => response.headers.get(name) === value);
}

function withHeaders(response) {
  if (!response || response.status === 0 || response.type === "opaque" || hasHeaders(response)) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function respond(request, clientId) {
  const path = sitePath(request.url);
  const old = pinned.get(clientId);
  const key = path === null ? request.url : scopeUrl(path);
  for (const name of old ? [old, RUNTIME] : [CACHE, RUNTIME]) {
    const cached = await (await openCache(name)).match(key);
    if (cached) return cached;  // (an older runtime cache's file, without the headers: added below)
  }
  if (old || !(path in FILES)) {
    // Not a file of this build (or a tab of the old one, mid-update): straight to the
    // network, never cached. Offline, a page address that is not the site's (mistyped)
    // gets the site's own "Page not found", as online, not the browser's error page.
    try {
      return await fetch(request);
    } catch (error) {
      return notFound(request, old || CACHE, error);
    }
  }
  try {
    const fetched = await fetchVerified(path);
    if (fetched) {
      const response = withHeaders(fetched);
      const target = RUNTIME_FILES.includes(path) ? RUNTIME : CACHE;
      await (await openCache(target)).put(key, response.clone());  // e.g. Pyodide, on first use
      return response;
    }
    if (request.mode === "navigate") return fetch(request);
    return new Response("This file belongs to another version of the site: reload the page.",
                        { status: 409, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  } catch (error) {
    return notFound(request, CACHE, error);
  }
}

// The network failed (offline): a page gets the site's own "Page not found" from the
// cache, anything else the failure.
async function notFound(request, cacheName, error) {
  if (request.mode === "navigate") {
    const missing = await (await openCache(cacheName)).match(scopeUrl("404.html"));
    if (missing) return missing;
  }
  throw error;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // A navigation makes a new page: always this build (whatever client id it names).
  const client = request.mode === "navigate" ? null : event.clientId;
  event.respondWith(respond(request, client).then(withHeaders));
  if (request.mode === "navigate" && pinned.size) event.waitUntil(tidy());
});
