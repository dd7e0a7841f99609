// The wasm wrapper for 24 points: one Game24 from the engine. No rules here:
// every answer, score and solution comes from the engine (intent in,
// snapshot out). Engine errors arrive as Errors with readable messages.
//
// 24点's engine is its own wasm module (www/pkg/game24.js), fetched only when
// a player picks 24点 (or resumes a 24点 game): the 21点 page never downloads
// it. `loadEngine24()` must have resolved before a game is made.
//
// The objects the page builds (settings, actions, four values) reach the
// engine as JSON text written by engine-text.js, here and nowhere else; the
// raw glue in www/pkg/ is not an API.
import { asRefusal, engineText } from '../engine-text.js';
import { wasmLoader } from '../version.js';

const load = wasmLoader('game24', () => import('../pkg/game24.js'));
// Once loaded: {wasm, Game24 (wrapped), glue}.
let loaded = null;

/**
 * Loads 24点's engine (once: www/version.js, wasmLoader), fetched only of
 * the page's own version; a failed load (offline) may be tried again.
 * Resolves to {wasm, Game24}.
 */
export function loadEngine24() {
  return load().then(({ glue, wasm }) => {
    loaded ??= { wasm, Game24: wrap(glue.Game24), glue };
    return loaded;
  });
}

/** The loaded glue's function `name`; throws while 24点 is not loaded yet. */
function loadedFn(name) {
  if (loaded === null) throw new Error('24 points is not loaded yet');
  return loaded.glue[name];
}

/**
 * The engine's Game24 taking what the page builds: settings and actions as
 * objects, values as a list. A game loaded from a save is one of these too.
 */
function wrap(Raw) {
  return class Game24 extends Raw {
    constructor(config) {
      super(engineText(config, 'settings_invalid', 'the settings are not valid: '));
    }

    static load(text) {
      return Object.setPrototypeOf(super.load(text), this.prototype);
    }

    static solve(values) {
      return super.solve(engineText(values, 'unreadable', 'give four whole numbers from 1 to 13 (or A, J, Q, K): '));
    }

    act(action) {
      return super.act(engineText(action, 'unreadable', 'not an action: '));
    }
  };
}

/** The wrapped Game24 class (once loaded), for tests that call it directly. */
export const game24Class = () => loaded?.Game24 ?? null;

/**
 * The statistics entry (text) of the last finished deal in save text `save`,
 * or null for a race (its engine must have loaded; the statistics module
 * adds it to the record).
 */
export function statsEntry24(save, gameId, at) {
  return loadedFn('statsEntry24')(save, gameId, at);
}

/**
 * Four card values as text ("K Q 3 3": A, J, Q, K or 1–13) solved by the
 * engine: {values, solvable, estimate, solutions}. Throws a readable Error
 * for anything else.
 */
export function solve24(values) {
  if (loaded === null) throw new Error('24 points is not loaded yet');
  return loaded.Game24.solve(values);
}

/**
 * A daily game of `date` starts, with the stored daily record (text):
 * {counted, record} — counted: the day's first game (later ones are
 * practice); record: the record to store. Throws on a damaged record.
 */
export function dailyBegin(record, date) {
  return loadedFn('dailyBegin')(record, date);
}

/** The daily deal's {streak, today, best, days} as of `today`, from the record (text). */
export function dailySummary(record, today) {
  return loadedFn('dailySummary')(record, today);
}

/** Whether 24点's engine has loaded. */
export const engine24Ready = () => loaded !== null;

export class Engine24 {
  #game;

  constructor(game) {
    this.#game = game;
  }

  /** A new game from {mode: 'solo'|'computer'|'race', level, names, seed, practice, daily}. */
  static create(config) {
    return new Engine24(new loaded.Game24(config));
  }

  /**
   * A game from save text; throws a SaveRefused with the engine's reason if
   * it is damaged (anything else that goes wrong, a trap included, as it is).
   */
  static load(text) {
    try {
      return new Engine24(loaded.Game24.load(text));
    } catch (e) {
      throw asRefusal(e);
    }
  }

  /** One action ({type, seat?, text?, ms?}); returns {reply, snapshot}. */
  act(action) { return this.#game.act(action); }
  /** Keeps the open deal's clock (whole ms) for the save. */
  setClock(ms) { this.#game.set_clock(ms); }
  snapshot() { return this.#game.snapshot(); }
  /** The live value of partial input: {value} or {error, at}. */
  evaluate(text) { return this.#game.evaluate(text); }
  save() { return this.#game.save(); }
  /** The daily record (text) with this game's result, or null when it is not the day's counted game. */
  dailyRecord(record) { return this.#game.daily_record(record) ?? null; }
  free() { this.#game.free(); }
}
