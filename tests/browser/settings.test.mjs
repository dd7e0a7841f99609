// The settings panel: the computer's speed sets its pause between 21点 moves
// (and `?pause=` still overrides it), every setting persists across a
// reload, a damaged stored value falls back to the defaults without an
// error, the look settings reach the page, and axe finds nothing in the
// panel in either language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch } from './helpers.mjs';
import { axeViolations } from './axe.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('duel21.settings')));

async function openPanel(page) {
  await page.click('#settings-button');
  await page.waitForSelector('#settings[open]');
}

test('the speed setting sets the computer pause, persists across a reload, and ?pause= overrides it', async () => {
  const { page, errors, context } = await openPage(env, { fresh: true });
  await ready(page);
  assert.equal(await page.getAttribute('body', 'data-pause-ms'), '700', 'normal by default');
  await openPanel(page);
  await page.selectOption('#settings select[name=speed]', 'slow');
  assert.equal(await page.getAttribute('body', 'data-pause-ms'), '1500');
  assert.deepEqual((await stored(page)).speed, 'slow');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('settings').open);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'settings-button', 'focus back on the gear');

  // After a reload the computer waits the slow pause: a virtual clock shows
  // it has not moved 1.4 s after the deal and has moved by 1.6 s.
  await page.clock.install();
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute('body', 'data-pause-ms'), '1500');
  // From here the page's time moves only when the test says.
  await page.clock.pauseAt(Date.now() + 1000);
  await startMatch(page, { mode: 'computer', computerSeat: 'p1', seed: 5 });
  const cards = () => page.evaluate(() => window.duel.state().seats.reduce((n, v) => n + v.cards.length, 0)
    + window.duel.state().seats.filter((v) => v.stood).length);
  const dealt = await cards();
  await page.clock.runFor(1400);
  assert.equal(await cards(), dealt, 'the computer waits');
  await page.clock.runFor(200);
  assert.equal(await cards(), dealt + 1, 'the computer has moved');

  // Instant: the computer moves on the next tick.
  await openPanel(page);
  await page.selectOption('#settings select[name=speed]', 'instant');
  await page.click('#settings-done');
  assert.equal(await page.getAttribute('body', 'data-pause-ms'), '0');

  // The address still wins over the setting.
  await page.goto(`${env.server.url}?pause=30`);
  await ready(page);
  assert.equal(await page.getAttribute('body', 'data-pause-ms'), '30');
  assert.equal((await stored(page)).speed, 'instant');
  assert.deepEqual(errors, []);
  await context.close();
});

