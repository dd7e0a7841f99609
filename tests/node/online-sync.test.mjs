// www/online/sync.js in Node: the sync at a data channel's opening, over a
// stand-in channel (what it sends, in order) and node:test's mocked clock.
// The browser keeps the cases that need a real WebRTC channel
// (tests/browser/online-round.test.mjs: a sync point lost as the channel
// opens is sent again and the match starts).
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { Sync, SYNC_RESEND_MS, SYNC_TRIES } from '../../www/online/sync.js';

/** A sync on a stand-in channel: `sent`, what went out; `lost`, how often the connection was lost. */
function channel(first, { open = () => true } = {}) {
  const c = { sent: [], lost: 0 };
  const send = (text) => {
    if (!open()) return false;
    c.sent.push(text);
    return true;
  };
  c.sync = new Sync(first, send, () => { c.lost += 1; }, { setInterval, clearInterval });
  return c;
}

test('a sync point goes at once and again each second until it is acknowledged, then no more', (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const c = channel('s:3.abc');
  assert.deepEqual(c.sent, ['s:3.abc']);
  t.mock.timers.tick(SYNC_RESEND_MS - 1);
  assert.equal(c.sent.length, 1, 'not before a second');
  t.mock.timers.tick(1);
  t.mock.timers.tick(SYNC_RESEND_MS);
  assert.deepEqual(c.sent, ['s:3.abc', 's:3.abc', 's:3.abc']);
  assert.equal(c.sync.acknowledges('k:'), true);
  assert.equal(c.sync.acknowledges('k:'), false, 'acknowledged once');
  t.mock.timers.tick(10 * SYNC_RESEND_MS);
  assert.equal(c.sent.length, 3, 'nothing more once acknowledged');
  assert.equal(c.lost, 0);
});

for (const ack of ['k:', 'c:', 'm:{"n":1}']) {
  test(`"${ack.slice(0, 2)}" from the friend acknowledges the sync point (the friend sends it only after)`, (t) => {
    t.mock.timers.enable({ apis: ['setInterval'] });
    const c = channel('s:0.x');
    assert.equal(c.sync.acknowledges(ack), true);
    t.mock.timers.tick(5 * SYNC_RESEND_MS);
    assert.deepEqual(c.sent, ['s:0.x']);
  });
}

test('a message that is not an acknowledgement does not stop the resending', (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const c = channel('s:0.x');
  for (const other of ['r:abc', 'k', 'x:', 's:0.x']) assert.equal(c.sync.acknowledges(other), false, other);
  t.mock.timers.tick(SYNC_RESEND_MS);
  assert.equal(c.sent.length, 2);
});

test(`never acknowledged: sent ${SYNC_TRIES} times in all, then the connection is lost, once`, (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const c = channel('s:7.hash');
  t.mock.timers.tick((SYNC_TRIES - 1) * SYNC_RESEND_MS);
  assert.equal(c.sent.length, SYNC_TRIES);
  assert.equal(c.lost, 0, `not lost while the ${SYNC_TRIES}th try may still be answered`);
  t.mock.timers.tick(SYNC_RESEND_MS);
  assert.equal(c.lost, 1);
  t.mock.timers.tick(20 * SYNC_RESEND_MS);
  assert.equal(c.sent.length, SYNC_TRIES, 'nothing sent after');
  assert.equal(c.lost, 1, 'lost once');
});

test('a first message that is not a sync point (a claimed match: "c:") waits for no acknowledgement', (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const c = channel('c:');
  assert.deepEqual(c.sent, ['c:']);
  t.mock.timers.tick(20 * SYNC_RESEND_MS);
  assert.deepEqual(c.sent, ['c:']);
  assert.equal(c.lost, 0);
});

test('a channel that is no longer the sync\'s stops the resending, and is never called lost', (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  let open = true;
  const c = channel('s:1.y', { open: () => open });
  t.mock.timers.tick(SYNC_RESEND_MS);
  open = false;
  t.mock.timers.tick(20 * SYNC_RESEND_MS);
  assert.deepEqual(c.sent, ['s:1.y', 's:1.y']);
  assert.equal(c.lost, 0);
});

test('stop() ends the resending (the connection dropped or replaced)', (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const c = channel('s:1.y');
  c.sync.stop();
  t.mock.timers.tick(20 * SYNC_RESEND_MS);
  assert.deepEqual(c.sent, ['s:1.y']);
  assert.equal(c.lost, 0);
});

test(`the friend's sync point: the first acknowledged; the same again acknowledged ${SYNC_TRIES} times more at most; another refused`, (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const c = channel('s:0.mine');
  assert.equal(c.sync.through, false);
  assert.equal(c.sync.theirsCame('s:2.theirs'), 'theirs');
  assert.deepEqual(c.sent, ['s:0.mine', 'k:']);
  assert.equal(c.sync.through, false, 'not through while this side\'s is not acknowledged');
  assert.equal(c.sync.theirsCame('s:5.other'), 'refused', 'a different second sync point');
  for (let i = 0; i < SYNC_TRIES; i += 1) assert.equal(c.sync.theirsCame('s:2.theirs'), 'again', `repeat ${i + 1}`);
  assert.equal(c.sync.theirsCame('s:2.theirs'), 'refused', 'past the bound: a flood');
  assert.equal(c.sent.filter((m) => m === 'k:').length, 1 + SYNC_TRIES, 'acknowledged as often, no more');
  assert.equal(c.sync.acknowledges('k:'), true);
  assert.equal(c.sync.through, true);
  assert.equal(c.sync.theirs, 's:2.theirs', 'the first one is kept');
});

test('the friend\'s sync point before this side\'s is acknowledged, or after: through either way', () => {
  mock.timers.enable({ apis: ['setInterval'] });
  try {
    const a = channel('s:0.a');
    a.sync.acknowledges('k:');
    assert.equal(a.sync.through, false);
    a.sync.theirsCame('s:0.b');
    assert.equal(a.sync.through, true);
  } finally {
    mock.timers.reset();
  }
});
