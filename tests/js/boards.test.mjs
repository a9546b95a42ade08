// boards.test.mjs — every game the engine lists has a board with every part
// (boards/index.js PARTS), and what each board produces is something the
// engine accepts: examples (in canonical form), random and quiz positions,
// blank components, sequence families, notes for its examples. A game added
// to the engine without its board, or a board missing a part, fails here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../web/engine/engine.js';
import { BOARDS, boards, PARTS, missing, loadAll, loadStyles } from '../../web/boards/index.js';
import { random } from '../../web/teach/quizgen.js';

const info = await engine.info();
await loadAll(); // boards load when first needed: here, every one

test('every game the engine lists has a board with every part', () => {
  assert.deepEqual(missing(info.games), []);
  assert.deepEqual(BOARDS.map((b) => b.game).sort(), info.games.map((g) => g.name).sort(), 'a board for each game, and no board without a game');
  for (const b of BOARDS) for (const p of PARTS) assert.notEqual(b[p], undefined, `${b.game}: ${p}`);
});

test("a board's own stylesheet is a file beside it", async () => {
  const { readFileSync } = await import('node:fs');
  for (const b of BOARDS) {
    for (const href of [b.css ?? []].flat()) {
      const text = readFileSync(new URL(href), 'utf8');
      assert.ok(text.length > 0, `${b.game}: ${href}`);
    }
  }
  assert.ok(BOARDS.some((b) => b.css), 'boards carry their own look');
});

// A document that holds link elements: each fires load or error (as the
// file's name says) a turn after it is appended, as a browser's does.
function fakeDocument() {
  const links = [];
  const el = () => {
    const on = {};
    return {
      dataset: {}, sheet: null, rel: '', href: '',
      addEventListener(type, fn) { (on[type] ??= []).push(fn); },
      fire(type) { const fns = on[type] ?? []; on[type] = []; for (const f of fns) f(); },
    };
  };
  return {
    links,
    createElement: el,
    querySelectorAll: () => links.filter((l) => l.rel === 'stylesheet'),
    head: { append(l) { links.push(l); setTimeout(() => { if (!/missing/.test(l.href)) l.sheet = {}; l.fire(/missing/.test(l.href) ? 'error' : 'load'); }); } },
  };
}

test('a stylesheet asked for again after it failed, or while it loads, does not hold the board back', async () => {
  const doc = fakeDocument();
  const warn = console.warn;
  console.warn = () => {};
  try {
    const bad = { css: 'http://x/missing.css' }, good = { css: 'http://x/board.css' };
    const first = loadStyles([bad, good], doc), meanwhile = loadStyles([bad, good], doc); // the second while the files load
    await Promise.all([first, meanwhile]);
    const after = await Promise.race([loadStyles([bad, good], doc).then(() => 'done'), new Promise((ok) => setTimeout(() => ok('never resolves'), 500))]);
    assert.equal(after, 'done', 'asked again after the file failed');
    assert.equal(doc.links.length, 2, 'each file linked once');
  } finally {
    console.warn = warn;
  }
});

test('a board without a part is reported', () => {
  const saved = boards.nim.quiz;
  try {
    delete boards.nim.quiz;
    assert.deepEqual(missing([{ name: 'nim' }, { name: 'nosuchgame' }]), ['nim: quiz', 'nosuchgame: no board']);
  } finally {
    boards.nim.quiz = saved;
  }
});

test('examples are canonical positions of their game, and their notes speak of them', async () => {
  for (const b of BOARDS) {
    for (const [label, text] of [...b.examples, ...(b.sums ?? [])]) {
      assert.equal(await engine.canonical(text), text, `${b.game} example "${label}" is canonical`);
      const a = await engine.analyze(text, { moves: 'winning' });
      for (const c of a.components.filter((x) => x.game === b.game)) {
        const note = b.notes(c);
        assert.ok(note.lines.length > 0 && note.lines.every((l) => typeof l === 'string' && l.length > 10), `${b.game}: notes for ${c.text}`);
      }
    }
    assert.ok(b.examples.every(([, t]) => t.startsWith(b.game)), `${b.game}: examples are of the game itself`);
  }
});

test('the example a game opens with (its first) has a move to play', async () => {
  for (const b of BOARDS) {
    const a = await engine.analyze(b.examples[0][1], { moves: 'auto' });
    assert.ok(!a.over && Number(a.legal) > 0, `${b.game}: "${b.examples[0][0]}" opens with no move left`);
  }
});

test('random, quiz and blank positions are accepted by the engine', async () => {
  let seed = 7;
  const r = random(() => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31));
  for (const b of BOARDS) {
    for (let k = 0; k < 25; k++) {
      const t = b.random(20);
      const a = await engine.analyze(t, { moves: 'auto' });
      assert.ok(a.components.every((c) => c.game === b.game), `${b.game}: random ${t}`);
      assert.equal(await engine.canonical(a.position), a.position, `${b.game}: the canonical text of ${t} round-trips`);
      const q = b.quiz(r);
      await engine.analyze(q, { moves: 'auto' }); // throws when the engine refuses it
    }
    const head = b.game + (b.param ? `(${b.param})` : '');
    for (const w of [3, 8, 20]) await engine.canonical(`${head}:${b.blank(w)}`);
  }
});

test('sequence families of the boards are families of the engine', async () => {
  for (const b of BOARDS) {
    for (const f of b.families ?? []) {
      const values = Object.fromEntries(f.fields.map((fd) => [fd.key, fd.value]));
      const fam = f.family(values);
      assert.ok(fam.text, `${b.game}/${f.id}: ${fam.error}`);
      const seq = await engine.sequence(fam.text, 30);
      assert.equal(seq.values.length, 31);
      for (const fd of f.fields) { // a field left empty is refused in the page's words
        const bad = f.family({ ...values, [fd.key]: '' });
        assert.ok(bad.error && !/near|\(/.test(bad.error.slice(0, 12)), `${b.game}/${f.id}: empty ${fd.key}`);
      }
    }
  }
});
