// The wasm wrapper for 24 points: one Game24 from the engine. No rules here:
// every answer, score and solution comes from the engine (intent in,
// snapshot out). Engine errors arrive as Errors with readable messages.
import { Game24 } from '../pkg/duel21.js';

export class Engine24 {
  #game;

  constructor(game) {
    this.#game = game;
  }

  /** A new game from {mode: 'solo'|'computer'|'race', level, names, seed}. */
  static create(config) {
    return new Engine24(new Game24(config));
  }

  /** A game from save text; throws a readable Error if it is damaged. */
  static load(text) {
    return new Engine24(Game24.load(text));
  }

  /** One action ({type, seat?, text?, ms?}); returns {reply, snapshot}. */
  act(action) { return this.#game.act(action); }
  /** Keeps the open deal's clock (whole ms) for the save. */
  setClock(ms) { this.#game.set_clock(ms); }
  snapshot() { return this.#game.snapshot(); }
  /** The live value of partial input: {value} or {error, at}. */
  evaluate(text) { return this.#game.evaluate(text); }
  save() { return this.#game.save(); }
  deckOrder() { return this.#game.deck_order(); }
  free() { this.#game.free(); }
}
