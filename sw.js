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
//
// The first visit: the page was loaded from the network, and the files may
// have changed on the server while this worker installed. So the worker
// takes over only pages that say they are its version ({type: 'claim',
// version}, posted by www/pwa.js with the version stamped into the bundle),
// and only once every page it would take has said so: a page is never
// switched to another version's files midway.
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

/** The pages not yet controlled that asked to be, by client id: the version each said it is. */
const asked = new Map();

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type === 'skip-waiting') self.skipWaiting();
  if (data?.type === 'claim' && event.source) {
    asked.set(event.source.id, String(data.version));
    // The answer names this worker's version: a page of another one offers a reload.
    event.source.postMessage({ type: 'version', version: self.PRECACHE.version });
    event.waitUntil(claimIfAllCurrent());
  }
});

/** Takes the uncontrolled pages if each of them said it is this worker's version. */
async function claimIfAllCurrent() {
  const all = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const taken = new Set((await self.clients.matchAll({ type: 'window' })).map((p) => p.id));
  const free = all.filter((p) => !taken.has(p.id));
  const mine = self.PRECACHE.version;
  if (free.length > 0 && free.every((p) => asked.get(p.id) === mine)) await self.clients.claim();
}

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    const older = names.filter((n) => n.startsWith(PREFIX) && n !== CACHE);
    await Promise.all(older.map((n) => caches.delete(n)));
    // Pages are taken over only when they ask and are this version (above):
    // after an update they reload into it; on a first visit they ask.
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
    // The list of this worker's version: what a page asks to learn whether
    // the files it would fetch next are its own version (www/version.js).
    if (path === `${page}www/pkg/precache.js`) {
      return new Response(`self.PRECACHE = ${JSON.stringify(self.PRECACHE)};\n`, {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    const isPage = req.mode === 'navigate' && (path === page || path === `${page}index.html`);
    const key = isPage ? scoped('index.html') : req;
    const hit = await cache.match(key, { ignoreSearch: true });
    // Not precached (e.g. the README's images): the network, as without a worker.
    return hit ?? fetch(req);
  })());
});
