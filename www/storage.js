// Persistence: each game's saves, the chosen language, the settings, the
// statistics, the practice record and the online match, in localStorage:
// the one module that touches it. Storage may be unavailable (private
// modes, quotas): then nothing is remembered and nothing breaks.
//
// A save lives in a slot: `duel21.save.<game>` holds the engine's save text
// (`duel21.save.21`, `duel21.save.24`; a second match of the same game
// played at the same time in another tab gets `duel21.save.21-2`, and so
// on), and `duel21.rev.<game>[-n]` beside it holds {id, rev, at, sum}: which
// match, its revision, when it was written, and a summary for the menu.
// A tab writes a slot only if the slot's revision is still the one it loaded
// or last wrote (compare-and-set), so a stale tab (a late `pagehide` save, a
// periodic clock save, a move on an old table) never overwrites newer
// progress: the write is refused and the page tells the player. The `storage`
// event tells the other tabs at once. sessionStorage remembers which slot a
// tab shows, so a reload comes back to it.

const PREFIX = 'duel21.';
const LOCAL = 'localStorage';
/** Slots per game: matches of one game in progress at the same time. */
const MAX_SLOTS = 9;

// `area` names the storage ('localStorage' or 'sessionStorage'): it is
// reached inside the `try`, since a browser that blocks storage (cookies
// blocked) throws as soon as the page reaches for it.
function get(key, area = LOCAL) {
  try {
    return globalThis[area].getItem(key);
  } catch {
    return null;
  }
}

// Whether localStorage refused the last write, and who wants to hear when it
// takes one again (see `whenWritable`).
let refusing = false;
const writable = [];

/** Stores (or removes) `key`; false when storage refused it (full or off). */
function set(key, value, area = LOCAL) {
  try {
    if (value === null) globalThis[area].removeItem(key);
    else globalThis[area].setItem(key, value);
  } catch {
    // Not remembered; the page keeps working (a write says so: 'full').
    if (area === LOCAL) refusing = true;
    return false;
  }
  if (refusing && area === LOCAL) {
    refusing = false;
    for (const fn of writable) fn();
  }
  return true;
}

/**
 * Calls `onWritable()` when storage takes a write again after refusing one:
 * this page's next write that succeeds, or another tab's write (its `storage`
 * event: that tab may have made room), or the page shown again.
 */
export function whenWritable(onWritable) {
  writable.push(onWritable);
  window.addEventListener('storage', () => onWritable());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') onWritable();
  });
}

const keysOf = (game, n) => {
  const suffix = n === 1 ? '' : `-${n}`;
  return { save: `${PREFIX}save.${game}${suffix}`, rev: `${PREFIX}rev.${game}${suffix}` };
};

function parseMeta(raw) {
  try {
    const m = JSON.parse(raw);
    return m && typeof m === 'object' ? m : null;
  } catch {
    return null;
  }
}

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

// After the engine trapped, nothing is written again: the last good save stays.
let frozen = false;

/** Stops every later write and clear (the engine trapped). */
export function freezeSaves() {
  frozen = true;
}

/** One game's save slot as this tab knows it. */
export class Slot {
  constructor(game, n, stamp, id) {
    this.game = game;
    this.n = n;
    /** The raw revision record this tab loaded or last wrote (null: none). */
    this.stamp = stamp;
    this.id = id ?? parseMeta(stamp)?.id ?? newId();
    this.keys = keysOf(game, n);
  }

  /** The slot as stored now: {text, meta, raw}. */
  read() {
    const raw = get(this.keys.rev);
    return { text: get(this.keys.save), raw, meta: parseMeta(raw) };
  }

  /** Nobody else has written or cleared this slot since this tab last did. */
  fresh() {
    return get(this.keys.rev) === this.stamp;
  }

