// teach/exercises.js — the Exercises tab: lessons from a standard course,
// Thomas S. Ferguson's "Game Theory", Part I (Impartial Combinatorial Games),
// gathered from the boards (each game's exercises are its board's
// `exercises`, so a new game brings its own). Each exercise is a link that
// opens its position with its question (the page checks the answer against
// the engine: ui/exercise.js), its source stated — book, section, exercise;
// "after" where the position is ours, set after the section's text. Below them, a form that makes the position on the
// board an exercise of one's own, as a link to share.

import { h, put } from '../kit/dom.js';
import { hash } from '../kit/url.js';
import { BOARDS } from '../boards/index.js';
import { tr, onLang } from '../i18n/i18n.js';
import { sourceWords, BOOK } from '../kit/source.js';

export { BOOK };
const bookWords = () => sourceWords(BOOK); // the book in the page's language

/** The chapters' titles, in the page's language (a board may name its own
 *  chapter: `chapters`). */
const chapters = () => ({
  1: tr('Take-away and subtraction games'),
  2: 'Nim',
  3: tr('mex and the Sprague–Grundy function'),
  4: tr('Sums of games, take-and-break'),
  5: tr('Coin-turning games'),
});

/** Where in the book a source points: [chapter, section, exercise] ("§2.6,
 *  Exercise 4(b)" → [2, 6, 4]), for the lessons' order. */
export function placeOf(src) {
  const m = /§(\d+)\.(\d+)/.exec(src);
  const x = /(?:Exercise|Example|Application|Figure)\s+(\d+)/.exec(src);
  return m ? [+m[1], +m[2], x ? +x[1] : 0] : [99, 0, 0];
}

/**
 * The lessons: [title, [[position, ask, question, source, of?]]], from
 * every board's `exercises` (each game's exercises live with its board),
 * one lesson per chapter of the book in its order, misère play last.
 */
export function exerciseLessons(boards) {
  const titles = chapters();
  for (const b of boards) Object.assign(titles, b.chapters);
  const all = boards.flatMap((b) => b.exercises ?? []).map((x, i) => ({ x, i, at: placeOf(x[3]), misere: x[0].endsWith(';misere') }));
  const cmp = (a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1] || a.at[2] - b.at[2] || a.i - b.i;
  const out = [];
  for (const e of all.filter((e) => !e.misere).sort(cmp)) {
    const title = tr('{title} (Ferguson, chapter {n})', { title: titles[e.at[0]] ?? tr('More'), n: e.at[0] });
    if (out.at(-1)?.[0] !== title) out.push([title, []]);
    out.at(-1)[1].push(e.x);
  }
  const misere = all.filter((e) => e.misere).sort(cmp).map((e) => e.x);
  if (misere.length) out.push([tr('Misère play (Ferguson, §1.5 and §2.5)'), misere]);
  return out;
}

/** The link of an exercise (the page's fragment, to put after index.html). */
export function exerciseLink(text, ask, q, src, of = null) {
  return `#${hash({ text, mode: 'edit', exercise: { ask, q, src, of } })}`;
}

export function mountExercises(root, ctx) {
  // a teacher's own: the position on the board, the kind of question, the words
  const kind = h('select', { name: 'ask' });
  const words = h('input', { type: 'text', name: 'q', size: 40 });
  const source = h('input', { type: 'text', name: 'src', size: 28 });
  const out = h('input', { type: 'text', name: 'link', readonly: true, class: 'teach-link' });
  const make = h('button', { type: 'button' });
  make.addEventListener('click', () => {
    const a = ctx.app.analysis();
    if (!a) return;
    const of = kind.value === 'sg' && a.components.length > 1 ? ctx.app.selected() : null;
    out.value = location.href.split('#')[0] + exerciseLink(a.position, kind.value, words.value.trim() || null, source.value.trim() || null, of);
    out.select();
  });

  /** The tab in the page's language (the form keeps what was typed and chosen). */
  function draw() {
    const lessons = exerciseLessons(BOARDS).map(([title, items]) => h('section', { class: 'teach-lesson' },
      h('h3', null, title),
      h('ol', { class: 'teach-exercises' }, items.map(([text, ask, q, src, of]) => h('li', null,
        h('a', { href: exerciseLink(text, ask, q, `${BOOK}, ${src}`, of ?? null), 'data-ask': ask }, q),
        h('span', { class: 'teach-muted' }, ' ', tr('— Ferguson, {where}', { where: sourceWords(src) })))))));
    const chosen = kind.value || 'verdict';
    put(kind, [['verdict', tr('who wins')], ['move', tr('a winning move')], ['moves', tr('every winning move')], ['nimsum', tr('the nim-sum')], ['sg', tr('the SG value of the selected component')]]
      .map(([v, t]) => h('option', { value: v, selected: v === chosen }, t)));
    kind.setAttribute('aria-label', tr('What the exercise asks'));
    words.placeholder = tr('the question, in your words (optional)');
    words.setAttribute('aria-label', tr('The question'));
    source.placeholder = tr('its source (optional)');
    source.setAttribute('aria-label', tr('Its source'));
    out.setAttribute('aria-label', tr('The exercise as a link'));
    make.textContent = tr('Make the link');
    put(root,
      h('p', { class: 'teach-lead' }, tr('Exercises from a standard course: each link opens the position and asks; the page checks the answer against the engine when you give it, and explains it. The source of each is given — "after" marks a position of ours set after the book\'s text.')),
      h('p', { class: 'teach-muted' }, tr('The book: {book} (UCLA).', { book: bookWords() })),
      lessons,
      h('section', { class: 'teach-lesson teach-own' },
        h('h3', null, tr('An exercise of your own')),
        h('p', null, tr('Set up a position on the board, choose what to ask, and share the link: it opens the position with your question, and the page checks the answer.')),
        h('p', { class: 'teach-row' }, h('label', { class: 'teach-field' }, tr('Ask'), ' ', kind), ' ', words, ' ', source, ' ', make),
        h('p', { class: 'teach-row' }, out)));
  }
  draw();
  onLang(draw);
  return {};
}
