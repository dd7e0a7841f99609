// Reading a snabbdom tree (a view's VNode) in Node, as a test reads a page:
// its text, the nodes a simple selector names, their attributes, and
// whether they are shown. No DOM.

/** The parts of a VNode's `sel` ("button#stats-reset.danger"): tag, id, classes. */
function partsOf(sel = '') {
  const m = /^([^#.]*)(?:#([^.]*))?((?:\.[^.]+)*)$/.exec(sel);
  return { tag: m[1], id: m[2] ?? '', classes: m[3].split('.').filter(Boolean) };
}

/** The classes of `v`: its selector's and those its `class` data turns on. */
export function classesOf(v) {
  const on = Object.entries(v.data?.class ?? {}).filter(([, x]) => x).map(([c]) => c);
  return [...partsOf(v.sel).classes, ...on];
}

/** Whether `v` matches `selector`: a tag, #id, .class and [attr] or [attr="value"] parts, written together ("tr.stats-total"). */
export function matches(v, selector) {
  if (!v.sel) return false;
  const want = /^([a-z0-9]*)((?:[#.][\w-]+|\[[\w-]+(?:="[^"]*")?\])*)$/i.exec(selector);
  if (!want) throw new Error(`not a simple selector: ${selector}`);
  const { tag, id } = partsOf(v.sel);
  if (want[1] && want[1] !== tag) return false;
  for (const m of want[2].matchAll(/([#.])([\w-]+)|\[([\w-]+)(?:="([^"]*)")?\]/g)) {
    if (m[1] === '#' && m[2] !== id) return false;
    if (m[1] === '.' && !classesOf(v).includes(m[2])) return false;
    if (m[3]) {
      const a = attr(v, m[3]);
      if (a === undefined || a === false || (m[4] !== undefined && String(a) !== m[4])) return false;
    }
  }
  return true;
}

/** The VNode's children that are VNodes (text children included). */
const kids = (v) => v.children ?? [];

/** Every node under `v` (itself first) that matches the simple selector `one`, in document order. */
function under(v, one) {
  const out = matches(v, one) ? [v] : [];
  for (const c of kids(v)) out.push(...under(c, one));
  return out;
}

/**
 * Every node under `v` (itself included) that `selector` names, in document
 * order: simple selectors, a space between them for "under" ("thead th").
 */
export function findAll(v, selector) {
  const [first, ...rest] = selector.trim().split(/\s+/);
  let found = under(v, first);
  for (const one of rest) found = [...new Set(found.flatMap((f) => kids(f).flatMap((c) => under(c, one))))];
  return found;
}

/** The one node under `v` that matches `selector`; throws if there is none or more than one. */
export function find(v, selector) {
  const all = findAll(v, selector);
  if (all.length !== 1) throw new Error(`${all.length} nodes match ${selector}`);
  return all[0];
}

/** The text `v` holds, as textContent reads it. */
export function text(v) {
  if (v.text !== undefined && !v.sel) return v.text;
  return (v.text ?? '') + kids(v).map(text).join('');
}

/** An attribute of `v` as the view gives it (attrs, or a data-* attribute), or undefined. */
export function attr(v, name) {
  return v.data?.attrs?.[name];
}

/** A property of `v` as the view gives it (a control's `value`, `checked`, `selected`), or undefined. */
export function prop(v, name) {
  return v.data?.props?.[name];
}

/** Whether `v` and every node above it on the way from `root` are shown (no `hidden` attribute). */
export function shown(root, v) {
  const path = (n) => {
    if (n === v) return [n];
    for (const c of kids(n)) {
      const p = path(c);
      if (p) return [n, ...p];
    }
    return null;
  };
  const p = path(root);
  if (!p) throw new Error('not under root');
  return p.every((n) => !attr(n, 'hidden'));
}
