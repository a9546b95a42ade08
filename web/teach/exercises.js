// teach/exercises.js — the Exercises tab: lessons from a standard course,
// Thomas S. Ferguson's "Game Theory", Part I (Impartial Combinatorial Games),
// each exercise a link that opens its position with its question (the page
// checks the answer against the engine: ui/exercise.js), its source stated
// — book, section, exercise; "after" where the position is ours, set after
// the section's text. Below them, a form that makes the position on the
// board an exercise of one's own, as a link to share.

import { h, put } from './dom.js';
import { hash } from '../ui/url.js';

export const BOOK = 'T. S. Ferguson, Game Theory, Part I: Impartial Combinatorial Games';

/** [position, what is asked, question, source (after BOOK), of?] */
export const LESSONS = [
  ['Take-away and subtraction games (Ferguson, chapter 1)', [
    ['sub(1,3,4):100', 'verdict', 'A move takes 1, 3 or 4 chips; there are 100 chips. Who wins — the player to move (the first player) or the other?', '§1.4, the subtraction game S = {1, 3, 4} ("Who wins the game with 100 chips?")'],
    ['sub(1-6):31', 'move', 'A move takes 1 to 6 chips; there are 31. What is your winning move?', '§1.5, Exercise 2(b)'],
    ['sub(1,3,5,7):100', 'verdict', 'Subtraction set S = {1, 3, 5, 7}, play starting at 100 chips: who wins, the first player or the second?', '§1.5, Exercise 4(a) and (d)'],
    ['sub(1,3,6):100', 'verdict', 'Subtraction set S = {1, 3, 6}, play starting at 100 chips: who wins, the first player or the second?', '§1.5, Exercise 4(b) and (d)'],
    ['sub(1,2,4,8,16,32,64):100', 'verdict', 'A move takes a power of 2 (1, 2, 4, … — from 100 chips, at most 64). Who wins from 100 chips, the first player or the second?', '§1.5, Exercise 4(c) and (d)'],
  ]],
  ['Nim (Ferguson, chapter 2)', [
    ['nim:27,17', 'nimsum', 'What is the nim-sum of 27 and 17?', '§2.6, Exercise 1(a)'],
    ['nim:38,25', 'nimsum', 'The nim-sum of 38 and x is 25: find x. (Since y ⊕ y = 0, x = 38 ⊕ 25 — the nim-sum of the two heaps shown.)', '§2.6, Exercise 1(b)'],
    ['nim:13,12,8', 'moves', 'Heaps of 13, 12 and 8: find every winning move (the book finds two and asks for a third).', '§2.2, the position (13, 12, 8)'],
    ['nim:12,19,27', 'moves', 'Nim with three piles of 12, 19 and 27 chips: find all winning moves.', '§2.6, Exercise 2(a)'],
    ['nim:13,17,19,23', 'moves', 'Nim with four piles of 13, 17, 19 and 23 chips: find all winning moves.', '§2.6, Exercise 2(b)'],
    ['turtles:THTTHTTTHHTHT', 'move', 'Turning Turtles on 13 coins (coin n heads is a Nim heap of n): find a winning move.', '§2.6, Exercise 4(b)'],
    ['staircase:3/1/4/1/5', 'verdict', 'Staircase Nim with 3, 1, 4, 1, 5 coins on stairs 1 to 5: who wins? (Only the odd stairs count.)', 'after §2.6, Exercise 6 (staircase Nim)'],
    ['moore(2):5/6/3/4', 'move', "Moore's Nim with k = 2 (a move takes from one or two heaps): find a winning move.", "after §2.6, Exercise 7 (Moore's Nim_k)"],
  ]],
  ['mex and the Sprague–Grundy function (Ferguson, chapter 3)', [
    ['sub(1-3):14', 'sg', 'A move takes 1, 2 or 3 chips: what is the SG value of a pile of 14?', '§3.3, Example 2 (g(x) = x mod 4)'],
    ['sub(1,3,4):10', 'sg', 'Subtraction set S = {1, 3, 4}: what is the SG value of a pile of 10?', '§3.5, Exercise 2'],
    ['wythoff:4/6', 'sg', "Wythoff's game (a queen moving left, up or diagonally toward the corner): what is the SG value of the square (4, 6)?", '§3.5, Exercise 5'],
    ['graph(a>b,b>c,c>a/d,d>e):a', 'verdict', 'The cyclic graph of Figure 3.4 (a → b → c → a, c → d → e), a token on a: who wins?', '§3.4, Figure 3.4'],
  ]],
  ['Sums of games, take-and-break (Ferguson, chapter 4)', [
    ['sub(1-3):9+sub(1-5):10+sub(1-7):14', 'moves', 'G(3) + G(5) + G(7) from piles 9, 10, 14 (at most 3, 5, 7 chips a move): find every optimal move.', '§4.3, Application 1 ("There is another optimal move. Can you find it?")'],
    ['tb(4.[3]):2,5,7', 'move', "Lasker's Nim (take any number from a pile, or split a pile in two) with piles 2, 5 and 7: what is your move?", "§4.4, Example 1 (Lasker's Nim)"],
    ['octal(0.137):oooooooooooooooooo', 'move', "Dawson's chess on a line of 18 squares: find the winning move.", "§4.4, Example 3 (Dawson's chess)"],
    ['octal(0.77):o.ooooooooooo', 'moves', 'The Kayles problem of Dudeney and Loyd: 13 pins, the second knocked down. Which pin(s) should be knocked down?', '§4.5, Exercise 4'],
    ['tb(0.73):15', 'move', 'A move removes one or two chips, or removes one chip and splits the rest into two piles. One pile of 15: find an optimal first move.', '§4.5, Exercise 5(b)'],
    ['tb(4!.0):13', 'sg', "Grundy's game (split a pile into two unequal piles): what is the SG value of a pile of 13?", '§4.5, Exercise 10(a)'],
    ['tb(4!.0):5,8,13', 'moves', "Grundy's game with three piles of 5, 8 and 13: find all winning first moves.", '§4.5, Exercise 10(b)'],
  ]],
  ['Coin-turning games (Ferguson, chapter 5)', [
    ['turtles:TTHTHHTTH', 'move', 'TTHTHHTTH played as Turning Turtles: find a winning move.', '§5.5, Exercise 1(a)'],
    ['mockturtles:TTHTHHTTH', 'move', 'TTHTHHTTH played as Mock Turtles (turn one, two or three coins): find a winning move.', '§5.5, Exercise 1(d)'],
    ['ruler:THHTHTTHH', 'move', 'Ruler (turn any run of coins ending at a heads): find a winning move.', 'after §5.1, Example 4 (Ruler)'],
    ['corners:TTTTT/TTTHT/TTTTT/TTHTT/TTTTH', 'move', 'Turning Corners with heads at (1, 3), (3, 2) and (4, 4): find the winning move (the book finds it unique).', '§5.2, the position (5) in Turning Corners'],
    [`corners:${Array.from({ length: 7 }, (_, r) => (r === 6 ? 'T'.repeat(21) + 'H' : 'T'.repeat(22))).join('/')}`, 'sg', 'Find 6 ⊗ 21: the SG value of a single heads at (6, 21) in Turning Corners.', '§5.5, Exercise 6(a)'],
  ]],
  ['Green Hackenbush (Ferguson, chapter 6)', [
    ['hackenbush:0-1.1-2.2-3,0-4.4-5.5-6.6-7,0-8.8-9.9-10.10-11.11-12', 'move', 'Three bamboo stalks of 3, 4 and 5 segments: find a winning move.', '§6.1, Figure 6.1'],
    ['hackenbush:0-1.1-2.1-3.3-4.3-5.5-6', 'sg', 'This tree: what is its SG value? (The colon principle: branches meeting at a vertex become one stalk, their nim-sum long.)', 'after §6.2 (the colon principle)'],
    ['hackenbush:0-1.0-2.1-2.1-3.2-3.2-4.4-5', 'sg', 'A house with a chimney: what is its SG value? (The fusion principle first: a cycle fuses to one vertex with loops.)', 'after §6.3 (the fusion principle)'],
  ]],
  ['Misère play (Ferguson, §1.5 and §2.5)', [
    ['sub(1-3):13;misere', 'verdict', 'Take 1, 2 or 3 chips; whoever takes the last chip loses. 13 chips, your move: do you win?', '§1.5, Exercise 1 (the misère take-away game)'],
    ['sub(1-3):22;misere', 'move', 'Take 1, 2 or 3 chips; whoever takes the last chip loses. 22 chips: what is your winning move?', '§1.5, Exercise 1 (the misère take-away game)'],
    ['nim:1,1,5;misere', 'move', "Misère Nim with heaps 1, 1, 5: find the winning move (Bouton's rule for the end).", '§2.5 (misère Nim)'],
    ['nim:12,19,27;misere', 'moves', 'Misère Nim with piles of 12, 19 and 27: find all winning moves.', '§2.6, Exercise 2(c)'],
    ['nim:13,17,19,23;misere', 'moves', 'Misère Nim with piles of 13, 17, 19 and 23: find all winning moves.', '§2.6, Exercise 2(c)'],
  ]],
];

