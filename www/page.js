// What every part of the page shares: the notice (a failure, in the page's
// language), the progress note (a module on its way), each kept in the
// router's state, a failed engine call, and loading what is fetched the
// first time it is needed (the statistics' module and screen here; 24点's
// and the review's in screens.js).
import { $ } from './dom.js';
import { state } from './router.js';
import { t, Said } from './i18n.js';
import { NewVersion } from './version.js';
import { CANCELLED, menuNote } from './boot.js';
import { loadStatsEngine, loadStatsScreen } from './stats.js';
import { whenWritable } from './storage.js';

/** Shows `text` (a string or a function giving it in the page's language) as the notice; '' hides it. */
export function notice(text) {
  state.notice = text;
  const shown = typeof text === 'function' ? text() : text;
  $('notice').textContent = shown;
  $('notice').hidden = !shown;
  // Red is for failures; a note (inform) is in the page's own colours.
  $('notice').classList.toggle('note', Boolean(text?.note));
}

/**
 * Says `key` in the notice's place as a note, not a failure: something the
 * player should know that went as it should (where a finished match went).
 */
export function inform(key) {
  const say = () => t(key);
  say.note = true;
  notice(say);
}

/**
 * The 21点 engine could not be loaded (`e`, the failure): the notice says
 * so in the page's language, once: the boot and a Start or Continue that
 * waited for the engine meet the same failure, and the player hears it
 * once, in one alert.
 */
export function engineFailed(e) {
  if (state.notice?.engine) return;
  const say = () => t('load_engine_failed', { msg: e });
  say.engine = true;
  notice(say);
}

/** The notice on show, as it was given to notice(). */
export const noticeNow = () => state.notice;

// What is loading (state.progress), if anything: a function giving its text
// in the current language. A polite status beside the notice, which is for
// failures only.
function progress(text) {
  state.progress = text;
  const shown = text ? text() : '';
  const el = $('progress-text');
  delete el.dataset.early;
  // The same words already on show (the note of a press made before the
  // page was here, taken over: index.html holds each note in both
  // languages, www/lang.js shows one) are left as they are: a polite
  // status rewritten is said again.
  if (el.innerText !== shown) el.textContent = shown;
  $('progress').querySelector('.progress-note').hidden = !shown;
  // A wait dropped ("Cancelled.": boot.js, CANCELLED) has nothing on its way: no spinner.
  $('progress').querySelector('.spinner').hidden = shown === t(CANCELLED);
  menuNote(shown, shown !== t(CANCELLED));
}

/** The note of a press made before the page was here (www/lang.js) cleared, unless what it did took it over. */
export function dropEarly() {
  if (Object.hasOwn($('progress-text').dataset, 'early')) progress(null);
}

/** The progress note again as `note` words it now, if it is the one on show (one that now says nothing goes). */
export function reprogress(note) {
  if (state.progress === note) progress(note);
}

/** The notice and the progress note again, in the page's language (after a switch). */
export function renotice() {
  if (state.notice) notice(state.notice);
  if (state.progress) progress(state.progress);
}

// What a trap does to the page (main.js: the engine-stopped screen).
let onTrap = () => {};

/** Sets what a trap of the engine does (once, at boot). */
export function whenTrapped(fn) {
  onTrap = fn;
}

/**
 * An engine call failed. A refused intent is a message; a trap (the wasm
 * module hit `unreachable`, e.g. a panic) leaves the module unusable: the
 * page stops saving, drops both games without another call into them, and
 * offers a reload, which resumes the last good save.
 */
export function fail(e) {
  if (e instanceof WebAssembly.RuntimeError) {
    onTrap();
    return;
  }
  // The page's own sentence is shown as it is, and again in a new language.
  if (e instanceof Said) notice(e.say);
  else notice(t('error', { msg: e }));
}

/**
 * Says the notice `key` once per page (state.said): the browser's storage
 * refused a save (full, or off), say, and the match goes on: the player is
 * told it is not being saved once, not at every move.
 */
export function noticeOnce(key) {
  if (state.said.has(key)) return;
  state.said.add(key);
  const say = () => t(key);
  say.key = key;
  notice(say);
}

export const storageFull = () => noticeOnce('storage_full');

// Storage takes writes again (storage.js, whenWritable): its notice goes,
// and a later refusal is said again.
whenWritable(() => {
  state.said.delete('storage_full');
  if (state.notice?.key === 'storage_full') notice('');
});

/**
 * Loads a module with `load` if it is not loaded yet, showing `note` (its
 * text in the current language) should that take over 150 ms, or at once if
 * the page says already that it is still loading (a press made before
 * main.js was here: www/lang.js). A failure becomes a
 * readable Error saying `failed` (its cause the failure); with `traps`, a trap is thrown as it is.
 */
export async function loadShown(load, note, failed, { traps = false } = {}) {
  if (Object.hasOwn($('progress-text').dataset, 'early')) progress(note);
  const slow = setTimeout(() => progress(note), 150);
  try {
    await load();
  } catch (e) {
    if (traps && e instanceof WebAssembly.RuntimeError) throw e;
    // The server has moved on to another version: its files are not mixed into this page.
    if (e instanceof NewVersion) throw new Said(() => t('load_new_version'));
    throw new Error(t(failed, { msg: e }), { cause: e });
  } finally {
    clearTimeout(slow);
    if (state.progress === note) progress(null);
  }
}

/**
 * Loads the statistics module (its own wasm), which adds the finished
 * matches waiting for it, and the screen's code (a chunk of its own); a
 * trap is thrown as it is.
 */
const loadingStatsNote = () => t('loading_stats');
export const ensureStats = () => loadShown(
  () => Promise.all([loadStatsEngine(), loadStatsScreen()]),
  loadingStatsNote,
  'load_stats_failed',
  { traps: true },
);
