// www/online/rtc.js's Link in Node, over a stand-in peer connection and data
// channel (no page, no Chromium): a message that arrives before the channel's
// 'open' event is passed on after it, not lost.
import { test } from 'node:test';
import assert from 'node:assert/strict';

globalThis.RTCPeerConnection = class extends EventTarget {};
const { Link, readStun } = await import('../../www/online/rtc.js');

test("a message that arrives before the channel's 'open' is passed on after it, in order", () => {
  const seen = [];
  const link = new Link([], {
    onChannel: () => seen.push('open'),
    onMessage: (text) => seen.push(text),
    onFail: (kind) => seen.push(`fail ${kind}`),
  });
  const channel = new EventTarget();
  // As the invited side's data channel is announced: wired, then its messages may come first.
  link.wire(channel);
  channel.dispatchEvent(new MessageEvent('message', { data: 's:0.abc' }));
  channel.dispatchEvent(new MessageEvent('message', { data: 'm:1' }));
  assert.deepEqual(seen, [], 'nothing is passed on before the channel is open');
  channel.dispatchEvent(new Event('open'));
  channel.dispatchEvent(new MessageEvent('message', { data: 'm:2' }));
  assert.deepEqual(seen, ['open', 's:0.abc', 'm:1', 'm:2']);
});

test("a flood before 'open' is not kept past its bound", () => {
  const seen = [];
  const link = new Link([], { onChannel: () => {}, onMessage: (text) => seen.push(text), onFail: () => {} });
  const channel = new EventTarget();
  link.wire(channel);
  for (let i = 0; i < 10000; i += 1) channel.dispatchEvent(new MessageEvent('message', { data: `m:${i}` }));
  channel.dispatchEvent(new Event('open'));
  assert.equal(seen.length, 64);
  assert.deepEqual(seen.slice(0, 2), ['m:0', 'm:1']);
});

test('a STUN list is read, or refused with the entry said back bounded and without its user name and password', () => {
  assert.deepEqual(readStun('stun:a.example:3478, stuns:b.example:5349'), { list: ['stun:a.example:3478', 'stuns:b.example:5349'] });
  assert.deepEqual(readStun('none'), { list: [] });
  assert.deepEqual(readStun('  '), { problem: 'empty' });
  assert.deepEqual(readStun('turn:ann:secret@relay.example:3478'), { problem: 'entry', entry: 'turn:…@relay.example:3478' });
  assert.deepEqual(readStun('turns://ann:secret@relay.example'), { problem: 'entry', entry: 'turns://…@relay.example' });
  assert.deepEqual(readStun('javascript:alert(1)'), { problem: 'entry', entry: 'javascript:alert(1)' });
  assert.equal(readStun(`x${'y'.repeat(100)}`).entry.length, 41);
  assert.deepEqual(readStun(Array(9).fill('stun:a.example:1').join(' ')), { problem: 'many', n: 9 });
});
