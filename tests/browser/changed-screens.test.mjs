// The screens the new-player fixes changed, in both languages at 1280×800,
// 360×640 (touch) and 640×400 at device scale 2 (200 % zoom): the 24点 table
// against the computer with the focus in the answer field (the Alt+ key
// hints, the one-answer line), the solver panel with a result, the 21点
// table against the computer, the 24点 hint shown two steps in, the daily
// deal's game-over summary (a deal solved after a hint, the missed deals
// solved, the share text with its streak) and its practice replay's table,
// the statistics with the daily line, and the settings panel. Each has no axe violation at every size, and
// every text on it measures at WCAG AA contrast from its pixels at 1280×800;
// a screenshot of each is kept in tests/artifacts/ (changed-*.png) to be
// looked at. (The pixel measure photographs the full page, which on a short
// window lays the 24点 table out anew for the taller shot, so its text boxes
// no longer sit where they were measured; the colours are the same at every
// size.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openPage, ready, start24, startMatch, humanOrDone, axeViolations, ARTIFACTS, typeAnswer, answerFromHint, giveUpRest,
} from './helpers.mjs';
import { measureContrast } from './contrast.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const SIZES = [
  ['1280x800', { viewport: { width: 1280, height: 800 } }],
  ['360x640', { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true }],
  ['640x400@2', { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 }],
];

async function check(page, scope, label, size) {
  await page.screenshot({ path: `${ARTIFACTS}changed-${label}.png` });
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], `${label}: axe`);
  if (size !== '1280x800') return;
  const found = await measureContrast(env, page, scope);
  const bad = found.filter((f) => f.ratio !== null && f.ratio < (f.large ? 3 : 4.5))
    .map((f) => `${f.where} "${f.text}" ${f.ratio.toFixed(2)}:1`);
  assert.deepEqual(bad, [], `${label}: contrast`);
  assert.ok(found.some((f) => f.ratio !== null), `${label}: texts were measured`);
}

for (const [size, opts] of SIZES) {
  for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
    test(`${size} ${lang}: the changed screens pass axe and measured contrast`, async () => {
      const open = async () => {
        const o = await openPage(env, { path: '?seed=42&think=60000&fast', locale, reducedMotion: 'reduce', ...opts });
        await ready(o.page);
        return o;
      };
      let { page, errors, context } = await open();
      await start24(page, { mode: 'computer' });
      await page.focus('#g24-expr');
      await check(page, '#play24', `24-table-${size}-${lang}`, size);
      assert.deepEqual(errors, []);
      await context.close();

      ({ page, errors, context } = await open());
      await page.check('input[name=game][value="24"]');
      await page.click('#g24-solve-open');
      await page.waitForSelector('#solve24:not([hidden])');
      for (const [i, v] of ['K', 'Q', 'J', 'A'].entries()) await page.fill(`#solve24-v${i}`, v);
      await page.click('#solve24-check');
      await check(page, '#solve24', `solver-${size}-${lang}`, size);
      assert.deepEqual(errors, []);
      await context.close();

      ({ page, errors, context } = await open());
      await startMatch(page, { mode: 'computer', level: 'easy' });
      await humanOrDone(page);
      await check(page, '#play', `21-table-${size}-${lang}`, size);
      assert.deepEqual(errors, []);
      await context.close();

      ({ page, errors, context } = await open());
      await start24(page);
      await page.click('[data-action="hint24"]');
      await page.click('[data-action="hint24"]');
      await check(page, '#play24', `24-hint-${size}-${lang}`, size);
      assert.deepEqual(errors, []);
      await context.close();

      ({ page, errors, context } = await open());
      await start24(page, { mode: 'daily' });
      for (let i = 0; i < 3; i += 1) await page.click('[data-action="hint24"]');
      await typeAnswer(page, await answerFromHint(page));
      await page.waitForFunction(() => window.game24.state().phase !== 'playing');
      await page.keyboard.press('n');
      await giveUpRest(page, 1);
      await check(page, '#g24-summary', `24-daily-over-${size}-${lang}`, size);
      await page.click('#g24-rematch');
      await page.waitForFunction(() => window.game24.state().phase === 'playing');
      await check(page, '#play24', `24-daily-practice-${size}-${lang}`, size);
      await page.keyboard.press('Escape');
      await page.click('#stats-button');
      await page.waitForSelector('#stats-page:not([hidden])');
      await check(page, '#stats-page', `stats-${size}-${lang}`, size);
      await page.click('#settings-button');
      await page.waitForSelector('#settings[open]');
      await check(page, '#settings', `settings-${size}-${lang}`, size);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
