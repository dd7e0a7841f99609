// The first paint: a small module of its own (www/pkg/first-paint.js, built
// by scripts/pack.mjs), the one script index.html loads, which the browser
// waits for before painting (`blocking="render"`). It puts the header's and
// the menu's words and key hints in the player's language (the remembered
// choice, else the browser's: boot.js), and on a first visit with nothing
// to resume, or a reload of the menu's entry, shows the menu at once, which
// needs no engine, while the rest of the page (main.js) and the 21点 engine
// are still on their way.
//
// Once the first paint is on screen it asks for the rest of the page: the
// bundle (app.js and its shared part app-shared.js) and the 21点 engine's
// glue and wasm, all at once, so they take nothing from the network and the
// CPU that paint needs (on a phone's network the menu is then painted with
// the page's first frame, and before the engine is here).
//
// A press made before the rest of the page is here is not lost: a click on
// a button of the page, the menu's Start (a submit) and a key are kept, the
// progress note says the page is still loading, and once main.js has bound
// its handlers (the BOUND event) they are given to it in order, as if made
// then: the menu's Start then waits for the engine as main.js does
// (screens.js, engineHere), saying so, and starts the match once it is here.
import { loadLang, savedGames } from './storage.js';
import { initialLang, markLang, fillWords, menuFirst, entryOf, BOUND } from './boot.js';
import { WORDS } from './first-words.js';
import { showKeys } from './input.js';

const lang = initialLang(loadLang());
const words = WORDS[lang];
/** The word `key` in the player's language (the keys this module uses are in WORDS by name: scripts/first-words.mjs). */
const t = (key) => (Object.hasOwn(words, key) ? words[key] : undefined);
const $ = (id) => document.getElementById(id);

markLang(lang);
// The header's, the loading line's and the menu's words (the rest of the
// markup is main.js's to fill).
for (const id of ['topbar', 'loading', 'menu']) {
  const part = id === 'topbar' ? document.querySelector('header.topbar') : $(id);
  if (part) {
    fillWords(part, t);
    showKeys(part);
  }
}
document.title = t('title');

// The menu, its Start focused (as the page does when it shows the menu: screens.js).
if (menuFirst(entryOf(history.state), savedGames().length)) {
  $('loading').hidden = true;
  $('menu').hidden = false;
  $('start').focus({ preventScroll: true });
}

// ---- Presses before the page is bound ----

const kept = [];
const text = $('progress-text');
const note = $('progress')?.querySelector('.progress-note');

/** Says in the progress note (a polite status) that the page is still loading; `start`: the menu's Start or Continue. */
function sayWaiting(start) {
  if (!text || !note) return;
  text.textContent = start ? t('menu_engine_wait') : t('first_wait');
  // Marked as the first paint's: the page takes the note over if what was
  // pressed loads something itself (page.js, loadShown), else clears it.
  text.dataset.early = '';
  note.hidden = false;
}

function onClick(e) {
  const el = e.target.closest?.('[data-action]');
  if (!el || el.disabled) return;
  e.preventDefault();
  kept.push(() => el.click());
  sayWaiting(el.dataset.action === 'continue');
}

function onSubmit(e) {
  // Not sent anywhere (the page's policy forbids a form's submission):
  // the menu's Start, kept for main.js.
  e.preventDefault();
  const form = e.target;
  const by = e.submitter ?? null;
  kept.push(() => form.requestSubmit(by));
  sayWaiting(form.id === 'menu-form');
}

function onKey(e) {
  // A key shortcut (input.js), outside a field; typing in a field, Tab and
  // Enter (which clicks or submits by itself) are left to the browser.
  if (e.ctrlKey || e.metaKey || e.repeat || e.isComposing) return;
  const tag = e.target?.tagName;
  const field = tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
  if ((field && !e.altKey) || !(e.key.length === 1 || e.key === 'Escape')) return;
  const { key, code, altKey, shiftKey } = e;
  const target = e.target;
  kept.push(() => target.dispatchEvent(new KeyboardEvent('keydown', {
    key, code, altKey, shiftKey, bubbles: true, cancelable: true,
  })));
}

document.addEventListener('click', onClick, true);
document.addEventListener('submit', onSubmit, true);
document.addEventListener('keydown', onKey, true);

document.addEventListener(BOUND, () => {
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
  document.removeEventListener('keydown', onKey, true);
  for (const press of kept.splice(0)) press();
  // Nothing took the note over: the page is here.
  if (text && Object.hasOwn(text.dataset, 'early')) {
    delete text.dataset.early;
    text.textContent = '';
    if (note) note.hidden = true;
  }
}, { once: true });

// ---- The rest of the page, once the first paint is on screen ----

// Beside the bundle, so they arrive together rather than one after the other
// (the bundle imports app-shared.js; main.js fetches the engine at once).
const BESIDE = [
  ['modulepreload', 'www/pkg/app-shared.js'],
  ['modulepreload', 'www/pkg/duel21.js'],
  ['preload', 'www/pkg/duel21_bg.wasm', 'fetch'],
];

function loadPage() {
  for (const [rel, href, as] of BESIDE) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) Object.assign(link, { as, type: 'application/wasm', crossOrigin: 'anonymous' });
    document.head.append(link);
  }
  // (scripts/pack.mjs: the bundle's app.js, beside this module.) Should it
  // not come (offline before it was ever stored), the page says so.
  import('./pkg/app.js').catch(() => {
    const alert = $('notice');
    alert.textContent = t('first_failed');
    alert.hidden = false;
  });
}

// Once the page's first contentful paint is on screen (its Paint Timing
// entry), or after the next frame where the browser has no such entry; at
// once in a tab opened in the background (which paints nothing yet); and in
// any case within 2 s.
const painted = new Promise((resolve) => {
  if (document.visibilityState === 'hidden') {
    resolve();
  } else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(resolve, 2000);
  } else {
    requestAnimationFrame(() => setTimeout(resolve));
  }
});
painted.then(loadPage);
