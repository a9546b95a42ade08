// teach/seqdata.js — pure helpers for SG sequences: family text, the
// pre-period/period bands, CSV and the C array literal. No DOM here, so the
// same code runs in the page, the worker and the tests.

/** Storage for the values of sizes 0..n, filled a chunk at a time: 2 bytes
 *  a value (Uint16Array) while every value fits, 4 bytes (Uint32Array) from
 *  the first chunk that holds one that does not (the values so far copied
 *  once). 10^8 values of Grundy's game take 200 MB, not 400.
 *    const store = valueStore(n); putValues(store, from, chunk); store.values */
export function valueStore(n) {
  return { values: new Uint16Array(n + 1) };
}

/** Puts a chunk of values (any array of whole numbers ≥ 0) at `from`. */
export function putValues(store, from, chunk) {
  if (store.values.BYTES_PER_ELEMENT === 2 && !(chunk instanceof Uint16Array)) {
    let wide = false;
    for (let i = 0; i < chunk.length && !wide; i++) wide = chunk[i] > 0xffff;
    if (wide) {
      const w = new Uint32Array(store.values.length);
      w.set(store.values);
      store.values = w;
    }
  }
  store.values.set(chunk, from);
}

/** The most n (sizes 0..n) whose CSV and C array the page builds (past it,
 *  the command line: `grundy sequence FAMILY N` streams the values). */
export const DOWNLOAD_MAX = 10000000;

/** Why a sequence of sizes 0..n is not exported by the page, and what to
 *  use instead; null when it is. */
export function noExport(seq) {
  if (seq.n <= DOWNLOAD_MAX) return null;
  const n = (x) => x.toLocaleString('en');
  return `The page exports the values of n up to ${n(DOWNLOAD_MAX)} (here n = ${n(seq.n)}, a file of about ${Math.round((seq.n * 9) / 1e6)} MB). The command line writes them all, as JSON: grundy sequence '${seq.family}' ${seq.n} > values.json`;
}

/** Which band a size falls in: 'pre' (before the period), 'a'/'b' (period
 * repetitions, alternating), or 'none' when no period is proven. */
export function band(seq, i) {
  if (seq.period == null) return 'none';
  if (i < seq.preperiod) return 'pre';
  return Math.floor((i - seq.preperiod) / seq.period) % 2 === 0 ? 'a' : 'b';
}

/** One sentence for people, from the engine's proven values only. */
export function periodSentence(seq) {
  if (seq.period == null) return `No period proven up to n = ${seq.n}.`;
  const pre = seq.preperiod === 0
    ? 'no pre-period (periodic from n = 0)'
    : `pre-period ${seq.preperiod} (sizes 0–${seq.preperiod - 1} come before the repetition)`;
  return `Period ${seq.period}, ${pre}: SG(n + ${seq.period}) = SG(n) for every n ≥ ${seq.preperiod}.`;
}

/** A C identifier for the family: name(1,3-5) → sg_name_1_3_5. */
export function cName(family) {
  const id = family.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return `sg_${id || 'values'}`;
}

/** Values a part of an export holds (a part is made in one task). */
export const PART = 50000;

/** The CSV, in parts (the header, then PART values each): a page makes one
 *  part per task, so ten million values never block it. */
export function* csvParts(seq) {
  yield `${csvField(seq.size || 'size')},sg\n`;
  const v = seq.values;
  for (let a = 0; a < v.length; a += PART) {
    const lines = [];
    for (let i = a, end = Math.min(v.length, a + PART); i < end; i++) lines.push(`${i},${v[i]}\n`);
    yield lines.join('');
  }
}

export const toCSV = (seq) => [...csvParts(seq)].join('');

function csvField(t) {
  return /[",\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

/** The C array literal (with a comment saying how to use the period), in
 *  parts as csvParts. */
export function* cParts(seq) {
  const name = cName(seq.family);
  const len = seq.values.length;
  const ascii = (t) => t.replace(/[^\x20-\x7e]/g, '?').replace(/\*\//g, '* /');
  const head = [`/* Sprague-Grundy values of ${ascii(seq.family)}, ${ascii(seq.size || 'size')} 0..${seq.n} (from Grundy).`];
  if (seq.period != null) {
    const p = seq.period, n0 = seq.preperiod;
    head.push(` * Proven: period ${p}, pre-period ${n0}. For any n >= ${n0}:`);
    head.push(` *   SG(n) = ${name}[${n0 === 0 ? `n % ${p}` : `${n0} + (n - ${n0}) % ${p}`}] */`);
  } else {
    head.push(` * No period proven up to n = ${seq.n}: use only n <= ${seq.n}. */`);
  }
  yield `${head.join('\n')}\nstatic const int ${name}[${len}] = {\n`;
  for (let a = 0; a < len; a += PART) { // (PART is a multiple of the 20 values a row)
    const rows = [];
    for (let i = a, end = Math.min(len, a + PART); i < end; i += 20) rows.push('  ' + seq.values.slice(i, Math.min(i + 20, end)).join(', '));
    yield `${a ? ',\n' : ''}${rows.join(',\n')}`;
  }
  yield '\n};\n';
}

export const toC = (seq) => [...cParts(seq)].join('');
