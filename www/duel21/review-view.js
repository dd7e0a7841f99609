// The review screen of a 21点 match drawn from its controller's state
// (review-ctrl.js): the match in a line, both seats' accuracy, the key
// moments, the match-win chance graph (an svg and a button per moment, the
// same numbers as a table for screen readers), the replay at its step with
// the coach's numbers then, every decision by round, "Learn from your
// mistakes" (the Practice screen's drill: practice/view.js) and sharing.
// Every grade, number and winner is the engine's; this only words and
// draws them, each time it is drawn (a language switch is a redraw). It
// calls no engine, writes no storage and reads no DOM.
// (h from its own file: snabbdom's index cannot load in Node, see app.js.)
import { h } from 'snabbdom/build/h.js';
import {
  t, tn, own, drawsText, cardsLeftText, outcomeText, verdictText, levelName, choiceName, sentences, shownNames, accuracyText,
  accuracyLine, seedText,
} from '../i18n.js';
import { roundDiffersText } from './review-words.js';
import {
  card, ranks, kbd, drillTree,
} from '../practice/view.js';

/** The grades, best first, with their icon (the word is always shown beside it). */
export const GRADES = { best: '★', good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };
/** A grade's word, the word beside its count, and the summary's field of that count. */
const GRADE_WORDS = {
  best: ['grade_best', 'count_best', 'best'],
  good: ['grade_good', 'count_good', 'good'],
  inaccuracy: ['grade_inaccuracy', 'count_inaccuracy', 'inaccuracies'],
  mistake: ['grade_mistake', 'count_mistake', 'mistakes'],
  blunder: ['grade_blunder', 'count_blunder', 'blunders'],
};
const gradeName = (grade) => t(own(GRADE_WORDS, grade)?.[0] ?? grade);
const seatIndex = (seat) => (seat === 'p1' ? 0 : 1);
const pct = (v) => (v * 100).toFixed(1);
/** The best choice of a decision; "either" when Take and Stand were worth exactly the same (graded best both ways). */
const bestText = (d) => (d.tie ? t('choice_either') : choiceName(d.best));

/** A loss (share of a match win) as a percentage; a loss too small to show is "<0.1%". */
export function lossText(loss) {
  if (loss <= 0) return '0%';
  if (loss < 0.0005) return '<0.1%';
  return `${(loss * 100).toFixed(1)}%`;
}

/**
 * Names as shown for the review in `s` (the controller's state) of the
 * table `snap`: a shared link carries none, so they are the page's defaults
 * (this tab's own online match: its players').
 */
export function namesOf(s, snap) {
  if (!s.shared) return shownNames(snap.names);
  if (s.own) return s.own.names();
  return snap.computer.map((c, i) => {
    if (c) return t('default_computer');
    if (snap.mode === 'computer') return t('default_you');
    return t(i === 0 ? 'default_p1' : 'default_p2');
  });
}

/** The seats in the order the summary shows them: in vs Computer, the person's first. */
export const order = (snap) => (snap.mode === 'computer' && snap.computer[0] ? ['p2', 'p1'] : ['p1', 'p2']);

/** The result in one line of text, e.g. "21点 · You 7–5 Expert · accuracy 91.3% · seed 123". */
export function resultText(s) {
  const { final: f, review } = s.data;
  const names = namesOf(s, f);
  const [a, b] = order(f);
  const [ia, ib] = [seatIndex(a), seatIndex(b)];
  // As the review shows it (i18n.js, accuracyText).
  const acc = f.mode === 'computer'
    ? accuracyText(review.seats[a].accuracy)
    : `${accuracyText(review.seats[a].accuracy)} / ${accuracyText(review.seats[b].accuracy)}`;
  return t('share_result', {
    a: names[ia],
    x: f.tally.wins[ia],
    y: f.tally.wins[ib],
    b: f.mode === 'computer' ? levelName(f.level) : names[ib],
    // Draws as the table counts them ("1 draw", "平局 1").
    draws: f.tally.draws ? t('share_draws', { draws: drawsText(f.tally.draws) }) : '',
    progress: f.phase === 'match_over' ? '' : t(f.history.length === 1 ? 'share_progress_one' : 'share_progress', { n: f.history.length }),
    acc,
    // A match dealt without a seed (online) says it has none.
    seed: seedText(f.seed),
  });
}

