// The "any four numbers" panel in both languages: it takes the cards as a
// player reads them at a table (A, J, Q, K in either case, or 1–13), the
// same words the game's answer field takes; anything else is refused with the
// panel's message; its page heading and title name 24点 while it is open.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

for (const [lang, locale, yes, bad, title] of [
  ['en', 'en-US', /^1 11 12 13: 24 can be made/, 'Give four', '24点 · Make 24'],
  ['zh', 'zh-CN', /^1 11 12 13：/, '请输入四张牌', '24点 · 巧算二十四'],
]) {
  test(`${lang}: the solver panel takes A, J, Q, K; its heading is 24点's`, async () => {
    const { page, errors, context } = await openPage(env, { locale });
    await ready(page);
    await page.check('input[name=game][value="24"]');
    await page.click('#g24-solve-open');
    await page.waitForSelector('#solve24:not([hidden])');
    assert.equal(await page.textContent('h1 [data-i18n="title"]'), title);
    assert.equal(await page.title(), title);

    // Typed with real keys, as a player would: the letters stay in the boxes.
    for (const [i, v] of ['K', 'q', 'J', 'a'].entries()) {
      await page.fill(`#solve24-v${i}`, '');
      await page.focus(`#solve24-v${i}`);
      await page.keyboard.type(v);
      assert.equal(await page.inputValue(`#solve24-v${i}`), v);
    }
    await page.click('#solve24-check');
    assert.match(await page.textContent('#solve24-result'), yes);
    await page.click('#solve24-show');
    assert.ok(await page.locator('#solve24-list li').count() > 0);

    // Numbers still work; a word that is no card is refused in the page's language.
    for (const [i, v] of ['3', '3', '8', '8'].entries()) await page.fill(`#solve24-v${i}`, v);
    await page.click('#solve24-check');
    assert.match(await page.textContent('#solve24-result'), /^3 3 8 8/);
    await page.fill('#solve24-v3', 'Z');
    await page.click('#solve24-check');
    assert.ok((await page.textContent('#solve24-result')).startsWith(bad));

    // Back at the menu the heading is the page's again.
    await page.click('#solve24 [data-action="back"]');
    await page.waitForSelector('#menu:not([hidden])');
    assert.notEqual(await page.title(), title);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
