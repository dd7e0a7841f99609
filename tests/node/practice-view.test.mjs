// The Practice screen in Node: its view (www/practice/view.js) drawn from a
// state made of the practice engine's own questions and verdicts, read as a
// page is (the words in both languages, which buttons show and are live,
// the verdict's sentences, what a screen reader is given), and its
// controller (www/practice/ctrl.js) run on the wasm practice engine over a
// stand-in localStorage: the record it reads and writes, what it says, and
// where it sends the focus. No DOM, no browser.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  find, findAll, text, attr, shown, classesOf,
} from './vnode.mjs';
import { MemoryStorage } from './fake-storage.mjs';

// A Storage whose setItem throws QuotaExceededError while `full` is set.
globalThis.localStorage = new MemoryStorage();
globalThis.sessionStorage = new MemoryStorage();
globalThis.window ??= { addEventListener() {} };
// setLang marks the page's <html> with the language: a stand-in for it.
globalThis.document ??= { documentElement: { dataset: {} }, addEventListener() {} };
// The practice module's wasm, as the single-file build hands it over (www/version.js).
globalThis.__practiceWasm = readFileSync(new URL('../../www/pkg/practice_bg.wasm', import.meta.url));

const { setLang, t } = await import('../../www/i18n.js');
const { view } = await import('../../www/practice/view.js');
const { PracticeCtrl } = await import('../../www/practice/ctrl.js');
const { loadPractice, whenPracticeFull, PracticeRefused } = await import('../../www/practice/engine.js');
const pkg = await loadPractice();

const realNow = Date.now;
afterEach(() => {
  setLang('en');
  localStorage.m.clear();
  localStorage.full = false;
  Date.now = realNow;
});

/** The engine's themed set `theme` of `n` (seed `seed`), as the controller keeps a set. */
const set = (theme, n = 5, seed = '3') => pkg.themedSet(theme, n, seed).map((question) => ({ question }));
/** The engine's verdict on answering `choice` to `q`, on a record of its own. */
function verdictOf(q, choice) {
  const p = new pkg.Practice('');
  try {
    return p.answer_new(JSON.stringify(q.position), choice, Date.now(), 0);
  } finally {
    p.free();
  }
}
/** An engine summary of an empty record. */
function emptySummary() {
  const p = new pkg.Practice('');
  try {
    return p.summary(Date.now(), 0);
  } finally {
    p.free();
  }
}

/** A controller as the view sees it: its state and its intents (stand-ins that say which was called). */
function ctrlOf(state = {}) {
  const called = [];
  return {
    called,
    state: {
      summary: emptySummary(), due: [], failed: false, loading: false, run: null, ...state,
    },
    open: () => called.push('open'),
    startDue: () => called.push('due'),
    startTheme: (theme) => called.push(`theme ${theme}`),
    answer: (choice, at) => called.push(`answer ${choice} at ${at}`),
    nextClick: () => called.push('next'),
  };
}
/** A run of `list` at position `i`, answered `verdict` (or not yet). */
const run = (list, i = 0, verdict = null, kind = 'theme', theme = 'soft') => ({
  kind, theme, list, i, verdict, pending: false, shownAt: 0,
});
/** The day's numbers as shown: key → the value's text. */
const sums = (tree) => Object.fromEntries(findAll(tree, '.sum-item').map((x) => [attr(x, 'data-key'), text(find(x, 'dd'))]));
const click = (v, e = {}) => v.data.on.click(e);

