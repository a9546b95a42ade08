// search-wasm.mjs — `make bench`: positions of the games found by search
// analysed as the page does (the worker's call: every move with its value
// when that is estimated cheap, else the winning ones; both unbounded),
// wasm (web/engine/engine.js in Node) against native (build/grundy), each
// in a fresh process so that no cache carries over, both on one processor.
// Processor-bound; wall time of the call alone (wasm) or of the process
// (native, start-up < 5 ms).
//
//   node tests/bench/search-wasm.mjs POSITION …

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);

if (process.env.GR_SEARCH_ONE) { // the child: one analysis in wasm
  const engine = await import('../../web/engine/engine.js');
  await engine.load();
  await engine.setWork(-1);
  const t0 = performance.now();
  const a = await engine.analyze(process.env.GR_SEARCH_ONE, { moves: 'auto' });
  process.stdout.write(JSON.stringify({ s: (performance.now() - t0) / 1000, nimsum: a.nimsum, moves: a.moves.length }));
  process.exit(0);
}

console.log(`${'position'.padEnd(28)} ${'value'.padStart(5)} ${'moves'.padStart(6)} ${'native s'.padStart(9)} ${'wasm s'.padStart(8)} ${'ratio'.padStart(6)}`);
for (const pos of process.argv.slice(2)) {
  const t0 = performance.now();
  const nat = spawnSync('build/grundy', ['analyze', '--auto', '--threads', '1', '--work', '100000000000000', pos], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const ns = (performance.now() - t0) / 1000;
  const w = spawnSync(process.execPath, [self], { env: { ...process.env, GR_SEARCH_ONE: pos }, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (nat.status !== 0 || w.status !== 0) { console.log(`${pos}: failed (${nat.stderr || w.stderr})`); process.exitCode = 1; continue; }
  const n = JSON.parse(nat.stdout), r = JSON.parse(w.stdout);
  const same = n.nimsum === r.nimsum && n.moves.length === r.moves;
  console.log(`${pos.padEnd(28)} ${String(r.nimsum).padStart(5)} ${String(r.moves).padStart(6)} ${ns.toFixed(2).padStart(9)} ${r.s.toFixed(2).padStart(8)} ${(r.s / ns).toFixed(1).padStart(5)}x${same ? '' : '  DIFFERENT'}`);
  if (!same) process.exitCode = 1;
}
