// The version of the page that is running, and whether the server (or the
// service worker that controls the page) still serves that version.
//
// scripts/precache.mjs writes the version — the hash of every shipped file,
// the one the service worker's cache is named after — into the built bundle
// in place of the zeros below. The sources, run as they are (the tests that
// import them), keep the zeros: they are no build, and nothing is compared.
//
// A page never runs files of two versions (docs/architecture.md, "Updates"):
// the modules fetched on demand (the engines of 24点, the statistics, practice
// and online play, and the page's chunks: the screens loaded when first
// opened, see chunkLoader) are imported only while www/pkg/precache.js names
// this page's version; otherwise the page offers a reload into the new
// version instead (www/pwa.js).
const STAMP = 'page-version:0000000000000000';

/** The running page's version: 16 hex digits, or null for the unbuilt sources. */
export const PAGE_VERSION = /^page-version:0{16}$/.test(STAMP) ? null : STAMP.slice('page-version:'.length);

/** Thrown by `ensureCurrent` when the files on offer are another version's. */
export class NewVersion extends Error {
  constructor(version) {
    super(`version ${version} is on offer, this page is ${PAGE_VERSION}`);
    this.name = 'NewVersion';
    this.version = version;
  }
}

/** The version www/pkg/precache.js names (16 hex digits), or null if it cannot be read. */
export async function versionOnOffer() {
  try {
    const res = await fetch(new URL('www/pkg/precache.js', document.baseURI), { cache: 'no-store' });
    if (!res.ok) return null;
    // The file is `self.PRECACHE = {"version":"…","files":[…]};` (precache.mjs).
    return /"version":"([0-9a-f]{16})"/.exec((await res.text()).slice(0, 200))?.[1] ?? null;
  } catch {
    return null;
  }
}

let newer = null;
const listeners = [];

/** Calls `f(version)` once the page learns that another version is on offer. */
export function onNewVersion(f) {
  listeners.push(f);
  if (newer) f(newer);
}

/** Records the version the server or the worker offers (e.g. the worker's answer to a page's claim). */
export function noteVersion(version) {
  if (PAGE_VERSION === null || typeof version !== 'string' || version === PAGE_VERSION || newer !== null) return;
  newer = version;
  for (const f of listeners) f(version);
}

/**
 * Resolves when the files fetched next are this page's version; throws
 * NewVersion when they are another's. A page opened from disk, the unbuilt
 * sources, or a list that cannot be read (offline without a worker: the
 * import that follows fails on its own) are not compared.
 */
export async function ensureCurrent() {
  if (PAGE_VERSION === null || !/^https?:$/.test(location.protocol)) return;
  const offered = newer ?? await versionOnOffer();
  if (offered === null || offered === PAGE_VERSION) return;
  noteVersion(offered);
  throw new NewVersion(offered);
}

/**
 * A loader of one of the page's chunks: `load` (the chunk's `import()`)
 * runs once, after `ensureCurrent` (unless `current` is false), and its module is what every call
 * resolves to; a failed load (offline before the chunk was cached, another
 * version on offer) is tried again on the next call.
 */
export function chunkLoader(load, { current = true } = {}) {
  let loading = null;
  return () => {
    if (loading === null) {
      loading = (current ? ensureCurrent() : Promise.resolve()).then(load);
      loading.catch(() => { loading = null; });
    }
    return loading;
  };
}

/**
 * The one loader of the engines' wasm modules (www/pkg/<name>.js and its
 * <name>_bg.wasm: duel21, game24, stats, practice, online): `glue()` gives
 * the module's wasm-bindgen glue, whose default export instantiates it.
 * The single-file build (scripts/bundle.mjs) puts the wasm bytes in
 * `globalThis.__<name>Wasm`, since a page opened from disk may not fetch
 * them; otherwise they are fetched. A module fetched on demand is loaded
 * only of the page's own version (as chunkLoader; `fetched: false` for
 * 21点's, which loads with the page). Runs once and resolves to
 * `{glue, wasm}` (the glue module and the instance's exports); a failed load
 * may be tried again.
 */
export function wasmLoader(name, glue, { fetched = true } = {}) {
  return chunkLoader(async () => {
    const m = await glue();
    const inline = globalThis[`__${name}Wasm`];
    const wasm = await (inline ? m.default({ module_or_path: inline }) : m.default());
    return { glue: m, wasm };
  }, { current: fetched });
}
