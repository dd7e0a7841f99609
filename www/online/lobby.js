// "Play a friend online" (在线对战): the connection. The lobby that makes
// and answers the connection codes (an invitation, a reply: the cut and
// compressed offers and answers of rtc.js, as links and QR codes), the
// WebRTC link and its data channel, a reply passed to the waiting tab over a
// BroadcastChannel, and the STUN servers. The match itself and its drawing
// are the online table's (table.js), on the life cycle both games' tables
// share; this file moves text between the data channel and it.
//
// What crosses the data channel is text: `m:` + a protocol message, or
// `s:` + a sync point (message count and transcript hash), sent by both
// sides when a channel opens, so each resends what the other lacks; `k:`
// acknowledges a sync point (a channel may lose what is sent the moment it
// opens, so a sync point is sent again each second until `k:` or the
// friend's first `m:` comes, up to ten times: sync.js); `c:`
// says the match was claimed; `r:` + a rematch offer (the finished match's
// last transcript hash), sent by each side that wants to play again: the
// rematch starts on a side once it has sent its own and taken the other's.
//
// This file is a chunk of the page's bundle, fetched the first time the
// screen opens (link.js, which also holds what the page needs before: a
// match's link in the address, and the table's markup).
import {
  Link, DEFAULT_STUN, parseStun, readStun, decode, STUN_MAX,
} from './rtc.js';
import { qrSvg } from './qr.js';
import { t } from '../i18n.js';
import { $ } from '../dom.js';
import { ask } from '../confirm.js';
import { inform } from '../page.js';
import {
  setAsideOnline, readOnline, watchOnline, readStunSetting, writeStunSetting, claimOnlineOwner, watchOnlineOwner,
} from '../storage.js';
import { OnlineTable, baseAddress, friendName } from './table.js';
import { Sync } from './sync.js';
import * as engine from './engine.js';

const BC_NAME = 'duel21-online';
// This tab among the browser's tabs, in the owner record (storage.js: claimOnlineOwner).
const TAB_ID = Math.random().toString(36).slice(2, 12);

/**
 * The connection's state: the page's hooks (startLobby), the table, the
 * link (rtc.js) and its open channel; `synced`, whether both sync points
 * are through on this channel (syncDone: until then nothing new is sent);
 * `sync`, the sync on this channel (sync.js); the lobby's part on show (`stage`), the code on
 * show, the BroadcastChannel to this browser's other tabs, and the
 * invitation a `#join=` link brought; `busy`, a code being made (oneAtATime);
 * `accepted`, the link a reply was applied to (accept).
 */
const conn = {
  hooks: null,
  table: null,
  link: null,
  channel: null,
  synced: false,
  sync: null,
  stage: 'start',
  lastCode: null,
  bc: null,
  pendingJoin: null,
  busy: false,
  accepted: null,
};

/** The match held, or null. */
const game = () => conn.table?.game ?? null;

