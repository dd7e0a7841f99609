// The table of the page's screens (see router.js) and the two games'
// tables behind it. For each screen: its element, how it is made ready
// (`enter`), where the focus goes once it is shown, and what a screen
// reader hears on arriving by Back or Forward (its heading, or a table's
// status line); and the questions Back answers.
//
// The tables: the screen objects (21点's, 24点's, the review of a 21点
// match, kept in the router's `state`), a save resumed onto one, a save slot
// for a new game (the menu's Start and Continue), where the keyboard focus
// goes at a table, and the question about a save another tab moved on (the
// menu's Start and Continue themselves: menu-start.js).
// 24点's table and solver panel (game24/lazy.js) are fetched with its engine
// the first time a player needs 24点 (ensure24; see game24/shell.js): until
// then `state.g24` is a table with no game, and `state.solver` is null. The
// review's code (duel21/review-ctrl.js) is a chunk of its own too, fetched while
// a 21点 table is first on show (prefetchReview), or when a review link
// opens (ensureReview): until then `state.review` is a review with no match.
import { chunkLoader } from './version.js';
import { $, announce } from './dom.js';
import { DuelScreen } from './duel21/play.js';
import { keepTurnInView } from './duel21/render.js';
import { loadEngine24 } from './game24/engine.js';
import { placeholders24, heading24 } from './game24/shell.js';
import {
  t, own, sentences,
} from './i18n.js';
import { ask, answer, isAsking } from './confirm.js';
import { settingsOpen, closeSettings } from './settings/ctrl.js';
import {
  newSlot, oldestSave, slotInPlaceOf, openSlot,
} from './storage.js';
import { SaveRefused } from './engine-text.js';
import {
  notice, noticeNow, noticeOnce, fail, storageFull, loadShown, ensureStats,
} from './page.js';
import { view as statsView } from './stats.js';
import {
  enterMenu, savedLabel, nameMenu,
} from './menu.js';
import {
  state, go, rewrite, defineScreens,
} from './router.js';
import { whenPracticeFull } from './practice/engine.js';
import { seedAsked } from './boot.js';
import { ensureOnline, openOnline } from './online/link.js';

// 24点's table before its code is fetched: no game, nothing to do.
const NO_GAME24 = {
  active: false,
  snap: null,
  slot: null,
  park() {},
  entitle() {},
  stop() {},
  halt() {},
  focus() {},
  act() {},
  applyLanguage() {},
};

// The review before its code is fetched: no match, nothing to draw.
const NO_REVIEW = {
  game: null,
  shared: false,
  from: null,
  halt() {},
  close() {},
  render() {},
};
state.g24 = NO_GAME24;
state.review = NO_REVIEW;

// What 24点's table is made with, and what the page does once it is built.
let env24 = null;

/**
 * Makes the screen objects: `pauseMs()` is the Auto player's pause (read at
 * every move), `thinkMs` the computer's think time in 24点 (null: the engine's),
 * `built24()` what the page does once 24点's table and panel are built (its words).
 */
export function makeTables({ pauseMs, thinkMs, built24 }) {
  state.duel = new DuelScreen({
    announce,
    get pauseMs() { return pauseMs(); },
    fail,
    settled: () => focusPlay(),
    drawn: () => focusPlay(),
    conflict: (screen) => conflictOf(screen),
    storageFull,
  });
  env24 = {
    env: { announce, thinkMs, fail, conflict: (screen) => conflictOf(screen), storageFull },
    built24,
  };
  placeholders24($('app'));
}

const load24Chunk = chunkLoader(() => import('./game24/lazy.js'));
/** Builds 24点's table and solver panel in their places (once), from their chunk. */
function load24Screens() {
  return load24Chunk().then((chunk) => {
    if (state.solver) return;
    state.g24 = chunk.initTable(env24.env);
    state.solver = chunk.initSolve();
    env24.built24();
    state.g24.park(state.screen !== 'play24');
    state.g24.entitle(state.screen !== 'menu');
  });
}

