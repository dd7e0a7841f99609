// "Play a friend online" (在线对战): the lobby that makes and answers the
// connection codes, and the table of an online match. The engine (the
// online wasm module) checks every message and says what is due; this file
// moves text between it, the data channel and the screen.
//
// What crosses the data channel is text: `m:` + a protocol message, or
// `s:` + a sync point (message count and transcript hash), sent by both
// sides when a channel opens, so each resends what the other lacks.
// The side's record is saved (localStorage) after every message.
//
// This file is a chunk of the page's bundle, fetched the first time the
// screen opens (link.js, which also holds what the page needs before: a
// match's link in the address, and the table's markup).
import { Link, DEFAULT_STUN, parseStun, readStun, decode, STUN_MAX } from './rtc.js';
import { qrSvg } from './qr.js';
import { renderTable, finalScore } from '../duel21/render.js';
import {
  t, tn, outcomeText, verdictText, cardLabel, stopText, sentences,
} from '../i18n.js';
import { fail } from '../page.js';
import { ask } from '../confirm.js';
import { setAsideOnline } from '../storage.js';
import { recordOnline } from '../stats.js';
import * as engine from './engine.js';

const $ = (id) => document.getElementById(id);
const SAVE_KEY = 'duel21.online';
const STUN_KEY = 'duel21.online.stun';
const BC_NAME = 'duel21-online';

// The page's hooks (startLobby: link.js's initOnline).
let hooks = null;
let game = null;
let link = null;
let channel = null;
// Whether the friend's sync point has arrived on this channel: until then
// nothing new is sent, so what the sync resends is never sent twice.
let synced = false;
let stage = 'start';
let lost = null; // null, 'lost', 'ice', 'stale' (a reply that did not connect) or 'tab' (another tab moved this match on)
// The record as this tab last loaded or wrote it: a tab writes only over
// its own (the two-tab rule of every save, docs/saves.md).
let mine = null;
let refused = 0;
// A flood of refused messages is said at most once per REFUSAL_GAP_MS: the
// first at once, then how many more were refused since (refusedSay).
const REFUSAL_GAP_MS = 5000;
let refusalSaidAt = -Infinity;
let refusalsUnsaid = 0;
let refusalTimer = null;
// The table as last said to a screen reader (spoken()), and the match whose
// summary has been shown (focus moves to it once).
let heard = null;
let summaryFor = null;
let lastCode = null;
// The match whose end the statistics have counted.
let counted = null;
let bc = null;
// Whether the friend's sync point was answered on this channel: once only.
let syncAnswered = false;
// Whether the error line says a refused message (cleared by the next accepted one).
let refusalShown = false;
// Since when (Date.now()) the state `silence.key` has held: the wait a
// claim measures (the engine says how long it must be: claimWait).
let silence = { key: null, since: 0 };
let ticker = null;

/** A new match (or none) in place of the one held: its state starts afresh. */
function begin(next) {
  game = next;
  lost = null;
  counted = null;
  refused = 0;
  refusalShown = false;
  silence = { key: null, since: 0 };
  delete $('online').dataset.refused;
  if (next) {
    mine = next.save();
    store(SAVE_KEY, mine);
  } else {
    mine = null;
  }
}

function store(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch { /* storage full or blocked: the match goes on unsaved */ }
}
function stored(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}

/** The STUN servers: `?stun=` first, then the lobby's setting, else the default list. */
export function stunList() {
  const asked = parseStun(new URLSearchParams(location.search).get('stun'));
  if (asked) return asked;
  return parseStun(stored(STUN_KEY)) ?? DEFAULT_STUN;
}

/** Why the address's `?stun=` list was not used (text), or null when it was or there is none. */
function stunNote() {
  const asked = new URLSearchParams(location.search).get('stun');
  if (asked === null) return null;
  const read = readStun(asked);
  if (read.list) return null;
  const why = read.problem === 'many'
    ? t('online_stun_many', { n: read.n, max: STUN_MAX })
    : read.problem === 'entry' ? t('online_stun_entry', { entry: read.entry }) : t('online_stun_empty');
  return t('online_stun_unused', { why, list: stunList().join(', ') || 'none' });
}