  /**
   * How the stored slot differs from this tab's: 'continued' (the same
   * match, moved on elsewhere), 'replaced' (another match saved here) or
   * 'ended' (cleared elsewhere); null when it does not.
   */
  conflict() {
    if (this.fresh()) return null;
    const { text, meta } = this.read();
    if (text === null) return 'ended';
    return meta?.id === this.id ? 'continued' : 'replaced';
  }

  /**
   * Writes `text` if the slot is still this tab's (see `fresh`). Returns
   * 'ok' (written, or already the same), 'conflict', 'frozen', or 'full'
   * (storage refused the save or its revision: both are left as they were,
   * so the stored save and its revision always agree).
   */
  write(text, sum = null) {
    if (frozen) return 'frozen';
    if (!this.fresh()) return 'conflict';
    rememberTab(this);
    if (get(this.keys.save) === text) return 'ok';
    const meta = parseMeta(this.stamp);
    const raw = JSON.stringify({ id: this.id, rev: (meta?.rev ?? 0) + 1, at: Date.now(), sum });
    const before = get(this.keys.save);
    if (!set(this.keys.save, text)) return 'full';
    if (!set(this.keys.rev, raw)) {
      // The revision was refused (storage full): the save goes back to the
      // text its revision describes, so that no other tab takes the newer
      // save for the one it loaded and writes over it.
      set(this.keys.save, before);
      return 'full';
    }
    // Read back: storage may be off, then there is nothing to guard.
    if (get(this.keys.rev) === raw) this.stamp = raw;
    return 'ok';
  }

  /**
   * Writes `text`, the same table with only its clock moved on, under the
   * revision this tab holds: another tab showing this table stays current
   * (two idle tabs of one game never see each other as moved on), and a
   * revision taken elsewhere is not this tab's to write ('stale', nothing
   * written). Returns 'ok', 'stale', 'frozen' or 'full'.
   */
  touch(text) {
    if (frozen) return 'frozen';
    if (!this.fresh()) return 'stale';
    if (get(this.keys.save) === text) return 'ok';
    return set(this.keys.save, text) ? 'ok' : 'full';
  }

  /**
   * When `text` was written here, if the slot holds it as this tab last
   * wrote or loaded it (ms since 1970); else null.
   */
  savedAt(text) {
    if (!this.fresh() || get(this.keys.save) !== text) return null;
    const at = parseMeta(this.stamp)?.at;
    return Number.isSafeInteger(at) ? at : null;
  }

  /**
   * A new match in this slot (a rematch): it gets an id of its own, written
   * with its first save (another tab showing the old one hears 'replaced'),
   * so that its statistics entry does not take the old match's place.
   */
  renew() {
    this.id = newId();
  }

  /** This tab shows this slot (a reload comes back to it). */
  remember() {
    rememberTab(this);
  }

  /** Takes the stored slot as this tab's (after loading what it holds). */
  adopt() {
    this.stamp = get(this.keys.rev);
    this.id = parseMeta(this.stamp)?.id ?? this.id;
    rememberTab(this);
  }

  /**
   * Moves a save the engine refused out of the slot: copied aside
   * (`duel21.save.21.damaged`, then -2, -3: an earlier copy is never
   * overwritten), kept for a look and no longer read, as every refused
   * record is, then removed from the slot, which a refused save would
   * otherwise hold for ever. True when the copy was kept; false when
   * storage took none (full, or three copies kept already).
   */
  setAside() {
    if (frozen) return false;
    const text = get(this.keys.save);
    const kept = text !== null && keepAside(`${this.keys.save}.damaged`, text);
    this.clear({ force: true });
    return kept;
  }

  /** Removes the save if it is still this tab's match; `force` for a damaged one. */
  clear({ force = false } = {}) {
    if (frozen) return;
    if (force || this.fresh()) {
      set(this.keys.save, null);
      set(this.keys.rev, null);
      if (this.game === '24') set(`${PREFIX}save.24clock`, null); // an older page's clock key
    }
    this.stamp = null;
    forgetTab(this);
  }
}

/** A slot of `game` as stored now (to resume it). */
export function openSlot(game, n) {
  return new Slot(game, n, get(keysOf(game, n).rev));
}

