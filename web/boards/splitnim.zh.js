// boards/splitnim.zh.js — split Nim (AcWing 894) in Simplified Chinese.

export default {
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.splitnim.title': '拆分-Nim',
  'game.splitnim.notation': '各堆的石子数；一步把一堆换成两堆石子更少的堆（可以为空），例如 splitnim:2,3',
  'err.splitnim.body': '一堆是一个整数，例如 splitnim:5',
  'move.splitnim': '{0} 变成 {1} 和 {2}',
  'refuse.splitnim.empty': '这一堆已经空了',
  'refuse.splitnim': '一步拿走这一堆，放下两堆各少于 {0} 颗的石子（可以为空），写作 {0}>I+J，I <= J < {0}',
  'word.splitnim.heaps.n': '堆数 n',
  'judge.splitnim.answers': 'Yes / No',
};
