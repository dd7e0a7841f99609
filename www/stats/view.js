// The statistics screen drawn from its controller's state (www/stats/ctrl.js):
// a function from that state to a snabbdom tree, nothing else. It reads the
// engine's summaries the controller keeps and the page's language; it calls
// no engine, writes no storage and reads no DOM. Its words are looked up
// here, each time it is drawn, so a language switch is a redraw.
// (h from its own file: snabbdom's index cannot load in Node, see app.js.)
import { h } from 'snabbdom/build/h.js';
import { t, own, getLang, reason } from '../i18n.js';
import { clock } from '../game24/i18n.js';
import { refusalOf } from '../engine-text.js';
import { keyOf } from '../input.js';

/**
 * A message's text in the current language. A message is `{key, args}`
 * (with `args.n === 1` its `key_one` singular), `{and: [messages]}` (a
 * list: "a and b", "a，b"), or `{sentences: [messages]}` (one after the
 * other). An argument that is itself a message is said in the same
 * language; an engine's refusal is said from its code (t()).
 */
export function words(m) {
  if (m.and) return m.and.map(words).join(t('stats_and'));
  if (m.sentences) return m.sentences.map(words).join(getLang() === 'zh' ? '' : ' ');
  const { key, one, args = {} } = m;
  const put = (v) => (v !== null && typeof v === 'object' && !refusalOf(v) ? words(v) : v);
  return t(args.n === 1 && one ? one : key, Object.fromEntries(Object.entries(args).map(([k, v]) => [k, put(v)])));
}

/** `part` of a count: `one` (the singular) when `args.n` is 1, else `key`. */
export const counted = (key, one, args) => ({ key, one, args });

const locale = () => (getLang() === 'zh' ? 'zh-CN' : 'en');
const num = (n) => n.toLocaleString(locale());
const pct = (x) => (x === null || x === undefined ? '—' : `${x.toFixed(1)}%`);
const secs = (ms) => (ms === null || ms === undefined ? '—' : t('stats_seconds', { s: (ms / 1000).toFixed(1) }));

// A row's opponent; an online row names the friend ("": the friends counted together).
const vsName = (vs, friend) => {
  if (vs === 'online') return friend ? t('stats_vs_online', { name: friend }) : t('stats_vs_online_others');
  return t(own({
    pvp: 'stats_vs_pvp', easy: 'stats_vs_easy', classic: 'stats_vs_classic', expert: 'stats_vs_expert',
  }, vs) ?? vs);
};

/** A difficulty's name; one this page has no words for shows as the engine names it. */
function difficultyName(d) {
  const key = own({
    easy: 'stats_d_easy', medium: 'stats_d_medium', hard: 'stats_d_hard', unsolvable: 'stats_d_unsolvable',
  }, d);
  return key ? t(key) : d;
}

const rowHead = (text) => h('th', { attrs: { scope: 'row' } }, text);
const td = (text) => h('td', text);
/** A table's head row: one column header per word key. */
const head = (keys) => h('thead', h('tr', keys.map((k) => h('th', { attrs: { scope: 'col' } }, t(k)))));

function matches(s) {
  return s.rows.map((r) => {
    const pvp = r.vs === 'pvp';
    return h('tr', [
      rowHead(vsName(r.vs, r.friend)),
      td(num(r.matches)),
      td(pvp ? '—' : num(r.won)),
      td(num(r.drawn)),
      td(pvp ? '—' : num(r.lost)),
      td(pvp ? '—' : `${r.streak} / ${r.best_streak}`),
    ]);
  });
}

function rounds(s) {
  return s.rows.map((r) => {
    const pvp = r.vs === 'pvp';
    return h('tr', [
      rowHead(vsName(r.vs, r.friend)),
      td(num(r.rounds)),
      td(pvp ? '—' : num(r.rounds_won)),
      td(num(r.rounds_drawn)),
      td(pvp ? '—' : num(r.rounds_lost)),
    ]);
  });
}

