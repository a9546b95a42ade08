// fixtures.mjs — every spec imports `test` and `expect` from here: the page
// fixture fails the test on any console error or uncaught page error (from
// the page or its workers), listed with where they came from.
//
//   import { test, expect, engineIn } from './fixtures.mjs';

import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()} (${m.location().url || 'no url'})`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.stack || e.message}`));
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect };

/** Runs fn(engine) in the page with web/engine/engine.js imported (relative
 *  to the page, so the sub-path is honoured); returns its (serialisable)
 *  result. fn is a function source evaluated in the page. */
export async function engineIn(page, fn, arg) {
  return page.evaluate(async ([src, a]) => {
    const engine = await import(new URL('engine/engine.js', document.baseURI).href);
    await engine.load();
    return (0, eval)(`(${src})`)(engine, a);
  }, [fn.toString(), arg]);
}
