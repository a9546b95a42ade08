// judge.test.mjs — the judges through the wasm engine (engine.judge, which
// the page's judge panel uses) against the native `grundy judge`: every input
// in tests/judge/cases gives the same output byte for byte, the same error
// (the judge's line-numbered message) in both modes; each case's answer is its
// part of the output, and its position opens in the engine with the verdict
// the answer states.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import * as engine from '../../web/engine/engine.js';

const DIR = new URL('../judge/cases/', import.meta.url);
const GRUNDY = new URL('../../build/grundy', import.meta.url).pathname;

/** The native judge on input: {out, err (the message without "grundy: "), status}. */
function native(name, input, strict) {
  const r = spawnSync(GRUNDY, ['judge', ...(strict ? ['--strict'] : []), name], { input, encoding: 'utf8' });
  return { out: r.stdout, err: r.stderr.replace(/^grundy: /, '').trimEnd(), status: r.status };
}

/** The cases in tests/judge/cases with their judge and modes. */
function cases() {
  const out = [];
  for (const f of readdirSync(DIR).filter((f) => f.endsWith('.in')).sort()) {
    const parts = f.slice(0, -3).split('--');
    const strictOnly = parts[0] === 'strict';
    const name = strictOnly ? parts[1] : parts[0];
    const lenient = (strictOnly ? parts[2] : parts[1]).startsWith('lenient-');
    out.push({ file: f, name, modes: strictOnly ? [true] : lenient ? [false] : [false, true] });
  }
  return out;
}

test('every judge input gives the native output and message', async () => {
  let n = 0;
  for (const { file, name, modes } of cases()) {
    const bytes = readFileSync(new URL(file, DIR));
    if (bytes.includes(0)) continue; // the page's text box never holds a NUL byte
    const text = bytes.toString('utf8');
    if (!bytes.equals(Buffer.from(text, 'utf8'))) continue; // not UTF-8: the page reads text
    for (const strict of modes) {
      const want = native(name, text, strict);
      const got = await engine.judge(name, text, { strict });
      assert.equal(got.output, want.out, `${file}${strict ? ' --strict' : ''}: output`);
      if (want.status === 0) assert.equal(got.error, null, `${file}: no error`);
      else {
        assert.equal(got.error?.message, want.err, `${file}${strict ? ' --strict' : ''}: message`);
        assert.ok(['input', 'limit'].includes(got.error.status), `${file}: status ${got.error.status}`);
      }
      assert.equal(got.cases.map((c) => c.answer).join(''), got.output, `${file}: the answers make the output`);
      n++;
    }
  }
  assert.ok(n > 120, `${n} inputs compared`);
});

const WINS = { nim: 'Yes\n', chess: 'YES\n', northcott: 'I WIN!\n' };

test('each sample case opens as a position whose analysis gives the judge\'s answer', async () => {
  for (const name of ['nim', 'chess', 'northcott', 'treblecross', 'treblecross-uva']) {
    const input = readFileSync(new URL(`${name}--sample.in`, DIR), 'latin1');
    const { cases: list } = await engine.judge(name, input);
    assert.ok(list.length >= 2, `${name}: cases`);
    for (const c of list) {
      const a = await engine.analyze(c.position, { moves: 'winning' });
      const cells = a.winning.map((m) => m.split(':')[1]).join(' ');
      if (WINS[name]) assert.equal(c.answer === WINS[name], a.verdict === 'N', `${name} case ${c.case}: ${c.position}`);
      else if (name === 'treblecross') assert.equal(c.answer, `Case ${c.case}: ${cells || '0'}\n`);
      else assert.equal(c.answer, cells ? `WINNING\n${cells}\n` : 'LOSING\n\n');
    }
  }
});

test('POJ 1704: each stair names the chessman behind it, and moving that chessman is the stair\'s move', async () => {
  const { rng, SEED } = await import('./gen.mjs');
  const r = rng(SEED);
  for (let round = 0; round < 40; round++) {
    // chessmen on distinct cells, in any order (the problem's own input)
    const n = r.int(1, 7), cells = new Set();
    while (cells.size < n) cells.add(r.int(1, 30));
    const list = [...cells];
    for (let i = list.length - 1; i > 0; i--) { const j = r.int(0, i); [list[i], list[j]] = [list[j], list[i]]; }
    const got = await engine.judge('georgia', `1\n${n}\n${list.join(' ')}\n`);
    const c = got.cases[0];
    const sorted = [...list].sort((a, b) => a - b);
    assert.equal(c.from_names.length, n, `seed ${SEED} round ${round}: a name for each stair`);
    for (let s = 1; s <= n; s++) {
      const cell = sorted[n - s]; // stair s: the gap left of the s-th chessman from the right
      assert.equal(c.from_names[s - 1].name, `the chessman on cell ${cell}`, `seed ${SEED} round ${round} stair ${s}`);
      assert.deepEqual(c.from_names[s - 1].name_msg, { id: 'judge.staircase.chessman', args: [cell] });
    }
    // every move of the position, played as the problem plays it: the named chessman
    // moves `count` cells left; the engine's position after the move is that row's
    const a = await engine.analyze(c.position);
    for (const m of a.moves) {
      const cell = c.from_names[m.from - 1].name_msg.args[0];
      const moved = sorted.map((x) => (x === cell ? x - m.count : x));
      const after = await engine.judge('georgia', `1\n${n}\n${moved.join(' ')}\n`);
      const played = (await engine.play(c.position, m.move)).replace(/@\d+$/, ''); // (the position, without whose turn it is)
      assert.equal(await engine.canonical(played), await engine.canonical(after.cases[0].position),
        `seed ${SEED} round ${round}: ${list.join(' ')}: ${m.move} is the chessman on ${cell} moving ${m.count} left`);
    }
  }
});
