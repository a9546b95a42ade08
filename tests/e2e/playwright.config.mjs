// Playwright for the page in Debian's Chromium (never a downloaded browser):
//   npx playwright test -c tests/e2e/playwright.config.mjs     (make test-e2e)
// The page is served by tests/tools/serve.mjs on a free port under a
// sub-path (/grundy/), as a static host might, so nothing may assume "/".

import { defineConfig } from '@playwright/test';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer().once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

// Chosen once: worker processes load this file again and inherit the env.
process.env.GRUNDY_E2E_PORT ??= String(await freePort());
const port = Number(process.env.GRUNDY_E2E_PORT);
export const PREFIX = '/grundy/';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.mjs',
  outputDir: `${ROOT}build/e2e-results`,
  // Time limits are hang guards, not speed tests: a test waits for states,
  // never for time, and its limits are 20 times what it takes on a quiet
  // machine, so a machine busy with other work slows it without failing it.
  // Measured beside other jobs at load 10-13 on 2 cores: the longest test
  // 39 s (about 15 s quiet), the longest wait of an assertion with the
  // default limit 3.7 s. A wait for a long computation says so with a limit
  // of its own (20 times its time); none lowers the test's limit.
  timeout: 360_000,
  expect: { timeout: 30_000 },
  // Two workers, on a 2-core machine too.
  workers: 2,
  retries: 0,
  reporter: 'list',
  forbidOnly: true,
  use: {
    baseURL: `http://127.0.0.1:${port}${PREFIX}`,
    browserName: 'chromium',
    headless: true,
    // The page's service worker (web/sw.js) stays out of the other suites, so
    // each test sees only the server; app-offline.spec.mjs allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium-headless-shell', // (make test-e2e: CHROMIUM)
      // One renderer process for the pages of a context (a test's page
      // opens in the process its worker's pages already use, its compiled
      // code warm, instead of starting one: a new page's load takes about a
      // quarter less processor time); another context still gets its own.
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run', '--renderer-process-limit=1'],
    },
  },
  webServer: {
    // The files do not change during a run: the browser keeps them (and
    // their compiled code) as a static host lets it, instead of fetching and
    // compiling them again at every load. A test of a changed file serves
    // the page itself (app-offline.spec.mjs).
    command: `node tests/tools/serve.mjs --port ${port} --prefix ${PREFIX} --max-age 3600`,
    cwd: ROOT,
    url: `http://127.0.0.1:${port}${PREFIX}engine/engine.js`,
    reuseExistingServer: false,
    timeout: 60_000, // it starts in a fraction of a second
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
