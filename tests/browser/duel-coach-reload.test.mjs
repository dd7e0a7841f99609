// A reload restores the 21点 table as it was, the coach included: opened
// with C it is open again after a reload, closed with C it stays closed, in
// both languages; a new tab starts from the setting (closed by default).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, openTab, ready, startMatch } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const coachShown = async (page) => ({
  panel: await page.isVisible('#coach'),
  expanded: await page.getAttribute('#coach-toggle', 'aria-expanded'),
});

for (const [lang, locale, title] of [['en', 'en-US', /Advice for/], ['zh', 'zh-CN', /分析/]]) {
  test(`${lang}: the coach opened with C is open again after a reload, and closed stays closed`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42', locale });
    await ready(page);
    await startMatch(page, { mode: 'pvp' });
    assert.deepEqual(await coachShown(page), { panel: false, expanded: 'false' });
    await page.keyboard.press('c');
    assert.deepEqual(await coachShown(page), { panel: true, expanded: 'true' });
    assert.match(await page.textContent('#coach'), title);

    await page.reload();
    await ready(page);
    assert.ok(await page.isVisible('#play'));
    assert.deepEqual(await coachShown(page), { panel: true, expanded: 'true' }, 'open after the reload');
    assert.match(await page.textContent('#coach'), title);

    await page.keyboard.press('c');
    await page.reload();
    await ready(page);
    assert.deepEqual(await coachShown(page), { panel: false, expanded: 'false' }, 'closed after the reload');

    // Opened again, then a second tab: it starts from the setting.
    await page.keyboard.press('c');
    const b = await openTab(env, context, errors, { path: '' });
    assert.ok(await b.isVisible('#play'));
    assert.deepEqual(await coachShown(b), { panel: false, expanded: 'false' });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
