// 24点 in real Chromium: a seeded solo game played by typing, clicking and
// with the keyboard alone (a wrong answer, a syntax error with its position,
// a correct answer, a wrong and a right "no solution" claim), reload resumes,
// vs Computer with a short think time, the two-player race with buzz keys,
// the phone layout in both languages, and a damaged save; a reload resumes
// the deal's clock and, mid-race, whoever holds the buzzer. No console or page
// error anywhere. Seed 42 deals K♣ 3♣ Q♠ K♦, then 4♣ 8♦ 4♠ A♣, then the
// unsolvable 2♣ J♣ 2♥ 7♥, then 6♥ A♠ 7♦ 3♠ (the same deck as the duel's).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  launch, openPage, ready, keepShot, start24, typeAnswer, giveUpRest, deckOrder,
} from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const state = (page) => page.evaluate(() => window.game24.state());

test('solo: wrong, malformed and correct answers, both kinds of claim, keyboard, reload', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42' });
  await ready(page);
  await start24(page);
  let s = await state(page);
  assert.equal(s.mode, 'solo');
  assert.equal(s.seed, '42');
  assert.deepEqual(s.deal.cards, ['K♣', '3♣', 'Q♠', 'K♦']);
  const deck = readFileSync(new URL('../golden/seed-42.deck', import.meta.url), 'utf8').trim();
  assert.equal(await deckOrder(page, 'game24'), deck);
  assert.equal(await page.locator('#g24-cards .g24-card').count(), 4);
  assert.equal(await page.isVisible('#g24-score-p2'), false);
  // The heading names the game on screen.
  assert.equal(await page.textContent('h1 [data-i18n="title"]'), '24点 · Make 24');
  assert.equal(await page.title(), '24点 · Make 24');

  // The live value of what is built so far.
  await page.fill('#g24-expr', 'K ÷ K');
  assert.equal((await page.textContent('#g24-live')).trim(), '= 1');
  await page.fill('#g24-expr', '8 ÷ 3');
  assert.equal((await page.textContent('#g24-live')).trim(), '= 8/3');

  // A hint: the first step of the simplest solution (step 1 of its 3).
  await page.click('[data-action="hint24"]');
  assert.match(await page.textContent('#g24-status'), /^Hint, step 1 of 3: 13 ÷ 13 = 1 /);
  assert.equal((await state(page)).hints, 1);

  // A wrong answer: the value it made, and the deal goes on (solo).
  await typeAnswer(page, 'K + K - 3 + Q');
  assert.match(await page.textContent('#g24-msg'), /that makes 35, not 24/);
  s = await state(page);
  assert.equal(s.phase, 'playing');
  assert.deepEqual(s.scores, [0, 0]);

  // A syntax error with its position, marked in the text.
  await typeAnswer(page, '3 + * K');
  assert.match(await page.textContent('#g24-msg'), /a number or “\(” is missing here \(at character 5\)/);
  assert.equal(await page.textContent('#g24-marked mark'), '*');
  // A card used twice, and one that was not dealt.
  await typeAnswer(page, 'K * K * K / K');
  assert.match(await page.textContent('#g24-msg'), /13 is used more often than it was dealt \(at character 9\)/);
  await typeAnswer(page, '5 + 3 + Q + K');
  assert.match(await page.textContent('#g24-msg'), /5 is not one of the cards \(at character 1\)/);
  // Said once: the page's live region says it, the message beside the field is not a live region too.
  await page.waitForFunction(() => /5 is not one of the cards/.test(document.getElementById('live').textContent));
  assert.equal(await page.evaluate(() => [...document.querySelectorAll('[aria-live], [role=status], [role=alert], output')]
    .filter((r) => r.textContent.includes('5 is not one of the cards')).length), 1, 'one live region says it');
  assert.equal((await state(page)).phase, 'playing');

  // The correct answer, built by clicking cards and operators.
  await page.click('[data-action="g24-clear"]');
  const op = (sym) => page.click(`#g24-form .op:text-is("${sym}")`);
  const card = (c) => page.click(`#g24-cards [data-card="${c}"]`);
  await op('(');
  await card('3♣');
  await op('−');
  await card('K♣');
  await op('÷');
  await card('K♦');
  await op(')');
  await op('×');
  await card('Q♠');
  assert.equal(await page.inputValue('#g24-expr'), '(3 − K ÷ K) × Q');
  assert.equal((await page.textContent('#g24-live')).trim(), '= 24');
  assert.equal(await page.locator('#g24-cards .g24-card.used').count(), 4);
  await page.click('[data-action="submit24"]');
  s = await state(page);
  assert.equal(s.phase, 'deal_over');
  assert.deepEqual(s.scores, [0, 0], 'a hint was asked on this deal: it costs the point');
  assert.equal(s.last.end.reason, 'solved');
  assert.match(await page.textContent('#g24-banner'), /You solved it: \(3 − 13 ÷ 13\) × 12/);
  const shown = await page.$$eval('#g24-solutions li', (lis) => lis.map((li) => li.textContent));
  assert.deepEqual(shown, s.solutions.map((x) => `${x.text} = 24`));
  assert.ok(shown.length >= 1);

  // Keyboard only from here: N deals, X claims "no solution" (wrong here).
  await page.keyboard.press('Escape');
  await page.keyboard.press('n');
  s = await state(page);
  assert.deepEqual(s.deal.cards, ['4♣', '8♦', '4♠', 'A♣']);
  await page.keyboard.press('Escape');
  await page.keyboard.press('x');
  s = await state(page);
  assert.equal(s.last.end.reason, 'wrong_claim');
  assert.deepEqual(s.scores, [0, 0]);
  assert.ok(s.solutions.length > 0);
  assert.match(await page.textContent('#g24-banner'), /but there is one/);

  // The unsolvable deal: a right claim scores.
  await page.keyboard.press('n');
  s = await state(page);
  assert.deepEqual(s.deal.cards, ['2♣', 'J♣', '2♥', '7♥']);
  // H asks for a hint; there is none to give.
  await page.keyboard.press('Escape');
  await page.keyboard.press('h');
  assert.match(await page.textContent('#g24-status'), /may really have no solution/);
  await page.keyboard.press('x');
  s = await state(page);
  assert.equal(s.last.end.reason, 'right_claim');
  assert.deepEqual(s.scores, [0, 0], 'after a hint again');
  assert.match(await page.textContent('#g24-solutions h2'), /no solution/);

  // Deal 4 typed with the keyboard alone: the field has the focus after N.
  await page.keyboard.press('n');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'g24-expr');
  await page.keyboard.press('h');
  assert.match(await page.inputValue('#g24-expr'), /^h$/i);
  await page.keyboard.press('Backspace');
  await page.keyboard.type('3*6+7-1');
  await page.keyboard.press('Enter');
  s = await state(page);
  assert.equal(s.last.end.reason, 'solved');
  assert.deepEqual(s.scores, [1, 0]);
  assert.equal(await page.locator('#g24-history-body tr').count(), 4);
  // Every deal's time is the engine's, from the actions that ended them.
  assert.ok(s.history.every((r) => Number.isInteger(r.ms) && r.ms >= 0));
  assert.equal(s.total_ms, s.history.reduce((a, r) => a + r.ms, 0));
  await keepShot(page, `game24-desktop.png`, { fullPage: true });

  // A reload resumes the same table.
  await page.reload();
  await ready(page);
  assert.equal(await page.isVisible('#play24'), true);
  assert.deepEqual(await state(page), s);
  assert.equal(await page.locator('#g24-history-body tr').count(), 4);
  await page.keyboard.press('n');
  assert.deepEqual((await state(page)).deal.cards, ['Q♣', '2♦', '10♠', '5♦']);
  // The open deal's clock is in the save: a reload resumes it.
  await page.waitForFunction(() => /0:0[2-9]/.test(document.getElementById('g24-timer').textContent));
  await page.reload();
  await ready(page);
  s = await state(page);
  assert.equal(s.deal.index, 4);
  assert.ok(s.clock_ms >= 2000, `clock ${s.clock_ms}`);
  assert.match(await page.textContent('#g24-timer'), /0:0[2-9]/);
  assert.equal(await page.evaluate(() => localStorage.getItem('duel21.save.24clock')), null);
  await page.keyboard.press('Escape');
  await page.keyboard.press('g');
  s = await state(page);
  assert.ok(s.last.ms >= 2000, `deal time ${s.last.ms}`);
  // Leaving 24点 for the menu: the heading names the game chosen there
  // (24点, still), and the duel once it is chosen.
  // The game is not over, so M asks first; Tab to "Abandon", Enter.
  await page.keyboard.press('m');
  assert.equal(await page.isVisible('#confirm'), true);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.equal(await page.isVisible('#menu'), true);
  assert.equal(await page.textContent('h1 [data-i18n="title"]'), '24点 · Make 24');
  await page.check('#menu-form input[name=game][value="21"]');
  assert.equal(await page.textContent('h1 [data-i18n="title"]'), '21点 · Twenty-One Duel');
  assert.equal(await page.title(), '21点 · Twenty-One Duel');
  assert.deepEqual(errors, []);
  await context.close();
});

