// Runs the browser tests against one Chromium for the whole run: the browser
// is launched here once, and each test file connects to it (helpers.mjs,
// `launch()`), so a file costs a connection, not a browser start. Every test
// starts from storage of its own: a fresh context, or one lent from its
// file's pool with the origin's storage wiped (helpers.mjs, `openPage`).
// Files run `--jobs` at a time (default 2); the time each took is
// printed at the end (tests/browser/file-times.mjs) and kept in
// tests/artifacts/file-times.json: the next run starts the slowest files
// first, so the last file to finish is a short one (a file's tests run one
// after another; the first run of a checkout goes in the order of the names).
//   node scripts/browser-tests.mjs [--jobs N] [test files…]   (default: tests/browser/)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { finished } from 'node:stream/promises';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { TEST_CHROMIUM, CHROMIUM_ARGS } from '../tests/browser/chromium.mjs';
import fileTimes from '../tests/browser/file-times.mjs';

const HOME = fileURLToPath(new URL('..', import.meta.url));
process.chdir(HOME);
const args = process.argv.slice(2);
// Two files at a time: four were measured no faster on this 2-core machine
// (the whole step 787 s against 777 s) and made the timing-bound tests flakier.
let jobs = 2;
const j = args.indexOf('--jobs');
if (j >= 0) [, jobs] = args.splice(j, 2).map(Number);
const TIMES = 'tests/artifacts/file-times.json';
let past = {};
try {
  past = JSON.parse(readFileSync(TIMES, 'utf8'));
} catch { /* no run yet: the names' order */ }
// A folder stands for its test files. node:test's run() keeps the order it
// is given (`node --test` sorts by name).
const listed = (path) => (statSync(path).isDirectory()
  ? readdirSync(path).filter((f) => f.endsWith('.test.mjs')).sort().map((f) => join(path, f))
  : [path]);
const files = (args.length ? args : ['tests/browser/']).flatMap(listed)
  .map((file, i) => ({ file: relative(HOME, resolve(file)), i }))
  .map((f) => ({ ...f, ms: Number(past[f.file]) || 0 }))
  .sort((a, b) => b.ms - a.ms || a.i - b.i)
  .map(({ file }) => file);

const server = await chromium.launchServer({ executablePath: TEST_CHROMIUM, headless: true, args: CHROMIUM_ARGS });
const started = Date.now();
// The test files run as child processes of run(); they find the browser here.
process.env.BROWSER_WS = server.wsEndpoint();
process.env.FILE_TIMES = join(HOME, TIMES);
let failed = false;
const stream = run({ files: files.map((f) => join(HOME, f)), concurrency: jobs });
stream.on('test:fail', () => { failed = true; });
const printed = [new spec(), fileTimes].map((reporter) => {
  const out = stream.compose(reporter);
  out.pipe(process.stdout, { end: false });
  return finished(out);
});
await Promise.all(printed);
await server.close();
console.log(`browser tests: ${((Date.now() - started) / 1000).toFixed(1)} s with ${jobs} files at a time`);
process.exit(failed ? 1 : 0);
