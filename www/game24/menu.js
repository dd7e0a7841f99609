// The start menu's 24点 part: a mode choice (solo / vs Computer / race) that
// replaces the duel's, the solo practice choice (which deals: any, easy,
// medium, hard or mixed), and which of the duel's fields apply. The duel's
// level select is shared: it sets the computer's think time here.
import { t24 } from './i18n.js';

const MODES = [['solo', 'mode24_solo'], ['computer', 'mode24_computer'], ['race', 'mode24_race']];
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
  for (const sel of ['[name=computer_seat]', '[name=first_rule]']) {
    form.querySelector(sel).closest('label').classList.add('g21-only');
  }
  duelModes.classList.add('g21-only');
  applyMenu24(form);
}

/** The menu's strings of the 24点 part. */
export function applyMenu24(form) {
  for (const e of form.querySelectorAll('[data-i18n24]')) e.textContent = t24(e.dataset.i18n24);
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
    f.name2.closest('label').hidden = mode === 'solo';
    form.querySelector('#g24-practice').hidden = mode !== 'solo';
  } else {
    f.name2.closest('label').hidden = false;
  }
  return mode;
}

/** The menu's practice choice ('any', 'easy', 'medium', 'hard' or 'mixed'). */
export function practice24() {
  return document.querySelector('#menu-form select[name=practice24]')?.value ?? 'any';
}