function say(key, params) {
  $('online-status').textContent = key ? t(key, params) : '';
}

function error(text) {
  refusalShown = false;
  $('online-error').textContent = text ?? '';
  $('online-error').hidden = !text;
}

function show(part) {
  stage = part;
  for (const id of ['start', 'join', 'code', 'table', 'passed']) $(`online-${id}`).hidden = id !== part;
  $('online').dataset.stage = part;
}

/** Keeps the side's record after every message, unless another tab has moved it on since. */
function keep() {
  if (!game || lost === 'tab') return;
  const now = stored(SAVE_KEY);
  if (now !== null && now !== mine) {
    heldByOtherTab();
    return;
  }
  mine = game.save();
  store(SAVE_KEY, mine);
}

/** Another tab wrote this match: this one holds its table, drops its connection and writes nothing. */
function heldByOtherTab() {
  lost = 'tab';
  const was = link;
  link = null;
  channel = null;
  synced = false;
  was?.close();
  render();
  hooks.announce(t('online_other_tab'));
}

/** "Load it": this tab takes the record the other tab wrote (the connection stays there). */
function loadOtherTab() {
  const text = stored(SAVE_KEY);
  if (text === null) {
    game = null;
    lost = null;
    mine = null;
    show('start');
    return;
  }
  try {
    game = engine.Online.load(text);
    mine = text;
    lost = 'lost';
    error('');
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) {
      fail(e);
      return;
    }
    error(damagedText(e));
  }
  render();
}

/** The engine's reason a save was refused, said once, with where the record was set aside. */
function damagedText(e) {
  return t('online_save_damaged', { msg: e });
}

function friendName(view) {
  const other = view.seat === 'p1' ? 1 : 0;
  return view.names[other] || t('online_friend');
}

function send(text) {
  if (synced && channel?.readyState === 'open') channel.send(text);
}

/** Sends whatever this side owes without a choice (hello, random value, link). */
function pump() {
  if (!game) return;
  if (!synced) {
    render();
    return;
  }
  try {
    for (const m of game.automatic()) {
      keep();
      send(`m:${m}`);
    }
  } catch (e) {
    error(t('online_failed', { msg: e }));
  }
  render();
}

function onMessage(data) {
  if (typeof data !== 'string' || data.length > 4000) {
    refusedSay(t('online_bad_data'));
    return;
  }
  if (data === 'c:') {
    // The friend's device claimed the match: it cannot go on.
    if (!game.view().over) {
      game.friendClaimed();
      keep();
      hooks.announce(t('online_friend_claimed', { name: friendName(game.view()) }));
    }
    render();
    return;
  }
  if (game.view().claimed) {
    // This match was claimed: whatever the friend sends, it is told so.
    if (channel?.readyState === 'open') channel.send('c:');
    return;
  }
  if (data.startsWith('s:')) {
    // A sync point is answered once per connection (it may ask for the
    // whole record again: answering every one would be a flood).
    if (syncAnswered) {
      refusedSay(t('online_sync_again'));
      return;
    }
    syncAnswered = true;
    synced = true;
    try {
      for (const m of game.missingFor(data.slice(2))) send(`m:${m}`);
    } catch (e) {
      refused += 1;
      $('online').dataset.refused = String(refused);
      error(t('online_sync_refused', { msg: e }));
      hooks.announce(t('online_sync_refused', { msg: e }));
      return;
    }
    pump();
    return;
  }
  if (data.startsWith('m:')) {
    try {
      game.receive(data.slice(2));
    } catch (e) {
      refusedSay(e.message);
      return;
    }
    // The refused message is behind: valid play goes on, and the line goes.
    if (refusalShown) {
      $('online-refused').hidden = true;
      refusalShown = false;
    }
    keep();
    pump();
    return;
  }
  refusedSay(t('online_bad_data'));
}

/**
 * A message from the other device was refused: shown (the latest reason and
 * the count so far, outside the alert region) and said at most once per
 * REFUSAL_GAP_MS, the rest as a count.
 */
