// The Practice screen: the practice cards due today (kept on this device
// from the player's mistakes, scheduled by the engine's FSRS), the day's
// numbers (due today, learned, the streak, drills answered and accuracy over
// the last 50), and themed sets the engine generates when nothing is due.
// Every question, verdict and number is the engine's (www/pkg/practice.js).
import { t, own, Said } from '../i18n.js';
import { $, el } from '../dom.js';
import { withRecord, clock, loadPractice, PracticeRefused } from './engine.js';
import { drawQuestion, drawVerdict, focusQuestion } from './drill.js';

/** The themed sets, in the order offered: the engine's name → its title and note. */
const THEME_WORDS = {
  'classic-wrong': ['theme_classic_wrong', 'theme_classic_wrong_note'],
  'late-deck': ['theme_late_deck', 'theme_late_deck_note'],
  soft: ['theme_soft', 'theme_soft_note'],
};
const THEMES = Object.keys(THEME_WORDS);
const themeTitle = (theme) => t(own(THEME_WORDS, theme)?.[0] ?? theme);
/** Positions in one themed set. */
const SET_SIZE = 5;

export class PracticeScreen {
  /** @param {{announce: (text: string) => void, fail: (e: Error) => void}} env */
  constructor(env) {
    this.env = env;
    this.summary = null;
    this.due = [];
    this.run = null; // {kind: 'due'|'theme', theme?, list, i, verdict, pending}
    this.token = 0;
  }

