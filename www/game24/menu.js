// The start menu's 24点 part: a mode choice (solo / vs Computer / race) that
// replaces the duel's, the solo practice choice (which deals: any, easy,
// medium, hard or mixed), and which of the duel's fields apply. The duel's
// level select is shared: it sets the computer's think time here.
import { t } from '../i18n.js';

// 'daily' is a solo game on the day's deck (the engine derives it from the date).
const MODES = [['solo', 'mode24_solo'], ['daily', 'mode24_daily'], ['computer', 'mode24_computer'], ['race', 'mode24_race']];
const PRACTICE = [['any', 'practice_any'], ['easy', 'practice_easy'], ['medium', 'practice_medium'],
  ['hard', 'practice_hard'], ['mixed', 'practice_mixed']];

/** Adds the 24点 mode fieldset after the duel's mode fieldset. */
export function enhanceMenu(form) {
  const duelModes = form.querySelector('input[name=mode]').closest('fieldset');
  const fs = document.createElement('fieldset');
  fs.className = 'choice g24-only';
  fs.id = 'g24-modes';
  const legend = document.createElement('legend');
  legend.dataset.i18n24 = 'mode24_legend';
  fs.append(legend);
  for (const [value, key] of MODES) {
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'mode24';
    input.value = value;
    input.checked = value === 'solo';
    const span = document.createElement('span');
    span.dataset.i18n24 = key;
    label.append(input, ' ', span);
    fs.append(label);
  }
  duelModes.after(fs);
  // Solo only: which deals (the engine re-deals the seeded deck to fit).
  const practice = document.createElement('label');
  practice.className = 'field g24-only';
  practice.id = 'g24-practice';
  const caption = document.createElement('span');
  caption.dataset.i18n24 = 'practice24_label';
  const select = document.createElement('select');
  select.name = 'practice24';
  for (const [value, key] of PRACTICE) {
    const option = document.createElement('option');
    option.value = value;
    option.dataset.i18n24 = key;
    select.append(option);
  }
  practice.append(caption, select);
  fs.after(practice);
  // Any four numbers: the solve panel (www/game24/solve.js).
  const solve = document.createElement('p');
  solve.className = 'g24-only';
  const open = document.createElement('button');
  open.type = 'button';
  open.id = 'g24-solve-open';
  open.dataset.action = 'solve24-open';
  open.dataset.i18n24 = 'solve_open';
  solve.append(open);
  practice.after(solve);
  for (const sel of ['[name=computer_seat]', '[name=first_rule]']) {
    form.querySelector(sel).closest('label').classList.add('g21-only');
  }
  duelModes.classList.add('g21-only');
  applyMenu24(form);
}

/** The menu's strings of the 24点 part. */
export function applyMenu24(form) {
  for (const e of form.querySelectorAll('[data-i18n24]')) e.textContent = t(e.dataset.i18n24);
}

/** Shows the fields of the chosen game; returns the 24点 mode. */
export function updateMenu24(form) {
  const f = form.elements;
  const is24 = f.game.value === '24';
  const mode = f.mode24.value;
  for (const e of form.querySelectorAll('.g21-only')) e.hidden = is24;
  for (const e of form.querySelectorAll('.g24-only')) e.hidden = !is24;
  if (is24) {
    for (const e of form.querySelectorAll('.computer-only')) e.hidden = mode !== 'computer';
    // Solo (and the daily deal) has no seats: no names to ask for.
    f.name1.closest('label').hidden = mode === 'solo' || mode === 'daily';
    f.name2.closest('label').hidden = mode === 'solo' || mode === 'daily';
    form.querySelector('#g24-practice').hidden = mode !== 'solo';
    f.seed.closest('label').hidden = mode === 'daily';
  } else {
    f.name1.closest('label').hidden = false;
    f.name2.closest('label').hidden = false;
    f.seed.closest('label').hidden = false;
  }
  return mode;
}

/** The menu's practice choice ('any', 'easy', 'medium', 'hard' or 'mixed'). */
export function practice24() {
  return document.querySelector('#menu-form select[name=practice24]')?.value ?? 'any';
}

/** Today's local calendar date as YYYY-MM-DD: the daily deal's day. */
export function localDate(now = new Date()) {
  const p = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** The engine's config for the menu's choice: the daily deal is solo on today's date. */
export function config24(base) {
  if (base.mode !== 'daily') return base;
  return { mode: 'solo', names: base.names, daily: localDate(), practice: 'any' };
}
