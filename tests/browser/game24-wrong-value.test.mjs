// 24点 vs Computer: a wrong answer's result says the value it made, as solo
// says it ("that makes 35, not 24"), in both languages; the value is the
// engine's (the snapshot's deal record), so a reload says it too. Seed 42's
// first deal is K♣ 3♣ Q♠ K♦: K + K − 3 + Q makes 35.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, start24, typeAnswer } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

for (const [locale, said] of [['en-US', /answered wrong \(K \+ K - 3 \+ Q: that makes 35, not 24\)/], ['zh-CN', /答错（K \+ K - 3 \+ Q：结果是 35，不是 24）/]]) {
  test(`${locale}: vs Computer, a wrong answer's result says the value it made`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42&think=60000', locale });
    await ready(page);
    await start24(page, { mode: 'computer' });
    await typeAnswer(page, 'K + K - 3 + Q');
    await page.waitForFunction(() => window.game24.state().phase !== 'playing');
    const end = await page.evaluate(() => window.game24.state().last.end);
    assert.equal(end.reason, 'wrong_answer');
    assert.deepEqual(end.error, { kind: 'not_twenty_four', value: '35' }, 'the engine says what it made');
    assert.match(await page.textContent('#g24-banner .title'), said);
    await page.reload();
    await ready(page);
    await page.waitForSelector('#g24-banner:not([hidden])');
    assert.match(await page.textContent('#g24-banner .title'), said, 'a reload says it too');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// A pasted answer over the engine's 200 characters is refused as too long,
// saying its length, not cut to 200 and refused for a missing operand.
for (const [locale, said] of [['en-US', /too long \(250 characters\)/], ['zh-CN', /算式太长（250 个字符）/]]) {
  test(`${locale}: a pasted answer of 250 characters is said to be too long`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42', locale });
    await ready(page);
    await start24(page);
    await page.focus('#g24-expr');
    await page.keyboard.insertText('1+'.repeat(124) + 'KK');
    assert.equal((await page.inputValue('#g24-expr')).length, 250, 'the field keeps the whole paste');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('g24-msg').textContent !== '');
    assert.match(await page.textContent('#g24-msg'), said);
    assert.equal(await page.evaluate(() => window.game24.state().phase), 'playing', 'the deal goes on');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
