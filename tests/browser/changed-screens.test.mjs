// The screens the new-player fixes changed, in both languages at 1280×800,
// 360×640 (touch) and 640×400 at device scale 2 (200 % zoom): the 24点 table
// against the computer with the focus in the answer field (the Alt+ key
// hints, the one-answer line), the solver panel with a result, the 21点
// table against the computer, the 24点 hint shown two steps in, the daily
// deal's game-over summary (a deal solved after a hint, the missed deals
// solved, the share text with its streak) and its practice replay's table,
// the statistics with the daily line, and the settings panel. Each has no axe violation at every size, and
// every text on it measures at WCAG AA contrast from its pixels at 1280×800;
// with SCREENSHOTS=1 a screenshot of each is kept in tests/artifacts/
// (changed-*.png) to be looked at, taken before it is measured. (The pixel
// measure photographs the full page, which on a short window lays the 24点
// table out anew for the taller shot, so its text boxes no longer sit where
// they were measured; the colours are the same at every size.)
//
// A test is one way to a screen (or the daily deal's way through four), in
// one language, on a page of its own started clean: on a desktop window,
// each screen is checked at 1280×800 and then, on the same page, at 640×400
// with a device scale of 2 (the same window at 200 % zoom; set through the
// DevTools protocol, as Playwright sets a context's size), so the way there
// is walked once for both; a phone (360×640, touch) is a context of its own,
// since a touch screen is the page's from its first load.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openPage, ready, start24, startMatch, humanOrDone, axeViolations, keepShot, typeAnswer, answerFromHint, giveUpRestInPage,
} from './helpers.mjs';
import { measureContrast } from './contrast.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const DESKTOP = { width: 1280, height: 800, deviceScaleFactor: 1 };
const ZOOMED = { width: 640, height: 400, deviceScaleFactor: 2 };
const DEVICES = [
  ['desktop', { viewport: { width: DESKTOP.width, height: DESKTOP.height } }],
  ['phone', { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true }],
];

/** The window's size and device scale, as a context's `viewport` and `deviceScaleFactor` set them. */
function setWindow(cdp, { width, height, deviceScaleFactor }) {
  return cdp.send('Emulation.setDeviceMetricsOverride', {
    width, height, deviceScaleFactor, mobile: false, screenWidth: width, screenHeight: height,
  });
}

async function checkAt(page, scope, label, size) {
  await keepShot(page, `changed-${label}.png`);
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], `${label}: axe`);
  if (size !== '1280x800') return;
  const found = await measureContrast(env, page, scope);
  const bad = found.filter((f) => f.ratio !== null && f.ratio < (f.large ? 3 : 4.5))
    .map((f) => `${f.where} "${f.text}" ${f.ratio.toFixed(2)}:1`);
  assert.deepEqual(bad, [], `${label}: contrast`);
  assert.ok(found.some((f) => f.ratio !== null), `${label}: texts were measured`);
}

/**
 * Checks the screen on view at every size of its device: a phone at 360×640;
 * a desktop at 1280×800 (and its contrast), then at 640×400@2, then back.
 */
async function check(o, scope, name) {
  if (o.device === 'phone') {
    await checkAt(o.page, scope, `${name}-360x640-${o.lang}`, '360x640');
    return;
  }
  await checkAt(o.page, scope, `${name}-1280x800-${o.lang}`, '1280x800');
  await setWindow(o.cdp, ZOOMED);
  await o.page.waitForFunction(({ width, height }) => innerWidth === width && innerHeight === height, ZOOMED);
  await checkAt(o.page, scope, `${name}-640x400@2-${o.lang}`, '640x400@2');
  await setWindow(o.cdp, DESKTOP);
  await o.page.waitForFunction(({ width, height }) => innerWidth === width && innerHeight === height, DESKTOP);
}

const WAYS = [
  ['the 24点 table against the computer, the focus in the answer field', async (o) => {
    await start24(o.page, { mode: 'computer' });
    await o.page.focus('#g24-expr');
    await check(o, '#play24', '24-table');
  }],
  ['the solver with a result', async (o) => {
    const { page } = o;
    await page.check('input[name=game][value="24"]');
    await page.click('#g24-solve-open');
    await page.waitForSelector('#solve24:not([hidden])');
    for (const [i, v] of ['K', 'Q', 'J', 'A'].entries()) await page.fill(`#solve24-v${i}`, v);
    await page.click('#solve24-check');
    await check(o, '#solve24', 'solver');
  }],
  ['the 21点 table against the computer', async (o) => {
    await startMatch(o.page, { mode: 'computer', level: 'easy' });
    await humanOrDone(o.page);
    await check(o, '#play', '21-table');
  }],
  ['the 24点 hint two steps in', async (o) => {
    await start24(o.page);
    await o.page.click('[data-action="hint24"]');
    await o.page.click('[data-action="hint24"]');
    await check(o, '#play24', '24-hint');
  }],
  ['the daily deal over, its practice replay, the statistics and the settings', async (o) => {
    const { page } = o;
    await start24(page, { mode: 'daily' });
    for (let i = 0; i < 3; i += 1) await page.click('[data-action="hint24"]');
    await typeAnswer(page, await answerFromHint(page));
    await page.waitForFunction(() => window.game24.state().phase !== 'playing');
    await page.keyboard.press('n');
    await giveUpRestInPage(page, 1);
    await check(o, '#g24-summary', '24-daily-over');
    await page.click('#g24-rematch');
    await page.waitForFunction(() => window.game24.state().phase === 'playing');
    await check(o, '#play24', '24-daily-practice');
    await page.keyboard.press('Escape');
    await page.click('#stats-button');
    await page.waitForSelector('#stats-page:not([hidden])');
    await check(o, '#stats-page', 'stats');
    await page.click('#settings-button');
    await page.waitForSelector('#settings[open]');
    await check(o, '#settings', 'settings');
  }],
];

for (const [device, opts] of DEVICES) {
  for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
    for (const [way, walk] of WAYS) {
      const sizes = device === 'phone' ? '360×640' : '1280×800 and 640×400@2';
      test(`${sizes} ${lang}: ${way} pass axe and measured contrast`, async () => {
        const { page, errors, context } = await openPage(env, { path: '?seed=42&think=60000&fast', locale, reducedMotion: 'reduce', ...opts });
        await ready(page);
        const cdp = device === 'desktop' ? await context.newCDPSession(page) : null;
        await walk({ page, cdp, device, lang });
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }
}