test('the start with no card: the rule that fills it, the three themed sets in order, no drill', () => {
  const ctrl = ctrlOf();
  const tree = view(ctrl);
  assert.equal(text(find(tree, '#practice-title')), 'Practice · Twenty-One');
  assert.match(text(find(tree, '#practice-start')), /^No practice cards yet: when a match ends/);
  assert.deepEqual(findAll(tree, '#practice-start button').map((b) => attr(b, 'data-theme')), ['classic-wrong', 'late-deck', 'soft']);
  assert.equal(findAll(tree, '#practice-go-due').length, 0);
  assert.equal(findAll(tree, '#practice-retry').length, 0);
  assert.ok(!shown(tree, find(tree, '#practice-drill')), 'no drill');
  assert.equal(text(find(tree, '#practice-status')), '');
  assert.equal(attr(find(tree, '#practice-status'), 'role'), 'status');
  // A themed set's button starts that set.
  click(find(tree, '#practice-start [data-theme="late-deck"]'));
  assert.deepEqual(ctrl.called, ['theme late-deck']);
  // Back is the router's, its key hidden from what a screen reader names it.
  assert.equal(attr(find(tree, '#practice-back'), 'data-action'), 'back');
  assert.equal(attr(find(tree, '#practice-back kbd'), 'aria-hidden'), 'true');
  assert.equal(text(find(tree, '#practice-back')).trim(), 'Back Esc');
});

test('with no card the start says where cards come from, in the words the statistics screen says it, in both languages', () => {
  for (const [lang, rule] of [['en', /when a match ends/i], ['zh', /每局结束时/]]) {
    setLang(lang);
    assert.match(text(find(view(ctrlOf()), '#practice-start')), rule, lang);
    // The statistics screen's practice line with no record (stats/view.js; its view: stats-view).
    assert.match(t('stats_practice_none'), rule, lang);
  }
});

test('cards due: the way to them, one card said as one; the record read: no card due, try a set', () => {
  const due = set('soft', 2).map((x, index) => ({ ...x, index }));
  const ctrl = ctrlOf({ due });
  let tree = view(ctrl);
  assert.equal(text(find(tree, '#practice-go-due')), 'Practice 2 due cards');
  click(find(tree, '#practice-go-due'));
  assert.deepEqual(ctrl.called, ['due']);
  tree = view(ctrlOf({ due: due.slice(0, 1) }));
  assert.match(text(find(tree, '#practice-go-due')), /^Practice 1 due card$/);
  tree = view(ctrlOf({ summary: { ...emptySummary(), cards: 3 } }));
  assert.match(text(find(tree, '#practice-start')), /^No card is due today\. Try a themed set:/);
});

test('the record could not be read: a way on (Try again) above the themed sets; while it is read, the status line says so', () => {
  const ctrl = ctrlOf({ failed: true, summary: null });
  const tree = view(ctrl);
  assert.match(text(find(tree, '#practice-start')), /cannot be opened now/);
  click(find(tree, '#practice-retry'));
  assert.deepEqual(ctrl.called, ['open']);
  assert.equal(findAll(tree, '.sum-item').length, 0, 'no numbers when there is no record');
  assert.equal(findAll(tree, '#practice-start [data-theme]').length, 3);
  const loading = view(ctrlOf({ loading: true, summary: null }));
  assert.equal(text(find(loading, '#practice-status')), 'Loading practice…');
  // Nothing is offered before the record is read (the numbers would push a set just begun down).
  assert.equal(findAll(loading, '#practice-start button').length, 0);
});

test('the day\'s numbers, keyed: a streak of 1 is "1 day", accuracy over the last answers or "—"', () => {
  const s = {
    ...emptySummary(), due_today: 2, learned: 1, streak: 1, answered: 4, accuracy: 74.6, recent: 4, cards: 5,
  };
  assert.deepEqual(sums(view(ctrlOf({ summary: s }))), {
    practice_due: '2', practice_learned: '1', practice_streak: '1 day', practice_answered: '4', practice_accuracy: '75% (last 4)', practice_cards: '5',
  });
  assert.deepEqual(sums(view(ctrlOf({ summary: { ...s, streak: 2, accuracy: null } }))).practice_streak, '2 days');
  assert.equal(sums(view(ctrlOf({ summary: { ...s, accuracy: null } }))).practice_accuracy, '—');
  setLang('zh');
  assert.equal(sums(view(ctrlOf({ summary: { ...s, streak: 2 } }))).practice_streak, '2 天');
});

