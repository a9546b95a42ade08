// boards/index.zh.js — the game list's words in Simplified Chinese: each
// game's title in the picker (its course name, as Chinese contest students
// know it) and the noun of one of its components.

export default {
  // titles
  'Nim': '尼姆博弈（Nim）',
  'Subtraction game (Bash)': '减法游戏（巴什博弈）',
  'Jumping checkers (HDU 5724)': '跳棋（HDU 5724）',
  "Northcott's game (HDU 1730)": 'Northcott 游戏（HDU 1730）',
  'Treblecross (LightOJ 1229)': 'Treblecross 一维三连（LightOJ 1229）',
  'Staircase Nim': '阶梯博弈（阶梯 Nim）',
  'Octal games (Kayles)': '八进制游戏（Kayles）',
  "Take-and-break (Grundy's game)": '取走-分裂游戏（Grundy 游戏）',
  'Green Hackenbush': '树的删边游戏（Hackenbush）',
  'Ruler (coins)': 'Ruler（翻硬币游戏）',
  'Turning Turtles (coins)': 'Turning Turtles（翻硬币游戏）',
  'Mock Turtles (coins)': 'Mock Turtles（翻硬币游戏）',
  'Turning Corners (coins)': 'Turning Corners（二维翻硬币游戏）',
  'Game on a graph': '有向图游戏',
  "Wythoff's game": '威佐夫博弈',
  "Moore's Nim": 'Moore 的 Nim（Nim-k）',
  'Your own rule': '自定义规则',
  'Cram (dominoes)': 'Cram（放骨牌）',
  'Node-Kayles (graphs)': 'Node-Kayles（图上取点）',
  'Arc-Kayles (graphs)': 'Arc-Kayles（图上取边）',
  'Chomp': 'Chomp（吃巧克力）',
  // nouns
  'heap': '堆',
  'row': '行',
  'strip': '格条',
  'staircase': '阶梯',
  'picture': '图形',
  'grid': '网格',
  'token': '棋子',
  'queen': '皇后',
  'heaps': '堆组',
  'board': '棋盘',
  'graph': '图',
  'bar': '巧克力',
};
