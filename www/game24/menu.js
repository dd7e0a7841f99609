// The start menu's 24点 part (its fields are in index.html's menu, shown
// for the game chosen: www/menu-fields.js): the solo practice's choice of
// deals and the engine's config for the menu's choice.

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
