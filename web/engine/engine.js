// engine.js — the one module that touches the wasm engine: it loads it, owns
// its memory (arguments in one buffer the engine keeps, results copied out at
// once) and turns its C-style errors into EngineError. Two builds answer the
// same: the small first module (grundy-first.wasm: Nim only) for the first
// values, and the whole engine (grundy.wasm), loaded when the first module
// answers "absent". Runs in the browser, in workers and in Node (c/wasm.c).

import createGrundyFirst from './grundy-first.mjs';

const FIRST = { create: async () => createGrundyFirst, url: new URL('./grundy-first.wasm', import.meta.url) };
const WHOLE = { create: async () => (await import('./grundy-core.mjs')).default, url: new URL('./grundy.wasm', import.meta.url) };
const STATUS = { 1: 'input', 2: 'limit', 3: 'memory', 4: 'io', 5: 'work', 7: 'absent' }; // gr_status

/** An error the engine reported: `status` is 'input' (malformed or illegal
 *  text), 'limit' (larger than the engine's limits) or 'memory'; 'internal'
 *  means the engine itself failed (it is restarted on the next call).
 *  `message` is the English; `msg` the engine's message {id, args} for a
 *  page to say it in its reader's language, and `page` ({id, …values}) the
 *  same for the few refusals made here in JS that a page shows (a NUL
 *  character, no memory for the arguments, a failed engine). */
export class EngineError extends Error {
  constructor(status, message, msg = null, page = null) {
    super(message);
    this.name = 'EngineError';
    this.status = status;
    this.msg = msg;
    this.page = page;
  }
}

let core = null;     // the module calls go to, once ready
let loading = null;  // the promise of it
let whole = false;   // core is (or is being replaced by) the whole engine
let work = null;     // the last setWork(), given again to a new module
let infoText = '';   // gr_info JSON, read once (the same from both modules)

const utf8in = new TextEncoder();
const utf8out = new TextDecoder();

const inNode = (build) => typeof process === 'object' && process.versions?.node && build.url.protocol === 'file:';
let ahead = null; // the whole engine's code, fetched and compiled ahead (prefetch()), or null

/** Starts fetching and compiling the whole engine (off the page's thread),
 *  for a page that will need it soon: load({ whole: true }) then only
 *  instantiates it. Nothing else changes: calls go on to the module in use. */
export function prefetch() {
  if (ahead || whole || inNode(WHOLE) || typeof WebAssembly?.compileStreaming !== 'function') return;
  ahead = WebAssembly.compileStreaming(fetch(WHOLE.url, { credentials: 'same-origin' })).catch(() => null);
}

async function instantiate(build) {
  const options = {};
  let failed = null;
  if (inNode(build)) {
    const { readFile } = await import('node:fs/promises');
    options.wasmBinary = await readFile(build.url);
  } else {
    options.locateFile = () => build.url.href;
    if (build === WHOLE && ahead) { // compiled ahead: instantiate that
      const compiled = ahead;
      failed = new Promise((_, no) => {
        options.instantiateWasm = (imports, receive) => {
          (async () => {
            const mod = (await compiled) ?? await WebAssembly.compileStreaming(fetch(build.url, { credentials: 'same-origin' }));
            receive(await WebAssembly.instantiate(mod, imports), mod);
          })().catch(no);
          return {};
        };
      });
    }
  }
  const made = (await build.create())(options);
  const m = await (failed ? Promise.race([made, failed]) : made);
  core = m;
  if (build === WHOLE) globalThis.performance?.mark?.('grundy:whole-engine'); // (make bench, tests)
  if (work !== null) core._grw_set_work(work);
  if (!infoText) infoText = call('_grw_info', []);
}

/** Loads the engine; later calls return the same promise. With `whole`
 *  (for a position that is not Nim, or in a worker, where heavy calls run)
 *  the whole engine is loaded at once instead of the first module. */
export async function load({ whole: wanted = false } = {}) {
  if (wanted && !whole) return loadWhole();
  if (loading === null) {
    loading = instantiate(whole ? WHOLE : FIRST).catch((e) => {
      loading = null; // let a later call try again
      core = null;
      throw e;
    });
  }
  await loading;
}

