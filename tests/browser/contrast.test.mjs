// The contrast of every text on the 21点 table, measured from rendered
// pixels: axe cannot judge text over the felt's gradient, so each text's box
// is photographed twice, as drawn and with all text made transparent. The
// pixels that changed are the text; the text's colour is the changed pixel
// that stands out most from the background behind it, and its contrast is
// taken against the darkest-to-lightest background in its box (the 1st
// percentile of the ratios, so a stray anti-aliased pixel of a neighbour does
// not decide). WCAG 2 AA: >= 4.5:1, large text (24 px, or 18.67 px bold) >= 3:1.
// Disabled buttons are exempt (WCAG 1.4.3), as are screen-reader-only texts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, humanOrDone, state } from './helpers.mjs';
import { measureContrast } from './contrast.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

function assertReadable(found, label) {
  // CONTRAST_REPORT=1 prints the lowest ratio per element (for the figures in docs/playing.md).
  if (process.env.CONTRAST_REPORT) {
    const low = new Map();
    for (const f of found) if (f.ratio !== null && !(low.get(f.where) <= f.ratio)) low.set(f.where, f.ratio);
    console.log(label, [...low].sort((p, q) => p[1] - q[1]).slice(0, 8).map(([w, r]) => `${w} ${r.toFixed(2)}`).join(' | '));
  }
  const bad = found
    .filter((f) => f.ratio !== null && f.ratio < (f.large ? 3 : 4.5))
    .map((f) => `${f.where} "${f.text}" ${f.ratio.toFixed(2)}:1 (needs ${f.large ? 3 : 4.5})`);
  assert.deepEqual(bad, [], `${label}: texts below WCAG AA contrast`);
  assert.ok(found.filter((f) => f.ratio !== null).length > 10, `${label}: texts were measured`);
}

for (const [width, height] of [[1280, 800], [360, 640]]) {
  test(`every text on the 21点 table reads at WCAG AA contrast at ${width}x${height}`, async () => {
    const { page, context, errors } = await openPage(env, { path: '?fast', viewport: { width, height } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await ready(page);
    // The computer in seat 1 moves first: its reason line is on the felt.
    await startMatch(page, { mode: 'computer', level: 'classic', computerSeat: 'p1', seed: 7, names: [undefined, 'Ann'] });
    await humanOrDone(page);
    await page.click('#coach-toggle');
    await page.waitForSelector('#auto-reason:not(:empty)');
    const seen = new Set();
    const check = async (label) => {
      const found = await measureContrast(env, page);
      for (const f of found) if (f.ratio !== null) seen.add(f.where.split('.')[0]);
      assertReadable(found, label);
      return found;
    };
    const mid = await check('a turn with the coach open');
    const reason = mid.find((f) => f.where === 'p#auto-reason');
    assert.ok(reason && reason.ratio >= 4.5, 'the computer\'s reason line is measured');
    // Ann takes until she may not: a bust shows the BUST badge.
    for (let s = await state(page); s.phase === 'drawing' && s.to_move === 'p2'; s = await humanOrDone(page)) await page.click('#take');
    await humanOrDone(page);
    await check('a decided round');
    // To the end of the match: the summary.
    for (let s = await humanOrDone(page); s.phase !== 'match_over'; s = await humanOrDone(page)) {
      await page.click(s.can_next ? '#next' : '#stand');
    }
    // The summary is settled once it knows whether to offer Learn from your mistakes.
    await page.waitForSelector('#summary[data-drills]');
    await check('the match summary');
    for (const id of ['p#cards-left', 'p#status', 'span#draws.draw-score', 'strong#banner-title']) {
      assert.ok([...seen].some((w) => w.startsWith(id.split('.')[0])), `${id} was measured`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
