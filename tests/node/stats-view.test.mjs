// The statistics screen's view (www/stats/view.js), in Node: its controller's
// state (the statistics module's own summaries, made here from records it
// built) drawn as a snabbdom tree, and that tree read as a page is: the
// words in both languages, the tables' rows, which parts are shown, the
// buttons and what they call, and what a screen reader is given. No DOM,
// no browser.
import { test, before, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  find, findAll, text, attr, shown, classesOf,
} from './vnode.mjs';

// setLang marks the page's <html> with the language: a stand-in for it.
globalThis.document ??= { documentElement: { dataset: {} } };
const { setLang } = await import('../../www/i18n.js');
const { view, words } = await import('../../www/stats/view.js');
const { importMessage } = await import('../../www/stats/ctrl.js');

let pkg;
before(async () => {
  pkg = await import('../../www/pkg/stats.js');
  await pkg.default({ module_or_path: readFileSync(new URL('../../www/pkg/stats_bg.wasm', import.meta.url)) });
});
afterEach(() => setLang('en'));

const T0 = 1767225600000; // 2026-01-01
/** An entry of a won or lost match against `vs`, finished `i` minutes after T0. */
const entry = (id, i, { win = true, vs = 'easy', accuracy = 80 } = {}) => ({
  id, at: T0 + i * 60000, vs, result: win ? 'won' : 'lost', rounds: win ? [6, 4, 1] : [4, 6, 1], accuracy,
});
/** The statistics module's summary of a 21点 record of `entries`. */
const summary21 = (entries, since = 0) => pkg.Stats21.summary(
  entries.reduce((r, e) => pkg.Stats21.add(r, JSON.stringify(e)), pkg.Stats21.empty(since)),
);
/** The summary of a 24点 record of `deals` ({difficulty, solved, ms}). */
const summary24 = (deals) => pkg.Stats24.summary(deals.reduce((r, d, i) => pkg.Stats24.add(r, JSON.stringify({
  id: `g.${i}`, at: T0 + i * 1000, mode: 'solo', ...d,
})), pkg.Stats24.empty(0)));

/** A controller as the view sees it: its state and its intents (stand-ins that say which was called). */
function ctrlOf(state = {}) {
  const called = [];
  const intent = (name) => () => called.push(name);
  return {
    called,
    state: {
      s21: summary21([]), s24: summary24([]), daily: null, since: 0, practice: null, message: null, ...state,
    },
    exportFile: intent('export'),
    pickFile: intent('pick'),
    fileChosen: intent('file'),
    reset: intent('reset'),
  };
}

/** A table body's rows, as lists of their cells' text. */
const rows = (tree, id) => findAll(find(tree, `#${id}`), 'tr').map((tr) => tr.children.map(text));

test('the matches and rounds tables: a row per opponent, the numbers the engine gives, "—" where Two players has none', () => {
  const tree = view(ctrlOf({ s21: summary21([entry('a', 1), entry('b', 2, { win: false })]) }));
  assert.deepEqual(rows(tree, 'stats21-body'), [
    ['Two players', '0', '—', '0', '—', '—'],
    ['Computer · Easy', '2', '1', '0', '1', '0 / 1'],
    ['Computer · Classic', '0', '0', '0', '0', '0 / 0'],
    ['Computer · Expert', '0', '0', '0', '0', '0 / 0'],
  ]);
  assert.deepEqual(rows(tree, 'stats21-rounds')[1], ['Computer · Easy', '22', '10', '2', '10']);
  // Each row is named by its header cell.
  for (const th of findAll(find(tree, '#stats21-body'), 'th')) assert.equal(attr(th, 'scope'), 'row');
  for (const th of findAll(tree, 'thead th')) assert.equal(attr(th, 'scope'), 'col');
  assert.match(text(find(tree, '#stats-means')), /^last 10: mean 80\.0 \(2 matches\) · last 50: mean 80\.0 \(2 matches\)$/);
});

test('one match is "1 match", not "1 matches", in the means line', () => {
  const tree = view(ctrlOf({ s21: summary21([entry('a', 1)]) }));
  assert.match(text(find(tree, '#stats-means')), /mean 80\.0 \(1 match\)/, 'one match, not "1 matches"');
});

test('the same state in Chinese: the headings, the opponents and the numbers\' lines', () => {
  setLang('zh');
  const tree = view(ctrlOf({ s21: summary21([entry('a', 1)]) }));
  assert.equal(text(find(tree, '#stats-title')), '统计');
  assert.equal(rows(tree, 'stats21-body')[1][0], '电脑·简单');
  assert.match(text(find(tree, '#stats-means')), /^最近 10 场平均 80\.0（1 场）/);
  assert.equal(text(find(tree, '#stats-since')), '统计所有已完成的对局');
  assert.deepEqual(findAll(tree, 'button').map((b) => text(b).trim()), ['导出', '导入', '清零', '返回 Esc']);
  assert.doesNotMatch(text(tree), /Statistics|Computer|Export/, 'no English left');
});

