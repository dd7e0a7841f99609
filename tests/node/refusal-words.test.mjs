// Every refusal code the engine can produce has a sentence in both
// languages. The codes come from the engine's type (tests/refusal_codes.rs
// keeps tests/data/refusal-codes.json equal to src/cards/refusal.rs's
// variants); the sentences from the page's one catalog (www/i18n.js's
// STRINGS, which holds www/refusal-i18n.js). And a refusal is said from its
// code and fields alone, its nested reasons and words included. No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { STRINGS, setLang, t } from '../../www/i18n.js';
import { REFUSAL_STRINGS, PAGE_CODES } from '../../www/refusal-i18n.js';

// setLang marks the document's language; Node has no document.
globalThis.document ??= { documentElement: { dataset: {} } };

const CODES = JSON.parse(readFileSync(new URL('../data/refusal-codes.json', import.meta.url), 'utf8'));

test('every refusal code the engine can produce has its Chinese and its English', () => {
  assert.ok(CODES.length > 50, `only ${CODES.length} codes listed`);
  for (const lang of ['zh', 'en']) {
    const missing = [...CODES, ...PAGE_CODES].filter((c) => typeof STRINGS[lang][c] !== 'string' || STRINGS[lang][c] === '');
    assert.deepEqual(missing, [], `codes with no ${lang} sentence`);
    // A page key of the same name would take the code's place in the one catalog.
    const taken = [...CODES, ...PAGE_CODES].filter((c) => STRINGS[lang][c] !== REFUSAL_STRINGS[lang][c]);
    assert.deepEqual(taken, [], `codes whose ${lang} sentence a page key of the same name hides`);
  }
  const stale = Object.keys(REFUSAL_STRINGS.en).filter((k) => !CODES.includes(k) && !PAGE_CODES.includes(k));
  assert.deepEqual(stale, [], 'sentences for codes the engine no longer has');
});

test('a refusal is said from its code and fields, in either language', () => {
  const e = Object.assign(new Error('the saved match is damaged: the card K♣ appears twice in the deck'), {
    refusal: { code: 'saved_match_damaged', because: { code: 'card_twice', card: 'K♣' } },
  });
  setLang('zh');
  assert.equal(t('error', { msg: e }), '出错了：保存的比赛已损坏：K♣ 在牌堆中出现了两次');
  const give = { refusal: { code: 'at', place: 'seed', because: { code: 'give', want: { code: 'word_as_text' }, got: { code: 'word_number' } } } };
  assert.equal(t('menu_refused', { msg: give }), '“seed”：应为文本，而不是数字');
  setLang('en');
  assert.equal(t('error', { msg: e }), 'Something went wrong: the saved match is damaged: the card K♣ appears twice in the deck');
  assert.equal(t('menu_refused', { msg: give }), 'seed: give it as text, not a number');
  const names = { refusal: { code: 'unknown_setting', quote: 'colour', names: ['mode', 'level', 'seed'] } };
  assert.equal(t('menu_refused', { msg: names }), "'colour' is not a setting (use mode, level or seed)");
  setLang('zh');
  assert.equal(t('menu_refused', { msg: names }), '“colour”不是可用的设置（可用“mode”、“level”或“seed”）');
});

test('a saved game whose seed is out of range says so, with the range, not "not a number" (both languages)', () => {
  const e = {
    refusal: {
      code: 'saved_match_damaged',
      because: { code: 'saved_seed_out_of_range', quote: '18446744073709551616', limit: '18446744073709551615' },
    },
  };
  setLang('zh');
  assert.equal(t('error', { msg: e }), '出错了：保存的比赛已损坏：种子“18446744073709551616”超出范围（0 到 18446744073709551615）');
  setLang('en');
  assert.equal(t('error', { msg: e }), "Something went wrong: the saved match is damaged: its seed '18446744073709551616' is out of range (0 to 18446744073709551615)");
});
