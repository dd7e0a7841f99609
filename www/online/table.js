// The table of an online match: one side's match (the engine's OnlineGame,
// www/online/engine.js), its record in storage, and its drawing, on the
// life cycle both games' tables share (www/table-screen.js). The engine
// checks every message and says what is due and who won; this file keeps
// the record after every message (a tab writes only over its own: the
// two-tab rule of every save, docs/saves.md), draws the table with the
// hot-seat table's one render (duel21/render.js), says what changed, counts
// a finished match in the statistics, and measures the silence a claim
// needs. The connection that carries the messages is lobby.js's: it hands
// this table what arrives, and this table sends through `env.send`.
import { renderTable, finalScore, keepDecisionInView } from '../duel21/render.js';
import {
  t, tn, outcomeText, verdictText, cardLabel, stopText, sentences, drawsText, cardsLeftText,
} from '../i18n.js';
import { $ } from '../dom.js';
import { fail, storageFull } from '../page.js';
import { readOnline, writeOnline, rememberOwnReview } from '../storage.js';
import { recordOnline } from '../stats.js';
import { TableScreen } from '../table-screen.js';
import * as engine from './engine.js';

// A flood of refused messages is said at most once per REFUSAL_GAP_MS: the
// first at once, then how many more were refused since (refusedSay).
const REFUSAL_GAP_MS = 5000;

/** This page's address without a fragment (a link's base). */
export function baseAddress() {
  return `${location.origin}${location.pathname}${location.search}`;
}

/** The friend's name on the table, or the page's word for them. */
export function friendName(view) {
  const other = view.seat === 'p1' ? 1 : 0;
  return view.names[other] || t('online_friend');
}

/** What the menu shows of the match (storage.js: onlineFriend): null once it is claimed or before the friend's hello. */
function summaryOf(view) {
  return view.claimed || view.count < 2 ? null : { friend: view.names[view.seat === 'p1' ? 1 : 0] ?? '' };
}

/**
 * The names as a screen reader hears them: this side's own as the person
 * ("You take…", "你要牌…"), the friend's as typed.
 */
function spokenNames(names, view) {
  const own = view.seat === 'p1' ? 0 : 1;
  return names.map((n, i) => (i === own ? t('default_you') : n));
}

/**
 * "You win the match!", "Bo wins the match!" or "The match is a draw!": the
 * engine's winner. A match the friend's device says it claimed has none (its
 * word only): it is said to have ended so.
 */
function winnerLine(w, said, view) {
  if (view?.claimed && view.claimed !== view.seat) return t('online_ended_by_claim', { name: said[view.claimed === 'p1' ? 0 : 1] });
  if (!w) return '';
  return w.kind === 'win'
    ? tn('match_winner', 'match_winner_you', { name: said[w.seat === 'p1' ? 0 : 1] })
    : t('match_draw');
}

/** The engine's reason a save was refused, said once, with where the record was set aside. */
function damagedText(e) {
  return t('online_save_damaged', { msg: e });
}

export class OnlineTable extends TableScreen {
  /**
   * @param {{announce: (text: string) => void, send: (text: string) => void, claimSent: () => void,
   *   open: () => boolean, synced: () => boolean, stage: () => string, say: (key: string, params?: object) => void,
   *   error: (text: string) => void, drop: () => void}} env
   *   send: a protocol message, once the channel is open and synced; claimSent: tells an open channel the
   *   match was claimed; open: the channel is open and synced; synced: the friend's sync point has
   *   arrived on this channel; stage: the lobby's part on show; drop: closes the connection.
   */
  constructor(env) {
    super(null);
    this.env = env;
    // null, 'here' (this tab has made no connection yet: a reload, a tab opened anew), 'lost',
    // 'ice', 'stale' (a reply that did not connect) or 'tab' (another tab moved this match on)
    this.lost = null;
    // The record as this tab last loaded or wrote it (as stored): a tab writes only over its own.
    this.mine = null;
    this.refused = 0;
    // Whether the refused line is on show (cleared by the next accepted message).
    this.refusalShown = false;
    this.refusal = { saidAt: -Infinity, unsaid: 0, timer: null };
    // The table as last said to a screen reader (spoken()), the match whose
    // summary has been shown (focus moves to it once), the one the statistics
    // have counted, and the turn last brought into view.
    this.heard = null;
    this.summaryFor = null;
    this.counted = null;
    this.inView = null;
    // Since when (Date.now()) the state `silence.key` has held: the wait a
    // claim measures (the engine says how long it must be: claimWait).
    this.silence = { key: null, since: 0 };
    this.ticker = null;
    // The rematch of a finished match over this connection: whether this
    // side offered it, and whether the friend's offer (checked) has come.
    this.rematchAsk = { mine: false, theirs: false };
  }

