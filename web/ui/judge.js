// ui/judge.js — "Classic problems": the judge problems the engine answers,
// listed by the course topic that teaches them (巴什博弈, Nim, SG 函数 …),
// each with our own statement, a link to the original, and its answers:
// paste a problem's input (a contest programmer has that, not a position
// text), see every case with its answer exactly as the accepted solution
// prints it, a winning move of each case in the problem's own numbering,
// and open any case on the board. The engine reads the input (engine.judge:
// the same reader as `grundy judge`) and gives each case as a position
// text; the winning move is the first one the engine's analysis of that
// position lists, worded by the engine, with the place of its component
// (1-based, in the input's order). A malformed input shows the judge's
// line-numbered message and the cases before it. Large inputs are read in
// the worker, with Cancel. Loaded on the first click of the toolbar button.

import * as engine from '../engine/engine.js';
import { runInBackground } from '../engine/background.js';
import * as store from './store.js';
import { h, put } from '../kit/svg.js';
import { state } from '../kit/state.js';
import { GAMES, need, loadStyles } from '../boards/index.js';
import { refusal } from './words.js';
import { tr, sayMsg, lang, onLang } from '../i18n/i18n.js';
import { TOPICS, PROBLEMS, words as problemWords } from '../boards/problems.js';

/** The judges `grundy judge` runs, as the engine lists them (info().judges:
 *  each registered by the game that answers it): [name, label, sample]. */
export function formats(info = state.info) {
  const title = (game) => { // the picker's title in the page's language, without its bracket ("(HDU 5724)": the problem says it)
    const g = GAMES.find((x) => x.game === game);
    if (g) return g.title.replace(/\s*[(（][^()（）]*[)）]$/, '');
    const e = info?.games?.find((x) => x.name === game);
    return e ? sayMsg(e.title_msg, e.title) : game;
  };
  return (info?.judges ?? []).map((j) => [j.name, PROBLEMS[j.name]
    ? tr('{problem} — {title}', { problem: j.problem, title: PROBLEMS[j.name].title() })
    : tr('{game} — {problem} ({answers})', { game: title(j.game), problem: j.problem, answers: sayMsg(j.answers_msg, j.answers) }), j.sample]);
}

/** The course's topics with their problems, in the course's order:
 *  [{id, title, none, judges}] (a judge whose topic the course does not
 *  name comes last, under "Other problems"). */
export function topics(info = state.info) {
  const judges = info?.judges ?? [];
  const out = TOPICS.map((t) => ({ id: t.id, title: t.title(), none: t.none?.() ?? '', judges: judges.filter((j) => j.topic === t.id) }));
  const rest = judges.filter((j) => !TOPICS.some((t) => t.id === j.topic));
  if (rest.length) out.push({ id: 'other', title: tr('Other problems'), none: '', judges: rest });
  return out;
}

const judgeOf = (name) => state.info?.judges?.find((j) => j.name === name);

const MAIN_CHARS = 20000; // inputs up to this size are read at once, larger ones in the worker
const SHOWN = 200;        // cases listed (the output holds them all)
const LINES = 2000;       // lines of output shown (Copy output copies them all)

let dialog = null; // the <dialog>, made on first use
let job = null;    // the reading in the worker (its AbortController)

const $ = (sel) => dialog.querySelector(sel);

/** "3 rows", "18 cells", "2 heaps": what the engine says the case is made of
 *  (a count the page has no words for: the noun of the game's board). */
const PARTS = {
  heaps: [() => tr('1 heap'), (n) => tr('{n} heaps', { n })],
  rows: [() => tr('1 row'), (n) => tr('{n} rows', { n })],
  cells: [() => tr('1 cell'), (n) => tr('{n} cells', { n })],
  piles: [() => tr('1 pile'), (n) => tr('{n} piles', { n })],
  pairs: [() => tr('1 pair'), (n) => tr('{n} pairs', { n })],
  boxes: [() => tr('1 box'), (n) => tr('{n} boxes', { n })],
  sheets: [() => tr('1 sheet'), (n) => tr('{n} sheets', { n })],
  stairs: [() => tr('1 stair'), (n) => tr('{n} stairs', { n })],
  queens: [() => tr('1 queen'), (n) => tr('{n} queens', { n })],
  people: [() => tr('1 person'), (n) => tr('{n} people', { n })],
  chesses: [() => tr('1 piece'), (n) => tr('{n} pieces', { n })],
};
function size(c, game) {
  const key = Object.keys(c).find((k) => !['case', 'answer', 'position', 'why', 'said'].includes(k) && typeof c[k] === 'number');
  if (!key) return '';
  const n = c[key];
  if (PARTS[key]) return PARTS[key][n === 1 ? 0 : 1](n);
  const noun = GAMES.find((g) => g.game === game)?.noun;
  return noun ? tr('{noun} × {n}', { noun, n }) : String(n);
}

