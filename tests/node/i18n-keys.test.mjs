// The page's words are looked up by keys written out where they are used, so
// a search for a key finds every use of it. Fails on a key defined in one
// language and not the other, a key defined and never used, a key used (in
// a lookup call or a data-i18n* attribute) that no table defines, and a key
// assembled at run time (a template literal, a suffix appended). No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STRINGS } from '../../www/i18n.js';
import { REFUSAL_STRINGS } from '../../www/refusal-i18n.js';

const HOME = fileURLToPath(new URL('../../', import.meta.url));
const TABLES = { 'i18n.js': STRINGS };
// A refusal's sentence is looked up by the code the engine sends (its own
// check: refusal-words.test.mjs), not by a key written in the page.
const REFUSAL_KEYS = new Set(Object.keys(REFUSAL_STRINGS.en));

/**
 * The page's own sources: its ES modules (not the generated www/pkg/),
 * index.html, and the script that words index.html's first paint (its
 * notes for a press kept early: scripts/index-words.mjs, WAIT_NOTES).
 */
function sources() {
  const out = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory() && e.name !== 'pkg') walk(p);
      else if (e.name.endsWith('.js')) out.push(p);
    }
  };
  walk(join(HOME, 'www'));
  out.push(join(HOME, 'index.html'), join(HOME, 'scripts/index-words.mjs'));
  return out.map((p) => ({ file: relative(HOME, p), text: readFileSync(p, 'utf8') }));
}

// A lookup: t / tn and the statistics' message parts, with their
// literal key arguments; and the markup attributes applyStatic reads.
const CALL = /\b(?:t|tn|part|counted|say\('(?:ok|bad)',)\(?\s*((?:'[a-z0-9_]+'\s*,?\s*)+)/g;
const ATTR = /data-(?:i18n(?:-placeholder|-label|-title|-lang)?|i18n24|spoken)="([a-z0-9_]+)"|dataset\.(?:i18n24|i18n|spoken) = '([a-z0-9_]+)'/g;
const ASSEMBLED = /\b(?:t|tn|part)\(`|`\$\{[^}`]+\}_(?:you|one)`|`[a-z0-9]+_\$\{/g;

test('every key is defined in both languages', () => {
  for (const [name, table] of Object.entries(TABLES)) {
    const zh = Object.keys(table.zh).filter((k) => !Object.hasOwn(table.en, k));
    const en = Object.keys(table.en).filter((k) => !Object.hasOwn(table.zh, k));
    assert.deepEqual({ zhOnly: zh, enOnly: en }, { zhOnly: [], enOnly: [] }, name);
  }
});

test('no key is assembled at run time', () => {
  const found = [];
  for (const { file, text } of sources()) {
    for (const m of text.matchAll(ASSEMBLED)) found.push(`${file}: ${text.slice(m.index, m.index + 40).split('\n')[0]}`);
  }
  assert.deepEqual(found, []);
});

test('every key used is defined, and every key defined is used', () => {
  const defined = new Set(Object.values(TABLES).flatMap((table) => Object.keys(table.en)));
  const undefinedUses = [];
  const literals = new Set();
  for (const { file, text } of sources()) {
    // Inside the string tables a key is a property name, not a quoted use.
    for (const m of text.matchAll(/'([a-z0-9_]+)'/g)) literals.add(m[1]);
    for (const m of text.matchAll(ATTR)) literals.add(m[1] ?? m[2]);
    const used = [
      ...[...text.matchAll(CALL)].flatMap((m) => [...m[1].matchAll(/'([a-z0-9_]+)'/g)].map((k) => k[1])),
      ...[...text.matchAll(ATTR)].map((m) => m[1] ?? m[2]),
    ];
    for (const k of used) if (!defined.has(k)) undefinedUses.push(`${file}: ${k}`);
  }
  const unused = [...defined].filter((k) => !literals.has(k) && !REFUSAL_KEYS.has(k));
  assert.deepEqual(undefinedUses, [], 'used, not defined');
  assert.deepEqual(unused, [], 'defined, never used');
});