/** Loads the whole engine (once) and makes it answer every later call. */
async function loadWhole() {
  if (!whole) {
    whole = true;
    const before = loading;
    loading = (async () => {
      await before?.catch(() => {}); // let the first module finish starting
      await instantiate(WHOLE);
    })().catch((e) => {
      loading = null;
      whole = false; // a later call starts from the first module again
      throw e;
    });
  }
  await loading;
}

/** Writes the string arguments ([value, what] pairs) one after another,
 *  each NUL-terminated UTF-8, into the buffer the engine lends for them
 *  (grw_args: kept between calls, so nothing is allocated per call);
 *  returns their addresses. */
function put(strings) {
  if (!strings.length) return [];
  let room = 0;
  for (const [s, what] of strings) {
    if (typeof s !== 'string') throw new TypeError(`${what} must be a string, not ${typeof s}`);
    const nul = s.indexOf('\0');
    if (nul >= 0) throw new EngineError('input', `at character ${nul + 1}: ${what} contains a NUL character`, null, { id: 'nul', at: nul + 1, what });
    room += 3 * s.length + 1; // UTF-8 takes at most 3 bytes per UTF-16 unit
  }
  const base = core._grw_args(room);
  if (!base) throw new EngineError('memory', `out of memory: no room for ${strings.map(([, what]) => what).join(' and ')} (${room} bytes)`, null, { id: 'memory', bytes: room });
  const heap = core.HEAPU8; // read after the call: growing the memory replaces it
  const ptrs = [];
  let at = base;
  for (const [s] of strings) {
    ptrs.push(at);
    at += utf8in.encodeInto(s, heap.subarray(at, at + 3 * s.length)).written;
    heap[at++] = 0;
  }
  return ptrs;
}

/** The NUL-terminated UTF-8 string at p, copied out of the heap. */
function get(p) {
  const heap = core.HEAPU8;
  const end = heap.indexOf(0, p);
  return utf8out.decode(heap.subarray(p, end < 0 ? heap.length : end));
}

/** Calls a grw_ function: `strings` ([value, what] pairs) are copied in,
 *  then `ints` follow as they are (for grw_judge_cases the flags come
 *  between the judge and the input). Returns the result text (its length
 *  from grw_out_len; JSON arrives as ASCII, \u escapes past it) or throws. */
function call(fn, strings, ints = []) {
  const ptrs = put(strings);
  let out;
  try {
    out = fn === '_grw_judge_cases' ? core[fn](ptrs[0], ...ints, ptrs[1]) : core[fn](...ptrs, ...ints);
  } catch (e) {
    // A trap (a bug in the engine, or the stack ran out): this instance can
    // no longer be trusted, so the next call loads a fresh one.
    core = null;
    loading = null;
    throw new EngineError('internal', `the engine failed (${e.message}); it will restart on the next call`, null, { id: 'failed' });
  }
  if (!out) {
    let msg = null;
    try {
      msg = JSON.parse(get(core._grw_error_msg()));
    } catch {
      msg = null; // the English still says it
    }
    throw new EngineError(STATUS[core._grw_status()] ?? 'internal', get(core._grw_error()), msg);
  }
  return utf8out.decode(core.HEAPU8.subarray(out, out + core._grw_out_len()));
}

/** call(), on the whole engine when the first module has not what it needs. */
async function run(fn, strings, ints) {
  if (core === null) await load();
  try {
    return call(fn, strings, ints);
  } catch (e) {
    if (e.status !== 'absent') throw e;
  }
  await loadWhole();
  return call(fn, strings, ints);
}

const MODES = { all: 0, winning: 1, auto: 2 }; // gr_moves_mode

/** JSON from the engine with its 64-bit integers kept exact: a whole number
 *  beyond 2^53 becomes a BigInt (smaller ones stay plain numbers), so a heap
 *  of 10^18 is shown as the engine wrote it. */
