// boards/knights.zh.js — hyper knights (LightOJ 1315) in Simplified Chinese.

export default {
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
