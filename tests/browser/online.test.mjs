// Two devices over real WebRTC: two BrowserContexts of one Chromium (no
// shared storage: nothing passes between them but the links and the data
// channel), with `?stun=none` (mDNS host candidates on this machine).
// 1. A whole match from the invitation to its summary, both tables equal
//    after every move; the reply link opened in a second tab of the host's
//    browser reaches the waiting tab.
// 2. The connection cut mid-round, Reconnect with new links: the match
//    ends exactly as an uninterrupted one with the same random values.
// 3. A forged and a replayed message through the data channel: refused,
//    said, and the match goes on.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, openTab } from './helpers.mjs';
import { onlineKit } from './online-helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// The two devices, their connection through the links, and a move by
// whoever is to move: online-helpers.mjs (online-flow.test.mjs uses them too).
const { rel, connect, info, settled, move, done } = onlineKit(() => env);

test('a whole match over WebRTC: both tables equal after every move, to the summary', async (t) => {
  const { h, g, invitation, reply } = await connect('Ann', 'Bo');
  // The codes' lengths, in the run's report (docs/online.md quotes them).
  t.diagnostic(`invitation ${invitation.length} chars, reply ${reply.length} chars`);
  let moves = 0;
  while (await move([h.page, g.page])) moves += 1;
  assert.ok(moves > 10, `${moves} moves`);
  const [a, b] = await settled([h.page, g.page]);
  assert.ok(a.over && b.over);
  assert.equal(await h.page.textContent('#online-summary-score'), await g.page.textContent('#online-summary-score'));
  assert.match(await h.page.textContent('#online-summary-score'), /^Ann \d+ : \d+ Bo · /);
  // Nothing honest was ever refused.
  for (const p of [h.page, g.page]) assert.equal(await p.getAttribute('#online', 'data-refused'), null);
  // Each device counts the match apart, against the friend's name, from its own side.
  const [, hostWins, guestWins] = /^Ann (\d+) : (\d+) Bo · /.exec(await h.page.textContent('#online-summary-score'));
  const rowOf = async (p, name) => {
    await p.click('#stats-button');
    await p.waitForSelector('#stats21-body tr');
    return p.$$eval('#stats21-body tr', (trs, n) => trs.map((tr) => [...tr.cells].map((c) => c.textContent))
      .find((cells) => cells[0] === `Online · ${n}`), name);
  };
  const hostRow = await rowOf(h.page, 'Bo');
  const guestRow = await rowOf(g.page, 'Ann');
  assert.equal(hostRow?.[1], '1', `the host's row: ${hostRow}`);
  assert.equal(guestRow?.[1], '1', `the guest's row: ${guestRow}`);
  const outcome = (mine, theirs) => (mine > theirs ? [1, 0, 0] : mine < theirs ? [0, 0, 1] : [0, 1, 0]).map(String);
  assert.deepEqual(hostRow.slice(2, 5), outcome(+hostWins, +guestWins));
  assert.deepEqual(guestRow.slice(2, 5), outcome(+guestWins, +hostWins));
  // The review link carries the cards as dealt (no seed): opened, it shows the same match.
  const href = await h.page.getAttribute('#online-review', 'href');
  assert.match(href, /[?&]review=21\.2\.[A-Za-z]{52}\.p/);
  const r = await openPage(env, { path: rel(href) });
  await r.page.waitForFunction(() => document.body.dataset.screen === 'review' && document.body.dataset.ready === 'true');
  assert.match(await r.page.textContent('#review-match'), new RegExp(`^\\S.* ${hostWins} : ${guestWins} .* · dealt online, no seed`));
  // Its replay opens at the first deal with no notice (the replay reads a dealt match on its own cards).
  await r.page.waitForSelector('#replay-table[data-step="0"]');
  assert.ok(await r.page.isHidden('#notice'), await r.page.textContent('#notice'));
  assert.deepEqual(r.errors, []);
  await r.context.close();
  // Nothing counted as a match at this device.
  assert.ok(await h.page.$$eval('#stats21-body tr', (trs) => trs.filter((tr) => !tr.cells[0].textContent.startsWith('Online'))
    .every((tr) => tr.cells[1].textContent === '0')));
  await done(h, g);
});

/** Waits for `waiting`; if it fails, the message says what each side's page and connections were doing. */
async function explained(pages, waiting) {
  try {
    return await waiting;
  } catch (e) {
    const sides = [];
    for (const p of pages) {
      sides.push([await info(p), await p.textContent('#online-status'), await p.textContent('#online-error'), await p.getAttribute('#online', 'data-stage'),
        await p.textContent('#online-passed-text'), await p.getAttribute('#online-link', 'data-kind'),
        await p.evaluate(() => [location.hash, document.body.dataset.screen, window.__pcs.map((pc) => [pc.signalingState, pc.iceGatheringState, pc.iceConnectionState, pc.connectionState])])]);
    }
    throw new Error(`${e.message}\n${JSON.stringify(sides)}`);
  }
}

