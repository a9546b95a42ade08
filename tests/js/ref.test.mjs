// ref.test.mjs — the engine (wasm, through web/engine/engine.js) against an
// independent reference written here from the rules (ref.mjs: moves from
// the rules, values by plain mex, published facts where mex cannot go): for
// small positions of every game and sums of them, with Treblecross threats
// and finished strips, every field of the analysis — each component's value,
// the nim-sum, verdict, over, threat, legal counts, every move with what it
// leaves, its value after, the nim-sum after, winning and wins, the winning
// list and the suggested move.
//
// To add a game: its rules in ref.mjs (GAMES) and a generator in GEN below.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../web/engine/engine.js';
import { analyse, parse, moves } from './ref.mjs';
import { rng } from './gen.mjs';

const list = (r, f, lo = 1, hi = 3) => Array.from({ length: r.int(lo, hi) }, f).join(',');
const cells = (r, len, ch, p) => Array.from({ length: len }, () => (r.chance(p) ? ch : '.')).join('');
const coins = (r, len) => Array.from({ length: len }, () => (r.chance(0.5) ? 'H' : 'T')).join('');

/** A small random picture: edges hanging from the ground, canonical. */
function picture(r) {
  const edges = [];
  const n = r.int(0, 6);
  for (let i = 0; i < n; i++) {
    const top = Math.max(...edges.flat(), 0);
    const u = r.int(0, top), v = r.chance(0.15) ? u : r.int(0, top + 1);
    edges.push([Math.min(u, v), Math.max(u, v)]);
  }
  if (!edges.length) return '0';
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return edges.map(([u, v]) => `${u}-${v}`).join('.');
}

/** One small group of each game: sizes the reference's mex handles at once. */
export const GEN = {
  nim: (r) => `nim:${list(r, () => r.int(0, 12))}`,
  sub: (r) => `sub(${r.pick(['1,3,4', '1-3', '2,5,6', '3', '1,2,4,8', '2,4,7'])}):${list(r, () => r.int(0, 40))}`,
  checkers: (r) => `checkers:${list(r, () => cells(r, r.int(1, 12), 'o', 0.3))}`,
  northcott: (r) => `northcott:${list(r, () => {
    const len = r.int(2, 10), b = r.int(0, len - 1);
    let w = r.int(0, len - 2);
    if (w >= b) w++;
    return Array.from({ length: len }, (_, i) => (i === b ? 'B' : i === w ? 'W' : '.')).join('');
  })}`,
  treblecross: (r) => `treblecross:${list(r, () => cells(r, r.int(3, 16), 'X', r.pick([0, 0.15, 0.3, 0.45])))}`,
  staircase: (r) => `staircase:${list(r, () => Array.from({ length: r.int(1, 4) }, () => r.int(0, 4)).join('/'))}`,
  octal: (r) => `octal(${r.pick(['0.77', '0.07', '0.137', '0.6', '0.4', '0.15', '0.3'])}):${list(r, () => cells(r, r.int(1, 11), 'o', 0.8))}`,
  ruler: (r) => `ruler:${list(r, () => coins(r, r.int(1, 9)))}`,
  turtles: (r) => `turtles:${list(r, () => coins(r, r.int(1, 9)))}`,
  mockturtles: (r) => `mockturtles:${list(r, () => coins(r, r.int(1, 7)))}`,
  corners: (r) => `corners:${list(r, () => { const h = r.int(1, 3), w = r.int(1, 3); return Array.from({ length: h }, () => coins(r, w)).join('/'); }, 1, 2)}`,
  hackenbush: (r) => `hackenbush:${list(r, () => picture(r), 1, 2)}`,
};

const num = (v) => (v === null || v === undefined ? v : Number(v));

