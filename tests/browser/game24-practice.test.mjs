// 24点 practice by difficulty in real Chromium, on a 360 px phone: the
// menu's practice choice (only for solo, reachable with Tab, both
// languages, no horizontal scroll), a hard practice game whose 13 deals the
// engine rates hard, the after-deal line with a typical player's time, the
// summary comparing the player's times with the model's, a rematch that
// deals the same practice deals, and a reload that resumes the practice game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, keepShot } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const state = (page) => page.evaluate(() => window.game24.state());
const noScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Ends every open deal by giving up until the game is over. */
async function giveUpToTheEnd(page) {
  for (;;) {
    const s = await state(page);
    if (s.phase === 'game_over') return;
    if (s.phase === 'playing') {
      await page.click('[data-action="giveup24"]');
    } else {
      await page.click('#g24-next');
    }
  }
}

test('practice: the menu choice, hard deals only, the summary against people’s times, rematch and reload', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42', viewport: { width: 360, height: 640 } });
  await ready(page);
  await page.check('input[name=game][value="24"]');
  await page.check('input[name=mode24][value=solo]');
  // Only for solo.
  assert.equal(await page.isVisible('select[name=practice24]'), true);
  await page.check('input[name=mode24][value=computer]');
  assert.equal(await page.isVisible('select[name=practice24]'), false);
  await page.check('input[name=mode24][value=solo]');
  assert.deepEqual(
    await page.$$eval('select[name=practice24] option', (os) => os.map((o) => o.value)),
    ['any', 'easy', 'medium', 'hard', 'mixed'],
  );
  // Reachable with Tab from the solo radio button.
  await page.focus('input[name=mode24][value=solo]');
  let reached = false;
  for (let i = 0; i < 8 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => document.activeElement?.name === 'practice24');
  }
  assert.ok(reached, 'Tab reaches the practice choice');
  await page.selectOption('select[name=practice24]', 'hard');
  assert.ok(await noScroll(page));
  await keepShot(page, `game24-practice-menu.png`, { fullPage: true });
  await page.click('#lang-toggle');
  assert.match(await page.textContent('#g24-practice'), /只出困难的/);
  assert.ok(await noScroll(page));
  await keepShot(page, `game24-practice-menu-zh.png`, { fullPage: true });
  await page.click('#lang-toggle');

  await page.click('#start');
  await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
  let s = await state(page);
  assert.deepEqual(s.practice, { deals: 'hard', seed: '42' });
  assert.equal(s.seed, '42', 'the seed that deals this practice game again');
  assert.deepEqual(s.expected, [], 'the open deal is not rated before it ends');
  const first = s.deal.cards;

  // Give up on deal 1: the solutions and a typical player's time show.
  await page.click('[data-action="giveup24"]');
  assert.match(await page.textContent('#g24-solutions .rating'), /^Difficulty: hard · people take about (\d+ s|\d+:\d\d) on this deal; \d+% of them solve it$/);
  // The figures are the engine's model's for this deal.
  const rated = (await state(page)).expected[0];
  assert.ok(
    (await page.textContent('#g24-solutions .rating')).endsWith(`; ${Math.round(rated.solved * 100)}% of them solve it`),
    JSON.stringify(rated),
  );
  const answer = (await page.textContent('#g24-solutions .list li')).replace(/ = 24$/, '');
  await giveUpToTheEnd(page);
  s = await state(page);
  assert.equal(s.expected.length, 13);
  assert.deepEqual(s.expected.map((e) => e.difficulty), Array(13).fill('hard'));
  assert.equal(await page.locator('#g24-compare-body tr').count(), 13);
  assert.deepEqual(
    await page.$$eval('#g24-compare-body tr', (rows) => rows.map((r) => r.dataset.difficulty)),
    Array(13).fill('hard'),
  );

  // Rematch: the same practice deals; solve deal 1 with the answer seen.
  await page.click('#g24-rematch');
  s = await state(page);
  assert.deepEqual(s.practice, { deals: 'hard', seed: '42' });
  assert.deepEqual(s.deal.cards, first);
  await page.fill('#g24-expr', answer);
  await page.keyboard.press('Enter');
  s = await state(page);
  assert.equal(s.history[0].winner, 'p1');

  // A reload resumes the practice game where it was.
  await page.reload();
  await ready(page);
  await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
  s = await state(page);
  assert.deepEqual(s.practice, { deals: 'hard', seed: '42' });
  assert.equal(s.history.length, 1);

  await giveUpToTheEnd(page);
  const you = await page.textContent('#g24-compare-body tr[data-deal="1"] .you');
  assert.match(you, /^\d+:\d\d$/, 'the solved deal shows the player\'s time');
  assert.match(await page.textContent('#g24-compare'), /Faster than people typically are on [01] of the 1 deals you solved/);
  // People's time as the deal's result says it, the label beside it.
  const people = await page.textContent('#g24-compare-body tr[data-deal="1"] .typical');
  assert.match(people, /^about (\d+ s|\d+:\d\d) · hard$/);
  assert.match(await page.textContent('#g24-compare thead'), /People take/);
  assert.ok(await noScroll(page));
  await keepShot(page.locator('#g24-summary'), `game24-practice-summary.png`);
  await page.click('#lang-toggle');
  assert.match(await page.textContent('#g24-compare'), /你的用时与大家的用时/);
  assert.match(await page.textContent('#g24-compare-body tr[data-deal="1"] .typical'), /^约 (\d+ 秒|\d+:\d\d) · 困难$/);
  assert.ok(await noScroll(page));
  await keepShot(page.locator('#g24-summary'), `game24-practice-summary-zh.png`);
  assert.deepEqual(errors, []);
  await context.close();
});
