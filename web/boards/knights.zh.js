// boards/knights.zh.js — hyper knights (LightOJ 1315) in Simplified Chinese.

export default {
  'Hyper knights (LightOJ 1315)': '超级骑士（LightOJ 1315）',
  'knight': '骑士',
  'Hyper knights (LightOJ 1315): knights on a board without end to the right and below; each jump lowers x + y, so every knight comes to rest. Each knight is a game of its own, worth the mex of the cells it jumps to, and the position is worth their XOR: the SG function on a directed graph of cells.':
    '超级骑士是有向图游戏与 SG 函数的经典题（LightOJ 1315）：骑士在向右、向下无限延伸的棋盘上，每一跳都使 x + y 变小，所以每个骑士终会停下。每个骑士各是一个游戏，SG 值是它能跳到的格子的 SG 值的 mex，整个局面的 SG 值是它们的异或。',
  'Knights on (3, 4), (5, 2) and (1, 6)': '骑士在 (3, 4)、(5, 2) 和 (1, 6)',
  'LightOJ 1315 sample 1: one knight on (1, 0)': 'LightOJ 1315 样例 1：一个骑士在 (1, 0)',
  'LightOJ 1315 sample 2: knights on (2, 5) and (3, 5)': 'LightOJ 1315 样例 2：骑士在 (2, 5) 和 (3, 5)',
  'Three knights, one far from the corner': '三个骑士，其中一个离角落很远',
  'A knight beside a Nim heap': '一个骑士与一堆 Nim',
  'The knight stands on row {x}, column {y} ((0, 0) is the top-left corner). It makes one of six jumps, each lowering x + y, so the game ends.':
    '骑士在第 {x} 行、第 {y} 列（(0, 0) 是左上角）。它有六种跳法，每一跳都使 x + y 变小，所以游戏一定会结束。',
  'No jump stays on the board: SG({x}, {y}) = mex{} = 0.': '没有一种跳法留在棋盘内：SG({x}, {y}) = mex{} = 0。',
  '({a}, {b}) worth {g}': '({a}, {b})（SG 值 {g}）',
  'It jumps to {list}: SG({x}, {y}) = mex{{values}} = {sg}.': '它能跳到 {list}：SG({x}, {y}) = mex{{values}} = {sg}。',
  'Each knight is a component of its own, even when several share a cell: the position is worth the XOR of their values.': '每个骑士各是一个分量，即使几个骑士在同一格：整个局面的 SG 值是它们的 SG 值的异或。',
  ', ': '、',
  'knight {i}': '第 {i} 个骑士',
  'the knight': '骑士',
  'put the knight here': '把骑士放到这里',
  'the knight: click a marked cell to jump there': '骑士：点击标出的格子跳过去',
  'jump here — a winning move': '跳到这里——必胜走法',
  'jump here': '跳到这里',
  'no jump lands here': '没有跳法落在这里',
  '{name}, row {r}, column {c}: {how}': '{name}，第 {r} 行第 {c} 列：{how}',
  "A knight's row and column add up to at most {n}.": '骑士的行号与列号之和最多为 {n}。',
  'Click a marked cell: the knight jumps there.': '请点击标出的格子：骑士跳到那里。',
  'row x': '行 x',
  'column y': '列 y',
  'The row': '行号',
  'The column': '列号',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.knights.title': '超级骑士',
  'game.knights.notation': '骑士所在的格子 x/y，(0,0) 在棋盘左上角；六种跳法，每跳都使 x + y 变小，例如 knights:2/5,3/5',
  'word.knights.x': '骑士的 x',
  'word.knights.y': '骑士的 y',
  'err.knights.body': '骑士写作所在格子 x/y，例如 knights:2/5',
  'err.knights.sum': '第 {0} 个字符处：骑士的 x + y 最多为 {1}',
  'move.knights.jump': '骑士 ({0}, {1}) 跳到 ({2}, {3})：x + y 从 {4} 变为 {5}',
  'refuse.knights.stuck': '{0}/{1} 上的骑士已无法在棋盘内跳动',
  'refuse.knights.jumps': '{0}/{1} 上的骑士可以跳到 {2}',
  'word.knights.xy': '数（x 和 y）',
  'word.knights.n': '骑士数 n',
  'judge.knights.knight': '输入在第 {0} 组数据中途结束：应为第 {1} 个骑士（共 {2} 个，"x y"）',
  'word.knights.most': '引擎的骑士 x + y 最多为 2046',
  'judge.knights.answers': 'Case k: Alice / Bob',
};
