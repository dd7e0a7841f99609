// The 24点 screen: sends intents to the engine, keeps the latest snapshot,
// saves after every accepted action and redraws through one path (action →
// snapshot → render). Everything worth keeping is in the engine's save: who
// holds the race's buzzer, each deal's time, and the open deal's clock,
// which this screen runs and reports. It also waits out the computer's think
// time (which the engine sets) before asking it to answer. Saves go to this
// game's own slot, which refuses a write once another tab has moved the game
// on (so a stale tab's pagehide or clock save never overwrites newer play);
// while the page asks the player about that, the table is held.
import { Engine24, dailyBegin, dailySummary } from './engine.js';
import { readDaily, writeDaily, setAsideDaily } from '../storage.js';
import {
  view, hintText, endText, pointText, shareText,
} from './view.js';
import { mount, redraw } from '../app.js';
import { TableScreen } from '../table-screen.js';
import { errorText, clock, cardName } from './i18n.js';
import { sentences, Said, t, tn } from '../i18n.js';
import { recordDeal, statsGameId } from '../stats.js';
import { practice24 } from './menu.js';
import { heading24 } from './shell.js';
import { play } from '../sound.js';
import { onSettings, settings } from '../settings.js';
import { $ } from '../dom.js';

/** Whether the engine takes `date` as a day (with no record to refuse). */
function dateAccepted(date) {
  try {
    dailyBegin('', date);
    return true;
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) throw e;
    return false;
  }
}

/** The page's clock and timers (a test gives the controller its own). */
const PAGE_TIME = {
  now: () => performance.now(),
  setTimeout: (f, ms) => setTimeout(f, ms),
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (f, ms) => setInterval(f, ms),
  clearInterval: (id) => clearInterval(id),
};

export class Game24Screen extends TableScreen {
  // The last save of a move did not go through (refused, storage full): the
  // next save writes a new revision, not only the clock.
  #behind = false;

  /**
   * @param {{announce: (text: string) => void, fail: (e: Error) => void, thinkMs: number|null,
   *   conflict: (screen: Game24Screen) => void, time?: typeof PAGE_TIME}} env
   *   thinkMs overrides the computer's think time (tests); null keeps the engine's.
   *   conflict: a save was refused (another tab moved the game on).
   *   time: the clock and timers (the page's unless given: Node's tests give a fake one).
   */
  constructor(env) {
    super('game24');
    this.env = env;
    this.time = env.time ?? PAGE_TIME;
    this.ui = this.#freshUi();
    // The open deal's clock: `ms` counted up to `since`, plus the time since
    // then while `running` (a deal is open and the page is visible).
    this.clock = { ms: 0, since: 0, running: false };
    this.ticker = null;
    this.thinkTimer = null;
    this.buzzTimer = null;
    // Each start of the computer's think time, so that the bar restarts its fill.
    this.thinkRuns = 0;
    // False while the menu is on show (see entitle()).
    this.titled = true;
    document.addEventListener('visibilitychange', () => {
      if (!this.snap) return;
      this.#runClocks();
      this.#saveWithClock({ clock: true });
      this.render();
    });
    window.addEventListener('pagehide', () => this.#saveWithClock({ clock: true }));
    onSettings(() => this.render());
  }

  /** The answer field's text changed (typed, pasted, cut). */
  onInput = (e) => {
    this.ui.text = e.target.value;
    this.#onInput();
  };

  /** A key in the answer field: Esc leaves it; in a race the buzz keys (Z, P) never type into it. */
  onFieldKey = (e) => {
    if (e.key === 'Escape') e.target.blur();
    // While one player answers, the other's key does nothing to the field.
    if (this.snap?.mode === 'race' && /^[zp]$/i.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
    }
  };

  onSubmit = (e) => {
    e.preventDefault();
    this.act('submit24');
  };

  /**
   * The page's view of the table besides the snapshot: the typed answer and
   * the engine's value of it (`live`), the last reply's message and where it
   * marks the answer (`mark`: undefined follows the typed text), the
   * computer's think time on show, the clock, the daily streak, whether the
   * result to share was copied. (The hint's steps are the snapshot's.)
   */
  #freshUi() {
    return {
      text: '', live: null, message: null, mark: undefined, thinking: null, elapsed: 0, streak: null, copied: false,
    };
  }