test('a drill asked: its label, both seats with the person below, the cards left, Take T and Stand S live and alike', () => {
  const list = set('soft');
  const ctrl = ctrlOf({ run: run(list) });
  const tree = view(ctrl);
  assert.equal(findAll(tree, '#practice-start *').length, 0, 'the start gives way to the drill');
  const drill = find(tree, '#practice-drill');
  assert.ok(shown(tree, drill));
  assert.equal(text(find(drill, '.drill-label')), 'Soft hands · Position 1 of 5');
  assert.equal(attr(find(drill, '.drill-label'), 'tabindex'), '-1');
  const q = list[0].question;
  const seats = findAll(drill, '.drill-seat');
  assert.equal(text(find(seats[0], '.name')), 'Opponent');
  assert.equal(text(find(seats[1], '.name')), 'You');
  // The person's seat, below the opponent's as on the table, is the soft hand.
  assert.equal(text(find(seats[1], '.tag')), 'soft');
  assert.equal(text(find(seats[1], '.total')), String(q.total));
  assert.equal(attr(find(seats[1], '.hand'), 'role'), 'list');
  assert.equal(attr(find(seats[1], '.hand'), 'aria-label'), 'You');
  assert.equal(findAll(seats[1], '.card').length, q.cards.length);
  for (const c of findAll(drill, '.card')) assert.match(attr(c, 'aria-label'), /of|Ace|King/);
  assert.equal(text(find(drill, '.drill-left')), t('cards_left', { n: q.cards_left }));
  assert.equal(findAll(drill, '.rank-cell').length, 13);
  const group = find(drill, '.drill-answer');
  assert.equal(attr(group, 'role'), 'group');
  assert.equal(attr(group, 'aria-label'), 'Take or stand?');
  const buttons = findAll(group, 'button');
  assert.deepEqual(buttons.map((b) => text(b)), ['Take T', 'Stand S']);
  assert.deepEqual(buttons.map((b) => attr(b, 'data-key-action')), ['take', 'stand']);
  // Neither answer is drawn as the suggested one (that would be a hint), and both are live.
  assert.deepEqual(classesOf(buttons[0]), classesOf(buttons[1]));
  for (const b of buttons) assert.ok(!attr(b, 'aria-disabled'));
  assert.equal(text(find(drill, '.drill-verdict')), '');
  assert.equal(attr(find(drill, '.drill-verdict'), 'role'), 'status');
  click(buttons[1]);
  assert.deepEqual(ctrl.called, ['answer stand at 0']);
});

test('a verdict: the answers locked (aria-disabled) with the one given marked, the engine\'s sentences, Next, Done on the last', () => {
  const list = set('classic-wrong');
  const q = list[0].question;
  const best = verdictOf(q, 'take').best;
  const wrong = best === 'take' ? 'stand' : 'take';
  const v = verdictOf(q, wrong);
  const ctrl = ctrlOf({ run: run(list, 0, v, 'theme', 'classic-wrong') });
  const drill = find(view(ctrl), '#practice-drill');
  const buttons = findAll(drill, '.drill-answer button');
  for (const b of buttons) assert.equal(attr(b, 'aria-disabled'), 'true');
  assert.deepEqual(buttons.filter((b) => classesOf(b).includes('picked')).map((b) => attr(b, 'data-choice')), [wrong]);
  const box = find(drill, '.drill-verdict');
  assert.equal(attr(box, 'data-right'), 'false');
  assert.ok(classesOf(find(box, '.drill-result')).includes('wrong'));
  assert.match(text(find(box, '.drill-result')), new RegExp(`^Not the best: ${best} was, and this gave up \\d+\\.\\d%\\.$`));
  assert.match(text(find(box, '.drill-chances')), /^Match-win chance if you take \d+\.\d% · if you stand \d+\.\d%$/);
  assert.ok(text(find(box, '.drill-why')).length > 20, 'a line of why');
  assert.equal(text(find(box, '[data-action="practice-next"]')), 'Next position');
  click(find(box, '[data-action="practice-next"]'));
  assert.deepEqual(ctrl.called, ['next']);
  const right = verdictOf(list[4].question, verdictOf(list[4].question, 'take').best);
  const last = find(view(ctrlOf({ run: run(list, 4, right) })), '#practice-drill');
  assert.equal(attr(find(last, '.drill-verdict'), 'data-right'), 'true');
  assert.ok(classesOf(find(last, '.drill-result')).includes('right'));
  assert.equal(text(find(last, '[data-action="practice-next"]')), 'Done');
});