function refusedSay(msg) {
  refused += 1;
  $('online').dataset.refused = String(refused);
  const box = $('online-refused');
  box.textContent = sentences(t('online_refused', { msg }), refused > 1 ? t('online_refused_total', { n: refused }) : '');
  box.hidden = false;
  refusalShown = true;
  const now = performance.now();
  if (now - refusalSaidAt >= REFUSAL_GAP_MS) {
    refusalSaidAt = now;
    hooks.announce(t('online_refused', { msg }));
    return;
  }
  refusalsUnsaid += 1;
  refusalTimer ??= setTimeout(() => {
    refusalTimer = null;
    refusalSaidAt = performance.now();
    hooks.announce(t('online_refused_more', { n: refusalsUnsaid }));
    refusalsUnsaid = 0;
  }, REFUSAL_GAP_MS - (now - refusalSaidAt));
}

function connected(ch) {
  channel = ch;
  synced = false;
  syncAnswered = false;
  lost = null;
  error('');
  show('table');
  // A claimed match says only that: it cannot go on.
  ch.send(game.view().claimed ? 'c:' : `s:${game.syncPoint()}`);
  render();
  hooks.announce(t('online_connected'));
  $('online-table').querySelector('.felt').focus?.();
}

function failed(kind) {
  channel = null;
  synced = false;
  // A reply that did not connect: the code screen says so and stays.
  if (kind === 'stale' && stage === 'code') {
    error(t('online_stale', { s: 20 }));
    say('');
    return;
  }
  if (game?.view().over || lost === 'tab') return;
  lost = kind;
  render();
}

function newLink() {
  link?.close();
  link = new Link(stunList(), { onChannel: connected, onMessage, onFail: failed });
  return link;
}

function baseAddress() {
  return `${location.origin}${location.pathname}${location.search}`;
}

/** Empties the code on show while a new one is made (the old one would not connect). */
function clearCode() {
  lastCode = null;
  $('online-link').value = '';
  $('online-paste').value = '';
  delete $('online-link').dataset.kind;
  $('online-qr').replaceChildren();
}

async function showCode(kind, code) {
  lastCode = code;
  const id = game?.matchId() ?? '';
  const href = kind === 'invite'
    ? `${baseAddress()}#join=${code}${id && game.view().count > 1 ? `&r=${id}` : ''}`
    : `${baseAddress()}#reply=${code}`;
  $('online-link').value = href;
  $('online-link').dataset.kind = kind;
  $('online-code-what').textContent = t(kind === 'invite' ? 'online_invite_what' : 'online_reply_what');
  $('online-code-size').textContent = t('online_code_size', { n: href.length, c: code.length });
  $('online-code').dataset.length = String(href.length);
  $('online-paste-box').hidden = kind !== 'invite';
  $('online-share').hidden = !navigator.share;
  const qr = $('online-qr');
  try {
    qr.replaceChildren(qrSvg(engine.qrOf(href), t('online_qr_label')));
  } catch (e) {
    qr.replaceChildren();
    error(t('online_failed', { msg: e }));
  }
}

/** Drops the connection of the match held so far and starts `fresh` in its place. */
function beginAfresh(fresh) {
  link?.close();
  link = null;
  channel = null;
  synced = false;
  begin(fresh);
}

async function invite() {
  error(stunNote());
  try {
    if (!game || game.view().over) {
      const name = $('online-name').value.trim() || t('online_host_default');
      let fresh;
      try {
        fresh = engine.Online.host(name, $('online-first').value);
      } catch (e) {
        error(t('online_name_refused', { msg: e }));
        return;
      }
      beginAfresh(fresh);
    }
    say('online_making');
    clearCode();
    show('code');
    const code = await newLink().offer();
    await showCode('invite', code);
    say(game.view().count > 1 ? 'online_wait_reply_again' : 'online_wait_reply', { name: friendName(game.view()) });
    $('online-link').focus();
  } catch (e) {
    error(t('online_failed', { msg: e }));
    show(game?.view().count ? 'table' : 'start');
  }
}

/** Whether this tab holds a match that is not over (one that a new one would throw away). */
function unfinished() {
  return Boolean(game && game.view().count > 0 && !game.view().over);
}

