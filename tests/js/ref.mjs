// ref.mjs — an independent reference for the JS and browser tests: every
// game's moves written from its rules, and values by a plain mex over those
// moves (memoised), sharing no code with the engine or the page. Where a
// game's graph has cycles (Northcott) or the game is not in normal play
// (Treblecross's three in a row) the published facts are used instead: a
// Northcott row is a Nim heap of its gap; a Treblecross strip where three X's
// stand is over, one where the player to move completes three is a threat,
// and otherwise it is the sum of its stretches of safe cells, each valued by
// mex over X's that kill the cells within two of them (SPEC).
//
//   import { analyse, moves, value, parse } from '../js/ref.mjs';
//   analyse('nim:3,4,5') → { comps: [{text, sg}], nimsum, verdict, over, threat,
//                            moves: [{move, comp, after: [texts], sgAfter, nimsumAfter, winning, wins}],
//                            winning: [moves] }
//
// To add a game: a row in GAMES with moves(body, param, turn) → [[text,
// [bodies after]]] and, when its graph may have cycles or it is not in
// normal play, value(body, param) (null: over or a threat) and ends(body).

const memo = new Map(); // "game(param):body" → value
const subTables = new Map(); // subtraction set → values of heaps 0, 1, 2, …

/** Splits a position text into {turn, comps: [{game, param, body}]}. */
export function parse(text) {
  let turn = 1;
  if (text.endsWith(';misere')) throw new Error('ref: normal play only (misère play is checked elsewhere)');
  const at = text.lastIndexOf('@');
  if (at >= 0 && /^@[12]$/.test(text.slice(at))) {
    turn = Number(text[at + 1]);
    text = text.slice(0, at);
  }
  const comps = [];
  for (const group of splitOutside(text, '+')) {
    const name = /^[a-z]+/.exec(group)?.[0];
    let rest = name ? group.slice(name.length) : '';
    let param = '';
    if (rest[0] === '(') { // parameters, brackets and all (a typed rule has its own)
      const close = splitOutside(rest.slice(1), ')', true);
      if (close === null) throw new Error(`ref: cannot read "${group}"`);
      param = close;
      rest = rest.slice(param.length + 2);
    }
    if (!name || rest[0] !== ':') throw new Error(`ref: cannot read "${group}"`);
    for (const body of rest.slice(1).split(',')) comps.push({ game: name, param, body });
  }
  return { turn, comps };
}

/** text split at `sep` outside brackets; with first, the text before the
 *  first `sep` outside brackets (null when there is none). */
function splitOutside(text, sep, first = false) {
  const out = [];
  let depth = 0, from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === sep && depth === 0) {
      if (first) return text.slice(0, i);
      out.push(text.slice(from, i));
      from = i + 1;
    } else if (ch === '(') depth++;
    else if (ch === ')') depth--;
  }
  if (first) return null;
  out.push(text.slice(from));
  return out;
}

export const compText = (c) => `${c.game}${c.param ? `(${c.param})` : ''}:${c.body}`;

/** The canonical text of a position {turn, comps} (groups of one game and
 *  parameters merged, "@2" for the second player). */
export function format(p) {
  let out = '';
  p.comps.forEach((c, i) => {
    const prev = p.comps[i - 1];
    if (prev && prev.game === c.game && prev.param === c.param) out += ',' + c.body;
    else out += (i ? '+' : '') + compText(c);
  });
  return out + (p.turn === 2 ? '@2' : '');
}

const flip = (s, i) => s.slice(0, i) + (s[i] === 'H' ? 'T' : 'H') + s.slice(i + 1);
const put = (s, i, ch) => s.slice(0, i) + ch + s.slice(i + 1);

/* ---- the games' moves ---------------------------------------------------------- */

function subSet(param) {
  const k = [];
  for (const part of param.split(',')) {
    const [a, b] = part.split('-').map(Number);
    for (let x = a; x <= (b ?? a); x++) k.push(x);
  }
  return k;
}

