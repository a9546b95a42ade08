// teach/seqview.js — views of a computed sequence for the explorer: a
// scatter plot of every value on a canvas (a million points draw in a few
// milliseconds: one pixel each, written straight into the image), the
// periodic table (rows of one period, the pre-period's exceptions marked),
// and the engine's statistics and proof in words. Everything shown comes
// from the engine's answer.

import { h, put } from './dom.js';

const fmt = (x) => (typeof x === 'number' ? x.toLocaleString('en') : String(x));

/** The engine's message for a family without its parser details: "at
 *  character 4: expected ")" after … (near "…")" becomes words about the
 *  family's parameters, named as the engine's info() says its game's are
 *  (param_words). */
export function cleanMessage(message, family, info = null) {
  const m = /^at character \d+: (.*?)(?: \(near .*\))?$/s.exec(message);
  if (!m) return message;
  const head = /^([a-z]+)\((.*)\)$/i.exec(family);
  const words = head && info?.games?.find((g) => g.name === head[1])?.param_words;
  return `${words ? `"${head[2]}" is not ${words} the engine reads` : `"${family}" is not a family the engine reads`}: ${m[1]}.`;
}

/* ---- scatter ------------------------------------------------------------ */

const COLORS = { common: [31, 95, 168], rare: [214, 120, 20], zero: [200, 40, 40] };

const SLICE = 1 << 19; // values looked at in one task: 10^8 values are drawn over many

/** Yields to the page between slices of a long loop. */
const pause = () => new Promise((r) => setTimeout(r, 0));

/** A canvas with SG(n) against n for every computed n: P-positions (SG 0)
 *  red, rare values (the engine's rare/common split) orange, the rest blue;
 *  the pre-period shaded. Up to SLICE values it is drawn at once; more are
 *  drawn a slice per task (data-drawn says when it is done), so that the
 *  page never waits on 10^8 of them. */
export function scatter(seq) {
  const W = 760, H = 240, L = 44, B = 22, T = 8, R = 8;
  const vals = seq.values, n = vals.length;
  const canvas = h('canvas', {
    width: W, height: H, class: 'teach-seq-scatter', role: 'img', 'data-points': n,
    'aria-label': `Scatter plot: SG value against ${seq.size} for ${seq.family}, sizes 0 to ${n - 1}`,
  });
  const rare = new Set(seq.stats?.split?.rare_values ?? []);
  const g = canvas.getContext('2d');
  const figure = h('figure', { class: 'teach-seq-figure' }, canvas,
    h('figcaption', { class: 'teach-muted' }, `Every value, SG against ${seq.size} (0–${fmt(n - 1)}): red SG 0 (P-positions), `,
      rare.size ? `orange the rare values {${[...rare].join(', ')}}, blue the common ones` : 'blue the others',
      seq.preperiod ? `; shaded: the pre-period (0–${fmt(seq.preperiod - 1)})` : '', '.'));
  if (!g) return figure;
  const steps = draw(seq, canvas, g, rare, { W, H, L, B, T, R });
  if (n <= SLICE) while (!steps.next().done); // at once
  else (async () => { while (!steps.next().done) await pause(); })();
  return figure;
}

