// Small looks a newcomer noticed: the Practice screen's themed-set buttons
// put their text block at the start, as their lines are (not centred); its
// six numbers fill their rows (none alone on a row) at 1280 and 360 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, settle } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

// One page, measured at 1280 px and then, resized, at 360 px.
test('Practice at 1280 and 360 px: the themed sets\' text at the start, no number alone on a row', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 } });
  await ready(page);
  await page.click('#practice-menu');
  await page.waitForSelector('#practice-start .theme');
  for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 640 }]) {
    await page.setViewportSize(viewport);
    await settle(page);
    const gaps = await page.$$eval('#practice-start .theme', (bs) => bs.map((b) => {
      const first = b.firstElementChild.getBoundingClientRect().left;
      return first - b.getBoundingClientRect().left;
    }));
    for (const g of gaps) assert.ok(g <= 16, `${viewport.width} px: the text starts ${g} px into its button`);
    const rows = await page.$$eval('#practice-sum .sum-item', (xs) => {
      const by = new Map();
      for (const x of xs) {
        const top = Math.round(x.getBoundingClientRect().top);
        by.set(top, (by.get(top) ?? 0) + 1);
      }
      return [...by.values()];
    });
    assert.ok(rows.every((n) => n === rows[0]), `${viewport.width} px: tiles per row: ${rows}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
