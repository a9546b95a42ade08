// teach/quizgen.js — small random positions for the classroom quiz (each
// game's board has its quiz(random) generator), and the choice of candidate
// moves for "find a winning move". Answers always come from the engine's
// analysis, never from here.

import { boards, BOARDS } from '../boards/index.js';

/** The random helpers a board's quiz() gets: int(lo, hi), pick(list). */
export function random(r = Math.random) {
  return {
    int: (lo, hi) => lo + Math.floor(r() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(r() * xs.length)],
  };
}

const pickOne = (xs, r = Math.random) => xs[Math.floor(r() * xs.length)];

/** The games a quiz can ask about: every loaded board's game, in the
 *  picker's order (never the order the boards happened to load in). */
export const quizGames = () => BOARDS.map((b) => b.game);

/** A position text of one of `games`. */
export function generate(games, r = Math.random) {
  return boards[pickOne(games, r)].quiz(random(r));
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

/** Rows of the XOR table: each value in binary over `bits` columns (values
 *  may be BigInts: SG values are 64-bit). */
export function xorTable(values) {
  const vs = values.map((v) => BigInt(v ?? 0));
  const bits = Math.max(1, ...vs.map((v) => v.toString(2).length));
  const rows = vs.map((v) => v.toString(2).padStart(bits, '0').split('').map(Number));
  const sum = Array.from({ length: bits }, (_, k) => rows.reduce((a, r) => a ^ r[k], 0));
  const ones = Array.from({ length: bits }, (_, k) => rows.reduce((a, r) => a + r[k], 0));
  const value = vs.reduce((a, v) => a ^ v, 0n);
  return { bits, rows, sum, ones, value: Number.isSafeInteger(Number(value)) ? Number(value) : value };
}
