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

/** The judges `grundy judge` runs, as the engine lists them (info().judges:
 *  each registered by the game that answers it): [name, label, sample]. */
export function formats(info = state.info) {
  const title = (game) => info?.games?.find((g) => g.name === game)?.title ?? game;
  return (info?.judges ?? []).map((j) => [j.name, `${title(j.game)} — ${j.problem} (${j.answers})`, j.sample]);
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
  return `${c[key]} ${c[key] === 1 ? key.replace(/s$/, '') : key}`;
}

function caseRow(c) {
  const open = c.position === null
    ? h('span', { class: 'note', text: `not a position: ${c.why}` })
    : h('button', { type: 'button', class: 'small', 'data-open': c.case, 'aria-label': `Open case ${c.case} on the board`, text: 'Open' });
  return h('tr', { 'data-case': c.case },
    h('th', { scope: 'row', text: String(c.case) }),
    h('td', null, h('code', { class: 'answer', text: c.answer.replace(/\n$/, '').replace(/\n/g, ' ⏎ ') || '(empty line)' })),
    h('td', { text: size(c) }),
    h('td', null, open));
}

function show(r) {
  const out = $('.judge-output');
  out.hidden = false;
  const lines = r.output.split('\n');
  put($('.judge-out'), lines.length > LINES + 1 ? lines.slice(0, LINES).join('\n') + '\n' : r.output || '(no output)');
  $('.judge-cut').textContent = lines.length > LINES + 1 ? `The first ${LINES} of ${lines.length - 1} lines are shown; Copy output copies them all.` : '';
  const err = $('.judge-error');
  err.hidden = !r.error;
  err.textContent = r.error ? `The judge stopped: ${r.error.message}${r.cases.length ? ` (the ${r.cases.length} case${r.cases.length === 1 ? '' : 's'} before it are answered above)` : ''}.` : '';
  $('.judge-count').textContent = `${r.cases.length} case${r.cases.length === 1 ? '' : 's'}${r.error ? ' before the error' : ''}`;
  const rows = r.cases.slice(0, SHOWN).map(caseRow);
  put($('.judge-cases tbody'), rows);
  $('.judge-more').textContent = r.cases.length > SHOWN ? `… and ${r.cases.length - SHOWN} more cases (their answers are all in the output above).` : '';
  dialog.result = r;
}

function status(text, kind = '') {
  const s = $('.judge-status');
  s.textContent = text;
  s.className = `judge-status ${kind}`;
}

async function answer() {
  const name = $('#judge-format').value;
  const input = $('#judge-input').value;
  const strict = $('#judge-strict').checked;
  job?.abort();
  job = null;
  if (!input.trim()) return status('Paste the problem\'s input first (or load its sample).', 'error');
  let r;
  try {
    if (input.length <= MAIN_CHARS) r = await engine.judge(name, input, { strict });
    else {
      const controller = new AbortController();
      job = controller;
      $('.judge-cancel').hidden = false;
      status(`Reading ${String(input.length).replace(/\B(?=(\d{3})+$)/g, ',')} characters in the background…`);
      r = await runInBackground('judge', [name, input, { strict }], { signal: controller.signal });
    }
  } catch (e) {
    if (e.name === 'AbortError') return status('Stopped.');
    status(e.message, 'error');
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
  await store.open(c.position, { why: `Case ${k} could not be opened` });
}

function build() {
  dialog = h('dialog', { id: 'judge', class: 'judge', 'aria-labelledby': 'judge-h' },
    h('form', { method: 'dialog', class: 'judge-form' },
      h('h2', { id: 'judge-h', text: 'Answer a judge\'s input' }),
      h('p', { class: 'note', text: 'Paste a problem\'s input as the judge gives it: every case is answered exactly as an accepted solution prints it, and each case opens as a position on the board.' }),
      h('div', { class: 'judge-row' },
        h('label', null, 'Problem ', h('select', { id: 'judge-format' }, formats().map(([v, label]) => h('option', { value: v, text: label })))),
        h('label', { class: 'check' }, h('input', { type: 'checkbox', id: 'judge-strict' }), ' the statement\'s bounds only (--strict)'),
        h('button', { type: 'button', class: 'judge-sample', text: 'Load the sample' })),
      h('label', { for: 'judge-input', class: 'sr-only', text: 'The judge\'s input' }),
      h('textarea', { id: 'judge-input', rows: 8, spellcheck: 'false', autocapitalize: 'off', autocomplete: 'off', placeholder: `The input, e.g.\n${formats()[0]?.[2] ?? ''}` }),
      h('div', { class: 'judge-row' },
        h('button', { type: 'button', class: 'judge-run primary', text: 'Answer' }),
        h('button', { type: 'button', class: 'judge-cancel', hidden: true, text: 'Cancel' }),
        h('span', { class: 'judge-status', role: 'status' }),
        h('button', { type: 'submit', class: 'judge-close', value: 'close', text: 'Close' })),
      h('div', { class: 'judge-output', hidden: true },
        h('p', { class: 'judge-error error', role: 'alert', hidden: true }),
        h('h3', null, 'Output ', h('span', { class: 'note judge-count' })),
        h('pre', { class: 'judge-out', tabindex: 0, 'aria-label': 'The output, as the judge expects it' }),
        h('p', { class: 'note' }, h('span', { class: 'judge-cut' }), ' ', h('button', { type: 'button', class: 'small judge-copy', text: 'Copy output' })),
        h('table', { class: 'judge-cases' },
          h('thead', null, h('tr', null, h('th', { scope: 'col', text: 'case' }), h('th', { scope: 'col', text: 'answer' }), h('th', { scope: 'col', text: 'size' }), h('th', { scope: 'col', text: 'board' }))),
          h('tbody')),
        h('p', { class: 'note judge-more' }))));
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
      status('Output copied.');
    } catch {
      status('The browser refused the clipboard: select the output and copy it.', 'error');
    }
  });
  dialog.addEventListener('close', () => job?.abort());
}

/** Opens the panel (made on first use). */
export function showJudge() {
  if (!dialog) build();
  if (!dialog.open) dialog.showModal();
  $('#judge-input').focus();
}
