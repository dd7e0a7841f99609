// Statistics: the record of finished 21点 matches and 24点 deals, and the
// screen that shows it. Every number comes from the engine: the game modules
// make each finished match's or deal's entry (statsEntry21, statsEntry24),
// and the statistics module (www/pkg/stats.js: Stats21, Stats24) checks,
// adds and sums the records. This module stores the engine's texts
// (storage.js) and draws the summary the engine returns. A damaged record is
// reported and set aside, never trusted.
//
// This file is the record; the screen (drawing, export, import, reset) is
// stats/ctrl.js and stats/view.js, a chunk of the page's bundle fetched with the statistics
// module when the screen first opens (loadStatsScreen).
//
// The statistics module is fetched when the statistics screen opens, not
// before: until then each finished match's entry waits in storage under a
// key of its own (queueStats), and opening the screen adds the waiting
// entries to the record. Once the module is here, entries are added at once.
//
// Two tabs: an update re-reads the stored record and adds the entry to it
// (the engine's add is a union by entry id, so adding twice counts once).
// Should another tab write in between and drop this tab's entry, the
// `storage` event brings that tab's record here, and this tab adds its own
// entries of this session to it again: both tabs' matches count.
import { statsEntry21 } from './pkg/duel21.js';
import { statsEntry24 } from './game24/engine.js';
import { chunkLoader, wasmLoader } from './version.js';
import { refusalOf } from './engine-text.js';
import {
  readStats, writeStats, setAsideStats, watchStats, queueStats, pendingStats, dropPending, whenWritable,
} from './storage.js';

/** This tab's entries of this session, per game: added again if another tab's write lost them. */
export const mine = { 21: [], 24: [] };
const MINE_KEPT = 50;
/** Waiting entries of one game past which they are added without waiting for the screen. */
const MAX_PENDING = 500;
/**
 * Entries storage refused, per game (neither in the record nor waiting):
 * kept here and stored when storage takes writes again (`retryRefused`).
 */
const refused = { 21: [], 24: [] };

/** The statistics module's classes, per game, once it has loaded. */
let engines = null;
/**
 * The screen's state, which the record shares with it: `message`, the one
 * shown, {tone: 'ok'|'bad', serial, key, args}, its identity rather than
 * its text, so a language switch redraws it in the other language
 * (stats/view.js, words()), and `serial` its number among the messages
 * said (`said`: each new one is drawn as a new alert); `onScreen`, whether
 * the screen is shown; `drawing`, whether it is being drawn; `draw`, what
 * draws it, and `screen`, the screen's code (stats/ctrl.js, once loaded;
 * else null).
 */
export const view = {
  message: null, said: 0, onScreen: false, drawing: false, draw: null, screen: null,
};

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
export const isTrap = (e) => e instanceof WebAssembly.RuntimeError;
/**
 * A failure as a message's argument: the engine's refusal as it is (t()
 * says it from its code, in the language of the moment), any other by its
 * words.
 */
export const msgOf = (e) => (refusalOf(e) ? e : (e?.message ?? String(e)));

/**
 * Says `key` (an i18n.js string, or a message as words() reads it) with
 * `args` on the screen. An argument that is itself `{key, args}` is a
 * message of its own, put in the same language; any other argument (the
 * engine's reason, a number) as it is.
 */
export function say(tone, key, args = {}) {
  view.said += 1;
  view.message = { tone, serial: view.said, ...(typeof key === 'string' ? { key, args } : key) };
  if (view.onScreen && !view.drawing) {
    view.draw();
    // The buttons are at the foot of a long screen, the message at its
    // head: bring it into sight, or Export and Import seem to do nothing.
    document.getElementById('stats-msg').scrollIntoView({ block: 'nearest' });
  }
}

/** `key` as an argument of another message (translated when it is shown). */
export const part = (key, args = {}) => ({ key, args });

const loadWasm = wasmLoader('stats', () => import('./pkg/stats.js'));

/**
 * Loads the statistics module (once: www/version.js, wasmLoader), fetched
 * only of the page's own version, and adds the entries waiting in storage.
 * A failed load (offline before it was ever cached) may be tried again;
 * only a trap is thrown by the adding.
 */
export async function loadStatsEngine() {
  const { glue } = await loadWasm();
  if (engines !== null) return;
  engines = { 21: glue.Stats21, 24: glue.Stats24 };
  addPending('21');
  addPending('24');
}

const screenChunk = chunkLoader(() => import('./stats/ctrl.js'));
/** Loads the statistics screen's code (stats/ctrl.js) with the module (page.js: ensureStats) and wires it, once: view.screen. */
export const loadStatsScreen = () => screenChunk().then((m) => {
  if (view.screen !== null) return;
  m.initScreen();
  view.screen = m;
});

/** The statistics module's class of `game`; throws if it is not loaded yet. */
export function engine(game) {
  if (engines === null) throw new Error('the statistics are not loaded yet');
  return engines[game];
}

/** A damaged record that could not be set aside, per game: never written over. */
const held = { 21: null, 24: null };

/** The stored record of `game`, checked by the engine; a damaged one is set aside. */
export function load(game) {
  const text = readStats(game);
  if (text === null) return engine(game).empty(0);
  try {
    return engine(game).check(text);
  } catch (e) {
    if (isTrap(e)) throw e;
    // Not moved aside (storage full): the damaged record stays, and no
    // write may take its place (see `update`).
    if (!setAsideStats(game, text)) held[game] = text;
    say('bad', 'stats_damaged', { msg: msgOf(e) });
    return engine(game).empty(0);
  }
}

