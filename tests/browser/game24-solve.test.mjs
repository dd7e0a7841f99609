// The setting "cards as numbers" on 24点's table. (The any-four-numbers
// panel's tests are tests/browser/game24-solve-boxes.test.mjs and
// tests/node/solve24-view.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

// The setting "cards as numbers": 24点's cards then read 1, 11, 12, 13 in
// place of A, J, Q, K — on the table, in what a click on a card inserts and
// in the deal table — in both languages, and back with the setting off.
for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  test(`${lang}: a setting shows 24点's cards as numbers (A = 1 … K = 13)`, async () => {
    const { page, errors, context } = await openPage(env, { locale, path: '?seed=42' });
    await ready(page);
    const faces = () => page.$$eval('#g24-cards .card .pip', (ps) => ps.map((p) => p.textContent));
    await page.check('input[name=game][value="24"]');
    await page.check('input[name=mode24][value=solo]');
    await page.click('#start');
    await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
    assert.deepEqual(await faces(), ['K', '3', 'Q', 'K']);
    await page.click('#settings-button');
    const box = page.locator('#settings-form input[name=cards24]');
    // (The box's label in each language is the view's: tests/node/settings-view.test.mjs.)
    await box.check();
    await page.click('#settings-done');
    assert.deepEqual(await faces(), ['13', '3', '12', '13']);
    await page.click('#g24-cards button >> nth=0');
    assert.equal(await page.inputValue('#g24-expr'), '13');
    await page.keyboard.press('Escape');
    await page.keyboard.press('g');
    await page.waitForFunction(() => window.game24.state().phase !== 'playing');
    assert.equal(await page.textContent('#g24-history-body tr[data-deal="1"] .cards'), '13♣ 3♣ 12♠ 13♦');
    // Kept over a reload, and undone with the setting off.
    await page.reload();
    await ready(page);
    await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
    assert.equal(await page.textContent('#g24-history-body tr[data-deal="1"] .cards'), '13♣ 3♣ 12♠ 13♦');
    await page.click('#settings-button');
    await box.uncheck();
    await page.click('#settings-done');
    assert.equal(await page.textContent('#g24-history-body tr[data-deal="1"] .cards'), 'K♣ 3♣ Q♠ K♦');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
