// The production build of the page: esbuild bundles and minifies the page's
// ES modules (from www/main.js) into www/pkg/app.js and every stylesheet
// into www/pkg/app.css, which index.html loads. What the page imports only
// when a player opens it is a chunk of its own, named after it (CHUNKS
// below): 24点's table and solver panel (app-24.js), the online lobby
// (app-online.js), the practice screen (app-practice.js), the review
// (app-review.js) and the statistics screen (app-stats.js). Everything the
// page loads at once except main.js itself is one chunk, app-shared.js,
// which app.js imports and index.html preloads beside it (so the two
// arrive together, not one after the other); code that only chunks loaded
// later share is a chunk named after them (app-practice-review.js: the
// drill both draw questions with). The names are fixed, so index.html's
// preload and the service worker's precache list (every file of www/pkg)
// need no manifest; the service worker's version covers their contents. A
// bundle of another shape (a dynamic import not in CHUNKS, a second chunk
// the first visit would load) fails the build.
//
// To keep the first visit at two files, the build makes every chunk reach
// all of the page's eagerly loaded modules (an import of them added to each
// chunk's entry, which costs nothing: they are loaded already): esbuild
// splits code by the set of entries that reach it, so otherwise each
// pattern of sharing between the page and its chunks would be one more
// file on the first visit.
//
// The first paint needs none of it: index.html holds the menu in both
// languages, and www/lang.js (a small classic script, not bundled) chooses
// the language; index.html preloads app-shared.js and the 21点 engine
// beside app.js.
//
// The engines' glue
// (www/pkg/duel21.js, game24.js, stats.js, practice.js, online.js) stays a module of its own beside
// them, imported by the bundle: all but 21点's are fetched
// only when needed, and a test that imports the glue meets the page's own
// engine. The sources under www/ are not shipped to the page; they run as
// they are in tests that import them.
//
// Usage: node scripts/pack.mjs [root]   (scripts/build.sh runs it after the wasm)
import { build } from 'esbuild';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The stylesheets, in the order the page applies them.
export const STYLES = ['www/style.css', 'www/game24/game24.css', 'www/settings.css', 'www/online/online.css'];

// The glue is external, imported from beside the bundle.
const glue = {
  name: 'glue',
  setup(b) {
    b.onResolve({ filter: /\/pkg\/[a-z0-9]+\.js$/ }, (args) => ({ path: `./${basename(args.path)}`, external: true }));
  },
};

/** The page's chunks: each dynamically imported entry, and the name of its file (www/pkg/app-<name>.js). */
export const CHUNKS = {
  'www/game24/lazy.js': '24',
  'www/online/lobby.js': 'online',
  'www/practice/ctrl.js': 'practice',
  'www/duel21/review-ctrl.js': 'review',
  'www/stats/ctrl.js': 'stats',
};

const OPTIONS = {
  bundle: true,
  // The packages the page imports (snabbdom) come from this project's
  // node_modules, also when a copy of the page elsewhere is packed (the
  // offline test's rebuild).
  nodePaths: [fileURLToPath(new URL('../node_modules', import.meta.url))],
  format: 'esm',
  minify: true,
  target: 'es2022',
  plugins: [glue],
  metafile: true,
  logLevel: 'warning',
};

/**
 * The modules www/main.js imports statically (transitively, itself left
 * out) and the modules it imports dynamically, from a first build's
 * metafile (paths relative to `root`, '/'-separated).
 */
async function graph(root) {
  const { metafile } = await build({ ...OPTIONS, entryPoints: [join(root, 'www/main.js')], write: false, outdir: join(root, 'www/pkg') });
  const inputs = metafile.inputs;
  const key = (p) => relative(root, resolve(process.cwd(), p)).split(sep).join('/');
  const byKey = new Map(Object.entries(inputs).map(([p, v]) => [key(p), v]));
  const eager = new Set();
  const lazy = new Set();
  const walk = (file) => {
    if (eager.has(file)) return;
    eager.add(file);
    for (const i of byKey.get(file)?.imports ?? []) {
      if (i.external) continue;
      if (i.kind === 'import-statement') walk(key(i.path));
      else if (i.kind === 'dynamic-import') lazy.add(key(i.path));
    }
  };
  walk('www/main.js');
  // Dynamic imports inside the chunks count too (none today).
  for (const [file, v] of byKey) {
    for (const i of v.imports) if (!i.external && i.kind === 'dynamic-import' && !eager.has(file)) lazy.add(key(i.path));
  }
  eager.delete('www/main.js');
  return { eager: [...eager].sort(), lazy: [...lazy].sort() };
}

