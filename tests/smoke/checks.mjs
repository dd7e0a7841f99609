// The cross-engine smoke checks (scripts/smoke.mjs runs them in Chromium,
// Firefox ESR and WebKitGTK): what a player does first in each engine, once,
// through the page's own controls. The rules, the words and the layout in
// depth are the other layers' (docs/testing.md); this run asks whether the
// page works in the engine at all.
//
// Each check gets `t`: `t.page` (tests/smoke/drivers.mjs), `t.serve(opts)`
// (the page on an origin of its own, so storage, caches and the service
// worker start empty, with the error recorder tests/smoke/errors.js in every
// page; `onRequest(path)`, awaited before a file is served, may hold it back), `t.na(reason)` (the engine cannot do this step: reported as not
// applicable with the reason, never as passed). Any error a page records
// fails the check.
import assert from 'node:assert/strict';
import { STRINGS } from '../../www/i18n.js';

/** A vs-Computer (Easy) seed whose match leaves the person mistakes to learn from. */
const SEED = '8321839832661118';
/** A name at the menu's limit, 32 characters. */
const LONG = 'Wolfeschlegelsteinhausenbergerdo';

const ready = () => document.body.dataset.ready === 'true';
const shown = (css) => { const e = document.querySelector(css); return e !== null && e.checkVisibility(); };

async function boot(page, url) {
  await page.goto(url);
  await page.waitFor(ready, null, 'the page to boot (body[data-ready])');
}

/** A text field emptied, then typed with real keys. */
async function fill(page, css, text) {
  await page.eval((s) => { const e = document.querySelector(s); e.value = ''; e.dispatchEvent(new Event('input', { bubbles: true })); }, css);
  await page.type(css, text);
}

/** Starts a 21点 match from the menu with the page's own controls. */
async function startMatch(page, { mode = 'pvp', level, seed } = {}) {
  await page.click(`input[name=mode][value=${mode}]`);
  if (level) await page.select('select[name=level]', level);
  if (seed !== undefined) await fill(page, 'input[name=seed]', String(seed));
  await page.click('#start');
  await page.waitFor(() => window.duel !== undefined && !document.getElementById('play').hidden, null, 'the 21点 table');
}

/** Starts a 24点 game from the menu. */
async function start24(page, mode = 'solo') {
  await page.click('input[name=game][value="24"]');
  await page.click(`input[name=mode24][value=${mode}]`);
  await page.click('#start');
  await page.waitFor(() => window.game24 !== undefined && !document.getElementById('play24').hidden, null, 'the 24点 table');
}

/**
 * Plays the 21点 match to its end with the page's own buttons (the person
 * takes below 16), the computer moving by itself (helpers.mjs,
 * playToEndInPage, the same policy).
 */
function playToEnd(page) {
  return page.eval(async () => {
    const frame = () => new Promise((resolve) => { requestAnimationFrame(() => resolve()); });
    for (let i = 0; i < 400; i += 1) {
      let s = window.duel.state();
      while (s.computer_turn) {
        await frame();
        s = window.duel.state();
      }
      if (s.phase === 'match_over') return s.phase;
      const seat = s.seats.find((v) => v.seat === s.to_move);
      const id = s.can_next ? 'next' : s.can_take && seat.total < 16 ? 'take' : 'stand';
      document.getElementById(id).click();
      await frame();
    }
    return 'the match did not end';
  });
}

const state24 = (page) => page.eval(() => window.game24.state());

