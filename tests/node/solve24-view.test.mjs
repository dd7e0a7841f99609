// 24点's any-four-numbers panel in Node: its controller (www/game24/solve.js)
// on the wasm 24点 engine, and its view (www/game24/solve-view.js) read as a
// page is: cards typed or pasted spread one per box with the focus moving on
// as a page's would, the A, J, Q, K buttons, the engine's answer and every
// solution in both languages, a refused box named, marked and focused. No
// DOM, no browser (typing with real keys, the phone's keyboard and the
// panel at 360 px are tests/browser/game24-solve-boxes.test.mjs's).
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  find, findAll, text, attr, shown, classesOf,
} from './vnode.mjs';

globalThis.window ??= { addEventListener() {} };
globalThis.document ??= { documentElement: { dataset: {} }, addEventListener() {} };
globalThis.__game24Wasm = readFileSync(new URL('../../www/pkg/game24_bg.wasm', import.meta.url));

const { setLang, t } = await import('../../www/i18n.js');
const { loadEngine24, solve24 } = await import('../../www/game24/engine.js');
const { SolveCtrl } = await import('../../www/game24/solve.js');
const { solveView } = await import('../../www/game24/solve-view.js');
await loadEngine24();

afterEach(() => setLang('en'));

/** A panel whose focus is kept as a page keeps it: on box 0 at first, moved by the controller. */
function panel() {
  const page = { focused: null };
  const ctrl = new SolveCtrl({ focus: (id) => { page.focused = id; } });
  page.ctrl = ctrl;
  const focusBox = (id) => {
    page.focused = id;
    const m = /^solve24-v(\d)$/.exec(id);
    if (m) ctrl.typing(Number(m[1]));
  };
  page.focus = focusBox;
  ctrl.open();
  focusBox(page.focused);
  // Keys typed one at a time into whichever box has the focus (each a box's input event).
  page.type = (keys) => {
    for (const k of keys) {
      const i = Number(/^solve24-v(\d)$/.exec(page.focused)[1]);
      ctrl.input(i, ctrl.state.values[i] + k);
      focusBox(page.focused);
    }
  };
  // Text pasted into box `i` at once (one input event).
  page.paste = (i, s) => {
    focusBox(`solve24-v${i}`);
    ctrl.input(i, s);
    focusBox(page.focused);
  };
  page.clear = () => { ctrl.state.values = ['', '', '', '']; };
  page.view = () => solveView(ctrl);
  page.boxes = () => findAll(page.view(), 'input').map((b) => b.data.props.value);
  return page;
}

const result = (v) => find(v, '#solve24-result');

test('cards typed key by key or pasted fill one box each; the focus moves on as a whole card is typed', () => {
  const p = panel();
  assert.equal(p.focused, 'solve24-v0');
  // Each box asks a phone for numbers first; named in the page's language.
  const v = p.view();
  assert.deepEqual(findAll(v, 'input').map((b) => attr(b, 'inputmode')), ['numeric', 'numeric', 'numeric', 'numeric']);
  assert.deepEqual(findAll(v, 'label.field span').map(text), ['Number 1', 'Number 2', 'Number 3', 'Number 4']);
  p.type('3388');
  assert.deepEqual(p.boxes(), ['3', '3', '8', '8']);
  assert.equal(p.focused, 'solve24-check');
  // Pasted at once into the first box.
  p.clear();
  p.paste(0, '3 3 8 8');
  assert.deepEqual(p.boxes(), ['3', '3', '8', '8']);
  // Four cards pasted into a later box are the whole hand too.
  p.clear();
  p.paste(2, '4 6 2 2');
  assert.deepEqual(p.boxes(), ['4', '6', '2', '2']);
  assert.equal(p.focused, 'solve24-check');
  // Letter cards typed in lower case read as the cards do.
  p.clear();
  p.paste(0, 'K q J a');
  assert.deepEqual(p.boxes(), ['K', 'Q', 'J', 'A']);
  // One card per box: a lone 1 waits for 10–13, then 1 and 2 are twelve; K from its button.
  p.clear();
  p.focus('solve24-v0');
  p.type('1');
  assert.equal(p.focused, 'solve24-v0', 'a lone 1 waits for 10–13');
  p.type('2');
  assert.equal(p.focused, 'solve24-v1');
  assert.equal(p.ctrl.act('solve24-face', { dataset: { face: 'K' } }), true);
  assert.deepEqual(p.boxes(), ['12', 'K', '', '']);
  assert.equal(p.focused, 'solve24-v2');
  // The letter buttons are A, J, Q and K, each named by its letter.
  assert.deepEqual(findAll(p.view(), '.g24-solve-faces button').map((b) => [attr(b, 'data-face'), text(b)]),
    [['A', 'A'], ['J', 'J'], ['Q', 'Q'], ['K', 'K']]);
});