test('vs Computer: it answers after its think time; a wrong answer is its point', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42&think=1500' });
  await ready(page);
  await start24(page, { mode: 'computer', level: 'expert' });
  let s = await state(page);
  assert.equal(s.mode, 'vs_computer');
  assert.ok(s.think_ms > 0);
  assert.equal(await page.isVisible('#g24-think'), true);
  await page.waitForFunction(() => window.game24.state().phase === 'deal_over');
  s = await state(page);
  assert.equal(s.last.end.seat, 'p2');
  assert.deepEqual(s.scores, [0, 1]);
  assert.match(await page.textContent('#g24-banner'), /Computer got there first/);
  await keepShot(page, `game24-computer.png`, { fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();

  const slow = await openPage(env, { path: '?seed=42&think=60000' });
  await ready(slow.page);
  await start24(slow.page, { mode: 'computer' });
  await typeAnswer(slow.page, 'K + K - 3 + Q');
  s = await state(slow.page);
  assert.equal(s.last.end.reason, 'wrong_answer');
  assert.deepEqual(s.scores, [0, 1]);
  // The next deal: answered right before the computer.
  await slow.page.click('#play24 [data-action="next"]');
  await typeAnswer(slow.page, '1*4*4+8');
  s = await state(slow.page);
  assert.equal(s.last.end.reason, 'solved');
  assert.deepEqual(s.scores, [1, 1]);
  assert.deepEqual(slow.errors, []);
  await slow.context.close();
});

test('race: buzz keys; the first to buzz answers; a wrong answer is the other’s point', async () => {
  const evil = '<img src=x onerror=alert(1)>';
  const { page, errors, context } = await openPage(env, { path: '?seed=42' });
  await ready(page);
  await start24(page, { mode: 'race', names: ['Ann', evil] });
  assert.equal(await page.isVisible('[data-action="submit24"]'), false);
  assert.equal(await page.isDisabled('#g24-expr'), true);
  assert.equal(await page.textContent('#g24-score-p2 .name'), evil);
  assert.equal(await page.locator('#play24 img').count(), 0);

  await keepShot(page, `game24-race-buzz.png`);
  // Nobody has buzzed: the engine takes no answer yet.
  let s = await state(page);
  assert.equal(s.buzzer, null);
  assert.ok(s.legal.includes('buzz') && !s.legal.includes('answer'));
  // P2 buzzes (P) and answers wrong: Ann scores.
  await page.keyboard.press('p');
  assert.match(await page.textContent('#g24-status'), /buzzed: answer now/);
  assert.equal(await page.isVisible('[data-action="buzz1"]'), false);
  assert.equal((await state(page)).buzzer, 'p2');
  // Z now does nothing: the buzzer is taken.
  await page.keyboard.press('Escape');
  await page.keyboard.press('z');
  assert.equal((await state(page)).buzzer, 'p2');
  assert.equal(await page.isVisible('#notice'), false);
  await page.focus('#g24-expr');
  await page.keyboard.type('K+K+3-Q');
  await page.keyboard.press('Enter');
  s = await state(page);
  assert.equal(s.last.end.reason, 'wrong_answer');
  assert.equal(s.last.end.seat, 'p2');
  assert.deepEqual(s.scores, [1, 0]);

  // Ann buzzes (Z) on the next deal; a reload keeps her buzz.
  await page.click('#play24 [data-action="next"]');
  await page.keyboard.press('z');
  assert.equal((await state(page)).buzzer, 'p1');
  await page.reload();
  await ready(page);
  s = await state(page);
  assert.equal(s.buzzer, 'p1');
  assert.equal(s.deal.index, 1);
  assert.match(await page.textContent('#g24-status'), /Ann buzzed: answer now/);
  assert.equal(await page.isDisabled('#g24-expr'), false);
  assert.equal(await page.isVisible('[data-action="submit24"]'), true);
  assert.equal(await page.isVisible('[data-action="buzz2"]'), false);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'g24-expr');
  await keepShot(page, `game24-race-resumed.png`);
  await page.keyboard.type('(8 - 4) * (4 + 1) + 4');
  await page.keyboard.press('Enter');
  s = await state(page);
  assert.equal(s.phase, 'playing', 'uses the 4 twice and A once: refused, nothing changes');
  assert.match(await page.textContent('#g24-msg'), /used more often/);
  await page.fill('#g24-expr', '');
  await page.keyboard.type('1*4*4+8');
  await page.keyboard.press('Enter');
  s = await state(page);
  assert.equal(s.last.end.seat, 'p1');
  assert.deepEqual(s.scores, [2, 0]);
  await keepShot(page, `game24-race.png`, { fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('solo: the timer runs, 13 deals end in a summary, and a rematch deals the same cards', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42' });
  await ready(page);
  await start24(page);
  await page.waitForFunction(() => /0:0[1-9]/.test(document.getElementById('g24-timer').textContent));
  await typeAnswer(page, '(3 - K/K) * Q');
  await page.keyboard.press('n');
  await giveUpRest(page, 1);
  const s = await state(page);
  assert.equal(s.phase, 'game_over');
  assert.equal(s.history.length, 13);
  assert.deepEqual(s.scores, [1, 0]);
  assert.equal(await page.isVisible('#g24-summary'), true);
  assert.equal(await page.getAttribute('#g24-summary', 'data-scores'), '1:0');
  assert.match(await page.textContent('#g24-summary'), /1 of 13 deals, total time 0:0[1-9]/);
  assert.equal(await page.locator('#g24-history-body tr').count(), 13);
  await keepShot(page, `game24-summary.png`, { fullPage: true });
  await page.keyboard.press('r');
  const again = await state(page);
  assert.equal(again.phase, 'playing');
  assert.deepEqual(again.scores, [0, 0]);
  assert.deepEqual(again.deal.cards, ['K♣', '3♣', 'Q♠', 'K♦']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone 360×640 in both languages: no horizontal scroll', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42', viewport: { width: 360, height: 640 } });
  await ready(page);
  await page.check('input[name=game][value="24"]');
  await keepShot(page, `game24-menu-phone.png`, { fullPage: true });
  await start24(page, { mode: 'computer' });
  await page.fill('#g24-expr', '(3 - K / K');
  const noScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.ok(await noScroll());
  await keepShot(page, `game24-phone.png`, { fullPage: false });
  await page.click('#lang-toggle');
  assert.match(await page.textContent('#g24-deal-no'), /第 1 \/ 13 手/);
  assert.equal(await page.textContent('h1 [data-i18n="title"]'), '24点 · 巧算二十四');
  assert.match(await page.textContent('[data-action="claim24"]'), /无解/);
  await page.click('[data-action="giveup24"]');
  assert.match(await page.textContent('#g24-banner'), /本手放弃/);
  assert.ok(await noScroll());
  await keepShot(page, `game24-phone-zh.png`, { fullPage: true });
  await page.click('#rules-button');
  assert.match(await page.textContent('#g24-rules'), /24点规则/);
  await page.click('#lang-toggle');
  assert.match(await page.textContent('#g24-rules'), /24 points rules/);
  await keepShot(page, `game24-rules-phone.png`, { fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a damaged 24点 save shows a message and the menu', async () => {
  const { page, errors, context } = await openPage(env, { fresh: true });
  await ready(page);
  await start24(page, { seed: 5 });
  // The page saves as it leaves, so the damage is done as the next load starts.
  await context.addInitScript(() => {
    const text = localStorage.getItem('duel21.save.24');
    if (text) localStorage.setItem('duel21.save.24', text.replace('"deck":"', '"deck":"A♠ '));
  });
  await page.reload();
  await ready(page);
  assert.equal(await page.isVisible('#menu'), true);
  assert.match(await page.textContent('#notice'), /damaged/);
  assert.equal(await page.evaluate(() => localStorage.getItem('duel21.save.24')), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('24点 plays in the single-file page opened from disk', async () => {
  const { execFileSync } = await import('node:child_process');
  const { fileURLToPath, pathToFileURL } = await import('node:url');
  const root = fileURLToPath(new URL('../../', import.meta.url));
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { cwd: root, stdio: 'ignore' });
  const context = await env.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  // Long enough a think time to type before the computer answers, even on a loaded machine.
  await page.goto(`${pathToFileURL(`${root}dist/duel21.html`).href}?seed=42&think=4000`);
  await ready(page);
  await start24(page, { mode: 'computer' });
  assert.deepEqual((await state(page)).deal.cards, ['K♣', '3♣', 'Q♠', 'K♦']);
  await page.fill('#g24-expr', '8 ÷ 3');
  assert.equal((await page.textContent('#g24-live')).trim(), '= 8/3');
  await page.waitForFunction(() => window.game24.state().phase === 'deal_over');
  assert.ok(await page.isVisible('#g24-banner'));
  assert.deepEqual(errors, []);
  await context.close();
});