  /** The match held, or null. */
  get game() {
    return this.engine;
  }

  /** A new match in place of the one held: its state starts afresh, and its record is kept. */
  begin(game, { resumed }) {
    if (resumed) return;
    this.lost = null;
    this.counted = null;
    this.refused = 0;
    this.refusalShown = false;
    this.silence = { key: null, since: 0 };
    this.rematchAsk = { mine: false, theirs: false };
    delete $('online').dataset.refused;
    this.mine = readOnline();
    this.store(game);
  }

  /**
   * Writes `game`'s record. `mine` is the record as stored: a write storage
   * refuses (full) leaves it as it was, so the next write does not take the
   * tab's own older record for another tab's; the match goes on, and the
   * player is told once that it is not being saved.
   */
  store(game) {
    const text = game.save();
    if (writeOnline(text, summaryOf(game.view()))) this.mine = text;
    else storageFull();
  }

  /** A new match (host's or guest's) on this table. */
  startWith(game) {
    this.adopt(game, null, { resumed: false });
  }

  /**
   * The stored record: the match it holds, on this table (`lost` as given,
   * or for a match not over 'here': this tab is to make its connection; the
   * friend did not leave).
   * A record the engine refuses is set aside by `refused` and said: false.
   * A trap is the page's (page.js: fail): null.
   */
  resumeText(text, { lost, refused }) {
    let game;
    try {
      game = engine.Online.load(text);
    } catch (e) {
      // A trap is the engine's, not the record's: the record stays.
      if (e instanceof WebAssembly.RuntimeError) {
        fail(e);
        return null;
      }
      refused?.(text);
      this.env.error(damagedText(e));
      return false;
    }
    this.adopt(game, null, { resumed: true });
    this.mine = text;
    this.lost = lost ?? (game.view().over ? null : 'here');
    return true;
  }

  clearTimers() {
    clearInterval(this.ticker);
    this.ticker = null;
  }

  /** Keeps the side's record after every message, unless another tab has moved it on since. */
  keep() {
    if (!this.game || this.lost === 'tab') return;
    const now = readOnline();
    if (now !== null && now !== this.mine) {
      this.heldByOtherTab();
      return;
    }
    this.store(this.game);
  }

  /** Another tab wrote `text` over this match's record (the storage event). */
  writtenElsewhere(text) {
    if (this.game && this.lost !== 'tab' && text !== this.mine) this.heldByOtherTab();
  }

  /** Another tab of this browser opened a connection for the match `match` (its owner record): this one holds. */
  ownedElsewhere(match) {
    if (this.game && this.lost !== 'tab' && !this.game.view().over && match === this.game.matchId()) this.heldByOtherTab();
  }

  /** Another tab wrote this match: this one holds its table, drops its connection and writes nothing. */
  heldByOtherTab() {
    this.lost = 'tab';
    this.env.drop();
    this.render();
    this.env.announce(t('online_other_tab'));
  }

  /** "Load it": this tab takes the record the other tab wrote (the connection stays there); false if there is none. */
  loadOtherTab() {
    const text = readOnline();
    if (text === null) {
      this.stop();
      this.lost = null;
      this.mine = null;
      return false;
    }
    const loaded = this.resumeText(text, {});
    if (loaded === null) return true;
    if (loaded) this.env.error('');
    this.render();
    return true;
  }

  /** The connection was lost (`kind`: 'lost', 'ice', 'stale'); a finished match or one held elsewhere stays as it is. */
  linkLost(kind) {
    if (this.lost === 'tab') return;
    if (this.game?.view().over) {
      // A finished match: a rematch needed this connection, so the offers
      // made over it go, and the summary stops offering one.
      this.rematchAsk = { mine: false, theirs: false };
      this.render();
      return;
    }
    this.lost = kind;
    this.render();
  }

