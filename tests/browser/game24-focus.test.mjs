// 24点's keyboard focus in real Chromium: the page's load leaves it where it
// was (the menu's Start), pressing Start puts it in the answer field, a wrong
// answer keeps it there, a finished deal moves it to Next deal, and Next
// deal (by key or by click) brings it back to the field; a whole solo deal is
// played from Start with the keyboard alone. On a touch screen the field is
// never focused by itself (the cards and the pad are its keyboard). The
// table is drawn again every second of a deal (its clock): the focus stays
// on the card it was on. Seed 42
// deals K♣ 3♣ Q♠ K♦, then 4♣ 8♦ 4♠ A♣.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const state = (page) => page.evaluate(() => window.game24.state());
const focused = (page) => page.evaluate(() => document.activeElement?.id ?? null);

/** Chooses 24点 solo in the menu, then moves the focus to Start (by keyboard, as a player would). */
async function toStart(page) {
  await page.check('input[name=game][value="24"]');
  await page.check('input[name=mode24][value=solo]');
  await page.focus('#start');
}

test('Start puts the focus in the answer field; answers and deals keep it sensible', async () => {
  const { page, errors } = await openPage(env, { path: '?seed=42' });
  await ready(page);
  // Loading the page does not put the focus in the (hidden) answer field.
  assert.notEqual(await focused(page), 'g24-expr');
  await toStart(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
  assert.equal(await focused(page), 'g24-expr', 'after Start');

  // A wrong answer typed straight away: the field keeps the focus.
  await page.keyboard.type('K+K-3+Q');
  await page.keyboard.press('Enter');
  assert.match(await page.textContent('#g24-msg'), /that makes 35, not 24/);
  assert.equal(await focused(page), 'g24-expr', 'after a wrong answer');

  // The right one: the deal is over, the focus is on Next deal.
  await page.fill('#g24-expr', '');
  await page.keyboard.type('(3-K/K)*Q');
  await page.keyboard.press('Enter');
  assert.equal((await state(page)).phase, 'deal_over');
  assert.equal(await focused(page), 'g24-next', 'after the deal is solved');

  // Enter on Next deal: a new deal, the field has the focus again.
  await page.keyboard.press('Enter');
  let s = await state(page);
  assert.deepEqual(s.deal.cards, ['4♣', '8♦', '4♠', 'A♣']);
  assert.equal(s.phase, 'playing');
  assert.equal(await focused(page), 'g24-expr', 'after Next deal by keyboard');

  // A claim by key ends the deal; a click on Next deal also gives the field the focus.
  await page.keyboard.press('Escape');
  await page.keyboard.press('x');
  assert.equal((await state(page)).phase, 'deal_over');
  await page.click('#play24 [data-action="next"]');
  s = await state(page);
  assert.equal(s.deal.index, 2);
  assert.equal(await focused(page), 'g24-expr', 'after Next deal by click');
  assert.deepEqual(errors, []);
});

test('a reload resumes with the focus in the field; back to the menu and Start again too', async () => {
  const { page, errors } = await openPage(env, { path: '?seed=42' });
  await ready(page);
  await toStart(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
  await page.reload();
  await ready(page);
  assert.equal(await focused(page), 'g24-expr', 'a resumed open deal');
  assert.deepEqual(errors, []);
});

test('on a touch screen, Start does not focus the field (no on-screen keyboard pops up)', async () => {
  const { page, errors, context } = await openPage(env, {
    path: '?seed=42', viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true,
  });
  await ready(page);
  assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), true);
  await toStart(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
  assert.notEqual(await focused(page), 'g24-expr');
  await page.reload();
  await ready(page);
  assert.notEqual(await focused(page), 'g24-expr', 'nor does a resumed deal on load');
  await context.close();
  assert.deepEqual(errors, []);
});

test('on a short window (200 % zoom), the focus on the field keeps the cards in sight', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast', viewport: { width: 640, height: 400 } });
  await ready(page);
  await page.check('input[name=game][value="24"]');
  await page.click('#start');
  await page.waitForFunction(() => document.body.dataset.screen === 'play24' && document.activeElement?.id === 'g24-expr');
  const inSight = (id) => page.$eval(`#${id}`, (e) => {
    const r = e.getBoundingClientRect();
    return r.top > -1 && r.bottom < innerHeight + 1;
  });
  assert.equal(await inSight('g24-cards'), true, 'the cards');
  assert.equal(await inSight('g24-expr'), true, 'the field');
  // A race (the focus on the status line) started from a menu scrolled down.
  await page.goBack();
  await page.waitForFunction(() => document.body.dataset.screen === 'menu');
  await page.check('input[name=mode24][value="race"]');
  await page.$eval('#start', (b) => b.scrollIntoView({ block: 'end' }));
  await page.click('#start');
  await page.waitForFunction(() => document.body.dataset.screen === 'play24');
  assert.equal(await inSight('g24-cards'), true, 'the cards in a race');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the table drawn again every second keeps the focus on a card and the live line as it was', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42&think=60000', clock: true });
  await ready(page);
  await page.check('input[name=game][value="24"]');
  await page.check('input[name=mode24][value=computer]');
  await page.click('#start');
  await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
  await page.fill('#g24-expr', 'K+K');
  await page.focus('#g24-cards button:nth-child(2)');
  const card = await page.evaluate(() => document.activeElement.dataset.card);
  // The page's time stops here and moves only as the test moves it, so the
  // 3 s below are 3 s of the think bar's however busy the machine is.
  // Pausing asks for a time still ahead of the page's: on a busy machine
  // the 50 ms may be gone before the call arrives, so it asks again.
  for (let tries = 1; ; tries += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 50));
      break;
    } catch (e) {
      if (tries === 5 || !/to the past/.test(e.message)) throw e;
    }
  }
  const before = await page.evaluate(() => ({
    timer: document.getElementById('g24-timer').textContent,
    live: document.getElementById('g24-live').textContent,
    think: document.getElementById('g24-think-bar').getAttribute('aria-valuenow'),
  }));
  await page.clock.runFor(3000);
  const after = await page.evaluate(() => ({
    timer: document.getElementById('g24-timer').textContent,
    live: document.getElementById('g24-live').textContent,
    focused: document.activeElement.dataset.card,
    same: document.activeElement === document.querySelector('#g24-cards button:nth-child(2)'),
    think: document.getElementById('g24-think-bar').getAttribute('aria-valuenow'),
    shown: !document.getElementById('g24-think').hidden,
  }));
  assert.notEqual(after.timer, before.timer, 'the clock moved on');
  // 3 s of the page's time on its clock; the line is drawn once a second,
  // so it shows 2 to 4 s more than it did.
  const seconds = (text) => {
    const [, m, sec] = text.match(/(\d+):(\d\d)/);
    return Number(m) * 60 + Number(sec);
  };
  assert.match(after.timer, /0:0\d/);
  const moved = seconds(after.timer) - seconds(before.timer);
  assert.ok(moved >= 2 && moved <= 4, `the clock went from ${before.timer} to ${after.timer}`);
  assert.equal(after.live, before.live, 'the live value line is unchanged');
  assert.equal(after.focused, card, 'the focus is still on the same card');
  assert.ok(after.same, 'on the same button');
  assert.ok(after.shown, "the computer's think bar is shown");
  // Its value is its time so far: 3 s of 60 s more than before (the real
  // time the page took to get here, on a busy machine a second or more,
  // counts too, so the step is measured, not the value).
  const step = Number(after.think) - Number(before.think);
  assert.ok(step >= 4 && step <= 6, `the think bar went from ${before.think} % to ${after.think} %`);
  assert.deepEqual(errors, []);
  await context.close();
});