/**
 * A free slot of `game` for a new match (the lowest number with no save),
 * or null when all MAX_SLOTS are in use: then a new match takes the place of
 * a saved one only if the player agrees (`oldestSave`, `slotInPlaceOf`).
 */
export function newSlot(game) {
  for (let n = 1; n <= MAX_SLOTS; n += 1) {
    const keys = keysOf(game, n);
    if (get(keys.save) === null && get(keys.rev) === null) return new Slot(game, n, null, newId());
  }
  return null;
}

/** The save of `game` written least recently (as savedGames lists it), or null. */
export const oldestSave = (game) => savedGames().filter((s) => s.game === game).pop() ?? null;

/**
 * A slot for a new match in place of `save` (listed by savedGames), or null
 * if the slot has been written or cleared since it was listed (another tab
 * moved that match on): the player agreed to lose the match as listed only.
 */
export function slotInPlaceOf(save) {
  const raw = get(keysOf(save.game, save.n).rev);
  if (raw !== save.raw || get(keysOf(save.game, save.n).save) !== save.text) return null;
  return new Slot(save.game, save.n, raw, newId());
}

/** Every stored save, most recently written first: [{game, n, text, meta, raw}]. */
export function savedGames() {
  const found = [];
  for (const game of ['21', '24']) {
    for (let n = 1; n <= MAX_SLOTS; n += 1) {
      const keys = keysOf(game, n);
      const text = get(keys.save);
      const raw = get(keys.rev);
      if (text !== null) found.push({ game, n, text, meta: parseMeta(raw), raw });
    }
  }
  return found.sort((a, b) => (b.meta?.at ?? 0) - (a.meta?.at ?? 0));
}

/** Calls `onChange(game, n)` when another tab writes or clears a save. */
export function watchSaves(onChange) {
  window.addEventListener('storage', (e) => {
    const m = e.key?.match(/^duel21\.(?:save|rev)\.(21|24)(?:-(\d+))?$/);
    if (m) onChange(m[1], m[2] ? Number(m[2]) : 1);
    else if (e.key === null) onChange(null, null); // storage cleared
  });
}

// ---- Which slot this tab shows (sessionStorage: survives a reload, not a new tab) ----

const TAB_KEY = `${PREFIX}tab`;
const SESSION = 'sessionStorage';

function rememberTab(slot) {
  set(TAB_KEY, `${slot.game}:${slot.n}`, SESSION);
}

const COACH_KEY = `${PREFIX}coach`;

/** The coach is open (true) or closed at this tab's table: a reload shows it so again. */
export function rememberCoach(open) {
  set(COACH_KEY, open ? 'open' : 'closed', SESSION);
}

/** Whether this tab's table had the coach open before a reload; null if it never said. */
export function coachRemembered() {
  const v = get(COACH_KEY, SESSION);
  return v === 'open' ? true : v === 'closed' ? false : null;
}

function forgetTab(slot) {
  if (get(TAB_KEY, SESSION) === `${slot.game}:${slot.n}`) set(TAB_KEY, null, SESSION);
}

/** The slot this tab showed before a reload: {game, n}, or null. */
export function tabSlot() {
  const m = get(TAB_KEY, SESSION)?.match(/^(21|24):(\d+)$/);
  return m ? { game: m[1], n: Number(m[2]) } : null;
}

// ---- This tab's own online match, for its review (sessionStorage) ----

const OWN_REVIEW_KEY = `${PREFIX}own-review`;

/**
 * Remembers, for this tab, the names (the engine's, '' when none was given)
 * and the claim ('p1', 'p2' or null) of the online match whose review link
 * holds `code`: a review link carries neither.
 */
export const rememberOwnReview = (code, names, claimed) => set(OWN_REVIEW_KEY, JSON.stringify({ code, names, claimed }), SESSION);

