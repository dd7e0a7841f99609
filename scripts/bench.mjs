// The benchmark's browser half and its report (run by scripts/bench.sh,
// which passes the native half's JSON line from `duel21 bench` as argv[2]).
// Serves the repository on 127.0.0.1 with COOP/COEP headers, so the page is
// cross-origin isolated and performance.now() (inside wasm too) steps by
// about 5 µs, and in headless Chromium measures:
// - first visit: every file the page itself requests from navigation until
//   it marks itself usable (body[data-ready=true], set once the menu is drawn
//   and the 21点 engine is instantiated, so Start plays at once): the page,
//   its bundle and styles, the 21点 glue and wasm — gzip -9 per file, their
//   number is first_visit_requests. Read from the page's Resource Timing
//   entries that started before that moment, so what the page fetches later
//   (24点 or the statistics, when asked for) does not count, and neither does
//   what the service worker precaches in the background (its own requests,
//   reported apart as sw_precache_gzip_bytes). Also the time from navigation
//   to a usable menu: the median of MENU_LOADS cold loads, each in a fresh
//   browser context (no cache, no service worker);
// - the first Expert decision in that fresh page after the engine's warm-up
//   (what a player gets), and in a fresh module without it;
// - each benchmark position (Expert's decision and the coach's numbers),
//   timed inside wasm (bench build: target/bench-pkg) and natively
//   (`duel21 bench --positions`), alternating in rounds;
// - 24点's count of solvable deals in wasm.
// Prints a table, then one JSON line.
// `node scripts/bench.mjs --first-visit` measures only the first visit (on
// the page as built in www/pkg, nothing rebuilt) and prints its files and
// one JSON line of its figures (MENU_LOADS cold loads, 7 by default).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/browser/chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const firstVisitOnly = process.argv[2] === '--first-visit';
const native = firstVisitOnly ? null : JSON.parse(process.argv[2]);
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
  '.json': 'application/json', '.png': 'image/png',
};
// A blank page for the module-only measurements.
const BLANK = '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>bench</title>';

const server = createServer(async (req, res) => {
  const headers = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-embedder-policy': 'require-corp',
    'cache-control': 'no-store',
  };
  try {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/bench.html') {
      res.writeHead(200, { ...headers, 'content-type': TYPES['.html'] }).end(BLANK);
      return;
    }
    let file = normalize(join(ROOT, path));
    if (!file.startsWith(ROOT)) throw new Error('outside');
    if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file);
    res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404, headers).end('not found');
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;

// The browser tests' Chromium and flags (tests/browser/chromium.mjs).
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });

