// page.mjs — `make bench`, the page part: what a first visit costs, in a real
// browser (Debian's Chromium, headless). The page is served from web/ on a
// free port under a sub-path; each run is a cold load in a fresh browser
// context (no cache). Printed:
//   - the first load: every file the browser fetched before the first SG
//     value was on screen, its bytes after gzip -9 (what a static host with
//     compression sends), against the target of 120 KiB;
//   - cold load → first SG value: from the start of navigation to the page's
//     'grundy:first-value' mark (ui/render.js sets it when the analysis is
//     first drawn), the median of BENCH_PAGE_RUNS (default 7) loads, against
//     the target of 400 ms on a quiet machine (the load average is printed:
//     on a busy machine it is longer);
//   - what the page fetches later, when idle (the teaching panel, the
//     offline cache is not counted: service workers are blocked here).
// Skipped with a note when Chromium is not installed.

import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serve } from '../tools/serve.mjs';

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 7);
const PREFIX = '/grundy/';
const TARGET_KB = 120, TARGET_MS = 400;

const gz = new Map(); // file → bytes after gzip -9
function gzipped(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gz.get(file);
}

/** One cold load of `hash`: {ms (to the first value), first: [files], later: [files]}. */
async function coldLoad(browser, base, hash) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}#${hash}`);
  await page.waitForFunction(() => performance.getEntriesByName('grundy:first-value').length > 0, null, { timeout: 60_000 });
  await page.waitForSelector('#teach[data-ready]', { timeout: 60_000 });
  await page.waitForTimeout(300); // whatever the idle page still fetches
  // the page's own timeline: each file's response end against the mark
  const { ms, files } = await page.evaluate(() => ({
    ms: performance.getEntriesByName('grundy:first-value')[0].startTime,
    files: [['', 0], ...performance.getEntriesByType('resource').map((e) => [e.name, e.responseEnd])],
  }));
  await context.close();
  const name = (u) => (u ? new URL(u).pathname.slice(PREFIX.length) : 'index.html');
  const first = [...new Set(files.filter(([, t]) => t <= ms).map(([u]) => name(u)))];
  const later = [...new Set(files.map(([u]) => name(u)))].filter((f) => !first.includes(f));
  return { ms, first, later };
}

const kib = (files) => files.reduce((s, f) => s + gzipped(WEB + f), 0) / 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nthe page in a browser: skipped (no Chromium at ${CHROMIUM}; set CHROMIUM)`);
    return;
  }
  let chromium;
  try {
    ({ chromium } = await import('@playwright/test'));
  } catch {
    console.log('\nthe page in a browser: skipped (the npm packages are missing: make deps-web)');
    return;
  }
  const server = await serve({ port: 0, root: WEB, prefix: PREFIX, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${server.address().port}${PREFIX}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    console.log(`\nthe page in Chromium: cold loads (fresh context, no cache), ${RUNS} runs each; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
    console.log(`${'link'.padEnd(30)} ${'files'.padStart(5)} ${'KiB gzip'.padStart(9)} ${'first value ms'.padStart(15)}  ${'(min–max)'.padEnd(12)} later: files, KiB`);
    let verdict = null;
    for (const hash of process.env.BENCH_PAGE_HASH ? [process.env.BENCH_PAGE_HASH] : ['nim:3,4,5', 'hackenbush:0-1.1-2.1-3+corners:TTH/HTT', 'graph(a>b/c,b>c):a']) {
      const runs = [];
      for (let k = 0; k < RUNS; k++) runs.push(await coldLoad(browser, base, hash));
      const first = runs[runs.length - 1].first, later = runs[runs.length - 1].later;
      const ms = runs.map((r) => r.ms);
      console.log(`${('#' + hash).padEnd(30)} ${String(first.length).padStart(5)} ${kib(first).toFixed(1).padStart(9)} ${median(ms).toFixed(0).padStart(15)}  ${`(${Math.min(...ms).toFixed(0)}–${Math.max(...ms).toFixed(0)})`.padEnd(12)} ${later.length}, ${kib(later).toFixed(1)}`);
      verdict ??= { kb: kib(first), ms: median(ms), first };
    }
    console.log(`first load (the default position): ${verdict.kb.toFixed(1)} KiB gzip (target ≤ ${TARGET_KB} KiB: ${verdict.kb <= TARGET_KB ? 'met' : 'NOT met'}); ` +
      `cold load → first SG value: ${verdict.ms.toFixed(0)} ms median (target ≤ ${TARGET_MS} ms on a quiet machine: ${verdict.ms <= TARGET_MS ? 'met' : 'NOT met'})`);
    if (process.env.BENCH_PAGE_FILES) for (const f of verdict.first) console.log(`  ${(gzipped(WEB + f) / 1024).toFixed(1).padStart(6)} ${f}`);
  } finally {
    await browser.close();
    server.close();
    server.closeAllConnections?.();
  }
}

await main();
