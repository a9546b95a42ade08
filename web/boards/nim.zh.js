// boards/nim.zh.js — Nim's board in Simplified Chinese (尼姆博弈).

export default {
  'heap': '堆',
  'heap {i}': '第 {i} 堆',
  'There is no stone there: click a stone to take it and all above it.': '那里没有石子：点击一颗石子，取走它和它上面的所有石子。',
  'stones': '石子数',
  'A heap size': '堆的大小',
  'Nim heap of {n}': '大小为 {n} 的 Nim 堆',
  'heap {n}': '堆 {n}',
  'Nim': '尼姆博弈（Nim）',
  'Nim heap beside a checkers row': 'Nim 堆与一行跳棋',
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