function octalMoves(body, param) {
  const d = param.split('.')[1];
  const out = [];
  for (let s = 0; s < body.length;) {
    if (body[s] !== 'o') { s++; continue; }
    let e = s;
    while (e < body.length && body[e] === 'o') e++;
    const len = e - s;
    for (let i = 0; i < len; i++)
      for (let k = 1; k <= d.length && i + k <= len; k++) {
        const dig = Number(d[k - 1]), a = i, b = len - i - k;
        const need = a === 0 && b === 0 ? 1 : a === 0 || b === 0 ? 2 : 4;
        if (!(dig & need)) continue;
        const from = s + i + 1, to = s + i + k;
        out.push([k === 1 ? `${from}` : `${from}-${to}`, [body.slice(0, from - 1) + '.'.repeat(k) + body.slice(to)]]);
      }
    s = e;
  }
  return out;
}

function isX(s, i) { return i >= 0 && i < s.length && s[i] === 'X'; }
const completes = (s, i) => (isX(s, i - 2) && isX(s, i - 1)) || (isX(s, i - 1) && isX(s, i + 1)) || (isX(s, i + 1) && isX(s, i + 2));

function hackEdges(body) {
  return body === '0' ? [] : body.split('.').map((e) => e.split('-').map(Number));
}

function hackMoves(body) {
  const edges = hackEdges(body);
  return edges.map((_, cut) => {
    const rest = edges.filter((__, i) => i !== cut);
    const up = new Set([0]);
    for (let grew = true; grew;) { // the vertices still joined to the ground
      grew = false;
      for (const [u, v] of rest) if (up.has(u) !== up.has(v)) { up.add(u); up.add(v); grew = true; }
    }
    const left = rest.filter(([u]) => up.has(u));
    return [`${cut + 1}`, [left.length ? left.map(([u, v]) => `${u}-${v}`).join('.') : '0']];
  });
}

function coinMoves(body, kind) {
  const out = [];
  for (let b = 1; b <= body.length; b++) {
    if (body[b - 1] !== 'H') continue;
    if (kind === 'ruler') {
      for (let a = b; a >= 1; a--) {
        let s = body;
        for (let i = a; i <= b; i++) s = flip(s, i - 1);
        out.push([a === b ? `${b}` : `${a}-${b}`, [s]]);
      }
      continue;
    }
    out.push([`${b}`, [flip(body, b - 1)]]);
    for (let a = 1; a < b; a++) {
      out.push([`${a}.${b}`, [flip(flip(body, b - 1), a - 1)]]);
      if (kind === 'mock') for (let a2 = a + 1; a2 < b; a2++) out.push([`${a}.${a2}.${b}`, [flip(flip(flip(body, b - 1), a - 1), a2 - 1)]]);
    }
  }
  return out;
}

function cornerMoves(body) {
  const rows = body.split('/');
  const w = rows[0].length;
  const out = [];
  for (let r = 1; r < rows.length; r++)
    for (let c = 1; c < w; c++) {
      if (rows[r][c] !== 'H') continue;
      for (let a = 0; a < r; a++)
        for (let b = 0; b < c; b++) {
          const g = rows.slice();
          for (const [y, x] of [[a, b], [a, c], [r, b], [r, c]]) g[y] = flip(g[y], x);
          out.push([`${a}.${b}-${r}.${c}`, [g.join('/')]]);
        }
    }
  return out;
}

/** Moore's Nim_k: every way to take from 1..k of the heaps ("3/5/6>3/3/3"). */
function mooreMoves(b, p) {
  const h = b.split('/').map(Number), k = Number(p), out = [];
  const rec = (i, cur, changed) => {
    if (i === h.length) {
      if (changed > 0) out.push([`${b}>${cur.join('/')}`, [cur.join('/')]]);
      return;
    }
    rec(i + 1, [...cur, h[i]], changed);
    if (changed < k) for (let t = 0; t < h[i]; t++) rec(i + 1, [...cur, t], changed + 1);
  };
  if (h.reduce((x, y) => x * (y + 1), 1) > 200000) throw new Error(`ref: moore(${p}):${b} has too many moves to list`);
  rec(0, [], 0);
  return out;
}

