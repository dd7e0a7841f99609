// The service worker: makes the page work with the network cut after the
// first visit. It precaches every file of the page (scripts/precache.mjs
// lists them and hashes their contents into PRECACHE.version) into a cache
// named after that version, and answers the page's requests from that one
// cache only, so a page is never put together from two versions.
//
// An update: changed files give a new precache.js, so the browser installs
// a new worker into a new cache while the old one keeps serving. The new one
// waits; the page (www/pwa.js) offers "New version available — Reload", and
// on accept posts {type: 'skip-waiting'}; the new worker takes over, deletes
// the old caches, and every open page reloads once from the new cache.
importScripts('www/pkg/precache.js');

const PREFIX = 'duel21-';
const CACHE = `${PREFIX}${self.PRECACHE.version}`;
const scoped = (path) => new URL(path, self.registration.scope).href;

self.addEventListener('install', (event) => {
  // `cache: 'reload'` skips the HTTP cache: the files must be the ones hashed.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(
    self.PRECACHE.files.map((f) => new Request(scoped(f), { cache: 'reload' })),
  )));
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    const older = names.filter((n) => n.startsWith(PREFIX) && n !== CACHE);
    await Promise.all(older.map((n) => caches.delete(n)));
    // The first visit (no older version cached): take the page now, so it
    // works offline without a reload. After an update, pages this worker did
    // not load (e.g. after a hard reload, which bypasses the worker) are not
    // taken over: a page is never switched to another version's files midway.
    if (older.length === 0) await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The page's own address with any query (?seed=, ?review=) is the page
    // itself; any other address (a file opened in a tab) is that file.
    const path = new URL(req.url).pathname;
    const page = new URL(self.registration.scope).pathname;
    const isPage = req.mode === 'navigate' && (path === page || path === `${page}index.html`);
    const key = isPage ? scoped('index.html') : req;
    const hit = await cache.match(key, { ignoreSearch: true });
    // Not precached (e.g. the README's images): the network, as without a worker.
    return hit ?? fetch(req);
  })());
});
