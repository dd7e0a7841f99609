// The review link of a match dealt without a seed (an online match's cards,
// `?review=21.2.<52 letters>…`): its replay steps to every move and End,
// and "Learn from your mistakes" asks its costly decisions, with no notice
// on the page at any point (the replay and the drills used to refuse such a
// match as a damaged save).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

// Any 52 distinct card letters are a deck; each round both stand, then the next is dealt.
const DECK = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const MOVES = 'ssnssnss';

test('a review link of a dealt match replays every step and learns, with no notice', async () => {
  const { page, errors, context } = await openPage(env, { path: `?review=21.2.${DECK}.pe2a.${MOVES}` });
  await ready(page);
  await page.waitForSelector('#review:not([hidden])');
  const notice = async (when) => assert.ok(await page.isHidden('#notice'), `${when}: ${await page.textContent('#notice')}`);
  await notice('opened');
  assert.match(await page.textContent('#review-match'), /· dealt online, no seed( ·|$)/);
  assert.doesNotMatch(await page.textContent('#review-match'), /—/);
  await page.locator('#replay').scrollIntoViewIfNeeded();
  const steps = [];
  for (let i = 0; i <= MOVES.length; i += 1) {
    steps.push(await page.getAttribute('#replay-table', 'data-step'));
    if (i < MOVES.length) await page.click('#replay-next');
  }
  await notice('stepped');
  assert.deepEqual(steps, [...Array(MOVES.length + 1).keys()].map(String));
  await page.click('#replay-first');
  await page.click('#replay-last');
  assert.equal(await page.getAttribute('#replay-table', 'data-step'), String(MOVES.length));
  await notice('at the end');
  await page.click('#learn-start');
  await page.waitForSelector('#learn-drill:not([hidden])');
  await notice('learning');
  assert.notEqual((await page.textContent('#learn')).trim(), '');
  assert.deepEqual(errors, []);
  await context.close();
});
