// The boundary rule both engine classes share, called straight from
// JavaScript with hostile arguments: values nested past any sane depth or
// holding themselves, getters and Proxies that throw while they are read,
// lists and strings far larger than any setting, and fields an action does
// not have. Each call must end in an Error with a short readable message;
// the object it was made on and the whole module must stay usable, and the
// module's memory must not grow by more than a few MB.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openEngine } from './engine-realm.mjs';

/**
 * Runs `body` (the text of an async function body) in a fresh realm (a fresh
 * engine module), with `Game` and `Game24`, `outcome(f)` ('ok' or the thrown
 * error as "Class: message"), `memory()` (the module's memory in bytes) and
 * `healthy()` (a fresh Game and Game24 still play; 'ok' or what failed).
 */
async function inFreshPage(body) {
  const { page, errors, context } = await openEngine();
  const result = await page.evaluate(`(async () => {
    // The page's engine wrappers, as the page uses them (the raw glue in
    // www/pkg/ is not an API).
    const mod = await import('/www/duel21/engine.js');
    const mod24 = await import('/www/game24/engine.js');
    const { Game } = mod;
    const wasm = await mod.loadEngine();
    const { wasm: wasm24, Game24 } = await mod24.loadEngine24();
    const memory = () => wasm.memory.buffer.byteLength + wasm24.memory.buffer.byteLength;
    const outcome = (f) => {
      try { f(); return 'ok'; } catch (e) { return (e && e.constructor && e.constructor.name) + ': ' + (e && e.message); }
    };
    const healthy = () => outcome(() => {
      const g = new Game({ mode: 'computer', seed: '42' });
      if (g.snapshot().human_turn) g.stand(); else g.auto_step();
      g.free();
      const h = new Game24({ seed: '42' });
      h.act({ type: 'hint' });
      h.free();
    });
    const start = memory();
    const out = await (async () => { ${body} })();
    out.grewBy = memory() - start;
    out.healthy = healthy();
    return out;
  })()`);
  await context.close();
  return { result, errors };
}

const MB = 1024 * 1024;

/** Every outcome in `r` (but grewBy/healthy) is a readable Error, not a trap. */
function allReadable(r, { maxMessage = 300 } = {}) {
  for (const [k, v] of Object.entries(r)) {
    if (k === 'grewBy' || k === 'healthy' || typeof v !== 'string') continue;
    assert.doesNotMatch(v, /RuntimeError|unreachable|recursive use/, `${k}: ${v.slice(0, 200)}`);
    if (v !== 'ok') assert.match(v, /^Error: /, `${k}: ${v.slice(0, 200)}`);
    assert.ok(v.length <= maxMessage, `${k}: a message of ${v.length} characters: ${v.slice(0, 200)}…`);
  }
  assert.equal(r.healthy, 'ok', 'a fresh Game and Game24 still play');
  assert.ok(r.grewBy <= 4 * MB, `memory grew by ${(r.grewBy / MB).toFixed(1)} MB`);
}

test('6: deep and self-holding arguments are refused; the object and module stay usable', async () => {
  const { result: r, errors } = await inFreshPage(`
    let deep = 1;
    for (let i = 0; i < 5000; i += 1) deep = { a: deep };
    let arrays = [];
    for (let i = 0; i < 5500; i += 1) arrays = [arrays];
    const self = { type: 'answer', seat: 'p1' };
    self.self = self;
    const selfText = { type: 'answer', seat: 'p1' };
    selfText.text = selfText;
    const g = new Game24({ seed: '1' });
    const out = {};
    out.deepText = outcome(() => g.act({ type: 'answer', seat: 'p1', text: deep }));
    out.arrayText = outcome(() => g.act({ type: 'answer', seat: 'p1', text: arrays }));
    out.selfField = outcome(() => g.act(self));
    out.selfText = outcome(() => g.act(selfText));
    out.deepAction = outcome(() => g.act(deep));
    out.arrayAction = outcome(() => g.act(arrays));
    out.deepConfig24 = outcome(() => new Game24({ names: deep }));
    out.deepConfig = outcome(() => new Game({ names: [deep] }));
    out.arrayConfig = outcome(() => new Game({ names: arrays }));
    out.selfConfig24 = outcome(() => new Game24(self));
    out.deepClock = outcome(() => g.set_clock(deep));
    out.after = outcome(() => g.act({ type: 'hint' }));
    out.snapshot = outcome(() => g.snapshot());
    out.free = outcome(() => g.free());
    return out;
  `);
  allReadable(r);
  for (const k of ['deepText', 'arrayText', 'selfText']) assert.match(r[k], /^Error: not an action: text: /, k);
  assert.match(r.selfField, /^Error: not an action: .*'self'/);
  assert.match(r.deepConfig24, /^Error: the settings are not valid: names/);
  assert.match(r.deepConfig, /^Error: the settings are not valid: names/);
  assert.equal(r.after, 'ok');
  assert.equal(r.snapshot, 'ok');
  assert.equal(r.free, 'ok');
  assert.deepEqual(errors, []);
});

