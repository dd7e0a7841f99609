// A rematch over the same connection: two BrowserContexts of one Chromium
// over real WebRTC (`?stun=none`) play a seeded match to its end; a forged
// offer is refused with its reason and changes nothing; the host offers,
// the guest hears it and accepts; the second match starts on both with the
// score from zero and is drawn by the same exchange; the offer sent twice,
// or again once the rematch has started, is refused or changes nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './helpers.mjs';
import { onlineKit } from './online-helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const { info, settled, move, finished, done } = onlineKit(() => env);

const refused = (p) => p.evaluate(() => Number(document.getElementById('online').dataset.refused ?? 0));
const rematchLine = (p) => p.textContent('#online-rematch-text');
const scores = (p) => p.$$eval('#online-table .scoreboard .score .points', (ns) => ns.map((n) => n.textContent.trim()));

test('a rematch over the same connection: both agree, the score starts from zero, a forged or repeated offer changes nothing', async () => {
  const { h, g, pages, views: [a] } = await finished('Ann', 'Bo', [11, 22]);
  const first = a.hash;
  for (const p of pages) assert.ok(await p.isVisible('#online-rematch'), 'Rematch offered on the summary');

  // A forged offer (another match's hash) through the host's own channel: refused with its reason, nothing changes.
  await h.page.evaluate(() => window.__channels.at(-1).send(`r:{"after":"${'00'.repeat(32)}"}`));
  await g.page.waitForFunction(() => document.getElementById('online').dataset.refused === '1');
  assert.match(await g.page.textContent('#online-refused'), /the rematch offer names another match than the one that ended here/);
  assert.equal(await rematchLine(g.page), '', 'no rematch asked');
  assert.equal((await info(g.page)).hash, first);

  // The host offers (the offer it sends is kept to be sent again below).
  await h.page.evaluate(() => { window.__drop = (d) => { if (String(d).startsWith('r:')) window.__offer = d; return false; }; });
  await h.page.click('#online-rematch');
  await h.page.waitForFunction(() => /waiting for Bo to accept/.test(document.getElementById('online-rematch-text').textContent));
  assert.ok(await h.page.isDisabled('#online-rematch'), 'offered once');
  await g.page.waitForFunction(() => /Ann wants a rematch/.test(document.getElementById('online-rematch-text').textContent));
  const offer = await h.page.evaluate(() => window.__offer);
  assert.match(offer, /^r:\{"after":"[0-9a-f]{64}"\}$/);
  // The same offer twice: nothing changes, nothing is refused.
  await h.page.evaluate((o) => window.__channels.at(-1).send(o), offer);
  await h.page.evaluate(() => window.__channels.at(-1).send('m:{"v":1}'));
  await g.page.waitForFunction(() => document.getElementById('online').dataset.refused === '2');
  assert.equal((await info(g.page)).hash, first, 'still the finished match');

  // The guest accepts: the second match starts on both, the score from zero.
  await g.page.click('#online-rematch');
  const [x, y] = await settled(pages);
  assert.ok(!x.over && !y.over, 'a new match is on');
  assert.notEqual(x.hash, first);
  assert.equal(x.hash, y.hash);
  for (const p of pages) {
    assert.ok(await p.isHidden('#online-summary'));
    assert.equal(await p.textContent('#online-round-no'), 'Round 1');
    assert.deepEqual(await scores(p), ['0', '0']);
  }
  // Kept on each device as a rematch (it names the match it follows).
  for (const p of pages) {
    const saved = JSON.parse(await p.evaluate(() => localStorage.getItem('duel21.online')));
    assert.match(saved.after, /^[0-9a-f]{64}$/);
  }

  // The first match's offer again, now that the rematch is on: refused with its reason, the match unchanged.
  const before2 = await refused(g.page);
  await h.page.evaluate((o) => window.__channels.at(-1).send(o), offer);
  await g.page.waitForFunction((n) => Number(document.getElementById('online').dataset.refused) === n + 1, before2);
  assert.match(await g.page.textContent('#online-refused'), /a rematch was offered while this match is not over/);
  assert.equal((await info(g.page)).hash, y.hash);
  // The rematch goes on, both tables equal after every move.
  for (let i = 0; i < 4; i += 1) assert.ok(await move(pages));
  await settled(pages);
  // The first match was counted once on each device.
  for (const [p, friend] of [[h.page, 'Bo'], [g.page, 'Ann']]) {
    await p.click('#stats-button');
    await p.waitForSelector('#stats21-body tr');
    const row = await p.$$eval('#stats21-body tr', (trs, n) => trs.map((tr) => [...tr.cells].map((c) => c.textContent))
      .find((cells) => cells[0] === `Online · ${n}`), friend);
    assert.equal(row?.[1], '1', `${friend}: ${row}`);
  }
  await done(h, g);
});

test('a finished match\'s summary comes back after another screen while connected; when the connection closes, its rematch goes', async () => {
  const { h, g } = await finished('Ann', 'Bo', [11, 22]);
  // Statistics, then the browser's Back: the summary and its Rematch are there again.
  await h.page.click('#stats-button');
  await h.page.waitForSelector('#stats-page', { state: 'visible' });
  await h.page.goBack();
  await h.page.waitForSelector('#online-summary:not([hidden])');
  assert.ok(await h.page.isVisible('#online-rematch'), 'Rematch still offered');
  // The guest offers, then its page goes: the host's summary drops the offer and says why.
  await g.page.click('#online-rematch');
  await h.page.waitForFunction(() => /Bo wants a rematch/.test(document.getElementById('online-rematch-text').textContent));
  await g.context.close();
  await h.page.waitForFunction(() => /The connection to Bo is closed: no rematch over it\./.test(document.getElementById('online-rematch-text').textContent));
  assert.ok(await h.page.isHidden('#online-rematch'));
  assert.deepEqual([...h.errors, ...g.errors], []);
  await h.context.close();
});
