// app-freeze.spec.mjs — nothing the page accepts blocks its main thread for
// more than 200 ms, proven by Chromium's trace: each heavy link is opened
// fresh while the browser traces, and every task the page's renderer ran
// is read back. A task's thread time (`tdur`, the processor time of the
// main thread) is what is judged, not its wall time, so a machine busy with
// other work does not make the test fail: the page must never ask for more
// than 200 ms of work in one go. (A busy machine inflates thread time too,
// less: a measurement over the limit is made again, twice at most, and the
// least kept — see leastOf.) The links: a graph of 256 nodes, Moore's
// Nim with 60 heaps, a Hackenbush picture of 1,024 edges, Turning Corners
// 32 × 32, a 200-node graph redrawn; a 1 MB link is refused before any work
// (no parse, no worker); a heavy link shows the board's frame and its
// progress at once; a link far past the work bound (a table, a search) is
// refused before the work.

import { test, expect } from './fixtures.mjs';
import { settle, goTo } from './app-helpers.mjs';

// Its tests stand alone (each opens what it needs): the two workers may share them out.
test.describe.configure({ mode: 'parallel' });

const LIMIT_MS = 200;

const nameOf = (k) => { let t = ''; let x = k; do { t = String.fromCharCode(97 + (x % 26)) + t; x = Math.floor(x / 26) - 1; } while (x >= 0); return t; };

/** A graph of n nodes with cycles: node u has arrows to u+1, 7u+3 and 13u+5 (mod n). */
function cyclic(n) {
  const items = [];
  for (let u = 0; u < n; u++) items.push(`${nameOf(u)}>${[...new Set([(u + 1) % n, (u * 7 + 3) % n, (u * 13 + 5) % n].filter((w) => w !== u))].map(nameOf).join('/')}`);
  return `graph(${items.join(',')})`;
}

const LINKS = {
  'a graph of 256 nodes and two tokens': `${cyclic(256)}:a,b`,
  "Moore's Nim with 60 heaps, k = 50": `moore(50):${Array.from({ length: 60 }, (_, k) => 1 + ((k * 37) % 97)).join('/')}`,
  'a Hackenbush picture of 1,024 edges': `hackenbush:${Array.from({ length: 1024 }, (_, k) => `${k ? Math.floor((k + 1) / 2) : 0}-${k + 1}`).join('.')}`,
  'Turning Corners 32 × 32': `corners:${Array.from({ length: 32 }, (_, r) => Array.from({ length: 32 }, (_, c) => ((r * 31 + c * 17) % 5 === 0 ? 'H' : 'T')).join('')).join('/')}`,
};

/** The events of a trace that the measurement reads, each line parsed only
 *  when it is one of them: Chromium writes one event a line, so what is read
 *  is the threads' names, the steps' marks, where tracing began, the page's
 *  requests and navigations, and the tasks (RunTask) of the threads that
 *  `threadsOf(events)` picks from those; the rest of the trace (most of it:
 *  other processes' tasks, paints, IPC, a long address repeated in each
 *  navigation event) is never parsed. A trace cut short throws a
 *  SyntaxError, as parsing it whole would. */
const NAMED = ['thread_name', 'TracingStartedInBrowser', 'ResourceSendRequest', 'RenderFrameImpl::CommitNavigation'].map((n) => `"name":"${n}"`);
const TASKS = ['ThreadControllerImpl::RunTask', 'RunTask'].map((n) => `"name":"${n}"`);
function traceEvents(raw, threadsOf) {
  const lines = raw.toString().split('\n');
  const end = lines.findIndex((l, k) => k > 0 && (l.endsWith('],"metadata":') || l.endsWith(']}')));
  if (lines[0] !== '{"traceEvents":[' || end < 0) throw new SyntaxError('no end to the trace\'s events');
  if (lines[end].endsWith(':')) JSON.parse(`{"metadata":${lines.slice(end + 1).join('\n')}`); // the rest, whole
  else if (lines.slice(end + 1).join('').trim()) throw new SyntaxError('text after the trace');
  lines[end] = lines[end].replace(/\],"metadata":$|\]\}$/, '');
  const parse = (l) => JSON.parse(l.endsWith(',') ? l.slice(0, -1) : l);
  const events = [], tasks = [];
  for (let k = 1; k <= end; k++) {
    const l = lines[k];
    if (TASKS.some((n) => l.includes(n))) tasks.push(l);
    else if (l.includes('"cat":"blink.user_timing"') || NAMED.some((n) => l.includes(n))) events.push(parse(l));
  }
  const threads = threadsOf(events);
  for (const l of tasks) {
    const m = /"pid":(\d+),(?:"tdur":\d+,)?"tid":(\d+),/.exec(l);
    if (!m || threads.has(`${m[1]}:${m[2]}`)) events.push(parse(l));
  }
  return events;
}

