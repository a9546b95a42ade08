// app-graph.spec.mjs — the game on a directed graph in the page. The values
// written on the nodes are checked against Smith's labelling written here,
// and the winning arrows and the verdict against a plain retrograde analysis
// of the whole sum's graph of positions (it knows nothing of SG values): a
// position is lost when no move is left or every move reaches a won one,
// won when some move reaches a lost one, and a draw otherwise. A graph is
// drawn by mouse, tokens placed, a game played to the end against the
// computer, a link reopened, draws shown as draws, bad input refused with
// the engine's words, the board used by keyboard, a graph of 200 nodes
// timed; screenshots at phone, desktop and projector widths.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, showIn } from './app-helpers.mjs';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';

const DIR = fileURLToPath(new URL('../../build/screenshots/', import.meta.url));
const DAG = 'a>b/c/f,b>c/d,c>d/e,d>e,f>e';
const FERGUSON = 'a>b,b>c,c>a/d,d>e';

/* ---- the oracles ------------------------------------------------------------- */

/** "a>b/c,d" → {names, out: Map(name → [names])}. */
function parse(param) {
  const out = new Map();
  const node = (x) => { if (!out.has(x)) out.set(x, []); return x; };
  for (const item of param.split(',')) {
    const [u, to] = item.split('>');
    node(u);
    for (const v of to ? to.split('/') : []) { node(v); if (!out.get(u).includes(v)) out.get(u).push(v); }
  }
  return { names: [...out.keys()], out };
}

/** Smith's labels by their definition: at stage m an unlabelled node gets m
 *  when no follower has m and every follower without a finite label has a
 *  follower labelled m (repeated until nothing changes); then the unlabelled
 *  nodes without a follower labelled m are ∞. name → {sg, reach} (sg null: ∞). */
function smith({ names, out }) {
  const lab = new Map(); // name → number or 'inf'
  for (let m = 0; lab.size < names.length; m++) {
    for (let changed = true; changed;) {
      changed = false;
      for (const u of names) {
        if (lab.has(u)) continue;
        const fs = out.get(u);
        if (fs.some((w) => lab.get(w) === m)) continue;
        if (fs.every((w) => typeof lab.get(w) === 'number' || out.get(w).some((x) => lab.get(x) === m))) { lab.set(u, m); changed = true; }
      }
    }
    for (const u of names) if (!lab.has(u) && !out.get(u).some((w) => lab.get(w) === m)) lab.set(u, 'inf');
  }
  return new Map(names.map((u) => {
    const l = lab.get(u);
    if (l !== 'inf') return [u, { sg: l, reach: null }];
    const reach = [...new Set(out.get(u).map((w) => lab.get(w)).filter((x) => x !== 'inf'))].sort((a, b) => a - b);
    return [u, { sg: null, reach }];
  }));
}

const label = (v) => (v.sg !== null ? String(v.sg) : v.reach.length ? `∞(${v.reach.join(',')})` : '∞');

/** Retrograde analysis of the sum: tokens (names) → {outcome: 'P'|'N'|'D',
 *  winning: ['i:u>v']}, from the positions reachable from them. */
function retro({ out }, tokens) {
  const key = (t) => t.join(' ');
  const moves = (t) => t.flatMap((u, i) => out.get(u).map((v) => ({ mv: `${i + 1}:${u}>${v}`, to: t.map((x, j) => (j === i ? v : x)) })));
  const seen = new Map([[key(tokens), tokens]]);
  const todo = [tokens];
  const preds = new Map();
  while (todo.length) {
    const t = todo.pop();
    for (const { to } of moves(t)) {
      const k = key(to);
      if (!preds.has(k)) preds.set(k, []);
      preds.get(k).push(key(t));
      if (!seen.has(k)) { seen.set(k, to); todo.push(to); }
    }
  }
  const res = new Map();
  const left = new Map();
  const queue = [];
  for (const [k, t] of seen) {
    left.set(k, moves(t).length);
    if (!left.get(k)) { res.set(k, 'P'); queue.push(k); }
  }
  while (queue.length) {
    const k = queue.shift();
    for (const p of preds.get(k) ?? []) {
      if (res.has(p)) continue;
      if (res.get(k) === 'P') { res.set(p, 'N'); queue.push(p); }
      else { left.set(p, left.get(p) - 1); if (!left.get(p)) { res.set(p, 'P'); queue.push(p); } }
    }
  }
  const outcome = res.get(key(tokens)) ?? 'D';
  const winning = moves(tokens).filter(({ to }) => res.get(key(to)) === 'P').map(({ mv }) => mv).sort();
  return { outcome, winning };
}