  /** A channel opened: the sync point to send (or the claim, which is all a claimed match says). */
  connected() {
    this.lost = null;
    return this.game.view().claimed ? 'c:' : `s:${this.game.syncPoint()}`;
  }

  /** Sends whatever this side owes without a choice (hello, random value, link). */
  pump() {
    if (!this.game) return;
    if (!this.env.synced()) {
      this.render();
      return;
    }
    try {
      for (const m of this.game.automatic()) {
        this.keep();
        this.env.send(`m:${m}`);
      }
    } catch (e) {
      this.env.error(t('online_failed', { msg: e }));
    }
    this.render();
  }

  /**
   * "Rematch": this side's offer goes to the friend's device; the new match
   * starts once both have offered (the engine checks each offer names the
   * match that ended here). Offered once: a second press does nothing.
   */
  offerRematch() {
    const ask = this.rematchAsk;
    if (!this.game || ask.mine || !this.env.open()) return;
    let offer;
    try {
      offer = this.game.rematchOffer();
    } catch (e) {
      this.env.error(t('online_failed', { msg: e }));
      return;
    }
    ask.mine = true;
    this.env.send(`r:${offer}`);
    if (ask.theirs) this.startRematch();
    else this.render();
  }

  /** The friend's rematch offer (text): refused and said if it is not for the match that ended here, else taken. */
  rematchOffered(text) {
    if (!this.game) return;
    try {
      this.game.checkRematch(text);
    } catch (e) {
      this.refusedSay(e);
      return;
    }
    const ask = this.rematchAsk;
    // The same offer again changes nothing.
    if (ask.theirs) return;
    ask.theirs = true;
    if (ask.mine) {
      this.startRematch();
      return;
    }
    this.render();
    this.env.announce(t('online_rematch_offered', { name: friendName(this.game.view()) }));
  }

  /** Both offered: the rematch, a new match on the same seats, its deck drawn as the first one's was. */
  startRematch() {
    let fresh;
    try {
      fresh = this.game.rematch();
    } catch (e) {
      this.env.error(t('online_failed', { msg: e }));
      return;
    }
    this.startWith(fresh);
    this.env.announce(t('online_rematch_started'));
    this.pump();
    // The summary that had the focus is gone: the new table takes it.
    $('online-table').querySelector('.felt').focus({ preventScroll: true });
  }

  /** The friend's device claimed the match: it cannot go on. */
  friendClaimed() {
    if (!this.game.view().over) {
      this.game.friendClaimed();
      this.keep();
      this.env.announce(t('online_friend_claimed', { name: friendName(this.game.view()) }));
    }
    this.render();
  }

  /** A protocol message from the friend's device (text): taken, or refused and said. */
  receive(text) {
    try {
      this.game.receive(text);
    } catch (e) {
      this.refusedSay(e);
      return;
    }
    // The refused message is behind: valid play goes on, and the line goes.
    if (this.refusalShown) {
      $('online-refused').hidden = true;
      this.refusalShown = false;
    }
    this.keep();
    this.pump();
  }

  /** The friend's sync point asked for what the engine refused to give. */
  syncRefused(e) {
    this.refused += 1;
    $('online').dataset.refused = String(this.refused);
    this.env.error(t('online_sync_refused', { msg: e }));
    this.env.announce(t('online_sync_refused', { msg: e }));
  }

  /**
   * A message from the other device was refused: shown (the latest reason and
   * the count so far, outside the alert region) and said at most once per
   * REFUSAL_GAP_MS, the rest as a count.
   */
  refusedSay(msg) {
    this.refused += 1;
    $('online').dataset.refused = String(this.refused);
    const box = $('online-refused');
    box.textContent = sentences(t('online_refused', { msg }), this.refused > 1 ? t('online_refused_total', { n: this.refused }) : '');
    box.hidden = false;
    this.refusalShown = true;
    const r = this.refusal;
    const now = performance.now();
    if (now - r.saidAt >= REFUSAL_GAP_MS) {
      r.saidAt = now;
      this.env.announce(t('online_refused', { msg }));
      return;
    }
    r.unsaid += 1;
    r.timer ??= setTimeout(() => {
      r.timer = null;
      r.saidAt = performance.now();
      this.env.announce(t(r.unsaid === 1 ? 'online_refused_more_one' : 'online_refused_more', { n: r.unsaid }));
      r.unsaid = 0;
    }, REFUSAL_GAP_MS - (now - r.saidAt));
  }

