// Writes the README's picture of an online match, docs/online.png (English:
// the host's invitation with its QR code at 1280×800 beside the guest's
// table on a 360×640 phone), and, to target/ to be
// looked at, the invitation, the guest's join screen and the table in both
// languages at 1280×800 and 360×640. Two browser contexts connect over
// WebRTC with ?stun=none. Usage: node scripts/screenshot-online.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch, openPage, ready } from '../tests/browser/helpers.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const env = await launch();
const rel = (href) => href.slice(env.server.url.length);
for (const [locale, viewport, tag] of [
  ['en-US', { width: 1280, height: 800 }, 'en-desktop'],
  ['zh-CN', { width: 1280, height: 800 }, 'zh-desktop'],
  ['en-US', { width: 360, height: 640 }, 'en-phone'],
  ['zh-CN', { width: 360, height: 640 }, 'zh-phone'],
]) {
  const h = await openPage(env, { locale, viewport, path: '?stun=none' });
  await ready(h.page);
  await h.page.click('#online-open');
  await h.page.screenshot({ path: `${root}target/online-start-${tag}.png` });
  await h.page.fill('#online-name', locale === 'en-US' ? 'Ann' : '小安');
  await h.page.click('#online-invite');
  await h.page.waitForSelector('#online-link[data-kind="invite"]');
  await h.page.screenshot({ path: `${root}target/online-invite-${tag}.png` });
  const g = await openPage(env, { locale, viewport, path: rel(await h.page.inputValue('#online-link')) });
  await ready(g.page);
  await g.page.waitForSelector('#online-join:not([hidden])');
  await g.page.screenshot({ path: `${root}target/online-join-${tag}.png` });
  await g.page.fill('#online-guest-name', locale === 'en-US' ? 'Bo' : '阿博');
  await g.page.click('#online-answer');
  await g.page.waitForSelector('#online-link[data-kind="reply"]');
  await g.page.screenshot({ path: `${root}target/online-reply-${tag}.png` });
  await h.page.fill('#online-paste', await g.page.inputValue('#online-link'));
  await h.page.click('#online-paste-go');
  await h.page.waitForSelector('#online-table:not([hidden]) .seat .hand .card', { timeout: 15000 });
  await g.page.waitForSelector('#online-table:not([hidden]) .seat .hand .card');
  await h.page.waitForTimeout(600);
  await h.page.screenshot({ path: `${root}target/online-table-host-${tag}.png` });
  await g.page.screenshot({ path: `${root}target/online-table-guest-${tag}.png` });
  if (tag === 'en-phone') await g.page.screenshot({ path: `${root}target/online-table-guest-whole-${tag}.png`, fullPage: true });
  console.log(`wrote target/online-*-${tag}.png`);
  await h.context.close();
  await g.context.close();
}
// The two pictures side by side, drawn by the browser itself.
const png = (f) => `data:image/png;base64,${readFileSync(`${root}target/${f}`).toString('base64')}`;
const { page, context } = await openPage(env, { viewport: { width: 1740, height: 800 } });
await page.setContent(`<body style="margin:0;display:flex;gap:20px;align-items:center;background:#0b1f17">
  <img src="${png('online-invite-en-desktop.png')}" width="1280" height="800">
  <img src="${png('online-table-guest-whole-en-phone.png')}" style="height:780px"></body>`);
await page.screenshot({ path: `${root}docs/online.png` });
await context.close();
console.log('wrote docs/online.png');
await env.close();
