// axe-core in a page, one helper for every browser test: the script is
// evaluated through the DevTools protocol, which the page's
// Content-Security-Policy does not govern, so the CSP under test stays as
// strict as it ships. axe cannot judge text over the felt's gradient (it
// reports such nodes as "incomplete", not as violations):
// contrast.test.mjs samples pixels instead.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations of the WCAG 2.1 A and AA rules in `include` (a selector;
 * default the whole page), one "rule: selector — what to fix" string per
 * element, so a failing assert names what to fix.
 */
export async function axeViolations(page, include = 'html') {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const result = await page.evaluate((sel) => window.axe.run(document.querySelector(sel), {
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  }), include);
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}
