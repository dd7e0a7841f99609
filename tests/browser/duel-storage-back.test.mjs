// Storage fills in the middle of a match and the match is played on to its
// end (the page says the match is not being saved); once space is free
// again, a reload finds the match as it ended, not as it was when storage
// filled.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, playToEndInPage, fullStorageAndClock } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

test('a match finished while storage was full is kept as it ended once storage takes writes again', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast' });
  await fullStorageAndClock(page, null);
  await page.reload();
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: '42' });
  await page.click('#take');
  const early = await page.evaluate(() => window.duel.save());
  const stored = () => page.evaluate(() => Object.keys(localStorage).map((k) => localStorage.getItem(k)));
  assert.ok((await stored()).includes(early), 'saved while storage takes writes');
  await page.evaluate(() => { window.full = true; });
  await playToEndInPage(page);
  await page.waitForFunction(() => /storage/i.test(document.getElementById('notice').textContent));
  const last = await page.evaluate(() => window.duel.save());
  assert.ok(!(await stored()).includes(last), 'not written while full');
  await page.evaluate(() => { window.full = false; });
  await page.reload();
  await ready(page);
  assert.ok((await stored()).includes(last), 'the match as it ended is what a reload finds');
  assert.deepEqual(errors, []);
  await context.close();
});
