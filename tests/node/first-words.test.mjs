// The first paint's words (www/first-words.js) are the catalog's, not a copy
// kept by hand: the file is what scripts/first-words.mjs writes from
// www/i18n.js and index.html as they are now (a word changed in the catalog,
// or a key added to the header or the menu, without a build fails here), it
// holds every key of index.html's first-paint part in both languages, and
// those are the header's, the loading line's and the menu's. No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { firstWordsText, firstPaintKeys, FIRST_PAINT_KEYS } from '../../scripts/first-words.mjs';
import { STRINGS } from '../../www/i18n.js';
import { WORDS } from '../../www/first-words.js';

const HOME = fileURLToPath(new URL('../../', import.meta.url));
const html = readFileSync(`${HOME}index.html`, 'utf8');

test('www/first-words.js is what the catalog and index.html give now', async () => {
  assert.equal(readFileSync(`${HOME}www/first-words.js`, 'utf8'), await firstWordsText(HOME),
    'stale: run node scripts/first-words.mjs (scripts/build.sh does)');
});

test('the first paint has every word of the header, the loading line and the menu, in both languages', () => {
  const keys = firstPaintKeys(html);
  for (const id of ['menu_heading', 'start', 'rules', 'practice', 'online_open', 'mode_pvp', 'level_classic', 'loading', 'lang_toggle', 'default_p1']) {
    assert.ok(keys.includes(id), id);
  }
  // Not the other screens' (the first paint stays small).
  for (const id of ['take', 'stand', 'review_title', 'stats_export', 'set_speed']) assert.ok(!keys.includes(id), id);
  for (const lang of ['zh', 'en']) {
    assert.deepEqual(Object.keys(WORDS[lang]).sort(), [...keys].sort(), lang);
    for (const key of keys) assert.equal(WORDS[lang][key], STRINGS[lang][key], `${lang} ${key}`);
  }
  for (const key of FIRST_PAINT_KEYS) assert.ok(keys.includes(key), key);
  assert.notEqual(WORDS.zh.menu_heading, WORDS.en.menu_heading);
});

test('the first paint\'s part of index.html covers the header and the menu', () => {
  const part = /<!-- first paint -->([\s\S]*?)<!-- \/first paint -->/.exec(html)[1];
  for (const mark of ['<header class="topbar">', 'id="loading"', 'id="menu"', 'id="start"']) assert.ok(part.includes(mark), mark);
  assert.ok(!part.includes('id="play"'));
});
