// Wiring: the address's options, the settings, the language, the screens
// (router.js and its table in screens.js), input, the trapped-engine screen
// and the boot, which resumes saved progress. The game chosen in the menu
// owns its screen (www/duel21/ for 21点, www/game24/ for 24点).
import { loadEngine } from './duel21/engine.js';
import { fitCoach } from './duel21/render.js';
import { t, setLang, getLang, initialLang, applyStatic } from './i18n.js';
import { bindInput, showKeys } from './input.js';
import { initConfirm, answer, questionCount } from './confirm.js';
import {
  savedGames, openSlot, tabSlot, watchSaves, freezeSaves, loadLang, saveLang, rememberCoach, coachRemembered,
  menuChoice, rememberMenuChoice,
} from './storage.js';
import { initStats } from './stats.js';
import { redraw } from './app.js';
import { initSettings, onSettings, settings, SPEED_MS } from './settings.js';
import { initPanel, openSettings } from './settings/ctrl.js';
import { initRules } from './rules/ctrl.js';
import { initSound } from './sound.js';
import { initPwa } from './pwa.js';
import { $, announce } from './dom.js';
import {
  menuFirst as isMenuFirst, seedAsked as linkSeed, chosen, markedLang, resumedGame,
} from './boot.js';
import {
  notice, renotice, whenTrapped, engineFailed, dropEarly,
} from './page.js';
import {
  makeTables, active, tableOf, resumeSave, focusPlay, newGame, ensure24, showStats, nameSolver,
  conflictOf, conflictOpen, renderConflict, conflictLoad, conflictKeep,
} from './screens.js';
import { continueSaved, startFromMenu, refuseLinkSeed } from './menu-start.js';
import { updateMenu, renderSaved, practice24FromMenu } from './menu.js';
import { initOnline, onlineAction, onlineAsked, relabelOnline, openOnline } from './online/link.js';
import {
  state, go, goBack, record, here,
} from './router.js';

const params = new URLSearchParams(location.search);
// The 21点 engine is fetched and compiled while the page sets itself up
// (index.html preloads its files); the boot below waits for it.
const engineLoading = loadEngine();
engineLoading.catch(() => {});

/**
 * A whole number of ms from the address, clamped to [min, max]; `fallback`
 * when absent or not a decimal number (±Infinity clamps like any other number).
 */
