// The shape of the page's own modules (www/ less the generated www/pkg/), in
// Node (no page, no Chromium), from each module's syntax tree (acorn): no
// static import circle, no exported mutable binding, and few module-level
// `let`s. The page's state lives in one object the router owns (www/router.js);
// a module that keeps its own state at the top level is the exception, so the
// count is bounded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';

const HOME = fileURLToPath(new URL('../../', import.meta.url));
const WWW = join(HOME, 'www');

/** The most module-level `let` declarations the page's modules may hold, together. */
export const MAX_LETS = 25;

/** Every .js file under `dir`, www/pkg/ (generated) left out. */
function sources(dir = WWW) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === join(WWW, 'pkg') ? [] : sources(path);
    return e.name.endsWith('.js') ? [path] : [];
  });
}

const name = (path) => relative(HOME, path).split(sep).join('/');

/**
 * A module as the tests below see it: the page's modules it imports
 * statically (the glue in www/pkg/ aside, which imports none of them), its
 * module-level `let` names and the names it exports as `let`.
 */
export function shapeOf(path, text = readFileSync(path, 'utf8')) {
  const tree = parse(text, { ecmaVersion: 'latest', sourceType: 'module' });
  const imports = [];
  const lets = [];
  const exportedLets = [];
  for (const node of tree.body) {
    if (['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration'].includes(node.type) && node.source) {
      const to = resolve(dirname(path), node.source.value);
      if (!to.startsWith(join(WWW, 'pkg') + sep)) imports.push(to);
    }
    const decl = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (decl?.type === 'VariableDeclaration' && decl.kind === 'let') {
      const names = decl.declarations.map((d) => text.slice(d.id.start, d.id.end));
      lets.push(...names);
      if (node !== decl) exportedLets.push(...names);
    }
  }
  return { imports, lets, exportedLets };
}

/** The first circle of static imports in `graph` (path → imported paths), as a list of paths, or null. */
export function circleOf(graph) {
  const state = new Map();
  const stack = [];
  const visit = (p) => {
    state.set(p, 'open');
    stack.push(p);
    for (const q of graph.get(p) ?? []) {
      if (state.get(q) === 'open') return [...stack.slice(stack.indexOf(q)), q];
      if (!state.has(q)) {
        const found = visit(q);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(p, 'done');
    return null;
  };
  for (const p of [...graph.keys()].sort()) {
    if (!state.has(p)) {
      const found = visit(p);
      if (found) return found;
    }
  }
  return null;
}

const shapes = new Map(sources().map((p) => [p, shapeOf(p)]));

test('the checks can fail: a circle, an exported let and a module-level let are each seen', () => {
  const a = join(WWW, 'a.js');
  const b = join(WWW, 'b.js');
  const c = join(WWW, 'c.js');
  assert.deepEqual(circleOf(new Map([[a, [b]], [b, [c]], [c, [a]]])), [a, b, c, a]);
  assert.equal(circleOf(new Map([[a, [b, c]], [b, [c]], [c, []]])), null);
  const shape = shapeOf(a, "import { x } from './b.js';\nexport { y } from './c.js';\nimport './pkg/duel21.js';\nlet one = 1, two;\nexport let three = 3;\nfunction f() { let inner = 0; return inner; }\nconst four = 4;\n");
  assert.deepEqual(shape.imports, [b, c]);
  assert.deepEqual(shape.lets, ['one', 'two', 'three']);
  assert.deepEqual(shape.exportedLets, ['three']);
});

test("no static import circle among the page's modules", () => {
  const graph = new Map([...shapes].map(([p, s]) => [p, s.imports]));
  const circle = circleOf(graph);
  assert.equal(circle && circle.map(name).join(' → '), null);
});

test('no module exports a mutable binding (`export let`)', () => {
  const exported = [...shapes].flatMap(([p, s]) => s.exportedLets.map((n) => `${name(p)}: ${n}`));
  assert.deepEqual(exported, []);
});

test(`the page's own modules hold at most ${MAX_LETS} module-level lets`, () => {
  const lets = [...shapes].flatMap(([p, s]) => s.lets.map((n) => `${name(p)}: ${n}`));
  console.log(`${lets.length} module-level lets in ${shapes.size} modules`);
  assert.ok(lets.length <= MAX_LETS, `${lets.length} module-level lets:\n${lets.join('\n')}`);
});

test("no module of the page reads the deck's order (a test works it out from the save: helpers.mjs, deckOrder)", () => {
  const readers = [...shapes.keys()].filter((p) => /deck_?order/i.test(readFileSync(p, 'utf8'))).map(name);
  assert.deepEqual(readers, []);
});
