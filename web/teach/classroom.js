// teach/classroom.js — classroom mode: a projector stage with large boards
// and type. The current position's values start hidden and are revealed one
// at a time, together with a step-by-step XOR table; a quiz asks "is this a
// P-position?" and "find a winning move" on generated positions and keeps a
// running score.

import { h, put, scrollBox } from './dom.js';
import { pictures } from './boards.js';
import { notesFor } from './notes.js';
import { drawNote } from './overlay.js';
import { generate, candidates, xorTable, QUIZ_GAMES } from './quizgen.js';
import { boards } from '../boards/index.js';

const MAX_CARDS = 40; // boards drawn on the stage (the table has every component)

export function mountClassroom(root, ctx) {
  const open = h('button', { type: 'button', class: 'teach-primary' }, 'Start classroom mode');
  const quizBtn = h('button', { type: 'button' }, 'Start the quiz');
  put(root,
    h('p', { class: 'teach-lead' }, 'A projector view of the current position: large boards and type, values hidden until you reveal them, the XOR table built step by step — and a quiz with a running score.'),
    h('div', { class: 'teach-row' }, open, quizBtn));

  const stage = h('div', { class: 'teach-stage', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Classroom mode', hidden: true });
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

  const header = (title, ...extra) => h('div', { class: 'teach-stage-head' },
    h('h2', null, title), ...extra,
    h('button', { type: 'button', class: 'teach-stage-close', onclick: exit, 'aria-label': 'Exit classroom mode (Escape)' }, 'Exit'));

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
      const refocus = was?.closest?.('.teach-stage-controls button')?.textContent;
      const reveal = was?.closest?.('.teach-reveal')?.dataset.component;
      const k = a.components.length;
      const pics = pictures(a).slice(0, MAX_CARDS);
      const cards = a.components.slice(0, MAX_CARDS).map((c, i) => {
        const open = shown.has(i + 1) || step > k;
        if (why && pics[i].board) drawNote(pics[i].board, notesFor(c, a));
        const value = open ? `SG ${c.sg ?? '—'}` : 'SG ?';
        return h('figure', { class: 'teach-card', 'data-game': c.game, 'data-component': i + 1, 'data-named': step === i + 1 && step <= k ? '' : null },
          scrollBox('teach-card-board', `The board of component ${i + 1}`, pics[i].svg),
          h('figcaption', null, h('code', null, `${i + 1}. ${c.text}`), ' ',
            h('button', {
              type: 'button', class: `teach-reveal${open ? ' open' : ''}`, 'data-component': i + 1,
              'aria-label': open ? `${value}: component ${i + 1}` : `${value}: reveal the value of component ${i + 1}`,
              onclick: () => { shown.add(i + 1); if (step === i) step = i + 1; render(); },
            }, value)));
      });
      put(stage, header('Classroom', h('code', { class: 'teach-stage-pos', title: a.position }, a.position),
        h('span', { class: 'teach-stage-turn' }, `player ${a.turn} to move`)),
        h('div', { class: 'teach-stage-controls' },
          h('button', { type: 'button', onclick: back, disabled: step === 0 }, '◀ Back'),
          h('button', { type: 'button', class: 'teach-primary teach-next', onclick: next, disabled: step >= total() }, 'Reveal next ▶'),
          h('button', { type: 'button', onclick: all }, 'Reveal all'),
          h('button', { type: 'button', onclick: hide }, 'Hide all'),
          h('button', { type: 'button', 'aria-pressed': String(why), onclick: () => { why = !why; render(); } }, why ? 'Hide why' : 'Show why'),
          h('button', { type: 'button', onclick: show }, 'Load the current position'),
          h('button', { type: 'button', onclick: () => quiz.start() }, 'Quiz')),
        body);
      put(body, h('div', { class: 'teach-cards' }, cards,
        k > MAX_CARDS ? h('p', { class: 'teach-muted' }, `… ${k - MAX_CARDS} more components (all in the table).`) : null),
      table());
      const again = refocus
        ? [...stage.querySelectorAll('.teach-stage-controls button')].find((b) => b.textContent === refocus && !b.disabled)
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
          `Misère play (the last move loses): ${a.verdict === 'P' ? 'the player to move loses' : a.verdict === 'N' ? 'the player to move wins' : a.verdict === 'D' ? 'neither player can force a win' : 'no answer is known'}. ${a.why ?? ''}`);
      if (a.over) return h('p', { class: 'teach-verdict', 'data-named': '' }, `The game is over: ${ending(a) ?? 'no move is left'}. The player to move has lost.`);
      if (a.nimsum == null) return h('p', { class: 'teach-verdict', 'data-named': '' }, `The player to move wins at once: ${threat(a)}. No XOR needed.`);
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
      const sumRow = h('tr', { class: 'sum', 'data-named': done ? '' : null }, h('th', { scope: 'row' }, 'nim-sum'),
        h('td', { class: 'dec' }, colsShown === t.bits ? String(t.value) : '?'),
        t.sum.map((b, j) => h('td', { class: `bit${j < colsShown && b ? ' one' : ''}${j === col ? ' col' : ''}`, 'data-named': j === col ? '' : null }, j < colsShown ? String(b) : '?')));
      let say = '';
      if (step === 0) say = 'Press "Reveal next" (or →) to show the first value.';
      else if (step <= k) say = `Component ${step}: SG ${a.components[step - 1].sg} = ${bin(a.components[step - 1].sg, t.bits)} in binary.`;
      else if (step <= k + t.bits) {
        const ones = t.ones[col];
        say = `Column ${2n ** BigInt(t.bits - 1 - col)}: ${ones} one${ones === 1 ? '' : 's'} — ${ones % 2 ? 'odd, so 1' : 'even, so 0'}.`;
      }
      const verdict = done ? h('p', { class: `teach-verdict ${a.nimsum ? 'n' : 'p'}`, 'data-named': '' },
        a.nimsum
          ? `Nim-sum ${a.nimsum} ≠ 0: the player to move wins — ${describe(a)}.`
          : 'Nim-sum 0: the player to move loses. Every move makes it non-zero, and the opponent can always bring it back to 0.') : null;
      return h('div', { class: 'teach-xor' },
        h('p', { class: 'teach-say', role: 'status', 'aria-live': 'polite' }, say), verdict,
        h('p', { class: 'teach-xor-caption' }, 'The XOR table: add each column without carrying — an odd number of ones gives 1.'),
        scrollBox('teach-xor-scroll', 'The XOR table',
          h('table', { class: 'teach-table teach-xor-table', 'data-step': step },
            h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'component'), h('th', { scope: 'col' }, 'SG'),
              Array.from({ length: t.bits }, (_, j) => h('th', { scope: 'col', class: j === col ? 'col' : null }, String(2n ** BigInt(t.bits - 1 - j)))))),
            h('tbody', null, rows, sumRow))));
    }
    return { show, next, back };
  })();

  /* ---- the quiz ------------------------------------------------------------ */
  const quiz = (() => {
    const games = new Set(QUIZ_GAMES);
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

    function render() {
      const a = q.analysis;
      const gamesBox = h('fieldset', { class: 'teach-quiz-games' }, h('legend', null, 'Games in the quiz'),
        QUIZ_GAMES.map((g) => h('label', null,
          h('input', { type: 'checkbox', checked: games.has(g), onchange: (ev) => { if (ev.target.checked) games.add(g); else if (games.size > 1) games.delete(g); else ev.target.checked = true; } }), ` ${boards[g].title}`)));
      const question = q.kind === 'p'
        ? h('div', { class: 'teach-quiz-answers' },
          h('p', { class: 'teach-quiz-q' }, 'Is this a P-position (the player to move loses)?'),
          ['P', 'N'].map((v) => h('button', {
            type: 'button', class: `teach-answer${q.answered && a.verdict === v ? ' right' : ''}${q.answered && q.chosen === v && a.verdict !== v ? ' wrong' : ''}`,
            'data-answer': v, disabled: q.answered, onclick: () => answer(a.verdict === v, v),
          }, v === 'P' ? 'Yes — P, the player to move loses' : 'No — N, the player to move wins')))
        : h('div', { class: 'teach-quiz-answers' },
          h('p', { class: 'teach-quiz-q' }, 'Find a winning move:'),
          q.offer.map((m) => h('button', {
            type: 'button', class: `teach-answer${q.answered && m.winning ? ' right' : ''}${q.answered && q.chosen === m.move && !m.winning ? ' wrong' : ''}`,
            'data-move': m.move, 'data-winning': String(m.winning), disabled: q.answered, onclick: () => answer(m.winning, m.move),
          }, `${a.components.length > 1 ? `#${m.component}: ` : ''}${m.label}`)));
      const feedback = q.answered ? h('div', { class: `teach-quiz-feedback ${q.ok ? 'right' : 'wrong'}`, role: 'status' },
        h('p', null, h('strong', null, q.ok ? 'Right!' : 'Not quite.'), ' ', explainAnswer(a)),
        h('button', { type: 'button', class: 'teach-primary teach-quiz-next', onclick: ask }, 'Next question')) : null;
      put(stage, header('Quiz', h('span', { class: 'teach-score', 'data-right': score.right, 'data-asked': score.asked },
        `Score ${score.right} / ${score.asked}`, score.streak > 1 ? ` · ${score.streak} in a row` : '')),
      h('div', { class: 'teach-stage-body' },
        h('p', { class: 'teach-quiz-pos' }, h('code', null, a.position), ` — player ${a.turn} to move`),
        h('div', { class: 'teach-cards' }, pictures(a).map(({ svg }, i) => h('figure', { class: 'teach-card', 'data-game': a.components[i].game }, scrollBox('teach-card-board', `The board of component ${i + 1}`, svg),
          h('figcaption', null, h('code', null, a.components[i].text), q.answered ? ` — SG ${a.components[i].sg}` : '')))),
        question, feedback,
        h('div', { class: 'teach-row' }, h('button', { type: 'button', onclick: ask }, 'Skip'),
          h('button', { type: 'button', onclick: () => lesson.show() }, 'Back to the lesson'),
          h('button', { type: 'button', onclick: async () => { await ctx.app.setPosition(a.position); } }, 'Open on the board')),
        gamesBox));
      stage.querySelector('.teach-answer:not([disabled])')?.focus();
    }

    return { start };
  })();

  return { enter, exit, lesson, quiz };
}

/** The quiz's answer in words, for one component or a sum:
 *  "Its SG value is 0: a P-position …", "SG values 1 ⊕ 2 ⊕ 3 = 0: …". */
export function explainAnswer(a) {
  const sgs = a.components.map((c) => c.sg);
  const one = sgs.length === 1;
  const win = a.moves.filter((m) => m.winning);
  const where = (m) => (one ? '' : `#${m.component}: `);
  const moves = `Winning move${win.length > 1 ? 's' : ''}: ${win.map((m) => where(m) + m.label).join('; ')}.`;
  if (a.play === 'misere')
    return `Misère play: ${a.verdict === 'P' ? 'a P-position' : a.verdict === 'N' ? 'an N-position' : 'not decided'} — ${a.why ?? ''}${win.length ? ' ' + moves : ''}`;
  if (one) {
    return a.nimsum === 0
      ? 'Its SG value is 0: a P-position — every move leads to a position of non-zero value, so no winning move exists.'
      : `Its SG value is ${a.nimsum}, not 0: an N-position — a move to a position of value 0 wins. ${moves}`;
  }
  const sum = `SG values ${sgs.join(' ⊕ ')} = ${a.nimsum}`;
  return a.nimsum === 0
    ? `${sum}: nim-sum 0, a P-position — no winning move exists.`
    : `${sum}: nim-sum ${a.nimsum} ≠ 0, an N-position. ${moves}`;
}

function bin(v, bits) {
  return BigInt(v).toString(2).padStart(bits, '0');
}

const ending = (a) => { const c = a.components.find((x) => x.over); return c ? boards[c.game]?.overWords : null; };
const threat = (a) => { const c = a.components.find((x) => x.threat); return (c && boards[c.game]?.threatWords) ?? 'a move ends the game'; };

function describe(a) {
  const w = a.moves.filter((m) => m.winning);
  if (!w.length) return 'a winning move exists';
  return `for example ${a.components.length > 1 ? `component ${w[0].component}: ` : ''}${w[0].label}, leaving nim-sum 0`;
}
