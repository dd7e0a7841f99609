// The table of the page's screens (see router.js): for each, its element,
// how it is made ready (`enter`), where the focus goes once it is shown, and
// what a screen reader hears on arriving by Back or Forward (its heading, or
// a table's status line); and the questions Back answers.
import { $ } from './dom.js';
import { t, sentences } from './i18n.js';
import { answer, isAsking } from './confirm.js';
import { openSlot } from './storage.js';
import { statsScreen } from './stats.js';
import { heading24 } from './game24/shell.js';
import { announce, notice, noticeNow, fail, ensureStats, loadShown } from './page.js';
import {
  duel, g24, review, solver, tableOf, resume, focusPlay, ensure24, reviewLoaded, ensureReview, prefetchReview,
} from './tables.js';
import { conflictOf, conflictOpen, conflictStays } from './conflict.js';
import { enterMenu } from './menu.js';
import { nav, defineScreens } from './router.js';
import { whenPracticeFull } from './practice/engine.js';
import { chunkLoader } from './version.js';
import { ensureOnline, openOnline } from './online/link.js';

/**
 * The Practice screen: due practice cards, the day's numbers, themed sets
 * (www/practice/screen.js, a chunk of its own fetched the first time the
 * screen opens: null until then).
 */
export let practice = null;
const loadPracticeChunk = chunkLoader(() => import('./practice/screen.js'));
const loadingPracticeNote = () => t('practice_loading');
const ensurePractice = () => loadShown(async () => {
  const chunk = await loadPracticeChunk();
  practice ??= new chunk.PracticeScreen({ announce, fail });
}, loadingPracticeNote, 'load_practice_failed');
// Storage refused the practice record: said once, in the page's language.
let toldPracticeFull = false;
whenPracticeFull(() => {
  if (toldPracticeFull) return;
  toldPracticeFull = true;
  notice(() => t('practice_not_kept'));
});

const params = new URLSearchParams(location.search);

/** Draws the statistics screen; false if the engine failed (reported). */
export function showStats() {
  try {
    statsScreen.renderStats();
    return true;
  } catch (e) {
    fail(e);
    return false;
  }
}

/** The solver panel is 24点's: the heading names 24点 while it is open (no 24点 game needed). */
export function nameSolver() {
  if (nav.screen === 'solve24') heading24(true);
  else if (!g24.active) heading24(false);
}

/** This page's address without a shared review's code. */
function addressWithoutReview() {
  const url = new URL(location.href);
  url.searchParams.delete('review');
  return url.href;
}

const visible = (b) => b && !b.hidden && !b.closest('[hidden]');

// The button that opened the review, to give the focus back on return.
let reviewOpener = null;
/** The notice of the last failed load of the statistics, cleared when a later one succeeds. */
let statsFailNote = null;

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
      const opener = from === 'review' && reviewOpener && $(reviewOpener);
      if (visible(opener)) opener.focus();
      else if (name === 'play') focusPlay({ reset: true });
      else g24.focus();
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
  try {
    if (entry.back === 'menu') {
      if (!(review.game && review.shared)) {
        const code = params.get('review');
        if (code === null) return false;
        review.openShared(code);
      }
    } else if (!(review.game && from === 'rules' && !review.shared)) {
      const last = entry.last === true;
      if (!(duel.snap && (from === 'play' || from === 'rules') && (last ? duel.finished : duel.snap.phase !== 'drawing'))) {
        // Back to a review that cannot be made again: its table, or the menu.
        return how === 'back' ? { screen: 'play', back: 'menu' } : false;
      }
      review.openMatch(last ? duel.finished : duel.engine.save());
    }
  } catch (e) {
    if (entry.back === 'menu' && !(e instanceof WebAssembly.RuntimeError)) {
      const msg = e;
      notice(() => t('share_damaged', { msg }));
    } else {
      fail(e);
    }
    return false;
  }
  if (how !== 'back') reviewOpener = opener ?? null;
  window.duelReview = review.hook();
  review.render();
  return true;
}

const SCREENS = {
  menu: {
    el: 'menu',
    heading: 'menu-heading',
    enter(entry, ctx) {
      // Back from a shared review: closed for good (and a reload shows the menu).
      if (ctx.from === 'review' && review.from !== 'play') {
        review.close();
        if (ctx.how === 'replace') ctx.url = addressWithoutReview();
      }
      enterMenu(params.get('seed'));
      return true;
    },
    // A 24点 game left with Back waits here: the heading is the page's (the menu starts either game).
    shown: () => g24.entitle(false),
    leave: () => g24.entitle(true),
    focus: () => $('start').focus({ preventScroll: true }),
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
    up: () => (review.from === 'play' && duel.snap ? 'play' : 'menu'),
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
      if (noticeNow() === statsFailNote) notice('');
      return true;
    }, (e) => {
      if (e instanceof WebAssembly.RuntimeError) {
        fail(e);
        return false;
      }
      statsFailNote = () => e.message;
      notice(statsFailNote);
      return false;
    }),
    // Leaving drops its message (one that arrived elsewhere waits for it).
    leave: () => statsScreen?.leaveStats(),
    focus: () => {
      if (showStats()) $('stats-title').focus();
    },
  },
  practice: {
    el: 'practice',
    heading: 'practice-title',
    enter: () => (practice ? true : ensurePractice().then(() => true, (e) => {
      notice(e.message);
      return false;
    })),
    focus: () => {
      window.scrollTo(0, 0);
      $('practice-title').focus({ preventScroll: true });
      practice.open();
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
    focus: () => {
      window.scrollTo(0, 0);
      openOnline();
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
    focus: () => solver.openSolve(),
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
  { open: () => $('settings').open, back: () => $('settings').close() },
  { open: isAsking, back: () => answer(false) },
  { open: () => conflictOpen() !== null, back: conflictStays },
];

defineScreens(SCREENS, QUESTIONS);
