// Writes the words of index.html's first-paint part (between
// `<!-- first paint -->` and `<!-- /first paint -->`: the header, the
// notices, the loading line and the menu) in both languages, from the
// page's one catalog (www/i18n.js), so the menu is on screen with the
// page's first frame in the player's language, before any module is here:
// - the text of an element with a data-i18n key becomes one span per language,
//   `<span lang="en">…</span><span lang="zh-CN">…</span>`, and the
//   stylesheet shows the one of `<html lang>` (style.css; the language
//   button's spans are in the language each names, lang_toggle_lang);
// - what a span cannot hold (an option's text, a placeholder, an
//   aria-label, a title, the language button's own lang) is in `data-both`, {attribute: [en, zh]}, which
//   www/lang.js puts in place for the language chosen ('text': the text).
// Once the page's modules are here they word the markup themselves
// (i18n.js, applyStatic). A Node test (tests/node/index-words.test.mjs)
// fails when index.html is not what this script writes from the catalog.
//
// Usage: node scripts/index-words.mjs [root]   (scripts/build.sh runs it)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const LANGS = [['en', 'en'], ['zh', 'zh-CN']];
const PART = /(<!-- first paint -->)([\s\S]*?)(<!-- \/first paint -->)/;
const ATTRS = {
  'data-i18n-placeholder': 'placeholder', 'data-i18n-label': 'aria-label', 'data-i18n-title': 'title', 'data-i18n-lang': 'lang',
};

/**
 * The note for a press kept before the page's modules are here (www/lang.js),
 * by the action pressed (the button's data-action; 'start', the menu's
 * Start): each names what happens once the page is here; '' (any other: a
 * move on a resumed table) is "your move"; 'cancelled', Escape's. Written
 * into the progress note (`<!-- notes -->`), one span each, hidden but the
 * one lang.js shows.
 */
export const WAIT_NOTES = {
  '': 'first_wait',
  start: 'menu_engine_wait',
  continue: 'menu_engine_wait',
  settings: 'first_wait_settings',
  rules: 'first_wait_rules',
  stats: 'first_wait_stats',
  practice: 'first_wait_practice',
  online: 'first_wait_online',
  'solve24-open': 'first_wait_solve',
  coach: 'first_wait_coach',
  hint24: 'first_wait_hint',
  next: 'first_wait_next',
  new: 'first_wait_new',
  rematch: 'first_wait_rematch',
  review: 'first_wait_review',
  cancelled: 'first_cancelled',
};

const escapeText = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttr = (s) => escapeText(s).replaceAll("'", '&#39;');

/** index.html (`html`) with its first-paint part worded from `strings` (the catalog: {zh, en}). */
export function wordIndex(html, strings) {
  const say = (lang, key) => {
    if (!Object.hasOwn(strings[lang], key)) throw new Error(`index-words: the catalog has no '${key}' in ${lang}`);
    return strings[lang][key];
  };
  const m = PART.exec(html);
  if (!m) throw new Error('index.html: no <!-- first paint --> … <!-- /first paint --> part');
  const spans = (key, langKey) => LANGS.map(([l, tagged]) => `<span lang="${langKey ? say(l, langKey) : tagged}">${escapeText(say(l, key))}</span>`).join('');
  // The notes (no data-i18n: the page, once here, leaves the one on show as it is: page.js, progress).
  let part = m[2].replace(/<!-- notes -->[\s\S]*?<!-- \/notes -->/, () => `<!-- notes -->${Object.entries(WAIT_NOTES)
    .map(([action, key]) => `<span data-note="${action}" hidden>${spans(key)}</span>`).join('')}<!-- /notes -->`);
  // Texts: plain text, or the spans of an earlier run.
  part = part.replace(
    /(<(\w+)\b[^>]*?\sdata-i18n="([a-z0-9_]+)"[^>]*>)((?:[^<]|<span lang="[^"]*">[^<]*<\/span>)*)(<\/\2>)/g,
    (all, open, tag, key, _text, close) => {
      if (tag === 'option') return `${open}${escapeText(say('en', key))}${close}`;
      return open + spans(key, /\sdata-i18n-lang="([a-z0-9_]+)"/.exec(open)?.[1]) + close;
    },
  );
  // Attributes and options' texts.
  part = part.replace(/<(\w+)\b[^>]*>/g, (tag, name) => {
    const bare = tag.replace(/ data-both='[^']*'/, '');
    const both = {};
    for (const [attr, put] of Object.entries(ATTRS)) {
      const key = new RegExp(`\\s${attr}="([a-z0-9_]+)"`).exec(bare)?.[1];
      if (key) both[put] = LANGS.map(([l]) => say(l, key));
    }
    const textKey = name === 'option' ? /\sdata-i18n="([a-z0-9_]+)"/.exec(bare)?.[1] : null;
    if (textKey) both.text = LANGS.map(([l]) => say(l, textKey));
    if (!Object.keys(both).length) return bare;
    return bare.replace(/\s*(\/?)>$/, (end, slash) => ` data-both='${escapeAttr(JSON.stringify(both))}'${slash ? ' /' : ''}>`);
  });
  return html.replace(PART, (all, a, _b, c) => a + part + c);
}

/** index.html under `root` as the catalog words it now. */
export async function wordedIndex(root) {
  const { STRINGS } = await import(pathToFileURL(join(root, 'www/i18n.js')).href);
  return wordIndex(readFileSync(join(root, 'index.html'), 'utf8'), STRINGS);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  const text = await wordedIndex(root);
  if (text !== readFileSync(join(root, 'index.html'), 'utf8')) {
    writeFileSync(join(root, 'index.html'), text);
    console.log('index.html: its first-paint words written');
  } else {
    console.log('index.html: its first-paint words are the catalog\'s');
  }
}