test('the same drill and verdict in Chinese: every word the page\'s, none left in English', () => {
  setLang('zh');
  const list = set('late-deck');
  const v = verdictOf(list[0].question, 'take');
  const tree = view(ctrlOf({ run: run(list, 0, v, 'theme', 'late-deck'), summary: { ...emptySummary(), streak: 3 } }));
  const drill = find(tree, '#practice-drill');
  assert.match(text(find(drill, '.drill-label')), /第 1\/5 题$/);
  assert.deepEqual(findAll(drill, '.drill-answer button').map((b) => text(b)), ['要牌 T', '停牌 S']);
  assert.equal(text(find(drill, '[data-action="practice-next"]')), '下一题');
  assert.equal(text(find(tree, '#practice-back')).trim(), '返回 Esc');
  // Chinese sentences follow each other without a space.
  assert.doesNotMatch(text(find(drill, '.drill-why')), /[。，] /);
  const words = text(tree).replace(/\b(?:Esc|[TS]|[AJQK])\b/g, '');
  assert.doesNotMatch(words, /[A-Za-z]{2,}/, 'no English left');
});

// ---- The controller, on the wasm practice engine ----

/** A controller whose notices, announcements and focus are written down. */
function practice() {
  const said = { failed: [], announced: [], focus: [] };
  const ctrl = new PracticeCtrl({
    fail: (e) => said.failed.push(e),
    announce: (s) => said.announced.push(s),
    focus: (where) => said.focus.push(where),
  });
  return { ctrl, said };
}
const stored = () => JSON.parse(localStorage.getItem('duel21.practice'));
const key = (p) => JSON.stringify(p);

/** A record of `n` new cards (the engine's own themed positions), each made at `at + i` ms (due then). */
function makeRecord(n, at) {
  const seen = new Set();
  const cards = [];
  for (let seed = 1; cards.length < n && seed < 400; seed += 1) {
    for (const theme of ['classic-wrong', 'late-deck', 'soft']) {
      for (const q of pkg.themedSet(theme, 50, String(seed))) {
        if (seen.has(key(q.position)) || cards.length >= n) continue;
        seen.add(key(q.position));
        const time = at + cards.length;
        cards.push({
          position: q.position,
          choice: 'take',
          memory: { due: time, last: time, stability: 0, difficulty: 0, elapsed_days: 0, scheduled_days: 0, reps: 0, lapses: 0, new: true, right: false },
        });
      }
    }
  }
  return { version: 1, cards, answered: 0, recent: [], last_day: null, streak: 0 };
}

