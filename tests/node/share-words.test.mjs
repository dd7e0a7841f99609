// A review's share text counts draws as the table does ("1 draw", "3 draws",
// "平局 3"), never "3 drawn". No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t, drawsText } from '../../www/i18n.js';

globalThis.document ??= { documentElement: { dataset: {} } };

test('the share text\'s draws are the table\'s words', () => {
  setLang('en');
  assert.equal(t('share_draws', { draws: drawsText(1) }), ' (1 draw)');
  assert.equal(t('share_draws', { draws: drawsText(3) }), ' (3 draws)');
  assert.doesNotMatch(t('share_draws', { draws: drawsText(3) }), /drawn/);
  setLang('zh');
  assert.equal(t('share_draws', { draws: drawsText(3) }), '（平局 3）');
  setLang('en');
});