/** What is played from the replay's table `at`: the decision and its grade, a deal, or the end. */
export function nextMove(s, at, names) {
  if (at.step === at.steps) return t(s.data.final.phase === 'match_over' ? 'replay_end' : 'replay_end_so_far');
  const d = s.data.review.decisions.find((x) => x.step === at.step);
  if (!d) return t('replay_deal', { n: at.step + 1 });
  return t('replay_decision', {
    n: at.step + 1,
    name: names[seatIndex(d.seat)],
    choice: choiceName(d.choice),
    best: bestText(d),
    loss: lossText(d.loss),
    grade: `${GRADES[d.grade]} ${gradeName(d.grade)}`,
  });
}

/** The replay's table `snap` (names as shown) in a line: its turn or its round's result. */
function statusOf(snap) {
  const last = snap.history[snap.history.length - 1];
  if (snap.to_move) return tn('turn_of', 'turn_of_you', { name: snap.names[seatIndex(snap.to_move)] });
  return last ? t('result_line', { outcome: outcomeText(last, snap.names), verdict: verdictText(last, snap.names) }) : '';
}

/** What the live region says of the replay at `at`: the step, the round, the table, what comes next. */
export function replaySaid(s, at) {
  const snap = { ...at.snapshot, names: namesOf(s, at.snapshot) };
  return sentences(t('replay_step', { k: at.step, n: at.steps }), t('round', { n: snap.round }), statusOf(snap), nextMove(s, at, snap.names));
}

const icon = (text) => h('span.icon', { attrs: { 'aria-hidden': 'true' } }, text);

function seats(s, names) {
  const f = s.data.final;
  return order(f).map((seat) => {
    const i = seatIndex(seat);
    const sum = s.data.review.seats[seat];
    const level = levelName(f.level);
    return h('article.seat-sum', { key: seat, attrs: { 'data-seat': seat, 'data-accuracy': String(sum.accuracy) } }, [
      h('h4.seat-sum-name', [
        h('span.name', names[i]),
        // A computer under its default name ("电脑", "Computer") is not named twice.
        ...(f.computer[i] ? [h('span.tag', names[i] === t('default_computer') ? level : `${t('computer_tag')} · ${level}`)] : []),
      ]),
      // The number and its word in the language's order (i18n.js, accuracyLine).
      h('p.acc', accuracyLine(sum.accuracy).map((part) => h(part.num ? 'span.acc-num' : 'span.acc-label', part.text))),
      h('ul.counts', Object.entries(GRADE_WORDS).map(([grade, [, word, field]]) => h(`li.g-${grade}`, { attrs: { 'data-grade': grade } }, [
        icon(GRADES[grade]), h('span.word', t(word)), h('strong.n', String(sum[field])),
      ]))),
      h('p.muted.small', t(sum.decisions === 1 ? 'seat_decisions_one' : 'seat_decisions', { n: sum.decisions, loss: lossText(sum.mean_loss) })),
    ]);
  });
}

/**
 * One decision as a list row: the move (a button to its replay step), who,
 * the hands, the choice, the best, the loss, the grade, and where the
 * round's best is not the match's, both. `current`: the replay's step is
 * this decision's (marked for the eye and aria-current).
 */
