// Shared set-up for the browser tests: a static server on 127.0.0.1 and
// Debian's Chromium driven by playwright-core. Every page error and console
// error is collected so a test can assert there were none.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';

export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });

export async function launch() {
  const server = await startServer(0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    // playwright gives every launch a fresh, empty user data dir of its own.
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** A new page that records console errors and page errors into `errors`. */
export async function openPage(env, { path = '', viewport, locale = 'en-US' } = {}) {
  const context = await env.browser.newContext({ viewport, locale });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('dialog', (d) => { errors.push(`dialog: ${d.message()}`); d.dismiss(); });
  await page.goto(env.server.url + path);
  return { page, context, errors };
}
