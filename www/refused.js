// The engine's refusal of a save, told apart from every other failure: it is
// the one failure for which the page removes a save. The engine refuses a
// damaged save with a JsError, which reaches JS as a plain `Error`; a trap
// is a WebAssembly.RuntimeError, and a fault on the JS side a TypeError,
// RangeError (a full call stack) and so on. Only the engine wrappers
// (duel21/engine.js, game24/engine.js) turn the first into a SaveRefused.

/** A save the engine refused as damaged; its message is the engine's reason. */
export class SaveRefused extends Error {}

/** `e` as a SaveRefused if it is the engine's refusal, else `e` as it is. */
export function asRefusal(e) {
  return e !== null && typeof e === 'object' && Object.getPrototypeOf(e) === Error.prototype
    ? new SaveRefused(e.message)
    : e;
}