test('7: a getter or Proxy that throws while an argument is read leaves everything usable', async () => {
  const { result: r, errors } = await inFreshPage(`
    const boom = () => { throw new Error('boom'); };
    const g = new Game24({ seed: '1' });
    const out = {};
    out.getter = outcome(() => g.act({ get type() { return boom(); } }));
    out.afterGetter = outcome(() => g.act({ type: 'hint' }));
    out.proxy = outcome(() => g.act(new Proxy({}, { ownKeys: boom })));
    out.proxyGet = outcome(() => g.act(new Proxy({ type: 'hint' }, { get: boom })));
    const { proxy, revoke } = Proxy.revocable({ type: 'hint' }, {});
    revoke();
    out.revoked = outcome(() => g.act(proxy));
    out.revokedInside = outcome(() => g.act({ type: 'answer', seat: 'p1', text: proxy }));
    out.clockGetter = outcome(() => g.set_clock({ get x() { return boom(); } }));
    out.afterAll = outcome(() => g.snapshot());
    // Each of these leaked stack space: after ~1,260 every export trapped.
    let last = '';
    for (let i = 0; i < 2000; i += 1) last = outcome(() => new Game({ get seed() { return boom(); } }));
    out.seedGetter = last;
    for (let i = 0; i < 500; i += 1) last = outcome(() => new Game24({ get mode() { return boom(); } }));
    out.modeGetter24 = last;
    out.configProxy = outcome(() => new Game(new Proxy({}, { getOwnPropertyDescriptor: boom })));
    out.configRevoked = outcome(() => new Game24(proxy));
    return out;
  `);
  allReadable(r);
  assert.match(r.getter, /^Error: not an action: .*type.*boom/);
  assert.equal(r.afterGetter, 'ok');
  assert.match(r.revoked, /^Error: not an action: .*revoked/);
  assert.match(r.seedGetter, /^Error: the settings are not valid: seed: .*boom/);
  assert.match(r.modeGetter24, /^Error: the settings are not valid: mode: .*boom/);
  assert.equal(r.afterAll, 'ok');
  assert.deepEqual(errors, []);
});

test('8: a huge list of names is refused before it is copied, for both classes', async () => {
  const { result: r, errors } = await inFreshPage(`
    const out = {};
    const m0 = memory();
    out.medium = outcome(() => new Game({ names: Array(20000).fill('x'.repeat(20000)) }));
    out.names = outcome(() => new Game({ names: Array(250000).fill('x'.repeat(20000)) }));
    out.names24 = outcome(() => new Game24({ names: Array(250000).fill('x'.repeat(20000)) }));
    out.hugeName = outcome(() => new Game({ names: ['x'.repeat(10 * 1024 * 1024)] }));
    out.keys = outcome(() => new Game24(Object.fromEntries(Array.from({ length: 100000 }, (_, i) => ['k' + i, i]))));
    out.grew = memory() - m0;
    return out;
  `);
  allReadable(r);
  assert.match(r.names, /^Error: the settings are not valid: names: /);
  assert.match(r.names24, /^Error: the settings are not valid: names: /);
  assert.match(r.hugeName, /^Error: the settings are not valid: names/);
  // Nothing was copied into the engines' memory (the 10 MB name alone would
  // grow it by 10 MB; the lists by gigabytes): a count, where a time limit
  // (3 s) failed on a busy machine.
  assert.ok(r.grew < 1048576, `the engines' memory grew by ${r.grew} bytes`);
  assert.deepEqual(errors, []);
});

