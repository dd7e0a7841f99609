// Saved progress and seeds: a reload mid-round resumes the identical table,
// a corrupted or tampered save gives a clear message and a fresh menu, and
// `?seed=` deals the same first hands twice.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, state, startMatch, humanOrDone } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const SAVE_KEY = 'duel21.save.21';

test('a reload in the middle of a round resumes the identical table', async () => {
  const { page, errors, context } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'classic', names: ['Mei', ''], seed: 31337 });
  // Play into the second round and take a card there, so the table holds a
  // history, a score and a round in progress.
  for (let i = 0; i < 50; i += 1) {
    const s = await humanOrDone(page);
    if (s.round >= 2 && s.phase === 'drawing' && s.can_take) break;
    await page.click(s.can_next ? '#next' : '#stand');
  }
  await page.click('#take');
  const before = await humanOrDone(page);
  assert.equal(before.phase, 'drawing', 'still mid-round');
  // The table as drawn (the Auto player's last one-line reason is not part of it).
  const table = () => page.$$eval('#seat-p1, #seat-p2, #cards-left, #status, #round-no',
    (els) => els.map((e) => [e.textContent, e.className]));
  const tableBefore = await table();
  const scoreBefore = await page.textContent('.scoreboard');
  const historyBefore = await page.textContent('#history-body');
  await page.reload();
  await ready(page);
  assert.ok(await page.isVisible('#play'));
  const after = await state(page);
  assert.deepEqual(after, before);
  assert.deepEqual(await table(), tableBefore);
  assert.equal(await page.textContent('.scoreboard'), scoreBefore);
  assert.equal(await page.textContent('#history-body'), historyBefore);
  // And play goes on from there.
  await page.click('#stand');
  assert.notDeepEqual(await humanOrDone(page), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a corrupted or tampered save shows a clear message and a fresh menu', async () => {
  const { page, errors, context } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: 8 });
  await page.click('#stand');
  const good = await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);
  assert.ok(good && good.includes('"actions"'));
  const bad = [
    'not a save {',
    good.replace('"version":1', '"version":7'),
    // A sixth card and a broken turn order: the replay refuses them.
    good.replace(/"actions":\[[^\]]*\]/, '"actions":["p1 take","p1 take","p1 take","p1 take","p1 take"]'),
    // Two aces of spades in the deck.
    good.replace(/"deck":"(\S+) (\S+)/, '"deck":"$1 $1'),
    good.replace('"mode":"pvp"', '"mode":"<img src=x onerror=alert(1)>"'),
  ];
  const aside = [`${SAVE_KEY}.damaged`, `${SAVE_KEY}.damaged-2`, `${SAVE_KEY}.damaged-3`];
  for (const [i, text] of bad.entries()) {
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, text]);
    await page.reload();
    await ready(page);
    assert.ok(await page.isVisible('#notice'), text);
    assert.match(await page.textContent('#notice'), /saved match could not be restored/);
    // Set aside as every refused record is (three copies at most, an earlier one never overwritten).
    assert.equal(/it has been set aside, not deleted/.test(await page.textContent('#notice')), i < 3, `${i}: set aside`);
    const kept = await page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), aside);
    assert.deepEqual(kept, aside.map((_, k) => (k <= i ? bad[k] : null)), `${i}: the copies`);
    assert.ok(await page.isVisible('#menu'));
    assert.equal(await page.locator('#notice img').count(), 0);
    // The damaged save has left its slot: the next reload is a clean menu.
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY), null);
  }
  await page.reload();
  await ready(page);
  assert.ok(await page.isHidden('#notice'));
  assert.ok(await page.isVisible('#menu'));
  // A fresh match still starts.
  await startMatch(page, { mode: 'pvp' });
  assert.equal((await state(page)).round, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a seed that is not a number is refused with a message in the menu', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=12abc' });
  await ready(page);
  await page.click('#start');
  assert.ok(await page.isVisible('#menu-error'));
  assert.match(await page.textContent('#menu-error'), /seed/);
  assert.ok(await page.isVisible('#menu'));
  await page.fill('input[name=seed]', '12');
  await page.click('#start');
  await page.waitForFunction(() => window.duel !== undefined);
  assert.equal((await state(page)).seed, '12');
  assert.deepEqual(errors, []);
  await context.close();
});

test('?seed= gives the same first deal twice', async () => {
  const deal = async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=123456789&fast' });
    await ready(page);
    assert.equal(await page.inputValue('input[name=seed]'), '123456789');
    await startMatch(page, { mode: 'pvp' });
    const s = await state(page);
    const shown = await page.$$eval('#felt .card', (cs) => cs.map((c) => c.dataset.card));
    assert.deepEqual(errors, []);
    await context.close();
    return { seats: s.seats, seed: s.seed, shown };
  };
  const a = await deal();
  const b = await deal();
  assert.equal(a.seed, '123456789');
  assert.deepEqual(a, b);
  assert.equal(a.shown.length, 4);
});
