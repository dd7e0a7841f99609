// The review of a match against the computer: a double click on a point of
// the win-chance graph leaves the focus on the replay's title, as a single
// click does (the table scrolls under the pointer); a computer under its
// default name is not named twice on its seat's card, in either language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, humanOrDone, wantsCard, settle } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

async function playToEnd(page) {
  for (let i = 0; i < 400; i += 1) {
    const s = await humanOrDone(page);
    if (s.phase === 'match_over') return;
    if (s.can_next) await page.click('#next');
    else await page.click(wantsCard(s) ? '#take' : '#stand');
  }
  throw new Error('the match did not end');
}

test('a double click on a graph point keeps the focus on the replay; the computer is named once, in both languages', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast', viewport: { width: 1280, height: 800 } });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'expert', seed: '8321839832661118' });
  await playToEnd(page);
  await page.click('#review-summary');
  await page.waitForSelector('#review:not([hidden]) #graph .point');
  const card = () => page.textContent('#review-seats .seat-sum:has(.tag) h4');
  assert.match(await card(), /^Computer ?Expert$/);
  await page.keyboard.press('l');
  await page.waitForFunction(() => document.documentElement.lang.startsWith('zh'));
  assert.match(await card(), /^电脑 ?专家$/);
  await page.keyboard.press('l');
  await page.waitForFunction(() => document.documentElement.lang === 'en');

  const points = page.locator('#graph .point');
  await points.nth(2).click();
  assert.equal(await page.evaluate(() => document.activeElement.id), 'replay-title');
  await points.nth(4).dblclick();
  await settle(page);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'replay-title', 'the double click keeps the focus');
  assert.deepEqual(errors, []);
  await context.close();
});
