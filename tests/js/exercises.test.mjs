// exercises.test.mjs — the lessons of the Exercises tab (web/teach/exercises.js,
// gathered from the boards' `exercises`) are sound: every position is one the engine accepts, in canonical form;
// every question has an answer the engine can give (a verdict, a value), and
// every "find the winning move(s)" has at least one; each cites its source
// in Ferguson's book by section; the links carry what they ask.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../web/engine/engine.js';

globalThis.location ??= { hash: '', href: 'http://localhost/index.html' }; // url.js reads it when loaded
const { exerciseLessons, placeOf, BOOK, exerciseLink } = await import('../../web/teach/exercises.js');
const { BOARDS, loadAll } = await import('../../web/boards/index.js');
await loadAll();
const LESSONS = exerciseLessons(BOARDS);

test('the lessons follow the book: chapter by chapter, sections in order, misère play last', () => {
  assert.deepEqual(placeOf('after §2.6, Exercise 7 (Moore)'), [2, 6, 7]);
  assert.deepEqual(placeOf('§4.3, Application 1'), [4, 3, 1]);
  const chapters = LESSONS.slice(0, -1).map(([title]) => +title.match(/chapter (\d+)/)[1]);
  assert.deepEqual(chapters, [1, 2, 3, 4, 5, 6]);
  for (const [title, items] of LESSONS.slice(0, -1)) {
    const at = items.map(([, , , src]) => placeOf(src));
    assert.deepEqual(at, [...at].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]), title);
    assert.ok(items.every(([text]) => !text.endsWith(';misere')), title);
  }
  assert.match(LESSONS.at(-1)[0], /^Misère/);
  assert.ok(LESSONS.at(-1)[1].every(([text]) => text.endsWith(';misere')));
});

test('every exercise is a position the engine accepts, with an answer to find', async () => {
  let n = 0;
  for (const [title, items] of LESSONS) {
    assert.match(title, /Ferguson/);
    for (const [text, ask, q, src, of] of items) {
      n++;
      assert.equal(await engine.canonical(text), text, `${text}: canonical`);
      assert.match(src, /^(after )?§\d\.\d/, `${text}: a section of the book`);
      assert.ok(q.length > 20 && q.trim().endsWith('?') || /find|what|who/i.test(q), `${text}: a question`);
      const a = await engine.analyze(text, { moves: 'winning' });
      if (ask === 'verdict') assert.ok(['N', 'P', 'D'].includes(a.verdict), `${text}: the engine decides who wins`);
      if (ask === 'move' || ask === 'moves') assert.ok(a.winning.length > 0, `${text}: there is a winning move to find`);
      if (ask === 'nimsum') assert.notEqual(a.nimsum, null, `${text}: a nim-sum`);
      if (ask === 'sg') {
        const c = a.components[(of ?? 1) - 1];
        assert.ok(of || a.components.length === 1, `${text}: one component, or of=k`);
        assert.notEqual(c.sg, null, `${text}: its value`);
      }
      const link = decodeURIComponent(exerciseLink(text, ask, q, `${BOOK}, ${src}`, of ?? null));
      assert.ok(link.startsWith(`#${text}&ex=${ask}&q=`), link);
      assert.ok(link.includes('&src=T. S. Ferguson, Game Theory, Part I'), link);
    }
  }
  assert.ok(n >= 30, `${n} exercises`);
});

test('the lessons cover the course: subtraction, Nim, mex and SG, sums, take-and-break, coins, Hackenbush, misère', () => {
  const games = new Set(LESSONS.flatMap(([, items]) => items.map(([text]) => text.match(/^[a-z]+/)[0])));
  for (const g of ['sub', 'nim', 'tb', 'octal', 'turtles', 'mockturtles', 'ruler', 'corners', 'hackenbush', 'graph', 'wythoff', 'staircase', 'moore']) assert.ok(games.has(g), g);
  assert.ok(LESSONS.some(([, items]) => items.some(([text]) => text.endsWith(';misere'))), 'misère');
});
