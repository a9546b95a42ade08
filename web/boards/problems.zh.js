// boards/problems.zh.js — the classic problems' topics, titles and our own
// statements in Simplified Chinese (the words between backquotes are the
// problem's output, kept as it prints them).

export default {
  // topics
  'Bash game': '巴什博弈',
  'Nim games': '尼姆博弈（Nim）',
  'The SG function': 'SG 函数',
  'Multi-SG: a move that splits a game': 'Multi-SG：一步把一个游戏分成几个',
  'Anti-SG and the SJ theorem': 'Anti-SG 与 SJ 定理',
  'Staircase Nim': '阶梯博弈（阶梯 Nim）',
  "Wythoff's game": '威佐夫博弈',
  'Fibonacci Nim': '斐波那契博弈',
  'Coin-turning games': '翻硬币游戏',
  'No judge problem of this topic is answered here yet: the Ruler, Turning Turtles, Mock Turtles and Turning Corners boards play its games.': '这里暂时还没有这一专题的评测题：它的游戏可以在 Ruler、Turning Turtles、Mock Turtles 和 Turning Corners 的棋盘上玩。',
  'Edge deletion on trees (Green Hackenbush)': '树的删边游戏（Hackenbush）',
  'No judge problem of this topic is answered here yet: the Green Hackenbush board plays its game.': '这里暂时还没有这一专题的评测题：它的游戏可以在 Hackenbush 的棋盘上玩。',
  'Games on directed graphs': '有向图游戏',

  // titles
  'Brave Game': '勇敢者的游戏',
  'Nim game (template)': '【模板】Nim 游戏',
  'Rabbit and Grass': '兔子与草',
  'Being a Good Boy in Spring Festival': '春节做个好孩子',
  'Matches Game': '火柴游戏',
  'Nim: count the winning moves': 'Nim：数一数必胜的走法',
  'Nim game': 'Nim 游戏',
  'Northcott Game': 'Northcott 游戏',
  'Good Luck in CET-4 Everybody!': '祝大家四级考试好运！',
  'Fibonacci again and again': '又是 Fibonacci',
  'S-Nim': 'S-Nim（集合 Nim）',
  'Set-Nim game': '集合-Nim 游戏',
  'Stone Game (boxes)': '石子游戏（盒子）',
  'Game of Hyper Knights': '超级骑士游戏',
  'E&D': 'E&D 游戏',
  'Chess on rows of 20 cells': '每行 20 格的跳棋',
  'Treblecross': 'Treblecross（一维三连）',
  'Treblecross, as the other judge asks it': 'Treblecross（另一个评测站的输出格式）',
  'Nim or not Nim?': '是 Nim 还是不是 Nim？',
  'A Simple Nim': '一个简单的 Nim',
  'Split-Nim game': '拆分-Nim 游戏',
  'Cutting Game': '剪纸游戏',
  'John': '小约翰吃糖果',
  "Little John's game": '小约翰的游戏',
  'Be the Winner': '做赢家',
  'Georgia and Bob': '格鲁吉亚和鲍勃',
  'Staircase Nim game': '台阶-Nim 游戏',
  'Climbing the Hill': '爬山',
  'Stone Game (two piles)': '取石子游戏（两堆）',
  'Stone Game (twice the last take)': '取石子游戏（不超过上一步的两倍）',
  'A Chess Game': '有向图上的棋子游戏',

  // statements
  'One pile of n stones; the players take turns to remove at least 1 and at most m stones, and whoever takes the last stone wins. The first line gives the number of cases C, then each case is a line with n and m. For each case print `first` if the player who moves first wins, else `second`.':
    '一堆 n 个石子，两人轮流取走至少 1 个、至多 m 个，取走最后一个石子的人获胜。第一行给出数据组数 C，之后每组一行，给出 n 和 m。对每组数据，先手必胜输出 `first`，否则输出 `second`。',
  'n heaps of stones; a move takes any positive number of stones from one heap, and a player who cannot move loses. The first line gives the number of cases T; each case is a line with n and a line with the n heap sizes. Print `Yes` if the first player wins, else `No`.':
    'n 堆石子，每步从某一堆中取走任意正数个，无法行动的人输。第一行给出数据组数 T；每组一行 n，下一行是 n 堆的石子数。先手必胜输出 `Yes`，否则输出 `No`。',
  'Chips lie on a strip of squares numbered from 0; a move slides one chip any number of squares to the left (not past square 0), and chips may share a square. Rabbit moves first, and whoever cannot move loses. Each case is a line with the number of chips m and a line with their squares; m = 0 ends the input. Print `Rabbit Win!` if Rabbit wins, else `Grass Win!`.':
    '一条从 0 开始编号的格子带上放着若干棋子；每步把一枚棋子向左移动任意格（不越过 0 号格），一个格子里可以有多枚棋子。兔子先走，无法行动的人输。每组数据一行棋子数 m，下一行是各棋子所在的格子；m = 0 表示输入结束。兔子必胜输出 `Rabbit Win!`，否则输出 `Grass Win!`。',
  'M piles of cards; a move takes any positive number of cards from one pile, and whoever takes the last card wins. Each case is a line with M and a line with the pile sizes; M = 0 ends the input. Print how many different first moves (a pile and how many to take) win, 0 when the first player loses.':
    'M 堆扑克牌，每步从某一堆中取走任意正数张，取走最后一张的人获胜。每组数据一行 M，下一行是各堆的张数；M = 0 表示输入结束。输出先手有多少种不同的必胜第一步（选哪一堆、取几张），先手必败时输出 0。',
  'Piles of matches; a move takes any positive number of matches from one pile, and whoever takes the last match wins. Each line of the input, to its end, is one case: M followed by the M pile sizes. Print `Yes` if the first player wins, else `No`.':
    '若干堆火柴，每步从某一堆中取走任意正数根，取走最后一根的人获胜。输入直到文件结束，每行是一组数据：M 和 M 堆的根数。先手必胜输出 `Yes`，否则输出 `No`。',
  'Ordinary Nim: a move takes any positive number of stones from one heap, and whoever takes the last stone wins. Each case is a line with n and a line with the n heap sizes; n = 0 ends the input. Print the number of moves that leave the opponent in a losing position (0 when there is none).':
    '普通的 Nim：每步从某一堆中取走任意正数个石子，取走最后一个的人获胜。每组数据一行 n，下一行是 n 堆的石子数；n = 0 表示输入结束。输出能让对手陷入必败态的走法数（没有则输出 0）。',
  'n heaps of stones; a move takes any positive number of stones from one heap, and a player who cannot move loses. The input is n on one line and the n heap sizes on the next. Print `Yes` if the first player wins, else `No`.':
    'n 堆石子，每步从某一堆中取走任意正数个，无法行动的人输。输入第一行是 n，第二行是 n 堆的石子数。先手必胜输出 `Yes`，否则输出 `No`。',
  'A board of n rows and m columns holds one black and one white piece in each row. The first player moves the black pieces, the second the white ones: a move takes one of your pieces along its row to any empty cell, without jumping over the other piece, and whoever cannot move loses. Each case, to the end of the input, is a line with n and m and then n lines with the columns of the black and the white piece. Print `I WIN!` if the first player wins, else `BAD LUCK!`.':
    'n 行 m 列的棋盘，每行有一枚黑子和一枚白子。先手走黑子，后手走白子：每步把自己的一枚棋子沿所在行移到任意空格，不能越过对方的棋子，无法行动的人输。输入直到文件结束，每组一行 n 和 m，之后 n 行给出每行黑子和白子所在的列。先手必胜输出 `I WIN!`，否则输出 `BAD LUCK!`。',
  'A deck of n cards; the two players take turns to draw a power of two of cards (1, 2, 4, 8, …), and whoever draws the last card wins. Each line of the input, to its end, is one case: the number n. Print `Kiki` if the first player wins, else `Cici`.':
    '一副 n 张牌，两人轮流抓牌，每次抓的张数必须是 2 的幂（1、2、4、8……），抓到最后一张的人获胜。输入直到文件结束，每行一组数据，即 n。先手必胜输出 `Kiki`，否则输出 `Cici`。',
  'Three piles of stones; a move takes from one pile a Fibonacci number of stones (1, 2, 3, 5, 8, …), and whoever takes the last stone wins. Each case is a line with the three pile sizes; the line 0 0 0 ends the input. Print `Fibo` if the first player wins, else `Nacci`.':
    '三堆石子，每步从某一堆中取走斐波那契数个（1、2、3、5、8……），取走最后一个的人获胜。每组数据一行，给出三堆的石子数；0 0 0 表示输入结束。先手必胜输出 `Fibo`，否则输出 `Nacci`。',
  'Heaps of beads and a set S of numbers: a move takes from one heap a number of beads that is in S, and a player who cannot move loses. Each case is a line with k and the k numbers of S, then a line with m and m lines each giving a position (l and the l heap sizes); a line 0 ends the input. For each case print one line with a letter for each position: `W` if the player to move wins, `L` if not.':
    '若干堆珠子和一个数集 S：每步从某一堆中取走 S 中某个数那么多的珠子，无法行动的人输。每组数据一行 k 和 S 的 k 个数，然后一行 m，之后 m 行各给出一个局面（l 和 l 堆的珠子数）；单独一行 0 表示输入结束。每组数据输出一行，每个局面一个字母：当前玩家必胜为 `W`，否则为 `L`。',
  'n heaps of stones and a set S of numbers: a move takes from one heap a number of stones that is in S, and a player who cannot move loses. The input is k, the k numbers of S, n and the n heap sizes, each list on a line of its own. Print `Yes` if the first player wins, else `No`.':
    'n 堆石子和一个数集 S：每步从某一堆中取走 S 中某个数那么多的石子，无法行动的人输。输入依次是 k、S 的 k 个数、n 和 n 堆的石子数，每个列表各占一行。先手必胜输出 `Yes`，否则输出 `No`。',
  'n boxes, each with a capacity and the stones it holds; a move adds to one box at least 1 stone and at most the square of the stones already in it, never past its capacity, and a player who cannot move loses. Each case is a line with n and n lines with a box\'s capacity and its stones; n = 0 ends the input. For case i print `Case i:` on a line, then `Yes` if the first player wins, else `No`.':
    'n 个盒子，各有容量和已装的石子数；每步往某个盒子里加入至少 1 个、至多为盒中已有石子数平方的石子，不能超过容量，无法行动的人输。每组数据一行 n，之后 n 行给出每个盒子的容量和石子数；n = 0 表示输入结束。第 i 组先输出一行 `Case i:`，然后先手必胜输出 `Yes`，否则输出 `No`。',
  'Knights stand on the cells (x, y), x, y ≥ 0, of an endless board; a move takes one knight by one of six jumps, each of which brings x + y closer to 0, and many knights may share a cell. Alice moves first, and whoever cannot move loses. The first line gives the number of cases T; each case is a line with n and n lines with a knight\'s x and y. Print `Case i: Alice` or `Case i: Bob`, the winner.':
    '无限棋盘的格子 (x, y)（x, y ≥ 0）上站着若干骑士；每步让一名骑士按六种跳法之一跳一次，每种跳法都让 x + y 变小，一个格子里可以有多名骑士。先手先走，无法行动的人输。第一行给出数据组数 T；每组一行 n，之后 n 行给出每名骑士的 x 和 y。输出 `Case i: Alice`（先手胜）或 `Case i: Bob`（后手胜）。',
  '2n piles of stones, paired as piles 1 and 2, 3 and 4, …; a move throws away one pile of a pair and splits the other pile of that pair into two piles of at least one stone each, which become the pair. A player who cannot move (every pile holds one stone) loses. The first line gives the number of cases T; each case is a line with 2n and a line with the pile sizes. Print `YES` if the first player wins, else `NO`.':
    '2n 堆石子，第 1、2 堆为一对，第 3、4 堆为一对……；每步扔掉某一对中的一堆，再把同一对的另一堆分成两堆（每堆至少一个石子），这两堆成为新的一对。无法行动（每堆都只剩一个石子）的人输。第一行给出数据组数 T；每组一行 2n，下一行是各堆的石子数。先手必胜输出 `YES`，否则输出 `NO`。',
  'n rows of 20 cells hold pieces; a move takes one piece to the nearest empty cell on its right in its row, jumping over the pieces in between, and whoever cannot move loses. The first line gives the number of cases T; each case is a line with n and n lines, each the number of pieces of a row and their cells (1 to 20). Print `YES` if the first player wins, else `NO`.':
    'n 行、每行 20 格的棋盘上放着棋子；每步把一枚棋子移到同一行中它右边最近的空格，跳过中间的棋子，无法行动的人输。第一行给出数据组数 T；每组一行 n，之后 n 行各给出一行的棋子数和它们所在的格子（1 到 20）。先手必胜输出 `YES`，否则输出 `NO`。',
  'A strip of cells, some holding an X; the players take turns to put an X on an empty cell, and whoever makes three X in a row wins. The first line gives the number of cases T; each case is a line of dots and X. For case k print `Case k:` and the cells (counted from 1, increasing) where the first player can play and win, or 0 when there is none.':
    '一行格子，有些格子里已有 X；两人轮流在空格里放一个 X，先连成三个 X 的人获胜。第一行给出数据组数 T；每组一行，由点和 X 组成。第 k 组输出 `Case k:` 和先手下了之后必胜的格子（从 1 开始编号，从小到大），没有则输出 0。',
  'The same strip game: put an X on an empty cell, and three X in a row win. The first line gives the number of cases; each case is a line of dots and X. Print `WINNING` and on the next line the cells (counted from 1) where the first player can play and win, or `LOSING` and an empty line.':
    '同一个一维三连游戏：在空格里放一个 X，先连成三个 X 的人获胜。第一行给出数据组数；每组一行，由点和 X 组成。先手必胜时输出 `WINNING`，下一行输出下了之后必胜的格子（从 1 开始编号）；否则输出 `LOSING` 和一个空行。',
  'Heaps of stones; a move either takes any positive number of stones from one heap or splits one heap into two non-empty heaps, and whoever takes the last stone wins. Alice moves first. The first line gives the number of cases T; each case is a line with N and a line with the N heap sizes. Print `Alice` or `Bob`, the winner.':
    '若干堆石子；每步要么从某一堆中取走任意正数个，要么把某一堆分成两个非空的堆，取走最后一个石子的人获胜。第一行给出数据组数 T；每组一行 N，下一行是 N 堆的石子数。先手必胜输出 `Alice`，否则输出 `Bob`。',
  'Heaps of candies; a move either takes any positive number of candies from one heap or splits one heap into three non-empty heaps, and whoever takes the last candy wins. The first line gives the number of cases T; each case is a line with n and a line with the n heap sizes. Print `First player wins.` or `Second player wins.` (with the full stop).':
    '若干堆糖果；每步要么从某一堆中取走任意正数颗，要么把某一堆分成三个非空的堆，取走最后一颗的人获胜。第一行给出数据组数 T；每组一行 n，下一行是 n 堆的颗数。先手必胜输出 `First player wins.`，否则输出 `Second player wins.`（都带句点）。',
  'n heaps of stones; a move takes away one heap and puts down two new heaps, each smaller than the one taken (a new heap may be empty), and a player who cannot move loses. The input is n on one line and the n heap sizes on the next. Print `Yes` if the first player wins, else `No`.':
    'n 堆石子；每步拿走一堆，放下两堆新的，每堆都比拿走的那堆少（新堆可以为空），无法行动的人输。输入第一行是 n，第二行是 n 堆的石子数。先手必胜输出 `Yes`，否则输出 `No`。',
  'A sheet of W × H unit squares; a move takes one piece of paper and cuts it along a grid line into two pieces, and whoever cuts out a 1 × 1 piece wins. Each line of the input, to its end, is one case: W and H. Print `WIN` if the first player wins, else `LOSE`.':
    '一张 W × H 的方格纸；每步选一张纸，沿格线把它剪成两张，先剪出 1 × 1 小纸片的人获胜。输入直到文件结束，每行一组数据：W 和 H。先手必胜输出 `WIN`，否则输出 `LOSE`。',
  'A box of candies of N colours; a move eats one or more candies of one colour, and whoever eats the last candy loses (misère play). John moves first. The first line gives the number of cases T; each case is a line with N and a line with the N counts. Print `John` if John wins, else `Brother`.':
    '一盒 N 种颜色的糖果；每步吃掉同一种颜色的一颗或多颗，吃掉最后一颗的人输（反常规则）。第一行给出数据组数 T；每组一行 N，下一行是各种颜色的颗数。先手必胜输出 `John`，否则输出 `Brother`。',
  'n piles of stones; a move takes any positive number of stones from one pile, and whoever takes the last stone loses (misère play). John moves first. The first line gives the number of cases T; each case is a line with n and a line with the pile sizes. Print `John` if John wins, else `Brother`.':
    'n 堆石子，每步从某一堆中取走任意正数个，取走最后一个石子的人输（反常规则）。第一行给出数据组数 T；每组一行 n，下一行是各堆的石子数。先手必胜输出 `John`，否则输出 `Brother`。',
  'Rows of apples; a move takes one or more adjacent apples from one row, which may split it in two, and whoever takes the last apple loses (misère play). Each case, to the end of the input, is a line with n and a line with the n row lengths. Print `Yes` if the first player wins, else `No`.':
    '若干排苹果；每步从某一排中取走连续的一个或多个苹果（这一排可能因此断成两排），取走最后一个苹果的人输（反常规则）。输入直到文件结束，每组一行 n，下一行是 n 排的苹果数。先手必胜输出 `Yes`，否则输出 `No`。',
  'Chessmen stand on distinct cells 1, 2, 3, … of a row; a move takes one chessman any number of cells to the left, never onto or past another chessman nor off the row, and whoever cannot move loses. Georgia moves first. The first line gives the number of cases T; each case is a line with N and a line with the N cells, in any order. Print `Georgia will win` or `Bob will win`. On the board, stair i is the gap left of the i-th chessman counted from the right: a stair\'s coins moving down is that chessman moving left.':
    '一行格子从左到右编号 1、2、3……，棋子各占一格；每步把一枚棋子向左移动任意格，不能落在或越过别的棋子，也不能移出棋盘，无法行动的人输。第一行给出数据组数 T；每组一行 N，下一行是 N 枚棋子所在的格子（顺序任意）。先手必胜输出 `Georgia will win`，否则输出 `Bob will win`。棋盘上的第 i 级台阶是从右数第 i 枚棋子左边的空格数：台阶上的硬币往下移，就是这枚棋子向左移。',
  'A staircase of n steps holds stones; a move takes one or more stones from a step down to the step below (from step 1 they leave the stairs), and a player who cannot move loses. The input is n on one line and the stones on steps 1 to n on the next. Print `Yes` if the first player wins, else `No`.':
    'n 级台阶上放着石子；每步从某级台阶拿一个或多个石子放到下一级台阶（从第 1 级拿下的石子离开台阶），无法行动的人输。输入第一行是 n，第二行是第 1 到第 n 级台阶上的石子数。先手必胜输出 `Yes`，否则输出 `No`。',
  'People stand on distinct cells below a hilltop (cell 0); a move takes one person up one or more cells, never onto or past the person above, and the hilltop holds any number of them. Whoever brings the king, the k-th person from the top, to the hilltop wins; Alice moves first. Each case, to the end of the input, is a line with N and k and a line with the N cells, increasing. Print `Alice` or `Bob`, the winner.':
    '山顶为 0 号格，山顶下方的格子上各站着一个人；每步让一个人向上走一格或多格，不能落在或越过上方的人，山顶可以站任意多人。把国王（从上往下数第 k 个人）送上山顶的人获胜。输入直到文件结束，每组一行 N 和 k，下一行是 N 个人所在的格子（从小到大）。先手必胜输出 `Alice`，否则输出 `Bob`。',
  'Two piles of stones; a move takes any positive number of stones from one pile, or the same positive number from both, and whoever takes the last stone wins. Each line of the input, to its end, is one case: the two pile sizes. Print `1` if the first player wins, else `0`.':
    '两堆石子；每步从某一堆中取走任意正数个，或者从两堆中取走同样多个，取走最后一个石子的人获胜。输入直到文件结束，每行一组数据：两堆的石子数。先手必胜输出 `1`，否则输出 `0`。',
  'One pile of n stones; the first move takes any number of stones but not all, and every later move takes at least 1 and at most twice what the opponent just took. Whoever takes the last stone wins. Each line is one case, the number n; n = 0 ends the input. Print `First win` if the first player wins, else `Second win`.':
    '一堆 n 个石子；第一步可以取任意多个但不能取完，之后每步至少取 1 个、至多取对手上一步所取的两倍。取走最后一个石子的人获胜。每行一组数据，即 n；n = 0 表示输入结束。先手必胜输出 `First win`，否则输出 `Second win`。',
  'A directed acyclic graph on positions 0 to N − 1 holds chess pieces; a move takes one piece along an edge out of its position, and whoever cannot move loses. Each test gives N, then for each position its out-degree and its successors, then queries, each the number of pieces and their positions, ended by a line 0; tests go on to the end of the input. For each query print `WIN` if the first player wins, else `LOSE`.':
    '一张有向无环图，点编号 0 到 N − 1，点上放着棋子；每步把一枚棋子沿它所在点的一条出边移动，无法行动的人输。每组数据先给出 N，然后给出每个点的出度和后继，之后是若干询问，每个询问给出棋子数和各棋子所在的点，单独一行 0 结束询问；数据直到文件结束。对每个询问，先手必胜输出 `WIN`，否则输出 `LOSE`。',
};
