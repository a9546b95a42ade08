// boards/staircase.zh.js — staircase Nim (阶梯博弈) in Simplified Chinese.

export default {
  'Only the odd stairs count. Coins on an even stair are a trap: if the opponent moves some down onto an odd stair, you move the same coins on down to the next even stair, and the odd stairs are as before.':
    '只有奇数级台阶起作用。偶数级台阶上的硬币是陷阱：如果对手把其中一些移到奇数级台阶上，你就把同样这些硬币再往下移到下一级偶数台阶，奇数级台阶又和原来一样。',
  'Moving coins from an odd stair down to an even one takes them out of play — exactly taking stones from a Nim heap.':
    '把硬币从奇数级台阶移到偶数级台阶，就等于把它们移出了游戏——正如从 Nim 堆中取走石子。',
  'Odd stairs: {stairs} → {sg}.': '奇数级台阶：{stairs} → {sg}。',
  'stair {k}: {n}': '第 {k} 级：{n}',
  'Staircase Nim': '阶梯博弈（阶梯 Nim）',
  'staircase': '阶梯',
  'Staircase Nim is Nim on the odd stairs.':
    '阶梯博弈：台阶上放着硬币，每步把某一级台阶上的若干枚硬币移到下一级（从第 1 级移走即离开台阶）。它就是只看奇数级台阶的尼姆博弈：胜负由奇数级台阶上硬币数的异或和决定。经典题：POJ 1704，以及化为阶梯博弈的 HDU 5724 跳棋。',
  'Staircase Nim with 3, 1, 4, 1, 5 coins on stairs 1 to 5: who wins? (Only the odd stairs count.)': '阶梯博弈，第 1 到 5 级台阶上分别有 3、1、4、1、5 枚硬币：谁能赢？（只有奇数级台阶起作用。）',
  'after §2.6, Exercise 6 (staircase Nim)': '§2.6 习题 6 之后（阶梯博弈）',
  'Coins 3, 0, 5, 2': '硬币 3、0、5、2',
  'Coins 1, 4, 1 (odd stairs cancel)': '硬币 1、4、1（奇数级台阶相互抵消）',
  'Two staircases': '两座阶梯',
  'a staircase of {n} stairs is more than this page draws ({max})': '{n} 级的阶梯超过了本页能画的级数（{max}）',
  'off': '出',
  'staircase {s}, stair {k}': '第 {s} 座阶梯，第 {k} 级',
  'There is no coin there: click a coin to carry it and those above it down a stair.': '那里没有硬币：点击一枚硬币，把它和它上面的硬币一起移下一级台阶。',
  'stairs': '级数',
  'coins': '硬币',
  'coins per stair from stair 1 up, separated by "/"': '从第 1 级往上每级台阶的硬币数，用“/”分隔',
  'Coins are counts per stair from stair 1 up, separated by "/": like 3/0/5.': '硬币数按从第 1 级往上的顺序填写，用“/”分隔：例如 3/0/5。',
  'The number of stairs': '台阶级数',
  "Can't remove stair {k}: it still has coins. Take them off first.": '不能去掉第 {k} 级台阶：上面还有硬币，请先把它们拿走。',
  'Staircase Nim: n stairs with one coin each': '阶梯博弈：n 级台阶，每级一枚硬币',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
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
  'judge.staircase.many': '台阶级数超过了阶梯允许的级数',
  'judge.staircase.list': '第 {0} 组有 {1} 个{2}；评测题最多读入 {3} 个',
  'word.staircase.steps.n': '台阶数 n',
  'word.staircase.counts': '各级的石子数',
  'word.staircase.count': '一级台阶上的石子数',
  'word.staircase.chessmen.n': '棋子数 N',
  'word.staircase.cells': '棋子所在的格子',
  'word.staircase.cell': '一枚棋子所在的格子',
  'judge.staircase.chessman': '第 {0} 格上的棋子',
  'judge.staircase.twice': '格子 {0} 上有两枚棋子（第 {1} 组）',
  'judge.staircase.georgia.answers': '输出 Georgia will win 或 Bob will win',
  'judge.staircase.answers': 'Yes / No',
  // the independent checker's words of the staircase
  'checker.staircase.noun': '{0} 级、每级一枚硬币的台阶',
  'checker.staircase.value': '给出的{0}的值为 {1}，但阶梯博弈的定理（奇数级上硬币数的异或，共 {2} 级）给出 {3}',
};
