// Guards the classes in wasm-bindgen's generated glue (www/pkg/*.js) so that
// no call from JavaScript can hand the engine a pointer it did not make.
//
// wasm-bindgen's glue trusts `this.__wbg_ptr`: a method called with another
// class's object as `this` (`Game.prototype.stand.call(aGame24)`), with an
// object made from the prototype (`Object.create(Game.prototype)` and a
// pointer written by hand), or on an object whose pointer was copied from
// one that has since been freed, passes that number to Rust, which reads it
// as its own object — a trap that kills the module, or worse. This script
// records, for every object the glue itself makes (the constructor and
// `__wrap`), its class and pointer in a WeakMap, checks that record before
// each method uses the pointer, and forgets it when the object is freed. A
// call that fails the check throws a plain Error before reaching wasm.
//
// Kept because a test breaks the module without it:
// tests/node/engine-boundary.test.mjs, "a method called with another
// object as `this` never reaches wasm". Run on the unguarded glue, its
// `Game.prototype.take_card.call(aGame24)` reads a Game24's memory as a
// Game and stops with "recursive use of an object detected which would lead
// to unsafe aliasing in rust" (the borrow flag read from another object's
// bytes); a hand-made object with a written pointer reads arbitrary memory
// the same way.
// The raw glue is not the page's API (README, Threat model); this keeps the
// glue's own classes from being turned against the module all the same.
//
// Usage: node scripts/guard.mjs www/pkg/duel21.js [more glue files]
// It fails loudly if the glue does not have the shape it expects.
import { readFileSync, writeFileSync } from 'node:fs';

const USE = "if (this.__wbg_ptr == 0) throw new Error('Attempt to use a moved value');";
const CHECK = (name) =>
  `if (!__wbgOwns(this, '${name}')) throw new Error('this is not a live ${name} of this engine (freed, or made another way)');`;

for (const file of process.argv.slice(2)) {
  let text = readFileSync(file, 'utf8');
  if (text.includes('__wbgOwns')) continue; // already guarded
  const parts = text.split(/(?=^export class \w+ \{)/m);
  let classes = 0;
  const out = parts.map((part) => {
    const m = /^export class (\w+) \{/.exec(part);
    if (!m) return part;
    const name = m[1];
    // The class body ends where the next top-level item starts.
    const end = part.search(/^}\s*$/m);
    let body = part.slice(0, end + 1);
    const rest = part.slice(end + 1);
    const count = (s) => body.split(s).length - 1;
    const wraps = count('obj.__wbg_ptr = ptr;');
    const news = count('this.__wbg_ptr = ret[0];');
    const uses = count(USE);
    const frees = count('this.__wbg_ptr = 0;');
    // A class with only static functions has no way to make an object, but
    // its free() must still refuse one made by hand.
    if (frees !== 1) throw new Error(`${file}: class ${name} does not have the expected glue shape`);
    body = body
      .replaceAll('obj.__wbg_ptr = ptr;', `obj.__wbg_ptr = ptr; __wbgOwned.set(obj, { cls: '${name}', ptr });`)
      .replaceAll('this.__wbg_ptr = ret[0];', `this.__wbg_ptr = ret[0]; __wbgOwned.set(this, { cls: '${name}', ptr: ret[0] });`)
      .replaceAll(USE, CHECK(name))
      .replace('const ptr = this.__wbg_ptr;\n', `${CHECK(name)}\n        const ptr = this.__wbg_ptr;\n`)
      .replace('this.__wbg_ptr = 0;', 'this.__wbg_ptr = 0; __wbgOwned.delete(this);')
      // free() (and any method that consumes the object) checks too: `this`
      // may be another class's object, whose own __destroy_into_raw passes.
      .replaceAll('const ptr = this.__destroy_into_raw();', `${CHECK(name)}\n        const ptr = this.__destroy_into_raw();`);
    // Methods without the moved-value check (none today) would go unguarded.
    if (uses === 0 && /\n    [a-z_]+\([^)]*\) \{/.test(body.replace(/\n    (free|__destroy_into_raw|constructor)\(/g, ''))) {
      throw new Error(`${file}: class ${name} has methods without a pointer check`);
    }
    classes += 1;
    return body + rest;
  });
  if (classes === 0) throw new Error(`${file}: no exported class found`);
  text = `const __wbgOwned = new WeakMap();
function __wbgOwns(obj, cls) {
  const rec = obj !== null && typeof obj === 'object' ? __wbgOwned.get(obj) : undefined;
  return rec !== undefined && rec.cls === cls && rec.ptr === obj.__wbg_ptr && rec.ptr !== 0;
}
` + out.join('');
  writeFileSync(file, text);
  console.log(`${file}: ${classes} classes guarded`);
}
