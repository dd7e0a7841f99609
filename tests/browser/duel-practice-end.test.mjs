// A finished match's costly decisions are practice cards as soon as it ends
// (no review needed), unless the settings turn that off; a drill answered in
// the review's "Learn from your mistakes" schedules its card as the Practice
// screen does (answered right: no longer due today); the Practice screen's
// empty text and the statistics screen's say the same rule.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, playToEndInPage } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

/** A match vs Expert whose person makes costly decisions (duel-practice.test.mjs's seed). */
const SEED = '8321839832661118';

/** The engine's drills of the page's finished match. */
function engineDrills(page) {
  return page.evaluate(async () => {
    const m = await import('/www/pkg/practice.js');
    await m.default();
    return m.matchDrills(window.duel.save());
  });
}

const dueCount = (page) => page.$eval('#practice-sum .sum-item[data-key="practice_due"] dd', (d) => Number(d.textContent));

async function openPractice(page) {
  await page.click('#practice-button');
  await page.waitForFunction(() => document.body.dataset.screen === 'practice' && document.getElementById('practice-status').textContent === '');
}

test('a finished match\'s costly decisions are due in Practice at once; a drill answered right in Learn is not due again today', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'expert', seed: SEED });
  await playToEndInPage(page);
  const drills = await engineDrills(page);
  assert.ok(drills.length >= 2, `the match has costly decisions (${drills.length})`);
  // Straight from the summary to Practice: no review opened.
  await openPractice(page);
  assert.equal(await dueCount(page), drills.length);
  assert.ok(await page.isVisible('#practice-go-due'));
  // Learn from your mistakes: the costliest answered right (the other choice than the match's).
  await page.click('#practice-back');
  await page.waitForFunction(() => document.body.dataset.screen === 'play');
  await page.click('#review-summary');
  await page.waitForSelector('#review:not([hidden]) #learn-start');
  await page.click('#learn-start');
  await page.waitForSelector('#learn-drill:not([hidden]) [data-action="drill-answer"]');
  const right = drills[0].choice === 'take' ? 'stand' : 'take';
  await page.click(`#learn-drill [data-choice="${right}"]`);
  await page.waitForSelector('#learn-drill .drill-result.right');
  // Practice: that card is scheduled days ahead, the others still due; one answer counted.
  await page.click('#practice-button');
  await page.waitForFunction(() => document.body.dataset.screen === 'practice' && document.getElementById('practice-status').textContent === '');
  assert.equal(await dueCount(page), drills.length - 1);
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('duel21.practice')));
  assert.equal(record.cards.length, drills.length, 'one card per position');
  assert.equal(record.answered, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

// The rule's words in Chinese, on both screens, are the views' (tests/node/practice-view.test.mjs).
test('with the setting off a match keeps no cards; Practice and the statistics say the same rule', async () => {
  const rule = /when a match ends/i;
  const { page, context, errors } = await openPage(env, { path: '?fast' });
  await ready(page);
  await page.click('#settings-button');
  await page.uncheck('#settings input[name=practice]');
  await page.click('#settings-done');
  await startMatch(page, { mode: 'computer', level: 'expert', seed: SEED });
  await playToEndInPage(page);
  await openPractice(page);
  assert.equal(await dueCount(page), 0);
  assert.equal(await page.evaluate(() => localStorage.getItem('duel21.practice')), null);
  const empty = await page.textContent('#practice-start');
  assert.match(empty, rule);
  await page.click('#practice-back');
  await page.click('#stats-button');
  await page.waitForSelector('#stats21-body tr');
  const stats = await page.textContent('#stats-page');
  assert.match(stats, rule);
  assert.deepEqual(errors, []);
  await context.close();
});

// The summary is drawn knowing whether to offer "Learn from your mistakes":
// the first frame it is shown in has the button (a match with costly
// decisions) or not (none), never with it added once drawn (a layout shift).
for (const [seed, level] of [[SEED, 'expert'], ['7', 'easy']]) {
  test(`the summary is shown with its Learn from your mistakes settled (seed ${seed}, ${level})`, async () => {
    const { page, context, errors } = await openPage(env, { path: '?fast' });
    await ready(page);
    await page.evaluate(() => {
      const summary = document.getElementById('summary');
      new MutationObserver(() => {
        if (summary.hidden || window.summaryFirst) return;
        window.summaryFirst = { learn: !document.getElementById('learn-summary').hidden, settled: summary.dataset.drills ?? null };
      }).observe(summary, { attributes: true, attributeFilter: ['hidden'] });
    });
    await startMatch(page, { mode: 'computer', level, seed });
    await playToEndInPage(page);
    await page.waitForSelector('#summary[data-drills]');
    const drills = (await engineDrills(page)).length;
    if (seed === SEED) assert.ok(drills > 0, 'a match with costly decisions');
    const first = await page.evaluate(() => window.summaryFirst);
    assert.deepEqual(first, { learn: drills > 0, settled: String(drills) }, 'the summary as first shown');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
