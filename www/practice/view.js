// The Practice screen drawn from its controller's state (www/practice/ctrl.js):
// a function from that state to a snabbdom tree, nothing else. It draws
// the day's numbers, the way to the cards due (or why there are none), the
// themed sets, and the drill on show with its verdict, all from the
// engine's questions and answers the controller keeps; it calls no engine,
// writes no storage and reads no DOM. Its words are looked up here, each
// time it is drawn, so a language switch is a redraw.
// (h from its own file: snabbdom's index cannot load in Node, see app.js.)
import { h } from 'snabbdom/build/h.js';
import {
  t, own, choiceName, cardLabel, rankCountText,
} from '../i18n.js';
import { keyOf } from '../input.js';
import { drillMatchText, roundDiffersText, whyText } from '../duel21/review-words.js';

/** The themed sets, in the order offered: the engine's name → its title and note. */
const THEME_WORDS = {
  'classic-wrong': ['theme_classic_wrong', 'theme_classic_wrong_note'],
  'late-deck': ['theme_late_deck', 'theme_late_deck_note'],
  soft: ['theme_soft', 'theme_soft_note'],
};
export const THEMES = Object.keys(THEME_WORDS);
const themeTitle = (theme) => t(own(THEME_WORDS, theme)?.[0] ?? theme);
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const pct = (x) => `${(x * 100).toFixed(1)}%`;
/** A key hint on a button, hidden from what a screen reader names it; a letter is marked. */
export const kbd = (action) => {
  const key = keyOf(action);
  return h('kbd', { attrs: { 'data-key-for': action, 'aria-hidden': 'true' }, class: { letter: /^[A-Z]$/.test(key) } }, key);
};

/** The day's numbers (the engine's summary), or nothing before the record is read. */
function sums(s) {
  if (!s) return [];
  return [
    ['practice_due', s.due_today],
    ['practice_learned', s.learned],
    ['practice_streak', t(s.streak === 1 ? 'practice_day' : 'practice_days', { n: s.streak })],
    ['practice_answered', s.answered],
    ['practice_accuracy', s.accuracy === null ? '—' : `${Math.round(s.accuracy)}% (${t('practice_of_last', { n: s.recent })})`],
    ['practice_cards', s.cards],
  ].map(([key, value]) => h('div.sum-item', { attrs: { 'data-key': key } }, [h('dt', t(key)), h('dd', String(value))]));
}

/** The start: the cards due (or why there are none, or a way on when the record could not be read), then the themed sets. */
function start(ctrl) {
  const { due, failed, summary } = ctrl.state;
  const parts = [];
  if (due.length > 0) {
    parts.push(h('p', t('practice_due_intro')), h('button#practice-go-due.primary', {
      attrs: { type: 'button', 'data-action': 'practice-due' }, on: { click: ctrl.startDue },
    }, t(due.length === 1 ? 'practice_go_due_one' : 'practice_go_due', { n: due.length })));
  } else if (failed) {
    parts.push(h('p', t('practice_failed')), h('button#practice-retry.primary', {
      attrs: { type: 'button', 'data-action': 'practice-retry' }, on: { click: ctrl.open },
    }, t('practice_retry')));
  } else {
    parts.push(h('p', t(summary?.cards ? 'practice_none_due' : 'practice_no_cards')));
  }
  parts.push(h('h3', t('practice_themes')), h('div.themes', THEMES.map((theme) => h('button.theme', {
    key: theme,
    attrs: { type: 'button', 'data-action': 'practice-theme', 'data-theme': theme },
    on: { click: () => ctrl.startTheme(theme) },
  }, [h('strong', t(THEME_WORDS[theme][0])), h('span.muted.small', t(THEME_WORDS[theme][1]))]))));
  return parts;
}

/**
 * A real-looking card, as the table draws it (duel21/render.js): corner
 * indices and a big centre pip, hidden from screen readers, which hear the
 * card's name once.
 */
export function card(c) {
  const corner = (pos) => h(`span.corner.${pos}`, { attrs: { 'aria-hidden': 'true' } }, [h('span.rank', c.rank), h('span.suit', c.suit)]);
  const court = ['J', 'Q', 'K'].includes(c.rank);
  return h(`div.card.${c.red ? 'red' : 'black'}`, { attrs: { role: 'listitem', 'aria-label': cardLabel(c), 'data-card': c.text } }, [
    corner('tl'),
    court ? h('span.pip.court', { attrs: { 'aria-hidden': 'true' } }, [h('span.figure', c.rank), h('span.figure-suit', c.suit)])
      : h('span.pip', { attrs: { 'aria-hidden': 'true' } }, c.suit),
    corner('br'),
  ]);
}

/** A seat of the drill's table: its name, total and note, and its hand as a list named for it. */
function seat(who, cards, total, note) {
  return h('div.drill-seat', [
    h('p.drill-who', [h('span.name', who), ' ', h('strong.total', String(total)), ...(note ? [' ', h('span.tag', note)] : [])]),
    h('div.hand', { attrs: { role: 'list', 'aria-label': who } }, cards.map(card)),
  ]);
}

