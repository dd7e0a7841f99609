// The online felt's line while not connected blames no one: after this
// device's own reload the friend never left, so it says the two are not
// connected and the match waits, not "Ann is away". No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../www/i18n.js';

globalThis.document ??= { documentElement: {} };

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
