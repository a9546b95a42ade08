// sw.js — the page without a network. Registered by app.js once the first
// analysis is on screen. On install it caches every file the page may load,
// found the way the browser finds them: index.html's scripts, styles, icon
// and manifest (and the manifest's icons), then every module's imports,
// dynamic imports and `new URL('./…', import.meta.url)` (the worker, the
// wasm, the teaching tools' stylesheet), followed to the end.
//
// Every request then goes to the network first, so whatever the server has
// now is what the page gets (and the cache is refreshed with it); only when
// the network fails does the cached copy answer. A new version of any file
// is therefore picked up on the first load that reaches the server, with no
// version number to keep in step. Works from any static host and sub-path:
// everything is relative to where this file is served.

const CACHE = 'grundy-offline-1'; // change to drop every cached copy at once
const SCOPE = new URL('./', self.location.href).href;

const IN_HTML = /<(?:script|link)\b[^>]*?\s(?:src|href)="([^"#:?]+)"/g;
const IN_JS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bnew URL\(\s*)['"](\.{1,2}\/[^'"?#]+)['"]/g;

/** Fetches url (bypassing the HTTP cache's unchecked copies) and caches it;
 *  returns the URLs it refers to. */
async function take(cache, url) {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  await cache.put(url, res.clone());
  const refs = [];
  if (/\.(html|m?js)$|\/$/.test(url)) {
    const text = await res.text();
    for (const m of text.matchAll(/\.m?js$/.test(url) ? IN_JS : IN_HTML)) refs.push(new URL(m[1], url).href);
  } else if (url.endsWith('.webmanifest')) {
    for (const icon of (await res.json()).icons ?? []) refs.push(new URL(icon.src, url).href);
  }
  return refs.filter((r) => r.startsWith(SCOPE));
}

async function precache() {
  const cache = await caches.open(CACHE);
  const seen = new Set();
  let todo = [SCOPE];
  while (todo.length) {
    const batch = todo.filter((u) => !seen.has(u));
    batch.forEach((u) => seen.add(u));
    todo = (await Promise.all(batch.map((u) => take(cache, u)))).flat();
  }
}

self.addEventListener('install', (e) => {
  e.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (e) => {
  e.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith('grundy-offline-') && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

/** The cache's key for a request: the page itself for any navigation in
 *  scope ("./", "./index.html"; the fragment never reaches here). */
const keyOf = (req) => (req.mode === 'navigate' ? SCOPE : req.url.split('?')[0].replace(/\/index\.html$/, '/'));

async function networkFirst(req) {
  const cache = await caches.open(CACHE);
  try {
    const res = req.mode === 'navigate' ? await fetch(req) : await fetch(req, { cache: 'no-cache' });
    if (res.ok && res.type === 'basic' && !res.redirected) await cache.put(keyOf(req), res.clone());
    return res;
  } catch (err) {
    const hit = await cache.match(keyOf(req));
    if (hit) return hit;
    throw err;
  }
}

self.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET' || !req.url.startsWith(SCOPE) || req.headers.has('range')) return;
  e.respondWith(networkFirst(req));
});
