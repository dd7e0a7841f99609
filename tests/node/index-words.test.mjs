// The words of index.html's first-paint part (the header, the notes, the
// loading line, the menu) are the catalog's in both languages, not a copy
// kept by hand: the file is what scripts/index-words.mjs writes from
// www/i18n.js, so a word changed in the catalog and not in index.html
// fails here. (Was tests/node/first-words.test.mjs, of the generated
// www/first-words.js.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { wordedIndex, wordIndex, WAIT_NOTES } from '../../scripts/index-words.mjs';
import { STRINGS } from '../../www/i18n.js';

const HOME = fileURLToPath(new URL('../../', import.meta.url));
const html = readFileSync(`${HOME}index.html`, 'utf8');
const part = /<!-- first paint -->([\s\S]*?)<!-- \/first paint -->/.exec(html)[1];

test('index.html is what the catalog words it now', async () => {
  assert.equal(html, await wordedIndex(HOME), 'stale: run node scripts/index-words.mjs (scripts/build.sh does)');
});

test('a word changed in the catalog is a change of index.html', () => {
  const changed = { en: { ...STRINGS.en, start: 'Go' }, zh: STRINGS.zh };
  const out = wordIndex(html, changed);
  assert.notEqual(out, html);
  assert.ok(out.includes('<span lang="en">Go</span>'));
  // A key the catalog lacks fails the build.
  assert.throws(() => wordIndex(html.replace('data-i18n="start"', 'data-i18n="no_such_key"'), STRINGS), /no_such_key/);
});

test('the first paint has every word of the header, the loading line and the menu, in both languages', () => {
  const spans = (key) => new RegExp(`data-i18n="${key}"[^>]*>(<span lang="[^"]*">[^<]*</span>){2}<`).exec(part)?.[0] ?? '';
  for (const key of ['menu_heading', 'start', 'rules', 'practice', 'online_open', 'mode_pvp', 'loading_game', 'lang_toggle', 'first_failed']) {
    const both = spans(key);
    assert.ok(both, key);
    for (const lang of ['en', 'zh']) {
      const word = STRINGS[lang][key].replaceAll('&', '&amp;');
      assert.ok(both.includes(`>${word}</span>`), `${lang} ${key}`);
    }
  }
  assert.ok(spans('menu_heading').includes('<span lang="en">') && spans('menu_heading').includes('<span lang="zh-CN">'));
  // The language button names the other language, in it.
  assert.ok(spans('lang_toggle').includes('<span lang="zh">中文</span><span lang="en">English</span>'));
  // What a span cannot hold: an option's text, a placeholder, a label, a title.
  const both = (attr) => [...part.matchAll(/data-both='([^']*)'/g)].map((m) => JSON.parse(m[1].replaceAll('&amp;', '&'))).filter((b) => b[attr]);
  assert.deepEqual(both('placeholder').map((b) => b.placeholder), [
    [STRINGS.en.default_p1, STRINGS.zh.default_p1], [STRINGS.en.default_p2, STRINGS.zh.default_p2],
    [STRINGS.en.seed_placeholder, STRINGS.zh.seed_placeholder]]);
  assert.ok(both('text').some((b) => b.text[0] === STRINGS.en.level_classic && b.text[1] === STRINGS.zh.level_classic));
  assert.ok(both('aria-label').some((b) => b['aria-label'][1] === STRINGS.zh.settings));
  assert.ok(both('title').some((b) => b.title[0] === STRINGS.en.lang_toggle_label));
  assert.ok(both('lang').some((b) => b.lang[0] === STRINGS.en.lang_toggle_lang && b.lang[1] === STRINGS.zh.lang_toggle_lang));
  // Each note for a press kept early, hidden until www/lang.js shows it.
  for (const [action, key] of Object.entries(WAIT_NOTES)) {
    const note = `<span data-note="${action}" hidden><span lang="en">${STRINGS.en[key]}</span><span lang="zh-CN">${STRINGS.zh[key]}</span></span>`;
    assert.ok(part.includes(note), action);
  }
});

test('the first paint\'s part of index.html covers the header and the menu, and not the other screens', () => {
  for (const mark of ['<header class="topbar">', 'id="loading"', 'id="menu"', 'id="start"', 'id="notice"', 'id="progress-text"']) assert.ok(part.includes(mark), mark);
  assert.ok(!part.includes('id="play"'));
  // The rest of the markup is worded by the page (i18n.js, applyStatic), in one language.
  const rest = html.slice(html.indexOf('<!-- /first paint -->'));
  assert.ok(!rest.includes('<span lang="zh-CN">'));
});

test('the head chooses the language before the first paint and preloads the bundle and the 21点 engine', () => {
  const head = html.slice(0, html.indexOf('</head>'));
  // A classic script, so it blocks the parser and runs before any paint; allowed by script-src 'self'.
  assert.match(head, /<script src="www\/lang\.js"><\/script>/);
  assert.match(head, /script-src 'self'/);
  assert.ok(head.indexOf('www/lang.js') < head.indexOf('www/pkg/app.js'));
  // No frame before the menu's last part is parsed (where the browser knows rel=expect).
  assert.match(head, /<link rel="expect" href="#saved" blocking="render">/);
  assert.ok(part.indexOf('id="saved"') > part.indexOf('id="start"'));
  for (const link of [
    '<link rel="modulepreload" href="www/pkg/app-shared.js">',
    '<link rel="modulepreload" href="www/pkg/duel21.js">',
    '<link rel="preload" href="www/pkg/duel21_bg.wasm" as="fetch" type="application/wasm" crossorigin>',
    '<script type="module" src="www/pkg/app.js"></script>',
  ]) assert.ok(head.includes(link), link);
  assert.doesNotMatch(html, /first-paint\.js|<script[^>]*blocking="render"/);
});
