// A lent context (helpers.mjs, `launch({ pool: true })`) starts as a fresh
// one would for what a test can see of storage and tabs: what one test
// writes (localStorage, sessionStorage, IndexedDB, cache storage, a cookie,
// history entries, a second tab listening on a BroadcastChannel) is gone for
// the next test on the same context, whichever order they run in.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready } from './helpers.mjs';

let env;
after(async () => { await env?.close(); });

// Everything a test could leave behind, written from the page.
const write = (page) => page.evaluate(async () => {
  localStorage.setItem('pool.left', '1');
  sessionStorage.setItem('pool.left', '1');
  document.cookie = 'pool_left=1; max-age=3600';
  await new Promise((resolve, reject) => {
    const open = indexedDB.open('pool-left', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('s');
    open.onsuccess = () => { open.result.close(); resolve(); };
    open.onerror = () => reject(open.error);
  });
  await (await caches.open('pool-left')).put('/pool-left', new Response('1'));
  history.pushState({}, '', '#left');
});

// What a fresh context shows: nothing the other test wrote.
const leftOver = (page) => page.evaluate(async () => ({
  local: localStorage.getItem('pool.left'),
  session: sessionStorage.getItem('pool.left'),
  cookie: document.cookie.includes('pool_left'),
  idb: (await indexedDB.databases()).some((d) => d.name === 'pool-left'),
  cache: await caches.has('pool-left'),
  history: history.length,
}));
// What a fresh context's page shows (history: about:blank and the page).
let CLEAN;
before(async () => {
  env = await launch({ pool: true });
  const { page, context } = await openPage(env, { fresh: true });
  await ready(page);
  CLEAN = await leftOver(page);
  assert.deepEqual(CLEAN, { local: null, session: null, cookie: false, idb: false, cache: false, history: 2 });
  await context.close();
});

async function writes(last) {
  const { page, context, errors } = await openPage(env);
  if (last) assert.equal(context, last.context, 'the same context is lent again');
  await ready(page);
  await write(page);
  // A second tab of the context, listening for the next test's page.
  const tab = await context.newPage();
  await tab.goto(env.server.url);
  await ready(tab);
  await tab.evaluate(() => {
    window.heard = [];
    new BroadcastChannel('pool-left').onmessage = (e) => window.heard.push(e.data);
  });
  assert.notDeepEqual(await leftOver(page), CLEAN);
  assert.deepEqual(errors, []);
  await context.close();
  return { page, context };
}

// `last`: the page and context the test before was given, which this one
// must be lent again (else the check would pass on a fresh context).
async function startsClean(last) {
  const { page, context, errors } = await openPage(env);
  if (last) {
    assert.equal(context, last.context, 'the same context is lent again');
    assert.equal(page, last.page, 'and its page');
  }
  await ready(page);
  assert.deepEqual(await leftOver(page), CLEAN);
  assert.deepEqual(context.pages(), [page], 'no other tab is open');
  assert.deepEqual(errors, []);
  await context.close();
  return { page, context };
}

test('a test that writes storage, then one that starts clean, on one lent context', async () => {
  await startsClean(await writes());
});

test('one that starts clean, then one that writes, then one that starts clean', async () => {
  const first = await startsClean();
  await startsClean(await writes(first));
});

test('a lent context refuses what would outlive its test', async () => {
  const { page, context } = await openPage(env);
  assert.throws(() => context.route, /fresh: true/);
  assert.throws(() => page.clock, /clock: true/);
  await context.close();
  // The same options lend the same context again, and fresh: true does not.
  const again = await openPage(env);
  const fresh = await openPage(env, { fresh: true });
  assert.equal(await fresh.context.storageState().then(() => typeof fresh.context.route), 'function');
  await again.context.close();
  await fresh.context.close();
});
