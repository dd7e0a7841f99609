// Two tabs of one browser (one BrowserContext: shared localStorage and
// `storage` events). Case 4 of the issue: two different 21点 matches in two
// tabs each keep their own save; the same match in two tabs never loses a
// move: the tab that falls behind is told at once and offered the other
// tab's match or a save of its own.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, openTab, ready, state, startMatch, storedSaves, settle } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const visible = (page, sel) => page.isVisible(sel);

test('case 4a: two tabs, two different matches: each keeps its own after a reload', async () => {
  const { page: a, errors, context } = await openPage(env, { path: '?seed=101&fast' });
  await ready(a);
  await startMatch(a, { mode: 'pvp' });
  await a.click('#take');
  const b = await openTab(env, context, errors, { path: '?seed=202&fast' });
  // B's address asks for another deal: B shows the menu and starts its own.
  assert.ok(await visible(b, '#menu'));
  await startMatch(b, { mode: 'pvp' });
  await b.click('#stand');
  await a.click('#stand');
  await b.click('#take');
  await a.click('#take');
  const sa = await state(a);
  const sb = await state(b);
  assert.notEqual(sa.seed, sb.seed);
  assert.ok(!(await visible(a, '#conflict')) && !(await visible(b, '#conflict')), 'no conflict between different matches');
  await b.reload();
  await ready(b);
  assert.deepEqual(await state(b), sb, "B's match after B's reload");
  await a.reload();
  await ready(a);
  assert.deepEqual(await state(a), sa, "A's match after A's reload");
  assert.equal(Object.keys(await storedSaves(a)).length, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('case 4b: the same match in two tabs: B stands, A is told at once, B\'s stand is kept', async () => {
  const { page: a, errors, context } = await openPage(env, { path: '?seed=7&fast' });
  await ready(a);
  await startMatch(a, { mode: 'pvp' });
  await a.click('#take');
  const b = await openTab(env, context, errors, { path: '?fast' });
  const start = await state(b);
  assert.deepEqual(start, await state(a), 'B resumed the same match');
  await b.click('#stand');
  const sb = await state(b);
  // A moves on its stale table once it has heard of B's stand.
  await settle(a);
  await a.click('#take', { force: true }).catch(() => {});
  await a.keyboard.press('t');
  // B's stand survives B's reload.
  await b.reload();
  await ready(b);
  assert.deepEqual(await state(b), sb, "B's stand is kept");
  // A heard of B's stand at once (the storage event) and held its table.
  await a.waitForSelector('#conflict', { state: 'visible', timeout: 3000 });
  assert.match(await a.textContent('#conflict'), /continued in another tab/);
  assert.deepEqual(await state(a), start, 'A did not move on its stale table');
  // A takes B's match.
  await a.click('#conflict-load');
  assert.deepEqual(await state(a), sb);
  assert.ok(!(await visible(a, '#conflict')));
  // And goes on from there; B in turn is told.
  await a.click('#take');
  await b.waitForSelector('#conflict', { state: 'visible', timeout: 3000 });
  // B keeps its own table as a new save: both matches now exist.
  await b.click('#conflict-keep');
  assert.ok(!(await visible(b, '#conflict')));
  await b.click('#stand');
  const saves = Object.values(await storedSaves(a));
  assert.equal(saves.length, 2);
  const sa = await state(a);
  const sb2 = await state(b);
  assert.notDeepEqual(sa, sb2);
  await a.reload();
  await ready(a);
  assert.deepEqual(await state(a), sa);
  await b.reload();
  await ready(b);
  assert.deepEqual(await state(b), sb2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tab at the menu lists the other saved matches and continues one', async () => {
  const { page: a, errors, context } = await openPage(env, { path: '?seed=101&fast' });
  await ready(a);
  await startMatch(a, { mode: 'pvp' });
  await a.click('#take');
  const sa = await state(a);
  const b = await openTab(env, context, errors, { path: '?seed=202&fast' });
  assert.ok(await visible(b, '#menu'));
  assert.equal(await b.locator('#saved-list button').count(), 1);
  await b.click('#saved-list button');
  await b.waitForFunction(() => window.duel !== undefined && !document.getElementById('play').hidden);
  assert.deepEqual(await state(b), sa);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a move refused because the save moved on is not lost without asking', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=7&fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp' });
  // Another writer (no storage event reaches the writing tab itself) moves the revision on.
  await page.evaluate(() => {
    const meta = JSON.parse(localStorage.getItem('duel21.rev.21'));
    localStorage.setItem('duel21.rev.21', JSON.stringify({ ...meta, rev: meta.rev + 1 }));
  });
  const stored = (await storedSaves(page))['duel21.save.21'];
  await page.click('#take');
  assert.ok(await visible(page, '#conflict'));
  assert.equal((await storedSaves(page))['duel21.save.21'], stored, 'the refused move was not written');
  // "Load it" would drop the take made here: it asks, and Esc keeps the table.
  await page.click('#conflict-load');
  assert.ok(await visible(page, '#confirm'));
  await page.keyboard.press('Escape');
  assert.equal((await state(page)).version, 1);
  // Keeping it saves it under a key of its own.
  await page.click('#conflict-keep');
  const saves = await storedSaves(page);
  assert.equal(saves['duel21.save.21'], stored);
  assert.match(saves['duel21.save.21-2'], /"actions":\["p1 take"\]/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('all nine saves in use: a new match in another tab asks first, naming the match that would go, or keeps it', async () => {
  const { page: a, errors, context } = await openPage(env, { path: '?fast' });
  await ready(a);
  // Nine matches, each one card in and left on the menu (Back): nine saves.
  // Seeded: an unseeded deal may end its round at once (no Take to press).
  for (let i = 1; i <= 9; i += 1) {
    await startMatch(a, { mode: 'pvp', names: [`Ann${i}`, `Bob${i}`], seed: i });
    await a.click('#take');
    await a.goBack();
    await a.waitForSelector('#menu', { state: 'visible' });
  }
  const nine = await storedSaves(a);
  assert.equal(Object.keys(nine).length, 9);
  const b = await openTab(env, context, errors, { path: '?fast' });
  // The new tab resumed the latest match; Back leaves it saved for the menu.
  await b.goBack();
  await b.waitForSelector('#menu', { state: 'visible' });
  // Kept: the question names the least recently played match, and nothing goes.
  await b.check('input[name=mode][value=pvp]');
  await b.click('#start');
  await b.waitForSelector('#confirm[open]');
  assert.match(await b.textContent('#confirm-text'), /Ann1 vs Bob1, round 1/);
  assert.equal(await b.evaluate(() => document.activeElement.id), 'confirm-no', 'the safe answer has the focus');
  await b.click('#confirm-no');
  assert.ok(await visible(b, '#menu'), 'no match started');
  assert.deepEqual(await storedSaves(b), nine, 'every save kept');
  // In Chinese too, and this time it goes.
  await b.click('#lang-toggle');
  await b.click('#start');
  await b.waitForSelector('#confirm[open]');
  assert.match(await b.textContent('#confirm-text'), /Ann1 对 Bob1，第 1 回合/);
  await b.click('#confirm-yes');
  await b.waitForFunction(() => window.duel !== undefined && !document.getElementById('play').hidden);
  await b.click('#take');
  const saves = await storedSaves(b);
  const firsts = Object.values(saves).map((text) => JSON.parse(text).config.names[0]).sort();
  assert.deepEqual(firsts, ['Ann2', 'Ann3', 'Ann4', 'Ann5', 'Ann6', 'Ann7', 'Ann8', 'Ann9', '玩家1'],
    'the named match went, the others stayed');
  assert.deepEqual(errors, []);
  await context.close();
});