/** Runs the steps ([name, act]) while Chromium traces; returns, for each,
 *  the longest task of the page's renderer main thread while it ran:
 *  [{name, cpu, wall, worker}] in ms, worker: the processor time of the
 *  page's workers over all the steps (a step's time begins at a mark the page
 *  makes before it). Not counted: the task in which the browser commits a
 *  navigation (it handles the address before any of the page's code runs;
 *  a 1 MB address costs it a while on its own). */
async function tasksOf(browser, page, steps, again = true) {
  await browser.startTracing(page, { categories: ['toplevel', 'navigation', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const out = [];
  let raw;
  try {
    for (const [k, [, act]] of steps.entries()) {
      await page.evaluate((m) => performance.mark(m), `freeze-step-${k}`).catch(() => {}); // (about:blank: none)
      await act();
    }
  } finally {
    raw = await browser.stopTracing();
  }
  // the page's renderer: the process of its frame (as the trace starts), or of its requests
  let ours, mains, workers;
  const threadsOf = (events) => {
    ours = new Set([
      ...events.filter((e) => e.name === 'TracingStartedInBrowser').flatMap((e) => e.args?.data?.frames ?? []).filter((f) => /\/grundy\//.test(f.url ?? '')).map((f) => f.processId),
      ...events.filter((e) => e.name === 'ResourceSendRequest' && /\/grundy\//.test(e.args?.data?.url ?? '')).map((e) => e.pid),
    ]);
    mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && ours.has(e.pid)).map((e) => `${e.pid}:${e.tid}`));
    workers = new Set(events.filter((e) => e.name === 'thread_name' && /^DedicatedWorker/.test(e.args?.name ?? '') && ours.has(e.pid)).map((e) => `${e.pid}:${e.tid}`));
    return new Set([...mains, ...workers]);
  };
  let events;
  try {
    events = traceEvents(raw, threadsOf);
  } catch (e) {
    // A trace of tens of MB has come back cut short (seen once beside other
    // suites): the measurement failed, not the page. The steps (links opened,
    // redraws) run again under a new trace, once.
    if (!(e instanceof SyntaxError) || !again) throw e;
    console.log(`the trace came back cut short (${raw.length} bytes): the steps run again`);
    return tasksOf(browser, page, steps, false);
  }
  const on = (e) => mains.has(`${e.pid}:${e.tid}`);
  const commits = events.filter((e) => e.ph === 'X' && e.name === 'RenderFrameImpl::CommitNavigation' && on(e));
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && on(e)
    && !commits.some((c) => c.ts >= e.ts && c.ts + c.dur <= e.ts + e.dur));
  expect(tasks.length, 'the trace has the page\'s tasks').toBeGreaterThan(10);
  // the processor time of all the tasks of the page's workers together
  const worker = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && workers.has(`${e.pid}:${e.tid}`)).reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
  const starts = steps.map((_, k) => events.find((e) => e.name === `freeze-step-${k}`)?.ts ?? null);
  steps.forEach(([name], k) => {
    const from = starts[k] ?? (k ? starts[k - 1] : -Infinity) ?? -Infinity;
    const next = starts.slice(k + 1).find((x) => x !== null) ?? Infinity;
    const mine = tasks.filter((e) => e.ts >= from && e.ts < next);
    const top = mine.reduce((a, e) => ((e.tdur ?? 0) > (a?.tdur ?? -1) ? e : a), null);
    out.push({ name, cpu: (top?.tdur ?? 0) / 1000, wall: (top?.dur ?? 0) / 1000, worker });
  });
  return out;
}

/** Runs the measurement `run` (it returns tasksOf's steps) again while a
 *  step is over the limit, at most twice more, and keeps each step's least
 *  task: a machine busy with other work inflates a thread's processor time
 *  too (its caches and cores are shared: three times over, seen at load 16),
 *  but a page that asks for too much in one task is over the limit every
 *  time. `reset` puts the page back where the steps begin, before each run
 *  after the first. */
async function leastOf(run, reset = null) {
  let best = await run();
  for (let k = 1; k < 3 && best.some((r) => r.cpu >= LIMIT_MS); k++) {
    console.log(`over ${LIMIT_MS} ms: measured again (${k} of 2)`);
    await reset?.();
    const again = await run();
    best = best.map((r, i) => (again[i].cpu < r.cpu ? again[i] : r));
  }
  return best;
}

/** Runs `act` while Chromium traces; returns the longest task of the page's
 *  renderer main thread: {cpu, wall} in ms (the least of up to three runs,
 *  see leastOf; `reset` before each run after the first). */
async function longest(browser, page, act, reset = null) {
  const [t] = await leastOf(() => tasksOf(browser, page, [['', act]]), reset);
  return t;
}

/** Expects every step's longest task under the limit, printing them. */
function judge(what, results) {
  for (const r of results) console.log(`${what}: ${r.name}: longest task ${r.cpu.toFixed(0)} ms of processor time (${r.wall.toFixed(0)} ms wall)`);
  const worst = results.reduce((a, r) => (r.cpu > a.cpu ? r : a), results[0]);
  expect(worst.cpu, `${what}: ${worst.name} blocked the page for ${worst.cpu.toFixed(0)} ms of processor time`).toBeLessThan(LIMIT_MS);
}

for (const [what, link] of Object.entries(LINKS)) {
  test(`${what}: opened from its link, no task blocks the page for ${LIMIT_MS} ms`, async ({ page, browser }) => {
    const t = await longest(browser, page, async () => {
      await page.goto(`./#${link}`);
      await settle(page);
      await expect(page.locator('#boards .comp, #boards .cline').first()).toBeVisible();
    }, () => page.goto('about:blank'));
    console.log(`${what}: longest task ${t.cpu.toFixed(0)} ms of processor time (${t.wall.toFixed(0)} ms wall)`);
    expect(t.cpu).toBeLessThan(LIMIT_MS);
    expect(await page.locator('#message.error').count(), 'accepted, not refused').toBe(0);
  });
}

test(`a 200-node graph redraws (each token's card) without a task of ${LIMIT_MS} ms`, async ({ page, browser }) => {
  await page.goto(`./#${cyclic(200)}:a,c,e`);
  await settle(page);
  const t = await longest(browser, page, async () => {
    for (let k = 0; k < 3; k++) {
      await page.evaluate(() => new Promise((ok) => { document.addEventListener('grundy:render', ok, { once: true }); globalThis.grundy.redraw(); }));
    }
  });
  expect(t.cpu).toBeLessThan(LIMIT_MS);
  // a readable layout: the nodes spread over rows and columns, none on another
  const spots = await page.locator('#boards .comp[data-comp="1"] .gr-n circle.gr-node').evaluateAll((cs) => cs.map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]));
  expect(spots.length).toBe(200);
  const xs = new Set(spots.map(([x]) => x)), ys = new Set(spots.map(([, y]) => y));
  expect(xs.size, 'many columns, not one tall column').toBeGreaterThan(8);
  expect(ys.size, 'many rows').toBeGreaterThan(8);
  expect(new Set(spots.map((p) => p.join())).size, 'no two nodes in one place').toBe(200);
});

