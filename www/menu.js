// The menu screen: its form (which game, mode, level, names, seed), its
// names' defaults and the saved games to continue (Start and Continue open a
// table: screens.js). 24点's own part of the form is game24/menu.js.
import { $ } from './dom.js';
import { t, shownNames } from './i18n.js';
import { savedGames, onlineFriend } from './storage.js';
import { showFields, defaultNames as namesOf21, defaultNames24 as namesOf24 } from './menu-fields.js';
import {
  chosen, nameGame, titleOf, showSeed,
} from './boot.js';

/** The menu's choices. */
export function menuValues() {
  const f = $('menu-form').elements;
  return {
    game: f.game.value,
    mode: f.mode.value,
    level: f.level.value,
    computer_seat: f.computer_seat.value,
    first_rule: f.first_rule.value,
    names: [f.name1.value, f.name2.value],
    seed: f.seed.value.trim(),
  };
}

/** 21点's names where none is typed. */
export const defaultNames = (v) => namesOf21(v, t);

/** 24点's names where none is typed. */
export const defaultNames24 = (mode) => namesOf24(mode, t);

/** The menu's parts that depend on its choices: the fields of the game and mode chosen, the names' placeholders. */
export function updateMenu() {
  showFields($('menu-form'), t);
}

/** The header and the document's title name the game chosen in the menu (while the menu is on show: screens.js, nameSolver). */
export function nameMenu() {
  nameGame(t(titleOf($('menu-form').elements.game.value)));
}

/**
 * The menu's Practice with 24点 chosen: 24点's practice (a solo game of the
 * deals chosen by difficulty), its choice of deals shown and focused, in
 * place of 21点's drills. Whether it did (false with 21点 chosen).
 */
export function practice24FromMenu() {
  const f = $('menu-form').elements;
  if (f.game.value !== '24') return false;
  f.mode24.value = 'solo';
  updateMenu();
  f.practice24.focus();
  // Said, and shown beside the choice: what is left to do.
  const note = $('g24-practice-note');
  note.dataset.i18n = 'practice24_note';
  note.textContent = t('practice24_note');
  return true;
}

/**
 * The menu made ready to show: the address's seed (unless the player typed
 * one before the page was here: boot.js, chosen), no old error, the saved games.
 */
export function enterMenu(seed) {
  const field = $('menu-form').elements.seed;
  if (seed !== null && !chosen(field)) showSeed(field, seed);
  $('menu-error').hidden = true;
  updateMenu();
  renderSaved();
}

/** A saved game in words, from its summary: "21点: Ann vs Bob, round 3". */
export function savedLabel(s) {
  const sum = s.meta?.sum;
  const names = Array.isArray(sum?.names) ? shownNames(sum.names.map(String)) : ['?', '?'];
  return t(s.game === '24' ? 'saved_24' : 'saved_21', { p1: names[0], p2: names[1] ?? '', n: Number(sum?.n) || 1 })
    + (sum?.over ? t('saved_over') : '');
}

/** The menu's list of saved games (this tab's earlier ones, other tabs'), newest first. */
export function renderSaved() {
  const items = savedGames().map((s) => {
    const label = savedLabel(s);
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.action = 'continue';
    b.dataset.game = s.game;
    b.dataset.n = String(s.n);
    b.textContent = label;
    li.append(b);
    return li;
  });
  // The online match this browser holds: one more way back to it.
  const friend = onlineFriend();
  if (friend !== null) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.action = 'online';
    b.id = 'online-resume';
    b.textContent = t('online_resume', { name: friend || t('online_friend') });
    li.append(b);
    items.unshift(li);
  }
  $('saved-list').replaceChildren(...items);
  $('saved').hidden = items.length === 0;
}
