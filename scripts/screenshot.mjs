// Writes docs/table.png, the README's picture of the table: a vs-Computer
// round (seed 7, Expert) with the coach open beside it, the 1280x800 window
// as a player sees it; docs/table-phone.png, the same table at 360x640
// (the page at its top: the score, both hands, Take/Stand and the coach's
// box under them);
// docs/review.png, the review of a finished vs-Computer match (seed 123,
// Expert) down to its replay, stepped to the costliest decision;
// docs/match-graph.png, that review's match-win chance graph at 1280x800;
// and docs/summary-phone.png, that match's summary and rounds at 360 px wide.
// Needs the wasm build (scripts/build.sh) and Chromium (scripts/setup.sh
// --browser). Usage: node scripts/screenshot.mjs
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch, openPage, ready, startMatch, humanOrDone, wantsCard } from '../tests/browser/helpers.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = `${root}docs/table.png`;
const raw = `${root}target/table-full.png`;
const outPhone = `${root}docs/table-phone.png`;
const rawPhone = `${root}target/table-phone-full.png`;

/** Shrinks `raw` into `to` with a 256-colour palette (pngquant, when installed). */
function keep(from, to) {
  try {
    execFileSync('pngquant', ['--force', '--strip', '--speed=1', '--quality=80-100', '--output', to, from]);
  } catch {
    copyFileSync(from, to);
  }
  rmSync(from);
  console.log(`wrote ${to}`);
}

const review = `${root}docs/review.png`;
const rawReview = `${root}target/review-full.png`;
const graph = `${root}docs/match-graph.png`;
const rawGraph = `${root}target/match-graph-full.png`;
const rawGraphPhone = `${root}target/match-graph-phone.png`;
const summaryPhone = `${root}docs/summary-phone.png`;
const rawSummaryPhone = `${root}target/summary-phone-full.png`;

const env = await launch();
try {
  for (const [viewport, file] of [[{ width: 1280, height: 800 }, raw], [{ width: 360, height: 640 }, rawPhone]]) {
    const { page, errors, context } = await openPage(env, { path: '?fast', viewport });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await ready(page);
    await startMatch(page, { mode: 'computer', level: 'expert', seed: 7, names: ['Ann'] });
    await page.click('#take');
    await humanOrDone(page);
    await page.click('#coach-toggle');
    // The window as the player sees it, from the top: at 1280 the coach
    // beside the table; on the phone its box under Take and Stand.
    await page.evaluate(() => { document.activeElement.blur(); window.scrollTo(0, 0); });
    await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))));
    await page.screenshot({ path: file });
    if (errors.length) throw new Error(errors.join('\n'));
    await context.close();
  }
} finally {
  await env.close();
}
keep(raw, out);
keep(rawPhone, outPhone);

const env2 = await launch();
try {
  const { page, errors, context } = await openPage(env2, { path: '?pause=0', viewport: { width: 1000, height: 1000 } });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'expert', seed: 123, names: ['Ann'] });
  for (;;) {
    const s = await humanOrDone(page);
    if (s.phase === 'match_over') break;
    if (s.can_next) await page.click('#next');
    else await page.click(wantsCard(s) ? '#take' : '#stand');
  }
  // The summary and its rounds on a phone (360 px wide): from the winner's
  // line down to the rounds table's last row.
  await page.setViewportSize({ width: 360, height: 640 });
  const top = await page.locator('#summary').boundingBox();
  const rounds = await page.locator('#history').boundingBox();
  await page.screenshot({
    path: rawSummaryPhone, fullPage: true,
    clip: { x: 0, y: Math.max(0, top.y - 8), width: 360, height: Math.ceil(rounds.y + rounds.height + 8 - Math.max(0, top.y - 8)) },
  });
  await page.setViewportSize({ width: 1000, height: 1000 });
  await page.click('#review-summary');
  // The replay at the costliest decision (its key moment's button).
  await page.click('#review-key .decision:first-child .step-btn');
  await page.evaluate(() => { document.activeElement.blur(); window.scrollTo(0, 0); });
  const replay = await page.locator('#replay').boundingBox();
  const height = Math.ceil(replay.y + replay.height + 16);
  await page.screenshot({ path: rawReview, fullPage: true, clip: { x: 0, y: 0, width: 1000, height } });
  // The match-win chance graph at 1280x800 (docs) and at 360x640 (a look only).
  for (const [viewport, file] of [[{ width: 1280, height: 800 }, rawGraph], [{ width: 360, height: 640 }, rawGraphPhone]]) {
    await page.setViewportSize(viewport);
    await page.locator('#review-graph').scrollIntoViewIfNeeded();
    await page.screenshot({ path: file });
  }
  if (errors.length) throw new Error(errors.join('\n'));
  await context.close();
} finally {
  await env2.close();
}
keep(rawReview, review);
keep(rawGraph, graph);
keep(rawSummaryPhone, summaryPhone);
console.log(`a look at 360x640: ${rawGraphPhone}`);
