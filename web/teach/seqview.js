// teach/seqview.js — views of a computed sequence for the explorer: a
// scatter plot of every value on a canvas (a million points draw in a few
// milliseconds: one pixel each, written straight into the image), the
// periodic table (rows of one period, the pre-period's exceptions marked),
// and the engine's statistics and proof in words. Everything shown comes
// from the engine's answer.

import { h, put } from '../kit/dom.js';
import { tr, sayMsg } from '../i18n/i18n.js';

const fmt = (x) => (typeof x === 'number' ? x.toLocaleString('en') : String(x));

/** The engine's message for a family without its parser details: "at
 *  character 4: expected ")" after … (near "…")" becomes words about the
 *  family's parameters, named as the engine's info() says its game's are
 *  (param_words). `error`: an engine error (its message by id, said in the
 *  page's language) or a message. */
export function cleanMessage(error, family, info = null) {
  const message = typeof error === 'string' ? error : String(error?.message ?? '');
  const msg = typeof error === 'string' ? null : error?.msg ?? null;
  const m = /^at character \d+: (.*?)(?: \(near .*\))?$/s.exec(message);
  if (!m) return sayMsg(msg, message);
  // what was expected, without the place: the syntax message's own part, else the whole message
  const what = msg?.id === 'err.syntax' && msg.args?.[1] && typeof msg.args[1] === 'object' ? sayMsg(msg.args[1], m[1]) : sayMsg(msg, m[1]);
  const head = /^([a-z]+)\((.*)\)$/i.exec(family);
  const game = head && info?.games?.find((g) => g.name === head[1]);
  return game?.param_words
    ? tr('"{param}" is not {words} the engine reads: {error}.', { param: head[2], words: sayMsg(game.param_words_msg, game.param_words), error: what })
    : tr('"{family}" is not a family the engine reads: {error}.', { family, error: what });
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
  const canvas = h('canvas', { width: W, height: H, class: 'teach-seq-scatter', role: 'img', 'data-points': n });
  const rare = new Set(seq.stats?.split?.rare_values ?? []);
  const g = canvas.getContext('2d');
  const figure = h('figure', { class: 'teach-seq-figure' }, canvas, h('figcaption', { class: 'teach-muted' }));
  scatterWords(figure, seq);
  if (!g) return figure;
  const steps = draw(seq, canvas, g, rare, { W, H, L, B, T, R });
  if (n <= SLICE) while (!steps.next().done); // at once
  else (async () => { while (!steps.next().done) await pause(); })();
  return figure;
}

/** The scatter plot's words (its caption, its name for a screen reader), in
 *  the page's language: said when drawn and again on a change of language. */
export function scatterWords(figure, seq) {
  const canvas = figure?.querySelector('canvas');
  if (!canvas) return;
  const n = seq.values.length, size = sayMsg(seq.size_msg, seq.size);
  const rare = [...new Set(seq.stats?.split?.rare_values ?? [])];
  const top = canvas.dataset.max;
  canvas.setAttribute('aria-label', top === undefined
    ? tr('Scatter plot: SG value against {size} for {family}, sizes 0 to {last}', { size, family: seq.family, last: n - 1 })
    : tr('Scatter plot: SG value against {size} for {family}, sizes 0 to {last}, values 0 to {top}', { size, family: seq.family, last: n - 1, top }));
  const vars = { size, last: fmt(n - 1), rare: rare.join(', '), pre: seq.preperiod ? fmt(seq.preperiod - 1) : '' };
  put(figure.querySelector('figcaption'), rare.length
    ? (seq.preperiod
      ? tr('Every value, SG against {size} (0–{last}): red SG 0 (P-positions), orange the rare values {{rare}}, blue the common ones; shaded: the pre-period (0–{pre}).', vars)
      : tr('Every value, SG against {size} (0–{last}): red SG 0 (P-positions), orange the rare values {{rare}}, blue the common ones.', vars))
    : (seq.preperiod
      ? tr('Every value, SG against {size} (0–{last}): red SG 0 (P-positions), blue the others; shaded: the pre-period (0–{pre}).', vars)
      : tr('Every value, SG against {size} (0–{last}): red SG 0 (P-positions), blue the others.', vars)));
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
  scatterWords(canvas.closest('figure') ?? { querySelector: () => null }, seq);
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
  if (p != null && p > WIDE) return h('p', { class: 'teach-muted' }, tr('The period, {p}, is too long to lay out in rows here; the downloads hold every value.', { p: fmt(p) }));
  const width = p ?? Math.max(1, Math.min(WIDE, w));
  const start = p != null ? n0 - Math.ceil(n0 / width) * width : 0; // the pre-period's rows end at n0
  const periodic = (i) => (p != null && i < n0 ? vals[n0 + ((((i - n0) % p) + p) % p)] : null);
  const head = h('tr', null, h('th', { scope: 'col' }, tr('from')), ...Array.from({ length: width }, (_, k) => h('th', { scope: 'col' }, `+${k}`)));
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
      cells.push(h('td', { class: `${i < n0 && p != null ? 'pt-pre' : ''}${odd ? ' exception' : ''}${v === 0 ? ' zero' : ''}`, 'data-n': i, title: odd ? tr('SG({i}) = {v}; the period would give {want}', { i, v, want }) : `SG(${i}) = ${v}` }, v));
    }
    rows.push(h('tr', { class: r >= n0 || p == null ? '' : 'pre' }, cells));
  }
  const caption = p != null
    ? (exceptions === 1
      ? tr('Rows of the period {p}, the first periodic row starting at the pre-period {n0}. Marked: 1 value of the pre-period shown that the period would get wrong.', { p, n0: fmt(n0) })
      : tr('Rows of the period {p}, the first periodic row starting at the pre-period {n0}. Marked: {k} values of the pre-period shown that the period would get wrong.', { p, n0: fmt(n0), k: exceptions }))
    : tr('No period is proven up to n = {n}: rows of {w}.', { n: fmt(seq.n), w: width });
  const out = [h('table', { class: 'teach-table teach-ptable', 'data-width': width, 'data-exceptions': exceptions }, h('caption', null, caption), h('thead', null, head), h('tbody', null, rows))];
  if ((n - start) / width > ROWS) out.push(h('p', { class: 'teach-muted' }, tr('The first {rows} rows are shown.', { rows: ROWS })));
  return out;
}

