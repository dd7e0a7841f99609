// Every message a Chinese page shows is Chinese, the engine's reason inside
// it included (the engine sends a refusal as a code with its fields, which
// the page says from its catalog): a seed that is no number, a saved match of an
// unknown version or with a card twice in its deck, a review link that is
// garbage. The English page keeps the engine's own words. Quoted data (the
// seed typed, a card) may stay as it was; no English word outside quotes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, storedSaves } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const english = (text) => text.replace(/“[^”]*”|'[^']*'/gu, '').match(/[A-Za-z]{2,}/gu);

/** Starts a match, then damages its save with `harm` and reloads: the page's notice. */
async function damagedNotice(page, harm) {
  await startMatch(page, { mode: 'pvp', seed: 42 });
  const [[key, text]] = Object.entries(await storedSaves(page));
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, harm(text)]);
  await page.reload();
  await ready(page);
  return page.textContent('#notice');
}

const HARMS = [
  ['an unknown version', (s) => s.replace('"duel":{"version":1', '"duel":{"version":9'), /不支持第 9 版/, /version 9 is not supported/],
  ['a card twice', (s) => s.replace(/"deck":"K♣ 3♣/u, '"deck":"K♣ K♣'), /K♣ 在牌堆中出现了两次/u, /appears twice/],
];

for (const [what, harm, zh, en] of HARMS) {
  test(`a saved match with ${what}: the reason is Chinese on a Chinese page, English on an English one`, async () => {
    for (const [locale, want] of [['zh-CN', zh], ['en-US', en]]) {
      const { page, context } = await openPage(env, { locale });
      await ready(page);
      const notice = await damagedNotice(page, harm);
      assert.match(notice, want);
      if (locale === 'zh-CN') assert.equal(english(notice), null, notice);
      await context.close();
    }
  });
}

test('中文: a seed that is no number and a garbage review link are refused in Chinese', async () => {
  const { page, errors, context } = await openPage(env, { locale: 'zh-CN' });
  await ready(page);
  await page.fill('input[name=seed]', 'abc');
  await page.click('#start');
  await page.waitForSelector('#menu-error:not([hidden])');
  const menu = await page.textContent('#menu-error');
  assert.match(menu, /种子“abc”必须是整数/u);
  assert.equal(english(menu), null, menu);
  await page.goto(`${env.server.url}?review=21.1.zz`);
  await ready(page);
  const notice = await page.textContent('#notice');
  assert.match(notice, /复盘链接已损坏/u);
  assert.equal(english(notice), null, notice);
  assert.deepEqual(errors, []);
  await context.close();
});
