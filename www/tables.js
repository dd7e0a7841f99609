// The two games' tables and their saves: the screen objects (21点's, 24点's,
// the review of a 21点 match), which one is on show, a save resumed onto
// one, a save slot for a new game, and where the keyboard focus goes at a
// table. The router (router.js) decides which screen is shown; this module
// makes a table ready to be. 24点's table and solver panel (game24/lazy.js)
// are fetched with its engine the first time a player needs 24点
// (ensure24; see game24/shell.js): until then `g24` is a table with no game,
// and `solver` is null. The review's code (duel21/review.js) is a chunk of
// its own too, fetched while a 21点 table is first on show (prefetchReview),
// or when a review link opens (ensureReview): until then `review` is a
// review with no match.
import { ensureCurrent, chunkLoader } from './version.js';
import { $ } from './dom.js';
import { DuelScreen } from './duel21/play.js';
import { keepDecisionInView } from './duel21/render.js';
import { loadEngine24 } from './game24/engine.js';
import { applyRules24, placeholders24, fill } from './game24/shell.js';
import { t, shownNames } from './i18n.js';
import { ask, isAsking } from './confirm.js';
import { newSlot, oldestSave, slotInPlaceOf } from './storage.js';
import { SaveRefused } from './refused.js';
import { announce, notice, fail, storageFull, loadShown } from './page.js';
import { conflictOf } from './conflict.js';
import { nav, go } from './router.js';

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
  applyLanguage: applyRules24,
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

/** The screens of the two games and the review (made once by makeTables, the review once loaded), and 24点's solver panel. */
export let duel = null;
export let g24 = NO_GAME24;
export let review = NO_REVIEW;
export let solver = null;

// What 24点's table is made with, and what the page does once it is built.
let env24 = null;

/**
 * Makes the screen objects: `pauseMs()` is the Auto player's pause (read at
 * every move), `thinkMs` the computer's think time in 24点 (null: the engine's),
 * `built24()` what the page does once 24点's table and panel are built (its words).
 */
export function makeTables({ pauseMs, thinkMs, built24 }) {
  duel = new DuelScreen({
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

/** Builds 24点's table and solver panel in their places (once), from their chunk. */
let building24 = null;
function load24Screens() {
  building24 ??= ensureCurrent().then(() => import('./game24/lazy.js')).then((chunk) => {
    const screen = new chunk.Game24Screen($('app'), env24.env);
    fill(screen.root);
    fill(chunk.buildSolve($('app')));
    g24 = screen;
    solver = chunk;
    env24.built24();
    g24.park(nav.screen !== 'play24');
    g24.entitle(nav.screen !== 'menu');
  });
  building24.catch(() => { building24 = null; });
  return building24;
}

/** Loads 24点's engine (its own wasm module) and its table's code, showing that they are on their way. */
const loading24Note = () => t('loading24');
export const ensure24 = () => loadShown(() => Promise.all([loadEngine24(), load24Screens()]), loading24Note, 'load24_failed');

/** Whether the review's code is here (ensureReview has loaded it). */
export const reviewLoaded = () => review !== NO_REVIEW;

const loadReviewChunk = chunkLoader(() => import('./duel21/review.js'));
async function loadReview() {
  const chunk = await loadReviewChunk();
  if (review === NO_REVIEW) review = new chunk.ReviewScreen({ announce, fail });
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
  if (review === NO_REVIEW) loadReview().catch(() => {});
}

/** The game screen of a router screen name ('play', 'play24'), of a save's game ('21', '24'). */
export const tableOf = (name) => (name === 'play24' || name === '24' ? g24 : duel);
/** The router screen name of a game screen. */
export const nameOf = (screen) => (screen === duel ? 'play' : 'play24');

/** The screen on show, if a game's: its engine wrapper has a save slot. */
export const active = () => (nav.screen === 'play' ? duel : nav.screen === 'play24' ? g24 : null);
/** "this 21点 match" / "this 24点 game", for the questions about one. */
export const what = (screen) => t(screen === duel ? 'what_21' : 'what_24');

/**
 * Resumes `text` from `slot` on `screen` (not shown yet); true if it did. A
 * save is removed only when the engine refused it as damaged (said). On a
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
      slot.clear({ force: true });
      notice(t('save_damaged', { msg }));
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
  if (screen !== duel) {
    try {
      await ensure24();
    } catch (e) {
      notice(e.message);
      return false;
    }
    // (Built just now, if it was not before.)
    screen = g24;
  }
  if (!resumeSave(screen, text, slot)) return false;
  slot.remember();
  if (screen === g24) duel.stop();
  else g24.stop();
  return true;
}

/** The focus at the table on show (see focusPlay; 24点: Game24Screen.focus). */
export function focusTable() {
  if (nav.screen === 'play') focusPlay({ reset: true });
  // The answer field while a deal is open, else Next deal or Play again.
  else if (nav.screen === 'play24') g24.focus();
}

/**
 * Keyboard focus at the table: it never lands on a destructive control by
 * itself. A live control the player moved to keeps it; otherwise it goes to
 * Take, Next round or Rematch, whichever is live, and while the computer
 * moves (none is) to the table's status line, so that Enter does nothing
 * until the player may act again.
 */
export function focusPlay({ reset = false } = {}) {
  if (nav.screen !== 'play' || isAsking()) return;
  placeFocus(reset);
  // Then a person's decision in view whole: both hands, both totals, Take/Stand.
  keepDecisionInView(duel.snap);
}

function placeFocus(reset) {
  const live = (b) => b && !b.disabled && !b.hidden && !b.closest('[hidden]');
  const a = document.activeElement;
  if (!reset && a && a !== document.body && a.id !== 'status' && a.closest('#play') && live(a)) return;
  for (const id of ['take', 'stand', 'next', 'rematch']) {
    const b = $(id);
    if (live(b)) {
      b.focus();
      return;
    }
  }
  $('status').focus({ preventScroll: true });
}

/** A saved game in words, from its summary: "21点: Ann vs Bob, round 3". */
export function savedLabel(s) {
  const sum = s.meta?.sum;
  const names = Array.isArray(sum?.names) ? shownNames(sum.names.map(String)) : ['?', '?'];
  return t(s.game === '24' ? 'saved_24' : 'saved_21', { p1: names[0], p2: names[1] ?? '', n: Number(sum?.n) || 1 })
    + (sum?.over ? t('saved_over') : '');
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
  const over = screen === duel ? duel.snap?.phase === 'match_over' : g24.snap?.phase === 'game_over';
  if (screen && !over) {
    const yes = await ask({
      title: t('abandon_title', { what: what(screen) }),
      text: t(screen === duel ? 'abandon_text_21' : 'abandon_text_24'),
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
  const entry = nav.entry;
  const table = entry?.back === 'menu' && entry.i > 0 && ['play', 'play24'].includes(entry.screen);
  go({ screen: 'menu' }, table ? 'back' : 'replace');
}
