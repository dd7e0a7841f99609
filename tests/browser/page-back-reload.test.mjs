// Back after a reload, and entries the page did not make: the screen an
// entry goes back to is shown whole (the statistics loaded first, a review
// made again from its match), and an entry whose `back` names no screen, or
// a table whose game is gone, goes back to the menu — never to an empty
// screen, a raw error or a page that no longer answers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, state, startMatch } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const screenIs = (page, screen) => page.waitForFunction((s) => document.body.dataset.screen === s, screen);
const rulesBack = (page) => page.click('#rules-back');

test('statistics, then the rules, a reload, and the rules’ Back: the statistics are shown whole, with no error', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast' });
  await ready(page);
  await page.click('#stats-button');
  await screenIs(page, 'stats');
  await page.waitForSelector('#stats-page table tbody tr');
  await page.click('#rules-button');
  await screenIs(page, 'rules');
  await page.reload();
  await ready(page);
  await screenIs(page, 'rules');
  await rulesBack(page);
  await screenIs(page, 'stats');
  await page.waitForSelector('#stats-page table tbody tr');
  assert.equal(await page.isVisible('#notice'), false, 'no alert');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'stats-title');
  // And on to the menu, with nothing left behind.
  await page.click('#stats-back');
  await screenIs(page, 'menu');
  assert.equal(await page.isVisible('#notice'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a review, then the rules, a reload, and the rules’ Back: the review is made again from its match', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: 9 });
  for (let s = await state(page); s.phase === 'drawing'; s = await state(page)) await page.click('#stand');
  await page.click('#review-open');
  await screenIs(page, 'review');
  const seats = await page.textContent('#review-seats');
  assert.notEqual(seats.trim(), '');
  await page.click('#rules-button');
  await screenIs(page, 'rules');
  await page.reload();
  await ready(page);
  await rulesBack(page);
  await screenIs(page, 'review');
  assert.equal(await page.textContent('#review-seats'), seats, 'the same review, not an empty one');
  // Its Back is the table's, with the match as it was.
  await page.click('#review-back');
  await screenIs(page, 'play');
  assert.notEqual((await state(page)).phase, 'drawing');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an entry whose Back names no screen, or a table with no game, goes back to the menu', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast' });
  await ready(page);
  for (const back of ['trap', 'loading', 'nowhere', 'constructor', 'play', 'play24', 42, null]) {
    await page.click('#rules-button');
    await screenIs(page, 'rules');
    await page.evaluate((b) => history.replaceState({ ...history.state, back: b }, ''), back);
    await rulesBack(page);
    await screenIs(page, 'menu');
    assert.equal(await page.isVisible('#start'), true, `back: ${back}`);
  }
  // The menu still answers.
  await page.click('#start');
  await screenIs(page, 'play');
  // A forged popstate whose state throws when read changes nothing.
  await page.evaluate(() => {
    const state = { get screen() { throw new Error('boom'); } };
    dispatchEvent(new PopStateEvent('popstate', { state }));
    dispatchEvent(new PopStateEvent('popstate', { state: new Proxy({}, { get() { throw new Error('boom'); } }) }));
  });
  await screenIs(page, 'play');
  assert.deepEqual(errors, []);
  await context.close();
});
