// boards/graph.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board graph]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
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