/**
 * Answers an invitation's code: for the match held (`resume`, a
 * reconnection), or as a new match's guest. The code is read first (a bad
 * one changes nothing), and a match held that is not over is left only
 * when the player says so.
 */
async function answer(code, { resume = false } = {}) {
  error(stunNote());
  try {
    await decode(code, 'offer');
  } catch (e) {
    error(t('online_bad_code', { msg: e }));
    say('');
    if (unfinished() && !resume) {
      show('table');
      render();
    }
    return;
  }
  let fresh = null;
  if (!resume) {
    try {
      fresh = engine.Online.guest($('online-guest-name').value.trim() || t('online_guest_default'));
    } catch (e) {
      error(t('online_name_refused', { msg: e }));
      return;
    }
  }
  try {
    if (!resume) {
      if (unfinished() && lost !== 'tab') {
        const yes = await ask({
          title: t('online_leave_title'),
          text: t('online_leave_text', { name: friendName(game.view()) }),
          yes: t('online_leave_yes'),
        });
        if (!yes) {
          show('table');
          render();
          return;
        }
      }
      beginAfresh(fresh);
    }
    say('online_making');
    clearCode();
    show('code');
    const reply = await newLink().answer(code);
    await showCode('reply', reply);
    // The host has yet to open the reply: the channel opens only then.
    say('online_wait_open');
    $('online-link').focus();
  } catch (e) {
    error(t('online_bad_code', { msg: e }));
    say('');
  }
}

async function accept(code) {
  if (!link || stage !== 'code' || $('online-link').dataset.kind !== 'invite') return false;
  try {
    await link.accept(code);
    say('online_wait_connect');
    error('');
    return true;
  } catch (e) {
    error(t('online_bad_code', { msg: e }));
    return false;
  }
}

/** A code or link pasted by the player: the part after `#reply=` or the code itself. */
function codeOf(text, key) {
  const s = String(text ?? '').trim();
  const m = s.match(new RegExp(`[#&]${key}=([A-Za-z0-9_-]+)`));
  return m ? m[1] : s;
}

/**
 * The names as a screen reader hears them: this side's own as the person
 * ("You take…", "你要牌…"), the friend's as typed.
 */
function spokenNames(names, view) {
  const mine = view.seat === 'p1' ? 0 : 1;
  return names.map((n, i) => (i === mine ? t('default_you') : n));
}

/**
 * What changed on the table since it was last said, as the hot-seat table
 * says it (duel21/play.js): a round dealt, a card taken or a stand (either
 * side's), why a seat stops drawing, the round's result, the match's
 * winner and score, and whose turn it is. '' when nothing new is to be said.
 */
function spoken(snap, view, names) {
  const was = heard;
  const now = {
    game, round: snap.round, phase: snap.phase, cards: snap.seats.map((v) => v.cards.length),
    stood: snap.seats.map((v) => v.stood), stops: snap.seats.map((v) => v.stop), to_move: snap.to_move,
  };
  heard = now;
  // A table first shown (the screen opened, a reload) is drawn silently, as a resumed hot-seat match is.
  if (!was || was.game !== game) return '';
  const said = spokenNames(names, view);
  const lines = [];
  if (now.round !== was.round) {
    const has = (i) => tn('has', 'has_you', { name: said[i], total: snap.seats[i].total });
    lines.push(t('dealt', { n: snap.round, h1: has(0), h2: has(1) }));
  } else {
    for (const i of [0, 1]) {
      const v = snap.seats[i];
      if (now.cards[i] > was.cards[i]) {
        const card = v.cards[v.cards.length - 1];
        lines.push(tn('took', 'took_you', { name: said[i], card: cardLabel(card), total: v.total }));
      } else if (now.stood[i] && !was.stood[i]) {
        lines.push(tn('stands', 'stands_you', { name: said[i], total: v.total }));
      }
    }
  }
  if (snap.phase === 'drawing') {
    snap.seats.forEach((v, i) => {
      if (v.stop !== (now.round === was.round ? was.stops[i] : null)) lines.push(stopText(v.stop, said[i]));
    });
  }
  const last = snap.history[snap.history.length - 1];
  if (snap.phase !== 'drawing' && last && (was.phase === 'drawing' || now.round !== was.round)) {
    lines.push(t('result_line', { outcome: outcomeText(last, said), verdict: verdictText(last, said) }));
    if (snap.phase === 'match_over') lines.push(winnerLine(snap, said), finalScore({ ...snap, names }));
  }
  if (snap.phase === 'drawing' && snap.to_move && (now.to_move !== was.to_move || lines.length)) {
    lines.push(tn('turn_line', 'turn_line_you', { name: said[snap.to_move === 'p1' ? 0 : 1] }));
  }
  return sentences(...lines);
}

