// The settings panel's view (www/settings/view.js), in Node: the settings
// in effect drawn as a snabbdom tree, and that tree read as a page is: the
// words in both languages, each control and the value it shows, what is
// disabled, the labels and what a screen reader is given, and the setting
// each control's listener hands to the controller. The controller itself
// (www/settings/ctrl.js) is driven too: a setting changed through it is the
// settings in effect, saved, and drawn. No DOM, no browser.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import {
  find, findAll, text, attr, prop, classesOf,
} from './vnode.mjs';

// setLang and settings.js mark the page's <html>; settings.js saves through
// storage.js: stand-ins for both.
globalThis.document ??= { documentElement: { dataset: {} } };
const stored = new Map();
globalThis.localStorage = {
  getItem: (k) => (stored.has(k) ? stored.get(k) : null),
  setItem: (k, v) => stored.set(k, String(v)),
  removeItem: (k) => stored.delete(k),
};
const { setLang } = await import('../../www/i18n.js');
const { parseSettings, settings } = await import('../../www/settings.js');
const { view } = await import('../../www/settings/view.js');
const { SettingsCtrl } = await import('../../www/settings/ctrl.js');

afterEach(() => setLang('en'));

/** A controller as the view sees it: the settings (the defaults, with `changed`) and intents that say what was called. */
function ctrlOf(changed = {}, motion = 'on') {
  const called = [];
  return {
    called,
    state: { settings: { ...parseSettings(''), ...changed }, motion },
    set: (name, value) => called.push([name, value]),
    close: () => called.push(['close']),
    closed: () => called.push(['closed']),
    keydown: () => called.push(['keydown']),
    stay: () => called.push(['stay']),
  };
}

const control = (tree, tag, name) => find(tree, `${tag}[name="${name}"]`);
/** The value a list shows: its option marked selected (the others not). */
function chosen(tree, name) {
  const on = findAll(control(tree, 'select', name), 'option').filter((o) => prop(o, 'selected'));
  assert.equal(on.length, 1, `one option of ${name} is chosen`);
  return attr(on[0], 'value');
}
/** The words that name a control: its label's text, the control's own left out. */
const labelOf = (tree, tag, name) => {
  const label = findAll(tree, 'label').find((l) => findAll(l, `${tag}[name="${name}"]`).length === 1);
  return label.children.filter((c) => c.sel !== tag).map(text).join('').trim();
};

test('the defaults: normal speed, seats alternating, no coach, practice cards kept, sound at 40%, red backs, two colours, letters', () => {
  const tree = view(ctrlOf());
  assert.equal(chosen(tree, 'speed'), 'normal');
  assert.equal(chosen(tree, 'first'), 'alternate');
  assert.equal(chosen(tree, 'motion'), 'on');
  assert.equal(chosen(tree, 'back'), 'red');
  assert.equal(prop(control(tree, 'input', 'coach'), 'checked'), false);
  assert.equal(prop(control(tree, 'input', 'practice'), 'checked'), true, 'a match\'s mistakes kept by default');
  assert.equal(prop(control(tree, 'input', 'sound'), 'checked'), true);
  assert.equal(prop(control(tree, 'input', 'volume'), 'value'), '40');
  assert.equal(attr(control(tree, 'input', 'volume'), 'disabled'), false);
  assert.equal(prop(control(tree, 'input', 'suits'), 'checked'), false);
  assert.equal(prop(control(tree, 'input', 'cards24'), 'checked'), false);
});

test('each control shows its setting; the animations shown are those in effect', () => {
  const tree = view(ctrlOf({
    speed: 'slow', first: 'p1', coach: true, practice: false, volume: 75, motion: 'auto', back: 'blue', suits: 'four', cards24: 'numbers',
  }, 'reduced'));
  assert.equal(chosen(tree, 'speed'), 'slow');
  assert.equal(chosen(tree, 'first'), 'p1');
  assert.equal(chosen(tree, 'motion'), 'reduced', 'auto shows what the system asks for');
  assert.equal(chosen(tree, 'back'), 'blue');
  assert.equal(prop(control(tree, 'input', 'coach'), 'checked'), true);
  assert.equal(prop(control(tree, 'input', 'practice'), 'checked'), false);
  assert.equal(prop(control(tree, 'input', 'volume'), 'value'), '75');
  assert.equal(prop(control(tree, 'input', 'suits'), 'checked'), true);
  assert.equal(prop(control(tree, 'input', 'cards24'), 'checked'), true);
});

