// names.test.mjs — the core names no game. A game lives in its own files
// (c/games/<name>.c, web/boards/<name>.js and .css, its tests); everything
// else reads the games from the engine's info() and the board list, so a
// core file that names a game is a place a new game would have to edit.
//
// The names are the engine's (info(): games and judges) and the lists'
// (c/games/games.c, web/boards/index.js). The core: every C file and header
// in c/ outside c/games/ (the catalog's parts in c/msg/ with them), every
// page file outside web/boards/ (the generated wasm glue aside). A name counts anywhere — code, strings,
// comments, CSS — as a word or a part of an identifier (gr_wythoff_p,
// isTb, .comp.moore). Four names are also words of the theory or of the
// language (a Nim heap and the nim-sum, the game graph a teaching tab draws,
// octal codes, a sub-path): those count only where they are the game's own
// notation ("nim:3", 'sub(1-3)', a literal 'nim'), a board looked up by them
// (boards.nim), a class in a stylesheet, or a part of a C or camelCase
// identifier (gr_nim_mul, nimBoard) — the game graph only in the game's
// notation, graph(a>b):a, and as a board. There is no allow-list.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as engine from '../../web/engine/engine.js';
import { BOARDS } from '../../web/boards/index.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const info = await engine.info();

const listed = readFileSync(join(ROOT, 'c/games/games.c'), 'utf8').match(/gr_game_(\w+)/g).map((x) => x.slice(8));
const NAMES = new Set([
  ...info.games.map((g) => g.name), ...info.judges.map((j) => j.name), ...listed, ...BOARDS.map((b) => b.game),
].flatMap((n) => n.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean));
const THEORY = new Set(['nim', 'graph', 'octal', 'sub']);

function files(dir, keep) {
  const out = [];
  for (const f of readdirSync(join(ROOT, dir))) {
    const p = join(dir, f);
    if (statSync(join(ROOT, p)).isDirectory()) out.push(...files(p, keep));
    else if (keep(p)) out.push(p);
  }
  return out;
}

const CORE = [
  ...readdirSync(join(ROOT, 'c')).filter((f) => /\.[ch]$/.test(f)).map((f) => `c/${f}`),
  ...readdirSync(join(ROOT, 'c/msg')).filter((f) => /\.h$/.test(f)).map((f) => `c/msg/${f}`),
  ...files('web', (p) => /\.(js|css|html|webmanifest)$/.test(p) && !p.startsWith('web/boards/')),
];

/** Identifier parts: gr_wythoff_p → gr, wythoff, p; isTbCode → is, tb, code. */
const parts = (token) => token.split(/_+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])/).map((x) => x.toLowerCase()).filter(Boolean);

/** Every place text names a game: [{line, name, what}]. css: the text is a
 *  stylesheet or a page (class names are selectors there). */
export function namings(text, { css = false, names = NAMES, theory = THEORY } = {}) {
  const hits = [];
  const lineOf = (i) => text.slice(0, i).split('\n').length;
  for (const m of text.matchAll(/[A-Za-z0-9_]+/g)) {
    const ps = parts(m[0]);
    const compound = ps.length > 1 && /_|[a-z0-9][A-Z]/.test(m[0]); // an identifier, not a word
    for (const p of ps) {
      if (!names.has(p)) continue;
      if (theory.has(p) && (!compound || p === 'graph')) continue;
      hits.push({ line: lineOf(m.index), name: p, what: m[0] });
    }
  }
  for (const t of theory) {
    if (!names.has(t)) continue;
    const forms = t === 'graph' // the game graph: only the game's own notation, graph(a>b):a
      ? [/(?<![A-Za-z0-9_.-])graph\((?!\))/g]
      : [
          new RegExp(`(?<![A-Za-z0-9_.-])${t}[:(](?![\\s)])`, 'g'),   // notation: nim:3, sub(1-3)
          new RegExp(`(['"\`])${t}\\1`, 'g'),                          // a literal 'nim'
        ];
    forms.push(new RegExp(`\\bboards(?:\\.${t}\\b|\\[['"]${t}['"]\\])`, 'g')); // boards.nim
    if (css) forms.push(new RegExp(`\\.${t}(?![A-Za-z0-9_-])`, 'g'));            // a class .nim
    for (const re of forms)
      for (const m of text.matchAll(re)) hits.push({ line: lineOf(m.index), name: t, what: m[0] });
  }
  return hits;
}

test('the test sees a game named in code, strings, comments and CSS', () => {
  const say = (t) => namings(t).map((h) => h.name);
  const sayCss = (t) => namings(t, { css: true }).map((h) => h.name);
  assert.deepEqual(say('x = gr_wythoff_p(a, b);'), ['wythoff']);
  assert.deepEqual(say("if (game === 'tb') max = TB_MAX;"), ['tb', 'tb']);
  assert.deepEqual(say('/* Treblecross strips */'), ['treblecross']);
  assert.deepEqual(sayCss('.comp.moore { flex: 1 }'), ['moore']);
  assert.deepEqual(say("const d = 'nim:3,4,5';"), ['nim']);
  assert.deepEqual(say('boards.sub.familyOf(c)'), ['sub']);
  assert.deepEqual(say('uint64_t gr_nim_mul(a, b);'), ['nim']);
  assert.deepEqual(sayCss('.comp.nim svg { }'), ['nim']);
  assert.deepEqual(say("const g = 'graph(a>b/c):a';"), ['graph']);
  assert.deepEqual(say("judge('chess', input)"), ['chess']);
  // the theory's words are not game names
  assert.deepEqual(say('the nim-sum of a Nim heap; the game graph; octal codes; a sub-path'), []);
  assert.deepEqual(say("tabs: ['graph', 'Game graph', mountGraph]; t.graph; { graph: null }; get graph() {}"), []);
});

test('no core file names a game', () => {
  assert.ok(NAMES.size >= info.games.length, 'the names of the games');
  const found = [];
  for (const f of CORE) {
    const text = readFileSync(join(ROOT, f), 'utf8');
    for (const h of namings(text, { css: /\.(css|html)$/.test(f) })) found.push(`${relative(ROOT, join(ROOT, f))}:${h.line}: ${h.what} (${h.name})`);
  }
  assert.deepEqual(found, [], `core files name games — move what is said of one game into its own files:\n${found.join('\n')}`);
});
