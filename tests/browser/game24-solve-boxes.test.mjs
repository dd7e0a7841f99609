// The any-four-numbers panel's four boxes: four cards typed into the first
// box at once (`3388`) or pasted (`3 3 8 8`, into any box) fill one box each and the
// focus moves on to "Can it be done?"; a card typed in a box moves on to the
// next one (a lone 1 waits: 10–13 may follow); the boxes ask a phone for
// its keyboard with numbers first, and the A J Q K buttons type the letter
// cards; a refused value names its box, which gets the focus. By keyboard
// at 1280 px and by touch at 360 px, in both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const boxes = (page) => page.$$eval('.g24-solve-values input', (is) => is.map((i) => i.value));
const focused = (page) => page.evaluate(() => document.activeElement?.id);

for (const [lang, locale, yes, wrong] of [
  ['en', 'en-US', /^3 3 8 8: 24 can be made/, /^Number 2, “Z”, is not a card/],
  ['zh', 'zh-CN', /^3 3 8 8：/, /^第 2 个数“Z”不是一张牌/],
]) for (const [viewport, touch] of [[{ width: 1280, height: 800 }, false], [{ width: 360, height: 640 }, true]]) {
  test(`${lang} ${viewport.width} px: four cards at once fill the four boxes; a wrong box is named`, async () => {
    const { page, errors, context } = await openPage(env, { locale, viewport, hasTouch: touch, isMobile: touch });
    await ready(page);
    await page.check('input[name=game][value="24"]');
    await (touch ? page.tap('#g24-solve-open') : page.click('#g24-solve-open'));
    await page.waitForSelector('#solve24:not([hidden])');
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
    // Letter cards typed in lower case read as the cards do.
    for (let i = 0; i < 4; i += 1) await page.fill(`#solve24-v${i}`, '');
    await page.focus('#solve24-v0');
    await page.keyboard.insertText('K q J a');
    assert.deepEqual(await boxes(page), ['K', 'Q', 'J', 'A']);
    // One card per box: 1 then 2 is twelve; K from its button.
    for (let i = 0; i < 4; i += 1) await page.fill(`#solve24-v${i}`, '');
    await page.focus('#solve24-v0');
    await page.keyboard.type('1');
    assert.equal(await focused(page), 'solve24-v0', 'a lone 1 waits for 10–13');
    await page.keyboard.type('2');
    assert.equal(await focused(page), 'solve24-v1');
    await (touch ? page.tap('.g24-solve-faces [data-face="K"]') : page.click('.g24-solve-faces [data-face="K"]'));
    assert.deepEqual(await boxes(page), ['12', 'K', '', '']);
    assert.equal(await focused(page), 'solve24-v2');
    // A wrong box: named, marked, focused.
    await page.fill('#solve24-v1', 'Z');
    await page.fill('#solve24-v2', '3');
    await page.fill('#solve24-v3', '3');
    await (touch ? page.tap('#solve24-check') : page.click('#solve24-check'));
    assert.match(await page.textContent('#solve24-result'), wrong);
    assert.equal(await page.getAttribute('#solve24-v1', 'aria-invalid'), 'true');
    assert.equal(await focused(page), 'solve24-v1');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
    assert.deepEqual(errors, []);
    await context.close();
  });
}
