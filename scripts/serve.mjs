// A tiny static file server for the page, bound to 127.0.0.1 only.
// Usage: node scripts/serve.mjs [port]   (port 0 picks a free one)
// Also imported by the browser tests: `startServer(0)` resolves to { url, close }.
//
// www/pkg/precache.js (the service worker's list and version) is computed
// afresh on every request unless `{ livePrecache: false }`: a file edited
// without a rebuild still gives a new version, and the open page offers the
// update instead of the worker serving the old file. A copy of the page
// served with `{ root, livePrecache: false }` behaves like a static host;
// `onRequest(path)` (tests) runs before each request is answered; `head`
// (tests) is markup put first in the <head> of every HTML page a browser
// navigates to (a document or a frame; not what the service worker fetches
// to store, so the stored page is the one shipped), and
// `onReport(text)` receives what a page POSTs to /__report (the cross-engine
// smoke run's error recorder, tests/smoke/errors.js).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precacheScript } from './precache.mjs';

const HOME = fileURLToPath(new URL('..', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export function startServer(port = 0, { root = HOME, livePrecache = true, onRequest = null, head = '', onReport = null } = {}) {
  const ROOT = root.endsWith(sep) ? root : root + sep;
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (onReport && req.method === 'POST' && path === '/__report') {
        const parts = [];
        for await (const part of req) parts.push(part);
        onReport(Buffer.concat(parts).toString('utf8').slice(0, 4000));
        res.writeHead(204).end();
        return;
      }
      // A test's hook, called before the file is read (e.g. to change the files meanwhile).
      await onRequest?.(path);
      let file = normalize(join(ROOT, path));
      if (!file.startsWith(ROOT) || file.includes(`${sep}node_modules${sep}`)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const live = livePrecache && path === '/www/pkg/precache.js';
      let body = live ? precacheScript(ROOT) : await readFile(file);
      const navigated = ['document', 'iframe'].includes(req.headers['sec-fetch-dest']);
      if (head && navigated && extname(file) === '.html') body = String(body).replace('<head>', `<head>${head}`);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${server.address().port}/`;
      resolve({ url, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 8021);
  const { url } = await startServer(port);
  console.log(`Twenty-One Duel is being served at ${url}  (Ctrl+C to stop)`);
}
