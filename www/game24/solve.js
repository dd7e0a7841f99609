// The "any four numbers" panel: a player types four cards as read at a
// table (A, J, Q, K or 1–13: the cards in a hand at a real table, say) and asks the engine — the same
// solver as the game's deals — whether 24 can be made; every distinct
// solution is shown only when asked. No arithmetic here: the page draws what
// Game24.solve returns.
import { solve24 } from './engine.js';
import { difficultyName } from './i18n.js';
import { t } from '../i18n.js';
import { $, el } from '../dom.js';
import { splitCards, wholeCard } from './typed.js';

/** Builds the panel (hidden) into `main`. */
export function buildSolve(main) {
  const root = el('section', 'panel g24-solve');
  root.id = 'solve24';
  root.hidden = true;
  root.setAttribute('aria-labelledby', 'solve24-title');
  const h = el('h2');
  h.id = 'solve24-title';
  h.tabIndex = -1;
  h.dataset.i18n24 = 'solve_title';
  const intro = el('p', 'g24-solve-intro');
  intro.dataset.i18n24 = 'solve_intro';
  const form = el('form', 'g24-solve-form');
  form.id = 'solve24-form';
  form.noValidate = true;
  const row = el('div', 'g24-solve-values');
  for (let i = 0; i < 4; i += 1) {
    const label = el('label', 'field');
    const caption = el('span');
    caption.dataset.i18n24v = String(i + 1);
    const input = el('input');
    // Text, not a number field: a card is also A, J, Q or K (the engine
    // reads them; the buttons below type them where a phone's keyboard,
    // numbers first, has no letters).
    input.type = 'text';
    input.inputMode = 'numeric';
    input.maxLength = 40;
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.name = `v${i}`;
    input.id = `solve24-v${i}`;
    input.addEventListener('input', (e) => {
      clearResult();
      if (!e.inputType?.startsWith('delete')) spread(i);
    });
    input.addEventListener('focus', () => { typingIn = i; });
    label.append(caption, input);
    row.append(label);
  }
  const faces = el('div', 'g24-solve-faces');
  for (const face of ['A', 'J', 'Q', 'K']) {
    const b = el('button', '', face);
    b.type = 'button';
    b.dataset.action = 'solve24-face';
    b.dataset.face = face;
    faces.append(b);
  }
  const check = el('button', 'primary');
  check.type = 'submit';
  check.id = 'solve24-check';
  check.dataset.i18n24 = 'solve_check';
  form.append(row, faces, check);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    checkValues();
  });
  const result = el('p', 'g24-solve-result');
  result.id = 'solve24-result';
  result.setAttribute('role', 'status');
  const show = el('button');
  show.type = 'button';
  show.id = 'solve24-show';
  show.dataset.action = 'solve24-show';
  show.dataset.i18n24 = 'solve_show';
  show.hidden = true;
  const listTitle = el('h3');
  listTitle.id = 'solve24-list-title';
  listTitle.hidden = true;
  const list = el('ol', 'g24-solve-list');
  list.id = 'solve24-list';
  list.hidden = true;
  const back = el('button');
  back.type = 'button';
  back.dataset.action = 'back';
  back.id = 'solve24-back';
  back.dataset.i18n24 = 'back';
  root.append(h, intro, form, result, show, listTitle, list, back);
  main.append(root);
  applySolve();
  return root;
}

let last = null;
// The box last typed in (the A, J, Q, K buttons type there).
let typingIn = 0;

/**
 * What box `at` holds, one card per box from it on (`3388` typed or pasted
 * into one box fills four), the focus moving on past a whole card; a lone 1
 * keeps it (10–13 may follow). Four cards at once are the whole hand,
 * wherever they land: they fill the four boxes from the first. What does
 * not fit stays in the last box, for the check to point at.
 */
function spread(at) {
  const { cards, open } = splitCards($(`solve24-v${at}`).value);
  if (cards.length === 0) return;
  const i = cards.length === 4 ? 0 : at;
  const fits = cards.slice(0, 4 - i);
  if (cards.length > fits.length) fits[fits.length - 1] = cards.slice(fits.length - 1).join(' ');
  // A whole card is shown as the card reads (`q` → `Q`).
  fits.forEach((c, k) => { $(`solve24-v${i + k}`).value = wholeCard(c) ? c.toUpperCase() : c; });
  const end = i + fits.length - 1;
  if (open || !wholeCard(fits.at(-1))) {
    $(`solve24-v${end}`).focus();
    return;
  }
  (end < 3 ? $(`solve24-v${end + 1}`) : $('solve24-check')).focus();
}

/** The panel's strings (after a language change), and its result redrawn. */
export function applySolve() {
  const root = $('solve24');
  if (!root) return;
  for (const e of root.querySelectorAll('[data-i18n24]')) e.textContent = t(e.dataset.i18n24);
  for (const e of root.querySelectorAll('[data-i18n24v]')) e.textContent = t('solve_value', { n: e.dataset.i18n24v });
  if (last) drawResult(last.solved, last.shown);
}

function clearResult() {
  last = null;
  for (let i = 0; i < 4; i += 1) $(`solve24-v${i}`).removeAttribute('aria-invalid');
  $('solve24-result').textContent = '';
  $('solve24-result').className = 'g24-solve-result';
  for (const id of ['solve24-show', 'solve24-list', 'solve24-list-title']) $(id).hidden = true;
  $('solve24-list').replaceChildren();
}

function drawResult(solved, shown) {
  const v = solved.values.join(' ');
  const result = $('solve24-result');
  result.textContent = solved.solvable
    ? t('solve_yes', { v, d: difficultyName(solved.estimate.difficulty) })
    : t('solve_no', { v });
  result.className = `g24-solve-result ${solved.solvable ? 'yes' : 'no'}`;
  $('solve24-show').hidden = !solved.solvable || shown;
  $('solve24-list-title').hidden = !shown;
  $('solve24-list').hidden = !shown;
  if (shown) {
    $('solve24-list-title').textContent = t('solve_list', { n: solved.solutions.length });
    $('solve24-list').replaceChildren(...solved.solutions.map((s) => el('li', '', `${s.text} = 24`)));
  }
}

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

/** Asks the engine about the four values typed; a bad value is said so, and its box pointed at. */
function checkValues() {
  clearResult();
  const values = [0, 1, 2, 3].map((i) => $(`solve24-v${i}`).value.trim() || '?');
  let solved;
  try {
    solved = solve24(values.join(' '));
  } catch {
    // The engine's reason is in English; the panel says what it wants in the page's language.
    const i = wrongBox(values);
    $('solve24-result').textContent = i < 0
      ? t('solve_bad')
      : t(values[i] === '?' ? 'solve_bad_empty' : 'solve_bad_box', { n: i + 1, v: values[i] });
    $('solve24-result').className = 'g24-solve-result bad';
    if (i >= 0) {
      $(`solve24-v${i}`).setAttribute('aria-invalid', 'true');
      $(`solve24-v${i}`).focus();
    }
    return;
  }
  last = { solved, shown: false };
  drawResult(last.solved, false);
}

/** A click in the panel; true if handled. */
export function solveAction(action, el) {
  if (action === 'solve24-face') {
    // The letter typed into the box last typed in (one card per box).
    const box = $(`solve24-v${typingIn}`);
    box.value = el.dataset.face;
    clearResult();
    spread(typingIn);
    return true;
  }
  if (action !== 'solve24-show' || !last) return false;
  last.shown = true;
  drawResult(last.solved, true);
  return true;
}

/** Opens the panel with the focus on the first value. */
export function openSolve() {
  $('solve24-v0').focus();
}