export function parseJSON(text) {
  let big = false;
  const marked = text.replace(/"(?:[^"\\]|\\.)*"|-?\d{16,}/g, (t) => {
    if (t[0] === '"' || Number.isSafeInteger(Number(t))) return t;
    big = true;
    return `"\\u0000${t}"`; // a NUL mark: never in the engine's own strings
  });
  if (!big) return JSON.parse(text);
  return JSON.parse(marked, (k, v) => (typeof v === 'string' && v[0] === '\u0000' ? BigInt(v.slice(1)) : v));
}

/** The analysis of a position (the JSON of `grundy analyze`, parsed).
 *  moves: 'all' (every legal move; when there are too many, the winning ones,
 *  with `truncated` saying why), 'winning', or
 *  'auto' (every move when there are few, else the winning ones; "listed"
 *  says which). With `move` ("1:3>1"), the analysis of the position after
 *  that move, with "played" describing it — one engine call. With `within`
 *  (a number of steps, see cost()), an analysis that would take more work is
 *  refused at once, before any value is computed, with an EngineError of
 *  status 'work'; the caller can run it where it may wait (the worker). */
export async function analyze(text, { winning = false, moves = winning ? 'winning' : 'all', move = null, within = null } = {}) {
  return parseJSON(await analyzeText(text, { moves, move, within }));
}

/** The same analysis as the engine's JSON text, byte for byte what
 *  `grundy analyze [--winning]` prints. */
export async function analyzeText(text, { winning = false, moves = winning ? 'winning' : 'all', move = null, within = null } = {}) {
  const mode = MODES[moves];
  if (mode === undefined) throw new TypeError(`moves must be 'all', 'winning' or 'auto', not ${JSON.stringify(moves)}`);
  if (within !== null) return run('_grw_analyze_within', [[text, 'the position'], [move ?? '', 'the move']], [mode, within]);
  if (move !== null) return run('_grw_play_analyze', [[text, 'the position'], [move, 'the move']], [mode]);
  return run('_grw_analyze', [[text, 'the position']], [mode]);
}

/** What analysing `text` would cost, judged before any value is computed:
 *  {components, chars, legal, listed, work} — the exact legal-move count,
 *  what `moves` would list ('all' or 'winning'), and `work`, a rough upper
 *  bound on the engine's steps (natively about 10^9 a second, here about a
 *  third of that). The page decides from it where to run the analysis.
 *  With `within` (steps), the estimate's own measuring of large tables
 *  stays within a small share of that bound. */
export async function cost(text, { moves = 'auto', within = null } = {}) {
  const mode = MODES[moves];
  if (mode === undefined) throw new TypeError(`moves must be 'all', 'winning' or 'auto', not ${JSON.stringify(moves)}`);
  return parseJSON(await run('_grw_cost', [[text, 'the position']], [mode, within ?? -1]));
}

/** A judge's input (name: one of info().judges) read as `grundy judge
 *  [--strict] name` reads it:
 *  {judge, strict, output, cases: [{case, answer, position, why?,
 *  from_names?}], error}. output is byte for byte what the command prints;
 *  each case's answer is its part of it and position the case in position
 *  notation (null, with why, when no position can hold it); from_names
 *  ([{name, name_msg}]) what the problem calls the place each move starts from,
 *  by a move's `from` (1-based), where the problem numbers otherwise than
 *  the position (a stair is the chessman behind it). A malformed input is an answer here:
 *  error is {status, message} with the judge's line-numbered message, and
 *  the cases before it are listed. */
export async function judge(name, input, { strict = false } = {}) {
  return parseJSON(await run('_grw_judge_cases', [[name, 'the judge'], [input, 'the input']], [strict ? 1 : 0]));
}

/** The canonical text of the position after `move` ("1:3>1"). */
export async function play(text, move) {
  return run('_grw_play', [[text, 'the position'], [move, 'the move']]);
}

/** The canonical text of a position. */
export async function canonical(text) {
  return run('_grw_canonical', [[text, 'the position']]);
}

/** SG values of sizes 0..n of a family (info().families: "name(params)"
 *  or "name"), with pre-period and period when proven. */
