// The page's screens as one state machine. A table of screens (screens.js
// fills it: the menu, 21点's table, 24点's, the review, the statistics, the
// rules, the solver, the engine-stopped screen) gives each one its element,
// `enter` (make it ready to show, or refuse, or send elsewhere), `shown` and
// `leave` (what coming on show and going off it do: a game waits while its
// table is away), `focus` (where the keyboard goes once it is shown) and what
// a screen reader hears on arriving. A second table lists the questions that can be open over a
// screen (the settings, a confirmation, another tab's save): Back answers
// the open one the safe way and the screen stays.
//
// One function, go(entry, how), changes the screen, for clicks, keys, the
// page's Back, the browser's Back and Forward (popstate) and a reload alike.
// `state` is the page's state, the one object this module owns and the
// screens read: the screen on show and the history entry it is shown for
// (which history.state mirrors), and the screens' objects (screens.js makes
// them). Adding a screen (a practice screen, an online lobby) is one row of
// the table in screens.js and its name in SCREENS (boot.js).
//
// The screens as entries of the browser's history, so that Back (the
// browser's, Android's, a mouse's back button) does what a player expects in
// a one-page game: a screen opened from another is an entry of its own, and
// Back returns to the one it was opened from; Back from the menu leaves.
//
// An entry is only `history.state`: {screen, i, back?, game?, n?, ...}, where
// `i` is its place in this tab's stack of entries (0 is the menu at the
// bottom) and `back` the screen it was opened from. The address never
// changes for a screen, so a reload, the service worker's cache and the
// single file opened from disk all see the same page. What a screen shows
// (a match, its save) is never in the entry: it lives in the saves
// (storage.js), so a stale entry can at most name a screen that is shown
// from what is there now.
import { $, announce } from './dom.js';
import { SCREENS, entryOf } from './boot.js';

/**
 * The page's state. `screen`: the screen on show ('loading' until the boot
 * shows one); `entry`: the entry of the browser's history it is shown for;
 * `at`: that entry's place in the stack (see `arrived`). The screens'
 * objects, made by screens.js: `duel` (21点's table), `g24` (24点's: a table
 * with no game until its code is fetched), `review` (a review with no match
 * until its code is fetched), `solver` (24点's solver panel, null until
 * then), `practice` (the Practice screen, null until first opened); and
 * `conflict`, the table the question about another tab's save is open over
 * (null: none), asked `conflicts` times so far (part of input's table token).
 * What the page says beside them (page.js): the `notice` on show (its text,
 * or a function giving it in the page's language), the `progress` note of a
 * module on its way, the notices `said` once per page; the button that
 * opened the review (`reviewOpener`, given the focus back on return) and
 * the notice of the last failed load of the statistics (`statsFailNote`);
 * whether the menu's Start is waiting for an engine to start a game (`starting`).
 */
export const state = {
  screen: 'loading',
  entry: entryOf(history.state),
  at: entryOf(history.state)?.i ?? 0,
  duel: null,
  g24: null,
  review: null,
  solver: null,
  practice: null,
  conflict: null,
  conflicts: 0,
  notice: '',
  progress: null,
  said: new Set(),
  reviewOpener: null,
  statsFailNote: null,
  starting: false,
};

/** The place of the entry on show. */
const place = () => state.at;

// A browser may refuse a history change (Safari throws after 100 calls in
// 30 s; some hosts forbid a changed address): the page goes on without it.
function change(method, entry, url) {
  try {
    history[method](entry, '', url);
    return true;
  } catch {
    return false;
  }
}

/** Adds an entry above this one for `target` (a screen opened from the one on show); returns the entry. */
function push(target, url) {
  const entry = { ...target, i: state.at + 1 };
  if (change('pushState', entry, url)) state.at += 1;
  return entry;
}

/** Rewrites the entry on show to `target` (the same place in the stack); returns the entry. */
function replace(target, url) {
  const entry = { ...target, i: state.at };
  change('replaceState', entry, url);
  return entry;
}

/** Back or Forward landed on `entry`, and the page now shows it. */
function arrived(entry) {
  state.at = entry?.i ?? 0;
}

/**
 * Goes back one entry for a screen change the page has already made (its
 * own Back button, the menu after abandoning a game): the browser's move
 * then lands on the place taken here, which the page takes as nothing to do.
 */
function back() {
  state.at -= 1;
  history.back();
}

/**
 * Returns to the entry on show from `entry` (Back or Forward pressed while
 * the page must stay where it is: a question is open). The browser's own
 * move back lands on an entry whose place is `place()`, which the page then
 * takes as nothing to do.
 */
function undo(entry) {
  const by = state.at - (entry?.i ?? 0);
  if (by !== 0) history.go(by);
}

const ROWS = {};
const QUESTIONS = [];

/**
 * Fills the tables: `screens` by name ({el, heading?, spoken?, slot?, up?,
 * enter?, shown?, leave?, focus?}) and `questions` ({open, back}) in the
 * order Back answers them.
 */
export function defineScreens(screens, questions) {
  Object.assign(ROWS, screens);
  QUESTIONS.push(...questions);
}

