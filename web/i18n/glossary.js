// i18n/glossary.js — the words of the theory in every language the page
// speaks, each said one way everywhere: a test checks that every text whose
// English uses a term says it, in Chinese, with the term given here. The
// Chinese terms are those Chinese contest students learn (OI-wiki's game
// theory pages). A game's own course name (巴什博弈 …) lives with its board.

export const glossary = [
  // the theory
  { en: 'impartial game', zh: '公平组合游戏' },
  { en: 'N-position', zh: '必胜态' },
  { en: 'P-position', zh: '必败态' },
  { en: 'option', zh: '后继状态' },
  { en: 'mex', zh: 'mex' },
  { en: 'SG function', zh: 'SG 函数' },
  { en: 'SG value', zh: 'SG 值' },
  { en: 'nim-sum', zh: 'Nim 和' },
  { en: 'XOR', zh: '异或' },
  { en: 'sum of games', zh: '游戏的和' },
  { en: 'normal play', zh: '正常规则' },
  { en: 'misère play', zh: '反常规则' },
  { en: 'game graph', zh: '博弈图' },
  { en: 'draw', zh: '平局' },
  { en: 'pre-period', zh: '预周期' },
  { en: 'period', zh: '周期' },
  { en: 'Anti-SG', zh: 'Anti-SG' },
  { en: 'SJ theorem', zh: 'SJ 定理' },
  { en: 'Multi-SG', zh: 'Multi-SG' },
  { en: 'print the table and find the pattern', zh: '打表找规律' },
  { en: 'misère quotient', zh: '反常商' },
  { en: 'subtraction game', zh: '减法游戏' },
  { en: 'octal game', zh: '八进制游戏' },
  { en: 'coin-turning game', zh: '翻硬币游戏' },
];
