// 24点's table controller (www/game24/play.js) in Node, on the wasm 24点
// engine and a fake clock: the deal's clock shown as it runs, the computer
// answering when its think time has run out (and not while the table is
// parked), a race's buzz counted down to the other's point, a typed answer
// scored, and what the live region is told. Its tree is read with the view
// (www/game24/view.js). No DOM, no browser: real keys, the focus and the
// page's layout are tests/browser/game24-*'s.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { find, text } from './vnode.mjs';
import { MemoryStorage } from './fake-storage.mjs';

globalThis.localStorage ??= new MemoryStorage();
globalThis.sessionStorage ??= new MemoryStorage();
globalThis.window ??= { addEventListener() {} };
globalThis.document ??= { documentElement: { dataset: {} }, addEventListener() {} };
document.querySelector ??= () => null;
document.getElementById ??= () => null;
globalThis.matchMedia ??= () => ({ matches: false });
globalThis.__game24Wasm = readFileSync(new URL('../../www/pkg/game24_bg.wasm', import.meta.url));

const { setLang, t, sentences } = await import('../../www/i18n.js');
const { loadEngine24 } = await import('../../www/game24/engine.js');
const { Game24Screen } = await import('../../www/game24/play.js');
const { view, endText, pointText } = await import('../../www/game24/view.js');
const { cardName } = await import('../../www/game24/i18n.js');
await loadEngine24();

afterEach(() => setLang('en'));

/** A clock the test moves: timers run when `advance` passes their time, in order. */
function fakeTime() {
  let now = 0;
  let next = 1;
  const timers = new Map();
  const time = {
    now: () => now,
    setTimeout: (f, ms) => { timers.set(next, { f, at: now + Math.max(0, ms) }); return next++; },
    clearTimeout: (id) => { timers.delete(id); },
    setInterval: (f, ms) => { timers.set(next, { f, at: now + ms, every: ms }); return next++; },
    clearInterval: (id) => { timers.delete(id); },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, x]) => x.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, x] = due;
        now = x.at;
        if (x.every) x.at += x.every;
        else timers.delete(id);
        x.f();
      }
      now = end;
    },
  };
  return time;
}

/** A saving slot that takes every write. */
const slot = () => ({ writes: 0, write() { this.writes += 1; return 'ok'; }, touch: () => 'ok', clear() {} });

/** A table on a fake clock, on show (not parked), with a game of `config` (seed 42) started. */
function table(config, { thinkMs = null } = {}) {
  const said = [];
  const failed = [];
  const time = fakeTime();
  const screen = new Game24Screen({
    announce: (s) => said.push(s), fail: (e) => failed.push(e), thinkMs, conflict() {}, storageFull() {}, time,
  });
  screen.park(false);
  screen.start({ names: ['Ann', 'Bob'], seed: '42', ...config }, { slot: slot() });
  return {
    screen, said, failed, time, draw: () => view(screen),
  };
}

test('solo: the clock runs while the deal is open and stops with the table parked; a typed answer is scored and said', () => {
  const g = table({ mode: 'solo' });
  // The deal said as it opens: its number and its cards by name.
  assert.deepEqual(g.said, [`${t('deal_no', { n: 1, total: 13 })}: ${g.screen.snap.cards.map(cardName).join(', ')}`]);
  g.time.advance(5000);
  assert.equal(text(find(g.draw(), '#g24-timer')), `${t('timer_label')} 0:05`);
  g.screen.park(true);
  g.time.advance(60000);
  g.screen.park(false);
  g.time.advance(2000);
  assert.equal(text(find(g.draw(), '#g24-timer')), `${t('timer_label')} 0:07`, 'the minute parked is not counted');
  // Typed into the field: the engine's value of it drawn.
  g.screen.onInput({ target: { value: '(3 - K / K) * Q' } });
  assert.equal(text(find(g.draw(), '#g24-live')), t('live_value', { v: '24' }));
  g.screen.act('submit24');
  const s = g.screen.snap;
  assert.deepEqual([s.last.end.reason, s.last.winner, s.scores[0], s.last.ms], ['solved', 'p1', 1, 7000]);
  assert.equal(g.said.at(-1), sentences(endText(s, s.last), pointText(s, s.last)));
  assert.equal(g.said.at(-1), sentences(t('end_solved', { name: 'Ann', text: s.last.end.text }), t('point_to', { name: t('score') })));
  assert.equal(text(find(g.draw(), '#g24-banner .why')), t('point_to', { name: t('score') }));
  // Next: a fresh answer, the next deal said.
  g.screen.act('next');
  assert.equal(g.screen.ui.text, '');
  assert.match(g.said.at(-1), new RegExp(`^${t('deal_no', { n: 2, total: 13 })}: `));
  assert.deepEqual(g.failed, []);
});