/** The one function that changes the screen on show: `name`, alone. */
function show(name) {
  const was = state.screen;
  state.screen = name;
  $('loading').hidden = true;
  for (const [n, { el }] of Object.entries(ROWS)) $(el).hidden = n !== name;
  if (was !== name) {
    ROWS[was]?.leave?.();
    ROWS[name].shown?.();
  }
  document.body.dataset.screen = name;
}

/** The entry of the screen on show, with `extra`: a table's entry names its save slot. */
export function here(extra = {}) {
  const entry = { screen: state.screen };
  const slot = ROWS[state.screen]?.slot?.();
  if (slot) Object.assign(entry, { game: slot.game, n: slot.n });
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) entry[k] = v;
  return entry;
}

/** Writes `target` to the browser's history ('push' above the entry on show, or 'replace' it); state.entry mirrors it. */
export function record(method, target, url) {
  state.entry = method === 'push' ? push(target, url) : replace(target, url);
}

/** Rewrites the entry on show to name what is on show now (e.g. a table kept in a new save slot). */
export const rewrite = () => record('replace', here({ back: state.entry?.back }));

/** Screen readers hear which screen is now shown (after Back or Forward). */
function announceScreen() {
  const screen = ROWS[state.screen];
  if (screen?.heading) announce($(screen.heading).textContent);
  else if (screen?.spoken) announce(screen.spoken());
}

/**
 * Shows the screen `target` names ({screen, back?, last?, game?, n?}); `how`
 * says what moved and what the history does:
 * - 'open': a click or key opens it over the screen on show (an entry is added above, its `back` that screen);
 * - 'back': the page's Back (its button, Esc): the browser goes back one entry, to the screen shown;
 * - 'pop': the browser's Back or Forward landed on `target`, an entry of this page (said, then);
 * - 'boot': a reload landed on `target` (said, too);
 * - 'replace': the entry on show is rewritten to it;
 * - 'stay': the history stays as it is (a reload tries the entry on show again).
 * `opts` is what the screen's `enter` reads besides (the review's opener); `enter` may
 * set `url`, the address the entry is written with.
 * The screen's `enter` may take time (a module to load): should the player
 * go elsewhere meanwhile, the screen stays theirs. It returns false to stay
 * where the page is, or another target to show instead (the entry rewritten
 * to it, unless the target says `keep`). Returns what `enter` did, true if shown.
 */
export function go(target, how = 'open', opts = {}) {
  const def = ROWS[target.screen];
  if (!def) return false;
  const ctx = { ...opts, from: state.screen, how };
  if (how === 'back') back();
  const made = def.enter ? def.enter(target, ctx) : true;
  return made instanceof Promise ? made.then((r) => arrive(target, ctx, r)) : arrive(target, ctx, made);
}

function arrive(target, ctx, made) {
  const { from, how } = ctx;
  if (state.screen !== from) return false;
  if (made === false) {
    // Back or Forward (or a reload) found the screen gone: the entry names what is on show.
    if (how === 'pop' || how === 'boot') record('replace', here());
    return false;
  }
  // Sent elsewhere: said too, if this was to be.
  if (made && typeof made === 'object') return go(made, made.keep ? 'stay' : 'replace', { said: how === 'pop' || how === 'boot' });
  show(target.screen);
  const { screen, i, game, n, keep, ...extra } = target;
  if (how === 'open') record('push', here({ ...extra, back: from }), ctx.url);
  else if (how === 'replace') record('replace', here(extra), ctx.url);
  else if (how === 'pop' || how === 'boot') state.entry = target;
  // (After 'back' the browser's history lands on the entry below, and popstate tells state.entry.)
  else if (how === 'back') state.entry = { ...here(), i: place() };
  ROWS[target.screen].focus?.(target, ctx);
  if (how === 'pop' || how === 'boot' || ctx.said) announceScreen();
  return true;
}

/** The page's own Back: the browser's, through the screen's own entry, so both leave the same way. */
export function goBack() {
  const entry = state.entry;
  // At once (a click's result is seen before the history has moved).
  if (entry?.screen === state.screen && entry.back && place() > 0) return go({ screen: entry.back }, 'back');
  return go({ screen: ROWS[state.screen]?.up?.() ?? 'menu' }, 'replace');
}

window.addEventListener('popstate', (e) => {
  const entry = entryOf(e.state);
  // Not one of this page's entries, or the page cannot change screen now.
  if (!entry || state.screen === 'loading' || state.screen === 'trap') return;
  // Back to the entry on show (the page itself moved: go('back'), or undo below).
  if (entry.i === place()) {
    state.entry = entry;
    return;
  }
  // A question is open: Back answers it the safe way and the screen stays.
  const question = QUESTIONS.find((q) => q.open());
  if (question) {
    question.back();
    undo(entry);
    return;
  }
  arrived(entry);
  // The screen on show already (a table's entry is shown again: its game may have moved on).
  if (entry.screen === state.screen && !ROWS[state.screen].slot) {
    state.entry = entry;
    return;
  }
  go(entry, 'pop');
});
