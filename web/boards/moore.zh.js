// boards/moore.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board moore]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
  'game.moore.title': 'Moore 的 Nim',
  'game.moore.notation': 'moore(k):各堆用 "/" 分隔；一步从 1 到 k 堆中取石子，例如 moore(2):3/5/6',
  'game.moore.param': 'k，一步最多可以取的堆数',
  'misere.moore': '反常 Moore 的 Nim（Moore，1910）：只要有一堆不少于 2 颗，必败态与正常规则下相同（二进制每一位上 1 的个数都是 k+1 的倍数）；所有堆都不超过 1 颗时，轮到走的一方必败当且仅当 1 颗的堆数比 k+1 的倍数多 1',
  'word.moore.k': 'k（一步最多可以取的堆数）',
  'err.moore.close': 'k 之后应为 ")"，如 moore(2)',
  'err.moore.heaps': '第 {0} 个字符处：Moore 的 Nim 最多有 {1} 堆',
  'err.moore.body': 'Moore 的 Nim 是用 "/" 分隔的各堆大小，例如 moore(2):3/5/6',
  'move.moore.part': '从第 {1} 堆取 {0} 颗',
  'move.moore.take': '取 {0}（{1} → {2}）',
  'move.moore.take.many': '取 {0} 和 {1}（{2} → {3}）',
  'refuse.moore.notation': '一步着法写出走后的 {0} 堆，写作 {1}>…，从 1 到 {2} 堆中取石子',
  'refuse.moore.notation.one': '一步着法写出走后的 {0} 堆，写作 {1}>…，从 1 到 {2} 堆中取石子',
  'refuse.moore.grow': '第 {0} 堆有 {1} 颗：不能变成 {2} 颗',
  'refuse.moore.none': '一步至少取走一颗石子',
  'refuse.moore.many': '这一步从 {0} 堆中取；Nim_{1} 最多从 {1} 堆中取',
  'refuse.moore.heaps': '各堆为 {0}',
};
