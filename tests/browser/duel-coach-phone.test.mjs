// The coach on a 360x640 phone: opened by a tap or by its key, its advice
// is in view together with Take and Stand (it used to open below the fold,
// with nothing visible changing), and stays so when the turn comes back;
// in both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

/** Whether each element is wholly inside the window. */
const inView = (page, sels) => page.evaluate((ss) => ss.map((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return [s, r.height > 0 && r.top >= 0 && r.bottom <= innerHeight];
}), sels);

for (const [lang, locale, how] of [['en', 'en-US', 'tap'], ['zh', 'zh-CN', 'key']]) {
  test(`360x640 (${lang}, ${how}): the coach's advice and Take/Stand are in view together`, async () => {
    const touch = how === 'tap';
    const { page, context, errors } = await openPage(env, { path: '?seed=42&fast', locale, viewport: { width: 360, height: 640 }, hasTouch: touch, isMobile: touch });
    await ready(page);
    await startMatch(page, { mode: 'computer', level: 'classic', seed: '42' });
    await page.waitForSelector('#take:not([disabled])');
    if (touch) await page.tap('#coach-toggle');
    else await page.keyboard.press('c');
    await page.waitForSelector('#coach:not([hidden]) #coach-advice li');
    // A smooth scroll (if any) has ended.
    await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))));
    const want = ['#take', '#stand', '#coach-title', '#coach-equity', '#coach-advice'];
    assert.deepEqual(await inView(page, want), want.map((s) => [s, true]));
    // A Take (or a Stand, should the hand be 21), the computer's reply, the turn back: still together.
    const round = await page.evaluate(() => window.duel.state().round);
    await (touch ? page.tap('#take') : page.keyboard.press('t'));
    await page.waitForFunction((n) => {
      const s = window.duel.state();
      return s.round !== n || s.phase !== 'drawing' || (s.to_move === 'p1' && !s.computer_turn);
    }, round);
    const s = await page.evaluate(() => window.duel.state());
    if (s.phase === 'drawing' && s.to_move === 'p1') {
      await page.waitForSelector('#take:not([disabled])');
      assert.deepEqual(await inView(page, want), want.map((x) => [x, true]));
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
    assert.deepEqual(errors, []);
    await context.close();
  });
}