function split(text) {
  const m = /^graph\((.*)\):([^@]*)(@2)?$/.exec(text);
  return { param: m[1], tokens: m[2].split(',') };
}

/* ---- what the page draws ---------------------------------------------------------- */

/** Card i's node labels (name → the value written beside it) and the
 *  arrows drawn as winning moves, read from the drawing. */
function drawn(page, i = 1) {
  return page.evaluate((k) => {
    const card = document.querySelector(`#boards .comp[data-comp="${k}"]`);
    const labels = {};
    for (const n of card.querySelectorAll('.gr-sg')) labels[n.dataset.node] = n.textContent; // the value written beside each node
    const zero = [...card.querySelectorAll('.gr-n')].filter((n) => n.querySelector('.gr-zero')).map((n) => n.querySelector('.gr-name').textContent).sort();
    const win = [...card.querySelectorAll('.gr-abuttons .gr-a.win')].map((a) => /^arrow (\S+) → (\S+):/.exec(a.getAttribute('aria-label')).slice(1).join('>'));
    return { labels, zero, win };
  }, i);
}

async function winsDrawn(page) {
  const n = await page.locator('#boards .comp').count();
  const all = [];
  for (let i = 1; i <= n; i++) all.push(...(await drawn(page, i)).win.map((w) => `${i}:${w}`));
  return all.sort();
}

/** Checks every label, the zero marks, the winning arrows and the verdict's words. */
async function expectAsOracles(page) {
  const text = await page.evaluate(() => globalThis.grundy.position());
  const { param, tokens } = split(text);
  const G = parse(param);
  const S = smith(G);
  const d = await drawn(page);
  expect(d.labels).toEqual(Object.fromEntries(G.names.map((u) => [u, label(S.get(u))])));
  expect(d.zero).toEqual(G.names.filter((u) => S.get(u).sg === 0).sort());
  const r = retro(G, tokens);
  expect(await winsDrawn(page)).toEqual(r.winning);
  const words = await page.locator('#verdict').textContent();
  if (r.outcome === 'D') expect(words).toMatch(/draw/i);
  else expect(words).toMatch(r.outcome === 'N' ? /wins with perfect play/ : /loses against perfect play|has lost/);
  return r;
}

/** Page coordinates of SVG point (x, y) on card i's board. */
async function point(page, i, x, y) {
  return page.evaluate(([k, px, py]) => {
    const layer = document.querySelector(`#boards .comp[data-comp="${k}"] svg.board .layer`);
    const p = new DOMPoint(px, py).matrixTransform(layer.getScreenCTM());
    return { x: p.x, y: p.y };
  }, [i, x, y]);
}

const nodeIn = (page, name, i = 1) => page.locator(`#boards .comp[data-comp="${i}"] .gr-n[aria-label^="node ${name},"]`);

async function centre(loc) {
  const b = await loc.locator('.gr-node').boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

async function dragTo(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let k = 1; k <= 6; k++) await page.mouse.move(from.x + ((to.x - from.x) * k) / 6, from.y + ((to.y - from.y) * k) / 6);
  await page.mouse.up();
  await settle(page);
}

/* ---- the tests -------------------------------------------------------------------- */

