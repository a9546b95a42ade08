// teach/sequence.js — the SG sequence explorer: pick a one-parameter family
// (a take-and-break code such as 0.16 or 4!.0, an octal or subtraction game…)
// and n, see SG against size as a chart with the engine's proven pre-period
// and period marked, a scatter plot of every value, the periodic table, the
// engine's statistics, a comparison with a second code, the table, and
// exports (CSV, C array literal). Long runs go to the worker a step at a time
// (seqrun.js) with Pause, Resume and Cancel.
// Periods come only from the engine's answer (its proof rule); nothing here
// guesses one.

import { h, s, put, download, copyText, statusLine, said, saidAttrs, errorText } from '../kit/dom.js';
import { tr, sayMsg, onLang } from '../i18n/i18n.js';
import { band, periodSentence, toC, csvParts, cParts, cName, noExport, PART } from './seqdata.js';
import { makeRunner, firstDifference } from './seqrun.js';
import { scatter, scatterWords, periodicTable, statsView, cleanMessage } from './seqview.js';
import { BOARDS, boards } from '../boards/index.js';
import { patternView } from '../kit/patternview.js';
import { codeView } from '../kit/codeview.js';

const WINDOW = 120;      // sizes drawn in the chart at once
const TABLE_MAX = 2000;  // sizes shown in the table (exports carry all)
const WORKER_FROM = 5000; // n from which the work goes to the background worker
const PATTERN_MAX = 1000000; // sizes the pattern finder reads at most
const PREVIEW = 100000;   // characters of the C literal shown in the page
const C_INLINE = 20000;   // values whose C literal is built at once (larger: on Download or Copy)
const STEP_MAX = 100000000; // sizes a family computed in steps is computed to here (values kept in 2 bytes: seqdata.js)

/** A C comment of words (in the text area, beside or instead of the literal). */
const cComment = (text) => `/* ${text} */`;

/** Every family the boards offer: [{id, label, fields, family(values), n?, board}]. */
const FAMILIES = BOARDS.flatMap((b) => (b.families ?? []).map((f) => ({ ...f, board: b })));
/** A family's entry as its board has it now: its words (label, fields'
 *  labels) in the page's language. */
const now = (f) => f.board.families?.find((x) => x.id === f.id) ?? f;
const fieldNow = (f, fd) => now(f).fields?.find((x) => x.key === fd.key) ?? fd;
/** A field's name for a screen reader: its label without signs. */
const fieldName = (fd) => String(fd.label ?? '').replace(/[^\p{L}\p{N} ]/gu, '').trim() || fd.key;

/**
 * Mounts the explorer into `root`. `ctx.engine` is web/engine/engine.js;
 * `ctx.background` (optional) is runInBackground of web/engine/background.js:
 * long work goes to the worker, with progress and a Cancel button.
 */
