// 24点's scoring said where it happens, in both languages: a hint says it
// costs the deal's point; a wrong "no solution" is marked wrong in the deal
// table like a wrong answer; the gold solutions (those that need a fraction
// on the way) are explained beside the list whenever one is shown. Seed 42:
// the first deal K♣ 3♣ Q♠ K♦ is solvable.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, start24 } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
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
    assert.ok(await page.locator('#g24-solutions .list li.frac').count() >= 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
