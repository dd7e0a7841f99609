// 24点's way back to the answer field, Solo and vs Computer: E (shown in
// the keys line as "E back to the field") puts the focus in the field again
// after Esc left it, and an answer built by clicking the cards and the pad
// is submitted by Enter (the Submit button's ↵), never by pressing the last
// clicked button again. On a touch screen the focus stays on the tapped
// button (the field would pop up the on-screen keyboard), and Enter there
// submits too. Seed 42's first deal is K♣ 3♣ Q♠ K♦: Q × (3 − K ÷ K) = 24.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, start24 } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const focused = (page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);

/** Q♠ × ( 3♣ − K♣ ÷ K♦ ), by the buttons (cards by position: K♣ 3♣ Q♠ K♦). */
async function build(page, press) {
  const card = (k) => `#g24-cards .g24-card:nth-child(${k + 1})`;
  const op = (sym) => `#g24-form .op[data-insert="${sym}"]`;
  for (const sel of [card(2), op(' × '), op('('), card(1), op(' − '), card(0), op(' ÷ '), card(3), op(')')]) await press(sel);
}

for (const mode of ['solo', 'computer']) {
  test(`${mode}: E after Esc goes back to the answer field, in both languages`, async () => {
    for (const locale of ['en-US', 'zh-CN']) {
      const { page, errors, context } = await openPage(env, { path: '?seed=42', locale, viewport: { width: 1280, height: 800 } });
      await ready(page);
      await start24(page, { mode });
      await page.waitForFunction(() => document.activeElement?.id === 'g24-expr');
      await page.keyboard.type('12');
      await page.keyboard.press('Escape');
      assert.notEqual(await focused(page), 'g24-expr');
      await page.keyboard.press('e');
      assert.equal(await focused(page), 'g24-expr', `${locale}: E is back in the field`);
      // Nothing typed by the E itself; the answer so far is kept.
      assert.equal(await page.inputValue('#g24-expr'), '12');
      // The keys line says so.
      assert.match(await page.textContent('#g24-keys'), locale === 'en-US' ? /E back to the field/ : /E 回到输入框/);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  test(`${mode}: Enter after building the answer by clicks submits it`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42', viewport: { width: 1280, height: 800 } });
    await ready(page);
    await start24(page, { mode });
    await build(page, (sel) => page.click(sel));
    assert.equal(await focused(page), 'g24-expr', 'a click hands the focus back to the field');
    const built = await page.inputValue('#g24-expr');
    assert.equal(built.replace(/\s/g, ''), 'Q×(3−K÷K)');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.game24.state().phase !== 'playing');
    const s = await page.evaluate(() => window.game24.state());
    assert.equal(s.scores[0], 1, 'the answer was submitted and scored');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('touch: a tapped button keeps the focus (no soft keyboard), and Enter there submits', async () => {
  const { page, errors, context } = await openPage(env, {
    path: '?seed=42', viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true,
  });
  await ready(page);
  await start24(page);
  await build(page, (sel) => page.tap(sel));
  assert.notEqual(await focused(page), 'g24-expr', 'the field is not focused by a tap');
  // A hardware keyboard's Enter on the last tapped button, ")": submits, adds nothing.
  await page.focus('#g24-form .op[data-insert=")"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.game24.state().phase !== 'playing');
  assert.equal((await page.evaluate(() => window.game24.state())).scores[0], 1);
  assert.deepEqual(errors, []);
  await context.close();
});