export function mountSequence(root, ctx) {
  const limits = () => ctx.app.limits?.() ?? {};
  const families = () => ctx.app.info?.()?.families ?? [];
  const familyOf = (game) => families().find((f) => f.game === game);
  /** Whether the engine computes this game's family in steps within a work
   *  bound (the worker then reports progress; even a small n may be work). */
  const stepped = (game) => familyOf(game)?.steps === true;
  const max = (game) => (stepped(game) ? Math.min(STEP_MAX, familyOf(game).table ?? STEP_MAX) : limits().sequence ?? 1000000);
  const runner = ctx.background ? makeRunner(ctx.background) : null;
  const kind = saidAttrs(h('select', { name: 'family' }), { 'aria-label': () => tr('Family') });
  const familyWords = () => { // the families' and their fields' words, in the page's language
    put(kind, FAMILIES.map((f) => h('option', { value: f.id, selected: f.id === kind.value }, now(f).label)));
    for (const box of fieldBoxes) box.words();
  };
  const inputs = new Map(); // "id.key" → input
  const fieldBoxes = FAMILIES.map((f) => f.fields.map((fd) => {
    const input = h('input', {
      type: fd.type ?? 'text', name: fd.key, value: fd.value, size: fd.type === 'number' ? null : 12, min: fd.min,
      inputmode: fd.type === 'number' ? 'numeric' : null, spellcheck: 'false',
    });
    inputs.set(`${f.id}.${fd.key}`, input);
    const box = h('label', { class: 'teach-field', 'data-family': f.id });
    box.words = () => {
      const w = fieldNow(f, fd);
      input.setAttribute('aria-label', fieldName(w));
      if (w.title) box.title = w.title; else box.removeAttribute('title');
      put(box, w.label, input, w.after ?? '');
    };
    return box;
  })).flat();
  familyWords();
  const n = h('input', { type: 'number', name: 'n', value: 40, min: 0, max: STEP_MAX, inputmode: 'numeric', 'aria-label': 'n' });
  const go = h('button', { type: 'submit', class: 'teach-primary' }, said(() => tr('Compute')));
  const pause = h('button', { type: 'button', class: 'teach-pause', hidden: true, 'aria-pressed': 'false' }, tr('Pause'));
  const cancel = h('button', { type: 'button', class: 'teach-cancel', hidden: true }, said(() => tr('Cancel')));
  const progress = saidAttrs(h('progress', { max: 1, value: 0, hidden: true }), { 'aria-label': () => tr('Progress') });
  const status = statusLine();
  const form = h('form', { class: 'teach-row teach-seq-form', novalidate: true },
    h('label', { class: 'teach-field' }, said(() => tr('Family')), ' ', kind), fieldBoxes,
    h('label', { class: 'teach-field' }, said(() => tr('sizes 0 to n =')), ' ', n), go, pause, cancel, progress);
  const from = saidAttrs(h('input', { type: 'range', min: 0, max: 0, value: 0, step: 1 }), { 'aria-label': () => tr('First size shown in the chart') });
  const fromText = h('span', { class: 'teach-muted' });
  const chartBox = h('div', { class: 'teach-chart' });
  const periodBox = h('div', { class: 'teach-seq-period' });
  const rule = h('p', { class: 'teach-rule teach-muted' });
  const tableBox = h('div', { class: 'teach-seq-table' });
  const statsBox = h('div', { class: 'teach-seq-stats' });
  const plotBox = h('div', { class: 'teach-seq-plot' });
  const ptBox = h('div', { class: 'teach-seq-ptable' });
  const ptWidth = saidAttrs(h('input', { type: 'number', name: 'row', min: 1, max: 400, value: 12, inputmode: 'numeric' }), { 'aria-label': () => tr('Row length') });
  const ptDetails = h('details', { class: 'teach-details teach-seq-pt' }, h('summary', null, said(() => tr('Periodic table'))),
    h('p', { class: 'teach-muted' }, said(() => tr('Rows of one period from the pre-period on (rows of the length below when no period is proven); the pre-period above, each value that differs from the periodic one marked.'))),
    h('label', { class: 'teach-field' }, said(() => tr('Row length (no proven period)')), ' ', ptWidth), ptBox);
  const statsDetails = h('details', { class: 'teach-details teach-seq-statsd', open: true }, h('summary', null, said(() => tr('Statistics and proof'))), statsBox);
  const patternBox = h('div', { class: 'teach-seq-pattern', 'aria-live': 'polite' });
  const solution = codeView(ctx); // the table, the pattern and a brute force as code
  const patternDetails = h('details', { class: 'teach-details teach-seq-patternd', open: true }, h('summary', null, said(() => tr('Pattern: what the values show'))), patternBox, solution.el);
  const bare = () => families().find((f) => f.bare) ?? families()[0];
  const other = saidAttrs(h('input', { type: 'text', name: 'other', size: 12, value: bare()?.example ?? '', spellcheck: 'false' }),
    { 'aria-label': () => tr('Second family to compare'), title: () => tr('Any family the engine reads') });
  const compareBtn = h('button', { type: 'button', disabled: true }, said(() => tr('Compare')));
  const compareOut = statusLine('teach-seq-compare');
  compareOut.removeAttribute('aria-live');
  const compareRow = h('div', { class: 'teach-row' }, h('label', { class: 'teach-field' }, said(() => tr('Compare with')), ' ', other), compareBtn);
  const tableDetails = h('details', { class: 'teach-details', open: true }, h('summary', null, said(() => tr('Table'))), tableBox);
  const exportNote = statusLine('teach-muted teach-seq-export');
  exportNote.id = 'teach-seq-export';
  exportNote.removeAttribute('role');
  const csvBtn = h('button', { type: 'button', disabled: true, 'aria-describedby': exportNote.id }, said(() => tr('Download CSV')));
  const cBtn = h('button', { type: 'button', disabled: true, 'aria-describedby': exportNote.id }, said(() => tr('Download C array')));
  const copyBtn = h('button', { type: 'button', disabled: true, 'aria-describedby': exportNote.id }, said(() => tr('Copy C array')));
  const code = saidAttrs(h('textarea', { class: 'teach-code', readonly: true, rows: 6, spellcheck: 'false' }), { 'aria-label': () => tr('C array literal') });
  const scroll = h('div', { class: 'teach-row teach-seq-scroll', hidden: true },
    h('label', { class: 'teach-field' }, said(() => tr('Chart from size')), ' ', from), fromText);

  put(root,
    h('p', { class: 'teach-lead' },
      said(() => tr('SG value against size for a whole family. A proven period means the table below is all a contest solution needs.'))),
    form, status, periodBox, rule, patternDetails, plotBox, chartBox, scroll,
    statsDetails, ptDetails, compareRow, compareOut,
    tableDetails,
    h('div', { class: 'teach-row' }, csvBtn, cBtn, copyBtn), exportNote, code);

  let seq = null;   // the last answer of the engine
  let codeText = ''; // the C array literal of seq (the text area may show a part)
  let job = null;   // the running background job, if any

  const family = () => FAMILIES.find((f) => f.id === kind.value);
  function showFields() {
    for (const box of fieldBoxes) box.hidden = box.dataset.family !== kind.value;
  }
  kind.addEventListener('change', showFields);
  showFields();

  let latest = 0; // the newest computation; older answers are dropped

  /** Clears what an earlier family left (chart, period, table, exports). */
  function clear() {
    seq = null;
    codeText = '';
    put(periodBox);
    delete periodBox.dataset.period;
    delete periodBox.dataset.preperiod;
    delete root.dataset.family;
    rule.textContent = '';
    put(chartBox);
    put(tableBox);
    put(statsBox);
    showPattern(null);
    solution.show(null, 0);
    delete root.dataset.pattern;
    put(plotBox);
    put(ptBox);
    compareOut.say(null);
    delete compareOut.dataset.first;
    scroll.hidden = true;
    code.value = '';
    exportNote.say(null);
    for (const b of [csvBtn, cBtn, copyBtn, compareBtn]) b.disabled = true;
  }

  /** Shows why nothing is computed: words, a function said in the page's language. */
  function refuse(words) {
    stopJob();
    clear();
    status.say(words);
    root.dataset.state = 'error';
  }

  /** The family text and n the form asks for, or {error}. */
  function asked() {
    const f = family();
    const values = Object.fromEntries(f.fields.map((fd) => [fd.key, inputs.get(`${f.id}.${fd.key}`).value]));
    const fam = f.family(values);
    if (fam.error) return { error: () => now(f).family(values).error ?? fam.error }; // the board's words, said when shown
    const raw = n.value.trim();
    if (raw === '') return { error: () => tr('n is empty: type how many sizes to compute, for example 100.') };
    if (!/^\d+$/.test(raw)) return { error: () => tr('n must be a whole number, 0 or more.') };
    const size = Number(raw);
    const game = f.board.game;
    if (size > max(game)) return { error: () => tr('n can be at most {max} here.', { max: max(game) }) };
    return { f, fam, size, game };
  }

  let run = null; // the running step-by-step job (seqrun.js), if any

  function stopJob() {
    job?.abort();
    run?.cancel();
    run = null;
    if (root.dataset.pattern === 'busy') patternJob?.abort(); // the worker is wanted for the new one
  }

  async function compute(ev) {
    ev?.preventDefault();
    const me = ++latest;
    const q = asked();
    if (q.error) return refuse(q.error);
    const { f, fam, size, game } = q;
    stopJob();
    status.say(() => tr('Computing {family} up to n = {n}…', { family: fam.text, n: size }));
    root.dataset.state = 'busy';
    try {
      const result = await get(fam.text, size, game, me);
      if (result === null || me !== latest) return; // cancelled, or overtaken
      seq = result;
      await show();
      if (me !== latest) return;
      ctx.app.keep?.({ seq: `${fam.text}:${size}` });
      const done = seq;
      status.say(() => (done.ms
        ? tr('{family}: {n} values in {s} s (in the background).', { family: done.family, n: done.values.length, s: (done.ms / 1000).toFixed(2) })
        : tr('{family}: {n} values.', { family: done.family, n: done.values.length })));
      root.dataset.state = 'done';
    } catch (e) {
      if (e?.name === 'AbortError' || me !== latest) return;
      refuse(() => tr('{family}: {error}', { family: now(f).label, error: cleanMessage(e, fam.text, ctx.app.info?.()) }));
    }
  }

  /** The sequence of family text `fam` for sizes 0..size: on the page for a
   *  small one, else in the worker a step at a time (families the engine
   *  computes in steps always: even a small n may be a lot of work; a
   *  family of unknown game, too). null when cancelled. */
  function get(fam, size, game, me) {
    if (runner && (game === null || stepped(game) || size >= WORKER_FROM)) return inSteps(fam, size, me);
    if (size >= WORKER_FROM && ctx.background) return inBackground(fam, size);
    return ctx.engine.sequence(fam, size);
  }

  async function inSteps(fam, size, me) {
    const hit = runner.cached(fam, size);
    if (hit) return hit;
    const r = runner.start(fam, size, ({ phase, done, total }) => {
      if (run !== r || r.paused) return; // paused: nothing moves on the page (the step under way ends within STEP_MS)
      progress.max = total || 1;
      progress.value = done;
      const vars = { family: fam, done: done.toLocaleString('en'), total: total.toLocaleString('en') };
      if (!r.paused) status.say(() => (phase === 'values'
        ? tr('Computing {family}: values known up to {done} of {total}…', vars)
        : phase === 'checking'
          ? tr('Checking the period of {family} independently: values verified up to {done} of {total}…', vars)
          : tr('Reading the values of {family}: {done} of {total}…', vars)));
    });
    run = r;
    progress.hidden = false;
    progress.removeAttribute('value');
    pause.hidden = false;
    cancel.hidden = false;
    setPaused(false);
    try {
      const out = await r.done;
      if (out === null && me === latest) {
        status.say(() => tr('Cancelled.'));
        root.dataset.state = 'cancelled';
      }
      return out;
    } finally {
      if (run === r || run === null) {
        run = null;
        progress.hidden = true;
        pause.hidden = true;
        cancel.hidden = true;
      }
    }
  }

  function setPaused(on) {
    pause.textContent = on ? tr('Resume') : tr('Pause');
    pause.setAttribute('aria-pressed', String(on));
  }
  onLang(() => setPaused(pause.getAttribute('aria-pressed') === 'true'));

  pause.addEventListener('click', () => {
    if (!run) return;
    if (run.paused) {
      run.resume();
      setPaused(false);
      root.dataset.state = 'busy';
      const family = run.family;
      status.say(() => tr('Resumed: computing {family}…', { family }));
    } else {
      run.pause();
      setPaused(true);
      root.dataset.state = 'paused';
      const at = progress.value ? Number(progress.value).toLocaleString('en') : null, of = run.n.toLocaleString('en');
      status.say(() => (at ? tr('Paused at {done} of {n}: press Resume to carry on.', { done: at, n: of }) : tr('Paused at the start of {n}: press Resume to carry on.', { n: of })));
    }
  });

  async function inBackground(fam, size) {
    progress.hidden = false;
    cancel.hidden = false;
    progress.removeAttribute('value');
    const me = new AbortController();
    job = me;
    try {
      return await ctx.background('sequence', [fam, size], {
        signal: me.signal,
        onProgress: ({ done, total }) => {
          progress.max = total || 1;
          progress.value = done;
          if (job === me && done) status.say(() => tr('Computing {family}: {done} of {total} sizes…', { family: fam, done, total }));
        },
      });
    } catch (e) {
      if (e?.name === 'AbortError') {
        if (job === me) {
          status.say(() => tr('Cancelled.'));
          root.dataset.state = 'cancelled';
        }
        return null;
      }
      throw e;
    } finally {
      if (job === me) {
        job = null;
        progress.hidden = true;
        cancel.hidden = true;
      }
    }
  }

  cancel.addEventListener('click', () => {
    const r = run;
    job?.abort();
    if (r) {
      r.cancel();
      run = null;
      progress.hidden = true;
      pause.hidden = true;
      cancel.hidden = true;
      status.say(() => tr('Cancelled.'));
      root.dataset.state = 'cancelled';
    }
  });
  form.addEventListener('submit', compute);

  /** Compares the sequence shown with the family in the compare field (any
   *  family the engine reads), to the same n. */
  compareBtn.addEventListener('click', async () => {
    if (!seq) return;
    const fam = { text: other.value.replace(/\s+/g, '') };
    compareOut.say(null);
    delete compareOut.dataset.first;
    if (!fam.text) { const like = bare()?.example ?? seq.family; compareOut.say(() => tr('Type a family to compare with, like {example}.', { example: like })); return; }
    const mine = seq, me = latest;
    compareOut.say(() => tr('Computing {family} up to n = {n}…', { family: fam.text, n: mine.n }));
    try {
      const theirs = await get(fam.text, mine.n, null, me);
      if (!theirs || seq !== mine) return;
      const k = await firstDifference(mine.values, theirs.values);
      if (seq !== mine) return;
      compareOut.dataset.first = String(k);
      const a = mine.family, b = theirs.family;
      compareOut.say(() => (k < 0
        ? tr('{a} and {b} agree on every size 0–{n}.', { a, b, n: mine.n })
        : tr('{a} and {b} first differ at size {k}: {x} and {y} (they agree on 0–{before}).', { a, b, k, x: mine.values[k], y: theirs.values[k], before: k - 1 })));
      if (seq === mine) { root.dataset.state = 'done'; status.say(() => tr('{family}: {n} values.', { family: mine.family, n: mine.values.length })); }
    } catch (e) {
      const asked = other.value.trim();
      compareOut.say(() => tr('{family}: {error}', { family: asked, error: cleanMessage(e, fam.text, ctx.app.info?.()) }));
    }
  });

  /** The periodic table, drawn only while its section is open. */
  function drawPT() {
    put(ptBox, seq && ptDetails.open ? periodicTable(seq, Number(ptWidth.value) || 12) : null);
  }
  ptWidth.addEventListener('change', drawPT);
  ptDetails.addEventListener('toggle', drawPT);

  function show() {
    root.dataset.family = seq.family;
    root.dataset.valueBytes = seq.values.BYTES_PER_ELEMENT ?? 8; // 2 while every value fits
    periodBox.dataset.period = seq.period ?? 'none';
    periodBox.dataset.preperiod = seq.preperiod ?? 'none';
    from.value = 0;
    drawChart();
    // the other views of a long sequence, each in a task of its own (none is long)
    const mine = seq;
    const views = [drawTable, () => put(plotBox, scatter(seq)), () => put(statsBox, statsView(seq)), drawPT];
    const drawn = seq.values.length <= TABLE_MAX ? views.forEach((f) => f())
      : (async () => { for (const f of views) { await new Promise((ok) => setTimeout(ok, 0)); if (seq !== mine) return; f(); } })();
    compareOut.say(null);
    delete compareOut.dataset.first;
    codeText = seq.values.length <= C_INLINE ? toC(seq) : '';
    const why = noExport(seq); // past the page's exports: why, and the command that writes them
    words();
    for (const b of [csvBtn, cBtn, copyBtn, compareBtn]) b.disabled = false;
    for (const b of [csvBtn, cBtn, copyBtn]) b.disabled = !!why;
    findPattern(seq);
    return drawn;
  }

  /** The words of what show() draws once (the period, the proof rule, the
   *  C literal's notes), said again on a change of language. */
  function words() {
    put(periodBox, h('strong', null, periodSentence(seq)));
    const about = boards[seq.game]?.aboutSequence?.(seq);
    if (about) periodBox.append(' ', h('span', null, about));
    rule.textContent = tr('Proof rule: {rule}.', { rule: sayMsg(seq.rule_msg, seq.rule) });
    const why = noExport(seq);
    code.value = why ? cComment(why)
      : !codeText ? cComment(tr('{n} values: Download C array or Copy C array gives the whole literal', { n: seq.values.length }))
      : codeText.length > PREVIEW ? `${codeText.slice(0, PREVIEW)}\n${cComment(tr('… {n} more characters: use Download or Copy', { n: codeText.length - PREVIEW }))}` : codeText;
    exportNote.say(why ? () => noExport(seq) : null);
  }

  // A change of language: everything shown said again, from what is kept
  // (nothing computed again).
  onLang(() => {
    familyWords();
    if (!seq) return;
    words();
    drawChart();
    drawTable();
    scatterWords(plotBox.querySelector('figure'), seq);
    put(statsBox, statsView(seq));
    drawPT();
    if (patternWords) put(patternBox, patternWords());
  });

  /** The pattern finder's report on the values shown (in the worker when
   *  there is one: the values are already there). */
  let patternJob = null; // the pattern finder's run in the worker (a new computation stops it: the worker does one thing at a time)
  let patternWords = null; // what the pattern box shows, made again on a change of language
  const showPattern = (fn) => { patternWords = fn; put(patternBox, fn ? fn() : null); };
  async function findPattern(mine) {
    const n = Math.min(mine.n, PATTERN_MAX);
    showPattern(() => h('p', { class: 'teach-muted' }, tr('Looking for a pattern in the values of sizes 0–{n}…', { n })));
    root.dataset.pattern = 'busy';
    patternJob?.abort();
    const me = new AbortController();
    patternJob = me;
    try {
      const report = ctx.background ? (await ctx.background('pattern', [mine.family, n, { values: false }], { signal: me.signal })).pattern
        : await ctx.engine.pattern(mine.family, n);
      if (seq !== mine) return;
      showPattern(() => patternView(report));
      solution.show(report.family, report.n);
      root.dataset.pattern = 'done';
    } catch (e) {
      if (seq !== mine || e?.name === 'AbortError') return;
      showPattern(() => h('p', { class: 'teach-muted' }, tr('No pattern report: {error}', { error: cleanMessage(e, mine.family) })));
      root.dataset.pattern = 'error';
    }
  }

  /** An export's parts (seqdata.js), made a part per task for a long
   *  sequence, with its progress said: the page never waits on it. A long
   *  one's parts are small Blobs, each made in its own task, so that the
   *  file's Blob only refers to them: a Blob made of 10^7 values' bytes at
   *  once copies 90 MB in one task (0.4 s). */
  async function made(parts, what) {
    const mine = seq, out = [];
    const long = mine.values.length > C_INLINE;
    let k = 0;
    const total = Math.ceil(mine.values.length / PART);
    for (const part of parts(mine)) {
      out.push(long ? new Blob([part]) : part);
      if (!long) continue;
      const pct = Math.min(100, Math.round((100 * k++) / total));
      exportNote.say(() => (what === 'CSV' ? tr('Making the CSV: {pct}%…', { pct }) : tr('Making the C array: {pct}%…', { pct })));
      await new Promise((ok) => setTimeout(ok, 0));
      if (seq !== mine) return null;
    }
    if (long) exportNote.say(null);
    return out;
  }

  /** The C literal of what is shown (made on demand for a long sequence). */
  const cText = async () => {
    if (codeText) return codeText;
    const parts = await made(cParts, 'C array');
    return parts ? (codeText = await new Blob(parts).text()) : '';
  };

  // The chart keeps its type readable: a narrow screen gets fewer sizes.
  const fit = () => {
    const w = Math.round(Math.min(760, Math.max(340, chartBox.clientWidth || 760)));
    return { w, window: w < 600 ? 40 : WINDOW };
  };
  let shape = null;
  function drawChart() {
    shape = fit();
    const last = Math.max(0, seq.values.length - shape.window);
    from.max = last;
    scroll.hidden = last === 0;
    const a = Math.min(Number(from.value), last);
    fromText.textContent = tr('sizes {a}–{b} of 0–{n}', { a, b: Math.min(seq.n, a + shape.window - 1), n: seq.n });
    put(chartBox, chart(seq, a, Math.min(seq.values.length, a + shape.window), shape.w));
  }
  from.addEventListener('input', drawChart);
  addEventListener('resize', () => {
    if (seq && !root.hidden && fit().w !== shape?.w) requestAnimationFrame(drawChart);
  });

  function drawTable() {
    tableDetails.open = seq.values.length <= 200;
    put(tableBox, table(seq, TABLE_MAX));
  }

  csvBtn.addEventListener('click', async () => {
    const name = `${cName(seq.family)}.csv`, parts = await made(csvParts, 'CSV');
    if (parts) download(name, new Blob(parts, { type: 'text/csv' }));
  });
  cBtn.addEventListener('click', async () => {
    const name = `${cName(seq.family)}.h`;
    if (codeText) return download(name, codeText, 'text/x-c');
    const parts = await made(cParts, 'C array');
    if (parts) download(name, new Blob(parts, { type: 'text/x-c' }));
    return undefined;
  });
  copyBtn.addEventListener('click', async () => {
    const text = await cText();
    if (!text) return;
    const ok = await copyText(text, code);
    status.say(() => (ok ? tr('C array copied.') : tr('Select the text below and copy it.')));
  });

  /** Shows family `id` with field values (e.g. from a link or a component). */
  function choose(id, values = {}, size = null) {
    const f = FAMILIES.find((x) => x.id === id);
    if (!f) return;
    kind.value = id;
    for (const [k, v] of Object.entries(values)) { const input = inputs.get(`${id}.${k}`); if (input) input.value = v; }
    if (size != null) n.value = size;
    else if (f.n) n.value = f.n; // enough sizes to prove a period
    showFields();
  }

  /** On first view: the family of the selected component, computed at once. */
  function prefill() {
    if (seq || latest) return;
    const a = ctx.app.analysis();
    const c = a?.components[(ctx.app.selected?.() ?? 1) - 1];
    const pick = c && boards[c.game]?.familyOf?.({ ...c, param: c.param ?? '' });
    if (pick) choose(pick.id, pick.values);
    showFields();
    compute();
  }

  /** Shows what a link keeps ("name(params):200": the family's text and n)
   *  and computes it; a text no family of the boards makes is left alone. A
   *  family text that does not start with a game's name is the parameters
   *  of the game the engine reads bare texts for (info's families: bare). */
  function restore(text) {
    const m = /^(.*):(\d+)$/s.exec(text);
    const head = m && /^([a-z]+)(?:\((.*)\))?$/i.exec(m[1]);
    const game = head && familyOf(head[1]) ? head[1] : m ? bare()?.bare && bare().game : null;
    const param = head && familyOf(head[1]) ? head[2] ?? '' : m?.[1];
    const pick = game && boards[game]?.familyOf?.({ game, param, body: '' });
    if (!pick || !FAMILIES.some((f) => f.id === pick.id)) {
      status.say(() => tr('The link\'s sequence "{text}" is not one this explorer makes.', { text }));
      return;
    }
    choose(pick.id, pick.values, Number(m[2]));
    compute();
  }

  return { compute, prefill, choose, restore, get sequence() { return seq; } };
}

