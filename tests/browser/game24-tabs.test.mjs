// Two tabs with 24点 (one BrowserContext: shared localStorage and `storage`
// events). Case 5 of the issue: a stale tab's pagehide save never writes its
// old game over a newer one; starting one game never deletes the other
// game's save, and no periodic save brings a deleted one back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, openTab, ready, startMatch, start24, storedSaves } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const state24 = (page) => page.evaluate(() => window.game24.state());
const state21 = (page) => page.evaluate(() => window.duel.state());

test("case 5a: a stale tab's pagehide save does not overwrite a newer 24点 game", async () => {
  const { page: a, errors, context } = await openPage(env, { path: '?seed=5' });
  await ready(a);
  await start24(a, { seed: 5 });
  const rev = await a.evaluate(() => localStorage.getItem('duel21.rev.24'));
  const b = await openTab(env, context, errors, { path: '' });
  assert.ok(await b.isVisible('#play24'), 'B resumed the same game');
  // Opening it elsewhere writes nothing, so A plays on undisturbed.
  assert.equal(await a.evaluate(() => localStorage.getItem('duel21.rev.24')), rev);
  assert.ok(await a.isHidden('#conflict'));
  // A plays on: two deals given up, the third open.
  for (const key of ['g', 'n', 'g', 'n']) {
    await a.keyboard.press('Escape');
    await a.keyboard.press(key);
  }
  const sa = await state24(a);
  assert.equal(sa.deal.index, 2);
  // A is closed first (its last save is the newest game), then B, still
  // showing deal 1, goes away too (pagehide, visibilitychange).
  await a.goto('about:blank');
  await a.close();
  await b.goto('about:blank');
  await b.close();
  // A fresh tab shows A's game, not B's stale one.
  const c = await openTab(env, context, errors, { path: '' });
  assert.ok(await c.isVisible('#play24'));
  const sc = await state24(c);
  assert.equal(sc.deal.index, 2, 'the newer game');
  assert.equal(sc.history.length, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('case 5b: starting one game never deletes the other game\'s save', async () => {
  const { page: a, errors, context } = await openPage(env, { path: '?seed=5&fast', clock: true });
  await ready(a);
  await startMatch(a, { mode: 'pvp' });
  await a.click('#take');
  const duelSave = (await storedSaves(a))['duel21.save.21'];
  assert.ok(duelSave);
  // B starts 24点 while A's 21点 match is in progress.
  const b = await openTab(env, context, errors, { path: '?seed=6' });
  assert.ok(await b.isVisible('#menu'));
  await start24(b, { seed: 6 });
  assert.equal((await storedSaves(b))['duel21.save.21'], duelSave, "A's 21点 save is still there");
  // And the other way round: A's 21点 table, then A starts a new 24点 game in a third tab.
  await b.keyboard.press('Escape');
  await b.keyboard.press('g');
  const sb = await state24(b);
  const g24Save = (await storedSaves(b))['duel21.save.24'];
  assert.ok(g24Save);
  const c = await openTab(env, context, errors, { path: '?seed=9&fast' });
  assert.ok(await c.isVisible('#menu'));
  await startMatch(c, { mode: 'pvp' });
  const saves = await storedSaves(c);
  assert.equal(saves['duel21.save.24'], g24Save, "B's 24点 save is still there");
  assert.equal(saves['duel21.save.21'], duelSave, "A's 21点 save is still there");
  // Periodic saves (24点 saves its clock every few seconds) write only their own game.
  await a.clock.runFor(5500);
  const later = await storedSaves(c);
  assert.equal(later['duel21.save.21'], duelSave);
  assert.equal(Object.keys(later).length, 3);
  // Each tab reloads into its own game.
  const sa = await state21(a);
  const sc = await state21(c);
  for (const p of [a, b, c]) {
    await p.reload();
    await ready(p);
  }
  assert.deepEqual(await state21(a), sa);
  assert.deepEqual(await state21(c), sc);
  assert.ok(await b.isVisible('#play24'));
  assert.equal((await state24(b)).version, sb.version);
  assert.deepEqual(errors, []);
  await context.close();
});

test('two idle tabs on one 24点 game: no conflict notice while both only wait, and play in one still goes on', async () => {
  const { page: a, errors, context } = await openPage(env, { path: '?seed=5', clock: true });
  await ready(a);
  await start24(a, { seed: 5 });
  const b = await openTab(env, context, errors, { path: '' });
  assert.ok(await b.isVisible('#play24'), 'B resumed the same game');
  // Both tabs show the open deal, its clock running, for two minutes.
  for (let i = 0; i < 24; i += 1) {
    await a.clock.runFor(5000);
    assert.ok(await a.isHidden('#conflict'), `A after ${(i + 1) * 5} s`);
    assert.ok(await b.isHidden('#conflict'), `B after ${(i + 1) * 5} s`);
  }
  // A plays; B, idle, is then told once it is behind only when it acts.
  await a.keyboard.press('Escape');
  await a.keyboard.press('g');
  await a.waitForFunction(() => window.game24.state().phase !== 'playing');
  await a.clock.runFor(10000);
  assert.ok(await a.isHidden('#conflict'), 'the tab that played is never asked');
  assert.deepEqual(errors, []);
  await context.close();
});
