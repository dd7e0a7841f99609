// 24点's engine API as the page calls it (www/game24/engine.js's Game24),
// in an engine realm of its own (tests/node/engine-realm.mjs): bad settings,
// actions, times, clocks, saves and expressions are refused with readable
// errors, never a trap, and the game goes on unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openEngine } from './engine-realm.mjs';

test('the Game24 class refuses bad input with readable errors and never traps', async () => {
  const { page, errors, context } = await openEngine();
  const results = await page.evaluate(async () => {
    const { Game24 } = await (await import('/www/game24/engine.js')).loadEngine24();
    const outcome = (f) => {
      try {
        f();
        return 'ok';
      } catch (e) {
        return `${e.constructor.name}: ${e.message}`;
      }
    };
    const g = new Game24({ mode: 'solo', seed: '42' });
    const race = new Game24({ mode: 'race', seed: '42' });
    const long = '('.repeat(100000) + '1';
    return {
      badMode: outcome(() => new Game24({ mode: 'duo' })),
      badSeed: outcome(() => new Game24({ seed: '-1' })),
      badNames: outcome(() => new Game24({ names: 5 })),
      nullAction: outcome(() => g.act(null)),
      noText: outcome(() => g.act({ type: 'answer', seat: 'p1' })),
      wrongSeat: outcome(() => g.act({ type: 'answer', seat: 'p2', text: '1' })),
      noComputer: outcome(() => g.act({ type: 'computer' })),
      notOver: outcome(() => g.act({ type: 'next' })),
      longText: outcome(() => g.act({ type: 'answer', seat: 'p1', text: long })),
      soloBuzz: outcome(() => g.act({ type: 'buzz', seat: 'p1' })),
      unbuzzed: outcome(() => race.act({ type: 'answer', seat: 'p1', text: '1' })),
      buzzed: race.act({ type: 'buzz', seat: 'p2' }).reply,
      otherSeat: outcome(() => race.act({ type: 'claim_no_solution', seat: 'p1' })),
      twice: outcome(() => race.act({ type: 'buzz', seat: 'p1' })),
      negativeMs: outcome(() => g.act({ type: 'give_up', ms: -1 })),
      fractionMs: outcome(() => g.act({ type: 'give_up', ms: 0.5 })),
      hugeMs: outcome(() => g.act({ type: 'give_up', ms: 1e12 })),
      nanClock: outcome(() => g.set_clock(NaN)),
      bigClock: outcome(() => g.set_clock(8 * 24 * 3600 * 1000)),
      clock: outcome(() => g.set_clock(1234)),
      liveLong: g.evaluate(long).error.kind,
      liveOdd: g.evaluate('\u{1F600}÷０').error.kind,
      liveZero: g.evaluate('3 ÷ (2 - 2)').error.kind,
      badLoad: outcome(() => Game24.load('{"version":1}')),
      emptyLoad: outcome(() => Game24.load('')),
      numberLoad: outcome(() => Game24.load(42)),
      numberLive: outcome(() => g.evaluate(42)),
      stillFine: g.snapshot().phase,
      clockMs: g.snapshot().clock_ms,
      log: JSON.parse(g.save()).game.actions.length,
      savedClock: JSON.parse(g.save()).game.clock_ms,
    };
  });
  assert.equal(results.badMode, "Error: the settings are not valid: mode: 'duo' is not a mode (use solo, computer or race)");
  // A seed the player typed is refused by its own code, as 21点's.
  assert.match(results.badSeed, /^Error: the seed '-1' must be a whole number/);
  assert.match(results.badNames, /^Error: the settings are not valid/);
  assert.match(results.nullAction, /^Error: not an action/);
  assert.match(results.noText, /^Error: not an action/);
  assert.equal(results.wrongSeat, 'Error: that seat does not play in this mode');
  assert.equal(results.noComputer, 'Error: there is no computer player in this mode');
  assert.equal(results.notOver, 'Error: this deal is still being played');
  assert.equal(results.longText, 'ok', 'too long is an invalid answer, not an error');
  assert.equal(results.soloBuzz, 'Error: there is no buzzer in this mode');
  assert.equal(results.unbuzzed, 'Error: only the player who buzzed may answer');
  assert.deepEqual(results.buzzed, { type: 'buzzed', seat: 'p2' });
  assert.equal(results.otherSeat, 'Error: only the player who buzzed may answer');
  assert.equal(results.twice, 'Error: someone has already buzzed');
  assert.match(results.negativeMs, /^Error: not an action/);
  assert.match(results.fractionMs, /^Error: not an action/);
  assert.match(results.hugeMs, /^Error: not an action/);
  assert.match(results.nanClock, /^Error: not a time in milliseconds/);
  assert.equal(results.bigClock, 'Error: that time is not a sane clock reading');
  assert.equal(results.clock, 'ok');
  assert.equal(results.liveLong, 'too_long');
  assert.equal(results.liveOdd, 'bad_char');
  assert.equal(results.liveZero, 'division_by_zero');
  assert.match(results.badLoad, /^Error: the saved 24-points game is damaged/);
  assert.match(results.emptyLoad, /^Error: the saved 24-points game is damaged/);
  assert.equal(results.numberLoad, 'Error: the saved 24-points game is damaged: it is not text');
  assert.equal(results.numberLive, 'Error: the expression must be text');
  assert.equal(results.stillFine, 'playing');
  assert.equal(results.clockMs, 1234);
  assert.equal(results.log, 0);
  assert.equal(results.savedClock, 1234);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Game24.solve refuses anything but four whole numbers from 1 to 13, with a message', async () => {
  const { page, errors, context } = await openEngine();
  const refused = await page.evaluate(async () => {
    const { Game24 } = await (await import('/www/game24/engine.js')).loadEngine24();
    const out = [];
    for (const bad of [[1, 2, 3], [1, 2, 3, 14], [1, 2, 3, 2.5], 'abcd', null, [1, 2, 3, 4, 5]]) {
      try { Game24.solve(bad); out.push('ok'); } catch (e) { out.push(e.message); }
    }
    return out;
  });
  assert.equal(refused.length, 6);
  // Text of one value is refused by the count, the player's own code
  // (value_count); anything that is not text, by what the argument wants.
  assert.match(refused[3], /^a deal has 4 cards, not 1/);
  refused.splice(3, 1);
  assert.ok(refused.every((m) => /^give four whole numbers from 1 to 13/.test(m)), refused.join(' | '));
  assert.deepEqual(errors, []);
  await context.close();
});

