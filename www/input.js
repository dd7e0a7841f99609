// Input: DOM events to semantic actions. One key table; buttons carry
// data-action and show their key. A letter typed into a field is text, never
// a command (in 24点's answer X is ×): while a field has the focus a letter
// key acts only with Alt held, and the key hints on the buttons read "Alt+…"
// (body[data-typing], style.css). Ctrl and Meta are left to the browser.
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
  o: 'settings',
  // 24点's table.
  x: 'claim24',
  h: 'hint24',
  g: 'giveup24',
  z: 'buzz1',
  p: 'buzz2',
  e: 'edit24',
};

const KEY_LABELS = { escape: 'Esc', arrowleft: '←', arrowright: '→', home: 'Home', end: 'End' };

/** The key shown on the button of `action`, upper-case, or ''. */
export function keyOf(action) {
  const k = Object.keys(KEYS).find((key) => KEYS[key] === action);
  if (!k) return '';
  return Object.hasOwn(KEY_LABELS, k) ? KEY_LABELS[k] : k.toUpperCase();
}

/** Shows each `kbd[data-key-for]` under `root` its action's key (a letter is marked: it reads "Alt+…" while typing). */
export function showKeys(root = document) {
  for (const k of root.querySelectorAll('[data-key-for]')) {
    const key = keyOf(k.dataset.keyFor);
    if (k.textContent !== key) k.textContent = key;
    k.classList.toggle('letter', /^[A-Z]$/.test(key));
  }
}

/** Whether typed letters go into `target` (a text field), so a letter key there needs Alt. */
function isField(target) {
  if (target?.tagName === 'TEXTAREA') return true;
  return target?.tagName === 'INPUT' && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']
    .includes(target.type);
}

/**
 * The letter of an Alt+letter press, or null: the letter it types, or where
 * Alt types a symbol instead (Option on a Mac: Alt+X is "≈") the letter of
 * the key's position. Only letter keys: Alt+← is the browser's Back.
 */
export function altLetter(e) {
  if (/^[a-z]$/i.test(e.key)) return e.key.toLowerCase();
  const m = /^Key([A-Z])$/.exec(e.code ?? '');
  return m ? m[1].toLowerCase() : null;
}

/**
 * The control a key of `action` acts on under `root`, else null: a key works
 * only where its button is shown and live (several screens may have such a
 * button; only a shown one counts). A key without a button names the
 * control it acts on with data-key-action (24点's E: the answer field it
 * goes back to).
 */
export function keyButton(root, action) {
  return [...root.querySelectorAll(`[data-action="${action}"]:not([disabled]), [data-key-action="${action}"]:not([disabled])`)]
    .find((b) => !b.closest('[hidden]')) ?? null;
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
  // The key hints say "Alt+X" exactly while a field takes typed letters.
  // The hints change the buttons' widths, so while a mouse button or a
  // finger is down the change waits until the click is over: a press on a
  // button that takes the focus from the field would otherwise move the
  // button from under the pointer (the title wraps anew at 360 px) and the
  // release, landing elsewhere, would click nothing.
  let pressed = false;
  let typing = null;
  const setTyping = (on) => {
    if (pressed) typing = on;
    else document.body.toggleAttribute('data-typing', on);
  };
  const released = () => setTimeout(() => {
    pressed = false;
    if (typing !== null) document.body.toggleAttribute('data-typing', typing);
    typing = null;
  });
  document.addEventListener('pointerdown', () => { pressed = true; }, true);
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
  document.addEventListener('focusin', (e) => setTyping(isField(e.target)));
  document.addEventListener('focusout', () => setTyping(false));

  root.addEventListener('click', (e) => {
    const el = e.target.closest('[data-action]');
    if (!el || el.disabled) return;
    e.preventDefault();
    const aim = e.detail >= 1 ? (mouseAim ?? table()) : (keyAim ?? table());
    if (aim !== table()) return; // meant for a table that has changed since
    onAction(el.dataset.action, el);
  });
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.repeat) return;
    // A modal dialog owns the keyboard (Enter, Space, Tab, Esc).
    if (document.querySelector('dialog[open]')) return;
    const key = e.altKey ? altLetter(e) : e.key.toLowerCase();
    if (!key) return;
    const tag = e.target?.tagName;
    if (!e.altKey && (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA')) return;
    const action = Object.hasOwn(KEYS, key) ? KEYS[key] : null;
    if (!action) return;
    const button = keyButton(root, action);
    if (!button) return;
    e.preventDefault();
    onAction(action, button);
  });
}
