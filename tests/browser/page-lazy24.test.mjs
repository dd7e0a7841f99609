// 24点's engine is its own wasm module: the 21点 page never downloads it
// until a player picks 24点, and then 24点 plays; with the network cut after
// that, it keeps playing (the module is in memory). Its table's and solver
// panel's code is a chunk of its own too, fetched with the engine.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, start24 } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

test('21点 never requests the 24点 module; picking 24点 loads it and it plays', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42' });
  const requested = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.reload();
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: 42 });
  await page.click('#take');
  const wanted24 = () => requested.filter((p) => p.includes('game24.js') || p.includes('game24_bg.wasm'));
  assert.ok(requested.some((p) => p.endsWith('duel21_bg.wasm')), requested.join(' '));
  assert.deepEqual(wanted24(), [], 'the 24点 module was requested by the 21点 page');
  // Another seed in the address: the 21点 match stays saved, the menu shows.
  await page.goto(env.server.url + '?seed=7');
  await ready(page);
  await start24(page, { seed: 7 });
  assert.deepEqual(wanted24().sort(), ['/www/pkg/game24.js', '/www/pkg/game24_bg.wasm']);
  const s = await page.evaluate(() => window.game24.state());
  assert.equal(s.phase, 'playing');
  assert.equal(s.cards.length, 4);
  // Offline now: the engine is loaded, so the game goes on.
  await context.setOffline(true);
  await page.keyboard.press('Escape');
  await page.keyboard.press('g');
  await page.waitForFunction(() => window.game24.state().phase === 'deal_over');
  await context.setOffline(false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the 24点 table and solver are built only when 24点 is picked; its rules are on the rules page before', async () => {
  const { page, errors, context } = await openPage(env);
  const scripts = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
  await page.reload();
  await ready(page);
  const built = () => page.evaluate(() => ({
    table: document.getElementById('g24-expr') !== null,
    solver: document.getElementById('solve24-form') !== null,
    places: document.querySelectorAll('#play24, #solve24').length,
  }));
  assert.deepEqual(await built(), { table: false, solver: false, places: 2 });
  const before24 = scripts.length;
  await page.click('#rules-button');
  assert.match(await page.textContent('#g24-rules'), /24 points rules/);
  await page.goBack();
  await start24(page, { seed: 3 });
  assert.deepEqual(await built(), { table: true, solver: true, places: 2 });
  assert.ok(scripts.length > before24 + 1, `the 24点 chunk and module were fetched: ${scripts.join(' ')}`);
  assert.equal((await page.evaluate(() => window.game24.state())).phase, 'playing');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reload that resumes a 24点 game loads its module; one that resumes 21点 does not', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=9' });
  await ready(page);
  await start24(page, { seed: 9 });
  const requested = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.reload();
  await ready(page);
  assert.ok(requested.includes('/www/pkg/game24_bg.wasm'));
  assert.equal((await page.evaluate(() => window.game24.state())).phase, 'playing');
  assert.deepEqual(errors, []);
  await context.close();
});