function caseRow(c, game) {
  const open = c.position === null
    ? h('span', { class: 'note', text: tr('not a position: {why}', { why: sayMsg(c.why_msg, c.why) }) })
    : h('button', { type: 'button', class: 'small', 'data-open': c.case, 'aria-label': tr('Open case {k} on the board', { k: c.case }), text: tr('Open') });
  return h('tr', { 'data-case': c.case },
    h('th', { scope: 'row', text: String(c.case) }),
    h('td', null, h('code', { class: 'answer', text: c.answer.replace(/\n$/, '').replace(/\n/g, ' ⏎ ') || tr('(empty line)') })),
    h('td', { text: size(c, game) }),
    h('td', { class: 'judge-move', 'data-for': c.case, text: c.position === null ? '' : '…' }),
    h('td', null, open));
}

/** What the winning-move cell keeps of case c's analysis a: the first
 *  winning move the engine lists (its notation, its words as a message, its
 *  component's 1-based place and game, whether the case has several, and
 *  what the problem calls where it starts when the judge says so: the case's
 *  from_names, by the move's `from`), or move '' when none wins. Said in the
 *  page's language by sayMove. */
function moveSaid(a, c) {
  const m = a.moves.find((x) => x.winning);
  if (a.verdict === 'P' || !m) return { move: '' };
  const k = Number(m.from) - 1;
  const at = c.from_names && k >= 0 && k < c.from_names.length ? c.from_names[k] : null;
  return { move: m.move, label: m.label, label_msg: m.label_msg, i: m.component, game: a.components[m.component - 1]?.game, several: a.components.length > 1, at };
}

/** A winning move in the problem's terms: the engine's words for it, after
 *  the place of its component when the case has several (its 1-based place
 *  in the input, as the problem numbers them). */
function moveWords(x) {
  if (!x.move) return tr('none: a P-position, every move loses');
  const label = x.at ? tr('{who}: {move}', { who: sayMsg(x.at.name_msg, x.at.name), move: sayMsg(x.label_msg, x.label) }) : sayMsg(x.label_msg, x.label);
  if (!x.several) return label;
  const part = GAMES.find((g) => g.game === x.game)?.noun ?? x.game;
  return tr('{part} {i}: {move}', { part, i: x.i, move: label });
}

let moving = null; // the analyses of the cases shown (their AbortController)

/** Fills each shown case's winning move, one case at a time, from the
 *  engine's analysis of its position (in the worker: a large case never
 *  holds the page). A new answer stops the old one. */
async function winningMoves(r) {
  moving?.abort();
  const controller = new AbortController();
  moving = controller;
  for (const c of r.cases.slice(0, SHOWN)) {
    if (c.position === null || c.said) continue;
    let a;
    try {
      a = await runInBackground('analyze', [c.position, { winning: true }], { signal: controller.signal, lane: 'judge' });
    } catch (e) {
      if (e.name === 'AbortError') return;
      a = { error: e };
    }
    if (!a.error) await need(a.components.map((x) => x.game)); // (a game's words for its moves come with its board)
    if (controller.signal.aborted || dialog?.result !== r) return;
    c.said = a.error ? { error: a.error } : moveSaid(a, c);
    sayMove(c);
  }
}

/** Writes a case's winning move into its cell (again in another language). */
function sayMove(c) {
  const cell = dialog?.querySelector(`.judge-move[data-for="${c.case}"]`);
  if (!cell || !c.said) return;
  if (c.said.error) {
    cell.textContent = tr('not found: {why}', { why: sayMsg(c.said.error.msg, c.said.error.message) });
    cell.dataset.move = '';
    return;
  }
  cell.textContent = moveWords(c.said);
  cell.dataset.move = c.said.move;
}

