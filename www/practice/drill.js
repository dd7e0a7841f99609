// One drill as the page draws it: the table as it was (both hands, whether
// the opponent stood, the cards left and unseen), Take and Stand, and the
// engine's verdict after an answer (best or not, both match-win chances,
// one line of why), as "Learn from your mistakes" draws it by hand (the
// Practice screen's view draws the same drill: practice/view.js), and the
// focus both keep on it. Nothing is decided here: the question and the
// verdict are the engine's.
import { t, choiceName } from '../i18n.js';
import { el, keyHint } from '../dom.js';
import { cardElement, rankCells } from '../duel21/render.js';
import { keyOf } from '../input.js';
import { drillMatchText, roundDiffersText, whyText } from '../duel21/review-words.js';

const pct = (x) => `${(x * 100).toFixed(1)}%`;

/**
 * The table of `q` (an engine question) inside `root`, with Take/Stand
 * buttons. `opponent`: the other seat's name as its match's table shows it
 * ("Computer", a friend's name); a practice card, whose match is not known,
 * says "Opponent".
 */
export function drawQuestion(root, q, { label, opponent = null }) {
  const seat = (who, cards, total, note) => {
    const row = el('div', 'drill-seat');
    const head = el('p', 'drill-who');
    head.append(el('span', 'name', who), ' ', el('strong', 'total', String(total)));
    if (note) head.append(' ', el('span', 'tag', note));
    const hand = el('div', 'hand');
    hand.setAttribute('role', 'list');
    hand.setAttribute('aria-label', who);
    hand.append(...cards.map((c) => cardElement(c)));
    row.append(head, hand);
    return row;
  };
  const opp = q.opp_stood ? t('stood') : q.opp_done ? t('drill_done') : t('drill_may_draw');
  const felt = el('div', 'felt drill-felt');
  // The opponent above, the person below, nearest Take and Stand: the table's order.
  felt.append(
    seat(opponent ?? t('drill_opp'), q.opp_cards, q.opp_total, opp),
    seat(t('drill_you'), q.cards, q.total, q.soft ? t('drill_soft') : ''),
  );
  const left = el('p', 'drill-left', t('cards_left', { n: q.cards_left }));
  // The score around the table: the answer is the match's (the Expert's move).
  const score = el('p', 'drill-match', drillMatchText(q.match));
  const ranks = el('div', 'ranks');
  ranks.append(...rankCells(q.remaining));
  const ask = el('p', 'drill-ask', t('drill_ask'));
  const buttons = el('div', 'row drill-answer');
  buttons.setAttribute('role', 'group');
  buttons.setAttribute('aria-label', t('drill_ask'));
  for (const choice of ['take', 'stand']) {
    // Neither answer looks like the suggested one: the question gives no hint.
    const b = el('button', '');
    b.type = 'button';
    b.dataset.action = 'drill-answer';
    b.dataset.choice = choice;
    // T and S answer here as on the table (input.js finds the button by
    // data-key-action; once answered they do nothing, as a click does).
    b.dataset.keyAction = choice;
    const key = keyHint(keyOf(choice));
    key.className = 'letter';
    key.dataset.keyFor = choice;
    b.append(el('span', 'lbl', t(choice)), ' ', key);
    // A press does not move the focus (a click answers; the verdict then
    // focuses Next), so the second click of a double click cannot take it
    // back. Once answered the buttons stay focusable but do nothing
    // (aria-disabled).
    b.addEventListener('mousedown', (e) => e.preventDefault());
    buttons.append(b);
  }
  const verdict = el('div', 'drill-verdict');
  verdict.setAttribute('role', 'status');
  const title = el('p', 'drill-label', label);
  // A new position is announced by its label, which takes the focus (so a
  // second Enter on "Next" does not answer the position it has not seen).
  title.tabIndex = -1;
  root.replaceChildren(title, felt, left, score, el('p', 'label', t('remaining')), ranks, ask, buttons, verdict);
}

/** Puts the focus on the question's label in `root` (a new position), the question in view. */
export function focusQuestion(root) {
  root.querySelector('.drill-label')?.focus({ preventScroll: true });
  showQuestion(root);
}

/**
 * Scrolls as little as it takes for the question in `root` to be in view
 * with both answers: the answers up to the window's bottom edge, but never
 * the question's label above its top (the drill fits 360×640 and up).
 */
export function showQuestion(root) {
  const label = root.querySelector('.drill-label');
  const answers = root.querySelector('.drill-answer');
  if (!label || !answers) return;
  answers.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  if (label.getBoundingClientRect().top < 0) label.scrollIntoView({ block: 'start', behavior: 'instant' });
}

/** The verdict `v` under the question in `root`; the answer buttons are locked. */
export function drawVerdict(root, v, next) {
  for (const b of root.querySelectorAll('[data-action="drill-answer"]')) {
    b.setAttribute('aria-disabled', 'true');
    b.classList.toggle('picked', b.dataset.choice === v.answer);
  }
  const box = root.querySelector('.drill-verdict');
  box.dataset.right = String(v.right);
  const head = el('p', `drill-result ${v.right ? 'right' : 'wrong'}`,
    v.right ? t(v.tie ? 'drill_right_tie' : 'drill_right') : t('drill_wrong', { best: choiceName(v.best), loss: pct(v.loss) }));
  const chances = el('p', 'drill-chances', t('drill_chances', { take: pct(v.take), stand: pct(v.stand) }));
  const why = el('p', 'drill-why', whyText(v));
  // Where the round and the match part ways, the line that says so (the review's).
  const note = roundDiffersText(v, t('drill_you'));
  if (note) why.append(' ', note);
  const go = el('button', 'primary', next.label);
  go.type = 'button';
  go.dataset.action = next.action;
  box.replaceChildren(head, chances, why, go);
  // Next may come where the answer was, or be scrolled under the pointer:
  // the second click of a double click on the answer (a click the browser
  // counts as the second or later) soon after the verdict does not press it.
  const shown = performance.now();
  go.addEventListener('click', (e) => {
    if (e.detail > 1 && performance.now() - shown < 800) {
      e.preventDefault();
      e.stopPropagation();
    }
  });
  keepFocus(go);
}

/**
 * Puts the focus on `go`, the verdict's Next, and keeps it there through
 * the rest of a double click on the answer.
 */
export function keepFocus(go) {
  go.focus();
  // The rest of a double click on the answer (its second press lands on no
  // control that takes the focus, or, the page scrolled to Next, on another
  // one such as the share box) would leave the focus off Next: it comes
  // back. A key that moves the focus (Tab) is the player's and is kept.
  const until = performance.now() + 800;
  let pressed = false;
  const press = () => { pressed = true; };
  document.addEventListener('pointerdown', press, true);
  setTimeout(() => document.removeEventListener('pointerdown', press, true), 800);
  go.addEventListener('focusout', (e) => {
    if ((e.relatedTarget && !pressed) || performance.now() > until) return;
    setTimeout(() => {
      if (go.isConnected && (pressed || document.activeElement === document.body)) go.focus({ preventScroll: true });
    });
  });
}
