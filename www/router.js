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
// page's Back, the browser's Back and Forward (popstate) and a reload alike,
// and `nav` is the navigation state: the screen on show and the history
// entry it is shown for, which history.state mirrors (nav.js writes it).
// Adding a screen (a practice screen, an online lobby) is one row of the
// table in screens.js and its name in nav.js.
import { $ } from './dom.js';
import { announce } from './page.js';
import {
  entryOf, place, push, replace, arrived, back, undo,
} from './nav.js';

/** The navigation state: the screen on show and the entry of the browser's history it is shown for. */
export const nav = { screen: 'loading', entry: entryOf(history.state) };

const SCREENS = {};
const QUESTIONS = [];

/**
 * Fills the tables: `screens` by name ({el, heading?, spoken?, slot?, up?,
 * enter?, shown?, leave?, focus?}) and `questions` ({open, back}) in the
 * order Back answers them.
 */
export function defineScreens(screens, questions) {
  Object.assign(SCREENS, screens);
  QUESTIONS.push(...questions);
}

/** The one function that changes the screen on show: `name`, alone. */
function show(name) {
  const was = nav.screen;
  nav.screen = name;
  $('loading').hidden = true;
  for (const [n, { el }] of Object.entries(SCREENS)) $(el).hidden = n !== name;
  if (was !== name) {
    SCREENS[was]?.leave?.();
    SCREENS[name].shown?.();
  }
  document.body.dataset.screen = name;
}

/** The entry of the screen on show, with `extra`: a table's entry names its save slot. */
export function here(extra = {}) {
  const state = { screen: nav.screen };
  const slot = SCREENS[nav.screen]?.slot?.();
  if (slot) Object.assign(state, { game: slot.game, n: slot.n });
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) state[k] = v;
  return state;
}

/** Writes `state` to the browser's history ('push' above the entry on show, or 'replace' it); nav mirrors it. */
export function record(method, state, url) {
  nav.entry = method === 'push' ? push(state, url) : replace(state, url);
}

/** Rewrites the entry on show to name what is on show now (e.g. a table kept in a new save slot). */
export const rewrite = () => record('replace', here({ back: nav.entry?.back }));

/** Screen readers hear which screen is now shown (after Back or Forward). */
function announceScreen() {
  const screen = SCREENS[nav.screen];
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
  const def = SCREENS[target.screen];
  if (!def) return false;
  const ctx = { ...opts, from: nav.screen, how };
  if (how === 'back') back();
  const made = def.enter ? def.enter(target, ctx) : true;
  return made instanceof Promise ? made.then((r) => arrive(target, ctx, r)) : arrive(target, ctx, made);
}

function arrive(target, ctx, made) {
  const { from, how } = ctx;
  if (nav.screen !== from) return false;
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
  else if (how === 'pop' || how === 'boot') nav.entry = target;
  // (After 'back' the browser's history lands on the entry below, and popstate tells nav.)
  else if (how === 'back') nav.entry = { ...here(), i: place() };
  SCREENS[target.screen].focus?.(target, ctx);
  if (how === 'pop' || how === 'boot' || ctx.said) announceScreen();
  return true;
}

/** The page's own Back: the browser's, through the screen's own entry, so both leave the same way. */
export function goBack() {
  const entry = nav.entry;
  // At once (a click's result is seen before the history has moved).
  if (entry?.screen === nav.screen && entry.back && place() > 0) return go({ screen: entry.back }, 'back');
  return go({ screen: SCREENS[nav.screen]?.up?.() ?? 'menu' }, 'replace');
}

window.addEventListener('popstate', (e) => {
  const entry = entryOf(e.state);
  // Not one of this page's entries, or the page cannot change screen now.
  if (!entry || nav.screen === 'loading' || nav.screen === 'trap') return;
  // Back to the entry on show (the page itself moved: go('back'), or undo below).
  if (entry.i === place()) {
    nav.entry = entry;
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
  if (entry.screen === nav.screen && !SCREENS[nav.screen].slot) {
    nav.entry = entry;
    return;
  }
  go(entry, 'pop');
});