/** A seeded match; with `cutAt`, the host's channel is closed after that many moves and reconnected. */
async function seededRun(t, cutAt) {
  const { h, g, reply } = await connect('Ann', 'Bo', [11, 22]);
  const pages = [h.page, g.page];
  let moves = 0;
  for (;;) {
    if (moves === cutAt) {
      await h.page.evaluate(() => window.__channels.at(-1).close());
      await h.page.waitForSelector('#online-lost:not([hidden])');
      await g.page.waitForSelector('#online-lost:not([hidden])');
      assert.match(await g.page.textContent('#online-lost-text'), /Connection lost — waiting for Ann/);
      // Nothing can be played while cut.
      assert.deepEqual((await info(h.page)).moves, []);
      await h.page.click('#online-reconnect');
      await h.page.waitForFunction(() => /#join=.*&r=/.test(document.getElementById('online-link').value));
      const again = await h.page.inputValue('#online-link');
      t.diagnostic(`reconnection invitation ${again.length} chars`);
      await g.page.goto(env.server.url + rel(again));
      // The new reply, not the first one, which the box holds until the guest's page has read the new invitation.
      await explained(pages, g.page.waitForFunction((first) => {
        const box = document.getElementById('online-link');
        return box.dataset.kind === 'reply' && /#reply=/.test(box.value) && box.value !== first;
      }, reply));
      const back = await g.page.inputValue('#online-link');
      const tab = await openTab(env, h.context, h.errors, { path: rel(back) });
      await explained([...pages, tab], tab.waitForFunction(() => document.getElementById('online-passed-text').textContent.includes('reached')));
      await tab.close();
      await explained(pages, h.page.waitForSelector('#online-lost', { state: 'hidden', timeout: 45000 }));
    }
    if (!(await move(pages))) break;
    moves += 1;
  }
  const [a] = await settled(pages);
  const out = { hash: a.hash, count: a.count, score: a.score, moves };
  await done(h, g);
  return out;
}

test('a cut connection, reconnected with new links, ends exactly as an uninterrupted match', async (t) => {
  const straight = await seededRun(t, -1);
  const cut = await seededRun(t, 7);
  assert.ok(straight.moves > 7);
  assert.deepEqual(cut, straight);
});

test('a forged and a replayed message through the data channel are refused and the match goes on', async () => {
  const { h, g } = await connect('Ann', 'Bo');
  const pages = [h.page, g.page];
  for (let i = 0; i < 3; i += 1) await move(pages);
  const before = await settled(pages);
  // Through the host's own data channel, as a modified page would send them.
  await h.page.evaluate(() => {
    const save = JSON.parse(localStorage.getItem('duel21.online'));
    const c = window.__channels.at(-1);
    c.send(`m:${save.messages.at(-1)}`); // a replay
    const forged = JSON.parse(save.messages.at(-1));
    forged.seq = save.messages.length;
    forged.body = { link: { value: '00'.repeat(32) } };
    c.send(`m:${JSON.stringify(forged)}`); // a link out of turn, on a stale transcript hash
    c.send('m:{"v":1}');
    c.send('hello');
  });
  await g.page.waitForFunction(() => document.getElementById('online').dataset.refused === '4', null, { timeout: 5000 });
  assert.match(await g.page.textContent('#online-refused'), /A message from the other device was refused: .*The match goes on\./);
  const after = await settled(pages);
  assert.equal(after[1].count, before[1].count, 'nothing changed');
  assert.equal(after[1].hash, before[1].hash);
  while (await move(pages));
  const [a, b] = await settled(pages);
  assert.ok(a.over && b.over && a.hash === b.hash);
  await done(h, g);
});

test('two tabs on one online match: the tab that moves it on keeps it, the other holds its table and may load it', async () => {
  const { h, g } = await connect('Ann', 'Bo');
  const pages = [h.page, g.page];
  for (let i = 0; i < 2; i += 1) await move(pages);
  // The draw a move starts goes on by itself: the second tab opens once it is done.
  await settled(pages);
  // A second tab of the host's browser opens the same match: held, as after a reload.
  const b = await openTab(env, h.context, h.errors, { path: '?stun=none' });
  await b.click('#online-open');
  await b.waitForSelector('#online-lost:not([hidden])');
  const stale = await info(b);
  assert.equal(stale.hash, (await info(h.page)).hash);
  // The first tab moves the match on: the second hears it, holds, writes nothing.
  await move(pages);
  await b.waitForSelector('#online-load:not([hidden])');
  assert.match(await b.textContent('#online-lost-text'), /moved to another tab of this browser/);
  assert.ok(await b.isHidden('#online-reconnect'), 'no second connection from the held tab');
  assert.equal((await info(b)).count, stale.count, 'the held tab keeps its table as it was');
  const [a] = await settled(pages);
  assert.equal(await b.evaluate(() => localStorage.getItem('duel21.online')), await h.page.evaluate(() => localStorage.getItem('duel21.online')));
  // Load it: the other tab's progress, the connection staying there.
  await b.click('#online-load');
  await b.waitForFunction((c) => document.getElementById('online').dataset.count === c, a.count);
  assert.equal((await info(b)).hash, a.hash);
  // The match goes on in the first tab to its end.
  while (await move(pages));
  const [x, y] = await settled(pages);
  assert.ok(x.over && y.over && x.hash === y.hash);
  await done(h, g);
});
