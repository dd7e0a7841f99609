// The menu's Practice follows the game chosen on the menu: with 24点 chosen
// it opens 24点's practice (solo, its choice of deals shown and focused),
// not 21点's drills, and says what is left to do (choose the deals, then
// Start); with 21点 chosen it opens the Practice screen, titled for 21点. By click,
// by touch and by keyboard, at 1280 and 360 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

for (const [size, viewport, how] of [['1280, keyboard', { width: 1280, height: 800 }, 'keys'], ['360, touch', { width: 360, height: 640 }, 'tap']]) {
  test(`with 24点 chosen the menu's Practice opens 24点's practice (${size})`, async () => {
    const touch = how === 'tap';
    const { page, context, errors } = await openPage(env, { viewport, hasTouch: touch, isMobile: touch });
    await ready(page);
    const press = async (sel) => {
      if (touch) await page.tap(sel);
      else {
        await page.focus(sel);
        await page.keyboard.press('Enter');
      }
    };
    // Race mode chosen first: Practice still makes it solo practice.
    await page.check('#menu-form input[name=game][value="24"]');
    await page.check('#menu-form input[name=mode24][value="race"]');
    assert.ok(await page.isHidden('#g24-practice'));
    await press('#practice-menu');
    await page.waitForFunction(() => document.activeElement?.name === 'practice24');
    assert.equal(await page.evaluate(() => document.body.dataset.screen), 'menu');
    assert.ok(await page.isChecked('#menu-form input[name=mode24][value="solo"]'));
    assert.ok(await page.isVisible('#g24-practice'));
    // What is left to do is said, beside the choice, in a polite status.
    assert.equal(await page.textContent('#g24-practice-note'), 'Choose the deals to practice, then press Start.');
    assert.equal(await page.getAttribute('#g24-practice-note', 'role'), 'status');
    // In Chinese after a switch of language.
    await page.locator('[data-action="lang"]:visible').first().click();
    await page.waitForFunction(() => document.getElementById('g24-practice-note').textContent === '选好要练的牌，再按“开始”。');
    await page.locator('[data-action="lang"]:visible').first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    // With 21点 chosen: the note goes, and Practice opens the drills' screen, which names its game.
    await page.check('#menu-form input[name=game][value="21"]');
    assert.equal(await page.textContent('#g24-practice-note'), '');
    await press('#practice-menu');
    await page.waitForFunction(() => document.body.dataset.screen === 'practice');
    assert.equal(await page.textContent('#practice-title'), 'Practice · Twenty-One');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
