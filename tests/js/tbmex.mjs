// tbmex.mjs — a plain mex for take-and-break codes, written from the rules
// alone (digit d_j: bit 1 take the whole heap of j, bit 2 leave one heap,
// bit 4 two heaps, bit 8 three; "!" unequal heaps, "?" not all equal), for
// the node tests and the browser specs. It knows nothing of the engine.

/** A code held as digits: {d: [d0, d1, …], mod: ['', '!', '?', …]}, as text. */
export function codeText({ d, mod }) {
  const ch = (x) => (x < 10 ? String(x) : String.fromCharCode(55 + x));
  const digits = d.map((x, j) => ch(x) + (mod[j] ?? ''));
  return `${digits[0]}.${digits.slice(1).join('') || '0'}`;
}

/** The ways to write m as k parts a ≤ b ≤ … (k = 1..3), each at least 1. */
function* parts(m, k, lo = 1) {
  if (k === 1) { if (m >= lo) yield [m]; return; }
  for (let a = lo; a * k <= m; a++) for (const rest of parts(m - a, k - 1, a)) yield [a, ...rest];
}

const obeys = (p, mod) => (mod === '!' ? new Set(p).size === p.length : mod === '?' ? new Set(p).size > 1 : true);

/** What one move may leave from a heap of h: a list of heap lists. */
export function options(code, h) {
  const out = [];
  for (let j = 0; j <= h && j < code.d.length; j++) {
    const dj = code.d[j], mod = code.mod[j] ?? '';
    if (!dj) continue;
    if (dj & 1 && j > 0 && h === j) out.push([]);
    if (dj & 2 && j > 0 && h > j) out.push([h - j]);
    for (let k = 2; k <= 3; k++) if (dj & (1 << k)) for (const p of parts(h - j, k)) if (obeys(p, mod)) out.push(p);
  }
  return out;
}

/** SG values of heaps 0..n. */
export function mexValues(code, n) {
  const v = [];
  for (let h = 0; h <= n; h++) {
    const seen = new Set(options(code, h).map((p) => p.reduce((x, a) => x ^ v[a], 0)));
    let g = 0;
    while (seen.has(g)) g++;
    v.push(g);
  }
  return v;
}

/** The winning moves of heaps `heaps` ("i:h>a+b" in the engine's notation,
 *  parts smallest first, "h>0" for the whole heap), by mex values `v`. */
export function winningMoves(code, heaps, v) {
  const total = heaps.reduce((x, h) => x ^ v[h], 0);
  const out = [];
  heaps.forEach((h, i) => {
    for (const p of options(code, h)) {
      const after = total ^ v[h] ^ p.reduce((x, a) => x ^ v[a], 0);
      if (after === 0) out.push(`${i + 1}:${h}>${p.length ? p.join('+') : 0}`);
    }
  });
  return [...new Set(out)].sort();
}