function decisionRow(ctrl, d, names, { round = false, current = false } = {}) {
  const field = (cls, label, value) => h(`span.${cls}`, [h('span.lbl', `${label} `), h('span.val', value)]);
  const differs = roundDiffersText(d, names[seatIndex(d.seat)]);
  return h(`li.decision.g-${d.grade}`, {
    key: d.step,
    class: { current },
    attrs: { 'data-step': String(d.step), 'data-grade': d.grade, 'aria-current': current ? 'step' : false },
  }, [
    h('button.step-btn', {
      attrs: {
        type: 'button', 'data-action': 'replay-goto', 'data-step': String(d.step), 'aria-label': t('goto_move', { n: d.step + 1 }),
      },
      on: { click: () => ctrl.jump(d.step) },
    }, String(d.step + 1)),
    h('span.who', round ? `${t('round', { n: d.round })} · ${names[seatIndex(d.seat)]}` : names[seatIndex(d.seat)]),
    // The decider's hand, then the opponent's on a line of its own.
    h('span.hands', [
      h('span.mine', [h('span.cards', d.cards), ' ', h('strong.tot', String(d.total))]),
      ' ',
      h('span.theirs', [h('span.vs', `${t('vs')} `), h('span.cards', d.opp_cards), ' ', h('strong.tot', String(d.opp_total))]),
    ]),
    field('play', t('d_played'), choiceName(d.choice)),
    field('best', t('d_best'), bestText(d)),
    field('loss', t('d_loss'), lossText(d.loss)),
    h('span.grade', [icon(GRADES[d.grade]), h('span.word', gradeName(d.grade))]),
    ...(differs ? [h('span.differs', differs)] : []),
  ]);
}

function rounds(ctrl, names, step) {
  const { review, final: f } = ctrl.state.data;
  const byRound = new Map();
  for (const d of review.decisions) {
    if (!byRound.has(d.round)) byRound.set(d.round, []);
    byRound.get(d.round).push(d);
  }
  if (byRound.size === 0) return [h('p.muted', t('review_nothing'))];
  return [...byRound].map(([n, list]) => {
    const done = f.history.find((r) => r.number === n);
    return h('section.review-round', { key: n, attrs: { 'data-round': String(n) } }, [
      h('h4', [
        t('round', { n }),
        ...(done ? [h('span.round-result', ` · ${t('result_line', { outcome: outcomeText(done, names), verdict: verdictText(done, names) })}`)] : []),
      ]),
      h('ol.decisions', list.map((d) => decisionRow(ctrl, d, names, { current: d.step === step }))),
    ]);
  });
}

/** A moment of the match curve in words: "end of round 3" or "Ann's stand". */
function moment(point, names) {
  return point.seat
    ? tn('mgraph_decision', 'mgraph_decision_you', { name: names[seatIndex(point.seat)], choice: choiceName(point.choice) })
    : t('mgraph_end', { round: point.round });
}

/**
 * The match-win chance graph (the engine's Game.match_curve): both seats'
 * chance of winning the match before every decision and at every round's
 * end; each moment a button to its replay step (a decision's step is the
 * table just before it, a round's end the table once it is decided), on
 * the line of the seat the summary shows first. A long match's graph
 * scrolls sideways on a phone (at least a point's width for each point:
 * --points), and a line then says so (`swipe`, measured by the controller).
 */