/**
 * What this tab remembered of its own online match, if its review link
 * holds `code`: {names, claimed}; else null (another match's link, or a
 * record that is not one: its length bounded, then checked field by field).
 */
export function ownReview(code) {
  const raw = get(OWN_REVIEW_KEY, SESSION);
  const m = raw !== null && raw.length <= 4096 ? parseMeta(raw) : null;
  if (m?.code !== code) return null;
  const names = Array.isArray(m.names) && m.names.length === 2 && m.names.every((n) => typeof n === 'string' && n.length <= 32);
  const claimed = m.claimed === null || m.claimed === 'p1' || m.claimed === 'p2';
  return names && claimed ? { names: [...m.names], claimed: m.claimed } : null;
}

export const loadLang = () => get(`${PREFIX}lang`);

// The game and mode last chosen in the menu (`duel21.menu`: {game, mode,
// mode24}), so that the menu comes back with them. Stored text: bounded,
// parsed, and each field one of its choices, else the first (the default).
const MENU_KEY = `${PREFIX}menu`;
const MENU_MAX = 100;
/** Each remembered field of the menu and its choices, the default first. */
const MENU_CHOICES = { game: ['21', '24'], mode: ['pvp', 'computer'], mode24: ['solo', 'daily', 'computer', 'race'] };

/** The menu's last choices: {game, mode, mode24}; a field stored damaged, forged or not at all is the default. */
export function menuChoice() {
  const raw = get(MENU_KEY);
  const data = raw !== null && raw.length <= MENU_MAX ? parseMeta(raw) : null;
  return Object.fromEntries(Object.entries(MENU_CHOICES).map(([k, allowed]) => {
    const v = data !== null && Object.hasOwn(data, k) ? data[k] : undefined;
    return [k, allowed.includes(v) ? v : allowed[0]];
  }));
}

/** Remembers the menu's choices ({game, mode, mode24}; a field not among its choices is not kept); false if storage refused. */
export function rememberMenuChoice(choice) {
  const kept = Object.fromEntries(Object.keys(MENU_CHOICES)
    .filter((k) => MENU_CHOICES[k].includes(choice[k])).map((k) => [k, choice[k]]));
  return set(MENU_KEY, JSON.stringify(kept));
}
export const saveLang = (lang) => set(`${PREFIX}lang`, lang);

// The settings (settings.js reads the text: {v: 1, …}), one key.
const SETTINGS_KEY = `${PREFIX}settings`;
export const readSettings = () => get(SETTINGS_KEY);
/** Stores the settings' text; false when storage refused it (they hold for this visit). */
export const writeSettings = (text) => set(SETTINGS_KEY, text);
/** Calls `onChange()` when another tab changes the settings (or clears storage). */
export function watchSettings(onChange) {
  window.addEventListener('storage', (e) => {
    if (e.key === SETTINGS_KEY || e.key === null) onChange();
  });
}

// ---- Statistics (stats.js): one record per game, the engine's text ----
//
// `duel21.stats.21` and `duel21.stats.24` hold the records; a damaged one is
// moved to `duel21.stats.<game>.damaged` (then `.damaged-2`, `.damaged-3`; an
// earlier copy is never overwritten, and the record stays until its copy is
// stored) so that it is
// neither trusted nor lost without a trace. The engine's add is a union, so
// writes need no revision: stats.js re-reads before every write.
//
// A finished match or deal waits as its entry under a key of its own,
// `duel21.stats.<game>.pending.<key>`, until the statistics module (loaded
// when the statistics screen opens) adds it to the record and removes the
// key. One key per entry: two tabs finishing at once never write the same
// key, so neither can lose the other's entry.

const statsKey = (game) => `${PREFIX}stats.${game}`;
const pendingPrefix = (game) => `${statsKey(game)}.pending.`;

/** The stored statistics record of `game` ('21' or '24'), or null. */
export const readStats = (game) => get(statsKey(game));

/**
 * Writes the statistics record of `game` (nothing after the engine trapped);
 * false when storage refused it (full or off).
 */
