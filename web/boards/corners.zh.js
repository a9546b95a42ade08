// boards/corners.zh.js — Turning Corners (二维翻硬币游戏, nim-products:
// Nim 积) in Simplified Chinese.

export default {
  "This grid's part of the nim-multiplication table: coin (r, c) is worth r ⊗ c. The heads are marked; their XOR is the grid's value.": '这个网格对应的 Nim 乘法表部分：硬币 (r, c) 的值为 r ⊗ c。正面已标出；它们的异或就是整个网格的值。',
  'XOR of the heads: {sg}': '各正面的异或：{sg}',
  'No heads: SG = 0.': '没有正面：SG = 0。',
  ', ': '、',
  'For example a head alone on ({x}, {y}) can leave {n} positions worth {values}; the smallest value missing is {value}, so {x} ⊗ {y} = {value} (not 4).': '例如，({x}, {y}) 上单独的正面可以留下 {n} 个局面，值为 {values}；其中没有出现的最小值是 {value}，所以 {x} ⊗ {y} = {value}（不是 4）。',
  'For example a head alone on ({x}, {y}) can leave {n} position worth {values}; the smallest value missing is {value}, so {x} ⊗ {y} = {value} (not 4).': '例如，({x}, {y}) 上单独的正面可以留下 {n} 个局面，值为 {values}；其中没有出现的最小值是 {value}，所以 {x} ⊗ {y} = {value}（不是 4）。',
  'For example a head alone on ({x}, {y}) can leave {n} positions worth {values}; the smallest value missing is {value}, so {x} ⊗ {y} = {value}.': '例如，({x}, {y}) 上单独的正面可以留下 {n} 个局面，值为 {values}；其中没有出现的最小值是 {value}，所以 {x} ⊗ {y} = {value}。',
  'For example a head alone on ({x}, {y}) can leave {n} position worth {values}; the smallest value missing is {value}, so {x} ⊗ {y} = {value}.': '例如，({x}, {y}) 上单独的正面可以留下 {n} 个局面，值为 {values}；其中没有出现的最小值是 {value}，所以 {x} ⊗ {y} = {value}。',
  'Turning Corners is a coin-turning game, so the grid is worth the XOR of its single heads (turning a coin twice undoes it). Over the board each coin shows what a head there is worth.':
    'Turning Corners 是一种翻硬币游戏，所以网格的值是各个正面单独的值的异或（一枚硬币翻两次等于没翻）。棋盘上每枚硬币上方标出了该处一个正面的值。',
  'A head alone on (x, y) is turned with the other corners (a, b), (a, y), (x, b) of a rectangle, a < x and b < y, leaving heads worth a⊗b ⊕ a⊗y ⊕ x⊗b. So its value is mex{a⊗b ⊕ a⊗y ⊕ x⊗b : a < x, b < y} — exactly the definition of the nim-product x ⊗ y. Coins in row 0 or column 0 are worth 0: they are never the far corner.':
    '(x, y) 上单独的正面与矩形的另外三个角 (a, b)、(a, y)、(x, b)（a < x，b < y）一起翻，留下的正面值为 a⊗b ⊕ a⊗y ⊕ x⊗b。所以它的值是 mex{a⊗b ⊕ a⊗y ⊕ x⊗b : a < x, b < y}——这正是 Nim 积 x ⊗ y 的定义。第 0 行或第 0 列的硬币值为 0：它们永远不会是离原点最远的那个角。',
  'Nim-products are not ordinary products: 2 ⊗ 2 = 3 and 4 ⊗ 4 = 6 (row 4, column 4 of the table), because a Fermat 2-power F = 2, 4, 16, 256, … times itself is 3F/2; 2 ⊗ 3 = 1 and 3 ⊗ 3 = 2. With them the numbers below 2^(2^k) form a field, and the table is its multiplication table.':
    'Nim 积不是普通的乘积：2 ⊗ 2 = 3，4 ⊗ 4 = 6（表中第 4 行第 4 列），因为费马 2-幂 F = 2、4、16、256、……与自身的 Nim 积是 3F/2；2 ⊗ 3 = 1，3 ⊗ 3 = 2。用这种乘法，小于 2^(2^k) 的数构成一个域，这张表就是它的乘法表。',
  'Nim-products are not ordinary products: 2 ⊗ 2 = 3 and 4 ⊗ 4 = 6, because a Fermat 2-power F = 2, 4, 16, 256, … times itself is 3F/2; 2 ⊗ 3 = 1 and 3 ⊗ 3 = 2. With them the numbers below 2^(2^k) form a field, and the table is its multiplication table.':
    'Nim 积不是普通的乘积：2 ⊗ 2 = 3，4 ⊗ 4 = 6，因为费马 2-幂 F = 2、4、16、256、……与自身的 Nim 积是 3F/2；2 ⊗ 3 = 1，3 ⊗ 3 = 2。用这种乘法，小于 2^(2^k) 的数构成一个域，这张表就是它的乘法表。',
  'Heads on {coins}: worth {values} → {sg}.': '正面在 {coins}：值为 {values} → {sg}。',
  'No coin shows heads: there is no move left. SG = 0.': '没有正面朝上的硬币：无棋可走。SG = 0。',
  'The two corners must be in different rows and different columns: a move turns the four corners of a rectangle.': '两个角必须在不同的行和不同的列：一步翻转一个矩形的四个角。',
  'Turning Corners (coins)': 'Turning Corners（二维翻硬币游戏）',
  'grid': '网格',
  'A grid of coins where a move turns the four corners of a rectangle: a head on (x, y) is worth the nim-product x ⊗ y.':
    'Turning Corners（二维翻硬币游戏）：一格硬币，每步翻转一个矩形的四个角，且离原点最远的角必须由正面翻成反面。(x, y) 上的正面值为 Nim 积 x ⊗ y，整个网格的 SG 值是各正面的值的异或。经典题：HDU 3404（Nim 积）。',
  'Turning Corners with heads at (1, 3), (3, 2) and (4, 4): find the winning move (the book finds it unique).': 'Turning Corners，正面在 (1, 3)、(3, 2) 和 (4, 4)：找出必胜走法（书中指出它是唯一的）。',
  '§5.2, the position (5) in Turning Corners': '§5.2，Turning Corners 中的局面 (5)',
  'Find 6 ⊗ 21: the SG value of a single heads at (6, 21) in Turning Corners.': '求 6 ⊗ 21：Turning Corners 中 (6, 21) 上单独一个正面的 SG 值。',
  '§5.5, Exercise 6(a)': '§5.5，习题 6(a)',
  'Turning Corners: three heads': 'Turning Corners：三个正面',
  'Turning Corners: heads on (2, 2) and (4, 4)': 'Turning Corners：正面在 (2, 2) 和 (4, 4)',
  'Turning Corners: a P-position (2⊗2 = 3 = 1⊗3)': 'Turning Corners：必败态（2⊗2 = 3 = 1⊗3）',
  'Turning Corners: a 6 × 6 grid': 'Turning Corners：6 × 6 的网格',
  'grid {i}': '第 {i} 个网格',
  'click to turn it over': '点击翻转它',
  'chosen as a corner; click again to let it go': '已选作一个角；再点一次取消',
  'click to make it the opposite corner': '点击把它作为对角',
  'click to choose it as one corner of a rectangle': '点击选它作矩形的一个角',
  '{name}, row {r}, column {c}: {state}; {how}': '{name}，第 {r} 行第 {c} 列：{state}；{how}',
  'heads': '正面',
  'tails': '反面',
  '{what} — a winning move turns it from heads to tails': '{what}——必胜走法把它从正面翻成反面',
  '{what} — a winning move turns it': '{what}——必胜走法会翻它',
  'Coin ({r}, {c}) chosen as one corner: click the opposite corner of the rectangle (its corner farthest from (0, 0) must show heads).': '已选硬币 ({r}, {c}) 作为一个角：请点击矩形的对角（离 (0, 0) 最远的角必须是正面）。',
  'Coin ({r}, {c}) let go.': '已取消硬币 ({r}, {c})。',
  'rows': '行数',
  'columns': '列数',
  'The number of rows': '行数',
  'The number of columns': '列数',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.corners.title': '翻角游戏',
  'game.corners.notation': '用 "/" 分隔的几行硬币，"H" 为正面，"T" 为反面；一步翻转一个矩形的四个角，其中离左上角最远的那个角要从正面翻成反面，例如 corners:TTT/THT/TTH',
  'err.corners.coin': '"{0}" 不是硬币：硬币方阵是由 "H"（正面）和 "T"（反面）组成、用 "/" 分隔的几行，例如 corners:TH/HT',
  'err.corners.byte': '字节 {0} 不是硬币：硬币方阵是由 "H" 和 "T" 组成、用 "/" 分隔的几行',
  'err.corners.row': '应为一行硬币，"H"（正面）和 "T"（反面）',
  'err.corners.columns': '第 {0} 个字符处：硬币方阵最多有 {1} 列（这一行有 {2} 个）',
  'err.corners.uneven': '第 {0} 行有 {1} 枚硬币，而第 0 行有 {2} 枚：方阵每一行的硬币数相同',
  'err.corners.uneven.one': '第 {0} 行有 {1} 枚硬币，而第 0 行有 {2} 枚：方阵每一行的硬币数相同',
  'err.corners.rows': '第 {0} 个字符处：硬币方阵最多有 {1} 行',
  'move.corners.turn': '翻转四个角 {0} {1} {2} {3}',
  'refuse.corners.how': '一步翻转一个矩形的四个角，写作 A.B-X.Y：行 A < X，列 B < Y，从 0 开始数，且第 X 行第 Y 列的硬币是正面',
  'refuse.corners.grid': '方阵的行为 0 到 {0}，列为 0 到 {1}',
  'refuse.corners.order': '先写的角必须在另一个角的左上方：A < X 且 B < Y（{0}）',
  'refuse.corners.tails': '({0},{1}) 处的硬币是反面：离 (0,0) 最远的角必须从正面翻成反面',
};
