// gen.mjs — random positions of every game, sums of them, and mangled texts,
// from a seeded generator (GRUNDY_SEED overrides the seed), plus a client for
// the native engine in one process (build/grundy-batch, tests/tools/batch.c).
// Shared by the parity tests and tests/bench/wasm.mjs.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const NATIVE_CLI = `${ROOT}build/grundy`;
export const NATIVE_BATCH = `${ROOT}build/grundy-batch`;
export const SEED = Number(process.env.GRUNDY_SEED ?? 20240611) >>> 0;

/** mulberry32: a small seeded generator; returns { int(lo, hi), pick, chance }. */
export function rng(seed = SEED) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  return { next, int, pick: (xs) => xs[int(0, xs.length - 1)], chance: (p) => next() < p };
}

const times = (n, f) => Array.from({ length: n }, (_, i) => f(i));

function row(r, len, cell, p) {
  return times(len, () => (r.chance(p) ? cell : '.')).join('');
}

/** A Green Hackenbush picture of n edges, each new edge joined to what is
 *  already connected to the ground (vertex 0); vertex numbers are spread
 *  out, as a person might number them. */
function picture(r, n) {
  if (n === 0) return '0';
  const verts = [0];
  const edges = [];
  let next = r.int(1, 5);
  for (let i = 0; i < n; i++) {
    const u = r.pick(verts);
    const roll = r.int(0, 9);
    let v;
    if (roll < 6) { v = next; next += r.chance(0.8) ? 1 : r.int(2, 300); verts.push(v); }
    else if (roll < 9) v = r.pick(verts);
    else v = u;
    edges.push(r.chance(0.5) ? `${u}-${v}` : `${v}-${u}`);
  }
  return edges.join('.');
}