/* Typed rules: each rule text the tests use, its moves written from the
 * rule in plain JS. A body is a heap "7", a tuple "3/5", or a heap with what
 * the previous move took, "7~3". Moves "before>after" as the engine writes them. */
const ruleBody = (b) => {
  const [hs, last = '0'] = b.split('~');
  return { h: hs.split('/').map(Number), last: Number(last) };
};
const bodyText = (h, last) => h.join('/') + (last ? `~${last}` : '');
const takes = (ok) => (b) => {
  const n = Number(b), out = [];
  for (let k = 1; k <= n; k++) if (ok(n, k)) out.push([`${n}>${n - k}`, [`${n - k}`]]);
  return out;
};
const isPrime = (k) => { if (k < 2) return false; for (let d = 2; d * d <= k; d++) if (k % d === 0) return false; return true; };
const splitsOf = (n, rest, unequal) => { // rest into a + b, 1 <= a <= b
  const out = [];
  for (let a = 1; 2 * a <= rest; a++) if (!unequal || 2 * a < rest) out.push([`${n}>${a}+${rest - a}`, [`${a}`, `${rest - a}`]]);
  return out;
};
export const RULES = {
  'take k: pow2(k)': takes((n, k) => (k & (k - 1)) === 0),
  'take k: square(k)': takes((n, k) => Number.isInteger(Math.sqrt(k))),
  'take k in 1..n/2': takes((n, k) => 2 * k <= n),
  'take d: d|n, d<n': takes((n, k) => k < n && n % k === 0),
  'take k: prime(k)': takes((n, k) => isPrime(k)),
  'take k: k<=3': takes((n, k) => k <= 3),
  'split a+b: a<b': (b) => splitsOf(Number(b), Number(b), true),
  'take k in 1..2 or take k in 1..2 leave a+b': (b) => {
    const n = Number(b), out = [];
    for (let k = 1; k <= 2 && k <= n; k++) out.push([`${n}>${n - k}`, [`${n - k}`]], ...splitsOf(n, n - k, false));
    return out;
  },
  'take k: k<=2*last or last=0 and k<n': (b) => { // Fibonacci Nim
    const { h: [n], last } = ruleBody(b), out = [];
    for (let k = 1; k <= (last ? 2 * last : n - 1) && k <= n; k++) out.push([`${b}>${n - k}~${k}`, [`${n - k}~${k}`]]);
    return out;
  },
  'take k or take k from all': (b) => { // from one heap, or the same from every heap
    const { h } = ruleBody(b), out = [];
    h.forEach((x, i) => { for (let k = 1; k <= x; k++) { const a = h.slice(); a[i] -= k; out.push([`${b}>${bodyText(a, 0)}`, [bodyText(a, 0)]]); } });
    for (let k = 1; h.length > 1 && k <= Math.min(...h); k++) { const a = h.map((x) => x - k); out.push([`${b}>${bodyText(a, 0)}`, [bodyText(a, 0)]]); }
    if (h.reduce((x, y) => x * (y + 1), 1) > 200000) throw new Error(`ref: rule:${b} has too many positions`);
    return out;
  },
};