function show(r) {
  const out = $('.judge-output');
  out.hidden = false;
  const lines = r.output.split('\n');
  put($('.judge-out'), lines.length > LINES + 1 ? lines.slice(0, LINES).join('\n') + '\n' : r.output || tr('(no output)'));
  $('.judge-cut').textContent = lines.length > LINES + 1 ? tr('The first {n} of {all} lines are shown; Copy output copies them all.', { n: LINES, all: lines.length - 1 }) : '';
  const err = $('.judge-error');
  err.hidden = !r.error;
  const n = r.cases.length;
  const stopped = r.error ? sayMsg(r.error.message_msg, r.error.message) : '';
  err.textContent = !r.error ? '' : n === 0 ? tr('The judge stopped: {why}.', { why: stopped })
    : n === 1 ? tr('The judge stopped: {why} (the 1 case before it are answered above).', { why: stopped }) : tr('The judge stopped: {why} (the {n} cases before it are answered above).', { why: stopped, n });
  $('.judge-count').textContent = r.error ? (n === 1 ? tr('1 case before the error') : tr('{n} cases before the error', { n })) : n === 1 ? tr('1 case') : tr('{n} cases', { n });
  const rows = r.cases.slice(0, SHOWN).map((c) => caseRow(c, judgeOf(r.judge)?.game));
  put($('.judge-cases tbody'), rows);
  $('.judge-more').textContent = n > SHOWN ? tr('… and {n} more cases (their answers are all in the output above).', { n: n - SHOWN }) : '';
  dialog.result = r;
  if (r.cases.some((c) => c.said)) r.cases.forEach(sayMove); // (drawn anew: the moves are known)
  else winningMoves(r);
}

/** The status line: words, or a function that says them (again in another language). */
let said = { text: '', kind: '' };
function status(text, kind = '') {
  said = { text, kind };
  const s = $('.judge-status');
  s.textContent = typeof text === 'function' ? text() : text;
  s.className = `judge-status ${kind}`;
}

async function answer() {
  const name = $('#judge-format').value;
  const input = $('#judge-input').value;
  const strict = $('#judge-strict').checked;
  job?.abort();
  job = null;
  if (!input.trim()) return status(() => tr('Paste the problem\'s input first (or load its sample).'), 'error');
  let r;
  try {
    if (input.length <= MAIN_CHARS) r = await engine.judge(name, input, { strict });
    else {
      const controller = new AbortController();
      job = controller;
      $('.judge-cancel').hidden = false;
      const chars = String(input.length).replace(/\B(?=(\d{3})+$)/g, ',');
      status(() => tr('Reading {chars} characters in the background…', { chars }));
      r = await runInBackground('judge', [name, input, { strict }], { signal: controller.signal, lane: 'judge' });
    }
  } catch (e) {
    if (e.name === 'AbortError') return status(() => tr('Stopped.'));
    status(() => refusal(e), 'error');
    return undefined;
  } finally {
    job = null;
    $('.judge-cancel').hidden = true;
  }
  status('');
  show(r);
  return r;
}

async function openCase(k) {
  const c = dialog.result?.cases.find((x) => x.case === k);
  if (!c?.position) return;
  dialog.close();
  await store.open(c.position, { why: () => tr('Case {k} could not be opened', { k }) });
}

/** A problem's words in the page's language: {title, text} (text: parts,
 *  the odd ones code), from boards/problems.js; null for a judge it lacks. */
function words(name) {
  const p = PROBLEMS[name];
  if (!p) return null;
  return { title: p.title(), text: p.text().split('`') };
}

/** The site a problem's page is on (the problem's first word), from its judge's entry. */
const site = (j) => j.problem.split(' ')[0];

/** Shows problem `name`: its statement, link and answers, picked in the
 *  list and the picker; with fill, its sample in the input box, answered
 *  (the box keeps what was pasted unless it holds another problem's sample). */