export async function sequence(family, n) {
  return parseJSON(await sequenceText(family, n));
}

/** The same as the engine's JSON text (what `grundy sequence` prints). */
export async function sequenceText(family, n) {
  if (typeof n === 'string' && /^\s*-?\d+\s*$/.test(n)) n = Number(n);
  if (!Number.isInteger(n)) throw new EngineError('input', `n must be a whole number, not ${JSON.stringify(n) ?? String(n)}`);
  if (core === null) await load();
  if (n < 0 || n > Number.MAX_SAFE_INTEGER) {
    const max = parseJSON(infoText).limits.sequence;
    throw new EngineError('limit', `N = ${n} is out of range (0..${max})`);
  }
  return run('_grw_sequence', [[family, 'the family']], [n]);
}

/** The table of a game of two coordinates (info().games[…].grid), rows ×
 *  cols (at most its grid limit): {game, rows, cols,
 *  values, misere}, values an Int32Array of the SG values row by row
 *  (values[x * cols + y] = SG(x, y)) and misere a Uint8Array, 1 where (x, y)
 *  is a P-position in misère play. Typed arrays: a million cells stay
 *  small, and cross to and from a worker by copy at once. */
export async function grid(game, rows, cols) {
  for (const [n, what] of [[rows, 'rows'], [cols, 'cols']])
    if (!Number.isInteger(n)) throw new EngineError('input', `${what} must be a whole number, not ${JSON.stringify(n) ?? String(n)}`);
  const j = JSON.parse(await run('_grw_grid', [[game, 'the game']], [rows, cols]));
  const values = new Int32Array(j.rows * j.cols), misere = new Uint8Array(j.rows * j.cols);
  for (let x = 0; x < j.rows; x++) {
    values.set(j.values[x], x * j.cols);
    const line = j.misere[x];
    for (let y = 0; y < j.cols; y++) misere[x * j.cols + y] = line.charCodeAt(y) === 80; // "P"
  }
  return { game: j.game, rows: j.rows, cols: j.cols, values, misere };
}

/** Parts of a family's sequence JSON (gr_sequence_part): part 'head',
 *  'values' (the values of sizes from..to, comma-separated, with a comma
 *  first when from > 0), 'tail', or 'stats' (the whole JSON without the
 *  values: period, proof, statistics), as the engine's text. */
export async function sequencePart(family, n, part, from = 0, to = 0) {
  const k = { head: 1, values: 2, tail: 3, stats: 4 }[part];
  if (k === undefined) throw new TypeError(`part must be 'head', 'values', 'tail' or 'stats', not ${JSON.stringify(part)}`);
  for (const [v, what] of [[n, 'n'], [from, 'from'], [to, 'to']])
    if (!Number.isSafeInteger(v) || v < 0) throw new EngineError('input', `${what} must be a whole number, 0 or more, not ${String(v)}`);
  return run('_grw_sequence_part', [[family, 'the family']], [n, k, from, to]);
}

/** The SG value of one size of a family (any size a proven period covers),
 *  as {family, game, size, sg, from: 'table'|'period', preperiod, period}. */
export async function sg(family, size) {
  const n = typeof size === 'bigint' ? Number(size) : size; // grw_sg takes a double: exact to 2^53
  if (typeof size === 'bigint' ? BigInt(n) !== size : Number.isInteger(size) && !Number.isSafeInteger(size))
    throw new EngineError('limit', `size ${size} is past 2^53, where this call cannot take it exactly: analyse the position instead (its text holds any size exactly)`);
  return parseJSON(await run('_grw_sg', [[family, 'the family']], [n]));
}

/** What the values of sizes 0..n of a family show (gr_pattern): {family,
 *  game, n, period, formulas, classes, zeros, matches, published, checked,
 *  summary} — the period proven by the family's rule or only observed,
 *  formulas that hold, the P-positions, the families and published
 *  sequences the values match, what was checked and how far, and a summary
 *  in words. */
