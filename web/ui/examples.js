// ui/examples.js — worked examples per game (the judges' samples among
// them) and random positions. Values and verdicts are not written here: the
// page asks the engine, and tests/e2e/app-examples checks the samples.

import { boards } from '../boards/index.js';
import { write } from './position.js';
import { rnd } from '../boards/common.js';

export const GAMES = [
  { game: 'nim', title: 'Nim' },
  { game: 'sub', title: 'Subtraction game (Bash)' },
  { game: 'checkers', title: 'Jumping checkers (HDU 5724)' },
  { game: 'northcott', title: "Northcott's game (HDU 1730)" },
  { game: 'treblecross', title: 'Treblecross (LightOJ 1229)' },
  { game: 'staircase', title: 'Staircase Nim' },
  { game: 'octal', title: 'Octal games (Kayles)' },
  { game: 'sum', title: 'Sum of different games' },
];

const row20 = (...cols) => { const c = Array(20).fill('.'); for (const p of cols) c[p - 1] = 'o'; return c.join(''); };
const nc = (m, t, j) => { const c = Array(m).fill('.'); c[t - 1] = 'B'; c[j - 1] = 'W'; return c.join(''); };

export const EXAMPLES = {
  nim: [
    ['Heaps 3, 4, 5', 'nim:3,4,5'],
    ['Luogu P2197 sample 1: heaps 1, 1', 'nim:1,1'],
    ['Luogu P2197 sample 2: heaps 1, 0', 'nim:1,0'],
    ['Heaps 1, 2, 3 (nim-sum 0)', 'nim:1,2,3'],
    ['Heaps 7, 9, 12, 15', 'nim:7,9,12,15'],
  ],
  sub: [
    ['Bash game, take 1–3, heap 10', 'sub(1-3):10'],
    ['Bash game, take 1–3, heaps 4 and 8', 'sub(1-3):4,8'],
    ['Take 1, 3 or 4: heaps 10 and 7', 'sub(1,3,4):10,7'],
    ['Take 2 or 5: heaps 6, 9, 11', 'sub(2,5):6,9,11'],
  ],
  checkers: [
    ['HDU 5724 sample 1: pieces on 19, 20', 'checkers:' + row20(19, 20)],
    ['HDU 5724 sample 2: rows {19} and {18}', 'checkers:' + row20(19) + ',' + row20(18)],
    ['Three rows', 'checkers:' + [row20(1, 5, 6, 12), row20(14, 17, 18), row20(3, 19)].join(',')],
  ],
  northcott: [
    ['HDU 1730 sample 1 (3 rows, width 6)', 'northcott:' + [nc(6, 4, 5), nc(6, 1, 2), nc(6, 1, 2)].join(',')],
    ['HDU 1730 sample 2 (3 rows, width 6)', 'northcott:' + [nc(6, 4, 5), nc(6, 1, 3), nc(6, 1, 2)].join(',')],
    ['Gaps 2, 3 and a move away', 'northcott:' + [nc(8, 2, 5), nc(8, 6, 2), nc(8, 1, 8)].join(',')],
  ],
  treblecross: [
    ['LightOJ sample 1: .....', 'treblecross:.....'],
    ['LightOJ sample 2: .X.X...X', 'treblecross:.X.X...X'],
    ['LightOJ sample 3: 18 empty cells', 'treblecross:' + '.'.repeat(18)],
    ['LightOJ sample 4: a losing strip', 'treblecross:X.....X..X.......X....X..X'],
    ['The trap: ...X.X..', 'treblecross:...X.X..'],
  ],
  staircase: [
    ['Coins 3, 0, 5, 2', 'staircase:3/0/5/2'],
    ['Coins 1, 4, 1 (odd stairs cancel)', 'staircase:1/4/1'],
    ['Two staircases', 'staircase:2/5/3,0/1/4/1'],
  ],
  octal: [
    ['Kayles (0.77): a row of 7 pins', 'octal(0.77):ooooooo'],
    ['Kayles: rows of 3 and 5 pins', 'octal(0.77):ooo.ooooo'],
    ['Kayles: two equal rows (a P-position)', 'octal(0.77):oooo,oooo'],
    ["Dawson's Kayles (0.07): 10 pins", 'octal(0.07):oooooooooo'],
    ["Dawson's chess (0.137): 8 pins", 'octal(0.137):oooooooo'],
    ['Officers (0.6): 9 pins with gaps', 'octal(0.6):ooo.oo.oooo'],
  ],
  sum: [
    ['One of each game', 'nim:3+sub(1-3):6+checkers:' + row20(17, 19) + '+northcott:' + nc(8, 2, 6) + '+treblecross:..........+staircase:2/0/3'],
    ['Nim heap beside a checkers row', 'nim:5+checkers:' + row20(16, 18, 19)],
    ['Treblecross strips and a Bash heap', 'treblecross:.......,.........+sub(1-3):9'],
    ['A Kayles row beside a Nim heap', 'nim:3+octal(0.77):ooo.oooo'],
  ],
};

/** A random position of game ('sum': one component of a few games). */
export function random(game, width) {
  if (game === 'sum') {
    const games = Object.keys(boards).sort(() => Math.random() - 0.5).slice(0, rnd(2, 4));
    return write({ turn: 1, comps: games.map((g) => ({ game: g, param: boards[g].param ?? '', body: boards[g].random(width) })) });
  }
  const b = boards[game];
  const n = game === 'checkers' || game === 'treblecross' ? rnd(1, 3) : rnd(2, 4);
  const param = game === 'sub' ? ['1-3', '1-4', '1,3,4', '2,5', '1,2,6'][rnd(0, 4)]
    : game === 'octal' ? ['0.77', '0.07', '0.137', '0.6'][rnd(0, 3)] : '';
  return write({ turn: 1, comps: Array.from({ length: n }, () => ({ game, param, body: b.random(width) })) });
}

/** The game the picker shows for a position: its one game, or 'sum'. */
export function gameOf(model) {
  const games = new Set(model.comps.map((c) => c.game));
  return games.size === 1 ? [...games][0] : 'sum';
}
