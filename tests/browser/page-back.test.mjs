// The browser's Back and Forward in a one-page game: Back from a screen
// opened from another returns to that one (rules, statistics, review, the
// 24点 solver; a table to the menu), Back from the menu leaves the page, and
// no Back, Forward or reload loses or changes a game: not with a question
// open, not while the computer is about to move, not while 24点's clock runs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openPage, ready, state, startMatch, start24, openTab, storedSaves, settle,
} from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const screenIs = (page, screen) => page.waitForFunction((s) => document.body.dataset.screen === s, screen);
const focused = (page) => page.evaluate(() => document.activeElement?.id ?? '');
const heard = (page) => page.waitForFunction(() => document.getElementById('live').textContent !== '')
  .then(() => page.textContent('#live'));

test('Back from the rules, the statistics and the solver returns to the menu; Back from the menu leaves', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast' });
  await ready(page);
  const home = page.url();
  for (const [button, screen] of [['#rules-button', 'rules'], ['#stats-button', 'stats']]) {
    await page.click(button);
    await screenIs(page, screen);
    await page.goBack();
    await screenIs(page, 'menu');
    assert.equal(page.url(), home, 'the address never changes');
    assert.equal(await focused(page), 'start');
    assert.match(await heard(page), /New match/);
  }
  await page.check('input[name=game][value="24"]');
  await page.click('[data-action="solve24-open"]');
  await screenIs(page, 'solve24');
  await page.goBack();
  await screenIs(page, 'menu');
  // Forward shows the solver again, and its own Back button is the browser's.
  await page.goForward();
  await screenIs(page, 'solve24');
  await page.click('#solve24 [data-action="back"]');
  await screenIs(page, 'menu');
  await page.goBack();
  assert.equal(page.url(), 'about:blank', 'Back from the menu leaves the page');
  assert.deepEqual(errors, []);
  await context.close();
});

