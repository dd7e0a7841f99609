// The menu's Practice follows the game chosen on the menu: with 24点 chosen
// it opens 24点's practice (solo, its choice of deals shown and focused),
// not 21点's drills; with 21点 chosen it opens the Practice screen. By click,
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
    // With 21点 chosen: the drills' Practice screen.
    await page.check('#menu-form input[name=game][value="21"]');
    await press('#practice-menu');
    await page.waitForFunction(() => document.body.dataset.screen === 'practice');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
