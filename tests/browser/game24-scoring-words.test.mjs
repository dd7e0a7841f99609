// 24点's scoring said where it happens, on a page played by clicks and keys:
// the game-over summary says how many deals were solved after a hint (so
// its points and the comparison's "deals you solved" agree) and lists every
// deal the player missed with a solution. The same in Chinese, a hint's
// cost, a wrong "no solution" marked wrong in the deal table and the gold
// solutions explained are the view's: tests/node/game24-view.test.mjs. Seed 42: the first deal K♣ 3♣ Q♠
// K♦ is solvable.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, start24, typeAnswer, answerFromHint, giveUpRest } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

for (const [lang, locale, hinted, row, none] of [
  ['en', 'en-US', /; 1 more solved after a hint \(no point\)$/, /^Deal (\d+) · (\S+ \S+ \S+ \S+): (.+)$/, 'no solution'],
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
