// boards/corners.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board corners]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
  'game.corners.title': '翻角游戏',
  'game.corners.notation': '用 "/" 分隔的几行硬币，"H" 为正面，"T" 为反面；一步翻转一个矩形的四个角，其中离左上角最远的那个角要从正面翻成反面，例如 corners:TTT/THT/TTH',
  'err.corners.coin': '"{0}" 不是硬币：硬币方阵是由 "H"（正面）和 "T"（反面）组成、用 "/" 分隔的几行，例如 corners:TH/HT',
  'err.corners.byte': '字节 {0} 不是硬币：硬币方阵是由 "H" 和 "T" 组成、用 "/" 分隔的几行',
  'err.corners.row': '应为一行硬币，"H"（正面）和 "T"（反面）',
  'err.corners.columns': '第 {0} 个字符处：硬币方阵最多有 {1} 列（这一行有 {2} 个）',
  'err.corners.uneven': '第 {0} 行有 {1} 枚硬币，而第 0 行有 {2} 枚：方阵每一行的硬币数相同',
  'err.corners.uneven.one': '第 {0} 行有 {1} 枚硬币，而第 0 行有 {2} 枚：方阵每一行的硬币数相同',
  'err.corners.rows': '第 {0} 个字符处：硬币方阵最多有 {1} 行',
  'move.corners.turn': '翻转四个角 {0} {1} {2} {3}',
  'refuse.corners.how': '一步翻转一个矩形的四个角，写作 A.B-X.Y：行 A < X，列 B < Y，从 0 开始数，且第 X 行第 Y 列的硬币是正面',
  'refuse.corners.grid': '方阵的行为 0 到 {0}，列为 0 到 {1}',
  'refuse.corners.order': '先写的角必须在另一个角的左上方：A < X 且 B < Y（{0}）',
  'refuse.corners.tails': '({0},{1}) 处的硬币是反面：离 (0,0) 最远的角必须从正面翻成反面',
};
