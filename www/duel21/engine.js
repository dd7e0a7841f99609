// The wasm wrapper for the Twenty-One Duel: loads the engine once, hands it
// the menu's settings as JSON text (engine-text.js), and turns its JsError
// results into plain Errors. No rules here: every answer comes from the
// engine (intent in, snapshot out). The raw glue in www/pkg/ is not an API:
// the page (and its tests) use the classes exported here.
import * as glue from '../pkg/duel21.js';
import { asRefusal, engineText } from '../engine-text.js';
import { wasmLoader } from '../version.js';

const { Game: RawGame } = glue;

/**
 * The engine's Game, made from settings as the page builds them: an object
 * ({mode, level, computer_seat, first_rule, names, seed}, every field
 * optional) or nothing. Everything else is the engine's own class.
 */
export class Game extends RawGame {
  constructor(config) {
    super(engineText(config, 'settings_invalid', 'the settings are not valid: '));
  }
}

let warm = null;

const load = wasmLoader('duel21', () => glue, { fetched: false });

/**
 * Loads the wasm module (once: www/version.js, wasmLoader), which loads
 * with the page; resolves to its exports. Once loaded, the engine is warmed
 * up off the critical path (`warmedUp`).
 */
export function loadEngine() {
  return load().then(({ wasm }) => {
    warmedUp();
    return wasm;
  });
}

/**
 * One Expert decision on a match of its own, when the page is idle after it
 * loaded: the first decision in a fresh module runs in the browser's
 * baseline compiler and takes several times longer than later ones, so the
 * player's first Expert move would pay for it (scripts/bench.sh measures
 * both). Resolves when done; the benchmark waits on it.
 */
export function warmedUp() {
  warm ??= new Promise((resolve) => {
    const idle = globalThis.requestIdleCallback ?? ((f) => setTimeout(f, 50));
    idle(() => {
      const game = new Game({ seed: '1' });
      try {
        game.explain();
      } finally {
        game.free();
        resolve();
      }
    }, { timeout: 1000 });
  });
  return warm;
}

/** A match: each intent returns the new snapshot. */
export class DuelEngine {
  #game;

  constructor(game) {
    this.#game = game;
  }

  /** A new match from the menu's config ({mode, level, computer_seat, first_rule, names, seed}). */
  static create(config) {
    return new DuelEngine(new Game(config));
  }

  /**
   * A match from save text; throws a SaveRefused with the engine's reason if
   * it is damaged (anything else that goes wrong, a trap included, as it is).
   */
  static load(text) {
    try {
      return new DuelEngine(Game.load(text));
    } catch (e) {
      throw asRefusal(e);
    }
  }

  take() { return this.#game.take_card(); }
  stand() { return this.#game.stand(); }
  next() { return this.#game.next_round(); }
  /** One Auto player move: {seat, action, choice, reason, card, snapshot}. */
  autoStep() { return this.#game.auto_step(); }
  snapshot() { return this.#game.snapshot(); }
  explain() { return this.#game.explain(); }
  save() { return this.#game.save(); }
  rematch() { return new DuelEngine(this.#game.rematch()); }
  free() { this.#game.free(); }
}