  /** This side's move (`take`, `stand`, `next`) from a button aimed at the table of `el.dataset.count`. */
  play(action, el) {
    if (!this.game) return;
    // An intent names the table it was meant for: a double-click acts once.
    if (el?.dataset.count && el.dataset.count !== String(this.game.view().count)) return;
    try {
      const m = this.game.play(action);
      this.keep();
      this.env.send(`m:${m}`);
    } catch (e) {
      this.env.error(t('online_failed', { msg: e }));
    }
    this.pump();
  }

  /**
   * What changed on the table since it was last said, as the hot-seat table
   * says it (duel21/play.js): a round dealt, a card taken or a stand (either
   * side's), why a seat stops drawing, the round's result, the match's
   * winner and score, and whose turn it is. '' when nothing new is to be said.
   */
  spoken(snap, view, names) {
    const game = this.game;
    const was = this.heard;
    const now = {
      game, round: snap.round, phase: snap.phase, cards: snap.seats.map((v) => v.cards.length),
      stood: snap.seats.map((v) => v.stood), stops: snap.seats.map((v) => v.stop), to_move: snap.to_move,
    };
    this.heard = now;
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
      if (snap.phase === 'match_over') lines.push(winnerLine(snap.winner, said), finalScore({ ...snap, names }));
    }
    if (snap.phase === 'drawing' && snap.to_move && (now.to_move !== was.to_move || lines.length)) {
      lines.push(tn('turn_line', 'turn_line_you', { name: said[snap.to_move === 'p1' ? 0 : 1] }));
    }
    return sentences(...lines);
  }

  /**
   * When this side is to decide, its hand and Take/Stand — with the friend's
   * hand and the scoreboard above them where they fit too — are scrolled into
   * view together (a phone, a window at 200 % zoom), once per turn, as the
   * hot-seat table does (duel21/render.js).
   */
  keepInView(snap, view, ours) {
    const key = ours && snap.phase === 'drawing' ? `${view.hash}` : null;
    if (!key || key === this.inView || $('online-table').hidden) return;
    this.inView = key;
    const scope = $('online-table');
    const near = scope.querySelector(`.seat[data-seat="${view.seat}"]`);
    const other = scope.querySelector(`.seat:not([data-seat="${view.seat}"])`);
    const decision = [near, $('online-take'), $('online-stand')];
    keepDecisionInView([[scope.querySelector('.scoreboard'), other, ...decision], [other, ...decision], decision], { always: true });
  }

  render() {
    const { game, lost } = this;
    if (!game) return;
    const stage = this.env.stage();
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
    $('online-lost-menu').hidden = lost !== 'tab';
    if (!snap) {
      if (stage === 'table') this.env.say('online_dealing');
      // Round 1 is said once it is dealt (spoken(): a round after round 0), as every later one.
      this.heard = { game, round: 0, phase: null, cards: [0, 0], stood: [false, false], stops: [null, null], to_move: null };
      return;
    }
    // The lobby's line is done once the table is dealt: the turn is said on the felt.
    if (stage === 'table') this.env.say('');
    const names = view.names.map((n, i) => n || t(i === 0 ? 'online_host_default' : 'online_guest_default'));
    // The scoreboard shows the engine's score, as the summary does: a claimed
    // match's round in play is the claimant's (Peer::score; none between
    // rounds). The felt's status line below it says who claimed the match.
    const table = { ...snap, names, computer: [false, false], tally: view.score ?? snap.tally };
    const scope = $('online-table');
    renderTable(scope, table);
    const near = view.seat === 'p1' ? 'p1' : 'p2';
    scope.querySelector('.felt').classList.toggle('p1-near', near === 'p1');
    // The friend's seat, when it is to move, is "to play" (行动中), not "your turn".
    const other = scope.querySelector(`.seat:not([data-seat="${near}"]) .tag.turn`);
    if (other) other.textContent = t('online_their_turn');
    const ours = view.owes && view.due.kind === 'move';
    const drawing = snap.phase === 'drawing';
    const canMove = !lost && this.env.synced();
    for (const [id, on] of [['online-take', ours && drawing], ['online-stand', ours && drawing], ['online-next', ours && snap.phase === 'round_over']]) {
      const b = $(id);
      b.disabled = !on || !canMove;
      b.dataset.count = String(view.count);
    }
    // A claimed match has ended, whatever phase its table was in: no move is shown.
    $('online-take').hidden = !drawing || view.over;
    $('online-stand').hidden = !drawing || view.over;
    $('online-next').hidden = snap.phase !== 'round_over' || view.over;
    $('online-cards-left').textContent = cardsLeftText(snap.cards_left);
    $('online-round-no').textContent = t('round', { n: snap.round });
    $('online-draws').textContent = drawsText(table.tally.draws);
    const last = snap.history[snap.history.length - 1];
    const decided = snap.phase !== 'drawing' && last;
    $('online-banner').hidden = !decided;
    if (decided) {
      // This device's own seat in the second person, as on the table against the computer.
      const said = spokenNames(names, view);
      $('online-banner-title').textContent = outcomeText(last, said);
      $('online-banner-why').textContent = verdictText(last, said);
    }
    let status;
    if (view.claimed) status = t(view.claimed === view.seat ? 'online_claimed_by_you' : 'online_friend_claimed', { name: friend });
    else if (view.over) status = t('online_over');
    else if (lost === 'tab') status = t('online_held_here');
    else if (lost === 'here') status = t('online_here_short');
    else if (lost) status = t('online_lost_short', { name: friend });
    else if (['rand', 'link'].includes(view.due.kind)) status = t('online_drawing');
    else if (ours) status = t(drawing ? 'online_your_turn' : 'online_your_deal');
    else status = t('online_wait_friend', { name: friend });
    $('online-turn').textContent = status;
    this.keepInView(snap, view, ours && canMove);
    const line = this.spoken(table, view, names);
    if (line) this.env.announce(line);
    $('online-summary').hidden = !view.over;
    this.claimBox(view, friend);
    if (view.over) this.renderSummary(table, view, names, stage);
  }

  /** The summary of a finished match: its winner and score, the transcript's hash, the review link; counted once. */
  renderSummary(table, view, names, stage) {
    const { game } = this;
    const said = spokenNames(names, view);
    $('online-summary-winner').textContent = winnerLine(view.winner, said, view);
    // The engine's score: a claimed match's round in play is the claimant's (Peer::score).
    const s = view.score;
    const score = t('final_score', { p1: names[0], p2: names[1], a: s.wins[0], b: s.wins[1], draws: drawsText(s.draws), n: s.rounds });
    $('online-summary-score').textContent = view.claimed
      ? `${score} · ${t('online_claim_score', { name: names[view.claimed === 'p1' ? 0 : 1] })}`
      : score;
    $('online-summary-hash').textContent = t('online_transcript_hash', { hash: view.hash.slice(0, 8) });
    // A rematch needs the connection this match was played over (a claimed match has none).
    const ask = this.rematchAsk;
    const canAsk = !view.claimed && this.env.open() && !this.lost;
    $('online-rematch').hidden = !canAsk;
    $('online-rematch').disabled = ask.mine;
    const friend = friendName(view);
    $('online-rematch-text').textContent = !canAsk ? (view.claimed || this.env.open() ? '' : t('online_rematch_gone', { name: friend }))
      : ask.mine ? t('online_rematch_waiting', { name: friend })
        : ask.theirs ? t('online_rematch_asked', { name: friend }) : '';
    // The review link carries the cards as dealt (the match has no seed).
    try {
      const url = new URL(baseAddress());
      const code = game.shareCode();
      url.searchParams.set('review', code);
      $('online-review').href = url.href;
      // Its review in this tab names the players and says how it ended (the link carries neither).
      rememberOwnReview(code, view.names.map((n) => n ?? ''), view.claimed ?? null);
    } catch (e) {
      this.env.error(t('online_failed', { msg: e }));
    }
    // The summary of a match just ended (or reopened) is brought into view
    // and its heading takes the focus, once per match.
    if (this.summaryFor !== game && stage === 'table') {
      this.summaryFor = game;
      const heading = $('online-summary-title');
      heading.focus({ preventScroll: true });
      heading.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    }
    // Counted once, in this device's statistics, apart and per friend. A
    // claim the friend's device says it made is only its word (this device
    // may have been answering all along): the match ends here, uncounted.
    const theirClaim = view.claimed && view.claimed !== view.seat;
    if (this.counted !== game && !theirClaim) {
      this.counted = game;
      recordOnline(() => game.statsEntry(Date.now(), t('online_friend')));
    }
    // The finished match's record goes (only this tab's own: see keep()); a
    // claimed one stays, so a reload shows it claimed and the friend's
    // device, if it comes back, is told.
    if (!view.claimed && this.lost !== 'tab' && readOnline() === this.mine) writeOnline(null);
  }

  /**
   * The claim's notice: once the other device has owed a message that needs
   * no person for the engine's wait (or the connection has been lost for
   * its longer one), say so and offer the claim. The page only measures
   * the wait; the engine decides whether a claim may be made.
   */
  claimBox(view, friend) {
    const box = $('online-claim');
    if (!box) return;
    const connected = this.env.open() && !this.lost;
    // A tab with no connection of its own yet (a reload, a new tab: 'here')
    // has not found the friend gone: the friend did not leave, this tab did.
    // It offers no claim until its own connection was tried and lost.
    const needed = view.over || this.lost === 'tab' || this.lost === 'here' ? undefined : this.game.claimWait(connected);
    const key = needed === undefined ? null : connected ? `on:${view.count}` : 'off';
    if (key !== this.silence.key) this.silence = { key, since: Date.now() };
    const waited = Date.now() - this.silence.since;
    const on = needed !== undefined && waited >= needed;
    // Said once when the wait is over (the box is an alert: not re-said every second).
    if (on && box.hidden) {
      $('online-claim-text').textContent = t(connected ? 'online_silent' : 'online_lost_long', {
        name: friend, s: Math.floor(waited / 1000), min: Math.floor(waited / 60000),
      });
    }
    box.hidden = !on;
    // Until then, when the claim becomes possible: shown (not a live region,
    // so not said every second) once the friend has been gone a while.
    const wait = $('online-claim-wait');
    const showWait = needed !== undefined && !on && (!connected || waited >= CLAIM_WAIT_SHOWN_MS);
    wait.hidden = !showWait;
    if (showWait) wait.textContent = t('online_claim_in', { name: friend, time: waitText(needed - waited) });
    // Measured every second while a wait runs (the box alone, not the table).
    if (needed !== undefined && !this.ticker) {
      this.ticker = setInterval(() => {
        if (this.game?.view().table) this.claimBox(this.game.view(), friendName(this.game.view()));
      }, 1000);
    } else if (needed === undefined && this.ticker) {
      this.clearTimers();
    }
  }

  /** "Claim the match": the engine decides, from the wait measured here. */
  claim() {
    if (!this.game || this.lost === 'tab' || this.lost === 'here') return;
    const connected = this.env.open() && !this.lost;
    try {
      this.game.claim(Date.now() - this.silence.since, connected);
    } catch (e) {
      // The engine's refusal, worded in the page's language.
      this.env.error(t('online_failed', { msg: e }));
      return;
    }
    this.keep();
    // The friend's device, there but silent, is told at once (else when it comes back).
    this.env.claimSent();
    this.render();
    this.env.announce(t('online_claimed_by_you', { name: friendName(this.game.view()) }));
  }
}

/** A wait while connected is shown once it has lasted this long (a draw's exchange takes a moment). */
const CLAIM_WAIT_SHOWN_MS = 5000;

/** "1 min 46 s" / "1 分 46 秒": the time left, in whole seconds rounded up. */
function waitText(ms) {
  const left = Math.max(1, Math.ceil(ms / 1000));
  return left >= 60 ? t('online_time_min_s', { m: Math.floor(left / 60), s: left % 60 }) : t('online_time_s', { s: left });
}

/** What the lost box says: who sends the new link, and who waits for it. */
function lostText(kind, friend, view, answering) {
  if (kind === 'ice') return t('online_ice_failed', { name: friend });
  if (kind === 'stale') return t('online_stale', { s: 20 });
  if (kind === 'tab') return t('online_other_tab');
  if (answering) return t('online_lost_answering', { name: friend });
  if (kind === 'here') return t(view.seat === 'p1' ? 'online_here' : 'online_here_guest', { name: friend });
  return t(view.seat === 'p1' ? 'online_lost' : 'online_lost_guest', { name: friend });
}