/** Compares the engine's analysis of text with the reference's. */
async function compare(text) {
  const a = await engine.analyze(text, { moves: 'all' });
  const ref = analyse(text);
  const at = `"${text}"`;
  assert.equal(a.position, ref.position, `${at}: position`);
  assert.equal(a.turn, ref.turn, `${at}: turn`);
  assert.deepEqual(a.components.map((c) => c.text), ref.comps.map((c) => c.text), `${at}: component texts`);
  assert.deepEqual(a.components.map((c) => num(c.sg)), ref.comps.map((c) => c.sg), `${at}: each component's SG (ref: plain mex)`);
  const p = parse(text);
  const finished = p.comps.some((c) => c.game === 'treblecross' && c.body.includes('XXX'));
  assert.deepEqual(a.components.map((c) => num(c.legal)), p.comps.map((c) => (finished ? 0 : moves(c, p.turn).length)), `${at}: legal moves per component`);
  assert.equal(num(a.nimsum), ref.nimsum, `${at}: nimsum`);
  assert.equal(a.verdict, ref.verdict, `${at}: verdict`);
  assert.equal(a.over, ref.over, `${at}: over`);
  assert.equal(a.threat, ref.threat, `${at}: threat`);
  assert.equal(num(a.legal), ref.legal, `${at}: legal`);
  assert.equal(a.listed, 'all');
  assert.deepEqual(a.moves.map((m) => m.move).sort(), ref.moves.map((m) => m.move).sort(), `${at}: the moves`);
  const byMove = new Map(ref.moves.map((m) => [m.move, m]));
  for (const m of a.moves) {
    const r = byMove.get(m.move);
    const w = `${at} ${m.move}`;
    assert.equal(m.component, r.comp, `${w}: component`);
    assert.deepEqual(m.after, r.after, `${w}: after`);
    assert.equal(num(m.sg_after), r.sgAfter, `${w}: sg_after`);
    assert.equal(num(m.nimsum_after), r.nimsumAfter, `${w}: nimsum_after`);
    assert.equal(m.winning, r.winning, `${w}: winning`);
    assert.equal(m.wins, r.wins, `${w}: wins`);
  }
  assert.deepEqual([...a.winning].sort(), [...ref.winning].sort(), `${at}: winning`);
  if (ref.over) assert.equal(a.suggest, null, `${at}: suggest when over`);
  else assert.ok((ref.winning.length ? ref.winning : ref.moves.map((m) => m.move)).includes(a.suggest), `${at}: suggest ${a.suggest} is ${ref.winning.length ? 'not a winning move' : 'not legal'}`);
  const p2 = await engine.analyze(text, { moves: 'auto', move: ref.moves[0]?.move ?? null }).catch(() => null);
  if (ref.moves.length) assert.equal(p2.position, ref.moves[0].position, `${at}: the position after ${ref.moves[0].move}`);
}

for (const game of Object.keys(GEN)) {
  test(`${game}: every field of the analysis against the reference (plain mex)`, async () => {
    const r = rng(0x5eed + game.length * 7919);
    for (let i = 0; i < 60; i++) {
      const t = GEN[game](r) + (r.chance(0.25) ? '@2' : '');
      await compare(t);
    }
  });
}

test('sums of every game, Treblecross threats and finished strips beside other games', async () => {
  const r = rng(0xadd5);
  const games = Object.keys(GEN);
  const fixed = [
    'treblecross:XX...+nim:3', 'treblecross:.X.X.,.....+sub(1-3):5', 'treblecross:XXX..+nim:2',
    'treblecross:XXX..,XX...', 'nim:1+treblecross:..X.X..+octal(0.77):ooo', 'treblecross:X....,X....',
    'treblecross:....X.X....+checkers:..o.o', 'treblecross:XX.XX', 'treblecross:X.X+northcott:B..W@2',
  ];
  for (const t of fixed) await compare(t);
  for (let i = 0; i < 150; i++) {
    const t = Array.from({ length: r.int(2, 3) }, () => GEN[r.pick(games)](r)).join('+') + (r.chance(0.3) ? '@2' : '');
    await compare(t);
  }
});

test('published values: Kayles, Dawson, Treblecross stretches, coin games, nim-products', async () => {
  // SPEC: Treblecross stretches r = 0..22; Kayles and Dawson's chess from their tables
  const tc = [0, 1, 1, 1, 2, 2, 0, 3, 3, 1, 1, 1, 0, 4, 3, 3, 3, 2, 2, 2, 4, 4, 0];
  const s = await engine.sequence('treblecross', 22);
  assert.deepEqual(s.values.map(Number), tc);
  const kay = await engine.sequence('octal(0.77)', 200);
  assert.equal(kay.preperiod, 71);
  assert.equal(kay.period, 12);
  const ruler = await engine.analyze('ruler:HHHHHHHHHHHHHHHH', { moves: 'winning' });
  assert.deepEqual(ruler.components[0].values.map(Number), [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]);
  const mock = await engine.analyze('mockturtles:HHHHHHHHHHHHHHHH', { moves: 'winning' });
  assert.deepEqual(mock.components[0].values.map(Number), [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31]);
  for (const [r, c, v] of [[2, 2, 3], [2, 3, 1], [3, 3, 2], [4, 4, 6], [8, 8, 13], [5, 7, 13]]) {
    const grid = Array.from({ length: r + 1 }, (_, y) => Array.from({ length: c + 1 }, (__, x) => (y === r && x === c ? 'H' : 'T')).join('')).join('/');
    assert.equal(Number((await engine.analyze(`corners:${grid}`, { moves: 'winning' })).components[0].sg), v, `${r} ⊗ ${c}`);
  }
});
