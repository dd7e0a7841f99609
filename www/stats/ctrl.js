// The statistics screen: its drawing of the engine's summaries, the
// messages in the page's language, and the record's export, import and
// reset. A chunk of the page's bundle, fetched with the statistics module
// the first time the screen opens (page.js: ensureStats); the record it
// draws and changes is stats.js's.
import { localDate } from './game24/menu.js';
import { clock } from './game24/i18n.js';
import { t, own, getLang, reason } from './i18n.js';
import { refusalOf } from './refused.js';
import { ask } from './confirm.js';
import { loadPractice, clock as practiceClock } from './practice/engine.js';
import { readStats, writeStats, readDaily, pendingStats, dropPending, readPractice, writePractice } from './storage.js';
import {
  view, say, part, engine, load, addPending, mine, isTrap, msgOf,
} from './stats.js';
import { $ } from './dom.js';

/** The largest file the import reads (the engine refuses more too). */
const MAX_FILE_BYTES = 1 << 20;

/** Wires the screen (once, when its code has loaded: stats.js), the import's file input, and the record's redraws. */
export function initScreen() {
  view.draw = renderStats;
  $('stats-file').addEventListener('change', (e) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) importFile(file);
  });
}

/**
 * A message's text in the current language. A message is `{key, args}`
 * (with `args.n === 1` its `key_one` singular), `{and: [messages]}` (a
 * list: "a and b", "a，b"), or `{sentences: [messages]}` (one after the
 * other).
 */
function words(m) {
  if (m.and) return m.and.map(words).join(t('stats_and'));
  if (m.sentences) return m.sentences.map(words).join(getLang() === 'zh' ? '' : ' ');
  const { key, one, args = {} } = m;
  const put = (v) => (v !== null && typeof v === 'object' && !refusalOf(v) ? words(v) : v);
  return t(args.n === 1 && one ? one : key, Object.fromEntries(Object.entries(args).map(([k, v]) => [k, put(v)])));
}

/** `part` of a count: `one` (the singular) when `args.n` is 1, else `key`. */
const counted = (key, one, args) => ({ key, one, args });

/**
 * What an import did, from the statistics module's counts per game
 * (`{added, before_reset, present, removed, conflicts}`, in games): how
 * many were added, and why the others were not (a conflict: another game
 * under an id stored here, which stays as it was); when none was, that
 * nothing new was found and why.
 */
function importMessage(n21, n24, practice = 0, practiceRemoved = 0) {
  const sum = (k) => n21[k] + n24[k];
  const why = [];
  if (sum('present') > 0) why.push(counted('stats_why_present', 'stats_why_present_one', { n: sum('present') }));
  if (sum('before_reset') > 0) why.push(counted('stats_why_reset', 'stats_why_reset_one', { n: sum('before_reset') }));
  if (sum('conflicts') > 0) why.push(counted('stats_why_conflict', 'stats_why_conflict_one', { n: sum('conflicts') }));
  const out = [];
  if (sum('added') > 0 || practice > 0) {
    const list = [
      counted('stats_n21', 'stats_n21_one', { n: n21.added }),
      counted('stats_n24', 'stats_n24_one', { n: n24.added }),
      counted('stats_n_practice', 'stats_n_practice_one', { n: practice }),
    ].filter((p) => p.args.n > 0);
    out.push(part('stats_import_added', { list: { and: list } }));
    if (why.length) out.push(part('stats_import_skipped', { why: { and: why } }));
  } else if (why.length) {
    out.push(part('stats_import_nothing', { why: { and: why } }));
  } else {
    out.push(part('stats_import_empty'));
  }
  if (sum('removed') > 0) out.push(counted('stats_import_removed', 'stats_import_removed_one', { n: sum('removed') }));
  else if (sum('added') === 0 && practice === 0) out.push(part('stats_import_unchanged'));
  // Practice keeps at most 200 cards: the ones answered longest ago made room.
  if (practiceRemoved > 0) {
    out.push(counted('stats_import_practice_removed', 'stats_import_practice_removed_one', { n: practiceRemoved }));
  }
  return { sentences: out };
}