/** One group ("game(params):body,body") of the named game. */
export function group(r, game) {
  const k = r.int(1, 3);
  switch (game) {
    case 'nim':
      return 'nim:' + times(k, () => (r.chance(0.1) ? r.int(0, 5000) : r.int(0, 30))).join(',');
    case 'sub': {
      const set = new Set(times(r.int(1, 4), () => r.int(1, 12)));
      let s = [...set].sort((x, y) => x - y).join(',');
      if (r.chance(0.3)) { const a = r.int(1, 4); s = `${a}-${a + r.int(0, 4)}`; }
      return `sub(${s}):` + times(k, () => r.int(0, 80)).join(',');
    }
    case 'checkers':
      return 'checkers:' + times(k, () => row(r, r.int(1, 20), 'o', r.pick([0.2, 0.4]))).join(',');
    case 'northcott':
      return 'northcott:' + times(k, () => {
        const len = r.int(2, 14), b = r.int(0, len - 1);
        let w = r.int(0, len - 2);
        if (w >= b) w++;
        return times(len, (i) => (i === b ? 'B' : i === w ? 'W' : '.')).join('');
      }).join(',');
    case 'treblecross':
      return 'treblecross:' + times(k, () => row(r, r.int(3, 28), 'X', r.pick([0, 0.08, 0.2]))).join(',');
    case 'staircase':
      return 'staircase:' + times(k, () => times(r.int(1, 6), () => r.int(0, 8)).join('/')).join(',');
    case 'octal': { // the named games, and codes of 1-16 digits (some typed ".77", some with trailing zeros)
      let code = r.pick(['0.77', '0.07', '0.137', '0.6', '0.4', '0.15', '.77']);
      if (r.chance(0.4)) {
        const d = times(r.int(1, r.chance(0.8) ? 4 : 16), () => r.int(0, 7));
        if (d[d.length - 1] === 0) d[d.length - 1] = r.int(1, 7);
        code = '0.' + d.join('') + (r.chance(0.1) ? '00' : '');
      }
      return `octal(${code}):` + times(k, () => row(r, r.int(1, 30), 'o', r.pick([0.6, 0.8, 0.95, 1]))).join(',');
    }
    case 'hackenbush': // pictures hanging from the ground: trees, cycles, multiple edges, loops, sparse vertex numbers
      return 'hackenbush:' + times(k, () => picture(r, r.int(0, r.chance(0.1) ? 60 : 14))).join(',');
    case 'ruler': case 'turtles': case 'mockturtles': { // the full move list grows as n² (Mock Turtles: n³)
      const long = game === 'mockturtles' ? 24 : 60;
      return `${game}:` + times(k, () => times(r.int(1, r.chance(0.1) ? long : 12), () => (r.chance(0.45) ? 'H' : 'T')).join('')).join(',');
    }
    case 'corners': { // the full move list grows as rows² × columns²
      const rows = r.int(1, r.chance(0.1) ? 12 : 6), cols = r.int(1, r.chance(0.1) ? 12 : 6);
      return 'corners:' + times(k, () => times(rows, () => times(cols, () => (r.chance(0.3) ? 'H' : 'T')).join('')).join('/')).join(',');
    }
    case 'ruleset': { // the examples, and rules made up from the grammar
      const rule = r.chance(0.4) ? r.pick(['take k: pow2(k)', 'take d: d|n, d<n', 'split a+b: a<b', 'take k in 1..n/2',
        'take k in 1..2 or take k in 1..2 leave a+b', 'take k: k<=2*last or last=0 and k<n', 'take k or take k from all']) : madeUpRule(r);
      const tuple = /from all/.test(rule) && !/leave|split/.test(rule);
      const counter = /last/.test(rule);
      const heap = () => r.int(0, r.chance(0.1) ? 60 : 16);
      return `ruleset(${rule}):` + times(k, () => (tuple && r.chance(0.6) ? `${heap()}/${heap()}` : String(heap())) +
        (counter && r.chance(0.5) ? `~${r.int(1, 6)}` : '')).join(',');
    }
    case 'cram': { // small boards: the search is quick, the move lists short
      const board = () => {
        const R = r.int(1, 4), C = r.int(1, 5);
        if (r.chance(0.3)) return `${R}x${C}`;
        return times(R, () => times(C, () => (r.chance(0.2) ? '#' : '.')).join('')).join('/');
      };
      return 'cram:' + times(k, board).join(',');
    }
    case 'nodekayles': case 'arckayles': { // one graph per group: its body reads its own commas
      if (r.chance(0.15)) return `${game}:grid(${r.int(1, 3)}x${r.int(1, 5)})`;
      const n = r.int(1, 8), names = times(n, (i) => String.fromCharCode(97 + i));
      const items = [];
      for (let u = 1; u < n; u++) if (r.chance(0.8)) items.push(`${names[r.int(0, u - 1)]}-${names[u]}`);
      for (let j = r.int(0, 2); j > 0; j--) { const u = r.int(0, n - 1), v = r.int(0, n - 1); if (u !== v) items.push(`${names[u]}-${names[v]}`); }
      for (const nm of names) if (!items.some((it) => it.split('-').includes(nm))) items.push(nm);
      return `${game}:` + items.join(r.chance(0.5) ? ',' : '.');
    }
    case 'chomp':
      return 'chomp:' + times(k, () => {
        const rows = [r.int(1, 6)];
        for (let j = r.int(0, 3); j > 0; j--) rows.push(r.int(1, rows[rows.length - 1]));
        return rows.join('/');
      }).join(',');
    case 'stonebox': // boxes c/s, now and then one of up to 10^12 places (its stones few, or near the top: c² moves)
      return 'stonebox:' + times(k, () => {
        const s = r.chance(0.1) ? r.int(1000, 1e6) * r.pick([1, 1e6]) : r.int(0, 40);
        const c = s > 40 ? (r.chance(0.5) ? r.int(0, 30) : s - r.int(0, 30)) : r.int(0, s);
        return `${c}/${s}`;
      }).join(',');
    case 'papercut':
      return 'papercut:' + times(k, () => `${r.int(1, r.chance(0.05) ? 200 : 12)}x${r.int(1, r.chance(0.05) ? 200 : 12)}`).join(',');
    case 'pairsplit': // piles up to 300 (a pile of n has n - 1 splits; one of 10^18 lists some 10^5)
      return 'pairsplit:' + times(k, () => `${r.int(1, r.chance(0.05) ? 300 : 20)}/${r.int(1, r.chance(0.05) ? 300 : 20)}`).join(',');
    case 'knights':
      return 'knights:' + times(k, () => (r.chance(0.1) ? `${r.int(0, 1000)}/${r.int(0, 1000)}` : `${r.int(0, 12)}/${r.int(0, 12)}`)).join(',');
    case 'hill': // people on increasing cells, some at the top (0), one of them the king
      return 'hill:' + times(k, () => {
        const n = r.int(1, 7), top = r.int(0, n - 1) === 0 ? r.int(0, 2) : 0, cells = [];
        let at = 0;
        for (let i = 0; i < n; i++) { if (i >= top) at += r.int(1, r.chance(0.1) ? 60 : 5); cells.push(at); }
        const king = r.int(0, n - 1);
        return cells.map((v, i) => `${i === king ? 'K' : ''}${v}`).join('/');
      }).join(',');
    case 'splitnim':
      return 'splitnim:' + times(k, () => (r.chance(0.05) ? r.int(1000, 2000) : r.int(0, 12))).join(','); // n(n+1)/2 moves: a heap of 1,000 or more lists only its winning ones
    default:
      throw new Error(`no generator for ${game}`);
  }
}

/** A rule of the rule language, made up: a few moves with random ranges and
 *  conditions (sometimes a split, a move from every heap, or the counter). */
