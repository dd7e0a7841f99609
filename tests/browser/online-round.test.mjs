// The online table shows the round and the draws as the hot-seat table
// does, the same on both devices, and the round moves on with the match.
// A sync point lost as the channel opens is sent again (either side's); one
// never acknowledged ends in "Connection lost", not a table waiting for ever;
// a friend's page that goes away is a lost connection at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './helpers.mjs';
import { onlineKit } from './online-helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const { connect, move, settled, done, finished } = onlineKit(() => env);

test('the online table says the round and the draws on both devices', async () => {
  const { h, g } = await connect('Ann', 'Bo');
  const board = (p) => p.evaluate(() => [document.getElementById('online-round-no').textContent, document.getElementById('online-draws').textContent]);
  assert.deepEqual(await board(h.page), ['Round 1', '0 draws']);
  assert.deepEqual(await board(g.page), ['Round 1', '0 draws']);
  // Play until the second round is dealt.
  for (let i = 0; i < 40 && (await board(h.page))[0] === 'Round 1'; i += 1) assert.ok(await move([h.page, g.page]));
  await settled([h.page, g.page]);
  assert.equal((await board(h.page))[0], 'Round 2');
  assert.deepEqual(await board(g.page), await board(h.page));
  assert.match((await board(h.page))[1], /^[01] draws?$/);
  await done(h, g);
});

// The first `s:` one side sends, withheld (what a channel can lose the
// moment it opens): without the resend both sides wait at "Dealing…".
const firstSyncLost = `(() => { let n = 0; return (d) => String(d).startsWith('s:') && n++ === 0; })()`;

for (const [side, drop] of [['guest', [null, firstSyncLost]], ['host', [firstSyncLost, null]]]) {
  test(`the ${side}'s sync point lost as the channel opens is sent again and the match starts`, async () => {
    const { h, g } = await connect('Ann', 'Bo', [null, null], { drop });
    const pages = [h.page, g.page];
    const lost = side === 'guest' ? g.page : h.page;
    const log = await lost.evaluate(() => window.__log.filter((l) => / (withheld|send\(open\)) s:/.test(l)).map((l) => l.split(' ')[1]));
    assert.deepEqual(log.slice(0, 2), ['withheld', 'send(open)'], 'withheld once, then sent again');
    assert.ok(await move(pages));
    await settled(pages);
    for (const p of pages) assert.equal(await p.getAttribute('#online', 'data-refused'), null, 'nothing refused');
    await done(h, g);
  });
}

// A page going away closes its connection (pagehide): the friend's device
// says the connection is lost at once. Without it, only ICE's own time-out
// (some 15 s on this machine) would tell.
test("the friend's page going away is a lost connection on this device at once", async () => {
  const { h, g } = await connect('Ann', 'Bo');
  assert.ok(await move([h.page, g.page]));
  await settled([h.page, g.page]);
  assert.ok(await h.page.isHidden('#online-lost'));
  await g.page.goto('about:blank');
  await h.page.waitForSelector('#online-lost:not([hidden])', { timeout: 5000 });
  assert.match(await h.page.textContent('#online-lost'), /Bo/);
  await done(h, g);
});

test('a sync point never acknowledged: after ten tries the table says the connection is lost', async () => {
  // Every acknowledgement and message the guest sends is withheld: the host's sync point is never acknowledged.
  const never = `(d) => String(d).startsWith('k:') || String(d).startsWith('m:')`;
  const { device } = onlineKit(() => env);
  const h = await device('?stun=none', null, { clock: true });
  await h.page.click('#online-open');
  await h.page.fill('#online-name', 'Ann');
  await h.page.click('#online-invite');
  await h.page.waitForSelector('#online-link[data-kind="invite"]');
  const invitation = await h.page.inputValue('#online-link');
  const g = await device(invitation.slice(env.server.url.length), null, { drop: never });
  await g.page.waitForSelector('#online-join:not([hidden])');
  await g.page.fill('#online-guest-name', 'Bo');
  await g.page.click('#online-answer');
  await g.page.waitForSelector('#online-link[data-kind="reply"]');
  await h.page.fill('#online-paste', await g.page.inputValue('#online-link'));
  await h.page.click('#online-paste-go');
  await h.page.waitForSelector('#online-table:not([hidden])');
  await g.page.waitForFunction(() => window.__log.some((l) => / got s:/.test(l)));
  for (let i = 0; i < 12; i += 1) await h.page.clock.runFor(1000);
  await h.page.waitForSelector('#online-lost:not([hidden])');
  const sent = await h.page.evaluate(() => window.__log.filter((l) => / send\(open\) s:/.test(l)).length);
  assert.equal(sent, 10, 'sent ten times in all');
  await done(h, g);
});

// Storage full on one device: the match and its connection go on, the
// player is told once that it is not being saved, and once storage takes
// writes again the record is the match's as it is. (A refused write used to
// leave the tab's own older record, which the next move took for another
// tab's: "This match goes on in another tab", and the connection dropped.)
test('storage full on one device: the match goes on over its connection, said once, and is saved again once there is room', async () => {
  const { h, g } = await connect('Ann', 'Bo');
  const pages = [h.page, g.page];
  assert.ok(await move(pages));
  await settled(pages);
  await h.page.evaluate(() => {
    const orig = Storage.prototype.setItem;
    window.full = true;
    Storage.prototype.setItem = function setItem(k, v) {
      if (this === localStorage && window.full) throw new DOMException('full', 'QuotaExceededError');
      return orig.call(this, k, v);
    };
  });
  for (let i = 0; i < 4; i += 1) assert.ok(await move(pages), `move ${i} while full`);
  const [a] = await settled(pages);
  assert.ok(await h.page.isHidden('#online-lost'), 'no "another tab"');
  assert.equal(await h.page.textContent('#notice'), 'The browser’s storage is full or off: you can play on, but this match is not being saved.');
  await h.page.evaluate(() => { window.full = false; });
  assert.ok(await move(pages));
  const [b] = await settled(pages);
  assert.ok(Number(b.count) > Number(a.count));
  const stored = await h.page.evaluate(() => JSON.parse(localStorage.getItem('duel21.online')).messages.length);
  assert.equal(stored, Number(b.count), 'the record is the match as it is');
  await done(h, g);
});

// The summary and the last round's banner at 360 px with names of 32
// letters and no space: they wrap, and nothing scrolls sideways (the score
// line and the banner used to widen the page to some 550 px).
test('the online summary and the round\'s banner at 360 px keep a 32-letter name inside the window', async () => {
  const { h, g } = await finished('W'.repeat(32), 'M'.repeat(32), [11, 22]);
  // The last round's banner stays above the summary: on the loser's device it names the winner ("WWW… wins the round").
  const banners = await Promise.all([h.page, g.page].map((p) => p.textContent('#online-banner')));
  assert.ok(banners.some((b) => /W{32}|M{32}/.test(b)), banners.join(' | '));
  for (const p of [h.page, g.page]) {
    await p.setViewportSize({ width: 360, height: 640 });
    await p.locator('#online-summary-score').scrollIntoViewIfNeeded();
    assert.ok(await p.isVisible('#online-summary-score'));
    assert.equal(await p.evaluate(() => document.documentElement.scrollWidth), 360, 'no sideways scroll');
  }
  await done(h, g);
});