/** Builds the bundle of the page under `root` into its www/pkg/; returns [file, bytes] pairs. */
export async function pack(root) {
  const out = join(root, 'www/pkg');
  const { eager, lazy } = await graph(root);
  const expected = Object.keys(CHUNKS).sort();
  if (lazy.join() !== expected.join()) {
    throw new Error(`pack: the page imports ${lazy.join(', ')} on demand; CHUNKS names ${expected.join(', ')}`);
  }
  // Each chunk's entry also imports every eagerly loaded module (see the head of this file).
  const entries = new Set(expected.map((f) => resolve(root, f)));
  const reachAll = {
    name: 'reach-eager',
    setup(b) {
      const imports = eager.map((f) => `import ${JSON.stringify(resolve(root, f))};`).join('\n');
      b.onLoad({ filter: /\.js$/ }, (args) => {
        if (!entries.has(args.path)) return undefined;
        return { contents: `${readFileSync(args.path, 'utf8')}\n${imports}\n`, loader: 'js' };
      });
    },
  };
  // The last build's files go first (chunk names change with their contents).
  for (const old of readdirSync(out).filter((f) => /^app[.-]/.test(f))) rmSync(join(out, old));
  const js = await build({
    ...OPTIONS,
    entryPoints: { app: join(root, 'www/main.js') },
    splitting: true,
    outdir: out,
    chunkNames: 'chunk-[hash]',
    entryNames: '[name]-[hash]',
    plugins: [glue, reachAll],
  });
  fixNames(root, out, js.metafile);
  const css = await build({
    stdin: { contents: STYLES.map((f) => `@import ${JSON.stringify(`./${f}`)};`).join('\n'), resolveDir: root, loader: 'css' },
    bundle: true,
    minify: true,
    outfile: join(out, 'app.css'),
    metafile: true,
    logLevel: 'warning',
  });
  return [...readdirSync(out).filter((f) => /^app(-.*)?\.js$/.test(f)).map((f) => join(out, f)),
    ...Object.keys(css.metafile.outputs)]
    .map((file) => [relative(process.cwd(), file), readFileSync(file).length]);
}

/**
 * Renames esbuild's hashed outputs to the fixed names (app.js; app-<name>.js
 * for each chunk of CHUNKS; app-shared.js, the one shared part the page
 * loads at once; app-<a>-<b>….js for a part only chunks <a>, <b>… share)
 * and the imports that name them; fails if the bundle is not that shape.
 */
function fixNames(root, out, metafile) {
  const outputs = Object.entries(metafile.outputs).filter(([f]) => f.endsWith('.js'))
    .map(([f, o]) => [basename(f), o]);
  const entryOf = (o) => (o.entryPoint ? relative(root, resolve(process.cwd(), o.entryPoint)).split(sep).join('/') : null);
  const names = new Map();
  for (const [file, o] of outputs) {
    const entry = entryOf(o);
    if (entry === 'www/main.js') names.set(file, 'app');
    else if (entry) names.set(file, Object.hasOwn(CHUNKS, entry) ? CHUNKS[entry] : null);
  }
  const roots = [...names];
  if (roots.some(([, n]) => n === null) || roots.length !== Object.keys(CHUNKS).length + 1) {
    throw new Error(`pack: unexpected entries ${outputs.map(([f, o]) => `${f} (${o.entryPoint ?? 'shared'})`).join(', ')}`);
  }
  // Which entries load each shared part (through static imports).
  const imports = new Map(outputs.map(([f, o]) => [f, o.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => basename(i.path))]));
  const reachedBy = new Map(outputs.filter(([f]) => !names.has(f)).map(([f]) => [f, []]));
  for (const [file, name] of roots) {
    const seen = new Set();
    const walk = (f) => {
      for (const g of imports.get(f) ?? []) {
        if (seen.has(g)) continue;
        seen.add(g);
        walk(g);
      }
    };
    walk(file);
    for (const f of seen) reachedBy.get(f)?.push(name);
  }
  for (const [file, by] of reachedBy) {
    names.set(file, by.includes('app') ? 'shared' : by.sort().join('-'));
  }
  const fixed = [...names.values()];
  const shared = [...reachedBy.values()].filter((by) => by.includes('app'));
  if (shared.length !== 1 || new Set(fixed).size !== fixed.length || fixed.includes('')) {
    throw new Error(`pack: expected app.js, one shared part and the chunks, got ${[...reachedBy].map(([f, by]) => `${f} (loaded by ${by.join(' ')})`).join(', ')}`);
  }
  const renamed = new Map([...names].map(([from, n]) => [from, n === 'app' ? 'app.js' : `app-${n}.js`]));
  for (const [from, to] of renamed) renameSync(join(out, from), join(out, to));
  for (const file of renamed.values()) {
    let text = readFileSync(join(out, file), 'utf8');
    for (const [from, to] of renamed) text = text.replaceAll(`"./${from}"`, `"./${to}"`);
    writeFileSync(join(out, file), text);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  for (const [file, bytes] of await pack(root)) console.log(`${file}: ${bytes} bytes`);
}
