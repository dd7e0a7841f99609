// Which of the menu's fields the player's choices ask for, and the names'
// placeholders (menu.js), so the menu shows the fields that Start will use;
// the names' defaults are the table's too (tests run them in Node).

/** 21点's names where none is typed, `say` giving the words. */
export function defaultNames({ mode, computer_seat: cs }, say) {
  if (mode !== 'computer') return [say('default_p1'), say('default_p2')];
  return cs === 'p1' ? [say('default_computer'), say('default_you')] : [say('default_you'), say('default_computer')];
}

/** 24点's names where none is typed (solo and the daily deal have none). */
export function defaultNames24(mode, say) {
  if (mode === 'race') return [say('default_p1'), say('default_p2')];
  return [say('default_you'), say('default_computer')];
}

/** The words of the menu's Practice button: it names the game chosen. */
export const practiceKey = (is24) => (is24 ? 'practice_menu24' : 'practice_menu21');

/**
 * Shows the fields of the game and mode chosen in the menu `form` and sets
 * the names' placeholders (`say` giving the words); returns the 24点 mode.
 */
export function showFields(form, say) {
  const f = form.elements;
  const is24 = f.game.value === '24';
  const mode24 = f.mode24.value;
  for (const e of form.querySelectorAll('.g21-only')) e.hidden = is24;
  for (const e of form.querySelectorAll('.g24-only')) e.hidden = !is24;
  // The computer's level and seat: 21点's vs Computer; 24点's vs Computer (its level only: the seat is 21点's).
  const computer = is24 ? mode24 === 'computer' : f.mode.value === 'computer';
  for (const e of form.querySelectorAll('.computer-only')) e.hidden = !computer;
  // Solo (and the daily deal) has no seats: no names to ask for.
  const noNames = is24 && (mode24 === 'solo' || mode24 === 'daily');
  f.name1.closest('label').hidden = noNames;
  f.name2.closest('label').hidden = noNames;
  form.querySelector('#g24-practice').hidden = !(is24 && mode24 === 'solo');
  // The note of the menu's "Practice 24点" (menu.js) goes with its choice of deals.
  const note = form.querySelector('#g24-practice-note');
  if (note && !(is24 && mode24 === 'solo')) {
    delete note.dataset.i18n;
    note.textContent = '';
  }
  f.seed.closest('label').hidden = is24 && mode24 === 'daily';
  // The menu's Practice names the game it practices (the header's Practice
  // is 21点's drills): no two buttons of the page share a name.
  const practice = form.ownerDocument.querySelector('#practice-menu [data-i18n]');
  if (practice) {
    practice.dataset.i18n = practiceKey(is24);
    practice.textContent = say(practice.dataset.i18n);
  }
  [f.name1.placeholder, f.name2.placeholder] = is24
    ? defaultNames24(mode24, say)
    : defaultNames({ mode: f.mode.value, computer_seat: f.computer_seat.value }, say);
  return mode24;
}
