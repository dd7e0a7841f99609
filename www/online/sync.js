// The sync at a data channel's opening (docs/online.md): each side sends
// its first message, a sync point (`s:` + its message count and transcript
// hash) unless the match was claimed (`c:`), and acknowledges the friend's
// with `k:`. What is sent the moment a channel opens can be lost (the other
// end's channel is not open yet), and each side would then wait for the
// other for ever: so a sync point goes again each SYNC_RESEND_MS until the
// friend acknowledges it (`k:`, or its first `c:` or `m:`, which it sends
// only after), SYNC_TRIES times at most, and then the connection is lost.
// The same sync point of the friend's again means this side's `k:` has not
// arrived: it is acknowledged again, as often; a different one is refused.
// No page here: the lobby (lobby.js) gives the channel's send and the
// clock, and Node tests drive it with their own (tests/node/online-sync).

export const SYNC_RESEND_MS = 1000;
export const SYNC_TRIES = 10;

/** The sync on one channel. */
export class Sync {
  /**
   * Sends `first` at once by `send(text)` (which returns false once the
   * channel is no longer this sync's: gone, closed or replaced), and a sync
   * point again until it is acknowledged; `lost()` is called when it never
   * is. `timers` are setInterval and clearInterval (the page's by default).
   */
  constructor(first, send, lost, { setInterval: every = globalThis.setInterval, clearInterval: stop = globalThis.clearInterval } = {}) {
    this.send = send;
    // Called as plain functions: the page's clearInterval refuses another `this`.
    this.clear = (id) => stop(id);
    // The friend's sync point (null until it comes) and how often it came again.
    this.theirs = null;
    this.repeats = 0;
    // Only a sync point waits for an acknowledgement.
    this.acked = !first.startsWith('s:');
    this.timer = null;
    send(first);
    if (this.acked) return;
    let tries = 1;
    this.timer = every(() => {
      // Stopped: a clock may still call once more (Node's mocked one does).
      if (this.timer === null) return;
      if (tries >= SYNC_TRIES) {
        this.stop();
        lost();
      } else if (send(first)) {
        tries += 1;
      } else {
        this.stop();
      }
    }, SYNC_RESEND_MS);
  }

  /** Both sync points are through: the friend's came, and this side's was acknowledged. */
  get through() {
    return this.acked && this.theirs !== null;
  }

  /** Sends this side's sync point no more. */
  stop() {
    this.clear(this.timer);
    this.timer = null;
  }

  /**
   * Whether `data`, a message from the friend, acknowledges this side's
   * sync point only now (`k:`, or the friend's first `c:` or `m:`).
   */
  acknowledges(data) {
    if (this.acked || !(data === 'k:' || data === 'c:' || data.startsWith('m:'))) return false;
    this.acked = true;
    this.stop();
    return true;
  }

  /**
   * The friend's sync point `data` (`s:…`) came: 'theirs' when it is the
   * first (acknowledged), 'again' when it is the same one again
   * (acknowledged again, SYNC_TRIES times at most), else 'refused'.
   */
  theirsCame(data) {
    if (this.theirs === null) {
      this.theirs = data;
      this.send('k:');
      return 'theirs';
    }
    if (data === this.theirs && this.repeats < SYNC_TRIES) {
      this.repeats += 1;
      this.send('k:');
      return 'again';
    }
    return 'refused';
  }
}
