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
// a button of the page, the menu's Start (a submit) and a key of the page's
// table (input.js, KEYS; any other key does nothing) are kept (the
// last one only: a later press takes the place of an earlier one, and
// Escape drops it), the progress note says the page is still loading, and
// once main.js has bound its handlers and settled its first screen (the
// BOUND event: the menu at once, a resumed table or a link's screen once it
// is on show) it is given to it, as if made then: the menu's Start then
// waits for the engine as main.js does (menu-start.js, engineHere), saying so,
// and starts the match once it is here. The language button (or its key)
// switches the words at once, kept as the page's own switch keeps it.
// Should the bundle or the engine not come, what was kept is dropped and
// nothing more is promised (without the bundle the language button still
// switches the words, the failure's too). The menu comes back with the game and mode
// last chosen (storage.js, menuChoice), its fields follow the game and mode
// chosen (menu-fields.js), and a choice made here is the match's (boot.js,
// markChosen). A page that resumes a game names it on its loading line.
import {
  loadLang, saveLang, savedGames, tabSlot, readSettings, menuChoice, rememberMenuChoice,
} from './storage.js';
import { parseSettings } from './settings.js';
import {
  initialLang, markLang, fillWords, menuFirst, entryOf, seedAsked, showSeed, markChosen, resumedGame, nameGame, titleOf, waitNote, CANCELLED, BOUND, FAILED, LANG, menuNote,
} from './boot.js';
import { WORDS } from './first-words.js';
import {
  showKeys, KEYS, altLetter, keyButton,
} from './input.js';
import { showFields } from './menu-fields.js';

/** The language the first paint speaks: the player may switch it before the page is here. */
const speaking = { lang: initialLang(loadLang()) };
/** The word `key` in that language (the keys this module uses are in WORDS by name: scripts/first-words.mjs). */
const t = (key) => (Object.hasOwn(WORDS[speaking.lang], key) ? WORDS[speaking.lang][key] : undefined);
const $ = (id) => document.getElementById(id);
const form = $('menu-form');

const saves = savedGames();
const onMenu = menuFirst(entryOf(history.state), saves.length);
// Not on the menu: the loading line names the game being resumed (24点's
// title too), or no game if there is none (boot.js, resumedGame). Its key
// stays in the markup, so the page words it alike until the game is on
// show; main.js reads the mark (screens.js, nameSolver).
const resuming = onMenu ? null : resumedGame(saves, tabSlot());
if (!onMenu) {
  $('loading').dataset.game = resuming ?? '';
  $('loading-text').dataset.i18n = { 21: 'loading', 24: 'loading24' }[resuming] ?? 'loading_game';
}

/** The header's, the loading line's and the menu's words (the rest of the markup is main.js's to fill) in the language spoken. */
function paintWords() {
  markLang(speaking.lang);
  for (const id of ['topbar', 'loading', 'menu']) {
    const part = id === 'topbar' ? document.querySelector('header.topbar') : $(id);
    if (part) {
      fillWords(part, t);
      showKeys(part);
    }
  }
  document.title = t('title');
  if (resuming === '24') nameGame(t('title24'));
  // On the menu: the game chosen there (boot.js, titleOf).
  else if (onMenu && form) nameGame(t(titleOf(form.elements.game.value)));
  // The fields of the game and mode chosen, as the page shows them (menu.js).
  if (form) showFields(form, t);
}

// The menu's choices the page would put there at boot: the game and mode
// last chosen (storage.js, menuChoice), who starts each round (the
// setting), the link's seed.
if (form) {
  for (const [name, value] of Object.entries(menuChoice())) form.elements[name].value = value;
  form.elements.first_rule.value = parseSettings(readSettings()).first;
  const seed = seedAsked();
  if (seed !== null) showSeed(form.elements.seed, seed);
  // (This listener stays: the menu's game and mode are remembered as they change, before the page is here and after.)
  form.addEventListener('change', (e) => {
    showFields(form, t);
    // The header follows the game chosen, until the page (which then does it: screens.js, nameSolver) shows a screen.
    if (e.target.name === 'game' && !document.body.dataset.screen) nameGame(t(titleOf(e.target.value)));
    if (['game', 'mode', 'mode24'].includes(e.target.name)) {
      const f = form.elements;
      rememberMenuChoice({ game: f.game.value, mode: f.mode.value, mode24: f.mode24.value });
    }
  });
}
paintWords();

