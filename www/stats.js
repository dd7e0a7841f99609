// Statistics: the record of finished 21点 matches and 24点 deals, and the
// screen that shows it. Every number comes from the engine: the game modules
// make each finished match's or deal's entry (statsEntry21, statsEntry24),
// and the statistics module (www/pkg/stats.js: Stats21, Stats24) checks,
// adds and sums the records. This module stores the engine's texts
// (storage.js) and draws the summary the engine returns. A damaged record is
// reported and set aside, never trusted.
//
// The statistics module is fetched when the statistics screen opens, not
// before: until then each finished match's entry waits in storage under a
// key of its own (queueStats), and opening the screen adds the waiting
// entries to the record. Once the module is here, entries are added at once.
//
// Two tabs: an update re-reads the stored record and adds the entry to it
// (the engine's add is a union by entry id, so adding twice counts once).
// Should another tab write in between and drop this tab's entry, the
// `storage` event brings that tab's record here, and this tab adds its own
// entries of this session to it again: both tabs' matches count.
import { statsEntry21 } from './pkg/duel21.js';
import { statsEntry24 } from './game24/engine.js';
import { localDate } from './game24/menu.js';
import { clock } from './game24/i18n.js';
import { t, own, getLang } from './i18n.js';
import { ask } from './confirm.js';
import { ensureCurrent } from './version.js';
import { loadPractice, clock as practiceClock } from './practice/engine.js';
import {
  readStats, writeStats, setAsideStats, readDaily, watchStats, queueStats, pendingStats, dropPending, whenWritable,
  readPractice, writePractice,
} from './storage.js';

const $ = (id) => document.getElementById(id);
/** The largest file the import reads (the engine refuses more too). */
const MAX_FILE_BYTES = 1 << 20;
/** This tab's entries of this session, per game: added again if another tab's write lost them. */
const mine = { 21: [], 24: [] };
const MINE_KEPT = 50;
/** Waiting entries of one game past which they are added without waiting for the screen. */
const MAX_PENDING = 500;
/**
 * Entries storage refused, per game (neither in the record nor waiting):
 * kept here and stored when storage takes writes again (`retryRefused`).
 */
const refused = { 21: [], 24: [] };

/** The statistics module's classes, per game, once it has loaded. */
let engines = null;
let loading = null;
// The message shown on the screen: {tone: 'ok'|'bad', key, args}, its
// identity rather than its text, so a language switch redraws it in the
// other language (see words()).
let message = null;
let onScreen = false;
let drawing = false;

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
const isTrap = (e) => e instanceof WebAssembly.RuntimeError;
const msgOf = (e) => e?.message ?? String(e);

/**
 * Says `key` (an i18n.js string, or a message as words() reads it) with
 * `args` on the screen. An argument that is itself `{key, args}` is a
 * message of its own, put in the same language; any other argument (the
 * engine's reason, a number) as it is.
 */
function say(tone, key, args = {}) {
  message = { tone, ...(typeof key === 'string' ? { key, args } : key) };
  if (onScreen && !drawing) {
    renderStats();
    // The buttons are at the foot of a long screen, the message at its
    // head: bring it into sight, or Export and Import seem to do nothing.
    $('stats-msg').scrollIntoView({ block: 'nearest' });
  }
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
  const put = (v) => (v !== null && typeof v === 'object' ? words(v) : v);
  return t(args.n === 1 && one ? one : key, Object.fromEntries(Object.entries(args).map(([k, v]) => [k, put(v)])));
}

/** `key` as an argument of another message (translated when it is shown). */
const part = (key, args = {}) => ({ key, args });
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

/**
 * Loads the statistics module (once) and adds the entries waiting in
 * storage. The single-file build puts its wasm bytes in
 * `globalThis.__statsWasm`; otherwise it is fetched. A failed load (offline
 * before it was ever cached) may be tried again; only a trap is thrown by
 * the adding. Files of another version than the page's are not loaded
 * (`ensureCurrent`, www/version.js: NewVersion).
 */
