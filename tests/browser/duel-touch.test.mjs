// A phone (360×640, touch, no keyboard) in both languages: the buttons show
// no keyboard hints (T, S, N, C, M, ↵, L …), and the page's title is shown
// whole, not cut off.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const shownHints = (page) => page.$$eval('kbd', (ks) => ks
  .filter((k) => k.getClientRects().length > 0 && getComputedStyle(k).visibility !== 'hidden')
  .map((k) => k.textContent));

for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  test(`${lang}: on a touch phone no key hints show, and the title is whole`, async () => {
    const { page, errors, context } = await openPage(env, {
      path: '?seed=42&fast', locale, viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true,
    });
    await ready(page);
    assert.deepEqual(await shownHints(page), [], 'the menu');
    const title = await page.$eval('h1', (h) => ({ scroll: h.scrollWidth, client: h.clientWidth, text: h.textContent }));
    assert.ok(title.scroll <= title.client, `the title "${title.text}" is cut: ${title.scroll} > ${title.client}`);
    await startMatch(page, { mode: 'pvp' });
    assert.deepEqual(await shownHints(page), [], 'the table');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('with a mouse and keyboard the hints still show', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42', viewport: { width: 1280, height: 800 } });
  await ready(page);
  await startMatch(page, { mode: 'pvp' });
  assert.ok((await shownHints(page)).includes('T'));
  assert.deepEqual(errors, []);
  await context.close();
});
