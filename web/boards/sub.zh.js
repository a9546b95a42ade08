// boards/sub.zh.js — the subtraction games' board in Simplified Chinese
// (减法游戏; the Bash game, 巴什博弈, when a move takes 1 to m).

export default {
  'remainder {r}': '余数 {r}',
  'rest {r}': '余 {r}',
  'Bash game (take 1 to {m}): group the {n} stones in blocks of m + 1 = {b}. Whatever the opponent takes from a block (k), you take {b} − k and finish it, so full blocks never matter.':
    '巴什博弈（每次取 1 到 {m} 颗）：把 {n} 颗石子按 m + 1 = {b} 颗一组分块。对手从一块中取走 k 颗，你就取 {b} − k 颗把这块取完，所以完整的块不影响胜负。',
  'Only the remainder counts: SG({n}) = {n} mod {b} = {r}. Take {r} to leave whole blocks (a P-position).':
    '只有余数起作用：SG({n}) = {n} mod {b} = {r}。取走 {r} 颗，留下整块（必败态）。',
  'Only the remainder counts: SG({n}) = {n} mod {b} = {r}. No remainder: the player to move loses this heap.':
    '只有余数起作用：SG({n}) = {n} mod {b} = {r}。没有余数：单看这一堆，先手必败。',
  'Take k ∈ {{set}}: from {n} the options are heaps {options}, and SG({n}) = mex of their values = {sg}.':
    '每次取 k 颗，k ∈ {{set}}：从 {n} 出发的后继状态是堆 {options}，SG({n}) = 它们的值的 mex = {sg}。',
  'Take k ∈ {{set}}: from {n} the options are heaps (none), and SG({n}) = mex of their values = {sg}.':
    '每次取 k 颗，k ∈ {{set}}：从 {n} 出发没有后继状态，SG({n}) = 空集的 mex = {sg}。',
  'So this heap plays exactly like a Nim heap of {sg}. The values repeat with a period — open "SG sequences" for sub({set}) to see it proven.':
    '所以这一堆和大小为 {sg} 的 Nim 堆完全一样。这些值按周期重复——打开 sub({set}) 的“SG 序列”可以看到周期的证明。',
  'Subtraction game (Bash)': '减法游戏（巴什博弈）',
  'heap': '堆',
  'take {{set}}': '取 {{set}}',
  'A subtraction heap is a Nim heap in disguise: its SG value is the size of the Nim heap it imitates.':
    '减法游戏：每次从一堆中取走的石子数必须属于集合 S。减法游戏的一堆就是伪装的 Nim 堆：它的 SG 值就是它所模仿的 Nim 堆的大小。S = {1, …, m} 时就是巴什博弈，SG(n) = n mod (m + 1)。经典题：HDU 1846、HDU 2188（巴什博弈），HDU 1536 与 POJ 2960（任意的取数集合 S，求 SG 函数）。',
  'A move takes 1, 3 or 4 chips; there are 100 chips. Who wins — the player to move (the first player) or the other?':
    '每次可取 1、3 或 4 枚筹码，共有 100 枚。谁能赢——先手还是后手？',
  '§1.4, the subtraction game S = {1, 3, 4} ("Who wins the game with 100 chips?")': '§1.4，减法游戏 S = {1, 3, 4}（“100 枚筹码时谁赢？”）',
  'A move takes 1 to 6 chips; there are 31. What is your winning move?': '每次可取 1 到 6 枚筹码，共有 31 枚。你的必胜走法是什么？',
  '§1.5, Exercise 2(b)': '§1.5，习题 2(b)',
  'Subtraction set S = {1, 3, 5, 7}, play starting at 100 chips: who wins, the first player or the second?': '取数集合 S = {1, 3, 5, 7}，从 100 枚筹码开始：先手赢还是后手赢？',
  '§1.5, Exercise 4(a) and (d)': '§1.5，习题 4(a) 与 (d)',
  'Subtraction set S = {1, 3, 6}, play starting at 100 chips: who wins, the first player or the second?': '取数集合 S = {1, 3, 6}，从 100 枚筹码开始：先手赢还是后手赢？',
  '§1.5, Exercise 4(b) and (d)': '§1.5，习题 4(b) 与 (d)',
  'A move takes a power of 2 (1, 2, 4, … — from 100 chips, at most 64). Who wins from 100 chips, the first player or the second?':
    '每次取 2 的幂枚（1、2、4、……——从 100 枚中最多取 64 枚）。从 100 枚开始，先手赢还是后手赢？',
  '§1.5, Exercise 4(c) and (d)': '§1.5，习题 4(c) 与 (d)',
  'A move takes 1, 2 or 3 chips: what is the SG value of a pile of 14?': '每次可取 1、2 或 3 枚：14 枚一堆的 SG 值是多少？',
  '§3.3, Example 2 (g(x) = x mod 4)': '§3.3，例 2（g(x) = x mod 4）',
  'Subtraction set S = {1, 3, 4}: what is the SG value of a pile of 10?': '取数集合 S = {1, 3, 4}：10 枚一堆的 SG 值是多少？',
  '§3.5, Exercise 2': '§3.5，习题 2',
  'G(3) + G(5) + G(7) from piles 9, 10, 14 (at most 3, 5, 7 chips a move): find every optimal move.':
    'G(3) + G(5) + G(7)，三堆为 9、10、14（每次分别最多取 3、5、7 枚）：找出所有最优走法。',
  '§4.3, Application 1 ("There is another optimal move. Can you find it?")': '§4.3，应用 1（“还有另一个最优走法，你能找到吗？”）',
  'Take 1, 2 or 3 chips; whoever takes the last chip loses. 13 chips, your move: do you win?': '每次取 1、2 或 3 枚，取走最后一枚的人输。共 13 枚，轮到你走：你能赢吗？',
  '§1.5, Exercise 1 (the misère take-away game)': '§1.5，习题 1（反常规则下的取石子游戏）',
  'Take 1, 2 or 3 chips; whoever takes the last chip loses. 22 chips: what is your winning move?': '每次取 1、2 或 3 枚，取走最后一枚的人输。共 22 枚：你的必胜走法是什么？',
  'Bash game, take 1–3, heap 10': '巴什博弈，取 1–3，一堆 10',
  'Bash game, take 1–3, heaps 4 and 8': '巴什博弈，取 1–3，两堆 4 与 8',
  'Take 1, 3 or 4: heaps 10 and 7': '取 1、3 或 4：两堆 10 与 7',
  'Take 2 or 5: heaps 6, 9, 11': '取 2 或 5：三堆 6、9、11',
  'Bash game, a heap of 10^12': '巴什博弈，一堆 10^12',
  'take': '可取',
  'the numbers of stones a move may take, like 1,3,4 or 1-3': '每次可以取走的石子数，例如 1,3,4 或 1-3',
  'The set is empty: type the numbers a move may take, like 1,3,4 or 1-3.': '集合为空：请输入每次可以取的数，例如 1,3,4 或 1-3。',
  'Bash game: take 1..m': '巴什博弈：每次取 1..m',
  'm must be a whole number, 1 or more (the most stones a move may take).': 'm 必须是不小于 1 的整数（每次最多可取的石子数）。',
  'Subtraction game: take k in S': '减法游戏：每次取 k 颗，k ∈ S',
  'S is a list of positive whole numbers separated by commas, with ranges like 1-3: for example 2,4,7.': 'S 是用逗号分隔的正整数列表，可以写成 1-3 这样的区间：例如 2,4,7。',
  'S may not contain 0: a move must take at least one stone.': 'S 不能包含 0：每次至少要取一颗石子。',
  'This is the Bash game rule SG(x) = x mod {b}.': '这正是巴什博弈的规律 SG(x) = x mod {b}。',
  'Only the remainder counts: SG({n}) = {n} mod {b} = {r}. In normal play: take {r} to leave whole blocks (a P-position).':
    '只有余数起作用：SG({n}) = {n} mod {b} = {r}。正常规则下：取走 {r} 个，留下整块（必败态）。',
  'Only the remainder counts: SG({n}) = {n} mod {b} = {r}. In normal play: the player to move loses this heap.':
    '只有余数起作用：SG({n}) = {n} mod {b} = {r}。正常规则下：先手在这一堆必败。',
  'In misère play (the last move loses) a heap of one stone more than whole blocks is the one that loses for the player to move: here {n} mod {b} = {r}, so the player to move loses.':
    '反常规则下（走最后一步者输），比整块多一个石子的堆才是先手必败的：这里 {n} mod {b} = {r}，所以先手必败。',
  'In misère play (the last move loses) a heap of one stone more than whole blocks is the one that loses for the player to move: here {n} mod {b} = {r}, so the player to move wins.':
    '反常规则下（走最后一步者输），比整块多一个石子的堆才是先手必败的：这里 {n} mod {b} = {r}，所以先手必胜。',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
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
  'word.sub.cases.c': '数据组数 C',
  'word.sub.nm': '数（n 和 m）',
  'word.sub.take.m': '一步最多取的石子数 m',
  'word.sub.most.set': '引擎的减法集合最多有 1024 个数',
  'word.sub.cards.n': '牌数 n',
  'word.sub.past.pow2': '超过它，一步可能取走比引擎的减法集合能容纳的更大的 2 的幂',
  'word.sub.mnp': '各堆的大小（m n p）',
  'word.sub.past.fib': '超过它，一步可能取走比引擎的减法集合能容纳的更大的斐波那契数',
  'judge.sub.fibo.zero': '堆的大小应在 1..1000 之间，而不是 0（只有 "0 0 0" 表示输入结束）',
  'judge.sub.set.many': '第 {0} 组：集合有 {1} 个数；引擎的减法集合最多有 {2} 个数',
  'word.sub.number.s': 'S 中的一个数',
  'word.sub.size.k': 'S 的大小 k',
  'word.sub.snim.set': '数（k 和 S 的 k 个数）',
  'word.sub.positions.m': '局面数 m',
  'word.sub.snim.items': '数（l 和 l 堆的大小）',
  'judge.sub.position': '输入在第 {0} 组测试中途结束：应为第 {1} 个局面（共 {2} 个）',
  'word.sub.heaps.l': '堆数 l',
  'judge.sub.size.zero': 'S 的大小 k 应在 1..100 之间，而不是 0',
  'judge.sub.empty': 'S 是空集：一步必须取走 S 中某个数那么多颗石子',
  'word.sub.numbers.s': 'S 中的数',
  'judge.sub.brave.answers': 'first / second',
  'judge.sub.cet4.answers': 'Kiki / Cici',
  'judge.sub.fibo.answers': 'Fibo / Nacci',
  'judge.sub.snim.answers': '一行 W / L 字母，每个局面一个',
  'judge.sub.answers': 'Yes / No',
};
