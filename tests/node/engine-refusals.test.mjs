// What a refused call leaves behind, and what the page's engine wrappers
// hand out. A refused call must release what it took: 100,000 refusals (a
// getter that throws, a value that is not text, one that is far too long)
// leave the module's table of JS references and its memory where they were.
// And the wrappers are the engine's API, not the raw glue in www/pkg/: the
// page's match objects keep their engine object private, so page code never
// holds a wasm pointer it could forge or wrap twice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openEngine } from './engine-realm.mjs';

test('100,000 refused calls release what they took: the reference table and memory stay put', async () => {
  const { page, errors, context } = await openEngine();
  const r = await page.evaluate(async () => {
    const mod = await import('/www/duel21/engine.js');
    const { Game } = mod;
    const raw = await import('/www/pkg/duel21.js');
    const wasm = await mod.loadEngine();
    const { wasm: wasm24, Game24 } = await (await import('/www/game24/engine.js')).loadEngine24();
    const size = () => ({
      table: wasm.__wbindgen_externrefs.length + wasm24.__wbindgen_externrefs.length,
      memory: wasm.memory.buffer.byteLength + wasm24.memory.buffer.byteLength,
    });
    const e = new Error('boom');
    const h = new Game24({ seed: '1' });
    const refused = (f) => { try { f(); return false; } catch (x) { return x instanceof Error && !(x instanceof WebAssembly.RuntimeError); } };
    const start = size();
    let all = true;
    const long = 'x'.repeat(2 << 20);
    for (let i = 0; i < 25000; i += 1) {
      all &&= refused(() => new Game({ get mode() { throw e; } }));
      all &&= refused(() => h.act({ get type() { throw e; } }));
      // The raw glue given what it does not take: an object, a long text.
      all &&= refused(() => new raw.Game({ mode: 'x' }));
      all &&= refused(() => raw.Game.load(i % 100 === 0 ? long : { save: i }));
    }
    const end = size();
    h.free();
    return { all, start, end, healthy: new Game({ seed: '2' }).snapshot().phase };
  });
  assert.equal(r.all, true, 'every call was refused with an Error');
  // The table grows 128 slots at a time; a slot kept per call would be 100,000.
  assert.ok(r.end.table - r.start.table <= 256, `the reference tables grew by ${r.end.table - r.start.table} slots`);
  assert.ok(r.end.memory - r.start.memory <= 4 * 1048576, `memory grew by ${r.end.memory - r.start.memory} bytes`);
  assert.equal(r.healthy, 'drawing');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the page's match objects hold their engine object privately: no pointer to forge or wrap twice", async () => {
  const { page, errors, context } = await openEngine();
  const r = await page.evaluate(async () => {
    const { DuelEngine } = await import('/www/duel21/engine.js');
    const { Engine24, loadEngine24 } = await import('/www/game24/engine.js');
    await loadEngine24();
    const d = DuelEngine.create({ seed: '3' });
    const g = Engine24.create({ seed: '3' });
    const reachable = (o) => {
      const names = [...Object.getOwnPropertyNames(o), ...Object.getOwnPropertySymbols(o).map(String)];
      return names.filter((n) => { try { return typeof o[n] === 'object' && o[n] !== null; } catch { return false; } });
    };
    const out = {
      duelOwn: reachable(d),
      g24Own: reachable(g),
      duelPtr: '__wbg_ptr' in d,
      g24Ptr: '__wbg_ptr' in g,
      plays: d.snapshot().phase,
      plays24: g.snapshot().phase,
    };
    d.free();
    g.free();
    return out;
  });
  assert.deepEqual(r.duelOwn, []);
  assert.deepEqual(r.g24Own, []);
  assert.equal(r.duelPtr, false);
  assert.equal(r.g24Ptr, false);
  assert.equal(r.plays, 'drawing');
  assert.equal(r.plays24, 'playing');
  assert.deepEqual(errors, []);
  await context.close();
});
