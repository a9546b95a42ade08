// boards/checkers.zh.js — the jumping checkers board (HDU 5724) in
// Simplified Chinese: a row of it is staircase Nim (阶梯博弈).

export default {
  "Can't make the row {w} wide: a piece stands in column {c}. Remove it first.": '不能把这一行改为 {w} 格宽：第 {c} 列有棋子，请先移走它。',
  'ground': '地面',
  'stair {k}: {n}': '第 {k} 级：{n}',
  'Read the row from the right: every empty cell is the edge of a stair. Pieces right of the last empty cell stand on the ground; between the 1st and 2nd empty cell (from the right) is stair 1, and so on.':
    '从右往左看这一行：每个空格都是一级台阶的边。最后一个空格右边的棋子站在地面上；（从右数）第 1 个和第 2 个空格之间是第 1 级台阶，依此类推。',
  'A move takes a piece and the pieces right of it in its block one stair down — exactly a move of staircase Nim. Pieces on the ground cannot move.':
    '一步棋把一枚棋子连同它所在连续块中右边的棋子一起移下一级台阶——这正是阶梯博弈的一步。地面上的棋子不能动。',
  'Only odd stairs count: {stairs} → {sg}.': '只有奇数级台阶起作用：{stairs} → {sg}。',
  'Only odd stairs count: no pieces on odd stairs → {sg}.': '只有奇数级台阶起作用：奇数级台阶上没有棋子 → {sg}。',
  'Jumping checkers (HDU 5724)': '跳棋（HDU 5724）',
  'row': '行',
  'A checkers row is staircase Nim in disguise.':
    '一行跳棋就是伪装的阶梯博弈（阶梯 Nim）：棋子向右走到下一个空格，或跳过右边相邻的一串棋子。经典题：HDU 5724（每行 20 格，多行之和）；同样化为阶梯博弈的还有 POJ 1704。',
  'Three rows': '三行',
  'HDU 5724 sample 1: pieces on 19, 20 (no move left)': 'HDU 5724 样例 1：棋子在 19、20（无棋可走）',
  'HDU 5724 sample 2: rows {a} and {b}': 'HDU 5724 样例 2：两行 {a} 与 {b}',
  'a checkers row of {n} cells is wider than this page draws ({max})': '一行 {n} 格的跳棋超过了本页能画的宽度（{max}）',
  'row {i}': '第 {i} 行',
  '{name}, column {c}: piece': '{name}，第 {c} 列：棋子',
  '{name}, column {c}: empty': '{name}，第 {c} 列：空',
  'Click a piece: it moves right to the next cell, or jumps the pieces beside it.': '请点击一枚棋子：它向右移到下一格，或跳过旁边的棋子。',
  "Two pieces can't share a cell: column {c} already has a piece.": '两枚棋子不能在同一格：第 {c} 列已经有棋子了。',
  'width': '宽度',
  'The width': '宽度',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.checkers.title': '跳棋',
  'game.checkers.notation': '一行格子，"." 为空，"o" 为棋子，例如 checkers:..o.oo',
  'word.checkers.row': '一行跳棋格子',
  'word.checkers.made': '"."（空格）和 "o"（棋子）',
  'move.checkers.step': '第 {0} 格的棋子走到第 {1} 格',
  'move.checkers.jump': '第 {0} 格的棋子跳到第 {1} 格',
  'refuse.checkers.columns': '这一行的格子编号为 1 到 {0}',
  'refuse.checkers.empty': '第 {0} 格是空的：一步着法要移动一枚棋子',
  'refuse.checkers.stuck': '第 {0} 格的棋子无法移动：它右边没有空格',
  'refuse.checkers.only': '第 {0} 格的棋子只能走到 {1}',
  'judge.chess.row': '输入在第 {0} 组数据中途结束：应为第 {1} 行（共 {2} 行）（"m p1 … pm"）',
  'word.chess.pieces.m': '一行中的棋子数 m',
  'word.chess.columns': '棋盘有 20 列',
  'word.chess.numbers': '数（m 和 m 个列号）',
  'word.chess.column': '棋子的列号',
  'judge.chess.twice': '第 {0} 列在这一行中出现了两次（第 {1} 组，第 {2} 行）',
  'judge.chess.answers': 'YES / NO',
};
