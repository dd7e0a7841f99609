// Installable and offline: the manifest is valid and its icons load; the
// service worker registers on http://127.0.0.1 and precaches every file, so
// with the network cut a reload plays a whole round of 21点 and opens 24点;
// after a rebuild with changed files the page offers the update, keeps
// running the old version until the player accepts, then reloads into the
// new one. axe finds nothing in the update toast in either language. A
// first visit during which the files change on the server: the new version's
// worker does not take the page over, and the page loads none of the new
// version's modules; it offers the reload instead.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, openPage, ready, startMatch, start24 } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { writePrecache } from '../../scripts/precache.mjs';
import { pack } from '../../scripts/pack.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

/** Waits until the service worker controls the page (the first visit: it claims it). */
const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

test('the manifest is valid, its icons load, and the service worker registers on 127.0.0.1', async () => {
  const { page, errors, context } = await openPage(env, { serviceWorkers: 'allow' });
  await ready(page);
  const href = await page.evaluate(() => document.querySelector('link[rel=manifest]').href);
  const res = await page.request.get(href);
  assert.equal(res.status(), 200);
  assert.match(res.headers()['content-type'], /application\/manifest\+json/);
  const m = await res.json();
  assert.equal(m.name, '21点 · Twenty-One Duel');
  assert.equal(m.short_name, '21点');
  assert.equal(m.display, 'standalone');
  assert.equal(new URL(m.start_url, href).href, env.server.url);
  assert.equal(new URL(m.scope, href).href, env.server.url);
  assert.match(m.theme_color, /^#[0-9a-f]{6}$/);
  assert.match(m.background_color, /^#[0-9a-f]{6}$/);
  for (const purpose of ['any', 'maskable']) {
    for (const size of ['192x192', '512x512']) {
      assert.ok(m.icons.some((i) => i.purpose === purpose && i.sizes === size && i.type === 'image/png'), `${purpose} ${size}`);
    }
  }
  for (const icon of m.icons) {
    const r = await page.request.get(new URL(icon.src, href).href);
    assert.equal(r.status(), 200, icon.src);
    assert.equal(r.headers()['content-type'], icon.type, icon.src);
    const body = await r.body();
    if (icon.type === 'image/png') {
      // The PNG's own size (IHDR) is the one the manifest states.
      assert.equal(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.sizes, icon.src);
    }
  }
  const sw = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return { scope: reg.scope, script: reg.active.scriptURL };
  });
  assert.deepEqual(sw, { scope: env.server.url, script: `${env.server.url}sw.js` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('offline after the first visit: a reload plays a whole round of 21点, opens 24点 and the statistics; Back, Forward and a reload on an entry work', async () => {
  const { page, errors, context } = await openPage(env, { serviceWorkers: 'allow' });
  await ready(page);
  await controlled(page);
  // Every wasm module is in the one cache of this version, 24点's too.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const keys = await (await caches.open(names[0])).keys();
    return { names, paths: keys.map((r) => new URL(r.url).pathname) };
  });
  assert.equal(cached.names.length, 1);
  for (const p of ['/index.html', '/www/pkg/app.js', '/www/pkg/app.css', '/www/pkg/duel21_bg.wasm', '/www/pkg/game24_bg.wasm', '/www/pkg/stats_bg.wasm', '/manifest.webmanifest']) {
    assert.ok(cached.paths.includes(p), p);
  }
  await context.setOffline(true);
  await page.goto(`${env.server.url}?seed=11`);
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: 11 });
  // Take once, then stand whenever allowed, until the round is decided.
  await page.click('#take');
  while (await page.evaluate(() => window.duel.state().phase === 'drawing')) {
    await page.keyboard.press(await page.isEnabled('#stand') ? 's' : 't');
  }
  const s = await page.evaluate(() => window.duel.state());
  assert.equal(s.history.length, 1, 'one round played offline');
  assert.ok(await page.isVisible('#next') || s.phase === 'match_over');
  await page.click('#new-match');
  await page.click('#confirm-yes');
  await start24(page, { seed: 11 });
  assert.equal((await page.evaluate(() => window.game24.state())).cards.length, 4);
  // The statistics module loads from the cache too.
  await page.click('#stats-button');
  await page.waitForSelector('#stats-page', { state: 'visible' });
  assert.equal(await page.locator('#stats21-body tr').count() > 0, true);
  // Back and Forward offline, and a reload on an entry: the page never leaves its cached address.
  await page.goBack();
  await page.waitForSelector('#play24', { state: 'visible' });
  await page.goBack();
  await page.waitForSelector('#menu', { state: 'visible' });
  await page.reload();
  await ready(page);
  assert.ok(await page.isVisible('#menu'));
  await page.goForward();
  await page.waitForSelector('#play24', { state: 'visible' });
  assert.equal((await page.evaluate(() => window.game24.state())).cards.length, 4);
  await context.setOffline(false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a rebuild with changed files: the update is offered, and accepted it loads the new version', async () => {
  // A copy of the page on a static server of its own, its precache list
  // written as scripts/build.sh writes it (not computed per request).
  const dir = mkdtempSync(join(tmpdir(), 'duel21-site-'));
  for (const f of ['index.html', 'sw.js', 'manifest.webmanifest', 'www']) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
  // As scripts/build.sh: the bundle (scripts/pack.mjs), then the precache list.
  const build = async () => {
    await pack(dir);
    writePrecache(dir);
  };
  await build();
  const site = await startServer(0, { root: dir, livePrecache: false });
  const context = await env.browser.newContext({ locale: 'en-US', serviceWorkers: 'allow' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  try {
    await page.goto(site.url);
    await ready(page);
    await controlled(page);
    const version = () => page.evaluate(() => document.querySelector('meta[name=build]')?.content ?? 'old');
    assert.equal(await version(), 'old');

    // The rebuild: a changed page and a changed module, and a new precache list.
    const html = join(dir, 'index.html');
    writeFileSync(html, readFileSync(html, 'utf8').replace('<meta charset="utf-8">', '<meta charset="utf-8">\n  <meta name="build" content="new">'));
    const main = join(dir, 'www/main.js');
    writeFileSync(main, `${readFileSync(main, 'utf8')}\ndocument.body.dataset.build = 'new';\n`);
    await build();

    // The next visit still runs the old version whole (page and modules from
    // the old cache) and offers the new one.
    await page.reload();
    await ready(page);
    await page.waitForSelector('#update-toast:not([hidden])');
    assert.equal(await version(), 'old');
    assert.equal(await page.evaluate(() => document.body.dataset.build ?? 'old'), 'old', 'no half-updated page');
    assert.deepEqual(await axeViolations(page, '#update-toast'), [], 'en');
    assert.equal(await page.textContent('#update-toast p'), 'A new version is available.');
    await page.click('#lang-toggle');
    assert.equal(await page.textContent('#update-toast p'), '有新版本可用。');
    assert.deepEqual(await axeViolations(page, '#update-toast'), [], 'zh');

    // Accepted: the new worker takes over and the page reloads once, new throughout.
    await Promise.all([page.waitForEvent('load'), page.click('#update-reload')]);
    await ready(page);
    assert.equal(await version(), 'new');
    assert.equal(await page.evaluate(() => document.body.dataset.build), 'new');
    assert.equal(await page.isHidden('#update-toast'), true);
    const names = await page.evaluate(() => caches.keys());
    assert.equal(names.length, 1, 'the old cache is gone');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the files change on the server during a first visit: the new worker does not take the page, and the page loads no module of the new version', async () => {
  // Two builds of the page; the server answers from the first until the
  // browser fetches sw.js, and from the second from then on (the worker
  // installs the second version while the page runs the first).
  const base = mkdtempSync(join(tmpdir(), 'duel21-sites-'));
  const copy = (name) => {
    const dir = join(base, name);
    for (const f of ['index.html', 'sw.js', 'manifest.webmanifest', 'www']) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
    return dir;
  };
  const v1 = copy('v1');
  writePrecache(v1);
  const v2 = copy('v2');
  const html = join(v2, 'index.html');
  writeFileSync(html, readFileSync(html, 'utf8').replace('<meta charset="utf-8">', '<meta charset="utf-8">\n  <meta name="build" content="new">'));
  for (const glue of ['www/pkg/stats.js', 'www/pkg/game24.js']) appendFileSync(join(v2, glue), '\nglobalThis.__glueBuild = "new";\n');
  writePrecache(v2);
  const site = join(base, 'site');
  symlinkSync(v1, site);
  const toV2 = () => {
    symlinkSync(v2, `${site}.next`);
    renameSync(`${site}.next`, site);
  };
  let switched = false;
  const server = await startServer(0, {
    root: site,
    livePrecache: false,
    onRequest: (path) => {
      if (path === '/sw.js' && !switched) {
        switched = true;
        toV2();
      }
    },
  });
  const context = await env.browser.newContext({ locale: 'en-US', serviceWorkers: 'allow' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  const build = () => page.evaluate(() => document.querySelector('meta[name=build]')?.content ?? 'old');
  const glue = () => page.evaluate(() => globalThis.__glueBuild ?? 'none');
  try {
    await page.goto(server.url);
    await ready(page);
    assert.equal(await build(), 'old');
    // The worker (the new version) is installed and active, and says so: the page offers the reload.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForSelector('#update-toast:not([hidden])');
    assert.ok(switched, 'the worker was fetched after the page');

    // Statistics and 24点 are fetched on demand: neither comes from the new version.
    await page.click('#stats-button');
    await page.waitForFunction(() => /new version of the page/.test(document.getElementById('notice').textContent));
    assert.equal(await glue(), 'none', 'no module of the new version in the old page');
    await page.check('input[name=game][value="24"]');
    await page.click('#start');
    await page.waitForFunction(() => /new version of the page/.test(document.getElementById('menu-error').textContent));
    assert.ok(await page.isHidden('#play24'));
    assert.equal(await glue(), 'none');
    await page.click('#lang-toggle');
    await page.click('#stats-button');
    await page.waitForFunction(() => /新版本/.test(document.getElementById('notice').textContent));
    assert.equal(await glue(), 'none');
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null, 'the new worker did not take the old page');
    await page.click('#lang-toggle');

    // Reload: the new version throughout, from the new worker.
    await Promise.all([page.waitForEvent('load'), page.click('#update-reload')]);
    await ready(page);
    assert.equal(await build(), 'new');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.click('#stats-button');
    await page.waitForSelector('#stats-page', { state: 'visible' });
    assert.equal(await glue(), 'new');
    assert.deepEqual(errors.filter((e) => !/new version|新版本/.test(e)), []);
  } finally {
    await context.close();
    await server.close();
    rmSync(base, { recursive: true, force: true });
  }
});
