// A drill (Practice, and Learn from your mistakes) as a table: the question
// and both answers are in view together when it is asked, at 1280×800 and
// 360×640, and T / S answer it as they do on the table, in both languages:
// only while the answer is open, and a double key press answers once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, humanOrDone, wantsCard } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const SIZES = [{ width: 1280, height: 800 }, { width: 360, height: 640 }];
const WORDS = { 'en-US': ['Take', 'Stand'], 'zh-CN': ['要牌', '停牌'] };

/** Where the drill in `scope` is, against the window: its label's top, its answers' bottom. */
function inView(page, scope) {
  return page.$eval(scope, (d) => {
    const label = d.querySelector('.drill-label').getBoundingClientRect();
    const answers = d.querySelector('.drill-answer').getBoundingClientRect();
    const felt = d.querySelector('.drill-felt').getBoundingClientRect();
    return { top: label.top, feltTop: felt.top, bottom: answers.bottom, height: innerHeight };
  });
}

const answered = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('duel21.practice') ?? '{"answered":0}').answered);

/** The answer keys on the drill in `scope`: T answers take once, a second T and an S do nothing. */
async function keysAnswer(page, scope, locale, tag) {
  const [take, stand] = WORDS[locale];
  assert.deepEqual(await page.$$eval(`${scope} .drill-answer button`, (bs) => bs.map((b) => b.textContent.replace(/\s+/g, ' ').trim())),
    [`${take} T`, `${stand} S`], `${tag}: the answers show their keys`);
  // Neither answer is drawn as the suggested one (that would be a hint).
  const looks = await page.$$eval(`${scope} .drill-answer button`, (bs) => bs.map((b) => [b.className, getComputedStyle(b).backgroundColor]));
  assert.deepEqual(looks[0], looks[1], `${tag}: take and stand look alike`);
  const before = await answered(page);
  // Two presses in a row: the first answers, the second (and an S) answer nothing more.
  await page.keyboard.press('t');
  await page.keyboard.press('t');
  await page.waitForSelector(`${scope} .drill-result`);
  await page.keyboard.press('s');
  assert.equal(await page.$eval(`${scope} .picked`, (b) => b.dataset.choice), 'take', `${tag}: T took`);
  await page.waitForFunction((n) => JSON.parse(localStorage.getItem('duel21.practice')).answered === n, before + 1);
  assert.equal(await answered(page), before + 1, `${tag}: answered once`);
  assert.equal(await page.$$eval(`${scope} .drill-result`, (r) => r.length), 1);
}

// One test for the four pages (both languages, both sizes), each its own page.
test('Practice\'s drill is in view with both answers; T and S answer it (en-US and zh-CN, 1280x800 and 360x640)', async () => {
  for (const locale of ['en-US', 'zh-CN']) {
    for (const viewport of SIZES) {
      const tag = `${locale} ${viewport.width}x${viewport.height}`;
      const { page, errors, context } = await openPage(env, { path: '?fast', locale, viewport });
      await ready(page);
      // On a phone the header has no Practice button (the menu's opens it): its action.
      await page.$eval('#practice-button', (b) => b.click());
      await page.waitForSelector('#practice-start [data-theme="classic-wrong"]');
      await page.click('#practice-start [data-theme="classic-wrong"]');
      await page.waitForSelector('#practice-drill [data-action="drill-answer"]');
      let v = await inView(page, '#practice-drill');
      assert.ok(v.top >= 0 && v.bottom <= v.height, `${tag}: the question (${v.top}) and its answers (${v.bottom}) within ${v.height}`);
      await keysAnswer(page, '#practice-drill', locale, tag);
      // The next position: S stands, in view again.
      await page.keyboard.press('Enter');
      await page.waitForSelector('#practice-drill [data-action="drill-answer"]:not([aria-disabled])');
      v = await inView(page, '#practice-drill');
      assert.ok(v.top >= 0 && v.bottom <= v.height, `${tag}: the next question in view (${v.top}–${v.bottom} of ${v.height})`);
      await page.keyboard.press('s');
      await page.waitForSelector('#practice-drill .drill-result');
      assert.equal(await page.$eval('#practice-drill .picked', (b) => b.dataset.choice), 'stand', tag);
      assert.equal(await answered(page), 2, tag);
      assert.deepEqual(errors, [], tag);
      await context.close();
    }
  }
});

/** Plays the match to its end: the person takes below 16. */
async function playToEnd(page) {
  for (let i = 0; i < 400; i += 1) {
    const s = await humanOrDone(page);
    if (s.phase === 'match_over') return s;
    if (s.can_next) await page.click('#next');
    else await page.click(wantsCard(s) ? '#take' : '#stand');
  }
  throw new Error('the match did not end');
}

for (const [locale, viewport] of [['en-US', SIZES[0]], ['zh-CN', SIZES[1]]]) {
  const tag = `${locale} ${viewport.width}x${viewport.height}`;
  test(`${tag}: the summary's Learn from your mistakes asks in view; T answers`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?fast', locale, viewport });
    await ready(page);
    await startMatch(page, { mode: 'computer', level: 'expert', seed: '8321839832661118' });
    await playToEnd(page);
    await page.click('#learn-summary');
    await page.waitForSelector('#learn-drill:not([hidden]) [data-action="drill-answer"]');
    const v = await inView(page, '#learn-drill');
    assert.ok(v.top >= 0 && v.bottom <= v.height, `${tag}: the question (${v.top}) and its answers (${v.bottom}) within ${v.height}`);
    await keysAnswer(page, '#learn-drill', locale, tag);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('360x640: a double click on an answer in the review\'s Learn leaves the focus on Next, which Enter presses', async () => {
  const { page, errors, context } = await openPage(env, { path: '?fast', viewport: SIZES[1] });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'expert', seed: '8321839832661118' });
  await playToEnd(page);
  await page.click('#review-summary');
  await page.waitForSelector('#review:not([hidden]) #learn-start');
  await page.click('#learn-start');
  await page.waitForSelector('#learn-drill:not([hidden]) [data-action="drill-answer"]');
  const take = page.locator('#learn-drill [data-choice="take"]');
  await take.scrollIntoViewIfNeeded();
  const box = await take.boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // The second press of the double click lands wherever the verdict scrolled the page.
  await page.mouse.click(x, y);
  await page.waitForTimeout(120);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await page.waitForSelector('#learn-drill .drill-result');
  await page.waitForTimeout(50);
  const focused = () => page.evaluate(() => document.activeElement?.closest('#learn-drill .drill-verdict') !== null
    && document.activeElement.tagName === 'BUTTON');
  assert.ok(await focused(), `the focus is on ${await page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName)}`);
  const label = await page.textContent('#learn-drill .drill-label');
  await page.keyboard.press('Enter');
  // Next (or Done) was pressed: a new position, or the drill closed.
  await page.waitForFunction((l) => document.querySelector('#learn-drill .drill-label')?.textContent !== l
    || !document.querySelector('#learn-drill .drill-result'), label);
  assert.deepEqual(errors, []);
  await context.close();
});
