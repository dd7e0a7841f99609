// The review's win-chance graph of a long match on a 360×640 phone: its
// points never pile up on each other (the graph scrolls sideways instead,
// the page does not, and a line under it says so), its first point is not
// cut at the left edge, every round's number is under the axis, and
// stepping the replay keeps the current point in sight.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, playToEndInPage } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

test('360×640: a two-player match\'s graph has no overlapping points, and the current one stays in sight', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast', viewport: { width: 360, height: 640 } });
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: '42' });
  await playToEndInPage(page);
  await page.click('#review-summary');
  await page.waitForSelector('#review:not([hidden]) #graph .point');
  const boxes = await page.$$eval('#graph .point', (ps) => ps.map((p) => {
    const r = p.getBoundingClientRect();
    return [r.left, r.right];
  }));
  assert.ok(boxes.length > 20, `${boxes.length} points: a long match`);
  for (let i = 1; i < boxes.length; i += 1) {
    assert.ok(boxes[i][0] >= boxes[i - 1][1] - 0.5, `point ${i} overlaps the one before (${boxes[i - 1]} / ${boxes[i]})`);
  }
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'the page does not scroll sideways');
  // The review opens on the turning point its summary names.
  const turningSeen = () => page.evaluate(() => {
    const scroll = document.querySelector('#graph .graph-scroll');
    const p = document.querySelector('#graph .point.turning')?.getBoundingClientRect();
    const s = scroll.getBoundingClientRect();
    return p ? p.left >= s.left - 1 && p.right <= s.right + 1 : 'no turning point';
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.equal(await turningSeen(), true, 'the turning point is in sight when the review opens');
  // Scrolled to its start: the first point whole inside the graph's box (it
  // was cut at the left edge), the rounds numbered along the bottom, and a
  // visible line saying the graph scrolls.
  const start = await page.evaluate(() => {
    const scroll = document.querySelector('#graph .graph-scroll');
    scroll.scrollLeft = 0;
    const s = scroll.getBoundingClientRect();
    const p = document.querySelector('#graph .point').getBoundingClientRect();
    const swipe = document.querySelector('#graph .graph-swipe');
    return {
      firstWhole: p.left - 4 >= s.left && p.top >= s.top,
      rounds: [...document.querySelectorAll('#graph .graph-round')].map((r) => r.textContent),
      played: window.duel.state().history.length,
      swipe: swipe.checkVisibility() ? swipe.textContent : null,
    };
  });
  assert.ok(start.firstWhole, 'the first point and its focus ring are inside the graph\'s box');
  assert.deepEqual(start.rounds, Array.from({ length: start.played }, (_, i) => String(i + 1)));
  assert.match(start.swipe ?? '', /swipe it sideways/);
  // The last decision: its point scrolled into the graph's view.
  await page.$$eval('#graph .point', (ps) => ps.at(-1).click());
  const seen = await page.evaluate(() => {
    const scroll = document.querySelector('#graph .graph-scroll');
    const p = document.querySelector('#graph .point.current').getBoundingClientRect();
    const s = scroll.getBoundingClientRect();
    return p.left >= s.left - 1 && p.right <= s.right + 1;
  });
  assert.ok(seen, 'the current point is in sight');
  assert.deepEqual(errors, []);
  await context.close();
});
