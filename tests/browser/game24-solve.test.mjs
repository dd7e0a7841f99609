// The "any four numbers" panel in both languages: it takes the cards as a
// player reads them at a table (A, J, Q, K in either case, or 1–13), the
// same words the game's answer field takes; anything else is refused with the
// panel's message; its page heading and title name 24点 while it is open.
// At 360×640 too, where a click on "Can it be done?" from a focused box once
// missed: the key hints changed as the box lost the focus, the title
// rewrapped and the button moved from under the pointer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

for (const [lang, locale, yes, bad, title] of [
  ['en', 'en-US', /^1 11 12 13: 24 can be made/, 'Number 4, “Z”, is not a card', '24点 · Make 24'],
  ['zh', 'zh-CN', /^1 11 12 13：/, '第 4 个数“Z”不是一张牌', '24点 · 巧算二十四'],
]) for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 640 }]) {
  test(`${lang} ${viewport.width}×${viewport.height}: the solver panel takes A, J, Q, K; its heading is 24点's`, async () => {
    const { page, errors, context } = await openPage(env, { locale, viewport });
    await ready(page);
    await page.check('input[name=game][value="24"]');
    await page.click('#g24-solve-open');
    await page.waitForSelector('#solve24:not([hidden])');
    assert.equal(await page.textContent('h1 [data-i18n="title"]'), title);
    assert.equal(await page.title(), title);

    // Typed with real keys, as a player would: the letters stay in the
    // boxes, shown as the cards read (q → Q).
    for (const [i, v] of ['K', 'q', 'J', 'a'].entries()) {
      await page.fill(`#solve24-v${i}`, '');
      await page.focus(`#solve24-v${i}`);
      await page.keyboard.type(v);
      assert.equal(await page.inputValue(`#solve24-v${i}`), v.toUpperCase());
    }
    await page.click('#solve24-check');
    assert.match(await page.textContent('#solve24-result'), yes);
    await page.click('#solve24-show');
    assert.ok(await page.locator('#solve24-list li').count() > 0);

    // Numbers still work; a word that is no card is refused in the page's language, its box named.
    for (const [i, v] of ['3', '3', '8', '8'].entries()) await page.fill(`#solve24-v${i}`, v);
    await page.click('#solve24-check');
    assert.match(await page.textContent('#solve24-result'), /^3 3 8 8/);
    await page.fill('#solve24-v3', 'Z');
    await page.click('#solve24-check');
    assert.ok((await page.textContent('#solve24-result')).startsWith(bad));

    // Back at the menu the heading names the game chosen on it (24点, whose fields offer the solver).
    await page.click('#solve24 [data-action="back"]');
    await page.waitForSelector('#menu:not([hidden])');
    assert.ok(await page.isChecked('input[name=game][value="24"]'));
    assert.equal(await page.title(), title);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

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
