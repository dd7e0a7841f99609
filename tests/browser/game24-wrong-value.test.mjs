// 24点's answer field keeps a long paste whole, and the engine's refusal of it
// is said. (A wrong answer's value said against the computer, and after a
// reload, is the view's: tests/node/game24-view.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, start24 } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

// A pasted answer over the engine's 200 characters is refused as too long,
// saying its length, not cut to 200 and refused for a missing operand.
// (Its words in both languages, and the deal going on, are the controller's
// too: tests/node/game24-ctrl.test.mjs.)
for (const [locale, said] of [['en-US', /too long \(250 characters\)/]]) {
  test(`${locale}: a pasted answer of 250 characters is said to be too long`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42', locale });
    await ready(page);
    await start24(page);
    await page.focus('#g24-expr');
    await page.keyboard.insertText('1+'.repeat(124) + 'KK');
    assert.equal((await page.inputValue('#g24-expr')).length, 250, 'the field keeps the whole paste');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('g24-msg').textContent !== '');
    assert.match(await page.textContent('#g24-msg'), said);
    assert.equal(await page.evaluate(() => window.game24.state().phase), 'playing', 'the deal goes on');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