function msParam(name, min, max, fallback) {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  // Decimal only: "0x10" or "0b1" is not a pause a person types ("1e3" and Infinity are numbers).
  if (!/^\s*[+-]?((\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?|Infinity)\s*$/.test(raw)) return fallback;
  const n = Number(raw);
  return Math.round(Math.min(max, Math.max(min, n)));
}
// `?pause=ms`: the Auto player's pause between moves, 0–5000; `?fast`
// (tests) makes it 20; without either, the speed setting's pause (normal: 700).
const pauseAsked = params.has('fast') ? 20 : msParam('pause', 0, 5000, null);
const pauseMs = () => pauseAsked ?? SPEED_MS.get(settings().speed);
// 24点: `?think=ms` sets the computer's think time, 0–300000 (tests); else the engine's.
const thinkMs = msParam('think', 0, 300000, null);
initSettings();
initPanel();
initRules();
initSound();
document.body.dataset.pauseMs = String(pauseMs());
document.body.dataset.thinkMs = thinkMs === null ? 'engine' : String(thinkMs);

makeTables({ pauseMs, thinkMs, built24: () => applyLanguage() });
initConfirm();

// A trap: the page stops saving, drops both games without another call into
// them, and shows the engine-stopped screen (its reload resumes the last good save).
whenTrapped(() => {
  if (state.screen === 'trap') return;
  freezeSaves();
  state.duel.halt();
  state.g24.halt();
  state.review.halt();
  conflictOf(null);
  notice('');
  go({ screen: 'trap' }, 'stay');
});

/** The token of the table now drawn (see input.js): a stale click is dropped. */
const tableToken = () => `${state.screen}|${active()?.token() ?? ''}|${questionCount()}|${state.conflicts}`;

watchSaves((game) => {
  const screen = active();
  if (screen?.slot && (game === null || game === screen.slot.game)) {
    if (screen.slot.conflict()) conflictOf(screen);
    else if (conflictOpen() === screen) conflictOf(null);
  }
  if (state.screen === 'menu') renderSaved();
});

function applyLanguage() {
  applyStatic();
  nameSolver();
  showKeys();
  renderConflict();
  if (state.screen === 'menu') renderSaved();
  redraw();
  state.g24.applyLanguage();
  updateMenu();
  state.duel.render({ instant: true });
  relabelOnline();
  renotice();
}

// The settings in effect: the computer's pause; the menu's first-player rule
// and the coach open or closed, each when that setting changes (so a choice
// made in the menu, or `C`, holds until then).
let applied = {};
function applySettings(s) {
  document.body.dataset.pauseMs = String(pauseMs());
  // (At boot, a choice made in the menu before the page was here stays: boot.js, chosen.)
  const rule = $('menu-form').elements.first_rule;
  if (s.first !== applied.first && !(applied.first === undefined && chosen(rule))) rule.value = s.first;
  if (s.coach !== applied.coach) {
    // At boot, a reload keeps the table's coach as it was (C); a change of the setting then sets it.
    const kept = applied.coach === undefined ? coachRemembered() : null;
    state.duel.ui.coachOpen = kept ?? s.coach;
    if (kept === null) rememberCoach(s.coach);
    state.duel.render({ instant: true });
  }
  applied = s;
}
onSettings(applySettings);

/** Opens the review of the table's match (between rounds or after it), or with `last` the one before its rematch. */
function openReview(opener, { last = false } = {}) {
  if (state.screen !== 'play' || !state.duel.engine) return false;
  if (last ? !state.duel.finished : state.duel.snap?.phase === 'drawing') return false;
  return go({ screen: 'review', last }, 'open', { opener: opener?.id });
}

// The actions that are the page's own (a screen's own go to it: see the default).
const ACTIONS = {
  lang() {
    setLang(getLang() === 'zh' ? 'en' : 'zh');
    saveLang(getLang());
    applyLanguage();
  },
  settings(el) {
    // Closing hands the focus back to what had it (the key O leaves it
    // where it was, e.g. on Rematch), else to the gear.
    const had = document.activeElement;
    openSettings(had && had !== document.body ? had : el);
  },
  // An entry of the browser's history each: Back returns to the screen it
  // was opened from, and Forward shows it again (the page never reloads).
  rules() {
    if (state.screen !== 'rules' && state.screen !== 'loading') go({ screen: 'rules' });
  },
  stats() {
    if (state.screen === 'stats') showStats();
    else if (state.screen !== 'trap' && state.screen !== 'loading') go({ screen: 'stats' });
  },
  practice(el) {
    // The menu's own Practice button follows the game chosen there.
    if (el?.id === 'practice-menu' && practice24FromMenu()) return;
    if (!['practice', 'trap', 'loading'].includes(state.screen)) go({ screen: 'practice' });
  },
  online() {
    if (!['online', 'trap', 'loading'].includes(state.screen)) go({ screen: 'online' });
  },
  // The summary's "Learn from your mistakes": the review, asking at once.
  learn: (el) => Promise.resolve(openReview(el)).then(() => {
    if (state.screen === 'review') state.review.startLearn();
  }),
  'solve24-open': () => {
    if (state.screen !== 'solve24') go({ screen: 'solve24' });
  },
  // The page's Back is the browser's: through the screen's own entry.
  back: () => goBack(),
  'review-last': (el) => openReview(el, { last: true }),
  review: (el) => openReview(el),
  new: () => newGame(),
  'confirm-yes': () => answer(true),
  'confirm-no': () => answer(false),
  'conflict-load': () => conflictLoad(),
  'conflict-keep': () => conflictKeep(),
  continue: (el) => continueSaved(el),
  reload: () => location.reload(),
};

function onAction(action, el) {
  if (Object.hasOwn(ACTIONS, action)) ACTIONS[action](el);
  else if (state.screen === 'review') state.review.act(action, el);
  else if (state.screen === 'solve24') state.solver?.act(action, el);
  else if (state.screen === 'practice') state.practice.act(action, el);
  else if (state.screen === 'online') onlineAction(action, el);
  else if (state.screen === 'play' && state.duel.act(action)) focusPlay();
  else if (state.screen === 'play24') state.g24.act(action, el);
}

// ---- Boot ----

// The entry this page was loaded on: a reload keeps it (and those around it),
// a fresh visit has none. (`#rules` is an address from before the rules
// were an entry of their own.)
const bootEntry = state.entry;
if (location.hash === '#rules') history.replaceState(history.state, '', location.pathname + location.search);

// The page words itself from now on (www/lang.js worded the first paint).
globalThis.firstPaint?.here();
// A first visit with nothing to resume and no link to open ends on the menu,
// and so does a reload of the menu's entry; the menu needs no engine: it is
// on screen already (www/lang.js showed it with the page's first frame),
// and its Start and Continue wait for the engine (menu-start.js, engineHere),
// saying so if it is not here yet.
const menuFirst = isMenuFirst(bootEntry, savedGames().length);
// Else the loading line names the game being resumed (24点's title too), or
// no game if there is none (boot.js, resumedGame); screens.js, nameSolver, reads the mark.
if (!menuFirst) {
  const resuming = resumedGame(savedGames(), tabSlot());
  $('loading').dataset.game = resuming ?? '';
  $('loading-text').dataset.i18n = { 21: 'loading', 24: 'loading24' }[resuming] ?? 'loading_game';
}
// The markup's own words for what the page now says itself: a bundle that
// did not come, and the note of a press made before it was here unless one
// is kept (www/lang.js; page.js, dropEarly).
$('notice').replaceChildren();
if (!Object.hasOwn($('progress-text').dataset, 'early')) {
  $('progress-text').replaceChildren();
  $('menu-wait').querySelector('.menu-wait-text').replaceChildren();
}
// The menu comes back with the game and mode last chosen (storage.js,
// menuChoice), unless the player chose before the page was here.
const form = $('menu-form');
for (const [name, value] of Object.entries(menuChoice())) {
  if (![...form.querySelectorAll(`[name="${name}"]`)].some(chosen)) form.elements[name].value = value;
}
// The language chosen before the first paint (www/lang.js: a switch made
// there stays even if storage refused to keep it), else the remembered one,
// else the browser's.
setLang(markedLang() ?? initialLang(loadLang()));
applyLanguage();
applySettings(settings());
bindInput(document.body, onAction, tableToken);
// A phone's coach box ends at the window's bottom, whatever its height now.
window.addEventListener('resize', fitCoach);
$('menu-form').addEventListener('submit', startFromMenu);
// The menu's fields, and the header naming the game chosen (screens.js, nameSolver).
form.addEventListener('change', (e) => {
  updateMenu();
  nameSolver();
  if (['game', 'mode', 'mode24'].includes(e.target.name)) {
    const f = form.elements;
    rememberMenuChoice({ game: f.game.value, mode: f.mode.value, mode24: f.mode24.value });
  }
});
// A link of an online match opened in this tab (`#join=…`, `#reply=…`): its screen.
initOnline({
  announce,
  open: () => (state.screen === 'online' ? openOnline() : go({ screen: 'online' })),
  back: () => goBack(),
  // The summary's review, opened in this page over the online screen: Back returns to it, the connection open.
  review: (code, opener) => go({ screen: 'review', code }, 'open', { opener }),
});

if (menuFirst) {
  go({ screen: 'menu' }, 'stay');
  // A first visit: the menu is the bottom entry (a reload keeps its entry).
  if (!bootEntry) record('replace', { screen: 'menu' });
}
// The handlers are bound: the press made before, if any (www/lang.js kept
// it, firstPaint.take), is made once the boot's first screen is settled, where it can act:
// the menu's at once; else once what is resumed or linked is on show
// (below; a Rules or Statistics pressed on the loading screen opens over
// it). Its note goes, unless what it does took it over (page.js, loadShown).
const handOver = () => {
  globalThis.firstPaint?.take()?.();
  dropEarly();
};
if (menuFirst) handOver();

try {
  await engineLoading;
} catch (e) {
  engineFailed(e);
  // What was pressed meanwhile will not happen: not promised any more.
  if (!menuFirst) {
    globalThis.firstPaint?.take();
    dropEarly();
  }
  throw e;
}
initStats();

// Resume: the game this tab showed before a reload, else the most recently
// saved one. A seed in the address asks for that deal: resume only the same one.
const seedAsked = linkSeed();
const remembered = tabSlot();
// A review link shows that review and leaves every save alone (none is resumed).
const reviewAsked = params.get('review');
// A link of an online match (`#join=…`, `#reply=…`) opens the online screen.
const onlineLink = onlineAsked();
// A reload on the menu's entry (the player went Back from a table) shows the
// menu, where that game waits among the saved ones.
const candidates = onlineLink || reviewAsked !== null || bootEntry?.screen === 'menu' ? [] : savedGames()
  .filter((c) => !remembered || (c.game === remembered.game && c.n === remembered.n));
/** The first candidate resumed onto its table: its screen's name, else null. */
async function resumeFirst() {
  for (const c of candidates) {
    const slot = openSlot(c.game, c.n);
    if (c.game === '24') {
      // 24点's module could not be fetched (offline before it was ever cached):
      // say so and keep its save for when it can be.
      try {
        await ensure24();
      } catch (e) {
        notice(e.message);
        continue;
      }
    }
    const screen = tableOf(c.game);
    if (!resumeSave(screen, c.text, slot)) {
      if (state.screen === 'trap') return null;
      continue;
    }
    if (seedAsked === null || screen.snap.seed === seedAsked) {
      slot.remember();
      return c.game === '24' ? 'play24' : 'play';
    }
    screen.stop();
  }
  return null;
}
const resumed = await resumeFirst();
if (state.screen === 'trap') {
  // (A trap while resuming leaves the history as it is: a reload tries again.)
} else if (onlineLink) {
  // The menu lies under the online screen, so Back shows it: at the address
  // without the link's code, so that Back does not open the link again.
  const link = location.href;
  record('replace', { screen: 'menu' }, `${location.pathname}${location.search}`);
  go({ screen: 'menu' }, 'stay');
  await go({ screen: 'online' }, 'open', { url: link });
} else if (reviewAsked !== null) {
  if (await go({ screen: 'review', back: 'menu' }, 'stay')) {
    // A link's first visit: the menu lies under the review, so Back shows it.
    if (!bootEntry) {
      const href = location.href;
      const url = new URL(href);
      url.searchParams.delete('review');
      record('replace', { screen: 'menu' }, url.href);
      record('push', { screen: 'review', back: 'menu' }, href);
    }
  } else if (state.screen !== 'trap') {
    go({ screen: 'menu' }, 'replace');
  }
} else if (menuFirst) {
  // On show already (and maybe left by now, for a match started meanwhile).
} else {
  go({ screen: resumed ?? 'menu' }, 'stay');
  if (!bootEntry) {
    // A first visit: the menu is the bottom entry, a resumed table one above it.
    record('replace', { screen: 'menu' });
    if (resumed) record('push', here({ back: 'menu' }));
  } else if (['rules', 'stats', 'review', 'solve24', 'practice', 'online'].includes(bootEntry.screen)) {
    // A reload on a screen opened from another: it again, over what was resumed.
    await go(bootEntry, 'boot');
  }
  // A table's entry whose game could not be resumed (a damaged save, 24点's
  // module not fetched) stays a table's: the next reload tries it again.
}
// The header names the game on show (the loading line named the game
// being resumed: above).
nameSolver();
// A seed in the address the engine refuses is said (menu-start.js, refuseLinkSeed).
if (state.screen !== 'trap') refuseLinkSeed(seedAsked);
if (!menuFirst) handOver();
document.body.dataset.ready = 'true';
// The service worker (its precache downloads every file of both games) is
// registered once the page is usable, so it never competes with the first
// visit's own files.
initPwa();