export async function pattern(family, n) {
  if (!Number.isSafeInteger(n) || n < 0) throw new EngineError('input', `n must be a whole number, 0 or more, not ${String(n)}`);
  return parseJSON(await run('_grw_pattern', [[family, 'the family']], [n]));
}

/** Code for a contest solution from the values of sizes 0..n of a family
 *  (gr_codegen): {family, game, n, lang, words, pattern: {kind, proven, cost,
 *  …}, statement, status (with their _msg), brute, brute_why, check: {upto,
 *  most, rounds} | null, files: [{name, role, text}]} — the table ('table'),
 *  sg(n) from the pattern ('sg'), the brute force ('brute') and the check
 *  script ('check'), in lang 'cpp' or 'python', their comments in words
 *  'en' or 'zh'. n past info().limits.code is refused before any value. */
export async function code(family, n, { lang = 'cpp', words = 'en' } = {}) {
  if (!Number.isSafeInteger(n) || n < 0) throw new EngineError('input', `n must be a whole number, 0 or more, not ${String(n)}`);
  return parseJSON(await run('_grw_code', [[family, 'the family'], [lang, 'the language'], [words, 'the comments\' language']], [n]));
}

/** A claim checked (gr_claim): "same F G to N [misere]", "POSITION is
 *  P|N|sg=V" or "sj F to N [sums K]" — {kind, play, holds, verdict,
 *  verdict_msg, …} with, for a refuted claim, its first counterexample as
 *  position text (first.positions, move.after, first.position). Bounded by
 *  the work bound (setWork): a claim past it is refused at once (an
 *  EngineError 'work' or 'limit' that says what fits). */
export async function claim(text) {
  return parseJSON(await run('_grw_claim', [[text, 'the claim']]));
}

/** The misère quotient of a take-and-break code, or of several joined by
 *  "+" ("0.77", "0.77+0.07"), as the engine's JSON (order, p_portion,
 *  presentation, phi, table, proven, tame, …): heaps up to maxHeap, or
 *  until phi is proven periodic (maxHeap null). Kept in the engine between
 *  calls; under a work bound (setWork) a call may stop with a 'limit' error
 *  ("known up to heap N so far") and the next one carries on. */
export async function quotient(codes, maxHeap = null) {
  if (maxHeap !== null && (!Number.isSafeInteger(maxHeap) || maxHeap < 0))
    throw new EngineError('input', `the most heap must be a whole number, 0 or more, not ${String(maxHeap)}`);
  return parseJSON(await run('_grw_quotient', [[codes, 'the code']], [maxHeap ?? -1]));
}

/** Bounds the work of every later call on value tables, in options looked
 *  at (-1: no bound). A call that reaches it fails with a 'limit' error
 *  saying how far values are known, and keeps them: the next call carries
 *  on. A worker computes long sequences this way, a step at a time.
 *  'default' puts the engine's default bounds back. */
export async function setWork(units) {
  if (core === null) await load();
  work = units === 'default' ? -2 : units;
  core._grw_set_work(work);
}

/** The games (name, title, notation, example, family) and the engine's
 *  limits, from the C constants. A fresh object each time. */
export async function info() {
  if (core === null) await load();
  return parseJSON(infoText);
}

/** The catalog of the engine's messages, {id: English template} ({0}, {1}
 *  … its arguments): every id an EngineError's `msg` or a `…_msg` member of
 *  the engine's JSON can name. For tests and tools; the page translates by
 *  its language files (web/i18n/<lang>/engine.js). */
export async function messages() {
  return JSON.parse(await run('_grw_messages', []));
}

/** Memory counters, for tests and the bench: the wasm memory's size, the
 *  bytes malloc has handed out, and the engine's own accounting. */
export async function stats() {
  if (core === null) await load();
  return {
    heap: core.HEAPU8.length,
    malloc: core._grw_heap_used() >>> 0,
    engine: core._grw_mem_used() >>> 0,
    peak: core._grw_mem_peak() >>> 0,
  };
}

/** Which build answers now: 'first' (the first module: Nim only) or
 *  'whole' (every game); for tests and the bench. */
export async function build() {
  if (core === null) await load();
  return whole ? 'whole' : 'first';
}
