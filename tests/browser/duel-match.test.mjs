// Whole matches in real Chromium: PvP by clicking, vs Computer at every
// level, and one with the keyboard only. The page's summary and history must
// agree with the engine's snapshot, and Take/Stand are live exactly when the
// engine lists them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openPage, ready, state, startMatch, humanOrDone, assertButtonsMatch, wantsCard, countHistory,
} from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

async function checkSummary(page, s) {
  assert.equal(s.phase, 'match_over');
  assert.ok(await page.isVisible('#summary'));
  const counted = countHistory(s.history);
  assert.deepEqual(s.tally.wins, counted.wins);
  assert.equal(s.tally.draws, counted.draws);
  const wins = await page.getAttribute('#summary', 'data-wins');
  assert.equal(wins, counted.wins.join(':'));
  const expectedWinner = counted.wins[0] > counted.wins[1] ? 'p1' : counted.wins[0] < counted.wins[1] ? 'p2' : 'draw';
  assert.equal(await page.getAttribute('#summary', 'data-winner'), expectedWinner);
  const text = await page.textContent('#summary-score');
  assert.match(text, new RegExp(`${counted.wins[0]} : ${counted.wins[1]}`));
  assert.match(text, new RegExp(`${s.history.length} rounds`));
  // The history table shows every round with its result.
  const rows = await page.$$eval('#history-body tr', (trs) => trs.map((tr) => ({
    n: Number(tr.dataset.round),
    outcome: tr.querySelector('.result').dataset.outcome,
  })));
  assert.equal(rows.length, s.history.length);
  for (const r of s.history) {
    const row = rows.find((x) => x.n === r.number);
    assert.equal(row.outcome, r.outcome.kind === 'win' ? r.outcome.seat : 'draw');
  }
  if (expectedWinner !== 'draw') {
    const name = s.names[expectedWinner === 'p1' ? 0 : 1];
    assert.ok((await page.textContent('#summary-winner')).includes(name));
  }
}

async function playByClicking(page) {
  let sawReason = false;
  for (let i = 0; i < 400; i += 1) {
    const s = await humanOrDone(page);
    if (s.phase === 'match_over') return { s, sawReason };
    await assertButtonsMatch(page, s, assert);
    if ((await page.textContent('#auto-reason')).trim() !== '') sawReason = true;
    if (s.can_next) {
      assert.ok(await page.isVisible('#banner'));
      await page.click('#next');
    } else {
      await page.click(wantsCard(s) ? '#take' : '#stand');
    }
  }
  throw new Error('the match did not end');
}

test('a full PvP match played by clicking; the summary matches the history', async () => {
  const { page, errors, context } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp', names: ['Ann', 'Bo'], seed: 2024, firstRule: 'alternate' });
  const first = await state(page);
  assert.deepEqual(first.names, ['Ann', 'Bo']);
  assert.deepEqual(first.computer, [false, false]);
  const { s } = await playByClicking(page);
  await checkSummary(page, s);
  // The aria-live region announced the end of the match.
  await page.waitForFunction(() => /wins the match|match is a draw/.test(document.getElementById('live').textContent));
  // Rematch replays the same deck from the start.
  await page.click('#rematch');
  const again = await state(page);
  assert.equal(again.round, 1);
  assert.deepEqual(again.seats, first.seats);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const level of ['easy', 'classic', 'expert']) {
  test(`a full vs-Computer match at level ${level}`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?fast' });
    await ready(page);
    await startMatch(page, {
      mode: 'computer', level, seed: 99, computerSeat: level === 'classic' ? 'p1' : 'p2',
    });
    const s0 = await state(page);
    assert.equal(s0.level, level);
    assert.equal(s0.mode, 'computer');
    const { s, sawReason } = await playByClicking(page);
    assert.ok(sawReason, 'the Auto player gave a reason for a move');
    await checkSummary(page, s);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a match played with the keyboard only', async () => {
  const { page, errors, context } = await openPage(env, { path: '?fast&seed=5' });
  await ready(page);
  // The start button has focus; Tab moves a visible focus ring.
  assert.equal(await page.evaluate(() => document.activeElement.id), 'start');
  await page.keyboard.press('Shift+Tab');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.notEqual(outline, 'none');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.duel !== undefined && !document.getElementById('play').hidden);
  // The keys are shown on the buttons.
  assert.match(await page.textContent('#take'), /T/);
  assert.match(await page.textContent('#stand'), /S/);
  for (let i = 0; i < 400; i += 1) {
    const s = await state(page);
    if (s.phase === 'match_over') break;
    const key = s.can_next ? 'n' : wantsCard(s) ? 't' : 's';
    const before = JSON.stringify(s);
    await page.keyboard.press(key);
    await page.waitForFunction((b) => JSON.stringify(window.duel.state()) !== b, before);
  }
  const end = await state(page);
  await checkSummary(page, end);
  // Coach and rematch from the keyboard; then M goes back to the menu.
  await page.keyboard.press('c');
  assert.ok(await page.isVisible('#coach'));
  await page.keyboard.press('r');
  assert.equal((await state(page)).round, 1);
  // The rematch is in progress, so M asks first; Tab to "Abandon", Enter.
  await page.keyboard.press('m');
  assert.ok(await page.isVisible('#confirm'));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.ok(await page.isVisible('#menu'));
  assert.deepEqual(errors, []);
  await context.close();
});
