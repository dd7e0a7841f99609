// The engine's refusals as the page receives them: an Error whose `refusal`
// is the code and fields the page says (i18n.js), and the refusal of a
// save told apart from every other failure: it is
// the one failure for which the page removes a save. The engine refuses a
// damaged save with a JsError, which reaches JS as a plain `Error`; a trap
// is a WebAssembly.RuntimeError, and a fault on the JS side a TypeError,
// RangeError (a full call stack) and so on. Only the engine wrappers
// (duel21/engine.js, game24/engine.js) turn the first into a SaveRefused.

/** A save the engine refused as damaged; its message is the engine's reason, `refusal` its code and fields. */
export class SaveRefused extends Error {
  constructor(message, refusal) {
    super(message);
    this.refusal = refusal;
  }
}

/** Whether `v` is a refusal or a word as the engine sends it: an object with a string `code`. */
export const isCoded = (v) => v !== null && typeof v === 'object' && typeof v.code === 'string';

/**
 * The engine's refusal a failure carries ({code, …fields}: the `refusal`
 * property src/wasm/mod.rs sets on the Error it throws), or null.
 */
export function refusalOf(e) {
  if (!isCoded(e?.refusal)) return null;
  return e.refusal;
}

/** `e` as a SaveRefused if it is the engine's refusal, else `e` as it is. */
export function asRefusal(e) {
  return e !== null && typeof e === 'object' && Object.getPrototypeOf(e) === Error.prototype
    ? new SaveRefused(e.message, refusalOf(e))
    : e;
}