/** The drawing, a generator that yields after each SLICE values. */
function* draw(seq, canvas, g, rare, { W, H, L, B, T, R }) {
  const vals = seq.values, n = vals.length;
  let top = 1;
  for (let a = 0; a < n; a += SLICE) {
    for (let i = a, e = Math.min(n, a + SLICE); i < e; i++) if (vals[i] > top) top = vals[i];
    yield;
  }
  canvas.dataset.max = top;
  canvas.setAttribute('aria-label', `${canvas.getAttribute('aria-label')}, values 0 to ${top}`);
  g.fillStyle = '#fff';
  g.fillRect(0, 0, W, H);
  const pw = W - L - R, ph = H - T - B;
  const px = (i) => L + Math.floor((i * (pw - 1)) / Math.max(1, n - 1));
  const py = (v) => T + ph - 1 - Math.round((v * (ph - 1)) / top);
  if (seq.preperiod != null && seq.preperiod > 0) {
    g.fillStyle = '#fff3d6';
    g.fillRect(L, T, px(seq.preperiod) - L, ph);
  }
  g.strokeStyle = '#888';
  g.beginPath();
  g.moveTo(L - 0.5, T);
  g.lineTo(L - 0.5, T + ph + 0.5);
  g.lineTo(W - R, T + ph + 0.5);
  g.stroke();
  g.fillStyle = '#444';
  g.font = '11px sans-serif';
  g.textAlign = 'right';
  for (const v of [0, Math.round(top / 2), top]) g.fillText(String(v), L - 4, py(v) + 4);
  g.textAlign = 'center';
  for (const i of [0, Math.floor((n - 1) / 2), n - 1]) g.fillText(fmt(i), Math.min(W - 30, Math.max(L + 10, px(i))), H - 6);
  const dot = n <= 2000 ? 3 : n <= 50000 ? 2 : 1; // few values: bigger dots
  const img = g.getImageData(L, T, pw, ph);
  const d = img.data;
  for (let a = 0; a < n; a += SLICE) {
    for (let i = a, e = Math.min(n, a + SLICE); i < e; i++) {
      const v = vals[i];
      const x = px(i) - L, y = py(v) - T;
      const c = v === 0 ? COLORS.zero : rare.has(v) ? COLORS.rare : COLORS.common;
      for (let dy = 0; dy < dot; dy++) for (let dx = 0; dx < dot; dx++) {
        const xx = x + dx - (dot >> 1), yy = y + dy - (dot >> 1);
        if (xx < 0 || yy < 0 || xx >= pw || yy >= ph) continue;
        const k = (yy * pw + xx) * 4;
        d[k] = c[0]; d[k + 1] = c[1]; d[k + 2] = c[2]; d[k + 3] = 255;
      }
    }
    yield;
  }
  g.putImageData(img, L, T);
  canvas.dataset.drawn = 'true';
}

/* ---- the periodic table --------------------------------------------------- */

const ROWS = 120;  // rows shown
const WIDE = 240;  // the longest period laid out in rows

/** Rows of one period p from the pre-period n0 on (w wide when no period is
 *  proven), with the pre-period's rows above aligned to the same columns;
 *  a pre-period value that differs from the periodic one is marked. */
export function periodicTable(seq, w) {
  const p = seq.period, n0 = seq.preperiod ?? 0;
  const vals = seq.values, n = vals.length;
  if (p != null && p > WIDE) return h('p', { class: 'teach-muted' }, `The period, ${fmt(p)}, is too long to lay out in rows here; the downloads hold every value.`);
  const width = p ?? Math.max(1, Math.min(WIDE, w));
  const start = p != null ? n0 - Math.ceil(n0 / width) * width : 0; // the pre-period's rows end at n0
  const periodic = (i) => (p != null && i < n0 ? vals[n0 + ((((i - n0) % p) + p) % p)] : null);
  const head = h('tr', null, h('th', { scope: 'col' }, 'from'), ...Array.from({ length: width }, (_, k) => h('th', { scope: 'col' }, `+${k}`)));
  const rows = [];
  let exceptions = 0;
  for (let r = start; r < n && rows.length < ROWS; r += width) {
    const cells = [h('th', { scope: 'row' }, r < 0 ? '' : fmt(r))];
    for (let k = 0; k < width; k++) {
      const i = r + k;
      if (i < 0 || i >= n) { cells.push(h('td')); continue; }
      const v = vals[i], want = periodic(i);
      const odd = want !== null && v !== want;
      if (odd) exceptions++;
      cells.push(h('td', { class: `${i < n0 && p != null ? 'pt-pre' : ''}${odd ? ' exception' : ''}${v === 0 ? ' zero' : ''}`, 'data-n': i, title: odd ? `SG(${i}) = ${v}; the period would give ${want}` : `SG(${i}) = ${v}` }, v));
    }
    rows.push(h('tr', { class: r >= n0 || p == null ? '' : 'pre' }, cells));
  }
  const caption = p != null
    ? `Rows of the period ${p}, the first periodic row starting at the pre-period ${fmt(n0)}. Marked: ${exceptions} value${exceptions === 1 ? '' : 's'} of the pre-period shown that the period would get wrong.`
    : `No period is proven up to n = ${fmt(seq.n)}: rows of ${width}.`;
  const out = [h('table', { class: 'teach-table teach-ptable', 'data-width': width, 'data-exceptions': exceptions }, h('caption', null, caption), h('thead', null, head), h('tbody', null, rows))];
  if ((n - start) / width > ROWS) out.push(h('p', { class: 'teach-muted' }, `The first ${ROWS} rows are shown.`));
  return out;
}