  /**
   * Parked (on) or back on show (off): every clock of the table — the
   * deal's time, the computer's think time and a buzz's answer time — stops
   * while the table is not on show (the rules, the menu after Back). A
   * hidden tab stops them the same way.
   */
  parkChanged(on) {
    this.#runClocks();
    // The clock's time so far is saved as it stops; starting it again changes
    // nothing saved (so showing a resumed table writes nothing).
    if (on) this.#saveWithClock({ clock: true });
    this.render();
  }

  /** The deal's clock, the computer's think time and the buzz countdown, each running or not as the table now is. */
  #runClocks() {
    this.#runClock();
    this.#runComputer();
    this.#runBuzz();
  }

  get active() {
    return this.engine !== null;
  }

  /**
   * A new game from the menu's config (see TableScreen.start). A solo game
   * without a practice choice in `config` takes the menu's.
   */
  create(config) {
    const practice = config.practice ?? (config.mode === 'solo' ? practice24() : 'any');
    // The daily deal is once a day: the day's first game counts, any later
    // one is practice (the engine's record says which; Play again is practice).
    let begun = null;
    if (config.daily && config.daily_practice === undefined) {
      const record = readDaily();
      try {
        begun = dailyBegin(record, config.daily);
      } catch (e) {
        if (e instanceof WebAssembly.RuntimeError) throw e;
        // A date the engine refuses is the device's clock (before 2000, or
        // wrong): said as such, and the record is left as it is.
        if (!dateAccepted(config.daily)) {
          throw new Said(() => t('daily_clock', { date: config.daily }));
        }
        // A damaged record is kept aside, never trusted: the days start anew.
        // With no room for its copy it stays, and this game does not count.
        if (setAsideDaily(record)) {
          this.env.fail(new Said(() => t('daily_damaged')));
          begun = dailyBegin('', config.daily);
        } else {
          this.env.fail(new Said(() => t('daily_damaged_kept')));
          begun = { counted: false, record };
        }
      }
      config = { ...config, daily_practice: !begun.counted };
    }
    const engine = Engine24.create({ ...config, practice });
    if (begun?.counted && !writeDaily(begun.record)) this.env.storageFull?.();
    return engine;
  }

  /** A save text, with its buzzer and clock. */
  load(text) {
    return Engine24.load(text);
  }

  /** After a hold: the computer's think time and the buzz countdown go on. */
  wake() {
    this.thinkDeal = null;
    this.#runComputer();
    this.#runBuzz();
    this.render();
  }

  write() {
    this.#saveWithClock();
  }

  clearTimers() {
    this.time.clearTimeout(this.thinkTimer);
    this.time.clearTimeout(this.buzzTimer);
    this.time.clearInterval(this.ticker);
    this.ticker = null;
  }

  stopped() {
    this.#heading(false);
  }

  /**
   * Whether the page's heading may name this game: not on the menu, where a
   * game left with Back waits (the menu starts either game).
   */
  entitle(on) {
    if (this.titled === on) return;
    this.titled = on;
    if (this.engine) this.#heading(on);
  }

  #heading(on) {
    heading24(on);
  }

  begin(engine, { resumed }) {
    this.statsId = statsGameId();
    this.#behind = false;
    this.ui = this.#freshUi();
    this.#heading(this.titled);
    // A resumed game is what its slot holds: opening it writes nothing (the
    // clock's few ms would otherwise move the save on under another tab).
    this.#show(engine.snapshot(), { save: !resumed });
    this.ticker = this.time.setInterval(() => this.#tick(), 1000);
    // A resumed game (a reload, Continue) says so once, then where it stands.
    if (resumed) this.env.announce(this.#resumedLine());
    else this.#announceDeal();
  }

  // ---- The clock of the open deal ----

  /** Whole milliseconds on the open deal so far (at most the engine's `max_deal_ms`). */
  #elapsed() {
    const { ms, since, running } = this.clock;
    return Math.min(this.snap?.max_deal_ms ?? Infinity, Math.round(ms + (running ? this.time.now() - since : 0)));
  }

  /** Runs the clock exactly while a deal is open and the page is visible. */
  #runClock() {
    const running = this.snap?.phase === 'playing' && !document.hidden && !this.parked;
    if (running === this.clock.running) return;
    this.clock = { ms: this.#elapsed(), since: this.time.now(), running };
  }

  /**
   * Reports the open deal's clock to the engine, then saves (unless held or
   * refused). With `clock`, nothing but the clock has moved since the last
   * save that went through: it is written under the same revision, and
   * dropped if another tab has moved the game on (this tab has no move to
   * lose; it is asked when it next acts).
   */
  #saveWithClock({ clock = false } = {}) {
    if (!this.engine || !this.snap || !this.slot || this.held) return;
    try {
      if (this.snap.phase === 'playing') this.engine.setClock(this.#elapsed());
      if (clock && !this.#behind) {
        if (this.slot.touch(this.engine.save()) === 'full') this.env.storageFull?.();
        return;
      }
      const sum = { names: this.snap.names, n: this.snap.deal.index + 1, over: this.snap.phase === 'game_over' };
      const wrote = this.slot.write(this.engine.save(), sum);
      this.#behind = wrote !== 'ok';
      if (wrote === 'full') this.env.storageFull?.();
      if (wrote === 'conflict') {
        // This table has a move the slot did not take: loading the other tab's would lose it.
        this.unsaved = true;
        this.env.conflict(this);
      }
    } catch (e) {
      this.env.fail(e);
    }
  }

  /** Every second of an open deal: the clock, the countdown and the think bar are drawn again. */
  #tick() {
    if (!this.snap || this.snap.phase !== 'playing') return;
    this.ui.elapsed = this.#elapsed();
    this.render();
    if (Math.floor(this.ui.elapsed / 1000) % 5 === 0) this.#saveWithClock({ clock: true });
  }

  // ---- The one redraw path ----

  #show(snap, { save = true } = {}) {
    const before = this.snap;
    // A newly opened deal (or a resumed one) starts from the engine's clock.
    if (!before || before.deal.index !== snap.deal.index) {
      this.clock = { ms: snap.clock_ms, since: this.time.now(), running: false };
    }
    this.snap = snap;
    this.#runClock();
    // A deal just ended here: it counts in the statistics (once per deal).
    if (before && before.phase === 'playing' && snap.phase !== 'playing' && before.deal.index === snap.deal.index) {
      recordDeal(this.engine.save(), this.statsId);
      this.#recordDaily();
    }
    // The streak the share text says, once the daily game is over.
    this.streak = snap.daily && snap.phase === 'game_over' ? this.#streak(snap.daily) : null;
    this.ui.elapsed = snap.phase === 'playing' ? this.#elapsed() : (snap.last?.ms ?? this.#elapsed());
    if (save) this.#saveWithClock();
    this.#runComputer();
    this.#runBuzz();
    this.render();
    // The game's final result is announced (after the deal's own words).
    if (before && before.phase !== 'game_over' && snap.phase === 'game_over') {
      this.env.announce(this.#finalText());
    }
  }

  /** The day's counted daily game: its result so far goes into the daily record. */
  #recordDaily() {
    if (!this.snap.daily || this.snap.daily_practice) return;
    try {
      const text = this.engine.dailyRecord(readDaily());
      if (text !== null && !writeDaily(text)) this.env.storageFull?.();
    } catch (e) {
      if (e instanceof WebAssembly.RuntimeError) throw e;
      // A damaged record is set aside; the day's result starts it anew. With
      // no room for its copy it stays as it is (nothing written over it).
      if (!setAsideDaily(readDaily())) {
        this.env.fail(new Said(() => t('daily_damaged_kept')));
        return;
      }
      this.env.fail(new Said(() => t('daily_damaged')));
      const text = this.engine.dailyRecord('');
      if (text !== null && !writeDaily(text)) this.env.storageFull?.();
    }
  }

  /** The daily streak (days in a row) as of `date`, for the share text; null if unknown. */
  #streak(date) {
    try {
      return dailySummary(readDaily(), date).streak;
    } catch (e) {
      if (e instanceof WebAssembly.RuntimeError) throw e;
      return null;
    }
  }

  /** The final result in words. */
  #finalText() {
    const s = this.snap;
    const [a, b] = s.scores;
    if (s.mode === 'solo') return t('final_solo', { a, t: clock(s.total_ms) });
    const result = s.winner === 'draw' ? t('draw24') : tn('winner24', 'winner24_you', { name: s.names[s.winner === 'p1' ? 0 : 1] });
    return t('final_two', { result, a, b });
  }

  /** A race after a buzz: when the buzzer's answer time runs out, the engine is told. */
  #runBuzz() {
    this.time.clearTimeout(this.buzzTimer);
    const s = this.snap;
    const deadline = s?.phase === 'playing' ? s.buzz_deadline_ms : null;
    if (deadline == null || !this.clock.running || this.held) return;
    const generation = this.generation;
    const version = s.version;
    this.buzzTimer = this.time.setTimeout(() => {
      if (generation !== this.generation || !this.snap || this.snap.version !== version || this.held) return;
      // The clock may have been stopped meanwhile: the engine checks the time.
      if (this.#elapsed() < deadline) {
        this.#runBuzz();
        return;
      }
      try {
        this.#afterReply(this.#send({ type: 'time_up', ms: this.#elapsed() }));
      } catch (e) {
        this.env.fail(e);
      }
    }, Math.max(0, deadline - this.#elapsed()));
  }

  /**
   * The one redraw: the typed answer's live value asked of the engine, then
   * the snapshot, the answer, the clock, the countdown and the computer's
   * think bar, all drawn by view.js.
   */
  render() {
    if (this.snap) {
      try {
        this.ui.live = this.engine.evaluate(this.ui.text);
      } catch (e) {
        this.env.fail(e);
        return;
      }
      this.ui.streak = this.streak;
    }
    redraw();
  }

  /** After a language change: the heading (the words are the view's). */
  applyLanguage() {
    if (this.engine && this.titled) this.#heading(true);
    this.render();
  }

  // ---- The expression being built ----

  /** The typed answer changed: the last reply's message goes, and the table is drawn again. */
  #onInput() {
    if (!this.engine) return;
    this.ui.message = null;
    this.ui.mark = undefined;
    this.render();
  }

  /** The answer with `start`..`end` replaced by `piece`, the caret after it. */
  #edit(start, end, piece) {
    const { text } = this.ui;
    this.ui.text = text.slice(0, start) + piece + text.slice(end);
    this.#onInput();
    const at = start + piece.length;
    $('g24-expr')?.setSelectionRange(at, at);
  }

  /** Where the field's caret (or selection) is: the end of the answer if it has none. */
  #caret() {
    const input = $('g24-expr');
    const n = this.ui.text.length;
    const start = Math.min(input?.selectionStart ?? n, n);
    return [start, Math.max(start, Math.min(input?.selectionEnd ?? start, n))];
  }

  /** Inserts `piece` at the caret (or the end) of the expression. */
  #insert(piece) {
    const [start, end] = this.#caret();
    this.#edit(start, end, piece);
  }

  #backspace() {
    let [start, end] = this.#caret();
    if (start === end) {
      // Removes a whole token ("10", " + ") rather than half of it.
      const m = this.ui.text.slice(0, start).match(/(\s*(?:\d+|\S)\s*)$/u);
      start = m ? start - m[1].length : start;
    }
    this.#edit(start, end, '');
  }

  /**
   * Keyboard focus where the player goes next: the answer field while it is
   * open, else Next deal or Play again, else the deal's status line (never
   * a hidden control, where keys would go nowhere). On a touch screen the
   * field is skipped, as focusing it would pop up the on-screen keyboard:
   * the cards and the pad are the keyboard there. Called after Start, a
   * resume, an answer and a new deal; never while the page loads to the menu.
   */
  focus() {
    if (!this.snap) return;
    const live = (b) => b && !b.disabled && !b.hidden && !b.closest('[hidden]');
    const ids = matchMedia('(pointer: coarse)').matches ? ['g24-next', 'g24-rematch'] : ['g24-expr', 'g24-next', 'g24-rematch'];
    // (None while the table is not drawn on a page.)
    const target = ids.map($).find(live) ?? $('g24-status');
    if (!target) return;
    // The field (or button) in sight, and then the cards: on a short window
    // (200 % zoom, a phone turned sideways) the cards are what a player must
    // see to answer, so they win when both do not fit. The status line
    // (a race, a touch screen) is not scrolled to: the cards are.
    target.focus({ preventScroll: true });
    if (target.id !== 'g24-status') target.scrollIntoView({ block: 'nearest' });
    $('g24-cards')?.scrollIntoView({ block: 'nearest' });
  }

  /** After an answer or a new deal: the field, unless a touch player is tapping a live control of the table. */
  #focusInput() {
    const here = document.activeElement;
    if (matchMedia('(pointer: coarse)').matches && here?.closest('#play24') && !here.disabled && !here.closest('[hidden]')) return;
    this.focus();
  }

  // ---- Actions ----

  /** The seat answering now: P1, or whoever holds the buzzer in a race. */
  #seat() {
    return this.snap.mode === 'race' ? this.snap.buzzer : 'p1';
  }

  #send(action) {
    const { reply, snapshot } = this.engine.act(action);
    this.#show(snapshot);
    return reply;
  }

  /** A semantic action (from input.js or a click); true if handled here. */
  act(action, el) {
    if (!this.engine || !this.snap) return false;
    if (this.held) return true;
    try {
      switch (action) {
        case 'g24-insert':
          this.#insert(el.dataset.insert);
          return true;
        case 'g24-back':
          this.#backspace();
          return true;
        case 'g24-clear':
          this.ui.text = '';
          this.#onInput();
          return true;
        case 'edit24':
          $('g24-expr')?.focus();
          return true;
        case 'submit24':
          this.#submit();
          return true;
        case 'claim24': {
          const seat = this.#seat();
          if (!seat) return true;
          this.#afterReply(this.#send({ type: 'claim_no_solution', seat, ms: this.#elapsed() }));
          return true;
        }
        case 'hint24': {
          // The snapshot holds the steps shown so far (a reload keeps them).
          this.#send({ type: 'hint' });
          if (this.snap.hint) this.env.announce(hintText(this.snap.hint));
          return true;
        }
        case 'giveup24':
          this.#afterReply(this.#send({ type: 'give_up', ms: this.#elapsed() }));
          return true;
        case 'buzz1':
        case 'buzz2': {
          // The keys stay quiet where the engine lists no buzz (taken, or not a race).
          if (!this.snap.legal.includes('buzz')) return true;
          const seat = action === 'buzz1' ? 'p1' : 'p2';
          // The buzz says when it came: the answer time runs from there.
          this.#send({ type: 'buzz', seat, ms: this.#elapsed() });
          play('buzz');
          this.env.announce(t('answering', { name: this.snap.names[seat === 'p1' ? 0 : 1] }));
          $('g24-expr')?.focus();
          return true;
        }
        case 'next':
          this.#send({ type: 'next' });
          // The new deal's clock and the computer's think time stay.
          this.ui = { ...this.#freshUi(), thinking: this.ui.thinking, elapsed: this.ui.elapsed };
          this.render();
          this.#announceDeal();
          this.#focusInput();
          return true;
        case 'rematch': {
          const s = this.snap;
          // The same slot: the finished game gives way to its replay (a
          // practice game: the same choice and seed, so the same deals).
          // The daily deal played again is practice (the day's first game counted).
          this.start(s.daily ? { mode: 'solo', names: s.names, daily: s.daily, practice: 'any', daily_practice: true } : {
            mode: s.mode,
            level: s.level,
            names: s.names,
            seed: s.seed ?? '',
            practice: s.practice?.deals ?? 'any',
          }, { slot: this.slot });
          this.#focusInput();
          return true;
        }
        case 'share24':
          this.#share();
          return true;
        default:
          return false;
      }
    } catch (e) {
      this.env.fail(e);
      return true;
    }
  }

  /** Copies the daily deal's result (no answers in it) and says so. */
  #share() {
    const done = () => {
      this.ui.copied = true;
      this.render();
      this.env.announce(t('share_copied'));
    };
    const fallback = () => {
      $('g24-share-text').select();
      if (document.execCommand?.('copy')) done();
    };
    const text = shareText(this.snap, this.streak);
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  }

  #submit() {
    const seat = this.#seat();
    if (!seat || this.snap.phase !== 'playing') return;
    this.#afterReply(this.#send({ type: 'answer', seat, text: this.ui.text, ms: this.#elapsed() }));
  }

  /** Words for a reply, then keyboard focus where the player goes next. */
  #afterReply(reply) {
    const s = this.snap;
    // The reply's sound (sound.js, per the settings): right, or wrong or not an answer.
    const right = reply.type === 'correct' || (reply.type === 'claim' && reply.right);
    const person = s.mode === 'race' || reply.seat !== 'p2'; // not the computer's answer
    if (person && ['correct', 'claim', 'wrong', 'invalid'].includes(reply.type)) play(right ? 'correct' : 'wrong');
    let message = null;
    switch (reply.type) {
      case 'invalid':
        message = { tone: 'bad', text: errorText(reply.error) };
        break;
      case 'wrong':
        if (s.phase === 'playing') message = { tone: 'bad', text: t('wrong_solo', { msg: errorText(reply.error) }) };
        break;
      default:
        break;
    }
    this.ui.message = message;
    // A message marks where the answer went wrong (if it says), else the typed text's own mark shows.
    this.ui.mark = message ? (reply.error?.at ?? null) : undefined;
    this.render();
    if (message) {
      this.env.announce(message.text);
      this.#focusInput();
    } else {
      // Separate sentences: "… × 11. Score +1." (the banner's words)
      if (s.last) this.env.announce(sentences(endText(s, s.last), pointText(s, s.last)));
      if (s.phase !== 'playing') this.#focusNext();
    }
  }

  /**
   * After a deal: the keyboard goes to "Next deal" (or "Play again"). The
   * field is blurred first: a focused field inside a just-hidden form would
   * otherwise swallow the next key press (N) until the browser notices.
   */
  #focusNext() {
    $('g24-expr')?.blur();
    for (const id of ['g24-next', 'g24-rematch']) {
      const b = $(id);
      if (b && !b.hidden && !b.disabled && !b.closest('[hidden]')) {
        b.focus();
        return;
      }
    }
  }

  #announceDeal() {
    if (this.snap.phase === 'playing') this.env.announce(this.#dealLine());
  }

  /** "Deal 3 of 13: A, 5, 7, Q" ('' between deals). */
  #dealLine() {
    const s = this.snap;
    if (s.phase !== 'playing') return '';
    return `${t('deal_no', { n: s.deal.index + 1, total: s.deals_total })}: ${s.cards.map(cardName).join(', ')}`;
  }

  /** What a resumed game says, once: "Game resumed. Deal 3 of 13: …", or its status between deals. */
  #resumedLine() {
    return sentences(t('resumed_24'), this.#dealLine());
  }

  /** vs Computer: the computer answers when its think time runs out. */
  #runComputer() {
    const s = this.snap;
    const thinking = s && s.phase === 'playing' && s.think_ms != null;
    // Already thinking about this deal (e.g. the player asked for a hint).
    if (thinking && this.clock.running && this.thinkDeal === s.deal.index && this.thinkGeneration === this.generation) return;
    this.time.clearTimeout(this.thinkTimer);
    this.thinkDeal = null;
    if (!thinking) {
      this.ui.thinking = null;
      return;
    }
    const full = this.env.thinkMs ?? s.think_ms;
    // A resumed deal has been thought about for as long as its clock says.
    const done = Math.min(full, this.#elapsed());
    // A stopped clock (rules open, tab hidden) stops the computer's thinking
    // too: the bar stands where it was (view.js draws it).
    if (!this.clock.running) {
      this.ui.thinking = { ...(this.ui.thinking ?? { full, done, run: String((this.thinkRuns += 1)) }), paused: true };
      return;
    }
    // A new run of the bar's fill, from `done` of `full`.
    this.ui.thinking = { full, done, run: String((this.thinkRuns += 1)), paused: false };
    const ms = full - done;
    const generation = this.generation;
    const deal = s.deal.index;
    this.thinkDeal = deal;
    this.thinkGeneration = generation;
    this.thinkTimer = this.time.setTimeout(() => {
      this.thinkDeal = null;
      if (generation !== this.generation || !this.snap || this.snap.deal.index !== deal || this.snap.phase !== 'playing' || this.held) return;
      // It answers only once the deal's clock (which stops while paused) has run its think time.
      if (!this.clock.running) return;
      try {
        this.#afterReply(this.#send({ type: 'computer' }));
      } catch (e) {
        this.env.fail(e);
      }
    }, ms);
  }
}