// The menu, its Start focused (as the page does when it shows the menu: screens.js).
if (onMenu) {
  $('loading').hidden = true;
  $('menu').hidden = false;
  $('start').focus({ preventScroll: true });
}

// ---- Presses before the page is bound ----

// Only the last press made before the page is here acts (a later one takes
// the place of an earlier one; the same one again is still one press), and
// Escape drops it: `press` does it, `what` is the control or key pressed.
const kept = { press: null, what: null, note: null };
const text = $('progress-text');
const note = $('progress')?.querySelector('.progress-note');

/**
 * Says in the progress note (a polite status) what `kept` waits for, by
 * name (boot.js, waitNote): the match (the menu's Start or Continue), the
 * settings, … ; or, once Escape dropped it, that it was (boot.js,
 * CANCELLED, said once: the page clears it once it is here).
 */
function sayWaiting() {
  if (!text || !note || kept.note === null) return;
  text.textContent = t(kept.note);
  // Nothing is on its way once cancelled: no spinner.
  spinner(kept.note !== CANCELLED);
  // Marked as the first paint's: the page takes the note over if what was
  // pressed loads something itself (page.js, loadShown), else clears it.
  text.dataset.early = '';
  note.hidden = false;
  menuNote(text.textContent, kept.note !== CANCELLED);
}

/** Shows (or hides) the note's spinner. */
function spinner(on) {
  const s = note?.querySelector('.spinner');
  if (s) s.hidden = !on;
}

/** The first paint's note cleared, unless the page has taken it over. */
function clearNote() {
  if (text && Object.hasOwn(text.dataset, 'early')) {
    delete text.dataset.early;
    text.textContent = '';
    spinner(true);
    if (note) note.hidden = true;
    menuNote('', false);
  }
}

/** Keeps `press` (the press of `what`, whose action is `action`: boot.js, waitNote) in place of any kept before. */
function keep(what, press, action) {
  if (page.over || (kept.what === what && kept.press !== null)) return;
  Object.assign(kept, { what, press, note: waitNote(action) });
  sayWaiting();
}

/** Drops the press kept, and the note that promised it. */
function drop() {
  Object.assign(kept, { what: null, press: null, note: null });
  clearNote();
}

/** Escape: the press kept is dropped, and the note says so once (nothing kept: nothing is said). */
function cancel() {
  if (kept.press === null) return;
  Object.assign(kept, { what: null, press: null, note: CANCELLED });
  sayWaiting();
}

/**
 * The language switched at once (the first paint has both languages'
 * words), and kept as the page's own switch keeps it; the page, if it is
 * booting already, hears it (boot.js, LANG).
 */
function switchLang() {
  speaking.lang = speaking.lang === 'zh' ? 'en' : 'zh';
  saveLang(speaking.lang);
  paintWords();
  sayWaiting();
  sayFailure();
  document.dispatchEvent(new CustomEvent(LANG, { detail: speaking.lang }));
}

// A press kept is the page's alone: main.js's handlers, bound before the
// page hands the kept press over (BOUND, once the boot's first screen is
// settled), do not see it as well.
function onClick(e) {
  const el = e.target.closest?.('[data-action]');
  if (!el || el.disabled) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  if (el.dataset.action === 'lang') switchLang();
  else keep(el, () => el.click(), el.dataset.action);
}

function onSubmit(e) {
  // Not sent anywhere (the page's policy forbids a form's submission):
  // the menu's Start, kept for main.js.
  e.preventDefault();
  e.stopImmediatePropagation();
  const { target, submitter } = e;
  keep(target, () => target.requestSubmit(submitter ?? null), target.id === 'menu-form' ? 'start' : '');
}