/* ---- statistics ------------------------------------------------------------ */

/** The engine's periodicity, proof and statistics in words, as a list. */
export function statsView(seq) {
  const items = [];
  const add = (key, ...text) => items.push(h('div', { class: 'teach-stat', 'data-stat': key }, h('dt', null, text[0]), h('dd', null, ...text.slice(1))));
  const pr = seq.periodicity;
  if (seq.period != null) {
    add('period', 'Period', `${fmt(seq.period)} (proven)`);
    add('preperiod', 'Pre-period', fmt(seq.preperiod), seq.preperiod ? ` (the last exception is at ${fmt(seq.preperiod - 1)})` : '');
  } else if (pr?.kind === 'periodic') {
    add('period', 'Period', `${fmt(pr.period)} from ${fmt(pr.preperiod)} — only observed, not proven`);
  } else if (pr?.kind === 'arithmetic') {
    add('period', 'Arithmetic period', `SG(n + ${fmt(pr.period)}) = SG(n) + ${fmt(pr.saltus)} from n = ${fmt(pr.preperiod)} (period ${fmt(pr.period)}, saltus ${fmt(pr.saltus)}) — ${pr.proven ? 'proven' : 'only observed, not proven'}`);
  } else {
    add('period', 'Period', `none proven up to n = ${fmt(seq.n)}`);
  }
  if (pr?.proven && pr.bound != null) add('proof', 'Proof', `the rule below: SG(n + ${fmt(pr.period)}) = SG(n) checked for ${fmt(pr.preperiod)} ≤ n < ${fmt(pr.bound)}, using the values up to ${fmt(pr.needs)}`);
  add('rule', 'Rule', seq.rule);
  const st = seq.stats;
  if (st) {
    add('method', 'Method', st.method === 'rare/common' ? 'rare and common values (only splits with a rare part are scanned for common values)' : st.method);
    if (st.split) {
      add('split', 'Split', `by ${st.split.by}, mask ${st.split.mask}: rare values {${st.split.rare_values.join(', ')}}`);
      add('rare', 'Rare heaps', `${fmt(st.split.rare)}, the last at ${fmt(st.split.last_rare)}`, st.split.rare_heaps?.length ? ` — ${st.split.rare_heaps.slice(0, 60).join(', ')}${st.split.rare_heaps.length > 60 ? ', …' : ''}` : '');
    }
    add('zeros', 'P-positions (SG 0)', `${fmt(st.zeros)}, the last at ${fmt(st.last_zero)}`);
    add('max', 'Largest value', fmt(st.max));
    const counts = h('ul', { class: 'teach-counts', 'aria-label': `How often each value occurs in 0–${fmt(st.n)}` },
      st.counts.map((c, v) => (c ? h('li', { 'data-value': v }, h('b', null, String(v)), ` × ${fmt(c)}`) : null)).filter(Boolean));
    add('counts', `Value counts (0–${fmt(st.n)})`, counts);
  }
  return h('dl', { class: 'teach-stats' }, items);
}

export { put };
