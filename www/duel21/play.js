// The Twenty-One Duel screen: sends intents to the engine, keeps the latest
// snapshot, saves after every accepted action (into its own save slot, which
// refuses the write if another tab has moved the match on), paces the Auto
// player's moves one at a time, and redraws through one path (action →
// snapshot → render). While the page asks the player about such a conflict
// the table is held: no intent is applied and the Auto player waits.
import { DuelEngine } from './engine.js';
import { TableScreen } from '../table-screen.js';
import {
  renderDuel, finalScore, matchWinnerText, showCoach,
} from './render.js';
import {
  t, tn, verdictText, outcomeText, reasonText, cardLabel, stopText, standWinsText, shownNames, sentences,
} from '../i18n.js';
import { recordDuel } from '../stats.js';
import { settings } from '../settings.js';
import { keepMatch, loadPractice } from '../practice/engine.js';
import { rememberCoach } from '../storage.js';
import { duelSound } from '../sound.js';

const seatIndex = (seat) => (seat === 'p1' ? 0 : 1);

// What the table says (the live region), as pure functions of the snapshot
// as shown: the lines a screen reader is given, the same ones the Node tests
// word whole matches with (tests/node/duel-table.mjs).

/** The snapshot as the table shows it: each default name in the page's language. */
export const shown = (snap) => ({ ...snap, names: shownNames(snap.names) });

/** Why each seat newly may not draw (it did not stand): "Ann has 21 and stops drawing." */
function stopLines(s, before) {
  if (s.phase !== 'drawing') return [];
  return s.seats.map((v, i) => (v.stop === before[i] ? '' : stopText(v.stop, s.names[i])));
}

/**
 * Whose turn it is now, e.g. "Your turn." ('' once the round is decided),
 * after "Computer is bust: standing wins." when the engine says so.
 */
function turnLine(s) {
  if (s.phase !== 'drawing' || !s.to_move) return '';
  return sentences(standWinsText(s), tn('turn_line', 'turn_line_you', { name: s.names[seatIndex(s.to_move)] }));
}

/** The round's result and why, and at the match's end its winner and score ('' while the round is open). */
function resultLine(s) {
  const last = s.history[s.history.length - 1];
  if (s.phase === 'drawing' || !last) return '';
  const line = t('result_line', { outcome: outcomeText(last, s.names), verdict: verdictText(last, s.names) });
  if (!s.winner) return line;
  return sentences(line, matchWinnerText(s), finalScore(s));
}

/** What a deal says: "Round 1 dealt: you have 12, Computer has 15. Your turn." */
export function dealtLine(s) {
  const has = (i) => tn('has', 'has_you', { name: s.names[i], total: s.seats[i].total });
  // Sentences joined as the language writes them (i18n.js, sentences).
  return sentences(
    t('dealt', { n: s.round, h1: has(0), h2: has(1) }),
    ...stopLines(s, [null, null]),
    resultLine(s),
    turnLine(s),
  );
}

/**
 * What a resumed match says, once: "Match resumed: round 3.
 * Your turn.", from the snapshot as a deal's announcement says it.
 */
export function resumedLine(s) {
  return sentences(t('resumed_21', { n: s.round }), ...stopLines(s, [null, null]), resultLine(s), turnLine(s));
}

/**
 * What the move just made says, once: who did what ("You take the four of
 * clubs: total 15"), why (the Auto player's `reason`, '' for a person), why
 * a seat now stops drawing (`before`: each seat's `stop` before the move),
 * the result if the round ended, and whose turn it is next.
 */
export function moveLine(s, seat, action, reason, before) {
  const i = seatIndex(seat);
  const view = s.seats[i];
  const name = s.names[i];
  const card = view.cards[view.cards.length - 1];
  const line = action === 'take'
    ? tn('took', 'took_you', { name, card: cardLabel(card), total: view.total })
    : tn('stands', 'stands_you', { name, total: view.total });
  return sentences(
    t(reason ? 'move_reason_line' : 'move_line', { line, reason }),
    ...stopLines(s, before),
    resultLine(s),
    turnLine(s),
  );
}