test('9: messages quote at most ~40 characters of what they were given', async () => {
  const { result: r, errors } = await inFreshPage(`
    const out = {};
    const g = new Game24({ seed: '1' });
    out.seed24 = outcome(() => new Game24({ seed: '9'.repeat(8000) }));
    out.mode24 = outcome(() => new Game24({ mode: 'x'.repeat(10 * 1024 * 1024) }));
    out.level24 = outcome(() => new Game24({ level: 'y'.repeat(5000) }));
    out.key24 = outcome(() => new Game24({ ['k'.repeat(5000)]: 1 }));
    out.seat = outcome(() => g.act({ type: 'answer', seat: 's'.repeat(5000), text: '1' }));
    out.type = outcome(() => g.act({ type: 't'.repeat(10 * 1024 * 1024) }));
    out.key = outcome(() => g.act({ type: 'hint', ['k'.repeat(5000)]: 1 }));
    out.seed = outcome(() => new Game({ seed: '9'.repeat(8000) }));
    out.seed64 = outcome(() => new Game({ seed: '9'.repeat(60) }));
    out.mode = outcome(() => new Game({ mode: 'm'.repeat(10 * 1024 * 1024) }));
    out.load = outcome(() => Game.load('x'.repeat(10 * 1024 * 1024)));
    out.load24 = outcome(() => Game24.load('{"version":"' + 'v'.repeat(5000) + '"}'));
    out.evaluate = outcome(() => g.evaluate('1'.repeat(10 * 1024 * 1024)));
    return out;
  `);
  allReadable(r, { maxMessage: 200 });
  for (const [k, v] of Object.entries(r)) {
    if (typeof v !== 'string' || k === 'healthy') continue;
    const run = v.match(/(.)\1{40,}/);
    assert.equal(run, null, `${k} quotes a run of ${run?.[0].length} characters: ${v.slice(0, 200)}`);
  }
  assert.match(r.seed24, /^Error: the settings are not valid: seed: /);
  assert.match(r.mode24, /^Error: the settings are not valid: mode: /);
  assert.match(r.seat, /^Error: not an action: seat: /);
  assert.equal(r.evaluate, 'ok');
  assert.deepEqual(errors, []);
});

test('9b: a refusal\'s fields are bounded too, however long what they quote', async () => {
  const { result: r, errors } = await inFreshPage(`
    const out = {};
    // The refusal's fields as the page reads them: their JSON's length.
    const fields = (f) => {
      try { f(); return 'no refusal'; } catch (e) { return e.refusal ? JSON.stringify(e.refusal).length : 'no fields'; }
    };
    const g = new Game24({ seed: '1' });
    out.mode24 = fields(() => new Game24({ mode: 'x'.repeat(1024 * 1024) }));
    out.level24 = fields(() => new Game24({ level: 'y'.repeat(5000) }));
    out.seat = fields(() => g.act({ type: 'answer', seat: 's'.repeat(5000), text: '1' }));
    out.type = fields(() => g.act({ type: 't'.repeat(1024 * 1024) }));
    out.key = fields(() => g.act({ type: 'hint', ['k'.repeat(5000)]: 1 }));
    out.mode = fields(() => new Game({ mode: 'm'.repeat(1024 * 1024) }));
    out.name = fields(() => new Game({ names: ['n'.repeat(5000), 'Bo'] }));
    out.load = fields(() => Game.load('x'.repeat(1024 * 1024)));
    return out;
  `);
  for (const [k, v] of Object.entries(r)) {
    if (k === 'grewBy' || k === 'healthy') continue;
    assert.equal(typeof v, 'number', `${k}: ${v}`);
    assert.ok(v <= 1000, `${k}: a refusal of ${v} characters of JSON`);
  }
  assert.deepEqual(errors, []);
});