export const CHECKS = [
  {
    name: 'boot',
    about: 'the page boots to its menu with no console or page error',
    async run(t) {
      const { url } = await t.serve();
      await boot(t.page, url);
      assert.ok(await t.page.eval(shown, '#menu'), 'the menu is shown');
      assert.ok(await t.page.eval(() => document.getElementById('start').textContent.includes('Start')));
    },
  },
  {
    name: 'menu before the bundle',
    about: 'with the page\'s bundle held back the menu is shown in the remembered language, and a Start clicked then starts the match once the bundle is here',
    async run(t) {
      const { page } = t;
      // WebDriver's navigation (WebKitGTK's) waits for the load event, which
      // the held bundle (index.html's module script) holds.
      if (page.driver) t.na('WebDriver navigates only once the page has loaded, and the held bundle holds its load event');
      const hold = { on: false };
      hold.bundle = new Promise((resolve) => { hold.release = resolve; });
      const { url } = await t.serve({ onRequest: (path) => (hold.on && path === '/www/pkg/app.js' ? hold.bundle : null) });
      // Chinese remembered on a first visit: the next visit's first paint speaks it.
      await boot(page, `${url}?fast`);
      await page.eval(() => localStorage.setItem('duel21.lang', 'zh'));
      hold.on = true;
      // Not until the load event: the bundle held holds it (index.html's
      // module script; the menu is in the markup and needs no module).
      await page.goto(`${url}?fast`, { early: true });
      await page.waitFor(shown, '#menu #start', 'the menu before the bundle');
      // The heading as rendered: index.html holds both languages' words, the
      // stylesheet shows those of <html lang> (www/lang.js chose it).
      const seen = await page.eval(() => ({
        heading: document.getElementById('menu-heading').innerText.trim(),
        lang: document.documentElement.lang,
        english: getComputedStyle(document.querySelector('#menu-heading [lang="en"]')).display,
        screen: document.body.dataset.screen ?? null,
      }));
      assert.deepEqual(seen, { heading: STRINGS.zh.menu_heading, lang: 'zh-CN', english: 'none', screen: null });
      await page.click('#start');
      await page.waitFor((w) => document.getElementById('menu-wait').innerText.trim() === w, STRINGS.zh.menu_engine_wait, 'the still-loading note');
      hold.release();
      await page.waitFor(() => window.duel !== undefined && !document.getElementById('play').hidden, null, 'the 21点 table');
      assert.equal(await page.eval(() => document.getElementById('progress-text').textContent), '');
    },
  },
  {
    name: 'match, review, drill',
    about: 'a match vs the computer (Easy) played to its end, its review, and a drill answered',
    async run(t) {
      const { url } = await t.serve();
      const { page } = t;
      await boot(page, `${url}?fast`);
      await startMatch(page, { mode: 'computer', level: 'easy', seed: SEED });
      assert.equal(await playToEnd(page), 'match_over');
      await page.click('#review-summary');
      await page.waitFor(shown, '#review #graph .point', 'the review and its graph');
      await page.click('#learn-start');
      await page.waitFor(shown, '#learn-drill [data-action="drill-answer"]', 'a drill');
      await page.click('#learn-drill [data-choice="take"]');
      await page.waitFor(shown, '#learn-drill .drill-result', "the drill's verdict");
      const record = await page.eval(() => JSON.parse(localStorage.getItem('duel21.practice')));
      assert.equal(record.answered, 1, 'the answer is kept in the practice record');
    },
  },
  {
    name: '24点 solo',
    about: '24点 alone: a typed answer, a wrong and a right "no solution" claim (seed 42)',
    async run(t) {
      const { url } = await t.serve();
      const { page } = t;
      await boot(page, `${url}?seed=42`);
      await start24(page);
      assert.deepEqual((await state24(page)).deal.cards, ['K♣', '3♣', 'Q♠', 'K♦']);
      await page.type('#g24-expr', '(3 - K / K) * Q');
      await page.press('Enter');
      await page.waitFor(() => window.game24.state().phase === 'deal_over', null, 'the deal to be solved');
      assert.equal((await state24(page)).last.end.reason, 'solved');
      assert.deepEqual((await state24(page)).scores, [1, 0]);
      // N deals the next (4♣ 8♦ 4♠ A♣, solvable): X claims "no solution", wrongly.
      await page.press('Escape');
      await page.press('n');
      await page.waitFor(() => window.game24.state().deal.index === 1, null, 'the second deal');
      await page.press('Escape');
      await page.press('x');
      await page.waitFor(() => window.game24.state().phase === 'deal_over', null, 'the wrong claim to be judged');
      assert.equal((await state24(page)).last.end.reason, 'wrong_claim');
      // The third (2♣ J♣ 2♥ 7♥) has no solution: the claim is right and scores.
      await page.press('n');
      await page.waitFor(() => window.game24.state().deal.index === 2, null, 'the third deal');
      assert.deepEqual((await state24(page)).deal.cards, ['2♣', 'J♣', '2♥', '7♥']);
      await page.press('Escape');
      await page.press('x');
      await page.waitFor(() => window.game24.state().phase === 'deal_over', null, 'the right claim to be judged');
      const s = await state24(page);
      assert.equal(s.last.end.reason, 'right_claim');
      assert.deepEqual(s.scores, [2, 0]);
      assert.ok(await page.eval(() => document.getElementById('g24-banner').textContent.trim().length > 0));
    },
  },
  {
    name: 'any-four-numbers solver',
    about: 'the solver panel: K q J a typed, 3 3 8 8 and 1 1 1 1',
    async run(t) {
      const { url } = await t.serve();
      const { page } = t;
      await boot(page, url);
      await page.click('input[name=game][value="24"]');
      await page.click('#g24-solve-open');
      await page.waitFor(shown, '#solve24', 'the solver panel');
      const ask = async (values) => {
        for (const [i, v] of values.entries()) await fill(page, `#solve24-v${i}`, v);
        await page.eval(() => { document.getElementById('solve24-result').textContent = ''; });
        await page.click('#solve24-check');
        return page.waitFor(() => document.getElementById('solve24-result').textContent, null, "the solver's answer");
      };
      assert.match(await ask(['K', 'q', 'J', 'a']), /^1 11 12 13: 24 can be made/);
      assert.match(await ask(['3', '3', '8', '8']), /^3 3 8 8: 24 can be made/);
      assert.match(await ask(['1', '1', '1', '1']), /^1 1 1 1: no solution/);
    },
  },
  {
    name: 'statistics export and import',
    about: 'a finished match (two players on one device) exported as a file and imported on a fresh device',
    async run(t) {
      const { page } = t;
      const openStats = async () => {
        await page.click('#stats-button');
        await page.waitFor(shown, '#stats-export', 'the statistics screen');
      };
      const { url } = await t.serve();
      await boot(page, `${url}?fast`);
      await startMatch(page, { mode: 'pvp', seed: 5 });
      assert.equal(await playToEnd(page), 'match_over');
      await openStats(page);
      // The file the export hands to the browser's download, as the page made it.
      await page.eval(() => {
        const made = URL.createObjectURL;
        URL.createObjectURL = (blob) => { blob.text().then((text) => { window.__exported = text; }); return made(blob); };
      });
      await page.click('#stats-export');
      const exported = await page.waitFor(() => window.__exported, null, 'the exported file');
      const file = JSON.parse(exported);
      assert.equal(file.format, 'duel21-stats');
      assert.equal(file['21'].entries.length, 1);
      // Another device (origin): the file chosen in the import's file field.
      const fresh = await t.serve();
      await boot(page, fresh.url);
      await openStats(page);
      await page.eval((text) => {
        const input = document.getElementById('stats-file');
        const files = new DataTransfer();
        files.items.add(new File([text], 'stats.json', { type: 'application/json' }));
        input.files = files.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }, exported);
      await page.waitFor(() => document.getElementById('stats-msg').dataset.tone, null, "the import's message");
      assert.equal(await page.eval(() => document.getElementById('stats-msg').dataset.tone), 'ok');
      assert.match(await page.eval(() => document.getElementById('stats-msg').textContent), /^The file was imported/);
      const kept = await page.eval(() => localStorage.getItem('duel21.stats.21'));
      assert.ok(kept?.includes(file['21'].entries[0].id), 'the imported match is in the record');
    },
  },
  {
    name: 'settings kept on reload',
    about: 'the speed and the four-colour suits chosen in the panel, kept across a reload',
    async run(t) {
      const { url } = await t.serve();
      const { page } = t;
      await boot(page, url);
      await page.click('#settings-button');
      await page.waitFor(() => document.getElementById('settings').open, null, 'the settings panel');
      await page.select('#settings select[name=speed]', 'slow');
      await page.click('#settings input[name=suits]');
      await page.click('#settings-done');
      await page.reload();
      await page.waitFor(ready, null, 'the page to boot again');
      const after = await page.eval(() => ({
        stored: JSON.parse(localStorage.getItem('duel21.settings')),
        pause: document.body.dataset.pauseMs,
        suits: document.documentElement.dataset.suits,
      }));
      assert.equal(after.stored.speed, 'slow');
      assert.equal(after.stored.suits, 'four');
      assert.equal(after.pause, '1500', "the computer's pause is the slow one");
      assert.equal(after.suits, 'four');
    },
  },
  {
    name: 'two tabs',
    about: 'the same match in two tabs: the tab left behind is asked, and takes the other\'s match',
    async run(t) {
      const { url } = await t.serve();
      const a = t.page;
      await boot(a, `${url}?seed=7&fast`);
      await startMatch(a, { mode: 'pvp' });
      await a.click('#take');
      const b = await a.newTab();
      try {
        await boot(b, `${url}?fast`);
        await b.waitFor(() => window.duel !== undefined && !document.getElementById('play').hidden, null, 'the match resumed in tab B');
        await b.click('#stand');
        const theirs = await b.eval(() => window.duel.state());
        await a.waitFor(shown, '#conflict', 'tab A to be asked');
        assert.match(await a.eval(() => document.getElementById('conflict').textContent), /continued in another tab/);
        await a.click('#conflict-load');
        await a.waitFor(() => document.getElementById('conflict').hidden, null, 'the question to close');
        assert.deepEqual(await a.eval(() => window.duel.state()), theirs, "A shows B's match");
      } finally {
        await b.close();
      }
    },
  },
  {
    name: 'offline reload',
    about: 'after a first visit, a reload with the server gone still boots and plays',
    async run(t) {
      const { page } = t;
      // The page offline is the one the service worker stored, without the
      // error recorder (tests/smoke/errors.js is not a file of the page):
      // there the errors are the driver's (Chromium's and Firefox's).
      const server = await t.serve();
      await page.goto(server.url);
      const worker = await page.eval(() => 'serviceWorker' in navigator);
      if (!worker) t.na('this engine has no service worker here (navigator.serviceWorker is missing)');
      await page.waitFor(ready, null, 'the page to boot');
      // The worker has stored every file once it is active and controls the page.
      await page.eval(() => navigator.serviceWorker.ready.then(() => true));
      await page.waitFor(() => navigator.serviceWorker.controller !== null, null, 'the service worker to control the page');
      await server.close();
      await page.reload();
      await page.waitFor(ready, null, 'the page to boot offline');
      await startMatch(page, { mode: 'pvp' });
      await page.click('#take');
      await page.waitFor(() => window.duel.state().seats.some((v) => v.cards.length > 0), null, 'a card taken offline');
    },
  },
  {
    name: 'no WebRTC',
    about: 'a browser without WebRTC opening "Play a friend online" gets the plain message',
    async run(t) {
      const { url } = await t.serve({ noWebRtc: true });
      const { page } = t;
      await boot(page, url);
      assert.equal(await page.eval(() => typeof window.RTCPeerConnection), 'undefined');
      await page.click('#online-open');
      await page.waitFor(shown, '#online-unable', 'the message that this browser cannot play online (#online-unable)', 10_000)
        .catch(async (e) => {
          const said = await page.eval(() => [...document.querySelectorAll('#online [role=alert], #online-error, #trap, #notice')]
            .filter((x) => x.checkVisibility()).map((x) => x.textContent.trim()).join(' / '));
          throw new Error(`${e.message}; the page shows: ${said || 'nothing of the kind'}`);
        });
      assert.match(await page.eval(() => document.getElementById('online-unable').textContent), /WebRTC/);
    },
  },
  {
    name: 'no sideways scroll at 360 px',
    about: 'the menu, a 21点 match with 32-character names, 24点 and the statistics in a 360×640 frame',
    async run(t) {
      const { url } = await t.serve();
      const { page } = t;
      await page.goto(`${url}tests/smoke/frame.html`);
      await page.eval((src) => new Promise((resolve) => {
        const f = document.getElementById('phone');
        f.addEventListener('load', () => resolve(true), { once: true });
        f.src = src;
      }), `${url}?fast`);
      // The framed page is driven through its document's objects (its own
      // code cannot be evaluated: the page's Content-Security-Policy).
      const frame = (fn, arg) => page.eval(fn, arg);
      const wide = () => frame(() => {
        const d = document.getElementById('phone').contentDocument.documentElement;
        return d.scrollWidth > d.clientWidth ? `${d.scrollWidth} > ${d.clientWidth}` : '';
      });
      await page.waitFor(() => document.getElementById('phone').contentDocument?.body?.dataset.ready === 'true', null, 'the framed page to boot');
      assert.equal(await page.eval(() => document.getElementById('phone').contentWindow.innerWidth), 360, 'the frame is 360 px wide');
      const over = {};
      over.menu = await wide();
      await frame((name) => {
        const d = document.getElementById('phone').contentDocument;
        d.querySelector('input[name=mode][value=computer]').click();
        for (const n of ['name1', 'name2']) {
          const e = d.querySelector(`input[name=${n}]`);
          e.value = name;
          e.dispatchEvent(new Event('input', { bubbles: true }));
        }
        d.getElementById('start').click();
      }, LONG);
      await page.waitFor(() => !document.getElementById('phone').contentDocument.getElementById('play').hidden, null, 'the framed 21点 table');
      over['21点 table'] = await wide();
      // A fresh start at the menu: the frame's storage emptied, the page loaded again.
      await page.eval((src) => new Promise((resolve) => {
        const f = document.getElementById('phone');
        f.contentWindow.localStorage.clear();
        f.addEventListener('load', () => resolve(true), { once: true });
        f.src = src;
      }), `${url}?fast&again`);
      await page.waitFor(() => document.getElementById('phone').contentDocument?.body?.dataset.ready === 'true', null, 'the framed page to boot again');
      await frame(() => {
        const d = document.getElementById('phone').contentDocument;
        d.querySelector('input[name=game][value="24"]').click();
        d.querySelector('input[name=mode24][value=solo]').click();
        d.getElementById('start').click();
      });
      await page.waitFor(() => !document.getElementById('phone').contentDocument.getElementById('play24').hidden, null, 'the framed 24点 table');
      over['24点 table'] = await wide();
      await frame(() => document.getElementById('phone').contentDocument.getElementById('stats-button').click());
      await page.waitFor(() => {
        const e = document.getElementById('phone').contentDocument.getElementById('stats-export');
        return e !== null && e.checkVisibility();
      }, null, 'the framed statistics');
      over.statistics = await wide();
      const bad = Object.entries(over).filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`);
      assert.deepEqual(bad, [], 'no screen is wider than 360 px');
    },
  },
];

/** The online table's state on one side (tests/browser/online-helpers.mjs, `info`). */
const onlineInfo = (page) => page.eval(() => {
  const root = document.getElementById('online');
  const on = (id) => { const b = document.getElementById(id); return !b.hidden && !b.disabled; };
  return {
    count: root.dataset.count,
    hash: root.dataset.hash,
    seat: root.dataset.seat,
    moves: ['online-take', 'online-stand', 'online-next'].filter(on),
    table: document.querySelector('#online-table .felt')?.textContent.replace(/Waiting for \S+|Your turn\.|Deal the next round\./g, '') ?? '',
    over: !document.getElementById('online-summary').hidden,
  };
});

/** Until both sides hold the same record and one of them may move. */
async function settled(pages) {
  const end = Date.now() + 30_000;
  for (;;) {
    const [a, b] = await Promise.all(pages.map(onlineInfo));
    if (a.count === b.count && a.hash === b.hash && a.table && (a.moves.length || b.moves.length || (a.over && b.over))) return [a, b];
    if (Date.now() > end) throw new Error(`the two sides did not settle: ${JSON.stringify([a, b])}`);
  }
}

/**
 * Online play between two engines over real WebRTC with no STUN server
 * (`?stun=none`: both on this machine): `host` invites, `guest` opens the
 * invitation, the reply goes back through a link opened in a new tab of the
 * host's browser, and whoever is to move moves (take below 16, else stand,
 * deal when it is theirs) until eight moves are made or the match ends; both
 * tables equal after each.
 */
export async function onlinePair(t, host, guest) {
  const { url } = await t.serve();
  await boot(host, `${url}?stun=none`);
  await host.click('#online-open');
  await fill(host, '#online-name', 'Ann');
  await host.click('#online-invite');
  const invitation = await host.waitFor(() => document.querySelector('#online-link[data-kind="invite"]')?.value, null, 'the invitation');
  assert.match(invitation, /#join=[zt][A-Za-z0-9_-]+$/);
  await boot(guest, invitation);
  await guest.waitFor(shown, '#online-join', 'the invitation to be read');
  await fill(guest, '#online-guest-name', 'Bo');
  await guest.click('#online-answer');
  const reply = await guest.waitFor(() => document.querySelector('#online-link[data-kind="reply"]')?.value, null, 'the reply');
  assert.match(reply, /#reply=/);
  const tab = await host.newTab();
  try {
    await tab.goto(reply);
    await tab.waitFor(() => document.getElementById('online-passed-text')?.textContent.includes('reached your waiting tab'), null, 'the reply to reach the waiting tab');
  } finally {
    await tab.close();
  }
  const pages = [host, guest];
  let moves = 0;
  for (; moves < 8; moves += 1) {
    const [a, b] = await settled(pages);
    assert.equal(a.table, b.table, 'both tables equal');
    if (a.over) break;
    const [page, me] = a.moves.length ? [host, a] : [guest, b];
    let action = me.moves.includes('online-next') ? 'next' : null;
    if (!action) {
      const total = await page.eval((seat) => document.querySelector(`#online-table .seat[data-seat="${seat}"] .total .num`).textContent, me.seat);
      action = Number(total) < 16 ? 'take' : 'stand';
    }
    await page.click(`#online-${action}`);
  }
  const [a, b] = await settled(pages);
  assert.equal(a.table, b.table, 'both tables equal at the end');
  assert.ok(Number(a.count) >= moves, `the record counts the moves (${a.count})`);
}
