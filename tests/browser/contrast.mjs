// Text contrast measured from rendered pixels (axe cannot judge text over a
// gradient): each text's box is photographed twice, as drawn and with all
// text made transparent. The pixels that changed are the text; the text's
// colour is the changed pixel that stands out most from the background behind
// it, and its contrast is taken against the darkest-to-lightest background in
// its box (the 1st percentile of the ratios, so a stray anti-aliased pixel of
// a neighbour does not decide). Used by contrast.test.mjs and
// page-loading.test.mjs.

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

/**
 * Measures every text box of `scope` on `page` as it is now: [{text, where,
 * ratio, large}]; `env` is the test's launch() (its browser decodes the pixels).
 * The photographs are of the full page, clipped to the smallest rectangle
 * that holds every box (the same pixels as the whole page's there: fewer to
 * encode and decode).
 */
export async function measureContrast(env, page, scope = '#play') {
  const found = await textBoxes(page, scope);
  if (found.length === 0) return [];
  const x0 = Math.min(...found.map((b) => b.x));
  const y0 = Math.min(...found.map((b) => b.y));
  const clip = {
    x: x0,
    y: y0,
    width: Math.max(...found.map((b) => b.x + b.w)) - x0,
    height: Math.max(...found.map((b) => b.y + b.h)) - y0,
  };
  // The boxes as places in the clipped photograph.
  const boxes = found.map((b) => ({ ...b, x: b.x - x0, y: b.y - y0 }));
  const shot = async () => (await page.screenshot({ fullPage: true, clip, animations: 'disabled', caret: 'hide' })).toString('base64');
  const drawn = await shot();
  // A constructed sheet (CSSOM): the page's CSP refuses inline <style>.
  await page.evaluate(() => {
    const s = new CSSStyleSheet();
    s.replaceSync('* { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; }');
    window.hideText = s;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, s];
  });
  const bare = await shot();
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== window.hideText);
  });
  // Decoded and measured in a blank page of the same browser (the game's CSP
  // stays as it is), one for the test file: it holds nothing between
  // measures (no storage, no page of the game).
  env.lab ??= await env.browser.newPage();
  const measured = await env.lab.evaluate(async ({ drawn, bare, boxes }) => {
    const pixels = async (b64) => {
      const blob = await (await fetch(`data:image/png;base64,${b64}`)).blob();
      const bmp = await createImageBitmap(blob);
      const c = new OffscreenCanvas(bmp.width, bmp.height);
      const g = c.getContext('2d');
      g.drawImage(bmp, 0, 0);
      return g.getImageData(0, 0, bmp.width, bmp.height);
    };
    const [a, b] = [await pixels(drawn), await pixels(bare)];
    // Relative luminance (WCAG 2.1): each channel linearised through a
    // table of its 256 values, so a box costs a few lookups per pixel.
    const LIN = new Float64Array(256);
    for (let v = 0; v < 256; v += 1) {
      const s = v / 255;
      LIN[v] = s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }
    const lum = (d, i) => 0.2126 * LIN[d[i]] + 0.7152 * LIN[d[i + 1]] + 0.0722 * LIN[d[i + 2]];
    const ratio = (l1, l2) => (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    const [da, db] = [a.data, b.data];
    return boxes.map((box) => {
      let text = null;
      let best = 0;
      const y1 = Math.min(box.y + box.h, a.height);
      const x1 = Math.min(box.x + box.w, a.width);
      const bg = new Float64Array(Math.max(0, (y1 - box.y) * (x1 - box.x)));
      let n = 0;
      for (let y = box.y; y < y1; y += 1) {
        for (let x = box.x; x < x1; x += 1) {
          const i = (y * a.width + x) * 4;
          const back = lum(db, i);
          bg[n] = back;
          n += 1;
          const diff = Math.max(Math.abs(da[i] - db[i]), Math.abs(da[i + 1] - db[i + 1]), Math.abs(da[i + 2] - db[i + 2]));
          if (diff > 24) {
            const drawnLum = lum(da, i);
            const r = ratio(drawnLum, back);
            if (r > best) { best = r; text = drawnLum; }
          }
        }
      }
      if (text === null) return { ...box, ratio: null };
      const ratios = new Float64Array(n);
      for (let k = 0; k < n; k += 1) ratios[k] = ratio(text, bg[k]);
      ratios.sort();
      return { ...box, ratio: ratios[Math.floor(n * 0.01)] };
    });
  }, { drawn, bare, boxes });
  // Each box where it is on the page, as the test found it.
  return measured.map((m, i) => ({ ...m, x: found[i].x, y: found[i].y }));
}
