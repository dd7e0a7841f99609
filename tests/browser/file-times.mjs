// A node:test reporter that prints, at the end of the run, how long each test
// file took (slowest first) and how many tests it ran, so that the slow ones
// are visible. Runs beside the spec reporter (scripts/browser-tests.mjs).
import { relative } from 'node:path';

export default async function* fileTimes(source) {
  const files = new Map();
  const of = (file) => {
    if (!files.has(file)) files.set(file, { ms: 0, tests: 0, failed: 0 });
    return files.get(file);
  };
  for await (const { type, data } of source) {
    if (!data?.file) continue;
    // Each file is a test of its own, named by its path, that holds its tests.
    if (type === 'test:complete' && data.name === data.file) of(data.file).ms = data.details.duration_ms;
    else if ((type === 'test:pass' || type === 'test:fail') && data.name !== data.file
      && data.details?.type !== 'suite') {
      of(data.file).tests += 1;
      if (type === 'test:fail') of(data.file).failed += 1;
    }
  }
  const rows = [...files].sort((a, b) => b[1].ms - a[1].ms);
  const total = rows.reduce((s, [, f]) => s + f.tests, 0);
  yield '\nTime per test file (slowest first; files run side by side, so they overlap):\n';
  for (const [file, f] of rows) {
    const fail = f.failed ? `, ${f.failed} failed` : '';
    yield `${(f.ms / 1000).toFixed(1).padStart(7)} s  ${String(f.tests).padStart(3)} tests${fail}  ${relative(process.cwd(), file)}\n`;
  }
  yield `${String(total).padStart(20)} tests in ${rows.length} files\n`;
}
