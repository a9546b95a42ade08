// boards/chomp.zh.js — Chomp (吃巧克力) in Simplified Chinese.

export default {
  // the card
  'Chomp': 'Chomp（吃巧克力）',
  'bar': '巧克力',
  'A bar of chocolate with a poisoned top-left square: a bite eats a square and everything below and to the right of it, and whoever must take the poisoned square loses. Every rectangle is a first-player win, but the proof does not say how: the search does.':
    'Chomp（吃巧克力）：一块巧克力，左上角那格有毒；每一口吃掉一格以及它右下方的全部格子，被迫吃有毒那格的人输。用策略偷取（反证法）可证每个矩形都是先手必胜，但证明不告诉你怎么赢：搜索会告诉你。',
  'Chomp 4 × 5: strategy stealing says it is won': 'Chomp 4 × 5：策略偷取说明先手必胜',
  'An L with equal arms: a P-position': '两臂等长的 L 形：必败态',
  'Rows of 5, 3 and 1': '三行，分别为 5、3、1',
  'Two rows, one square apart: lost': '两行，相差一格：先手必败',
  'Three rows of 10': '三行，每行 10 格',
  'A square: bite at (2, 2)': '正方形：咬 (2, 2)',
  'Chomp beside a Nim heap': 'Chomp 加一堆 Nim',
  'a row of {n} squares is more than this page draws square by square ({max})': '一行 {n} 格超出了本页逐格绘制的上限（{max}）',
  // the board
  'bar {i}': '巧克力 {i}',
  'grow the bar to here': '把巧克力扩大到这里',
  'the poisoned square: never bitten': '有毒的那格：永远不会被咬',
  'bite here (eats this square and everything below and right of it)': '咬这里（吃掉这一格及其右下方的全部格子）',
  'bite here (eats this square and everything below and right of it) — a winning bite': '咬这里（吃掉这一格及其右下方的全部格子）——必胜走法',
  'eat it and everything below and right of it': '吃掉它及其右下方的全部格子',
  '{name}, row {r}, column {c}: {how}': '{name}，第 {r} 行第 {c} 列：{how}',
  'row {r}, column {c}': '第 {r} 行第 {c} 列',
  '; ': '；',
  'The search finds the winning bites: {list}.': '搜索找到的必胜走法：{list}。',
  'The search finds the winning bite: {list}.': '搜索找到的必胜走法：{list}。',
  // gestures and fields
  'The poisoned square is never bitten: whoever has only it left has lost.': '有毒的那格永远不会被咬：只剩它的一方已经输了。',
  'The poisoned square stays: the bar always has it.': '有毒的那格保留：巧克力上总有它。',
  'rows': '行数',
  'columns': '列数',
  'The number of rows': '行数',
  'The number of columns': '列数',
  // the "why" notes
  'The poisoned square is never bitten: the player left with only it cannot move and loses. A bite takes its square and every square below and to the right, so what is left is always a staircase of rows that never grow downwards.':
    '有毒的那格永远不会被咬：只剩它的一方无路可走，输。一口吃掉所咬的格子及其右下方的全部格子，所以剩下的总是一个阶梯形：各行从上到下不会变长。',
  "Strategy stealing: a rectangle ({r} × {c}) is won by the first player. Suppose it were lost: then the bite at the bottom-right corner alone would have a winning answer. But that answer's bite eats the corner too, so the first player could have made it at once — a contradiction. The argument says nothing of which bite wins; the engine's search finds it, drawn on the bar.":
    '策略偷取：矩形（{r} × {c}）先手必胜。假设先手必败，那么只咬右下角一格之后，后手就有一个必胜的回应。但那一口也会把右下角吃掉，先手本可以一开始就咬那里——矛盾。这个论证没有说出哪一口能赢；引擎的搜索找到了它，画在巧克力上。',
  'An L whose two arms are equal is lost for the player to move: whatever the first player bites from one arm, the second bites the same from the other (the mirror image over the diagonal), until only the poisoned square is left.':
    '两臂等长的 L 形先手必败：先手从一臂咬多少，后手就从另一臂咬同样多（关于对角线的镜像），直到只剩有毒的那格。',
  'Two rows, the first one square longer: lost for the player to move (whatever is bitten, the answer restores "one longer").':
    '两行，第一行比第二行长一格：先手必败（无论咬哪里，对手都能恢复“长一格”）。',
  'One row: bite just right of the poisoned square, and the opponent is left with it alone.': '一行：咬有毒那格右边紧挨着的一格，对手就只剩有毒的那格了。',
  'The poisoned square is never bitten. In misère play the player left with only it cannot move and so wins: whoever bites last, leaving it alone, loses. A bite takes its square and every square below and to the right, so what is left is always a staircase of rows that never grow downwards.':
    '毒格永远不会被吃掉。反常规则下，只剩毒格的玩家无法走棋，因而获胜：谁最后咬一口、只留下毒格，谁就输。每咬一口都会吃掉该格及其右下方的所有格子，所以剩下的总是一个各行从上到下不变长的阶梯形。',
  'In misère play a bar of two squares is lost for the player to move: the only bite leaves the poisoned square alone, and the opponent, who cannot move, wins.':
    '反常规则下，两格的巧克力先手必败：唯一的一口只留下毒格，无法走棋的对手获胜。',
  'Strategy stealing: a rectangle ({r} × {c}) is won by the first player (in misère play too, as the bite at the corner leaves more than the poisoned square). Suppose it were lost: then the bite at the bottom-right corner alone would have a winning answer. But that answer\'s bite eats the corner too, so the first player could have made it at once — a contradiction. The argument says nothing of which bite wins; the engine\'s search finds it, drawn on the bar.':
    '策略窃取：矩形（{r} × {c}）先手必胜（反常规则下也是，因为咬角上那一口后剩下的不止毒格）。假设先手必败：那么只咬右下角这一口必有一个制胜的应对。但那个应对也会吃掉这个角，所以先手本可以直接走它——矛盾。这个论证说不出哪一口能赢；引擎的搜索会找到它，并画在巧克力上。',
  'In normal play: an L whose two arms are equal is lost for the player to move: whatever the first player bites from one arm, the second bites the same from the other (the mirror image over the diagonal), until only the poisoned square is left.':
    '正常规则下：两臂相等的 L 形先手必败：先手从一臂咬多少，后手就从另一臂咬同样多（关于对角线的镜像），直到只剩毒格。',
  'In normal play: two rows, the first one square longer: lost for the player to move (whatever is bitten, the answer restores "one longer").':
    '正常规则下：两行且第一行长一格：先手必败（无论咬哪里，应对都能恢复“长一格”）。',
  'Two rows: a bite that leaves the first row one square longer than the second wins.':
    '两行：咬后使第一行比第二行长一格的那一口必胜。',
  'In normal play: two rows: a bite that leaves the first row one square longer than the second wins.':
    '正常规则下：两行：咬后使第一行比第二行长一格的那一口必胜。',
  'One row of two: in misère play the only bite leaves the poisoned square alone, so the player to move loses.':
    '一行两格：反常规则下唯一的一口只留下毒格，所以先手必败。',
  'One row: in misère play bite at column 3, leaving the poisoned square and one more; the opponent must eat that one and leave you the poisoned square alone.':
    '一行：反常规则下咬第 3 列，留下毒格和另一格；对手只能吃掉那一格，把毒格单独留给你。',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.chomp.title': 'Chomp',
  'game.chomp.notation': '从上往下的各行长度，用 "/" 连接且不增（chomp:5/3/1），或 RxC；左上角的方块有毒；在 r.c 咬一口会吃掉第 r 行及以下、第 c 列及以右的所有方块',
  'word.chomp.row': '一行的方块数',
  'word.chomp.columns': 'Chomp 巧克力的列数',
  'err.chomp.rows': '第 {0} 个字符处：Chomp 巧克力最多有 {1} 行',
  'err.chomp.grow': '从上往下各行不会变长（{1} 之后是 {0}）：咬一口会吃掉右下方的全部',
  'err.chomp.body': 'Chomp 巧克力是从上往下的各行长度，用 "/" 连接（chomp:5/3/1），或 RxC（chomp:4x7）',
  'move.chomp.bite': '在第 {0} 行第 {1} 列咬一口（{2} 块）',
  'move.chomp.bite.one': '在第 {0} 行第 {1} 列咬一口（{2} 块）',
  'refuse.chomp.how': '咬一口要指定一个方块，行.列，例如 2.3（行和列从左上角起从 1 开始数）',
  'refuse.chomp.poison': '左上角的方块有毒：永远不会被咬（只剩它时轮到的一方已经输了）',
  'refuse.chomp.square': '第 {0} 行第 {1} 列没有方块',
  'word.chomp.fits': 'Chomp：{1} 行共 {0} 个方块的巧克力；在这个上限内能求出约不超过 {2}x{2} 的巧克力（命令行可用 --work 放宽上限）',
  'word.chomp.fits3': 'Chomp：共 {0} 个方块、长 {1} 的巧克力；{3} 行（或 {3} 列）的巧克力在这个上限内能求出约不超过 {2} 长（命令行可用 --work 放宽上限）',
};