function choose(name, { fill = false } = {}) {
  const j = judgeOf(name) ?? state.info?.judges?.[0];
  if (!j) return;
  $('#judge-format').value = j.name;
  for (const b of dialog.querySelectorAll('.judge-pick')) b.setAttribute('aria-current', String(b.dataset.judge === j.name));
  const w = words(j.name);
  $('.judge-title').textContent = w ? tr('{problem}: {title}', { problem: j.problem, title: w.title }) : j.problem;
  put($('.judge-statement'), w ? w.text.map((t, i) => (i % 2 ? h('code', { text: t }) : t)) : '');
  const answers = () => { $('.judge-answers').textContent = tr('Answers: {answers}.', { answers: sayMsg(j.answers_msg, j.answers) }); };
  answers();
  // A judge's own words (its answers, its input's mistakes) come with its game's board.
  const ready = need([j.game]).then(() => { if ($('#judge-format').value === j.name) answers(); }, () => {});
  const link = $('.judge-link');
  link.href = j.url ?? '';
  link.hidden = !j.url;
  link.textContent = tr('The problem on {site} ↗', { site: site(j) });
  link.setAttribute('aria-label', tr('The problem {problem} on its judge\'s site (opens a new tab)', { problem: j.problem }));
  if (fill) {
    const box = $('#judge-input');
    if (!box.value.trim() || (state.info?.judges ?? []).some((x) => x.sample === box.value)) {
      box.value = j.sample;
      ready.then(() => { if ($('#judge-format').value === j.name) answer(); });
    }
  }
}

