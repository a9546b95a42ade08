// boards/wythoff.zh.js — Wythoff's game (威佐夫博弈) in Simplified Chinese.

export default {
  // the card
  "Wythoff's game": '威佐夫博弈',
  'queen': '皇后',
  'Two heaps: take from one, or the same number from both — a queen moving towards the corner. The losing positions follow the golden ratio.':
    '威佐夫博弈：两堆石子，每次从一堆取任意多个，或从两堆取同样多个——就是一枚向角落移动的皇后。必败态由黄金分割比给出。经典题：HDU 1527 / POJ 1067（取石子游戏）、HDU 2177（还要给出必胜走法）。',
  "Wythoff's game (a queen moving left, up or diagonally toward the corner): what is the SG value of the square (4, 6)?":
    '威佐夫博弈（皇后向左、向上或沿对角线朝角落移动）：格子 (4, 6) 的 SG 值是多少？',
  // examples
  'Queen on (6, 9): one winning move': '皇后在 (6, 9)：唯一的必胜走法',
  'A cold position: (3, 5)': '冷局面：(3, 5)',
  'Queen on (4, 4): straight to the corner': '皇后在 (4, 4)：直奔角落',
  'Two queens: (4, 7) and (9, 6)': '两个皇后：(4, 7) 与 (9, 6)',
  'Heaps of 10^18 and 10^18 − 1': '两堆分别为 10^18 与 10^18 − 1',
  'A cold pair near 10^18: k = 10^17': '10^18 附近的冷局面：k = 10^17',
  'Misère: (2, 2) is cold': '反常规则：(2, 2) 是冷局面',
  'Misère: queen on (5, 7)': '反常规则：皇后在 (5, 7)',
  'Wythoff queen beside a Nim heap': '威佐夫皇后加一堆 Nim',
  // the board
  'queen {i}': '皇后 {i}',
  'the queen; drag her to another cell': '皇后；把她拖到另一格',
  'the queen': '皇后',
  'click to put the queen here': '点击把皇后放到这里',
  'click to move the queen here': '点击把皇后移到这里',
  'the queen cannot reach it': '皇后走不到这里',
  '{name}, cell ({i}, {j}){cold}: {how}{win}': '{name}，格子 ({i}, {j}){cold}：{how}{win}',
  ', a cold cell (P-position)': '，冷格（必败态）',
  ' — a winning move': '——必胜走法',
  'heap {h}: {n}': '堆 {h}：{n}',
  'queen {i}, heap {h}': '皇后 {i}，堆 {h}',
  'Position ({x}, {y}), difference {d}.': '局面 ({x}, {y})，差为 {d}。',
  'Cold pair with that difference: (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b}) — this position.': '差为此值的冷局面：(⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b})——正是这个局面。',
  'Cold pair with that difference: (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b}).': '差为此值的冷局面：(⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b})。',
  'Winning move to ({x}, {y}).': '必胜走法：走到 ({x}, {y})。',
  // the SG table under the board
  'Size of the SG table': 'SG 表的大小',
  "SG values of Wythoff's game: x across, y down, 0 in black": '威佐夫博弈的 SG 值：x 向右，y 向下，0 为黑色',
  'SG table of the corner (values by mex)': '角落的 SG 表（用 mex 求值）',
  'size': '大小',
  'misère P-positions': '反常规则下的必败态',
  'x across, y down. Black: SG 0 — the cold positions, along two lines of slopes φ and 1/φ. Colour: larger values lighter.':
    'x 向右，y 向下。黑色：SG 为 0——冷局面，落在斜率为 φ 与 1/φ 的两条直线附近。彩色：值越大颜色越浅。',
  'Point at a cell to read its value; click it to go there.': '指向一格可读出它的值；点击即走到那里。',
  'Computing {n} × {n}…': '正在计算 {n} × {n}…',
  '{n} × {n} ({cells} cells) fetched and drawn in {ms} ms (drawing: {draw} ms).': '{n} × {n}（{cells} 格）取得并画出用时 {ms} ms（绘制：{draw} ms）。',
  'The table could not be made: {why}': '无法生成此表：{why}',
  'SG({x}, {y}) = {v}{p}{mp}': 'SG({x}, {y}) = {v}{p}{mp}',
  ' — a P-position': '——必败态',
  ' (misère: a P-position)': '（反常规则下：必败态）',
  // the "why" notes
  "Wythoff's game is a queen on a board moving left, up or diagonally towards the corner (0, 0); whoever moves her into the corner wins. In heaps: take any number from one heap, or the same number from both.":
    '威佐夫博弈是棋盘上的一枚皇后，向左、向上或沿对角线朝角落 (0, 0) 移动；把她走进角落的人获胜。换成石子堆：从一堆取任意多个，或从两堆取同样多个。',
  'The cold positions (P-positions) are built by the mex rule: a_k is the smallest number not yet used, b_k = a_k + k. So (0, 0), then {first}, … — every number appears exactly once, and each difference k once. A cold position has no move to another: the same row, column or diagonal never holds two.':
    '冷局面（必败态）可用 mex 规则构造：a_k 是还没用过的最小的数，b_k = a_k + k。于是得到 (0, 0)，然后 {first}，…——每个数恰好出现一次，每个差 k 也恰好出现一次。冷局面走不到另一个冷局面：同一行、同一列或同一对角线上从不会有两个。',
  'Wythoff (1907) found them in closed form: a_k = ⌊kφ⌋ and b_k = ⌊kφ²⌋ = a_k + k, with φ = (1 + √5)/2 the golden ratio. Since 1/φ + 1/φ² = 1, the two Beatty sequences ⌊kφ⌋ and ⌊kφ²⌋ split the positive whole numbers between them — which is exactly the mex construction. On the board the cold cells lie near two lines through the corner, of slopes φ and 1/φ.':
    'Wythoff（1907）给出了通项：a_k = ⌊kφ⌋，b_k = ⌊kφ²⌋ = a_k + k，其中 φ = (1 + √5)/2 是黄金分割比。因为 1/φ + 1/φ² = 1，两个 Beatty 数列 ⌊kφ⌋ 与 ⌊kφ²⌋ 恰好把正整数分成两半——这正是 mex 构造。棋盘上，冷格落在过角落、斜率为 φ 与 1/φ 的两条直线附近。',
  'Here: ({x}, {y}), difference {d}. The cold pair with that difference is (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b}); it is this position: the player to move loses.':
    '这里：({x}, {y})，差为 {d}。差为此值的冷局面是 (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b})；正是这个局面：先手必败。',
  'Here: ({x}, {y}), difference {d}. The cold pair with that difference is (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b}); this position is hot — a move along a row, a column or the diagonal reaches a cold one.':
    '这里：({x}, {y})，差为 {d}。差为此值的冷局面是 (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b})；这个局面是热的——沿行、列或对角线走一步就能到达冷局面。',
  'Its SG value is not computed this far out (the table reaches heaps below 1024); that it is 0 or not is still exact.':
    '这么远的局面不计算 SG 值（表只覆盖小于 1024 的堆）；但它是否为 0 仍是精确的。',
  "Its SG value is {sg} (by mex over its row, column and diagonal — see the SG table under the board). The values are not as simple as Nim's: only the zeros follow φ.":
    '它的 SG 值是 {sg}（对所在行、列和对角线取 mex——见棋盘下的 SG 表）。这些值不像 Nim 那样简单：只有 0 的位置遵循 φ。',
  'Misère Wythoff: the cold positions are the same, except that (0, 0), (1, 2), (2, 1) give way to (0, 1), (1, 0), (2, 2).':
    '反常规则下的威佐夫博弈：冷局面不变，只是 (0, 0)、(1, 2)、(2, 1) 换成 (0, 1)、(1, 0)、(2, 2)。',
  // gestures and fields
  'Point at a cell of the table first.': '请先指向表中的一格。',
  'The queen is here: drag her, or click another cell.': '皇后在这里：拖动她，或点击另一格。',
  'The queen is here: click the cell she should move to.': '皇后在这里：点击她要去的格子。',
  'There is no stone there: click a stone to take it and all above it.': '那里没有石子：点击一颗石子，取走它和它上面的全部石子。',
  'Heap x': '堆 x',
  'Heap y': '堆 y',
  'Here: ({x}, {y}), difference {d}. The cold pair with that difference is (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b}); in normal play it is this position: the player to move loses.':
    '这里：({x}, {y})，差为 {d}。差为此值的冷局面是 (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b})；正常规则下正是这个局面：先手必败。',
  'Here: ({x}, {y}), difference {d}. The cold pair with that difference is (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b}); in normal play this position is hot — a move along a row, a column or the diagonal reaches a cold one.':
    '这里：({x}, {y})，差为 {d}。差为此值的冷局面是 (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b})；正常规则下这个局面是热的——沿行、列或对角线走一步就能到达冷局面。',
  'In misère play this position is cold: the player to move loses.':
    '反常规则下这个局面是冷的：先手必败。',
  'In misère play this position is hot: the player to move wins.':
    '反常规则下这个局面是热的：先手必胜。',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.wythoff.title': '威佐夫博弈',
  'game.wythoff.notation': '两堆 x/y；一步从一堆中取，或从两堆中取同样多，例如 wythoff:3/5',
  'misere.wythoff': '反常威佐夫博弈：必败态与正常规则下相同，只是 (0,0)、(1,2) 和 (2,1) 换成了 (0,1)、(1,0) 和 (2,2)',
  'err.wythoff.body': '威佐夫博弈是两堆，例如 wythoff:3/5',
  'move.wythoff.both': '从两堆各取 {0} 颗（{1}/{2} → {3}/{4}）',
  'move.wythoff.first': '从第一堆取 {0} 颗（{1}/{2} → {3}/{4}）',
  'move.wythoff.second': '从第二堆取 {0} 颗（{1}/{2} → {3}/{4}）',
  'refuse.wythoff.empty': '两堆都空了',
  'refuse.wythoff.take': '一步从一堆中取若干颗，或从两堆中取同样多，写作 {0}/{1}>X/Y（从 {0}/{1} 到 X/Y）',
  'word.wythoff.ab': '各堆的大小（a 和 b）',
  'word.wythoff.most': '引擎的威佐夫堆最多到 10^18',
  'judge.wythoff.answers': '1 / 0',
};
