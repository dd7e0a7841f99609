// Practice when something else moves under it: another tab shifts the cards
// of an open due list (the answer goes to the card shown, or is refused in
// the page's language when that card is gone); an import that fills the
// record says how many of this device's cards made room; storage full while
// answering says the answers are not kept; a damaged record or a clock out
// of range leaves the Practice screen drawn with a way on, its notice in the
// page's language and said again after a switch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, fullStorageAndClock, settle } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

/** A page in `locale`, storage made full while `window.full` is set, `Date` moved to `when` if given. */
async function practicePage(locale = 'en-US', when = null) {
  const opened = await openPage(env, { locale, path: '?fast', viewport: { width: 1280, height: 800 } });
  await fullStorageAndClock(opened.page, when);
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
const key = (p) => JSON.stringify(p);

async function openPractice(page, button = '#practice-button') {
  await page.click(button);
  // The screen is shown once its chunk has come (opening it says "loading"
  // at once), then drawn when the record has been read.
  await page.waitForSelector('#practice:not([hidden])');
  await page.waitForFunction(() => document.getElementById('practice-status').textContent === '');
}

test('another tab moves the cards under an open due list: the answer goes to the card shown, and a card gone is refused in words', async () => {
  const { page, context, errors } = await practicePage();
  const now = await page.evaluate(() => Date.now());
  const record = await makeRecord(page, 4, now - 3_600_000);
  await page.evaluate((r) => localStorage.setItem('duel21.practice', JSON.stringify(r)), record);
  await openPractice(page);
  await page.click('#practice-go-due');
  await page.waitForSelector('#practice-drill [data-action="drill-answer"]');
  // The first card is shown; another tab removes it from in front of the second.
  await page.click('#practice-drill [data-choice="stand"]');
  await page.waitForSelector('#practice-drill .drill-result');
  await page.click('#practice-drill [data-action="practice-next"]');
  await page.waitForSelector('#practice-drill [data-action="drill-answer"]:not([aria-disabled])');
  await page.evaluate(() => {
    const r = JSON.parse(localStorage.getItem('duel21.practice'));
    r.cards.shift();
    localStorage.setItem('duel21.practice', JSON.stringify(r));
  });
  await page.click('#practice-drill [data-choice="stand"]');
  await page.waitForSelector('#practice-drill .drill-result');
  const after1 = await stored(page);
  const shown = after1.cards.find((c) => key(c.position) === key(record.cards[1].position));
  const next = after1.cards.find((c) => key(c.position) === key(record.cards[2].position));
  assert.equal(shown.memory.new, false, 'the card shown is the one answered');
  assert.equal(next.memory.new, true, 'the card after it is not');

  // The card shown next is removed altogether: the answer is refused, said so, and the list read again.
  await page.click('#practice-drill [data-action="practice-next"]');
  await page.waitForSelector('#practice-drill [data-action="drill-answer"]:not([aria-disabled])');
  const before2 = await page.evaluate(() => {
    const r = JSON.parse(localStorage.getItem('duel21.practice'));
    r.cards = r.cards.filter((c) => c.memory.new === false);
    localStorage.setItem('duel21.practice', JSON.stringify(r));
    return localStorage.getItem('duel21.practice');
  });
  await page.click('#practice-drill [data-choice="stand"]');
  await page.waitForFunction(() => /no longer in your record/.test(document.getElementById('notice').textContent));
  assert.equal(await page.evaluate(() => localStorage.getItem('duel21.practice')), before2, 'nothing answered');
  assert.equal(await page.isHidden('#practice-drill'), true, 'the screen is drawn again');
  assert.ok(await page.isVisible('#practice-start [data-theme="soft"]'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('an import that fills the record says how many of this device\'s cards made room, and counts only the cards it kept', async () => {
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
  assert.deepEqual(errors, []);
  await context.close();
});

test('storage full while answering a drill: the answer stands and the page says it is not kept', async () => {
  const { page, context, errors } = await practicePage();
  await openPractice(page);
  await page.evaluate(() => { window.full = true; });
  await page.click('#practice-start [data-theme="soft"]');
  await page.waitForSelector('#practice-drill [data-action="drill-answer"]');
  await page.click('#practice-drill [data-choice="take"]');
  await page.waitForSelector('#practice-drill .drill-result');
  assert.match(await page.textContent('#notice'), /storage is full or off: you can practice on, but your answers and mistakes are not being kept/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('zh: a damaged record is said in Chinese, the screen is drawn with its themed sets, and L says it again in English', async () => {
  const { page, context, errors } = await practicePage('zh-CN');
  const forged = '{"version":2,"cards":[],"answered":0,"recent":[],"last_day":null,"streak":0}';
  await page.evaluate((t) => localStorage.setItem('duel21.practice', t), forged);
  await openPractice(page);
  const zh = await page.textContent('#notice');
  assert.match(zh, /^保存的练习记录无法读取（练习记录已损坏：版本未知），已原样另存为 duel21\.practice\.damaged/);
  assert.doesNotMatch(zh, /内容无法读取或不合规则|出错了/);
  assert.ok(await page.isVisible('#practice-start [data-theme="soft"]'), 'the screen is drawn (a new record)');
  await page.keyboard.press('l');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.match(await page.textContent('#notice'), /^Your stored practice record could not be read/);
  assert.equal(await page.evaluate(() => localStorage.getItem('duel21.practice.damaged')), forged);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [locale, words] of [['en-US', /^This device’s clock is not between 2000 and 2200/], ['zh-CN', /^设备的时钟不在 2000 年到 2200 年之间[^A-Za-z]*$/]]) {
  test(`${locale}: a clock before 2000 is said to be the clock's, and the Practice screen offers a way on`, async () => {
    const { page, context, errors } = await practicePage(locale, 3 * 86_400_000);
    await page.click('#practice-button');
    await page.waitForSelector('#practice-retry');
    assert.match(await page.textContent('#notice'), words);
    assert.equal(await page.textContent('#practice-status'), '');
    assert.ok(await page.isVisible('#practice-start [data-theme="soft"]'));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

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