test('the chart: one dot per match against the computer, the same numbers in a table for screen readers', () => {
  const entries = Array.from({ length: 12 }, (_, i) => entry(`m${i}`, i, { vs: ['easy', 'classic', 'expert'][i % 3], accuracy: 50 + i }));
  const tree = view(ctrlOf({ s21: summary21(entries) }));
  assert.equal(findAll(find(tree, '#stats-chart'), 'circle').length, 12);
  assert.equal(findAll(find(tree, '#stats-chart'), 'polyline').length, 2);
  assert.deepEqual(rows(tree, 'stats-points')[0], ['1', 'Computer · Easy', '50.0', '50.0']);
  assert.equal(rows(tree, 'stats-points').length, 12);
  // The drawing itself is hidden from screen readers; its key too; the table is not.
  assert.equal(attr(find(tree, '#stats-chart'), 'aria-hidden'), 'true');
  assert.equal(attr(find(tree, '#stats-chart-key'), 'aria-hidden'), 'true');
  assert.ok(shown(tree, find(tree, '#stats-chart-key')));
  assert.ok(!shown(tree, find(tree, '#stats-chart-empty')));
  assert.ok(shown(tree, find(tree, '#stats-points')));
  assert.equal(text(find(find(tree, '.sr-only'), 'caption')), 'Accuracy of the latest matches against the computer, oldest first');
});

test('no match against the computer: the chart says how to fill it, and its key is hidden', () => {
  const tree = view(ctrlOf({ s21: summary21([{ id: 'p', at: T0, vs: 'pvp', result: 'drawn', rounds: [5, 5, 1] }]) }));
  assert.equal(findAll(tree, 'circle').length, 0);
  assert.ok(!shown(tree, find(tree, '#stats-chart-key')));
  assert.ok(shown(tree, find(tree, '#stats-chart-empty')));
  assert.equal(text(find(tree, '#stats-chart-empty')), 'Finish a match against the computer to see your accuracy here.');
  assert.deepEqual(rows(tree, 'stats21-body')[0], ['Two players', '1', '—', '1', '—', '—']);
});

test('24点: a row per difficulty played and the total last, marked, with rates and times', () => {
  const tree = view(ctrlOf({
    s24: summary24([
      { difficulty: 'easy', solved: true, ms: 4200 },
      { difficulty: 'easy', solved: false, ms: 9000 },
      { difficulty: 'hard', solved: true, ms: 12300 },
    ]),
  }));
  const body = rows(tree, 'stats24-body');
  assert.deepEqual(body.at(-1), ['All', '3', '2', '66.7%', '8.3 s', '4.2 s']);
  assert.deepEqual(body.map((r) => r[0]), ['Easy', 'Hard', 'All']);
  const trs = findAll(find(tree, '#stats24-body'), 'tr');
  assert.deepEqual(trs.map((tr) => classesOf(tr).includes('stats-total')), [false, false, true]);
  setLang('zh');
  assert.deepEqual(rows(view(ctrlOf({ s24: summary24([{ difficulty: 'easy', solved: true, ms: 4200 }]) })), 'stats24-body').at(-1),
    ['全部', '1', '1', '100.0%', '4.2 秒', '4.2 秒']);
});

test('the daily deal\'s line shows only with a daily record, with its singulars', () => {
  const none = view(ctrlOf());
  assert.ok(!shown(none, find(none, '#stats24-daily')));
  const tree = view(ctrlOf({ daily: { streak: 1, days: 3, best: null } }));
  assert.ok(shown(tree, find(tree, '#stats24-daily')));
  assert.match(text(find(tree, '#stats24-daily')), / · no day played to the end yet$/);
  setLang('zh');
  assert.match(text(find(view(ctrlOf({ daily: { streak: 4, days: 4, best: null } })), '#stats24-daily')), /^每日一局：连续 4 天 · /);
});

test('since: all time, or the date of the last reset in the page\'s language', () => {
  assert.equal(text(find(view(ctrlOf({ since: 0 })), '#stats-since')), 'Counting every finished game');
  assert.match(text(find(view(ctrlOf({ since: T0 })), '#stats-since')), /^Counting since .*2026/);
  // Before the first read, nothing yet.
  assert.equal(text(find(view(ctrlOf({ since: undefined, s21: null, s24: null })), '#stats-since')), '');
});

test('the practice line: nothing while it is read, none yet, the numbers, or the engine\'s refusal', () => {
  const line = (practice) => text(find(view(ctrlOf({ practice })), '#stats-practice'));
  assert.equal(line(undefined), '');
  assert.match(line(null), /^No practice yet/);
  assert.equal(line({ summary: { answered: 7, accuracy: 60.4, recent: 5, cards: 3, learned: 1 } }),
    '7 drills answered · 60% right over the last 5 · 1 of 3 practice cards learned');
  assert.doesNotMatch(line({ summary: { answered: 0, accuracy: null, recent: 0, cards: 2, learned: 0 } }), /%/);
  assert.ok(line({ error: new Error('broken') }).length > 0);
});

