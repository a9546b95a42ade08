// i18n/glossary.js — the words of the theory in every language the page
// speaks, each said one way everywhere. The Chinese terms are those Chinese
// contest students learn (OI-wiki's game theory pages). `strict`: wherever a
// text's English uses the term, its translation says it with these words
// (the catalogs' test checks it); the others are also plain English words
// ("draw the board", "the options menu"). A game's own course name (巴什博弈
// …) lives with its board.

export const glossary = [
  // the theory
  { en: 'impartial game', zh: '公平组合游戏', strict: true },
  { en: 'N-position', zh: '必胜态', strict: true },
  { en: 'P-position', zh: '必败态', strict: true },
  { en: 'option', zh: '后继状态' },
  { en: 'mex', zh: 'mex', strict: true },
  { en: 'SG function', zh: 'SG 函数', strict: true },
  { en: 'SG value', zh: 'SG 值', strict: true },
  { en: 'nim-sum', zh: 'Nim 和', strict: true },
  { en: 'XOR', zh: '异或', strict: true },
  { en: 'sum of games', zh: '游戏的和', strict: true },
  { en: 'normal play', zh: '正常规则', strict: true },
  { en: 'misère play', zh: '反常规则', strict: true },
  { en: 'game graph', zh: '博弈图', strict: true },
  { en: 'draw', zh: '平局' },
  { en: 'pre-period', zh: '预周期', strict: true },
  { en: 'period', zh: '周期', strict: true },
  { en: 'Anti-SG', zh: 'Anti-SG', strict: true },
  { en: 'SJ theorem', zh: 'SJ 定理', strict: true },
  { en: 'Multi-SG', zh: 'Multi-SG', strict: true },
  { en: 'print the table and find the pattern', zh: '打表找规律', strict: true },
  { en: 'misère quotient', zh: '反常商', strict: true },
  { en: 'subtraction game', zh: '减法游戏', strict: true },
  { en: 'octal game', zh: '八进制游戏', strict: true },
  { en: 'coin-turning game', zh: '翻硬币游戏', strict: true },
];
