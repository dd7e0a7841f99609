// The online table's words, layout and what a screen reader hears:
// 1. Every reason the online engine (src/duel/online, src/wasm/online.rs)
//    and the connection code (www/online/rtc.js) can give has a Chinese
//    sentence: each example, read off their source, is the English of a
//    refusal code (refusal-i18n.js), each of its layers with a Chinese
//    sentence, so a new reason without one fails here.
// 2. 中文, two devices: the friend's seat reads 行动中 (not 该你了), Take and
//    Stand are named without their key, a forged message is refused in
//    Chinese and whole, a flood of them is said at most once every few
//    seconds, and a damaged connection code says so (not "Failed to fetch").
// 3. A whole match, host at 1280×800, guest on a 360×740 phone: the
//    summary comes into view with the focus on its heading, says who won,
//    offers Back to the menu and a review link the size of a button; the
//    friend's moves and the match's end are said.
// 4. At 640×400 at scale 2 (200 % zoom) this side's hand and Take/Stand are
//    in view at every decision; the header fits on every screen size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { launch, openPage, ready } from './helpers.mjs';
import { REFUSAL_STRINGS } from '../../www/refusal-i18n.js';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const ROOT = new URL('../../', import.meta.url);
const english = (text) => text.replace(/“[^”]*”|'[^']*'/gu, '').match(/[A-Za-z]{2,}/gu);

