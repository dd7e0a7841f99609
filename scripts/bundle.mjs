// Packs the built page into ONE self-contained file, dist/duel21.html, that
// opens straight from disk (file://): the ES modules bundled by esbuild, the
// CSS inlined, the wasm inlined as base64 and handed to the engine's loader,
// the icon as a data URL. The Content-Security-Policy keeps its strength: the
// inline script and style are allowed by their SHA-256 hashes only.
//
// Usage: node scripts/bundle.mjs   (after scripts/build.sh has made www/pkg)
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path) => readFileSync(root + path);
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const html = read('index.html').toString();
const wasm = read('www/pkg/duel21_bg.wasm').toString('base64');
const wasm24 = read('www/pkg/game24_bg.wasm').toString('base64');
const wasmStats = read('www/pkg/stats_bg.wasm').toString('base64');
const wasmPractice = read('www/pkg/practice_bg.wasm').toString('base64');
const wasmOnline = read('www/pkg/online_bg.wasm').toString('base64');

const { outputFiles } = await build({
  entryPoints: [root + 'www/main.js'],
  bundle: true,
  format: 'esm',
  minify: true,
  write: false,
  target: 'es2022',
  logLevel: 'warning',
});
// The engines' loaders take the inline bytes from these globals instead of
// fetching www/pkg/*_bg.wasm, which a file:// page may not do. (esbuild
// bundles 24点's, the statistics', practice's and the online match's
// dynamically imported glue
// into the same script; their wasm is inline too, so the single file works
// offline for both games, the statistics and practice; an online match
// needs the network anyway.)
const bytes = (b64) => `Uint8Array.from(atob(${JSON.stringify(b64)}),c=>c.charCodeAt(0))`;
const script =
  `globalThis.__duel21Wasm=${bytes(wasm)};\nglobalThis.__game24Wasm=${bytes(wasm24)};\n` +
  `globalThis.__statsWasm=${bytes(wasmStats)};\nglobalThis.__practiceWasm=${bytes(wasmPractice)};\n` +
  `globalThis.__onlineWasm=${bytes(wasmOnline)};\n` +
  outputFiles[0].text.replaceAll('</script', '<\\/script');

// CSS: every stylesheet the page links, in order, inlined.
const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => read(m[1]).toString());
const css = styles.join('\n').replaceAll('</style', '<\\/style');

let out = html;
out = out.replace(/<link rel="stylesheet" href="[^"]+">\s*/g, '');
// The language's script (www/lang.js) inline, allowed by its hash; the
// preloads go (the bundle is inline, its engines too), their comment too.
const lang = read('www/lang.js').toString().replaceAll('</script', '<\\/script');
out = out.replace(/<script src="www\/lang\.js"><\/script>/, () => `<script>${lang}</script>`);
out = out.replace(/\s*<!-- The bundle and the 21点 engine, fetched at once[^>]*-->/, '');
out = out.replace(/\s*<link rel="(modulepreload|preload)" [^>]*>/g, '');
out = out.replace(/<script type="module" src="[^"]+"><\/script>/, () => `<style>${css}</style>\n  <script type="module">${script}</script>`);
out = out.replace(/<link rel="icon" href="([^"]+)"([^>]*)>/, (m, href, rest) => {
  if (href.startsWith('data:')) return m;
  const svg = read(href).toString('base64');
  return `<link rel="icon" href="data:image/svg+xml;base64,${svg}"${rest.replace(/\s*type="[^"]*"/, '')}>`;
});
// No manifest and no service worker from disk (www/pwa.js registers none
// on file://): the installable, offline page is the hosted one.
out = out.replace(/\s*<link rel="(manifest|apple-touch-icon)" [^>]*>/g, '');
out = out.replace(/(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/, (m, a, csp, b) => {
  const policy = csp
    .replace(/script-src [^;]*/, `script-src ${sha256(lang)} ${sha256(script)} 'wasm-unsafe-eval'`)
    .replace(/style-src [^;]*/, `style-src ${sha256(css)}`);
  return a + policy + b;
});

mkdirSync(root + 'dist', { recursive: true });
writeFileSync(root + 'dist/duel21.html', out);
console.log(`dist/duel21.html: ${out.length} bytes (opens from disk; no server needed)`);