/* ---- chart -------------------------------------------------------------- */

/** What the family's size counts ("heap size"), in the page's language. */
const sizeWords = (seq) => sayMsg(seq.size_msg, seq.size);

const H = 280, L = 40, R = 12, T = 34, B = 38;

function chart(seq, a, b, W) {
  const count = b - a;
  const vals = seq.values.slice(a, b);
  const top = Math.max(1, ...vals);
  const pw = W - L - R, ph = H - T - B;
  const bw = pw / count;
  const x = (i) => L + (i - a) * bw;
  const y = (v) => T + ph - (v / top) * ph;
  const svg = s('svg', {
    viewBox: `0 0 ${W} ${H}`, class: 'teach-seq-chart', role: 'img',
    'data-period': seq.period ?? 'none', 'data-preperiod': seq.preperiod ?? 'none',
  }, s('title', null, tr('SG value against {size} for {family}, sizes {a} to {b}', { size: sizeWords(seq), family: seq.family, a, b: b - 1 })));

  // Bands: runs of equal band() across the window; the pre-period and the
  // first period in view are labelled (the label may overhang a narrow band),
  // above the tallest bar's value.
  let labelled = false;
  const labels = [];
  for (let i = a; i < b;) {
    const k = band(seq, i);
    let j = i;
    while (j < b && band(seq, j) === k) j++;
    if (k !== 'none') {
      const w = (j - i) * bw;
      svg.append(s('rect', { class: `band band-${k === 'pre' ? 'pre' : 'period'} band-${k}`, x: x(i), y: T - 28, width: w, height: ph + 28 }));
      if (k === 'pre') {
        const wide = w >= 74;
        labels.push(s('text', { class: 'band-label', x: wide ? x(i) + w / 2 : x(j) - 3, y: T - 17, 'text-anchor': wide ? 'middle' : 'end' }, wide ? tr('pre-period') : tr('pre')));
      } else if (!labelled) {
        labels.push(s('text', { class: 'band-label', x: x(i) + 3, y: T - 17, 'text-anchor': 'start' }, tr('period {p} →', { p: seq.period })));
        labelled = true;
      }
    }
    i = j;
  }
  svg.append(...labels);

  // Axes and grid.
  const step = top <= 8 ? 1 : Math.ceil(top / 8);
  for (let v = 0; v <= top; v += step) {
    svg.append(s('line', { class: 'grid', x1: L, x2: W - R, y1: y(v), y2: y(v) }),
      s('text', { class: 'tick', x: L - 6, y: y(v) + 4, 'text-anchor': 'end' }, v));
  }
  const xstep = [1, 2, 5, 10, 20, 50].find((k) => count / k <= 24) ?? 100;
  for (let i = a; i < b; i++) {
    if (i % xstep !== 0) continue;
    svg.append(s('text', { class: 'tick', x: x(i) + bw / 2, y: H - B + 16, 'text-anchor': 'middle' }, i));
  }
  svg.append(s('text', { class: 'axis-label', x: L + pw / 2, y: H - 4, 'text-anchor': 'middle' }, sizeWords(seq)),
    s('text', { class: 'axis-label', x: 12, y: T + ph / 2, transform: `rotate(-90 12 ${T + ph / 2})`, 'text-anchor': 'middle' }, 'SG'));

  // Values: bars; SG 0 (a P-position) as a ring on the axis.
  for (let i = a; i < b; i++) {
    const v = seq.values[i];
    const cx = x(i) + bw / 2;
    if (v === 0) {
      svg.append(s('circle', { class: 'p-mark', cx, cy: y(0), r: Math.min(4, bw / 2.5) }, s('title', null, tr('SG({i}) = 0 (P-position)', { i }))));
    } else {
      svg.append(s('rect', { class: 'bar', x: x(i) + bw * 0.15, y: y(v), width: bw * 0.7, height: y(0) - y(v) }, s('title', null, `SG(${i}) = ${v}`)));
    }
    if (bw >= 11 && v > 0) svg.append(s('text', { class: 'bar-value', x: cx, y: y(v) - 3, 'text-anchor': 'middle' }, v));
  }
  svg.append(s('line', { class: 'axis', x1: L, x2: W - R, y1: y(0), y2: y(0) }));
  return svg;
}

