// boards/nim.zh.js — Nim's board in Simplified Chinese (尼姆博弈).

export default {
  'heap': '堆',
  'heap {i}': '第 {i} 堆',
  '{n} stone': '{n} 颗石子',
  '{n} stones': '{n} 颗石子',
  'There is no stone there: click a stone to take it and all above it.': '那里没有石子：点击一颗石子，取走它和它上面的所有石子。',
  'stones': '石子数',
  'A heap size': '堆的大小',
  'Nim heap of {n}': '大小为 {n} 的 Nim 堆',
  'heap {n}': '堆 {n}',
  'A Nim heap is already Nim: from {n} stones you can reach any smaller heap 0–{m}, so SG({n}) = mex{0,…,{m}} = {n}.':
    '一堆 Nim 本身就是 Nim：从 {n} 颗石子出发，可以走到任何更小的堆 0–{m}，所以 SG({n}) = mex{0,…,{m}} = {n}。',
  'Nim': '尼姆博弈（Nim）',
  'Nim is the model every other game is measured against.':
    '尼姆博弈（Nim）是衡量其他一切公平组合游戏的标尺：每个游戏都等价于某个大小的 Nim 堆，整个局面的胜负由各堆的 Nim 和（异或和）决定。经典题：洛谷 P2197【模板】Nim 游戏、HDU 1850、POJ 2975（数出必胜的第一步）。',
  'Nim heap beside a checkers row': 'Nim 堆与一行跳棋',
  'What is the nim-sum of 27 and 17?': '27 与 17 的 Nim 和是多少？',
  'The nim-sum of 38 and x is 25: find x. (Since y ⊕ y = 0, x = 38 ⊕ 25 — the nim-sum of the two heaps shown.)':
    '38 与 x 的 Nim 和是 25，求 x。（因为 y ⊕ y = 0，所以 x = 38 ⊕ 25——即图中两堆的 Nim 和。）',
  'Heaps of 13, 12 and 8: find every winning move (the book finds two and asks for a third).': '三堆分别为 13、12、8：找出所有必胜走法（书中找到了两个，要求找出第三个）。',
  'Nim with three piles of 12, 19 and 27 chips: find all winning moves.': 'Nim，三堆分别有 12、19、27 枚筹码：找出所有必胜走法。',
  'Nim with four piles of 13, 17, 19 and 23 chips: find all winning moves.': 'Nim，四堆分别有 13、17、19、23 枚筹码：找出所有必胜走法。',
  "Misère Nim with heaps 1, 1, 5: find the winning move (Bouton's rule for the end).": '反常规则下的 Nim，三堆为 1、1、5：找出必胜走法（Bouton 的残局规则）。',
  'Misère Nim with piles of 12, 19 and 27: find all winning moves.': '反常规则下的 Nim，三堆为 12、19、27：找出所有必胜走法。',
  'Misère Nim with piles of 13, 17, 19 and 23: find all winning moves.': '反常规则下的 Nim，四堆为 13、17、19、23：找出所有必胜走法。',
  '§2.6, Exercise 1(a)': '§2.6，习题 1(a)',
  '§2.6, Exercise 1(b)': '§2.6，习题 1(b)',
  '§2.2, the position (13, 12, 8)': '§2.2，局面 (13, 12, 8)',
  '§2.6, Exercise 2(a)': '§2.6，习题 2(a)',
  '§2.6, Exercise 2(b)': '§2.6，习题 2(b)',
  '§2.5 (misère Nim)': '§2.5（反常规则下的 Nim）',
  '§2.6, Exercise 2(c)': '§2.6，习题 2(c)',
  'Heaps 3, 4, 5': '三堆：3、4、5',
  'Luogu P2197 sample 1: heaps 1, 1': '洛谷 P2197 样例 1：两堆 1、1',
  'Luogu P2197 sample 2: heaps 1, 0': '洛谷 P2197 样例 2：两堆 1、0',
  'Heaps 1, 2, 3 (nim-sum 0)': '三堆：1、2、3（Nim 和为 0）',
  'Heaps 7, 9, 12, 15': '四堆：7、9、12、15',
  'Heaps of 10^18 and 2^60': '两堆：10^18 与 2^60',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.nim.title': 'Nim',
  'game.nim.notation': '各堆的石子数，例如 nim:3,4,5',
  'err.nim.body': 'Nim 的一堆是一个整数，例如 nim:7',
  'refuse.nim.empty': '这一堆已经空了',
  'refuse.nim.take': '一步着法从 {0} 颗的这一堆中取走若干颗石子，例如 {0}>{1}（"{2}" 不是）',
  'misere.nim': '反常 Nim：只要有一堆不少于 2 颗，轮到走的一方必败当且仅当 Nim 和为 0；所有堆都不超过 1 颗时，必败当且仅当 1 颗的堆有奇数个',
  'judge.nim.answers': 'Yes / No',
  'word.nim.colours.n': '颜色数 N',
  'word.nim.candies': '各色糖果数',
  'word.nim.candy': '一种颜色的糖果数',
  'word.nim.chips.m': '棋子数 m',
  'word.nim.squares': '棋子所在的格子',
  'word.nim.square': '一枚棋子所在的格子',
  'word.nim.matches.items': '数（M 和 M 堆的大小）',
  'judge.nim.rabbit.answers': 'Rabbit Win! / Grass Win!',
  'judge.nim.firstmoves': '先手获胜的第一步走法数',
  'judge.nim.john.answers': 'John / Brother',
  'judge.nim.winningmoves': '获胜走法数',
};