function graph(ctrl, names, step) {
  const { curve, final: f } = ctrl.state.data;
  const list = curve.points;
  const [first] = order(f);
  const mine = (p, seat) => (seat === 'p1' ? p.p1 : 1 - p.p1);
  const n = list.length;
  const x = (i) => (n === 1 ? 50 : 2 + (96 * i) / (n - 1));
  const y = (p, seat) => 100 - mine(p, seat) * 100;
  const svg = h('svg.graph-svg', { attrs: { viewBox: '0 0 100 100', preserveAspectRatio: 'none', 'aria-hidden': 'true' } }, [
    ...[25, 50, 75].map((level) => h(`line.${level === 50 ? 'mid' : 'grid'}`, {
      attrs: {
        x1: '0', x2: '100', y1: String(level), y2: String(level),
      },
    })),
    ...['p1', 'p2'].map((seat) => h(`polyline.line.seat-${seat}`, {
      attrs: { points: list.map((p, i) => `${x(i).toFixed(2)},${y(p, seat).toFixed(2)}`).join(' ') },
    })),
  ]);
  const points = list.map((p, i) => h(`button.point.seat-${first}`, {
    key: i,
    class: { 'round-end': !p.seat, turning: i === curve.turning_point, current: p.step === step },
    attrs: {
      type: 'button',
      'data-action': 'replay-goto',
      'data-step': String(p.step),
      'aria-current': p.step === step ? 'step' : false,
      'aria-label': t(p.seat ? 'mgraph_point' : 'mgraph_point_end', {
        round: p.round, who: moment(p, names), name: names[seatIndex(first)], p: pct(mine(p, first)),
      }),
    },
    css: { left: `${x(i)}%`, top: `${y(p, first)}%` },
    on: { click: () => ctrl.jump(p.step) },
  }, [icon(i === curve.turning_point ? '!' : '')]));
  // The rounds along the bottom: each round's number under its first point.
  const roundMarks = list.flatMap((p, i) => (i > 0 && list[i - 1].round === p.round ? []
    : [h('span.graph-round', { css: { left: `${x(i)}%` } }, String(p.round))]));
  return h('div#graph.graph', [
    h('div.graph-axis', { attrs: { 'aria-hidden': 'true' } }, [h('span.a100', '100%'), h('span.a50', '50%'), h('span.a0', '0%')]),
    h('div.graph-scroll', { hook: ctrl.graphHook }, [
      h('div.graph-plot', { css: { '--points': String(n) } }, [svg, ...points, h('div.graph-rounds', { attrs: { 'aria-hidden': 'true' } }, roundMarks)]),
    ]),
    h('span.graph-rounds-label', { attrs: { 'aria-hidden': 'true' } }, t('mgraph_rounds')),
    h('p.graph-swipe.muted.small', { attrs: { hidden: !ctrl.state.swipe } }, t('mgraph_swipe')),
    h('p.graph-legend.muted.small', ['p1', 'p2'].flatMap((seat) => [
      h(`span.key.seat-${seat}`, { attrs: { title: names[seatIndex(seat)] } }, names[seatIndex(seat)]), ' ',
    ])),
  ]);
}

/** The turning point the summary names: "round 9, Ann's stand: Ann's chance went from 61.2% to 40.3%". */
function turning(s, names) {
  const { points, turning_point: at } = s.data.curve;
  if (at == null) return '';
  const [first] = order(s.data.final);
  const mine = (p) => (first === 'p1' ? p.p1 : 1 - p.p1);
  const [from, to] = [points[at], points[at + 1]];
  // Said whole: "round 9, Ann's stand", or "end of round 6" (not "round 6, end of round 6").
  const whole = from.seat ? t('mgraph_moment', { round: from.round, who: moment(from, names) }) : moment(from, names);
  return tn('turning_point', 'turning_point_you', {
    moment: whole, name: names[seatIndex(first)], from: pct(mine(from)), to: pct(mine(to)),
  });
}

function graphSection(ctrl, names, step) {
  const { curve } = ctrl.state.data;
  const said = turning(ctrl.state, names);
  return h('section#review-graph.panel', { attrs: { 'aria-labelledby': 'review-graph-title', hidden: curve.points.length === 0 } }, [
    h('h3#review-graph-title', t('mgraph_title')),
    h('p.muted.small', t('mgraph_note')),
    h('p#review-turning', { attrs: { hidden: !said } }, said),
    graph(ctrl, names, step),
    // The box is what is hidden: a table's own width cannot be held to 1 px, and would widen the page.
    h('div.sr-only', [h('table#graph-table', [
      h('caption', t('mgraph_title')),
      h('thead', [h('tr', [
        h('th', { attrs: { scope: 'col' } }, t('h_round')), h('th', { attrs: { scope: 'col' } }, t('h_moment')),
        h('th.name-col', { attrs: { scope: 'col' } }, names[0]), h('th.name-col', { attrs: { scope: 'col' } }, names[1]),
      ])]),
      h('tbody#graph-body', curve.points.map((p) => h('tr', [
        h('td', String(p.round)), h('td', moment(p, names)), h('td', `${pct(p.p1)}%`), h('td', `${pct(1 - p.p1)}%`),
      ]))),
    ])]),
  ]);
}

