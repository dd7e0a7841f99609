// The contrast of every text on the 21点 table, measured from rendered
// pixels: axe cannot judge text over the felt's gradient, so each text's box
// is photographed twice, as drawn and with all text made transparent. The
// pixels that changed are the text; the text's colour is the changed pixel
// that stands out most from the background behind it, and its contrast is
// taken against the darkest-to-lightest background in its box (the 1st
// percentile of the ratios, so a stray anti-aliased pixel of a neighbour does
// not decide). WCAG 2 AA: >= 4.5:1, large text (24 px, or 18.67 px bold) >= 3:1.
// Disabled buttons are exempt (WCAG 1.4.3), as are screen-reader-only texts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, humanOrDone, state } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

/** Every text box in `scope` as page coordinates, with whether it is large text. */
function textBoxes(page, scope) {
  return page.evaluate((scope) => {
    const out = [];
    const root = document.querySelector(scope);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const e = n.parentElement;
      if (!n.textContent.trim() || !e.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (e.closest('button:disabled, .sr-only, [aria-disabled="true"]')) continue;
      const cs = getComputedStyle(e);
      const size = parseFloat(cs.fontSize);
      const large = size >= 24 || (Number(cs.fontWeight) >= 700 && size >= 18.66);
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const b of range.getClientRects()) {
        const x = Math.max(0, Math.floor(b.left + scrollX));
        const y = Math.max(0, Math.floor(b.top + scrollY));
        const w = Math.min(document.documentElement.scrollWidth, Math.ceil(b.right + scrollX)) - x;
        const h = Math.ceil(b.bottom + scrollY) - y;
        const where = `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`;
        if (w > 2 && h > 2) out.push({ text: n.textContent.trim().slice(0, 32), where, x, y, w, h, large });
      }
    }
    return out;
  }, scope);
}

/** Measures every text box of `scope` on `page` as it is now: [{text, where, ratio, need}]. */
async function measure(page, scope = '#play') {
  const boxes = await textBoxes(page, scope);
  const drawn = (await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' })).toString('base64');
  // A constructed sheet (CSSOM): the page's CSP refuses inline <style>.
  await page.evaluate(() => {
    const s = new CSSStyleSheet();
    s.replaceSync('* { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; }');
    window.hideText = s;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, s];
  });
  const bare = (await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' })).toString('base64');
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== window.hideText);
  });
  // Decoded and measured in a blank page of the same browser (the game's CSP stays as it is).
  const lab = await env.browser.newPage();
  try {
    return await lab.evaluate(async ({ drawn, bare, boxes }) => {
      const pixels = async (b64) => {
        const blob = await (await fetch(`data:image/png;base64,${b64}`)).blob();
        const bmp = await createImageBitmap(blob);
        const c = new OffscreenCanvas(bmp.width, bmp.height);
        const g = c.getContext('2d');
        g.drawImage(bmp, 0, 0);
        return g.getImageData(0, 0, bmp.width, bmp.height);
      };
      const [a, b] = [await pixels(drawn), await pixels(bare)];
      const lin = (v) => { const s = v / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
      const lum = (d, i) => 0.2126 * lin(d[i]) + 0.7152 * lin(d[i + 1]) + 0.0722 * lin(d[i + 2]);
      const ratio = (l1, l2) => (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
      return boxes.map((box) => {
        let text = null;
        let best = 0;
        const bg = [];
        for (let y = box.y; y < Math.min(box.y + box.h, a.height); y += 1) {
          for (let x = box.x; x < Math.min(box.x + box.w, a.width); x += 1) {
            const i = (y * a.width + x) * 4;
            bg.push(lum(b.data, i));
            const diff = Math.max(...[0, 1, 2].map((k) => Math.abs(a.data[i + k] - b.data[i + k])));
            if (diff > 24) {
              const r = ratio(lum(a.data, i), lum(b.data, i));
              if (r > best) { best = r; text = lum(a.data, i); }
            }
          }
        }
        if (text === null) return { ...box, ratio: null };
        const ratios = bg.map((l) => ratio(text, l)).sort((p, q) => p - q);
        return { ...box, ratio: ratios[Math.floor(ratios.length * 0.01)] };
      });
    }, { drawn, bare, boxes });
  } finally {
    await lab.close();
  }
}

function assertReadable(found, label) {
  // CONTRAST_REPORT=1 prints the lowest ratio per element (for the README's figures).
  if (process.env.CONTRAST_REPORT) {
    const low = new Map();
    for (const f of found) if (f.ratio !== null && !(low.get(f.where) <= f.ratio)) low.set(f.where, f.ratio);
    console.log(label, [...low].sort((p, q) => p[1] - q[1]).slice(0, 8).map(([w, r]) => `${w} ${r.toFixed(2)}`).join(' | '));
  }
  const bad = found
    .filter((f) => f.ratio !== null && f.ratio < (f.large ? 3 : 4.5))
    .map((f) => `${f.where} "${f.text}" ${f.ratio.toFixed(2)}:1 (needs ${f.large ? 3 : 4.5})`);
  assert.deepEqual(bad, [], `${label}: texts below WCAG AA contrast`);
  assert.ok(found.filter((f) => f.ratio !== null).length > 10, `${label}: texts were measured`);
}

for (const [width, height] of [[1280, 800], [360, 640]]) {
  test(`every text on the 21点 table reads at WCAG AA contrast at ${width}x${height}`, async () => {
    const { page, context, errors } = await openPage(env, { path: '?fast', viewport: { width, height } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await ready(page);
    // The computer in seat 1 moves first: its reason line is on the felt.
    await startMatch(page, { mode: 'computer', level: 'classic', computerSeat: 'p1', seed: 7, names: [undefined, 'Ann'] });
    await humanOrDone(page);
    await page.click('#coach-toggle');
    await page.waitForSelector('#auto-reason:not(:empty)');
    const seen = new Set();
    const check = async (label) => {
      const found = await measure(page);
      for (const f of found) if (f.ratio !== null) seen.add(f.where.split('.')[0]);
      assertReadable(found, label);
      return found;
    };
    const mid = await check('a turn with the coach open');
    const reason = mid.find((f) => f.where === 'p#auto-reason');
    assert.ok(reason && reason.ratio >= 4.5, 'the computer\'s reason line is measured');
    // Ann takes until she may not: a bust shows the BUST badge.
    for (let s = await state(page); s.phase === 'drawing' && s.to_move === 'p2'; s = await humanOrDone(page)) await page.click('#take');
    await humanOrDone(page);
    await check('a decided round');
    // To the end of the match: the summary.
    for (let s = await humanOrDone(page); s.phase !== 'match_over'; s = await humanOrDone(page)) {
      await page.click(s.can_next ? '#next' : '#stand');
    }
    await check('the match summary');
    for (const id of ['p#cards-left', 'p#status', 'span#draws.draw-score', 'strong#banner-title']) {
      assert.ok([...seen].some((w) => w.startsWith(id.split('.')[0])), `${id} was measured`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
