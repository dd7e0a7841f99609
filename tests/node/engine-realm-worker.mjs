// One engine realm (see engine-realm.mjs): the page's addresses `/www/…`
// resolve to this checkout's files, `fetch` reads `file:` URLs (the wasm
// glue fetches its .wasm beside itself), and what the page would log as an
// error is sent back with each answer.
import { parentPort } from 'node:worker_threads';
import { register } from 'node:module';
import { readFile } from 'node:fs/promises';

register('./engine-realm-hooks.mjs', import.meta.url);

const webFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.protocol !== 'file:') return webFetch(input, init);
  const type = url.pathname.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream';
  return new Response(await readFile(url), { headers: { 'content-type': type } });
};

let logged = [];
console.error = (...a) => { logged.push(`console: ${a.map(String).join(' ')}`); };
process.on('unhandledRejection', (e) => { logged.push(`pageerror: ${e?.message ?? e}`); });

// The page has loaded 21点's engine by the time a test runs: so has a realm.
await (await import('/www/pkg/duel21.js')).default();

parentPort.on('message', async ({ id, source, call, arg }) => {
  let answer;
  try {
    // Indirect eval: the code sees only the realm's globals, as in a page.
    const made = (0, eval)(call ? `(${source})` : source);
    answer = { value: await (call ? made(arg) : made) };
  } catch (e) {
    answer = { error: String(e?.stack ?? e) };
  }
  parentPort.postMessage({ id, ...answer, logged });
  logged = [];
});
