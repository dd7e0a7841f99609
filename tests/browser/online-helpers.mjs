// The two-device harness of the online tests: two BrowserContexts of one
// Chromium over real WebRTC (`?stun=none`), every data channel kept in
// window.__channels, an optional seeded crypto.getRandomValues, and
// window.__drop to withhold outgoing messages; the connection through the
// invitation and reply links; a move by whoever is to move.
import assert from 'node:assert/strict';
import { openPage, openTab, ready } from './helpers.mjs';

/** The harness for the environment `env()` returns (made in the test's `before`). */
export function onlineKit(env) {
  // Seeded randomness for crypto.getRandomValues (test 2 compares two runs),
  // and every data channel kept in window.__channels (tests 2 and 3 cut one
  // and send through one).
  const instrument = (seed, drop = null) => `(() => {
    window.__channels = [];
    window.__pcs = [];
    // What the connection did, for a failure's message: the last 80 events.
    window.__log = [];
    const t0 = performance.now();
    const log = (what) => { window.__log.push(\`\${Math.round(performance.now() - t0)} \${what}\`); if (window.__log.length > 80) window.__log.shift(); };
    const watch = (c, how) => {
      log(\`channel \${how} \${c.readyState}\`);
      for (const ev of ['open', 'close', 'error']) c.addEventListener(ev, () => log(\`channel \${ev}\`));
      c.addEventListener('message', (e) => log(\`got \${String(e.data).slice(0, 40)}\`));
    };
    // What the live regions said, in order (window.__said): a region's text
    // each time it is written while on show (a line written again is said again).
    window.__said = [];
    document.addEventListener('DOMContentLoaded', () => new MutationObserver((ms) => {
      const seen = new Set();
      for (const m of ms) {
        const el = m.target.nodeType === 1 ? m.target : m.target.parentElement;
        const r = el?.closest?.('[role=status],[role=alert],[aria-live]');
        if (!r || seen.has(r)) continue;
        seen.add(r);
        const text = r.textContent.trim();
        if (text && !r.closest('[hidden]')) window.__said.push(text);
        if (window.__said.length > 500) window.__said.shift();
      }
    }).observe(document, { subtree: true, childList: true, characterData: true }));
    // window.__drop(text): true keeps that outgoing message from being sent (a withholding device).
    window.__drop = ${drop};
    const sendOf = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (d) {
      if (window.__drop?.(d)) { log(\`withheld \${String(d).slice(0, 40)}\`); return undefined; }
      log(\`send(\${this.readyState}) \${String(d).slice(0, 40)}\`);
      return sendOf.call(this, d);
    };
    const made = RTCPeerConnection.prototype.createDataChannel;
    RTCPeerConnection.prototype.createDataChannel = function (...a) {
      const c = made.apply(this, a); window.__channels.push(c); watch(c, 'made'); return c;
    };
    const Orig = window.RTCPeerConnection;
    window.RTCPeerConnection = function (...a) {
      const pc = new Orig(...a);
      window.__pcs.push(pc);
      log('pc made');
      pc.addEventListener('datachannel', (e) => { window.__channels.push(e.channel); watch(e.channel, 'announced'); });
      for (const ev of ['icegatheringstatechange', 'iceconnectionstatechange', 'connectionstatechange']) {
        pc.addEventListener(ev, () => log(\`\${ev.replace('statechange', '')} \${pc.iceGatheringState}/\${pc.iceConnectionState}/\${pc.connectionState}\`));
      }
      return pc;
    };
    window.RTCPeerConnection.prototype = Orig.prototype;
    if (${seed} === null) return;
    let s = ${seed} >>> 0 || 1;
    crypto.getRandomValues = (arr) => {
      const bytes = new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength);
      for (let i = 0; i < bytes.length; i += 1) { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; bytes[i] = s & 255; }
      return arr;
    };
  })();`;

  // Each device's errors, for a failure's message.
  const errorsOf = new Map();

  async function device(path, seed = null, { clock = false, locale, drop = null } = {}) {
    const d = await openPage(env(), { path, init: instrument(seed, drop), clock, locale });
    errorsOf.set(d.page, d.errors);
    await ready(d.page);
    return d;
  }

  const rel = (href) => href.slice(env().server.url.length);

  /**
   * Host invites, guest joins through the link, the reply comes back through
   * a link. `drop`: each side's window.__drop from the start, as source text.
   */
  async function connect(host, guest, seeds = [null, null], { clock = [false, false], drop = [null, null] } = {}) {
    const h = await device('?stun=none', seeds[0], { clock: clock[0], drop: drop[0] });
    await h.page.click('#online-open');
    await h.page.fill('#online-name', host);
    await h.page.click('#online-invite');
    await h.page.waitForSelector('#online-link[data-kind="invite"]');
    const invitation = await h.page.inputValue('#online-link');
    assert.match(invitation, /#join=[zt][A-Za-z0-9_-]+$/);
    assert.ok(await h.page.isVisible('#online-qr svg'), 'the QR code is drawn');
    const g = await device(rel(invitation), seeds[1], { clock: clock[1], drop: drop[1] });
    await g.page.waitForSelector('#online-join:not([hidden])');
    await g.page.fill('#online-guest-name', guest);
    await g.page.click('#online-answer');
    await g.page.waitForSelector('#online-link[data-kind="reply"]');
    const reply = await g.page.inputValue('#online-link');
    assert.match(reply, /#reply=/);
    // The reply link opened in a new tab of the host's browser.
    const tab = await openTab(env(), h.context, h.errors, { path: rel(reply) });
    await tab.waitForFunction(() => document.getElementById('online-passed-text').textContent.includes('reached your waiting tab'));
    // What the reply's tab said (its live regions), before it goes.
    const tabSaid = await tab.evaluate(() => new Promise((r) => { setTimeout(() => r(window.__said), 300); }));
    await tab.close();
    await settled([h.page, g.page]);
    return { h, g, invitation, reply, tabSaid };
  }

  const info = (page) => page.evaluate(() => {
    const root = document.getElementById('online');
    const on = (id) => { const b = document.getElementById(id); return !b.hidden && !b.disabled; };
    return {
      count: root.dataset.count, hash: root.dataset.hash, seat: root.dataset.seat,
      moves: ['online-take', 'online-stand', 'online-next'].filter(on),
      over: !document.getElementById('online-summary').hidden,
      table: document.querySelector('#online-table .felt').textContent.replace(/Waiting for \S+|Your turn\.|Deal the next round\./g, ''),
      score: document.querySelector('#online-table .scoreboard').textContent,
      lost: !document.getElementById('online-lost').hidden,
    };
  });

  /** Waits until both sides hold the same record and someone may move (or it is over). */
  async function settled(pages) {
    for (let i = 0; i < 1200; i += 1) {
      const [a, b] = await Promise.all(pages.map(info));
      if (a.count === b.count && a.hash === b.hash && a.table && (a.moves.length || b.moves.length || (a.over && b.over))) return [a, b];
      await new Promise((r) => setTimeout(r, 25));
    }
    const views = await Promise.all(pages.map(async (p) => ({
      ...(await info(p)), status: await p.textContent('#online-status'), error: await p.textContent('#online-error'),
      turn: await p.textContent('#online-turn'), stage: await p.getAttribute('#online', 'data-stage'),
      errors: errorsOf.get(p) ?? [], log: await p.evaluate(() => window.__log),
    })));
    throw new Error(`the two sides did not settle: ${JSON.stringify(views)}`);
  }

  /** One move by whoever is to move: take below 16, else stand; deal when it is ours. */
  async function move(pages) {
    const [a, b] = await settled(pages);
    assert.equal(a.table, b.table, 'both tables equal');
    assert.equal(a.score, b.score, 'both scoreboards equal');
    if (a.over) return false;
    const [page, me] = a.moves.length ? [pages[0], a] : [pages[1], b];
    let action = me.moves.includes('online-next') ? 'next' : null;
    if (!action) {
      const total = await page.textContent(`#online-table .seat[data-seat="${me.seat}"] .total .num`);
      action = Number(total) < 16 ? 'take' : 'stand';
    }
    await page.click(`#online-${action}`);
    return true;
  }

  /**
   * The host's device (h) withholds every chain link from now on; Ann stands
   * or deals until Bo (g) may take a card, and Bo takes: his draw then waits
   * for a link that never comes. Connect with seeds [11, 22], so the way to
   * Bo's take is the same every run (with another deck it may be Bo who
   * deals the next round).
   */
  async function withholdUntilTake(h, g) {
    const pages = [h.page, g.page];
    await h.page.evaluate(() => { window.__drop = (d) => /"link"/.test(d); });
    for (let i = 0; i < 40; i += 1) {
      const [a, b] = await settled(pages);
      if (b.moves.includes('online-take')) break;
      const host = ['online-stand', 'online-next'].find((m) => a.moves.includes(m));
      assert.ok(host, `Ann has a move until Bo may take a card: ${JSON.stringify([a.moves, b.moves])}`);
      await h.page.click(`#${host}`);
    }
    await g.page.click('#online-take');
    await g.page.waitForFunction(() => /drawing a card/.test(document.getElementById('online-turn').textContent));
  }

  /**
   * `connect(host, guest, seeds)`, then the whole match played with `move`:
   * {h, g, pages, views}, the two sides' views at its end, both over.
   */
  async function finished(host, guest, seeds) {
    const { h, g } = await connect(host, guest, seeds);
    const pages = [h.page, g.page];
    while (await move(pages));
    const views = await settled(pages);
    assert.ok(views.every((v) => v.over), 'both sides see the match over');
    return { h, g, pages, views };
  }

  /** Neither device met an error; both are closed. */
  async function done(...devices) {
    assert.deepEqual(devices.flatMap((d) => d.errors), []);
    for (const d of devices) await d.context.close();
  }

  return { instrument, device, rel, connect, info, settled, move, withholdUntilTake, finished, done };
}
