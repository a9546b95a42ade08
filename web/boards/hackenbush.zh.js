// boards/hackenbush.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board hackenbush]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
  'game.hackenbush.title': '绿色 Hackenbush',
  'game.hackenbush.notation': '编号顶点之间的边 u-v，用 "." 分隔，顶点 0 为地面（允许自环和重边；单独的 0 表示只有地面），例如 hackenbush:0-1.1-2.1-3',
  'err.hackenbush.vertex': '{0} 不是顶点编号：Hackenbush 图是编号顶点之间的边 u-v，用 "." 分隔（0 为地面），例如 0-1.1-2',
  'err.hackenbush.dash': '应为 "-" 和边的另一端（没有边的图写作 0，即只有地面）',
  'err.hackenbush.aftervertex': '顶点之后不能是{0}：边写作 u-v，例如 0-1',
  'err.hackenbush.edges': '第 {0} 个字符处：Hackenbush 图最多有 {1} 条边',
  'err.hackenbush.afteredge': '边之后不能是{0}：边之间用 "." 分隔，例如 0-1.1-2',
  'err.hackenbush.floating': '边 {0}-{1} 没有连到地面：图中每条边都必须连在顶点 0（地面）上',
  'move.hackenbush.cut': '删去第 {0} 条边（{1}-{2}）',
  'move.hackenbush.fall': '删去第 {0} 条边（{1}-{2}）：另有 {3} 条边随之掉落',
  'move.hackenbush.fall.one': '删去第 {0} 条边（{1}-{2}）：另有 {3} 条边随之掉落',
  'refuse.hackenbush.none': '图中已没有可删的边',
  'refuse.hackenbush.one': '一步删去一条边，而这个图只有一条：写 1',
  'refuse.hackenbush.cut': '一步删去一条边，用它在图中的编号表示：1 到 {0}',
};
