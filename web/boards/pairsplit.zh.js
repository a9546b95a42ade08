// boards/pairsplit.zh.js — pairs of piles (E&D, Luogu P2148) in Simplified Chinese.

export default {
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