test('a 1 MB link is refused before any work: no task of 200 ms, no worker, the text kept out of the field', async ({ page, browser }) => {
  test.slow(); // a megabyte address: the browser's navigation and its trace (tens of MB, the address in each navigation event) take seconds
  await page.goto('./#nim:1');
  await settle(page);
  const link = `ruler:${'H'.repeat(1_000_000)}`;
  const t = await longest(browser, page, async () => {
    await page.goto('about:blank');
    await page.goto(`./#${link}`);
    await settle(page);
  });
  expect(t.cpu).toBeLessThan(LIMIT_MS);
  await expect(page.locator('#message')).toContainText('the position text has 1000006 characters; the limit is 1000000');
  const r = await page.evaluate(() => ({
    worker: performance.getEntriesByType('resource').some((e) => /engine\/worker\.js/.test(e.name)),
    field: document.querySelector('#postext').value.length,
    placeholder: document.querySelector('#postext').placeholder,
    text: globalThis.grundy.position(),
  }));
  expect(r.worker, 'no worker was started for it').toBe(false);
  expect(r.field, 'the megabyte is not laid out in the Position field').toBe(0);
  expect(r.placeholder).toMatch(/1,000,006 characters/);
  expect(r.text).toBe('nim:3,4,5');
});

test('a heavy link shows the board\'s frame and its progress at once, and Cancel stops it', async ({ page }) => {
  // three million heaps of Grundy's game: within a few times the worker's bound, so it is tried
  await page.goto('./#tb(4!.0):3000000');
  await expect(page.locator('#working')).toBeVisible();
  await expect(page.locator('#boards .comp.pending')).toHaveCount(1);
  await expect(page.locator('#boards .comp.pending')).toContainText('tb(4!.0):3000000');
  await expect(page.locator('#game')).toHaveValue('tb');
  await expect(page.locator('#postext')).toHaveValue('tb(4!.0):3000000');
  await page.click('#cancel');
  await settle(page);
  await expect(page.locator('#working')).toBeHidden();
  await expect(page.locator('#boards .comp.pending')).toHaveCount(0);
  await expect(page.locator('#message')).toContainText('Stopped');
  await expect(page.locator('#postext')).toHaveValue('tb(4!.0):3000000'); // still there to come back to
});

