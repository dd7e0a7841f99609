// The page's DOM helpers, shared by every screen: $ and el build and find
// elements, announce speaks through the live region.

/** The element with id `id`. */
export const $ = (id) => document.getElementById(id);

/** A new `tag` element with an optional class and text (always as textContent). */
export function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * A key hint drawn on a button ("↵", "T"): hidden from what a screen reader
 * names the button ("Take", not "Take T"), as every hint in index.html is.
 */
export function keyHint(text) {
  const k = el('kbd', '', text);
  k.setAttribute('aria-hidden', 'true');
  return k;
}

/** Says `text` through the live region (a fresh text node each time, so repeats are read too). */
export function announce(text) {
  const live = $('live');
  live.textContent = '';
  requestAnimationFrame(() => { live.textContent = text; });
}