/** The link of an exercise (the page's fragment, to put after index.html). */
export function exerciseLink(text, ask, q, src, of = null) {
  return `#${hash({ text, mode: 'edit', exercise: { ask, q, src, of } })}`;
}

export function mountExercises(root, ctx) {
  const lessons = LESSONS.map(([title, items]) => h('section', { class: 'teach-lesson' },
    h('h3', null, title),
    h('ol', { class: 'teach-exercises' }, items.map(([text, ask, q, src, of]) => h('li', null,
      h('a', { href: exerciseLink(text, ask, q, `${BOOK}, ${src}`, of ?? null), 'data-ask': ask }, q),
      h('span', { class: 'teach-muted' }, ` — Ferguson, ${src}`))))));
  // a teacher's own: the position on the board, the kind of question, the words
  const kind = h('select', { name: 'ask', 'aria-label': 'What the exercise asks' },
    [['verdict', 'who wins'], ['move', 'a winning move'], ['moves', 'every winning move'], ['nimsum', 'the nim-sum'], ['sg', 'the SG value of the selected component']]
      .map(([v, t]) => h('option', { value: v }, t)));
  const words = h('input', { type: 'text', name: 'q', size: 40, placeholder: 'the question, in your words (optional)', 'aria-label': 'The question' });
  const source = h('input', { type: 'text', name: 'src', size: 28, placeholder: 'its source (optional)', 'aria-label': 'Its source' });
  const out = h('input', { type: 'text', name: 'link', readonly: true, class: 'teach-link', 'aria-label': 'The exercise as a link' });
  const make = h('button', { type: 'button' }, 'Make the link');
  make.addEventListener('click', () => {
    const a = ctx.app.analysis();
    if (!a) return;
    const of = kind.value === 'sg' && a.components.length > 1 ? ctx.app.selected() : null;
    out.value = location.href.split('#')[0] + exerciseLink(a.position, kind.value, words.value.trim() || null, source.value.trim() || null, of);
    out.select();
  });
  put(root,
    h('p', { class: 'teach-lead' }, 'Exercises from a standard course: each link opens the position and asks; the page checks the answer against the engine when you give it, and explains it. The source of each is given — "after" marks a position of ours set after the book\'s text.'),
    h('p', { class: 'teach-muted' }, `The book: ${BOOK} (UCLA).`),
    lessons,
    h('section', { class: 'teach-lesson teach-own' },
      h('h3', null, 'An exercise of your own'),
      h('p', null, 'Set up a position on the board, choose what to ask, and share the link: it opens the position with your question, and the page checks the answer.'),
      h('p', { class: 'teach-row' }, h('label', { class: 'teach-field' }, 'Ask ', kind), ' ', words, ' ', source, ' ', make),
      h('p', { class: 'teach-row' }, out)));
  return {};
}
