// teach-graph.spec.mjs — the game graph: every position reachable
// from a small component, with SG labels and P/N colours that match a
// breadth-first search done here with the native CLI; clicking a node makes
// it the current position; graphs that are too large are refused before
// anything is drawn.

import { test, expect } from './fixtures.mjs';
import { cli, openApp, openTab, idle, shots } from './teach-lib.mjs';
import { refOf } from './app-helpers.mjs';

/** text → {sg, verdict}, and the move count, by BFS over `grundy analyze`.
 *  normalOnly leaves out moves out of normal play (Treblecross dead cells). */
function cliGraph(root, { normalOnly = true } = {}) {
  const nodes = new Map();
  let edges = 0;
  const queue = [root];
  const seen = new Set(queue);
  while (queue.length) {
    const t = queue.shift();
    const a = cli('analyze', t);
    const c = a.components[0];
    nodes.set(t, { sg: c.sg, verdict: a.verdict });
    for (const m of a.moves) {
      if (normalOnly && m.sg_after === null && c.sg !== null) continue;
      edges++;
      const next = m.after.join(','); // one component (these games never split one)
      if (!seen.has(next)) { seen.add(next); queue.push(next); }
    }
  }
  return { nodes, edges };
}

async function drawn(page) {
  await expect(page.locator('#teach-graph')).toHaveAttribute('data-state', /drawn|refused|error/);
  return page.locator('#teach-graph .node').evaluateAll((els) => els.map((e) => ({
    text: e.dataset.text, sg: e.dataset.sg, p: e.classList.contains('p'), current: e.classList.contains('current'),
  })));
}

async function draw(page, text) {
  await page.fill('#teach-graph input[name=component]', text);
  await page.click('#teach-graph button[type=submit]');
  return drawn(page);
}

test('the graph of the selected heap: every position, SG and P/N as the engine says; a click sets the position', async ({ page }) => {
  await openApp(page, 'sub(1-3):7+nim:2');
  await openTab(page, 'graph');
  await page.click('#teach-graph >> text=Use selected component');
  const nodes = await drawn(page);
  const want = cliGraph('sub(1-3):7');
  expect(nodes.map((n) => n.text).sort()).toEqual([...want.nodes.keys()].sort());
  for (const n of nodes) {
    expect(Number(n.sg), n.text).toBe(want.nodes.get(n.text).sg);
    expect(Number(n.sg), `${n.text} by plain mex`).toBe(refOf(n.text).comps[0].sg);
    expect(n.p, n.text).toBe(want.nodes.get(n.text).verdict === 'P');
  }
  await expect(page.locator('#teach-graph .edge')).toHaveCount(want.edges);
  expect(nodes.find((n) => n.text === 'sub(1-3):7').current).toBe(true);

  await page.click('#teach-graph .node[data-text="sub(1-3):4"]');
  const expected = cli('canonical', 'sub(1-3):4+nim:2');
  await page.waitForFunction((t) => globalThis.grundy.position() === t, expected);
  await idle(page);
  await expect(page.locator('#teach-graph .node.current')).toHaveAttribute('data-text', 'sub(1-3):4');
  // Keyboard: Enter on a focused node does the same.
  await page.focus('#teach-graph .node[data-text="sub(1-3):6"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction((t) => globalThis.grundy.position() === t, cli('canonical', 'sub(1-3):6+nim:2'));
  await shots(page, 'graph-heap');
});

test('rows: a checkers row, each node\'s value as the engine and a plain mex say', async ({ page }) => {
  await openApp(page, 'checkers:..o.o.o.o');
  await openTab(page, 'graph');
  const rows = await draw(page, 'checkers:..o.o.o.o');
  const want = cliGraph('checkers:..o.o.o.o');
  expect(rows.length).toBe(want.nodes.size);
  for (const n of rows) {
    expect(Number(n.sg), n.text).toBe(want.nodes.get(n.text).sg);
    expect(Number(n.sg), `${n.text} by plain mex`).toBe(refOf(n.text).comps[0].sg);
  }
  await shots(page, 'graph-checkers');
});

test('strips: the Treblecross stretch model, with and without dead-cell moves', async ({ page }) => {
  const strip = 'treblecross:.......';
  await openApp(page, strip);
  await openTab(page, 'graph');
  const model = await draw(page, strip);
  const wantModel = cliGraph(strip);
  expect(model.map((n) => n.text).sort()).toEqual([...wantModel.nodes.keys()].sort());
  expect(model.every((n) => n.sg !== '')).toBe(true); // the stretch model stays in normal play
  await expect(page.locator('#teach-graph .teach-status')).toContainText('stretch model');
  await shots(page, 'graph-treblecross');

  await page.check('#teach-graph input[name=every]');
  const all = await drawn(page);
  await expect(page.locator('#teach-graph .node')).toHaveCount(cliGraph(strip, { normalOnly: false }).nodes.size);
  expect(all.length).toBeGreaterThan(model.length);
});

test('large graphs are refused with a message before drawing; Northcott points to its Nim heap', async ({ page }) => {
  await openApp(page, 'nim:3');
  await openTab(page, 'graph');
  await draw(page, 'nim:3');
  await expect(page.locator('#teach-graph .node')).toHaveCount(4);

  for (const big of ['nim:300', 'nim:1000000', 'checkers:' + '.o'.repeat(12), 'staircase:9/9/9/9']) {
    const nodes = await draw(page, big);
    expect(nodes, big).toEqual([]);
    await expect(page.locator('#teach-graph')).toHaveAttribute('data-state', 'refused');
    await expect(page.locator('#teach-graph .teach-status')).toContainText('too many to draw');
  }

  const row = 'northcott:B...W.';
  const gap = cli('analyze', row).components[0].gap;
  await draw(page, row);
  await expect(page.locator('#teach-graph .teach-status')).toContainText('Nim heap');
  await page.click(`#teach-graph >> text=Draw nim:${gap} instead`);
  await expect(page.locator('#teach-graph .node')).toHaveCount(gap + 1);

  const bad = await draw(page, 'nim:x');
  expect(bad).toEqual([]);
  await expect(page.locator('#teach-graph .teach-status')).toContainText('at character');
});