test('the volume: disabled without sound, its value said as a percentage, shown beside its name', () => {
  const off = view(ctrlOf({ sound: false, volume: 55 }));
  assert.equal(attr(control(off, 'input', 'volume'), 'disabled'), true, 'no volume without sound');
  const tree = view(ctrlOf({ volume: 55 }));
  const range = control(tree, 'input', 'volume');
  assert.deepEqual(['type', 'min', 'max', 'step'].map((a) => attr(range, a)), ['range', '0', '100', '5']);
  assert.equal(attr(range, 'aria-valuetext'), '55%');
  assert.equal(attr(range, 'aria-labelledby'), 'settings-volume-name');
  assert.equal(text(find(tree, '#settings-volume-name')), 'Volume');
  // The number beside the name is for the eye: a screen reader hears the slider's own value.
  assert.equal(text(find(tree, '#settings-volume-out')), '55%');
  assert.equal(attr(find(tree, '#settings-volume-out'), 'aria-hidden'), 'true');
});

test('each control hands its new value to the controller, a check box as the setting\'s word', () => {
  const ctrl = ctrlOf();
  const tree = view(ctrl);
  const input = (tag, name, target) => control(tree, tag, name).data.on.input({ target });
  input('select', 'speed', { value: 'fast' });
  input('select', 'first', { value: 'p1' });
  input('select', 'motion', { value: 'off' });
  input('select', 'back', { value: 'green' });
  input('input', 'coach', { checked: true });
  input('input', 'practice', { checked: false });
  input('input', 'sound', { checked: false });
  input('input', 'volume', { value: '65' });
  input('input', 'suits', { checked: true });
  input('input', 'suits', { checked: false });
  input('input', 'cards24', { checked: true });
  input('input', 'cards24', { checked: false });
  find(tree, '#settings-done').data.on.click();
  find(tree, '#settings-form').data.on.submit();
  tree.data.on.close();
  tree.data.on.keydown();
  assert.deepEqual(ctrl.called, [
    ['speed', 'fast'], ['first', 'p1'], ['motion', 'off'], ['back', 'green'],
    ['coach', true], ['practice', false], ['sound', false], ['volume', 65],
    ['suits', 'four'], ['suits', 'two'], ['cards24', 'numbers'], ['cards24', 'letters'],
    ['close'], ['stay'], ['closed'], ['keydown'],
  ]);
});

test('the words in English: the heading, each label, each option, the note and Done', () => {
  const tree = view(ctrlOf());
  assert.equal(text(find(tree, '#settings-title')), 'Settings');
  assert.equal(labelOf(tree, 'select', 'speed'), "Computer's speed (Twenty-One)");
  assert.deepEqual(findAll(control(tree, 'select', 'speed'), 'option').map(text), ['Instant', 'Fast', 'Normal', 'Slow']);
  assert.deepEqual(findAll(control(tree, 'select', 'speed'), 'option').map((o) => attr(o, 'value')), ['instant', 'fast', 'normal', 'slow']);
  assert.equal(text(find(tree, '#settings-speed-note')), "The pause between the computer's moves. In 24 points its think time is part of the level.");
  assert.equal(labelOf(tree, 'select', 'first'), 'Who starts each round, in a new match');
  assert.deepEqual(findAll(control(tree, 'select', 'first'), 'option').map(text), ['The seats take turns (fairer)', 'Seat 1, every round']);
  assert.equal(labelOf(tree, 'input', 'coach'), 'Open the coach when a match starts');
  assert.equal(labelOf(tree, 'input', 'practice'), 'After a match, keep its costly decisions as practice cards (Twenty-One)');
  assert.equal(labelOf(tree, 'input', 'sound'), 'Sound');
  assert.equal(labelOf(tree, 'select', 'motion'), 'Animations');
  assert.deepEqual(findAll(control(tree, 'select', 'motion'), 'option').map(text), ['On', 'Reduced', 'Off']);
  assert.equal(labelOf(tree, 'select', 'back'), 'Card back');
  assert.deepEqual(findAll(control(tree, 'select', 'back'), 'option').map(text), ['Red', 'Blue', 'Green']);
  assert.equal(labelOf(tree, 'input', 'suits'), 'Four-colour suits (clubs green, diamonds blue)');
  assert.equal(labelOf(tree, 'input', 'cards24'), '24 points: cards as numbers (A = 1 … K = 13)');
  assert.equal(text(find(tree, '#settings-done')), 'Done');
});

