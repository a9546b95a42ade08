// boards/coins.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board coins]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
  'game.ruler.title': '尺子游戏',
  'game.ruler.notation': '一行硬币，"H" 为正面，"T" 为反面；一步翻转连续的一段硬币，其中最右边的一枚从正面翻成反面，例如 ruler:THHTH',
  'game.turtles.title': '翻乌龟',
  'game.turtles.notation': '一行硬币，"H" 为正面，"T" 为反面；一步把一枚硬币从正面翻成反面，还可以再翻转它左边的一枚，例如 turtles:THTTHH',
  'game.mockturtles.title': '仿乌龟',
  'game.mockturtles.notation': '一行硬币，"H" 为正面，"T" 为反面；一步把一枚硬币从正面翻成反面，还可以再翻转它左边的一枚或两枚，例如 mockturtles:HTTHTH',
  'err.coins.coin': '"{0}" 不是硬币：一行硬币由 "H"（正面）和 "T"（反面）组成，例如 {1}',
  'err.coins.byte': '字节 {0} 不是硬币：一行硬币由 "H"（正面）和 "T"（反面）组成',
  'err.coins.row': '第 {0} 个字符处：{1} 的一行最多有 {2} 枚硬币（这一行有 {3} 枚）',
  'move.coins.one': '翻转第 {0} 枚硬币',
  'move.coins.run': '翻转第 {0}-{1} 枚硬币',
  'move.coins.two': '翻转第 {0} 和第 {1} 枚硬币',
  'move.coins.three': '翻转第 {0}、{1} 和第 {2} 枚硬币',
  'refuse.ruler.how': '一步翻转以一枚正面硬币结尾的连续一段硬币："B"（只翻第 B 枚）或 "A-B"（第 A 到第 B 枚）',
  'refuse.turtles.how': '一步翻转正面朝上的第 B 枚硬币，还可以再翻它左边的一枚 A："B" 或 "A.B"',
  'refuse.mockturtles.how': '一步翻转正面朝上的第 C 枚硬币，还可以再翻它左边的一枚或两枚："C"、"B.C" 或 "A.B.C"（从左到右）',
  'refuse.coins.range': '这一行的硬币编号为 1 到 {0}',
  'refuse.coins.order': '从左到右写出各枚硬币，从正面翻成反面的那一枚写在最后（{0}）',
  'refuse.coins.tails': '第 {0} 枚硬币是反面：一步翻转的最右边一枚必须从正面翻成反面',
  'pub.mockturtles': '仿乌龟的硬币值，即 odious 数（OEIS A000069）',
  'pub.ruler': '尺子游戏的硬币值（OEIS A006519）',
};