  /**
   * Opens the screen: reads the record, then draws. Should that fail (the
   * notice says why) the screen is drawn all the same, with nothing due and
   * a way to try again; a record the engine refused and set aside is read
   * again at once, as the new record it now is.
   */
  async open() {
    const token = ++this.token;
    this.run = null;
    this.failed = false;
    $('practice-status').textContent = t('practice_loading');
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
      if (token !== this.token) return;
      this.summary = null;
      this.due = [];
      this.failed = true;
    }
    if (token !== this.token) return;
    $('practice-status').textContent = '';
    this.render();
  }

  async #refresh() {
    const [summary, due] = await withRecord((r) => [r.summary(...clock()), r.due(...clock())]);
    this.summary = summary;
    this.due = due;
  }

  /** A semantic action; true if handled. */
  act(action, target) {
    switch (action) {
      case 'practice-due': this.#start({ kind: 'due', list: this.due.map((d) => ({ index: d.index, question: d.question })) }); return true;
      case 'practice-theme': this.#startTheme(target?.dataset.theme); return true;
      case 'drill-answer': this.#answer(target?.dataset.choice); return true;
      // T and S (input.js, the answer buttons' data-key-action).
      case 'take': case 'stand': this.#answer(action); return true;
      case 'practice-next': this.#next(); return true;
      case 'practice-retry': this.open(); return true;
      default: return false;
    }
  }

  async #startTheme(theme) {
    if (!THEMES.includes(theme)) return;
    let list;
    try {
      const m = await loadPractice();
      // A new set each day: the seed is the local day number.
      const [now, offset] = clock();
      const day = Math.floor((now + offset * 60000) / 86400000);
      list = m.themedSet(theme, SET_SIZE, String(day)).map((question) => ({ question }));
    } catch (e) {
      this.env.fail(e);
      return;
    }
    this.#start({ kind: 'theme', theme, list });
  }

  #start(run) {
    this.run = { ...run, i: 0, verdict: null, pending: false };
    this.render();
    focusQuestion($('practice-drill'));
  }

  async #answer(choice) {
    const run = this.run;
    if (!run || run.verdict || run.pending || !run.list[run.i]) return;
    const item = run.list[run.i];
    run.pending = true; // a double click answers once
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
      if (this.run !== run) return;
      await this.open();
      $('practice-title').focus({ preventScroll: true });
      return;
    }
    if (this.run !== run) return;
    run.verdict = v;
    this.#drawSummary();
    this.#drawVerdict();
  }

  #drawVerdict() {
    const run = this.run;
    const last = run.i + 1 >= run.list.length;
    drawVerdict($('practice-drill'), run.verdict, { label: t(last ? 'learn_finish' : 'learn_next'), action: 'practice-next' });
  }

  #next() {
    const run = this.run;
    if (!run || !run.verdict) return;
    if (run.i + 1 >= run.list.length) {
      this.run = null;
      this.render();
      $('practice-title').focus({ preventScroll: true });
      this.env.announce(t('practice_set_done'));
      return;
    }
    run.i += 1;
    run.verdict = null;
    this.render();
    focusQuestion($('practice-drill'));
  }

  #drawSummary() {
    const s = this.summary;
    if (!s) return;
    const items = [
      ['practice_due', s.due_today],
      ['practice_learned', s.learned],
      ['practice_streak', t(s.streak === 1 ? 'practice_day' : 'practice_days', { n: s.streak })],
      ['practice_answered', s.answered],
      ['practice_accuracy', s.accuracy === null ? '—' : `${Math.round(s.accuracy)}% (${t('practice_of_last', { n: s.recent })})`],
      ['practice_cards', s.cards],
    ];
    $('practice-sum').replaceChildren(...items.map(([key, value]) => {
      const box = el('div', 'sum-item');
      box.dataset.key = key;
      box.append(el('dt', '', t(key)), el('dd', '', String(value)));
      return box;
    }));
  }

  /** Draws the screen (also when the language changes). */
  render() {
    this.#drawSummary();
    const start = $('practice-start');
    const drill = $('practice-drill');
    const run = this.run;
    // A redraw (another language) keeps the focus on the same control.
    const had = drill.contains(document.activeElement) ? document.activeElement : null;
    const again = had && (had.dataset.choice
      ? `[data-choice="${had.dataset.choice}"]`
      : had.dataset.action ? `[data-action="${had.dataset.action}"]` : '.drill-label');
    if (run && run.list[run.i]) {
      start.replaceChildren();
      drill.hidden = false;
      const label = run.kind === 'due'
        ? t('practice_card_of', { k: run.i + 1, n: run.list.length })
        : `${themeTitle(run.theme)} · ${t('practice_card_of', { k: run.i + 1, n: run.list.length })}`;
      drawQuestion(drill, run.list[run.i].question, { label });
      if (run.verdict) this.#drawVerdict();
      if (again) drill.querySelector(again)?.focus({ preventScroll: true });
      return;
    }
    drill.hidden = true;
    drill.replaceChildren();
    const parts = [];
    if (this.due.length > 0) {
      const b = el('button', 'primary', t(this.due.length === 1 ? 'practice_go_due_one' : 'practice_go_due', { n: this.due.length }));
      b.type = 'button';
      b.dataset.action = 'practice-due';
      b.id = 'practice-go-due';
      parts.push(el('p', '', t('practice_due_intro')), b);
    } else if (this.failed) {
      // The record could not be read (the notice says why): a way on.
      const b = el('button', 'primary', t('practice_retry'));
      b.type = 'button';
      b.dataset.action = 'practice-retry';
      b.id = 'practice-retry';
      parts.push(el('p', '', t('practice_failed')), b);
    } else {
      parts.push(el('p', '', t(this.summary?.cards ? 'practice_none_due' : 'practice_no_cards')));
    }
    const h = el('h3', '', t('practice_themes'));
    const list = el('div', 'themes');
    for (const theme of THEMES) {
      const [title, note] = THEME_WORDS[theme];
      const b = el('button', 'theme');
      b.type = 'button';
      b.dataset.action = 'practice-theme';
      b.dataset.theme = theme;
      b.append(el('strong', '', t(title)), el('span', 'muted small', t(note)));
      list.append(b);
    }
    parts.push(h, list);
    start.replaceChildren(...parts);
  }
}
