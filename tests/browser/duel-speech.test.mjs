// What a screen reader hears at the 21点 table and in its review, and where
// the keyboard focus goes, in both languages: the computer's seat says
// "computer" once, the replay's sentences end with one full stop each, the
// settings (O) closed with Esc hand the focus back to what had it, and the
// table's keys line names O.
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

test('the replay says each sentence with one full stop', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42&fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp' });
  // Both players stand at once until the match is over.
  for (let i = 0; i < 200; i += 1) {
    const s = await page.evaluate(() => window.duel.state());
    if (s.phase === 'match_over') break;
    await page.keyboard.press(s.phase === 'round_over' ? 'n' : 's');
  }
  await page.waitForFunction(() => window.duel.state().phase === 'match_over');
  await page.keyboard.press('v');
  await page.waitForSelector('#review:not([hidden])');
  const said = [];
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.getElementById('replay-live').textContent !== '');
    said.push(await page.textContent('#replay-live'));
  }
  for (const s of said) assert.doesNotMatch(s, /\.\s*\./, s);
  assert.deepEqual(errors, []);
  await context.close();
});
