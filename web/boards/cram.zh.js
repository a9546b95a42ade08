// boards/cram.zh.js — Cram (放骨牌) in Simplified Chinese.

export default {
  // the card
  'Cram (dominoes)': 'Cram（放骨牌）',
  'board': '棋盘',
  'Players take turns placing a domino on two free cells side by side, across or down; whoever cannot place one loses. Its values have no formula: they are found by search, as in the published tables.':
    'Cram（放骨牌）：双方轮流把一张骨牌横放或竖放在两个相邻的空格上；放不下的一方输。它的 SG 值没有公式：要靠搜索求出，和已发表的表格一样。1 × n 的棋盘就是 Dawson 的 Kayles（八进制游戏 0.07）；偶数 × 偶数的空棋盘用中心对称的模仿策略，后手必胜。',
  'Cram 4 × 5 (*2, from the published table)': 'Cram 4 × 5（*2，见已发表的表格）',
  'Cram 4 × 4: the second player mirrors': 'Cram 4 × 4：后手中心对称模仿',
  'Cram 3 × 4: the first player takes the centre': 'Cram 3 × 4：先手占中心',
  "Cram 1 × 9: Dawson's Kayles": 'Cram 1 × 9：Dawson 的 Kayles',
  'A board in pieces': '分成几块的棋盘',
  'Cram beside a Nim heap': 'Cram 加一堆 Nim',
  // the board
  'board {i}': '棋盘 {i}',
  'click to take it': '点击占用此格',
  'click to free it': '点击空出此格',
  'taken': '已占用',
  'free': '空格',
  'chosen: click it again to let it go': '已选中：再点一次取消',
  'click to place a domino here and on the chosen cell': '点击在这里和已选中的格子上放一张骨牌',
  'click (or drag to the cell beside it) to place a domino': '点击（或拖到相邻格）放一张骨牌',
  '{name}, row {r}, column {c}: {state}; {how}{win}': '{name}，第 {r} 行第 {c} 列：{state}；{how}{win}',
  ' — part of a winning domino': '——必胜走法的骨牌经过这里',
  // gestures and fields
  'A domino covers two cells side by side, in one row or one column.': '一张骨牌盖住同一行或同一列中相邻的两格。',
  'That cell is taken: a domino goes on two free cells.': '这一格已被占用：骨牌只能放在两个空格上。',
  'Cell {cell} chosen: click a free cell beside it (across or down) for the domino.': '已选中格子 {cell}：再点击它旁边（左右或上下）的一个空格放骨牌。',
  'Cell {cell} let go.': '已取消选中格子 {cell}。',
  'rows': '行数',
  'columns': '列数',
  'The number of rows': '行数',
  'The number of columns': '列数',
  // the "why" notes
  "A domino covers two free cells side by side. After a few moves the free cells fall apart into regions that no domino joins: each region is a game of its own, and the board is worth the XOR of their values (the Sprague–Grundy theorem). The engine finds each region's value by a search that keeps every region it has valued, recognises a region turned or mirrored, and prunes with bounds on the values (Lemoine and Viennot; Beling and Rogalski).":
    '一张骨牌盖住两个相邻的空格。走几步之后，空格会分裂成互不相连（没有骨牌能同时盖住）的几块区域：每块区域自成一个游戏，整个棋盘的值是各区域值的异或（Sprague–Grundy 定理）。引擎用搜索求每块区域的值：记住所有算过的区域，认出旋转或翻转后相同的区域，并用值的上下界剪枝（Lemoine 与 Viennot；Beling 与 Rogalski）。',
  '{name} ({n} cell) worth {sg}': '{name}（{n} 格）值为 {sg}',
  '{name} ({n} cells) worth {sg}': '{name}（{n} 格）值为 {sg}',
  'Regions: {list} → XOR {sg}.': '区域：{list} → 异或为 {sg}。',
  "A single row of n free cells is Dawson's Kayles (the octal game 0.07 on n pins): a domino takes two neighbouring cells, as that game knocks down two neighbouring pins.":
    '一行 n 个空格就是 Dawson 的 Kayles（n 根木桩上的八进制游戏 0.07）：一张骨牌占两个相邻格子，正如那个游戏一次击倒两根相邻的木桩。',
  'Symmetry: the free cells are their own image under a half turn about the centre, and no cell or domino sits on the centre. Whatever domino the player to move places, the other player places its image — always still free — so the player to move runs out of moves first: value 0. The cells marked alike are images of each other.':
    '对称：空格绕中心旋转半圈后与自身重合，且中心上没有格子或骨牌。先手无论放哪张骨牌，对手都放它的对称像——那里总是空的——所以先手先无路可走：值为 0。标记相同的格子互为对称像。',
  'Symmetry: the free cells are their own image under a half turn about the centre, but one domino, {centre}, is its own image. The first player places it; from then on every domino has a free image, and answering each move by its image wins. So the first player wins (an even-by-odd board, for one).':
    '对称：空格绕中心旋转半圈后与自身重合，但有一张骨牌 {centre} 是它自己的对称像。先手先放它；此后每张骨牌的对称像都是空的，用对称像回应每一步即可获胜。所以先手必胜（例如偶数 × 奇数的棋盘）。',
  "An empty even-by-even board is lost for the player to move in normal play (the second player answers each domino by its image under a half turn). The cells taken here break that symmetry: the search finds this board's value.":
    '正常规则下，空的偶数 × 偶数棋盘先手必败（后手用旋转半圈后的对称像回应每张骨牌）。这里已被占的格子打破了这种对称：这个棋盘的值由搜索求出。',
  "An empty even-by-even board is lost for the player to move in normal play (the second player answers each domino by its image under a half turn). The cells taken here break that symmetry: the search finds this board's value, {sg}.":
    '正常规则下，空的偶数 × 偶数棋盘先手必败（后手用旋转半圈后的对称像回应每张骨牌）。这里已被占的格子打破了这种对称：搜索求出这个棋盘的值为 {sg}。',
  'In normal play (the last move wins): symmetry: the free cells are their own image under a half turn about the centre, and no cell or domino sits on the centre. Whatever domino the player to move places, the other player places its image — always still free — so the player to move runs out of moves first: value 0. The cells marked alike are images of each other.':
    '正常规则下（走最后一步者胜）：对称：空格绕中心旋转半圈后与自身重合，且中心上没有格子或骨牌。先手无论放哪张骨牌，对手都放它的对称像——那里总是空的——所以先手先无路可走：值为 0。标记相同的格子互为对称像。',
  'In normal play (the last move wins): symmetry: the free cells are their own image under a half turn about the centre, but one domino, {centre}, is its own image. The first player places it; from then on every domino has a free image, and answering each move by its image wins. So the first player wins (an even-by-odd board, for one).':
    '正常规则下（走最后一步者胜）：对称：空格绕中心旋转半圈后与自身重合，但有一张骨牌 {centre} 是它自己的对称像。先手先放它；此后每张骨牌的对称像都是空的，用对称像回应每一步即可获胜。所以先手必胜（例如偶数 × 奇数的棋盘）。',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.cram.title': 'Cram',
  'game.cram.notation': '一个 RxC 的棋盘（cram:4x5），或由 "."（空）和 "#"（已占）组成、用 "/" 连接的几行；一步在两个相邻的空格上放一张骨牌，写作 行.列-行.列（2.3-2.4）',
  'word.cram.rows': 'Cram 棋盘的行数',
  'word.cram.columns': 'Cram 棋盘的列数',
  'err.cram.x': '应为 "x" 和列数，如 cram:4x5',
  'err.cram.size': 'Cram 棋盘是 RxC（cram:4x5），或由 "." 和 "#" 组成、用 "/" 连接的几行',
  'err.cram.row': '应为由 "."（空）和 "#"（已占）组成的一行',
  'err.cram.body': 'Cram 棋盘是 RxC（cram:4x5），或由 "."（空）和 "#"（已占）组成、用 "/" 连接的几行',
  'err.cram.wide': '第 {0} 个字符处：Cram 的一行最多有 {1} 格（这一行有 {2} 格）',
  'err.cram.uneven': 'Cram 棋盘每一行一样长（第一行有 {0} 格，这一行有 {1} 格）',
  'err.cram.tall': '第 {0} 个字符处：Cram 棋盘最多有 {1} 行',
  'err.cram.made': 'Cram 的一行由 "."（空）和 "#"（已占）组成，各行用 "/" 连接',
  'err.cram.region': 'Cram：一个有 {0} 个空格的区域跨 {1} 行 {2} 列；区域的行数乘列数不超过 {3} 时才搜索（更大的区域只有在旋转半周后与自身重合时才处理，其值为 0）',
  'move.cram.across': '在格 {0} 和 {1} 上放一张骨牌：横放在第 {2} 行，第 {3}-{4} 列',
  'move.cram.down': '在格 {0} 和 {1} 上放一张骨牌：竖放在第 {2} 列，第 {3}-{4} 行',
  'refuse.cram.how': '一步指定一张骨牌的两个格子，各写作 行.列，例如 2.3-2.4（横放）或 2.3-3.3（竖放）',
  'refuse.cram.board': '棋盘的行为 1 到 {0}，列为 1 到 {1}',
  'refuse.cram.side': '一张骨牌盖住同一行或同一列中相邻的两格',
  'refuse.cram.taken': '格 {0}.{1} 已被占',
  'word.cram.fits': 'Cram：搜索要求一个有 {0} 个空格的区域的值；在这个上限内能求出约不超过 {1} 个空格的区域（命令行可用 --work 放宽上限）',
};
