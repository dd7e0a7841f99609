// The cross-engine smoke run: the checks of tests/smoke/checks.mjs in
// Debian's Chromium, Firefox ESR and WebKitGTK (tests/smoke/drivers.mjs), one
// browser start per engine, the engines side by side; then online play
// between Chromium and Firefox. Prints one line per engine with its count
// of passed checks; a check an engine cannot do is "not applicable", with
// the reason, never passed. Exits non-zero when a check fails or an engine
// is missing. WebKitGTK needs a display: without one this script runs itself
// again under `xvfb-run -a`.
//   node scripts/smoke.mjs [--only chromium,firefox,webkit] [--check 'name,…']   (a part, to work on it)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { CHECKS, onlinePair } from '../tests/smoke/checks.mjs';
import { puppeteerEngine, webkitEngine } from '../tests/smoke/drivers.mjs';

if (!process.env.DISPLAY && !process.env.SMOKE_NO_XVFB) {
  const r = spawnSync('xvfb-run', ['-a', process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, SMOKE_NO_XVFB: '1' },
  });
  if (r.error) {
    console.error(`xvfb-run could not be started (${r.error.message}): scripts/setup.sh --browser installs xvfb`);
    process.exit(1);
  }
  process.exit(r.status ?? 1);
}

const args = process.argv.slice(2);
const o = args.indexOf('--only');
const ENGINES = o >= 0 ? args[o + 1].split(',') : ['chromium', 'firefox', 'webkit'];
const c = args.indexOf('--check');
const picked = c >= 0 ? args[c + 1].split(',') : null;
const wanted = (name) => !picked || picked.some((p) => name.includes(p));
const LABEL = { chromium: 'Chromium', firefox: 'Firefox ESR', webkit: 'WebKitGTK' };
const CHECK_TIMEOUT = 120_000;
const started = Date.now();

class NotApplicable extends Error {}

/** Runs one check in `page`; its result: { name, status: 'passed' | 'failed' | 'n/a', why, ms }. */
async function runCheck(name, page, body) {
  const servers = [];
  const reported = [];
  const t = {
    page,
    async serve({ noWebRtc = false, onRequest = null } = {}) {
      const head = '<script src="/tests/smoke/errors.js"></script>'
        + (noWebRtc ? '<script src="/tests/smoke/no-webrtc.js"></script>' : '');
      const s = await startServer(0, { head, onRequest, onReport: (line) => reported.push(line) });
      let open = true;
      const close = async () => {
        if (!open) return;
        open = false;
        await s.close();
      };
      servers.push(close);
      return { url: s.url, close };
    },
    na(reason) { throw new NotApplicable(reason); },
  };
  const pages = Array.isArray(page) ? page : [page];
  for (const p of pages) p.seen.length = 0;
  const t0 = Date.now();
  let status = 'passed';
  let why = '';
  let timer;
  try {
    await Promise.race([
      body(t),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`no end after ${CHECK_TIMEOUT / 1000} s`)), CHECK_TIMEOUT); }),
    ]);
    // What the pages now open recorded and has not reached the server yet.
    const here = await Promise.all(pages.map((p) => p.eval(() => window.__errors ?? []).catch(() => [])));
    const errors = [...new Set([...reported, ...here.flat(), ...pages.flatMap((p) => p.seen)])];
    if (errors.length) {
      status = 'failed';
      why = `errors in the page: ${errors.join(' | ')}`;
    }
  } catch (e) {
    if (e instanceof NotApplicable) {
      status = 'n/a';
      why = e.message;
    } else {
      status = 'failed';
      why = (e?.message ?? String(e)).split('\n').slice(0, 6).join(' ');
      const errors = [...new Set([...reported, ...pages.flatMap((p) => p.seen)])];
      if (errors.length) why += ` (errors in the page: ${errors.join(' | ')})`;
    }
  } finally {
    clearTimeout(timer);
    // The page leaves the check's origin before its server goes: nothing
    // of it is still loading when the next check starts.
    for (const p of pages) await p.goto('about:blank').catch(() => {});
    for (const close of servers) await close().catch(() => {});
  }
  return { name, status, why, ms: Date.now() - t0 };
}