test('the same panel in Chinese, no English word left', () => {
  setLang('zh');
  const tree = view(ctrlOf());
  assert.equal(text(find(tree, '#settings-title')), '设置');
  assert.equal(labelOf(tree, 'select', 'speed'), '电脑速度（21点）');
  assert.deepEqual(findAll(control(tree, 'select', 'speed'), 'option').map(text), ['立即', '快', '正常', '慢']);
  assert.equal(labelOf(tree, 'select', 'first'), '新对局中每回合谁先手');
  assert.deepEqual(findAll(control(tree, 'select', 'motion'), 'option').map(text), ['开', '减少', '关']);
  assert.deepEqual(findAll(control(tree, 'select', 'back'), 'option').map(text), ['红色', '蓝色', '绿色']);
  assert.equal(labelOf(tree, 'input', 'sound'), '声音');
  assert.equal(text(find(tree, '#settings-volume-name')), '音量');
  assert.equal(labelOf(tree, 'input', 'suits'), '四色花色（梅花绿色，方块蓝色）');
  assert.equal(labelOf(tree, 'input', 'cards24'), '24点：牌面显示为数字（A = 1 … K = 13）');
  assert.equal(text(find(tree, '#settings-done')), '完成');
  // Only the cards' letters and the numbers are Latin.
  assert.doesNotMatch(text(tree).replace(/A = 1 … K = 13/, ''), /[a-z]{2,}/i, 'no English left');
});

test('the dialog: named by its heading, which takes the focus; the speed\'s note describes the speed; the preview is hidden from screen readers', () => {
  const tree = view(ctrlOf());
  assert.equal(tree.sel, 'dialog#settings');
  assert.equal(attr(tree, 'aria-labelledby'), 'settings-title');
  assert.equal(attr(tree, 'open'), undefined, 'opened and closed by the browser (showModal), not by the view');
  assert.equal(attr(find(tree, '#settings-title'), 'tabindex'), '-1');
  assert.equal(attr(find(tree, '#settings-form'), 'novalidate'), true);
  assert.equal(attr(control(tree, 'select', 'speed'), 'aria-describedby'), 'settings-speed-note');
  // Every control is inside its label (so it is named by it), the volume by its name's id.
  for (const c of [...findAll(tree, 'select'), ...findAll(tree, 'input')]) {
    assert.equal(findAll(tree, 'label').filter((l) => findAll(l, `[name="${attr(c, 'name')}"]`).length === 1).length, 1, attr(c, 'name'));
  }
  const preview = find(tree, '.set-preview');
  assert.equal(attr(preview, 'aria-hidden'), 'true');
  assert.deepEqual(findAll(preview, '.card').map((c) => attr(c, 'data-card')), ['A♠', 'A♥', 'A♣', 'A♦']);
  assert.deepEqual(findAll(preview, '.card').map((c) => classesOf(c).includes('red')), [false, true, false, true]);
  // One button: Done, a plain button (the form is never sent).
  assert.deepEqual(findAll(tree, 'button').map((b) => [b.sel, attr(b, 'type')]), [['button#settings-done.primary', 'button']]);
});

test('the controller: a setting changed through it is in effect, saved and drawn; a value it never takes changes nothing', () => {
  const ctrl = new SettingsCtrl();
  ctrl.set('sound', false);
  ctrl.set('suits', 'four');
  ctrl.set('speed', 'warp');
  ctrl.set('constructor', 'x');
  assert.equal(settings().sound, false);
  assert.equal(settings().suits, 'four');
  assert.equal(settings().speed, 'normal');
  assert.deepEqual(JSON.parse(stored.get('duel21.settings')), { v: 1, ...parseSettings(''), sound: false, suits: 'four' });
  assert.equal(document.documentElement.dataset.suits, 'four');
  const tree = view(ctrl);
  assert.equal(prop(control(tree, 'input', 'sound'), 'checked'), false);
  assert.equal(attr(control(tree, 'input', 'volume'), 'disabled'), true);
  assert.equal(prop(control(tree, 'input', 'suits'), 'checked'), true);
  // Enter in the form sends nothing.
  let prevented = false;
  ctrl.stay({ preventDefault: () => { prevented = true; } });
  assert.ok(prevented);
});
