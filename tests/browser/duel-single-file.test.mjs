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
  // Saves work from disk too: a reload resumes, a second tab is told of a move.
  await page.reload();
  await ready(page);
  assert.deepEqual(await humanOrDone(page), s);
  const other = await context.newPage();
  other.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await other.goto(`${url}?fast`);
  await ready(other);
  assert.deepEqual(await humanOrDone(other), s);
  if (s.can_next) await other.click('#next');
  else await other.click('#stand');
  // The computer's moves in the other tab are saves too: load after the last.
  await humanOrDone(other);
  await page.waitForSelector('#conflict', { state: 'visible' });
  await page.click('#conflict-load');
  assert.deepEqual(await state(page), await state(other));
  // Abandoning asks first, here too.
  await page.click('#new-match');
  assert.ok(await page.isVisible('#confirm'));
  await page.keyboard.press('Escape');
  assert.ok(await page.isVisible('#play'));
  // The statistics module is inline too: its screen opens from disk.
  await page.click('#stats-button');
  await page.waitForSelector('#stats-page', { state: 'visible' });
  assert.equal(await page.locator('#stats21-body tr').count() > 0, true);
  // Back and Forward from disk: the entries live in the history's state, so
  // the file's address never changes (a file:// page may not change it).
  await page.goBack();
  await page.waitForSelector('#play', { state: 'visible' });
  await page.goBack();
  await page.waitForSelector('#menu', { state: 'visible' });
  await page.goForward();
  await page.waitForSelector('#play', { state: 'visible' });
  assert.deepEqual(await state(page), await state(other));
  assert.equal(page.url(), `${url}?fast&seed=42`);
  assert.deepEqual(errors, []);
  await context.close();
});
