// What the page decides as it starts, shared by main.js, router.js, menu.js
// and i18n.js so they decide alike: the screens of its history, whether it
// opens on the menu (www/lang.js decides it alike before the first paint),
// the language, how the static words are put in the markup.

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
 * on the menu the header and the document's title name it (menu.js, nameMenu).
 */
export const titleOf = (game) => (game === '24' ? 'title24' : 'title');

/**
 * The key of the progress note once Escape has dropped what was waiting
 * ("Cancelled.", "已取消。"): a Start or Continue waiting for the engine
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

/** Whether the player changed `field` before the page was here (www/lang.js marks it). */
export const chosen = (field) => Object.hasOwn(field.dataset, 'chosen');

/** The language to start in: the remembered choice, else the browser's. */
export function initialLang(remembered) {
  if (remembered === 'zh' || remembered === 'en') return remembered;
  const langs = navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en'];
  return langs.some((l) => String(l).toLowerCase().startsWith('zh')) ? 'zh' : 'en';
}

/** Marks the page as speaking `lang` ('zh' or 'en'). */
export function markLang(lang) {
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

/** The language the page was marked as speaking before its modules were here (www/lang.js), else null. */
export const markedLang = () => ({ 'zh-CN': 'zh', en: 'en' }[document.documentElement.lang] ?? null);

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
