// The player's settings, for both games: kept in storage (storage.js,
// `duel21.settings`) as {v: 1, …}; a damaged value, an unknown version or an
// unknown field value falls back to the default (never a crash). Applied to
// the page as data attributes on <html> (CSS owns the look: settings.css) and
// read by the games through `settings()`. The panel that changes them is
// a controller and a view of its own (settings/ctrl.js, settings/view.js);
// this module holds no panel, so the first paint can read the settings
// without it.
import { readSettings, writeSettings, watchSettings } from './storage.js';

const VERSION = 1;

// The computer's pause between 21点 moves, by speed (`?pause=` overrides).
// A Map, as every table the page looks a stored word up in: a stored
// "constructor" or "__proto__" is no speed (a plain object would answer
// with what every object inherits).
export const SPEED_MS = new Map([['instant', 0], ['fast', 250], ['normal', 700], ['slow', 1500]]);

// Each field: its allowed values (or a check) and its default. Sound is on
// at a moderate volume by default, but nothing sounds (and no AudioContext
// exists) before the player's first click or key (sound.js).
const FIELDS = {
  speed: { ok: (v) => SPEED_MS.has(v), def: 'normal' },
  coach: { ok: (v) => typeof v === 'boolean', def: false },
  // A finished 21点 match's costly decisions become practice cards.
  practice: { ok: (v) => typeof v === 'boolean', def: true },
  first: { ok: (v) => v === 'alternate' || v === 'p1', def: 'alternate' },
  sound: { ok: (v) => typeof v === 'boolean', def: true },
  volume: { ok: (v) => Number.isInteger(v) && v >= 0 && v <= 100, def: 40 },
  // 'auto' follows the system's prefers-reduced-motion until the player picks one.
  motion: { ok: (v) => ['auto', 'on', 'reduced', 'off'].includes(v), def: 'auto' },
  back: { ok: (v) => ['red', 'blue', 'green'].includes(v), def: 'red' },
  suits: { ok: (v) => v === 'two' || v === 'four', def: 'two' },
  // 24点's cards as letters (A, J, Q, K) or as the numbers they count for (1, 11, 12, 13).
  cards24: { ok: (v) => v === 'letters' || v === 'numbers', def: 'letters' },
};

const defaults = () => Object.fromEntries(Object.entries(FIELDS).map(([k, f]) => [k, f.def]));

/** Settings from stored text: each valid field kept, anything else the default. */
export function parseSettings(text) {
  const out = defaults();
  let data = null;
  try {
    data = JSON.parse(text);
  } catch {
    return out;
  }
  if (!data || typeof data !== 'object' || data.v !== VERSION) return out;
  for (const [k, f] of Object.entries(FIELDS)) {
    if (Object.hasOwn(data, k) && f.ok(data[k])) out[k] = data[k];
  }
  return out;
}

let current = defaults();
const listeners = [];

// Storage blocked: the defaults, unsaved.
const read = () => parseSettings(readSettings());

// Storage full or blocked: the settings hold for this visit.
const write = () => writeSettings(JSON.stringify({ v: VERSION, ...current }));

/** The settings in effect (a copy). */
export const settings = () => ({ ...current });

/** Animations in effect: the chosen one, or for 'auto' the system's preference. */
export function motion() {
  if (current.motion !== 'auto') return current.motion;
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'reduced' : 'on';
}

/** Calls `fn(settings)` after every change (also one from another tab, or of the system's motion). */
export function onSettings(fn) {
  listeners.push(fn);
}

function apply() {
  const root = document.documentElement;
  root.dataset.motion = motion();
  root.dataset.back = current.back;
  root.dataset.suits = current.suits;
  for (const fn of listeners) fn(settings());
}

/**
 * Sets the setting `k` to `v`: applied at once and saved. A value the
 * setting never takes changes nothing (false).
 */
export function setSetting(k, v) {
  if (!Object.hasOwn(FIELDS, k) || !FIELDS[k].ok(v)) return false;
  current = { ...current, [k]: v };
  write();
  apply();
  return true;
}

/** Reads the settings and applies them; follows another tab's and the system's changes. Call once at boot. */
export function initSettings() {
  current = read();
  apply();
  // Another tab changed them: take its settings.
  watchSettings(() => {
    current = read();
    apply();
  });
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').addEventListener?.('change', () => apply());
}