/** Loads 24点's engine (its own wasm module) and its table's code, showing that they are on their way. */
const loading24Note = () => t('loading24');
export const ensure24 = () => loadShown(() => Promise.all([loadEngine24(), load24Screens()]), loading24Note, 'load24_failed');

/** Whether the review's code is here (ensureReview has loaded it). */
export const reviewLoaded = () => state.review !== NO_REVIEW;

const loadReviewChunk = chunkLoader(() => import('./duel21/review-ctrl.js'));
async function loadReview() {
  const chunk = await loadReviewChunk();
  if (state.review === NO_REVIEW) state.review = chunk.initScreen({ fail });
}
/** Loads the review's code (once), showing that it is on its way; throws a readable Error. */
const loadingReviewNote = () => t('loading_review');
export const ensureReview = () => loadShown(loadReview, loadingReviewNote, 'load_review_failed');
/**
 * Fetches the review's code ahead, while a 21点 table is on show (its
 * Review button and key open the review at once); a failure is said only
 * when the review is asked for (ensureReview tries again).
 */
export function prefetchReview() {
  if (state.review === NO_REVIEW) loadReview().catch(() => {});
}

/** The game screen of a router screen name ('play', 'play24'), of a save's game ('21', '24'). */
export const tableOf = (name) => (name === 'play24' || name === '24' ? state.g24 : state.duel);
/** The router screen name of a game screen. */
export const nameOf = (screen) => (screen === state.duel ? 'play' : 'play24');

/** The screen on show, if a game's: its engine wrapper has a save slot. */
export const active = () => (state.screen === 'play' ? state.duel : state.screen === 'play24' ? state.g24 : null);
/** "this 21点 match" / "this 24点 game", for the questions about one. */
export const what = (screen) => t(screen === state.duel ? 'what_21' : 'what_24');

/**
 * Resumes `text` from `slot` on `screen` (not shown yet); true if it did. A
 * save is set aside only when the engine refused it as damaged (said). On a
 * trap the engine-stopped screen shows and nothing is written, and any other
 * failure is said: either way the save stays for the next try.
 */
export function resumeSave(screen, text, slot) {
  try {
    screen.resume(text, slot);
    return true;
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) {
      fail(e);
      return false;
    }
    screen.stop();
    const msg = e;
    if (e instanceof SaveRefused) {
      notice(t(slot.setAside() ? 'save_damaged' : 'save_damaged_gone', { msg }));
    } else {
      notice(t('error', { msg }));
    }
    return false;
  }
}

/**
 * Resumes `text` from `slot` on `screen` (24点's module loaded first), which
 * becomes this tab's game: the other game leaves. True if it did; else the
 * notice says why (see resumeSave).
 */
export async function resume(table, text, slot) {
  let screen = table;
  if (screen !== state.duel) {
    try {
      await ensure24();
    } catch (e) {
      notice(e.message);
      return false;
    }
    // (Built just now, if it was not before.)
    screen = state.g24;
  }
  if (!resumeSave(screen, text, slot)) return false;
  slot.remember();
  if (screen === state.g24) state.duel.stop();
  else state.g24.stop();
  return true;
}

/** The focus at the table on show (see focusPlay; 24点: Game24Screen.focus). */
export function focusTable() {
  if (state.screen === 'play') focusPlay({ reset: true });
  // The answer field while a deal is open, else Next deal or Play again.
  else if (state.screen === 'play24') state.g24.focus();
}

/**
 * Keyboard focus at the table: it never lands on a destructive control by
 * itself. A live control the player moved to keeps it; otherwise it goes to
 * Take, Next round or Rematch, whichever is live, and while the computer
 * moves (none is) to the table's status line, so that Enter does nothing
 * until the player may act again.
 */
