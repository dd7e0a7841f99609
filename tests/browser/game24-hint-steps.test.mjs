// 24点's hint on a page, one step at a time (in English; both languages'
// words, the steps and their cost are the view's in
// tests/node/game24-view.test.mjs): each press of Hint
// shows one more step of a solution (the line says which of how many), the
// button then reads "Next step" and rests once the whole solution is shown,
// saying so;
// the steps work the deal out to 24; a reload shows the same steps; and a
// deal answered after any hint scores no point (the rules' cost), the later
// steps costing nothing more. Seed 42: the first deal is K♣ 3♣ Q♠ K♦.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, start24, typeAnswer, hintSteps, answerFromHint } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const WORDS = {
  en: { locale: 'en-US', step: (n) => new RegExp(`step ${n} of 3`), more: 'Next step', all: 'All steps shown', then: ', then ', cost: /scores no point/ },
};

const num = (t) => {
  const [n, d = '1'] = t.replace(/[()]/g, '').split('/');
  return Number(n) / Number(d);
};

for (const [lang, w] of Object.entries(WORDS)) {
  test(`${lang}: each press of Hint shows one more step, the button says so, a reload keeps them, the point is gone`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42', locale: w.locale });
    await ready(page);
    await start24(page);
    const hint = page.locator('[data-action="hint24"]');
    let before = [];
    for (const n of [1, 2, 3]) {
      await hint.click();
      const line = await page.textContent('#g24-status');
      assert.match(line, w.step(n));
      assert.match(line, w.cost);
      const steps = hintSteps(line);
      assert.equal(steps.length, n);
      // The earlier steps stay as they were; the new one is exact arithmetic.
      assert.deepEqual(steps.slice(0, -1), before);
      const [l, op, r, v] = steps.at(-1);
      const want = { '+': num(l) + num(r), '−': num(l) - num(r), '×': num(l) * num(r), '÷': num(l) / num(r) }[op];
      assert.ok(Math.abs(want - num(v)) < 1e-9, `${l} ${op} ${r} = ${v}`);
      before = steps;
      // Resting once the last step is shown: it says so, not "Next step".
      assert.equal((await hint.locator('.lbl').textContent()), n === 3 ? w.all : w.more);
      assert.equal(await hint.isDisabled(), n === 3);
    }
    // The steps use the cards dealt (13 3 12 13), each once, and each result
    // once after it is made, ending on 24 alone.
    const pool = ['13', '3', '12', '13'];
    for (const [l, , r, v] of before) {
      for (const t of [l, r]) {
        const at = pool.indexOf(t.replace(/[()]/g, ''));
        assert.ok(at >= 0, `${t} is in hand (${pool})`);
        pool.splice(at, 1);
      }
      pool.push(v);
    }
    assert.deepEqual(pool, ['24']);
    assert.equal(await page.evaluate(() => window.game24.state().hints), 3);

    const shown = await page.textContent('#g24-status');
    await page.reload();
    await ready(page);
    await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
    assert.equal(await page.textContent('#g24-status'), shown);
    assert.equal(await hint.isDisabled(), true);

    // Answered right after the hint: won, but no point.
    await typeAnswer(page, await answerFromHint(page));
    await page.waitForFunction(() => window.game24.state().phase !== 'playing');
    const s = await page.evaluate(() => window.game24.state());
    assert.equal(s.last.end.reason, 'solved');
    assert.deepEqual([s.last.winner, s.last.scored, s.scores[0]], ['p1', false, 0]);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
