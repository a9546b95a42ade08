// boards/coins.zh.js — the coin-turning games on a row (翻硬币游戏: Ruler,
// Turning Turtles, Mock Turtles) in Simplified Chinese. Heads 正面, tails
// 反面; odious numbers 恶数 (an odd number of 1s in binary).

export default {
  'row {i}': '第 {i} 行',
  'heads': '正面',
  'tails': '反面',
  'click to turn it over': '点击翻转它',
  'chosen; click again to let it go': '已选中；再点一次取消',
  'click to turn it alone; Shift+Enter chooses it to turn with others': '点击只翻它；按 Shift+Enter 选中它，与其他硬币一起翻',
  'click to choose it, then click the heads coin it goes with': '点击选中它，再点击与它一起翻的正面硬币',
  '{name}, coin {p}: {state}; {how}': '{name}，第 {p} 枚硬币：{state}；{how}',
  '{what} — a winning move turns it from heads to tails': '{what}——必胜走法把它从正面翻成反面',
  '{what} — a winning move turns it': '{what}——必胜走法会翻它',
  'Coin {p} let go; chosen: {list}.': '已取消第 {p} 枚；已选：{list}。',
  'Coin {p} let go.': '已取消第 {p} 枚。',
  'A row of coins is the XOR of its single heads: turning a coin twice undoes it, so a row with several heads plays like the sum of rows with one head each (a move that turns a tails coin to heads just adds a head). Each head has a value of its own; the numbers under the coins are those values.':
    '一行硬币的值是其中各个正面单独的值的异或：一枚硬币翻两次等于没翻，所以有多个正面的一行，就像每行只有一个正面的若干行之和（把反面翻成正面的走法只是多加一个正面）。每个正面都有自己的值；硬币下面的数就是这些值。',
  'The values of coins 1–{n}: {list}.': '第 1–{n} 枚硬币的值：{list}。',
  ', …': '、…',
  'Heads on coins {coins}: worth {values} → {sg}.': '正面在第 {coins} 枚：值为 {values} → {sg}。',
  'Heads on coin {coins}: worth {values} → {sg}.': '正面在第 {coins} 枚：值为 {values} → {sg}。',
  'No coin shows heads: there is no move left. SG = 0.': '没有正面朝上的硬币：无棋可走。SG = 0。',
  'row': '行',
  'a row of {n} coins is wider than this page draws ({max})': '一行 {n} 枚硬币超过了本页能画的宽度（{max}）',
  'coins': '硬币数',
  'The number of coins': '硬币数',
  'Ruler (coins)': 'Ruler（翻硬币游戏）',
  'A row of coins where a move turns a run ending at a head: each head is worth the largest power of 2 dividing its number.':
    'Ruler 是一种翻硬币游戏：一行硬币，每步翻转连续的一段，且最右边那枚必须由正面翻成反面。第 n 枚的正面价值是整除 n 的最大的 2 的幂。翻硬币游戏的一般方法（整行的 SG 值等于各正面单独 SG 值的异或）见 HDU 3537、HDU 3404。',
  'Ruler (turn any run of coins ending at a heads): find a winning move.': 'Ruler（翻转任意连续一段，最右一枚为正面）：找出一个必胜走法。',
  'after §5.1, Example 4 (Ruler)': '§5.1 例 4 之后（Ruler）',
  'Ruler: eight heads': 'Ruler：八个正面',
  'Ruler: heads on coins 4 and 8': 'Ruler：第 4、8 枚正面',
  'Ruler: a P-position': 'Ruler：必败态',
  "Coin {p} chosen as one end of a run: click the other end (the run's rightmost coin must show heads).": '已选第 {p} 枚作为一段的一端：请点击另一端（这一段最右边的硬币必须是正面）。',
  'Ruler: a move turns a run of coins ending at one that shows heads. A head alone on coin n can be turned with any run ending at it; what is left is a run of heads on coins k … n−1 (worth the XOR of their values) or nothing (0).':
    'Ruler：一步翻转以正面硬币结尾的连续一段。第 n 枚上单独的正面可以与任意以它结尾的一段一起翻；留下的是第 k … n−1 枚上的一串正面（值为它们的值的异或），或者什么也不留（0）。',
  'The mex of those values is the largest power of 2 dividing n — 1, 2, 1, 4, 1, 2, 1, 8, … like the marks on a ruler: coin 12 = 4 · 3 is worth 4, coin 16 is worth 16.':
    '这些值的 mex 就是整除 n 的最大的 2 的幂——1、2、1、4、1、2、1、8、……就像尺子上的刻度：第 12 = 4 · 3 枚值 4，第 16 枚值 16。',
  'Turning Turtles (coins)': 'Turning Turtles（翻硬币游戏）',
  'A row of coins where a move turns a head and perhaps one coin left of it: a head on coin n is a Nim heap of n.':
    'Turning Turtles 是一种翻硬币游戏：每步把一枚正面翻成反面，还可以同时翻转它左边的任意一枚。第 n 枚的正面就是大小为 n 的 Nim 堆，所以整行即尼姆博弈。翻硬币游戏的一般方法见 HDU 3537、HDU 3404。',
  'Turning Turtles on 13 coins (coin n heads is a Nim heap of n): find a winning move.': '13 枚硬币的 Turning Turtles（第 n 枚正面是大小为 n 的 Nim 堆）：找出一个必胜走法。',
  '§2.6, Exercise 4(b)': '§2.6，习题 4(b)',
  '{coins} played as Turning Turtles: find a winning move.': '把 {coins} 当作 Turning Turtles 来玩：找出一个必胜走法。',
  '§5.5, Exercise 1(a)': '§5.5，习题 1(a)',
  'Turning Turtles: heads on 2, 5, 6': 'Turning Turtles：第 2、5、6 枚正面',
  'Turning Turtles: heads on 3, 6, 8': 'Turning Turtles：第 3、6、8 枚正面',
  'Turning Turtles: a P-position (1 ⊕ 2 ⊕ 3 = 0)': 'Turning Turtles：必败态（1 ⊕ 2 ⊕ 3 = 0）',
  'Coin {p} chosen: click the heads coin right of it to turn both.': '已选第 {p} 枚：请点击它右边的一枚正面硬币，两枚一起翻。',
  'Turning Turtles: a head on coin n alone can be turned by itself (leaving no head, worth 0) or together with one coin k left of it (leaving a head on k). If a head on k is worth k, a head on n reaches 0, 1, …, n−1, and mex{0, 1, …, n−1} = n.':
    'Turning Turtles：第 n 枚上单独的正面可以只翻它自己（不留正面，值 0），或与它左边的某一枚 k 一起翻（在 k 上留下正面）。如果 k 上的正面值 k，那么 n 上的正面能到达 0、1、…、n−1，而 mex{0, 1, …, n−1} = n。',
  "So a head on coin n is a Nim heap of n stones: the coin's number is its value.": '所以第 n 枚上的正面就是 n 颗石子的 Nim 堆：硬币的编号就是它的值。',
  'Mock Turtles (coins)': 'Mock Turtles（翻硬币游戏）',
  'A row of coins where a move turns a head and up to two coins left of it: the heads are worth the odious numbers.':
    'Mock Turtles 是一种翻硬币游戏：每步把一枚正面翻成反面，还可以同时翻转它左边的至多两枚。各正面的值是“恶数”（二进制中 1 的个数为奇数的数）。经典题：HDU 3537。',
  '{coins} played as Mock Turtles (turn one, two or three coins): find a winning move.': '把 {coins} 当作 Mock Turtles 来玩（翻一枚、两枚或三枚）：找出一个必胜走法。',
  '§5.5, Exercise 1(d)': '§5.5，习题 1(d)',
  'Mock Turtles: heads on 1, 4, 6': 'Mock Turtles：第 1、4、6 枚正面',
  'Mock Turtles: heads on 9 and 10': 'Mock Turtles：第 9、10 枚正面',
  'Mock Turtles: a P-position (1 ⊕ 2 ⊕ 4 ⊕ 7 = 0)': 'Mock Turtles：必败态（1 ⊕ 2 ⊕ 4 ⊕ 7 = 0）',
  'Coin {p} chosen: click the heads coin right of it to turn both, or choose one more coin first (Shift+click if it shows heads).': '已选第 {p} 枚：请点击它右边的一枚正面硬币，两枚一起翻；或者先再选一枚（若是正面，按住 Shift 点击）。',
  'Coins {a} and {b} chosen: click the heads coin right of them to turn all three.': '已选第 {a} 和第 {b} 枚：请点击它们右边的一枚正面硬币，三枚一起翻。',
  'coin {p}: {v} = {bin}₂ ({k} ones)': '第 {p} 枚：{v} = {bin}₂（{k} 个 1）',
  'coin {p}: {v} = {bin}₂ ({k} one)': '第 {p} 枚：{v} = {bin}₂（{k} 个 1）',
  '; ': '；',
  '; …': '；…',
  'Mock Turtles: a move turns a head and one or two coins left of it. Counting the coins from 0 as the theory does (coin n here is n − 1 there), a head is worth the (n − 1)-th odious number — the numbers with an odd number of 1s in binary: 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, …':
    'Mock Turtles：一步翻转一枚正面以及它左边的一枚或两枚硬币。按理论中的习惯从 0 开始给硬币编号（这里的第 n 枚是那里的 n − 1），一个正面的值是第 (n − 1) 个恶数——二进制中 1 的个数为奇数的数：1、2、4、7、8、11、13、14、16、19、……',
  'So coin n is worth 2(n − 1), plus 1 when n − 1 has an even number of 1s in binary. Here: {here}. Why odious: a head alone can leave nothing (0), one head (an odious value) or two heads — and the XOR of two odious numbers has an even number of 1s, so it is never odious. Every smaller odious number is left by one head and every smaller number with an even number of 1s by two (3 = 1 ⊕ 2, 5 = 1 ⊕ 4, 6 = 2 ⊕ 4, …), so the mex is the next odious number.':
    '所以第 n 枚的值是 2(n − 1)，当 n − 1 的二进制中 1 的个数为偶数时再加 1。这里：{here}。为什么是恶数：单独一个正面可以留下空（0）、一个正面（恶数值）或两个正面——两个恶数的异或中 1 的个数为偶数，所以绝不是恶数。每个更小的恶数都能由留下一个正面得到，每个更小的、1 的个数为偶数的数都能由留下两个正面得到（3 = 1 ⊕ 2，5 = 1 ⊕ 4，6 = 2 ⊕ 4，……），所以 mex 就是下一个恶数。',
  'So coin n is worth 2(n − 1), plus 1 when n − 1 has an even number of 1s in binary. Why odious: a head alone can leave nothing (0), one head (an odious value) or two heads — and the XOR of two odious numbers has an even number of 1s, so it is never odious. Every smaller odious number is left by one head and every smaller number with an even number of 1s by two (3 = 1 ⊕ 2, 5 = 1 ⊕ 4, 6 = 2 ⊕ 4, …), so the mex is the next odious number.':
    '所以第 n 枚的值是 2(n − 1)，当 n − 1 的二进制中 1 的个数为偶数时再加 1。为什么是恶数：单独一个正面可以留下空（0）、一个正面（恶数值）或两个正面——两个恶数的异或中 1 的个数为偶数，所以绝不是恶数。每个更小的恶数都能由留下一个正面得到，每个更小的、1 的个数为偶数的数都能由留下两个正面得到（3 = 1 ⊕ 2，5 = 1 ⊕ 4，6 = 2 ⊕ 4，……），所以 mex 就是下一个恶数。',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.ruler.title': '尺子游戏',
  'game.ruler.notation': '一行硬币，"H" 为正面，"T" 为反面；一步翻转连续的一段硬币，其中最右边的一枚从正面翻成反面，例如 ruler:THHTH',
  'game.turtles.title': '翻乌龟',
  'game.turtles.notation': '一行硬币，"H" 为正面，"T" 为反面；一步把一枚硬币从正面翻成反面，还可以再翻转它左边的一枚，例如 turtles:THTTHH',
  'game.mockturtles.title': '仿乌龟',
  'game.mockturtles.notation': '一行硬币，"H" 为正面，"T" 为反面；一步把一枚硬币从正面翻成反面，还可以再翻转它左边的一枚或两枚，例如 mockturtles:HTTHTH',
  'err.coins.coin': '"{0}" 不是硬币：一行硬币由 "H"（正面）和 "T"（反面）组成，例如 {1}',
  'err.coins.byte': '字节 {0} 不是硬币：一行硬币由 "H"（正面）和 "T"（反面）组成',
  'err.coins.row': '第 {0} 个字符处：{1} 的一行最多有 {2} 枚硬币（这一行有 {3} 枚）',
  'move.coins.one': '翻转第 {0} 枚硬币',
  'move.coins.run': '翻转第 {0}-{1} 枚硬币',
  'move.coins.two': '翻转第 {0} 和第 {1} 枚硬币',
  'move.coins.three': '翻转第 {0}、{1} 和第 {2} 枚硬币',
  'refuse.ruler.how': '一步翻转以一枚正面硬币结尾的连续一段硬币："B"（只翻第 B 枚）或 "A-B"（第 A 到第 B 枚）',
  'refuse.turtles.how': '一步翻转正面朝上的第 B 枚硬币，还可以再翻它左边的一枚 A："B" 或 "A.B"',
  'refuse.mockturtles.how': '一步翻转正面朝上的第 C 枚硬币，还可以再翻它左边的一枚或两枚："C"、"B.C" 或 "A.B.C"（从左到右）',
  'refuse.coins.range': '这一行的硬币编号为 1 到 {0}',
  'refuse.coins.order': '从左到右写出各枚硬币，从正面翻成反面的那一枚写在最后（{0}）',
  'refuse.coins.tails': '第 {0} 枚硬币是反面：一步翻转的最右边一枚必须从正面翻成反面',
  'pub.mockturtles': '仿乌龟的硬币值，即 odious 数（OEIS A000069）',
  'pub.ruler': '尺子游戏的硬币值（OEIS A006519）',
};