export function writeStats(game, text) {
  if (frozen) return false;
  return set(statsKey(game), text);
}

// The daily deal's record (24点): each date's counted game, as the engine
// writes it (game24::DailyRecord); empty text while there is none.
const DAILY_KEY = `${PREFIX}daily24`;

/** The daily deal's stored record (text; '' for none). */
export const readDaily = () => get(DAILY_KEY) ?? '';

/** Stores the daily deal's record; false when storage refused it. */
export function writeDaily(text) {
  if (frozen) return false;
  return set(DAILY_KEY, text);
}


/** Set-aside copies kept per game: `.damaged`, `.damaged-2`, … */
const ASIDE_KEPT = 3;

/**
 * Copies `text` to the first free key of `base`, `base-2`, … (ASIDE_KEPT in
 * all); an earlier copy is never overwritten. True when a copy is stored
 * (now, or already under one of the keys); false when storage refused it or
 * every key holds another copy.
 */
function keepAside(base, text) {
  const keys = Array.from({ length: ASIDE_KEPT }, (_, i) => (i === 0 ? base : `${base}-${i + 1}`));
  if (keys.some((k) => get(k) === text)) return true;
  const free = keys.find((k) => get(k) === null);
  return free !== undefined && set(free, text) && get(free) === text;
}

/**
 * Moves a damaged record aside: kept for a look, no longer read. The record
 * is removed only once its copy is stored; true when it was moved, false
 * when it stays where it is (storage full, or ASIDE_KEPT copies kept).
 */
export function setAsideStats(game, text) {
  if (frozen) return false;
  if (!keepAside(`${statsKey(game)}.damaged`, text)) return false;
  set(statsKey(game), null);
  return true;
}

/**
 * Moves a daily record the engine refused aside (`duel21.daily24.damaged`,
 * then -2, -3: an earlier copy is never written over); it is removed only
 * once its copy is stored. False when it stays where it is.
 */
export function setAsideDaily(text) {
  if (frozen) return false;
  if (!keepAside(`${DAILY_KEY}.damaged`, text)) return false;
  set(DAILY_KEY, null);
  return true;
}

/** Keeps a finished match's or deal's entry until it is added; false if storage refused it. */
export function queueStats(game, entry) {
  if (frozen) return false;
  return set(`${pendingPrefix(game)}${newId()}`, entry);
}

/** The entries of `game` waiting to be added: [{key, entry}], oldest key first. */
export function pendingStats(game) {
  const found = [];
  try {
    const store = globalThis.localStorage;
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(pendingPrefix(game))) found.push(key);
    }
  } catch {
    return [];
  }
  return found.sort().flatMap((key) => {
    const entry = get(key);
    return entry === null ? [] : [{ key, entry }];
  });
}

/** Removes a waiting entry (added, refused, or from before a reset). */
export function dropPending(key) {
  if (frozen) return;
  set(key, null);
}

/**
 * Calls `onChange(game, what)` when another tab writes a statistics record
 * (`what` 'record') or leaves an entry waiting ('pending'); `game` null:
 * storage cleared.
 */
export function watchStats(onChange) {
  window.addEventListener('storage', (e) => {
    const m = e.key?.match(/^duel21\.stats\.(21|24)(\.pending\..+)?$/);
    if (m) onChange(m[1], m[2] ? 'pending' : 'record');
    else if (e.key === null) onChange(null, 'record');
  });
}

// The practice record (www/practice/): the engine's text, one key.
const PRACTICE_KEY = `${PREFIX}practice`;
export const readPractice = () => get(PRACTICE_KEY);
export const writePractice = (text) => !frozen && set(PRACTICE_KEY, text);

/**
 * Moves a practice record the engine refused aside (`duel21.practice.damaged`,
 * then -2, -3: an earlier copy is never written over); it is removed only
 * once its copy is stored. False when it stays where it is.
 */
