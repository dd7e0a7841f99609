// 24点's fair play, words and new screens in real Chromium: every clock stops
// while the rules are open; a
// hint's cost said on the banner, in the live region and the deals table,
// and no hint in a race by button or key; a buzz has 30 s (a countdown) and
// then the point goes to the other; P never types into P1's answer; labels
// in Chinese; separate sentences and the final result announced; the daily
// deal on the device's date with a result to share. Seed
// 42 deals K♣ 3♣ Q♠ K♦ first. The rules themselves (the hint's cost, the
// think time by difficulty, the daily deck by date) are tests/game24_fair.rs's;
// giving up against the computer and "You win!" are tests/node/game24-ctrl's
// and game24-view's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, start24, typeAnswer } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const state = (page) => page.evaluate(() => window.game24.state());

/** The live region's next text. */
async function announced(page, re) {
  await page.waitForFunction((src) => new RegExp(src, 'u').test(document.getElementById('live').textContent), re.source);
  return page.textContent('#live');
}

/** A page whose local date is `ymd` (Date and Date.now mocked before any script runs). */
async function pageOn(ymd) {
  const context = await env.browser.newContext({ locale: 'en-US' });
  await context.addInitScript((day) => {
    const [y, m, d] = day.split('-').map(Number);
    const fixed = new Date(y, m - 1, d, 12, 0, 0).getTime();
    const Real = Date;
    const start = Real.now();
    // The mocked day's noon, moving on with real time.
    globalThis.Date = class extends Real {
      constructor(...a) { super(...(a.length ? a : [fixed + (Real.now() - start)])); }
      static now() { return fixed + (Real.now() - start); }
    };
  }, ymd);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(env.server.url);
  await ready(page);
  return { page, context, errors };
}

test('the rules page and the statistics stop the computer’s clock, and Back starts it again', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42&think=2500', clock: true });
  await ready(page);
  await start24(page, { mode: 'computer', level: 'expert' });
  await page.click('#rules-button');
  // Longer than the computer's whole think time: it must not have answered.
  await page.clock.runFor(4000);
  let s = await state(page);
  assert.equal(s.phase, 'playing', 'the computer answered while the rules were open');
  assert.deepEqual(s.scores, [0, 0]);
  await page.click('#rules-back');
  assert.match(await page.textContent('#g24-timer'), /0:0[0-2]/, 'the deal’s clock stopped too');
  // The statistics screen covers the deal as well: the clocks stop there too.
  await page.click('#stats-button');
  await page.waitForSelector('#stats-page', { state: 'visible' });
  await page.clock.runFor(4000);
  s = await state(page);
  assert.equal(s.phase, 'playing', 'the computer answered while the statistics were open');
  await page.click('#stats-back');
  assert.match(await page.textContent('#g24-timer'), /0:0[0-3]/, 'the deal’s clock stopped on the statistics screen');
  await page.waitForFunction(() => window.game24.state().phase === 'deal_over');
  s = await state(page);
  assert.deepEqual(s.scores, [0, 1]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a hidden tab stops the computer’s clock too', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42&think=2500', clock: true });
  await ready(page);
  await start24(page, { mode: 'computer', level: 'expert' });
  const visibility = (hidden) => page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { value: h, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: h ? 'hidden' : 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await visibility(true);
  await page.clock.runFor(4000);
  assert.equal((await state(page)).phase, 'playing', 'the computer answered while the tab was hidden');
  await visibility(false);
  await page.waitForFunction(() => window.game24.state().phase === 'deal_over');
  assert.deepEqual((await state(page)).scores, [0, 1]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a hint costs the point; a race has no hint', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42' });
  await ready(page);
  await start24(page);
  await page.click('[data-action="hint24"]');
  await typeAnswer(page, '(3 - K/K) * Q');
  let s = await state(page);
  assert.equal(s.last.end.reason, 'solved');
  assert.match(await page.textContent('#g24-banner'), /A hint was used: no point/);
  // Separate sentences, as a screen reader says them.
  assert.match(await announced(page, /hint was used/), /You solved it: \(3 − 13 ÷ 13\) × 12\. A hint was used: no point\./);
  // The deals table says the same: no point, not a won deal.
  assert.equal(await page.textContent('#g24-history-body tr[data-deal="1"] td.result'), 'No point (hint)');
  await context.close();

  const race = await openPage(env, { path: '?seed=42' });
  await ready(race.page);
  await start24(race.page, { mode: 'race' });
  assert.equal(await race.page.isVisible('[data-action="hint24"]'), false);
  await race.page.keyboard.press('h');
  await race.page.keyboard.press('z');
  await race.page.keyboard.press('Escape');
  await race.page.keyboard.press('h');
  s = await state(race.page);
  assert.equal(s.hints, 0);
  assert.ok(!s.legal.includes('hint'));
  assert.equal(await race.page.isVisible('[data-action="hint24"]'), false);
  assert.deepEqual(errors, []);
  assert.deepEqual(race.errors, []);
  await race.context.close();
});

