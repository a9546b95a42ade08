// boards/papercut.zh.js — the cutting game (POJ 2311) in Simplified Chinese.

export default {
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.papercut.title': '剪纸游戏',
  'game.papercut.notation': '每张纸写作 宽x高；一步沿格线把一张纸剪成两张，剪出 1x1 的一方获胜，例如 papercut:4x2,3x3',
  'game.papercut.over': '已剪出一张 1x1 的纸',
  'game.papercut.threat': '剪出一张 1x1 的纸',
  'word.papercut.width': '纸的宽',
  'word.papercut.height': '纸的高',
  'err.papercut.body': '一张纸写作宽和高，例如 papercut:4x3',
  'move.papercut.cut': '把 {0} 剪成 {1} 和 {2}',
  'refuse.papercut.over': '1x1 的纸不能再剪（游戏已经结束）',
  'refuse.papercut.cut': '一步沿格线把这张 {0} 的纸剪成两张，写法如 {1}',
  'word.papercut.wh': '数（W 和 H）',
  'word.papercut.most': '引擎的纸边长为 1 到 512',
  'word.papercut.w': '宽 W',
  'word.papercut.h': '高 H',
  'judge.papercut.answers': 'WIN / LOSE',
};
