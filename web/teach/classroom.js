// teach/classroom.js — classroom mode: a projector stage with large boards
// and type. The current position's values start hidden and are revealed one
// at a time, together with a step-by-step XOR table; a quiz asks "is this a
// P-position?" and "find a winning move" on generated positions and keeps a
// running score.

import { h, put, unbroken, scrollBox, said, saidAttrs } from '../kit/dom.js';
import { tr, sayMsg, onLang } from '../i18n/i18n.js';
import { pictures } from './boards.js';
import { notesFor } from './notes.js';
import { drawNote } from './overlay.js';
import { generate, candidates, xorTable, quizGames } from './quizgen.js';
import { boards } from '../boards/index.js';

const MAX_CARDS = 40; // boards drawn on the stage (the table has every component)

/** On a projector (teach.css) the stage draws boards at twice their size;
 *  one that would then be taller than 60% of the screen is drawn smaller,
 *  down to the stage's usual 1.6, so that a named board fits on screen. */
function fitStage(svg) {
  if (!svg || !matchMedia('(min-width: 1400px)').matches) return;
  const tall = Number(svg.getAttribute('height')) || 0; // (the picture's height in units)
  if (tall * 2 > 0.6 * innerHeight) svg.style.setProperty('--scale', String(Math.max(1.6, 0.6 * innerHeight / tall)));
}

