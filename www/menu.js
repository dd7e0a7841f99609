// The menu screen: its form (which game, mode, level, names, seed), the
// saved games to continue, and starting a game from it. 24点's own part of
// the form is game24/menu.js.
import { $ } from './dom.js';
import { t, Said } from './i18n.js';
import { isAsking } from './confirm.js';
import { savedGames, openSlot } from './storage.js';
import { updateMenu24, config24 } from './game24/menu.js';
import { notice } from './page.js';
import {
  duel, g24, tableOf, nameOf, resume, savedLabel, slotForNew, ensure24,
} from './tables.js';
import { nav, go } from './router.js';
import { heldOnline } from './online/link.js';

function menuValues() {
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

function defaultNames({ mode, computer_seat: cs }) {
  if (mode !== 'computer') return [t('default_p1'), t('default_p2')];
  return cs === 'p1' ? [t('default_computer'), t('default_you')] : [t('default_you'), t('default_computer')];
}

function defaultNames24(mode) {
  if (mode === 'race') return [t('default_p1'), t('default_p2')];
  return [t('default_you'), t('default_computer')];
}

/** The menu's parts that depend on its choices: the computer's options, the names' placeholders. */
export function updateMenu() {
  const v = menuValues();
  for (const e of document.querySelectorAll('.computer-only')) e.hidden = v.mode !== 'computer';
  const [d1, d2] = defaultNames(v);
  const f = $('menu-form').elements;
  f.name1.placeholder = d1;
  f.name2.placeholder = d2;
  const mode24 = updateMenu24($('menu-form'));
  if (v.game === '24') [f.name1.placeholder, f.name2.placeholder] = defaultNames24(mode24);
}

/** The menu made ready to show: the address's seed, no old error, the saved games. */
export function enterMenu(seed) {
  if (seed !== null) $('menu-form').elements.seed.value = seed;
  $('menu-error').hidden = true;
  updateMenu();
  renderSaved();
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
  const friend = heldOnline();
  if (friend !== null) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.action = 'online';
    b.id = 'online-resume';
    b.textContent = t('online_resume', { name: friend });
    li.append(b);
    items.unshift(li);
  }
  $('saved-list').replaceChildren(...items);
  $('saved').hidden = items.length === 0;
}

/** "Continue" on a saved game: its table, opened over the menu. */
export async function continueSaved(el) {
  const slot = openSlot(el.dataset.game, Number(el.dataset.n));
  const { text } = slot.read();
  if (text === null) {
    renderSaved();
    return;
  }
  notice('');
  const screen = tableOf(el.dataset.game);
  // The match this tab left for the menu (Back): its table as it was, which
  // is never older than its save (a save the storage refused is only here).
  const same = screen.snap && screen.slot?.game === slot.game && screen.slot.n === slot.n;
  if (same && !screen.slot.conflict()) {
    screen.slot.remember();
  } else if (!(await resume(screen, text, slot))) {
    if (nav.screen === 'trap') return;
    go({ screen: 'menu' }, 'stay');
    renderSaved();
    return;
  }
  go({ screen: nameOf(screen) }, 'open');
}

/** A new game's names: the typed ones, the defaults where none was typed. */
const named = (typed, defaults) => typed.map((n, i) => (n.trim() === '' ? defaults[i] : n));

async function start24() {
  await ensure24();
  const f = $('menu-form').elements;
  const mode = f.mode24.value;
  const names = named([f.name1.value, f.name2.value], defaultNames24(mode));
  const slot = await slotForNew('24');
  if (!slot || nav.screen !== 'menu') {
    if (nav.screen === 'menu') $('start').focus({ preventScroll: true });
    return;
  }
  g24.start(config24({ mode, level: f.level.value, names, seed: f.seed.value.trim() }), { slot });
  // The duel leaves the screen; its save (if any) stays for later.
  duel.stop();
  go({ screen: 'play24' }, 'open');
}

async function start21(v) {
  const names = named(v.names, defaultNames(v));
  const slot = await slotForNew('21');
  if (!slot || nav.screen !== 'menu') {
    if (nav.screen === 'menu') $('start').focus({ preventScroll: true });
    return;
  }
  notice('');
  duel.start({ ...v, names }, { slot });
  // 24点 leaves the screen; its save (if any) stays for later.
  g24.stop();
  go({ screen: 'play' }, 'open');
}

// A 24点 start waits for its module; a second click (a double-click) or Enter
// meanwhile must not start a second game in another save slot.
let starting24 = false;

/** The menu's Start: a new game of the chosen kind, its table over the menu. */
export async function startFromMenu(e) {
  e.preventDefault();
  if (isAsking()) return;
  const { game, ...v } = menuValues();
  if (game !== '24' && game !== '21') return;
  if (game === '24' && starting24) return;
  if (game === '24') starting24 = true;
  try {
    if (game === '24') notice('');
    await (game === '24' ? start24() : start21(v));
  } catch (err) {
    $('menu-error').textContent = err instanceof Said ? err.say() : t('menu_refused', { msg: err });
    $('menu-error').hidden = false;
  } finally {
    if (game === '24') starting24 = false;
  }
}