test('a link far past the work bound is refused before the work, saying what fits', async ({ page, browser }) => {
  // Grundy's game at heap 10^18: no period is known, so every smaller heap's value is needed
  const t0 = Date.now();
  const t = await longest(browser, page, async () => {
    await page.goto('./#tb(4!.0):1000000000000000000');
    await expect(page.locator('#message.error')).toContainText('far more than', { timeout: 200_000 });
  }, () => page.goto('about:blank'));
  const ms = Date.now() - t0;
  console.log(`Grundy's game at 10^18: refused after ${ms} ms (longest task ${t.cpu.toFixed(0)} ms; the worker's processor time ${t.worker.toFixed(0)} ms)`);
  expect(t.cpu).toBeLessThan(LIMIT_MS);
  const msg = await page.locator('#message').textContent();
  expect(msg).toMatch(/tb\(4!\.0\) has no proven period/);
  expect(msg).toMatch(/heap sizes up to about \d+ are valued within this bound/);
  expect(msg).toMatch(/command line's --work allows more/);
  const heap = Number(/up to about (\d+)/.exec(msg)[1]);
  expect(heap).toBeGreaterThan(100000); // the estimate is honest: Grundy's game runs near-linear
  await expect(page.locator('#working')).toBeHidden();
  // the refusal came before the work: the worker computed only the estimate's probe, not the
  // whole bound (about 14 s of work in the page), judged in processor time, not wall time
  expect(t.worker, 'refused within a few seconds of the worker\'s processor time').toBeLessThan(8000);
});

test('a search that would take minutes is refused before it, naming the size that fits', async ({ page }) => {
  // Arc-Kayles on a 8 × 5 grid: a part of 40 nodes (before, the worker searched for minutes)
  await page.goto('./#arckayles:grid(8x5)');
  await expect(page.locator('#message.error')).toContainText('by search would take', { timeout: 10000 });
  await expect(page.locator('#message')).toContainText(/Arc-Kayles: a search would value a connected part of 40 nodes; grid parts of up to about \d+ nodes are valued/);
  await expect(page.locator('#working')).toBeHidden();
  // a board its own mirror image is worth 0 at once: never refused
  await page.goto('about:blank');
  await page.goto('./#arckayles:grid(6x6)');
  await settle(page);
  await expect(page.locator('#message.error')).toHaveCount(0);
  await expect(page.locator('#nimsum')).toHaveAttribute('data-value', '0');
});

/* ---- every example, every size limit --------------------------------------------
** Every board's worked examples, picked from the menu as a reader does, and
** positions at the sizes each board and the engine allow — the largest drawn
** in full and the largest accepted (drawn compactly, or refused before the
** work) — opened from their links: no task of 200 ms in any. */

const games = async (page) => page.evaluate(async () => {
  await globalThis.grundy.loadAll();
  return globalThis.grundy.GAMES.map((g) => g.game);
});

const rep = (n, f) => Array.from({ length: n }, (_, k) => f(k));
const big = '9223372036854775807';
/** A row of n cells from a pattern (cells chosen by k). */
const row = (n, f) => rep(n, f).join('');

/** Positions at each game's limits: the page's (DRAW in kit/state.js: 100
 *  components, 200 cells in a row, 4,000 in all, stacks of 20 stones drawn)
 *  and the engine's (info().limits and each game's limits). */
const LIMITS = {
  nim: [`nim:${rep(100, () => big).join(',')}`, `nim:${rep(100000, (k) => 1 + (k % 9)).join(',')}`],
  sub: [`sub(${rep(64, (k) => 1 + k * 1500).join(',')}):${rep(100, (k) => 99000 + k).join(',')}`, `sub(1-3):${rep(100, () => big).join(',')}`],
  checkers: [`checkers:${rep(20, (r) => row(200, (k) => ((k * 7 + r) % 13 === 0 ? 'o' : '.'))).join(',')}`, `checkers:${rep(1000, (r) => row(20, (k) => ((k + r) % 7 === 0 ? 'o' : '.'))).join(',')}`, `checkers:${row(4096, (k) => (k % 97 === 0 ? 'o' : '.'))}`],
  northcott: [`northcott:${rep(20, (r) => row(200, (k) => (k === r ? 'B' : k === 150 + r ? 'W' : '.'))).join(',')}`, `northcott:${rep(1000, (r) => row(20, (k) => (k === r % 9 ? 'B' : k === 15 ? 'W' : '.'))).join(',')}`],
  treblecross: [`treblecross:${rep(20, (r) => row(200, (k) => ((k * 11 + r) % 29 === 0 ? 'X' : '.'))).join(',')}`, `treblecross:${row(20000, (k) => (k % 101 === 0 ? 'X' : '.'))}`],
  staircase: [`staircase:${rep(200, (k) => (k % 3 ? k : 0)).join('/')}`, `staircase:${rep(4096, (k) => k % 5).join('/')}`, `staircase:${rep(20, () => big).join('/')}`],
  octal: [`octal(0.77):${rep(20, (r) => row(200, (k) => ((k + r) % 17 === 0 ? '.' : 'o'))).join(',')}`, `octal(0.137):${row(4096, (k) => (k % 31 === 0 ? '.' : 'o'))}`],
  tb: [`tb(0.[3]):${rep(100, () => big).join(',')}`, `tb(4!.0):${rep(100, (k) => 1000 + k).join(',')}`],
  hackenbush: [`hackenbush:${rep(400, (k) => `${k ? Math.floor((k + 1) / 2) : 0}-${k + 1}`).join('.')}`, `hackenbush:${rep(1024, (k) => `${k % 3 ? Math.floor(k / 2) : 0}-${k + 1}`).join('.')}`],
  ruler: [`ruler:${row(200, (k) => (k % 3 ? 'H' : 'T'))}`, `ruler:${row(4096, (k) => (k % 5 ? 'T' : 'H'))}`],
  turtles: [`turtles:${rep(20, (r) => row(200, (k) => ((k + r) % 4 ? 'T' : 'H'))).join(',')}`, `turtles:${row(4096, (k) => (k % 7 ? 'T' : 'H'))}`],
  mockturtles: [`mockturtles:${row(200, (k) => (k % 3 ? 'T' : 'H'))}`, `mockturtles:${row(256, (k) => (k % 5 ? 'T' : 'H'))}`],
  corners: [`corners:${rep(32, (r) => row(32, (c) => ((r * 31 + c * 17) % 5 === 0 ? 'H' : 'T'))).join('/')}`],
  graph: [`${cyclic(256)}:${rep(10, (k) => nameOf(k * 25)).join(',')}`],
  wythoff: [`wythoff:${rep(100, (k) => `${big.slice(0, 18)}/${100 + k}`).join(',')}`, 'wythoff:1000000000000000000/618033988749894848'],
  moore: [`moore(64):${rep(64, (k) => 1 + ((k * 37) % 97)).join('/')}`, `moore(1):${rep(64, (k) => 1000000 + k * 7).join('/')}`],
  ruleset: ['ruleset(take k or take k from all):4/4/4/4/4/4/4/4', `ruleset(take k: k<=2*last or last=0 and k<n):${rep(100, (k) => `${1000 + k}~0`).join(',')}`],
  cram: ['cram:32x32', 'cram:31x32', `cram:${rep(12, (r) => row(12, (c) => ((r * 5 + c * 3) % 7 === 0 ? '#' : '.'))).join('/')}`],
  nodekayles: ['nodekayles:grid(8x8)', `nodekayles:${rep(63, (k) => `n${k}-n${k + 1}`).join('.')}`],
  arckayles: ['arckayles:grid(8x8)', `arckayles:${rep(63, (k) => `n${k}-n${(k * 7 + 3) % 64}`).join('.')}`],
  chomp: ['chomp:60/60/60/60', `chomp:${rep(64, (r) => 60 - Math.floor(r / 2)).join('/')}`],
  stonebox: [`stonebox:${rep(100, (k) => `${k * 9876543}/1000000000000`).join(',')}`, `stonebox:${rep(100, (k) => `${k}/${2 * k + 16}`).join(',')}`],
  papercut: ['papercut:512x512', `papercut:${rep(100, (k) => `${2 + (k % 30)}x${2 + ((k * 7) % 30)}`).join(',')}`],
  pairsplit: [`pairsplit:${rep(100, (k) => `${10n ** 18n - BigInt(k)}/${10n ** 18n - 2n * BigInt(k)}`).join(',')}`, `pairsplit:${rep(100, (k) => `${1 + k}/${100 - k}`).join(',')}`],
  knights: ['knights:1000/1046', `knights:${rep(100, (k) => `${k * 10}/${2046 - k * 10}`).join(',')}`],
  hill: [`hill:${rep(50, (k) => `${k === 20 ? 'K' : ''}${k * 3 + 1}`).join('/')}`, `hill:${rep(4096, (k) => `${k === 2000 ? 'K' : ''}${k * 3 + 1}`).join('/')}`, `hill:${rep(30, (k) => `${k === 3 ? 'K' : ''}${(k + 1) * 1e16}`).join('/')}`],
  splitnim: [`splitnim:${rep(100, (k) => 1000000 - k).join(',')}`, `splitnim:${rep(100, (k) => k).join(',')}`],
};

test('the limits list every game the page offers', async ({ shared: page }) => {
  await goTo(page, 'nim:1');
  await settle(page);
  expect(Object.keys(LIMITS).sort()).toEqual((await games(page)).sort());
});

for (const game of Object.keys(LIMITS)) {
  test(`${game}: every example picked from the menu, then positions at its size limits from their links, without a task of ${LIMIT_MS} ms`, async ({ shared: page, browser }) => {
    test.slow(); // an open per example and per limit, each traced
    const start = async () => {
      await goTo(page, LIMITS.nim[0].slice(0, 20));
      await settle(page);
    };
    await start();
    await page.evaluate((g) => globalThis.grundy.need([g]), game);
    const examples = await page.evaluate((g) => globalThis.grundy.boards[g].examples.map(([label]) => label), game);
    // the game picked (its first example opens), then each example from the menu
    const steps = [[`picked "${game}"`, async () => {
      await page.selectOption('#game', game);
      await page.waitForFunction((g) => globalThis.grundy.model().comps.every((c) => c.game === g), game);
      await settle(page);
    }]];
    examples.forEach((label, k) => steps.push([`example "${label}"`, async () => {
      await page.selectOption('#example', `${game}:${k}`);
      await settle(page);
    }]));
    // then the limits, each from its link on a fresh load (in the same trace)
    for (const link of LIMITS[game]) steps.push([`${link.slice(0, 40)}… (${link.length} characters)`, async () => {
      await page.goto('about:blank');
      await page.goto(`./#${link}`);
      await settle(page);
    }]);
    judge(game, await leastOf(() => tasksOf(browser, page, steps), start));
  });
}

test(`"Sum of different games" picked, then every sum example from the menu, without a task of ${LIMIT_MS} ms`, async ({ shared: page, browser }) => {
  test.slow();
  const start = async () => {
    await goTo(page, 'nim:3,4,5');
    await settle(page);
  };
  await start();
  const steps = [['picked "Sum of different games"', async () => {
    await page.selectOption('#game', 'sum');
    await page.waitForFunction(() => new Set(globalThis.grundy.model().comps.map((c) => c.game)).size > 1);
    await settle(page);
  }]];
  const n = await page.evaluate(async () => { await globalThis.grundy.loadAll(); return globalThis.grundy.BOARDS.flatMap((b) => b.sums ?? []).length + 1; });
  for (let k = 1; k < n; k++) steps.push([`sum example ${k}`, async () => {
    await page.selectOption('#example', `sum:${k}`);
    await settle(page);
  }]);
  judge('sum', await leastOf(() => tasksOf(browser, page, steps), start));
});

test(`cold loads (an empty cache each, as a first visit): no task of ${LIMIT_MS} ms`, async ({ browser, baseURL }) => {
  test.slow(); // eight first visits, each traced
  const results = [];
  for (const [k, hash] of ['', '', '', '', '#nim:3,4,5&teach=why', '#cram:4x5', '#graph(a>b/c,b>c):a,b', '#octal(0.77):ooooooo'].entries()) {
    const [t] = await leastOf(async () => {
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      const page = await context.newPage();
      try {
        return await tasksOf(browser, page, [[`cold load ${k + 1} ${hash || '(the default position)'}`, async () => {
          await page.goto(`./${hash}`);
          await settle(page);
          await page.waitForSelector('#teach[data-ready]'); // the teaching tools load after the first values
        }]]);
      } finally {
        await context.close();
      }
    });
    results.push(t);
  }
  judge('cold loads', results);
});

test(`the sequence explorer at its limits (10^6 sizes of a family the engine computes at once, 10^6 of a code computed in steps), without a task of ${LIMIT_MS} ms`, async ({ shared: page, browser }) => {
  test.slow();
  await goTo(page, 'nim:1');
  await settle(page);
  const steps = ['sub(1-3):1000000', 'staircase:1000000', 'tb(4!.0):1000000'].map((seq) => [`the explorer to ${seq}`, async () => {
    await page.goto('about:blank');
    await page.goto(`./#nim:1&teach=sequence&seq=${seq}`);
    await expect(page.locator('#teach-sequence')).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
    await expect(page.locator('#teach-sequence .teach-seq-scatter')).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  }]);
  judge('sequences', await leastOf(() => tasksOf(browser, page, steps)));
});
