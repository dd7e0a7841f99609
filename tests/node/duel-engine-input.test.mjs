// The duel's `Game` class called directly from JavaScript with bad input: bad
// settings, damaged or tampered saves, and moves out of turn. Each is refused
// with an Error whose message says what is wrong, never a wasm trap, and the
// match it was asked of is left exactly as it was and still plays on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openEngine } from './engine-realm.mjs';

/**
 * Runs `body` (the text of an async function body) in an engine realm, with `Game`
 * from the engine and `outcome(f)`, which calls `f` and reports 'ok' or the
 * thrown error as "Class: message".
 */
function inPage(page, body) {
  return page.evaluate(`(async () => {
    const { Game } = await import('/www/duel21/engine.js');
    const outcome = (f) => {
      try { f(); return 'ok'; } catch (e) { return (e && e.constructor && e.constructor.name) + ': ' + (e && e.message); }
    };
    ${body}
  })()`);
}

test('bad settings are refused with a message naming the setting', async () => {
  const { page, errors, context } = await openEngine();
  const r = await inPage(page, `
    const circular = { mode: 'pvp' };
    circular.self = circular;
    let nested = {};
    for (let i = 0; i < 100000; i += 1) nested = { deep: nested };
    const bad = {
      namesNumber: { names: 5 },
      namesNotText: { names: [1, 2] },
      namesObject: { names: ['a', {}] },
      threeNames: { names: ['a', 'b', 'c'] },
      hugeName: { names: ['x'.repeat(100000), 'Bo'] },
      controlName: { names: ['a\\u0007b'] },
      seedNumber: { seed: 42 },
      seedBigInt: { seed: 42n },
      seedText: { seed: 'abc' },
      seedNegative: { seed: '-1' },
      seedHuge: { seed: '1'.repeat(40) },
      unknownKey: { mode: 'pvp', colour: 'red' },
      mode: { mode: 'x' },
      modeLong: { mode: 'x'.repeat(100000) },
      modeNumber: { mode: 1 },
      level: { mode: 'computer', level: 'hard' },
      seat: { mode: 'computer', computer_seat: 'p3' },
      rule: { first_rule: 'random' },
      notObject: 'pvp',
      array: [],
      number: 7,
      circular,
      nested,
    };
    const out = {};
    for (const [k, cfg] of Object.entries(bad)) out[k] = outcome(() => new Game(cfg));
    out.empty = outcome(() => new Game({}));
    out.undef = outcome(() => new Game());
    out.nulls = outcome(() => new Game({ seed: null, names: null, level: undefined }));
    out.stillWorks = new Game({ mode: 'computer', seed: '42', names: ['Ann'] }).snapshot().names;
    return out;
  `);
  const refused = (key, ...patterns) => {
    assert.match(r[key], /^Error: the settings are not valid: /, key);
    for (const p of patterns) assert.match(r[key], p, `${key}: ${r[key]}`);
  };
  refused('namesNumber', /names: give a list of two names, not a number/);
  refused('namesNotText', /names: give a list of two names, not one that holds a number/);
  refused('namesObject', /names: give a list of two names, not one that holds an object/);
  refused('threeNames', /names: give two names, not 3/);
  // A name the player typed is refused by its own code, not as damaged settings.
  assert.match(r.hugeName, /^Error: the name for seat 1 has 100000 characters; at most 32 are allowed$/);
  assert.match(r.controlName, /^Error: the name for seat 1 holds control characters$/);
  refused('seedNumber', /seed: give the seed as text, e\.g\. "42", not a number/);
  refused('seedBigInt', /seed: give the seed as text/);
  // A seed the player typed too.
  assert.match(r.seedText, /^Error: the seed 'abc' must be a whole number, e\.g\. 42/);
  assert.match(r.seedNegative, /^Error: the seed '-1' must be a whole number/);
  assert.match(r.seedHuge, /^Error: the seed '1+' is too large/);
  refused('unknownKey', /'colour' is not a setting \(use mode, level, computer_seat, first_rule, names or seed\)/);
  refused('mode', /mode: 'x' is not a mode \(use pvp or computer\)/);
  refused('modeLong', /mode: 'x{24}…' is too long \(100000 characters\) to be a mode$/);
  refused('modeNumber', /mode: give it as text, not a number/);
  refused('level', /level: 'hard' is not a level \(use easy, classic or expert\)/);
  refused('seat', /computer_seat: /);
  refused('rule', /first_rule: /);
  for (const k of ['notObject', 'array', 'number']) refused(k, /give the settings as an object/);
  refused('circular', /'self' is not a setting/);
  refused('nested', /'deep' is not a setting/);
  for (const [k, v] of Object.entries(r)) assert.doesNotMatch(String(v), /RuntimeError|unreachable/, k);
  assert.equal(r.empty, 'ok');
  assert.equal(r.undef, 'ok');
  assert.equal(r.nulls, 'ok');
  assert.deepEqual(r.stillWorks, ['Ann', 'Computer']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('empty, garbage and tampered saves are refused; the saved match still loads', async () => {
  const { page, errors, context } = await openEngine();
  const r = await inPage(page, `
    // P1 starts every round here, so that a save whose deck says "alternate" disagrees.
    const g = new Game({ mode: 'computer', seed: '42', names: ['Ann', 'Bo'], first_rule: 'p1' });
    if (g.snapshot().human_turn) g.take_card();
    const text = g.save();
    const save = JSON.parse(text);
    const edit = (f) => { const s = structuredClone(save); f(s); return JSON.stringify(s); };
    const deck = save.duel.deck.split(' ');
    const swapped = [deck[1], deck[0], ...deck.slice(2)].join(' ');
    const texts = {
      empty: '',
      garbage: 'garbage',
      nullText: 'null',
      emptyObject: '{}',
      deep: '['.repeat(100000),
      version: edit((s) => { s.version = 9; }),
      unknownKey: edit((s) => { s.cheat = true; }),
      badMode: edit((s) => { s.config.mode = 'robot'; }),
      longName: edit((s) => { s.config.names[0] = 'A'.repeat(1000); }),
      seedDiffers: edit((s) => { s.config.seed = '43'; }),
      deckSwapped: edit((s) => { s.duel.deck = swapped; }),
      deckShort: edit((s) => { s.duel.deck = deck.slice(1).join(' '); }),
      extraMove: edit((s) => { s.duel.actions.push('next', 'next'); }),
      ruleDiffers: edit((s) => { s.duel.first = 'alternate'; }),
    };
    const out = {};
    for (const [k, t] of Object.entries(texts)) out[k] = outcome(() => Game.load(t));
    out.number = outcome(() => Game.load(42));
    const back = Game.load(text);
    out.same = JSON.stringify(back.snapshot()) === JSON.stringify(g.snapshot());
    out.plays = back.snapshot().computer_turn ? outcome(() => back.auto_step()) : outcome(() => back.stand());
    return out;
  `);
  const damaged = (key, ...patterns) => {
    assert.match(r[key], /^Error: the saved match is damaged: /, key);
    for (const p of patterns) assert.match(r[key], p, `${key}: ${r[key]}`);
  };
  damaged('empty', /it is empty/);
  damaged('garbage', /not a readable save/);
  damaged('nullText', /not a readable save/);
  damaged('emptyObject', /not a readable save/);
  damaged('deep', /not a readable save/);
  // A save of another version is said as such, not as damage.
  assert.match(r.version, /^Error: version 9 is not supported$/);
  damaged('unknownKey', /cheat/);
  damaged('badMode', /'robot' is not a mode/);
  damaged('longName', /at most 32/);
  damaged('seedDiffers', /its settings ask for seed 43 but its deck was dealt from seed 42/);
  damaged('deckSwapped', /the deck does not match its seed/);
  damaged('deckShort', /51/);
  damaged('extraMove', /is illegal/);
  damaged('ruleDiffers', /its settings disagree with its moves/);
  assert.equal(r.number, 'Error: the saved match is damaged: it is not text');
  for (const [k, v] of Object.entries(r)) assert.doesNotMatch(String(v), /RuntimeError|unreachable/, k);
  assert.equal(r.same, true);
  assert.equal(r.plays, 'ok');
  assert.deepEqual(errors, []);
  await context.close();
});

test('moves out of turn are refused and change nothing; the match plays on', async () => {
  const { page, errors, context } = await openEngine();
  const r = await inPage(page, `
    const out = {};
    // Tries every intent; records each outcome and whether the table moved.
    const tryAll = (g, label, intents) => {
      for (const name of intents) {
        const before = JSON.stringify(g.snapshot());
        const save = g.save();
        const result = outcome(() => g[name]());
        out[label + '.' + name] = result;
        out[label + '.' + name + '.unchanged'] =
          JSON.stringify(g.snapshot()) === before && g.save() === save;
      }
    };
    // The computer sits first: people wait.
    const c = new Game({ mode: 'computer', computer_seat: 'p1', level: 'expert', seed: '42' });
    out.computerFirst = c.snapshot().computer_turn;
    tryAll(c, 'computerTurn', ['take_card', 'stand', 'next_round']);
    // Its moves, then the person's turn: the computer waits.
    while (c.snapshot().computer_turn) c.auto_step();
    out.humanTurn = c.snapshot().human_turn;
    tryAll(c, 'humanTurn', ['auto_step', 'next_round']);
    // The round decided: nobody takes or stands, and the computer does not move.
    while (c.snapshot().phase === 'drawing') {
      if (c.snapshot().computer_turn) c.auto_step(); else c.stand();
    }
    tryAll(c, 'decided', ['take_card', 'stand', 'auto_step']);
    out.next = outcome(() => c.next_round());
    // Hot-seat: there is no computer to move.
    const p = new Game({ mode: 'pvp', seed: '42' });
    tryAll(p, 'pvp', ['auto_step', 'next_round']);
    // The match over: every intent is refused.
    while (p.snapshot().phase !== 'match_over') {
      if (p.snapshot().can_next) p.next_round(); else p.stand();
    }
    tryAll(p, 'over', ['take_card', 'stand', 'next_round', 'auto_step']);
    out.rematch = p.rematch().snapshot().phase;
    return out;
  `);
  const refusals = {
    'computerTurn.take_card': /^Error: it is the computer's turn \(seat 1\); wait for its move$/,
    'computerTurn.stand': /^Error: it is the computer's turn \(seat 1\); wait for its move$/,
    'computerTurn.next_round': /^Error: .*round.*being played/,
    'humanTurn.auto_step': /^Error: it is not the computer's turn$/,
    'humanTurn.next_round': /^Error: .*round.*being played/,
    'decided.take_card': /^Error: nobody may take or stand now: the round is decided$/,
    'decided.stand': /^Error: nobody may take or stand now: the round is decided$/,
    'decided.auto_step': /^Error: it is not the computer's turn$/,
    'pvp.auto_step': /^Error: it is not the computer's turn$/,
    'pvp.next_round': /^Error: .*round.*being played/,
    'over.take_card': /^Error: .*match is over/,
    'over.stand': /^Error: .*match is over/,
    'over.next_round': /^Error: .*match is over/,
    'over.auto_step': /^Error: it is not the computer's turn$/,
  };
  assert.equal(r.computerFirst, true);
  assert.equal(r.humanTurn, true);
  for (const [key, pattern] of Object.entries(refusals)) {
    assert.match(r[key], pattern, key);
    assert.equal(r[`${key}.unchanged`], true, `${key} changed the match`);
  }
  assert.equal(r.next, 'ok', 'the match plays on after the refusals');
  assert.equal(r.rematch, 'drawing');
  assert.deepEqual(errors, []);
  await context.close();
});
