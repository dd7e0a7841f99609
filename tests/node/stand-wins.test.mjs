// The sentence the table says when the seat to move plays against a bust
// seat (the engine's `stand_wins`): "Computer is bust: standing wins.", in
// both languages, and nothing when the engine does not say so. The page
// compares no totals: the snapshot alone decides. No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, standWinsText, STRINGS } from '../../www/i18n.js';

// setLang marks the page's <html> with the language: a stand-in for it.
globalThis.document ??= { documentElement: { dataset: {} } };

const snap = (standWins, names) => ({ stand_wins: standWins, names });

test('the engine\'s stand_wins as a sentence, in English and Chinese', () => {
  setLang('en');
  const en = STRINGS.en;
  assert.equal(standWinsText(snap('p1', [en.default_you, en.default_computer])), 'Computer is bust: standing wins.');
  assert.equal(standWinsText(snap('p2', [en.default_you, en.default_computer])), 'You are bust: standing wins for Computer.');
  assert.equal(standWinsText(snap('p2', ['Ann', 'Bo'])), 'Ann is bust: standing wins.');
  // No stand_wins: nothing, whatever the totals (the page has none to compare).
  assert.equal(standWinsText(snap(null, ['Ann', 'Bo'])), '');
  setLang('zh');
  const zh = STRINGS.zh;
  assert.equal(standWinsText(snap('p1', [zh.default_you, zh.default_computer])), '电脑已爆牌：停牌就赢。');
  assert.equal(standWinsText(snap('p2', [zh.default_you, zh.default_computer])), '你已爆牌：电脑停牌就赢。');
  assert.equal(standWinsText(snap('p1', ['安', 'Bo'])), 'Bo 已爆牌：停牌就赢。');
  setLang('en');
});
