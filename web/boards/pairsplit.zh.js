// boards/pairsplit.zh.js — pairs of piles (E&D, Luogu P2148) in Simplified Chinese.

export default {
  'E&D: pairs of piles (Luogu P2148)': 'E&D 分裂游戏（洛谷 P2148）',
  'pair': '石子对',
  'E&D (Luogu P2148): piles come in pairs; a move throws one pile of a pair away and splits the other into two piles of at least one stone, the new pair. Printing the table of values shows the pattern: SG(a, b) is the lowest 0 bit of (a − 1) | (b − 1).':
    'E&D 游戏是 SG 函数打表找规律的经典题（洛谷 P2148 [SDOI2009] E&D）：石子堆两两成组，一步扔掉某组中的一堆，把另一堆分成两堆（每堆至少一颗），作为新的一组。打表找规律可以发现：SG(a, b) 是 (a − 1) | (b − 1) 的二进制最低的 0 位。',
  'Pairs 4/6 and 3/5': '两组：4/6 和 3/5',
  'Luogu P2148 sample 1: piles 1 2 3 1': '洛谷 P2148 样例 1：各堆 1 2 3 1',
  'Luogu P2148 sample 2: six piles of 1': '洛谷 P2148 样例 2：六堆各 1 颗',
  'Pairs 5/6 and 7/2': '两组：5/6 和 7/2',
  'Pairs 25/40 and 17/33': '两组：25/40 和 17/33',
  'A pair beside a Nim heap': '一组石子与一堆 Nim',
  'Both piles have one stone: neither can be split, so SG(1, 1) = 0.': '两堆都只有一颗石子：都不能分，所以 SG(1, 1) = 0。',
  'A pile of n split into x + y (both at least 1) leaves pairs whose values are exactly the 1 bits of n − 1, counted from bit 0; so the pair reaches every value whose bit is 1 in (a − 1) | (b − 1), and its value, the mex, is the lowest 0 bit of that number.':
    '把 n 颗的一堆分成 x + y（都至少为 1），所得各组的 SG 值恰好是 n − 1 的二进制中为 1 的那些位（从第 0 位数起）；所以这组石子能到达 (a − 1) | (b − 1) 中为 1 的每一位，它的 SG 值（mex）就是这个数最低的 0 位。',
  'Here {x} | {y} = {bits}, in binary {bin}: its lowest 0 bit is bit {sg}, so SG({a}, {b}) = {sg}.': '这里 {x} | {y} = {bits}，二进制为 {bin}：最低的 0 位是第 {sg} 位，所以 SG({a}, {b}) = {sg}。',
  'pair {i}': '第 {i} 组',
  '{name}, pile a': '{name}，堆 a',
  '{name}, pile b': '{name}，堆 b',
  'the lowest stone: a split leaves at least one stone in each part': '最下面的石子：分开后每一部分至少有一颗',
  'split here: {n} stones go over, {k} stay, the pile of {o} is thrown away': '从这里分开：{n} 颗移过去，{k} 颗留下，{o} 颗的那一堆扔掉',
  'winning:': '必胜：',
  ', ': '、',
  ', …': '、…',
  'A pile has at least one stone.': '一堆至少有一颗石子。',
  'Click a stone above the lowest: it and the stones above it go over, and at least one stone stays.': '请点击最下面那颗以上的石子：它和它上面的石子移过去，至少留下一颗。',
  'A pile': '一堆的石子数',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.pairsplit.title': 'E&D 游戏',
  'game.pairsplit.notation': '每组两堆写作 a/b；一步扔掉其中一堆，把另一堆分成两堆，例如 pairsplit:1/2,3/1',
  'word.pairsplit.pile': '一堆（至少一颗石子）',
  'err.pairsplit.body': '一组是两堆，例如 pairsplit:3/1',
  'move.pairsplit': '扔掉 {0}，把 {1} 分成 {2} + {3}',
  'refuse.pairsplit.ones': '两堆都只有一颗石子：都不能再分',
  'refuse.pairsplit': '一步扔掉一堆，把另一堆分成两堆（每堆至少一颗），作为新的一组：从 {0}/{1} 变为 X/Y，X + Y = {1} 或 {0}',
  'refuse.pairsplit.same': '一步扔掉一堆，把另一堆分成两堆（每堆至少一颗），作为新的一组：从 {0}/{0} 变为 X/Y，X + Y = {0}',
  'judge.pairsplit.even': '堆数 N 必须是偶数（石子堆两两成组），而不是 {0}',
  'judge.pairsplit.answers': 'YES / NO',
};