test('10: an action with a field it does not have is refused, whatever its kind', async () => {
  const { result: r, errors } = await inFreshPage(`
    const out = {};
    const g = new Game24({ mode: 'computer', seed: '1' });
    for (const type of ['hint', 'computer', 'next', 'give_up', 'buzz', 'answer', 'claim_no_solution']) {
      out[type] = outcome(() => g.act({ type, extra: 1 }));
    }
    out.hintSeat = outcome(() => g.act({ type: 'hint', seat: 'p1' }));
    out.nextText = outcome(() => g.act({ type: 'next', text: '1' }));
    out.log = JSON.parse(g.save()).game.actions.length;
    const save = JSON.parse(g.save());
    save.game.actions.push({ type: 'hint', extra: 1 });
    out.load = outcome(() => Game24.load(JSON.stringify(save)));
    out.plainHint = outcome(() => g.act({ type: 'hint' }));
    return out;
  `);
  allReadable(r);
  for (const type of ['hint', 'computer', 'next', 'give_up', 'buzz', 'answer', 'claim_no_solution']) {
    assert.match(r[type], /^Error: not an action: .*'extra'/, type);
  }
  assert.match(r.hintSeat, /^Error: not an action: .*seat/);
  assert.match(r.nextText, /^Error: not an action: .*text/);
  assert.equal(r.log, 0, 'nothing refused was played');
  assert.match(r.load, /^Error: the saved 24-points game is damaged: .*extra/);
  assert.equal(r.plainHint, 'ok');
  assert.deepEqual(errors, []);
});

test('calls on a freed object are refused without entering wasm, however many', async () => {
  const { result: r, errors } = await inFreshPage(`
    const out = {};
    const g = new Game({ seed: '1' });
    g.free();
    const h = new Game24({ seed: '1' });
    h.free();
    for (let i = 0; i < 60000; i += 1) {
      out.snapshot = outcome(() => g.snapshot());
      out.act = outcome(() => h.act({ type: 'hint' }));
      out.again = outcome(() => h.free());
    }
    return out;
  `);
  allReadable(r);
  assert.match(r.snapshot, /^Error: /);
  assert.match(r.act, /^Error: /);
  assert.ok(['ok', 'Error: null pointer passed to rust'].includes(r.again) || /^Error: this is not a live Game24/.test(r.again), r.again);
  assert.deepEqual(errors, []);
});

test('a method called with another object as `this` never reaches wasm: another class, a hand-made object, a copied pointer', async () => {
  const { result: r, errors } = await inFreshPage(`
    const out = {};
    const g = new Game({ seed: '1' });
    const h = new Game24({ seed: '1' });
    // Another class's object, both ways, and each class's free().
    out.gameOnGame24 = outcome(() => Game.prototype.snapshot.call(h));
    out.takeOnGame24 = outcome(() => Game.prototype.take_card.call(h));
    out.actOnGame = outcome(() => Game24.prototype.act.call(g, { type: 'hint' }));
    out.freeOnGame24 = outcome(() => Game.prototype.free.call(h));
    out.freeOnGame = outcome(() => Game24.prototype.free.call(g));
    // An object made from the prototype with a pointer written by hand.
    const fake = Object.create(Game.prototype);
    fake.__wbg_ptr = 8;
    out.fake = outcome(() => fake.snapshot());
    out.fakeFree = outcome(() => fake.free());
    // A pointer copied from an object that is then freed.
    const a = new Game({ seed: '2' });
    const b = new Game({ seed: '3' });
    b.__wbg_ptr = a.__wbg_ptr;
    a.free();
    out.copied = outcome(() => b.snapshot());
    // Both real objects still work, and so does everything new.
    out.gStill = outcome(() => g.snapshot());
    out.hStill = outcome(() => h.act({ type: 'hint' }));
    return out;
  `);
  allReadable(r);
  for (const key of ['gameOnGame24', 'takeOnGame24', 'actOnGame', 'freeOnGame24', 'freeOnGame', 'fake', 'fakeFree', 'copied']) {
    assert.match(r[key], /^Error: this is not a live (Game|Game24) of this engine/, `${key}: ${r[key]}`);
  }
  assert.equal(r.gStill, 'ok');
  assert.equal(r.hStill, 'ok');
  assert.equal(r.healthy, 'ok');
  assert.deepEqual(errors, []);
});