export class DuelScreen extends TableScreen {
  /**
   * @param {{announce: (text: string) => void, fail: (e: Error) => void, settled: () => void,
   *   drawn: () => void, conflict: (screen: DuelScreen) => void, pauseMs: number}} env
   *   drawn: after every redraw (focus); conflict: a save was refused (another tab moved on).
   */
  constructor(env) {
    super('duel');
    this.env = env;
    this.ui = { coachOpen: false, explanation: null, auto: null };
    // The save text of the match finished before a rematch, for its review.
    this.finished = null;
    // The table's last state was refused by full storage: it is written
    // again when the page is left or hidden (a reload, a closed tab), so a
    // match played on while storage was full does not come back as it was
    // when storage filled, once space is free again.
    this.unwritten = false;
    const again = () => { if (this.unwritten) this.#save(); };
    globalThis.addEventListener?.('pagehide', again);
    globalThis.document?.addEventListener('visibilitychange', again);
  }

  create(config) {
    const engine = DuelEngine.create(config);
    this.finished = null;
    return engine;
  }

  load(text) {
    const engine = DuelEngine.load(text);
    this.finished = null;
    return engine;
  }

  start(config, opts) {
    super.start(config, opts);
    this.#dealt();
  }

  resume(text, slot) {
    super.resume(text, slot);
    // A finished match counts (again: the statistics keep each match once)
    // in case storage refused its entry when it ended.
    if (this.snap.phase === 'match_over') this.#record();
  }

  rematch() {
    if (!this.engine) return;
    // The finished match stays reviewable after its rematch starts.
    if (this.snap?.phase === 'match_over') this.finished = this.engine.save();
    this.slot?.renew();
    this.adopt(this.engine.rematch(), this.slot, { resumed: false });
    this.#dealt();
  }

  begin(engine, { resumed }) {
    this.ui.auto = null;
    this.#show(engine.snapshot(), { instant: resumed });
    // A resumed match (a reload, Continue) says so once, and where it stands.
    if (resumed) this.env.announce(resumedLine(this.snap));
    this.#runAuto();
  }

  // After a hold, or back on show: a move the Auto player was pausing before is made now.
  wake() {
    this.#runAuto();
  }

  parkChanged(on) {
    if (!on) this.#runAuto();
  }

  write() {
    this.#save();
  }

  #dealt() {
    this.env.announce(dealtLine(this.snap));
  }