/**
 * The table on the page (once, when 24点's chunk has loaded: screens.js):
 * its view drawn in place of the empty #play24, and the answer area's keys
 * and clicks.
 */
export function initTable(env) {
  const screen = new Game24Screen(env);
  const root = $('play24');
  // The cards' faces follow the settings (letters or numbers).
  mount(root, () => view(screen, settings().cards24 === 'numbers'));
  // The answer area's Enter submits (the Submit button shows ↵), wherever
  // in it the focus is: on a card or a pad button too, where Enter would
  // otherwise press that button again (Space still does).
  const pad = (target) => target?.closest?.('#g24-form button, #g24-cards button');
  const answerArea = (target) => target?.closest?.('#g24-form, #g24-cards');
  root.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey || !pad(e.target) || !answerArea(e.target)) return;
    e.preventDefault();
    if (!e.repeat) screen.act('submit24');
  });
  // A mouse click on a card or a pad button hands the focus back to the
  // field, so typing and Enter go on there. Not on a touch screen, where
  // focusing the field would pop up the on-screen keyboard; nor for a
  // button pressed from the keyboard (Tab, Space), which keeps its place.
  root.addEventListener('click', (e) => {
    if (e.detail < 1 || !pad(e.target) || matchMedia('(pointer: coarse)').matches) return;
    const input = $('g24-expr');
    if (input && !input.disabled) input.focus({ preventScroll: true });
  });
  return screen;
}