/** The cards left of each rank, heard as "A: 4, 2: 2, …" (the digits are hidden from screen readers). */
export const ranks = (remaining) => h('div.ranks', RANKS.map((rank, i) => {
  const n = remaining[rank] ?? 0;
  return h('div.rank-cell', { class: { gone: n === 0 } }, [
    h('span.sr-only', rankCountText(rank, n, i === RANKS.length - 1)),
    h('span.r', { attrs: { 'aria-hidden': 'true' } }, rank),
    h('span.n', { attrs: { 'aria-hidden': 'true' } }, String(n)),
  ]);
}));

/**
 * The verdict `v` under a drill: right or not, both chances, why, and Next
 * (Finish on the last): `next` = {action, click, last}.
 */
function verdict(v, next) {
  const note = roundDiffersText(v, t('drill_you'));
  return [
    h(`p.drill-result.${v.right ? 'right' : 'wrong'}`,
      v.right ? t(v.tie ? 'drill_right_tie' : 'drill_right') : t('drill_wrong', { best: choiceName(v.best), loss: pct(v.loss) })),
    h('p.drill-chances', t('drill_chances', { take: pct(v.take), stand: pct(v.stand) })),
    h('p.drill-why', note ? `${whyText(v)} ${note}` : whyText(v)),
    h('button.primary', {
      attrs: { type: 'button', 'data-action': next.action }, on: { click: next.click },
    }, t(next.last ? 'learn_finish' : 'learn_next')),
  ];
}

/**
 * A drill: the table of `q` (an engine question) as it was (`opponent`:
 * the other seat's name as its match's table shows it; a practice card,
 * whose match is not known, says "Opponent"), the cards left, Take and
 * Stand, and the engine's verdict `v` once answered. Take and Stand answer
 * by click (`answer(choice)`) or by T and S (input.js finds them by
 * data-key-action); a press does not move the focus, so the second click
 * of a double click cannot take it back; once answered they stay focusable
 * but do nothing (aria-disabled), the answer marked. The Practice screen
 * and the review's "Learn from your mistakes" draw it alike.
 */
export function drillTree({
  q, v, label, opponent = null, answer, next,
}) {
  const opp = q.opp_stood ? t('stood') : q.opp_done ? t('drill_done') : t('drill_may_draw');
  return [
    // A new position is announced by its label, which takes the focus.
    h('p.drill-label', { attrs: { tabindex: '-1' } }, label),
    // The opponent above, the person below, nearest Take and Stand: the table's order.
    h('div.felt.drill-felt', [
      seat(opponent ?? t('drill_opp'), q.opp_cards, q.opp_total, opp),
      seat(t('drill_you'), q.cards, q.total, q.soft ? t('drill_soft') : ''),
    ]),
    h('p.drill-left', t('cards_left', { n: q.cards_left })),
    h('p.drill-match', drillMatchText(q.match)),
    h('p.label', t('remaining')),
    ranks(q.remaining),
    h('p.drill-ask', t('drill_ask')),
    h('div.row.drill-answer', { attrs: { role: 'group', 'aria-label': t('drill_ask') } }, ['take', 'stand'].map((choice) => h('button', {
      key: choice,
      attrs: {
        type: 'button', 'data-action': 'drill-answer', 'data-choice': choice, 'data-key-action': choice, 'aria-disabled': v ? 'true' : false,
      },
      class: { picked: v?.answer === choice },
      on: { click: () => answer(choice), mousedown: (e) => e.preventDefault() },
    }, [h('span.lbl', t(choice)), ' ', kbd(choice)]))),
    h('div.drill-verdict', { attrs: { role: 'status', 'data-right': v ? String(v.right) : false } },
      v ? verdict(v, next) : []),
  ];
}

/** The Practice screen's drill on show: a practice card's or a themed set's. */
function drill(ctrl, run) {
  const of = t('practice_card_of', { k: run.i + 1, n: run.list.length });
  return drillTree({
    q: run.list[run.i].question,
    v: run.verdict,
    label: run.kind === 'due' ? of : `${themeTitle(run.theme)} · ${of}`,
    answer: (choice) => ctrl.answer(choice, run.i),
    next: { action: 'practice-next', click: ctrl.nextClick, last: run.i + 1 >= run.list.length },
  });
}

/**
 * The Practice screen of `ctrl`: its state (`summary`, the engine's day's
 * numbers; `due`, the cards due; `run`, the drill on show; `loading`,
 * `failed`) and its intents (`open`, `startDue`, `startTheme(theme)`,
 * `answer(choice, at)`, `nextClick`), drawn as the section the router
 * shows and hides. Back is the page's (the router's), found by its
 * data-action.
 */
export function view(ctrl) {
  const { run, loading } = ctrl.state;
  const on = run && run.list[run.i] ? run : null;
  return h('section#practice.panel', { attrs: { 'aria-labelledby': 'practice-title' } }, [
    h('div.review-head', [
      h('h2#practice-title', { attrs: { tabindex: '-1' } }, t('practice_title')),
      h('button#practice-back', { attrs: { type: 'button', 'data-action': 'back' } }, [h('span', t('back')), ' ', kbd('back')]),
    ]),
    h('dl#practice-sum.practice-sum', sums(ctrl.state.summary)),
    // While the record is read nothing is offered: the numbers above are not drawn yet.
    h('div#practice-start', on || loading ? [] : start(ctrl)),
    h('div#practice-drill.drill', { attrs: { hidden: !on } }, on ? drill(ctrl, on) : []),
    h('p#practice-status.muted', { attrs: { role: 'status' } }, loading ? t('practice_loading') : ''),
  ]);
}
