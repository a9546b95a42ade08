// app-boards.test.mjs — the page's JavaScript that knows game rules agrees
// with the engine: the position split (web/ui/position.js) round-trips the
// canonical text, every board's legal-move count (which decides "game over"
// in the page) equals the engine's, each engine move is what a click on the
// board produces, each board's random position and new component are valid,
// and edits never produce text the engine refuses. Octal rows: every block
// the board accepts or refuses (drag or two clicks) is exactly the engine's
// moves, and the code field agrees with the engine's reading of codes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rng, positions } from './gen.mjs';
import * as engine from '../../web/engine/engine.js';
import { read, write, withComp } from '../../web/ui/position.js';
import { boards } from '../../web/boards/index.js';
import { random, EXAMPLES } from '../../web/ui/examples.js';
import { readCode, ruleWords } from '../../web/boards/octal.js';

await engine.load();
const r = rng();
const TEXTS = positions(r, 40, 60);

/** The act a click on the board makes for engine move m of component c. */
function actFor(c, mv) {
  switch (c.game) {
    case 'nim': case 'sub': return { kind: 'stone', n: Number(mv.split('>')[1]) + 1 };
    case 'checkers': return { kind: 'cell', n: Number(mv.split('>')[0]) };
    case 'northcott': return { kind: 'cell', n: Number(mv.split('>')[1]) };
    case 'treblecross': return { kind: 'cell', n: Number(mv) };
    case 'octal': { // one pin: a click; a block: a drag across it
      const [a, b] = mv.split('-').map(Number);
      return b === undefined ? { kind: 'cell', n: a } : { kind: 'drag', from: a, to: b };
    }
    case 'staircase': {
      const [s, k] = mv.split('x').map(Number);
      return { kind: 'coin', s, n: Number(c.body.split('/')[s - 1]) - k + 1 };
    }
  }
  throw new Error(c.game);
}

test('write(read(t)) is t for canonical texts', async () => {
  for (const t of TEXTS) {
    const canon = await engine.canonical(t);
    assert.equal(write(read(canon)), canon, t);
    const m = read(canon);
    for (let i = 1; i <= m.comps.length; i++) // and one component changed is still a position
      assert.equal(await engine.canonical(write(withComp(m, i, {}))), canon);
  }
});

test("each board's legal-move count and clicks match the engine's moves", async () => {
  for (const t of TEXTS) {
    const a = await engine.analyze(t);
    const m = read(a.position);
    if (a.over) continue; // three in a row: the engine lists no moves at all
    let legal = 0;
    m.comps.forEach((c, k) => {
      const n = boards[c.game].legal(c, m.turn);
      legal += n;
      const mine = a.moves.filter((x) => x.component === k + 1);
      assert.equal(n, mine.length, `${t}: component ${k + 1}`);
      for (const x of mine) {
        const mv = x.move.slice(x.move.indexOf(':') + 1);
        const got = boards[c.game].move(c, actFor(c, mv), m.turn);
        assert.equal(got.move, mv, `${t}: a click for ${x.move}`);
      }
    });
    assert.equal(legal, a.moves.length, t);
  }
});

test('the long move of a heap, staircase or pin row is legal', async () => {
  for (const t of TEXTS) {
    const m = read(await engine.canonical(t));
    if ((await engine.analyze(t, { winning: true })).over) continue; // no move at all
    for (const [k, c] of m.comps.entries()) {
      const b = boards[c.game];
      if (!b.longMove || !b.legal(c, m.turn)) continue;
      await engine.play(write(m), `${k + 1}:${b.longMove(c)}`); // throws when illegal
    }
  }
});

test('random positions, new components and examples are positions the engine takes', async () => {
  for (const g of [...Object.keys(boards), 'sum'])
    for (let i = 0; i < 30; i++) {
      const t = random(g, 20);
      const a = await engine.analyze(t, { winning: true });
      assert.ok(!a.over, `${t}: not over from the start`);
    }
  for (const [g, b] of Object.entries(boards))
    await engine.canonical(write({ turn: 1, comps: [{ game: g, param: b.param ?? '', body: b.blank(20) }] }));
  for (const list of Object.values(EXAMPLES))
    for (const [, text] of list) assert.equal(await engine.canonical(text), text, 'examples are written canonically');
});