/**
 * Re-reads the record, applies `change`, and writes it if it changed.
 * False when storage refused the write (said on the screen): the change is
 * not kept.
 */
function update(game, change) {
  const stored = readStats(game);
  held[game] = null;
  const next = change(load(game));
  const kept = held[game] !== null && readStats(game) === held[game];
  if (next === stored || (!kept && writeStats(game, next))) return true;
  say('bad', 'stats_not_counted', { msg: part('stats_storage_full') });
  return false;
}

/** `record` with `entry` added; an entry the engine refuses is reported and left out. */
function addOne(game, record, entry) {
  try {
    return engine(game).add(record, entry);
  } catch (e) {
    if (isTrap(e)) throw e;
    say('bad', 'stats_not_counted', { msg: msgOf(e) });
    return record;
  }
}

/**
 * Adds the entries waiting in storage to the record, then removes them.
 * They count as this tab's own from then on: should another tab's write
 * drop them, this tab adds them again.
 */
export function addPending(game) {
  const waiting = pendingStats(game);
  if (waiting.length === 0) return;
  mine[game] = [...mine[game], ...waiting.map((w) => w.entry)].slice(-MINE_KEPT);
  // Storage refused the record: the entries stay waiting for the next try.
  if (!update(game, (r) => waiting.reduce((acc, w) => addOne(game, acc, w.entry), r))) return;
  for (const w of waiting) dropPending(w.key);
}

function add(game, entry) {
  if (!entry) return;
  mine[game] = [...mine[game], entry].slice(-MINE_KEPT);
  store(game, entry);
}

/** Adds `entry` to the record, or leaves it waiting; refused by storage, it is kept in `refused`. */
function store(game, entry) {
  if (engines !== null) {
    if (!update(game, (r) => addOne(game, r, entry))) refused[game].push(entry);
    return;
  }
  // Waiting already (a finished match's save loaded again): once is enough.
  if (pendingStats(game).some((w) => w.entry === entry)) return;
  if (!queueStats(game, entry)) {
    refused[game].push(entry);
    say('bad', 'stats_not_counted', { msg: part('stats_storage_full') });
    return;
  }
  // Many matches and no look at the statistics: add them now, off the
  // critical path, so that storage holds one record and not a long list.
  if (pendingStats(game).length > MAX_PENDING) {
    loadStatsEngine().catch((e) => say('bad', 'stats_not_counted', { msg: msgOf(e) }));
  }
}

let retrying = false;

/**
 * Storage takes writes again: the entries it refused are stored now (those
 * it refuses again stay for the next time), and the failure it left on the
 * screen goes.
 */
function retryRefused() {
  if (retrying || (refused[21].length === 0 && refused[24].length === 0)) return;
  retrying = true;
  try {
    for (const game of ['21', '24']) {
      const entries = refused[game];
      refused[game] = [];
      for (const entry of entries) store(game, entry);
    }
  } finally {
    retrying = false;
  }
  if (refused[21].length === 0 && refused[24].length === 0 && view.message?.args?.msg?.key === 'stats_storage_full') {
    view.message = null;
    if (view.onScreen) view.draw();
  }
}

/**
 * A 21点 match ended: its save text goes to the engine, which makes the
 * entry (result, rounds, the person's accuracy) with the match's `id`,
 * finished at `at` (its save's time: the same match recorded again, when
 * its save is loaded, is the same entry). Only a trap is thrown.
 */
export function recordDuel(save, id = newId(), at = Date.now()) {
  try {
    add('21', statsEntry21(save, id, at));
  } catch (e) {
    if (isTrap(e)) throw e;
    say('bad', 'stats_not_counted', { msg: msgOf(e) });
  }
}

/**
 * An online match ended: `entry()` makes its entry (the online module's
 * `stats_entry`: this device's side, the friend's name), counted apart per
 * friend. Only a trap is thrown.
 */
export function recordOnline(entry) {
  try {
    add('21', entry());
  } catch (e) {
    if (isTrap(e)) throw e;
    say('bad', 'stats_not_counted', { msg: msgOf(e) });
  }
}

/** A fresh id for a 24点 game (its deals' entries are `id.index`). */
export const statsGameId = newId;

/** A 24点 deal just ended in the game `gameId` (a race is not counted). */
export function recordDeal(save, gameId) {
  try {
    add('24', statsEntry24(save, gameId, Date.now()));
  } catch (e) {
    if (isTrap(e)) throw e;
    say('bad', 'stats_not_counted', { msg: msgOf(e) });
  }
}

/** Starts listening to other tabs' writes (once, after the engine loaded). */
export function initStats() {
  whenWritable(retryRefused);
  watchStats((game, what) => {
    // Without the statistics module there is nothing to add to: this tab's
    // entries wait under keys of their own, which no other tab writes.
    if (engines === null) return;
    for (const g of game ? [game] : ['21', '24']) {
      if (what === 'pending') addPending(g);
      else if (mine[g].length) update(g, (r) => mine[g].reduce((acc, e) => addOne(g, acc, e), r));
    }
    if (view.onScreen) view.draw();
  });
}

