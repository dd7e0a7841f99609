// The rules screen drawn from its controller's state (www/rules/ctrl.js):
// a function from that state to a snabbdom tree, nothing else. 21点's
// rules, then 24点's under their own heading, then Back. Its words are
// looked up here, each time it is drawn, so a language switch is a redraw.
// (h from its own file: snabbdom's index cannot load in Node, see app.js.)
import { h } from 'snabbdom/build/h.js';
import { t } from '../i18n.js';
import { keyOf } from '../input.js';

/** A definition list of `[term, text]` pairs. */
const list = (sel, pairs) => h(sel, pairs.flatMap(([term, text]) => [h('dt', term), h('dd', text)]));

/**
 * The rules screen of `ctrl`: its state (`ctrl.state.rules` and
 * `ctrl.state.rules24`, each a list of `[term, text]` in the page's
 * language), drawn as the section the router shows and hides. Back is the
 * page's (the router's), as on every screen: its key finds it by data-action.
 */
export function view(ctrl) {
  const { rules, rules24 } = ctrl.state;
  const back = keyOf('back');
  return h('section#rules-page.panel', { attrs: { 'aria-labelledby': 'rules-title' } }, [
    h('h2#rules-title', t('rules')),
    list('dl#rules-list', rules),
    h('section#g24-rules', [h('h3', t('rules24_title')), list('dl', rules24)]),
    h('button#rules-back.primary', { attrs: { type: 'button', 'data-action': 'back' } }, [
      h('span', t('back')), ' ',
      h('kbd', { attrs: { 'data-key-for': 'back', 'aria-hidden': 'true' }, class: { letter: /^[A-Z]$/.test(back) } }, back),
    ]),
  ]);
}