/** The Expert's win chance of Take and Stand as two bars, the better one marked (neither on a tie, and a line says so). */
function equityRows(equity) {
  if (!equity) return [h('p.muted', t('coach_wait'))];
  const rows = [['eq_take', equity.take, 'take'], ['eq_stand', equity.stand, 'stand']].map(([key, value, choice]) => h('div.eq-row', {
    class: { best: !equity.tie && equity.best === choice },
  }, [
    h('span.eq-label', t(key)),
    h('span.bar', [h('span.fill', { css: { width: `${pct(value)}%` } })]),
    h('span.eq-val', `${pct(value)}%`),
  ]));
  return equity.tie ? [...rows, h('p.eq-tie', t('eq_tie'))] : rows;
}

const sameWord = (a, b) => a.trim().toLocaleLowerCase() === b.toLocaleLowerCase();

/** A seat of the replay's table, as the match's table draws it (render.js): name, tags, total, hand. */
function replaySeat(snap, i) {
  const v = snap.seats[i];
  const name = snap.names[i];
  const turn = snap.to_move === v.seat;
  const tags = [
    // "computer" once: no tag beside a name that already says it (the default name).
    ...(snap.computer[i] && !sameWord(name, t('computer_tag')) ? [h('span.tag', t('computer_tag'))] : []),
    ...(turn ? [h('span.tag.turn', t('turn'))] : []),
    ...(v.stood ? [h('span.tag', t('stood'))] : []),
  ];
  return h('div.seat', {
    class: { 'to-move': turn, 'is-bust': v.bust, 'is-computer': snap.computer[i] },
    attrs: { 'data-seat': v.seat, 'data-stop': v.stop ?? '' },
  }, [
    h('div.seat-head', [
      h('span.name', { attrs: { title: name } }, name),
      h('span.tags', tags),
      h('span.total', { attrs: { 'aria-label': `${v.total}${v.soft ? ` ${t('soft')}` : ''}${v.bust ? ` ${t('bust')}` : ''}` } }, [
        h('span.num', String(v.total)),
        ...(v.soft ? [h('span.mark.soft', t('soft'))] : []),
        ...(v.bust ? [h('span.mark.bust', t('bust'))] : []),
      ]),
    ]),
    h('div.hand', { attrs: { role: 'list', 'aria-label': tn('card_of', 'card_of_you', { name }) } }, v.cards.map(card)),
  ]);
}

/** The replay's table at `at` (the engine's Game.replay), as the match's table drew it then. */
function replayTable(snap, step) {
  const score = (i) => {
    const name = h('span.name', { attrs: { title: snap.names[i] } }, snap.names[i]);
    const points = h('span.points', String(snap.tally.wins[i]));
    return h('div.score', { class: { 'to-move': snap.to_move === `p${i + 1}` }, attrs: { 'data-seat': `p${i + 1}` } }, i === 0 ? [name, points] : [points, name]);
  };
  return h('div#replay-table.replay-table', { attrs: { 'data-step': String(step) } }, [
    h('div.scoreboard', { attrs: { role: 'group', 'aria-label': t('scoreboard') } }, [
      score(0),
      h('div.round-info', [h('span.replay-round', t('round', { n: snap.round })), h('span.replay-draws', drawsText(snap.tally.draws))]),
      score(1),
    ]),
    // The person's hand sits nearest Take and Stand, as on the match's table.
    h('div.felt', { class: { 'p1-near': !snap.computer[0] } }, [
      replaySeat(snap, 0),
      h('div.midline', [
        h('div.deck', { attrs: { 'aria-hidden': 'true' } }, [h('span.deck-back')]),
        h('div.mid-text', [
          h('p.replay-left', { attrs: { 'data-n': String(snap.cards_left) } }, cardsLeftText(snap.cards_left)),
          h('p.replay-status', statusOf(snap)),
        ]),
      ]),
      replaySeat(snap, 1),
    ]),
  ]);
}

/**
 * The replay: its buttons (aria-disabled, not disabled, at either end: the
 * focused button keeps the focus), the step, the table then, what is
 * played next, and the coach's numbers then. The step is said politely
 * (`said`: the controller empties the region, then fills it, so a repeat
 * is heard; it keeps the sentence as said, so a language switch does not
 * say it again).
 */
