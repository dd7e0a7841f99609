// What the page shows of 24点 before its table's code is loaded: the keys
// of its table (in input.js's one key table from the start, so every key
// label is right), the page's heading, the rules page's 24点 section, and
// the empty places its table and its solver panel take. The table
// (play.js, render.js) and the solver panel (solve.js) are a chunk of their
// own in the production build (scripts/pack.mjs), fetched with 24点's
// engine the first time a player needs 24点: a visit that only plays 21点
// loads neither.
import { rules24 } from './i18n.js';
import { t } from '../i18n.js';
import { nameGame } from '../boot.js';

/**
 * The page's heading and title name the game on screen: 24点 (on) while
 * one of its screens is (its table, the solver panel), else the page's own.
 */
export function heading24(on) {
  nameGame(on ? t('title24') : t('title'));
}

/** Writes (or rewrites, after a language change) the 24点 rules into the rules page `rulesRoot`. */
export function applyRules24(rulesRoot) {
  let section = document.getElementById('g24-rules');
  if (!section) {
    section = document.createElement('section');
    section.id = 'g24-rules';
    section.append(document.createElement('h3'), document.createElement('dl'));
    // Below the duel's rules, above the Back button.
    const back = rulesRoot.querySelector('#rules-back');
    if (back) back.before(section);
    else rulesRoot.append(section);
  }
  section.querySelector('h3').textContent = t('rules24_title');
  section.querySelector('dl').replaceChildren(
    ...rules24().flatMap(([term, text]) => {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.textContent = text;
      return [dt, dd];
    }),
  );
}

/**
 * Hidden, empty places in `main` for 24点's table (#play24) and solver
 * panel (#solve24), so the page's screens are all there from the start;
 * `fill` puts a built screen in its place.
 */
export function placeholders24(main) {
  for (const id of ['play24', 'solve24']) {
    const place = document.createElement('section');
    place.id = id;
    place.hidden = true;
    main.append(place);
  }
}

/** Puts `root` (a built #play24 or #solve24) where its placeholder is. */
export function fill(root) {
  const place = [...document.querySelectorAll(`#${root.id}`)].find((e) => e !== root);
  if (place) place.replaceWith(root);
}
