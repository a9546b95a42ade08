// boards/nim.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board nim]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
  'game.nim.title': 'Nim',
  'game.nim.notation': '各堆的石子数，例如 nim:3,4,5',
  'err.nim.body': 'Nim 的一堆是一个整数，例如 nim:7',
  'refuse.nim.empty': '这一堆已经空了',
  'refuse.nim.take': '一步着法从 {0} 颗的这一堆中取走若干颗石子，例如 {0}>{1}（"{2}" 不是）',
  'misere.nim': '反常 Nim：只要有一堆不少于 2 颗，轮到走的一方必败当且仅当 Nim 和为 0；所有堆都不超过 1 颗时，必败当且仅当 1 颗的堆有奇数个',
  'word.judge.heaps.n': '堆数 n',
  'judge.nim.ends.line': '输入在第 {0} 组数据中途结束：应为一行 {1} 个堆的大小',
  'judge.nim.ends': '输入在第 {0} 组数据中途结束：应有 {1} 个堆的大小',
  'judge.nim.answers': 'Yes / No',
};
