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
  const { page, errors, context } = await openPage(env, { path: '?seed=42', serviceWorkers: 'allow' });
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
  const { page, errors, context } = await openPage(env, { serviceWorkers: 'allow' });
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
  const { page, errors, context } = await openPage(env, { path: '?seed=9', serviceWorkers: 'allow' });
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

// The first visit loads the menu and the 21点 table only: the online lobby,
// the practice screen, the review and the statistics screen are chunks of
// their own, each fetched when it is opened (the review's while a 21点 table
// is on show, whose Review opens it at once).
const chunksOf = (requested) => requested.filter((p) => /^\/www\/pkg\/app[.-]/.test(p) && p.endsWith('.js')).sort();

test('the first visit requests no screen\'s chunk; each one comes when its screen opens', async () => {
  const { page, errors, context } = await openPage(env, { serviceWorkers: 'allow' });
  // The first load's own requests over (its bundle is asked for once it has
  // painted, which may be after its load event), then the visit watched.
  await ready(page);
  const requested = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.reload();
  await ready(page);
  // Idle work after boot (the service worker's precache is its own, not the page's):
  // the network quiet.
  await page.waitForLoadState('networkidle');
  assert.deepEqual(chunksOf(requested), ['/www/pkg/app-shared.js', '/www/pkg/app.js']);
  const opened = async (button, screen, chunks) => {
    await page.click(button);
    await page.waitForSelector(`${screen}:not([hidden])`);
    for (const c of chunks) assert.ok(requested.includes(`/www/pkg/${c}`), `${c} after ${button}: ${chunksOf(requested).join(' ')}`);
    await page.goBack();
    await page.waitForSelector('#menu:not([hidden])');
  };
  await opened('#practice-button', '#practice', ['app-practice.js', 'app-practice-review.js']);
  assert.ok(!requested.includes('/www/pkg/app-review.js'), 'the review is not fetched for practice');
  await opened('#stats-button', '#stats-page', ['app-stats.js']);
  await opened('#online-open', '#online', ['app-online.js']);
  assert.ok(!requested.includes('/www/pkg/app-review.js'), 'no review before a 21点 table');
  await startMatch(page, { mode: 'pvp', seed: 4 });
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/www/pkg/app-review.js')));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a screen whose chunk cannot be fetched says so, and the game on the table goes on', async () => {
  // No service worker: once it controls the page it would answer the
  // chunk's request itself, past the blocked route (the offline tests
  // cover the worker's cache).
  const { page, errors, context } = await openPage(env, { path: '?seed=5', serviceWorkers: 'block' });
  await ready(page);
  await context.route(/\/www\/pkg\/app-(practice|stats)\.js$/, (r) => r.abort());
  await startMatch(page, { mode: 'pvp', seed: 5 });
  for (const [button, words] of [['#practice-button', /Practice could not be loaded .*Connect to the internet/], ['#stats-button', /The statistics could not be loaded .*Connect to the internet/]]) {
    await page.click(button);
    await page.waitForFunction((w) => new RegExp(w).test(document.getElementById('notice').textContent), words.source);
    assert.ok(await page.isVisible('#play'), `the table stays after ${button}`);
  }
  const before = await page.evaluate(() => window.duel.state().version);
  await page.click('#take');
  await page.waitForFunction((v) => window.duel.state().version > v, before);
  // Fetched once the network is back: the screen opens.
  await context.unroute(/\/www\/pkg\/app-(practice|stats)\.js$/);
  await page.click('#practice-button');
  await page.waitForSelector('#practice:not([hidden])');
  // A failed fetch is a console error of the browser's own; nothing else is.
  assert.deepEqual(errors.filter((e) => !/Failed to load resource|net::ERR_FAILED/.test(e)), []);
  await context.close();
});
