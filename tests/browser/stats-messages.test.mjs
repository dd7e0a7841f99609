// The statistics screen's messages: they follow a language switch (the same
// message, redrawn in the other language, the engine's reason kept as it
// is); an import says how many games it added, and when none, why (all
// older than the reset, or all already here), with the counts from the
// statistics module; a file or record naming one game twice counts it once;
// an import never changes a stored game (one that differs is a conflict).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const KEY21 = 'duel21.stats.21';
const T0 = 1767225600000; // 2026-01-01

/** An entry of a won or lost match against Easy, finished `i` minutes after T0. */
const entry = (id, i, win = true) => ({
  id, at: T0 + i * 60000, vs: 'easy', result: win ? 'won' : 'lost', rounds: win ? [6, 4, 1] : [4, 6, 1], accuracy: 80,
});

/** Stores a 21点 record (made by the statistics module) of `entries`, counted since `since`. */
async function seedRecord(page, entries, since = 0) {
  await page.evaluate(async ({ entries, since }) => {
    const pkg = await import('/www/pkg/stats.js');
    await pkg.default();
    let r = pkg.Stats21.empty(since);
    for (const e of entries) r = pkg.Stats21.add(r, JSON.stringify(e));
    localStorage.setItem('duel21.stats.21', r);
  }, { entries, since });
}

/** An export file holding a 21点 record of `entries` (and an empty 24点 one), as text. */
function fileOf(entries, { since = 0 } = {}) {
  return JSON.stringify({
    format: 'duel21-stats',
    version: 1,
    21: { version: 1, since, entries, folded: { upto: null, totals: {} } },
    24: { version: 1, since: 0, entries: [], folded: { upto: null, totals: {} } },
  });
}

async function openStats(page) {
  await page.click('#stats-button');
  await page.waitForSelector('#stats-page', { state: 'visible' });
}

