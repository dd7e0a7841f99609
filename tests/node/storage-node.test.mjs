// www/storage.js in Node, over a localStorage with a quota (no page, no
// Chromium): what is kept when storage is full at each write.
import { test } from 'node:test';
import assert from 'node:assert/strict';

/** A Storage whose setItem throws QuotaExceededError past `quota` characters. */
class QuotaStorage {
  constructor(quota = 1e9) {
    this.m = new Map();
    this.quota = quota;
  }
  size() {
    let n = 0;
    for (const [k, v] of this.m) n += k.length + v.length;
    return n;
  }
  getItem(k) {
    return this.m.has(k) ? this.m.get(k) : null;
  }
  setItem(k, v) {
    v = String(v);
    const old = this.m.get(k);
    const n = this.size() - (old === undefined ? 0 : k.length + old.length) + k.length + v.length;
    if (n > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.m.set(k, v);
  }
  removeItem(k) {
    this.m.delete(k);
  }
  get length() {
    return this.m.size;
  }
  key(i) {
    return [...this.m.keys()][i] ?? null;
  }
}

let fresh = 0;
/** A fresh storage.js (its own module state) over fresh, empty storage. */
async function storage() {
  globalThis.localStorage = new QuotaStorage();
  globalThis.sessionStorage = new QuotaStorage();
  globalThis.window ??= { addEventListener() {} };
  globalThis.document ??= { addEventListener() {} };
  fresh += 1;
  return import(`../../www/storage.js?fresh=${fresh}`);
}

const RECORD = '{"version":2,"since":0,"entries":[{"id":"m","at":1750000000000}]}';

test('a damaged record is not removed when its copy cannot be stored', async () => {
  const S = await storage();
  localStorage.setItem('duel21.stats.21', RECORD);
  localStorage.quota = localStorage.size(); // full
  assert.equal(S.setAsideStats('21', RECORD), false);
  assert.equal(localStorage.getItem('duel21.stats.21'), RECORD);
  assert.equal(localStorage.getItem('duel21.stats.21.damaged'), null);
  localStorage.quota = 1e9;
  assert.equal(S.setAsideStats('21', RECORD), true);
  assert.equal(localStorage.getItem('duel21.stats.21'), null);
  assert.equal(localStorage.getItem('duel21.stats.21.damaged'), RECORD);
});

test('a second damaged record does not overwrite the first copy; copies are bounded', async () => {
  const S = await storage();
  for (const text of ['FIRST', 'SECOND', 'THIRD']) {
    localStorage.setItem('duel21.stats.21', text);
    assert.equal(S.setAsideStats('21', text), true, text);
  }
  assert.equal(localStorage.getItem('duel21.stats.21.damaged'), 'FIRST');
  assert.equal(localStorage.getItem('duel21.stats.21.damaged-2'), 'SECOND');
  assert.equal(localStorage.getItem('duel21.stats.21.damaged-3'), 'THIRD');
  // The same text again is already kept: moved aside.
  localStorage.setItem('duel21.stats.21', 'SECOND');
  assert.equal(S.setAsideStats('21', 'SECOND'), true);
  assert.equal(localStorage.getItem('duel21.stats.21'), null);
  // A fourth: no copy overwritten, and the record stays where it is.
  localStorage.setItem('duel21.stats.21', 'FOURTH');
  assert.equal(S.setAsideStats('21', 'FOURTH'), false);
  assert.equal(localStorage.getItem('duel21.stats.21'), 'FOURTH');
  assert.equal(localStorage.getItem('duel21.stats.21.damaged'), 'FIRST');
  assert.equal(localStorage.getItem('duel21.stats.21.damaged-4'), null);
});

test('a save whose revision storage refuses is not kept, and the write says full', async () => {
  const S = await storage();
  const a = S.newSlot('21');
  assert.equal(a.write('SAVE-v1', { n: 9 }), 'ok');
  const b = S.openSlot('21', 1); // another tab on the same match
  assert.equal(b.fresh(), true);
  const rev = localStorage.getItem('duel21.rev.21');
  // Room for the save one character longer, not for the longer revision too.
  localStorage.quota = localStorage.size() + 1;
  assert.equal(a.write('SAVE-v2+', { n: 10 }), 'full');
  // The stored save and its revision agree: both as they were.
  assert.equal(localStorage.getItem('duel21.save.21'), 'SAVE-v1');
  assert.equal(localStorage.getItem('duel21.rev.21'), rev);
  // With room again, the first tab's next write succeeds.
  localStorage.quota = 1e9;
  assert.equal(a.write('SAVE-v2+', { n: 10 }), 'ok');
  assert.equal(b.conflict(), 'continued');
  assert.equal(b.write('SAVE-older-table', { n: 9 }), 'conflict');
  assert.equal(localStorage.getItem('duel21.save.21'), 'SAVE-v2+');
});

test('the online summary shows a stored friend name only when it is one the engine could have written', async () => {
  const S = await storage();
  assert.equal(S.onlineFriend(), null, 'no online match');
  localStorage.setItem('duel21.online', '{}');
  assert.equal(S.onlineFriend(), null, 'no summary');
  const sum = (friend) => localStorage.setItem('duel21.online.sum', JSON.stringify({ friend }));
  sum('Ann');
  assert.equal(S.onlineFriend(), 'Ann');
  sum('字'.repeat(32));
  assert.equal(S.onlineFriend(), '字'.repeat(32));
  for (const bad of ['\u202e' + 'F'.repeat(5000) + '\u0007', 'x'.repeat(33), 'A\u0007', '\u202enA', 'a\u2066b']) {
    sum(bad);
    assert.equal(S.onlineFriend(), '', JSON.stringify(bad.slice(0, 8)));
  }
  localStorage.setItem('duel21.online.sum', '{"friend":5}');
  assert.equal(S.onlineFriend(), null);
});

test("the menu's last choice: read back as written; stored text that is damaged, forged or too long is the default, with no error", async () => {
  const S = await storage();
  const DEFAULT = { game: '21', mode: 'pvp', mode24: 'solo' };
  assert.deepEqual(S.menuChoice(), DEFAULT, 'nothing stored');
  assert.equal(S.rememberMenuChoice({ game: '24', mode: 'computer', mode24: 'race' }), true);
  assert.deepEqual(S.menuChoice(), { game: '24', mode: 'computer', mode24: 'race' });
  // A value not among a field's choices is not kept.
  S.rememberMenuChoice({ game: '24', mode: 'expert', mode24: 'daily' });
  assert.deepEqual(JSON.parse(localStorage.getItem('duel21.menu')), { game: '24', mode24: 'daily' });
  for (const [stored, want] of [
    ['{"game":"25","mode":"computer"}', { ...DEFAULT, mode: 'computer' }],
    ['{"game":24,"mode":["pvp"],"mode24":{"toString":"race"}}', DEFAULT],
    ['{"__proto__":{"game":"24"},"constructor":"x"}', DEFAULT],
    ['{"game":"constructor","mode24":"__proto__"}', DEFAULT],
    [`{"game":"24"${' '.repeat(100)}}`, DEFAULT],
    ['{"game":', DEFAULT],
    ['["24"]', DEFAULT],
    ['null', DEFAULT],
    ['"24"', DEFAULT],
  ]) {
    localStorage.setItem('duel21.menu', stored);
    assert.deepEqual(S.menuChoice(), want, stored);
  }
  // Storage off: the defaults, and nothing thrown.
  globalThis.localStorage = { getItem() { throw new Error('off'); }, setItem() { throw new Error('off'); }, removeItem() {} };
  assert.deepEqual(S.menuChoice(), DEFAULT);
  assert.equal(S.rememberMenuChoice({ game: '24' }), false);
});

test('storage blocked outright (reaching for localStorage or sessionStorage throws): nothing read, writes refused, nothing thrown', async () => {
  const S = await storage();
  for (const area of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(globalThis, area, {
      configurable: true, get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); },
    });
  }
  try {
    assert.equal(S.loadLang(), null);
    assert.equal(S.tabSlot(), null);
    assert.deepEqual(S.savedGames(), []);
    assert.deepEqual(S.menuChoice(), { game: '21', mode: 'pvp', mode24: 'solo' });
    assert.equal(S.saveLang('zh'), false);
    assert.equal(S.rememberMenuChoice({ game: '24' }), false);
    assert.equal(S.coachRemembered(), null);
  } finally {
    for (const area of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(globalThis, area, { configurable: true, writable: true, value: new QuotaStorage() });
    }
  }
});
