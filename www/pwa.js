// Installable and offline: registers the service worker (sw.js) when the page
// is served over http(s) — never from file://, where the single-file page
// needs none — and offers an update. When a new version has installed and
// waits, a toast says "New version available" with Reload; Reload asks the
// waiting worker to take over, and when it has, the page reloads once, so
// every file it uses comes from one version's cache. Another open tab of the
// game reloads too when the new version takes over (its progress is saved
// after every action), so no tab runs old code against new files.
//
// On a first visit the page asks the new worker to take it over, saying its
// version (www/version.js); a worker of another version (the files changed
// on the server meanwhile) does not, and the page offers a reload instead —
// as it does when a module it would fetch on demand is another version's.
import { PAGE_VERSION, noteVersion, onNewVersion } from './version.js';
import { $ } from './dom.js';

let waiting = null;

function offer(worker) {
  waiting = worker;
  $('update-toast').hidden = false;
}

/** Registers the worker and wires the update toast. Call once at boot. */
export function initPwa() {
  const sw = navigator.serviceWorker;
  if (!sw || !/^https?:$/.test(location.protocol)) return;
  $('update-reload').addEventListener('click', () => {
    $('update-reload').disabled = true;
    // A waiting worker takes over first (the page reloads on the change); a
    // newer version already serving (this page is older) needs only a reload.
    if (waiting) waiting.postMessage({ type: 'skip-waiting' });
    else location.reload();
  });
  onNewVersion(() => offer(null));
  sw.addEventListener('message', (event) => {
    if (event.data?.type === 'version') noteVersion(event.data.version);
  });
  $('update-later').addEventListener('click', () => {
    $('update-toast').hidden = true;
  });
  // The first worker takes an uncontrolled page without a reload (nothing to
  // mix: the page's files and the cache are the same version); a later
  // change of worker is an update, and the page reloads once.
  let controlled = Boolean(sw.controller);
  let reloading = false;
  sw.addEventListener('controllerchange', () => {
    if (controlled && !reloading) {
      reloading = true;
      location.reload();
    }
    controlled = true;
  });
  // `updateViaCache: 'none'`: update checks skip the HTTP cache for sw.js and
  // the precache list it imports, whatever the host's cache headers.
  sw.register('sw.js', { updateViaCache: 'none' }).then((reg) => {
    // A browser that blocks workers may resolve with no registration.
    if (!reg) return;
    if (reg.waiting && sw.controller) offer(reg.waiting);
    if (!sw.controller) {
      sw.ready.then((ready) => ready.active?.postMessage({ type: 'claim', version: PAGE_VERSION }));
    }
    reg.addEventListener('updatefound', () => {
      const worker = reg.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && sw.controller) offer(worker);
      });
    });
    // A phone keeps the page open for days: look for an update when it is shown again.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') reg.update().catch(() => {});
    });
  }, () => {
    // Not registered (blocked, or a host without sw.js): the page works online as before.
  });
}
