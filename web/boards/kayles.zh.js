// boards/kayles.zh.js — Node-Kayles (图上取点) and Arc-Kayles (图上取边) in
// Simplified Chinese.

export default {
  // the cards
  'Node-Kayles (graphs)': 'Node-Kayles（图上取点）',
  'Arc-Kayles (graphs)': 'Arc-Kayles（图上取边）',
  'graph': '图',
  "A move takes a node of the graph and every node next to it; whoever cannot move loses. On a path it is Dawson's chess; on grids its values are found by search (OEIS A316632 for 3 × n).":
    'Node-Kayles（图上取点）：每步取走图上的一个结点以及与它相邻的全部结点；无路可走的一方输。在路径上它就是 Dawson 象棋（八进制游戏 0.137）；在网格上它的值要靠搜索求出（3 × n 的值见OEIS A316632）。',
  'A move takes an edge of the graph with its two ends, and every edge at them; whoever cannot move loses. On a grid graph it is Cram.':
    'Arc-Kayles（图上取边）：每步取走图上的一条边及其两个端点，连同这两个端点上的所有边；无路可走的一方输。在网格图上它就是 Cram（放骨牌）。',
  // examples
  'Node-Kayles on the 3 × 5 grid': '3 × 5 网格上的 Node-Kayles',
  'A path and a node: a-b, b-c, d': '一条路径加一个孤立点：a-b、b-c、d',
  "A path of 7: Dawson's chess": '7 个点的路径：Dawson 象棋',
  'The 3 × 8 grid (OEIS A316632: 2)': '3 × 8 网格（OEIS A316632：2）',
  'A cycle of 6': '6 个点的环',
  'Arc-Kayles on the 3 × 4 grid (Cram 3 × 4)': '3 × 4 网格上的 Arc-Kayles（即 Cram 3 × 4）',
  'A star of 5 edges': '5 条边的星形图',
  'A cycle of 7': '7 个点的环',
  'Node-Kayles beside a Nim heap': 'Node-Kayles 加一堆 Nim',
  'Arc-Kayles beside a Nim heap': 'Arc-Kayles 加一堆 Nim',
  // the board
  'delete it': '删除它',
  'take it (its ends {u} and {w} go)': '取走它（端点 {u} 和 {w} 随之取走）',
  'take it (its ends {u} and {w} go) — a winning move': '取走它（端点 {u} 和 {w} 随之取走）——必胜走法',
  'edge {edge}: {how}': '边 {edge}：{how}',
  'chosen: click another node to join or part them': '已选中：点击另一个结点，连上或断开它们',
  'join to or part from {name}': '与 {name} 连上或断开',
  'choose it': '选中它',
  'take it and its neighbours': '取走它和它的邻点',
  'take it and its neighbours — a winning move': '取走它和它的邻点——必胜走法',
  'chosen: click a neighbour to take that edge': '已选中：点击一个邻点，取走这条边',
  'choose it as one end of an edge': '选它作为一条边的一个端点',
  'node {name}: {what}': '结点 {name}：{what}',
  // gestures and fields
  'Node {name} chosen: click a neighbour to take the edge between them.': '已选中结点 {name}：点击一个邻点，取走它们之间的边。',
  'A graph may have at most {n} nodes.': '一张图最多 {n} 个结点。',
  'Node {name} chosen: click another node to join or part them, or empty space for a new node joined to it.': '已选中结点 {name}：点击另一个结点把它们连上或断开，或点击空白处新建一个与它相连的结点。',
  'There is no node "{name}".': '没有结点“{name}”。',
  '"{name}" is not a node name: use up to {n} letters, digits or "_".': '“{name}”不是合法的结点名：最多 {n} 个字母、数字或“_”。',
  'add': '添加',
  'delete': '删除',
  "An edge a-b, a path a-b-c, or a new node's name; Enter adds it": '一条边 a-b、一条路径 a-b-c，或新结点的名字；按 Enter 添加',
  "A node's name: it and its edges go": '结点的名字：删除它和它的所有边',
  // the "why" notes
  "Node-Kayles: a move takes a node and every node next to it. The parts of the graph that no edge joins are games of their own, so the graph is worth the XOR of their values (drawn by each part). The engine finds each value by a search that recognises a part it has seen under another labelling (a canonical order of its nodes, or the grid's turns and mirrors for grid graphs) and prunes with bounds on the values.":
    'Node-Kayles：每步取走一个结点以及与它相邻的全部结点。图中互不相连的各部分各自是一个游戏，所以整张图的值是各部分值的异或（标在每部分旁边）。引擎用搜索求每个值：换一种标号也能认出见过的部分（结点的规范顺序，网格图则用网格的旋转与翻转），并用值的上下界剪枝。',
  'Arc-Kayles: a move takes an edge and its two ends, and so every edge at them. The parts no edge joins are separate games whose values XOR. On a grid graph Arc-Kayles is Cram: an edge is a domino on two cells side by side.':
    'Arc-Kayles：每步取走一条边及其两个端点，于是这两个端点上的所有边也都没了。互不相连的各部分是独立的游戏，值按异或相加。在网格图上 Arc-Kayles 就是 Cram：一条边就是盖住相邻两格的一张骨牌。',
  "A part that is a path of {sizes} nodes: Node-Kayles on a path of n nodes is Dawson's chess, the octal game 0.137 on a row of n pins (taking a node takes its neighbours, as that game knocks down a pin with its neighbours).":
    '有一部分是 {sizes} 个结点的路径：n 个结点路径上的 Node-Kayles 就是 Dawson 象棋，即一行 n 根木桩上的八进制游戏 0.137（取一个结点会带走它的邻点，正如那个游戏击倒一根木桩时连同它的邻居）。',
  "Parts that are paths of {sizes} nodes: Node-Kayles on a path of n nodes is Dawson's chess, the octal game 0.137 on a row of n pins (taking a node takes its neighbours, as that game knocks down a pin with its neighbours).":
    '有几部分是路径，结点数分别为 {sizes}：n 个结点路径上的 Node-Kayles 就是 Dawson 象棋，即一行 n 根木桩上的八进制游戏 0.137（取一个结点会带走它的邻点，正如那个游戏击倒一根木桩时连同它的邻居）。',
  'Parts worth {list} → XOR {sg}.': '各部分的值为 {list} → 异或为 {sg}。',
  "Node-Kayles on a path is Dawson's chess (octal 0.137): this path plays exactly as {link} — the same values, a pin for each node.":
    '路径上的 Node-Kayles 就是 Dawson 象棋（八进制 0.137）：这条路径与 {link} 完全一样——值相同，每个结点对应一根木桩。',
  "Node-Kayles on a path is Dawson's chess (octal 0.137): these paths play exactly as {link} — the same values, a pin for each node.":
    '路径上的 Node-Kayles 就是 Dawson 象棋（八进制 0.137）：这些路径与 {link} 完全一样——值相同，每个结点对应一根木桩。',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.nodekayles.title': 'Node-Kayles',
  'game.nodekayles.notation': '一个图：边 a-b、路径 a-b-c、单独的结点和 grid(RxC)，用 "." 或 "," 连接（同一个图）；一步指定一个结点（它和它的邻点一起移去）',
  'game.arckayles.title': 'Arc-Kayles',
  'game.arckayles.notation': '一个图：边 a-b、路径 a-b-c、单独的结点和 grid(RxC)，用 "." 或 "," 连接（同一个图）；一步指定一条边 a-b（它的两端移去）',
  'err.ugraph.loop': '一条边连接两个不同的结点（"{0}-{1}" 是自环）',
  'err.ugraph.name': '应为结点名（字母、数字、"_"）、边 a-b 或 grid(RxC)',
  'word.ugraph.rows': '网格的行数',
  'word.ugraph.columns': '网格的列数',
  'err.ugraph.x': '应为 "x" 和列数，如 grid(3x5)',
  'err.ugraph.close': 'grid(RxC) 之后应为 ")"',
  'err.ugraph.grid': '第 {0} 个字符处：一个图最多有 {1} 个结点（grid({2}x{3}) 有 {4} 个）',
  'err.ugraph.body': '图由边 a-b、路径 a-b-c、单独的结点和 grid(RxC) 组成，用 "." 或 "," 连接',
  'move.nodekayles.take': '取走 {0}（结点 {1}）',
  'move.nodekayles.nb': '取走 {0}（结点 {1}）和它的邻点 {2}',
  'move.nodekayles.nbs': '取走 {0}（结点 {1}）和它的邻点 {2}',
  'move.arckayles.take': '取走边 {0}-{1}（结点 {2} 和 {3}：两端以及与它们相连的所有边都移去）',
  'refuse.nodekayles.none': '一步指定图中的一个结点（已没有结点）',
  'refuse.nodekayles.node': '一步指定图中的一个结点（{0}）',
  'refuse.arckayles.edge': '一步指定一条边，例如 a-b',
  'refuse.arckayles.node': '图中没有结点 {0}',
  'refuse.arckayles.noedge': '没有这条边：一步取走图中的一条边',
  'word.ugraph.fits': '{0}：搜索要求一个有 {1} 个结点的连通部分的值；在这个上限内能求出约不超过 {2} 个结点的部分（命令行可用 --work 放宽上限）',
  'word.ugraph.fits.grid': '{0}：搜索要求一个有 {1} 个结点的连通部分的值；在这个上限内能求出约不超过 {2} 个结点的网格部分（命令行可用 --work 放宽上限）',
};