export const GAMES = {
  ruleset: {
    moves(b, p) {
      const m = RULES[p];
      if (!m) throw new Error(`ref: no rules for the rule "${p}"`);
      return m(b);
    },
  },
  wythoff: {
    moves(b) { // from one heap, or the same from both
      const [x, y] = b.split('/').map(Number), out = [];
      if (x + y > 4000) throw new Error(`ref: wythoff:${b} has too many moves to list`);
      for (let t = 0; t < x; t++) out.push([`${b}>${t}/${y}`, [`${t}/${y}`]]);
      for (let t = 0; t < y; t++) out.push([`${b}>${x}/${t}`, [`${x}/${t}`]]);
      for (let d = 1; d <= Math.min(x, y); d++) out.push([`${b}>${x - d}/${y - d}`, [`${x - d}/${y - d}`]]);
      return out;
    },
  },
  moore: { moves: mooreMoves },
  nim: {
    moves(b) {
      const h = Number(b);
      if (h > 100000) throw new Error(`ref: a heap of ${b} has too many moves to list`);
      return Array.from({ length: h }, (_, t) => [`${h}>${t}`, [`${t}`]]);
    },
  },
  sub: {
    moves: (b, p) => subSet(p).filter((k) => k <= Number(b)).map((k) => [`${b}>${Number(b) - k}`, [`${Number(b) - k}`]]),
    value(b, p) { // the same mex, bottom up (a heap of 10^6 is too deep to recurse)
      const h = Number(b), k = subSet(p);
      if (!(h <= 1e6)) throw new Error(`ref: a heap of ${b} has more than 10^6 positions below it`);
      const t = subTables.get(p) ?? [];
      for (let n = t.length; n <= h; n++) {
        const seen = new Set(k.filter((x) => x <= n).map((x) => t[n - x]));
        let g = 0;
        while (seen.has(g)) g++;
        t.push(g);
      }
      subTables.set(p, t);
      return t[h];
    },
  },
  checkers: {
    moves(b) {
      const out = [];
      for (let i = 0; i < b.length; i++) {
        if (b[i] !== 'o') continue;
        const j = b.indexOf('.', i);
        if (j >= 0) out.push([`${i + 1}>${j + 1}`, [put(put(b, i, '.'), j, 'o')]]);
      }
      return out;
    },
  },
  northcott: {
    moves(b, p, turn) {
      const me = b.indexOf(turn === 1 ? 'B' : 'W'), other = b.indexOf(turn === 1 ? 'W' : 'B');
      const [lo, hi] = me < other ? [0, other - 1] : [other + 1, b.length - 1];
      const out = [];
      for (let t = lo; t <= hi; t++) if (t !== me) out.push([`${me + 1}>${t + 1}`, [put(put(b, me, '.'), t, b[me])]]);
      return out;
    },
    value: (b) => Math.abs(b.indexOf('B') - b.indexOf('W')) - 1, // a Nim heap of the gap (its graph has cycles)
  },
  treblecross: {
    moves: (b) => (b.includes('XXX') ? [] : [...b].flatMap((ch, i) => (ch === '.' ? [[`${i + 1}`, [put(b, i, 'X')]]] : []))),
    ends: (b) => b.includes('XXX'),
    value(b) {
      if (b.includes('XXX')) return null;
      for (let i = 0; i < b.length; i++) if (b[i] === '.' && completes(b, i)) return null;
      let x = 0;
      for (let i = 0; i < b.length;) {
        let j = i;
        while (j < b.length && b[j] === '.' && ![-2, -1, 1, 2].some((d) => isX(b, j + d))) j++;
        if (j > i) { x ^= stretch(j - i); i = j; } else i++;
      }
      return x;
    },
  },
  staircase: {
    moves(b) {
      const c = b.split('/').map(Number);
      const out = [];
      c.forEach((n, s) => {
        for (let k = 1; k <= n; k++) {
          const d = c.slice();
          d[s] -= k;
          if (s > 0) d[s - 1] += k;
          out.push([`${s + 1}x${k}`, [d.join('/')]]);
        }
      });
      return out;
    },
  },
  octal: { moves: octalMoves },
  ruler: { moves: (b) => coinMoves(b, 'ruler') },
  turtles: { moves: (b) => coinMoves(b, 'turtles') },
  mockturtles: { moves: (b) => coinMoves(b, 'mock') },
  corners: { moves: cornerMoves },
  hackenbush: { moves: hackMoves },
};

