// The statistics screen: finished matches and deals are counted across a
// reload (waiting in storage, the statistics module unloaded, until the
// screen opens); two tabs finishing at the same time both count (and a tab
// whose entry another tab's write dropped adds it again); a tampered import is
// refused with a message and the record kept; a damaged record is set
// aside; reset asks first; the screen fits a phone in both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  keepShot, launch, openPage, openTab, ready, playToEndInPage, startMatch, start24, settle,
} from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const KEY21 = 'duel21.stats.21';
const KEY24 = 'duel21.stats.24';
const stored = (page, key = KEY21) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);
/** The entries of `key`'s game waiting for the statistics module, oldest first. */
const waiting = (page, key = KEY21) => page.evaluate((k) => Object.keys(localStorage)
  .filter((x) => x.startsWith(`${k}.pending.`)).sort()
  .map((x) => JSON.parse(localStorage.getItem(x))), key);
/** Whether the page has asked for the statistics module. */
const statsRequested = (page) => page.evaluate(() => performance.getEntriesByType('resource')
  .some((r) => /\/www\/pkg\/stats(_bg\.wasm|\.js)$/.test(new URL(r.name).pathname)));

/** The person's (seat 1's) result of a finished vs-Computer match. */
const resultOf = (s) => {
  const [a, b] = s.tally.wins;
  return a > b ? 'won' : a < b ? 'lost' : 'drawn';
};

async function openStats(page) {
  await page.click('#stats-button');
  await page.waitForSelector('#stats-page', { state: 'visible' });
}

/** The 21点 matches table as {opponent: [played, won, drawn, lost, streak]}. */
function matchesTable(page) {
  return page.$$eval('#stats21-body tr', (trs) => Object.fromEntries(trs.map((tr) => {
    const cells = [...tr.children].map((c) => c.textContent.trim());
    return [cells[0], cells.slice(1)];
  })));
}

async function newMatch(page, seed) {
  await page.click('#new-match-summary');
  await page.waitForSelector('#menu', { state: 'visible' });
  await startMatch(page, { mode: 'computer', level: 'easy', firstRule: 'p1', seed });
}

