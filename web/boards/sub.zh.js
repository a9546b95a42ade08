// boards/sub.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board sub]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
  'game.sub.title': '减法游戏',
  'game.sub.notation': 'sub(S):各堆 —— S 是一次可以取的数，例如 sub(1-3):10 就是 m = 3 的巴什博弈',
  'game.sub.rule': '减法游戏：若从 n0 起连续 max(S) 个 n 都有 SG(n+p) = SG(n)，则对所有 n ≥ n0 都成立',
  'game.sub.param': '一个减法集合',
  'misere.sub': '单堆减法游戏的反常规则：一堆是必败态，当且仅当它有着法可走，且每一步都留下非必败态的堆（无着法可走的堆由轮到走的一方获胜）；逐堆计算，再按其周期延续',
  'err.sub.set.size': '减法集合最多有 {0} 个数',
  'word.sub.take': '一次取走的石子数',
  'err.sub.set.sep': '减法集合中应为 "," 或 ")"',
  'err.sub.body': '一堆是一个整数，例如 sub(1-3):10',
  'err.sub.misere.nomem': '检查反常规则下的周期时内存不足',
  'refuse.sub': '一步取走 {0} 颗石子',
  'refuse.sub.not': '一步取走 {0} 颗石子，不能取 {1} 颗',
  'refuse.sub.only': '一步取走 {0} 颗石子，而这一堆只有 {1} 颗',
  'refuse.sub.not.only': '一步取走 {0} 颗石子，不能取 {1} 颗，而且这一堆只有 {2} 颗',
};
