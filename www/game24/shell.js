// What the page shows of 24点 before its table's code is loaded: the keys
// of its table (in input.js's one key table from the start, so every key
// label is right), the page's heading, and the empty places its table and
// its solver panel take. (The rules page's 24点 section is rules/view.js's.)
// The table (play.js, view.js) and the solver panel (solve.js, solve-view.js) are a
// chunk of their own in the production build (scripts/pack.mjs), fetched with 24点's
// engine the first time a player needs 24点: a visit that only plays 21点
// loads neither.
import { t } from '../i18n.js';
import { nameGame } from '../boot.js';

/**
 * The page's heading and title name the game on screen: 24点 (on) while
 * one of its screens is (its table, the solver panel), else the page's own.
 */
export function heading24(on) {
  nameGame(on ? t('title24') : t('title'));
}

/**
 * Hidden, empty places in `main` for 24点's table (#play24) and solver
 * panel (#solve24), so the page's screens are all there from the start;
 * their views are drawn in those places (play.js, solve.js).
 */
export function placeholders24(main) {
  for (const id of ['play24', 'solve24']) {
    const place = document.createElement('section');
    place.id = id;
    place.hidden = true;
    main.append(place);
  }
}