test("Back from the 21点 table's sub-screens returns to the table, from the table to the menu, and the match is intact", async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: 9 });
  await page.click('#take');
  const before = await state(page);
  for (const [button, screen] of [['#rules-button', 'rules'], ['#stats-button', 'stats']]) {
    await page.click(button);
    await screenIs(page, screen);
    await page.goBack();
    await screenIs(page, 'play');
    assert.deepEqual(await state(page), before);
    assert.equal(await focused(page), 'take');
  }
  // The review between rounds.
  for (let s = await state(page); s.phase === 'drawing'; s = await state(page)) await page.click('#stand');
  const decided = await state(page);
  await page.click('#review-open');
  await screenIs(page, 'review');
  await page.goBack();
  await screenIs(page, 'play');
  assert.equal(await focused(page), 'review-open', 'the focus is back on the button that opened the review');
  await page.goForward();
  await screenIs(page, 'review');
  await page.goBack();
  await screenIs(page, 'play');
  // The table: Back shows the menu, where the match waits among the saved ones.
  await page.goBack();
  await screenIs(page, 'menu');
  assert.equal(await page.isVisible('#saved-list button'), true);
  assert.match(await heard(page), /New match/);
  // Forward: the same table, the match exactly as it was.
  await page.goForward();
  await screenIs(page, 'play');
  assert.deepEqual(await state(page), decided);
  assert.equal(await focused(page), 'next');
  assert.match(await heard(page), /21点/);
  // Continue from the menu is the same table too, and Back from the menu leaves.
  await page.goBack();
  await screenIs(page, 'menu');
  await page.click('#saved-list button');
  await screenIs(page, 'play');
  assert.deepEqual(await state(page), decided);
  await page.goBack();
  await screenIs(page, 'menu');
  await page.goBack();
  assert.equal(page.url(), 'about:blank');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Back while the computer is about to move: the match waits on the menu and goes on from where it was', async () => {
  const { page, context, errors } = await openPage(env, { path: '?pause=1500', clock: true });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'easy', computerSeat: 'p1', seed: 3 });
  const s0 = await state(page);
  assert.ok(s0.computer_turn, 'the computer moves first');
  await page.goBack();
  await screenIs(page, 'menu');
  await page.clock.runFor(2500);
  assert.deepEqual(await state(page), s0, 'no move was made while the table was away');
  await page.goForward();
  await screenIs(page, 'play');
  await page.waitForFunction((v) => window.duel.state().version > v, s0.version);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Back from 24点's table shows the menu with every clock stopped; Forward starts them again", async () => {
  const { page, context, errors } = await openPage(env, { path: '?seed=42&think=2500', clock: true });
  await ready(page);
  await start24(page, { mode: 'computer', level: 'expert' });
  await page.click('#rules-button');
  await screenIs(page, 'rules');
  await page.goBack();
  await screenIs(page, 'play24');
  await page.goBack();
  await screenIs(page, 'menu');
  // The menu's heading names the game chosen on it (24点, the last one started).
  assert.ok(await page.isChecked('input[name=game][value="24"]'));
  assert.equal(await page.title(), '24点 · Make 24');
  // Longer than the computer's whole think time: it must not have answered.
  await page.clock.runFor(3500);
  assert.equal((await page.evaluate(() => window.game24.state())).phase, 'playing');
  await page.goForward();
  await screenIs(page, 'play24');
  assert.equal(await focused(page), 'g24-expr');
  assert.match(await page.title(), /^24点/);
  await page.waitForFunction(() => window.game24.state().phase === 'deal_over');
  assert.deepEqual((await page.evaluate(() => window.game24.state())).scores, [0, 1]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Back with the confirmation open closes it and keeps the match; then Back shows the menu', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: 5 });
  await page.click('#take');
  const before = await state(page);
  const saves = await storedSaves(page);
  await page.click('#new-match');
  await page.waitForSelector('#confirm[open]');
  await page.goBack();
  await page.waitForFunction(() => !document.getElementById('confirm').open);
  await settle(page);
  assert.equal(await page.evaluate(() => document.body.dataset.screen), 'play');
  assert.deepEqual(await state(page), before);
  assert.deepEqual(await storedSaves(page), saves);
  // The table's entry is still there: Back now goes to the menu, Forward returns.
  await page.goBack();
  await screenIs(page, 'menu');
  await page.goForward();
  await screenIs(page, 'play');
  assert.deepEqual(await state(page), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Back while the question about another tab's save is open keeps the question and both matches", async () => {
  const { page: a, errors, context } = await openPage(env, { path: '?seed=7&fast' });
  await ready(a);
  await startMatch(a, { mode: 'pvp' });
  await a.click('#take');
  const b = await openTab(env, context, errors, { path: '?fast' });
  const start = await state(b);
  await b.click('#stand');
  const moved = await storedSaves(b);
  await a.waitForSelector('#conflict', { state: 'visible', timeout: 3000 });
  await a.goBack();
  await settle(a);
  assert.equal(await a.evaluate(() => document.body.dataset.screen), 'play');
  assert.ok(await a.isVisible('#conflict'), 'the question stays until it is answered');
  assert.equal(await focused(a), 'conflict');
  assert.deepEqual(await state(a), start);
  assert.deepEqual(await storedSaves(a), moved);
  // Answered, the table's Back works as ever.
  await a.click('#conflict-load');
  await a.goBack();
  await screenIs(a, 'menu');
  assert.deepEqual(await storedSaves(a), moved);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reload after Back and Forward lands on the screen of its entry, the match intact', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: 11 });
  await page.click('#take');
  const before = await state(page);
  // The menu's entry: a reload shows the menu, the match among the saved ones.
  await page.goBack();
  await screenIs(page, 'menu');
  await page.reload();
  await ready(page);
  assert.equal(await page.evaluate(() => document.body.dataset.screen), 'menu');
  assert.equal(await page.isVisible('#saved-list button'), true);
  // Forward after the reload: the table's entry resumes its match.
  await page.goForward();
  await screenIs(page, 'play');
  assert.deepEqual(await state(page), before);
  // The rules' entry: a reload shows the rules again, and Back the table.
  await page.click('#rules-button');
  await screenIs(page, 'rules');
  await page.reload();
  await ready(page);
  await screenIs(page, 'rules');
  await page.goBack();
  await screenIs(page, 'play');
  assert.deepEqual(await state(page), before);
  // A first visit that resumes a match has the menu under its table.
  const fresh = await context.newPage();
  await fresh.goto(env.server.url + '?fast');
  await ready(fresh);
  await screenIs(fresh, 'play');
  await fresh.goBack();
  await screenIs(fresh, 'menu');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a shared review's link: Back shows the menu under it, Forward the review again, and the page's Back is the browser's", async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: 4 });
  for (let s = await state(page); s.phase === 'drawing'; s = await state(page)) await page.click('#stand');
  await page.click('#review-open');
  await screenIs(page, 'review');
  const code = await page.evaluate(() => window.duelReview.code());
  assert.deepEqual(errors, []);
  await context.close();
  const { page: p, context: c, errors: pErrors } = await openPage(env, { path: `?review=${encodeURIComponent(code)}` });
  await ready(p);
  await screenIs(p, 'review');
  await p.goBack();
  await screenIs(p, 'menu');
  assert.equal(new URL(p.url()).searchParams.get('review'), null, 'a reload here shows the menu');
  await p.goForward();
  await screenIs(p, 'review');
  assert.equal(await focused(p), 'review-title');
  await p.reload();
  await ready(p);
  await screenIs(p, 'review');
  await p.click('#review-back');
  await screenIs(p, 'menu');
  await p.goBack();
  assert.equal(p.url(), 'about:blank');
  assert.deepEqual(pErrors, []);
  await c.close();
});

test('a confirmation the browser closes by itself (Android Back) is a "no": the match stays, and Back then works', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: 5 });
  await page.click('#take');
  const before = await state(page);
  await page.click('#new-match');
  await page.waitForSelector('#confirm[open]');
  // As a close watcher does without user activation: closed, no cancel event.
  await page.evaluate(() => document.getElementById('confirm').close());
  await page.waitForFunction(() => document.activeElement?.id === 'take');
  assert.deepEqual(await state(page), before);
  await page.goBack();
  await screenIs(page, 'menu');
  assert.deepEqual(errors, []);
  await context.close();
});
