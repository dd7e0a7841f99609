// The any-four-numbers panel on a page: opened from the menu, its heading
// and the page's title name 24点 (and still do back at the menu, where 24点
// is chosen); cards typed with real keys stay in the boxes as the cards read
// (q → Q), four cards typed into the first box at once (`3388`) or pasted
// fill one box each and the focus moves on to "Can it be done?", a lone 1
// waits for 10–13; the boxes ask a phone for its keyboard with numbers
// first, and the A J Q K buttons type the letter cards; a refused value
// names its box, which gets the focus. By keyboard at 1280 px in English
// and by touch at 360 px in Chinese (where a click on "Can it be done?" from
// a focused box once missed: the key hints changed as the box lost the
// focus, the title rewrapped and the button moved from under the pointer).
// The panel's words in both languages, every spread and the solutions listed
// are its view's and controller's: tests/node/solve24-view.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const boxes = (page) => page.$$eval('.g24-solve-values input', (is) => is.map((i) => i.value));
const focused = (page) => page.evaluate(() => document.activeElement?.id);

for (const [lang, locale, yes, wrong, title, viewport, touch] of [
  ['en', 'en-US', /^3 3 8 8: 24 can be made/, /^Number 2, “Z”, is not a card/, '24点 · Make 24', { width: 1280, height: 800 }, false],
  ['zh', 'zh-CN', /^3 3 8 8：/, /^第 2 个数“Z”不是一张牌/, '24点 · 巧算二十四', { width: 360, height: 640 }, true],
]) {
  test(`${lang} ${viewport.width} px: the panel's heading is 24点's; cards typed fill the boxes; a wrong box is named`, async () => {
    const { page, errors, context } = await openPage(env, { locale, viewport, hasTouch: touch, isMobile: touch });
    const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
    await ready(page);
    await page.check('input[name=game][value="24"]');
    await press('#g24-solve-open');
    await page.waitForSelector('#solve24:not([hidden])');
    assert.equal(await page.textContent('h1 [data-i18n="title"]'), title);
    assert.equal(await page.title(), title);
    assert.equal(await focused(page), 'solve24-v0');
    assert.deepEqual(await page.$$eval('.g24-solve-values input', (is) => is.map((i) => i.inputMode)), ['numeric', 'numeric', 'numeric', 'numeric']);
    // Typed key by key into the first box.
    await page.keyboard.type('3388');
    assert.deepEqual(await boxes(page), ['3', '3', '8', '8']);
    assert.equal(await focused(page), 'solve24-check');
    await page.keyboard.press('Enter');
    assert.match(await page.textContent('#solve24-result'), yes);
    // Pasted at once (one insertion) into the first box.
    for (let i = 0; i < 4; i += 1) await page.fill(`#solve24-v${i}`, '');
    await page.focus('#solve24-v0');
    await page.keyboard.insertText('3 3 8 8');
    assert.deepEqual(await boxes(page), ['3', '3', '8', '8']);
    // Four cards pasted into a later box are the whole hand too.
    for (let i = 0; i < 4; i += 1) await page.fill(`#solve24-v${i}`, '');
    await page.focus('#solve24-v2');
    await page.keyboard.insertText('4 6 2 2');
    assert.deepEqual(await boxes(page), ['4', '6', '2', '2']);
    assert.equal(await focused(page), 'solve24-check');
    // Letter cards typed with real keys, one box each: they stay in the
    // boxes, shown as the cards read (q → Q), a box the page rewrote too.
    for (const [i, v] of ['K', 'q', 'J', 'a'].entries()) {
      await page.fill(`#solve24-v${i}`, '');
      await page.focus(`#solve24-v${i}`);
      await page.keyboard.type(v);
      assert.equal(await page.inputValue(`#solve24-v${i}`), v.toUpperCase());
    }
    await page.fill('#solve24-v1', '');
    await page.focus('#solve24-v1');
    await page.keyboard.type('q');
    assert.deepEqual(await boxes(page), ['K', 'Q', 'J', 'A']);
    await press('#solve24-check');
    await press('#solve24-show');
    assert.ok(await page.locator('#solve24-list li').count() > 0);
    // One card per box: 1 then 2 is twelve; K from its button.
    for (let i = 0; i < 4; i += 1) await page.fill(`#solve24-v${i}`, '');
    await page.focus('#solve24-v0');
    await page.keyboard.type('1');
    assert.equal(await focused(page), 'solve24-v0', 'a lone 1 waits for 10–13');
    await page.keyboard.type('2');
    assert.equal(await focused(page), 'solve24-v1');
    await press('.g24-solve-faces [data-face="K"]');
    assert.deepEqual(await boxes(page), ['12', 'K', '', '']);
    assert.equal(await focused(page), 'solve24-v2');
    // A wrong box: named, marked, focused.
    await page.fill('#solve24-v1', 'Z');
    await page.fill('#solve24-v2', '3');
    await page.fill('#solve24-v3', '3');
    await press('#solve24-check');
    assert.match(await page.textContent('#solve24-result'), wrong);
    assert.equal(await page.getAttribute('#solve24-v1', 'aria-invalid'), 'true');
    assert.equal(await focused(page), 'solve24-v1');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));

    // Back at the menu (Esc from a button of the panel, or its Back) the
    // heading names the game chosen on it (24点, whose fields offer the solver).
    if (touch) await press('#solve24 [data-action="back"]');
    else {
      await page.focus('#solve24-check');
      await page.keyboard.press('Escape');
    }
    await page.waitForSelector('#menu:not([hidden])');
    assert.ok(await page.isChecked('input[name=game][value="24"]'));
    assert.equal(await page.title(), title);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
