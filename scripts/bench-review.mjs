// Times the review of whole matches inside headless Chromium: Expert against
// Classic (both seats played by the engine's own levels), seeds 1–20, each
// match reviewed with Game.review() five times; prints the median and the
// slowest median over the matches, and the decisions per match.
// Needs the wasm build (scripts/build.sh) and Chromium (scripts/setup.sh
// --browser). Usage: node scripts/bench-review.mjs
import { launch, openPage, ready } from '../tests/browser/helpers.mjs';

const env = await launch();
const { page, context } = await openPage(env);
await ready(page);
const rows = await page.evaluate(async () => {
  const { Game } = await import('/www/duel21/engine.js');
  const out = [];
  for (let seed = 1; seed <= 20; seed += 1) {
    // The computer plays one seat (Expert); the person's seat takes below 17.
    const g = new Game({ mode: 'computer', level: 'expert', seed: String(seed) });
    for (let i = 0; i < 400; i += 1) {
      const s = g.snapshot();
      if (s.phase === 'match_over') break;
      if (s.computer_turn) g.auto_step();
      else if (s.human_turn) {
        const me = s.seats.find((x) => x.seat === s.to_move);
        if (me.total < 17) g.take_card(); else g.stand();
      } else g.next_round();
    }
    const times = [];
    let decisions = 0;
    for (let k = 0; k < 5; k += 1) {
      const t0 = performance.now();
      decisions = g.review().decisions.length;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out.push({ seed, decisions, median_ms: times[2], first_ms: times[0] });
    g.free();
  }
  return out;
});
await context.close();
await env.close();
const med = rows.map((r) => r.median_ms).sort((a, b) => a - b);
const line = {
  matches: rows.length,
  decisions_per_match: rows.reduce((a, r) => a + r.decisions, 0) / rows.length,
  review_median_ms: med[Math.floor(med.length / 2)],
  review_slowest_median_ms: med[med.length - 1],
};
console.log(JSON.stringify(line));
