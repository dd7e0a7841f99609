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
    refusal: { code: 'saved_match_damaged', detail: 'the card K♣ appears twice in the deck' },
  });
  setLang('zh');
  assert.equal(t('error', { msg: e }), '出错了：保存的比赛已损坏：the card K♣ appears twice in the deck');
  const name = { refusal: { code: 'name_too_long', seat: 1, length: 40, limit: 32 } };
  assert.equal(t('menu_refused', { msg: name }), '1 号位的名字有 40 个字符，最多 32 个');
  const stood = { refusal: { code: 'cannot_act', seat: 2, stop: { code: 'why_stood' } } };
  assert.match(t('error', { msg: stood }), /^出错了：2 号位不能行动：/u);
  setLang('en');
  assert.equal(t('error', { msg: e }), 'Something went wrong: the saved match is damaged: the card K♣ appears twice in the deck');
  assert.equal(t('menu_refused', { msg: name }), 'the name for seat 1 has 40 characters; at most 32 are allowed');
  assert.equal(t('error', { msg: stood }), 'Something went wrong: player 2 may not act: player 2 has stood');
});

test('a seed out of range typed in the menu says so, with the range (both languages)', () => {
  const e = { refusal: { code: 'seed_too_large', quote: '18446744073709551616', limit: '18446744073709551615' } };
  setLang('zh');
  assert.match(t('menu_refused', { msg: e }), /“18446744073709551616”.*18446744073709551615/u);
  setLang('en');
  assert.match(t('menu_refused', { msg: e }), /'18446744073709551616' is too large.*18446744073709551615/);
});
