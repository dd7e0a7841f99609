// axe on every 24点 screen in both languages — the menu, solo play, a
// finished deal, vs Computer while it thinks, a race before and after a
// buzz, the daily deal's game over with its result to share, the solve panel
// with its solutions, and the rules — with 0 violations; and a screenshot of
// each at 1280×800 and 360×640 (tests/artifacts/a11y24-*.png).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, ready, ARTIFACTS, giveUpRest } from './helpers.mjs';
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

/** Visits every 24点 screen; axe (desktop only) and a screenshot of each. */
async function tour(lang, viewport, tag) {
  const found = {};
  const check = async (page, name) => {
    if (viewport.width > 1000) {
      const v = await axeViolations(page);
      if (v.length) found[name] = v;
    }
    // The phone shot is the screen as held; the desktop one the whole page.
    await page.screenshot({ path: `${ARTIFACTS}a11y24-${name}-${lang}-${tag}.png`, fullPage: viewport.width > 1000 });
  };
  const errorsAll = [];

  let { context, page, errors } = await open(lang, viewport, '?seed=42&think=600000');
  await page.check('input[name=game][value="24"]');
  await check(page, 'menu');
  await start(page, 'solo');
  await page.click('[data-action="hint24"]');
  await page.fill('#g24-expr', '(3 - K / K');
  await check(page, 'solo');
  await page.click('[data-action="giveup24"]');
  await check(page, 'deal-over');
  await page.click('#rules-button');
  await check(page, 'rules');
  errorsAll.push(...errors);
  await context.close();

  ({ context, page, errors } = await open(lang, viewport, '?seed=42&think=600000'));
  await start(page, 'computer');
  await check(page, 'computer');
  errorsAll.push(...errors);
  await context.close();

  ({ context, page, errors } = await open(lang, viewport, '?seed=42'));
  await start(page, 'race');
  await check(page, 'race');
  await page.keyboard.press('p');
  await page.keyboard.type('(3 - K');
  await check(page, 'buzz');
  errorsAll.push(...errors);
  await context.close();

  ({ context, page, errors } = await open(lang, viewport, ''));
  await start(page, 'daily');
  await giveUpRest(page);
  await check(page, 'daily-over');
  errorsAll.push(...errors);
  await context.close();

  ({ context, page, errors } = await open(lang, viewport, ''));
  await page.check('input[name=game][value="24"]');
  await page.click('#g24-solve-open');
  await page.waitForSelector('#solve24:not([hidden])');
  for (const [i, v] of [3, 3, 8, 8].entries()) await page.fill(`#solve24-v${i}`, String(v));
  await page.click('#solve24-check');
  await check(page, 'solve-asked');
  await page.click('#solve24-show');
  await check(page, 'solve');
  // No horizontal scroll on a phone.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  errorsAll.push(...errors);
  await context.close();
  return { found, errors: errorsAll };
}

for (const lang of ['en', 'zh']) {
  test(`axe: 0 violations on every 24点 screen (${lang}), screenshots at 1280×800`, async () => {
    const { found, errors } = await tour(lang, { width: 1280, height: 800 }, 'desktop');
    assert.deepEqual(found, {});
    assert.deepEqual(errors, []);
  });
  test(`every 24点 screen at 360×640 (${lang})`, async () => {
    const { errors } = await tour(lang, { width: 360, height: 640 }, 'phone');
    assert.deepEqual(errors, []);
  });
}
