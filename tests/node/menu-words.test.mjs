// The menu's two settings about who starts, in both languages: one says it
// decides who takes seat 1 (and so starts round 1), the other that it
// decides who starts each round, and neither says the other's. No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STRINGS } from '../../www/i18n.js';
import { SETTINGS_STRINGS } from '../../www/settings-i18n.js';

test('the seat setting and the first-player rule say plainly what each decides', () => {
  const want = {
    en: { seat: /seat 1/i, rule: /starts each round/i },
    zh: { seat: /1 号位/, rule: /每回合谁先手/ },
  };
  for (const lang of ['en', 'zh']) {
    const s = STRINGS[lang];
    assert.match(s.sits_first, want[lang].seat, lang);
    assert.match(s.first_rule, want[lang].rule, lang);
    assert.doesNotMatch(s.sits_first, want[lang].rule, lang);
    // The settings panel's rule says the same as the menu's.
    assert.match(SETTINGS_STRINGS[lang].set_first, want[lang].rule, lang);
    assert.doesNotMatch(s.first_rule, want[lang].seat, lang);
  }
});