// Each reason's text in the source, with examples of it as given.
// Each reason's text in the source, with examples of it as given: a
// refusal the player can act on, by its own code.
const SAMPLES = {
  'the message is not readable: {detail}': [
    "the message is not readable: 'x' is not a field (use v, seq, prev or body)",
    'the message is not readable: seq: give a whole number from 0 to 4294967295, not -1',
    "the message is not readable: body: 'hullo' is not one of hello, move, rand or link",
    "the message is not readable: 'seq' is missing",
    'the message is not readable: body.hello.name: give it as text, not a number',
    'the message is not readable: give an object, not a list',
    'the message is not readable: it is nested more than 16 deep',
    'the message is not readable: it is not JSON (EOF while parsing a value at character 1)',
    "the message is not readable: body.rand.value: 'zz' is not 64 hex digits",
    'the message is not readable: v: give a whole number from 0 to 4294967295, not text',
  ],
  'the message speaks protocol version {version}, this page speaks {ours}': ['the message speaks protocol version 2, this page speaks 1'],
  'the match is over: no message may follow': ['the match is over: no message may follow'],
  'the name holds control characters': ['the name holds control characters'],
  'the name has {length} characters, at most {limit}': ['the name has 40 characters, at most 32'],
  'the two records of this match differ from message {n}: it cannot be resumed': ['the two records of this match differ from message 7: it cannot be resumed'],
  'this device kept {ours} messages of the match and the other device {theirs}: its latest moves were lost here, so the match cannot be resumed': ['this device kept 19 messages of the match and the other device 20: its latest moves were lost here, so the match cannot be resumed'],
  'the other device owes no automatic message now (a person may be thinking): there is nothing to claim': ['the other device owes no automatic message now (a person may be thinking): there is nothing to claim'],
  'the other device has been silent for {waited} s, a claim needs {needed} s': ['the other device has been silent for 12 s, a claim needs 30 s'],
  'a rematch was offered while this match is not over': ['a rematch was offered while this match is not over'],
  'a claimed match has no rematch: it did not end at the table': ['a claimed match has no rematch: it did not end at the table'],
  'the rematch offer names another match than the one that ended here': ['the rematch offer names another match than the one that ended here'],
  'the saved online match is not readable: {detail}': ["the saved online match is not readable: 'secret' is missing"],
  'the match has not been dealt yet': ['the match has not been dealt yet'],
  'the link is too long for a QR code': ['the link is too long for a QR code'],
  // www/online/rtc.js
  'not a connection code': ['not a connection code'],
  'the connection code is damaged': ['the connection code is damaged'],
  'no sha-256 fingerprint': ['no sha-256 fingerprint'],
};
// What is wrong with a damaged message, argument or saved match: the detail
// (the engine's English) of its source's one code, with examples.
const DETAILS = {
  'the message is {length} bytes, at most {limit} are read': ['the message is 4001 bytes, at most 600 are read'],
  'message {n} was already received (the next is {next}): a replay': ['message 3 was already received (the next is 9): a replay'],
  'message {n} arrived where message {due} was due': ['message 12 arrived where message 9 was due'],
  'message {n} follows a different record of the match (transcript hash)': ['message 9 follows a different record of the match (transcript hash)'],
  'a {kind} from {from} arrived where a {due} from {due_from} was due': [
    'a move from the host arrived where a link from the guest was due',
    'a hello from the guest arrived where a rand from the host was due',
  ],
  "{s}'s chain link does not match its commitment": ["the guest's chain link does not match its commitment"],
  "the host's hello names the first-player rule, the guest's does not": ["the host's hello names the first-player rule, the guest's does not"],
  'the move is not allowed: {because}': [
    "the move is not allowed: it is player 1's turn, not player 2's",
    'the move is not allowed: player 2 may not act: player 2 has stood',
    'the move is not allowed: the round is over: deal the next round',
  ],
  '{s} has no chain link left': ['the host has no chain link left'],
  'the transcript ends after {messages} messages, before the match does': ['the transcript ends after 12 messages, before the match does'],
  'the match was claimed by {s}: no message may follow': ['the match was claimed by the guest: no message may follow'],
  'the wait is not a number of ms': ['the wait is not a number of ms'],
  'a {kind} from {from} arrived where a {due} from nobody was due': ['a move from the host arrived where a nothing from nobody was due'],
  '{what} must be a whole number of milliseconds': ['the time now must be a whole number of milliseconds'],
  'the {what} must be text': ['the match id must be text'],
  'they are not text': ['they are not text'],
  'not a time in milliseconds: give a whole number from 0 to {limit}': ['not a time in milliseconds: give a whole number from 0 to 4294967295'],
  'the saved online match is {length} bytes, at most {limit} are read': ['the saved online match is 900000 bytes, at most 600000 are read'],
  'the saved online match is damaged at message {n}: {because}': ['the saved online match is damaged at message 4: message 5 arrived where message 4 was due'],
  "'{quote}' is not 64 hex digits": ["'abc' is not 64 hex digits"],
  'the {what} is not text': ['the message is not text', 'the sync point is not text', 'the random value is not text'],
  'the {what} is {length} characters, at most {limit} are read': ['the saved online match is 700000 characters, at most 600000 are read', 'the name is 300 characters, at most 200 are read'],
  "'{quote}' is not a move (take, stand, next)": ["'jump' is not a move (take, stand, next)"],
};
// Texts of the source that are no reason a page shows: debug forms, ids,
// and the report of the command line's `duel21 online verify` (simulate.rs).
const NOT_REASONS = new Set([
  'Digest({self})', 'Chain(commitment {})', 'online-{}',
  'message {n}: the sender refused its own message: {e}', 'message {n}: the due side owes nothing',
  'message {n}: refused by the other side: {e}', 'message {n}: the two records differ',
]);

/**
 * The Chinese sentences of an English reason `text`: the catalog's code
 * whose English sentence it is, its Chinese with the holes left out, and
 * those of the reasons in its `because` in turn; null when no code's
 * English is `text` with every layer said.
 */
function zhOf(text) {
  const hole = /\{(\w+)\}/g;
  for (const [code, en] of Object.entries(REFUSAL_STRINGS.en)) {
    if (!/\s/.test(en)) continue; // a word, not a sentence
    const names = [...en.matchAll(hole)].map((m) => m[1]);
    const re = new RegExp(`^${en.split(hole).map((p, i) => (i % 2 ? '(.+)' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`, 's');
    const m = re.exec(text);
    if (!m) continue;
    const zh = REFUSAL_STRINGS.zh[code];
    if (typeof zh !== 'string') continue;
    // A damaged message's `detail` is the engine's English, said as it is.
    return [zh.replace(hole, '')];
  }
  return null;
}

