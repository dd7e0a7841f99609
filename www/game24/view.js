// 24点's table drawn from its controller's state (www/game24/play.js): a
// function from the engine's latest snapshot and the page's view of the
// table (the typed answer and the engine's value of it, the last reply's
// message and mark, the clock, the computer's think time) to a snabbdom
// tree. It never decides legality or scores: a button is live exactly when
// the snapshot's `legal` lists its action. It calls no engine and reads no
// DOM; its words are looked up each time it is drawn, so a language switch
// is a redraw. The sentences the controller also says (how a deal ended,
// the hint) are exported for it.
// (h from its own file: snabbdom's index cannot load in Node, see app.js.)
import { h } from 'snabbdom/build/h.js';
import {
  errorText, clock, cardName, difficultyName, aboutTime,
} from './i18n.js';
import { t, tn } from '../i18n.js';
import { keyOf } from '../input.js';

const seatIndex = (seat) => (seat === 'p1' ? 0 : 1);
const VALUE = { A: 1, J: 11, Q: 12, K: 13 };

// Each operator's symbol, what it inserts, and its spoken name's key (加 减 乘 除 in Chinese).
const OPS = [
  ['+', ' + ', 'op_plus'], ['−', ' − ', 'op_minus'], ['×', ' × ', 'op_times'], ['÷', ' ÷ ', 'op_div'],
  ['(', '(', 'op_open'], [')', ')', 'op_close'],
];

/**
 * A rank as the settings show 24点's cards: as printed (A, J, Q, K), or as
 * the number it counts for (1, 11, 12, 13), as 24 players often read them.
 */
const faceOf = (rank, numbers) => (numbers ? String(VALUE[rank] ?? rank) : rank);

/** Cards in notation ("K♣ 3♣") as the settings show them ("13♣ 3♣"). */
const cardsText = (cards, numbers) => cards.map((c) => c.replace(/^(10|[2-9AJQK])/u, (r) => faceOf(r, numbers))).join(' ');