test('edits on every cell either give a position or say why', async () => {
  for (const t of TEXTS.slice(0, 120)) {
    const m = read(await engine.canonical(t));
    for (const [k, c] of m.comps.entries()) {
      const b = boards[c.game];
      const acts = [];
      if (c.game === 'nim' || c.game === 'sub') for (let n = 1; n <= Math.min(Number(c.body) + 1, 25); n++) acts.push({ kind: 'stone', n });
      else if (c.game === 'staircase') c.body.split('/').forEach((x, s) => { for (let n = 1; n <= Math.min(Number(x) + 1, 12); n++) acts.push({ kind: 'coin', s: s + 1, n }); });
      else for (let n = 1; n <= c.body.length; n++) acts.push({ kind: 'cell', n });
      for (const act of acts) {
        let res = b.edit(c, { ...act, index: k + 1, pick: null });
        if (c.game === 'northcott' && res.pick) // picked up: drop it on every cell
          for (let n = 1; n <= c.body.length; n++) {
            res = b.edit(c, { kind: 'cell', n, index: k + 1, pick: res.pick ?? { comp: k + 1, cell: act.n } });
            if (res.body) await engine.canonical(write(withComp(m, k + 1, { body: res.body })));
            else assert.ok(res.error || 'pick' in res);
          }
        else if (res.body) await engine.canonical(write(withComp(m, k + 1, { body: res.body })));
        else assert.ok(res.error, `${t}: an edit neither changed the board nor said why`);
        if (res.body && c.game === 'treblecross') assert.ok(!res.body.includes('XXX') || c.body.includes('XXX'));
      }
    }
  }
});

/** Octal rows of the generated positions, plus rows of every shape for a few codes. */
async function octalRows() {
  const rows = [];
  for (const t of TEXTS) {
    const m = read(await engine.canonical(t));
    m.comps.forEach((c, k) => { if (c.game === 'octal' && c.body.length <= 14) rows.push({ c, model: m, k }); });
  }
  for (const code of ['0.77', '0.07', '0.137', '0.6', '0.4', '0.15', '0.0052'])
    for (let mask = 0; mask < 1 << 7; mask += 3) {
      const body = [...Array(7)].map((_, i) => (mask >> i & 1 ? 'o' : '.')).join('');
      rows.push({ c: { game: 'octal', param: code, body }, model: { turn: 1, comps: [{ game: 'octal', param: code, body }] }, k: 0 });
    }
  return rows;
}

test('octal boards: every block dragged or clicked is a move exactly when the engine lists it', async () => {
  const board = boards.octal;
  let checked = 0, refused = 0;
  for (const { c, model, k } of await octalRows()) {
    const a = await engine.analyze(write(model));
    if (a.over) continue; // three in a row stand elsewhere: no moves at all
    const mine = new Set(a.moves.filter((x) => x.component === k + 1).map((x) => x.move.slice(x.move.indexOf(':') + 1)));
    const len = c.body.length;
    for (let lo = 1; lo <= len; lo++)
      for (let hi = lo; hi <= len; hi++) {
        const name = lo === hi ? `${lo}` : `${lo}-${hi}`;
        const r = board.move(c, { kind: 'drag', from: hi, to: lo }, model.turn); // dragged right to left
        checked++;
        if (mine.has(name)) assert.equal(r.move, name, `${write(model)}: drag ${name}`);
        else {
          refused++;
          assert.ok(r.error && !r.move, `${write(model)}: drag ${name} is no move but the board made ${r.move}`);
          if (c.body.slice(lo - 1, hi).split('').every((ch) => ch === 'o')) assert.ok(r.error.includes(ruleWords(c.param)), r.error);
        }
      }
    for (let n = 1; n <= len; n++) { // a click: one pin, or the first end of a block
      const first = board.move(c, { kind: 'cell', n }, model.turn);
      if (mine.has(`${n}`)) { assert.equal(first.move, `${n}`); continue; }
      const ends = [...mine].filter((x) => x.split('-').map(Number).includes(n));
      if (!ends.length) { assert.ok(first.error, `${write(model)}: click ${n}`); continue; }
      assert.ok(first.info, `${write(model)}: click ${n} should choose a first end`);
      for (let m = 1; m <= len; m++) { // the second click: any cell
        board.move(c, { kind: 'drag', from: n, to: n }, model.turn); // forget the first end
        board.move(c, { kind: 'cell', n }, model.turn);
        const r = board.move(c, { kind: 'cell', n: m }, model.turn);
        const name = n === m ? `${n}` : `${Math.min(n, m)}-${Math.max(n, m)}`;
        assert.equal(r.move ?? null, mine.has(name) ? name : null, `${write(model)}: clicks ${n} then ${m}`);
      }
    }
  }
  assert.ok(checked > 2000 && refused > 500, `checked ${checked}, refused ${refused}`);
});

test('octal boards: the code field reads codes as the engine does', async () => {
  for (const typed of ['0.77', '.77', ' 0.770 ', '0.07', '0.137', '0.8', '1.2', '0.', '.', '0.000', '00.7', '7',
    '0.7777777777777777', '0.77777777777777777', '0.00000000000000070', 'x', '']) {
    const r = readCode(typed);
    let want;
    try {
      want = read(await engine.canonical(`octal(${typed.trim()}):o`)).comps[0].param;
    } catch (e) {
      want = null;
    }
    assert.equal(r.code ?? null, want, `code "${typed}": board ${JSON.stringify(r)}, engine ${want}`);
    if (!r.code) assert.ok(r.error);
  }
});
