// The Practice screen's controller: its state (the practice cards due today,
// kept on this device from the player's mistakes and scheduled by the
// engine's FSRS; the day's numbers; the drill on show, the answer given and
// the engine's verdict) and its intents (open, the cards due, a themed set,
// an answer, Next). A chunk of its own, fetched the first time the screen
// opens (screens.js). Every question, verdict and number is the engine's
// (www/pkg/practice.js, through engine.js). Every change goes intent →
// engine → state → redraw() (app.js), and practice/view.js draws the state;
// what it tells the player otherwise (the notice, the live region, the
// focus) goes through `env`.
import { t, Said } from '../i18n.js';
import { $ } from '../dom.js';
import { mount, redraw } from '../app.js';
import {
  withRecord, clock, loadPractice, PracticeRefused,
} from './engine.js';
import { focusQuestion, keepFocus } from './drill.js';
import { view, THEMES } from './view.js';

/** Positions in one themed set. */
const SET_SIZE = 5;
/** How long after a verdict the rest of a double click on the answer cannot press Next (ms). */
const DOUBLE_CLICK_MS = 800;

/**
 * The screen's controller. `state` is what the view draws: `summary` (the
 * engine's day's numbers; null before the record is read or when it could
 * not be), `due` (the cards due: `{index, question}`), `failed` (the record
 * could not be read: the notice said why), `loading` (it is being read) and
 * `run` (the drill on show, or null: `{kind: 'due'|'theme', theme, list,
 * i, verdict, pending, shownAt}`). `env` says things: `announce(text)`
 * (the live region), `fail(error)` (the notice), `focus(where)` ('title',
 * 'question' or 'next'). Its intents are bound, for the view's listeners.
 */
export class PracticeCtrl {
  #token = 0;

  constructor(env) {
    this.env = env;
    this.state = {
      summary: null, due: [], failed: false, loading: false, run: null,
    };
  }

  /**
   * Opens the screen: reads the record, then draws. Should that fail (the
   * notice says why) the screen is drawn all the same, with nothing due and
   * a way to try again; a record the engine refused and set aside is read
   * again at once, as the new record it now is.
   */
  open = async () => {
    const token = ++this.#token;
    Object.assign(this.state, { run: null, failed: false, loading: true });
    redraw();
    try {
      await this.#refresh().catch((e) => {
        if (e instanceof PracticeRefused && e.setAside) {
          this.env.fail(e);
          return this.#refresh();
        }
        throw e;
      });
    } catch (e) {
      this.env.fail(e);
      if (token !== this.#token) return;
      Object.assign(this.state, { summary: null, due: [], failed: true });
    }
    if (token !== this.#token) return;
    this.state.loading = false;
    redraw();
  };

  async #refresh() {
    const [summary, due] = await withRecord((r) => [r.summary(...clock()), r.due(...clock())]);
    Object.assign(this.state, { summary, due });
  }

  /** T and S (input.js finds the answer buttons by data-key-action): an answer; true if handled. */
  act(action) {
    if (action !== 'take' && action !== 'stand') return false;
    this.answer(action);
    return true;
  }

  /** The cards due, in the engine's order. */
  startDue = () => {
    this.#start({ kind: 'due', list: this.state.due.map((d) => ({ index: d.index, question: d.question })) });
  };

  /** A themed set the engine generates: a new one each day (the seed is the local day number). */
  startTheme = async (theme) => {
    if (!THEMES.includes(theme)) return;
    let list;
    try {
      const m = await loadPractice();
      const [now, offset] = clock();
      const day = Math.floor((now + offset * 60000) / 86400000);
      list = m.themedSet(theme, SET_SIZE, String(day)).map((question) => ({ question }));
    } catch (e) {
      this.env.fail(e);
      return;
    }
    this.#start({ kind: 'theme', theme, list });
  };

  #start(run) {
    this.state.run = {
      theme: null, ...run, i: 0, verdict: null, pending: false, shownAt: 0,
    };
    redraw();
    this.env.focus('question');
  }

  /**
   * Take or Stand on the drill at position `at` (the one on show when the
   * button was drawn): once, so a double click answers once, an answered
   * drill no more, and a click meant for another position nothing.
   */
  answer = async (choice, at = this.state.run?.i) => {
    const { run } = this.state;
    if (!run || at !== run.i || run.verdict || run.pending || !run.list[run.i]) return;
    const item = run.list[run.i];
    run.pending = true;
    let v;
    try {
      // A due card is answered by its position, not its number: another tab
      // (an answer that made room, an import) may have moved the cards.
      const position = JSON.stringify(item.question.position);
      v = await withRecord((r) => (run.kind === 'due'
        ? r.answer_card(position, choice, ...clock())
        : r.answer_new(position, choice, ...clock())), { save: true });
      await this.#refresh();
    } catch (e) {
      this.env.fail(e);
      return;
    } finally {
      run.pending = false;
    }
    if (v === null) {
      // The card is no longer kept: nothing was answered; the list is read again.
      this.env.fail(new Said(() => t('practice_card_gone')));
      if (this.state.run !== run) return;
      await this.open();
      this.env.focus('title');
      return;
    }
    if (this.state.run !== run) return;
    run.verdict = v;
    run.shownAt = performance.now();
    redraw();
    this.env.focus('next');
  };

  /**
   * Next (Finish on the last): the next drill, or the start again with the
   * set said done. The rest of a double click on the answer soon after the
   * verdict (a click the browser counts as the second or later) does not
   * press it: Next may have come where the answer was.
   */
  nextClick = (e) => {
    if (e.detail > 1 && performance.now() - (this.state.run?.shownAt ?? 0) < DOUBLE_CLICK_MS) {
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    this.next();
  };

  next = () => {
    const { run } = this.state;
    if (!run || !run.verdict) return;
    if (run.i + 1 >= run.list.length) {
      this.state.run = null;
      redraw();
      this.env.focus('title');
      this.env.announce(t('practice_set_done'));
      return;
    }
    run.i += 1;
    run.verdict = null;
    redraw();
    this.env.focus('question');
  };
}

/** Where the focus goes: the screen's heading, the new question (in view), or the verdict's Next. */
function focusOn(where) {
  const drill = $('practice-drill');
  if (where === 'title') $('practice-title').focus({ preventScroll: true });
  else if (where === 'question') focusQuestion(drill);
  else keepFocus(drill.querySelector('[data-action="practice-next"]'));
}

/**
 * Wires the screen (once, when its chunk has loaded: screens.js): its view
 * drawn in place of #practice; `announce` and `fail` are the page's.
 */
export function initScreen({ announce, fail }) {
  const ctrl = new PracticeCtrl({ announce, fail, focus: focusOn });
  mount($('practice'), () => view(ctrl));
  return ctrl;
}
