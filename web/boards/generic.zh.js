// boards/generic.zh.js — the plain board's words (a game the engine knows
// that no board file draws yet) in Simplified Chinese.

export default {
  'component': '分量',
  "{title}: the engine's example": '{title}：引擎给出的例子',
  'Use the move list or the Position field for this game.': '这个游戏请用走法列表或“局面”输入框操作。',
  'This game is edited in the Position field.': '这个游戏在“局面”输入框中编辑。',
};
