// boards/checkers.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board checkers]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
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