/** "You win the match!", "Bo wins the match!" or "The match is a draw!". */
function winnerLine(snap, said, claimed) {
  // A claimed match is won by the claimant, whatever the rounds say.
  const w = claimed ? { kind: 'win', seat: claimed } : snap.winner;
  if (!w) return '';
  return w.kind === 'win'
    ? tn('match_winner', 'match_winner_you', { name: said[w.seat === 'p1' ? 0 : 1] })
    : t('match_draw');
}

// The turn last brought into view (keepDecisionInView), so only a change of turn scrolls.
let inView = null;

/**
 * When this side is to decide, its hand and Take/Stand — with the friend's
 * hand and the scoreboard above them where they fit too — are scrolled into
 * view together (a phone, a window at 200 % zoom), once per turn, as the
 * hot-seat table does (duel21/render.js).
 */
function keepDecisionInView(snap, view, ours) {
  const key = ours && snap.phase === 'drawing' ? `${view.hash}` : null;
  if (!key || key === inView || $('online-table').hidden) return;
  inView = key;
  const scope = $('online-table');
  const near = scope.querySelector(`.seat[data-seat="${view.seat}"]`);
  const other = scope.querySelector(`.seat:not([data-seat="${view.seat}"])`);
  const span = (els) => {
    const rects = els.map((e) => e.getBoundingClientRect());
    return { top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)) };
  };
  const decision = [near, $('online-take'), $('online-stand')];
  let box = span([scope.querySelector('.scoreboard'), other, ...decision]);
  if (box.bottom - box.top > window.innerHeight) box = span([other, ...decision]);
  if (box.bottom - box.top > window.innerHeight) box = span(decision);
  const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  if (box.top < 0) window.scrollBy({ top: box.top, behavior });
  else if (box.bottom > window.innerHeight) window.scrollBy({ top: box.bottom - window.innerHeight, behavior });
}

