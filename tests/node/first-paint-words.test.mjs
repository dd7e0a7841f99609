// What the first paint says and shows before the rest of the page is here,
// from its rules (scripts/index-words.mjs, WAIT_NOTES, which words
// index.html; boot.js; menu-fields.js) and the catalog: a press kept is
// named (the settings, the rules, … ; a table's button is a move), a press
// dropped with Escape is said to be cancelled; the header names the game
// chosen in the menu; the menu's Practice names its game, so no two
// buttons share a name. Both languages. No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { titleOf } from '../../www/boot.js';
import { WAIT_NOTES } from '../../scripts/index-words.mjs';
import { practiceKey } from '../../www/menu-fields.js';
import { STRINGS } from '../../www/i18n.js';
import { KEYS } from '../../www/input.js';
import { readFileSync } from 'node:fs';

/** The note's key for a press of `action` kept before the page is here (www/lang.js shows the span of WAIT_NOTES, else the '' one). */
const waitNote = (action) => (Object.hasOwn(WAIT_NOTES, action) ? WAIT_NOTES[action] : WAIT_NOTES['']);

/** The actions of the buttons in index.html's first-paint part (the header, the loading line, the menu). */
function firstPaintActions() {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const part = /<!-- first paint -->([\s\S]*?)<!-- \/first paint -->/.exec(html)[1];
  return [...part.matchAll(/data-action="([a-z0-9-]+)"/g)].map((m) => m[1]);
}

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
    assert.equal(STRINGS[lang][WAIT_NOTES.cancelled], { en: 'Cancelled.', zh: '已取消。' }[lang]);
  }
  // Not an action of the table, nor a name of Object.prototype: the table's note.
  assert.equal(waitNote('toString'), 'first_wait');
  assert.equal(waitNote('stand'), 'first_wait');
});

test('every button the page acts on early has a note naming its action; only a table\'s move is "your move"', () => {
  // A move on a resumed table: the general note ("Your move is made …") is accurate for these.
  const MOVES = new Set(['take', 'stand', 'claim24', 'giveup24', 'buzz1', 'buzz2', 'edit24']);
  // Not kept: the language switches at once; Escape drops what was kept; the
  // arrows, Home and End are keys of the review only the page opens; the
  // conflict's answers are in a dialog only the page opens. (The actions of
  // the keys' table are those of the table's buttons.)
  const NOT_KEPT = new Set(['lang', 'back', 'replay-prev', 'replay-next', 'replay-first', 'replay-last', 'conflict-load', 'conflict-keep']);
  const actions = new Set([...Object.values(KEYS), ...firstPaintActions()].filter((a) => !NOT_KEPT.has(a)));
  assert.ok(actions.has('coach') && actions.has('solve24-open') && actions.has('settings'), [...actions].join(' '));
  for (const lang of ['en', 'zh']) {
    const seen = new Map();
    for (const action of actions) {
      const key = waitNote(action);
      if (MOVES.has(action)) {
        assert.equal(key, 'first_wait', `${action}: a move`);
        continue;
      }
      assert.notEqual(key, 'first_wait', `${action}: not a move, so not "your move"`);
      const text = STRINGS[lang][key];
      assert.ok(text, `${lang} ${key}`);
      if (seen.has(text)) assert.ok(['start', 'continue'].includes(action) && ['start', 'continue'].includes(seen.get(text)), `${lang}: ${action} and ${seen.get(text)} share "${text}"`);
      seen.set(text, action);
    }
  }
  const named = {
    en: {
      coach: /coach/, hint24: /hint/, next: /next round/, new: /new match/, rematch: /rematch/i, review: /review/, 'solve24-open': /solver/,
    },
    zh: {
      coach: /教练/, hint24: /提示/, next: /下一回合/, new: /新比赛/, rematch: /重赛/, review: /复盘/, 'solve24-open': /四个数求解/,
    },
  };
  for (const lang of ['en', 'zh']) {
    for (const [action, re] of Object.entries(named[lang])) assert.match(STRINGS[lang][waitNote(action)], re, `${lang} ${action}`);
  }
});

test('the header names the game chosen in the menu', () => {
  assert.equal(titleOf('24'), 'title24');
  assert.equal(titleOf('21'), 'title');
  for (const lang of ['en', 'zh']) {
    assert.match(STRINGS[lang][titleOf('24')], /^24点/);
    assert.match(STRINGS[lang][titleOf('21')], /^21点/);
  }
});

test('the menu\'s Practice names the game it practices; the header\'s Practice is another name', () => {
  for (const lang of ['en', 'zh']) {
    const s = STRINGS[lang];
    const names = [s.practice, s[practiceKey(false)], s[practiceKey(true)]];
    assert.equal(new Set(names).size, 3, `${lang}: ${names}`);
    // In English the games' English names (Twenty-One, 24 points).
    assert.match(s[practiceKey(false)], lang === 'zh' ? /21点/ : /Twenty-One/);
    assert.match(s[practiceKey(true)], lang === 'zh' ? /24点/ : /24 points/);
  }
});