/* ---- table -------------------------------------------------------------- */

function table(seq, max) {
  const n = Math.min(seq.values.length, max);
  const head = h('tr', null, h('th', { scope: 'col' }, tr('size')), ...Array.from({ length: 10 }, (_, k) => h('th', { scope: 'col' }, `+${k}`)));
  const rows = [];
  for (let r = 0; r < n; r += 10) {
    const cells = [h('th', { scope: 'row' }, r)];
    for (let k = 0; k < 10; k++) {
      const i = r + k;
      if (i >= n) { cells.push(h('td')); continue; }
      const v = seq.values[i];
      cells.push(h('td', { class: `b-${band(seq, i)}${v === 0 ? ' zero' : ''}`, 'data-size': i }, v));
    }
    rows.push(h('tr', null, cells));
  }
  const out = [h('table', { class: 'teach-table' }, h('caption', null,
    tr('SG({size}) for {family}. Bold 0 = P-position.', { size: sizeWords(seq), family: seq.family }), ' ',
    seq.period == null ? '' : tr('Shading: pre-period, then alternating periods.')), h('thead', null, head), h('tbody', null, rows))];
  if (seq.values.length > max) out.push(h('p', { class: 'teach-muted' }, tr('The table shows sizes 0–{last}; the downloads have all {n}.', { last: max - 1, n: seq.values.length })));
  return out;
}
