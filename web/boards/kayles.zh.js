// boards/kayles.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board kayles]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
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
  'word.ugraph.fits': '{0}：搜索要求一个有 {1} 个结点的连通部分的值；在这个上限内能求出约不超过 {2} 个结点的部分（命令行没有上限）',
  'word.ugraph.fits.grid': '{0}：搜索要求一个有 {1} 个结点的连通部分的值；在这个上限内能求出约不超过 {2} 个结点的网格部分（命令行没有上限）',
};
