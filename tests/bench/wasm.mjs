// wasm.mjs — `make bench`, the wasm part: the same requests through the wasm
// engine (web/engine/engine.js in Node) and the native engine
// (build/grundy-batch, in-process timing, no process start-up), printed as a
// ratio (target: wasm within 1.5x of native); then the size of the page's
// files (raw and gzip; the first load is measured in a browser by page.mjs).
// Each time is the best of BENCH_RUNS (default 3).
//
// The wasm time is engine.js's text entry points (analyzeText, play,
// canonical, sequenceText): arguments copied in, the engine, the result
// copied out, as the page pays for them. JSON.parse is shown apart.

import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as engine from '../../web/engine/engine.js';
import { NATIVE_BATCH, ROOT, group, positions, rng } from '../js/gen.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** Workloads: [label, requests (CLI arguments), repetitions per run]. */
async function workloads() {
  const r = rng(7);
  const each = (g, n) => Array.from({ length: n }, () => group(r, g));
  const analyses = (ts) => ts.flatMap((t) => [['analyze', t], ['analyze', '--winning', t]]);
  const big = [
    'treblecross:' + '.'.repeat(3000), 'checkers:' + '.o'.repeat(1000), 'nim:' + Array(400).fill(99).join(','),
    'northcott:' + Array(50).fill('B' + '.'.repeat(30) + 'W').join(','), 'staircase:' + Array(200).fill(7).join('/'),
    'sub(1,3,4,9,17):' + Array(100).fill(500).join(','),
  ];
  return [
    ['nim', analyses(each('nim', 200)), 1],
    ['sub(S)', analyses(each('sub', 200)), 2],
    ['checkers', analyses(each('checkers', 200)), 10],
    ['northcott', analyses(each('northcott', 200)), 10],
    ['treblecross', analyses(each('treblecross', 200)), 5],
    ['staircase', analyses(each('staircase', 200)), 5],
    ['sums of games', analyses(positions(r, 0, 300)), 1],
    ['big boards', analyses(big), 1],
    ['play + canonical', await moves(positions(r, 20, 100)), 5],
    ['sequences', [['sequence', 'sub(1,3,4)', '200000'], ['sequence', 'sub(2-7,11)', '100000'],
      ['sequence', 'treblecross', '5000'], ['sequence', 'staircase', '2000']], 1],
  ];
}

/** canonical and play (its first listed move) of each position. */
async function moves(texts) {
  const out = [];
  for (const t of texts) {
    const a = await engine.analyze(t);
    out.push(['canonical', t], ['play', t, a.moves[0]?.move ?? '1:1']);
  }
  return out;
}

function native(requests, reps) {
  const input = requests.map((q) => q.join('\t')).join('\n') + '\n';
  let best = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const res = spawnSync(NATIVE_BATCH, ['--time', String(reps)], { input, encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`grundy-batch: ${res.stderr}`);
    best = Math.min(best, Number(res.stdout.split(' ')[0]));
  }
  return best;
}

const CALL = {
  analyze: (a) => (a[0] === '--winning' ? engine.analyzeText(a[1], { winning: true }) : engine.analyzeText(a[0])),
  canonical: (a) => engine.canonical(a[0]),
  play: (a) => engine.play(a[0], a[1]),
  sequence: (a) => engine.sequenceText(a[0], Number(a[1])),
};

async function wasm(requests, reps, parse = false) {
  const one = async ([cmd, ...args]) => {
    try {
      const out = await CALL[cmd](args);
      if (parse && (cmd === 'analyze' || cmd === 'sequence')) JSON.parse(out);
    } catch (e) {
      if (!(e instanceof engine.EngineError)) throw e;
    }
  };
  let best = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    for (let k = 0; k < reps; k++) for (const q of requests) await one(q);
    best = Math.min(best, (performance.now() - t0) / 1000);
  }
  return best;
}

/** Files the page loads: index.html's scripts and styles, then every
 *  module import and `new URL(…, import.meta.url)` (worker, wasm), followed. */
function pageFiles() {
  const web = join(ROOT, 'web');
  const seen = new Set();
  const todo = [join(web, 'index.html')];
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f) || !existsSync(f)) continue;
    seen.add(f);
    if (!/\.(html|m?js)$/.test(f)) continue;
    const src = readFileSync(f, 'utf8');
    const refs = f.endsWith('.html')
      ? [...src.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"#:]+)"/g)].map((m) => m[1])
      : [...src.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|new URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
    for (const ref of refs) todo.push(join(dirname(f), ref));
  }
  const out = [...seen].map((f) => ({ file: relative(web, f), bytes: readFileSync(f) }));
  // offline use: the service worker app.js registers, the manifest's icons
  for (const f of ['sw.js', 'icons/icon-192.png', 'icons/icon-512.png'])
    if (existsSync(join(web, f)) && !seen.has(join(web, f))) out.push({ file: f, bytes: readFileSync(join(web, f)) });
  return out;
}

