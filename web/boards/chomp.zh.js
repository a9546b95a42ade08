// boards/chomp.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board chomp]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
  'game.chomp.title': 'Chomp',
  'game.chomp.notation': '从上往下的各行长度，用 "/" 连接且不增（chomp:5/3/1），或 RxC；左上角的方块有毒；在 r.c 咬一口会吃掉第 r 行及以下、第 c 列及以右的所有方块',
  'word.chomp.row': '一行的方块数',
  'word.chomp.columns': 'Chomp 巧克力的列数',
  'err.chomp.rows': '第 {0} 个字符处：Chomp 巧克力最多有 {1} 行',
  'err.chomp.grow': '从上往下各行不会变长（{1} 之后是 {0}）：咬一口会吃掉右下方的全部',
  'err.chomp.body': 'Chomp 巧克力是从上往下的各行长度，用 "/" 连接（chomp:5/3/1），或 RxC（chomp:4x7）',
  'move.chomp.bite': '在第 {0} 行第 {1} 列咬一口（{2} 块）',
  'move.chomp.bite.one': '在第 {0} 行第 {1} 列咬一口（{2} 块）',
  'refuse.chomp.how': '咬一口要指定一个方块，行.列，例如 2.3（行和列从左上角起从 1 开始数）',
  'refuse.chomp.poison': '左上角的方块有毒：永远不会被咬（只剩它时轮到的一方已经输了）',
  'refuse.chomp.square': '第 {0} 行第 {1} 列没有方块',
  'word.chomp.fits': 'Chomp：{1} 行共 {0} 个方块的巧克力；在这个上限内能求出约不超过 {2}x{2} 的巧克力（命令行没有上限）',
};