/** Which of the dealt cards the typed text already names (display only). */
function usedCards(cards, text) {
  const counts = new Map();
  for (const tok of text.toUpperCase().match(/\d+|[AJQK]/g) ?? []) {
    const v = VALUE[tok] ?? Number(tok);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return cards.map((c) => {
    const v = VALUE[c.rank] ?? Number(c.rank);
    const n = counts.get(v) ?? 0;
    if (n > 0) counts.set(v, n - 1);
    return n > 0;
  });
}

/** A key hint: the key of `action` (input.js's one table), or `text`; hidden from screen readers. */
function kbd(action, text) {
  if (text) return h('kbd', { attrs: { 'aria-hidden': 'true' } }, text);
  const key = keyOf(action);
  return h('kbd', { attrs: { 'data-key-for': action, 'aria-hidden': 'true' }, class: { letter: /^[A-Z]$/.test(key) } }, key);
}

/** A button of the table: its action (the page's one click listener), its label, its key hint. */
function button(action, label, {
  key = action, sel = '', hidden = false, disabled = false, attrs = {},
} = {}) {
  const kids = [];
  if (label !== null) kids.push(h('span.lbl', label));
  if (key === 'enter') kids.push(kbd(null, '↵'));
  else if (key) kids.push(kbd(key));
  return h(`button${sel}`, {
    attrs: {
      type: 'button', 'data-action': action, hidden, disabled, ...attrs,
    },
  }, kids);
}

/** A region that may scroll sideways, reachable by Tab and named by its heading. */
const scrollable = (titleId, table) => h('div.table-wrap', { attrs: { tabindex: '0', role: 'region', 'aria-labelledby': titleId } }, [table]);

/** How a deal ended, in words ("Ann solved it: …"). */
export function endText(snap, rec) {
  const { names } = snap;
  const { end } = rec;
  const name = end.seat ? names[seatIndex(end.seat)] : '';
  const other = end.seat ? names[1 - seatIndex(end.seat)] : '';
  const computer = snap.mode === 'vs_computer' && end.seat === 'p2';
  switch (end.reason) {
    case 'solved':
      return computer ? t('computer_solved', { name, text: end.text }) : t('end_solved', { name, text: end.text });
    case 'right_claim':
      return computer ? t('computer_claim', { name }) : t('end_right_claim', { name });
    case 'wrong_answer':
      // Against the computer one answer decides the deal (solo may try again).
      // What was wrong with it (the value it made) is the engine's, as solo's reply says it.
      return t(snap.mode === 'vs_computer' ? 'end_wrong_answer_one' : 'end_wrong_answer', {
        name, other, text: end.text, msg: errorText(end.error),
      });
    case 'wrong_claim':
      return snap.mode === 'solo' ? t('end_wrong_claim', { name }) : t('end_wrong_claim_to', { name, other });
    case 'time_up':
      return t('end_time_up', { name, other });
    default:
      return rec.winner ? t('end_gave_up_to', { other: names[seatIndex(rec.winner)] }) : t('end_gave_up');
  }
}

/** Who scored the deal `rec` (a hint costs the point: the winner may have scored nothing). */
export function pointText(snap, rec) {
  const two = snap.mode !== 'solo';
  if (rec.winner && rec.scored) return t('point_to', { name: two ? snap.names[seatIndex(rec.winner)] : t('score') });
  return rec.winner ? t('point_hint') : t('no_point');
}

/** The daily deal's result as text to share: solved deals and time, no answers. */
export function shareText(snap, streak = null) {
  const marks = snap.history.map((r) => (r.winner === 'p1' && r.scored ? '■' : '□')).join('');
  const days = streak == null ? '' : t(streak === 1 ? 'share_streak_one' : 'share_streak', { n: streak });
  return `${t('daily_share', { date: snap.daily, a: snap.scores[0], t: clock(snap.total_ms) })}${days}\n${marks}`;
}

/**
 * The hint's line: the steps shown so far ("8 ÷ 3 = 8/3, then 3 − (8/3) =
 * 1/3"), which step of how many, and what it cost; or that the deal may
 * have no solution (a hint of no steps).
 */
export function hintText(hint) {
  if (hint.of === 0) return t('hint_none');
  const steps = hint.steps.map((s) => `${s.text} = ${s.value}`).join(t('hint_then'));
  return t('hint_text', { n: hint.steps.length, of: hint.of, steps });
}

/** The status line of the deal: the hint, who answers, or whose turn; '' between deals. */
export function statusText(snap) {
  const race = snap.mode === 'race';
  if (snap.phase !== 'playing') return '';
  if (snap.hint) return hintText(snap.hint);
  if (race && snap.buzzer) return t('answering', { name: snap.names[seatIndex(snap.buzzer)] });
  if (race) return t('race_wait', { k1: `${snap.names[0]}: Z`, k2: `${snap.names[1]}: P` });
  return t(snap.mode === 'vs_computer' ? 'your_turn_one' : 'your_turn');
}

/** The scoreboard: each seat's name and points, the deal's number and the clock. */
function scoreboard(snap, elapsed) {
  const two = snap.mode !== 'solo';
  const race = snap.mode === 'race';
  const seat = (seat, i) => {
    const name = h('span.name', two ? snap.names[i] : t('score'));
    const points = h('span.points', String(snap.scores[i]));
    return h(`div#g24-score-${seat}.score`, {
      class: { 'to-move': race && snap.buzzer === seat },
      attrs: { 'data-seat': seat, hidden: !two && i === 1 },
    }, i === 0 ? [name, points] : [points, name]);
  };
  const dealNo = t('deal_no', { n: snap.deal.index + 1, total: snap.deals_total });
  // A daily deal played again says it is practice (the day's first game counted).
  const daily = snap.daily && t(snap.daily_practice ? 'daily_practice_title' : 'daily_title', { date: snap.daily });
  return h('div.scoreboard', { attrs: { role: 'group', 'aria-label': t('scoreboard') } }, [
    seat('p1', 0),
    h('div.round-info', [
      h('span#g24-deal-no', daily ? `${daily} · ${dealNo}` : dealNo),
      // Once the game is over the clock shows the real total of every deal.
      h('span#g24-timer.g24-timer', snap.phase === 'game_over'
        ? `${t('total_label')} ${clock(snap.total_ms)}`
        : `${t('timer_label')} ${clock(elapsed)}`),
    ]),
    seat('p2', 1),
  ]);
}

/** The deal's four cards as buttons, named by their words in the page's language (梅花K, king of clubs). */
function cardsRow(snap, ui, answering, numbers) {
  const used = snap.phase === 'playing' ? usedCards(snap.cards, ui.text) : [false, false, false, false];
  return h('div#g24-cards.g24-cards', { attrs: { role: 'group', 'aria-label': t('cards_label') } }, snap.cards.map((c, k) => {
    const face = faceOf(c.rank, numbers);
    const corner = (pos) => h(`span.corner.${pos}`, [h('span.rank', face), h('span.suit', c.suit)]);
    // Redrawing the same deal keeps its buttons (the focus stays on one).
    return h('button.g24-card', {
      key: `${snap.deal.index}.${k}.${c.text}.${face}`,
      class: { used: used[k] },
      attrs: {
        type: 'button', 'data-action': 'g24-insert', 'data-insert': face, 'data-card': c.text, disabled: !answering, 'aria-pressed': String(used[k]),
      },
    }, [
      h('span.sr-only', cardName(c)),
      // The drawn face is hidden from screen readers (its name is the button's).
      h(`span.card.${c.red ? 'red' : 'black'}`, { attrs: { 'aria-hidden': 'true' } }, [corner('tl'), h('span.pip', face), corner('br')]),
    ]);
  }));
}

/** The think bar's fill: a new run of it (`thinking.run`) restarts it; a stopped clock stops it where it is. */
function thinkFill(thinking) {
  const play = (elm, restart) => {
    if (restart) {
      elm.style.animation = 'none';
      void elm.offsetWidth;
      elm.style.animation = `g24-think ${thinking.full}ms linear -${thinking.done}ms forwards`;
    }
    elm.style.animationPlayState = thinking.paused ? 'paused' : 'running';
  };
  return h('span.fill', {
    run: thinking.run,
    hook: { insert: (v) => play(v.elm, true), update: (old, v) => play(v.elm, old.data?.run !== thinking.run) },
  });
}

/**
 * The computer's think time: hidden unless it thinks; a new run of it
 * (`thinking.run`) restarts the bar's fill from `done` of `full` ms.
 */
function think(snap, ui) {
  const { thinking, elapsed } = ui;
  const now = thinking?.full ? String(Math.min(100, Math.round((100 * elapsed) / thinking.full))) : '0';
  return h('div#g24-think.g24-thinkbox', { attrs: { hidden: !(snap.phase === 'playing' && thinking) } }, [
    h('span#g24-think-label.g24-think-label', t('thinking_label', { name: snap.names[1] })),
    h('div#g24-think-bar.g24-think', {
      attrs: {
        role: 'progressbar', 'aria-labelledby': 'g24-think-label', 'aria-valuemin': '0', 'aria-valuemax': '100', 'aria-valuenow': now,
      },
    }, thinking ? [thinkFill(thinking)] : [h('span.fill')]),
  ]);
}

/**
 * The live value line under the answer, from the engine's evaluation `live`,
 * and where the typed text is marked wrong (null: nowhere).
 */
function liveLine(text, live) {
  if (text.trim() === '' || !live) return { words: '', tone: null, at: null };
  if (live.value !== undefined) return { words: t('live_value', { v: live.value }), tone: live.value === '24' ? 'is-24' : 'ok', at: null };
  const incomplete = live.error.kind === 'unclosed_paren'
    || (live.error.kind === 'expected_operand' && live.at >= [...text.trimEnd()].length);
  if (incomplete) return { words: t('live_partial'), tone: null, at: null };
  return { words: errorText(live.error), tone: 'bad', at: live.at };
}

/** The answer's form: the field and its live value, the mark, the message, the pad. */
function form(ctrl, snap, ui, answering, numbers) {
  const { text } = ui;
  const live = liveLine(text, ui.live);
  // Where it is marked wrong: the last reply's mark, else its own.
  const at = ui.mark === undefined ? live.at : ui.mark;
  const chars = [...text];
  const marked = at === undefined || at === null ? [] : [chars.slice(0, at).join(''), h('mark', chars[at] ?? '▁'), chars.slice(at + 1).join('')];
  const pad = OPS.map(([sym, insert, spoken]) => h('button.op', {
    attrs: {
      type: 'button', 'data-action': 'g24-insert', 'data-insert': insert, 'data-spoken': spoken, 'aria-label': t(spoken), disabled: !answering,
    },
  }, sym));
  return h('form#g24-form.g24-form', {
    attrs: { novalidate: true, autocomplete: 'off', hidden: snap.phase !== 'playing' },
    on: { submit: ctrl.onSubmit },
  }, [
    h('label.sr-only', { attrs: { for: 'g24-expr' } }, t('expr_label')),
    h('div.g24-exprrow', [
      h('input#g24-expr.g24-expr', {
        attrs: {
          name: 'expr',
          type: 'text',
          // The engine refuses an answer over 200 characters and says how long
          // it was; the field only cuts what no one types (a paste of a page).
          maxlength: '1000',
          spellcheck: 'false',
          autocapitalize: 'characters',
          autocorrect: 'off',
          enterkeyhint: 'done',
          // E (outside the field) comes back to it (input.js, data-key-action).
          'data-key-action': 'edit24',
          // The example is written as the cards are shown (letters or numbers, the settings).
          placeholder: t(numbers ? 'expr_placeholder_num' : 'expr_placeholder'),
          disabled: !answering,
        },
        props: { value: text },
        hook: { update: (_, v) => { if (v.elm.value !== text) v.elm.value = text; } },
        on: { input: ctrl.onInput, keydown: ctrl.onFieldKey },
      }),
      h('output#g24-live.g24-live', { class: { [live.tone]: !!live.tone }, attrs: { for: 'g24-expr' } }, live.words),
    ]),
    h('p#g24-marked.g24-marked', { attrs: { 'aria-hidden': 'true', hidden: marked.length === 0 } }, marked),
    // Not a live region: each message is said once, through the page's live
    // region (play.js, env.announce), which says a repeated one again too.
    h('p#g24-msg.g24-msg', { class: { [ui.message?.tone]: !!ui.message } }, ui.message?.text ?? ''),
    h('div.g24-pad', [
      ...pad,
      h('button.op.wide', { attrs: { type: 'button', 'data-action': 'g24-back', disabled: !answering } }, [h('span', '⌫'), h('span.lbl.sr-only', t('op_back'))]),
      h('button.op.wide', { attrs: { type: 'button', 'data-action': 'g24-clear', disabled: !answering } }, [h('span.lbl', t('op_clear'))]),
    ]),
  ]);
}

/** After a deal: every distinct solution, and how people fare on the deal (the engine's difficulty model). */
function solutions(snap) {
  const rec = snap.last;
  if (!rec) return h('section#g24-solutions.panel.g24-solutions', { attrs: { hidden: true } }, [h('h2'), h('p.rating'), h('ol.list'), h('p.frac-note', { attrs: { hidden: true } })]);
  const expected = snap.expected?.[rec.deal.index];
  const rating = expected
    ? t(expected.solved == null ? 'rating_none' : 'rating_people', {
      d: difficultyName(expected.difficulty),
      t: aboutTime(expected.seconds),
      p: Math.round(expected.solved * 100),
    })
    : snap.rating ? t('rating', { d: difficultyName(snap.rating.difficulty) }) : '';
  // What the gold colour means, beside a list that has one.
  const gold = snap.solutions.some((s) => s.needs_fraction);
  return h('section#g24-solutions.panel.g24-solutions', [
    h('h2', snap.solutions.length ? t('solutions_title', { n: snap.solutions.length }) : t('solutions_none')),
    h('p.rating', rating),
    h('ol.list', snap.solutions.map((s) => h('li', { class: { frac: s.needs_fraction } }, `${s.text} = 24`))),
    h('p.frac-note', { attrs: { hidden: !gold } }, gold ? t('frac_note') : ''),
  ]);
}

/** The summary's table: each deal's cards, the player's time and a typical player's. */
function compare(snap, numbers) {
  let timed = 0;
  let faster = 0;
  const rows = snap.history.map((r) => {
    const e = snap.expected[r.deal.index];
    const mine = r.winner === 'p1' && r.ms != null ? r.ms : null;
    if (mine !== null) {
      timed += 1;
      if (mine < e.seconds * 1000) faster += 1;
    }
    return h('tr', { attrs: { 'data-deal': String(r.deal.index + 1), 'data-difficulty': e.difficulty } }, [
      h('td', String(r.deal.index + 1)),
      h('td.cards', cardsText(r.deal.cards, numbers)),
      h('td.you', { class: { faster: mine !== null && mine < e.seconds * 1000 } }, mine !== null ? clock(mine) : '—'),
      h('td.typical', `${t('cmp_people', { t: aboutTime(e.seconds) })} · ${difficultyName(e.difficulty)}`),
    ]);
  });
  const head = h('thead', [h('tr', [h('th', '#'), h('th', t('h_cards')), h('th', t('cmp_you')), h('th', t('cmp_people_take'))])]);
  return h('div#g24-compare.g24-compare', [
    h('h3#g24-compare-title', t('cmp_title')),
    h('p.g24-compare-sum', t('cmp_faster', { n: faster, m: timed })),
    scrollable('g24-compare-title', h('table', [head, h('tbody#g24-compare-body', rows)])),
  ]);
}

/** The game-over summary: the result, the hinted deals, sharing, the comparison, the missed deals solved. */
function summary(snap, ui, numbers) {
  const two = snap.mode !== 'solo';
  const race = snap.mode === 'race';
  const [a, b] = snap.scores;
  const winner = !two ? `${a} / ${snap.deals_total}`
    : snap.winner === 'draw' ? t('draw24') : tn('winner24', 'winner24_you', { name: snap.names[seatIndex(snap.winner)] });
  // A deal won after a hint scores no point: said beside the score, so
  // the deals solved (the comparison's count) and the points agree.
  const hinted = snap.won[0] - a;
  const more = race || hinted <= 0 ? '' : t(hinted === 1 ? 'summary_hinted_one' : 'summary_hinted', { n: hinted });
  let detail = (two ? t('summary_two', { a, b }) : t('summary_solo', { a, t: clock(snap.total_ms) })) + more;
  if (snap.daily && snap.daily_practice) detail = `${detail} · ${t('daily_practice_note')}`;
  // The day's counted game is shared (with the streak); practice says it changed nothing.
  const sharing = !!snap.daily && !snap.daily_practice;
  const missed = race || snap.missed.length === 0 ? [] : snap.missed.map((m) => h('li', t('missed_row', {
    n: m.deal.index + 1,
    cards: cardsText(m.deal.cards, numbers),
    text: m.solution ? `${m.solution.text} = 24` : t('missed_none'),
  })));
  return h('section#g24-summary.panel.g24-summary', { attrs: { 'data-scores': `${a}:${b}` } }, [
    h('h2', t('summary24')),
    h('p.big-text.winner', winner),
    h('p.detail', detail),
    h('div#g24-share.g24-share', { attrs: { hidden: !sharing } }, [
      h('h3', t('share_title')),
      h('label.sr-only', { attrs: { for: 'g24-share-text' } }, t('share_label')),
      h('textarea#g24-share-text.g24-share-text', { attrs: { readonly: true, rows: '3' }, props: { value: sharing ? shareText(snap, ui.streak) : '' } }),
      button('share24', ui.copied ? t('share_copied') : t('share_copy'), { key: null, sel: '#g24-share-copy' }),
    ]),
    // Solo: the player's time on each deal beside people's (the engine's
    // model), so a practice game says where the player stands.
    snap.mode === 'solo' ? compare(snap, numbers) : h('div#g24-compare.g24-compare', { attrs: { hidden: true } }),
    // The deals the player did not win, each with a solution (the engine's simplest).
    h('div#g24-missed.g24-missed', { attrs: { hidden: missed.length === 0 } }, [h('h3', t('missed_title')), h('ul.g24-missed-list', missed)]),
    h('div.row', [
      button('rematch', t(snap.daily ? 'rematch_daily' : 'rematch24'), { sel: '#g24-rematch.primary' }),
      button('new', t('new_game')),
    ]),
  ]);
}

/** The deals played, the last first. */
function history(snap, numbers) {
  const two = snap.mode !== 'solo';
  const rows = snap.history.slice().reverse().map((r) => {
    // A deal won after a hint scores nothing: the table says so, as the banner did.
    const result = r.winner && r.scored === false ? t('no_point_hint')
      : r.winner ? (two ? snap.names[seatIndex(r.winner)] : '✓') : '—';
    // A wrong answer and a wrong "no solution" are both marked wrong.
    const text = r.end.reason === 'wrong_answer' ? `✗ ${r.end.text}` : r.end.text;
    const claim = r.end.reason === 'wrong_claim' ? `✗ ${t('claim')}` : r.end.reason.endsWith('claim') ? t('claim') : '';
    return h('tr', { key: r.deal.index, attrs: { 'data-deal': String(r.deal.index + 1) } }, [
      h('td', String(r.deal.index + 1)),
      h('td.cards', cardsText(r.deal.cards, numbers)),
      h('td.result', { attrs: { 'data-winner': r.winner ?? 'none' } }, result),
      h('td.answer', text ?? claim),
      h('td.time', r.ms != null ? clock(r.ms) : '—'),
    ]);
  });
  const head = h('thead', [h('tr', [h('th', '#'), ...['h_cards', 'h_result', 'h_answer', 'h_time'].map((k) => h('th', t(k)))])]);
  return h('section#g24-history.panel.g24-history', { attrs: { hidden: snap.history.length === 0 } }, [
    h('h2#g24-history-title', t('history24')),
    // A table wider than a phone scrolls sideways: a keyboard reaches it too.
    scrollable('g24-history-title', h('table', [head, h('tbody#g24-history-body', rows)])),
  ]);
}

/**
 * The table: `ctrl.snap` (the engine's) and `ctrl.ui` = {text, live,
 * message, mark, elapsed, thinking, streak, copied}: the typed `text`, the
 * engine's evaluation of it (`live`), where the last reply marks it (`mark`,
 * undefined to follow `live`). The clock, the countdown and the think bar
 * included, so it may be drawn every second. Before a game, an empty section.
 */
export function view(ctrl, numbers = false) {
  const { snap, ui } = ctrl;
  if (!snap) return h('section#play24');
  const playing = snap.phase === 'playing';
  const race = snap.mode === 'race';
  const legal = new Set(snap.legal);
  const buzzer = snap.buzzer ?? null;
  const answering = playing && (!race || buzzer !== null);
  const over = snap.phase === 'game_over';
  const deadline = playing ? snap.buzz_deadline_ms : null;
  const rec = snap.last;
  // Each press of Hint shows one more step; once all are shown the button rests, saying so.
  const more = !snap.hint || snap.hint.steps.length < snap.hint.of;
  const buzz = (action, seat) => button(action, t('buzz', { name: snap.names[seatIndex(seat)] }), {
    sel: '.primary.big.buzz', hidden: !legal.has('buzz'), disabled: !legal.has('buzz'), attrs: { 'data-seat': seat },
  });
  return h('section#play24', [
    scoreboard(snap, ui.elapsed),
    h('div#g24-felt.felt.g24-felt', [
      cardsRow(snap, ui, answering, numbers),
      // Where the keyboard focus rests when no control of the deal is live (see play.js focus()).
      h('p#g24-status.g24-status', { class: { hint: playing && !!snap.hint }, attrs: { tabindex: '-1' } }, statusText(snap)),
      // The race's countdown after a buzz.
      h('p#g24-countdown.g24-countdown', { attrs: { hidden: deadline == null } },
        deadline == null ? '' : t('buzz_left', { s: Math.max(0, Math.ceil((deadline - ui.elapsed) / 1000)) })),
      think(snap, ui),
      form(ctrl, snap, ui, answering, numbers),
    ]),
    over ? summary(snap, ui, numbers) : h('section#g24-summary.panel.g24-summary', { attrs: { hidden: true } }),
    h('div#g24-banner.banner24', {
      attrs: { hidden: !rec, 'data-winner': rec ? (rec.winner ?? 'none') : false, 'data-reason': rec ? rec.end.reason : false },
    }, [h('strong.title', rec ? endText(snap, rec) : ''), h('span.why', rec ? pointText(snap, rec) : '')]),
    h('div.controls.g24-controls', [
      // In a race, the answer buttons appear once someone has buzzed.
      button('submit24', t('submit'), { sel: '.primary.big', key: 'enter', hidden: !answering, disabled: !legal.has('answer') }),
      button('claim24', t('claim'), { sel: '.big', hidden: !answering, disabled: !legal.has('claim_no_solution') }),
      buzz('buzz1', 'p1'),
      buzz('buzz2', 'p2'),
      button('next', t('next_deal'), { sel: '#g24-next.primary.big', hidden: !legal.has('next'), disabled: !legal.has('next') }),
    ]),
    solutions(snap),
    h('div.row.secondary', [
      // A race has no hints (the screen is shared): no button either.
      button('hint24', t(!snap.hint ? 'hint' : more ? 'hint_more' : 'hint_all'), {
        hidden: !(playing && !race), disabled: !(legal.has('hint') && more),
      }),
      button('giveup24', t('give_up'), { hidden: !playing, disabled: !legal.has('give_up') }),
      button('new', t('new_game'), { hidden: over }),
    ]),
    history(snap, numbers),
    h('p#g24-keys.keys-hint', race
      ? `${t('keys24_nohint')} · ${t('keys24_race', { p1: snap.names[0], p2: snap.names[1] })}`
      : t('keys24')),
  ]);
}
