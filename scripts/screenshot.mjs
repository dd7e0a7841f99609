// Writes docs/table.png, the README's picture of the table: a vs-Computer
// round (seed 7, Expert) with the coach panel open, in a 1000 px wide window.
// Needs the wasm build (scripts/build.sh) and Chromium (scripts/setup.sh
// --browser). Usage: node scripts/screenshot.mjs
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch, openPage, ready, startMatch, humanOrDone } from '../tests/browser/helpers.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = `${root}docs/table.png`;
const raw = `${root}target/table-full.png`;

const env = await launch();
try {
  const { page, errors, context } = await openPage(env, { path: '?fast', viewport: { width: 1000, height: 1000 } });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'expert', seed: 7, names: ['Ann'] });
  await page.click('#take');
  await humanOrDone(page);
  await page.click('#coach-toggle');
  // From the top of the page to just below the coach panel.
  const coach = await page.locator('#coach').boundingBox();
  const height = Math.ceil(coach.y + coach.height + 16);
  await page.screenshot({ path: raw, fullPage: true, clip: { x: 0, y: 0, width: 1000, height } });
  if (errors.length) throw new Error(errors.join('\n'));
  await context.close();
} finally {
  await env.close();
}
// A 256-colour palette (pngquant, when installed) keeps the file small.
try {
  execFileSync('pngquant', ['--force', '--strip', '--speed=1', '--quality=80-100', '--output', out, raw]);
} catch {
  copyFileSync(raw, out);
}
rmSync(raw);
console.log(`wrote ${out}`);
