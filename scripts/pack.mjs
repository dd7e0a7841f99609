// The production build of the page: esbuild bundles and minifies the page's
// ES modules (from www/main.js) into www/pkg/app.js and every stylesheet
// into www/pkg/app.css, which index.html loads. The engines' glue
// (www/pkg/duel21.js, game24.js, stats.js, online.js) stays a module of its own beside
// them, imported by the bundle: 24点's and the statistics' are still fetched
// only when needed, and a test that imports the glue meets the page's own
// engine. The sources under www/ are not shipped to the page; they run as
// they are in tests that import them.
//
// Usage: node scripts/pack.mjs [root]   (scripts/build.sh runs it after the wasm)
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
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
  const css = await build({
    stdin: { contents: STYLES.map((f) => `@import ${JSON.stringify(`./${f}`)};`).join('\n'), resolveDir: root, loader: 'css' },
    bundle: true,
    minify: true,
    outfile: join(out, 'app.css'),
    metafile: true,
    logLevel: 'warning',
  });
  return [...Object.entries(js.metafile.outputs), ...Object.entries(css.metafile.outputs)]
    .map(([file, { bytes }]) => [file, bytes]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  for (const [file, bytes] of await pack(root)) console.log(`${file}: ${bytes} bytes`);
}
