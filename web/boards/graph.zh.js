// boards/graph.zh.js — the game on a directed graph (有向图游戏) in Simplified Chinese.

export default {
  // the card
  'Game on a graph': '有向图游戏',
  'token': '棋子',
  "Every impartial game is a token on a directed graph: its positions are the nodes, its moves the arrows. The SG value of a node is the mex of the values its arrows reach; with cycles, Smith's rule adds ∞ — a node from which nobody can force a win.":
    '有向图游戏：每个公平组合游戏都是有向图上的一枚棋子——局面是结点，走法是有向边。结点的 SG 值是它的边所到结点的值的 mex；图中有环时，Smith 规则再添上 ∞——从这样的结点出发谁也无法强制获胜。经典题：POJ 2425 / HDU 1524（有向无环图上多枚棋子，求 SG 值的异或）。',
  'graph': '图',
  'graph of {n} node': '{n} 个结点的图',
  'graph of {n} nodes': '{n} 个结点的图',
  'The cyclic graph of Figure 3.4 (a → b → c → a, c → d → e), a token on a: who wins?': '图 3.4 中带环的图（a → b → c → a，c → d → e），棋子在 a：谁赢？',
  // examples
  'A Nim heap in disguise (a DAG, SG 3)': '伪装的 Nim 堆（有向无环图，SG 3）',
  'A sum of tokens on one graph': '同一张图上多枚棋子的和',
  'A cycle with finite values': '有环但值都有限',
  'A cycle where a token draws (Ferguson, a→b→c→a)': '棋子成平局的环（Ferguson，a→b→c→a）',
  'Smith: an ∞ token that wins': 'Smith：一枚必胜的 ∞ 棋子',
  'Smith: two ∞ tokens — a draw': 'Smith：两枚 ∞ 棋子——平局',
  'Nim heap 4 as a graph': '画成图的 Nim 堆 4',
  'A token on a graph beside a Nim heap': '图上的棋子加一堆 Nim',
  'a graph of {n} arrows is more than this page draws ({max})': '{n} 条边的图超出了本页能画的上限（{max}）',
  // fields
  'add': '添加',
  'rename': '改名',
  'A new node (its name, like f) or arrows (a>b, or a>b/c for two); Enter adds them': '新结点（写名字，如 f）或有向边（a>b，或 a>b/c 表示两条）；按 Enter 添加',
  'old=new renames a node, like b=top': '旧名=新名 给结点改名，如 b=x',
  // the board
  'value not known': '值未知',
  'SG {sg} (a P-position for a lone token)': 'SG {sg}（单枚棋子时是必败态）',
  'SG {v}: ∞, reaching {list}': 'SG {v}：∞，可到达 {list}',
  'SG {v}: ∞, reaching no finite value': 'SG {v}：∞，到不了任何有限值',
  'delete it': '删除它',
  'move token {i} along it': '沿它移动棋子 {i}',
  'move token {i} along it — a winning move': '沿它移动棋子 {i}——必胜走法',
  "not from token {i}'s node": '不是从棋子 {i} 所在结点出发',
  'arrow {u} → {w}: {what}': '有向边 {u} → {w}：{what}',
  '{n} arrows: too many to draw (nodes only)': '{n} 条边：太多，画不下（只画结点）',
  '{n} arrows: drag from a node to another again to remove an arrow': '{n} 条边：再次从一个结点拖到另一个结点即可删除该边',
  '; token {i} is here': '；棋子 {i} 在这里',
  '; tokens {list} are here': '；棋子 {list} 在这里',
  '; token {list} is here': '；棋子 {list} 在这里',
  'chosen (its menu follows)': '已选中（菜单随后出现）',
  'draw an arrow {u} → {w}': '画一条有向边 {u} → {w}',
  'choose it': '选中它',
  'pick up the token': '拿起棋子',
  'move token {i} here': '把棋子 {i} 移到这里',
  'move token {i} here — a winning move': '把棋子 {i} 移到这里——必胜走法',
  'move token {i} here (no arrow leads here)': '把棋子 {i} 移到这里（没有边通向这里）',
  'node {name}, {value}{tokens}: {verb}': '结点 {name}，{value}{tokens}：{verb}',
  'drag it to another node to move it there': '拖到另一个结点即可移过去',
  'picked up: choose a node it reaches': '已拿起：选择它能到达的结点',
  'pick it up (then choose a node), or drag it along an arrow': '拿起它（再选结点），或沿有向边拖动',
  'token {i} on node {name}: {verb}': '棋子 {i} 在结点 {name}：{verb}',
  'token {i} here': '棋子 {i} 放这里',
  '+ token': '+ 棋子',
  'arrow {name}→{name}': '自环 {name}→{name}',
  'delete': '删除',
  'put token {i} here': '把棋子 {i} 放到这里',
  'add a new token here': '在这里添加一枚新棋子',
  'draw an arrow from {name} to itself': '画一条从 {name} 到自身的边',
  'delete node {name} and its arrows': '删除结点 {name} 及其所有边',
  'node {name}: {what}': '结点 {name}：{what}',
  // gestures and fields
  'A graph may have at most {n} nodes.': '一张图最多 {n} 个结点。',
  'A graph may have at most {n} arrows.': '一张图最多 {n} 条边。',
  'Tokens {list} stand on node {name}: move them (or remove their cards with ✕) before deleting {name}.': '棋子 {list} 在结点 {name} 上：删除 {name} 之前，先把它们移走（或用 ✕ 删掉它们的卡片）。',
  'Token {list} stands on node {name}: move it (or remove its card with ✕) before deleting {name}.': '棋子 {list} 在结点 {name} 上：删除 {name} 之前，先把它移走（或用 ✕ 删掉它的卡片）。',
  'A graph needs at least one node.': '一张图至少要有一个结点。',
  'Node {name} has no arrow out: token {i} cannot move.': '结点 {name} 没有出边：棋子 {i} 无法移动。',
  'Token {i} on {name} can go to {list}: click (or press Enter on) one of them.': '棋子 {i} 在 {name}，可以走到 {list}：点击其中一个（或在其上按 Enter）。',
  'Drag token {i} to a node to put it there, or choose a node and "token {i} here". Its card\'s ✕ removes it.': '把棋子 {i} 拖到某个结点即可放在那里，或选中结点后点“棋子 {i} 放这里”。卡片上的 ✕ 可删除它。',
  'Node {name} chosen: click another node for an arrow {name} → it, empty space for a new node with an arrow from {name}, or use its menu (Escape cancels).': '已选中结点 {name}：点击另一个结点画一条 {name} → 它的边，点击空白处新建一个由 {name} 指向的结点，或使用它的菜单（Esc 取消）。',
  'Node {name} moved. Places moved by hand stay while the page is open; a link opens with the automatic layout.': '结点 {name} 已移动。手动摆放的位置在页面打开期间保留；链接打开时使用自动布局。',
  '"{name}" is not a node name: use up to {n} letters, digits or "_".': '“{name}”不是合法的结点名：最多 {n} 个字母、数字或“_”。',
  'Rename a node as old=new, like b=top.': '改名请写成 旧名=新名，如 b=x。',
  'There is no node "{name}" (nodes: {list}).': '没有结点“{name}”（现有结点：{list}）。',
  'There is already a node "{name}".': '已经有结点“{name}”了。',
  'Add a node by its name (like f), or arrows as a>b or a>b/c.': '添加结点请写名字（如 f），添加边请写 a>b 或 a>b/c。',
  // the "why" notes
  "A move slides the token along one arrow; a player whose token(s) cannot move loses. On a graph without cycles each node's value is the mex (the least number missing) of the values of the nodes its arrows reach — worked out from the ends (nodes without arrows out, value 0) back.":
    '一步是把一枚棋子沿一条有向边滑动；棋子都无法移动的一方输。在无环图上，每个结点的值是它的边所到结点的值的 mex（没出现的最小非负整数）——从终点（没有出边的结点，值为 0）倒推回来。',
  'Node {name} has no arrow out: the token cannot move, and its value is mex{} = 0.': '结点 {name} 没有出边：棋子不能动，它的值是 mex{} = 0。',
  'Node {name} reaches {list}.': '结点 {name} 可到达 {list}。',
  'mex{{set}} = {sg}: the token plays like a Nim heap of {sg} (every ∞ option can be answered by a move back to a node of value {sg}, so it does not count).':
    'mex{{set}} = {sg}：这枚棋子就像一堆 {sg} 个石子的 Nim（每个 ∞ 的后继状态都可以走回值为 {sg} 的结点来应对，所以不计入）。',
  'mex{{set}} = {sg}: the token plays like a Nim heap of {sg}.': 'mex{{set}} = {sg}：这枚棋子就像一堆 {sg} 个石子的 Nim。',
  'Its value is {sg}: the options of value more than {sg} and the ∞ ones all have a move back to value {sg}, so they are reversible and the mex rule settles {sg}.':
    '它的值是 {sg}：值大于 {sg} 的后继状态和值为 ∞ 的后继状态都能走回值 {sg}，所以它们是可逆的，mex 规则定出 {sg}。',
  "Smith's rule for cycles: a node gets the value m when no option has m and every option without a finite value has an option of value m (so a move there can be answered). Node {name} never settles: its value is {v} — ∞, keeping the finite values it reaches.":
    '有环时的 Smith 规则：若没有后继状态的值为 m，且每个没有有限值的后继状态都有一个值为 m 的后继状态（走到那里总能被应对），结点的值就是 m。结点 {name} 始终定不下来：它的值是 {v}——∞，并记下它能到达的有限值。',
  'An ∞ token wins exactly when it can move to a node whose value equals the nim-sum of the other tokens ({list} here); otherwise neither player can force a win — a draw. Two or more ∞ tokens always draw.':
    '一枚 ∞ 棋子必胜，当且仅当它能走到一个值等于其余棋子 Nim 和的结点（这里是 {list}）；否则双方都无法强制获胜——平局。两枚及以上 ∞ 棋子总是平局。',
  ' or ': ' 或 ',
  'It reaches no finite value, so whatever the other tokens do, the player to move cannot force a win with it: a draw, unless the other side must move into a loss. Two or more ∞ tokens always draw.':
    '它到不了任何有限值，所以无论其余棋子如何，当前玩家都不能靠它强制获胜：平局，除非对方被迫走进必败。两枚及以上 ∞ 棋子总是平局。',
  'Cycles do not spoil finite values: node {name} has value {sg} even though the graph has ∞ nodes, and it adds to other tokens by XOR like a Nim heap.':
    '环不会破坏有限值：虽然图中有 ∞ 结点，结点 {name} 的值仍是 {sg}，它和其余棋子像 Nim 堆一样按异或相加。',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.graph.title': '有向图游戏',
  'game.graph.notation': 'graph(箭头):棋子 —— 项 u>v/w 表示结点 u 有指向 v 和 w 的箭头，单独的名字是一个结点；每个棋子用它所在结点的名字表示，例如 graph(a>b/c,b>a/c):a,c',
  'game.graph.param': '一个图',
  'err.graph.name': '应为结点名（字母、数字、"_"），例如 graph(a>b/c,b>c)',
  'err.graph.arrows': '第 {0} 个字符处：一个图最多有 {1} 条箭头',
  'err.graph.sep': '图中应为 ","、">"、"/" 或 ")"（例如 graph(a>b/c,b>c)）',
  'err.graph.token': '棋子用它所在结点的名字表示，例如 graph(a>b):a',
  'err.graph.node': '图中没有结点 "{0}"（结点有：{1}）',
  'move.graph.token': '棋子 {0} → {1}',
  'refuse.graph.stuck': '结点 {0} 没有出边：它上面的棋子无法移动',
  'refuse.graph.start': '这枚棋子在结点 {0} 上，所以着法从那里开始（"{0}>…"）',
  'refuse.graph.arrows': '从 {0} 出发的箭头指向 {1}（着法写作 {0}>{2}）',
};
