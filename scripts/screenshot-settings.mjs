// Writes the README's pictures of the settings panel: docs/settings.png
// (English, 1280×800, on the table of a vs-Computer match) and
// docs/settings-phone.png (中文, 360×640); the other two combinations go to
// target/ to be looked at. Usage: node scripts/screenshot-settings.mjs
import { fileURLToPath } from 'node:url';
import { launch, openPage, ready, startMatch } from '../tests/browser/helpers.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const env = await launch();
for (const [locale, viewport, path] of [
  ['en-US', { width: 1280, height: 800 }, 'docs/settings.png'],
  ['zh-CN', { width: 360, height: 640 }, 'docs/settings-phone.png'],
  ['zh-CN', { width: 1280, height: 800 }, 'target/settings-zh-desktop.png'],
  ['en-US', { width: 360, height: 640 }, 'target/settings-en-phone.png'],
]) {
  const { page, context } = await openPage(env, { locale, viewport, path: '?seed=7' });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'expert', seed: 7 });
  await page.click('#settings-button');
  await page.check('#settings input[name=suits]');
  await page.selectOption('#settings select[name=back]', 'blue');
  await page.evaluate(() => { document.getElementById('settings').scrollTop = 0; });
  await page.screenshot({ path: root + path });
  console.log(`wrote ${path}`);
  await context.close();
}
await env.close();
