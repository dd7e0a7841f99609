// Input: DOM events to semantic actions. One key table; buttons carry
// data-action and show their key. Keys are ignored while typing in a field
// or with a modifier held, so browser shortcuts keep working.
//
// Every click and key names the table it was meant for: `table()` returns a
// token of the table now drawn (screen, match, the engine's action count, open dialog).
// A mouse click is aimed when its button went down, and every click of a
// multi-click (event.detail > 1) is aimed at the table the first one was:
// so the second click of a double-click, which lands after the first one
// has changed the table, is dropped instead of acting on the new table. A
// key activates a focused button for the table drawn when it went down; a
// held key does not repeat an action.

export const KEYS = {
  t: 'take',
  s: 'stand',
  n: 'next',
  m: 'new',
  r: 'rematch',
  c: 'coach',
  l: 'lang',
  v: 'review',
  escape: 'back',
  // The review's replay.
  arrowleft: 'replay-prev',
  arrowright: 'replay-next',
  home: 'replay-first',
  end: 'replay-last',
};

const KEY_LABELS = { escape: 'Esc', arrowleft: '←', arrowright: '→', home: 'Home', end: 'End' };

/** The key shown on the button of `action`, upper-case, or ''. */
export function keyOf(action) {
  const k = Object.keys(KEYS).find((key) => KEYS[key] === action);
  if (!k) return '';
  return Object.hasOwn(KEY_LABELS, k) ? KEY_LABELS[k] : k.toUpperCase();
}

/**
 * Calls `onAction(name, element)` for clicks on [data-action] and for keys in
 * KEYS, but only for the table `table()` still returns.
 */
export function bindInput(root, onAction, table = () => '') {
  let mouseAim = null;
  let keyAim = null;
  document.addEventListener('mousedown', (e) => {
    // The first press of a click sequence aims it; later ones keep that aim.
    if (e.detail <= 1) mouseAim = table();
  }, true);
  document.addEventListener('keydown', (e) => {
    // A held Enter would click the focused button again and again.
    if (e.repeat && (e.key === 'Enter' || e.key === ' ')) e.preventDefault();
    else if (!e.repeat) keyAim = table();
  }, true);
  document.addEventListener('keyup', () => setTimeout(() => { keyAim = null; }), true);

  root.addEventListener('click', (e) => {
    const el = e.target.closest('[data-action]');
    if (!el || el.disabled) return;
    e.preventDefault();
    const aim = e.detail >= 1 ? (mouseAim ?? table()) : (keyAim ?? table());
    if (aim !== table()) return; // meant for a table that has changed since
    onAction(el.dataset.action, el);
  });
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
    // A modal dialog owns the keyboard (Enter, Space, Tab, Esc).
    if (document.querySelector('dialog[open]')) return;
    const tag = e.target?.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
    const key = e.key.toLowerCase();
    const action = Object.hasOwn(KEYS, key) ? KEYS[key] : null;
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