  /** The one redraw path: keep the snapshot, save it, draw it. */
  #show(snap, { instant = false } = {}) {
    const before = this.snap;
    this.snap = shown(snap);
    this.#save();
    // The match just ended here: it counts in the statistics (once). Its
    // entry's id is the match's own (its save slot's), so the same match
    // finished in two tabs at once counts once.
    if (before && before.phase !== 'match_over' && snap.phase === 'match_over') {
      this.#record();
      this.#keepMistakes();
    }
    // A resumed table is shown silently; a played one sounds (sound.js, per the settings).
    if (!instant) duelSound(before, snap);
    this.render({ instant });
    this.env.drawn?.();
  }

  /** The finished match into the statistics, at the time its save was written (else now). */
  #record() {
    const save = this.engine.save();
    recordDuel(save, this.slot?.id, this.slot?.savedAt(save) ?? Date.now());
  }

  /**
   * The match just ended here: its costly decisions become practice cards
   * (unless the settings say not to), once, when it ends (a resumed finished
   * match keeps none again, so a card answered since is not made due again).
   */
  #keepMistakes() {
    if (!settings().practice) return;
    const save = this.engine.save();
    keepMatch(save).catch((e) => this.env.fail(e));
  }

  #save() {
    if (!this.engine || !this.slot || this.held) return;
    const s = this.snap;
    const sum = { names: s.names, n: s.round, over: s.phase === 'match_over' };
    const wrote = this.slot.write(this.engine.save(), sum);
    this.unwritten = wrote === 'full';
    if (wrote === 'full') this.env.storageFull?.();
    if (wrote === 'conflict') {
      // This table has a move the slot did not take: loading the other tab's would lose it.
      this.unsaved = true;
      this.env.conflict(this);
    }
  }

  render({ instant = false } = {}) {
    if (!this.snap) return;
    // The default names in the page's language (after a switch of it).
    const names = shownNames(this.snap.names);
    if (names.some((n, i) => n !== this.snap.names[i])) {
      const was = this.snap;
      this.snap = { ...was, names };
      if (this.explained === was) this.explained = this.snap;
    }
    // The coach's numbers (an exact Expert search) are computed once per
    // snapshot: redraws of the same table reuse them.
    if (!this.ui.coachOpen || this.snap.phase !== 'drawing') {
      this.ui.explanation = null;
      this.explained = null;
    } else if (this.explained !== this.snap) {
      this.ui.explanation = this.engine.explain();
      this.explained = this.snap;
    }
    this.#weighMistakes();
    renderDuel(this.snap, { ...this.ui, instant, finished: this.finished !== null });
  }

  /** The drills' module (practice/engine.js) once fetched while a match is played, else null. */
  #practice = null;

  #practiceAsked = false;

  /**
   * Whether the finished match left a decision worth drilling (the
   * engine's matchDrills, the rule the review's questions come from), once
   * per match: until it is known, and when there is none, the summary offers
   * no "Learn from your mistakes". The drills' module is fetched while the
   * match is played, so that the summary is drawn knowing it, with the
   * button or without it (not with it added once drawn); should the module
   * not be here yet, it is asked then.
   */
  #weighMistakes() {
    if (this.snap.phase !== 'match_over') {
      if (!this.#practiceAsked) {
        this.#practiceAsked = true;
        loadPractice().then((m) => { this.#practice = m; }, () => { this.#practiceAsked = false; });
      }
      return;
    }
    const save = this.engine.save();
    if (this.ui.drillsOf === save) return;
    Object.assign(this.ui, { drillsOf: save, drills: null });
    if (this.#practice) {
      try {
        this.ui.drills = this.#practice.matchDrills(save).length;
      } catch {
        // (Refused: offered, and Learn says why.)
        this.ui.drills = 1;
      }
      return;
    }
    loadPractice().then((m) => m.matchDrills(save).length, () => null).then((n) => {
      if (this.ui.drillsOf !== save) return;
      // (Unknown, the practice module not here: offered, and Learn says why.)
      this.ui.drills = n ?? 1;
      this.render({ instant: true });
    });
  }

  /** A semantic action from input.js; returns true if it was handled here. */
  act(action) {
    if (!this.engine) return false;
    if ((this.held || this.parked) && action !== 'coach') return true;
    try {
      switch (action) {
        case 'take':
        case 'stand': {
          const seat = this.snap.to_move;
          const before = this.snap.seats.map((v) => v.stop);
          const snap = action === 'take' ? this.engine.take() : this.engine.stand();
          this.ui.auto = null;
          this.#show(snap);
          this.env.announce(moveLine(this.snap, seat, action, '', before));
          this.#runAuto();
          return true;
        }
        case 'next':
          this.ui.auto = null;
          this.#show(this.engine.next());
          this.#dealt();
          this.#runAuto();
          return true;
        case 'rematch':
          this.rematch();
          return true;
        case 'coach': {
          // Hidden from its own Hide button: the focus goes to the Coach
          // button, which opens it again (not to the page's start).
          const fromPanel = document.activeElement?.closest('#coach');
          this.ui.coachOpen = !this.ui.coachOpen;
          rememberCoach(this.ui.coachOpen);
          this.render({ instant: true });
          if (this.ui.coachOpen) showCoach(this.snap);
          else if (fromPanel) document.getElementById('coach-toggle').focus({ preventScroll: true });
          return true;
        }
        default:
          return false;
      }
    } catch (e) {
      this.env.fail(e);
      return true;
    }
  }

  /** Plays the Auto player's moves one at a time, a short pause each. */
  async #runAuto() {
    const generation = this.generation;
    if (!this.snap?.computer_turn) return;
    while (this.snap?.computer_turn) {
      this.render({ instant: true });
      await new Promise((r) => setTimeout(r, this.env.pauseMs));
      if (generation !== this.generation || !this.engine || this.held || this.parked) return;
      try {
        const before = this.snap.seats.map((v) => v.stop);
        const step = this.engine.autoStep();
        this.ui.auto = step;
        this.#show(step.snapshot);
        this.env.announce(moveLine(this.snap, step.seat, step.choice, reasonText(step.reason, step.choice), before));
      } catch (e) {
        this.env.fail(e);
        return;
      }
    }
    // The person's turn again: put the focus somewhere useful.
    this.env.settled();
  }
}
