// The single-file page (scripts/bundle.mjs → dist/duel21.html) opened from
// disk: the same menu and table work with the wasm inlined, under a CSP of
// hashes, with no console or page error.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch, ready, state, startMatch, humanOrDone } from './helpers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
let env;
before(async () => {
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { cwd: root, stdio: 'ignore' });
  env = await launch();
});
after(async () => { await env?.close(); });

test('the single-file page plays from file:// with no error', async () => {
  const context = await env.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  const url = pathToFileURL(`${root}dist/duel21.html`).href;
  await page.goto(`${url}?fast&seed=42`);
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'expert' });
  assert.equal((await state(page)).seed, '42');
  await page.click('#stand');
  const s = await humanOrDone(page);
  assert.ok(s.history.length >= 1 || s.seats[1].cards.length >= 2);
  assert.equal(await page.locator('#felt .card').count() >= 4, true);
  assert.deepEqual(errors, []);
  await context.close();
});
