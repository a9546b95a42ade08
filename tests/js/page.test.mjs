// page.test.mjs — the page's first load stays what it should be: index.html
// preloads exactly the modules app.js imports (so the browser fetches them
// at once, not one level of imports at a time) and the engine's first
// module's wasm, not the whole engine's; no
// game's board and no teaching tool is among them (they load when first
// needed); every board line of boards/index.js names a file that exists and
// a board whose title and noun are the line's. (Its size and time are
// measured by `make bench`, never here.)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES, BOARDS, boards, loadAll, need, complete } from '../../web/boards/index.js';

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));

/** The static imports of app.js, followed (web-relative paths). */
function staticClosure(entry) {
  const seen = new Set();
  const todo = [entry];
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    const src = readFileSync(join(WEB, f), 'utf8');
    for (const m of src.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]/gm))
      todo.push(relative(WEB, join(dirname(join(WEB, f)), m[1])));
  }
  return seen;
}

test('index.html preloads exactly what app.js imports, and the engine', () => {
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  const pre = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]).sort();
  const closure = [...staticClosure('app.js')].filter((f) => f !== 'app.js').sort();
  assert.deepEqual(pre, closure, 'modulepreload links = the static imports of app.js (add or remove a line in index.html)');
  assert.match(html, /<link rel="preload" href="engine\/grundy-first\.wasm" as="fetch" type="application\/wasm" crossorigin>/);
  assert.ok(!/grundy\.wasm|grundy-core\.mjs/.test(html) && !closure.includes('engine/grundy-core.mjs'), 'the whole engine loads when first needed');
  assert.ok(closure.every((f) => !f.startsWith('teach/')), 'no teaching tool in the first load');
  assert.deepEqual(closure.filter((f) => f.startsWith('boards/')).sort(), ['boards/index.js'], 'no game board (nor the plain one) in the first load');
  assert.ok(!closure.includes('ui/compact.js') && !closure.includes('ui/judge.js') && !closure.includes('ui/reveal.js') && !closure.includes('engine/background.js'), 'the compact list, the judge panel, the scrolling of long rows and the worker load when first needed');
});

test('each board line names its file; the board has the line\'s title and noun', async () => {
  const src = readFileSync(join(WEB, 'boards/index.js'), 'utf8');
  for (const m of src.matchAll(/import\('(\.\/[^']+)'\)/g)) assert.ok(existsSync(join(WEB, 'boards', m[1])), m[1]);
  await need(['nim']);
  assert.ok(boards.nim && !boards.wythoff, 'need() loads only what it is asked for');
  await loadAll();
  for (const g of GAMES) {
    const b = boards[g.game];
    assert.ok(b && !b.generic, `${g.game}: its board loaded`);
    assert.equal(b.title, g.title, `${g.game}: title`);
    assert.equal(b.noun, g.noun, `${g.game}: noun`);
  }
});

test('a game the engine lists without a board line gets the plain board, loaded only then', async () => {
  assert.deepEqual(await complete(GAMES.map((g) => ({ name: g.game }))), [], 'every game has its line: nothing added');
  const game = { name: 'zzgame', title: 'Zz game', example: 'zzgame:1', notation: 'zz:N' };
  assert.deepEqual(await complete([{ name: 'nim' }, game]), ['zzgame']);
  const b = boards.zzgame;
  assert.ok(b?.generic && BOARDS.includes(b) && GAMES.some((g) => g.game === 'zzgame'), 'in the lists, as a plain board');
  assert.equal(b.title, 'Zz game');
  assert.equal(b.noun, 'component');
  assert.deepEqual(b.examples, [["Zz game: the engine's example", 'zzgame:1']]);
});