export function loadStatsEngine() {
  loading ??= ensureCurrent()
    .then(() => import('./pkg/stats.js'))
    .then(async (pkg) => {
      const inline = globalThis.__statsWasm;
      await (inline ? pkg.default({ module_or_path: inline }) : pkg.default());
      engines = { 21: pkg.Stats21, 24: pkg.Stats24 };
      addPending('21');
      addPending('24');
    })
    .catch((e) => {
      if (isTrap(e)) throw e;
      loading = null;
      throw e;
    });
  return loading;
}

function engine(game) {
  if (engines === null) throw new Error('the statistics are not loaded yet');
  return engines[game];
}

/** A damaged record that could not be set aside, per game: never written over. */
const held = { 21: null, 24: null };

/** The stored record of `game`, checked by the engine; a damaged one is set aside. */
function load(game) {
  const text = readStats(game);
  if (text === null) return engine(game).empty(0);
  try {
    return engine(game).check(text);
  } catch (e) {
    if (isTrap(e)) throw e;
    // Not moved aside (storage full): the damaged record stays, and no
    // write may take its place (see `update`).
    if (!setAsideStats(game, text)) held[game] = text;
    say('bad', 'stats_damaged', { msg: msgOf(e) });
    return engine(game).empty(0);
  }
}

/**
 * Re-reads the record, applies `change`, and writes it if it changed.
 * False when storage refused the write (said on the screen): the change is
 * not kept.
 */
function update(game, change) {
  const stored = readStats(game);
  held[game] = null;
  const next = change(load(game));
  const kept = held[game] !== null && readStats(game) === held[game];
  if (next === stored || (!kept && writeStats(game, next))) return true;
  say('bad', 'stats_not_counted', { msg: part('stats_storage_full') });
  return false;
}

/** `record` with `entry` added; an entry the engine refuses is reported and left out. */
function addOne(game, record, entry) {
  try {
    return engine(game).add(record, entry);
  } catch (e) {
    if (isTrap(e)) throw e;
    say('bad', 'stats_not_counted', { msg: msgOf(e) });
    return record;
  }
}

/**
 * Adds the entries waiting in storage to the record, then removes them.
 * They count as this tab's own from then on: should another tab's write
 * drop them, this tab adds them again.
 */
function addPending(game) {
  const waiting = pendingStats(game);
  if (waiting.length === 0) return;
  mine[game] = [...mine[game], ...waiting.map((w) => w.entry)].slice(-MINE_KEPT);
  // Storage refused the record: the entries stay waiting for the next try.
  if (!update(game, (r) => waiting.reduce((acc, w) => addOne(game, acc, w.entry), r))) return;
  for (const w of waiting) dropPending(w.key);
}

function add(game, entry) {
  if (!entry) return;
  mine[game] = [...mine[game], entry].slice(-MINE_KEPT);
  store(game, entry);
}

/** Adds `entry` to the record, or leaves it waiting; refused by storage, it is kept in `refused`. */
function store(game, entry) {
  if (engines !== null) {
    if (!update(game, (r) => addOne(game, r, entry))) refused[game].push(entry);
    return;
  }
  // Waiting already (a finished match's save loaded again): once is enough.
  if (pendingStats(game).some((w) => w.entry === entry)) return;
  if (!queueStats(game, entry)) {
    refused[game].push(entry);
    say('bad', 'stats_not_counted', { msg: part('stats_storage_full') });
    return;
  }
  // Many matches and no look at the statistics: add them now, off the
  // critical path, so that storage holds one record and not a long list.
  if (pendingStats(game).length > MAX_PENDING) {
    loadStatsEngine().catch((e) => say('bad', 'stats_not_counted', { msg: msgOf(e) }));
  }
}

let retrying = false;

/**
 * Storage takes writes again: the entries it refused are stored now (those
 * it refuses again stay for the next time), and the failure it left on the
 * screen goes.
 */
function retryRefused() {
  if (retrying || (refused[21].length === 0 && refused[24].length === 0)) return;
  retrying = true;
  try {
    for (const game of ['21', '24']) {
      const entries = refused[game];
      refused[game] = [];
      for (const entry of entries) store(game, entry);
    }
  } finally {
    retrying = false;
  }
  if (refused[21].length === 0 && refused[24].length === 0 && message?.args?.msg?.key === 'stats_storage_full') {
    message = null;
    if (onScreen) renderStats();
  }
}