/** A free Treblecross stretch of r cells: an X on cell i leaves free
 *  stretches of max(0, i-3) and max(0, r-i-2). */
const stretches = [];
function stretch(r) {
  for (let n = stretches.length; n <= r; n++) {
    const seen = new Set();
    for (let i = 1; i <= n; i++) seen.add(stretches[Math.max(0, i - 3)] ^ stretches[Math.max(0, n - i - 2)]);
    let g = 0;
    while (seen.has(g)) g++;
    stretches.push(g);
  }
  return stretches[r];
}

/** Legal moves of one component: [[text after "i:", [bodies after]]]. */
export function moves(c, turn = 1) {
  const g = GAMES[c.game];
  if (!g) throw new Error(`ref: no rules for ${c.game}`);
  return g.moves(c.body, c.param, turn);
}

/** The value of one component by mex over its moves (null: over or a
 *  threat). Throws past `budget` positions. */
const beyond = new Map(); // component text → the budget it was found to need more than
export function value(c, budget = 200000) {
  const g = GAMES[c.game];
  if (!g) throw new Error(`ref: no rules for ${c.game}`);
  if (g.value) return g.value(c.body, c.param);
  const key = compText(c);
  if (memo.has(key)) return memo.get(key);
  if (beyond.get(key) >= budget) throw new Error(`ref: ${key} has more than ${budget} positions`); // (found before: no second search)
  let left = budget;
  const sg = (body) => {
    const k = `${c.game}(${c.param}):${body}`;
    if (memo.has(k)) return memo.get(k);
    if (--left < 0) {
      beyond.set(key, Math.max(beyond.get(key) ?? 0, budget));
      throw new Error(`ref: ${key} has more than ${budget} positions`);
    }
    const seen = new Set(g.moves(body, c.param, 1).map(([, after]) => after.reduce((x, b) => x ^ sg(b), 0)));
    let v = 0;
    while (seen.has(v)) v++;
    memo.set(k, v);
    return v;
  };
  return sg(c.body);
}

const ends = (c) => GAMES[c.game].ends?.(c.body) ?? false;

/** Everything the analysis says that the rules decide (see the top). */
export function analyse(text, { budget = 200000 } = {}) {
  const p = parse(text);
  const comps = p.comps.map((c) => ({ text: compText(c), sg: value(c, budget) }));
  const over = p.comps.some(ends);
  const nimsumOf = (vals) => (vals.some((v) => v === null) ? null : vals.reduce((x, v) => x ^ v, 0));
  const nimsum = nimsumOf(comps.map((c) => c.sg));
  const list = [];
  if (!over)
    p.comps.forEach((c, i) => {
      for (const [mv, bodies] of moves(c, p.turn)) {
        const after = bodies.map((body) => ({ ...c, body }));
        const rest = p.comps.slice();
        rest.splice(i, 1, ...after);
        const sgAfter = nimsumOf(after.map((x) => value(x, budget)));
        list.push({
          move: `${i + 1}:${mv}`, comp: i + 1, after: after.map(compText), sgAfter,
          nimsumAfter: nimsumOf(rest.map((x) => value(x, budget))), wins: after.some(ends),
          position: format({ turn: 3 - p.turn, comps: rest }),
        });
      }
    });
  const threat = list.some((m) => m.wins);
  for (const m of list) m.winning = threat ? m.wins : m.nimsumAfter === 0;
  return {
    position: format(p), turn: p.turn, comps, nimsum, over: over || list.length === 0, threat,
    verdict: !over && (threat || (nimsum !== null && nimsum !== 0)) ? 'N' : 'P',
    legal: list.length, moves: list, winning: list.filter((m) => m.winning).map((m) => m.move),
  };
}