const means = (s) => s.means.map((m) => (m.mean === null
  ? t('stats_mean_none', { of: m.of })
  : words(counted('stats_mean', 'stats_mean_one', { of: m.of, mean: m.mean.toFixed(1), n: m.matches })))).join(' · ');

// The engine's points are in a 100 × 100 box; the drawing puts that box
// at (30, 10) in a 320 × 120 picture, axis labels to its left.
const px = (x) => 30 + x * 2.8;
const py = (y) => 10 + y;

/** The chart's drawing (hidden from screen readers: the table under it says the same). */
function chart(points) {
  const parts = [];
  for (const [v, y] of [[100, 0], [50, 50], [0, 100]]) {
    parts.push(h('line', { attrs: { x1: px(0), x2: px(100), y1: py(y), y2: py(y), class: 'grid' } }));
    parts.push(h('text', { attrs: { x: 24, y: py(y) + 4, 'text-anchor': 'end', class: 'axis' } }, String(v)));
  }
  if (points.length > 0) {
    const line = (key) => points.map((p) => `${px(p.x).toFixed(2)},${py(p[key]).toFixed(2)}`).join(' ');
    parts.push(h('polyline', { attrs: { points: line('y10'), class: 'mean10' } }));
    parts.push(h('polyline', { attrs: { points: line('y'), class: 'acc' } }));
    for (const p of points) parts.push(h('circle', { attrs: { cx: px(p.x), cy: py(p.y), r: 2.6, class: 'dot' } }));
  }
  return h('svg#stats-chart', { attrs: { viewBox: '0 0 320 120', 'aria-hidden': 'true', focusable: 'false' } }, parts);
}

function games24(s) {
  const rows = [...s.rows, s.total];
  return rows.map((r, i) => h(i === rows.length - 1 ? 'tr.stats-total' : 'tr', [
    rowHead(r.difficulty ? difficultyName(r.difficulty) : t('stats_all')),
    td(num(r.deals)),
    td(num(r.solved)),
    td(pct(r.rate)),
    td(secs(r.median_ms)),
    td(secs(r.best_ms)),
  ]));
}

/** The daily deal's line: the streak, the days played and the best day (the engine's numbers). */
function dailyLine(d) {
  const best = d.best
    ? t('stats_daily_best', { date: d.best.date, a: d.best.points, t: clock(d.best.ms) })
    : t('stats_daily_no_best');
  const streak = t(d.streak === 1 ? 'stats_daily_streak_one' : 'stats_daily_streak', { n: d.streak });
  const days = t(d.days === 1 ? 'stats_daily_days_one' : 'stats_daily_days', { n: d.days });
  return `${streak} · ${days} · ${best}`;
}

/** The practice numbers under the games' (the practice module's summary), when there is a record. */
function practiceLine(p) {
  if (p === undefined) return ''; // still being read
  if (p === null) return t('stats_practice_none');
  if (p.error !== undefined) return reason(p.error);
  const s = p.summary;
  const acc = s.accuracy == null ? null : `${Math.round(s.accuracy)}%`;
  return acc === null
    ? t('stats_practice_line_new', { answered: s.answered, cards: s.cards, learned: s.learned })
    : t('stats_practice_line', { answered: s.answered, accuracy: acc, recent: s.recent, cards: s.cards, learned: s.learned });
}

/** The screen's one message, a new element for each new one (so it is announced anew). */
function message(m) {
  return h('p#stats-msg', {
    key: m ? `msg${m.serial}` : 'msg',
    attrs: { role: 'alert', hidden: !m, 'data-tone': m?.tone ?? '' },
  }, m ? words(m) : '');
}

const button = (sel, key, click) => h(sel, { attrs: { type: 'button' }, on: { click } }, [h('span', t(key))]);