function replay(ctrl) {
  const s = ctrl.state;
  const { at } = s;
  const snap = { ...at.snapshot, names: namesOf(s, at.snapshot) };
  const e = at.explain;
  const control = (action, label, parts) => h(`button#${action}`, {
    attrs: {
      type: 'button', 'data-action': action, 'aria-label': t(label), 'aria-disabled': String(action.endsWith('first') || action.endsWith('prev') ? at.step === 0 : at.step === at.steps),
    },
  }, parts);
  const arrow = (text) => h('span', { attrs: { 'aria-hidden': 'true' } }, text);
  return h('section#replay.panel', { attrs: { 'aria-labelledby': 'replay-title' } }, [
    h('h3#replay-title', { attrs: { tabindex: '-1' } }, t('replay')),
    h('div.replay-controls', { attrs: { role: 'group', 'aria-label': t('replay_controls') } }, [
      control('replay-first', 'replay_first', [arrow('⇤'), ' ', kbd('replay-first')]),
      control('replay-prev', 'replay_prev', [arrow('◀'), ' ', kbd('replay-prev')]),
      h('p#replay-step.replay-step', t('replay_step', { k: at.step, n: at.steps })),
      control('replay-next', 'replay_next', [kbd('replay-next'), ' ', arrow('▶')]),
      control('replay-last', 'replay_last', [kbd('replay-last'), ' ', arrow('⇥')]),
    ]),
    h('div#replay-live.sr-only', { attrs: { 'aria-live': 'polite', 'aria-atomic': 'true' } }, s.said ?? ''),
    replayTable(snap, at.step),
    h('p#replay-move.replay-move', nextMove(s, at, snap.names)),
    h('div#replay-coach.replay-coach', { attrs: { hidden: !snap.to_move } }, snap.to_move ? [
      h('p#replay-coach-title.label', tn('coach_for', 'coach_for_you', { name: snap.names[seatIndex(e.seat)] })),
      h('p.coach-line', [h('span', t('bust_if_take')), h('strong#replay-bust', `${Math.round(e.bust_probability * 100)}%`)]),
      h('p.label', t('expert_equity')),
      h('div#replay-equity', equityRows(e.equity)),
      h('p.label', t('match_equity')),
      h('div#replay-match', equityRows(e.match)),
      h('p.label', t('remaining')),
      h('div#replay-ranks.ranks', ranks(e.remaining).children),
    ] : []),
  ]);
}

/**
 * "Learn from your mistakes": the intro and Ask me again (not while the
 * match's drills are being weighed, nor when there are none), or the drill
 * being asked (the Practice screen's), or the count of those asked.
 */
function learn(ctrl, names) {
  const { learn: l, drills } = ctrl.state;
  let intro = t(drills?.length === 0 ? 'learn_none' : 'learn_intro');
  let drill = null;
  if (l && l.list.length === 0) intro = t('learn_none');
  else if (l && l.i >= l.list.length) intro = t(l.list.length === 1 ? 'learn_done_one' : 'learn_done', { n: l.list.length });
  else if (l) {
    const item = l.list[l.i];
    drill = drillTree({
      q: item.question,
      v: l.verdict,
      label: t('learn_of', { k: l.i + 1, n: l.list.length, r: item.round }),
      // The other seat as the match's table names it (the computer is "Computer", not "Opponent").
      opponent: names[item.seat === 'p1' ? 1 : 0],
      answer: ctrl.answer,
      next: { action: 'learn-next', click: ctrl.nextClick, last: l.i + 1 >= l.list.length },
    });
  }
  return h('section#learn.panel', { attrs: { 'aria-labelledby': 'learn-title' } }, [
    h('h3#learn-title', { attrs: { tabindex: '-1' } }, t('learn_title')),
    h('p#learn-intro.muted', intro),
    h('button#learn-start.primary', {
      attrs: { type: 'button', 'data-action': 'learn-start', hidden: Boolean(l) || drills === null || drills?.length === 0 },
      on: { click: ctrl.startLearn },
    }, [h('span', t('learn_start'))]),
    h('div#learn-drill.drill', { attrs: { hidden: !l } }, drill ?? []),
  ]);
}

