// Input that cannot misfire: every click and key is meant for the table it
// was aimed at, so a double-click acts once; focus never lands on a
// destructive control by itself (it stays with the table's move controls or
// status while the computer moves); abandoning a match asks first, in a
// dialog that traps focus and that Esc cancels. Cases from the issue:
// 1 (focus after the computer's turn, seeds 42, 3 and 11), 2 (double-click
// Next round, M), 3 (double-click Stand and Take in PvP), and a whole match
// played with only Enter and Space on whatever has focus.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, state, startMatch, humanOrDone, settle } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const focused = (page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
const saved = (page) => page.evaluate(() => localStorage.getItem('duel21.save.21'));
const dialogOpen = (page) => page.evaluate(() => Boolean(document.querySelector('dialog[open]')));

for (const seed of [42, 3, 11]) {
  test(`case 1, seed ${seed}: Enter after the computer's turn never lands on New match`, async () => {
    const { page, errors, context } = await openPage(env, { path: `?seed=${seed}&pause=250` });
    await ready(page);
    await startMatch(page, { mode: 'computer' });
    for (let move = 0; move < 3; move += 1) {
      // While the computer moves, focus stays with the table's move controls or
      // status (the turn and the focus read in one go).
      const now = await page.evaluate(() => ({
        turn: window.duel.state().computer_turn, focus: document.activeElement?.id,
      }));
      if (now.turn) {
        assert.ok(['take', 'stand', 'status'].includes(now.focus), `focus while the computer moves: ${now.focus}`);
      }
      const s = await humanOrDone(page);
      if (s.phase === 'match_over') break;
      const where = await focused(page);
      assert.notEqual(where, 'new-match', `focus after the computer's turn (move ${move})`);
      assert.ok(['take', 'stand', 'next'].includes(where), `focus on a move control, not ${where}`);
      const before = s.version;
      await page.keyboard.press('Enter');
      await page.waitForFunction((v) => window.duel?.state().version !== v, before);
      assert.ok(await page.isVisible('#play'), 'still at the table');
      assert.ok(!(await dialogOpen(page)));
    }
    assert.ok(await saved(page));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('case 2: a double-click on Next round deals once; New match and M ask first', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42&fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp' });
  await page.click('#stand');
  await page.click('#stand');
  let s = await state(page);
  assert.ok(s.can_next);
  await page.locator('#next').dblclick();
  await settle(page);
  const after = await state(page);
  assert.equal(after.version, s.version + 1, 'one action only');
  assert.equal(after.round, 2);
  assert.ok(await page.isVisible('#play'));
  assert.ok(!(await dialogOpen(page)), 'the second click opened nothing');
  assert.ok(await saved(page));

  // New match asks; Esc cancels and the match is untouched.
  await page.click('#new-match');
  assert.ok(await dialogOpen(page));
  assert.equal(await focused(page), 'confirm-no', 'the safe answer has focus');
  await page.keyboard.press('Escape');
  assert.ok(!(await dialogOpen(page)));
  assert.deepEqual(await state(page), after);
  // M asks too; Enter on the focused answer keeps playing; Tab stays inside.
  await page.keyboard.press('m');
  assert.ok(await dialogOpen(page));
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.activeElement.closest('dialog[open]') !== null), 'focus trapped');
  }
  await page.keyboard.press('Shift+Tab');
  assert.ok(await page.evaluate(() => document.activeElement.closest('dialog[open]') !== null), 'focus trapped');
  await page.focus('#confirm-no');
  await page.keyboard.press('Enter');
  assert.ok(!(await dialogOpen(page)));
  assert.ok(await page.isVisible('#play'));
  // Keys of the table do nothing while the dialog is open.
  await page.keyboard.press('m');
  await page.keyboard.press('t');
  assert.deepEqual(await state(page), after);
  // Confirming abandons the match: the menu, and its save is gone.
  await page.click('#confirm-yes');
  assert.ok(await page.isVisible('#menu'));
  assert.equal(await saved(page), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('case 3: PvP double-clicks on Stand and Take act once', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=3&fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp' });
  let s = await state(page);
  const mover = s.to_move;
  const i = mover === 'p1' ? 0 : 1;
  await page.locator('#stand').dblclick();
  await settle(page);
  let t = await state(page);
  assert.equal(t.version, s.version + 1);
  assert.equal(t.seats[i].stood, true);
  assert.equal(t.seats[1 - i].stood, false, 'the other seat did not stand');
  // The other player's turn: a double-click on Take takes one card.
  s = t;
  const j = s.to_move === 'p1' ? 0 : 1;
  assert.ok(s.can_take);
  await page.locator('#take').dblclick();
  await settle(page);
  t = await state(page);
  assert.equal(t.version, s.version + 1);
  assert.equal(t.seats[j].cards.length, s.seats[j].cards.length + 1);
  assert.equal(t.seats[i].cards.length, s.seats[i].cards.length);
  // Two separate clicks still act twice.
  if (t.can_next) {
    await page.click('#next');
    t = await state(page);
  }
  const v = t.version;
  await page.click('#stand');
  await page.click('#stand');
  assert.equal((await state(page)).version, v + 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a whole vs-Computer match with only Enter and Space on whatever has focus', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42&fast' });
  await ready(page);
  await page.check('input[name=mode][value=computer]');
  await page.focus('#start');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.duel !== undefined && !document.getElementById('play').hidden);
  let presses = 0;
  for (let i = 0; i < 800; i += 1) {
    const s = await humanOrDone(page);
    if (s.phase === 'match_over') break;
    assert.ok(await page.isVisible('#play'), 'still at the table');
    assert.ok(!(await dialogOpen(page)), 'no question asked');
    const key = i % 2 ? 'Space' : 'Enter';
    await page.keyboard.press(key);
    presses += 1;
    await page.waitForFunction((v) => window.duel.state().version !== v, s.version);
  }
  const end = await state(page);
  assert.equal(end.phase, 'match_over', `${presses} presses`);
  assert.ok(end.history.length > 3);
  assert.equal(await focused(page), 'rematch');
  assert.ok(await saved(page));
  assert.deepEqual(errors, []);
  await context.close();
});
