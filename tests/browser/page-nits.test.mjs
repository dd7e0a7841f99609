// Small words and spacing a newcomer noticed, in both languages: the
// review's header counts draws as the table does ("0 draws", "平局 0"); a
// round is 回合 in Chinese everywhere (Learn's label too); with the cards
// shown as numbers the 24点 answer field's example uses numbers, and neither
// example is the answer to seed 42's first deal; English
// writes a percentage one way ("89% of them", as "97.6%"); the solver's two
// buttons (Show every solution, Back) do not touch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, start24 } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

for (const [locale, draws] of [['en-US', /· 0 draws ·/], ['zh-CN', /· 平局 0 ·/]]) {
  test(`${locale}: the review's header counts draws as the table does`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42&pause=0', locale });
    await ready(page);
    await startMatch(page, { mode: 'pvp', firstRule: 'p1' });
    // One round: both stand.
    await page.click('#stand');
    await page.click('#stand');
    await page.waitForSelector('#review-open:not([hidden])');
    const s = await page.evaluate(() => window.duel.state());
    assert.equal(s.tally.draws, 0);
    await page.click('#review-open');
    await page.waitForSelector('#review:not([hidden])');
    const header = await page.textContent('#review-match');
    assert.match(header, draws);
    assert.doesNotMatch(header, /drawn/);
    // One round played: "1 round", not "1 rounds".
    assert.match(header, locale === 'en-US' ? / · 1 round · / : / · 共 1 回合 · /);
    assert.equal(await page.textContent('#draws'), locale === 'en-US' ? '0 draws' : '平局 0');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${locale}: with the cards as numbers, the answer field's example uses numbers`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42', locale });
    await ready(page);
    await start24(page);
    const letters = await page.getAttribute('#g24-expr', 'placeholder');
    assert.match(letters, /\(Q - 4\) \* 3/);
    // Not the answer to the README's own ?seed=42 deal 1 (K 3 Q K): an example gives nothing away.
    assert.doesNotMatch(letters, /K\/K/);
    await page.evaluate(() => localStorage.setItem('duel21.settings', JSON.stringify({ v: 1, cards24: 'numbers' })));
    await page.reload();
    await ready(page);
    await page.waitForSelector('#play24:not([hidden])');
    assert.equal(await page.textContent('#g24-cards .g24-card:nth-child(1) .pip'), '13', 'the cards show numbers');
    const numbers = await page.getAttribute('#g24-expr', 'placeholder');
    assert.match(numbers, /\(12 - 4\) \* 3/);
    assert.doesNotMatch(numbers, /[JQKA]/);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('words: 回合 for a round in Learn\'s label; English percentages without a space', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42' });
  await ready(page);
  const out = await page.evaluate(async () => {
    const { t, setLang } = await import('./www/i18n.js');
    const { rules24 } = await import('./www/game24/i18n.js');
    setLang('zh');
    const zh = t('learn_of', { k: 1, n: 3, r: 4 });
    setLang('en');
    const en = [t('rating_people', { d: 'hard', t: '40 s', p: 89 }), ...rules24().map(([, text]) => text)];
    return { zh, en };
  });
  assert.equal(out.zh, '第 1/3 题 · 第 4 回合');
  for (const text of out.en) assert.doesNotMatch(text, /\d %/, text);
  assert.match(out.en[0], /89% of them/);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const locale of ['en-US', 'zh-CN']) {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 640 }]) {
    test(`${locale} ${viewport.width}×${viewport.height}: the solver's Show every solution and Back do not touch`, async () => {
      const { page, errors, context } = await openPage(env, { locale, viewport });
      await ready(page);
      await page.check('input[name=game][value="24"]');
      await page.click('#g24-solve-open');
      await page.waitForSelector('#solve24:not([hidden])');
      for (const [i, v] of ['K', 'Q', '1', 'A'].entries()) await page.fill(`#solve24-v${i}`, v);
      await page.click('#solve24-check');
      await page.waitForSelector('#solve24-show:not([hidden])');
      const [a, b] = await page.$$eval('#solve24-show, #solve24-back', (bs) => bs.map((x) => x.getBoundingClientRect().toJSON()));
      const apart = b.left >= a.right + 6 || b.top >= a.bottom + 6;
      assert.ok(apart, `a gap between them: ${JSON.stringify({ a, b })}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

// (The review replay's scoreboard, drawn with the review: tests/node/review-view.test.mjs.)
test('24点\'s scoreboard is named, in the page\'s language', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42', locale: 'zh-CN' });
  await ready(page);
  await start24(page);
  assert.equal(await page.getAttribute('#play24 .scoreboard', 'aria-label'), '比分');
  assert.equal(await page.getAttribute('#play24 .scoreboard', 'role'), 'group');
  assert.deepEqual(errors, []);
  await context.close();
});
