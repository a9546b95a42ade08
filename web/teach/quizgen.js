// teach/quizgen.js — small random positions for the classroom quiz, one
// generator per game, and the choice of candidate moves for "find a winning
// move". Answers always come from the engine's analysis, never from here.

const rnd = (lo, hi, r = Math.random) => lo + Math.floor(r() * (hi - lo + 1));
const pickOne = (xs, r = Math.random) => xs[Math.floor(r() * xs.length)];

function row(len, pieces, ch, r) {
  const cells = Array(len).fill('.');
  let placed = 0;
  while (placed < pieces) {
    const i = rnd(0, len - 1, r);
    if (cells[i] === '.') { cells[i] = ch; placed++; }
  }
  return cells.join('');
}

export const GENERATORS = {
  nim: (r) => `nim:${Array.from({ length: rnd(2, 3, r) }, () => rnd(1, 9, r)).join(',')}`,
  sub: (r) => {
    const set = pickOne(['1-2', '1-3', '1-4', '1,3,4', '2,3', '1,4'], r);
    return `sub(${set}):${Array.from({ length: rnd(1, 3, r) }, () => rnd(2, 15, r)).join(',')}`;
  },
  checkers: (r) => `checkers:${Array.from({ length: rnd(1, 2, r) }, () => row(rnd(7, 10, r), rnd(2, 4, r), 'o', r)).join(',')}`,
  northcott: (r) => `northcott:${Array.from({ length: rnd(2, 3, r) }, () => {
    const len = rnd(6, 9, r), b = rnd(0, len - 1, r);
    let w;
    do w = rnd(0, len - 1, r); while (w === b);
    const cells = Array(len).fill('.');
    cells[b] = 'B';
    cells[w] = 'W';
    return cells.join('');
  }).join(',')}`,
  treblecross: (r) => {
    for (;;) {
      const len = rnd(6, 13, r);
      const s = row(len, rnd(0, 2, r), 'X', r);
      if (!/X.?X/.test(s)) return `treblecross:${s}`; // no immediate three: a normal-play question
    }
  },
  staircase: (r) => `staircase:${Array.from({ length: rnd(3, 4, r) }, () => rnd(0, 5, r)).join('/')}`,
  octal: (r) => `octal(${pickOne(['0.77', '0.07', '0.137'], r)}):${Array.from({ length: rnd(1, 2, r) }, () => {
    const len = rnd(5, 9, r);
    return row(len, rnd(len - 2, len, r), 'o', r);
  }).join(',')}`,
};

export function generate(games, r = Math.random) {
  return GENERATORS[pickOne(games, r)](r);
}

/** Up to `max` moves to offer: at least one winning move, the rest not,
 *  in random order. Needs an analysis with every move listed. */
export function candidates(analysis, max = 5, r = Math.random) {
  const win = analysis.moves.filter((m) => m.winning);
  const lose = analysis.moves.filter((m) => !m.winning);
  if (!win.length) return [];
  const out = [pickOne(win, r)];
  const rest = [...lose, ...win.filter((m) => m !== out[0])];
  while (out.length < max && rest.length) out.push(rest.splice(Math.floor(r() * rest.length), 1)[0]);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Rows of the XOR table: each value in binary over `bits` columns. */
export function xorTable(values) {
  const top = Math.max(1, ...values.map((v) => v ?? 0));
  const bits = Math.max(1, Math.floor(Math.log2(top)) + 1);
  const rows = values.map((v) => Array.from({ length: bits }, (_, k) => ((v >> (bits - 1 - k)) & 1)));
  const sum = Array.from({ length: bits }, (_, k) => rows.reduce((a, r) => a ^ r[k], 0));
  const ones = Array.from({ length: bits }, (_, k) => rows.reduce((a, r) => a + r[k], 0));
  return { bits, rows, sum, ones, value: values.reduce((a, v) => a ^ v, 0) };
}
