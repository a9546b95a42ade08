// boards/moore.zh.js — Moore's Nim_k (K-Nim) in Simplified Chinese.

export default {
  // the card
  "Moore's Nim": 'Moore 的 Nim（Nim-k）',
  'heaps': '堆组',
  'Nim where a move may take from up to k heaps at once; the losing positions are read off the binary columns, counted modulo k + 1.':
    'Moore 的 Nim（Nim-k，也叫 K-Nim）：每步可以同时从至多 k 堆中取石子；必败态看二进制的每一列：每一列 1 的个数都是 k + 1 的倍数。k = 1 就是尼姆博弈。',
  "Moore's Nim with k = 2 (a move takes from one or two heaps): find a winning move.": 'Moore 的 Nim，k = 2（每步从一堆或两堆中取）：找出一个必胜走法。',
  "after §2.6, Exercise 7 (Moore's Nim_k)": '§2.6 习题 7 之后（Moore 的 Nim_k）',
  // examples
  'Nim_2 on 3, 5, 6': 'Nim_2：3、5、6',
  'Nim_2: 7, 7, 7 is a P-position': 'Nim_2：7、7、7 是必败态',
  'Nim_2 on 1, 2, 4, 7 (two winning moves… or more?)': 'Nim_2：1、2、4、7（两个必胜走法……还是更多？）',
  'Nim_1 is Nim: 3, 4, 5': 'Nim_1 就是 Nim：3、4、5',
  'Nim_3 on five heaps': 'Nim_3：五堆',
  'Nim_2 on heaps near 10^18': 'Nim_2：接近 10^18 的几堆',
  'Misère Nim_2: 1, 1, 1, 1 is a P-position': '反常规则 Nim_2：1、1、1、1 是必败态',
  'Misère Nim_2: 2, 1, 1': '反常规则 Nim_2：2、1、1',
  // the board
  'heaps {i}, heap {j}': '堆组 {i}，第 {j} 堆',
  'heap': '堆',
  '1s': '1 的个数',
  "Is every column's count of 1s a multiple of {m}?": '每一列 1 的个数都是 {m} 的倍数吗？',
  'No stones: a P-position (no move).': '没有石子：必败态（无路可走）。',
  '{n} columns are not a multiple of {m}: an N-position (normal play).': '有 {n} 列不是 {m} 的倍数：必胜态（正常规则）。',
  '{n} column is not a multiple of {m}: an N-position (normal play).': '有 {n} 列不是 {m} 的倍数：必胜态（正常规则）。',
  "Every column's count of 1s is a multiple of {m}: a P-position (normal play).": '每一列 1 的个数都是 {m} 的倍数：必败态（正常规则）。',
  // the "why" notes
  "Moore's Nim_{k}: a move takes stones from at least one and at most {k} heaps. Nim_1 is Nim. The heaps are not independent, so the whole group is one game.":
    'Moore 的 Nim_{k}：每步从至少一堆、至多 {k} 堆中取石子。Nim_1 就是 Nim。各堆并不独立，所以整组堆是一个游戏。',
  "Moore's Nim_{k}: a move takes stones from at least one and at most {k} heap. Nim_1 is Nim. The heaps are not independent, so the whole group is one game.":
    'Moore 的 Nim_{k}：每步从至少一堆、至多 {k} 堆中取石子。Nim_1 就是 Nim。各堆并不独立，所以整组堆是一个游戏。',
  "Moore's theorem (1910): write the heaps in binary; the position is a P-position exactly when, in every column, the number of heaps with a 1 there is a multiple of k + 1 = {m}. For k = 1 that is \"every column has an even count\", the nim-sum 0.":
    'Moore 定理（1910）：把各堆写成二进制；局面是必败态，当且仅当每一列上为 1 的堆数都是 k + 1 = {m} 的倍数。k = 1 时就是“每列 1 的个数为偶数”，即 Nim 和为 0。',
  "Why: from such a position a move lowers 1 to {k} heaps; in the highest column where a lowered heap changes, its bit goes from 1 to 0 (it becomes smaller there), so that column's count falls by 1 to {k} — no longer a multiple of {m}. From any other position, walk the columns from the top: lower a few heaps that have a 1 there (below it they may take any bits), and give 1s to heaps already lowered, so that every count becomes a multiple of {m}; at most {k} heaps are ever touched.":
    '为什么：从这样的局面出发，一步会减小 1 到 {k} 堆；在被减小的堆发生变化的最高一列，这些堆的该位从 1 变成 0（在那里变小），所以这一列的个数减少 1 到 {k}——不再是 {m} 的倍数。从其他任何局面出发，从最高列往下走：把该列为 1 的几堆减小（更低的位可以任意取），并给已经减小的堆补上 1，使每一列的个数都变成 {m} 的倍数；自始至终至多动到 {k} 堆。',
  "Why: from such a position a move lowers 1 to {k} heap; in the highest column where a lowered heap changes, its bit goes from 1 to 0 (it becomes smaller there), so that column's count falls by 1 to {k} — no longer a multiple of {m}. From any other position, walk the columns from the top: lower a few heaps that have a 1 there (below it they may take any bits), and give 1s to heaps already lowered, so that every count becomes a multiple of {m}; at most {k} heaps are ever touched.":
    '为什么：从这样的局面出发，一步会减小 1 到 {k} 堆；在被减小的堆发生变化的最高一列，这些堆的该位从 1 变成 0（在那里变小），所以这一列的个数减少 1 到 {k}——不再是 {m} 的倍数。从其他任何局面出发，从最高列往下走：把该列为 1 的几堆减小（更低的位可以任意取），并给已经减小的堆补上 1，使每一列的个数都变成 {m} 的倍数；自始至终至多动到 {k} 堆。',
  'none': '无',
  'Here: heaps {heaps}; counts of 1s by column (highest first): {counts}. Every count is a multiple of {m}: the player to move loses.':
    '这里：各堆为 {heaps}；各列 1 的个数（从最高列起）：{counts}。每个个数都是 {m} 的倍数：先手必败。',
  'Here: heaps {heaps}; counts of 1s by column (highest first): {counts}. Columns {cols} are not a multiple of {m}: the player to move wins.':
    '这里：各堆为 {heaps}；各列 1 的个数（从最高列起）：{counts}。位值为 {cols} 的这几列不是 {m} 的倍数：先手必胜。',
  'Here: heaps {heaps}; counts of 1s by column (highest first): {counts}. Column {cols} is not a multiple of {m}: the player to move wins.':
    '这里：各堆为 {heaps}；各列 1 的个数（从最高列起）：{counts}。位值为 {cols} 的那一列不是 {m} 的倍数：先手必胜。',
  'The SG value of this group is not computed (too many positions below it); whether it is 0 is still exact, from the columns.':
    '这组堆的 SG 值不计算（它下面的局面太多）；但它是否为 0 仍可从各列精确得出。',
  'Its SG value (by mex over every position below it) is {sg}; unlike Nim, it is not read off the columns — only 0 is.':
    '它的 SG 值（对它下面所有局面取 mex）是 {sg}；与 Nim 不同，它不能从各列读出——能读出的只有是否为 0。',
  'Misère Nim_{k} (Moore): with a heap of 2 or more, the same P-positions; with every heap at most 1, the player to move loses exactly when the number of one-stone heaps is 1 more than a multiple of {m}.':
    '反常规则下的 Nim_{k}（Moore）：只要有一堆不少于 2，必败态不变；每堆都至多为 1 时，先手必败当且仅当只有一颗石子的堆数是 {m} 的倍数加 1。',
  // the table in the "why" view
  "The heaps in binary. Moore's rule: every column's count of 1s a multiple of {m} ⇔ a P-position.": '各堆的二进制。Moore 规则：每一列 1 的个数都是 {m} 的倍数 ⇔ 必败态。',
  'count of 1s': '1 的个数',
  'multiple of {m}?': '是 {m} 的倍数？',
  'Every column passes: a P-position.': '每一列都满足：必败态。',
  'Some column fails: an N-position — a winning move fixes every column.': '有一列不满足：必胜态——必胜走法会让每一列都满足。',
  // gestures and fields
  'There is no stone there: click a stone to take it and all above it.': '那里没有石子：点击一颗石子，取走它和它上面的全部石子。',
  'heap {q} to {to}': '第 {q} 堆变为 {to}',
  'Chosen: {said}. Shift+click another heap (at most {k} in all), or click the last one without Shift to move; Escape lets them go.':
    '已选：{said}。按住 Shift 再点另一堆（总共至多 {k} 堆），或不按 Shift 点最后一堆即走出这一步；Esc 放弃所选。',
  'Nothing chosen.': '什么也没选。',
  'A move takes from 1 to k heaps': '每步从 1 到 k 堆中取',
  'sizes': '各堆大小',
  'Heap sizes separated by /': '各堆大小，用 / 分隔',
  'The number of heaps': '堆数',
  'Heap {n}': '第 {n} 堆',
  "Moore's Nim may have at most {n} heaps": 'Moore 的 Nim 最多 {n} 堆',
  'Here: heaps {heaps}; counts of 1s by column (highest first): {counts}. Every count is a multiple of {m}: in normal play the player to move loses.':
    '这里：各堆为 {heaps}；各列 1 的个数（从最高列起）：{counts}。每个个数都是 {m} 的倍数：正常规则下先手必败。',
  'Here: heaps {heaps}; counts of 1s by column (highest first): {counts}. Columns {cols} are not a multiple of {m}: in normal play the player to move wins.':
    '这里：各堆为 {heaps}；各列 1 的个数（从最高列起）：{counts}。位值为 {cols} 的这几列不是 {m} 的倍数：正常规则下先手必胜。',
  'Here: heaps {heaps}; counts of 1s by column (highest first): {counts}. Column {cols} is not a multiple of {m}: in normal play the player to move wins.':
    '这里：各堆为 {heaps}；各列 1 的个数（从最高列起）：{counts}。位值为 {cols} 的那一列不是 {m} 的倍数：正常规则下先手必胜。',
  'In misère play (Moore\'s rule below) the player to move loses.':
    '反常规则下（见下面 Moore 的规则）先手必败。',
  'In misère play (Moore\'s rule below) the player to move wins.':
    '反常规则下（见下面 Moore 的规则）先手必胜。',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.moore.title': 'Moore 的 Nim',
  'game.moore.notation': 'moore(k):各堆用 "/" 分隔；一步从 1 到 k 堆中取石子，例如 moore(2):3/5/6',
  'game.moore.param': 'k，一步最多可以取的堆数',
  'misere.moore': '反常 Moore 的 Nim（Moore，1910）：只要有一堆不少于 2 颗，必败态与正常规则下相同（二进制每一位上 1 的个数都是 k+1 的倍数）；所有堆都不超过 1 颗时，轮到走的一方必败当且仅当 1 颗的堆数比 k+1 的倍数多 1',
  'word.moore.k': 'k（一步最多可以取的堆数）',
  'err.moore.close': 'k 之后应为 ")"，如 moore(2)',
  'err.moore.heaps': '第 {0} 个字符处：Moore 的 Nim 最多有 {1} 堆',
  'err.moore.body': 'Moore 的 Nim 是用 "/" 分隔的各堆大小，例如 moore(2):3/5/6',
  'move.moore.part': '从第 {1} 堆取 {0} 颗',
  'move.moore.take': '取 {0}（{1} → {2}）',
  'move.moore.take.many': '取 {0} 和 {1}（{2} → {3}）',
  'refuse.moore.notation': '一步着法写出走后的 {0} 堆，写作 {1}>…，从 1 到 {2} 堆中取石子',
  'refuse.moore.notation.one': '一步着法写出走后的 {0} 堆，写作 {1}>…，从 1 到 {2} 堆中取石子',
  'refuse.moore.grow': '第 {0} 堆有 {1} 颗：不能变成 {2} 颗',
  'refuse.moore.none': '一步至少取走一颗石子',
  'refuse.moore.many': '这一步从 {0} 堆中取；Nim_{1} 最多从 {1} 堆中取',
  'refuse.moore.heaps': '各堆为 {0}',
};
