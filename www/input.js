// Input: DOM events to semantic actions. One key table; buttons carry
// data-action and show their key. Keys are ignored while typing in a field
// or with a modifier held, so browser shortcuts keep working.

export const KEYS = {
  t: 'take',
  s: 'stand',
  n: 'next',
  m: 'new',
  r: 'rematch',
  c: 'coach',
  l: 'lang',
  escape: 'back',
};

/** The key shown on the button of `action`, upper-case, or ''. */
export function keyOf(action) {
  const k = Object.keys(KEYS).find((key) => KEYS[key] === action);
  if (!k) return '';
  return k === 'escape' ? 'Esc' : k.toUpperCase();
}

/** Calls `onAction(name)` for clicks on [data-action] and for keys in KEYS. */
export function bindInput(root, onAction) {
  root.addEventListener('click', (e) => {
    const el = e.target.closest('[data-action]');
    if (!el || el.disabled) return;
    e.preventDefault();
    onAction(el.dataset.action, el);
  });
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
    const tag = e.target?.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
    const action = KEYS[e.key.toLowerCase()];
    if (!action) return;
    // A key works only where its button is shown and live.
    // (Several screens may have such a button; only a shown one counts.)
    const button = [...root.querySelectorAll(`[data-action="${action}"]:not([disabled])`)]
      .find((b) => !b.closest('[hidden]'));
    if (!button) return;
    e.preventDefault();
    onAction(action, button);
  });
}
