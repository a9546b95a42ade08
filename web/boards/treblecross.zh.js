// boards/treblecross.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board treblecross]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
  'game.treblecross.title': 'Treblecross',
  'game.treblecross.notation': '至少 3 格的一条格子带，"." 为空，"X" 为已落子，例如 treblecross:.X.X...X',
  'game.treblecross.family': '空白段的长度',
  'game.treblecross.rule': '八进制游戏周期定理：若对 n0 ≤ n ≤ 2·n0 + p + t（t = 5，一步最多占去的格数）都有 SG(n+p) = SG(n)，则对所有 n ≥ n0 都成立',
  'game.treblecross.over': '已有三个 X 连成一线',
  'game.treblecross.threat': '连成三个 X',
  'word.treblecross.strip': '一条 Treblecross 格子带',
  'word.treblecross.made': '"."（空格）和 "X"',
  'move.treblecross.x': '在第 {0} 格落 X',
  'move.treblecross.three': '在第 {0} 格落 X：三子连成一线',
  'move.treblecross.dead': '在第 {0} 格落 X（死格：让对手连成三子）',
  'refuse.treblecross.cell': '一步着法指定格子带上的一格，1 到 {0}',
  'refuse.treblecross.taken': '第 {0} 格已经有 X 了',
  'word.treblecross.jstrip': '由 \'.\' 和 \'X\' 组成的格子带',
  'word.treblecross.thestrip': '格子带',
  'judge.treblecross.long': '第 {0} 组的格子带超过 {1} 格',
  'judge.treblecross.longest': '第 {0} 组的格子带超过 {1} 格，这是引擎能处理的最长 Treblecross 格子带',
  'judge.treblecross.char': '第 {1} 组的格子带中出现了多余的{0}：格子带由 \'.\' 和 \'X\' 组成',
  'judge.treblecross.short.range': '第 {0} 组的格子带有 {1} 格：应为 {2}..{3} 格',
  'judge.treblecross.short.range.one': '第 {0} 组的格子带有 {1} 格：应为 {2}..{3} 格',
  'judge.treblecross.short': '第 {0} 组的格子带有 {1} 格：格子带至少有 {2} 格',
  'judge.treblecross.short.one': '第 {0} 组的格子带有 {1} 格：格子带至少有 {2} 格',
  'judge.treblecross.three': '第 {0} 组的格子带已有三个 X 连成一线（第 {1}-{2} 格）',
  'judge.treblecross.answers': 'Case k: 格子',
  'judge.treblecrossuva.answers': 'WINNING / LOSING',
  'pub.treblecross.stretches': 'Treblecross 的空白段',
};
