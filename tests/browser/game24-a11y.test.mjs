// axe on every 24点 screen in both languages — the menu, solo play, a
// finished deal, vs Computer while it thinks, a race before and after a
// buzz, the daily deal's game over with its result to share, the solve panel
// with its solutions, and the rules — with 0 violations; and (with
// SCREENSHOTS=1) a screenshot of each at 1280×800 and 360×640
// (tests/artifacts/a11y24-*.png). Each screen
// is reached once and seen at both sizes by resizing the window: 10 page
// loads where a tour per size took 20.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, ready, keepShot, giveUpRestInPage } from './helpers.mjs';
import { axeViolations } from './axe.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });


async function open(lang, viewport, path) {
  const context = await env.browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(env.server.url + path);
  await ready(page);
  return { context, page, errors };
}

async function start(page, mode) {
  await page.check('input[name=game][value="24"]');
  await page.check(`input[name=mode24][value=${mode}]`);
  await page.click('#start');
  await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
}

/**
 * A screen looked at in both sizes, on the page as it is (a read-only look:
 * the window is resized, not the page reloaded): a screenshot at 360×640
 * (the screen as held), then at 1280×800 axe and a screenshot of the whole
 * page. Violations go into `found` under the screen's name.
 */
async function look(page, lang, name, found) {
  await page.setViewportSize(PHONE);
  await keepShot(page, `a11y24-${name}-${lang}-phone.png`);
  await page.setViewportSize(DESKTOP);
  const v = await axeViolations(page);
  if (v.length) found[name] = v;
  await keepShot(page, `a11y24-${name}-${lang}-desktop.png`, { fullPage: true });
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 640 };

/**
 * The 24点 screens, one page each (a clean start where the screens need
 * one), each screen seen at both sizes: `visit(page, see)` walks the
 * screens and calls `see(name)` on each.
 */
const TOURS = {
  'the menu, solo play, a finished deal and the rules': ['?seed=42&think=600000', async (page, see) => {
    await page.check('input[name=game][value="24"]');
    await see('menu');
    await start(page, 'solo');
    await page.click('[data-action="hint24"]');
    await page.fill('#g24-expr', '(3 - K / K');
    await see('solo');
    await page.click('[data-action="giveup24"]');
    await see('deal-over');
    await page.click('#rules-button');
    await see('rules');
  }],
  'vs Computer while it thinks': ['?seed=42&think=600000', async (page, see) => {
    await start(page, 'computer');
    await see('computer');
  }],
  'a race before and after a buzz': ['?seed=42', async (page, see) => {
    await start(page, 'race');
    await see('race');
    await page.keyboard.press('p');
    await page.keyboard.type('(3 - K');
    await see('buzz');
  }],
  "the daily deal's game over": ['', async (page, see) => {
    await start(page, 'daily');
    await giveUpRestInPage(page);
    await see('daily-over');
  }],
  'the solve panel, asked and with its solutions': ['', async (page, see) => {
    await page.check('input[name=game][value="24"]');
    await page.click('#g24-solve-open');
    await page.waitForSelector('#solve24:not([hidden])');
    for (const [i, v] of [3, 3, 8, 8].entries()) await page.fill(`#solve24-v${i}`, String(v));
    await page.click('#solve24-check');
    await see('solve-asked');
    await page.click('#solve24-show');
    await see('solve');
    // No horizontal scroll, on a phone or a desktop.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${viewport.width} px`);
    }
  }],
};

for (const lang of ['en', 'zh']) {
  for (const [what, [path, visit]] of Object.entries(TOURS)) {
    test(`axe: 0 violations at 1280×800, screenshots at 1280×800 and 360×640 (${lang}): ${what}`, async () => {
      const { context, page, errors } = await open(lang, DESKTOP, path);
      const found = {};
      await visit(page, (name) => look(page, lang, name, found));
      assert.deepEqual(found, {});
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
