// boards/nim.teach.zh.js — the words of Nim's teaching views in Simplified
// Chinese (尼姆博弈): the why view's opening and notes, the exercises. The
// page opens on Nim's board, so these wait for the teaching panel (the
// board's teachWords) and stay out of the first load.

export default {
  'A Nim heap is already Nim: from {n} stones you can reach any smaller heap 0–{m}, so SG({n}) = mex{0,…,{m}} = {n}.':
    '一堆 Nim 本身就是 Nim：从 {n} 颗石子出发，可以走到任何更小的堆 0–{m}，所以 SG({n}) = mex{0,…,{m}} = {n}。',
  'Nim is the model every other game is measured against.':
    '尼姆博弈（Nim）是衡量其他一切公平组合游戏的标尺：每个游戏都等价于某个大小的 Nim 堆，整个局面的胜负由各堆的 Nim 和（异或和）决定。经典题：洛谷 P2197【模板】Nim 游戏、HDU 1850、POJ 2975（数出必胜的第一步）。',
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
};
