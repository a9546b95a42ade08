// boards/cram.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board cram]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
  'game.cram.title': 'Cram',
  'game.cram.notation': '一个 RxC 的棋盘（cram:4x5），或由 "."（空）和 "#"（已占）组成、用 "/" 连接的几行；一步在两个相邻的空格上放一张骨牌，写作 行.列-行.列（2.3-2.4）',
  'word.cram.rows': 'Cram 棋盘的行数',
  'word.cram.columns': 'Cram 棋盘的列数',
  'err.cram.x': '应为 "x" 和列数，如 cram:4x5',
  'err.cram.size': 'Cram 棋盘是 RxC（cram:4x5），或由 "." 和 "#" 组成、用 "/" 连接的几行',
  'err.cram.row': '应为由 "."（空）和 "#"（已占）组成的一行',
  'err.cram.body': 'Cram 棋盘是 RxC（cram:4x5），或由 "."（空）和 "#"（已占）组成、用 "/" 连接的几行',
  'err.cram.wide': '第 {0} 个字符处：Cram 的一行最多有 {1} 格（这一行有 {2} 格）',
  'err.cram.uneven': 'Cram 棋盘每一行一样长（第一行有 {0} 格，这一行有 {1} 格）',
  'err.cram.tall': '第 {0} 个字符处：Cram 棋盘最多有 {1} 行',
  'err.cram.made': 'Cram 的一行由 "."（空）和 "#"（已占）组成，各行用 "/" 连接',
  'err.cram.region': 'Cram：一个有 {0} 个空格的区域跨 {1} 行 {2} 列；区域的行数乘列数不超过 {3} 时才搜索（更大的区域只有在旋转半周后与自身重合时才处理，其值为 0）',
  'move.cram.across': '在格 {0} 和 {1} 上放一张骨牌：横放在第 {2} 行，第 {3}-{4} 列',
  'move.cram.down': '在格 {0} 和 {1} 上放一张骨牌：竖放在第 {2} 列，第 {3}-{4} 行',
  'refuse.cram.how': '一步指定一张骨牌的两个格子，各写作 行.列，例如 2.3-2.4（横放）或 2.3-3.3（竖放）',
  'refuse.cram.board': '棋盘的行为 1 到 {0}，列为 1 到 {1}',
  'refuse.cram.side': '一张骨牌盖住同一行或同一列中相邻的两格',
  'refuse.cram.taken': '格 {0}.{1} 已被占',
  'word.cram.fits': 'Cram：搜索要求一个有 {0} 个空格的区域的值；在这个上限内能求出约不超过 {1} 个空格的区域（命令行没有上限）',
};