test('a themed set from start to end: a double answer counts once, the verdict then Next, the set said done and the focus on the heading', async () => {
  const { ctrl, said } = practice();
  await ctrl.open();
  assert.equal(ctrl.state.loading, false);
  await ctrl.startTheme('soft');
  assert.equal(ctrl.state.run.list.length, 5);
  assert.deepEqual(said.focus, ['question']);
  await Promise.all([ctrl.answer('take'), ctrl.answer('take'), ctrl.answer('stand')]);
  assert.equal(stored().answered, 1, 'answered once');
  assert.equal(ctrl.state.run.verdict.answer, 'take');
  assert.equal(ctrl.state.summary.answered, 1, 'the numbers follow');
  ctrl.act('stand');
  await ctrl.answer('stand');
  assert.equal(stored().answered, 1, 'an answered drill takes no other answer');
  // The rest of a double click on the answer, at once, does not press Next.
  ctrl.nextClick({ detail: 2, preventDefault() {}, stopPropagation() {} });
  assert.equal(ctrl.state.run.i, 0);
  ctrl.nextClick({ detail: 0 });
  assert.equal(ctrl.state.run.i, 1);
  // A click meant for the position before (drawn then) answers nothing.
  await ctrl.answer('take', 0);
  assert.equal(ctrl.state.run.verdict, null);
  assert.equal(stored().answered, 1);
  // T and S (input.js) answer as a click does.
  assert.equal(ctrl.act('stand'), true);
  while (!ctrl.state.run.verdict) await new Promise((r) => { setTimeout(r, 5); });
  assert.equal(ctrl.state.run.verdict.answer, 'stand');
  ctrl.nextClick({ detail: 0 });
  for (let i = 2; i < 5; i += 1) {
    await ctrl.answer('stand');
    ctrl.nextClick({ detail: 0 });
  }
  assert.equal(ctrl.state.run, null);
  assert.equal(stored().answered, 5);
  assert.deepEqual(said.announced, ['Set finished.']);
  assert.equal(said.focus.at(-1), 'title');
  assert.deepEqual(said.focus.filter((f) => f === 'next').length, 5);
  assert.equal(ctrl.act('back'), false, 'only T and S are the screen\'s');
  await ctrl.startTheme('nonsense');
  assert.equal(ctrl.state.run, null, 'a set the page does not offer is not started');
  assert.deepEqual(said.failed, []);
});

test('a card answered wrong is due again the next day (the clock moved), and the numbers follow', async () => {
  const day0 = Date.parse('2026-12-01T10:00:00Z');
  Date.now = () => day0;
  const [q] = pkg.themedSet('classic-wrong', 1, '3');
  const p = new pkg.Practice('');
  const first = p.answer_new(key(q.position), 'take', Date.now(), 0);
  if (first.right) p.answer_new(key(q.position), 'stand', Date.now(), 0);
  localStorage.setItem('duel21.practice', p.text());
  p.free();
  const { ctrl, said } = practice();
  await ctrl.open();
  assert.equal(ctrl.state.summary.due_today, 1);
  assert.equal(text(find(view(ctrl), '#practice-go-due')), 'Practice 1 due card');
  ctrl.startDue();
  const best = verdictOf(ctrl.state.run.list[0].question, 'take').best;
  await ctrl.answer(best === 'take' ? 'stand' : 'take');
  assert.equal(ctrl.state.run.verdict.right, false);
  let s = sums(view(ctrl));
  assert.equal(s.practice_due, '0', 'not due again today');
  assert.equal(s.practice_streak, '1 day');
  ctrl.next();
  assert.match(text(find(view(ctrl), '#practice-start')), /No card is due today/);
  // The next day: due again.
  Date.now = () => Date.parse('2026-12-02T10:00:00Z');
  await ctrl.open();
  assert.equal(sums(view(ctrl)).practice_due, '1');
  ctrl.startDue();
  await ctrl.answer(best);
  assert.equal(ctrl.state.run.verdict.right, true);
  s = sums(view(ctrl));
  assert.equal(s.practice_due, '0');
  assert.equal(s.practice_streak, '2 days');
  assert.equal(s.practice_answered, '3');
  assert.deepEqual(said.failed, []);
});