function onKey(e) {
  // A key shortcut (input.js), outside a field; typing in a field, Tab and
  // Enter (which clicks or submits by itself) are left to the browser.
  if (e.ctrlKey || e.metaKey || e.repeat || e.isComposing) return;
  // Escape drops what was kept wherever the focus is: in a name typed and
  // sent with Enter too.
  if (e.key === 'Escape') {
    e.stopImmediatePropagation();
    cancel();
    return;
  }
  const tag = e.target?.tagName;
  const field = tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
  // Only a key of the page's table (input.js, as it reads it): any other
  // key does nothing once the page is here, so it neither takes the place
  // of a press kept nor promises anything.
  const letter = e.altKey ? altLetter(e) : e.key.toLowerCase();
  if ((field && !e.altKey) || e.key.length !== 1 || !letter || !Object.hasOwn(KEYS, letter)) return;
  // On the menu a key acts only where its button is shown (input.js,
  // keyButton: O, the settings); a table's key there would do nothing once
  // the page is here, so it is not kept and nothing is promised. (On the
  // loading screen the table it acts on is not shown yet.)
  if (onMenu && !keyButton(document, KEYS[letter])) return;
  e.stopImmediatePropagation();
  const { key, code, altKey, shiftKey } = e;
  if (KEYS[letter] === 'lang') {
    switchLang();
    return;
  }
  const target = e.target;
  keep(`key ${letter}`, () => target.dispatchEvent(new KeyboardEvent('keydown', {
    key, code, altKey, shiftKey, bubbles: true, cancelable: true,
  })), KEYS[letter]);
}

// A choice made or a seed typed before the page is here is the player's:
// the boot leaves it (boot.js, markChosen).
const onInput = (e) => { if (e.target.form === form) markChosen(e.target); };

/** No press is kept any more. */
function stopKeeping() {
  document.removeEventListener('input', onInput, true);
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
  document.removeEventListener('keydown', onKey, true);
}

document.addEventListener('input', onInput, true);
document.addEventListener('click', onClick, true);
document.addEventListener('submit', onSubmit, true);
document.addEventListener('keydown', onKey, true);

/**
 * Whether the page has bound its handlers, or could not come: no press is
 * kept then; `said`: the key of the failure the notice says (the bundle's).
 */
const page = { over: false, said: null };
document.addEventListener(BOUND, () => {
  page.over = true;
  stopKeeping();
  const { press } = kept;
  kept.press = null;
  press?.();
  // Nothing took the note over: the page is here.
  clearNote();
}, { once: true });

/** The bundle's failure in the notice, in the language spoken (again after a switch). */
function sayFailure() {
  if (page.said === null) return;
  const alert = $('notice');
  alert.textContent = t(page.said);
  alert.hidden = false;
}

/**
 * The rest of the page did not come (or did not get as far as binding its
 * handlers): what was kept will not happen, so it is dropped, the note that
 * promised it goes, and no press is kept or promised any more; `said`, if
 * given, is the key of the failure's words for the notice (the bundle's:
 * then main.js never came, and the language button and L still switch the
 * first paint's words, the failure's too).
 */
function cannotCome(said) {
  if (page.over) return;
  page.over = true;
  drop();
  // The menu's Start is still not sent anywhere.
  document.addEventListener('submit', (e) => e.preventDefault(), true);
  if (!said) {
    stopKeeping();
    return;
  }
  page.said = said;
  sayFailure();
  // In view where the player pressed (on a phone the notice sits above the fold), as the page's own does (menu-start.js).
  $('notice').scrollIntoView({ block: 'nearest' });
}
document.addEventListener(FAILED, () => cannotCome(null), { once: true });

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
  // Once main.js has bound its handlers, a rejection is its own failure
  // (the engine's, which it words itself), not a missing bundle.
  import('./pkg/app.js').catch(() => cannotCome('first_failed'));
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