function render() {
  if (!game) return;
  const view = game.view();
  const root = $('online');
  root.dataset.count = String(view.count);
  root.dataset.hash = view.hash;
  root.dataset.seat = view.seat;
  const friend = friendName(view);
  const snap = view.table;
  const lostBox = $('online-lost');
  // The reply tab says only that it passed the reply; a finished match has no connection to mend.
  lostBox.hidden = !lost || stage === 'passed' || view.over;
  // While this side is answering a new invitation, the friend's link is on its way: no Reconnect.
  const answering = stage === 'code' && $('online-link').dataset.kind === 'reply';
  if (lost) {
    $('online-lost-text').textContent = lostText(lost, friend, view, answering);
  }
  $('online-reconnect').hidden = lost === 'tab' || answering;
  $('online-load').hidden = lost !== 'tab';
  if (!snap) {
    if (stage === 'table') say('online_dealing');
    return;
  }
  // The lobby's line is done once the table is dealt: the turn is said on the felt.
  if (stage === 'table') say('');
  const names = view.names.map((n, i) => n || t(i === 0 ? 'online_host_default' : 'online_guest_default'));
  const table = { ...snap, names, computer: [false, false] };
  const scope = $('online-table');
  renderTable(scope, table);
  const near = view.seat === 'p1' ? 'p1' : 'p2';
  scope.querySelector('.felt').classList.toggle('p1-near', near === 'p1');
  // The friend's seat, when it is to move, is "to play" (行动中), not "your turn".
  const other = scope.querySelector(`.seat:not([data-seat="${near}"]) .tag.turn`);
  if (other) other.textContent = t('online_their_turn');
  const ours = view.owes && view.due.kind === 'move';
  const drawing = snap.phase === 'drawing';
  for (const [id, on] of [['online-take', ours && drawing], ['online-stand', ours && drawing], ['online-next', ours && snap.phase === 'round_over']]) {
    const b = $(id);
    b.disabled = !on || Boolean(lost) || !channel || !synced;
    b.dataset.count = String(view.count);
  }
  $('online-take').hidden = !drawing;
  $('online-stand').hidden = !drawing;
  $('online-next').hidden = snap.phase !== 'round_over';
  $('online-cards-left').textContent = t('cards_left', { n: snap.cards_left });
  const last = snap.history[snap.history.length - 1];
  const decided = snap.phase !== 'drawing' && last;
  $('online-banner').hidden = !decided;
  if (decided) {
    $('online-banner-title').textContent = outcomeText(last, names);
    $('online-banner-why').textContent = verdictText(last, names);
  }
  let status;
  if (view.claimed) status = t(view.claimed === view.seat ? 'online_claimed_by_you' : 'online_friend_claimed', { name: friend });
  else if (view.over) status = t('online_over');
  else if (lost === 'tab') status = t('online_held_here');
  else if (lost) status = t('online_lost_short', { name: friend });
  else if (['rand', 'link'].includes(view.due.kind)) status = t('online_drawing');
  else if (ours) status = t(drawing ? 'online_your_turn' : 'online_your_deal');
  else status = t('online_wait_friend', { name: friend });
  $('online-turn').textContent = status;
  keepDecisionInView(snap, view, ours && !lost && Boolean(channel) && synced);
  const line = spoken(table, view, names);
  if (line) hooks.announce(line);
  $('online-summary').hidden = !view.over;
  claimBox(view, friend);
  if (view.over) {
    const said = spokenNames(names, view);
    $('online-summary-winner').textContent = winnerLine(table, said, view.claimed);
    $('online-summary-score').textContent = view.claimed
      ? `${finalScore(table)} · ${t('online_claim_score', { name: names[view.claimed === 'p1' ? 0 : 1] })}`
      : finalScore(table);
    $('online-summary-hash').textContent = t('online_transcript_hash', { hash: view.hash.slice(0, 16) });
    // The review link carries the cards as dealt (the match has no seed).
    try {
      const url = new URL(baseAddress());
      url.searchParams.set('review', game.shareCode());
      $('online-review').href = url.href;
    } catch (e) {
      error(t('online_failed', { msg: e }));
    }
    // The summary of a match just ended (or reopened) is brought into view
    // and its heading takes the focus, once per match.
    if (summaryFor !== game && stage === 'table') {
      summaryFor = game;
      const heading = $('online-summary-title');
      heading.focus({ preventScroll: true });
      heading.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    }
    // Counted once, in this device's statistics, apart and per friend. A
    // claim the friend's device says it made is only its word (this device
    // may have been answering all along): the match ends here, uncounted.
    const theirClaim = view.claimed && view.claimed !== view.seat;
    if (counted !== game && !theirClaim) {
      counted = game;
      const done = game;
      recordOnline(() => done.statsEntry(Date.now(), t('online_friend')));
    }
    // The finished match's record goes (only this tab's own: see keep()); a
    // claimed one stays, so a reload shows it claimed and the friend's
    // device, if it comes back, is told.
    if (!view.claimed && lost !== 'tab' && stored(SAVE_KEY) === mine) store(SAVE_KEY, null);
  }
}

/** What the lost box says: who sends the new link, and who waits for it. */
function lostText(kind, friend, view, answering) {
  if (kind === 'ice') return t('online_ice_failed', { name: friend });
  if (kind === 'stale') return t('online_stale', { s: 20 });
  if (kind === 'tab') return t('online_other_tab');
  if (answering) return t('online_lost_answering', { name: friend });
  return t(view.seat === 'p1' ? 'online_lost' : 'online_lost_guest', { name: friend });
}

/** Whether the connection is open and synced (the other side can answer now). */
const live = () => Boolean(channel && synced && !lost && channel.readyState === 'open');

