// What a browser test's page load costs in CPU, in a fresh context and in a
// context lent from a file's pool (tests/browser/helpers.mjs, `openPage`):
// N loads of the page up to its menu each way, in alternating rounds, the
// way a test opens and gives back its page.
//   node scripts/page-load-cost.mjs [N] [--compare]   (default 15 loads a round)
// With --compare, the same rounds in the full browser (/usr/bin/chromium)
// and in the headless shell the tests run, one after the other, twice.
// CPU is the whole machine's (/proc/stat), so run it on a quiet machine, or
// in a cpuacct cgroup of its own, whose count it then reads instead (every
// process it starts, the browser's renderers included, exited or not).
import { readFileSync } from 'node:fs';
import { launch, openPage, ready } from '../tests/browser/helpers.mjs';
import { TEST_CHROMIUM } from '../tests/browser/chromium.mjs';

const N = Number(process.argv[2] ?? 15);
const group = readFileSync('/proc/self/cgroup', 'utf8').split('\n').find((l) => l.includes(':cpuacct'))?.split(':')[2];
const cpu = group && group !== '/'
  ? () => Number(readFileSync(`/sys/fs/cgroup/cpuacct${group}/cpuacct.usage`, 'utf8')) / 1e9
  : () => {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return (f[0] + f[1] + f[2] + f[5] + f[6]) / 100;
  };
console.log(`CPU from ${group && group !== '/' ? `the cgroup ${group}` : 'the whole machine (/proc/stat)'}`);

const compare = process.argv.includes('--compare');
let env;
async function round(name, fresh) {
  const c0 = cpu();
  const t0 = Date.now();
  for (let i = 0; i < N; i += 1) {
    const { page, context, errors } = await openPage(env, { fresh });
    await ready(page);
    await page.evaluate(() => localStorage.setItem('page-load-cost', '1'));
    if (errors.length) throw new Error(errors.join('\n'));
    await context.close();
  }
  console.log(`${name.padEnd(30)} ${((cpu() - c0) / N).toFixed(3)} CPU s a load, ${((Date.now() - t0) / N / 1000).toFixed(3)} s wall`);
}
const engines = compare ? [['chromium', '/usr/bin/chromium'], ['headless shell', TEST_CHROMIUM]] : [['', TEST_CHROMIUM]];
for (let r = 0; r < (compare ? 2 : 1); r += 1) {
  for (const [engine, executablePath] of engines) {
    env = await launch({ pool: true, executablePath });
    const tag = engine ? `${engine}: ` : '';
    await round(`${tag}warm-up`, true);
    for (let k = 0; k < (compare ? 1 : 2); k += 1) {
      await round(`${tag}fresh context`, true);
      await round(`${tag}lent context`, false);
    }
    await env.close();
  }
}
