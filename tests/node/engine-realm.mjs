// The wasm engines without a page: each "realm" is a Node worker thread with
// a module graph of its own (a fresh engine module, as a fresh page has),
// where the same code the page would run is evaluated. For the tests that
// call the engines' JavaScript API only (no DOM): they need no Chromium.
// `openEngine()` gives `{ page, errors, context }` shaped like openPage's:
// `page.evaluate(fn | source, arg)` runs in the realm; `errors` collects
// console errors and uncaught errors there; `context.close()` ends it.
import { Worker } from 'node:worker_threads';

export async function openEngine() {
  const worker = new Worker(new URL('./engine-realm-worker.mjs', import.meta.url));
  const errors = [];
  const waiting = new Map();
  let next = 0;
  const fail = (e) => {
    errors.push(`pageerror: ${e?.message ?? e}`);
    for (const { reject } of waiting.values()) reject(e);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('message', ({ id, value, error, logged }) => {
    errors.push(...logged);
    const w = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    if (error !== undefined) w.reject(new Error(error));
    else w.resolve(value);
  });
  await new Promise((resolve) => worker.once('online', resolve));
  // The realm keeps the run alive only while it owes an answer, so one a
  // failed test left open does not stop the run from ending.
  worker.unref();
  const page = {
    evaluate(f, arg) {
      const id = next;
      next += 1;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, source: String(f), call: typeof f === 'function', arg });
      });
    },
  };
  return { page, errors, context: { close: () => worker.terminate() } };
}