function madeUpRule(r) {
  const cond = (v) => r.pick([
    `${v}<=${r.int(1, 5)}`, `${v}%${r.int(2, 4)}=${r.int(0, 1)}`, `prime(${v})`, `${v}|n`, `2*${v}<=n`, `square(${v})`,
    `not ${v}=${r.int(1, 3)}`, `${v}=1 or ${v}=${r.int(2, 6)}`, `odd(${v}+n)`, `${v}<=n/${r.int(2, 3)}`, `gcd(${v},n)=1`]);
  const moves = times(r.int(1, 3), () => {
    const kind = r.int(0, 9);
    if (kind === 0) return `split a+b${r.chance(0.5) ? ': a<b' : ''}`;
    if (kind === 1) return `take k leave a+b: ${cond('k')}${r.chance(0.4) ? ', a!=b' : ''}`;
    if (kind === 2) return `take k from all: ${cond('k')}`;
    if (kind === 3) return `take k in ${r.int(1, 2)}..${r.int(2, 6)}`;
    return `take k: ${cond('k')}${r.chance(0.3) ? `, ${cond('k')}` : ''}`;
  });
  let rule = moves.join(' or ');
  if (/from all/.test(rule) && /leave|split/.test(rule)) rule = rule.replace(/ from all/g, '');
  if (r.chance(0.15) && !/leave|split/.test(rule)) rule = `take k: k<=last+${r.int(1, 2)} or last=0 and k<n`;
  return rule;
}

export const GAMES = ['nim', 'sub', 'checkers', 'northcott', 'treblecross', 'staircase', 'octal', 'hackenbush', 'ruler', 'turtles', 'mockturtles', 'corners', 'ruleset', 'cram', 'nodekayles', 'arckayles', 'chomp',
  'stonebox', 'papercut', 'pairsplit', 'knights', 'hill', 'splitnim'];

function turn(r) {
  return r.chance(0.25) ? '@2' : r.chance(0.05) ? '@1' : '';
}

/** `perGame` positions of each game, then `sums` sums of 2-4 groups. */
export function positions(r, perGame, sums) {
  const out = [];
  for (const g of GAMES) for (let i = 0; i < perGame; i++) out.push(group(r, g) + turn(r));
  for (let i = 0; i < sums; i++)
    out.push(times(r.int(2, 4), () => group(r, r.pick(GAMES))).join('+') + turn(r));
  return out;
}

/** The same position as a person might type it: spaces around separators. */
export function spaced(r, text) {
  return text.replace(/[+,:]/g, (c) => (r.chance(0.3) ? ` ${c} ` : c));
}

/** One to three random edits: the result may or may not be a position. */
export function mangle(r, text) {
  const junk = '.oXBW0123456789,+@:()-/ xq\u00e9';
  let s = text;
  for (let k = r.int(1, 3); k > 0; k--) {
    const i = r.int(0, s.length);
    const c = r.pick([...junk]);
    const op = r.int(0, 2);
    if (op === 0) s = s.slice(0, i) + s.slice(i + 1);
    else if (op === 1) s = s.slice(0, i) + c + s.slice(i);
    else s = s.slice(0, i) + c + s.slice(i + 1);
  }
  return s;
}

const STATUS = { 1: 'input', 2: 'limit', 3: 'memory', 4: 'io', 5: 'work', 7: 'absent' }; // gr_status, as engine.js names them

/** Runs requests (arrays of CLI arguments) through the native engine in one
 *  process; answers are { ok: text } or { status, message }. */
/** Text as the wasm engine writes it: its JSON is plain ASCII, every
 *  character past ASCII as its \u escape (GR_JSON_ASCII, c/grconf.h). */
export const asciiJSON = (text) => text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function nativeBatch(requests) {
  if (!existsSync(NATIVE_BATCH)) throw new Error(`${NATIVE_BATCH} is missing: run make test-js`);
  for (const q of requests)
    if (q.some((a) => /[\t\n]/.test(a))) throw new Error(`request with a tab or newline: ${q}`);
  const input = requests.map((q) => q.join('\t')).join('\n') + '\n';
  const res = spawnSync(NATIVE_BATCH, [], { input, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (res.status !== 0) throw new Error(`grundy-batch failed: ${res.stderr}`);
  const lines = res.stdout.split('\n');
  lines.pop();
  if (lines.length !== requests.length) throw new Error(`grundy-batch: ${lines.length} answers for ${requests.length} requests`);
  return lines.map((line) => {
    const [kind, a, ...rest] = line.split('\t');
    return kind === 'ok' ? { ok: [a, ...rest].join('\t') } : { status: STATUS[a], message: rest.join('\t') };
  });
}

/** One call of the real command line: { ok: stdout } or { message: stderr }. */
export function nativeCli(args) {
  const res = spawnSync(NATIVE_CLI, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (res.status === 0) return { ok: res.stdout.replace(/\n$/, '') };
  return { exit: res.status, message: res.stderr.replace(/^grundy: /, '').replace(/\n$/, '') };
}
