// Renders the home-screen icons of the web app manifest from the SVGs, with
// Debian's Chromium: www/icons/icon-{192,512}.png from www/icon.svg, and the
// maskable ones (full-bleed, the picture inside the central 72 %, the safe
// zone) from www/icons/maskable.svg. The PNGs are committed; rerun this after
// changing an SVG:  node scripts/icons.mjs
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const [svg, name] of [['www/icon.svg', 'icon'], ['www/icons/maskable.svg', 'maskable']]) {
  const data = `data:image/svg+xml;base64,${readFileSync(root + svg).toString('base64')}`;
  for (const size of [192, 512]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style><img src="${data}" width="${size}" height="${size}">`);
    await page.waitForFunction(() => document.images[0].complete);
    await page.screenshot({ path: `${root}www/icons/${name}-${size}.png`, omitBackground: true });
    console.log(`www/icons/${name}-${size}.png`);
  }
}
await browser.close();
