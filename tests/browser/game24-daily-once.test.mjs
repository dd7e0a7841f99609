// The daily deal is once a day, on a page (in English; the same words in
// Chinese are the views' in tests/node/game24-view.test.mjs and
// stats-view.test.mjs): the day's first game
// counts (its result goes into the daily record as its deals finish); "Play
// again" is practice and says so, on its button, on the table (after a
// reload too) and on its game-over screen, and changes nothing in the
// record; starting the daily deal again from the menu is practice too. The
// statistics show the streak and the best day, and the share text says the
// streak. Yesterday's day is in the stored record beforehand, so the streak
// is 2.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, start24, giveUpRest } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const WORDS = {
  en: {
    locale: 'en-US', practice: /\(practice, not counted\)/, again: 'Play again (practice)', streak: /a streak of 2 days/,
    note: /practice: the day counts its first game/, stats: /^Daily deal: a streak of 2 days · 2 days played · best day (\S+): 5\/13 in 1:40$/,
  },
};

const record = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('duel21.daily24')));
const dealNo = (page) => page.textContent('#g24-deal-no');

for (const [lang, w] of Object.entries(WORDS)) {
  test(`${lang}: the first daily game counts, Play again is practice and says so, the streak is kept and shared`, async () => {
    const { page, errors, context } = await openPage(env, { locale: w.locale });
    await ready(page);
    const [today, yesterday] = await page.evaluate(() => {
      const iso = (d) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      const now = new Date();
      const y = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
      return [iso(now), iso(y)];
    });
    await page.evaluate((y) => localStorage.setItem('duel21.daily24',
      JSON.stringify({ version: 1, days: { [y]: { points: 5, deals: 13, ms: 100000 } } })), yesterday);

    // The day's first game counts: it is entered as it starts, and updated per deal.
    await start24(page, { mode: 'daily' });
    assert.doesNotMatch(await dealNo(page), w.practice);
    assert.deepEqual((await record(page)).days[today], { points: 0, deals: 0, ms: 0 });
    await giveUpRest(page);
    const day = (await record(page)).days[today];
    assert.equal(day.deals, 13);
    assert.equal(day.points, 0);
    // The share text says the streak; Play again says it is practice.
    assert.match(await page.inputValue('#g24-share-text'), w.streak);
    assert.equal(await page.textContent('#g24-rematch .lbl'), w.again);

    await page.click('#g24-rematch');
    await page.waitForFunction(() => window.game24.state().phase === 'playing');
    assert.match(await dealNo(page), w.practice);
    await page.reload();
    await ready(page);
    await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
    assert.match(await dealNo(page), w.practice);
    await giveUpRest(page);
    assert.equal(await page.isVisible('#g24-share'), false);
    assert.match(await page.textContent('#g24-summary .detail'), w.note);
    // Practice changed nothing in the day's record.
    assert.deepEqual((await record(page)).days[today], day);

    // The daily deal started again from the menu is practice too.
    await page.click('#g24-summary [data-action="new"]');
    await page.waitForSelector('#menu:not([hidden])');
    await start24(page, { mode: 'daily' });
    assert.match(await dealNo(page), w.practice);
    assert.deepEqual((await record(page)).days[today], day);

    // The statistics: the streak, the days played and the best day (yesterday's 5/13).
    await page.keyboard.press('Escape');
    await page.click('[data-action="stats"]');
    await page.waitForSelector('#stats-page:not([hidden])');
    const line = await page.textContent('#stats24-daily');
    const m = w.stats.exec(line);
    assert.ok(m, line);
    assert.equal(m[1], yesterday);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