export function mountClassroom(root, ctx) {
  const open = h('button', { type: 'button', class: 'teach-primary' }, said(() => tr('Start classroom mode')));
  const quizBtn = h('button', { type: 'button' }, said(() => tr('Start the quiz')));
  put(root,
    h('p', { class: 'teach-lead' }, said(() => tr('A projector view of the current position: large boards and type, values hidden until you reveal them, the XOR table built step by step — and a quiz with a running score.'))),
    h('div', { class: 'teach-row' }, open, quizBtn));

  const stage = saidAttrs(h('div', { class: 'teach-stage', role: 'dialog', 'aria-modal': 'true', hidden: true }), { 'aria-label': () => tr('Classroom mode') });
  document.body.append(stage);
  let lastFocus = null;

  // While the stage is open it is the whole page: everything else is inert
  // (no focus, no clicks, hidden from screen readers) and Tab cycles inside.
  function enter(view) {
    if (stage.hidden) lastFocus = document.activeElement;
    stage.hidden = false;
    for (const el of document.body.children) if (el !== stage && !el.inert) { el.inert = true; el.dataset.stageInert = ''; }
    document.documentElement.classList.add('teach-classroom');
    if (view === 'quiz') quiz.start();
    else lesson.show();
    stage.querySelector('button')?.focus();
  }
  function exit() {
    stage.hidden = true;
    for (const el of document.querySelectorAll('[data-stage-inert]')) { el.inert = false; delete el.dataset.stageInert; }
    document.documentElement.classList.remove('teach-classroom');
    lastFocus?.focus?.();
  }
  const focusables = () => [...stage.querySelectorAll('button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])')]
    .filter((el) => !el.disabled && el.getClientRects().length);
  open.addEventListener('click', () => enter('lesson'));
  quizBtn.addEventListener('click', () => enter('quiz'));
  document.addEventListener('keydown', (ev) => {
    if (stage.hidden) return;
    if (ev.key === 'Escape') { ev.preventDefault(); exit(); return; }
    if (ev.key === 'Tab') { // wrap around at either end; from anywhere else, come back in
      const all = focusables();
      const at = all.indexOf(document.activeElement);
      const to = !stage.contains(document.activeElement) || at < 0 ? (ev.shiftKey ? all.length - 1 : 0)
        : ev.shiftKey && at === 0 ? all.length - 1 : !ev.shiftKey && at === all.length - 1 ? 0 : -1;
      if (to >= 0 && all[to]) { ev.preventDefault(); all[to].focus(); }
      return;
    }
    if (ev.key === 'ArrowRight' && stage.dataset.view === 'lesson' && ev.target.tagName !== 'INPUT') { ev.preventDefault(); lesson.next(); }
    if (ev.key === 'ArrowLeft' && stage.dataset.view === 'lesson' && ev.target.tagName !== 'INPUT') { ev.preventDefault(); lesson.back(); }
  });
  // Focus that would leave the stage (a click on its backdrop, a redraw that
  // removed the focused button) is brought back into it.
  document.addEventListener('focusin', (ev) => {
    if (!stage.hidden && !stage.contains(ev.target)) focusables()[0]?.focus();
  });

  /** A position's text that wraps after a "+" (between games) before it
   *  wraps inside one (each game's text a box of its own), and never
   *  inside a number. */
  const breakable = (text) => text.split(/(?<=\+)/).flatMap((part, i) => [i ? h('wbr') : [], h('span', { class: 'teach-stage-game' }, unbroken(part))]);
  const header = (title, ...extra) => h('div', { class: 'teach-stage-head' },
    h('h2', null, title), ...extra,
    h('button', { type: 'button', class: 'teach-stage-close', onclick: exit, 'aria-label': tr('Exit classroom mode (Escape)') }, tr('Exit')));

  /* ---- the lesson: hidden values, XOR table step by step ---------------- */
  const lesson = (() => {
    let a = null;     // analysis on the stage
    let step = 0;     // 0: nothing shown; 1..k values; k+1..k+bits columns; +1 verdict
    let shown = new Set(); // components whose value is revealed (also out of order)
    let why = false;       // the "why Nim" marks on the boards
    const body = h('div', { class: 'teach-stage-body lesson' });

    function total() {
      const k = a.components.length;
      return k + (a.nimsum == null ? 0 : xorTable(values()).bits) + 1;
    }
    const values = () => a.components.map((c) => c.sg ?? 0);

    function show() {
      a = ctx.app.analysis();
      if (!a) return;
      step = 0;
      shown = new Set();
      stage.dataset.view = 'lesson';
      render();
    }
    function next() { if (step < total()) { step++; shown.add(step); render(); } }
    function back() { if (step > 0) { shown.delete(step); step--; render(); } }
    function all() { step = total(); for (let i = 1; i <= a.components.length; i++) shown.add(i); render(); }
    function hide() { step = 0; shown = new Set(); render(); }

    function render() {
      const was = document.activeElement; // the stage is rebuilt: keep the keyboard where it was
      const refocus = was?.closest?.('.teach-stage-controls button')?.dataset.control;
      const reveal = was?.closest?.('.teach-reveal')?.dataset.component;
      const k = a.components.length;
      const pics = pictures(a).slice(0, MAX_CARDS);
      for (const { svg } of pics) fitStage(svg);
      const cards = a.components.slice(0, MAX_CARDS).map((c, i) => {
        const open = shown.has(i + 1) || step > k;
        if (why && pics[i].board) drawNote(pics[i].board, notesFor(c, a));
        const value = open ? `SG ${c.sg ?? '—'}` : 'SG ?';
        const n = i + 1;
        return h('figure', { class: 'teach-card', 'data-game': c.game, 'data-component': i + 1, 'data-named': step === i + 1 && step <= k ? '' : null },
          scrollBox('teach-card-board', tr('The board of component {n}', { n }), pics[i].svg),
          h('figcaption', null, h('code', null, `${i + 1}. `, unbroken(c.text)), ' ',
            h('button', {
              type: 'button', class: `teach-reveal${open ? ' open' : ''}`, 'data-component': i + 1,
              'aria-label': open ? tr('{value}: component {n}', { value, n }) : tr('{value}: reveal the value of component {n}', { value, n }),
              onclick: () => { shown.add(i + 1); if (step === i) step = i + 1; render(); },
            }, value)));
      });
      put(stage, header(tr('Classroom'), h('code', { class: 'teach-stage-pos', title: a.position }, ...breakable(a.position)),
        h('span', { class: 'teach-stage-turn' }, tr('player {n} to move', { n: a.turn }))),
        h('div', { class: 'teach-stage-controls' },
          h('button', { type: 'button', onclick: back, disabled: step === 0, 'data-control': 'back' }, tr('◀ Back')),
          h('button', { type: 'button', class: 'teach-primary teach-next', onclick: next, disabled: step >= total(), 'data-control': 'next' }, tr('Reveal next ▶')),
          h('button', { type: 'button', onclick: all, 'data-control': 'all' }, tr('Reveal all')),
          h('button', { type: 'button', onclick: hide, 'data-control': 'hide' }, tr('Hide all')),
          h('button', { type: 'button', 'aria-pressed': String(why), onclick: () => { why = !why; render(); }, 'data-control': 'why' }, why ? tr('Hide why') : tr('Show why')),
          h('button', { type: 'button', onclick: show, 'data-control': 'load' }, tr('Load the current position')),
          h('button', { type: 'button', onclick: () => quiz.start(), 'data-control': 'quiz' }, tr('Quiz'))),
        body);
      put(body, h('div', { class: 'teach-cards' }, cards,
        k > MAX_CARDS ? h('p', { class: 'teach-muted' }, tr('… {n} more components (all in the table).', { n: k - MAX_CARDS })) : null),
      table());
      const again = refocus
        ? [...stage.querySelectorAll('.teach-stage-controls button')].find((b) => b.dataset.control === refocus && !b.disabled)
        : reveal ? stage.querySelector(`.teach-reveal[data-component="${reveal}"]`) : null;
      (again ?? (stage.contains(document.activeElement) ? null : stage.querySelector('.teach-next:not([disabled])') ?? stage.querySelector('button')))?.focus();
      // What the narration names is brought into view (the table and the
      // cards scroll on their own when the position is large).
      for (const el of stage.querySelectorAll('[data-named]')) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }

    /** The step's narration and what it names: the component's row and card,
     *  a column of the table, or the verdict. */
    function table() {
      if (a.play === 'misere') // no XOR in misère play: the rule that decided it
        return h('p', { class: `teach-verdict ${a.verdict === 'P' ? 'p' : 'n'}`, 'data-named': '' },
          (a.verdict === 'P' ? tr('Misère play (the last move loses): the player to move loses.')
            : a.verdict === 'N' ? tr('Misère play (the last move loses): the player to move wins.')
            : a.verdict === 'D' ? tr('Misère play (the last move loses): neither player can force a win.')
            : tr('Misère play (the last move loses): no answer is known.')) + ` ${a.why ? sayMsg(a.why_msg, a.why) : ''}`);
      if (a.over) return h('p', { class: 'teach-verdict', 'data-named': '' }, tr('The game is over: {why}. The player to move has lost.', { why: ending(a) ?? tr('no move is left') }));
      if (a.nimsum == null) return h('p', { class: 'teach-verdict', 'data-named': '' }, tr('The player to move wins at once: {why}. No XOR needed.', { why: threat(a) }));
      const k = a.components.length;
      const t = xorTable(values());
      const colsShown = Math.max(0, Math.min(t.bits, step - k)); // from the left (highest bit)
      const col = step > k && step <= k + t.bits ? step - k - 1 : -1; // the column being added
      const rows = a.components.map((c, i) => {
        const open = shown.has(i + 1) || step > k;
        const named = step === i + 1 && step <= k;
        return h('tr', { class: `${open ? 'open' : 'hidden-row'}${named ? ' named' : ''}`, 'data-named': named ? '' : null },
          h('th', { scope: 'row' }, `${i + 1}. ${c.game}`),
          h('td', { class: 'dec' }, open ? String(c.sg) : '?'),
          t.rows[i].map((b, j) => h('td', { class: `bit${open && b ? ' one' : ''}${j === col ? ' col' : ''}` }, open ? String(b) : '·')));
      });
      const done = step >= total();
      const sumRow = h('tr', { class: 'sum', 'data-named': done ? '' : null }, h('th', { scope: 'row' }, tr('nim-sum')),
        h('td', { class: 'dec' }, colsShown === t.bits ? String(t.value) : '?'),
        t.sum.map((b, j) => h('td', { class: `bit${j < colsShown && b ? ' one' : ''}${j === col ? ' col' : ''}`, 'data-named': j === col ? '' : null }, j < colsShown ? String(b) : '?')));
      let say = '';
      if (step === 0) say = tr('Press "Reveal next" (or →) to show the first value.');
      else if (step <= k) say = tr('Component {n}: SG {sg} = {bits} in binary.', { n: step, sg: a.components[step - 1].sg, bits: bin(a.components[step - 1].sg, t.bits) });
      else if (step <= k + t.bits) {
        const ones = t.ones[col], column = 2n ** BigInt(t.bits - 1 - col);
        say = ones === 1 ? tr('Column {c}: 1 one — odd, so 1.', { c: column })
          : ones % 2 ? tr('Column {c}: {k} ones — odd, so 1.', { c: column, k: ones })
          : tr('Column {c}: {k} ones — even, so 0.', { c: column, k: ones });
      }
      const verdict = done ? h('p', { class: `teach-verdict ${a.nimsum ? 'n' : 'p'}`, 'data-named': '' },
        a.nimsum
          ? tr('Nim-sum {x} ≠ 0: the player to move wins — {how}.', { x: a.nimsum, how: describe(a) })
          : tr('Nim-sum 0: the player to move loses. Every move makes it non-zero, and the opponent can always bring it back to 0.')) : null;
      return h('div', { class: 'teach-xor' },
        h('p', { class: 'teach-say', role: 'status', 'aria-live': 'polite' }, say), verdict,
        h('p', { class: 'teach-xor-caption' }, tr('The XOR table: add each column without carrying — an odd number of ones gives 1.')),
        scrollBox('teach-xor-scroll', tr('The XOR table'),
          h('table', { class: 'teach-table teach-xor-table', 'data-step': step },
            h('thead', null, h('tr', null, h('th', { scope: 'col' }, tr('component')), h('th', { scope: 'col' }, 'SG'),
              Array.from({ length: t.bits }, (_, j) => h('th', { scope: 'col', class: j === col ? 'col' : null }, String(2n ** BigInt(t.bits - 1 - j)))))),
            h('tbody', null, rows, sumRow))));
    }
    /** Draws the stage again as it is (a change of language). */
    const redraw = () => { if (a) render(); };
    return { show, next, back, redraw };
  })();

  /* ---- the quiz ------------------------------------------------------------ */
  const quiz = (() => {
    const games = new Set(quizGames());
    let score = { right: 0, asked: 0, streak: 0 };
    let q = null; // { text, analysis, kind, answered }

    async function start() {
      stage.dataset.view = 'quiz';
      score = { right: 0, asked: 0, streak: 0 };
      await ask();
    }

    async function ask() {
      for (let tries = 0; tries < 20; tries++) {
        const text = generate([...games]);
        let a;
        try {
          a = await ctx.engine.analyze(text);
        } catch {
          continue;
        }
        if (a.over || a.threat) continue;
        // "Find a winning move" needs a real choice: at least three moves.
        const kind = a.verdict === 'N' && a.moves.length >= 3 && Math.random() < 0.5 ? 'move' : 'p';
        q = { text: a.position, analysis: a, kind, answered: false, offer: kind === 'move' ? candidates(a, 5) : [] };
        render();
        return;
      }
    }

    function answer(ok, chosen) {
      if (q.answered) return;
      q.answered = true;
      q.ok = ok;
      q.chosen = chosen;
      score.asked++;
      if (ok) { score.right++; score.streak++; } else score.streak = 0;
      render();
      stage.querySelector('.teach-quiz-next')?.focus();
    }

    function render(focus = true) {
      const a = q.analysis;
      const gamesBox = h('fieldset', { class: 'teach-quiz-games' }, h('legend', null, tr('Games in the quiz')),
        quizGames().map((g) => h('label', null,
          h('input', { type: 'checkbox', checked: games.has(g), onchange: (ev) => { if (ev.target.checked) games.add(g); else if (games.size > 1) games.delete(g); else ev.target.checked = true; } }), ` ${boards[g].title}`)));
      const question = q.kind === 'p'
        ? h('div', { class: 'teach-quiz-answers' },
          h('p', { class: 'teach-quiz-q' }, tr('Is this a P-position (the player to move loses)?')),
          ['P', 'N'].map((v) => h('button', {
            type: 'button', class: `teach-answer${q.answered && a.verdict === v ? ' right' : ''}${q.answered && q.chosen === v && a.verdict !== v ? ' wrong' : ''}`,
            'data-answer': v, disabled: q.answered, onclick: () => answer(a.verdict === v, v),
          }, v === 'P' ? tr('Yes — P, the player to move loses') : tr('No — N, the player to move wins'))))
        : h('div', { class: 'teach-quiz-answers' },
          h('p', { class: 'teach-quiz-q' }, tr('Find a winning move:')),
          q.offer.map((m) => h('button', {
            type: 'button', class: `teach-answer${q.answered && m.winning ? ' right' : ''}${q.answered && q.chosen === m.move && !m.winning ? ' wrong' : ''}`,
            'data-move': m.move, 'data-winning': String(m.winning), disabled: q.answered, onclick: () => answer(m.winning, m.move),
          }, `${a.components.length > 1 ? `#${m.component}: ` : ''}${sayMsg(m.label_msg, m.label)}`)));
      const feedback = q.answered ? h('div', { class: `teach-quiz-feedback ${q.ok ? 'right' : 'wrong'}`, role: 'status' },
        h('p', null, h('strong', null, q.ok ? tr('Right!') : tr('Not quite.')), ' ', explainAnswer(a)),
        h('button', { type: 'button', class: 'teach-primary teach-quiz-next', onclick: ask }, tr('Next question'))) : null;
      put(stage, header(tr('Quiz'), h('span', { class: 'teach-score', 'data-right': score.right, 'data-asked': score.asked },
        tr('Score {right} / {asked}', score), score.streak > 1 ? ` · ${tr('{n} in a row', { n: score.streak })}` : '')),
      h('div', { class: 'teach-stage-body' },
        h('p', { class: 'teach-quiz-pos' }, h('code', null, unbroken(a.position)), ` — ${tr('player {n} to move', { n: a.turn })}`),
        h('div', { class: 'teach-cards' }, pictures(a).map(({ svg }, i) => h('figure', { class: 'teach-card', 'data-game': a.components[i].game }, scrollBox('teach-card-board', tr('The board of component {n}', { n: i + 1 }), svg),
          h('figcaption', null, h('code', null, unbroken(a.components[i].text)), q.answered ? ` — SG ${a.components[i].sg}` : '')))),
        question, feedback,
        h('div', { class: 'teach-row' }, h('button', { type: 'button', onclick: ask }, tr('Skip')),
          h('button', { type: 'button', onclick: () => lesson.show() }, tr('Back to the lesson')),
          h('button', { type: 'button', onclick: async () => { await ctx.app.setPosition(a.position); } }, tr('Open on the board'))),
        gamesBox));
      if (focus) stage.querySelector('.teach-answer:not([disabled])')?.focus();
    }

    /** Draws the question again as it is (a change of language), the keyboard where it was. */
    const redraw = () => {
      if (!q) return;
      const was = document.activeElement;
      const at = was && stage.contains(was) ? [...stage.querySelectorAll('button, input')].indexOf(was) : -1;
      render(false);
      if (at >= 0) stage.querySelectorAll('button, input')[at]?.focus();
    };

    return { start, redraw };
  })();

  // A change of language: the stage drawn again in place — the same step of
  // the lesson, the same question and score of the quiz.
  onLang(() => {
    if (stage.hidden) return;
    if (stage.dataset.view === 'quiz') quiz.redraw();
    else lesson.redraw();
  });

  return { enter, exit, lesson, quiz };
}

/** The quiz's answer in words, for one component or a sum:
 *  "Its SG value is 0: a P-position …", "SG values 1 ⊕ 2 ⊕ 3 = 0: …". */
export function explainAnswer(a) {
  const sgs = a.components.map((c) => c.sg);
  const one = sgs.length === 1;
  const win = a.moves.filter((m) => m.winning);
  const where = (m) => (one ? '' : `#${m.component}: `);
  const list = win.map((m) => where(m) + sayMsg(m.label_msg, m.label)).join(tr('; '));
  const moves = win.length > 1 ? tr('Winning moves: {moves}.', { moves: list }) : tr('Winning move: {moves}.', { moves: list });
  if (a.play === 'misere') {
    const why = a.why ? sayMsg(a.why_msg, a.why) : '';
    const text = a.verdict === 'P' ? tr('Misère play: a P-position — {why}', { why })
      : a.verdict === 'N' ? tr('Misère play: an N-position — {why}', { why })
      : tr('Misère play: not decided — {why}', { why });
    return text + (win.length ? ' ' + moves : '');
  }
  if (one) {
    return a.nimsum === 0
      ? tr('Its SG value is 0: a P-position — every move leads to a position of non-zero value, so no winning move exists.')
      : `${tr('Its SG value is {g}, not 0: an N-position — a move to a position of value 0 wins.', { g: a.nimsum })} ${moves}`;
  }
  const sum = sgs.join(' ⊕ ');
  return a.nimsum === 0
    ? tr('SG values {sum} = {x}: nim-sum 0, a P-position — no winning move exists.', { sum, x: a.nimsum })
    : `${tr('SG values {sum} = {x}: nim-sum {x} ≠ 0, an N-position.', { sum, x: a.nimsum })} ${moves}`;
}

function bin(v, bits) {
  return BigInt(v).toString(2).padStart(bits, '0');
}

const ending = (a) => { const c = a.components.find((x) => x.over); return c ? boards[c.game]?.overWords : null; };
const threat = (a) => { const c = a.components.find((x) => x.threat); return (c && boards[c.game]?.threatWords) ?? tr('a move ends the game'); };

function describe(a) {
  const w = a.moves.filter((m) => m.winning);
  if (!w.length) return tr('a winning move exists');
  const move = sayMsg(w[0].label_msg, w[0].label);
  return a.components.length > 1
    ? tr('for example component {n}: {move}, leaving nim-sum 0', { n: w[0].component, move })
    : tr('for example {move}, leaving nim-sum 0', { move });
}