/** The STUN servers: `?stun=` first, then the lobby's setting, else the default list. */
export function stunList() {
  const asked = parseStun(new URLSearchParams(location.search).get('stun'));
  if (asked) return asked;
  return parseStun(readStunSetting()) ?? DEFAULT_STUN;
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

/** The lobby's status line (a live region): a line already on show is not written again (it would be said again). */
function say(key, params) {
  const text = key ? t(key, params) : '';
  if ($('online-status').textContent !== text) $('online-status').textContent = text;
}

function error(text) {
  if (conn.table) conn.table.refusalShown = false;
  $('online-error').textContent = text ?? '';
  $('online-error').hidden = !text;
}

function show(part) {
  conn.stage = part;
  for (const id of ['start', 'join', 'code', 'table', 'passed']) $(`online-${id}`).hidden = id !== part;
  $('online').dataset.stage = part;
}

function send(text) {
  if (conn.synced && conn.channel?.readyState === 'open') conn.channel.send(text);
}

/** Sends on the open channel, whether synced or not (the sync's own messages). */
function sendNow(text) {
  if (conn.channel?.readyState === 'open') conn.channel.send(text);
}

/** Drops the connection (another tab holds the match, or a new one starts). */
function drop() {
  const was = conn.link;
  conn.link = null;
  conn.channel = null;
  conn.synced = false;
  stopSync();
  was?.close();
}

/** Stops sending this side's sync point again (acknowledged, or the channel is gone). */
function stopSync() {
  conn.sync?.stop();
}

/**
 * Sends this side's first message on a channel just opened, a sync point
 * again until the friend acknowledges it (sync.js); never acknowledged, the
 * connection is lost (Reconnect).
 */
function sendSync(ch, first) {
  stopSync();
  conn.sync = null;
  let mine = null;
  // What this sync sends goes on its own channel only, while it is the connection's.
  const send = (text) => {
    if (conn.sync !== mine || conn.channel !== ch || ch.readyState !== 'open') return false;
    ch.send(text);
    return true;
  };
  mine = new Sync(first, send, () => {
    if (conn.sync === mine && conn.channel === ch) failed('lost');
  });
  conn.sync = mine;
}

/**
 * Both sync points are through (the friend's came, this side's was
 * acknowledged): what the friend lacks is sent, then whatever this side
 * owes. Until then nothing goes out, so this side's sync point does not
 * move before the friend has it, and what it asks for is never sent twice.
 */
function syncDone() {
  const { sync, table } = conn;
  if (conn.synced || !sync?.through) return;
  conn.synced = true;
  try {
    for (const m of game().missingFor(sync.theirs.slice(2))) send(`m:${m}`);
  } catch (e) {
    table.syncRefused(e);
    return;
  }
  table.pump();
}

function onMessage(data) {
  const { table, sync } = conn;
  if (typeof data !== 'string' || data.length > 4000) {
    table.refusedSay(t('online_bad_data'));
    return;
  }
  // The friend has this side's sync point (it sends `m:` only after it).
  if (sync?.acknowledges(data)) syncDone();
  if (data === 'k:') return;
  if (data === 'c:') {
    table.friendClaimed();
    return;
  }
  const view = game().view();
  if (view.claimed) {
    // A match this side claimed: whatever the friend sends, it is told so.
    // One the friend's device claimed is not told back as this side's
    // claim ('c:' means "I claimed"): the friend would name this side.
    if (view.claimed === view.seat) sendNow('c:');
    return;
  }
  if (data.startsWith('s:')) {
    // A sync point is answered once per connection (it may ask for the
    // whole record again: answering every one would be a flood). The same
    // one again means this side's acknowledgement has not arrived: it is
    // acknowledged again (sync.js), and nothing else sent.
    const came = sync?.theirsCame(data);
    if (came === 'theirs') syncDone();
    else if (came === 'refused') table.refusedSay(t('online_sync_again'));
    return;
  }
  if (data.startsWith('m:')) {
    table.receive(data.slice(2));
    return;
  }
  if (data.startsWith('r:')) {
    table.rematchOffered(data.slice(2));
    return;
  }
  table.refusedSay(t('online_bad_data'));
}

function connected(ch) {
  conn.channel = ch;
  conn.synced = false;
  const first = conn.table.connected();
  // This tab holds the match's connection now: another tab of it holds its table.
  const id = game().matchId();
  if (id) claimOnlineOwner(TAB_ID, id);
  error('');
  show('table');
  // A claimed match says only that: it cannot go on.
  sendSync(ch, first);
  conn.table.render();
  conn.hooks.announce(t('online_connected'));
  $('online-table').querySelector('.felt').focus?.();
}

function failed(kind) {
  conn.channel = null;
  conn.synced = false;
  stopSync();
  // A reply that did not connect: the code screen says so and stays.
  if (kind === 'stale' && conn.stage === 'code') {
    error(t('online_stale', { s: 20 }));
    say('');
    return;
  }
  conn.table.linkLost(kind);
}

function newLink() {
  conn.link?.close();
  conn.link = new Link(stunList(), { onChannel: connected, onMessage, onFail: failed });
  return conn.link;
}

/** Empties the code on show while a new one is made (the old one would not connect). */
function clearCode() {
  conn.lastCode = null;
  $('online-link').value = '';
  $('online-paste').value = '';
  delete $('online-link').dataset.kind;
  $('online-qr').replaceChildren();
}

async function showCode(kind, code) {
  conn.lastCode = code;
  const g = game();
  const id = g?.matchId() ?? '';
  const href = kind === 'invite'
    ? `${baseAddress()}#join=${code}${id && g.view().count > 1 ? `&r=${id}` : ''}`
    : `${baseAddress()}#reply=${code}`;
  $('online-link').value = href;
  $('online-link').dataset.kind = kind;
  $('online-code-what').textContent = t(kind === 'invite' ? 'online_invite_what' : 'online_reply_what');
  // A short name; the paragraph above is its description (index.html).
  $('online-link').setAttribute('aria-label', t(kind === 'invite' ? 'online_invite_link' : 'online_reply_link'));
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
  drop();
  conn.table.startWith(fresh);
}

/**
 * Runs `step`, a step of the lobby that makes a connection code, unless one
 * is under way: a double click or a held Enter would start a second one on
 * the same connection, which the browser refuses with its own words.
 */
async function oneAtATime(step) {
  if (conn.busy) return;
  conn.busy = true;
  try {
    await step();
  } finally {
    conn.busy = false;
  }
}

async function invite() {
  await oneAtATime(inviteNow);
}

async function inviteNow() {
  error(stunNote());
  try {
    if (!game() || game().view().over) {
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
    say(game().view().count > 1 ? 'online_wait_reply_again' : 'online_wait_reply', { name: friendName(game().view()) });
    $('online-link').focus();
  } catch (e) {
    error(t('online_failed', { msg: e }));
    show(game()?.view().count ? 'table' : 'start');
  }
}

/** Whether this tab holds a match that is not over (one that a new one would throw away). */
function unfinished() {
  const g = game();
  return Boolean(g && g.view().count > 0 && !g.view().over);
}

/**
 * Answers an invitation's code: for the match held (`resume`, a
 * reconnection), or as a new match's guest. The code is read first (a bad
 * one changes nothing), and a match held that is not over is left only
 * when the player says so.
 */
async function answer(code, options) {
  await oneAtATime(() => answerNow(code, options));
}

async function answerNow(code, { resume = false } = {}) {
  error(stunNote());
  try {
    await decode(code, 'offer');
  } catch (e) {
    error(t('online_bad_code', { msg: e }));
    say('');
    if (unfinished() && !resume) {
      show('table');
      conn.table.render();
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
      if (unfinished() && conn.table.lost !== 'tab') {
        const yes = await ask({
          title: t('online_leave_title'),
          text: t('online_leave_text', { name: friendName(game().view()) }),
          yes: t('online_leave_yes'),
        });
        if (!yes) {
          show('table');
          conn.table.render();
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
  if (!conn.link || conn.stage !== 'code' || $('online-link').dataset.kind !== 'invite') return false;
  // A reply already applied to this invitation's connection (Connect pressed
  // again while it opens): nothing to do, and the browser would refuse it.
  if (conn.accepted === conn.link) return true;
  try {
    await conn.link.accept(code);
    conn.accepted = conn.link;
    // The channel may have opened while the reply was applied: the table
    // then says what it is doing, and "Connecting…" would come after it.
    if (conn.stage === 'code') {
      say('online_wait_connect');
      error('');
    }
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

/** The page's actions on this screen. Returns whether it was one. */
export function onlineAction(action, el) {
  const { table } = conn;
  switch (action) {
    case 'online-invite':
      invite();
      return true;
    case 'online-answer':
      answer(conn.pendingJoin);
      return true;
    case 'online-last':
      if (!game()?.view().over) return true;
      show('table');
      table.render();
      $('online-summary-title').focus({ preventScroll: true });
      $('online-summary-title').scrollIntoView({ block: 'start' });
      return true;
    case 'online-copy':
      navigator.clipboard?.writeText($('online-link').value).then(() => say('online_copied'), () => $('online-link').select());
      return true;
    case 'online-share':
      navigator.share?.({ title: t('online_heading'), url: $('online-link').value }).catch(() => {});
      return true;
    case 'online-paste-go':
      oneAtATime(() => accept(codeOf($('online-paste').value, 'reply')));
      return true;
    case 'online-reconnect':
      if (table.lost !== 'tab') invite();
      return true;
    case 'online-load':
      if (table.lost === 'tab' && !table.loadOtherTab()) show('start');
      return true;
    case 'online-claim':
      table.claim();
      return true;
    case 'online-rematch':
      table.offerRematch();
      return true;
    case 'online-stun-save': {
      const list = parseStun($('online-stun').value);
      if (list === null) error(t('online_stun_bad'));
      else {
        writeStunSetting($('online-stun').value.trim());
        error('');
        say('online_stun_saved', { list: list.length ? list.join(', ') : 'none' });
      }
      return true;
    }
    case 'online-transcript': {
      const blob = new Blob([`${game().transcript()}\n`], { type: 'application/x-ndjson' });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `duel21-online-${game().matchId()}.jsonl`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 1000);
      return true;
    }
    case 'take':
    case 'stand':
    case 'next':
      if (game() && conn.channel) table.play(action, el);
      return true;
    default:
      return false;
  }
}

function clearHash() {
  try { history.replaceState(history.state, '', baseAddress()); } catch { /* kept */ }
}

/** The reply link opened in a tab of the host's browser: passed to the waiting tab. */
function passReply(code) {
  // A tab at its match keeps its table, and says on its status line where the reply went.
  const keepTable = unfinished() && conn.table.lost !== 'tab';
  const where = keepTable ? $('online-status') : $('online-passed-text');
  if (keepTable) {
    show('table');
    conn.table.render();
  } else {
    show('passed');
  }
  const id = Math.random().toString(36).slice(2);
  let acked = false;
  const onAck = (e) => {
    if (e.data?.type === 'ack' && e.data.id === id) {
      acked = true;
      // Said by its own status line (a live region), once.
      where.textContent = t('online_passed');
    }
  };
  conn.bc?.addEventListener('message', onAck);
  conn.bc?.postMessage({ type: 'reply', code, id });
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
 * the menu, a reload, or a link's `#join=` / `#reply=`; `back`: from the
 * summary's own review (Back returns to the summary, its connection open or not).
 */
export async function openOnline({ back = false } = {}) {
  say('');
  error(stunNote());
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.has('reply')) {
    const code = hash.get('reply');
    clearHash();
    if (await accept(code)) return;
    // Checked (its length bounded, then parsed) before it goes to another
    // tab: a damaged reply goes nowhere, the screen is as it would be
    // without the link, and it says why.
    const damaged = await decode(code, 'answer').then(() => null, (e) => e);
    if (damaged === null) {
      passReply(code);
      return;
    }
    if (conn.stage !== 'code') await openOnline();
    error(t('online_bad_code', { msg: damaged }));
    return;
  }
  // (A reply link opened in a new tab only passes the reply on, above: it loads no match.)
  if (!game()) {
    const text = readOnline();
    // Set aside (kept for a look, no longer read), never lost.
    if (text && conn.table.resumeText(text, { refused: setAsideOnline }) === null) return;
  }
  if (hash.has('join')) {
    conn.pendingJoin = hash.get('join');
    const r = hash.get('r');
    clearHash();
    if (game() && r && game().matchId() === r) {
      // A new invitation for the match this side holds: answer at once.
      await answer(conn.pendingJoin, { resume: true });
      return;
    }
    // Another match's invitation: the match held stays until Join is
    // pressed and the player agrees to leave it (answer).
    show('join');
    $('online-guest-name').focus();
    return;
  }
  const g = game();
  // Back from the summary's review to a summary this page no longer holds:
  // the page was reloaded meanwhile, and a finished match's record goes
  // once it is counted (table.js, renderSummary), so its summary cannot be
  // built again. The menu, saying where the match went; never the form to
  // start a new match, which reads as if it was lost.
  if (back && !(g && g.view().count > 0)) {
    inform('online_summary_gone');
    conn.hooks.back();
    return;
  }
  // A match under way or claimed; or one just finished whose connection is
  // still open (back from another screen): its summary offers the rematch;
  // or back from its own review (the friend may have gone meanwhile: the
  // summary says the connection is closed).
  const open = conn.channel?.readyState === 'open';
  if (g && g.view().count > 0 && (!g.view().over || g.view().claimed || open || back)) {
    show('table');
    conn.table.render();
    return;
  }
  show('start');
  lastMatch();
  $('online-stun').value = readStunSetting() ?? '';
  $('online-stun').placeholder = DEFAULT_STUN.join(', ');
  $('online-name').focus();
}

/**
 * A finished match this page still holds, its connection gone: the start
 * form offers its summary again (the transcript to save, the review), as
 * the menu offers a finished match at this device again; Escape, the page's
 * Back, leaves a summary for the menu on every screen, and loses nothing.
 */
function lastMatch() {
  const g = game();
  const held = Boolean(g && g.view().count > 0 && g.view().over);
  $('online-last').hidden = !held;
  if (held) $('online-last-button').textContent = t('online_last', { name: friendName(g.view()) });
}

/**
 * Wires the lobby once it is loaded (link.js): the hooks are the page's
 * `announce` and `open` (goes to this screen).
 */
export function startLobby(h) {
  conn.hooks = h;
  conn.table = new OnlineTable({
    announce: (text) => conn.hooks.announce(text),
    send,
    claimSent: () => {
      if (conn.channel?.readyState === 'open') conn.channel.send('c:');
    },
    open: () => Boolean(conn.channel && conn.synced && conn.channel.readyState === 'open'),
    synced: () => Boolean(conn.channel) && conn.synced,
    stage: () => conn.stage,
    say,
    error,
    drop,
  });
  if (typeof BroadcastChannel === 'function') {
    conn.bc = new BroadcastChannel(BC_NAME);
    conn.bc.addEventListener('message', async (e) => {
      if (e.data?.type !== 'reply' || typeof e.data.code !== 'string') return;
      if (await accept(e.data.code)) conn.bc.postMessage({ type: 'ack', id: e.data.id });
    });
  }
  // Another tab wrote this match's record: the two-tab rule (table.js, keep()).
  watchOnline((text) => conn.table.writtenElsewhere(text));
  // Another tab connected for this match (before either writes a move).
  watchOnlineOwner(({ tab, match }) => {
    if (tab === TAB_ID) return;
    const held = conn.table.lost === 'tab';
    conn.table.ownedElsewhere(match);
    // An invitation or reply this tab was making would connect nothing now: the table shows.
    if (!held && conn.table.lost === 'tab' && conn.stage === 'code') show('table');
  });
  // The summary's review opens in this page on a plain click (the
  // connection and the rematch offer stay); its address is for copying.
  $('online-review').addEventListener('click', (e) => {
    const code = new URL(e.currentTarget.href).searchParams.get('review');
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || !code) return;
    e.preventDefault();
    conn.hooks.review(code, e.currentTarget.id);
  });
  // A page going away (closed, reloaded, another address) closes its
  // connection, so the friend's device sees it lost at once, not when ICE
  // gives up some 15 s later.
  window.addEventListener('pagehide', () => conn.link?.close());
  // Enter in a name box does what its screen's button does.
  for (const [id, act] of [['online-name', () => invite()], ['online-guest-name', () => answer(conn.pendingJoin)]]) {
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
  if (game()) conn.table.render();
  if (conn.stage === 'start') lastMatch();
  if (conn.lastCode && conn.stage === 'code') showCode($('online-link').dataset.kind, conn.lastCode);
}
