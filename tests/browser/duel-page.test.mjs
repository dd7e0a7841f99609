// The page itself: names are text, the language toggle, the rules page, the
// coach panel, the phone layout, the Content-Security-Policy, and (with
// SCREENSHOTS=1) screenshots of the menu and the table (desktop and
// 360×640) under tests/artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, openPage, ready, state, startMatch, humanOrDone, keepShot, settle } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const EVIL = '<img src=x onerror=alert(1)>';

test('a player named like markup is shown as text and nothing executes', async () => {
  const { page, errors, context } = await openPage(env, { path: '?fast' });
  await ready(page);
  await page.evaluate(() => { window.__pwned = false; window.alert = () => { window.__pwned = true; }; });
  await startMatch(page, { mode: 'pvp', names: [EVIL, 'Bo'], seed: 4 });
  assert.equal(await page.textContent('#seat-p1 .name'), EVIL);
  assert.equal(await page.textContent('.scoreboard [data-seat="p1"] .name'), EVIL);
  // Finish a round so the name reaches the banner and history too.
  while ((await state(page)).phase === 'drawing') await page.click('#stand');
  assert.equal(await page.textContent('#history .h-p1'), EVIL);
  assert.equal(await page.locator('img').count(), 0);
  assert.equal(await page.evaluate(() => window.__pwned), false);
  // The same holds after a reload from the save.
  await page.reload();
  await ready(page);
  assert.equal(await page.textContent('#seat-p1 .name'), EVIL);
  assert.equal(await page.locator('img').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the language follows the browser and the toggle switches and is remembered', async () => {
  const { page, errors, context } = await openPage(env, { locale: 'zh-CN' });
  await ready(page);
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.equal((await page.textContent('#start')).trim().split(/\s/)[0], '开始');
  await page.click('#lang-toggle');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal((await page.textContent('#start')).trim().split(/\s/)[0], 'Start');
  assert.match(await page.textContent('#menu-heading'), /New match/);
  await startMatch(page, { mode: 'pvp', seed: 1 });
  assert.match(await page.textContent('#take'), /^Take/);
  assert.match(await page.textContent('#cards-left'), /cards left/);
  await page.keyboard.press('l');
  assert.match(await page.textContent('#take'), /^要牌/);
  assert.match(await page.textContent('#cards-left'), /剩余/);
  await page.reload();
  await ready(page);
  assert.match(await page.textContent('#take'), /^要牌/);
  // Rules in both languages.
  await page.click('#rules-button');
  assert.match(await page.textContent('#rules-list'), /爆牌/);
  await page.click('#lang-toggle');
  assert.match(await page.textContent('#rules-list'), /overshoot/);
  await page.keyboard.press('Escape');
  assert.ok(await page.isVisible('#play'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('coach panel, card labels, turn highlight and the reason line', async () => {
  // Seed 42, the computer in seat 1 (it moves first): Expert stands on K♣ Q♠
  // (20) against 3♣ K♦ (13), with a match-win chance of 38.5% taking, 59.6%
  // standing (the round's: 7.8% and 80.8%; `duel21 analyze --me "Kc Qs"
  // --opp "3c Kd" --score 0:0 --first alternate`).
  const { page, errors, context } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'expert', computerSeat: 'p1', seed: 42 });
  await page.click('#coach-toggle');
  assert.ok(await page.isVisible('#coach'));
  const s = await humanOrDone(page);
  assert.deepEqual(s.seats.map((v) => v.cards.map((c) => c.text)), [['K♣', 'Q♠'], ['3♣', 'K♦']]);
  assert.equal(s.seats[0].stood, true);
  assert.equal(s.to_move, 'p2');
  assert.equal(s.human_turn, true);
  // The computer's move and its reason, without a doubled prefix.
  assert.equal(await page.textContent('#auto-reason'), 'Computer: match-win chance 39% with take, 60% with stand → stand');
  // The move, then whose turn it is.
  await page.waitForFunction(() => document.getElementById('live').textContent
    === 'Computer stands on 20 (match-win chance 39% with take, 60% with stand → stand). Your turn.');
  // The coach explains the person's seat now, in the second person.
  assert.equal(await page.textContent('#coach-title'), 'Advice for you');
  assert.equal(await page.locator('#coach-ranks .rank-cell').count(), 13);
  assert.match(await page.textContent('#coach-bust'), /^\d+%$/);
  assert.equal(await page.locator('#coach-equity .eq-row').count(), 2);
  assert.equal(await page.locator('#coach-match .eq-row').count(), 2);
  const advice = await page.$$eval('#coach-advice li', (lis) => lis.map((li) => li.textContent));
  assert.equal(advice.length, 3);
  assert.match(advice[0], /^Easy: 13 < 17 → take$/);
  assert.match(advice[1], /^Classic: 13 is behind 20 → take$/);
  assert.match(advice[2], /^Expert: match-win chance \d+(\.\d+)?% with take, \d+(\.\d+)?% with stand → (take|stand)$/);
  // Cards carry their names as labels, said once ("ace of spades"; the drawing is aria-hidden).
  const labels = await page.$$eval('#felt .card', (cs) => cs.map((c) => c.getAttribute('aria-label')));
  assert.deepEqual(labels, ['king of clubs', 'queen of spades', 'three of clubs', 'king of diamonds']);
  // The seat to move is highlighted, and only it.
  assert.equal(await page.locator('#seat-p2.to-move').count(), 1);
  assert.equal(await page.locator('#seat-p1.to-move').count(), 0);
  // An aria-live region announces what happens.
  assert.equal(await page.getAttribute('#live', 'aria-live'), 'polite');
  // The same lines in Chinese.
  await page.click('#lang-toggle');
  // The default name is a word of the page's language and follows the switch.
  assert.equal(await page.textContent('#auto-reason'), '电脑：要牌整场胜率 39%，停牌整场胜率 60% → 停牌');
  const zh = await page.$$eval('#coach-advice li', (lis) => lis.map((li) => li.textContent));
  assert.match(zh[0], /^简单：13 点 < 17 → 要牌$/);
  assert.match(zh[2], /^专家：要牌整场胜率 \d+(\.\d+)?%，停牌整场胜率 \d+(\.\d+)?% → (要牌|停牌)$/);
  await keepShot(page, 'table-coach-zh.png', { fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Auto player moves one at a time, with a pause and a reason for each', async () => {
  // Seed 12: you hold 13 and stand; Easy holds 4 and plays three moves alone
  // (take, take, stand), each after a 300 ms pause.
  const { page, errors, context } = await openPage(env, { path: '?pause=300' });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'easy', seed: 12 });
  const start = await state(page);
  assert.deepEqual(start.seats.map((v) => v.total), [13, 4]);
  assert.equal(start.human_turn, true);
  // Record every change of the table as it is drawn: the computer's card
  // count, whose turn it is, the reason line and the time.
  await page.evaluate(() => {
    window.__frames = [];
    const record = () => {
      const s = window.duel.state();
      const frame = {
        cards: s.seats[1].cards.length,
        total: s.seats[1].total,
        computerTurn: s.computer_turn,
        reason: document.getElementById('auto-reason').textContent,
        status: document.getElementById('status').textContent,
        at: performance.now(),
      };
      const last = window.__frames[window.__frames.length - 1];
      if (!last || last.cards !== frame.cards || last.computerTurn !== frame.computerTurn
        || last.reason !== frame.reason) window.__frames.push(frame);
    };
    new MutationObserver(record).observe(document.getElementById('play'), {
      subtree: true, childList: true, characterData: true, attributes: true,
    });
  });
  await page.click('#stand');
  // An intermediate state, read in one go as it is drawn: one new card, its
  // reason shown, and still the computer's turn.
  const mid = await (await page.waitForFunction(() => {
    const s = window.duel.state();
    if (s.seats[1].cards.length !== 3) return false;
    return {
      computerTurn: s.computer_turn,
      reason: document.getElementById('auto-reason').textContent,
      shown: document.querySelectorAll('#seat-p2 .card').length,
    };
  })).jsonValue();
  assert.deepEqual(mid, { computerTurn: true, reason: 'Computer: 4 < 17 → take', shown: 3 });
  await keepShot(page, 'table-auto-step.png');
  // Then the next move, and the last.
  await page.waitForFunction(() => !window.duel.state().computer_turn);
  const end = await state(page);
  assert.equal(end.seats[1].stood, true);
  assert.equal(end.seats[1].cards.length, 4);
  assert.equal(end.phase, 'round_over');
  const frames = await page.evaluate(() => window.__frames);
  assert.deepEqual(frames.map((f) => [f.cards, f.computerTurn]).filter((x, i, all) =>
    i === 0 || x.join() !== all[i - 1].join()), [[2, true], [3, true], [4, true], [4, false]]);
  const at = (cards, computerTurn) => frames.find((f) => f.cards === cards && f.computerTurn === computerTurn);
  // Right after the person's move: the computer is thinking, no card and no reason yet.
  assert.equal(at(2, true).status, 'Computer is thinking…');
  assert.equal(at(2, true).reason, '');
  assert.equal(at(3, true).reason, 'Computer: 4 < 17 → take');
  assert.match(at(4, true).reason, /^Computer: \d+ < 17 → take$/);
  assert.match(at(4, false).reason, /^Computer: \d+ ≥ 17 → stand$/);
  // Each move waits its pause (300 ms, allowing for timer slack).
  const gaps = [at(3, true).at - at(2, true).at, at(4, true).at - at(3, true).at, at(4, false).at - at(4, true).at];
  for (const g of gaps) assert.ok(g >= 250, `a pause of ${Math.round(g)} ms between moves`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('reason lines never contradict their own rounded numbers', async () => {
  const { page, errors, context } = await openPage(env);
  await ready(page);
  const lines = await page.evaluate(async () => {
    const { reasonText, setLang, getLang } = await import('/www/i18n.js');
    const was = getLang();
    const bust = (p, choice) => reasonText({ kind: 'bust_chance', p }, choice);
    const equity = (take, stand, choice) => reasonText({ kind: 'equity', take, stand }, choice);
    setLang('en');
    const en = [
      bust(0.496, 'take'), bust(0.5, 'stand'), bust(0.5004, 'stand'), bust(0.42, 'take'),
      equity(0.5012, 0.4991, 'take'), equity(0.37, 0, 'take'), equity(0.61234, 0.61229, 'take'),
      equity(0.25, 0.25, 'stand'),
    ];
    setLang('zh');
    const zh = [bust(0.496, 'take'), equity(0.5012, 0.4991, 'take')];
    setLang(was);
    return { en, zh };
  });
  assert.deepEqual(lines.en, [
    'bust chance 49.6% < 50% → take',
    'bust chance 50% ≥ 50% → stand',
    'bust chance 50.04% ≥ 50% → stand',
    'bust chance 42% < 50% → take',
    'win chance 50.1% with take, 49.9% with stand → take',
    'win chance 37% with take, 0% with stand → take',
    'win chance 61.234% with take, 61.229% with stand → take',
    'win chance 25% with take, 25% with stand → stand',
  ]);
  assert.deepEqual(lines.zh, ['爆牌概率 49.6% < 50% → 要牌', '要牌胜率 50.1%，停牌胜率 49.9% → 要牌']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone layout at 360×640: no horizontal scroll, big targets; screenshots', async () => {
  const shot = (page, name) => keepShot(page, name, { fullPage: false });
  // Menu and table on a desktop.
  {
    const { page, errors, context } = await openPage(env, { path: '?fast', viewport: { width: 1100, height: 900 } });
    await ready(page);
    await shot(page, 'menu-desktop.png');
    await startMatch(page, { mode: 'computer', level: 'expert', seed: 7, names: ['Ann'] });
    await page.click('#take');
    await humanOrDone(page);
    await page.click('#coach-toggle');
    await page.waitForFunction(() => !document.getElementById('coach').hidden && document.getElementById('coach-title').textContent !== '');
    await settle(page);
    await keepShot(page, 'table-desktop.png', { fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  }
  // The same on a phone, with reduced motion.
  const { page, errors, context } = await openPage(env, { path: '?fast', viewport: { width: 360, height: 640 } });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await ready(page);
  const noScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.ok(await noScroll(), 'menu fits');
  await shot(page, 'menu-360.png');
  await startMatch(page, { mode: 'pvp', seed: 77, names: ['Wang Xiaoming', 'Elizabeth Montgomery'] });
  const box = await page.locator('#take').boundingBox();
  assert.ok(box.height >= 44 && box.width >= 88, 'a big touch target');
  // Five cards in a hand still fit.
  for (let i = 0; i < 6; i += 1) {
    const s = await state(page);
    if (!s.can_take) break;
    await page.click('#take');
  }
  assert.ok(await noScroll(), 'table fits');
  const anim = await page.$eval('#felt .card', (c) => getComputedStyle(c).animationName);
  assert.equal(anim, 'none', 'no deal animation with reduced motion');
  await shot(page, 'table-360.png');
  await page.click('#coach-toggle');
  assert.ok(await noScroll(), 'coach fits');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page declares a strict Content-Security-Policy and an icon', async () => {
  const { page, errors, context } = await openPage(env);
  await ready(page);
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  assert.doesNotMatch(csp, /unsafe-inline/);
  assert.equal(await page.locator('link[rel="icon"]').count(), 1);
  // Every script and style the page uses is its own file.
  assert.equal(await page.locator('script:not([src])').count(), 0);
  assert.equal(await page.locator('[style]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
