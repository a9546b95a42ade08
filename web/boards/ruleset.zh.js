// boards/ruleset.zh.js — "Your own rule" (自定义规则) in Simplified Chinese. The
// rule language's own words (take, split, leave, from all, or, not, last,
// prime …) are code and stay as they are.

export default {
  // the card
  'Your own rule': '自定义规则',
  'heap': '堆',
  'Type a rule — what a move may take from a heap, when, and whether it splits it — and it becomes a game: values, winning moves, play against the computer, and the pattern in its values.':
    '自定义规则：写下一条规则——每步能从一堆中取多少、何时能取、是否把剩下的分成几堆——它就成了一个游戏：SG 值、必胜走法、与电脑对弈，还能打表找规律。经典题：HDU 1847（每次取 2 的幂）、HDU 1848（每次取斐波那契数）、HDU 2516（斐波那契博弈：至多取上一步的两倍）、HDU 3032（取石子或把一堆分成两堆）。',
  'A typed rule beside Nim': '自定义规则加一堆 Nim',
  // examples
  'Take a power of two (1, 2, 4, …): SG(n) = n mod 3': '取 2 的幂（1, 2, 4, …）：SG(n) = n mod 3',
  'Take a square (1, 4, 9, …)': '取平方数（1, 4, 9, …）',
  'Take 1 up to half the heap': '取 1 到半堆',
  'Take a proper divisor of the heap': '取堆大小的真因数',
  'Take a prime number of stones': '取素数个石子',
  "Split a heap into two unequal heaps (Grundy's game, 4!.0)": '把一堆分成不相等的两堆（Grundy 游戏，4!.0）',
  'Take 1 or 2 and maybe split the rest (Kayles, 0.77)': '取 1 或 2 个，剩下的可以分成两堆（Kayles，0.77）',
  "Two heaps: from one, or the same from both (Wythoff's game)": '两堆：从一堆取，或从两堆取同样多（威佐夫博弈）',
  'Fibonacci Nim: at most twice the last take': '斐波那契博弈：至多取上一步的两倍',
  // the board
  'heaps {i}, heap {j}': '堆组 {i}，第 {j} 堆',
  'the last move took {n}': '上一步取了 {n}',
  'no move made yet (last = 0)': '还没有走过（last = 0）',
  'There is no stone there: click a stone to take it and all above it.': '那里没有石子：点击一颗石子，取走它和它上面的全部石子。',
  'Every heap would need {n} stones to take {n} from each.': '每堆都要至少有 {n} 个石子，才能从每堆各取 {n} 个。',
  // fields
  'heaps': '堆组',
  'Heap sizes separated by /': '各堆大小，用 / 分隔',
  'stones': '石子数',
  'last take': '上一步取数',
  'What the previous move took (0: no move yet)': '上一步取了多少（0：还没有走过）',
  'The rule is empty: type the moves, like "take k: pow2(k)" (take a power of two).': '规则是空的：请写出走法，例如 "take k: pow2(k)"（取 2 的幂）。',
  'A heap size': '堆的大小',
  'The last take': '上一步取数',
  'Heap {n}': '第 {n} 堆',
  // the panel under the board
  'SG values of sizes 0 to {n}': '大小 0 到 {n} 的 SG 值',
  'The rule': '规则',
  'Values computed': '已算出的值',
  'Your rule': '你的规则',
  'Rule': '规则',
  'Examples:': '例子：',
  'How to write a rule': '规则怎么写',
  'A move takes k from a heap of n ("take k: k<=3", "take k in 1..n/2"), from one heap or from all ("from all"), and may split what is left ("leave a+b"; "split a+b" takes nothing). Conditions follow ":" and are joined by "," (and), "or", "not"; "|" is "divides"; functions: prime, square, pow2, fib, odd, even, odious, evil, min, max, gcd, sqrt, log2, v2. last is what the previous move took. Moves are joined by "or".':
    '一步从大小为 n 的堆中取走 k 个（"take k: k<=3"、"take k in 1..n/2"），可以只从一堆取，也可以从每堆都取（"from all"），还可以把剩下的分开（"leave a+b"；"split a+b" 不取石子只分堆）。条件写在 ":" 后面，用 ","（并且）、"or"、"not" 连接；"|" 表示整除；可用的函数：prime、square、pow2、fib、odd、even、odious、evil、min、max、gcd、sqrt、log2、v2。last 是上一步取走的数。多种走法用 "or" 连接。',
  'The rule is empty.': '规则是空的。',
  'At character {col} of the rule: {msg}': '规则第 {col} 个字符处：{msg}',
  'Computing the first {n} values of {family}…': '正在计算 {family} 的前 {n} 个值…',
  'SG of one heap of n before any move, n = 0 to {n} (0 in bold: the P-positions)': '还没走任何一步时单堆 n 的 SG 值，n = 0 到 {n}（粗体的 0：必败态）',
  '{n} values and the pattern in {s} s.': '{n} 个值和规律，用时 {s} 秒。',
  'The values could not be computed: {why}': '无法计算这些值：{why}',
  // the "why" notes
  'The rule {rule}.': '规则 {rule}。',
  'These heaps are one game (a move may take from several of them), so the engine finds the value of the whole tuple by mex over every position below it, through a cache of values. SG({heaps}) = {sg}.':
    '这几堆是一个整体游戏（一步可以同时从其中几堆取），所以引擎对整组堆下面的所有局面取 mex 求值，并缓存已算出的值。SG({heaps}) = {sg}。',
  'A heap is worth the mex of what its moves leave (a move that leaves several heaps is worth the XOR of their values), so SG({at}) = {sg}: this heap plays exactly like a Nim heap of {sg}.':
    '一堆的值是它各走法所留局面的值的 mex（留下几堆的走法，其值是这几堆值的异或），所以 SG({at}) = {sg}：这一堆与 {sg} 个石子的 Nim 堆完全一样。',
  'On one heap this rule is the take-and-break code {code}, so the octal periodicity theorem can prove its period: see "SG sequences".':
    '在单堆上，这条规则就是取走-分裂代码 {code}，所以八进制周期性定理可以证明它的周期：见“SG 序列”。',
  'The panel under the board shows the first values and the pattern the engine finds; "SG sequences" computes further.':
    '棋盘下方的面板给出前面的值和引擎找到的规律；“SG 序列”可以算得更远。',
  // the SG sequences tab
  'Your own rule (heap sizes, before any move)': '自定义规则（各堆大小，还没走任何一步）',
  'rule': '规则',
  'a rule such as take k: pow2(k), take d: d|n, d<n, split a+b: a<b': '一条规则，例如 take k: pow2(k)、take d: d|n, d<n、split a+b: a<b',
  "The rule is a take-and-break code on one heap, so the code's theorem proves the period.": '这条规则在单堆上是取走-分裂代码，所以该代码的定理证明了周期。',
  'Only observed, not proven: SG(n + {p}) = SG(n) + {s} from {from} on, as far as computed.': '仅为观察，未经证明：在已算出的范围内，从 {from} 起 SG(n + {p}) = SG(n) + {s}。',
  'Only observed, not proven: period {p} from {from} on, as far as computed.': '仅为观察，未经证明：在已算出的范围内，从 {from} 起周期为 {p}。',
};