test('every setting persists; the first-player default is alternate; coach, backs, suits and motion apply', async () => {
  const { page, errors, context } = await openPage(env, { reducedMotion: 'no-preference' });
  await ready(page);
  assert.equal(await page.inputValue('select[name=first_rule]'), 'alternate', 'the fairer rule by default');
  await openPanel(page);
  const f = '#settings';
  await page.selectOption(`${f} select[name=first]`, 'p1');
  await page.check(`${f} input[name=coach]`);
  // (The volume disabled without sound is the view's: tests/node/settings-view.test.mjs.)
  await page.uncheck(`${f} input[name=sound]`);
  await page.check(`${f} input[name=sound]`);
  await page.fill(`${f} input[name=volume]`, '75');
  // What a screen reader is given (Chromium's own accessibility tree): the slider is named.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  assert.deepEqual(nodes.filter((n) => n.role?.value === 'slider').map((n) => n.name?.value), ['Volume']);
  await cdp.detach();
  await page.selectOption(`${f} select[name=motion]`, 'off');
  await page.selectOption(`${f} select[name=back]`, 'blue');
  await page.check(`${f} input[name=suits]`);
  await page.check(`${f} input[name=cards24]`);
  // (Checked by default: the view's, tests/node/settings-view.test.mjs.)
  await page.uncheck(`${f} input[name=practice]`);
  await page.click('#settings-done');
  const want = { v: 1, speed: 'normal', coach: true, practice: false, first: 'p1', sound: true, volume: 75, motion: 'off', back: 'blue', suits: 'four', cards24: 'numbers' };
  assert.deepEqual(await stored(page), want);

  await page.reload();
  await ready(page);
  assert.deepEqual(await stored(page), want);
  assert.equal(await page.inputValue('select[name=first_rule]'), 'p1');
  const root = await page.evaluate(() => ({ ...document.documentElement.dataset }));
  assert.deepEqual(root, { motion: 'off', back: 'blue', suits: 'four' });
  await openPanel(page);
  assert.equal(await page.inputValue('#settings input[name=volume]'), '75');
  assert.equal(await page.isChecked('#settings input[name=suits]'), true);
  // Four colours: clubs green, diamonds blue (the panel's preview cards).
  const colour = (s) => page.evaluate((suit) => getComputedStyle(document.querySelector(`#settings .card[data-card$="${suit}"]`)).color, s);
  assert.equal(await colour('♣'), 'rgb(8, 114, 44)');
  assert.equal(await colour('♦'), 'rgb(25, 66, 181)');
  assert.equal(await colour('♠'), 'rgb(22, 22, 26)');
  await page.keyboard.press('Escape');

  // The coach opens with the match; a card animates not at all with motion off.
  await startMatch(page, { mode: 'pvp', seed: 3 });
  assert.equal(await page.isVisible('#coach'), true, 'coach open by default');
  assert.equal(await page.evaluate(() => window.duel.state().first_rule), 'p1', 'the set rule in the menu');
  await page.click('#take');
  const anim = await page.evaluate(() => getComputedStyle(document.querySelector('#play .card')).animationName);
  assert.equal(anim, 'none');
  const back = await page.evaluate(() => getComputedStyle(document.querySelector('#play .deck-back')).backgroundImage);
  assert.match(back, /rgb\(28, 63, 142\)/, 'the blue back');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a damaged or unknown stored value falls back to the defaults without an error', async () => {
  for (const [text, speed, sound] of [
    ['not json', 'normal', true],
    ['{"v":2,"speed":"slow"}', 'normal', true],
    ['{"v":1,"speed":"warp","volume":500,"sound":false,"motion":7}', 'normal', false],
    ['[1,2]', 'normal', true],
  ]) {
    const { page, errors, context } = await openPage(env);
    await page.evaluate((t) => localStorage.setItem('duel21.settings', t), text);
    await page.reload();
    await ready(page);
    assert.equal(await page.getAttribute('body', 'data-pause-ms'), '700', text);
    await openPanel(page);
    assert.equal(await page.inputValue('#settings select[name=speed]'), speed, text);
    assert.equal(await page.isChecked('#settings input[name=sound]'), sound, text);
    assert.equal(await page.inputValue('#settings input[name=volume]'), '40', text);
    assert.deepEqual(errors, [], text);
    await context.close();
  }
});

test('a stored word that names an inherited property (constructor, toString, __proto__) is not a choice', async () => {
  const { page, errors, context } = await openPage(env, { reducedMotion: 'no-preference' });
  await ready(page);
  for (const word of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
    const text = JSON.stringify({ v: 1, speed: word, back: word, suits: word, motion: word, first: word });
    await page.evaluate((t) => localStorage.setItem('duel21.settings', t), text);
    await page.reload();
    await ready(page);
    assert.equal(await page.getAttribute('body', 'data-pause-ms'), '700', word);
    assert.deepEqual(await page.evaluate(() => ({ ...document.documentElement.dataset })),
      { motion: 'on', back: 'red', suits: 'two' }, word);
    await openPanel(page);
    assert.equal(await page.inputValue('#settings select[name=speed]'), 'normal', word);
    await page.click('#settings-done');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('the panel: a key opens it, the focus stays inside, and axe finds nothing in either language', async () => {
  for (const [locale, title] of [['en-US', 'Settings'], ['zh-CN', '设置']]) {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 640 }]) {
      const { page, errors, context } = await openPage(env, { locale, viewport });
      await ready(page);
      await page.keyboard.press('o');
      await page.waitForSelector('#settings[open]');
      assert.equal(await page.textContent('#settings-title'), title);
      assert.equal(await page.evaluate(() => document.activeElement.id), 'settings-title');
      // The page behind a modal dialog is inert: Tab stays in the panel.
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        assert.ok(await page.evaluate(() => document.activeElement.closest('#settings') !== null), `tab ${i}`);
      }
      assert.deepEqual(await axeViolations(page, '#settings'), [], `${locale} ${viewport.width}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= viewport.width, `no horizontal scroll (${width})`);
      // Its scrollbar is drawn dark, as the page (Firefox drew a light one in the dialog).
      const look = await page.evaluate(() => {
        const s = getComputedStyle(document.getElementById('settings'));
        return { scheme: s.colorScheme, track: s.scrollbarColor.split(/\)\s+/).at(-1) };
      });
      assert.equal(look.scheme, 'dark');
      assert.equal(look.track, 'rgb(19, 38, 27)', 'the track is the panel\'s colour');
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});