test('a graph drawn by mouse, tokens placed, a game played to the end, the link reopened', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAt(page, 'graph(a):a');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  // two new nodes in empty space
  for (const [x, y] of [[220, 60], [140, 180]]) {
    const p = await point(page, 1, x, y);
    await page.mouse.click(p.x, p.y);
    await settle(page);
  }
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe('graph(a,b,c):a');
  // arrows by dragging from node to node: a→b, b→c, a→c
  for (const [u, v] of [['a', 'b'], ['b', 'c'], ['a', 'c']]) await dragTo(page, await centre(nodeIn(page, u)), await centre(nodeIn(page, v)));
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe('graph(a>b/c,b>c):a');
  // the new nodes stayed where they were put
  const b = await centre(nodeIn(page, 'b'));
  const want = await point(page, 1, 220, 60);
  expect(Math.hypot(b.x - want.x, b.y - want.y)).toBeLessThan(3);
  // a second token on b: choose b, then "+ token"
  await nodeIn(page, 'b').click();
  await settle(page);
  await page.locator('#boards .comp[data-comp="1"] .gr-menu[aria-label="node b: add a new token here"]').click();
  await settle(page);
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe('graph(a>b/c,b>c):a,b');
  const r = await expectAsOracles(page);
  expect(r.outcome).toBe('N');
  // an arrow deleted by a click, and drawn again
  await page.locator('#boards .comp[data-comp="1"] .gr-a[aria-label^="arrow a → c:"]').click();
  await settle(page);
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe('graph(a>b,b>c):a,b');
  await dragTo(page, await centre(nodeIn(page, 'a')), await centre(nodeIn(page, 'c')));
  const drawnText = await page.evaluate(() => globalThis.grundy.position());
  expect(drawnText).toBe('graph(a>b/c,b>c):a,b');

  // the link holds the graph: a fresh load shows the same position and values
  const link = page.url();
  await page.goto('about:blank');
  await page.goto(link);
  await settle(page);
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe(drawnText);
  await expectAsOracles(page);

  // play against the computer to the end, moving by clicks on nodes
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.locator('#mode-play').click();
  await settle(page);
  for (let turns = 0; turns < 10; turns++) {
    const text = await page.evaluate(() => globalThis.grundy.position());
    const { param, tokens } = split(text);
    const r2 = retro(parse(param), tokens);
    if (!r2.winning.length) break;
    const [, i, u, v] = /^(\d+):(\w+)>(\w+)$/.exec(r2.winning[0]);
    expect(tokens[i - 1]).toBe(u);
    await nodeIn(page, v, Number(i)).click();
    await settle(page);
  }
  await expect(page.locator('#status')).toHaveText(/Game over: You \(player 1\) win/);
});

test('a draw is shown as a draw; an ∞ token that wins; values and winning arrows where the oracles say', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAt(page, `graph(${FERGUSON}):a`);
  expect((await expectAsOracles(page)).outcome).toBe('D');
  await expect(page.locator('#summary')).toHaveText(/draw/i);
  await expect(page.locator('#boards .comp[data-comp="1"] .sg')).toHaveText('SG ∞');
  await expect(page.locator('#nomove')).toHaveText(/draw/);
  await openAt(page, `graph(${FERGUSON}):c,d`);
  expect((await expectAsOracles(page)).outcome).toBe('N');
  await openAt(page, `graph(${FERGUSON}):a,b`);
  expect((await expectAsOracles(page)).outcome).toBe('D');
  // examples, then small random graphs with cycles, one to three tokens
  for (const t of [`graph(${DAG}):a`, `graph(${DAG}):a,c`, 'graph(a>b,b>a/c):b', 'graph(a>a,b>a/c):b']) {
    await showIn(page, t);
    await expectAsOracles(page);
  }
});

test('small random graphs with cycles, one to three tokens: values and winning arrows where the oracles say', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAt(page, `graph(${DAG}):a`);
  let seed = 11;
  const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return Math.floor((seed / 2 ** 31) * n); };
  const outcomes = new Set();
  for (let k = 0; k < 12; k++) {
    const n = 3 + rand(5);
    const names = 'abcdefgh'.slice(0, n).split('');
    const items = names.map((u) => {
      const to = [...new Set(Array.from({ length: rand(3) }, () => names[rand(n)]))];
      return to.length ? `${u}>${to.join('/')}` : u;
    });
    const tokens = Array.from({ length: 1 + rand(3) }, () => names[rand(n)]);
    const text = await page.evaluate(([t]) => globalThis.grundy.engine.canonical(t), [`graph(${items.join(',')}):${tokens.join(',')}`]);
    await showIn(page, text);
    outcomes.add((await expectAsOracles(page)).outcome);
  }
  expect([...outcomes].sort()).toEqual(['D', 'N', 'P']);
});

test('bad input keeps the text and shows the engine\'s words; fields add, rename', async ({ page }) => {
  await openAt(page, `graph(${DAG}):a`);
  const field = page.locator('#postext');
  await field.fill('graph(a>b):z');
  await field.press('Enter');
  await settle(page);
  await expect(page.locator('#message')).toHaveText(/there is no node "z" in the graph \(nodes: a, b\)/);
  await expect(field).toHaveValue('graph(a>b):z');
  const many = `graph(${Array.from({ length: 257 }, (_, k) => `n${k}`).join(',')}):n0`;
  await field.fill(many);
  await field.press('Enter');
  await settle(page);
  await expect(page.locator('#message')).toHaveText(/at most 256 nodes/);
  await expect(field).toHaveValue(many);
  // the card's fields: arrows and nodes by name, renaming carries the tokens
  await openAt(page, `graph(${DAG}):a,b`);
  const add = page.locator('#boards .comp[data-comp="1"] input[data-field="add"]');
  await add.fill('e>g/a');
  await add.press('Enter');
  await settle(page);
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe('graph(a>b/c/f,b>c/d,c>d/e,d>e,e>a/g,f>e):a,b');
  const ren = page.locator('#boards .comp[data-comp="1"] input[data-field="rename"]');
  await ren.fill('b=top');
  await ren.press('Enter');
  await settle(page);
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe('graph(a>c/f/top,c>d/e,d>e,e>a/g,f>e,top>c/d):a,top');
  await ren.fill('q=r');
  await ren.press('Enter');
  await expect(page.locator('#message')).toHaveText(/no node "q"/);
  await expectAsOracles(page);
});