export function focusPlay({ reset = false } = {}) {
  if (state.screen !== 'play' || isAsking()) return;
  placeFocus(reset);
  // Then a person's decision in view whole: both hands, both totals,
  // Take/Stand; where they do not fit together (200 % zoom), the button
  // focused at least. The focus itself never scrolls (a focus scrolled a
  // phone's page to the button at almost every move).
  if (keepTurnInView(state.duel.snap)) return;
  const a = document.activeElement;
  if (a?.tagName !== 'BUTTON' || !a.closest('#play')) return;
  const r = a.getBoundingClientRect();
  if (r.top < 0 || r.bottom > window.innerHeight) a.scrollIntoView({ block: 'nearest' });
}

function placeFocus(reset) {
  const live = (b) => b && !b.disabled && !b.hidden && !b.closest('[hidden]');
  const a = document.activeElement;
  if (!reset && a && a !== document.body && a.id !== 'status' && a.closest('#play') && live(a)) return;
  for (const id of ['take', 'stand', 'next', 'rematch']) {
    const b = $(id);
    if (live(b)) {
      b.focus({ preventScroll: true });
      return;
    }
  }
  $('status').focus({ preventScroll: true });
}

/**
 * A save slot for a new game of `game` ('21' or '24'): a free one; with
 * all of them in use, the one written least recently, once the player has
 * agreed to lose the game it holds (the question names it; "Keep it", the
 * safe answer, is null). Should that game move on or go while the question
 * is open, the question is asked again about the one that would go then.
 */
export async function slotForNew(game) {
  for (;;) {
    const free = newSlot(game);
    if (free) return free;
    const oldest = oldestSave(game);
    const yes = await ask({
      title: t('slots_full_title'),
      text: t('slots_full_text', { saved: savedLabel(oldest) }),
      yes: t('slots_full_yes'),
      no: t('slots_full_no'),
    });
    if (!yes) return null;
    const slot = slotInPlaceOf(oldest);
    if (slot) return slot;
  }
}

/** Abandons the game on screen after asking (if it is not over), then shows the menu. */
export async function newGame() {
  const screen = active();
  const over = screen === state.duel ? state.duel.snap?.phase === 'match_over' : state.g24.snap?.phase === 'game_over';
  if (screen && !over) {
    const yes = await ask({
      title: t('abandon_title', { what: what(screen) }),
      text: t(screen === state.duel ? 'abandon_text_21' : 'abandon_text_24'),
      yes: t('abandon_yes'),
    });
    if (!yes || active() !== screen) {
      focusTable();
      return;
    }
  }
  conflictOf(null);
  screen?.abandon();
  notice('');
  // The table's entry is left the way Back leaves it, so that Back from the
  // menu then leaves the page (and Forward finds no table: the menu stays).
  const entry = state.entry;
  const table = entry?.back === 'menu' && entry.i > 0 && ['play', 'play24'].includes(entry.screen);
  go({ screen: 'menu' }, table ? 'back' : 'replace');
}

// ---- The question about another tab's save ----
// Shown over the table whose save another tab has moved on (continued,
// replaced or ended), holding that table meanwhile. Only its own answers
// close it ("Load it", "Keep this one as a new save"); Back leaves it open
// (router.js).

/** The table the question is open about, else null. */
export const conflictOpen = () => state.conflict;

/** Shows (or, with null, hides) the question about `screen`'s save; holds its table meanwhile. */
export function conflictOf(screen) {
  if (screen && state.screen === 'trap') return;
  if (!screen) {
    if (state.conflict) state.conflict.hold(false);
    state.conflict = null;
    $('conflict').hidden = true;
    return;
  }
  const kind = screen.slot?.conflict();
  if (!kind) return;
  const first = state.conflict !== screen;
  if (first) screen.hold(true);
  state.conflict = screen;
  if (first) state.conflicts += 1;
  renderConflict();
  $('conflict').hidden = false;
  announce($('conflict-text').textContent);
  // The question itself takes the focus (not one of its answers): Tab reaches them.
  if (first && !isAsking()) $('conflict').focus({ preventScroll: true });
}

