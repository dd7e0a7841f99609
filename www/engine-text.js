// The page's boundary with the engine. The one place a value the page built
// (a menu's settings, an intent, four values to solve) becomes what the
// engine takes: JSON text, written here
// inside a `try`. The engine reads only text (its length checked before it is
// copied, its nesting bounded, then a derived serde type; src/wasm/mod.rs),
// so no getter, Proxy or toJSON ever runs while wasm is on the stack.
//
// What JSON cannot carry faithfully is written as a marker object that no
// field of any input accepts, so the engine refuses it where it is and names
// the field: a BigInt, a symbol, a function, NaN or ±Infinity, a value that
// holds itself, nesting past DEPTH, a string or list far longer than any
// input. A value whose reading throws (a getter, a Proxy trap, a revoked
// Proxy) cannot be written at all: it is refused here, naming the field of the
// outermost object it is in, as the engine refuses damaged input: an Error
// whose `refusal` is the engine's code for that argument with the English
// of what is wrong as its detail (refusal-i18n.js says it).
//
// The refusals that come back are the engine's: an Error whose `refusal` is
// the code and fields the page says (i18n.js); the refusal of a save is told
// apart from every other failure (a trap is a WebAssembly.RuntimeError, a
// fault on the JS side a TypeError and so on), as the one failure for which
// the page removes a save: the engine wrappers (duel21/engine.js,
// game24/engine.js) make it a SaveRefused.

const DEPTH = 8; // page-built inputs nest 2 deep (settings → names → a name)
const MAX_ITEMS = 10_000;
const MAX_CHARS = 1 << 18;

const marker = (why) => ({ unreadable: why });

/** A JSON.stringify replacer that writes markers (see above). */
function replacer() {
  const open = []; // the objects being written, outermost first
  return function write(key, value) {
    // `this` holds `value`: what is open above it stays open.
    while (open.length > 0 && open[open.length - 1] !== this) open.pop();
    switch (typeof value) {
      case 'bigint': case 'symbol': case 'function': return marker(`a ${typeof value}`);
      case 'number': return Number.isFinite(value) ? value : marker(String(value));
      case 'string': return value.length > MAX_CHARS ? marker(`text of ${value.length} characters`) : value;
      case 'object': {
        if (value === null) return value;
        if (open.includes(value)) return marker('a value that holds itself');
        if (open.length >= DEPTH) return marker(`a value nested more than ${DEPTH} deep`);
        if (Array.isArray(value) && value.length > MAX_ITEMS) return marker(`a list of ${value.length} items`);
        if (!Array.isArray(value) && Object.keys(value).length > MAX_ITEMS) return marker('an object of too many fields');
        open.push(value);
        return value;
      }
      default: return value;
    }
  };
}

/** Why reading threw `e`: its message, shortened, if it has one. */
function threw(e) {
  try {
    const m = typeof e === 'string' ? e : e?.message;
    if (typeof m === 'string') return `reading it threw '${m.length > 40 ? `${m.slice(0, 40)}…` : m}'`;
  } catch { /* its message threw too */ }
  return 'reading it threw an exception';
}

/** Whether `value` is a revoked Proxy (`Array.isArray` throws only then). */
function revoked(value) {
  try {
    Array.isArray(value);
    return false;
  } catch {
    return true;
  }
}

/** Why writing `v` threw `e`, in English. */
const why = (v, e) => (revoked(v) ? 'it is a revoked Proxy' : threw(e));

/** Why `value`, whose writing threw `e`, cannot be written: the outermost field that fails. */
function whyNot(value, e) {
  if (revoked(value)) return why(value, e);
  let keys;
  try {
    keys = Object.keys(value);
  } catch (thrown) {
    return threw(thrown);
  }
  for (const key of keys.slice(0, MAX_ITEMS)) {
    const place = key.length > 40 ? `${key.slice(0, 40)}…` : key;
    let v;
    try {
      v = value[key];
      JSON.stringify(v, replacer());
    } catch (thrown) {
      return `${place}: ${why(v, thrown)}`;
    }
  }
  return why(value, e);
}

/**
 * `value` as JSON text for the engine (`undefined` as `null`). A value that
 * cannot be read throws an Error as the engine refuses damaged input: its
 * `refusal` is `code`, the engine's own code for that argument
 * (`settings_invalid`), with the English of what is wrong as its detail, and
 * its message that English led by `lead` ("the settings are not valid: ").
 */
export function engineText(value, code, lead) {
  try {
    return JSON.stringify(value, replacer()) ?? 'null';
  } catch (e) {
    const detail = whyNot(value, e);
    throw Object.assign(new Error(lead + detail), { refusal: { code, detail } });
  }
}

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
