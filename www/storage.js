// Persistence: the match's save text (from the engine's save()) and the
// chosen language, in localStorage. Storage may be unavailable (private
// modes, quotas): then nothing is remembered and nothing breaks.

const PREFIX = 'duel21.';

function get(key) {
  try {
    return localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

function set(key, value) {
  try {
    if (value === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, value);
  } catch {
    // Not remembered; the page keeps working.
  }
}

/** The saved match text of a game ("21"), or null. */
export const loadMatch = (game = '21') => get(`save.${game}`);
export const saveMatch = (text, game = '21') => set(`save.${game}`, text);
export const clearMatch = (game = '21') => set(`save.${game}`, null);

export const loadLang = () => get('lang');
export const saveLang = (lang) => set('lang', lang);