/** Draws the question in the page's language (after a switch of it too). */
export function renderConflict() {
  const screen = state.conflict;
  if (!screen) return;
  const kind = screen.slot.conflict() ?? 'continued';
  const key = own({ continued: 'conflict_continued', replaced: 'conflict_replaced', ended: 'conflict_ended' }, kind);
  $('conflict-text').textContent = t(key ?? 'conflict_continued', { what: what(screen) });
  $('conflict-load').hidden = kind === 'ended';
}

/** Back while the question is open: it stays, and is said again. */
export function conflictStays() {
  $('conflict').focus({ preventScroll: true });
  announce($('conflict-text').textContent);
}

/** "Load it": this tab takes what the other tab saved (asking first if that loses a move made here). */
export async function conflictLoad() {
  const screen = state.conflict;
  if (!screen) return;
  if (screen.unsaved) {
    const yes = await ask({ title: t('load_title', { what: what(screen) }), text: t('load_text'), yes: t('load_yes') });
    if (!yes || state.conflict !== screen) return;
  }
  const slot = openSlot(screen.slot.game, screen.slot.n);
  const { text } = slot.read();
  if (text === null) {
    renderConflict();
    return;
  }
  conflictOf(null);
  // The same table's entry, naming the same screen below it.
  const back = state.entry?.back;
  if (await resume(screen, text, slot)) go({ screen: nameOf(screen), back }, 'replace');
  else if (state.screen !== 'trap') go({ screen: 'menu' }, 'stay');
}

/** "Keep this one as a new save": this tab's table goes to a slot of its own (asking first if none is free). */
export async function conflictKeep() {
  const screen = state.conflict;
  if (!screen) return;
  const slot = await slotForNew(screen.slot.game);
  if (state.conflict !== screen) return;
  if (!slot) {
    // The other saved match is kept: the question about this table stays.
    $('conflict').focus({ preventScroll: true });
    return;
  }
  state.conflict = null;
  $('conflict').hidden = true;
  screen.hold(false);
  screen.keepAsNew(slot);
  rewrite();
  focusTable();
}

// ---- The screens ----

// The Practice screen (state.practice): due practice cards, the day's
// numbers, themed sets (www/practice/ctrl.js and view.js, a chunk of its
// own fetched the first time the screen opens: null until then).
const loadPracticeChunk = chunkLoader(() => import('./practice/ctrl.js'));
const loadingPracticeNote = () => t('practice_loading');
const ensurePractice = () => loadShown(async () => {
  const chunk = await loadPracticeChunk();
  state.practice ??= chunk.initScreen({ announce, fail });
}, loadingPracticeNote, 'load_practice_failed');
// Storage refused the practice record: said once, in the page's language.
whenPracticeFull(() => noticeOnce('practice_not_kept'));

const params = new URLSearchParams(location.search);

/** Draws the statistics screen; false if the engine failed (reported). */
export function showStats() {
  try {
    statsView.screen.renderStats();
    return true;
  } catch (e) {
    fail(e);
    return false;
  }
}

/**
 * The solver panel is 24点's: the heading names 24点 while it is open (no
 * 24点 game needed), and while the boot resumes a 24点 match (the loading
 * line says which game: main.js). On the menu, the game chosen
 * there (menu.js, nameMenu).
 */
export function nameSolver() {
  if (state.screen === 'solve24' || (state.screen === 'loading' && $('loading').dataset.game === '24')) heading24(true);
  else if (state.screen === 'menu') nameMenu();
  else if (!state.g24.active) heading24(false);
}

/** This page's address without a shared review's code. */
function addressWithoutReview() {
  const url = new URL(location.href);
  url.searchParams.delete('review');
  return url.href;
}

const visible = (b) => b && !b.hidden && !b.closest('[hidden]');


/**
 * A table ('play' or 'play24'): the game this tab holds, as it was; else (a
 * reload since, or another tab ended it) the save the entry names, if it is
 * still there (the menu says why if it cannot be resumed, and the entry stays
 * a table's: the next reload tries again); else the menu.
 */