function build() {
  const groups = topics();
  const picker = groups.filter((g) => g.judges.length).map((g) => h('optgroup', { label: g.title },
    g.judges.map((j) => h('option', { value: j.name, text: formats().find(([v]) => v === j.name)?.[1] ?? j.problem }))));
  dialog = h('dialog', { id: 'judge', class: 'judge', 'aria-labelledby': 'judge-h' },
    h('form', { method: 'dialog', class: 'judge-form' },
      h('div', { class: 'judge-head' },
        h('h2', { id: 'judge-h', text: tr('Classic problems') }),
        h('button', { type: 'submit', class: 'judge-close', value: 'close', text: tr('Close') })),
      h('p', { class: 'note', text: tr('The judge problems a course on the Sprague–Grundy theorem sets, by topic. Pick one and paste its input as the judge gives it: every case is answered exactly as an accepted solution prints it, with a winning move, and opens as a position on the board.') }),
      h('div', { class: 'judge-body' },
        h('nav', { class: 'judge-topics', 'aria-label': tr('Problems by topic') },
          groups.map((g) => h('section', { class: 'judge-topic', 'data-topic': g.id },
            h('h3', { text: g.title }),
            g.judges.length
              ? h('ul', null, g.judges.map((j) => h('li', null, h('button', { type: 'button', class: 'judge-pick', 'data-judge': j.name, 'aria-current': 'false' },
                h('span', { class: 'judge-id', text: j.problem }), ' ', h('span', { class: 'judge-name', text: words(j.name)?.title ?? '' })))))
              : h('p', { class: 'note judge-none', text: g.none || tr('No judge problem of this topic is answered here yet.') })))),
        h('div', { class: 'judge-main' },
          h('section', { class: 'judge-problem' },
            h('h3', { class: 'judge-title' }),
            h('p', { class: 'judge-statement' }),
            h('p', { class: 'note judge-meta' }, h('span', { class: 'judge-answers' }), ' ', h('a', { class: 'judge-link', target: '_blank', rel: 'noopener' }))),
          h('div', { class: 'judge-row' },
            h('label', null, tr('Problem') + ' ', h('select', { id: 'judge-format' }, picker)),
            h('label', { class: 'check' }, h('input', { type: 'checkbox', id: 'judge-strict' }), ' ' + tr('the statement\'s bounds only (--strict)')),
            h('button', { type: 'button', class: 'judge-sample', text: tr('Load the sample') })),
          h('label', { for: 'judge-input', class: 'sr-only', text: tr('The judge\'s input') }),
          h('textarea', { id: 'judge-input', rows: 7, spellcheck: 'false', autocapitalize: 'off', autocomplete: 'off', placeholder: tr('The input, e.g.\n{sample}', { sample: formats()[0]?.[2] ?? '' }) }),
          h('div', { class: 'judge-row' },
            h('button', { type: 'button', class: 'judge-run primary', text: tr('Answer') }),
            h('button', { type: 'button', class: 'judge-cancel', hidden: true, text: tr('Cancel') }),
            h('span', { class: 'judge-status', role: 'status' })),
          h('div', { class: 'judge-output', hidden: true },
            h('p', { class: 'judge-error error', role: 'alert', hidden: true }),
            h('h3', null, tr('Output') + ' ', h('span', { class: 'note judge-count' })),
            h('pre', { class: 'judge-out', tabindex: 0, 'aria-label': tr('The output, as the judge expects it') }),
            h('p', { class: 'note' }, h('span', { class: 'judge-cut' }), ' ', h('button', { type: 'button', class: 'small judge-copy', text: tr('Copy output') })),
            h('div', { class: 'judge-scroll' },
              h('table', { class: 'judge-cases' },
                h('thead', null, h('tr', null, h('th', { scope: 'col', text: tr('case') }), h('th', { scope: 'col', text: tr('answer') }), h('th', { scope: 'col', text: tr('size') }),
                  h('th', { scope: 'col', text: tr('a winning move') }), h('th', { scope: 'col', text: tr('board') }))),
                h('tbody'))),
            h('p', { class: 'note judge-more' }))))));
  dialog.dataset.lang = lang();
  document.body.append(dialog);
  $('.judge-run').addEventListener('click', answer);
  $('.judge-cancel').addEventListener('click', () => job?.abort());
  $('.judge-sample').addEventListener('click', () => {
    $('#judge-input').value = formats().find(([v]) => v === $('#judge-format').value)?.[2] ?? '';
    answer();
  });
  $('#judge-format').addEventListener('change', () => choose($('#judge-format').value, { fill: true }));
  $('.judge-topics').addEventListener('click', (e) => {
    const b = e.target.closest('[data-judge]');
    if (!b) return;
    choose(b.dataset.judge, { fill: true });
    if (matchMedia('(max-width: 720px)').matches) $('.judge-problem').scrollIntoView({ block: 'start' }); // (the list is above it)
  });
  $('.judge-cases').addEventListener('click', (e) => {
    const b = e.target.closest('[data-open]');
    if (b) openCase(Number(b.dataset.open));
  });
  $('.judge-copy').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(dialog.result?.output ?? '');
      status(() => tr('Output copied.'));
    } catch {
      status(() => tr('The browser refused the clipboard: select the output and copy it.'), 'error');
    }
  });
  dialog.addEventListener('close', () => { job?.abort(); moving?.abort(); });
  choose(groups.find((g) => g.judges.length)?.judges[0]?.name);
}

/** Builds the panel anew in the page's language, keeping what it holds:
 *  the problem, the input, the switch, the status and the answers shown. */
function relabel() {
  if (!dialog || dialog.dataset.lang === lang()) return;
  const old = dialog;
  const keep = { format: $('#judge-format').value, input: $('#judge-input').value, strict: $('#judge-strict').checked, open: old.open, result: old.result, said };
  old.remove(); // (closing it would stop a reading under way: the language changes only between readings)
  dialog = null;
  build();
  choose(keep.format);
  $('#judge-input').value = keep.input;
  $('#judge-strict').checked = keep.strict;
  status(keep.said.text, keep.said.kind);
  if (keep.result) show(keep.result);
  if (keep.open) dialog.showModal();
}
onLang(relabel);

/** Opens the panel (made on first use) on the problem picked last, its
 *  sample in the input box and answered when the box is empty. */
export async function showJudge() {
  await Promise.all([problemWords, loadStyles([{ css: new URL('./judge.css', import.meta.url).href }])]); // (its look, linked once)
  relabel();
  const first = !dialog;
  if (first) build();
  if (!dialog.open) dialog.showModal();
  if (first) choose($('#judge-format').value, { fill: true });
  else if (dialog.result) winningMoves(dialog.result); // (closing the panel stopped them)
  dialog.querySelector('.judge-pick[aria-current="true"]')?.focus();
}
