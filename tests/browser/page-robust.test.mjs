// What an ordinary player can do that must not lose or split a game: a
// double-click on Start for 24点 (its module loads on demand), 24点's module
// failing to arrive at a reload, and the browser's storage being full.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, start24, settle } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const saveKeys = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('duel21.save.')).sort());

test('a double-click on Start makes one 24点 game, in one save slot', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=5' });
  await ready(page);
  await page.check('input[name=game][value="24"]');
  await page.dblclick('#start');
  await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
  await settle(page);
  assert.deepEqual(await saveKeys(page), ['duel21.save.24']);
  assert.deepEqual(errors, []);
  await context.close();
});

test("24点's save is kept when its module cannot be fetched at a reload", async () => {
  // No service worker: the module is fetched from the network at each load.
  const context = await env.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${env.server.url}?seed=5`);
  await ready(page);
  await start24(page, { seed: 5 });
  const save = await page.evaluate(() => localStorage.getItem('duel21.save.24'));
  assert.ok(save);
  await context.route('**/pkg/game24*', (r) => r.abort());
  await page.reload();
  await ready(page);
  assert.match(await page.textContent('#notice'), /could not be loaded/);
  // The save is kept (the page's leaving may add its clock, nothing else).
  const kept = await page.evaluate(() => localStorage.getItem('duel21.save.24'));
  const game = (text) => { const { clock_ms: _, ...g } = JSON.parse(text).game; return g; };
  assert.ok(kept, 'the save is still there');
  assert.deepEqual(game(kept), game(save));
  await context.unroute('**/pkg/game24*');
  await page.reload();
  await ready(page);
  assert.ok(await page.isVisible('#play24'), 'the game comes back once the module arrives');
  await context.close();
});

test('with storage full the match plays on, the player is told, and the save and its revision still agree', async () => {
  const { page, context } = await openPage(env, { path: '?seed=7&fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp' });
  const before = await page.evaluate(() => [localStorage.getItem('duel21.save.21'), localStorage.getItem('duel21.rev.21')]);
  assert.ok(before[0] && before[1]);
  // Fill the storage to within a few characters of its quota.
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    for (let i = 0; ; i += 1) {
      try {
        localStorage.setItem(`fill${i}`, chunk);
      } catch {
        if (chunk.length <= 4) break;
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
  const cards = (await page.evaluate(() => window.duel.state())).cards_left;
  await page.click('#take');
  await page.waitForFunction((n) => window.duel.state().cards_left < n, cards);
  assert.ok(await page.isVisible('#notice'));
  assert.match(await page.textContent('#notice'), /not being saved/);
  const after = await page.evaluate(() => [localStorage.getItem('duel21.save.21'), localStorage.getItem('duel21.rev.21')]);
  assert.deepEqual(after, before, 'neither the save nor its revision moved');
  // Room again: the next move is saved, and the notice goes.
  await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('fill')) localStorage.removeItem(k); });
  const left = (await page.evaluate(() => window.duel.state())).cards_left;
  await page.click('#stand');
  await page.waitForFunction((n) => window.duel.state().cards_left <= n && localStorage.getItem('duel21.save.21') !== null, left);
  await page.waitForFunction((b) => localStorage.getItem('duel21.save.21') !== b, before[0]);
  assert.ok(await page.isHidden('#notice'), await page.textContent('#notice'));
  await context.close();
});
