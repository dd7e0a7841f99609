// 24点's shortcut keys and the answer field, in both languages: a letter
// typed into the field is part of the answer (X is ×), never a command;
// while a text field has the focus, each letter key's hint on its button
// reads "Alt+…" and Alt with that letter does the button's action there
// (by the key's position, so a layout where Alt types a symbol works too);
// outside the field the letter alone still works. Seed 42's first deal is
// K♣ 3♣ Q♠ K♦ (solvable).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, start24 } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const state = (page) => page.evaluate(() => window.game24.state());
/** What a player sees on `action`'s key hint: its ::before text plus its own. */
const hint = (page, action) => page.$eval(`#play24 [data-action="${action}"] kbd`, (k) => {
  const before = getComputedStyle(k, '::before').content;
  return (before === 'none' || before === 'normal' ? '' : JSON.parse(before)) + k.textContent;
});

for (const [lang, locale, keysWord] of [['en', 'en-US', /Alt\+X no solution/], ['zh', 'zh-CN', /Alt\+X 无解/]]) {
  test(`${lang}: letters in the answer field are answer text; Alt+letter acts there, the hints say so`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42', locale });
    await ready(page);
    await start24(page);
    await page.waitForFunction(() => document.activeElement?.id === 'g24-expr');
    const before = await state(page);

    // Typed letters stay in the field; nothing is claimed, hinted or given up.
    await page.keyboard.press('x');
    await page.keyboard.press('h');
    await page.keyboard.press('g');
    await page.keyboard.press('m');
    assert.equal(await page.inputValue('#g24-expr'), 'xhgm');
    let s = await state(page);
    assert.equal(s.phase, 'playing');
    assert.equal(s.hints, before.hints);
    assert.deepEqual(s.scores, before.scores);
    assert.equal(await page.isVisible('#g24-msg:not(:empty)'), false, 'no reply to a command');

    // The hints on the buttons say what works in the field.
    assert.equal(await hint(page, 'hint24'), 'Alt+H');
    assert.equal(await hint(page, 'claim24'), 'Alt+X');
    assert.equal(await hint(page, 'giveup24'), 'Alt+G');
    assert.match(await page.textContent('#play24'), keysWord);

    // Alt+H shows a hint and leaves the answer as typed.
    await page.keyboard.press('Alt+KeyH');
    s = await state(page);
    assert.equal(s.hints, before.hints + 1);
    assert.equal(await page.inputValue('#g24-expr'), 'xhgm');

    // Outside the field the letter alone works, and the hint says the letter.
    await page.keyboard.press('Escape');
    assert.equal(await hint(page, 'giveup24'), 'G');
    await page.focus('#g24-expr');
    assert.equal(await hint(page, 'giveup24'), 'Alt+G');
    // Alt+G from inside the field gives the deal up.
    await page.keyboard.press('Alt+KeyG');
    await page.waitForFunction(() => window.game24.state().phase !== 'playing');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
