// Long play in one page: thousands of Expert decisions (each allocates and
// frees Expert's memo table, up to 128 KB, plus many small lists and texts)
// and the snapshots, reviews and saves around them. The module's allocator
// must reuse what is freed: after a warm-up, the wasm memory may not keep
// growing, and the engine keeps playing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openEngine } from './engine-realm.mjs';

// Runs in the engine realm (as in a page): Expert against the person's seat played by Expert's own
// advice (`explain`), match after match, until `decisions` Expert decisions.
async function play({ decisions, warmUp }) {
  const mod = await import('/www/duel21/engine.js');
  const { Game } = mod;
  const wasm = await mod.loadEngine();
  const memory = () => wasm.memory.buffer.byteLength;
  let made = 0;
  let matches = 0;
  let atWarmUp = 0;
  let seed = 1;
  while (made < decisions) {
    const g = new Game({ mode: 'computer', level: 'expert', seed: String(seed), computer_seat: seed % 2 ? 'p2' : 'p1' });
    seed += 1;
    for (let s = g.snapshot(); s.phase !== 'match_over'; ) {
      if (s.computer_turn) {
        s = g.auto_step().snapshot;
        made += 1;
      } else if (s.human_turn) {
        const e = g.explain();
        made += 1;
        s = e.equity && e.equity.best === 'take' && s.can_take ? g.take_card() : g.stand();
      } else if (s.can_next) {
        s = g.next_round();
      } else {
        break;
      }
      if (made === warmUp) atWarmUp = memory();
    }
    // What the page does at the end of a match: the review and a save.
    g.review();
    Game.load(g.save()).free();
    g.free();
    matches += 1;
  }
  const check = new Game({ mode: 'computer', level: 'expert', seed: '7' });
  const still = check.snapshot().computer_turn ? check.auto_step().snapshot : check.stand();
  check.free();
  return { made, matches, atWarmUp, atEnd: memory(), playing: typeof still.phase === 'string' };
}

test('2,000 Expert decisions in one page leave the wasm memory bounded', async () => {
  const { page, errors, context } = await openEngine();
  const r = await page.evaluate(play, { decisions: 2000, warmUp: 200 });
  await context.close();
  assert.ok(r.made >= 2000, `only ${r.made} decisions`);
  assert.ok(r.matches >= 10, `only ${r.matches} matches`);
  assert.ok(r.playing, 'a fresh game still plays');
  const MB = 1024 * 1024;
  // A leak of even the memo table per decision would be 1,800 × 128 KB.
  assert.ok(r.atEnd - r.atWarmUp <= 1 * MB,
    `memory grew from ${(r.atWarmUp / MB).toFixed(2)} MB to ${(r.atEnd / MB).toFixed(2)} MB`);
  assert.ok(r.atEnd <= 8 * MB, `memory is ${(r.atEnd / MB).toFixed(2)} MB`);
  assert.deepEqual(errors, []);
});
