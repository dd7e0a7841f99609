// The practice module's wrapper: fetched the first time the player
// practises (a match's mistakes, the Practice screen), so the table's own
// module stays small. The record lives in this device's storage as the
// engine's text; every answer and number comes from the engine.
import { readPractice, writePractice, setAsidePractice } from '../storage.js';
import { t } from '../i18n.js';
import { ensureCurrent } from '../version.js';

let ready = null;

/**
 * The practice module (loaded once). The single-file build puts its wasm
 * bytes in `globalThis.__practiceWasm`; otherwise it is fetched, and only
 * of the page's own version (www/version.js). A failed load may be tried
 * again.
 */
export function loadPractice() {
  ready ??= ensureCurrent()
    .then(() => import('../pkg/practice.js'))
    .then(async (m) => {
      const inline = globalThis.__practiceWasm;
      await (inline ? m.default({ module_or_path: inline }) : m.default());
      return m;
    })
    .catch((e) => {
      ready = null;
      throw e;
    });
  return ready;
}

/** The page's clock as the engine takes it: now, and the zone's offset from UTC in minutes. */
export const clock = () => [Date.now(), -new Date().getTimezoneOffset()];

/**
 * Runs `work(record, module)` on the stored practice record and stores it
 * again when `work` changed it (`save` true). A stored record the engine
 * refuses is never written over: it is set aside (storage.js) and this call
 * fails with a message saying so, so the next one starts a new record; if
 * it cannot be set aside (storage full), practice stops with the reason and
 * the record stays where it is.
 */
export async function withRecord(work, { save = false } = {}) {
  const m = await loadPractice();
  const stored = readPractice();
  let record;
  try {
    record = new m.Practice(stored ?? '');
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) throw e;
    const msg = e?.message ?? String(e);
    if (!setAsidePractice(stored)) throw new Error(t('practice_damaged_kept', { msg }));
    throw new Error(t('practice_damaged_set_aside', { msg }));
  }
  try {
    const out = await work(record, m);
    if (save) writePractice(record.text());
    return out;
  } finally {
    record.free();
  }
}