const kb = (n) => (n / 1024).toFixed(1).padStart(8);

/** One long sequence's statistics in this process's fresh engine: JSON of
 *  processor seconds, the engine's peak and the wasm memory's size. */
async function longOne(fam, n) {
  await engine.load();
  const c0 = process.cpuUsage();
  await engine.sequencePart(fam, n, 'stats');
  const c1 = process.cpuUsage(c0);
  const st = await engine.stats();
  console.log(JSON.stringify({ s: (c1.user + c1.system) / 1e6, peak: st.peak, heap: st.heap }));
}

async function main() {
  await engine.load();
  console.log(`\nwasm vs native engine (best of ${RUNS}; native: build/grundy-batch in-process, wasm: engine.js in Node ${process.version})`);
  console.log(`${'workload'.padEnd(18)} ${'requests'.padStart(8)} ${'native ms'.padStart(10)} ${'wasm ms'.padStart(10)} ${'ratio'.padStart(6)} ${'+JSON.parse'.padStart(12)}`);
  let tn = 0, tw = 0;
  for (const [label, requests, reps] of await workloads()) {
    const n = native(requests, reps);
    const w = await wasm(requests, reps);
    const wp = await wasm(requests, reps, true);
    tn += n;
    tw += w;
    console.log(`${label.padEnd(18)} ${String(requests.length * reps).padStart(8)} ${(n * 1000).toFixed(1).padStart(10)} ${(w * 1000).toFixed(1).padStart(10)} ${(w / n).toFixed(2).padStart(5)}x ${(wp / n).toFixed(2).padStart(11)}x`);
  }
  const ratio = tw / tn;
  console.log(`${'all'.padEnd(18)} ${''.padStart(8)} ${(tn * 1000).toFixed(1).padStart(10)} ${(tw * 1000).toFixed(1).padStart(10)} ${ratio.toFixed(2).padStart(5)}x   (target ≤ 1.5x: ${ratio <= 1.5 ? 'met' : 'NOT met'})`);

  // Take-and-break values in the wasm engine, against the targets for the
  // page's worker (one run each: they are long; native figures: make bench's
  // take-and-break rows above).
  // Processor time is what is judged (wall time is shown too: on a busy
  // machine it is much longer).
  console.log(`\ntake-and-break values in wasm (engine.js in Node, one run; the page's worker runs the same)`);
  for (const [fam, n, target] of [['tb(0.16)', 520000, 1], ['4!.0', 1000000, 8]]) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const seq = JSON.parse(await engine.sequenceText(fam, n));
    const wall = (performance.now() - t0) / 1000;
    const c1 = process.cpuUsage(c0);
    const s = (c1.user + c1.system) / 1e6;
    const period = seq.period == null ? 'no period' : `period ${seq.period} from ${seq.preperiod}`;
    console.log(`${fam.padEnd(10)} to ${String(n).padEnd(8)} ${s.toFixed(2).padStart(7)} s processor, ${wall.toFixed(2)} s wall  (target ≤ ${target} s: ${s <= target ? 'met' : 'NOT met'})  ${period}`);
  }

  // Long sequences: time and peak memory, each in a fresh Node process (the
  // engine's context keeps its tables, so one process would add them up):
  // the engine's peak (its own accounting) and the wasm memory's size at the
  // end (what the browser holds for it; the page's limit is the engine's
  // default, and the module may grow to MAXIMUM_MEMORY, see the Makefile).
  // BENCH_LONG=1 adds Grundy's game to 10^8 (about an hour).
  console.log(`\nlong sequences in wasm: time and peak memory (a fresh engine each, statistics only)`);
  const cols = [['code', 8, 'end'], ['n', 10], ['processor s', 12], ['engine MiB', 11], ['wasm MiB', 9], ['B/value', 8]];
  const line = (xs) => xs.map((x, i) => (cols[i][2] ? String(x).padEnd(cols[i][1]) : String(x).padStart(cols[i][1]))).join(' ');
  console.log(line(cols.map((c) => c[0])));
  const long = [['0.167', 1e7], ['4!.0', 1e7]];
  if ((process.env.BENCH_LONG ?? '0') !== '0') long.push(['4!.0', 1e8]);
  for (const [fam, n] of long) {
    const me = new URL(import.meta.url).pathname;
    const res = spawnSync(process.execPath, [me, '--long', fam, String(n)], { encoding: 'utf8' });
    if (res.status !== 0) {
      console.log(`${fam}: ${res.stderr.trim()}`);
      continue;
    }
    const r = JSON.parse(res.stdout);
    const mib = (b) => (b / 1048576).toFixed(1);
    console.log(line([fam, n, r.s.toFixed(2), mib(r.peak), mib(r.heap), (r.peak / (n + 1)).toFixed(2)]));
  }

  // Typed rules: what the page's rule panel asks for — the first 1,000
  // values and their pattern — for each example rule, cold (a family never
  // computed before; the first pattern also computes the families it
  // compares with): native in a fresh process per rule, wasm in one run.
  console.log(`\ntyped rules: the first 1,000 values and their pattern, cold (native: a fresh process each; wasm: one run)`);
  console.log(`${'rule'.padEnd(46)} ${'native ms'.padStart(10)} ${'wasm ms'.padStart(10)} ${'ratio'.padStart(6)}`);
  for (const rule of ['take k: pow2(k)', 'take k: square(k)', 'take k in 1..n/2', 'take d: d|n, d<n', 'take k: prime(k)',
    'split a+b: a<b', 'take k in 1..2 or take k in 1..2 leave a+b', 'take k: k<=2*last or last=0 and k<n']) {
    const fam = `ruleset(${rule})`, reqs = [['sequence', fam, '1000'], ['pattern', fam, '1000']];
    const res = spawnSync(NATIVE_BATCH, ['--time', '1'], { input: reqs.map((q) => q.join('\t')).join('\n') + '\n', encoding: 'utf8' });
    const n = Number(res.stdout.split(' ')[0]) * 1000;
    const t0 = performance.now();
    await engine.sequenceText(fam, 1000);
    await engine.pattern(fam, 1000);
    const w = performance.now() - t0;
    console.log(`${rule.padEnd(46)} ${n.toFixed(1).padStart(10)} ${w.toFixed(1).padStart(10)} ${(w / n).toFixed(2).padStart(5)}x`);
  }

  // Misère quotients, cold (the engine keeps a quotient once computed): native
  // in a fresh process each, wasm the first call in this run; the targets are
  // the page's (Kayles ≤ 1 s, 0.156 ≤ 6 s in the worker). Processor time.
  console.log(`\nmisère quotients, cold (native: a fresh process each; wasm: engine.js in Node, processor time)`);
  console.log(`${'code'.padEnd(22)} ${'native ms'.padStart(10)} ${'wasm ms'.padStart(10)} ${'ratio'.padStart(6)}  target`);
  for (const [code, max, target] of [['0.77', null, 1], ['0.156', null, 6], ['0.07', 30, null]]) {
    const req = max === null ? ['quotient', code] : ['quotient', code, String(max)];
    const res = spawnSync(NATIVE_BATCH, ['--time', '1'], { input: req.join('\t') + '\n', encoding: 'utf8' });
    const n = Number(res.stdout.split(' ')[0]) * 1000;
    const c0 = process.cpuUsage();
    const q = await engine.quotient(code, max);
    const c1 = process.cpuUsage(c0);
    const w = (c1.user + c1.system) / 1000;
    const label = `${code}${max === null ? '' : ` to heap ${max}`} (|Q| ${q.order})`;
    console.log(`${label.padEnd(22)} ${n.toFixed(1).padStart(10)} ${w.toFixed(1).padStart(10)} ${(w / n).toFixed(2).padStart(5)}x  ${target === null ? '-' : `≤ ${target} s: ${w / 1000 <= target ? 'met' : 'NOT met'}`}`);
  }

  const files = pageFiles();
  const row = (label, fs) => {
    const raw = fs.reduce((s, f) => s + f.bytes.length, 0);
    const gz = fs.reduce((s, f) => s + gzipSync(f.bytes, { level: 9 }).length, 0);
    console.log(`${label.padEnd(40)} ${String(fs.length).padStart(5)} ${kb(raw)} ${kb(gz)}`);
  };
  console.log(`\nwhat the page downloads (KiB; gzip -9 per file)`);
  console.log(`${'files'.padEnd(40)} ${'count'.padStart(5)} ${'raw'.padStart(8)} ${'gzip'.padStart(8)}`);
  for (const name of ['engine/grundy-first.wasm', 'engine/grundy-first.mjs', 'engine/grundy.wasm', 'engine/grundy-core.mjs', 'engine/engine.js'])
    row(name, files.filter((f) => f.file === name));
  row('engine (wasm + its JS)', files.filter((f) => f.file.startsWith('engine/') && !/worker|background/.test(f.file)));
  row('worker (worker.js + background.js)', files.filter((f) => /engine\/(worker|background)/.test(f.file)));
  row('other JavaScript', files.filter((f) => !f.file.startsWith('engine/') && /\.m?js$/.test(f.file)));
  row('HTML + CSS', files.filter((f) => /\.(html|css)$/.test(f.file)));
  row('offline: sw.js, manifest, icons', files.filter((f) => /^(sw\.js|manifest\.webmanifest|icons\/)/.test(f.file)));
  row('whole page (every file it may load)', files);
  console.log('(what a first visit fetches, and how long it takes, is measured in a browser next: tests/bench/page.mjs)');
}

if (process.argv[2] === '--long') await longOne(process.argv[3], Number(process.argv[4]));
else await main();
