// axe-core in a page: the script is evaluated through the DevTools protocol,
// which the page's Content-Security-Policy does not govern, so the CSP under
// test stays as strict as it ships. Returns axe's violations (rule id, the
// elements' selectors) for `include` (a selector; default the whole page).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function axeViolations(page, include = 'body') {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const result = await page.evaluate((sel) => window.axe.run(document.querySelector(sel), {
    resultTypes: ['violations'],
  }), include);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