for (const [lang, yes, bad, badEmpty, no, title] of [
  ['en', /^1 11 12 13: 24 can be made \(/, /^Number 4, “Z”, is not a card/, /^Number 3 is empty/, '1 1 1 1: no solution, 24 cannot be made.',
    'Any four numbers: can they make 24?'],
  ['zh', /^1 11 12 13：能算出 24（/, /^第 4 个数“Z”不是一张牌/, /^第 3 个数还没有填/, '1 1 1 1：无解，算不出 24。', '任意四个数：能算出 24 吗？'],
]) {
  test(`${lang}: the engine's answer, every solution when asked, and a refused box named, marked and focused`, () => {
    setLang(lang);
    const p = panel();
    assert.equal(text(find(p.view(), '#solve24-title')), title);
    assert.equal(text(find(p.view(), '#solve24-check')), t('solve_check'));
    p.paste(0, 'K q J a');
    p.ctrl.check();
    let v = p.view();
    assert.match(text(result(v)), yes);
    assert.ok(classesOf(result(v)).includes('yes'));
    assert.equal(attr(result(v), 'role'), 'status');
    // No solution on show until asked.
    assert.equal(shown(v, find(v, '#solve24-show')), true);
    assert.equal(shown(v, find(v, '#solve24-list')), false);
    assert.equal(findAll(v, '#solve24-list li').length, 0);
    assert.equal(p.ctrl.act('solve24-show'), true);
    // The button pressed is hidden: the focus is on the list's heading, not lost.
    assert.equal(p.focused, 'solve24-list-title');
    v = p.view();
    const { solutions } = solve24('K Q J A');
    assert.ok(solutions.length > 0);
    assert.deepEqual(findAll(v, '#solve24-list li').map(text), solutions.map((s) => `${s.text} = 24`));
    assert.equal(text(find(v, '#solve24-list-title')), t('solve_list', { n: solutions.length }));
    assert.equal(shown(v, find(v, '#solve24-show')), false);
    assert.equal(shown(v, find(v, '#solve24-list')), true);
    // A language switch is a redraw of the same state.
    setLang(lang === 'en' ? 'zh' : 'en');
    assert.equal(text(find(p.view(), '#solve24-list-title')), t('solve_list', { n: solutions.length }));
    setLang(lang);

    // A word that is no card: the panel's message, its box named, marked and focused.
    p.clear();
    p.paste(0, '3 3 8 8');
    p.ctrl.check();
    assert.match(text(result(p.view())), /^3 3 8 8/);
    p.ctrl.input(3, 'Z');
    assert.equal(text(result(p.view())), '', 'a box changed: the answer goes');
    p.ctrl.check();
    v = p.view();
    assert.match(text(result(v)), bad);
    assert.ok(classesOf(result(v)).includes('bad'));
    assert.deepEqual(findAll(v, 'input').map((b) => attr(b, 'aria-invalid')), [false, false, false, 'true']);
    assert.equal(p.focused, 'solve24-v3');
    assert.equal(shown(v, find(v, '#solve24-show')), false);
    // An empty box is said to be empty.
    p.ctrl.input(2, '', true);
    assert.deepEqual(findAll(p.view(), 'input').map((b) => attr(b, 'aria-invalid')), [false, false, false, false]);
    p.ctrl.check();
    assert.match(text(result(p.view())), badEmpty);
    assert.equal(p.focused, 'solve24-v2');
    // Four cards with no solution: said so, and nothing to show.
    p.clear();
    p.paste(0, '1 1 1 1');
    p.ctrl.check();
    v = p.view();
    assert.equal(text(result(v)), no);
    assert.ok(classesOf(result(v)).includes('no'));
    assert.equal(shown(v, find(v, '#solve24-show')), false);
    assert.equal(shown(v, find(v, '#solve24-list')), false);
  });
}

test('3 3 8 8 shows no solution until asked, then the one with a fraction on the way; 1 1 1 1 has none; a box the engine refuses is named', () => {
  const p = panel();
  p.paste(0, '3 3 8 8');
  p.ctrl.check();
  let v = p.view();
  assert.match(text(result(v)), /^3 3 8 8: 24 can be made/);
  assert.equal(shown(v, find(v, '#solve24-list')), false, 'no answer until asked');
  assert.doesNotMatch(text(v), /÷/);
  p.ctrl.show();
  v = p.view();
  assert.ok(findAll(v, '#solve24-list li').map(text).includes('8 ÷ (3 − 8 ÷ 3) = 24'));
  p.clear();
  p.paste(0, '1 1 1 1');
  p.ctrl.check();
  v = p.view();
  assert.match(text(result(v)), /^1 1 1 1: no solution/);
  assert.equal(shown(v, find(v, '#solve24-show')), false);
  // The first box the engine refuses is named.
  p.ctrl.state.values = ['0', '14', '3', ''];
  p.ctrl.check();
  assert.match(text(result(p.view())), /^Number 1, “0”, is not a card: give A, J, Q, K or a whole number from 1 to 13/);
  assert.equal(p.focused, 'solve24-v0');
});

