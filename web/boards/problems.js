// boards/problems.js — the classic judge problems as a course teaches them:
// the course's topics in the order it teaches them, and for each problem a
// judge answers (by the judge's name, as info().judges lists it) its title
// and our own short statement: the game, the input, what to print. The
// engine says which topic a judge's problem belongs to, where its page is
// and what its answers are (info().judges); the page's problem list
// (ui/judge.js) shows them with these words. The words of the output are
// written between backquotes: the page shows them as code, as the problem
// prints them, in every language.

import { tr, register } from '../i18n/i18n.js';

// The words of this file in other languages (loaded with it).
export const words = register({ zh: () => import('./problems.zh.js') });

/** The course's topics, in its order: id (a judge's info().judges[].topic),
 *  title, and what a topic without a problem here says. */
export const TOPICS = [
  { id: 'bash', title: () => tr('Bash game') },
  { id: 'nim', title: () => tr('Nim games') },
  { id: 'sg', title: () => tr('The SG function') },
  { id: 'multisg', title: () => tr('Multi-SG: a move that splits a game') },
  { id: 'antisg', title: () => tr('Anti-SG and the SJ theorem') },
  { id: 'staircase', title: () => tr('Staircase Nim') },
  { id: 'wythoff', title: () => tr("Wythoff's game") },
  { id: 'fibonacci', title: () => tr('Fibonacci Nim') },
  { id: 'coins', title: () => tr('Coin-turning games'), none: () => tr('No judge problem of this topic is answered here yet: the Ruler, Turning Turtles, Mock Turtles and Turning Corners boards play its games.') },
  { id: 'hackenbush', title: () => tr('Edge deletion on trees (Green Hackenbush)'), none: () => tr('No judge problem of this topic is answered here yet: the Green Hackenbush board plays its game.') },
  { id: 'graph', title: () => tr('Games on directed graphs') },
];

