// 24点's scoring said where it happens, in both languages: a hint says it
// costs the deal's point; a wrong "no solution" is marked wrong in the deal
// table like a wrong answer; the gold solutions (those that need a fraction
// on the way) are explained beside the list whenever one is shown; the
// game-over summary says how many deals were solved after a hint (so its
// points and the comparison's "deals you solved" agree) and lists every
// deal the player missed with a solution. Seed 42: the first deal K♣ 3♣ Q♠
// K♦ is solvable.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, start24, typeAnswer, answerFromHint, giveUpRest } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

for (const [lang, locale, costs, gold] of [
  ['en', 'en-US', /no point/i, /gold.*fraction/i],
  ['zh', 'zh-CN', /不再得分/, /金色.*分数/],
]) {
  test(`${lang}: the hint says its cost, a wrong claim is marked wrong, gold solutions are explained`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42', locale });
    await ready(page);
    await start24(page);
    await page.click('[data-action="hint24"]');
    assert.match(await page.textContent('#g24-status'), costs);
    await page.click('[data-action="claim24"]');
    await page.waitForFunction(() => window.game24.state().phase !== 'playing');
    const row = page.locator('#g24-history-body tr[data-deal="1"] .answer');
    assert.match(await row.textContent(), /^✗ /);
    // Every deal's solutions: where a gold one is listed, the note explains it.
    for (let i = 0; i < 4; i += 1) {
      const frac = await page.locator('#g24-solutions .list li.frac').count();
      const note = page.locator('#g24-solutions .frac-note');
      if (frac > 0) assert.match(await note.textContent(), gold);
      else assert.equal(await note.isVisible(), false);
      await page.keyboard.press('n');
      await page.waitForFunction((n) => window.game24.state().deal.index === n, i + 1);
      await page.keyboard.press('Escape');
      await page.keyboard.press('g');
      await page.waitForFunction(() => window.game24.state().phase !== 'playing');
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [lang, locale, hinted, row, none] of [
  ['en', 'en-US', /; 1 more solved after a hint \(no point\)$/, /^Deal (\d+) · (\S+ \S+ \S+ \S+): (.+)$/, 'no solution'],
  ['zh', 'zh-CN', /；另有 1 手用了提示后算出（不得分）$/, /^第 (\d+) 手 · (\S+ \S+ \S+ \S+)：(.+)$/, '无解'],
]) {
  test(`${lang}: the summary says a deal solved after a hint scored nothing, and shows the missed deals solved`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42', locale });
    await ready(page);
    await start24(page);
    for (let i = 0; i < 3; i += 1) await page.click('[data-action="hint24"]');
    await typeAnswer(page, await answerFromHint(page));
    await page.waitForFunction(() => window.game24.state().phase !== 'playing');
    await page.keyboard.press('n');
    await giveUpRest(page, 1);
    assert.equal(await page.textContent('#g24-summary .winner'), '0 / 13');
    assert.match(await page.textContent('#g24-summary .detail'), hinted);
    assert.match(await page.textContent('#g24-compare .g24-compare-sum'), /\b1\b/);
    // The 12 deals given up, in order, each with a solution (or none).
    const items = await page.$$eval('#g24-missed li', (lis) => lis.map((li) => li.textContent));
    assert.equal(items.length, 12);
    const history = await page.evaluate(() => window.game24.state().history);
    for (const [k, text] of items.entries()) {
      const m = row.exec(text);
      assert.ok(m, text);
      assert.equal(Number(m[1]), k + 2);
      assert.equal(m[2], history[k + 1].deal.cards.join(' '));
      assert.ok(m[3] === none || m[3].endsWith(' = 24'), text);
    }
    assert.ok(await page.isVisible('#g24-missed'));
    assert.deepEqual(errors, []);
    await context.close();
  });
}