export function setAsidePractice(text) {
  if (frozen) return false;
  if (!keepAside(`${PRACTICE_KEY}.damaged`, text)) return false;
  set(PRACTICE_KEY, null);
  return true;
}

// The online match (www/online/): the engine's record of this side, one
// key (`duel21.online`), and beside it what the menu shows of it
// (`duel21.online.sum`: {friend}, the friend's name as the engine read it
// from their hello; absent once the match is claimed or before the friend
// has said hello). The STUN servers the player set (`duel21.online.stun`).
const ONLINE_KEY = `${PREFIX}online`;
const ONLINE_SUM_KEY = `${PREFIX}online.sum`;
const STUN_KEY = `${PREFIX}online.stun`;

/** The online match's record (text), or null. */
export const readOnline = () => get(ONLINE_KEY);

/** Stores the online match's record and the menu's summary of it (null: none); null `text` removes both. */
export function writeOnline(text, sum = null) {
  set(ONLINE_SUM_KEY, text === null || sum === null ? null : JSON.stringify(sum));
  return set(ONLINE_KEY, text);
}

/**
 * The friend of the online match this browser holds, for the menu: their
 * name ('' if they gave none), or null when no match is held or it is
 * claimed.
 */
export function onlineFriend() {
  if (get(ONLINE_KEY) === null) return null;
  const friend = parseMeta(get(ONLINE_SUM_KEY))?.friend;
  if (typeof friend !== 'string') return null;
  // The summary is stored text, read before the engine is there: a friend's
  // name the engine wrote (src/cards/name.rs: at most 32 characters, no
  // control or text-reordering ones) is shown; anything else is not a name
  // it wrote, and the menu says "your friend" ('') instead.
  return [...friend].length <= SHOWN_NAME_CHARS && !NOT_IN_A_NAME.test(friend) ? friend : '';
}

/** The engine's `MAX_NAME_CHARS`. */
const SHOWN_NAME_CHARS = 32;
/** The engine's `not_in_a_name`: control and text-reordering characters. */
const NOT_IN_A_NAME = /[\p{Cc}\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/u;

/** Calls `onChange(text)` when another tab writes the online match's record (text, or null: removed). */
export function watchOnline(onChange) {
  window.addEventListener('storage', (e) => {
    if (e.key === ONLINE_KEY) onChange(e.newValue);
  });
}

// Which tab holds the online match's connection (`duel21.online.owner`:
// {tab, match}), written by a tab when its connection opens: another tab of
// the same match hears it (the storage event) and knows the match moved on
// there, even before either writes a move.
const ONLINE_OWNER_KEY = `${PREFIX}online.owner`;
// An owner record is a tab's id and a match id: far shorter than this.
const OWNER_MAX = 200;

/** Says that the tab `tab` holds the connection of the match `match` now. */
export const claimOnlineOwner = (tab, match) => set(ONLINE_OWNER_KEY, JSON.stringify({ tab, match }));

/** Calls `onOwner({tab, match})` when another tab says it holds a match's connection (a record that is not one is ignored). */
export function watchOnlineOwner(onOwner) {
  window.addEventListener('storage', (e) => {
    if (e.key !== ONLINE_OWNER_KEY || typeof e.newValue !== 'string' || e.newValue.length > OWNER_MAX) return;
    const o = parseMeta(e.newValue);
    if (typeof o?.tab === 'string' && typeof o.match === 'string') onOwner({ tab: o.tab, match: o.match });
  });
}

export const readStunSetting = () => get(STUN_KEY);
export const writeStunSetting = (text) => set(STUN_KEY, text);

/**
 * Moves the online match's record (`duel21.online`) the engine refused
 * aside (`duel21.online.damaged`, then -2, -3: an earlier copy is never
 * written over); it is removed only once its copy is stored. False when it
 * stays where it is.
 */
export function setAsideOnline(text) {
  if (frozen) return false;
  if (!keepAside(`${ONLINE_KEY}.damaged`, text)) return false;
  writeOnline(null);
  return true;
}
