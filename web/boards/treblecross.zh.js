// boards/treblecross.zh.js — Treblecross (LightOJ 1229) in Simplified Chinese.

export default {
  "Can't make the strip {w} long: cell {c} has an X. Remove it first.": '不能把格条改为 {w} 格长：第 {c} 格有 X，请先去掉它。',
  "Three X's stand in a row: the game is over and the player to move has lost.": '三个 X 已连成一线：游戏结束，当前玩家输了。',
  "Two X's are close together: the player to move completes three in a row at once, on cells {cells}. No SG values are needed here — the game ends now.":
    '两个 X 离得很近：当前玩家在第 {cells} 格落子就能立即连成三个。这里不需要 SG 值——游戏马上结束。',
  "Two X's are close together: the player to move completes three in a row at once, on cell {cells}. No SG values are needed here — the game ends now.":
    '两个 X 离得很近：当前玩家在第 {cells} 格落子就能立即连成三个。这里不需要 SG 值——游戏马上结束。',
  'Cells within two of an X are dead (×): an X there lets the opponent complete three at once, so nobody good plays them.':
    '与 X 相距不超过两格的格子是死格（×）：在那里画 X 会让对手立刻连成三个，所以高手不会下在那里。',
  'Cells within two of an X are dead (×): an X there lets the opponent complete three at once, so nobody good plays them — here {n} dead cell.':
    '与 X 相距不超过两格的格子是死格（×）：在那里画 X 会让对手立刻连成三个，所以高手不会下在那里——这里有 {n} 个死格。',
  'Cells within two of an X are dead (×): an X there lets the opponent complete three at once, so nobody good plays them — here {n} dead cells.':
    '与 X 相距不超过两格的格子是死格（×）：在那里画 X 会让对手立刻连成三个，所以高手不会下在那里——这里有 {n} 个死格。',
  'The safe cells fall into stretches that do not interact: an X in a stretch kills its neighbours within two and splits it in two. Each stretch is one heap, its value read from the stretch table (octal game 0.007).':
    '安全的格子分成互不影响的若干段：在一段中画 X，会让它两格以内的邻格变成死格，并把这段分成两段。每一段就是一堆，它的值查空段表即得（八进制游戏 0.007）。',
  'Stretches: {list} → {sg}.': '各段：{list} → {sg}。',
  'cell {f} ({l} free, SG {g})': '第 {f} 格（{l} 格空，SG {g}）',
  'cells {f}–{t} ({l} free, SG {g})': '第 {f}–{t} 格（{l} 格空，SG {g}）',
  '; ': '；',
  'No safe cell is left: whoever moves must hand the opponent three in a row. SG = 0.': '没有安全的格子了：谁走都只能让对手连成三个。SG = 0。',
  'Treblecross (LightOJ 1229)': 'Treblecross 一维三连（LightOJ 1229）',
  'strip': '格条',
  "three X's stand in a row": '三个 X 连成一线',
  'an X completes three in a row': '再画一个 X 就连成三个',
  'A Treblecross strip splits into independent stretches of safe cells.':
    'Treblecross（一维三连）：两人轮流在一排格子的空格里画 X，先连成三个 X 的一方获胜。一条格条会分成若干段互不影响的安全格，每段是一堆，整条的值是各段 SG 值的异或。经典题：LightOJ 1229、POJ 3537（同一个游戏）。',
  'Treblecross strips and a Bash heap': 'Treblecross 格条与一堆巴什博弈',
  'LightOJ sample 1: {cells}': 'LightOJ 样例 1：{cells}',
  'LightOJ sample 2: {cells}': 'LightOJ 样例 2：{cells}',
  'LightOJ sample 3: 18 empty cells': 'LightOJ 样例 3：18 个空格',
  'LightOJ sample 4: a losing strip': 'LightOJ 样例 4：先手必败的格条',
  'The trap: {cells}': '陷阱：{cells}',
  'a Treblecross strip of {n} cells is longer than this page draws ({max})': '一条 {n} 格的 Treblecross 格条超过了本页能画的长度（{max}）',
  'strip {i}': '第 {i} 条',
  '{name}, cell {c}: X': '{name}，第 {c} 格：X',
  '{name}, cell {c}: empty': '{name}，第 {c} 格：空',
  'cells': '格数',
  'The length': '长度',
  'Treblecross: free stretch of n cells': 'Treblecross：n 个空格的一段',
  'Leave out moves onto dead cells (the stretch model, where SG values live)': '略去下在死格上的走法（即分段模型，SG 值在这个模型里才有意义）',
  'Three X\'s stand in a row: the game is over, and in misère play whoever made them has lost, so the player to move has won.':
    '三个 X 已连成一线：游戏结束。反常规则下连成三子的一方输，所以轮到走棋的玩家已经获胜。',
  'Two X\'s are close together: an X on cell {cells} would make three in a row — in misère play that is the last move, and it loses, so neither player wants to play there.':
    '两个 X 靠得很近：在格 {cells} 下 X 会连成三子——反常规则下那是最后一步，走的人输，所以双方都不想下在那里。',
  'Two X\'s are close together: an X on cells {cells} would make three in a row — in misère play that is the last move, and it loses, so neither player wants to play there.':
    '两个 X 靠得很近：在格 {cells} 下 X 会连成三子——反常规则下那是最后一步，走的人输，所以双方都不想下在那里。',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
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
