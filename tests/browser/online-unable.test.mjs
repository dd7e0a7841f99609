// A browser without WebRTC (Firefox with media.peerconnection.enabled off,
// WebKit built without it): the online screen says, in the player's
// language, that this browser cannot play online and what to do instead,
// loads nothing of the lobby, shows no step that cannot go on and logs no
// error. RTCPeerConnection is deleted before the page's scripts run.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const NO_RTC = `delete window.RTCPeerConnection; delete window.webkitRTCPeerConnection;`;

/** The online parts on show (visible divs of the screen), and whether any online chunk was fetched. */
const shownParts = (page) => page.$$eval('#online > div[id^="online-"]', (ds) => ds.filter((d) => !d.hidden).map((d) => d.id));

for (const [lang, locale, words] of [
  ['en', 'en-US', { unable: /cannot play online/, instead: /another browser.*on this device/s, button: /two players on this device/ }],
  ['zh', 'zh-CN', { unable: /不能在线对战/, instead: /换一个浏览器.*这台设备/s, button: /这台设备上双人对战/ }],
]) {
  for (const [size, viewport, touch] of [['desktop', { width: 1280, height: 800 }, false], ['phone', { width: 360, height: 640 }, true]]) {
    test(`no WebRTC (${lang}, ${size}): the menu's online play says what to do instead`, async () => {
      const fetched = [];
      const { page, context, errors } = await openPage(env, { viewport, locale, init: NO_RTC, hasTouch: touch, isMobile: touch });
      page.on('request', (r) => { if (/online|lobby/.test(r.url())) fetched.push(r.url()); });
      await ready(page);
      assert.equal(await page.evaluate(() => typeof window.RTCPeerConnection), 'undefined');
      if (touch) await page.tap('#online-open');
      else {
        await page.focus('#online-open');
        await page.keyboard.press('Enter');
      }
      await page.waitForSelector('#online-unable:not([hidden])');
      assert.deepEqual(await shownParts(page), ['online-unable']);
      assert.match(await page.textContent('#online-unable'), words.unable);
      assert.match(await page.textContent('#online-unable'), words.instead);
      assert.match(await page.textContent('#online-hotseat'), words.button);
      // Nothing of the lobby: no half-built step, no error line, no script error.
      assert.ok(await page.isHidden('#online-error'));
      assert.equal(await page.textContent('#online-status'), '');
      assert.deepEqual(fetched, []);
      // The page does not scroll sideways, and the way out is on screen.
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
      const box = await page.locator('#online-hotseat').boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, JSON.stringify(box));
      // "Play two players on this device": the menu, PvP chosen.
      if (touch) await page.tap('#online-hotseat');
      else {
        await page.focus('#online-hotseat');
        await page.keyboard.press('Enter');
      }
      await page.waitForFunction(() => document.body.dataset.screen === 'menu');
      assert.ok(await page.isChecked('#menu-form input[name="mode"][value="pvp"]'));
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test('no WebRTC: an invitation link opened here says the same, in the page\'s language', async () => {
  const { page, context, errors } = await openPage(env, { path: '#join=abc', locale: 'zh-CN', init: NO_RTC });
  await ready(page);
  await page.waitForSelector('#online-unable:not([hidden])');
  assert.deepEqual(await shownParts(page), ['online-unable']);
  assert.match(await page.textContent('#online-unable'), /不能在线对战/);
  // Switching the language says it in English.
  await page.click('#lang-toggle');
  assert.match(await page.textContent('#online-unable'), /cannot play online/);
  assert.deepEqual(errors, []);
  await context.close();
});
