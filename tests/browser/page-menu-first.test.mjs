// The menu needs no engine: on a first visit it is shown while the 21点
// engine is still on its way (its wasm held back here), and a Start pressed
// before it arrives says the engine is still loading (under Start, over
// none of the menu's controls), then starts the match as soon as it is
// here, once. In both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, holdBack } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

for (const [lang, locale, wait] of [['en', 'en-US', /still loading/], ['zh', 'zh-CN', /还在载入/]]) {
  test(`the menu is shown before the engine arrives; Start waits for it and says so (${lang})`, async () => {
    const context = await env.browser.newContext({ locale, viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    const { engine: release } = await holdBack(context, ['engine']);
    await page.goto(`${env.server.url}?fast`);
    await page.waitForSelector('#menu:not([hidden]) #start');
    assert.ok(await page.isHidden('#loading'));
    assert.notEqual(await page.evaluate(() => document.body.dataset.ready), 'true', 'the engine is still held back');
    // Start before the engine: said, and nothing started twice.
    await page.click('#start');
    await page.click('#start');
    await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('progress-text').textContent), wait.source);
    assert.equal(await page.evaluate(() => document.body.dataset.screen), 'menu');
    // Seen under Start, in the menu's flow, over none of its controls (the
    // note over the window's top covered Two players / vs Computer).
    const seen = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect();
      const shown = [...document.querySelectorAll('.progress-note')].filter((n) => box(n).width > 1 && n.checkVisibility());
      const covered = shown.flatMap((n) => [...document.querySelectorAll('#menu :is(input, button, select, label)')]
        .filter((c) => c.checkVisibility() && box(c).bottom > box(n).top && box(c).top < box(n).bottom
          && box(c).right > box(n).left && box(c).left < box(n).right)
        .map((c) => `${n.id || 'note'} over ${c.id || c.name || c.textContent.trim()}`));
      return { shown: shown.map((n) => n.id), text: shown[0]?.textContent.trim(), covered, underStart: box(shown[0]).top >= box(document.getElementById('start')).bottom };
    });
    assert.deepEqual(seen.shown, ['menu-wait']);
    assert.match(seen.text, wait);
    assert.deepEqual(seen.covered, []);
    assert.ok(seen.underStart);
    release();
    await page.waitForFunction(() => document.body.dataset.screen === 'play' && document.body.dataset.ready === 'true');
    assert.equal(await page.textContent('#progress-text'), '');
    const saves = await page.evaluate(() => Object.keys(localStorage).filter((k) => /^duel21\.save\.21(-\d+)?$/.test(k)).length);
    assert.equal(saves, 1, "one match started");
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/**
 * A phone's page in `locale` with the engine held back (`release()` lets it
 * come): Start pressed once its handlers are bound (it has shown its first
 * screen), the wait said, then Escape.
 */
async function startThenEscape(locale) {
  const context = await env.browser.newContext({ locale, viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const { engine: release } = await holdBack(context, ['engine']);
  await page.goto(`${env.server.url}?fast`);
  await page.waitForFunction(() => document.body.dataset.screen === 'menu');
  await page.click('#start');
  await page.waitForFunction(() => /\S/.test(document.getElementById('progress-text').textContent));
  await page.keyboard.press('Escape');
  return { context, page, release, errors };
}

for (const [lang, locale, cancelled] of [['en', 'en-US', 'Cancelled.'], ['zh', 'zh-CN', '已取消。']]) {
  test(`Escape while Start waits for the engine (the page here, the wasm not) says it is cancelled; nothing starts (${lang})`, async () => {
    const { context, page, release, errors } = await startThenEscape(locale);
    await page.waitForFunction((w) => document.getElementById('progress-text').textContent === w, cancelled);
    const note = await page.evaluate(() => ({
      shown: !document.querySelector('#progress .progress-note').hidden,
      spinner: !document.querySelector('#progress .spinner').hidden,
    }));
    assert.deepEqual(note, { shown: true, spinner: false }, 'said, with nothing on its way');
    release();
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    assert.equal(await page.evaluate(() => document.body.dataset.screen), 'menu');
    assert.equal(await page.textContent('#progress-text'), '', 'the note goes once the engine is here');
    const saves = await page.evaluate(() => Object.keys(localStorage).filter((k) => /^duel21\.save\.21(-\d+)?$/.test(k)).length);
    assert.equal(saves, 0, 'no match started');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [lang, locale, wait] of [['en', 'en-US', /still loading/], ['zh', 'zh-CN', /还在载入/]]) {
  test(`Start again after Escape dropped the wait: the wait is on again, and the match starts once the engine is here (${lang})`, async () => {
    const { context, page, release, errors } = await startThenEscape(locale);
    await page.waitForFunction((re) => !new RegExp(re).test(document.getElementById('progress-text').textContent), wait.source);
    // Start again, by Enter on it.
    await page.focus('#start');
    await page.keyboard.press('Enter');
    await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('progress-text').textContent), wait.source);
    assert.equal(await page.evaluate(() => document.querySelector('#progress .spinner').hidden), false, 'something is on its way again');
    release();
    await page.waitForFunction(() => document.body.dataset.screen === 'play' && document.body.dataset.ready === 'true');
    const saves = await page.evaluate(() => Object.keys(localStorage).filter((k) => /^duel21\.save\.21(-\d+)?$/.test(k)).length);
    assert.equal(saves, 1, 'one match started');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
