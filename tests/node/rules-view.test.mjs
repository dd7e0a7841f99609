// The rules screen's view (www/rules/view.js), in Node: the rules drawn as
// a snabbdom tree, and that tree read as a page is: the headings, 21点's and
// 24点's definition lists in both languages, the Back button with its key
// and what a screen reader is given. The controller (www/rules/ctrl.js)
// hands the view the rules of the page's language. No DOM, no browser.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import {
  find, findAll, text, attr, classesOf,
} from './vnode.mjs';

// setLang marks the page's <html>: a stand-in for it.
globalThis.document ??= { documentElement: { dataset: {} } };
const { setLang, rules } = await import('../../www/i18n.js');
const { rules24 } = await import('../../www/game24/i18n.js');
const { view } = await import('../../www/rules/view.js');
const { RulesCtrl } = await import('../../www/rules/ctrl.js');

afterEach(() => setLang('en'));

/** The `[term, text]` pairs a definition list shows: each dt with the dd after it. */
function pairs(dl) {
  const kids = dl.children;
  assert.ok(kids.every((k, i) => k.sel === (i % 2 === 0 ? 'dt' : 'dd')), 'dt and dd in turn');
  const out = [];
  for (let i = 0; i < kids.length; i += 2) out.push([text(kids[i]), text(kids[i + 1])]);
  return out;
}

test('the screen in English: its heading, 21点\'s rules, 24点\'s under their heading, then Back', () => {
  const tree = view(new RulesCtrl());
  assert.equal(text(find(tree, '#rules-title')), 'Rules');
  const list = pairs(find(tree, 'dl#rules-list'));
  assert.deepEqual(list, rules());
  assert.ok(list.length > 3);
  assert.match(text(find(tree, '#rules-list')), /overshoot/);
  assert.equal(text(find(tree, '#g24-rules h3')), '24 points rules');
  assert.deepEqual(pairs(find(tree, '#g24-rules dl')), rules24());
  assert.equal(text(find(tree, '#rules-back span')), 'Back');
  // In order: the heading, 21点's list, 24点's section, Back.
  assert.deepEqual(tree.children.map((c) => c.sel), ['h2#rules-title', 'dl#rules-list', 'section#g24-rules', 'button#rules-back.primary']);
});

test('the rules speak to players: no course or code words; the example round is there', () => {
  const words = text(find(view(new RulesCtrl()), '#rules-list'));
  assert.doesNotMatch(words, /guide|IfTakeCard|course|seed/i);
  assert.match(words, /Ann goes first/);
});

test('the same screen in Chinese, the controller following the language', () => {
  const ctrl = new RulesCtrl();
  setLang('zh');
  const tree = view(ctrl);
  assert.equal(text(find(tree, '#rules-title')), '规则');
  assert.deepEqual(pairs(find(tree, '#rules-list')), rules());
  assert.match(text(find(tree, '#rules-list')), /爆牌/);
  assert.equal(text(find(tree, '#g24-rules h3')), '24点规则');
  assert.deepEqual(pairs(find(tree, '#g24-rules dl')), rules24());
  assert.equal(text(find(tree, '#rules-back span')), '返回');
});

test('the section is named by its heading; Back is the router\'s, its key Esc shown and hidden from screen readers', () => {
  const tree = view(new RulesCtrl());
  assert.equal(tree.sel, 'section#rules-page.panel');
  assert.equal(attr(tree, 'aria-labelledby'), 'rules-title');
  assert.equal(attr(tree, 'hidden'), undefined, 'shown and hidden by the router, not by the view');
  const back = find(tree, 'button#rules-back');
  assert.deepEqual(classesOf(back), ['primary']);
  assert.equal(attr(back, 'type'), 'button');
  assert.equal(attr(back, 'data-action'), 'back');
  const kbd = find(back, 'kbd');
  assert.equal(attr(kbd, 'data-key-for'), 'back');
  assert.equal(attr(kbd, 'aria-hidden'), 'true');
  assert.equal(text(kbd), 'Esc');
  assert.ok(!classesOf(kbd).includes('letter'), 'Esc is not a letter');
  // The button's name is its word: the key is hidden.
  assert.equal(text(find(back, 'span')), 'Back');
  assert.equal(findAll(tree, 'button').length, 1, 'one button');
});

test('the view draws what the state holds, nothing else', () => {
  const tree = view({ state: { rules: [['A', 'a.'], ['B', 'b.']], rules24: [['C', 'c.']] } });
  assert.deepEqual(pairs(find(tree, '#rules-list')), [['A', 'a.'], ['B', 'b.']]);
  assert.deepEqual(pairs(find(tree, '#g24-rules dl')), [['C', 'c.']]);
});
