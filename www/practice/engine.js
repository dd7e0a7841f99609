// The practice module's wrapper: fetched the first time the player
// practices (a match's mistakes, the Practice screen), so the table's own
// module stays small. The record lives in this device's storage as the
// engine's text; every answer and number comes from the engine.
import { readPractice, writePractice, setAsidePractice } from '../storage.js';
import { t, Said } from '../i18n.js';
import { wasmLoader, NewVersion } from '../version.js';

const load = wasmLoader('practice', () => import('../pkg/practice.js'));

// What the page does when storage refuses the practice record (screens.js:
// the notice says the answers are not being kept).
let onFull = () => {};

/** Sets what happens when storage refuses to keep the practice record (once, at boot). */
export function whenPracticeFull(fn) {
  onFull = fn;
}

/**
 * The practice module's glue (loaded once: www/version.js, wasmLoader),
 * fetched only of the page's own version; a failed load may be tried again.
 */
export function loadPractice() {
  return load().then(({ glue }) => glue, (e) => {
    // The server has moved on to another version: said as the page says it elsewhere.
    if (e instanceof NewVersion) throw new Said(() => t('load_new_version'));
    throw e;
  });
}

/**
 * The stored practice record was refused (in the page's language); `setAside`:
 * it was moved aside, so the next call starts a new record.
 */
export class PracticeRefused extends Said {
  constructor(say, setAside) {
    super(say);
    this.setAside = setAside;
  }
}

/** The page's clock as the engine takes it: now, and the zone's offset from UTC in minutes. */
export const clock = () => [Date.now(), -new Date().getTimezoneOffset()];

// The calls on the record, one after another (withRecord).
let queue = Promise.resolve();

/**
 * Runs `work(record, module)` on the stored practice record and stores it
 * again when `work` changed it (`save` true). A stored record the engine
 * refuses is never written over: it is set aside (storage.js) and this call
 * fails with a message saying so, so the next one starts a new record; if
 * it cannot be set aside (storage full), practice stops with the reason and
 * the record stays where it is.
 */
export function withRecord(work, opts) {
  // One at a time, in the order asked: a screen opened while a finished
  // match's cards are being kept reads the record with them.
  const run = queue.then(() => onRecord(work, opts));
  queue = run.catch(() => {});
  return run;
}

async function onRecord(work, { save = false } = {}) {
  const m = await loadPractice();
  const stored = readPractice();
  let record;
  try {
    record = new m.Practice(stored ?? '');
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) throw e;
    // The refusal itself: t() says it from its code, in the language of the moment.
    if (!setAsidePractice(stored)) throw new PracticeRefused(() => t('practice_damaged_kept', { msg: e }), false);
    throw new PracticeRefused(() => t('practice_damaged_set_aside', { msg: e }), true);
  }
  try {
    let out;
    try {
      out = await work(record, m);
    } catch (e) {
      // A clock the engine refuses is the device's: said as such.
      if (!(e instanceof WebAssembly.RuntimeError) && !m.clockAccepted(...clock())) {
        throw new Said(() => t('practice_clock'));
      }
      throw e;
    }
    // Storage full (or off): the answer stands, and the page says it is not kept.
    if (save && !writePractice(record.text())) onFull();
    return out;
  } finally {
    record.free();
  }
}

/**
 * Keeps the costly decisions of the finished match saved as `save` as
 * practice cards (the engine picks them: the people's decisions that lost
 * 0.02 or more); how many are new.
 */
export const keepMatch = (save) => withRecord((r) => r.keep_match(save, ...clock()), { save: true });