function table(name, game) {
  const screen = () => tableOf(name);
  return {
    el: name,
    slot: () => screen().slot,
    // A game waits while its table is not on show (the rules, the
    // statistics, or the menu after Back): 24点's clocks stand still, 21点's
    // Auto player makes no move, and either goes on where it was.
    // (21点's table fetches the review's code ahead: see prefetchReview.)
    shown: () => {
      screen().park(false);
      if (name === 'play') prefetchReview();
    },
    leave: () => screen().park(true),
    enter(entry) {
      if (screen().snap) return true;
      const ok = entry.game === game && Number.isSafeInteger(entry.n) && entry.n >= 1;
      const slot = ok ? openSlot(entry.game, entry.n) : null;
      const text = slot?.read().text ?? null;
      if (text === null) return { screen: 'menu' };
      return resume(screen(), text, slot).then((done) => done || { screen: 'menu', keep: true });
    },
    focus(entry, { from }) {
      const opener = from === 'review' && state.reviewOpener && $(state.reviewOpener);
      if (visible(opener)) opener.focus();
      else if (name === 'play') focusPlay({ reset: true });
      else state.g24.focus();
      // Another tab may have moved this game on while the table was away.
      if (screen().slot?.conflict()) conflictOf(screen());
    },
  };
}

/**
 * The review of a 21点 match: the table's (between rounds or after it, or
 * with `last` the match finished before its rematch), or a shared link's
 * (`?review=<code>`, its entry's `back` the menu). A review already made is
 * shown as it was (Back from the rules); else it is made again from the
 * match the table holds (a reload since: the review itself is not kept).
 */
function enterReview(entry, { from, how, opener }) {
  // An online match's own review (its summary's link, opened in this page): Back returns to the online screen.
  const own = typeof entry.code === 'string' ? entry.code : null;
  try {
    if (own !== null) {
      state.review.openShared(own);
    } else if (entry.back === 'menu') {
      if (!(state.review.game && state.review.shared)) {
        const code = params.get('review');
        if (code === null) return false;
        state.review.openShared(code);
      }
    } else if (!(state.review.game && from === 'rules' && !state.review.shared)) {
      const last = entry.last === true;
      if (!(state.duel.snap && (from === 'play' || from === 'rules') && (last ? state.duel.finished : state.duel.snap.phase !== 'drawing'))) {
        // Back to a review that cannot be made again: its table, or the menu.
        return how === 'back' ? { screen: 'play', back: 'menu' } : false;
      }
      state.review.openMatch(last ? state.duel.finished : state.duel.engine.save());
    }
  } catch (e) {
    if ((entry.back === 'menu' || own !== null) && !(e instanceof WebAssembly.RuntimeError)) {
      const msg = e;
      notice(() => t('share_damaged', { msg }));
    } else {
      fail(e);
    }
    return false;
  }
  if (how !== 'back') state.reviewOpener = opener ?? null;
  window.duelReview = state.review.hook();
  state.review.render();
  return true;
}