test('a won and a lost match vs the computer are counted, and still are after a reload', async () => {
  const { page, errors, context } = await openPage(env, { path: '?pause=0' });
  await ready(page);
  // Seeds whose matches the person (taking below 16) wins and loses against
  // Easy, Seat 1 starting every round.
  const results = [];
  await startMatch(page, { mode: 'computer', level: 'easy', firstRule: 'p1', seed: 4 });
  results.push(resultOf(await playToEndInPage(page)));
  // The entry's id is the match's own (its save slot's): the same match
  // finished in two tabs at once is one entry.
  const matchId = await page.evaluate(() => JSON.parse(localStorage.getItem('duel21.rev.21')).id);
  assert.deepEqual((await waiting(page)).map((e) => e.id), [matchId]);
  await newMatch(page, 1);
  results.push(resultOf(await playToEndInPage(page)));
  assert.deepEqual(results, ['won', 'lost']);
  // Playing never loads the statistics module: the entries wait in storage.
  assert.equal(await stored(page), null);
  const queued = await waiting(page);
  assert.deepEqual(queued.map((e) => e.result), ['won', 'lost']);
  assert.ok(queued.every((e) => e.vs === 'easy' && e.accuracy >= 0 && e.accuracy <= 100));
  assert.equal(await statsRequested(page), false);

  await page.reload();
  await ready(page);
  await openStats(page);
  assert.equal(await statsRequested(page), true);
  // Opening the screen added them to the record, once.
  const record = await stored(page);
  assert.deepEqual(record.entries.map((e) => e.result), ['won', 'lost']);
  assert.deepEqual(await waiting(page), []);
  const table = await matchesTable(page);
  // played, won, drawn, lost, streak now / best
  assert.deepEqual(table['Computer · Easy'], ['2', '1', '0', '1', '0 / 1']);
  assert.deepEqual(table['Two players'], ['0', '—', '0', '—', '—']);
  assert.match(await page.textContent('#stats-means'), /last 10: mean [\d.]+ \(2 matches\)/);
  assert.equal(await page.locator('#stats-chart circle').count(), 2);
  assert.equal(await page.locator('#stats-points tr').count(), 2);
  // Focus went to the heading; Esc goes back to where the player was.
  assert.equal(await page.evaluate(() => document.activeElement.id), 'stats-title');
  await page.keyboard.press('Escape');
  assert.ok(await page.isVisible('#play'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('two tabs finishing matches at the same time both count; a dropped entry is added again', async () => {
  // Two-player matches: each tab's clicks are the only moves, so both finish together.
  // Tab A has the statistics module (its screen was open) and adds its
  // match at once; tab B has not, and leaves its entry waiting, which A
  // hears of and adds.
  const { page: a, errors, context } = await openPage(env, { path: '' });
  await ready(a);
  await openStats(a);
  await a.click('#stats-back');
  await startMatch(a, { mode: 'pvp', seed: 11 });
  const b = await openTab(env, context, errors, { path: '?seed=12' });
  await startMatch(b, { mode: 'pvp', seed: 12 });
  const before = await a.evaluate((k) => localStorage.getItem(k), KEY21);
  // Each tab plays up to the move that ends its match (looked ahead on a
  // copy of the match), then both tabs play that move in the same instant.
  const move = (st) => {
    const seat = st.seats.find((v) => v.seat === st.to_move);
    if (st.can_next) return 'next';
    return st.can_take && seat.total < 16 ? 'take' : 'stand';
  };
  // (No computer here: the table is ready at once. A page's `raf` polling
  // would stall in the tab that is not in front.)
  const now = (page) => page.evaluate(() => window.duel.state());
  // A button pressed by a script: Playwright's own click waits for frames
  // that a tab not in front barely draws.
  const press = (page, id) => page.evaluate((x) => document.getElementById(x).click(), id);
  // Up to the last move, inside the page (one round trip for the match):
  // the same moves, each button pressed by the script.
  const toLast = (page) => page.evaluate(async () => {
    // `move` above, in the page.
    const choose = (st) => {
      const seat = st.seats.find((v) => v.seat === st.to_move);
      if (st.can_next) return 'next';
      return st.can_take && seat.total < 16 ? 'take' : 'stand';
    };
    const { Game } = await import('/www/pkg/duel21.js');
    const endsNext = () => {
      const g = Game.load(window.duel.save());
      try {
        const st = g.snapshot();
        const seat = st.seats.find((v) => v.seat === st.to_move);
        let t;
        if (st.can_next) t = g.next_round();
        else t = st.can_take && seat.total < 16 ? g.take_card() : g.stand();
        return t.phase === 'match_over';
      } finally {
        g.free();
      }
    };
    for (let i = 0; i < 400 && !endsNext(); i += 1) document.getElementById(choose(window.duel.state())).click();
    if (!endsNext()) throw new Error('the match did not reach its last move');
  });
  await Promise.all([toLast(a), toLast(b)]);
  const [ma, mb] = [move(await now(a)), move(await now(b))];
  await Promise.all([press(a, ma), press(b, mb)]);
  assert.equal((await a.evaluate(() => window.duel.state())).phase, 'match_over');
  assert.equal((await b.evaluate(() => window.duel.state())).phase, 'match_over');
  const entries = (page) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{"entries":[]}').entries.length, KEY21);
  await a.waitForFunction((k) => JSON.parse(localStorage.getItem(k) ?? '{"entries":[]}').entries.length === 2, KEY21, { polling: 50 });
  assert.equal(await entries(b), 2);
  assert.deepEqual(await waiting(a), []);
  assert.equal(await statsRequested(b), false);

  // A third tab writes a stale record (from before either match ended), as
  // a tab that read it before the others wrote would: A and B each hear of
  // it and add their own match again.
  const c = await openTab(env, context, errors, { path: '' });
  await c.evaluate(([k, text]) => {
    if (text === null) localStorage.removeItem(k);
    else localStorage.setItem(k, text);
  }, [KEY21, before]);
  await c.waitForFunction((k) => JSON.parse(localStorage.getItem(k) ?? '{"entries":[]}').entries.length === 2, KEY21, { polling: 50 });
  await openStats(c);
  assert.deepEqual((await matchesTable(c))['Two players'].slice(0, 1), ['2']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('24点: a solved and a given-up deal count by difficulty, with times', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42' });
  await ready(page);
  await start24(page);
  await page.fill('#g24-expr', '(3 - K/K) * Q');
  await page.click('[data-action="submit24"]');
  await page.click('#g24-next');
  await page.click('[data-action="giveup24"]');
  const queued = await waiting(page, KEY24);
  assert.deepEqual(queued.map((e) => [e.id.split('.')[1], e.solved]), [['0', true], ['1', false]]);
  await page.reload();
  await ready(page);
  await openStats(page);
  assert.equal((await stored(page, KEY24)).entries.length, 2);
  const rows = await page.$$eval('#stats24-body tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));
  const all = rows[rows.length - 1];
  assert.equal(all[0], 'All');
  assert.deepEqual(all.slice(1, 4), ['2', '1', '50.0%']);
  assert.match(all[4], /^\d+\.\d s$/);
  assert.equal(all[4], all[5], 'one solved deal: its time is the median and the best');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Fills the 21点 record with `n` vs-Computer matches through the engine itself. */
async function seedRecord(page, n) {
  await page.evaluate(async (count) => {
    const pkg = await import('/www/pkg/stats.js');
    await pkg.default();
    const { Stats21 } = pkg;
    let r = Stats21.empty(0);
    const levels = ['easy', 'classic', 'expert'];
    for (let i = 0; i < count; i += 1) {
      const win = i % 3 !== 1;
      r = Stats21.add(r, JSON.stringify({
        id: `seed${i}`,
        at: 1767225600000 + i * 60000,
        vs: levels[i % 3],
        result: win ? 'won' : 'lost',
        rounds: win ? [6, 4, 1] : [4, 6, 1],
        accuracy: Math.min(1000, Math.round(600 + 300 * Math.sin(i / 4) + i * 5)) / 10,
      }));
    }
    r = Stats21.add(r, JSON.stringify({ id: 'pvp1', at: 1767225600000 + count * 60000, vs: 'pvp', result: 'drawn', rounds: [5, 5, 1] }));
    localStorage.setItem('duel21.stats.21', r);
  }, n);
}

test('import: a tampered file is refused with a message and the record kept; the real one merges as a union', async () => {
  const { page, errors, context } = await openPage(env, { path: '' });
  await ready(page);
  await seedRecord(page, 12);
  await openStats(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#stats-export')]);
  assert.match(download.suggestedFilename(), /^duel21-stats-\d{4}-\d\d-\d\d\.json$/);
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  const exported = Buffer.concat(chunks).toString('utf8');
  const file = JSON.parse(exported);
  assert.equal(file.format, 'duel21-stats');
  assert.equal(file['21'].entries.length, 13);
  const before = await page.evaluate((k) => localStorage.getItem(k), KEY21);

  const tamper = async (name, edit, why) => {
    const copy = JSON.parse(exported);
    edit(copy);
    await page.setInputFiles('#stats-file', { name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(copy)) });
    await page.waitForFunction(() => document.getElementById('stats-msg').dataset.tone === 'bad');
    const msg = await page.textContent('#stats-msg');
    assert.match(msg, /^The file was not imported: .*Your statistics are unchanged\.$/);
    assert.match(msg, why);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY21), before, `${name}: the record is kept`);
    await page.evaluate(() => { document.getElementById('stats-msg').dataset.tone = ''; });
  };
  await tamper('accuracy.json', (f) => { f['21'].entries[0].accuracy = 150; }, /accuracy 150 is not from 0 to 100/);
  await tamper('field.json', (f) => { f['21'].entries[2].bonus = 1; }, /21.entries\[2\]: 'bonus' is not a field/);
  await tamper('result.json', (f) => { f['21'].entries[1].result = 'won'; }, /disagrees with the rounds/);
  await tamper('version.json', (f) => { f['21'].version = 9; }, /version 9 is not supported/);
  await tamper('24.json', (f) => { f['24'].since = -1; }, /24点/);
  await tamper('order.json', (f) => { f['21'].entries.reverse(); }, /out of order/);
  await page.setInputFiles('#stats-file', { name: 'notjson.json', mimeType: 'application/json', buffer: Buffer.from('not json {') });
  await page.waitForFunction(() => document.getElementById('stats-msg').dataset.tone === 'bad');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY21), before);
  await keepShot(page, `stats-import-refused.png`, { fullPage: true });

  // The real file: a union with what is there, so nothing is counted twice.
  await page.setInputFiles('#stats-file', { name: 'real.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  await page.waitForFunction(() => document.getElementById('stats-msg').dataset.tone === 'ok');
  assert.equal(await page.textContent('#stats-msg'),
    'The file was imported, but there was nothing new in it: 13 games were already here. Your statistics are unchanged.');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY21), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a damaged record is reported and set aside; reset asks first', async () => {
  const { page, errors, context } = await openPage(env, { path: '' });
  await ready(page);
  await page.evaluate((k) => localStorage.setItem(k, '{"version":1,"since":0,"entries":[{"id":"x"}]'), KEY21);
  await openStats(page);
  assert.match(await page.textContent('#stats-msg'), /The saved statistics were damaged and have been set aside/);
  assert.equal(await page.evaluate((k) => localStorage.getItem(`${k}.damaged`), KEY21), '{"version":1,"since":0,"entries":[{"id":"x"}]');
  assert.deepEqual((await matchesTable(page))['Computer · Classic'], ['0', '0', '0', '0', '0 / 0']);

  await seedRecord(page, 5);
  await page.click('#stats-back');
  await openStats(page);
  assert.equal((await matchesTable(page))['Computer · Easy'][0], '2');
  await page.click('#stats-reset');
  assert.ok(await page.isVisible('#confirm'));
  assert.equal(await page.textContent('#confirm-title'), 'Reset the statistics?');
  // The safe answer has the focus: Enter keeps them.
  assert.equal(await page.evaluate(() => document.activeElement.id), 'confirm-no');
  assert.equal(await page.textContent('#confirm-no'), 'Keep them');
  await page.keyboard.press('Enter');
  assert.ok(!(await page.isVisible('#confirm')));
  assert.equal((await matchesTable(page))['Computer · Easy'][0], '2');
  await page.click('#stats-reset');
  await page.keyboard.press('Escape');
  assert.equal((await stored(page)).entries.length, 6);
  await page.click('#stats-reset');
  await page.click('#confirm-yes');
  assert.match(await page.textContent('#stats-msg'), /were reset/);
  const after = await stored(page);
  assert.equal(after.entries.length, 0);
  assert.ok(after.since > 0);
  assert.equal((await matchesTable(page))['Computer · Easy'][0], '0');
  assert.match(await page.textContent('#stats-since'), /Counting since/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the screen fits a phone (360×640) and a desktop, in both languages', async () => {
  for (const [locale, lang] of [['en-US', 'en'], ['zh-CN', 'zh']]) {
    for (const [w, h, name] of [[360, 640, 'phone'], [1100, 900, 'desktop']]) {
      const { page, errors, context } = await openPage(env, { viewport: { width: w, height: h }, locale });
      await ready(page);
      await seedRecord(page, 60);
      await page.evaluate(async () => {
        const pkg = await import('/www/pkg/stats.js');
        await pkg.default();
        const { Stats24 } = pkg;
        let r = Stats24.empty(0);
        const ds = ['easy', 'medium', 'hard', 'unsolvable'];
        for (let i = 0; i < 30; i += 1) {
          r = Stats24.add(r, JSON.stringify({
            id: `g.${i}`, at: 1767225600000 + i * 1000, mode: 'solo', difficulty: ds[i % 4], solved: i % 5 !== 0, ms: 4000 + i * 977,
          }));
        }
        localStorage.setItem('duel21.stats.24', r);
      });
      await openStats(page);
      await keepShot(page, `stats-${lang}-${name}.png`, { fullPage: true });
      assert.equal(await page.evaluate(() => document.documentElement.lang.slice(0, 2)), lang);
      assert.equal(await page.locator('#stats-chart circle').count(), 50);
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        tables: [...document.querySelectorAll('#stats-page .table-wrap')].map((t) => t.scrollWidth - t.clientWidth),
      }));
      assert.ok(overflow.page <= 0, `${lang} ${name}: no horizontal scroll (${overflow.page}px)`);
      assert.deepEqual(overflow.tables.filter((x) => x > 0), [], `${lang} ${name}: tables fit`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});

test('the engine refuses bad arguments to the statistics functions with readable errors', async () => {
  const { page, errors, context } = await openPage(env, { path: '' });
  await ready(page);
  const results = await page.evaluate(async () => {
    const { statsEntry21 } = await import('/www/pkg/duel21.js');
    const pkg24 = await import('/www/pkg/game24.js');
    await pkg24.default();
    const { statsEntry24 } = pkg24;
    const pkg = await import('/www/pkg/stats.js');
    await pkg.default();
    const { Stats21, Stats24 } = pkg;
    const tryIt = (f) => {
      try {
        f();
        return 'accepted';
      } catch (e) {
        return `${e.constructor.name}: ${e.message}`;
      }
    };
    const empty = Stats21.empty(0);
    return [
      tryIt(() => Stats21.add(42, '{}')),
      tryIt(() => Stats21.add(empty, { id: 'x' })),
      tryIt(() => Stats21.add(empty, '{"id":"x","at":1767225600000,"vs":"easy","result":"won","rounds":[20,0,0],"accuracy":50}')),
      tryIt(() => Stats21.empty(-1)),
      tryIt(() => Stats21.empty(1.5)),
      tryIt(() => statsEntry21('{}', 'id', 1767225600000)),
      tryIt(() => statsEntry24(null, 'id', 1767225600000)),
      tryIt(() => Stats24.summary('{"version":1,"since":0,"entries":[],"folded":{"upto":null,"totals":{"easy":{"deals":1,"solved":2,"best_ms":null}}}}')),
      tryIt(() => Stats21.import_file(empty, 'x'.repeat(2_000_000), Date.now())),
    ];
  });
  assert.match(results[0], /^Error: the saved statistics are damaged: they are not text$/);
  assert.match(results[1], /^Error: the finished match is not valid: it is not text$/);
  assert.match(results[2], /^Error: the finished match is not valid: 20 rounds is not from 1 to 13$/);
  assert.match(results[3], /^Error: the reset time must be a whole number of milliseconds$/);
  assert.match(results[4], /^Error: the reset time must be a whole number/);
  assert.match(results[5], /^Error: the saved match is damaged/);
  assert.match(results[6], /^Error: the saved 24-points game is damaged: it is not text$/);
  assert.match(results[7], /^Error: the saved 24点 statistics are damaged: the totals/);
  assert.match(results[8], /^Error: a text of 2000000 characters is too long \(at most 1048576\)$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the statistics module arriving late never covers another screen; a failed load is said, and a later one clears it', async () => {
  // No service worker: every request for the module meets the route below.
  const context = await env.browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  let mode = 'fail';
  let release;
  const arrived = new Promise((r) => { release = r; });
  await context.route(/\/www\/pkg\/stats_bg\.wasm$/, async (route) => {
    if (mode === 'fail') return route.abort();
    if (mode === 'slow') await arrived;
    return route.continue();
  });
  await page.goto(env.server.url);
  await ready(page);
  // Offline before the module was ever fetched: the screen says so and stays.
  await page.click('#stats-button');
  await page.waitForFunction(() => /could not be loaded/.test(document.getElementById('notice').textContent));
  assert.ok(await page.isVisible('#menu'));
  // Slow: the player starts a match while it arrives; it must not cover the table.
  mode = 'slow';
  await page.click('#stats-button');
  await startMatch(page, { mode: 'pvp', seed: 5 });
  release();
  await page.waitForFunction(() => document.getElementById('notice').hidden, null, { timeout: 10000 });
  await settle(page);
  assert.ok(await page.isVisible('#play'), 'the table stays in front');
  assert.ok(!(await page.isVisible('#stats-page')));
  // Asked again, it opens at once (loaded), and no stale error is shown.
  await page.click('#stats-button');
  await page.waitForSelector('#stats-page', { state: 'visible' });
  assert.ok(await page.locator('#notice').isHidden());
  assert.deepEqual(errors, []);
  await context.close();
});

test('storage too full for the record: the waiting matches stay waiting, it is said, and they count once there is room', async () => {
  const { page, errors, context } = await openPage(env, { path: '' });
  await ready(page);
  const entry = (id, result) => JSON.stringify({
    id, at: 1767225600000, vs: 'easy', result, rounds: result === 'won' ? [6, 4, 1] : [4, 6, 1], accuracy: 50,
  });
  await page.evaluate(([a, b]) => {
    localStorage.setItem('duel21.stats.21.pending.a', a);
    localStorage.setItem('duel21.stats.21.pending.b', b);
    // Fill storage to the brink: no room for a record.
    const chunk = 'x'.repeat(64 * 1024);
    let i = 0;
    for (let size = chunk.length; size >= 1;) {
      try {
        localStorage.setItem(`junk.${i}`, chunk.slice(0, size));
        i += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
  }, [entry('full1', 'won'), entry('full2', 'lost')]);
  await openStats(page);
  assert.match(await page.textContent('#stats-msg'), /could not be counted \(the browser’s storage is full or turned off\)/);
  assert.equal(await stored(page), null);
  assert.deepEqual((await waiting(page)).map((e) => e.id), ['full1', 'full2'], 'still waiting');
  // Room again: the next visit to the screen counts them, once.
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('junk.')).forEach((k) => localStorage.removeItem(k)));
  await page.click('#stats-back');
  await openStats(page);
  assert.deepEqual((await stored(page)).entries.map((e) => e.id), ['full1', 'full2']);
  assert.deepEqual(await waiting(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

/** From now on this page's storage refuses every statistics key (as full), until `window.statsRefused = false`. */
const refuseStats = (page) => page.evaluate(() => {
  const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function setItem(k, v) {
    if (window.statsRefused && String(k).startsWith('duel21.stats.')) throw new DOMException('full', 'QuotaExceededError');
    return set.call(this, k, v);
  };
  window.statsRefused = true;
});

test('a match finished while storage refuses its entry is kept and counted once storage takes writes again', async () => {
  const { page, errors, context } = await openPage(env, { path: '?pause=0' });
  await ready(page);
  await refuseStats(page);
  await startMatch(page, { mode: 'computer', level: 'easy', firstRule: 'p1', seed: 4 });
  await playToEndInPage(page);
  const matchId = await page.evaluate(() => JSON.parse(localStorage.getItem('duel21.rev.21')).id);
  assert.deepEqual(await waiting(page), [], 'refused');
  // Room again, and another tab writes (its `storage` event): this tab tries again at once.
  await page.evaluate(() => {
    window.statsRefused = false;
    window.dispatchEvent(new StorageEvent('storage', { key: 'duel21.lang', newValue: 'en', storageArea: localStorage }));
  });
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('duel21.stats.21.pending.')));
  assert.deepEqual((await waiting(page)).map((e) => e.id), [matchId]);
  await openStats(page);
  assert.deepEqual((await stored(page)).entries.map((e) => e.id), [matchId]);
  assert.doesNotMatch(await page.textContent('#stats-msg'), /could not be counted/, 'no stale failure');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a match finished while storage refused its entry is counted at the next load from its save, once', async () => {
  const { page, errors, context } = await openPage(env, { path: '?pause=0' });
  await ready(page);
  await refuseStats(page);
  await startMatch(page, { mode: 'computer', level: 'easy', firstRule: 'p1', seed: 4 });
  await playToEndInPage(page);
  const matchId = await page.evaluate(() => JSON.parse(localStorage.getItem('duel21.rev.21')).id);
  assert.deepEqual(await waiting(page), [], 'refused');
  // A reload (storage works again): the save still holds the finished match.
  await page.reload();
  await ready(page);
  assert.equal((await page.evaluate(() => window.duel.state())).phase, 'match_over');
  assert.deepEqual((await waiting(page)).map((e) => e.id), [matchId]);
  await page.reload();
  await ready(page);
  assert.equal((await waiting(page)).length, 1, 'waiting once, however often it is loaded');
  await openStats(page);
  assert.deepEqual((await stored(page)).entries.map((e) => e.id), [matchId]);
  assert.deepEqual((await matchesTable(page))['Computer · Easy'].slice(0, 2), ['1', '1']);
  await page.click('#stats-back');
  await page.reload();
  await ready(page);
  await openStats(page);
  assert.deepEqual((await stored(page)).entries.map((e) => e.id), [matchId], 'counted once');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a match and its rematch (Play again, the same save slot) count as two matches', async () => {
  const { page, errors, context } = await openPage(env, { path: '?pause=0' });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'easy', firstRule: 'p1', seed: 4 });
  await playToEndInPage(page);
  await page.click('#rematch');
  await playToEndInPage(page);
  const ids = (await waiting(page)).map((e) => e.id);
  assert.equal(new Set(ids).size, 2, 'two entries, each with an id of its own');
  await openStats(page);
  assert.equal((await stored(page)).entries.length, 2);
  assert.deepEqual((await matchesTable(page))['Computer · Easy'].slice(0, 2), ['2', '2']);
  assert.deepEqual(errors, []);
  await context.close();
});
