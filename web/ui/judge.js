// ui/judge.js — "Judge input": paste a problem's input (a contest programmer
// has that, not a position text), see every case with its answer exactly as
// the accepted solution prints it, and open any case on the board. The engine
// reads the input (engine.judge: the same reader as `grundy judge`) and gives
// each case as a position text; a malformed input shows the judge's
// line-numbered message and the cases before it. Large inputs are read in
// the worker, with Cancel. Loaded on the first click of the toolbar button.

import * as engine from '../engine/engine.js';
import { runInBackground } from '../engine/background.js';
import * as store from './store.js';
import { h, put } from './svg.js';
import { state } from './state.js';
import { GAMES } from '../boards/index.js';
import { refusal } from './words.js';
import { tr, sayMsg, lang, onLang } from '../i18n/i18n.js';

/** The judges `grundy judge` runs, as the engine lists them (info().judges:
 *  each registered by the game that answers it): [name, label, sample]. */
export function formats(info = state.info) {
  const title = (game) => { // the picker's title in the page's language, without its bracket ("(HDU 5724)": the problem says it)
    const g = GAMES.find((x) => x.game === game);
    if (g) return g.title.replace(/\s*[(（][^()（）]*[)）]$/, '');
    const e = info?.games?.find((x) => x.name === game);
    return e ? sayMsg(e.title_msg, e.title) : game;
  };
  return (info?.judges ?? []).map((j) => [j.name, tr('{game} — {problem} ({answers})', { game: title(j.game), problem: j.problem, answers: j.answers }), j.sample]);
}

const MAIN_CHARS = 20000; // inputs up to this size are read at once, larger ones in the worker
const SHOWN = 200;        // cases listed (the output holds them all)
const LINES = 2000;       // lines of output shown (Copy output copies them all)

let dialog = null; // the <dialog>, made on first use
let job = null;    // the reading in the worker (its AbortController)

const $ = (sel) => dialog.querySelector(sel);

/** "3 rows", "18 cells", "2 heaps": what the engine says the case is made of. */
function size(c) {
  const key = Object.keys(c).find((k) => !['case', 'answer', 'position', 'why'].includes(k) && typeof c[k] === 'number');
  if (!key) return '';
  const n = c[key], one = n === 1;
  if (key === 'heaps') return one ? tr('1 heap') : tr('{n} heaps', { n });
  if (key === 'rows') return one ? tr('1 row') : tr('{n} rows', { n });
  if (key === 'cells') return one ? tr('1 cell') : tr('{n} cells', { n });
  return `${n} ${one ? key.replace(/s$/, '') : key}`;
}

function caseRow(c) {
  const open = c.position === null
    ? h('span', { class: 'note', text: tr('not a position: {why}', { why: sayMsg(c.why_msg, c.why) }) })
    : h('button', { type: 'button', class: 'small', 'data-open': c.case, 'aria-label': tr('Open case {k} on the board', { k: c.case }), text: tr('Open') });
  return h('tr', { 'data-case': c.case },
    h('th', { scope: 'row', text: String(c.case) }),
    h('td', null, h('code', { class: 'answer', text: c.answer.replace(/\n$/, '').replace(/\n/g, ' ⏎ ') || tr('(empty line)') })),
    h('td', { text: size(c) }),
    h('td', null, open));
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
  const rows = r.cases.slice(0, SHOWN).map(caseRow);
  put($('.judge-cases tbody'), rows);
  $('.judge-more').textContent = n > SHOWN ? tr('… and {n} more cases (their answers are all in the output above).', { n: n - SHOWN }) : '';
  dialog.result = r;
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
      r = await runInBackground('judge', [name, input, { strict }], { signal: controller.signal });
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

function build() {
  dialog = h('dialog', { id: 'judge', class: 'judge', 'aria-labelledby': 'judge-h' },
    h('form', { method: 'dialog', class: 'judge-form' },
      h('h2', { id: 'judge-h', text: tr('Answer a judge\'s input') }),
      h('p', { class: 'note', text: tr('Paste a problem\'s input as the judge gives it: every case is answered exactly as an accepted solution prints it, and each case opens as a position on the board.') }),
      h('div', { class: 'judge-row' },
        h('label', null, tr('Problem') + ' ', h('select', { id: 'judge-format' }, formats().map(([v, label]) => h('option', { value: v, text: label })))),
        h('label', { class: 'check' }, h('input', { type: 'checkbox', id: 'judge-strict' }), ' ' + tr('the statement\'s bounds only (--strict)')),
        h('button', { type: 'button', class: 'judge-sample', text: tr('Load the sample') })),
      h('label', { for: 'judge-input', class: 'sr-only', text: tr('The judge\'s input') }),
      h('textarea', { id: 'judge-input', rows: 8, spellcheck: 'false', autocapitalize: 'off', autocomplete: 'off', placeholder: tr('The input, e.g.\n{sample}', { sample: formats()[0]?.[2] ?? '' }) }),
      h('div', { class: 'judge-row' },
        h('button', { type: 'button', class: 'judge-run primary', text: tr('Answer') }),
        h('button', { type: 'button', class: 'judge-cancel', hidden: true, text: tr('Cancel') }),
        h('span', { class: 'judge-status', role: 'status' }),
        h('button', { type: 'submit', class: 'judge-close', value: 'close', text: tr('Close') })),
      h('div', { class: 'judge-output', hidden: true },
        h('p', { class: 'judge-error error', role: 'alert', hidden: true }),
        h('h3', null, tr('Output') + ' ', h('span', { class: 'note judge-count' })),
        h('pre', { class: 'judge-out', tabindex: 0, 'aria-label': tr('The output, as the judge expects it') }),
        h('p', { class: 'note' }, h('span', { class: 'judge-cut' }), ' ', h('button', { type: 'button', class: 'small judge-copy', text: tr('Copy output') })),
        h('table', { class: 'judge-cases' },
          h('thead', null, h('tr', null, h('th', { scope: 'col', text: tr('case') }), h('th', { scope: 'col', text: tr('answer') }), h('th', { scope: 'col', text: tr('size') }), h('th', { scope: 'col', text: tr('board') }))),
          h('tbody')),
        h('p', { class: 'note judge-more' }))));
  dialog.dataset.lang = lang();
  document.body.append(dialog);
  $('.judge-run').addEventListener('click', answer);
  $('.judge-cancel').addEventListener('click', () => job?.abort());
  $('.judge-sample').addEventListener('click', () => {
    $('#judge-input').value = formats().find(([v]) => v === $('#judge-format').value)?.[2] ?? '';
    answer();
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
  dialog.addEventListener('close', () => job?.abort());
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
  $('#judge-format').value = keep.format;
  $('#judge-input').value = keep.input;
  $('#judge-strict').checked = keep.strict;
  status(keep.said.text, keep.said.kind);
  if (keep.result) show(keep.result);
  if (keep.open) dialog.showModal();
}
onLang(relabel);

/** Opens the panel (made on first use). */
export function showJudge() {
  relabel();
  if (!dialog) build();
  if (!dialog.open) dialog.showModal();
  $('#judge-input').focus();
}