/**
 * The reason texts of the online engine and the code decoder, read off their
 * source: the English of the refusals and damage of the online sections of
 * src/cards/refusal.rs and src/cards/damage.rs and of the sources the online
 * engine names (the message, the saved match), each written once in
 * src/cards/refusal_english.rs; the texts the online files still format; and
 * the connection code's errors (rtc.js).
 */
function sourceReasons() {
  const out = [];
  const literal = /(?:write!\(\s*f,|write_str\(|format!\(|js_err\()\s*"((?:[^"\\]|\\.)*)"/g;
  const online = new Set(['MessageBroken', 'OnlineSaveUnreadable', 'ProtocolVersion']);
  for (const file of ['src/cards/refusal.rs', 'src/cards/damage.rs']) {
    let inOnline = false;
    for (const line of readFileSync(new URL(file, ROOT), 'utf8').split('\n')) {
      const section = line.match(/^\s*\/\/ --- (.*)/);
      if (section) inOnline = section[1].startsWith('Online play');
      const variant = line.match(/^ {4}([A-Z]\w*)\b/);
      if (inOnline && variant) online.add(variant[1]);
    }
  }
  const english = readFileSync(new URL('src/cards/refusal_english.rs', ROOT), 'utf8');
  for (const arm of english.split(/\n(?=\s+[RD]::|\n)/)) {
    if (!online.has(arm.match(/^\s+[RD]::(\w+)/)?.[1])) continue;
    for (const m of arm.matchAll(literal)) out.push(m[1]);
  }
  const rust = [
    ...readdirSync(new URL('src/duel/online/', ROOT)).map((f) => `src/duel/online/${f}`),
    'src/wasm/online.rs',
  ];
  for (const file of rust) {
    const src = readFileSync(new URL(file, ROOT), 'utf8').split('#[cfg(test)]')[0];
    for (const m of src.matchAll(literal)) out.push(m[1]);
  }
  const rtc = readFileSync(new URL('www/online/rtc.js', ROOT), 'utf8');
  for (const m of rtc.matchAll(/new Error\('([^']*)'\)/g)) out.push(m[1]);
  return out;
}

test('every reason of the online engine and of a connection code has a Chinese sentence', () => {
  const reasons = sourceReasons();
  assert.ok(reasons.length > 20, `only ${reasons.length} reasons found: the search no longer reads the source`);
  const missing = reasons.filter((r) => !NOT_REASONS.has(r) && !Object.hasOwn(SAMPLES, r) && !Object.hasOwn(DETAILS, r));
  assert.deepEqual(missing, [], 'a reason with no example here (add it, and its code to refusal-i18n.js)');
  for (const samples of Object.values(SAMPLES)) {
    for (const s of samples) {
      const zh = zhOf(s);
      assert.notEqual(zh, null, `no Chinese for "${s}"`);
      for (const sentence of zh) assert.equal(english(sentence), null, `"${s}" → "${sentence}"`);
    }
  }
  // Damage is said as the detail of its source's code, after that code's Chinese.
  for (const samples of Object.values(DETAILS)) {
    for (const s of samples) {
      const zh = zhOf(`the message is not readable: ${s}`);
      assert.deepEqual(zh, [REFUSAL_STRINGS.zh.message_broken.replace('{detail}', '')], s);
    }
  }
});

// Every data channel kept in window.__channels, and what the page says to
// a screen reader (the #live region) in window.__heard.
const INSTRUMENT = `(() => {
  window.__channels = [];
  window.__heard = [];
  const made = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...a) { const c = made.apply(this, a); window.__channels.push(c); return c; };
  const Orig = window.RTCPeerConnection;
  window.RTCPeerConnection = function (...a) {
    const pc = new Orig(...a);
    pc.addEventListener('datachannel', (e) => window.__channels.push(e.channel));
    return pc;
  };
  window.RTCPeerConnection.prototype = Orig.prototype;
  const watch = () => {
    const live = document.getElementById('live');
    if (!live) { setTimeout(watch, 5); return; }
    new MutationObserver(() => {
      const t = live.textContent.trim();
      if (t) window.__heard.push([performance.now(), t]);
    }).observe(live, { childList: true, characterData: true, subtree: true });
  };
  watch();
})();`;

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const DESK = { viewport: { width: 1280, height: 800 } };
const ZOOM = { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 };

async function device(path, opts) {
  const d = await openPage(env, { path, init: INSTRUMENT, ...opts });
  await ready(d.page);
  return d;
}

const rel = (href) => href.slice(env.server.url.length);

/** Host invites, guest joins through the link, the host pastes the reply. */
async function connect(hopts, gopts) {
  const h = await device('?stun=none', hopts);
  await h.page.click('#online-open');
  await h.page.fill('#online-name', 'Ann');
  await h.page.click('#online-invite');
  await h.page.waitForSelector('#online-link[data-kind="invite"]');
  const invitation = await h.page.inputValue('#online-link');
  const g = await device(rel(invitation), gopts);
  await g.page.waitForSelector('#online-join:not([hidden])');
  await g.page.fill('#online-guest-name', 'Bo');
  await g.page.click('#online-answer');
  await g.page.waitForSelector('#online-link[data-kind="reply"]');
  const waiting = await g.page.textContent('#online-status');
  await h.page.fill('#online-paste', await g.page.inputValue('#online-link'));
  await h.page.click('#online-paste-go');
  await settled([h.page, g.page]);
  return { h, g, waiting };
}

const info = (page) => page.evaluate(() => {
  const root = document.getElementById('online');
  const on = (id) => { const b = document.getElementById(id); return !b.hidden && !b.disabled; };
  return {
    count: root.dataset.count, hash: root.dataset.hash, seat: root.dataset.seat,
    moves: ['online-take', 'online-stand', 'online-next'].filter(on),
    over: !document.getElementById('online-summary').hidden,
    dealt: Boolean(document.querySelector('#online-table .seat .card')),
  };
});

async function settled(pages) {
  for (let i = 0; i < 1200; i += 1) {
    const [a, b] = await Promise.all(pages.map(info));
    if (a.count === b.count && a.hash === b.hash && a.dealt && (a.moves.length || b.moves.length || (a.over && b.over))) return [a, b];
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the two sides did not settle');
}

/** One move by whoever is to move (take below 16, else stand; deal when it is ours); `check(page, info)` first. */
async function move(pages, check) {
  const [a, b] = await settled(pages);
  if (a.over) return false;
  const [page, me] = a.moves.length ? [pages[0], a] : [pages[1], b];
  let action = me.moves.includes('online-next') ? 'next' : null;
  if (!action) {
    await check?.(page, me);
    const total = await page.textContent(`#online-table .seat[data-seat="${me.seat}"] .total .num`);
    action = Number(total) < 16 ? 'take' : 'stand';
  }
  await page.click(`#online-${action}`);
  return true;
}

const heard = (page) => page.evaluate(() => window.__heard.map(([, t]) => t));

test('中文: the friend’s seat is 行动中, Take is named 要牌, refused messages are said in Chinese, whole and not 10,000 times, a damaged code says so', async () => {
  const zh = { locale: 'zh-CN', ...DESK };
  // The guest's clock is Playwright's: the second after a flood is moved on, not waited.
  const { h, g, waiting } = await connect(zh, { ...zh, clock: true });
  assert.match(waiting, /等待邀请你的人打开/u, 'the guest waits for the host to open the reply');
  const [a] = await settled([h.page, g.page]);
  // Whoever is to move sees 该你了 on their own seat; the other device sees 行动中 there.
  const [mover, watcher] = a.moves.length ? [h.page, g.page] : [g.page, h.page];
  const seat = await mover.evaluate(() => document.getElementById('online').dataset.seat);
  assert.equal(await mover.textContent(`#online-table .seat[data-seat="${seat}"] .tag.turn`), '该你了');
  assert.equal(await watcher.textContent(`#online-table .seat[data-seat="${seat}"] .tag.turn`), '行动中');
  assert.equal(await watcher.locator('#online-table').getByText('该你了').count(), 0);
  // Named without the key's letter; the key is said as a shortcut.
  assert.equal(await mover.getAttribute('#online-take', 'aria-label'), '要牌');
  assert.equal(await mover.getAttribute('#online-take', 'aria-keyshortcuts'), 'T');
  assert.match(await mover.locator('#online-stand').ariaSnapshot(), /button "停牌"/u);

  // A forged message from the host's device: refused in Chinese, with what is
  // wrong whole after it (the engine's English detail).
  const forged = JSON.stringify({ v: 1, seq: -1, prev: '00', body: { move: { action: 'take' } } });
  await h.page.evaluate((m) => window.__channels.at(-1).send(`m:${m}`), forged);
  await g.page.waitForSelector('#online-refused:not([hidden])');
  const refused = await g.page.textContent('#online-refused');
  const detail = 'seq: give a whole number from 0 to 4294967295, not -1';
  assert.equal(refused.trim(), `对方设备发来的一条消息被拒绝：消息无法读取：${detail}。比赛继续。`);
  assert.equal(english(refused.replace(detail, '')), null, refused);
  // A flood of them: said at most once every few seconds (the first at once).
  await g.page.evaluate(() => { window.__heard = []; });
  await h.page.evaluate((m) => { for (let i = 0; i < 300; i += 1) window.__channels.at(-1).send(`m:${m}`); }, forged);
  await g.page.waitForFunction(() => document.getElementById('online').dataset.refused === '301');
  await g.page.clock.runFor(1000);
  const said = await heard(g.page);
  assert.ok(said.length <= 1, `${said.length} refusals said within a second: ${said.slice(0, 3)}`);
  assert.match(await g.page.textContent('#online-refused'), /到现在共拒绝了 301 条/u);
  assert.equal(await g.page.textContent('#online-error'), '', 'nothing in the alert region');
  const [after1, after2] = await settled([h.page, g.page]);
  assert.ok(after1.moves.length || after2.moves.length, 'the match goes on');

  // A damaged connection code (deflate that does not inflate).
  const bad = await device(`?stun=none#join=z${'A'.repeat(100)}`, zh);
  await bad.page.waitForSelector('#online-join:not([hidden])');
  await bad.page.click('#online-answer');
  await bad.page.waitForSelector('#online-error:not([hidden])');
  const error = await bad.page.textContent('#online-error');
  assert.match(error, /这个连接码无法使用：连接码已损坏。/u);
  assert.equal(english(error), null, error);
  for (const d of [h, g, bad]) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});

test('a whole match, host at 1280×800, guest on a 360×740 phone (中文): the summary in view and focused, who won, Back to the menu, what was said', async () => {
  const { h, g } = await connect({ locale: 'en-US', ...DESK }, { locale: 'zh-CN', ...PHONE });
  const pages = [h.page, g.page];
  while (await move(pages)) { /* to the end */ }
  await settled(pages);
  for (const [page, winner, score] of [
    [h.page, /^(You win the match!|Bo wins the match!|The match is a draw!)$/, /^Ann \d+ : \d+ Bo · /],
    [g.page, /^(你赢得比赛！|Ann 赢得比赛！|比赛平局！)$/u, /^Ann \d+ : \d+ Bo · /],
  ]) {
    await page.waitForFunction(() => document.activeElement?.id === 'online-summary-title');
    // Scrolling may be smooth: wait until the heading is in view.
    await page.waitForFunction(() => {
      const r = document.getElementById('online-summary-title').getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
    assert.match(await page.textContent('#online-summary-winner'), winner);
    assert.match(await page.textContent('#online-summary-score'), score);
    const link = await page.$eval('#online-review', (a) => a.getBoundingClientRect().height);
    assert.ok(link >= 44, `the review link is ${link} px tall`);
    assert.ok(await page.isVisible('#online-menu'));
  }
  // The host's device heard the friend's moves and the match's end.
  const hostHeard = await heard(h.page);
  assert.ok(hostHeard.some((s) => /Bo (takes|stands on)/.test(s)), hostHeard.slice(0, 5).join(' | '));
  assert.ok(hostHeard.some((s) => /Round \d+ dealt/.test(s)));
  assert.match(hostHeard.at(-1), /(wins|win) the round|draw/);
  assert.match(hostHeard.at(-1), /(win the match|wins the match|match is a draw)!.*Ann \d+ : \d+ Bo/);
  const guestHeard = await heard(g.page);
  assert.ok(guestHeard.some((s) => /Ann (要牌|停牌)/u.test(s)), guestHeard.slice(0, 5).join(' | '));
  assert.ok(guestHeard.some((s) => /你(要牌|停牌)/u.test(s)), 'this side’s own moves in the second person');
  assert.ok(guestHeard.every((s) => english(s.replace(/Ann|Bo/g, '')) === null), guestHeard.find((s) => english(s.replace(/Ann|Bo/g, ''))));
  assert.ok(!(await g.page.textContent('#online')).includes('对局'), '比赛, as the rest of the page says');
  // Back to the menu.
  await h.page.click('#online-menu');
  await h.page.waitForSelector('#menu:not([hidden])');
  for (const d of [h, g]) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});

test('at 640×400 at scale 2 (200 % zoom) this side’s hand and Take/Stand are in view at every decision', async () => {
  const { h, g } = await connect({ locale: 'zh-CN', ...ZOOM }, { locale: 'en-US', ...ZOOM });
  const pages = [h.page, g.page];
  let decisions = 0;
  const check = async (page) => {
    decisions += 1;
    const box = await page.waitForFunction(() => {
      const seat = document.getElementById('online').dataset.seat;
      const els = [document.querySelector(`#online-table .seat[data-seat="${seat}"]`), document.getElementById('online-take'), document.getElementById('online-stand')];
      const rects = els.map((e) => e.getBoundingClientRect());
      const inView = rects.every((r) => r.top >= 0 && r.bottom <= innerHeight + 0.5);
      return inView || null;
    }, null, { timeout: 3000 }).catch(() => null);
    if (!box) {
      const rects = await page.evaluate(() => ['online-take', 'online-stand'].map((id) => document.getElementById(id).getBoundingClientRect().bottom));
      assert.fail(`decision ${decisions}: not in view (${rects} of ${ZOOM.viewport.height})`);
    }
  };
  for (let i = 0; i < 14 && (await move(pages, check)); i += 1) { /* a few decisions */ }
  assert.ok(decisions >= 5, `${decisions} decisions`);
  for (const d of [h, g]) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});

test('the header fits: the title whole or the short name, on one line, never cut; every button 44 px or more', async () => {
  for (const [what, opts] of [['1280×800', DESK], ['360×740', PHONE], ['640×400 at scale 2', ZOOM]]) {
    for (const locale of ['en-US', 'zh-CN']) {
      const { page, errors, context } = await openPage(env, { path: '?stun=none', locale, ...opts });
      await ready(page);
      for (const screen of ['menu', 'online']) {
        if (screen === 'online') {
          await page.click('#online-open');
          await page.waitForSelector('#online-start:not([hidden])');
        }
        const m = await page.evaluate(() => {
          const h = document.querySelector('.topbar h1');
          const shown = [...h.children].filter((e) => e.getClientRects().length && e.getBoundingClientRect().width > 1);
          const lines = shown.map((e) => e.getClientRects().length);
          return {
            shown: shown.map((e) => e.textContent).join(' '),
            cut: h.scrollWidth > h.clientWidth,
            lines,
            height: document.querySelector('.topbar').getBoundingClientRect().height,
            small: [...document.querySelectorAll('.topnav button')].filter((b) => b.getClientRects().length)
              .map((b) => [b.id, b.getBoundingClientRect()]).filter(([, r]) => r.width < 44 || r.height < 44).map(([id, r]) => `${id} ${r.width}×${r.height}`),
          };
        });
        const where = `${what} ${locale} ${screen}: ${JSON.stringify(m)}`;
        assert.ok(!m.cut, where);
        assert.ok(m.lines.every((n) => n === 1), where);
        assert.ok(/21点/u.test(m.shown), where);
        assert.deepEqual(m.small, [], where);
        assert.ok(m.height <= 64, where);
        if (what === '1280×800') assert.match(m.shown, /21点 · (Twenty-One Duel|双人对决)/u, where);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});