const gz = (file) => execFileSync('gzip', ['-9c', file]).length;
const fileOf = (url) => {
  const path = decodeURIComponent(new URL(url).pathname);
  return normalize(join(ROOT, path.endsWith('/') ? `${path}index.html` : path));
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// 1. First visit to the menu, and the first Expert decision after warm-up.
// Cold loads, each in a fresh context; the last one stays open for the rest.
const MENU_LOADS = Number(process.env.MENU_LOADS ?? 7);
const readyTimes = [];
let visit;
let page;
let requested;
for (let i = 0; i < MENU_LOADS; i += 1) {
  await visit?.close();
  visit = await browser.newContext();
  page = await visit.newPage();
  await page.addInitScript(() => {
    // The moment the page marks itself usable (body[data-ready=true]).
    new MutationObserver((_, obs) => {
      if (document.body?.dataset.ready === 'true') {
        globalThis.__menuReadyMs = performance.now();
        obs.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
  });
  await page.goto(base);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => {
    const at = globalThis.__menuReadyMs;
    const nav = performance.getEntriesByType('navigation')[0];
    const files = performance.getEntriesByType('resource').filter((e) => e.startTime <= at);
    return { at, urls: [nav.name, ...files.map((e) => e.name)] };
  });
  requested = new Set(seen.urls.filter((u) => u.startsWith(base)));
  readyTimes.push(seen.at);
}
const menuReadyMs = median(readyTimes);
const isolated = await page.evaluate(() => crossOriginIsolated);
const firstVisit = [...requested].map((u) => ({ url: u.slice(base.length - 1), gzip: gz(fileOf(u)) }));
const firstVisitLine = () => console.log('first visit:', firstVisit.map((f) => `${f.url} ${f.gzip}`).join(', '));
if (firstVisitOnly) {
  await visit.close();
  await browser.close();
  server.close();
  firstVisitLine();
  console.log(JSON.stringify({
    first_visit_gzip_bytes: firstVisit.reduce((a, f) => a + f.gzip, 0),
    first_visit_requests: firstVisit.length,
    menu_ready_ms: Math.round(menuReadyMs),
    menu_ready_ms_all: readyTimes.map(Math.round),
  }));
  process.exit(0);
}
const precache = await page.evaluate(async () => {
  if (!globalThis.caches) return [];
  const urls = [];
  for (const key of await caches.keys()) {
    for (const req of await (await caches.open(key)).keys()) urls.push(req.url);
  }
  return urls;
});
const coldWarmed = await page.evaluate(async () => {
  const { warmedUp, Game } = await import('/www/duel21/engine.js');
  await warmedUp();
  const game = new Game({ seed: '2' });
  const t0 = performance.now();
  game.explain();
  const us = (performance.now() - t0) * 1000;
  game.free();
  return us;
});
await visit.close();

// 2. The same first decision in a fresh module without the warm-up.
const blank = async () => {
  const context = await browser.newContext();
  const p = await context.newPage();
  await p.goto(`${base}bench.html`);
  return { context, p };
};
const cold = await blank();
const coldNoWarm = await cold.p.evaluate(async () => {
  const m = await import('/www/pkg/duel21.js');
  await m.default();
  const game = new m.Game(JSON.stringify({ seed: '2' }));
  const t0 = performance.now();
  game.explain();
  const us = (performance.now() - t0) * 1000;
  game.free();
  return us;
});
await cold.context.close();

// 3. Every position timed inside wasm (bench build) and natively, the two
// alternating in ROUNDS rounds (wasm, then native, then wasm …), so that a
// spell of load on the shared machine lands on both rather than on one:
// each round's ratio is the median over positions of wasm / native, and the
// reported ratio is the median of the rounds' ratios. Per position, the
// figure is the median over rounds of each round's median.
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const perRound = Math.max(1, Math.round(native.runs / ROUNDS));
const positions = native.positions.map((p) => p.position).join('\n');
const positionsFile = join(tmpdir(), `bench-positions-${process.pid}.txt`);
writeFileSync(positionsFile, positions);
const nativeBin = join(ROOT, process.env.CARGO_TARGET_DIR ?? 'target', 'release', 'duel21');
const warm = await blank();
const solvable24 = await warm.p.evaluate(async () => {
  globalThis.duelBench = await import('/target/bench-pkg/duel21.js');
  await globalThis.duelBench.default();
  const g24 = await import('/target/bench-pkg/game24.js');
  await g24.default();
  return g24.solvableDeals();
});
const rounds = [];
for (let r = 0; r < ROUNDS; r += 1) {
  const wasm = await warm.p.evaluate(([text, runs]) => JSON.parse(globalThis.duelBench.benchExpert(text, 2, runs)), [positions, perRound]);
  const nat = JSON.parse(execFileSync(nativeBin, ['bench', '--positions', positionsFile, '--runs', String(perRound)], { encoding: 'utf8' })).positions;
  rounds.push({ wasm, native: nat, ratio: median(wasm.map((w, i) => w.us / nat[i].native_us)) });
}
await warm.context.close();
await browser.close();
server.close();

// The report.
const across = (f) => native.positions.map((_, i) => median(rounds.map((r) => f(r, i))));
const [nativeUs, wasmUs, nativeCoach, wasmCoach] = [
  across((r, i) => r.native[i].native_us), across((r, i) => r.wasm[i].us),
  across((r, i) => r.native[i].native_coach_us), across((r, i) => r.wasm[i].coach_us),
];
const rows = native.positions.map((p, i) => ({
  ...p, native_us: nativeUs[i], wasm_us: wasmUs[i], native_coach_us: nativeCoach[i], wasm_coach_us: wasmCoach[i],
  wasm_nodes: rounds[0].wasm[i].nodes,
}));
for (const r of rows) {
  if (r.nodes !== r.wasm_nodes) throw new Error(`nodes differ on ${r.position}: ${r.nodes} vs ${r.wasm_nodes}`);
}
const pad = (s, n) => String(s).padEnd(n);
const num = (x, n, d = 0) => x.toFixed(d).padStart(n);
console.log(`${pad('kind', 8)}${pad('position (me / opp, played cards)', 40)}${'nodes'.padStart(7)}${'native µs'.padStart(11)}${'wasm µs'.padStart(10)}${'ratio'.padStart(7)}${'coach wasm µs'.padStart(15)}`);
for (const r of rows) {
  const [me, opp, played] = r.position.split(' / ');
  const label = `${me} / ${opp}${played.trim() ? `, ${played.trim().split(' ').length} played` : ''}`;
  console.log(`${pad(r.kind, 8)}${pad(label, 40)}${num(r.nodes, 7)}${num(r.native_us, 11, 1)}${num(r.wasm_us, 10, 1)}${num(r.wasm_us / r.native_us, 7, 2)}${num(r.wasm_coach_us, 15, 1)}`);
}
const out = {
  native_widest_us: Math.round(rows[0].native_us),
  wasm_widest_us: Math.round(rows[0].wasm_us),
  wasm_native_ratio: Number(median(rounds.map((r) => r.ratio)).toFixed(3)),
  wasm_native_ratio_rounds: rounds.map((r) => Number(r.ratio.toFixed(3))),
  wasm_coach_widest_us: Math.round(Math.max(...rows.map((r) => r.wasm_coach_us))),
  native_coach_widest_us: Math.round(Math.max(...rows.map((r) => r.native_coach_us))),
  wasm_cold_first_us: Math.round(coldWarmed),
  wasm_cold_first_no_warmup_us: Math.round(coldNoWarm),
  duel_wasm_gzip_bytes: gz(join(ROOT, 'www/pkg/duel21_bg.wasm')),
  game24_wasm_gzip_bytes: gz(join(ROOT, 'www/pkg/game24_bg.wasm')),
  stats_wasm_gzip_bytes: gz(join(ROOT, 'www/pkg/stats_bg.wasm')),
  first_visit_gzip_bytes: firstVisit.reduce((a, f) => a + f.gzip, 0),
  first_visit_files: firstVisit.length,
  first_visit_requests: firstVisit.length,
  sw_precache_gzip_bytes: precache.length
    ? precache.map(fileOf).reduce((a, f) => a + gz(f), 0) : null,
  menu_ready_ms: Math.round(menuReadyMs),
  menu_ready_ms_all: readyTimes.map(Math.round),
  cross_origin_isolated: isolated,
  solvable24_native: native.solvable24,
  solvable24_wasm: solvable24,
  positions: rows.length,
  runs: native.runs,
  rounds: ROUNDS,
};
console.log('');
firstVisitLine();
console.log(JSON.stringify(out));
if (out.solvable24_native !== out.solvable24_wasm) process.exitCode = 1;