test('the board by keyboard: a node chosen, a token moved, a move played', async ({ page }) => {
  await openAt(page, `graph(${DAG}):a`);
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.locator('#mode-play').click();
  await settle(page);
  // Tab to the board, arrows to node b (the winning move a → b), Enter
  for (let k = 0; k < 40; k++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => !!document.activeElement?.closest?.('#boards .act'))) break;
  }
  const focused = () => page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  expect(await focused()).toMatch(/^node a, SG 3/);
  for (let k = 0; k < 10 && !/^node b,/.test(await focused()); k++) await page.keyboard.press('ArrowRight');
  expect(await focused()).toMatch(/^node b, SG 0.*: move token 1 here/);
  await page.keyboard.press('Enter');
  await settle(page);
  const hist = page.locator('#history li');
  await expect(hist.first()).toHaveAttribute('data-move', '1:a>b');
  // every node and the token are reachable by arrow keys, each with a name
  const names = await page.evaluate(() => [...document.querySelectorAll('#boards .comp[data-comp="1"] .act[role=button]')].map((x) => x.getAttribute('aria-label')));
  expect(names.filter((x) => x.startsWith('node ')).length).toBe(6);
  expect(names.some((x) => x.startsWith('token 1 on node'))).toBe(true);
});

test('a graph of 200 nodes: analysis and drawing time; screenshots', async ({ page }) => {
  let seed = 5;
  const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return Math.floor((seed / 2 ** 31) * n); };
  const name = (k) => `n${k}`;
  const items = Array.from({ length: 200 }, (_, u) => {
    const to = [...new Set(Array.from({ length: 1 + rand(4) }, () => (rand(10) ? u + 1 + rand(20) : rand(200))).filter((v) => v < 200))];
    return to.length ? `${name(u)}>${to.map(name).join('/')}` : name(u);
  });
  const text = await (async () => {
    await openAt(page, 'nim:1');
    return page.evaluate(([t]) => globalThis.grundy.engine.canonical(t), [`graph(${items.join(',')}):n0,n5,n17`]);
  })();
  const t = await page.evaluate(async ([tx]) => {
    const g = globalThis.grundy;
    const times = [];
    for (let k = 0; k < 5; k++) {
      const a0 = performance.now();
      await g.engine.analyze(tx, { moves: 'auto' });
      times.push(performance.now() - a0);
    }
    const analyse = times.sort((x, y) => x - y)[2];
    const drawnAt = new Promise((ok) => document.addEventListener('grundy:render', () => ok(performance.now()), { once: true }));
    const o0 = performance.now();
    await g.open(tx);
    const done = await drawnAt;
    const r0 = performance.now();
    const redrawn = new Promise((ok) => document.addEventListener('grundy:render', () => ok(performance.now()), { once: true }));
    g.redraw();
    const again = (await redrawn) - r0;
    return { analyse, total: done - o0, again, arrows: document.querySelectorAll('#boards .comp[data-comp="1"] .gr-abuttons .gr-a').length };
  }, [text]);
  console.log(`200 nodes, ${t.arrows} arrows: analysis ${t.analyse.toFixed(1)} ms (median of 5); open + draw of 3 cards ${t.total.toFixed(1)} ms; a redraw ${t.again.toFixed(1)} ms`);
  // (how long is measured, not judged here: machines are shared; app-freeze.spec.mjs judges the processor time of each task)
  mkdirSync(DIR, { recursive: true });
  for (const w of [375, 1280, 1920]) {
    await page.setViewportSize({ width: w, height: 900 });
    await openAt(page, `graph(${FERGUSON}):c,d`);
    await page.screenshot({ path: `${DIR}graph-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAt(page, `graph(${DAG}):a,c`);
  await nodeIn(page, 'b').click();
  await settle(page);
  await page.screenshot({ path: `${DIR}graph-edit-menu.png` });
});
