// www/online/rtc.js's Link in Node, over a stand-in peer connection and data
// channel (no page, no Chromium): a message that arrives before the channel's
// 'open' event is passed on after it, not lost.
import { test } from 'node:test';
import assert from 'node:assert/strict';

globalThis.RTCPeerConnection = class extends EventTarget {};
const { Link } = await import('../../www/online/rtc.js');

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
