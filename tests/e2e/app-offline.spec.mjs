// app-offline.spec.mjs — the page without a network: after a first visit
// the service worker (web/sw.js) has cached every file, a reload works with
// the network gone (the board, the analysis, play, the teaching tools and
// the background worker), and a file changed on the server is picked up on
// the next visit that reaches it — and is then what the page shows offline.
// The page is served from a copy of web/ by a server of this test's own, so
// the network can really go away (the server stops) and files can change.

import { test, expect } from './fixtures.mjs';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serve } from '../tools/serve.mjs';
import { ROOT } from '../js/gen.mjs';
import { settle } from './app-helpers.mjs';

test.use({ serviceWorkers: 'allow' });

const WEB = join(ROOT, 'web');

function files(dir) {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
}

test('after the first visit the page works offline, and a changed file is picked up', async ({ page, context }) => {
  const root = mkdtempSync(join(ROOT, 'build', 'offline-'));
  let server = null;
  try {
    cpSync(WEB, root, { recursive: true });
    server = await serve({ port: 0, root, prefix: '/grundy/', host: '127.0.0.1' });
    const port = server.address().port;
    const base = `http://127.0.0.1:${port}/grundy/`;
    const stop = async () => { await new Promise((ok) => { server.close(ok); server.closeAllConnections(); }); server = null; };

    // First visit: the service worker registers after the first analysis and caches everything.
    await page.goto(base + '#nim:3,4,5');
    await settle(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const keys = (await Promise.all(names.map(async (n) => (await caches.open(n)).keys()))).flat();
      return keys.map((r) => r.url);
    });
    const want = files(root).map((f) => base + relative(root, f)).filter((u) => !u.endsWith('/sw.js'))
      .map((u) => u.replace(/\/index\.html$/, '/'));
    expect(cached.filter((u) => !want.includes(u)), 'nothing but the page\'s files').toEqual([]);
    expect(want.filter((u) => !cached.includes(u)), 'every file of the page is cached').toEqual([]);

    // The network gone: a reload works — the board, the analysis, the teaching tools.
    await context.setOffline(true);
    await stop();
    await page.reload();
    await settle(page);
    await expect(page.locator('#nimsum')).toHaveText(String(3 ^ 4 ^ 5));
    await page.waitForSelector('#teach[data-ready]');
    await page.click('#teach-tab-sequence'); // a long sequence goes to the background worker
    await page.selectOption('#teach-sequence select[name=family]', 'bash');
    await page.fill('#teach-sequence input[name=m]', '3');
    await page.fill('#teach-sequence input[name=n]', '6000');
    await page.click('#teach-sequence >> text=Compute');
    await expect(page.locator('#teach-sequence')).toHaveAttribute('data-state', 'done');
    await expect(page.locator('#teach-sequence .teach-seq-period')).toHaveAttribute('data-period', '4'); // Bash game, m = 3: period m + 1

    // A new version on the server: a page text and a module changed.
    const tag = 'Impartial games: SG values, nim-sums and winning moves';
    writeFileSync(join(root, 'index.html'), readFileSync(join(root, 'index.html'), 'utf8').replace(tag, 'A new version of the page'));
    writeFileSync(join(root, 'boards/index.js'), readFileSync(join(root, 'boards/index.js'), 'utf8').replace("tr('Nim')", "tr('Nim, new version')")); // the picker's titles
    server = await serve({ port, root, prefix: '/grundy/', host: '127.0.0.1' });
    await context.setOffline(false);
    await page.reload();
    await settle(page);
    await expect(page.locator('.tagline')).toHaveText('A new version of the page');
    await expect(page.locator('#game option[value=nim]')).toHaveText('Nim, new version');
    // … and offline again, the new version is what is cached
    await context.setOffline(true);
    await stop();
    await page.reload();
    await settle(page);
    await expect(page.locator('.tagline')).toHaveText('A new version of the page');
    await expect(page.locator('#game option[value=nim]')).toHaveText('Nim, new version');
    await context.setOffline(false);
  } finally {
    if (server) { server.close(); server.closeAllConnections(); }
    rmSync(root, { recursive: true, force: true });
  }
});

test('the page is installable: a manifest with a start URL in scope and PNG icons of 192 and 512 px', async ({ page }) => {
  await page.goto('./');
  await settle(page);
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  const url = new URL(href, page.url()).href;
  const res = await page.request.get(url);
  expect(res.ok()).toBe(true);
  const m = await res.json();
  expect(m.name).toBeTruthy();
  expect(m.short_name).toBeTruthy();
  expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(m.display);
  const scope = new URL(m.scope ?? './', url).href;
  expect(new URL(m.start_url, url).href.startsWith(scope)).toBe(true);
  expect(page.url().startsWith(scope), 'the page is in the scope (served under /grundy/)').toBe(true);
  for (const size of [192, 512]) {
    const icon = m.icons.find((i) => i.type === 'image/png' && i.sizes.split(' ').includes(`${size}x${size}`));
    expect(icon, `a ${size}px PNG icon`).toBeTruthy();
    const png = await (await page.request.get(new URL(icon.src, url).href)).body();
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }
});
