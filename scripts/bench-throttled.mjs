// The first paint and the menu's paint on a mid-range phone's network and
// CPU, as Chromium's DevTools protocol emulates them: 150 ms round trip,
// 1.6 Mbit/s down and 750 kbit/s up, the CPU 4× slower, every text file
// served gzipped (as a host serves it). Each load is cold (a fresh browser
// context: no cache, no service worker) at 360×640. Prints each load and the
// medians: the first paint (the Paint Timing entry), the first animation
// frame in which the menu's Start is laid out and visible, and when the page
// was ready (the engine there). Run after scripts/build.sh:
//   node scripts/bench-throttled.mjs [LOADS]
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/browser/chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOADS = Number(process.argv[2] ?? 7);
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json', '.png': 'image/png',
};

/** A static server over the project that gzips all but images. */
function gzipServer() {
  const server = createServer(async (req, res) => {
    let path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (path.endsWith('/')) path += 'index.html';
    try {
      const body = await readFile(join(ROOT, path));
      const type = TYPES[extname(path)] ?? 'application/octet-stream';
      const zip = type !== 'image/png';
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', ...(zip ? { 'content-encoding': 'gzip' } : {}) });
      res.end(zip ? gzipSync(body) : body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const server = await gzipServer();
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
const loads = [];
for (let i = 0; i < LOADS; i += 1) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    const check = () => {
      const start = document.getElementById('start');
      if (start && start.offsetParent !== null) window.__menuAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  const r = await page.evaluate(() => ({
    first_paint_ms: Math.round(performance.getEntriesByType('paint').find((p) => p.name === 'first-paint')?.startTime ?? -1),
    menu_ms: Math.round(window.__menuAt ?? -1),
    ready_ms: Math.round(performance.now()),
  }));
  r.menu_after_paint_ms = r.menu_ms - r.first_paint_ms;
  loads.push(r);
  await context.close();
}
await browser.close();
server.close();
const median = (k) => loads.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(loads.length / 2)];
for (const r of loads) console.log(JSON.stringify(r));
console.log(JSON.stringify({
  first_paint_ms: median('first_paint_ms'), menu_ms: median('menu_ms'),
  menu_after_paint_ms: median('menu_after_paint_ms'), ready_ms: median('ready_ms'), loads: LOADS,
}));
