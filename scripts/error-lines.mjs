// Counts the lines that say errors: the refusal modules whole (their test
// modules left out), every domain error type in src/ outside the command
// line (`enum …Error` with its Display, std::error::Error and
// From<…Error> for Refusal impls, and the doc comments and attributes above
// each), and the page's refusal catalog and its one boundary.
//
// Usage: node scripts/error-lines.mjs [root]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.argv[2] ?? '.';
const WHOLE = ['src/cards/refusal.rs', 'src/cards/damage.rs', 'src/cards/refusal_english.rs', 'src/cards/input.rs',
  'www/refusal-i18n.js', 'www/engine-text.js', 'www/refused.js'];
const code = (p) => (p.endsWith('.rs') ? readFileSync(p, 'utf8').split('#[cfg(test)]')[0] : readFileSync(p, 'utf8'));
const lines = (text) => text.split('\n').length - 1;
const rust = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? rust(join(dir, e.name)) : e.name.endsWith('.rs') ? [join(dir, e.name)] : []);
const START = [/^(pub(\(crate\))? )?enum \w*Error\b/, /^impl (std::)?(fmt::)?Display for \w*Error\b/,
  /^impl From<\w*Error> for (crate::cards::)?Refusal\b/, /^impl std::error::Error for \w*Error/];

let total = 0;
for (const f of WHOLE) {
  if (!existsSync(join(root, f))) continue;
  const n = lines(code(join(root, f)));
  total += n;
  console.log(`${String(n).padStart(6)} ${f}`);
}
let types = 0;
for (const p of rust(join(root, 'src')).sort()) {
  const rel = relative(root, p);
  if (WHOLE.includes(rel) || rel.startsWith('src/cli')) continue;
  const l = code(p).split('\n');
  for (let i = 0; i < l.length; i++) {
    if (!START.some((re) => re.test(l[i]))) continue;
    let j = i;
    while (j > 0 && /^(\/\/\/|#\[)/.test(l[j - 1])) j--;
    let k = i;
    while (!l[k].startsWith('}') && !l[k].trimEnd().endsWith('{}')) k++;
    types += k - j + 1;
    i = k;
  }
}
console.log(`${String(types).padStart(6)} domain error types in src/ (enum …Error, Display, Error, From … for Refusal)`);
console.log(`${String(total + types).padStart(6)} in all`);
