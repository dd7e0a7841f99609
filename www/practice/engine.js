// The practice module's wrapper: fetched the first time the player
// practises (a match's mistakes, the Practice screen), so the table's own
// module stays small. The record lives in this device's storage as the
// engine's text; every answer and number comes from the engine.
import { readPractice, writePractice } from '../storage.js';
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
 * again when `work` changed it (`save` true). A damaged stored record is
 * set aside and a new one started, so practice never stops working.
 */
export async function withRecord(work, { save = false } = {}) {
  const m = await loadPractice();
  let record;
  try {
    record = new m.Practice(readPractice() ?? '');
  } catch {
    record = new m.Practice('');
  }
  try {
    const out = await work(record, m);
    if (save) writePractice(record.text());
    return out;
  } finally {
    record.free();
  }
}
