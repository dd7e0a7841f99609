// The "any four numbers" panel's controller: a player types four cards as
// read at a table (A, J, Q, K or 1–13: the cards in a hand at a real table,
// say) and asks the engine — the same solver as the game's deals — whether
// 24 can be made; every distinct solution is shown only when asked. Its
// state is the four boxes, the box last typed in, and the engine's answer
// (or the box it refused); solve-view.js draws it. No arithmetic here: the
// panel shows what Game24.solve returns. Every change goes intent → engine
// → state → redraw() (app.js); the focus goes through `env`.
import { solve24 } from './engine.js';
import { $ } from '../dom.js';
import { mount, redraw } from '../app.js';
import { splitCards, wholeCard } from './typed.js';
import { solveView } from './solve-view.js';

/**
 * The first box the engine would not read as one card (its value asked
 * four times over, so the engine's one reader judges it), or -1.
 */
function wrongBox(values) {
  return values.findIndex((v) => {
    try {
      solve24([v, v, v, v].join(' '));
      return false;
    } catch {
      return true;
    }
  });
}

/**
 * The panel. `state`: `values` (the four boxes' texts), `typingIn` (the box
 * last typed in: the A, J, Q, K buttons type there), `solved` (the engine's
 * answer to the last check, or null), `shown` (its solutions are on show),
 * `refused` (the last check was refused: `{box, value}`, box -1 when no one
 * box is to blame). `env.focus(id)` moves the keyboard focus, after the
 * redraw. Its intents are bound, for the view's listeners.
 */
export class SolveCtrl {
  constructor(env) {
    this.env = env;
    this.state = {
      values: ['', '', '', ''], typingIn: 0, solved: null, shown: false, refused: null,
    };
  }

  /** The result goes as soon as a box changes. */
  #clear() {
    Object.assign(this.state, { solved: null, shown: false, refused: null });
  }

  /**
   * What box `at` holds, one card per box from it on (`3388` typed or pasted
   * into one box fills four), the focus moving on past a whole card; a lone
   * 1 keeps it (10–13 may follow). Four cards at once are the whole hand,
   * wherever they land: they fill the four boxes from the first. What does
   * not fit stays in the last box, for the check to point at. Returns the
   * id the focus goes to, or null.
   */
  #spread(at) {
    const { values } = this.state;
    const { cards, open } = splitCards(values[at]);
    if (cards.length === 0) return null;
    const i = cards.length === 4 ? 0 : at;
    const fits = cards.slice(0, 4 - i);
    if (cards.length > fits.length) fits[fits.length - 1] = cards.slice(fits.length - 1).join(' ');
    // A whole card is shown as the card reads (`q` → `Q`).
    fits.forEach((c, k) => { values[i + k] = wholeCard(c) ? c.toUpperCase() : c; });
    const end = i + fits.length - 1;
    if (open || !wholeCard(fits.at(-1))) return `solve24-v${end}`;
    return end < 3 ? `solve24-v${end + 1}` : 'solve24-check';
  }

  #typed(at) {
    this.#clear();
    const to = this.#spread(at);
    redraw();
    if (to) this.env.focus(to);
  }

  /** Box `i` now holds `value` (typed, pasted; `deleting`: a deletion, which spreads nothing). */
  input = (i, value, deleting = false) => {
    this.state.values[i] = value;
    if (deleting) {
      this.#clear();
      redraw();
    } else this.#typed(i);
  };

  /** The focus is in box `i`. */
  typing = (i) => {
    this.state.typingIn = i;
  };

  /** A letter card's button: the letter into the box last typed in (one card per box). */
  face = (face) => {
    this.state.values[this.state.typingIn] = face;
    this.#typed(this.state.typingIn);
  };

  /** Asks the engine about the four values typed; a bad value is said so, and its box pointed at. */
  check = () => {
    this.#clear();
    const values = this.state.values.map((v) => v.trim() || '?');
    try {
      this.state.solved = solve24(values.join(' '));
    } catch {
      // The engine's reason is in English; the panel says what it wants in the page's language.
      const box = wrongBox(values);
      this.state.refused = { box, value: box < 0 ? null : values[box] };
      redraw();
      if (box >= 0) this.env.focus(`solve24-v${box}`);
      return;
    }
    redraw();
  };

  /** Every solution of the last check, on show. */
  show = () => {
    if (!this.state.solved) return;
    this.state.shown = true;
    redraw();
    // The button pressed is gone: the focus goes to the list's heading.
    this.env.focus('solve24-list-title');
  };

  /** A click in the panel (main.js's one listener); true if handled. */
  act(action, el) {
    if (action === 'solve24-face') {
      this.face(el.dataset.face);
      return true;
    }
    if (action !== 'solve24-show' || !this.state.solved) return false;
    this.show();
    return true;
  }

  /** Opens the panel with the focus on the first value. */
  open() {
    this.env.focus('solve24-v0');
  }
}

/** Wires the panel (once, when 24点's chunk has loaded): its view drawn in place of #solve24. */
export function initSolve() {
  const ctrl = new SolveCtrl({ focus: (id) => $(id).focus() });
  mount($('solve24'), () => solveView(ctrl));
  return ctrl;
}
