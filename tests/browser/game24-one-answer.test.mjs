// Against the computer one answer decides a 24点 deal (solo lets a player try
// again): the table says so before the first answer, and the deal's result
// says why the deal ended at once, in both languages. Seed 42's first deal
// is K♣ 3♣ Q♠ K♦; the computer thinks for a minute here.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, start24, typeAnswer } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

for (const [lang, locale, before1, after1, solo] of [
  ['en', 'en-US', /one answer/i, /one answer/i, /one answer/i],
  ['zh', 'zh-CN', /只能答一次/, /只能答一次/, /只能答一次/],
]) {
  test(`${lang}: vs Computer says one answer decides the deal, before and after it`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42&think=60000', locale });
    await ready(page);
    await start24(page, { mode: 'computer' });
    assert.match(await page.textContent('#g24-status'), before1);
    await typeAnswer(page, 'K + K - 3 + Q');
    await page.waitForFunction(() => window.game24.state().phase !== 'playing');
    assert.match(await page.textContent('#play24'), after1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${lang}: solo says nothing of it (a wrong answer may be tried again)`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42', locale });
    await ready(page);
    await start24(page);
    assert.doesNotMatch(await page.textContent('#g24-status'), solo);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
