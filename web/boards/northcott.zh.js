// boards/northcott.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board northcott]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
  'game.northcott.title': 'Northcott 游戏',
  'game.northcott.notation': '一行格子，其中一个 B（黑，先走）和一个 W（白），例如 northcott:...BW.',
  'word.northcott.row': '一行 Northcott 格子',
  'word.northcott.made': '"."、一个 "B"（黑）和一个 "W"（白）',
  'err.northcott.pieces': 'Northcott 的一行必须恰好有一个 B 和一个 W（这一行有 {0} 个 B、{1} 个 W）',
  'move.northcott.black.toward': '黑子 {0} → {1}，向白子靠近（间隔 {2} → {3}）',
  'move.northcott.black.away': '黑子 {0} → {1}，远离白子（间隔 {2} → {3}）',
  'move.northcott.white.toward': '白子 {0} → {1}，向黑子靠近（间隔 {2} → {3}）',
  'move.northcott.white.away': '白子 {0} → {1}，远离黑子（间隔 {2} → {3}）',
  'refuse.northcott.turn.black': '轮到黑方：只能移动第 {0} 格的黑子',
  'refuse.northcott.turn.white': '轮到白方：只能移动第 {0} 格的白子',
  'refuse.northcott.there.black': '黑子已经在第 {0} 格',
  'refuse.northcott.there.white': '白子已经在第 {0} 格',
  'refuse.northcott.within.black': '第 {0} 格的黑子只能在 {1} 到 {2} 之间移动，不能走到或越过另一枚棋子',
  'refuse.northcott.within.white': '第 {0} 格的白子只能在 {1} 到 {2} 之间移动，不能走到或越过另一枚棋子',
  'word.northcott.m': '棋盘的 m = {0}',
  'word.northcott.columns.m': '列数 m',
  'word.northcott.different': '一行中的两枚棋子位于不同的列',
  'judge.northcott.norows': '没有行的棋盘',
  'judge.northcott.wide': '比引擎的 Northcott 行更宽的行',
  'word.northcott.tom': 'Tom 的列号',
  'word.northcott.jerry': 'Jerry 的列号',
  'judge.northcott.same': 'Tom 和 Jerry 的棋子都在第 {0} 列（第 {1} 组，第 {2} 行）',
  'judge.northcott.answers': 'I WIN! / BAD LUCK!',
};