test('vs Computer: it answers when its think time has run out, never while the table is parked', () => {
  const g = table({ mode: 'vs_computer', level: 'expert' }, { thinkMs: 10000 });
  assert.equal(g.screen.ui.thinking.full, 10000);
  g.time.advance(6000);
  assert.equal(g.screen.snap.phase, 'playing');
  assert.equal(find(g.draw(), '#g24-think-bar').data.attrs['aria-valuenow'], '60');
  // Parked (the rules open): its thinking stops where it was.
  g.screen.park(true);
  assert.equal(g.screen.ui.thinking.paused, true);
  g.time.advance(60000);
  assert.equal(g.screen.snap.phase, 'playing');
  g.screen.park(false);
  g.time.advance(3999);
  assert.equal(g.screen.snap.phase, 'playing');
  g.time.advance(1);
  const s = g.screen.snap;
  assert.equal(s.last.end.seat, 'p2');
  assert.equal(g.said.at(-1), sentences(endText(s, s.last), pointText(s, s.last)));
  assert.equal(text(find(g.draw(), '#g24-banner .title')), t('computer_solved', { name: 'Bob', text: s.last.end.text }));
  assert.deepEqual(g.failed, []);
});

test('zh: a race: a buzz is said and counted down; when its 30 s run out the point goes to the other', () => {
  setLang('zh');
  const g = table({ mode: 'race' });
  g.time.advance(1000);
  g.screen.act('buzz2');
  assert.equal(g.said.at(-1), t('answering', { name: 'Bob' }));
  g.time.advance(10000);
  assert.equal(text(find(g.draw(), '#g24-countdown')), t('buzz_left', { s: 20 }));
  // P1's key does nothing while P2 answers.
  g.screen.act('buzz1');
  assert.equal(g.screen.snap.buzzer, 'p2');
  g.time.advance(19999);
  assert.equal(g.screen.snap.phase, 'playing');
  g.time.advance(1);
  const s = g.screen.snap;
  assert.deepEqual([s.last.end.reason, s.last.winner, s.scores], ['time_up', 'p1', [1, 0]]);
  assert.equal(g.said.at(-1), sentences(t('end_time_up', { name: 'Bob', other: 'Ann' }), t('point_to', { name: 'Ann' })));
  assert.deepEqual(g.failed, []);
});

test('vs Computer: giving up gives it the point, said so', () => {
  const g = table({ mode: 'vs_computer', level: 'expert', names: ['You', 'Computer'] }, { thinkMs: 60000 });
  g.screen.act('giveup24');
  const s = g.screen.snap;
  assert.equal(s.last.end.reason, 'gave_up');
  assert.deepEqual(s.scores, [0, 1]);
  assert.match(text(find(g.draw(), '#g24-banner')), /Given up; the point goes to Computer/);
  assert.match(g.said.at(-1), /Given up; the point goes to Computer/);
});

const GOOD = JSON.stringify({ version: 1, days: { '2026-11-29': { points: 11, deals: 13, ms: 500000 }, '2026-11-30': { points: 12, deals: 13, ms: 450000 } } });
for (const [lang, clockWords] of [['en', /clock says it is 1999-12-30.*set the clock/], ['zh', /^设备的时钟显示 1999-12-30，[^A-Za-z]*$/]]) {
  test(`${lang}: a daily deal on a clock before 2000 is said to be the clock's, and the daily record is left as it is`, () => {
    setLang(lang);
    localStorage.setItem('duel21.daily24', GOOD);
    const failed = [];
    const screen = new Game24Screen({
      announce() {}, fail: (e) => failed.push(e), thinkMs: null, conflict() {}, storageFull() {}, time: fakeTime(),
    });
    let refused = null;
    try {
      screen.start({ mode: 'solo', names: ['Ann', 'Bob'], daily: '1999-12-30', practice: 'any' }, { slot: slot() });
    } catch (e) {
      refused = e;
    }
    assert.ok(refused, 'no daily game starts');
    assert.match(refused.message, clockWords);
    assert.equal(screen.engine, null);
    const daily = [...localStorage.m.keys()].filter((k) => k.startsWith('duel21.daily24'));
    assert.deepEqual(daily, ['duel21.daily24'], 'no copy is made');
    assert.equal(localStorage.getItem('duel21.daily24'), GOOD, 'the record stays');
    assert.deepEqual(failed, [], 'nothing said damaged');
    localStorage.removeItem('duel21.daily24');
  });
}

for (const [lang, said] of [['en', /too long \(250 characters\)/], ['zh', /算式太长（250 个字符）/]]) {
  test(`${lang}: an answer of 250 characters is said to be too long, and the deal goes on`, () => {
    setLang(lang);
    const g = table({ mode: 'solo' });
    g.screen.onInput({ target: { value: `${'1+'.repeat(124)}KK` } });
    g.screen.act('submit24');
    assert.match(text(find(g.draw(), '#g24-msg')), said);
    assert.match(g.said.at(-1), said);
    assert.equal(g.screen.snap.phase, 'playing', 'the deal goes on');
    // A change to the answer takes the message away.
    g.screen.onInput({ target: { value: 'K' } });
    assert.equal(text(find(g.draw(), '#g24-msg')), '');
  });
}
