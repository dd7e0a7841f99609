// The "any four numbers" panel drawn from its controller's state
// (www/game24/solve.js): the four boxes, the letter cards' buttons, the
// engine's answer or the box it refused, and the solutions once asked for.
// It calls no engine and reads no DOM; its words are looked up each time it
// is drawn, so a language switch is a redraw.
// (h from its own file: snabbdom's index cannot load in Node, see app.js.)
import { h } from 'snabbdom/build/h.js';
import { t } from '../i18n.js';
import { difficultyName } from './i18n.js';

/**
 * Box `i`. Its value is the state's: a box the controller rewrote (`q` →
 * `Q`) is set again even where the tree drawn last held the same text.
 */
function box(ctrl, i) {
  const { values, refused } = ctrl.state;
  const value = values[i];
  return h('label.field', [
    h('span', t('solve_value', { n: i + 1 })),
    h(`input#solve24-v${i}`, {
      // Text, not a number field: a card is also A, J, Q or K (the engine
      // reads them; the buttons below type them where a phone's keyboard,
      // numbers first, has no letters).
      attrs: {
        type: 'text', inputmode: 'numeric', maxlength: '40', autocomplete: 'off', spellcheck: 'false', name: `v${i}`,
        'aria-invalid': refused?.box === i ? 'true' : false,
      },
      props: { value },
      hook: { update: (_, v) => { if (v.elm.value !== value) v.elm.value = value; } },
      on: {
        input: (e) => ctrl.input(i, e.target.value, e.inputType?.startsWith('delete')),
        focus: () => ctrl.typing(i),
      },
    }),
  ]);
}

/** The engine's answer (or why it was refused) in words, and its class. */
function result({ solved, refused }) {
  if (refused) {
    const { box: i, value } = refused;
    const words = i < 0 ? t('solve_bad') : t(value === '?' ? 'solve_bad_empty' : 'solve_bad_box', { n: i + 1, v: value });
    return [words, 'bad'];
  }
  if (!solved) return ['', null];
  const v = solved.values.join(' ');
  return solved.solvable
    ? [t('solve_yes', { v, d: difficultyName(solved.estimate.difficulty) }), 'yes']
    : [t('solve_no', { v }), 'no'];
}

/** The panel: a section patched in place of #solve24 (the router's `hidden` on it stays the router's). */
export function solveView(ctrl) {
  const { solved, shown } = ctrl.state;
  const [words, tone] = result(ctrl.state);
  const listed = shown && !!solved;
  return h('section#solve24', { class: { panel: true, 'g24-solve': true }, attrs: { 'aria-labelledby': 'solve24-title' } }, [
    h('h2#solve24-title', { attrs: { tabindex: '-1' } }, t('solve_title')),
    h('p.g24-solve-intro', t('solve_intro')),
    h('form#solve24-form.g24-solve-form', {
      attrs: { novalidate: true },
      on: { submit: (e) => { e.preventDefault(); ctrl.check(); } },
    }, [
      h('div.g24-solve-values', [0, 1, 2, 3].map((i) => box(ctrl, i))),
      h('div.g24-solve-faces', ['A', 'J', 'Q', 'K'].map((face) => h('button', {
        attrs: { type: 'button', 'data-action': 'solve24-face', 'data-face': face },
      }, face))),
      h('button#solve24-check.primary', { attrs: { type: 'submit' } }, t('solve_check')),
    ]),
    h('p#solve24-result.g24-solve-result', { class: { [tone]: !!tone }, attrs: { role: 'status' } }, words),
    h('button#solve24-show', {
      attrs: { type: 'button', 'data-action': 'solve24-show', hidden: !solved?.solvable || shown },
    }, t('solve_show')),
    h('h3#solve24-list-title', { attrs: { hidden: !listed, tabindex: '-1' } }, listed ? t('solve_list', { n: solved.solutions.length }) : ''),
    h('ol#solve24-list.g24-solve-list', { attrs: { hidden: !listed } },
      listed ? solved.solutions.map((s) => h('li', `${s.text} = 24`)) : []),
    h('button#solve24-back', { attrs: { type: 'button', 'data-action': 'back' } }, t('back')),
  ]);
}
