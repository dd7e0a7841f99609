// The page's two DOM helpers, shared by every screen that builds elements.

/** The element with id `id`. */
export const $ = (id) => document.getElementById(id);

/** A new `tag` element with an optional class and text (always as textContent). */
export function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}
