// The production build of the page: esbuild bundles and minifies the page's
// ES modules (from www/main.js) into www/pkg/app.js and every stylesheet
// into www/pkg/app.css, which index.html loads. What the page imports only
// when needed, 24点's table and solver panel (www/game24/lazy.js; see
// www/game24/shell.js), is a chunk of its own, www/pkg/app-24.js, and the
// code it shares with the page is www/pkg/app-shared.js, which app.js
// imports at once and index.html preloads beside it (so the two arrive
// together, not one after the other). The names are fixed for that
// preload; the service worker's version covers their contents. The
// engines' glue
// (www/pkg/duel21.js, game24.js, stats.js, practice.js, online.js) stays a module of its own beside
// them, imported by the bundle: 24点's and the statistics' are still fetched
// only when needed, and a test that imports the glue meets the page's own
// engine. The sources under www/ are not shipped to the page; they run as
// they are in tests that import them.
//
// Usage: node scripts/pack.mjs [root]   (scripts/build.sh runs it after the wasm)
import { build } from 'esbuild';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
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

/** Builds the bundle of the page under `root` into its www/pkg/; returns [file, bytes] pairs. */
export async function pack(root) {
  const out = join(root, 'www/pkg');
  // The last build's files go first (chunk names change with their contents).
  for (const old of readdirSync(out).filter((f) => /^app[.-]/.test(f))) rmSync(join(out, old));
  const js = await build({
    entryPoints: { app: join(root, 'www/main.js') },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir: out,
    chunkNames: 'app-[hash]',
    plugins: [glue],
    metafile: true,
    logLevel: 'warning',
  });
  fixNames(out, js.metafile);
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
 * Renames esbuild's hashed chunks to the fixed names (app-24.js, the lazy
 * chunk; app-shared.js, what it shares with app.js) and the imports that
 * name them; fails if the bundle is not that shape (a chunk more means
 * another lazy import or one more shared part, which index.html would not
 * preload).
 */
function fixNames(out, metafile) {
  const outputs = Object.entries(metafile.outputs).filter(([f]) => f.endsWith('.js'));
  const entry = outputs.find(([, o]) => o.entryPoint === 'www/main.js' || o.entryPoint?.endsWith('/www/main.js'));
  const lazy = outputs.find(([, o]) => o.entryPoint?.endsWith('www/game24/lazy.js'));
  const shared = outputs.filter(([, o]) => !o.entryPoint);
  if (!entry || !lazy || shared.length !== 1 || outputs.length !== 3) {
    throw new Error(`pack: expected app.js, one lazy chunk and one shared chunk, got ${outputs.map(([f]) => f).join(', ')}`);
  }
  const names = new Map([[basename(lazy[0]), 'app-24.js'], [basename(shared[0][0]), 'app-shared.js']]);
  for (const [from, to] of names) renameSync(join(out, from), join(out, to));
  for (const file of ['app.js', ...names.values()]) {
    let text = readFileSync(join(out, file), 'utf8');
    for (const [from, to] of names) text = text.replaceAll(`"./${from}"`, `"./${to}"`);
    writeFileSync(join(out, file), text);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  for (const [file, bytes] of await pack(root)) console.log(`${file}: ${bytes} bytes`);
}