test('the buttons: each a button that calls its intent; Back is the page\'s, found by its key', () => {
  const ctrl = ctrlOf();
  const tree = view(ctrl);
  const ids = findAll(tree, 'button').map((b) => b.sel.split('#')[1].split('.')[0]);
  assert.deepEqual(ids, ['stats-export', 'stats-import', 'stats-reset', 'stats-back']);
  for (const b of findAll(tree, 'button')) {
    assert.equal(attr(b, 'type'), 'button');
    assert.ok(!attr(b, 'disabled'), `${b.sel} is enabled`);
  }
  find(tree, '#stats-export').data.on.click();
  find(tree, '#stats-import').data.on.click();
  find(tree, '#stats-reset').data.on.click();
  find(tree, '#stats-file').data.on.change();
  assert.deepEqual(ctrl.called, ['export', 'pick', 'reset', 'file']);
  assert.equal(text(find(tree, '#stats-export')), 'Export');
  assert.equal(text(find(tree, '#stats-import')), 'Import');
  assert.equal(text(find(tree, '#stats-reset')), 'Reset');
  assert.ok(classesOf(find(tree, '#stats-reset')).includes('danger'));
  // Back: the router's action and its key (Esc), the hint hidden from screen readers.
  const back = find(tree, '#stats-back');
  assert.equal(attr(back, 'data-action'), 'back');
  assert.equal(back.data.on, undefined);
  const kbd = find(back, 'kbd');
  assert.equal(text(kbd), 'Esc');
  assert.equal(attr(kbd, 'aria-hidden'), 'true');
  // The file input is the picker Import opens: hidden, JSON only.
  const file = find(tree, '#stats-file');
  assert.deepEqual([attr(file, 'type'), attr(file, 'accept'), attr(file, 'hidden')], ['file', 'application/json,.json', true]);
});

test('the screen is named by its heading, which takes the focus', () => {
  const tree = view(ctrlOf());
  assert.equal(tree.sel, 'section#stats-page.panel');
  assert.equal(attr(tree, 'aria-labelledby'), 'stats-title');
  assert.equal(attr(find(tree, '#stats-title'), 'tabindex'), '-1');
  assert.equal(attr(tree, 'hidden'), undefined, 'shown and hidden by the router, not by the view');
  assert.deepEqual(findAll(tree, 'h3').map(text), ['Twenty-One', 'Accuracy against the computer', text(findAll(tree, 'h3')[2]), 'Practice']);
});

test('the message: an alert shown only when there is one, its tone marked, each new one a new element', () => {
  const none = view(ctrlOf());
  assert.equal(attr(find(none, '#stats-msg'), 'hidden'), true);
  assert.equal(attr(find(none, '#stats-msg'), 'role'), 'alert');
  const said = (serial) => view(ctrlOf({ message: { tone: 'ok', serial, key: 'stats_exported', args: {} } }));
  const msg = find(said(1), '#stats-msg');
  assert.equal(attr(msg, 'hidden'), false);
  assert.equal(attr(msg, 'data-tone'), 'ok');
  assert.equal(text(msg), 'The statistics were exported as a JSON file.');
  assert.notEqual(msg.key, find(said(2), '#stats-msg').key, 'a new message is a new alert');
  assert.equal(msg.key, find(said(1), '#stats-msg').key, 'the same one redrawn is the same element');
  setLang('zh');
  assert.equal(text(find(said(1), '#stats-msg')), '统计已导出为 JSON 文件。');
});

test('a message whose argument is a message of its own: both parts in the language of the moment', () => {
  const m = { tone: 'bad', serial: 1, key: 'stats_import_refused', args: { msg: { key: 'stats_too_large', args: {} } } };
  assert.equal(words(m), 'The file was not imported: it is larger than 1 MB. Your statistics are unchanged.');
  setLang('zh');
  assert.equal(words(m), '文件未导入：文件大于 1 兆字节。现有统计没有改变。');
});

test('what an import did: the games added, and when none, why; singulars; both languages', () => {
  const counts = (o) => ({ added: 0, before_reset: 0, present: 0, removed: 0, conflicts: 0, ...o });
  assert.equal(words(importMessage(counts({ present: 3 }), counts())),
    'The file was imported, but there was nothing new in it: 3 games were already here. Your statistics are unchanged.');
  const added = importMessage(counts({ added: 1 }), counts({ added: 2, present: 1 }));
  assert.equal(words(added), 'The file was imported: 1 match of Twenty-One and 2 deals of 24 points added. Not added: 1 game was already here.');
  assert.equal(words(importMessage(counts(), counts())), 'The file was imported, but it holds no games. Your statistics are unchanged.');
  setLang('zh');
  assert.match(words(importMessage(counts({ present: 3 }), counts())), /^文件已导入，但没有新的记录：/);
});

test('zh: the daily deal\'s line with a streak, the days played and the best day', () => {
  setLang('zh');
  const line = text(find(view(ctrlOf({ daily: { streak: 2, days: 2, best: { date: '2026-12-06', points: 5, ms: 100000 } } })), '#stats24-daily'));
  assert.match(line, /^每日一局：连续 2 天 · 共 2 天 · 最好的一天 2026-12-06：5\/13，用时 1:40$/);
});
