// The one redraw of the screens drawn as views of their state (so far the
// statistics, settings, rules, Practice and 21点 review screens: docs/architecture.md
// says which, the others are still drawn by hand). Each such screen is
// a controller holding its state and intents and a `view(ctrl)` returning
// a snabbdom tree; after any change of that state, `redraw()` patches the
// page to the trees the views return now. Nothing else writes those
// screens' elements, and nothing reads them back as state.
//
// snabbdom's modules are imported one by one, not from its index: the
// index also loads its style module, which reads `window` when it loads,
// so the index cannot be imported in Node, where the views are tested.
import { init } from 'snabbdom/build/init.js';
import { classModule } from 'snabbdom/build/modules/class.js';
import { attributesModule } from 'snabbdom/build/modules/attributes.js';
import { propsModule } from 'snabbdom/build/modules/props.js';
import { eventListenersModule } from 'snabbdom/build/modules/eventlisteners.js';

/**
 * A node's CSS properties (`css: {left: '12%', '--points': '9'}`), set
 * through the CSSOM: the page's policy refuses style attributes. (snabbdom's
 * own style module reads `window` when it loads: not in Node.)
 */
const setCss = (old, vnode) => {
  for (const [name, value] of Object.entries(vnode.data.css ?? {})) {
    if (old.data?.css?.[name] !== value) vnode.elm.style.setProperty(name, value);
  }
};
const cssModule = { create: setCss, update: setCss };

const patch = init([classModule, attributesModule, propsModule, eventListenersModule, cssModule]);

/** The screens drawn: each its view and the tree last drawn (at first, the element it replaces). */
const drawn = [];

/**
 * Draws `view()` in place of `element` (its tree's root must name the
 * same tag, id and classes, so the element is patched, not replaced: the
 * router's `hidden` on it stays the router's), and from then on at each
 * redraw.
 */
export function mount(element, view) {
  drawn.push({ view, vnode: element });
  redraw();
}

/** Draws every mounted view anew from its state (snabbdom changes only what differs). */
export function redraw() {
  for (const d of drawn) d.vnode = patch(d.vnode, d.view());
}