test('another tab moves the cards under an open due list: the answer goes to the card shown, and a card gone is refused in words', async () => {
  const record = makeRecord(4, Date.now() - 3_600_000);
  localStorage.setItem('duel21.practice', JSON.stringify(record));
  const { ctrl, said } = practice();
  await ctrl.open();
  ctrl.startDue();
  await ctrl.answer('stand');
  ctrl.next();
  // Another tab removes the first card from in front of the second.
  const r = stored();
  r.cards.shift();
  localStorage.setItem('duel21.practice', JSON.stringify(r));
  await ctrl.answer('stand');
  const after1 = stored();
  assert.equal(after1.cards.find((c) => key(c.position) === key(record.cards[1].position)).memory.new, false, 'the card shown is the one answered');
  assert.equal(after1.cards.find((c) => key(c.position) === key(record.cards[2].position)).memory.new, true, 'the card after it is not');
  // The card shown next is removed altogether: the answer is refused, said so, and the list read again.
  ctrl.next();
  const r2 = stored();
  r2.cards = r2.cards.filter((c) => c.memory.new === false);
  localStorage.setItem('duel21.practice', JSON.stringify(r2));
  const before2 = localStorage.getItem('duel21.practice');
  await ctrl.answer('stand');
  assert.equal(said.failed.length, 1);
  assert.match(said.failed[0].message, /no longer in your record/);
  assert.equal(localStorage.getItem('duel21.practice'), before2, 'nothing answered');
  assert.equal(ctrl.state.run, null, 'the screen is drawn again');
  const tree = view(ctrl);
  assert.ok(!shown(tree, find(tree, '#practice-drill')));
  assert.equal(findAll(tree, '#practice-start [data-theme="soft"]').length, 1);
  assert.equal(said.focus.at(-1), 'title');
});

test('storage full while answering a drill: the answer stands and the page is told the answers are not kept', async () => {
  const full = [];
  whenPracticeFull(() => full.push('full'));
  const { ctrl, said } = practice();
  await ctrl.open();
  localStorage.full = true;
  await ctrl.startTheme('soft');
  await ctrl.answer('take');
  assert.equal(ctrl.state.run.verdict.answer, 'take', 'the verdict is on show');
  assert.deepEqual(full, ['full']);
  assert.equal(localStorage.getItem('duel21.practice'), null);
  assert.deepEqual(said.failed, []);
  // What the page then says (screens.js: whenPracticeFull → its notice), in words.
  assert.match(t('practice_not_kept'), /storage is full or off: you can practice on, but your answers and mistakes are not being kept/);
});

test('zh: a damaged record is set aside and said in Chinese (the engine\'s English detail after it), the screen drawn with its themed sets; the same notice says it in English after a switch', async () => {
  setLang('zh');
  const forged = '{"version":2,"cards":[],"answered":0,"recent":[],"last_day":null,"streak":0}';
  localStorage.setItem('duel21.practice', forged);
  const { ctrl, said } = practice();
  await ctrl.open();
  assert.equal(said.failed.length, 1);
  const [e] = said.failed;
  assert.ok(e instanceof PracticeRefused);
  assert.match(e.message, /^保存的练习记录无法读取（练习记录已损坏：unknown version），已原样另存为 duel21\.practice\.damaged；/);
  assert.doesNotMatch(e.message, /内容无法读取或不合规则|出错了/);
  assert.equal(ctrl.state.failed, false, 'a new record: nothing failed');
  const tree = view(ctrl);
  assert.equal(findAll(tree, '#practice-start [data-theme="soft"]').length, 1);
  assert.equal(findAll(tree, '#practice-retry').length, 0);
  // The notice says it again from `say` after a language switch (page.js).
  setLang('en');
  assert.match(e.say(), /^Your stored practice record could not be read/);
  assert.equal(localStorage.getItem('duel21.practice.damaged'), forged);
});

for (const [lang, words] of [['en', /^This device’s clock is not between 2000 and 2200/], ['zh', /^设备的时钟不在 2000 年到 2200 年之间[^A-Za-z]*$/]]) {
  test(`${lang}: a clock before 2000 is said to be the clock's, and the screen offers a way on`, async () => {
    setLang(lang);
    Date.now = () => 3 * 86_400_000;
    const { ctrl, said } = practice();
    await ctrl.open();
    assert.equal(said.failed.length, 1);
    assert.match(said.failed[0].message, words);
    assert.equal(ctrl.state.failed, true);
    const tree = view(ctrl);
    assert.equal(findAll(tree, '#practice-retry').length, 1);
    assert.equal(text(find(tree, '#practice-status')), '');
    assert.equal(findAll(tree, '#practice-start [data-theme="soft"]').length, 1);
    assert.equal(localStorage.getItem('duel21.practice'), null, 'the record is left as it was');
  });
}