/** Each problem by its judge's name: title and statement. */
export const PROBLEMS = {
  brave: {
    title: () => tr('Brave Game'),
    text: () => tr('One pile of n stones; the players take turns to remove at least 1 and at most m stones, and whoever takes the last stone wins. The first line gives the number of cases C, then each case is a line with n and m. For each case print `first` if the player who moves first wins, else `second`.'),
  },
  nim: {
    title: () => tr('Nim game (template)'),
    text: () => tr('n heaps of stones; a move takes any positive number of stones from one heap, and a player who cannot move loses. The first line gives the number of cases T; each case is a line with n and a line with the n heap sizes. Print `Yes` if the first player wins, else `No`.'),
  },
  rabbit: {
    title: () => tr('Rabbit and Grass'),
    text: () => tr('Chips lie on a strip of squares numbered from 0; a move slides one chip any number of squares to the left (not past square 0), and chips may share a square. Rabbit moves first, and whoever cannot move loses. Each case is a line with the number of chips m and a line with their squares; m = 0 ends the input. Print `Rabbit Win!` if Rabbit wins, else `Grass Win!`.'),
  },
  goodboy: {
    title: () => tr('Being a Good Boy in Spring Festival'),
    text: () => tr('M piles of cards; a move takes any positive number of cards from one pile, and whoever takes the last card wins. Each case is a line with M and a line with the pile sizes; M = 0 ends the input. Print how many different first moves (a pile and how many to take) win, 0 when the first player loses.'),
  },
  matchesgame: {
    title: () => tr('Matches Game'),
    text: () => tr('Piles of matches; a move takes any positive number of matches from one pile, and whoever takes the last match wins. Each line of the input, to its end, is one case: M followed by the M pile sizes. Print `Yes` if the first player wins, else `No`.'),
  },
  'nim-poj': {
    title: () => tr('Nim: count the winning moves'),
    text: () => tr('Ordinary Nim: a move takes any positive number of stones from one heap, and whoever takes the last stone wins. Each case is a line with n and a line with the n heap sizes; n = 0 ends the input. Print the number of moves that leave the opponent in a losing position (0 when there is none).'),
  },
  acwing891: {
    title: () => tr('Nim game'),
    text: () => tr('n heaps of stones; a move takes any positive number of stones from one heap, and a player who cannot move loses. The input is n on one line and the n heap sizes on the next. Print `Yes` if the first player wins, else `No`.'),
  },
  northcott: {
    title: () => tr('Northcott Game'),
    text: () => tr('A board of n rows and m columns holds one black and one white piece in each row. The first player moves the black pieces, the second the white ones: a move takes one of your pieces along its row to any empty cell, without jumping over the other piece, and whoever cannot move loses. Each case, to the end of the input, is a line with n and m and then n lines with the columns of the black and the white piece. Print `I WIN!` if the first player wins, else `BAD LUCK!`.'),
  },
  cet4: {
    title: () => tr('Good Luck in CET-4 Everybody!'),
    text: () => tr('A deck of n cards; the two players take turns to draw a power of two of cards (1, 2, 4, 8, …), and whoever draws the last card wins. Each line of the input, to its end, is one case: the number n. Print `Kiki` if the first player wins, else `Cici`.'),
  },
  fibo: {
    title: () => tr('Fibonacci again and again'),
    text: () => tr('Three piles of stones; a move takes from one pile a Fibonacci number of stones (1, 2, 3, 5, 8, …), and whoever takes the last stone wins. Each case is a line with the three pile sizes; the line 0 0 0 ends the input. Print `Fibo` if the first player wins, else `Nacci`.'),
  },
  snim: {
    title: () => tr('S-Nim'),
    text: () => tr('Heaps of beads and a set S of numbers: a move takes from one heap a number of beads that is in S, and a player who cannot move loses. Each case is a line with k and the k numbers of S, then a line with m and m lines each giving a position (l and the l heap sizes); a line 0 ends the input. For each case print one line with a letter for each position: `W` if the player to move wins, `L` if not.'),
  },
  acwing893: {
    title: () => tr('Set-Nim game'),
    text: () => tr('n heaps of stones and a set S of numbers: a move takes from one heap a number of stones that is in S, and a player who cannot move loses. The input is k, the k numbers of S, n and the n heap sizes, each list on a line of its own. Print `Yes` if the first player wins, else `No`.'),
  },
  stonebox: {
    title: () => tr('Stone Game (boxes)'),
    text: () => tr('n boxes, each with a capacity and the stones it holds; a move adds to one box at least 1 stone and at most the square of the stones already in it, never past its capacity, and a player who cannot move loses. Each case is a line with n and n lines with a box\'s capacity and its stones; n = 0 ends the input. For case i print `Case i:` on a line, then `Yes` if the first player wins, else `No`.'),
  },
  knights: {
    title: () => tr('Game of Hyper Knights'),
    text: () => tr('Knights stand on the cells (x, y), x, y ≥ 0, of an endless board; a move takes one knight by one of six jumps, each of which brings x + y closer to 0, and many knights may share a cell. Alice moves first, and whoever cannot move loses. The first line gives the number of cases T; each case is a line with n and n lines with a knight\'s x and y. Print `Case i: Alice` or `Case i: Bob`, the winner.'),
  },
  pairsplit: {
    title: () => tr('E&D'),
    text: () => tr('2n piles of stones, paired as piles 1 and 2, 3 and 4, …; a move throws away one pile of a pair and splits the other pile of that pair into two piles of at least one stone each, which become the pair. A player who cannot move (every pile holds one stone) loses. The first line gives the number of cases T; each case is a line with 2n and a line with the pile sizes. Print `YES` if the first player wins, else `NO`.'),
  },
  chess: {
    title: () => tr('Chess on rows of 20 cells'),
    text: () => tr('n rows of 20 cells hold pieces; a move takes one piece to the nearest empty cell on its right in its row, jumping over the pieces in between, and whoever cannot move loses. The first line gives the number of cases T; each case is a line with n and n lines, each the number of pieces of a row and their cells (1 to 20). Print `YES` if the first player wins, else `NO`.'),
  },
  treblecross: {
    title: () => tr('Treblecross'),
    text: () => tr('A strip of cells, some holding an X; the players take turns to put an X on an empty cell, and whoever makes three X in a row wins. The first line gives the number of cases T; each case is a line of dots and X. For case k print `Case k:` and the cells (counted from 1, increasing) where the first player can play and win, or 0 when there is none.'),
  },
  'treblecross-uva': {
    title: () => tr('Treblecross, as the other judge asks it'),
    text: () => tr('The same strip game: put an X on an empty cell, and three X in a row win. The first line gives the number of cases; each case is a line of dots and X. Print `WINNING` and on the next line the cells (counted from 1) where the first player can play and win, or `LOSING` and an empty line.'),
  },
  lasker: {
    title: () => tr('Nim or not Nim?'),
    text: () => tr('Heaps of stones; a move either takes any positive number of stones from one heap or splits one heap into two non-empty heaps, and whoever takes the last stone wins. Alice moves first. The first line gives the number of cases T; each case is a line with N and a line with the N heap sizes. Print `Alice` or `Bob`, the winner.'),
  },
  simplenim: {
    title: () => tr('A Simple Nim'),
    text: () => tr('Heaps of candies; a move either takes any positive number of candies from one heap or splits one heap into three non-empty heaps, and whoever takes the last candy wins. The first line gives the number of cases T; each case is a line with n and a line with the n heap sizes. Print `First player wins.` or `Second player wins.` (with the full stop).'),
  },
  acwing894: {
    title: () => tr('Split-Nim game'),
    text: () => tr('n heaps of stones; a move takes away one heap and puts down two new heaps, each smaller than the one taken (a new heap may be empty), and a player who cannot move loses. The input is n on one line and the n heap sizes on the next. Print `Yes` if the first player wins, else `No`.'),
  },
  papercut: {
    title: () => tr('Cutting Game'),
    text: () => tr('A sheet of W × H unit squares; a move takes one piece of paper and cuts it along a grid line into two pieces, and whoever cuts out a 1 × 1 piece wins. Each line of the input, to its end, is one case: W and H. Print `WIN` if the first player wins, else `LOSE`.'),
  },
  john: {
    title: () => tr('John'),
    text: () => tr('A box of candies of N colours; a move eats one or more candies of one colour, and whoever eats the last candy loses (misère play). John moves first. The first line gives the number of cases T; each case is a line with N and a line with the N counts. Print `John` if John wins, else `Brother`.'),
  },
  'john-luogu': {
    title: () => tr('Little John\'s game'),
    text: () => tr('n piles of stones; a move takes any positive number of stones from one pile, and whoever takes the last stone loses (misère play). John moves first. The first line gives the number of cases T; each case is a line with n and a line with the pile sizes. Print `John` if John wins, else `Brother`.'),
  },
  bethewinner: {
    title: () => tr('Be the Winner'),
    text: () => tr('Rows of apples; a move takes one or more adjacent apples from one row, which may split it in two, and whoever takes the last apple loses (misère play). Each case, to the end of the input, is a line with n and a line with the n row lengths. Print `Yes` if the first player wins, else `No`.'),
  },
  georgia: {
    title: () => tr('Georgia and Bob'),
    text: () => tr('Chessmen stand on distinct cells 1, 2, 3, … of a row; a move takes one chessman any number of cells to the left, never onto or past another chessman nor off the row, and whoever cannot move loses. Georgia moves first. The first line gives the number of cases T; each case is a line with N and a line with the N cells, in any order. Print `Georgia will win` or `Bob will win`. On the board, stair i is the gap left of the i-th chessman counted from the right: a stair\'s coins moving down is that chessman moving left.'),
  },
  acwing892: {
    title: () => tr('Staircase Nim game'),
    text: () => tr('A staircase of n steps holds stones; a move takes one or more stones from a step down to the step below (from step 1 they leave the stairs), and a player who cannot move loses. The input is n on one line and the stones on steps 1 to n on the next. Print `Yes` if the first player wins, else `No`.'),
  },
  climbing: {
    title: () => tr('Climbing the Hill'),
    text: () => tr('People stand on distinct cells below a hilltop (cell 0); a move takes one person up one or more cells, never onto or past the person above, and the hilltop holds any number of them. Whoever brings the king, the k-th person from the top, to the hilltop wins; Alice moves first. Each case, to the end of the input, is a line with N and k and a line with the N cells, increasing. Print `Alice` or `Bob`, the winner.'),
  },
  wythoff: {
    title: () => tr('Stone Game (two piles)'),
    text: () => tr('Two piles of stones; a move takes any positive number of stones from one pile, or the same positive number from both, and whoever takes the last stone wins. Each line of the input, to its end, is one case: the two pile sizes. Print `1` if the first player wins, else `0`.'),
  },
  fibnim: {
    title: () => tr('Stone Game (twice the last take)'),
    text: () => tr('One pile of n stones; the first move takes any number of stones but not all, and every later move takes at least 1 and at most twice what the opponent just took. Whoever takes the last stone wins. Each line is one case, the number n; n = 0 ends the input. Print `First win` if the first player wins, else `Second win`.'),
  },
  chessgame: {
    title: () => tr('A Chess Game'),
    text: () => tr('A directed acyclic graph on positions 0 to N − 1 holds chess pieces; a move takes one piece along an edge out of its position, and whoever cannot move loses. Each test gives N, then for each position its out-degree and its successors, then queries, each the number of pieces and their positions, ended by a line 0; tests go on to the end of the input. For each query print `WIN` if the first player wins, else `LOSE`.'),
  },
};
