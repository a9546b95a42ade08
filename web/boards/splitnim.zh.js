// boards/splitnim.zh.js — split Nim (AcWing 894) in Simplified Chinese.

export default {
  'Split Nim (AcWing 894)': '拆分-Nim 游戏（AcWing 894）',
  'heap': '堆',
  'Split Nim (AcWing 894): a move takes one heap away and puts down two heaps of fewer stones, either of them empty if you like. A heap can grow into more stones than it had, yet the game ends, and each heap is worth the mex of the XORs of the pairs it can become: a Multi-SG game.':
    '拆分-Nim 游戏是 Multi-SG 的经典题（AcWing 894 拆分-Nim游戏）：一步拿走一堆，放下两堆石子数都更少的堆（可以为空）。石子总数可能变多，但游戏一定会结束；每堆的 SG 值是它能变成的各对堆的 SG 值异或的 mex。',
  'Heaps 2, 3 and 5': '三堆：2、3、5',
  'AcWing 894 sample: heaps 2 and 3': 'AcWing 894 样例：两堆 2、3',
  'Heaps 1 to 6': '六堆：1 到 6',
  'A heap of 40': '一堆 40 颗',
  'Split Nim beside a Nim heap': '拆分-Nim 与一堆 Nim',
  'An empty heap has no move: SG(0) = 0.': '空堆无路可走：SG(0) = 0。',
  'A move puts two heaps of fewer stones in place of this one (either may be empty): from {n}, any i and j below {n}, an option worth SG(i) ⊕ SG(j).':
    '一步把这一堆换成两堆石子更少的堆（可以为空）：从 {n} 出发，可以是小于 {n} 的任意 i 和 j，这个后继状态的 SG 值是 SG(i) ⊕ SG(j)。',
  'Printing the table of values shows the pattern: SG(n) is the n-th odious number (1, 2, 4, 7, 8, 11, … from n = 1; odious: an odd number of 1s in binary). Here SG({n}) = {sg}.':
    '打表找规律可以发现：SG(n) 是第 n 个二进制中 1 的个数为奇数的数（从 n = 1 起为 1、2、4、7、8、11、…）。这里 SG({n}) = {sg}。',
  'Why: a heap of n plays as a coin showing heads on cell n of Mock Turtles, and the heaps put down as the coins turned with it; those values are the odious numbers.':
    '原因：n 颗的一堆相当于翻硬币游戏 Mock Turtles 中第 n 格上正面朝上的一枚硬币，放下的两堆就是随它一起翻转的硬币；这些 SG 值正是二进制中 1 的个数为奇数的数。',
  'winning:': '必胜：',
  'heap {i}': '第 {i} 堆',
  '{name}: an empty heap, chosen': '{name}：空堆（已选）',
  '{name}: an empty heap as one of the two': '{name}：选一个空堆作为两堆之一',
  'empty': '空堆',
  'the whole heap: the new heaps have fewer stones': '整堆：新的堆石子数都更少',
  'a heap of {k} stones as the second, beside {j}': '{k} 颗的一堆作为第二堆（另一堆 {j} 颗）',
  'a heap of {k} stones as one of the two': '{k} 颗的一堆作为两堆之一',
  'The new heaps have fewer stones than {n}: click a lower stone, or "empty" for an empty heap.': '新的堆都少于 {n} 颗：请点击更低的石子，或点击“空堆”。',
  'One new heap: {k} stones. Now choose the other (a stone, or "empty" for an empty heap).': '一堆新堆：{k} 颗。再选另一堆（点击石子，或点击“空堆”）。',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.splitnim.title': '拆分-Nim',
  'game.splitnim.notation': '各堆的石子数；一步把一堆换成两堆石子更少的堆（可以为空），例如 splitnim:2,3',
  'err.splitnim.body': '一堆是一个整数，例如 splitnim:5',
  'move.splitnim': '{0} 变成 {1} 和 {2}',
  'refuse.splitnim.empty': '这一堆已经空了',
  'refuse.splitnim': '一步拿走这一堆，放下两堆各少于 {0} 颗的石子（可以为空），写作 {0}>I+J，I <= J < {0}',
  'word.splitnim.heaps.n': '堆数 n',
  'judge.splitnim.answers': 'Yes / No',
};