// ---- Export, import, reset ----

async function exportFile() {
  // The practice record goes along, as the engine reads it back; one it
  // refuses is left out of the file (and the message says so).
  let practice = null;
  let practiceLeftOut = false;
  const stored = readPractice();
  if (stored) {
    try {
      const m = await loadPractice();
      const record = new m.Practice(stored);
      try {
        practice = record.text();
      } finally {
        record.free();
      }
    } catch (e) {
      if (isTrap(e)) throw e;
      practiceLeftOut = true;
    }
  }
  // The engine writes the file (the format it reads back on import).
  const text = engine('21').export_file(load('21'), load('24'), practice);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `duel21-stats-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
  say('ok', practiceLeftOut ? 'stats_exported_no_practice' : 'stats_exported');
}

async function importFile(file) {
  if (file.size > MAX_FILE_BYTES) {
    say('bad', 'stats_import_refused', { msg: part('stats_too_large') });
    return;
  }
  const text = await file.text();
  try {
    // Both games must accept the file before either record changes; a game
    // the file says finished later than this device's time allows is refused.
    const now = Date.now();
    const i21 = engine('21').import_file(load('21'), text, now);
    const i24 = engine('24').import_file(load('24'), text, now);
    // The practice record the file may hold: merged and checked before anything is written.
    const merged = await mergePractice(text);
    // Both records are written or neither: should the second not fit, the
    // first is put back as it was (it fitted before, so it fits again).
    const before21 = readStats('21');
    const before24 = readStats('24');
    if (!writeStats('21', i21.record)) {
      say('bad', 'stats_import_refused', { msg: part('stats_storage_full') });
      return;
    }
    if (!writeStats('24', i24.record)) {
      writeStats('21', before21);
      say('bad', 'stats_import_refused', { msg: part('stats_storage_full') });
      return;
    }
    if (merged && !writePractice(merged.text)) {
      writeStats('21', before21);
      writeStats('24', before24);
      say('bad', 'stats_import_refused', { msg: part('stats_storage_full') });
      return;
    }
    say('ok', importMessage(i21, i24, merged?.added ?? 0, merged?.removed ?? 0));
    if (view.onScreen) renderStats();
  } catch (e) {
    if (isTrap(e)) throw e;
    // The failure itself: its refusal is said from its code, in either language.
    say('bad', 'stats_import_refused', { msg: e });
  }
}

/**
 * The stored practice record merged with the file's (the practice module):
 * `{added, text}`, or null when the file holds no practice card. The file's
 * part is checked first on its own, so a damaged one refuses the file
 * whatever the stored record; a stored record the engine refuses is not
 * merged into (nor written over): the import is refused with the reason.
 */
async function mergePractice(text) {
  const m = await loadPractice();
  const probe = new m.Practice('');
  let cards;
  try {
    cards = probe.merge_file(text).added;
  } finally {
    probe.free();
  }
  if (cards === 0) return null;
  const record = new m.Practice(readPractice() ?? '');
  try {
    const { added, removed } = record.merge_file(text);
    return { added, removed, text: record.text() };
  } finally {
    record.free();
  }
}

/** The practice numbers under the games' (the practice module's summary), when there is a record. */
async function renderPracticeLine() {
  const line = $('stats-practice');
  const stored = readPractice();
  if (!stored) {
    line.textContent = t('stats_practice_none');
    return;
  }
  try {
    const m = await loadPractice();
    const record = new m.Practice(stored);
    let s;
    try {
      s = record.summary(...practiceClock());
    } finally {
      record.free();
    }
    if (!view.onScreen) return;
    const pct = s.accuracy == null ? null : `${Math.round(s.accuracy)}%`;
    line.textContent = pct === null
      ? t('stats_practice_line_new', { answered: s.answered, cards: s.cards, learned: s.learned })
      : t('stats_practice_line', { answered: s.answered, accuracy: pct, recent: s.recent, cards: s.cards, learned: s.learned });
  } catch (e) {
    if (isTrap(e)) throw e;
    line.textContent = reason(e);
  }
}

async function reset() {
  const yes = await ask({
    title: t('stats_reset_title'),
    text: t('stats_reset_text'),
    yes: t('stats_reset_yes'),
    no: t('stats_reset_no'),
  });
  if (yes) {
    const now = Date.now();
    for (const g of ['21', '24']) {
      mine[g] = [];
      // Entries still waiting (another tab's, just now) are from before the reset.
      for (const w of pendingStats(g)) dropPending(w.key);
      writeStats(g, engine(g).empty(now));
    }
    // An empty record is smaller than any other: storage never refuses it
    // for room, only when it is turned off, and then nothing was kept anyway.
    say('ok', 'stats_was_reset');
  }
  $('stats-reset').focus();
}

/** The screen's own actions; true if `action` was one. */
export function statsAction(action) {
  switch (action) {
    case 'stats-export':
      exportFile();
      return true;
    case 'stats-import':
      $('stats-file').click();
      return true;
    case 'stats-reset':
      reset();
      return true;
    default:
      return false;
  }
}

// ---- Drawing ----

const cell = (tag, text, attrs = {}) => {
  const el = document.createElement(tag);
  el.textContent = text;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
};
const rowOf = (cells) => {
  const tr = document.createElement('tr');
  tr.append(...cells);
  return tr;
};
const num = (n) => n.toLocaleString(getLang() === 'zh' ? 'zh-CN' : 'en');
const pct = (x) => (x === null || x === undefined ? '—' : `${x.toFixed(1)}%`);
const secs = (ms) => (ms === null || ms === undefined ? '—' : t('stats_seconds', { s: (ms / 1000).toFixed(1) }));
// A row's opponent; an online row names the friend ("": the friends counted together).
const vsName = (vs, friend) => {
  if (vs === 'online') return friend ? t('stats_vs_online', { name: friend }) : t('stats_vs_online_others');
  return t(own({
    pvp: 'stats_vs_pvp', easy: 'stats_vs_easy', classic: 'stats_vs_classic', expert: 'stats_vs_expert',
  }, vs) ?? vs);
};

function renderDuel(s) {
  $('stats21-body').replaceChildren(...s.rows.map((r) => {
    const pvp = r.vs === 'pvp';
    return rowOf([
      cell('th', vsName(r.vs, r.friend), { scope: 'row' }),
      cell('td', num(r.matches)),
      cell('td', pvp ? '—' : num(r.won)),
      cell('td', num(r.drawn)),
      cell('td', pvp ? '—' : num(r.lost)),
      cell('td', pvp ? '—' : `${r.streak} / ${r.best_streak}`),
    ]);
  }));
  $('stats21-rounds').replaceChildren(...s.rows.map((r) => {
    const pvp = r.vs === 'pvp';
    return rowOf([
      cell('th', vsName(r.vs, r.friend), { scope: 'row' }),
      cell('td', num(r.rounds)),
      cell('td', pvp ? '—' : num(r.rounds_won)),
      cell('td', num(r.rounds_drawn)),
      cell('td', pvp ? '—' : num(r.rounds_lost)),
    ]);
  }));
  const means = s.means.map((m) => (m.mean === null
    ? t('stats_mean_none', { of: m.of })
    : words(counted('stats_mean', 'stats_mean_one', { of: m.of, mean: m.mean.toFixed(1), n: m.matches }))));
  $('stats-means').textContent = means.join(' · ');
  renderChart(s.chart);
}

const SVG = 'http://www.w3.org/2000/svg';
const svg = (tag, attrs) => {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
};
// The engine's points are in a 100 × 100 box; the drawing puts that box
// at (30, 10) in a 320 × 120 picture, axis labels to its left.
const px = (x) => 30 + x * 2.8;
const py = (y) => 10 + y;

function renderChart(points) {
  const chart = $('stats-chart');
  const parts = [];
  for (const [v, y] of [[100, 0], [50, 50], [0, 100]]) {
    parts.push(svg('line', { x1: px(0), x2: px(100), y1: py(y), y2: py(y), class: 'grid' }));
    const label = svg('text', { x: 24, y: py(y) + 4, 'text-anchor': 'end', class: 'axis' });
    label.textContent = String(v);
    parts.push(label);
  }
  if (points.length > 0) {
    const line = (key) => points.map((p) => `${px(p.x).toFixed(2)},${py(p[key]).toFixed(2)}`).join(' ');
    parts.push(svg('polyline', { points: line('y10'), class: 'mean10' }));
    parts.push(svg('polyline', { points: line('y'), class: 'acc' }));
    for (const p of points) parts.push(svg('circle', { cx: px(p.x), cy: py(p.y), r: 2.6, class: 'dot' }));
  }
  chart.replaceChildren(...parts);
  $('stats-chart-empty').hidden = points.length > 0;
  $('stats-chart-key').hidden = points.length === 0;
  $('stats-points').replaceChildren(...points.map((p) => rowOf([
    cell('td', String(p.n)),
    cell('td', vsName(p.vs)),
    cell('td', p.accuracy.toFixed(1)),
    cell('td', p.mean10.toFixed(1)),
  ])));
}

/** A difficulty's name; one this page has no words for shows as the engine names it. */
function difficultyName(d) {
  const key = own({
    easy: 'stats_d_easy', medium: 'stats_d_medium', hard: 'stats_d_hard', unsolvable: 'stats_d_unsolvable',
  }, d);
  return key ? t(key) : d;
}

function render24(s) {
  const rows = [...s.rows, s.total];
  $('stats24-body').replaceChildren(...rows.map((r) => rowOf([
    cell('th', r.difficulty ? difficultyName(r.difficulty) : t('stats_all'), { scope: 'row' }),
    cell('td', num(r.deals)),
    cell('td', num(r.solved)),
    cell('td', pct(r.rate)),
    cell('td', secs(r.median_ms)),
    cell('td', secs(r.best_ms)),
  ])));
  $('stats24-body').lastElementChild?.classList.add('stats-total');
}

/** The daily deal's line: the streak, the days played and the best day (the engine's numbers). */
function renderDaily(d) {
  const best = d.best
    ? t('stats_daily_best', { date: d.best.date, a: d.best.points, t: clock(d.best.ms) })
    : t('stats_daily_no_best');
  const streak = t(d.streak === 1 ? 'stats_daily_streak_one' : 'stats_daily_streak', { n: d.streak });
  const days = t(d.days === 1 ? 'stats_daily_days_one' : 'stats_daily_days', { n: d.days });
  $('stats24-daily').textContent = `${streak} · ${days} · ${best}`;
}

/** Draws the screen from the stored records (each read and checked by the engine). */
export function renderStats() {
  view.onScreen = true;
  view.drawing = true;
  let s21;
  let s24;
  try {
    // Entries still waiting (storage had no room before) count now.
    addPending('21');
    addPending('24');
    s21 = engine('21').summary(load('21'));
    s24 = engine('24').summary(load('24'));
  } finally {
    view.drawing = false;
  }
  renderDuel(s21);
  render24(s24);
  let daily = null;
  try {
    daily = engine('24').daily(readDaily(), localDate());
  } catch (e) {
    if (isTrap(e)) throw e;
  }
  $('stats24-daily').hidden = daily === null;
  if (daily) renderDaily(daily);
  const since = Math.max(s21.since, s24.since);
  $('stats-since').textContent = since > 0
    ? t('stats_since', { date: new Date(since).toLocaleString(getLang() === 'zh' ? 'zh-CN' : 'en') })
    : t('stats_all_time');
  renderPracticeLine();
  const msg = $('stats-msg');
  msg.textContent = view.message ? words(view.message) : '';
  msg.dataset.tone = view.message?.tone ?? '';
  msg.hidden = !view.message;
}

/**
 * Another screen is shown. Leaving this one drops its message; a message
 * that arrived elsewhere (a game that could not be counted) waits for it.
 */
export function leaveStats() {
  if (!view.onScreen) return;
  view.onScreen = false;
  view.message = null;
}
