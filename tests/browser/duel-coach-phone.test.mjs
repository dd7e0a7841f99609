// The table on a 360x640 phone: opened by a tap or by its key, the coach's
// numbers are in view together with Take and Stand (it used to open below
// the fold, with nothing visible changing), in its own box under them whose
// advice scrolls inside it, and stay so when the turn comes back; and a
// whole match, the coach open and closed, keeps the score, both hands and
// Take/Stand in view at every decision without the page scrolling by
// itself (it scrolled at almost every move, the other hand above the fold).
// In both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, wantsCard, keepShot } from './helpers.mjs';

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
    const want = ['#take', '#stand', '#seat-p1', '#seat-p2', '#play .scoreboard', '#coach', '#coach-title', '#coach-sum'];
    assert.deepEqual(await inView(page, want), want.map((s) => [s, true]));
    // The levels' advice and the unseen cards are in the coach's box, scrolled inside it.
    assert.ok(await page.evaluate(() => {
      const box = document.getElementById('coach');
      return getComputedStyle(box).overflowY === 'auto' && box.contains(document.getElementById('coach-advice'));
    }));
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

/** The score, both hands and Take/Stand, each wholly inside the window, and where the page is scrolled to. */
const table = (page) => page.evaluate(() => ({
  y: window.scrollY,
  out: ['#play .scoreboard', '#seat-p1', '#seat-p2', '#take', '#stand'].filter((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return !(r.height > 0 && r.top >= 0 && r.bottom <= innerHeight);
  }),
}));

test('360x640: a whole match, the coach open and closed, in both languages: the table stays in view and the page never scrolls by itself', async () => {
  for (const locale of ['zh-CN', 'en-US']) {
    const { page, context, errors } = await openPage(env, { path: '?seed=7&fast', locale, viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
    await ready(page);
    await startMatch(page, { mode: 'computer', level: 'classic', seed: '7' });
    const start = await page.evaluate(() => window.scrollY);
    let decisions = 0;
    let round = 0;
    for (let step = 0; step < 400; step += 1) {
      await page.waitForFunction(() => !window.duel.state().computer_turn);
      const s = await page.evaluate(() => window.duel.state());
      if (s.phase === 'match_over') break;
      if (s.can_next) {
        await page.click('#next');
        continue;
      }
      // The coach open in odd rounds, closed in even ones, by the buttons
      // in view (Coach under the table, Hide in the coach's heading): a
      // player does not scroll to reach them, and they scroll nothing.
      if (s.round !== round) {
        round = s.round;
        const open = await page.evaluate(() => !document.getElementById('coach').hidden);
        if (open !== (round % 2 === 1)) {
          const button = open ? '#coach-hide' : '#coach-toggle';
          assert.deepEqual(await inView(page, [button]), [[button, true]], `${locale}, round ${round}`);
          await page.click(button);
        }
      }
      await page.waitForSelector('#take:not([disabled]), #stand:not([disabled])');
      const seen = await table(page);
      const where = `${locale}, round ${s.round}, ${s.seats.find((v) => v.seat === s.to_move).total}, coach ${round % 2 ? 'open' : 'closed'}`;
      assert.deepEqual(seen.out, [], `${where}: out of view`);
      assert.equal(seen.y, start, `${where}: the page scrolled by itself`);
      decisions += 1;
      await page.click(wantsCard(s) && s.can_take ? '#take' : '#stand');
    }
    assert.equal((await page.evaluate(() => window.duel.state())).phase, 'match_over');
    assert.ok(decisions >= 10, `${decisions} decisions: a whole match`);
    await keepShot(page, `phone-table-${locale}.png`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
