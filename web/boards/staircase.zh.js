// boards/staircase.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board staircase]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
  'game.staircase.title': '阶梯 Nim',
  'game.staircase.notation': '从第 1 级台阶往上每级的硬币数，用 "/" 分隔，例如 staircase:3/0/5',
  'game.staircase.family': '每级放一枚硬币的台阶数',
  'game.staircase.rule': 'SG 值是奇数级台阶上硬币数的异或，所以 n 级各放一枚硬币的台阶给出 ⌈n/2⌉ mod 2，周期为 4；连续四个相符即可证明周期',
  'err.staircase.stairs': '第 {0} 个字符处：台阶最多有 {1} 级',
  'word.staircase.coins': '硬币数',
  'err.staircase.total': '第 {0} 个字符处：台阶上总共最多放 {1} 枚硬币',
  'err.staircase.body': '台阶是从第 1 级往上的硬币数，用 "/" 分隔，例如 staircase:3/0/5',
  'move.staircase.off': '从第 1 级移走 {0} 枚硬币',
  'move.staircase.off.one': '从第 1 级移走 {0} 枚硬币',
  'move.staircase.down': '把 {0} 枚硬币从第 {1} 级移到第 {2} 级',
  'move.staircase.down.one': '把 {0} 枚硬币从第 {1} 级移到第 {2} 级',
  'refuse.staircase.notation': '着法写作 SxK：把第 S 级（1 到 {0}）的 K 枚硬币往下移一级',
  'refuse.staircase.empty': '第 {0} 级没有硬币',
  'refuse.staircase.carry': '第 {0} 级有 {1} 枚硬币：往下移其中 1 到 {1} 枚',
  'refuse.staircase.carry.one': '第 {0} 级有 {1} 枚硬币：往下移其中 1 到 {1} 枚',
};