/** Imports `text` and returns the message it leaves (waits for a new one). */
async function importText(page, text, name = 'stats.json') {
  await page.evaluate(() => { document.getElementById('stats-msg').textContent = ''; });
  await page.setInputFiles('#stats-file', { name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction(() => document.getElementById('stats-msg').textContent !== '');
  return page.textContent('#stats-msg');
}

const msg = (page) => page.textContent('#stats-msg');
/** Matches played against Easy, as the screen shows them. */
const matchesVsEasy = (page) => page.$$eval('#stats21-body tr', (trs) => trs
  .find((tr) => /Easy|简单/.test(tr.children[0].textContent)).children[1].textContent.trim());

test('a statistics message follows the language switch, with its arguments', async () => {
  const { page, errors, context } = await openPage(env);
  await ready(page);
  await seedRecord(page, [entry('a', 1)]);
  await openStats(page);
  // (The means line's "1 match", not "1 matches", is the view's: tests/node/stats-view.test.mjs.)
  // Exported: a message without arguments.
  await Promise.all([page.waitForEvent('download'), page.click('#stats-export')]);
  assert.equal(await msg(page), 'The statistics were exported as a JSON file.');
  await page.click('#lang-toggle');
  assert.equal(await msg(page), '统计已导出为 JSON 文件。');
  await page.click('#lang-toggle');
  assert.equal(await msg(page), 'The statistics were exported as a JSON file.');

  // Refused: the frame is translated, and the engine's reason is said in
  // Chinese too: a damaged file, with what is wrong in the engine's words.
  const refused = await importText(page, fileOf([{ ...entry('b', 2), accuracy: 150 }]));
  assert.match(refused, /^The file was not imported: the statistics file is damaged: 21点: entry 1: the accuracy 150 is not from 0 to 100\. Your statistics are unchanged\.$/);
  await page.click('#lang-toggle');
  assert.equal(await msg(page), '文件未导入：统计文件已损坏：21点: entry 1: the accuracy 150 is not from 0 to 100。现有统计没有改变。');

  // A message whose argument is a message of its own: both parts switch.
  const big = `{"x":"${'y'.repeat((1 << 20) + 10)}"}`;
  const tooBig = await importText(page, big, 'big.json');
  assert.equal(tooBig, '文件未导入：文件大于 1 兆字节。现有统计没有改变。', 'the reason said, not general words');
  await page.click('#lang-toggle');
  assert.match(await msg(page), /^The file was not imported: .*\. Your statistics are unchanged\.$/);
  assert.doesNotMatch(await msg(page), /[\u4e00-\u9fff]/, 'no Chinese left in the English message');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an import says how many games it added, and when none, why', async () => {
  const { page, errors, context } = await openPage(env);
  await ready(page);
  // Reset at minute 10; one match since.
  await seedRecord(page, [entry('z', 30)], T0 + 10 * 60000);
  await openStats(page);
  const before = await page.evaluate((k) => localStorage.getItem(k), KEY21);

  // Every match of the file is from before the reset: nothing new, and why.
  const old = fileOf([entry('a', 1), entry('b', 2, false)]);
  assert.equal(await importText(page, old),
    'The file was imported, but there was nothing new in it: 2 games finished before the statistics were reset. Your statistics are unchanged.');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY21), before);
  assert.equal(await matchesVsEasy(page), '1');
  await page.click('#lang-toggle');
  assert.equal(await msg(page), '文件已导入，但没有新的记录：2 局早于统计清零的时间。现有统计没有改变。');
  await page.click('#lang-toggle');

  // The file already imported: all of it is here.
  const again = fileOf([entry('z', 30)]);
  assert.equal(await importText(page, again),
    'The file was imported, but there was nothing new in it: 1 game was already here. Your statistics are unchanged.');

  // New ones, one already here and one from before the reset: each said.
  const mixed = fileOf([entry('a', 1), entry('z', 30), entry('y', 31), entry('x', 32, false)]);
  assert.equal(await importText(page, mixed),
    'The file was imported: 2 matches of Twenty-One added. Not added: 1 game was already here and 1 game finished before the statistics were reset.');
  assert.equal(await matchesVsEasy(page), '3');
  await page.click('#lang-toggle');
  assert.equal(await msg(page), '文件已导入：新增 21点 2 场。未计入的：1 局已在统计中，1 局早于统计清零的时间。');
  await page.click('#lang-toggle');

  // A file with no games at all.
  assert.equal(await importText(page, fileOf([])), 'The file was imported, but it holds no games. Your statistics are unchanged.');

  // The counts are the statistics module's.
  const counts = await page.evaluate(async ({ record, file }) => {
    const { Stats21 } = await import('/www/pkg/stats.js');
    const { added, before_reset: older, present, removed } = Stats21.import_file(record, file, Date.now());
    return { added, older, present, removed };
  }, { record: before, file: mixed });
  assert.deepEqual(counts, { added: 2, older: 1, present: 1, removed: 0 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('an import never changes a stored match: one under a stored id that differs is a conflict, kept as it was', async () => {
  const { page, errors, context } = await openPage(env);
  await ready(page);
  await seedRecord(page, [entry('a', 1), entry('b', 2)]);
  await openStats(page);
  const before = await page.evaluate((k) => localStorage.getItem(k), KEY21);
  // `a` again, finished later and lost, accuracy 0: another match under a stored id.
  const clash = fileOf([entry('b', 2), { ...entry('a', 5, false), accuracy: 0 }]);
  assert.equal(await importText(page, clash),
    'The file was imported, but there was nothing new in it: 1 game was already here and 1 game differs from the one stored under its id (the stored one was kept). Your statistics are unchanged.');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY21), before, 'the record as it was');
  assert.match(await page.textContent('#stats-means'), /mean 80\.0/);
  await page.click('#lang-toggle');
  assert.equal(await msg(page), '文件已导入，但没有新的记录：1 局已在统计中，1 局与统计中同一编号的记录不同（保留了原记录）。现有统计没有改变。');
  await page.click('#lang-toggle');
  // With a new match beside it: that one is added, the conflict said.
  const mixed = fileOf([{ ...entry('a', 5, false), accuracy: 0 }, { ...entry('b', 6), accuracy: 10 }, entry('c', 7)]);
  assert.equal(await importText(page, mixed),
    'The file was imported: 1 match of Twenty-One added. Not added: 2 games differ from the ones stored under their ids (the stored ones were kept).');
  const counts = await page.evaluate(async ({ record, file }) => {
    const { Stats21 } = await import('/www/pkg/stats.js');
    const { added, present, conflicts } = Stats21.import_file(record, file, Date.now());
    return { added, present, conflicts };
  }, { record: before, file: mixed });
  assert.deepEqual(counts, { added: 1, present: 0, conflicts: 2 });
  assert.equal(await matchesVsEasy(page), '3');
  assert.deepEqual(errors, []);
  await context.close();
});

test('export, reset, import: the statistics come back whole', async () => {
  const { page, errors, context } = await openPage(env);
  await ready(page);
  await seedRecord(page, [entry('a', 1), entry('b', 2, false), entry('c', 3)]);
  await openStats(page);
  const before = await page.evaluate((k) => localStorage.getItem(k), KEY21);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#stats-export')]);
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  const exported = Buffer.concat(chunks).toString('utf8');
  await page.click('#stats-reset');
  await page.click('#confirm-yes');
  assert.equal(await matchesVsEasy(page), '0');
  assert.equal(await importText(page, exported, 'backup.json'), 'The file was imported: 3 matches of Twenty-One added.');
  assert.equal(await matchesVsEasy(page), '3');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY21), before, 'the record as it was');
  // Imported again: all of it is here.
  assert.equal(await importText(page, exported, 'backup.json'),
    'The file was imported, but there was nothing new in it: 3 games were already here. Your statistics are unchanged.');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a message said at the foot of the screen is brought into sight', async () => {
  const { page, errors, context } = await openPage(env, { viewport: { width: 360, height: 640 } });
  await ready(page);
  await seedRecord(page, [entry('a', 1), entry('b', 2, false)]);
  await openStats(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const inSight = () => page.$eval('#stats-msg', (m) => {
    const r = m.getBoundingClientRect();
    return !m.hidden && r.top > -1 && r.bottom < innerHeight + 1; // sub-pixel edges
  });
  assert.equal(await inSight(), false);
  await Promise.all([page.waitForEvent('download'), page.click('#stats-export')]);
  await page.waitForFunction(() => !document.getElementById('stats-msg').hidden);
  assert.equal(await inSight(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an import that storage takes for one game but not the other changes neither', async () => {
  const { page, errors, context } = await openPage(env);
  await ready(page);
  await seedRecord(page, [entry('a', 1)]);
  await openStats(page);
  const before = await page.evaluate((k) => localStorage.getItem(k), KEY21);
  // Storage refuses the second record (24点's), as a nearly full one would.
  await page.evaluate(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key === 'duel21.stats.24') throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, key, value);
    };
  });
  const said = await importText(page, fileOf([entry('b', 2), entry('c', 3)]));
  assert.match(said, /^The file was not imported: the browser’s storage is full or turned off\. Your statistics are unchanged\.$/);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY21), before, '21点’s record as it was');
  assert.equal(await matchesVsEasy(page), '1');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a match named twice (a hand-edited record or file) counts once', async () => {
  const { page, errors, context } = await openPage(env);
  await ready(page);
  // The stored record names "a" twice, at two times (so still in order).
  await page.evaluate(({ k, a1, a2 }) => localStorage.setItem(k, JSON.stringify({
    version: 1, since: 0, entries: [a1, a2], folded: { upto: null, totals: {} },
  })), { k: KEY21, a1: entry('a', 1), a2: entry('a', 2) });
  await openStats(page);
  assert.equal(await page.isHidden('#stats-msg'), true, 'not damaged: read, each id once');
  assert.equal(await matchesVsEasy(page), '1');
  // A file naming "b" twice: one match added.
  const text = fileOf([entry('b', 5), entry('b', 6)]);
  assert.equal(await importText(page, text), 'The file was imported: 1 match of Twenty-One added.');
  assert.equal(await matchesVsEasy(page), '2');
  // The same file again: nothing new.
  assert.equal(await importText(page, text),
    'The file was imported, but there was nothing new in it: 1 game was already here. Your statistics are unchanged.');
  assert.equal(await matchesVsEasy(page), '2');
  assert.equal(JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY21)).entries.length, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a file naming a game finished in the future is refused with the entry named, in both languages, and nothing changes', async () => {
  const { page, errors, context } = await openPage(env);
  await ready(page);
  await seedRecord(page, [entry('a', 1)]);
  await openStats(page);
  const before = await page.evaluate((k) => localStorage.getItem(k), KEY21);
  // Minutes from T0 to two days from now (this machine's clock is the page's).
  const later = Math.ceil((Date.now() + 2 * 86400000 - T0) / 60000);
  const text = fileOf([entry('b', 2), entry('c', later)]);
  assert.equal(await importText(page, text),
    'The file was not imported: entry 2 finished more than a day after this device\'s time now: a game cannot finish in the future. Your statistics are unchanged.');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY21), before, 'the record as it was');
  assert.equal(await matchesVsEasy(page), '1');
  await page.click('#lang-toggle');
  assert.equal(await msg(page), '文件未导入：第 2 条记录的结束时间比这台设备的现在晚了一天以上：比赛不可能在将来结束。现有统计没有改变。');
  await page.click('#lang-toggle');
  // Within a day ahead (another device's clock running fast): taken.
  const soon = Math.floor((Date.now() + 3600000 - T0) / 60000);
  assert.equal(await importText(page, fileOf([entry('b', 2), entry('c', soon)])), 'The file was imported: 2 matches of Twenty-One added.');
  assert.deepEqual(errors, []);
  await context.close();
});
