// The start menu's 24点 part: a mode choice (solo / vs Computer / race) that
// replaces the duel's, and which of the duel's fields apply. The duel's
// level select is shared: it sets the computer's think time here.
import { t24 } from './i18n.js';

const MODES = [['solo', 'mode24_solo'], ['computer', 'mode24_computer'], ['race', 'mode24_race']];

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
  } else {
    f.name2.closest('label').hidden = false;
  }
  return mode;
}
