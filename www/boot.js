// What the page decides before any of its modules but the first paint's has
// run, shared by the first paint (first-paint.js, a small module of its own
// that the page waits for before painting) and the rest of the page
// (main.js, router.js, i18n.js), so both decide alike: the language, whether
// the page opens on the menu, how the static words are put in the markup,
// and the event that hands the presses made meanwhile to the page.

/** The screens an entry of this page's history may name. */
export const SCREENS = new Set(['menu', 'play', 'play24', 'rules', 'stats', 'review', 'solve24', 'practice', 'online']);

/**
 * `raw` if it is one of this page's entries, else null (a foreign or empty
 * state, or one that throws when read: a popstate event can be forged). A
 * `back` that names no screen is dropped, so Back from the entry goes to the
 * menu.
 */
export function entryOf(raw) {
  try {
    if (!raw || typeof raw !== 'object' || !SCREENS.has(raw.screen)) return null;
    const entry = { ...raw };
    if (!(Number.isSafeInteger(entry.i) && entry.i >= 0)) entry.i = 0;
    if (entry.back !== undefined && !SCREENS.has(entry.back)) delete entry.back;
    return entry;
  } catch {
    return null;
  }
}

/** Whether the address is a link of an online match (`#join=…`, `#reply=…`). */
export function onlineAsked() {
  return /^#(join|reply)=/.test(location.hash);
}

/**
 * Whether the page opens on the menu at once, with no link to open (an
 * online match's, a review's): on a first visit (`entry`, the entry of this
 * page the tab's history held at load, is null) with nothing saved to
 * resume, or on a reload of the menu's entry (which resumes nothing). The
 * menu needs no engine.
 */
export function menuFirst(entry, savedCount) {
  if (onlineAsked() || new URLSearchParams(location.search).get('review') !== null) return false;
  return entry ? entry.screen === 'menu' : savedCount === 0;
}

/**
 * The game the page resumes when it does not open on the menu, as main.js
 * picks it: the one this tab showed before a reload (`tab`, storage.js
 * tabSlot) if its save is still among `saves` (savedGames), else the most
 * recently saved one; '21' for a review's or an online match's link (21点's);
 * null when there is none (the loading line then names no game).
 */
export function resumedGame(saves, tab) {
  if (onlineAsked() || new URLSearchParams(location.search).get('review') !== null) return '21';
  if (tab) return saves.some((s) => s.game === tab.game && s.n === tab.n) ? tab.game : null;
  return saves[0]?.game ?? null;
}

/**
 * Names the game on show in the header and the document's title: `text` is
 * its title ("24点 · Make 24"), the header's short name the part before " · ".
 */
export function nameGame(text) {
  const h = document.querySelector('[data-i18n="title"]');
  if (h) h.textContent = text;
  const short = document.querySelector('.topbar .title-short');
  if (short) short.textContent = text.split(' · ')[0];
  document.title = text;
}

/**
 * The title's key of the game chosen in the menu (`game`: '21' or '24'):
 * on the menu the header and the document's title name it, from the first
 * paint on (first-paint.js; menu.js, nameMenu).
 */
export const titleOf = (game) => (game === '24' ? 'title24' : 'title');

/**
 * The key of the first paint's note for a press kept before the page is
 * here (first-paint.js), naming what happens once it is: `action` is the
 * button's or key's action (input.js, KEYS), 'start' for the menu's Start.
 * Each action the page takes early has its own, but a table's move (a
 * match resumed in a new tab: Take, Stand, 24点's claim, give-up, buzzers
 * and answer box), which is "your move".
 */
const WAIT_NOTES = {
  start: 'menu_engine_wait',
  continue: 'menu_engine_wait',
  settings: 'first_wait_settings',
  rules: 'first_wait_rules',
  stats: 'first_wait_stats',
  practice: 'first_wait_practice',
  online: 'first_wait_online',
  'solve24-open': 'first_wait_solve',
  coach: 'first_wait_coach',
  hint24: 'first_wait_hint',
  next: 'first_wait_next',
  new: 'first_wait_new',
  rematch: 'first_wait_rematch',
  review: 'first_wait_review',
};
export const waitNote = (action) => (Object.hasOwn(WAIT_NOTES, action) ? WAIT_NOTES[action] : 'first_wait');

/**
 * The key of the progress note once Escape has dropped what was waiting
 * ("Cancelled.", "已取消。"): a press kept before the page was here
 * (first-paint.js) or a Start or Continue waiting for the engine once it is
 * (menu-start.js). Said once, with no spinner: nothing is on its way for it.
 */
export const CANCELLED = 'first_cancelled';