/**
 * The claim's notice: once the other device has owed a message that needs
 * no person for the engine's wait (or the connection has been lost for
 * its longer one), say so and offer the claim. The page only measures
 * the wait; the engine decides whether a claim may be made.
 */
function claimBox(view, friend) {
  const box = $('online-claim');
  if (!box) return;
  const connected = live();
  const needed = view.over || lost === 'tab' ? undefined : game.claimWait(connected);
  const key = needed === undefined ? null : connected ? `on:${view.count}` : 'off';
  if (key !== silence.key) silence = { key, since: Date.now() };
  const waited = Date.now() - silence.since;
  const on = needed !== undefined && waited >= needed;
  // Said once when the wait is over (the box is an alert: not re-said every second).
  if (on && box.hidden) {
    $('online-claim-text').textContent = t(connected ? 'online_silent' : 'online_lost_long', {
      name: friend, s: Math.floor(waited / 1000), min: Math.floor(waited / 60000),
    });
  }
  box.hidden = !on;
  // Measured every second while a wait runs (the box alone, not the table).
  if (needed !== undefined && !ticker) {
    ticker = setInterval(() => {
      if (game?.view().table) claimBox(game.view(), friendName(game.view()));
    }, 1000);
  } else if (needed === undefined && ticker) {
    clearInterval(ticker);
    ticker = null;
  }
}

/** "Claim the match": the engine decides, from the wait measured here. */
function claim() {
  if (!game || lost === 'tab') return;
  const connected = live();
  try {
    game.claim(Date.now() - silence.since, connected);
  } catch (e) {
    error(e.message);
    return;
  }
  keep();
  // The friend's device, there but silent, is told at once (else when it comes back).
  if (channel?.readyState === 'open') channel.send('c:');
  render();
  hooks.announce(t('online_claimed_by_you', { name: friendName(game.view()) }));
}

/** The page's actions on this screen. Returns whether it was one. */
export function onlineAction(action, el) {
  switch (action) {
    case 'online-invite':
      invite();
      return true;
    case 'online-answer':
      answer(pendingJoin);
      return true;
    case 'online-copy':
      navigator.clipboard?.writeText($('online-link').value).then(() => say('online_copied'), () => $('online-link').select());
      return true;
    case 'online-share':
      navigator.share?.({ title: t('online_heading'), url: $('online-link').value }).catch(() => {});
      return true;
    case 'online-paste-go':
      accept(codeOf($('online-paste').value, 'reply'));
      return true;
    case 'online-reconnect':
      if (lost !== 'tab') invite();
      return true;
    case 'online-load':
      if (lost === 'tab') loadOtherTab();
      return true;
    case 'online-claim':
      claim();
      return true;
    case 'online-stun-save': {
      const list = parseStun($('online-stun').value);
      if (list === null) error(t('online_stun_bad'));
      else {
        store(STUN_KEY, $('online-stun').value.trim());
        error('');
        say('online_stun_saved', { list: list.length ? list.join(', ') : 'none' });
      }
      return true;
    }
    case 'online-transcript': {
      const blob = new Blob([`${game.transcript()}\n`], { type: 'application/x-ndjson' });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `duel21-online-${game.matchId()}.jsonl`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 1000);
      return true;
    }
    case 'take':
    case 'stand':
    case 'next': {
      if (!game || !channel) return true;
      // An intent names the table it was meant for: a double-click acts once.
      if (el?.dataset.count && el.dataset.count !== String(game.view().count)) return true;
      try {
        const m = game.play(action);
        keep();
        send(`m:${m}`);
      } catch (e) {
        error(t('online_failed', { msg: e }));
      }
      pump();
      return true;
    }
    default:
      return false;
  }
}

let pendingJoin = null;

function clearHash() {
  try { history.replaceState(history.state, '', baseAddress()); } catch { /* kept */ }
}

