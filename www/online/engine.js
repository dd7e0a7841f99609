// The wasm wrapper for an online match: loads the online module once (it is
// fetched only when a player opens "Play a friend online") and turns its
// JsError results into plain Errors. No rules here: the engine checks every
// message, ours and the friend's, and says what is due.
import { wasmLoader } from '../version.js';

const load = wasmLoader('online', () => import('../pkg/online.js'));
// The module's glue, once loaded: its class OnlineGame and its QR function qrRows.
let glue = null;

/**
 * Loads the module (once: www/version.js, wasmLoader), fetched only of the
 * page's own version; a failed load may be tried again.
 */
export async function loadOnline() {
  ({ glue } = await load());
}

/** 64 hex digits from the platform's secure random source. */
export function randomHex() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function plain(e) {
  return e instanceof Error ? e : new Error(String(e));
}

/** Runs `f`, rethrowing what the engine refused as an Error with its message. */
function call(f) {
  try {
    return f();
  } catch (e) {
    throw plain(e);
  }
}

/** One side of an online match, as the page holds it. */
export class Online {
  constructor(game) {
    this.game = game;
  }

  static host(name, first) {
    return new Online(call(() => glue.OnlineGame.host(randomHex(), name, first)));
  }

  static guest(name) {
    return new Online(call(() => glue.OnlineGame.guest(randomHex(), name)));
  }

  /** From save text; throws (with the reason) when the save is refused. */
  static load(text) {
    return new Online(call(() => glue.OnlineGame.load(text)));
  }

  view() {
    return this.game.view();
  }

  save() { return this.game.save(); }
  free() { this.game.free(); }
  owes() { return this.game.owes(); }
  matchId() { return this.game.match_id(); }
  transcript() { return this.game.transcript(); }

  /** The match as a review link's code: its cards as dealt. */
  shareCode() {
    return call(() => this.game.share_code());
  }

  /** The finished match's statistics entry (text), from this side, against the friend's name. */
  statsEntry(at, unnamed) {
    return call(() => this.game.stats_entry(at, unnamed));
  }
  syncPoint() { return this.game.sync_point(); }

  /** The ms of silence a claim needs now (connection open or lost), or undefined when none can be made. */
  claimWait(connected) { return this.game.claim_wait(connected); }

  /** Claims the match after `waitedMs` of the other device's silence; throws when the engine refuses. */
  claim(waitedMs, connected) {
    call(() => this.game.claim(waitedMs, connected));
  }

  /** This side's rematch offer (text to send), once the match is over; throws when the engine refuses. */
  rematchOffer() {
    return call(() => this.game.rematch_offer());
  }

  /** Checks the other device's rematch offer; throws with the reason when refused (nothing changes). */
  checkRematch(text) {
    call(() => this.game.check_rematch(text));
  }

  /** The rematch of the finished match: a new match on the same seats, with a fresh secret. */
  rematch() {
    return new Online(call(() => this.game.rematch(randomHex())));
  }

  /** The other device claimed the match: it ends here too. */
  friendClaimed() { this.game.friend_claimed(); }

  /** The messages the other side lacks, given its sync point text. */
  missingFor(sync) {
    return call(() => this.game.missing_for(sync));
  }

  /** A message from the friend's device; throws with the reason when refused. */
  receive(text) {
    call(() => this.game.receive(text));
  }

  /** Our own move (`take`, `stand`, `next`): the message to send. */
  play(action) {
    return call(() => this.game.play(action));
  }

  /**
   * Whatever this side owes without a person's choice — its hello, the
   * random value for a card it receives, its chain link for the friend's
   * card — as messages to send, in order.
   */
  automatic() {
    const out = [];
    for (;;) {
      const due = this.owes();
      if (due === 'hello') out.push(call(() => this.game.hello()));
      else if (due === 'rand') out.push(call(() => this.game.rand(randomHex())));
      else if (due === 'link') out.push(call(() => this.game.link()));
      else return out;
    }
  }
}

/** The QR code of `text` as rows of '0'/'1' (the engine's qrcodegen). */
export function qrOf(text) {
  return call(() => glue.qrRows(text)).split('\n');
}
