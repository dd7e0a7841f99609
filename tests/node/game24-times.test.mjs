// 24点 says people's times in one style, under a minute and over it alike
// ("about 28 s", "about 4 min 27 s", never "about 4:27", which reads as the
// player's own clock), in both languages. No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang } from '../../www/i18n.js';
import { aboutTime } from '../../www/game24/i18n.js';

globalThis.document ??= { documentElement: { dataset: {} } };

test('people\'s times: seconds, then minutes and seconds, then over ten minutes', () => {
  setLang('en');
  assert.deepEqual([28, 59.4, 59.6, 267, 599, 600, 1234].map(aboutTime),
    ['28 s', '59 s', '1 min 0 s', '4 min 27 s', '9 min 59 s', 'over 10 min', 'over 10 min']);
  setLang('zh');
  assert.deepEqual([28, 267, 700].map(aboutTime), ['28 秒', '4 分 27 秒', '10 分钟以上']);
  setLang('en');
});
