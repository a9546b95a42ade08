// gestures.test.mjs — the pure parts of the Hackenbush, coin and Turning
// Corners boards: the picture's layout (every vertex its own place, every
// edge drawn, the same text the same picture, a 200-edge picture in a few
// milliseconds), what a click, a drag or a typed edge turns into, checked
// against the games' rules and then against the engine (which must accept
// every move the boards produce from a legal gesture).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../web/engine/engine.js';
import hackenbush, { layout, edgesOf } from '../../web/boards/hackenbush.js';
import { ruler, turtles, mockturtles } from '../../web/boards/coins.js';
import corners from '../../web/boards/corners.js';
import { rng } from './gen.mjs';

/** A random picture: each edge joins a vertex already standing to a new
 *  vertex, an old one, or itself. */
function picture(r, n) {
  const verts = [0], edges = [];
  for (let i = 0; i < n; i++) {
    const u = r.pick(verts), roll = r.int(0, 9);
    const v = roll < 6 ? verts.push(verts.length + r.int(0, 2) * 100) && verts[verts.length - 1] : roll < 9 ? r.pick(verts) : u;
    edges.push([Math.min(u, v), Math.max(u, v)]);
  }
  return edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

test('a picture is laid out with every vertex in its own place and every edge drawn', () => {
  const r = rng(11);
  for (let k = 0; k < 300; k++) {
    const edges = picture(r, r.int(1, 40));
    const L = layout(edges);
    const seen = new Set();
    for (const v of new Set(edges.flat())) {
      if (v === 0) continue;
      const at = `${Math.round(L.x(v))},${Math.round(L.y(v))}`;
      assert.ok(!seen.has(at), `two vertices at ${at} in ${JSON.stringify(edges)}`);
      seen.add(at);
      assert.ok(L.y(v) < L.ground, 'vertices stand above the ground');
    }
    assert.equal(L.geo.length, edges.length);
    for (const g of L.geo) assert.ok(g && !/NaN|undefined/.test(g.d) && Number.isFinite(g.mx + g.my), `edge drawn: ${g?.d}`);
    const again = layout(edges);
    assert.deepEqual([again.geo, again.width, again.height, again.verts.map((v) => [again.x(v), again.y(v)])],
      [L.geo, L.width, L.height, L.verts.map((v) => [L.x(v), L.y(v)])], 'the same text, the same picture');
  }
});

test('a picture of 200 edges is laid out in a few milliseconds', () => {
  const edges = picture(rng(12), 200);
  layout(edges);
  // a hang guard: processor time, not wall time (other work on a busy machine does not count), and
  // 50 times the 5 ms a layout takes on a quiet one (the process's time counts its collector and
  // compiler threads too: beside other suites a layout measured 56 ms)
  const t = process.cpuUsage();
  for (let k = 0; k < 10; k++) layout(edges);
  const { user, system } = process.cpuUsage(t);
  assert.ok((user + system) / 1000 / 10 < 250, `under 250 ms of processor time a layout (${((user + system) / 10000).toFixed(1)} ms)`);
});

test("what falls when an edge goes is the engine's: the board deletes by the cut", async () => {
  // a stalk 0-1-2 with a loop on 2, and a triangle 0-3-4-0
  const c = { game: 'hackenbush', param: '', body: '0-1.0-3.0-4.1-2.2-2.3-4' };
  const edit = { index: 1, mode: 'edit', pick: null };
  assert.deepEqual(hackenbush.gesture(c, { kind: 'edge', n: 1 }, edit), { edit: '1', pick: null });
  const after = async (n) => (await engine.play(`hackenbush:${c.body}`, `1:${n}`)).replace(/@2$/, '');
  assert.equal(await after(1), 'hackenbush:0-3.0-4.3-4'); // cut 0-1: 1-2 and the loop fall
  assert.equal(await after(2), 'hackenbush:0-1.0-4.1-2.2-2.3-4'); // a cycle holds
  assert.deepEqual(edgesOf('0'), []);
});

test('Hackenbush gestures: delete, draw, type an edge; play cuts', async () => {
  const c = { game: 'hackenbush', param: '', body: '0-1.1-2.1-3' };
  const edit = { index: 1, mode: 'edit', pick: null };
  assert.equal(hackenbush.gesture(c, { kind: 'edge', n: 3 }, edit).edit, '3'); // deleted as the engine cuts it
  assert.equal(hackenbush.gesture(c, { kind: 'drag', from: 2, to: 3 }, edit).body, '0-1.1-2.1-3.2-3');
  assert.equal(hackenbush.gesture(c, { kind: 'drag', from: 0, to: -1 }, edit).body, '0-1.1-2.1-3.0-4'); // to empty space: a new vertex
  const first = hackenbush.gesture(c, { kind: 'vertex', n: 3 }, edit);
  assert.deepEqual(first.pick, { comp: 1, from: 3 });
  assert.equal(hackenbush.gesture(c, { kind: 'vertex', n: 3 }, { ...edit, pick: first.pick }).body, '0-1.1-2.1-3.3-3'); // a loop
  assert.equal(hackenbush.setField(c, 'add', ' 2 – 3 ').body, '0-1.1-2.1-3.2-3');
  assert.equal(hackenbush.setField(c, 'add', '3-new').body, '0-1.1-2.1-3.3-4');
  assert.ok(hackenbush.setField(c, 'add', 'x').error);
  assert.ok(hackenbush.setField(c, 'add', '1-10000').error);
  for (const body of ['0-1.1-2.1-3.2-3', '0-1.1-2.1-3.3-3', '0-1.1-2.1-3.3-4']) await engine.canonical(`hackenbush:${body}`);
  assert.deepEqual(hackenbush.gesture(c, { kind: 'edge', n: 2 }, { ...edit, mode: 'play' }), { move: '2' });
});

test('coin rows: a click turns a head alone; chosen coins go with the heads coin clicked after them', async () => {
  const play = (pick = null) => ({ index: 1, mode: 'play', pick });
  const tap = (b, body, coins, opts = {}) => { // clicks coins in turn; the move made, or the pick left
    let pick = null, r;
    for (const [k, n] of coins.entries()) {
      r = b.gesture({ game: b.game, param: '', body }, { kind: 'cell', n, shift: opts.shift?.[k] ?? false }, play(pick));
      if (r.move) return r.move;
      pick = r.pick;
    }
    return r;
  };
  assert.equal(tap(turtles, 'THTTH', [5]), '5');
  assert.equal(tap(turtles, 'THTTH', [1, 5]), '1.5'); // tails chosen, then the head
  assert.equal(tap(turtles, 'THTTH', [2, 5], { shift: [true] }), '2.5'); // a head chosen with Shift
  assert.equal(tap(ruler, 'TTTTH', [1, 5]), '1-5');
  assert.equal(tap(ruler, 'TTTTH', [5, 2], { shift: [true] }), '2-5');
  assert.equal(tap(mockturtles, 'TTHTH', [1, 2, 5]), '1.2.5');
  assert.equal(tap(mockturtles, 'TTHTH', [1, 3, 5], { shift: [false, true] }), '1.3.5');
  assert.equal(tap(mockturtles, 'TTHTH', [1, 3]), '1.3'); // a head right of the chosen coin completes the move
  assert.deepEqual(tap(mockturtles, 'TTHTH', [1, 1]).pick, null); // chosen, then let go
  const drag = (b, body, from, to) => b.gesture({ game: b.game, param: '', body }, { kind: 'drag', from, to }, play()).move;
  assert.equal(drag(ruler, 'TTTTH', 5, 2), '2-5');
  assert.equal(drag(turtles, 'TTTTH', 2, 5), '2.5');
  for (const [b, body, mv] of [[turtles, 'THTTH', '1.5'], [ruler, 'TTTTH', '2-5'], [mockturtles, 'TTHTH', '1.2.5']])
    assert.ok((await engine.analyze(`${b.game}:${body}`)).moves.some((m) => m.move === `1:${mv}`), `${b.game}: ${mv} is a move`);
  // edit: a click turns one coin over, a drag a stretch
  assert.equal(ruler.gesture({ body: 'TTH' }, { kind: 'cell', n: 1 }, { index: 1, mode: 'edit' }).body, 'HTH');
  assert.equal(ruler.gesture({ body: 'TTTTT' }, { kind: 'drag', from: 2, to: 4 }, { index: 1, mode: 'edit' }).body, 'THHHT');
});

test("coin values the boards draw (the engine's \"values\"): the published sequences", async () => {
  const values = async (g) => (await engine.analyze(`${g}:${'H'.repeat(16)}`, { moves: 'winning' })).components[0].values;
  assert.deepEqual(await values('ruler'), [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]);
  assert.deepEqual(await values('mockturtles'), [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31]);
});

test('Turning Corners: two opposite corners make the rectangle, in any order', async () => {
  const c = { game: 'corners', param: '', body: 'TTT/TTT/TTH' };
  const play = (pick = null) => ({ index: 1, mode: 'play', pick });
  const n = (r, k) => r * 3 + k + 1;
  const first = corners.gesture(c, { kind: 'cell', n: n(2, 2) }, play());
  assert.deepEqual(first.pick, { comp: 1, r: 2, c: 2 });
  assert.equal(corners.gesture(c, { kind: 'cell', n: n(0, 1) }, play(first.pick)).move, '0.1-2.2');
  const anti = corners.gesture(c, { kind: 'cell', n: n(0, 2) }, play());
  assert.equal(corners.gesture(c, { kind: 'cell', n: n(2, 0) }, play(anti.pick)).move, '0.0-2.2'); // the other diagonal
  assert.ok(corners.gesture(c, { kind: 'cell', n: n(2, 0) }, play(first.pick)).error); // same row: no rectangle
  assert.equal(corners.gesture(c, { kind: 'drag', from: n(1, 1), to: n(2, 2) }, play()).move, '1.1-2.2');
  assert.ok((await engine.analyze('corners:TTT/TTT/TTH')).moves.some((m) => m.move === '1:0.1-2.2'));
  assert.equal(corners.gesture(c, { kind: 'drag', from: n(0, 0), to: n(1, 1) }, { index: 1, mode: 'edit' }).body, 'HHT/HHT/TTH');
  assert.equal(corners.setField(c, 'cols', '4', { corners: 32 }).body, 'TTTT/TTTT/TTHT');
  assert.equal(corners.setField(c, 'rows', '2', { corners: 32 }).body, 'TTT/TTT');
});