/** The reply link opened in a tab of the host's browser: passed to the waiting tab. */
function passReply(code) {
  // A tab at its match keeps its table, and says on its status line where the reply went.
  const keepTable = unfinished() && lost !== 'tab';
  const where = keepTable ? $('online-status') : $('online-passed-text');
  if (keepTable) {
    show('table');
    render();
  } else {
    show('passed');
  }
  const id = Math.random().toString(36).slice(2);
  let acked = false;
  const onAck = (e) => {
    if (e.data?.type === 'ack' && e.data.id === id) {
      acked = true;
      where.textContent = t('online_passed');
      hooks.announce(t('online_passed'));
    }
  };
  bc?.addEventListener('message', onAck);
  bc?.postMessage({ type: 'reply', code, id });
  where.textContent = t('online_passing');
  setTimeout(() => {
    if (acked) return;
    where.textContent = t(keepTable ? 'online_reply_not_here' : 'online_no_waiting_tab', { code });
  }, 2000);
}

/** Loads the online module (its own wasm, fetched the first time the screen opens). */
export const loadEngine = () => engine.loadOnline();

/**
 * Fills the screen once it is shown (its module loaded: ensureOnline): from
 * the menu, a reload, or a link's `#join=` / `#reply=`.
 */
export async function openOnline() {
  say('');
  error(stunNote());
  const hash = new URLSearchParams(location.hash.slice(1));
  // A reply link opened in a new tab only passes the reply on: it loads no match.
  if (!game && !hash.has('reply')) {
    const text = stored(SAVE_KEY);
    if (text) {
      try {
        game = engine.Online.load(text);
        mine = text;
        lost = game.view().over ? null : 'lost';
      } catch (e) {
        // A trap is the engine's, not the record's: the record stays.
        if (e instanceof WebAssembly.RuntimeError) {
          fail(e);
          return;
        }
        // Set aside (kept for a look, no longer read), never lost.
        setAsideOnline(text);
        error(damagedText(e));
      }
    }
  }
  if (hash.has('join')) {
    pendingJoin = hash.get('join');
    const r = hash.get('r');
    clearHash();
    if (game && r && game.matchId() === r) {
      // A new invitation for the match this side holds: answer at once.
      await answer(pendingJoin, { resume: true });
      return;
    }
    // Another match's invitation: the match held stays until Join is
    // pressed and the player agrees to leave it (answer).
    show('join');
    $('online-guest-name').focus();
    return;
  }
  if (hash.has('reply')) {
    const code = hash.get('reply');
    clearHash();
    if (!(await accept(code))) passReply(code);
    return;
  }
  if (game && game.view().count > 0 && (!game.view().over || game.view().claimed)) {
    show('table');
    render();
    return;
  }
  show('start');
  $('online-stun').value = stored(STUN_KEY) ?? '';
  $('online-stun').placeholder = DEFAULT_STUN.join(', ');
  $('online-name').focus();
}

/**
 * Wires the lobby once it is loaded (link.js): the hooks are the page's
 * `announce` and `open` (goes to this screen).
 */
export function startLobby(h) {
  hooks = h;
  if (typeof BroadcastChannel === 'function') {
    bc = new BroadcastChannel(BC_NAME);
    bc.addEventListener('message', async (e) => {
      if (e.data?.type !== 'reply' || typeof e.data.code !== 'string') return;
      if (await accept(e.data.code)) bc.postMessage({ type: 'ack', id: e.data.id });
    });
  }
  // Another tab wrote this match's record: the two-tab rule (keep()).
  window.addEventListener('storage', (e) => {
    if (e.key === SAVE_KEY && game && lost !== 'tab' && e.newValue !== mine) heldByOtherTab();
  });
  // Enter in a name box does what its screen's button does.
  for (const [id, act] of [['online-name', () => invite()], ['online-guest-name', () => answer(pendingJoin)]]) {
    // A longer name is refused by the one name rule (said), not cut silently.
    $(id).maxLength = 200;
    $(id).addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' || e.isComposing) return;
      e.preventDefault();
      e.stopPropagation();
      act();
    });
  }
}

/** Redraws in the language now chosen. */
export function relabelOnline() {
  // The claim's notice is said again in the new language.
  $('online-claim').hidden = true;
  if (game) render();
  if (lastCode && stage === 'code') showCode($('online-link').dataset.kind, lastCode);
}