/* ---- statistics ------------------------------------------------------------ */

/** The engine's periodicity, proof and statistics in words, as a list. */
export function statsView(seq) {
  const items = [];
  const add = (key, ...text) => items.push(h('div', { class: 'teach-stat', 'data-stat': key }, h('dt', null, text[0]), h('dd', null, ...text.slice(1))));
  const pr = seq.periodicity;
  if (seq.period != null) {
    add('period', tr('Period'), tr('{p} (proven)', { p: fmt(seq.period) }));
    add('preperiod', tr('Pre-period'), fmt(seq.preperiod), seq.preperiod ? ` ${tr('(the last exception is at {n})', { n: fmt(seq.preperiod - 1) })}` : '');
  } else if (pr?.kind === 'periodic') {
    add('period', tr('Period'), tr('{p} from {n0} — only observed, not proven', { p: fmt(pr.period), n0: fmt(pr.preperiod) }));
  } else if (pr?.kind === 'arithmetic') {
    const vars = { p: fmt(pr.period), s: fmt(pr.saltus), n0: fmt(pr.preperiod) };
    add('period', tr('Arithmetic period'), pr.proven
      ? tr('SG(n + {p}) = SG(n) + {s} from n = {n0} (period {p}, saltus {s}) — proven', vars)
      : tr('SG(n + {p}) = SG(n) + {s} from n = {n0} (period {p}, saltus {s}) — only observed, not proven', vars));
  } else {
    add('period', tr('Period'), tr('none proven up to n = {n}', { n: fmt(seq.n) }));
  }
  if (pr?.proven && pr.bound != null) add('proof', tr('Proof'), tr('the rule below: SG(n + {p}) = SG(n) checked for {n0} ≤ n < {bound}, using the values up to {needs}', { p: fmt(pr.period), n0: fmt(pr.preperiod), bound: fmt(pr.bound), needs: fmt(pr.needs) }));
  add('rule', tr('Rule'), sayMsg(seq.rule_msg, seq.rule));
  const st = seq.stats;
  if (st) {
    add('method', tr('Method'), st.method === 'rare/common' ? tr('rare and common values (only splits with a rare part are scanned for common values)') : sayMsg(st.method_msg, st.method));
    if (st.split) {
      add('split', tr('Split'), tr('by {by}, mask {mask}: rare values {{values}}', { by: sayMsg(st.split.by_msg, st.split.by), mask: st.split.mask, values: st.split.rare_values.join(', ') }));
      add('rare', tr('Rare heaps'), tr('{n}, the last at {last}', { n: fmt(st.split.rare), last: fmt(st.split.last_rare) }), st.split.rare_heaps?.length ? ` — ${st.split.rare_heaps.slice(0, 60).join(', ')}${st.split.rare_heaps.length > 60 ? ', …' : ''}` : '');
    }
    add('zeros', tr('P-positions (SG 0)'), tr('{n}, the last at {last}', { n: fmt(st.zeros), last: fmt(st.last_zero) }));
    add('max', tr('Largest value'), fmt(st.max));
    const counts = h('ul', { class: 'teach-counts', 'aria-label': tr('How often each value occurs in 0–{n}', { n: fmt(st.n) }) },
      st.counts.map((c, v) => (c ? h('li', { 'data-value': v }, h('b', null, String(v)), ` × ${fmt(c)}`) : null)).filter(Boolean));
    add('counts', tr('Value counts (0–{n})', { n: fmt(st.n) }), counts);
  }
  return h('dl', { class: 'teach-stats' }, items);
}

export { put };
