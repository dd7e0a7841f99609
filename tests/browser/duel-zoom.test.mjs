// 200 % zoom (640×400 CSS px at device scale 2): whenever the person decides
// against the computer, both hands with their totals and Take/Stand are in
// view — also at the first decision of a round, before the computer has
// moved. Seed 42, the person takes below 17.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, humanOrDone } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

/** Each element's top and bottom in the viewport, and the viewport's height. */
const boxes = (page) => page.evaluate(() => {
  const r = (sel) => { const b = document.querySelector(sel).getBoundingClientRect(); return [Math.round(b.top), Math.round(b.bottom)]; };
  return {
    h: window.innerHeight,
    p1: r('#seat-p1'), p2: r('#seat-p2'), t1: r('#seat-p1 .total'), t2: r('#seat-p2 .total'), take: r('#take'), stand: r('#stand'),
  };
});

for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  test(`${lang}: at 200 % zoom both hands, both totals and Take/Stand are in view at every decision`, async () => {
    const { page, errors, context } = await openPage(env, {
      path: '?seed=42&fast', locale, viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, reducedMotion: 'reduce',
    });
    await ready(page);
    await startMatch(page, { mode: 'computer', level: 'easy' });
    let decisions = 0;
    for (let i = 0; i < 200 && decisions < 10; i += 1) {
      const s = await humanOrDone(page);
      if (s.phase === 'match_over') break;
      if (s.phase === 'round_over') {
        await page.keyboard.press('n');
        continue;
      }
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const b = await boxes(page);
      for (const k of ['p1', 'p2', 't1', 't2', 'take', 'stand']) {
        assert.ok(b[k][0] >= 0 && b[k][1] <= b.h, `decision ${decisions + 1}: ${k} at ${b[k]} of ${b.h} (${JSON.stringify(b)})`);
      }
      decisions += 1;
      const me = s.computer[0] ? 1 : 0;
      await page.keyboard.press(s.seats[me].total < 17 ? 't' : 's');
      await page.waitForFunction((v) => window.duel.state().version !== v, s.version);
    }
    assert.ok(decisions >= 5, `${decisions} decisions seen`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
