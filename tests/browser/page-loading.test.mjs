// A module on its way is a polite status, not an error: while the statistics
// module or 24点's is held back, the page shows "Loading …" in the status
// region (role=status, aria-live=polite), in the page's neutral colours (its
// contrast measured from pixels, >= 4.5:1) and in the language switched to
// meanwhile, while the red alert stays hidden; once the module arrives the
// status is gone. A failed load is the red alert (role=alert), with no status
// left behind. At 1280×800 and 360×640.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, ready, keepShot } from './helpers.mjs';
import { measureContrast } from './contrast.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

/** A page whose requests for `wasm` (a file name) are held until `release()`, or refused once `fail` is set. */
async function heldPage({ wasm, viewport }) {
  // No service worker: every request for the module meets the route below.
  const context = await env.browser.newContext({ locale: 'en-US', serviceWorkers: 'block', viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(`console: ${m.text()}`); });
  const gate = { fail: false };
  const arrived = new Promise((r) => { gate.release = r; });
  await context.route(new RegExp(`/www/pkg/${wasm}$`), async (route) => {
    if (gate.fail) return route.abort();
    await arrived;
    return route.continue();
  });
  await page.goto(env.server.url);
  await ready(page);
  return { context, page, errors, gate };
}

/** The loading status as shown: its text, the alert's state, and the region's roles. */
async function loadingShown(page, re) {
  await page.waitForFunction((src) => new RegExp(src, 'u').test(document.getElementById('progress-text').textContent), re.source);
  return page.evaluate(() => ({
    text: document.getElementById('progress').textContent.trim(),
    role: document.getElementById('progress').getAttribute('role'),
    live: document.getElementById('progress').getAttribute('aria-live'),
    alertHidden: document.getElementById('notice').hidden,
    background: getComputedStyle(document.querySelector('#progress .progress-note')).backgroundColor,
    alertBackground: getComputedStyle(document.getElementById('notice')).backgroundColor,
  }));
}

async function assertReadable(page, label) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Over the menu the note is seen in the menu's flow under Start (its copy,
  // #menu-wait), saying what the status says.
  const onMenu = await page.evaluate(() => document.getElementById('menu-wait').checkVisibility()
    && document.querySelector('#menu-wait .menu-wait-text').textContent === document.getElementById('progress-text').textContent);
  const found = (await measureContrast(env, page, onMenu ? '#menu-wait' : '#progress')).filter((f) => f.ratio !== null);
  assert.ok(found.length >= 1, `${label}: the loading text was measured`);
  for (const f of found) assert.ok(f.ratio >= 4.5, `${label}: "${f.text}" ${f.ratio.toFixed(2)}:1`);
  if (process.env.CONTRAST_REPORT) console.log(label, Math.min(...found.map((f) => f.ratio)).toFixed(2));
}

const statusGone = (page) => page.waitForFunction(() => document.getElementById('progress-text').textContent === ''
  && document.querySelector('#progress .progress-note').hidden);

for (const [width, height] of [[1280, 800], [360, 640]]) {
  const size = `${width}x${height}`;

  test(`loading the statistics is a polite status, not the red alert (${size})`, async () => {
    const { context, page, errors, gate } = await heldPage({ wasm: 'stats_bg\\.wasm', viewport: { width, height } });
    const startAt = () => page.evaluate(() => document.getElementById('start').getBoundingClientRect().y);
    const before = await startAt();
    await page.click('#stats-button');
    const shown = await loadingShown(page, /Loading the statistics/);
    assert.equal(await startAt(), before, 'the note passes over the menu: Start does not move');
    assert.equal(shown.role, 'status');
    assert.equal(shown.live, 'polite');
    assert.ok(shown.alertHidden, 'the red alert is not used for loading');
    assert.notEqual(shown.background, shown.alertBackground);
    await assertReadable(page, `stats ${size}`);
    await keepShot(page, `loading-stats-${size}.png`);
    // The language switched while it loads: the status follows.
    await page.click('#lang-toggle');
    assert.match((await loadingShown(page, /正在载入统计/)).text, /正在载入统计/);
    await page.click('#lang-toggle');
    await loadingShown(page, /Loading the statistics/);
    gate.release();
    await page.waitForSelector('#stats-page', { state: 'visible' });
    await statusGone(page);
    assert.ok(await page.isHidden('#notice'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`loading 24点 is a polite status, not the red alert (${size})`, async () => {
    const { context, page, errors, gate } = await heldPage({ wasm: 'game24_bg\\.wasm', viewport: { width, height } });
    await page.check('input[name=game][value="24"]');
    await page.click('#start');
    const shown = await loadingShown(page, /Loading 24 points/);
    assert.equal(shown.role, 'status');
    assert.ok(shown.alertHidden, 'the red alert is not used for loading');
    await assertReadable(page, `24 ${size}`);
    await keepShot(page, `loading-24-${size}.png`);
    gate.release();
    await page.waitForSelector('#play24', { state: 'visible' });
    await statusGone(page);
    assert.ok(await page.isHidden('#notice'));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a failed load is the red alert, and no loading status is left', async () => {
  const { context, page, errors, gate } = await heldPage({ wasm: 'stats_bg\\.wasm' });
  gate.fail = true;
  await page.click('#stats-button');
  await page.waitForFunction(() => /could not be loaded/.test(document.getElementById('notice').textContent));
  assert.equal(await page.getAttribute('#notice', 'role'), 'alert');
  assert.ok(await page.isVisible('#notice'));
  await statusGone(page);
  assert.deepEqual(errors, []);
  await context.close();
});
