// teach/sequence.js — the SG sequence explorer: pick a one-parameter family
// and n, see SG against size as a chart with the engine's proven pre-period
// and period marked, the table, and exports (CSV, C array literal).
// Periods come only from the engine's answer (its proof rule); nothing here
// guesses one.

import { h, s, put, download, copyText, statusLine } from './dom.js';
import { familyText, band, periodSentence, toCSV, toC, cName } from './seqdata.js';
import { subSet } from './notes.js';

const WINDOW = 120;      // sizes drawn in the chart at once
const TABLE_MAX = 2000;  // sizes shown in the table (exports carry all)
const WORKER_FROM = 5000; // n from which the work goes to the background worker
const PREVIEW = 100000;   // characters of the C literal shown in the page

/**
 * Mounts the explorer into `root`. `ctx.engine` is web/engine/engine.js;
 * `ctx.background` (optional) is runInBackground of web/engine/background.js:
 * long work goes to the worker, with progress and a Cancel button.
 */
export function mountSequence(root, ctx) {
  const kind = h('select', { name: 'family', 'aria-label': 'Family' },
    h('option', { value: 'bash' }, 'Bash game: take 1..m'),
    h('option', { value: 'sub' }, 'Subtraction game: take k in S'),
    h('option', { value: 'treblecross' }, 'Treblecross: free stretch of n cells'),
    h('option', { value: 'staircase' }, 'Staircase Nim: n stairs with one coin each'),
    h('option', { value: 'kayles' }, 'Kayles (octal 0.77): a row of n pins'),
    h('option', { value: 'dawson-kayles' }, "Dawson's Kayles (octal 0.07): a row of n pins"),
    h('option', { value: 'dawson-chess' }, "Dawson's chess (octal 0.137): a row of n pins"),
    h('option', { value: 'octal' }, 'Octal game 0.d1d2…: a row of n pins'));
  const m = h('input', { type: 'number', name: 'm', value: 3, min: 1, max: 100000, inputmode: 'numeric', 'aria-label': 'm' });
  const set = h('input', { type: 'text', name: 'set', value: '2,4,7', size: 12, spellcheck: 'false', 'aria-label': 'Subtraction set S' });
  const n = h('input', { type: 'number', name: 'n', value: 40, min: 0, max: 1000000, inputmode: 'numeric', 'aria-label': 'n' });
  const octCode = h('input', { type: 'text', name: 'code', value: '0.156', size: 10, spellcheck: 'false', 'aria-label': 'Octal code' });
  const codeField = h('label', { class: 'teach-field', title: 'd_k says where k adjacent pins may be knocked down: 1 a whole run, 2 from an end, 4 from the middle, added up' }, 'code ', octCode);
  const mField = h('label', { class: 'teach-field' }, 'm = ', m);
  const setField = h('label', { class: 'teach-field' }, 'S = {', set, '}');
  const go = h('button', { type: 'submit', class: 'teach-primary' }, 'Compute');
  const cancel = h('button', { type: 'button', class: 'teach-cancel', hidden: true }, 'Cancel');
  const progress = h('progress', { max: 1, value: 0, hidden: true, 'aria-label': 'Progress' });
  const status = statusLine();
  const form = h('form', { class: 'teach-row teach-seq-form' },
    h('label', { class: 'teach-field' }, 'Family ', kind), mField, setField, codeField,
    h('label', { class: 'teach-field' }, 'sizes 0 to n = ', n), go, cancel, progress);
  const from = h('input', { type: 'range', min: 0, max: 0, value: 0, step: 1, 'aria-label': 'First size shown in the chart' });
  const fromText = h('span', { class: 'teach-muted' });
  const chartBox = h('div', { class: 'teach-chart' });
  const periodBox = h('div', { class: 'teach-seq-period' });
  const rule = h('p', { class: 'teach-rule teach-muted' });
  const tableBox = h('div', { class: 'teach-seq-table' });
  const tableDetails = h('details', { class: 'teach-details', open: true }, h('summary', null, 'Table'), tableBox);
  const csvBtn = h('button', { type: 'button', disabled: true }, 'Download CSV');
  const cBtn = h('button', { type: 'button', disabled: true }, 'Download C array');
  const copyBtn = h('button', { type: 'button', disabled: true }, 'Copy C array');
  const code = h('textarea', { class: 'teach-code', readonly: true, rows: 6, spellcheck: 'false', 'aria-label': 'C array literal' });
  const scroll = h('div', { class: 'teach-row teach-seq-scroll', hidden: true },
    h('label', { class: 'teach-field' }, 'Chart from size ', from), fromText);

  put(root,
    h('p', { class: 'teach-lead' },
      'SG value against size for a whole family. A proven period means the table below is all a contest solution needs.'),
    form, status, periodBox, rule, chartBox, scroll,
    tableDetails,
    h('div', { class: 'teach-row' }, csvBtn, cBtn, copyBtn), code);

  let seq = null;   // the last answer of the engine
  let codeText = ''; // the C array literal of seq (the text area may show a part)
  let job = null;   // the running background job, if any

  function showFields() {
    mField.hidden = kind.value !== 'bash';
    setField.hidden = kind.value !== 'sub';
    codeField.hidden = kind.value !== 'octal';
  }
  kind.addEventListener('change', showFields);
  showFields();

  let latest = 0; // the newest computation; older answers are dropped

  async function compute(ev) {
    ev?.preventDefault();
    const me = ++latest;
    const fam = familyText(kind.value, { set: set.value, m: m.value.trim() || '?', code: octCode.value });
    const size = Number(n.value);
    if (n.value.trim() === '' || !Number.isInteger(size) || size < 0) {
      status.textContent = 'n must be a whole number, 0 or more.';
      return;
    }
    job?.abort();
    status.textContent = `Computing ${fam} up to n = ${size}…`;
    root.dataset.state = 'busy';
    try {
      const result = size >= WORKER_FROM && ctx.background
        ? await inBackground(fam, size)
        : await ctx.engine.sequence(fam, size);
      if (result === null || me !== latest) return; // cancelled, or overtaken
      seq = result;
      show();
      status.textContent = `${seq.family}: ${seq.values.length} values.`;
      root.dataset.state = 'done';
    } catch (e) {
      if (e?.name === 'AbortError' || me !== latest) return;
      status.textContent = e.message;
      root.dataset.state = 'error';
    }
  }

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
          if (job === me && done) status.textContent = `Computing ${fam}: ${done} of ${total} sizes…`;
        },
      });
    } catch (e) {
      if (e?.name === 'AbortError') {
        if (job === me) {
          status.textContent = 'Cancelled.';
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

  cancel.addEventListener('click', () => job?.abort());
  form.addEventListener('submit', compute);

  function show() {
    root.dataset.family = seq.family;
    periodBox.dataset.period = seq.period ?? 'none';
    periodBox.dataset.preperiod = seq.preperiod ?? 'none';
    put(periodBox, h('strong', null, periodSentence(seq)));
    const S = seq.game === 'sub' ? subSet(seq.family) : [];
    if (S.length && S.every((k, i) => k === i + 1) && seq.period === S.length + 1 && seq.preperiod === 0)
      periodBox.append(' ', h('span', null, `This is the Bash game rule SG(x) = x mod ${S.length + 1}.`));
    if (seq.game === 'octal' && seq.period != null && seq.preperiod > 0)
      periodBox.append(' ', h('span', null, `The last exception is a row of ${seq.preperiod - 1} pins; from ${seq.preperiod} pins on, the values repeat every ${seq.period}.`));
    if (seq.game === 'octal' && seq.period == null)
      periodBox.append(' ', h('span', null, `The periodicity theorem needs SG(n + p) = SG(n) from n0 up to about 2·n0 + p: try a larger n.`));
    rule.textContent = `Proof rule: ${seq.rule}.`;
    from.value = 0;
    drawChart();
    drawTable();
    codeText = toC(seq);
    code.value = codeText.length > PREVIEW ? `${codeText.slice(0, PREVIEW)}\n/* … ${codeText.length - PREVIEW} more characters: use Download or Copy */` : codeText;
    for (const b of [csvBtn, cBtn, copyBtn]) b.disabled = false;
  }

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
    fromText.textContent = `sizes ${a}–${Math.min(seq.n, a + shape.window - 1)} of 0–${seq.n}`;
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

  csvBtn.addEventListener('click', () => download(`${cName(seq.family)}.csv`, toCSV(seq), 'text/csv'));
  cBtn.addEventListener('click', () => download(`${cName(seq.family)}.h`, codeText, 'text/x-c'));
  copyBtn.addEventListener('click', async () => {
    const ok = await copyText(codeText, code);
    status.textContent = ok ? 'C array copied.' : 'Select the text below and copy it.';
  });

  /** On first view: the family of the selected component (a subtraction
   *  game's set, else the Bash game), computed at once. */
  function prefill() {
    if (seq || latest) return;
    const a = ctx.app.analysis();
    const c = a?.components[(ctx.app.selected?.() ?? 1) - 1];
    if (c?.game === 'sub') {
      const S = subSet(c.text);
      const bash = S.every((k, i) => k === i + 1);
      kind.value = bash ? 'bash' : 'sub';
      if (bash) m.value = S.length;
      else set.value = S.join(',');
    } else if (c?.game === 'treblecross' || c?.game === 'staircase') {
      kind.value = c.game;
    } else if (c?.game === 'octal') { // a named game, or its code; enough sizes to prove a period
      const cd = c.text.slice(c.text.indexOf('(') + 1, c.text.indexOf(')'));
      kind.value = { '0.77': 'kayles', '0.07': 'dawson-kayles', '0.137': 'dawson-chess' }[cd] ?? 'octal';
      octCode.value = cd;
      n.value = 200;
    }
    showFields();
    compute();
  }

  return { compute, prefill, get sequence() { return seq; } };
}

/* ---- chart -------------------------------------------------------------- */

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
  }, s('title', null, `SG value against ${seq.size} for ${seq.family}, sizes ${a} to ${b - 1}`));

  // Bands: runs of equal band() across the window; the pre-period and the
  // first period in view are labelled (the label may overhang a narrow band).
  let labelled = false;
  const labels = [];
  for (let i = a; i < b;) {
    const k = band(seq, i);
    let j = i;
    while (j < b && band(seq, j) === k) j++;
    if (k !== 'none') {
      const w = (j - i) * bw;
      svg.append(s('rect', { class: `band band-${k === 'pre' ? 'pre' : 'period'} band-${k}`, x: x(i), y: T - 18, width: w, height: ph + 18 }));
      if (k === 'pre') {
        const wide = w >= 74;
        labels.push(s('text', { class: 'band-label', x: wide ? x(i) + w / 2 : x(j) - 3, y: T - 6, 'text-anchor': wide ? 'middle' : 'end' }, wide ? 'pre-period' : 'pre'));
      } else if (!labelled) {
        labels.push(s('text', { class: 'band-label', x: x(i) + 3, y: T - 6, 'text-anchor': 'start' }, `period ${seq.period} →`));
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
  svg.append(s('text', { class: 'axis-label', x: L + pw / 2, y: H - 4, 'text-anchor': 'middle' }, seq.size),
    s('text', { class: 'axis-label', x: 12, y: T + ph / 2, transform: `rotate(-90 12 ${T + ph / 2})`, 'text-anchor': 'middle' }, 'SG'));

  // Values: bars; SG 0 (a P-position) as a ring on the axis.
  for (let i = a; i < b; i++) {
    const v = seq.values[i];
    const cx = x(i) + bw / 2;
    if (v === 0) {
      svg.append(s('circle', { class: 'p-mark', cx, cy: y(0), r: Math.min(4, bw / 2.5) }, s('title', null, `SG(${i}) = 0 (P-position)`)));
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
  const head = h('tr', null, h('th', { scope: 'col' }, 'size'), ...Array.from({ length: 10 }, (_, k) => h('th', { scope: 'col' }, `+${k}`)));
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
    `SG(${seq.size}) for ${seq.family}. Bold 0 = P-position. `,
    seq.period == null ? '' : 'Shading: pre-period, then alternating periods.'), h('thead', null, head), h('tbody', null, rows))];
  if (seq.values.length > max) out.push(h('p', { class: 'teach-muted' }, `The table shows sizes 0–${max - 1}; the downloads have all ${seq.values.length}.`));
  return out;
}
