// The statistics screen's messages: they follow a language switch (the same
// message, redrawn in the other language, the engine's reason kept as it
// is); an import says how many games it added, and when none, why (all
// older than the reset, or all already here), with the counts from the
// statistics module; a file or record naming one game twice counts it once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
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
const matchesVsEasy = (page) => page.$eval('#stats21-body tr', (tr) => tr.children[1].textContent.trim());

test('a statistics message follows the language switch, with its arguments', async () => {
  const { page, errors, context } = await openPage(env);
  await ready(page);
  await seedRecord(page, [entry('a', 1)]);
  await openStats(page);
  // Exported: a message without arguments.
  await Promise.all([page.waitForEvent('download'), page.click('#stats-export')]);
  assert.equal(await msg(page), 'The statistics were exported as a JSON file.');
  await page.click('#lang-toggle');
  assert.equal(await msg(page), '统计已导出为 JSON 文件。');
  await page.click('#lang-toggle');
  assert.equal(await msg(page), 'The statistics were exported as a JSON file.');

  // Refused: the frame is translated, the engine's reason is kept as it is.
  const refused = await importText(page, fileOf([{ ...entry('b', 2), accuracy: 150 }]));
  assert.match(refused, /^The file was not imported: .*accuracy 150 is not from 0 to 100.*Your statistics are unchanged\.$/);
  const reason = refused.slice('The file was not imported: '.length, -'. Your statistics are unchanged.'.length);
  await page.click('#lang-toggle');
  assert.equal(await msg(page), `文件未导入：${reason}。现有统计没有改变。`);

  // A message whose argument is a message of its own: both parts switch.
  const big = `{"x":"${'y'.repeat((1 << 20) + 10)}"}`;
  const tooBig = await importText(page, big, 'big.json');
  assert.match(tooBig, /^文件未导入：/);
  assert.doesNotMatch(tooBig, /[A-Za-z]{4}/, 'no English left in the Chinese message');
  await page.click('#lang-toggle');
  assert.match(await msg(page), /^The file was not imported: .*\. Your statistics are unchanged\.$/);
  assert.doesNotMatch(await msg(page), /[\u4e00-\u9fff]/, 'no Chinese left in the English message');
  assert.deepEqual(errors, []);
  await context.close();
});
