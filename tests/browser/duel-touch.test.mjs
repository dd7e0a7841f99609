// A phone (360×640, touch, no keyboard) in both languages: the buttons show
// no keyboard hints (T, S, N, C, M, ↵, L …), and the page's title is shown
// whole, not cut off; while the person decides, the scoreboard is in view
// with both hands and Take/Stand, in round 8 as in round 1 (the history
// below grows with the rounds and once scrolled it away by turn 7).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, humanOrDone, wantsCard } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const shownHints = (page) => page.$$eval('kbd', (ks) => ks
  .filter((k) => k.getClientRects().length > 0 && getComputedStyle(k).visibility !== 'hidden')
  .map((k) => k.textContent));

for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  test(`${lang}: on a touch phone no key hints show, and the title is whole`, async () => {
    const { page, errors, context } = await openPage(env, {
      path: '?seed=42&fast', locale, viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true,
    });
    await ready(page);
    assert.deepEqual(await shownHints(page), [], 'the menu');
    const title = await page.$eval('h1', (h) => ({ scroll: h.scrollWidth, client: h.clientWidth, text: h.textContent }));
    assert.ok(title.scroll <= title.client, `the title "${title.text}" is cut: ${title.scroll} > ${title.client}`);
    await startMatch(page, { mode: 'pvp' });
    assert.deepEqual(await shownHints(page), [], 'the table');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('with a mouse and keyboard the hints still show', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42', viewport: { width: 1280, height: 800 } });
  await ready(page);
  await startMatch(page, { mode: 'pvp' });
  assert.ok((await shownHints(page)).includes('T'));
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  test(`${lang}: at 360×640 the scoreboard stays in view at every decision of a match`, async () => {
    const { page, errors, context } = await openPage(env, {
      path: '?seed=42&fast', locale, viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true,
    });
    await ready(page);
    await startMatch(page, { mode: 'computer', seed: 42 });
    let decisions = 0;
    let round = 0;
    for (;;) {
      const s = await humanOrDone(page);
      if (s.phase === 'match_over') break;
      if (s.phase === 'drawing') {
        decisions += 1;
        round = s.round;
        // Scrolling may be smooth: wait until it has brought them in view.
        const inView = await page.waitForFunction(() => [
          document.querySelector('#play .scoreboard'), ...['seat-p1', 'seat-p2', 'take', 'stand'].map((id) => document.getElementById(id)),
        ].every((e) => {
          const r = e.getBoundingClientRect();
          return r.top >= -1 && r.bottom <= window.innerHeight + 1; // a scroll may stop at a fraction of a pixel
        }), null, { timeout: 3000 }).then(() => true, () => false);
        const where = inView ? '' : await page.evaluate(() => JSON.stringify(['#play .scoreboard', '#seat-p1', '#seat-p2', '#take'].map((q) => {
          const r = document.querySelector(q).getBoundingClientRect();
          return [q, Math.round(r.top), Math.round(r.bottom)];
        })));
        assert.ok(inView, `round ${s.round}: the scoreboard, the hands and Take/Stand are in view ${where}`);
      }
      if (s.can_next) await page.tap('#next');
      else await page.tap(wantsCard(s) ? '#take' : '#stand');
    }
    assert.ok(round >= 8 && decisions >= 12, `${decisions} decisions up to round ${round}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