async function launch(name) {
  try {
    return name === 'webkit' ? await webkitEngine() : await puppeteerEngine(name);
  } catch (e) {
    return { name, missing: e?.message ?? String(e) };
  }
}

/** The engine's own checks, one after another in its one page. */
async function runEngine(engine) {
  const results = [];
  for (const check of CHECKS.filter((k) => wanted(k.name))) {
    results.push(await runCheck(check.name, engine.page, (t) => check.run(t)));
  }
  return results;
}

const engines = await Promise.all(ENGINES.map(launch));
const byName = Object.fromEntries(engines.map((e) => [e.name, e]));
const live = engines.filter((e) => !e.missing);
const results = Object.fromEntries(await Promise.all(live.map(async (e) => [e.name, await runEngine(e)])));

// Online play: Chromium invites and Firefox joins, over WebRTC. It counts as
// a check of both; an engine without WebRTC is not applicable.
const ONLINE = 'online with another engine';
const chromium = byName.chromium?.missing ? null : byName.chromium;
const firefox = byName.firefox?.missing ? null : byName.firefox;
if (!wanted(ONLINE)) {
  // Not asked for.
} else if (chromium && firefox) {
  const r = await runCheck(ONLINE, [chromium.page, firefox.page], (t) => onlinePair(t, chromium.page, firefox.page));
  results.chromium.push({ ...r, name: `${ONLINE} (Chromium invites Firefox)` });
  results.firefox.push({ ...r, name: `${ONLINE} (Firefox joins Chromium)` });
} else {
  for (const e of [chromium, firefox].filter(Boolean)) {
    results[e.name].push({ name: ONLINE, status: 'failed', why: 'its partner engine is missing', ms: 0 });
  }
}
if (results.webkit && wanted(ONLINE)) {
  const r = await runCheck(ONLINE, byName.webkit.page, async (t) => {
    const { url } = await t.serve();
    await byName.webkit.page.goto(url);
    const has = await byName.webkit.page.eval(() => typeof window.RTCPeerConnection === 'function');
    if (!has) t.na('this WebKitGTK is built without WebRTC (RTCPeerConnection is undefined)');
    throw new Error('this WebKitGTK has WebRTC: pair it with another engine in scripts/smoke.mjs');
  });
  results.webkit.push(r);
}
await Promise.all(live.map((e) => e.close().catch(() => {})));

let ok = true;
console.log('');
for (const name of ENGINES) {
  const e = byName[name];
  if (e.missing) {
    ok = false;
    console.log(`smoke ${LABEL[name]}: MISSING — ${e.missing}`);
    continue;
  }
  const rs = results[name];
  for (const r of rs) {
    const mark = { passed: 'ok  ', failed: 'FAIL', 'n/a': 'n/a ' }[r.status];
    console.log(`  ${mark} ${LABEL[name]}: ${r.name} (${(r.ms / 1000).toFixed(1)} s)${r.why ? ` — ${r.why}` : ''}`);
  }
}
for (const name of ENGINES) {
  const e = byName[name];
  if (e.missing) continue;
  const rs = results[name];
  const count = (s) => rs.filter((r) => r.status === s).length;
  if (count('failed')) ok = false;
  const na = rs.filter((r) => r.status === 'n/a').map((r) => `${r.name}: ${r.why}`);
  console.log(`smoke ${LABEL[name]} (${e.version}): ${count('passed')} of ${rs.length} checks passed, ${count('failed')} failed, ${na.length} not applicable${na.length ? ` (${na.join('; ')})` : ''}`);
}
console.log(`smoke run: ${((Date.now() - started) / 1000).toFixed(1)} s, ${ok ? 'every engine passed' : 'FAILED'}`);
process.exit(ok ? 0 : 1);
