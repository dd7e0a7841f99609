// Practice when something else moves under it, where a page is needed: an
// import that fills the record says how many of this device's cards made
// room, and storage full while answering is said in the page's notice; a
// double click on an answer answers once, wherever Next lands. (Another
// tab moving the cards, a damaged record and a clock out of range are the
// controller's: tests/node/practice-view.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, fullStorageAndClock, settle } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

/** A page whose storage is made full while `window.full` is set. */
async function practicePage() {
  const opened = await openPage(env, { path: '?fast', viewport: { width: 1280, height: 800 } });
  await fullStorageAndClock(opened.page, null);
  await opened.page.reload();
  await ready(opened.page);
  return opened;
}

/**
 * A record of `n` new cards (the engine's own themed positions), each made
 * at `at + i` ms (due then): `{text, positions}`.
 */
function makeRecord(page, n, at) {
  return page.evaluate(async ([count, time]) => {
    const m = await import('/www/pkg/practice.js');
    await m.default();
    const seen = new Set();
    const cards = [];
    for (let seed = 1; cards.length < count && seed < 400; seed += 1) {
      for (const theme of ['classic-wrong', 'late-deck', 'soft']) {
        for (const q of m.themedSet(theme, 50, String(seed))) {
          const key = JSON.stringify(q.position);
          if (seen.has(key) || cards.length >= count) continue;
          seen.add(key);
          const t = time + cards.length;
          cards.push({
            position: q.position,
            choice: 'take',
            memory: { due: t, last: t, stability: 0, difficulty: 0, elapsed_days: 0, scheduled_days: 0, reps: 0, lapses: 0, new: true, right: false },
          });
        }
      }
    }
    return { version: 1, cards, answered: 0, recent: [], last_day: null, streak: 0 };
  }, [n, at]);
}

const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('duel21.practice')));

async function openPractice(page, button = '#practice-button') {
  await page.click(button);
  // The screen is shown once its chunk has come (opening it says "loading"
  // at once), then drawn when the record has been read.
  await page.waitForSelector('#practice:not([hidden])');
  await page.waitForFunction(() => document.getElementById('practice-status').textContent === '');
}

test('an import that fills the record says how many of this device\'s cards made room, and counts only the cards it kept; storage full then, a drill\'s answer is said not kept', async () => {
  const { page, context, errors } = await practicePage();
  const now = await page.evaluate(() => Date.now());
  const all = await makeRecord(page, 205, now - 7_200_000);
  // This device: 200 cards made earlier; the file: 5 other positions, later.
  const mine = { ...all, cards: all.cards.slice(0, 200) };
  const theirs = { ...all, cards: all.cards.slice(200).map((c) => ({ ...c, memory: { ...c.memory, due: now, last: now } })) };
  assert.equal(theirs.cards.length, 5);
  await page.evaluate((r) => localStorage.setItem('duel21.practice', JSON.stringify(r)), mine);
  await page.click('#stats-button');
  await page.waitForSelector('#stats-page', { state: 'visible' });
  // The page's own export, its practice part the other device's.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#stats-export')]);
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  const file = JSON.stringify({ ...JSON.parse(Buffer.concat(chunks).toString('utf8')), practice: theirs });
  await page.setInputFiles('#stats-file', { name: 'p.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await page.waitForFunction(() => /import/.test(document.getElementById('stats-msg').textContent));
  const msg = await page.textContent('#stats-msg');
  assert.match(msg, /5 practice cards added/);
  assert.match(msg, /5 of this device’s, answered longest ago, were removed/);
  const after = await stored(page);
  assert.equal(after.cards.length, 200);
  // Storage full while answering a drill: the answer stands, and the page's
  // notice says it is not kept (the controller's part: practice-view).
  await page.click('#practice-button');
  await page.waitForSelector('#practice:not([hidden])');
  await page.waitForFunction(() => document.getElementById('practice-status').textContent === '');
  await page.evaluate(() => { window.full = true; });
  await page.click('#practice-start [data-theme="soft"]');
  await page.click('#practice-drill [data-choice="take"]');
  await page.waitForSelector('#practice-drill .drill-result');
  assert.match(await page.textContent('#notice'), /storage is full or off: you can practice on, but your answers and mistakes are not being kept/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a double click on Take in a themed set answers once and leaves the verdict on show, wherever Next lands', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 640 }]) {
    for (const gap of [80, 250]) {
      const context = await env.browser.newContext({ viewport });
      // Playwright's clock: the gap between the click and the double click
      // is moved on, not waited (the page times it with performance.now).
      await context.clock.install();
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${env.server.url}?fast`);
      await ready(page);
      await openPractice(page, '#practice-menu');
      await page.click('#practice-start [data-theme="late-deck"]');
      const take = page.locator('#practice-drill [data-choice="take"]');
      await take.scrollIntoViewIfNeeded();
      const box = await take.boundingBox();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.click(x, y);
      await page.clock.runFor(gap);
      await page.mouse.move(x, y);
      await page.mouse.down({ clickCount: 2 });
      await page.mouse.up({ clickCount: 2 });
      await page.waitForSelector('#practice-drill .drill-result');
      await settle(page);
      const where = `${viewport.width}x${viewport.height}, ${gap} ms`;
      assert.ok(await page.isVisible('#practice-drill .drill-result'), `the verdict stays (${where})`);
      assert.match(await page.textContent('#practice-drill .drill-label'), /1 of 5|1\/5|第 1/, where);
      assert.equal((await stored(page)).answered, 1, where);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});