test('race: P never types into P1’s answer; a buzz has 30 s, then the point goes to the other', async () => {
  // A fake clock (timers and performance.now) so 30 s pass at once.
  const context = await env.browser.newContext({ locale: 'en-US' });
  await context.clock.install();
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(`${env.server.url}?seed=42`);
  await ready(page);
  await start24(page, { mode: 'race', names: ['Ann', 'Bo'] });
  await page.keyboard.press('z');
  assert.equal((await state(page)).buzzer, 'p1');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'g24-expr');
  // Bo presses P while Ann types: nothing reaches the field.
  await page.keyboard.type('(3-2)*11');
  await page.keyboard.press('p');
  await page.keyboard.press('P');
  await page.keyboard.press('z');
  assert.equal(await page.inputValue('#g24-expr'), '(3-2)*11');
  assert.equal((await state(page)).buzzer, 'p1');
  // The countdown, then time up: Bo's point.
  // (The fake clock still flows with real time: a loaded machine may show a second or two less.)
  assert.match(await page.textContent('#g24-countdown'), /(30|29|28) s left/);
  const s0 = await state(page);
  assert.equal(s0.buzz_deadline_ms - (s0.clock_ms ?? 0) >= 29000, true);
  await page.clock.runFor(20_000);
  assert.match(await page.textContent('#g24-countdown'), /([89]|1[0-2]) s left/);
  assert.equal((await state(page)).phase, 'playing');
  await page.clock.runFor(11_000);
  await page.waitForFunction(() => window.game24.state().phase === 'deal_over');
  const s = await state(page);
  assert.equal(s.last.end.reason, 'time_up');
  assert.deepEqual(s.scores, [0, 1]);
  assert.match(await page.textContent('#g24-banner'), /Ann buzzed but did not answer within 30 seconds; the point goes to Bo/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Chinese labels for cards, operators and the computer’s progress; solo asks for no names', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42&think=60000', locale: 'zh-CN' });
  await ready(page);
  await page.check('input[name=game][value="24"]');
  await page.check('input[name=mode24][value=solo]');
  assert.equal(await page.isVisible('input[name=name1]'), false);
  assert.equal(await page.isVisible('input[name=name2]'), false);
  await start24(page, { mode: 'computer' });
  // Accessible names as the browser computes them.
  const snap = await page.locator('#g24-cards').ariaSnapshot();
  for (const name of ['梅花K', '梅花3', '黑桃Q', '方块K']) assert.match(snap, new RegExp(`button "${name}"`), snap);
  const ops = await page.$$eval('#g24-form .op[data-spoken]', (bs) => bs.map((b) => b.getAttribute('aria-label')));
  assert.deepEqual(ops, ['加', '减', '乘', '除', '左括号', '右括号']);
  assert.match(await page.locator('#g24-form').ariaSnapshot(), /button "除"/);
  assert.equal(await page.isVisible('#g24-think-label'), true);
  assert.match(await page.textContent('#g24-think-label'), /电脑 思考中|思考中/);
  assert.match(await page.locator('#g24-think').ariaSnapshot(), /progressbar "[^"]*思考中"/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('daily deal: the page deals the device’s date; the result is shared without answers', async () => {
  // The deck depends on the date alone (tests/game24_fair.rs,
  // the_daily_deal_depends_on_the_date_alone): here, that the page deals
  // the device's date.
  const a = await pageOn('2026-11-30');
  await start24(a.page, { mode: 'daily' });
  const s = await state(a.page);
  assert.equal(s.daily, '2026-11-30');
  assert.equal(s.mode, 'solo');
  assert.match(await a.page.textContent('#g24-deal-no'), /Daily deal 2026-11-30 · Deal 1 \/ 13/);
  // Play it through: the first deal solved (if it can be), the rest given up.
  await a.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (let i = 0; i < 13; i += 1) {
    await a.page.waitForFunction((n) => window.game24.state().deal.index === n, i);
    await a.page.keyboard.press('Escape');
    await a.page.keyboard.press('g');
    await a.page.waitForFunction(() => window.game24.state().phase !== 'playing');
    await a.page.keyboard.press('n');
  }
  await a.page.waitForFunction(() => window.game24.state().phase === 'game_over');
  const end = await state(a.page);
  // The real total, and each deal's time in the history.
  assert.equal(await a.page.textContent('#g24-timer'), `Total ${Math.floor(end.total_ms / 60000)}:${String(Math.floor(end.total_ms / 1000) % 60).padStart(2, '0')}`);
  const times = await a.page.$$eval('#g24-history-body td.time', (tds) => tds.map((td) => td.textContent));
  assert.equal(times.length, 13);
  assert.ok(times.every((t) => /^\d+:\d\d$/.test(t)), times.join(','));
  // The final result is announced.
  assert.match(await announced(a.page, /Game over/), /Game over\. 0 of 13 deals, total time \d+:\d\d\./);
  const text = await a.page.inputValue('#g24-share-text');
  // The day's first game: a streak of one day, said in the text.
  assert.match(text, /^24点 · daily deal 2026-11-30: 0\/13 points, total time \d+:\d\d · a streak of 1 day\n□{13}$/u);
  // No answer in it: no operator, no solution text.
  assert.doesNotMatch(text, /[+−×÷()]/u);
  await a.page.click('#g24-share-copy');
  await a.page.waitForFunction(() => /Copied/.test(document.getElementById('g24-share-copy').textContent));
  assert.equal(await a.page.evaluate(() => navigator.clipboard.readText()), text);
  assert.deepEqual(a.errors, []);
  await a.context.close();
});
