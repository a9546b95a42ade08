// app-boards.test.mjs — the page's JavaScript that knows game rules agrees
// with the engine: the position split (web/ui/position.js) round-trips the
// canonical text, every board's legal-move count (which decides "game over"
// in the page) equals the engine's, each engine move is what a click on the
// board produces, each board's random position and new component are valid,
// and edits never produce text the engine refuses.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rng, positions } from './gen.mjs';
import * as engine from '../../web/engine/engine.js';
import { read, write, withComp } from '../../web/ui/position.js';
import { boards } from '../../web/boards/index.js';
import { random, EXAMPLES } from '../../web/ui/examples.js';

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

test('the long move of a heap or staircase is legal', async () => {
  for (const t of TEXTS) {
    const m = read(await engine.canonical(t));
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
    await engine.canonical(write({ turn: 1, comps: [{ game: g, param: g === 'sub' ? '1-3' : '', body: b.blank(20) }] }));
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
