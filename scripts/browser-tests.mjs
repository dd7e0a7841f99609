// Runs the browser tests against one Chromium for the whole run: the browser
// is launched here once, and each test file connects to it (helpers.mjs,
// `launch()`), so a file costs a connection, not a browser start. Every test
// opens a fresh context of its own (isolated storage, cache and service
// workers). Files run `--jobs` at a time (default 2); the time each took is
// printed at the end (tests/browser/file-times.mjs).
//   node scripts/browser-tests.mjs [--jobs N] [test files…]   (default: tests/browser/)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/browser/chromium.mjs';

const HOME = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
let jobs = 2;
const j = args.indexOf('--jobs');
if (j >= 0) [, jobs] = args.splice(j, 2).map(Number);
const files = args.length ? args : ['tests/browser/'];

const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
const started = Date.now();
const child = spawn(process.execPath, [
  '--test', `--test-concurrency=${jobs}`,
  '--test-reporter=spec', '--test-reporter-destination=stdout',
  '--test-reporter=./tests/browser/file-times.mjs', '--test-reporter-destination=stdout',
  ...files,
], { cwd: HOME, stdio: 'inherit', env: { ...process.env, BROWSER_WS: server.wsEndpoint() } });
const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
await server.close();
console.log(`browser tests: ${((Date.now() - started) / 1000).toFixed(1)} s with ${jobs} files at a time`);
process.exit(code);
