// What the first paint says and shows before the rest of the page is here,
// from its pure rules (boot.js, menu-fields.js) and the catalog: a press
// kept is named (the settings, the rules, … ; a table's key is a move), a
// press dropped with Escape is said to be cancelled; the header names the
// game chosen in the menu; the menu's Practice names its game, so no two
// buttons share a name. Both languages. No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitNote, titleOf } from '../../www/boot.js';
import { practiceKey } from '../../www/menu-fields.js';
import { STRINGS } from '../../www/i18n.js';

test('a press kept before the page is here is named in its note, in both languages', () => {
  const want = {
    en: {
      settings: /^Settings open/, rules: /^The rules open/, stats: /^Statistics open/, practice: /^Practice opens/,
      online: /^Online play opens/, take: /move/, start: /match starts/, continue: /match starts/,
    },
    zh: {
      settings: /打开设置/, rules: /打开规则/, stats: /打开统计/, practice: /打开练习/,
      online: /打开在线对战/, take: /这一步/, start: /立即开始/, continue: /立即开始/,
    },
  };
  for (const lang of ['en', 'zh']) {
    const notes = new Set();
    for (const [action, said] of Object.entries(want[lang])) {
      const text = STRINGS[lang][waitNote(action)];
      assert.match(text, said, `${lang} ${action}`);
      notes.add(text);
    }
    // Each different action its own words (take and start aside: a move, a match).
    assert.equal(notes.size, 7, lang);
    // None of them the old unnamed promise.
    for (const text of notes) assert.doesNotMatch(text, /what you pressed|你按下的操作/, lang);
    assert.equal(STRINGS[lang].first_cancelled, { en: 'Cancelled.', zh: '已取消。' }[lang]);
  }
  // Not an action of the table, nor a name of Object.prototype: the table's note.
  assert.equal(waitNote('toString'), 'first_wait');
  assert.equal(waitNote('stand'), 'first_wait');
});

test('the header names the game chosen in the menu', () => {
  assert.equal(titleOf('24'), 'title24');
  assert.equal(titleOf('21'), 'title');
  for (const lang of ['en', 'zh']) {
    assert.match(STRINGS[lang][titleOf('24')], /^24点/);
    assert.match(STRINGS[lang][titleOf('21')], /^21点/);
  }
});

test('the menu\'s Practice names the game it practises; the header\'s Practice is another name', () => {
  for (const lang of ['en', 'zh']) {
    const s = STRINGS[lang];
    const names = [s.practice, s[practiceKey(false)], s[practiceKey(true)]];
    assert.equal(new Set(names).size, 3, `${lang}: ${names}`);
    assert.match(s[practiceKey(false)], /21点/);
    assert.match(s[practiceKey(true)], /24点/);
  }
});
