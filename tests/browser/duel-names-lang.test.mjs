// The default names are words of the page's language and follow a switch
// of it (L) mid-match: the table, the match's summary and its review say
// "你" and "电脑" after a switch to Chinese, "You" and "Computer" after a
// switch to English; names typed in the menu stay as typed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, humanOrDone } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

/** Plays the person's seat by standing until the match is over. */
async function playOut(page) {
  for (let i = 0; i < 300; i += 1) {
    const s = await humanOrDone(page);
    if (s.phase === 'match_over') return;
    await page.keyboard.press(s.phase === 'round_over' ? 'n' : 's');
  }
  throw new Error('the match did not end');
}

for (const [from, locale, old, now] of [
  ['en', 'en-US', /\b(You|Computer)\b/, /你|电脑/],
  ['zh', 'zh-CN', /你|电脑/, /\b(You|Computer)\b/],
]) {
  test(`${from}: the default names follow a switch of language, on the table, the summary and the review`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42&fast', locale });
    await ready(page);
    await startMatch(page, { mode: 'computer', level: 'easy' });
    await humanOrDone(page);
    await page.keyboard.press('l');
    assert.doesNotMatch(await page.innerText('#play'), old, 'the table mid-match');
    assert.match(await page.innerText('#play .scoreboard'), now);
    await playOut(page);
    const summary = await page.innerText('#play');
    assert.doesNotMatch(summary, old, summary);
    assert.match(summary, now);
    await page.keyboard.press('v');
    await page.waitForSelector('#review:not([hidden])');
    const review = await page.innerText('#review');
    assert.doesNotMatch(review, old, review);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('typed names stay as typed across a switch of language', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42&fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp', names: ['Ann', '小明'] });
  await page.keyboard.press('l');
  const board = await page.innerText('#play .scoreboard');
  assert.match(board, /Ann/);
  assert.match(board, /小明/);
  assert.deepEqual(errors, []);
  await context.close();
});