const SCREENS = {
  menu: {
    el: 'menu',
    heading: 'menu-heading',
    enter(entry, ctx) {
      // Back from a shared review: closed for good (and a reload shows the menu).
      if (ctx.from === 'review' && state.review.from !== 'play') {
        state.review.close();
        if (ctx.how === 'replace') ctx.url = addressWithoutReview();
      }
      enterMenu(seedAsked());
      return true;
    },
    // A 24点 game left with Back waits here: the heading is the page's (the menu starts either game).
    shown: () => {
      state.g24.entitle(false);
      nameSolver();
    },
    leave: () => {
      state.g24.entitle(true);
      nameSolver();
    },
    // At boot the menu is on screen already, its Start focused
    // (www/lang.js): a focus the player has moved since stays.
    focus: (target, ctx) => {
      const at = document.activeElement;
      if (ctx.how === 'stay' && ctx.from === 'loading' && at && at !== document.body && $('menu').contains(at)) return;
      $('start').focus({ preventScroll: true });
    },
  },
  play: {
    ...table('play', '21'),
    spoken: () => sentences(document.title, $('status').textContent),
  },
  play24: {
    ...table('play24', '24'),
    spoken: () => sentences(document.title, $('g24-status')?.textContent ?? ''),
  },
  review: {
    el: 'review',
    heading: 'review-title',
    // Its code first, the first time (a chunk of its own).
    enter: (entry, ctx) => (reviewLoaded() ? enterReview(entry, ctx) : ensureReview().then(() => enterReview(entry, ctx), (e) => {
      notice(e.message);
      return false;
    })),
    up: () => (typeof state.entry?.code === 'string' ? 'online' : state.review.from === 'play' && state.duel.snap ? 'play' : 'menu'),
    focus() {
      window.scrollTo(0, 0);
      $('review-title').focus({ preventScroll: true });
      announce(t('review_title'));
    },
  },
  rules: {
    el: 'rules-page',
    heading: 'rules-title',
    focus() {
      window.scrollTo(0, 0);
      $('rules-back').focus({ preventScroll: true });
    },
  },
  stats: {
    el: 'stats-page',
    heading: 'stats-title',
    // Its own wasm module, loaded first (which adds the finished matches waiting for it).
    enter: () => ensureStats().then(() => {
      if (noticeNow() === state.statsFailNote) notice('');
      return true;
    }, (e) => {
      if (e instanceof WebAssembly.RuntimeError) {
        fail(e);
        return false;
      }
      state.statsFailNote = () => e.message;
      notice(state.statsFailNote);
      return false;
    }),
    // Leaving drops its message (one that arrived elsewhere waits for it).
    leave: () => statsView.screen?.leaveStats(),
    focus: () => {
      if (showStats()) $('stats-title').focus();
    },
  },
  practice: {
    el: 'practice',
    heading: 'practice-title',
    enter: () => (state.practice ? true : ensurePractice().then(() => true, (e) => {
      notice(e.message);
      return false;
    })),
    focus: () => {
      window.scrollTo(0, 0);
      $('practice-title').focus({ preventScroll: true });
      state.practice.open();
    },
  },
  // Play a friend online (www/online/): its own wasm module, loaded first.
  online: {
    el: 'online',
    heading: 'online-heading',
    enter: () => ensureOnline().then(() => true, (e) => {
      if (e instanceof WebAssembly.RuntimeError) fail(e);
      else notice(e.message);
      return false;
    }),
    focus: (entry, { from }) => {
      window.scrollTo(0, 0);
      const filled = openOnline({ back: from === 'review' });
      // Back from the summary's review: the focus returns to its link.
      if (from !== 'review') return;
      Promise.resolve(filled).then(() => {
        const opener = state.reviewOpener && $(state.reviewOpener);
        // A rematch begun meanwhile took the summary and its link away: the new table has the focus.
        const felt = $('online-table').querySelector('.felt');
        if (visible(opener)) opener.focus();
        else if (visible(felt)) felt.focus();
      });
    },
  },
  solve24: {
    el: 'solve24',
    heading: 'solve24-title',
    // 24点's module first (no 24点 game needed).
    enter: () => ensure24().then(() => true, (e) => {
      notice(e.message);
      return false;
    }),
    // The panel is 24点's: the heading says so while it is open.
    shown: nameSolver,
    leave: nameSolver,
    focus: () => state.solver.open(),
  },
  trap: {
    el: 'trap',
    focus: () => $('trap-reload').focus(),
  },
};

// The questions Back answers the safe way, the screen staying: the settings
// close, a confirmation keeps the game it was about, and the question about
// another tab's save stays (only its own answers close it).
const QUESTIONS = [
  { open: settingsOpen, back: closeSettings },
  { open: isAsking, back: () => answer(false) },
  { open: () => conflictOpen() !== null, back: conflictStays },
];

defineScreens(SCREENS, QUESTIONS);
