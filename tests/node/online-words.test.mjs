// The online felt's line while not connected blames no one: after this
// device's own reload the friend never left, so it says the two are not
// connected and the match waits, not "Ann is away". No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../www/i18n.js';

globalThis.document ??= { documentElement: { dataset: {} } };

test('not connected: said without saying the friend left', () => {
  setLang('en');
  const en = t('online_lost_short', { name: 'Ann' });
  assert.match(en, /^Not connected to Ann/);
  assert.doesNotMatch(en, /away|left/);
  setLang('zh');
  const zh = t('online_lost_short', { name: 'Ann' });
  assert.match(zh, /连接已断开/);
  assert.doesNotMatch(zh, /不在线|离开/);
  setLang('en');
});

test("after this tab's own reload: the lost line says this tab has no connection yet, and that the friend did not leave", () => {
  for (const [lang, own, left] of [['en', /This tab (has no connection|is not connected)/, /Ann did not leave/], ['zh', /这个标签页还没有/, /Ann 并没有离开/]]) {
    setLang(lang);
    for (const key of ['online_here', 'online_here_guest']) {
      const line = t(key, { name: 'Ann' });
      assert.match(line, own, `${lang} ${key}`);
      assert.match(line, left, `${lang} ${key}`);
      // Also said in a tab that took the match back without a reload.
      assert.doesNotMatch(line, /reloaded|重新载入/, `${lang} ${key}`);
    }
    assert.match(t('online_here_short'), own);
    assert.doesNotMatch(t('online_here_short'), /Ann|away|断开/);
  }
  setLang('en');
});
