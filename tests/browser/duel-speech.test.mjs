// What a screen reader hears at the 21点 table, and where the keyboard focus
// goes, in both languages: the computer's seat says "computer" once, the
// settings (O) closed with Esc hand the focus back to what had it, and the
// table's keys line names O. (The review's replay, one full stop a
// sentence: tests/node/review-view.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, humanOrDone } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

for (const [lang, locale, computer, settingsKey] of [['en', 'en-US', /computer\W+computer/i, /O settings/], ['zh', 'zh-CN', /电脑\W*电脑/, /O 设置/]]) {
  test(`${lang}: the computer is said once; Esc from the settings returns the focus; O is on the keys line`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42&fast', locale });
    await ready(page);
    await startMatch(page, { mode: 'computer', level: 'easy' });
    await humanOrDone(page);
    const seat = page.locator('.seat.is-computer');
    assert.doesNotMatch(await seat.ariaSnapshot(), computer, 'the seat as the accessibility tree has it');
    assert.doesNotMatch((await seat.innerText()).replace(/\s+/g, ' '), computer, 'the seat as shown');
    assert.match(await page.textContent('#play .keys-hint'), settingsKey);

    // Focus on Stand, open the settings by key, close them with Esc.
    await page.focus('#stand');
    await page.keyboard.press('o');
    await page.waitForSelector('#settings[open]');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.getElementById('settings').open);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'stand');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
