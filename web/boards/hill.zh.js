// boards/hill.zh.js — climbing the hill (HDU 4315) in Simplified Chinese.

export default {
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.hill.title': '爬山游戏',
  'game.hill.notation': '从山顶（0）往下数，各人所在的格子，国王的格子标 K；一步让某人往上爬，不能越过上面的人，例如 hill:1/2/K4',
  'game.hill.over': '国王已到山顶',
  'game.hill.threat': '把国王带到山顶',
  'err.hill.people': '第 {0} 个字符处：山上最多有 {1} 个人',
  'err.hill.kings': '山上只有一个国王（K），这里却有两个',
  'word.hill.cell': '一个人所在的格子',
  'err.hill.order': '格子从山顶往下排，每个都在前一个的下面（只有山顶 0 可以站多人）',
  'err.hill.top': '站在山顶（0）的人要写在最前面',
  'err.hill.body': '山写作从山顶往下各人所在的格子，国王的格子标 K，例如 hill:1/2/K4',
  'err.hill.king': '请用 K 标出国王的格子，例如 hill:1/2/K4',
  'move.hill.king.top': '{0} 上的国王爬到山顶',
  'move.hill.person.top': '{0} 上的人爬到山顶',
  'move.hill.king': '{0} 上的国王爬到 {1}',
  'move.hill.person': '{0} 上的人爬到 {1}',
  'refuse.hill.over': '国王已在山顶：游戏已经结束',
  'refuse.hill.person': '{0} 上的人可以爬到 {1} 到 {2} 格（写作 {0}>{1}）',
  'refuse.hill': '一步让一个还没到山顶的人往上爬一格或多格，不能走到或越过上面的人：写作 A>B，从 A 格到 B 格',
  'word.hill.cells': '格子编号',
  'word.hill.people.n': '人数 N',
  'word.hill.nk': '数（N 和 k）',
  'word.hill.king.k': '国王的位次 k',
  'judge.hill.increasing': '格子编号必须递增（第 {0} 组）：{1} 在 {2} 之后',
  'judge.hill.twice': '格子 {0} 上有两个人（第 {1} 组）',
  'judge.hill.many': '人数超过了山上允许的人数',
  'judge.hill.answers': 'Alice / Bob',
};