/**
 * The statistics screen of `ctrl`: its state (`ctrl.state`: the engine's
 * summaries `s21` and `s24`, `daily`, `since`, `practice`, and the message)
 * and its intents (`ctrl.exportFile`, `ctrl.pickFile`, `ctrl.fileChosen`,
 * `ctrl.reset`), drawn as the section the router shows and hides.
 */
export function view(ctrl) {
  const { s21, s24, daily, since, practice, message: m } = ctrl.state;
  const points = s21?.chart ?? [];
  const back = keyOf('back');
  return h('section#stats-page.panel', { attrs: { 'aria-labelledby': 'stats-title' } }, [
    h('h2#stats-title', { attrs: { tabindex: '-1' } }, t('stats')),
    message(m),
    h('p#stats-since.muted', since === undefined ? '' : since > 0
      ? t('stats_since', { date: new Date(since).toLocaleString(locale()) })
      : t('stats_all_time')),

    h('h3', t('stats_21')),
    h('div.table-wrap', h('table.stats-table', [
      h('caption', t('stats_matches_h')),
      head(['stats_vs', 'stats_played', 'stats_won', 'stats_drawn', 'stats_lost', 'stats_streak']),
      h('tbody#stats21-body', s21 ? matches(s21) : []),
    ])),
    h('div.table-wrap', h('table.stats-table', [
      h('caption', t('stats_rounds_h')),
      head(['stats_vs', 'stats_rounds_played', 'stats_won', 'stats_drawn', 'stats_lost']),
      h('tbody#stats21-rounds', s21 ? rounds(s21) : []),
    ])),
    h('p.muted.stats-note', t('stats_pvp_note')),

    h('h3', t('stats_accuracy_h')),
    h('p#stats-means', s21 ? means(s21) : ''),
    h('div.stats-chart-box', [
      chart(points),
      h('p#stats-chart-key.stats-key', { attrs: { 'aria-hidden': 'true', hidden: points.length === 0 } }, [
        h('span.key-acc'), h('span', t('stats_key_acc')), ' ', h('span.key-mean'), h('span', t('stats_key_mean')),
      ]),
      h('p#stats-chart-empty.muted', { attrs: { hidden: points.length > 0 } }, t('stats_chart_empty')),
      h('div.sr-only', h('table', [
        h('caption', t('stats_points_caption')),
        head(['stats_n', 'stats_level', 'stats_acc', 'stats_mean10']),
        h('tbody#stats-points', points.map((p) => h('tr', [
          td(String(p.n)), td(vsName(p.vs)), td(p.accuracy.toFixed(1)), td(p.mean10.toFixed(1)),
        ]))),
      ])),
    ]),

    h('h3', t('stats_24')),
    h('div.table-wrap', h('table.stats-table', [
      head(['stats_difficulty', 'stats_deals', 'stats_solved', 'stats_rate', 'stats_median', 'stats_best']),
      h('tbody#stats24-body', s24 ? games24(s24) : []),
    ])),
    h('p#stats24-daily', { attrs: { hidden: !daily } }, daily ? dailyLine(daily) : ''),

    h('h3', t('stats_practice')),
    h('p#stats-practice.muted', practiceLine(practice)),

    h('div.row.stats-actions', [
      button('button#stats-export', 'stats_export', ctrl.exportFile),
      button('button#stats-import', 'stats_import', ctrl.pickFile),
      h('input#stats-file', {
        attrs: { type: 'file', accept: 'application/json,.json', hidden: true },
        on: { change: ctrl.fileChosen },
      }),
      button('button#stats-reset.danger', 'stats_reset', ctrl.reset),
      // Back is the page's (the router's), as on every screen: its key finds it by data-action.
      h('button#stats-back.primary', { attrs: { type: 'button', 'data-action': 'back' } }, [
        h('span', t('back')), ' ',
        h('kbd', { attrs: { 'data-key-for': 'back', 'aria-hidden': 'true' }, class: { letter: /^[A-Z]$/.test(back) } }, back),
      ]),
    ]),
  ]);
}
