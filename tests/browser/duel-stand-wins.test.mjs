// The table says when standing wins: the computer (seat 1, Easy, seed 9)
// takes to 22 and the person may still draw; the felt and the spoken line
// say "Computer is bust: standing wins." from the engine's stand_wins, in
// both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

for (const [lang, locale, want] of [['en', 'en-US', 'Computer is bust: standing wins.'], ['zh', 'zh-CN', '电脑已爆牌：停牌就赢。']]) {
  test(`${lang}: the computer bust, the person to move: the table says standing wins`, async () => {
    const { page, context, errors } = await openPage(env, { path: '?fast', locale });
    await ready(page);
    await startMatch(page, { mode: 'computer', level: 'easy', computerSeat: 'p1', seed: '9' });
    await page.waitForSelector('#take:not([disabled])');
    const s = await page.evaluate(() => window.duel.state());
    assert.equal(s.stand_wins, 'p2', 'the engine says so');
    assert.ok(s.seats[0].bust && !s.seats[1].bust);
    assert.equal(await page.textContent('#stop-note'), want);
    // The live region is filled on the next frame (dom.js, announce).
    await page.waitForFunction((w) => document.getElementById('live').textContent.includes(w), want);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