/**
 * A 21点 match ended: its save text goes to the engine, which makes the
 * entry (result, rounds, the person's accuracy) with the match's `id`,
 * finished at `at` (its save's time: the same match recorded again, when
 * its save is loaded, is the same entry). Only a trap is thrown.
 */
export function recordDuel(save, id = newId(), at = Date.now()) {
  try {
    add('21', statsEntry21(save, id, at));
  } catch (e) {
    if (isTrap(e)) throw e;
    say('bad', 'stats_not_counted', { msg: msgOf(e) });
  }
}

/**
 * An online match ended: `entry()` makes its entry (the online module's
 * `stats_entry`: this device's side, the friend's name), counted apart per
 * friend. Only a trap is thrown.
 */
export function recordOnline(entry) {
  try {
    add('21', entry());
  } catch (e) {
    if (isTrap(e)) throw e;
    say('bad', 'stats_not_counted', { msg: msgOf(e) });
  }
}

/** A fresh id for a 24点 game (its deals' entries are `id.index`). */
export const statsGameId = newId;

/** A 24点 deal just ended in the game `gameId` (a race is not counted). */
export function recordDeal(save, gameId) {
  try {
    add('24', statsEntry24(save, gameId, Date.now()));
  } catch (e) {
    if (isTrap(e)) throw e;
    say('bad', 'stats_not_counted', { msg: msgOf(e) });
  }
}

/** Starts listening to other tabs' writes (once, after the engine loaded). */
export function initStats() {
  whenWritable(retryRefused);
  watchStats((game, what) => {
    // Without the statistics module there is nothing to add to: this tab's
    // entries wait under keys of their own, which no other tab writes.
    if (engines === null) return;
    for (const g of game ? [game] : ['21', '24']) {
      if (what === 'pending') addPending(g);
      else if (mine[g].length) update(g, (r) => mine[g].reduce((acc, e) => addOne(g, acc, e), r));
    }
    if (onScreen) renderStats();
  });
  $('stats-file').addEventListener('change', (e) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) importFile(file);
  });
}

// ---- Export, import, reset ----

async function exportFile() {
  // The practice record goes along, as the engine reads it back; one it
  // refuses is left out of the file (and the message says so).
  let practice;
  let practiceLeftOut = false;
  const stored = readPractice();
  if (stored) {
    try {
      const m = await loadPractice();
      const record = new m.Practice(stored);
      try {
        practice = JSON.parse(record.text());
      } finally {
        record.free();
      }
    } catch (e) {
      if (isTrap(e)) throw e;
      practiceLeftOut = true;
    }
  }
  const text = JSON.stringify({
    format: 'duel21-stats',
    version: 1,
    21: JSON.parse(load('21')),
    24: JSON.parse(load('24')),
    practice,
  }, null, 1);
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
    // Both games must accept the file before either record changes.
    const i21 = engine('21').import_file(load('21'), text);
    const i24 = engine('24').import_file(load('24'), text);
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
    if (onScreen) renderStats();
  } catch (e) {
    if (isTrap(e)) throw e;
    say('bad', 'stats_import_refused', { msg: msgOf(e) });
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
    if (!onScreen) return;
    const pct = s.accuracy == null ? null : `${Math.round(s.accuracy)}%`;
    line.textContent = pct === null
      ? t('stats_practice_line_new', { answered: s.answered, cards: s.cards, learned: s.learned })
      : t('stats_practice_line', { answered: s.answered, accuracy: pct, recent: s.recent, cards: s.cards, learned: s.learned });
  } catch (e) {
    if (isTrap(e)) throw e;
    line.textContent = msgOf(e);
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
  onScreen = true;
  drawing = true;
  let s21;
  let s24;
  try {
    // Entries still waiting (storage had no room before) count now.
    addPending('21');
    addPending('24');
    s21 = engine('21').summary(load('21'));
    s24 = engine('24').summary(load('24'));
  } finally {
    drawing = false;
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
  msg.textContent = message ? words(message) : '';
  msg.dataset.tone = message?.tone ?? '';
  msg.hidden = !message;
}

/**
 * Another screen is shown. Leaving this one drops its message; a message
 * that arrived elsewhere (a game that could not be counted) waits for it.
 */
export function leaveStats() {
  if (!onScreen) return;
  onScreen = false;
  message = null;
}