/**
 * The menu's copy of the progress note, in the menu's flow under Start:
 * while the menu is on show it is the one seen (style.css), so that the
 * note covers none of the menu's controls on a phone scrolled down to
 * Start (the note over the window's top covered Two players / vs
 * Computer). The note itself stays the polite status that is heard; the
 * copy is not read out. `text` '' hides it; `spinning`: something is on
 * its way.
 */
export function menuNote(text, spinning) {
  const p = document.getElementById('menu-wait');
  if (!p) return;
  p.querySelector('.menu-wait-text').textContent = text;
  p.querySelector('.spinner').hidden = !spinning;
  p.hidden = !text;
}

/** The seed a link asks for (`?seed=…`, trimmed), else null: the menu shows it, and a resumed match must have it. */
export function seedAsked() {
  return new URLSearchParams(location.search).get('seed')?.trim() ?? null;
}

/**
 * Puts the link's `seed` in the menu's seed `field`, where a Start is
 * refused with it as with a seed typed. One a text box cannot hold as it
 * is (a line break inside, which the box drops: `4\n2` would read 42) is
 * left out: the box would show another seed than the one refused.
 */
export function showSeed(field, seed) {
  field.value = seed;
  if (field.value !== seed) field.value = '';
}

/**
 * Marks a field of the menu the player has changed before the page was
 * here (first-paint.js): the page's boot leaves its value as it is (the
 * link's seed, the setting of who starts each round), so the match uses
 * what the player chose.
 */
export const markChosen = (field) => { field.dataset.chosen = ''; };
/** Whether the player changed `field` before the page was here. */
export const chosen = (field) => Object.hasOwn(field.dataset, 'chosen');

/** The language to start in: the remembered choice, else the browser's. */
export function initialLang(remembered) {
  if (remembered === 'zh' || remembered === 'en') return remembered;
  const langs = navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en'];
  return langs.some((l) => String(l).toLowerCase().startsWith('zh')) ? 'zh' : 'en';
}

/**
 * Marks the page as speaking `lang` ('zh' or 'en'). Until then the words of
 * the header and the menu are not shown (style.css, `html[data-words]`), so
 * a browser that paints before the first paint's module has run shows no
 * words of the other language.
 */
export function markLang(lang) {
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  delete document.documentElement.dataset.words;
}

/**
 * The language the page was marked as speaking (markLang: the first paint
 * marks it before main.js is here, and the player may have switched it
 * there, which storage may have refused to keep), else null.
 */
export function markedLang() {
  const root = document.documentElement;
  if (Object.hasOwn(root.dataset, 'words')) return null;
  return { 'zh-CN': 'zh', en: 'en' }[root.lang] ?? null;
}

/**
 * Sets every `[data-i18n]` element's text under `root`, and the placeholder,
 * aria-label, title and lang attributes named by `data-i18n-placeholder`,
 * `-label`, `-title` and `-lang`, with `say(key)` (a key it gives undefined for is
 * left as it is); the document's title too when `root` is the document. (The language button's name is its visible
 * text, the other language's name spoken in that language; "Switch to …" is
 * its title.)
 */
export function fillWords(root, say) {
  const each = (attr, key, put) => {
    for (const el of root.querySelectorAll(`[${attr}]`)) {
      const word = say(el.dataset[key]);
      if (word !== undefined) put(el, word);
    }
  };
  // A word already in place is left alone (not painted again).
  each('data-i18n', 'i18n', (el, w) => { if (el.textContent !== w) el.textContent = w; });
  each('data-i18n-placeholder', 'i18nPlaceholder', (el, w) => { el.placeholder = w; });
  each('data-i18n-label', 'i18nLabel', (el, w) => el.setAttribute('aria-label', w));
  each('data-i18n-title', 'i18nTitle', (el, w) => { el.title = w; });
  each('data-i18n-lang', 'i18nLang', (el, w) => { el.lang = w; });
  const title = say('title');
  if (root === document && title !== undefined) document.title = title;
}

/**
 * The event main.js sends on the document once its handlers are bound: the
 * first paint then hands it the presses made before (first-paint.js).
 */
export const BOUND = 'page-bound';

/**
 * The event main.js sends on the document when it cannot get as far as
 * BOUND (the 21点 engine did not come): the presses kept are dropped, and no
 * more are kept or promised (first-paint.js).
 */
export const FAILED = 'page-failed';

/**
 * The event the first paint sends on the document when the player switches
 * the language before the page is bound (its `detail`: 'zh' or 'en', kept in
 * storage as the page's own switch keeps it): main.js, if it is here
 * already, speaks it too.
 */
export const LANG = 'page-lang';
