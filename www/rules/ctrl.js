// The rules screen's controller: its state (21点's and 24点's rules in the
// page's language) and no intents of its own (Back is the router's). A
// language switch is a redraw (app.js), and rules/view.js draws the state.
import { rules } from '../i18n.js';
import { rules24 } from '../game24/i18n.js';
import { mount } from '../app.js';
import { $ } from '../dom.js';
import { view } from './view.js';

/** The screen's controller. `state` is what the view draws: `rules` and `rules24`, each `[term, text]` pairs in the page's language. */
export class RulesCtrl {
  constructor() {
    this.state = {
      get rules() { return rules(); },
      get rules24() { return rules24(); },
    };
  }
}

/** Wires the screen (once, at boot): its view drawn in place of #rules-page. */
export function initRules() {
  const ctrl = new RulesCtrl();
  mount($('rules-page'), () => view(ctrl));
}
