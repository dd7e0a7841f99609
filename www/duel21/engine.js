// The wasm wrapper for the Twenty-One Duel: loads the engine once and turns
// its JsError results into plain Errors. No rules here: every answer comes
// from the engine (intent in, snapshot out).
import init, { Game } from '../pkg/duel21.js';

let ready = null;

/**
 * Loads the wasm module (once). The single-file build (scripts/bundle.mjs)
 * puts the wasm bytes in `globalThis.__duel21Wasm`, since a page opened from
 * disk may not fetch www/pkg/duel21_bg.wasm; otherwise it is fetched.
 */
export function loadEngine() {
  const inline = globalThis.__duel21Wasm;
  ready ??= inline ? init({ module_or_path: inline }) : init();
  return ready;
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

  /** A match from save text; throws an Error with a readable message if damaged. */
  static load(text) {
    return new DuelEngine(Game.load(text));
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
  /** The deck order (tests compare it with the native shuffle). */
  deckOrder() { return this.#game.deck_order(); }
  free() { this.#game.free(); }
}
