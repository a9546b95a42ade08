// kit/source.js — where an exercise comes from, in the page's language: the
// book's title and a source's words ("§2.6, Exercise 4(b)"), said when
// shown; the exercise panel and the Exercises tab load it with themselves.

import { tr } from '../i18n/i18n.js';

/** A source in a book ("§2.6, Exercise 4(b)", "after §3.5, Example 2") in
 *  the page's language: its words said, its numbers kept. */
export function sourceWords(src) {
  const said = { after: tr('after'), Exercise: tr('Exercise'), Example: tr('Example'), Application: tr('Application'), Figure: tr('Figure') };
  const join = (a, b) => tr('{a}, {b}', { a, b }); // the parts of a citation
  const words = (t) => t.split(/, (?=(?:after|Exercise|Example|Application|Figure)\b)/)
    .map((p) => p.replace(/\b(after|Exercise|Example|Application|Figure)\b/g, (w) => said[w])).reduce(join);
  const text = String(src);
  if (!text.startsWith(BOOK)) return words(text);
  const book = tr('T. S. Ferguson, Game Theory, Part I: Impartial Combinatorial Games'), where = text.slice(BOOK.length).replace(/^,\s*/, '');
  return where ? join(book, words(where)) : book;
}

/** The book the exercises come from, as an exercise's link cites it (the
 *  same in every language; sourceWords() names it in the page's). */
export const BOOK = 'T. S. Ferguson, Game Theory, Part I: Impartial Combinatorial Games';