function share(ctrl) {
  const s = ctrl.state;
  const field = (id, word, value) => h('label.field', [h('span', t(word)), h(`input#${id}`, {
    attrs: { readonly: '', autocomplete: 'off', spellcheck: 'false' }, props: { value },
  })]);
  return h('section.panel', { attrs: { 'aria-labelledby': 'review-share-title' } }, [
    h('h3#review-share-title', t('review_share')),
    field('share-link', 'share_link', s.link),
    field('share-text', 'share_text', resultText(s)),
    h('div.row', [
      h('button#copy-link', { attrs: { type: 'button', 'data-action': 'copy-link' }, on: { click: () => ctrl.copy('link') } }, [h('span', t('copy_link'))]),
      h('button#copy-text', { attrs: { type: 'button', 'data-action': 'copy-text' }, on: { click: () => ctrl.copy('text') } }, [h('span', t('copy_text'))]),
    ]),
    h('p#share-status.muted', { attrs: { role: 'status' } }, s.status ? t(s.status) : ''),
  ]);
}

/**
 * The review screen of `ctrl`: its state (`data`, the engine's review,
 * curve, final table and share code; `at`, the replay at its step;
 * `shared`, `own`, `learn`, `drills`, `status`, `said`, `swipe`, `link`)
 * and its intents (`jump(step)`, `startLearn`, `answer(choice)`,
 * `nextClick`, `copy(which)`; the replay's buttons go through `act`, as
 * their keys do), drawn as the section the router shows and hides.
 */
export function view(ctrl) {
  const s = ctrl.state;
  const head = h('div.review-head', [
    h('h2#review-title', { attrs: { tabindex: '-1' } }, t('review_title')),
    h('button#review-back', { attrs: { type: 'button', 'data-action': 'back' } }, [h('span', t('back')), ' ', kbd('back')]),
  ]);
  if (!s.data || !s.at) return h('section#review', { attrs: { 'aria-labelledby': 'review-title' } }, [head]);
  const f = s.data.final;
  const names = namesOf(s, f);
  const { review } = s.data;
  const step = s.at.step;
  const key = review.key_moments.map((i) => review.decisions[i]);
  return h('section#review', { attrs: { 'aria-labelledby': 'review-title', 'data-shared': String(s.shared) } }, [
    head,
    h('p#review-match', t('review_match', {
      p1: names[0], a: f.tally.wins[0], b: f.tally.wins[1], p2: names[1], draws: drawsText(f.tally.draws), rounds: t(f.history.length === 1 ? 'review_rounds_one' : 'review_rounds', { n: f.history.length }), seed: seedText(f.seed),
    }) + (f.phase === 'match_over' ? '' : ` · ${s.own?.ending() ?? t('review_in_progress')}`)),
    h('p#review-shared.muted', { attrs: { hidden: !s.shared || s.own !== null } }, t('review_shared_note')),
    h('section.panel', { attrs: { 'aria-labelledby': 'review-seats-title' } }, [
      h('h3#review-seats-title', t('review_accuracy')),
      h('div#review-seats.review-seats', seats(s, names)),
      h('p.muted.small', t('review_scale')),
    ]),
    h('section.panel', { attrs: { 'aria-labelledby': 'review-key-title' } }, [
      h('h3#review-key-title', t('review_key_moments')),
      h('ol#review-key.decisions', { attrs: { hidden: key.length === 0 } }, key.map((d) => decisionRow(ctrl, d, names, { round: true }))),
      h('p#review-key-none.muted', { attrs: { hidden: key.length > 0 } }, t('review_no_key')),
    ]),
    graphSection(ctrl, names, step),
    h('div.board', [
      replay(ctrl),
      h('section.panel.board-list', { attrs: { 'aria-labelledby': 'review-rounds-title' } }, [
        h('h3#review-rounds-title', t('review_decisions')),
        h('div#review-rounds.board-scroll', { hook: ctrl.roundsHook }, rounds(ctrl, names, step)),
      ]),
    ]),
    learn(ctrl, names),
    share(ctrl),
    h('p.keys-hint', t('review_keys_hint')),
  ]);
}
