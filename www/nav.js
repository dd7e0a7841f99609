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

const SCREENS = new Set(['menu', 'play', 'play24', 'rules', 'stats', 'review', 'solve24', 'practice', 'online']);

/**
 * `state` if it is one of this page's entries, else null (a foreign or empty
 * state, or one that throws when read: a popstate event can be forged). A
 * `back` that names no screen is dropped, so Back from the entry goes to the
 * menu.
 */
export function entryOf(state) {
  try {
    if (!state || typeof state !== 'object' || !SCREENS.has(state.screen)) return null;
    const entry = { ...state };
    if (!(Number.isSafeInteger(entry.i) && entry.i >= 0)) entry.i = 0;
    if (entry.back !== undefined && !SCREENS.has(entry.back)) delete entry.back;
    return entry;
  } catch {
    return null;
  }
}

/** The place in the stack of the entry on show (see `arrived`). */
let at = entryOf(history.state)?.i ?? 0;

/** The place of the entry on show. */
export const place = () => at;

// A browser may refuse a history change (Safari throws after 100 calls in
// 30 s; some hosts forbid a changed address): the page goes on without it.
function change(method, state, url) {
  try {
    history[method](state, '', url);
    return true;
  } catch {
    return false;
  }
}

/** Adds an entry above this one for `state` (a screen opened from the one on show); returns the entry. */
export function push(state, url) {
  const entry = { ...state, i: at + 1 };
  if (change('pushState', entry, url)) at += 1;
  return entry;
}

/** Rewrites the entry on show to `state` (the same place in the stack); returns the entry. */
export function replace(state, url) {
  const entry = { ...state, i: at };
  change('replaceState', entry, url);
  return entry;
}

/** Back or Forward landed on `entry`, and the page now shows it. */
export function arrived(entry) {
  at = entry?.i ?? 0;
}

/**
 * Goes back one entry for a screen change the page has already made (its
 * own Back button, the menu after abandoning a game): the browser's move
 * then lands on the place taken here, which the page takes as nothing to do.
 */
export function back() {
  at -= 1;
  history.back();
}

/**
 * Returns to the entry on show from `entry` (Back or Forward pressed while
 * the page must stay where it is: a question is open). The browser's own
 * move back lands on an entry whose place is `place()`, which the page then
 * takes as nothing to do.
 */
export function undo(entry) {
  const by = at - (entry?.i ?? 0);
  if (by !== 0) history.go(by);
}
