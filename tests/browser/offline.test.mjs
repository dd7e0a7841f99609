// Installable and offline: the manifest is valid and its icons load; the
// service worker registers on http://127.0.0.1 and precaches every file, so
// with the network cut a reload plays a whole round of 21点 and opens 24点;
// after a rebuild with changed files the page offers the update, keeps
// running the old version until the player accepts, then reloads into the
// new one. axe finds nothing in the update toast in either language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, openPage, ready, startMatch, start24 } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { precacheScript } from '../../scripts/precache.mjs';
import { pack } from '../../scripts/pack.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

/** Waits until the service worker controls the page (the first visit: it claims it). */
const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

test('the manifest is valid, its icons load, and the service worker registers on 127.0.0.1', async () => {
  const { page, errors, context } = await openPage(env);
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
  const { page, errors, context } = await openPage(env);
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
    writeFileSync(join(dir, 'www/pkg/precache.js'), precacheScript(dir));
  };
  await build();
  const site = await startServer(0, { root: dir, livePrecache: false });
  const context = await env.browser.newContext({ locale: 'en-US' });
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
