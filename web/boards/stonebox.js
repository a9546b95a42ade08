// boards/stonebox.js — boxes of stones (HDU 1729): a box of capacity s holds
// c stones ("c/s"); a move adds 1 to c² stones, never past s. Each box is a
// column of its s places, the stones at the bottom; a dashed line marks the
// engine's "fill", the fewest stones from which one move can fill the box.
// A large box is drawn with breaks: its lowest and highest places, those
// around its stones and the fill line, and the places a winning move fills.
// Play: click an empty place to add stones up to it (the engine says whether
// c² allows it). Edit: click a stone to make the box hold one fewer than it
// (the top one: take it out), an empty place to fill the box up to it; the
// fields set the stones and the capacity.

import { s } from '../kit/svg.js';
import { act, whole, rnd, big, textWidth } from './common.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board in other languages (loaded with it).
export const words = register({ zh: () => import('./stonebox.zh.js') });

const STEP = 24;     // one place, in SVG units
const RX = 24, RY = 9;
const ALL = 16;      // capacities drawn place by place

/** [stones, capacity] of a box's body "c/s", as BigInts. */
const boxOf = (body) => String(body).split('/').map((x) => big(x));

/** The places drawn, lowest first, 0n where a break stands for the places
 *  between its neighbours. */
function placesOf(c, cap, fill, extra) {
  if (cap <= BigInt(ALL)) return Array.from({ length: Number(cap) }, (_, i) => BigInt(i + 1));
  const want = new Set();
  const add = (lv) => { if (lv >= 1n && lv <= cap) want.add(lv); };
  add(1n);
  add(2n);
  for (let d = -2n; d <= 3n; d++) add(c + d);
  if (fill) { add(fill - 1n); add(fill); }
  for (const x of extra) add(x);
  add(cap - 1n);
  add(cap);
  const sorted = [...want].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out = [];
  for (const lv of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && lv - last === 2n) out.push(lv - 1n); // one place missing: drawn, not a break
    else if (last !== undefined && lv - last > 2n) out.push(0n);
    out.push(lv);
  }
  return out;
}

/** The places a winning move fills (from c + 1 to its target), by target. */
const targetsOf = (marks) => marks.map((m) => big(m.to));

function note(c) {
  const [n, cap] = boxOf(c.body);
  const fill = c.fill !== undefined ? big(c.fill) : null;
  const sg = c.sg;
  const k = c.legal ?? 0;
  const lines = [Number(k) === 1
    ? tr('A box of capacity s with c stones, written c/s: a move adds 1 to c² stones, never past the capacity. Here c = {c} and s = {s}: {k} move.', { c: n, s: cap, k })
    : tr('A box of capacity s with c stones, written c/s: a move adds 1 to c² stones, never past the capacity. Here c = {c} and s = {s}: {k} moves.', { c: n, s: cap, k })];
  const spans = [];
  if (n === 0n) lines.push(tr('The box is empty and c² = 0: no move, so SG({c}, {s}) = 0.', { c: n, s: cap }));
  else if (n === cap) lines.push(tr('The box is full: no move, so SG({c}, {s}) = 0.', { c: n, s: cap }));
  else if (fill !== null && n >= fill) {
    lines.push(tr('From {c} stones one move can fill the box ({c} + {c}² ≥ {s}): every count from {from} to {s} is in reach, so the box plays like a Nim heap of its free room, SG({c}, {s}) = {s} − {c} = {sg}.', { c: n, s: cap, from: n + 1n, sg }));
    spans.push({ from: n + 1n, to: cap, label: tr('free {n}', { n: cap - n }), short: String(cap - n), cls: 'odd' });
  } else if (fill !== null) {
    const t = fill - 1n;
    lines.push(tr('No move from {c} stones fills the box: {t} is the largest count t with t + t² < {s}, and from any count above {t} one move fills it.', { c: n, t, s: cap }));
    lines.push(n === t
      ? tr('From {t} stones every move reaches a count above {t}, a box one move fills (a Nim heap of its free room, at least 1): no option is worth 0, so SG({c}, {s}) = 0.', { t, c: n, s: cap })
      : tr('The counts above {t} are worth more than the counts up to {t} can reach, so they never decide the mex: the box plays like a box of capacity {t}, SG({c}, {s}) = SG({c}, {t}) = {sg}.', { t, c: n, s: cap, sg }));
  }
  return { unit: 'stone', marks: [], spans, lines, heap: sg };
}

export default {
  game: 'stonebox',
  css: new URL('./stonebox.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr('Boxes of stones (HDU 1729)'); },
  get noun() { return tr('box'); },
  get intro() { return tr('Boxes of stones (HDU 1729): a move adds 1 to c² stones to a box holding c, never past its capacity. Once one move can fill a box, it is a Nim heap of its free room; below that count it plays like a smaller box, down to a box whose SG value is 0.'); },
  get examples() {
    return [
      [tr('Boxes 2 of 6, 3 of 9 and 1 of 3'), 'stonebox:2/6,3/9,1/3'],
      [tr('HDU 1729 sample 1: boxes (s, c) = (2, 0), (3, 3), (6, 2)'), 'stonebox:0/2,3/3,2/6'],
      [tr('HDU 1729 sample 2: boxes (s, c) = (6, 3), (6, 3)'), 'stonebox:3/6,3/6'],
      [tr('One move fills it: 5 stones in a box of 20'), 'stonebox:5/20'],
      [tr('A box of a million holding 10 stones'), 'stonebox:10/1000000'],
    ];
  },
  get sums() { return [[tr('A box beside a Nim heap'), 'stonebox:2/6+nim:4']]; },
  blank: () => '2/6',
  random: () => `stonebox:${Array.from({ length: rnd(2, 3) }, () => { const cap = rnd(2, 20); return `${rnd(0, cap)}/${cap}`; }).join(',')}`,
  draw(v, g) {
    const [c, cap] = boxOf(v.comp.body);
    const fill = v.info?.fill !== undefined ? big(v.info.fill) : null;
    const targets = targetsOf(v.marks);
    const shown = placesOf(c, cap, fill !== null && fill <= cap ? fill : null, targets);
    const edit = v.mode === 'edit', play = v.mode === 'play';
    const name = tr('box {i}', { i: v.index });
    const top = 22;
    const height = top + Math.max(shown.length, 1) * STEP + 8;
    const y = (slot) => height - 8 - (slot + 1) * STEP; // the top of slot k, lowest first
    const boxes = new Map();
    let right = 0; // how far right the box's words of places not drawn reach (a bracket over them passes beyond)
    const most = targets.reduce((a, x) => (x > a ? x : a), 0n);
    const half = cap > BigInt(ALL) ? RX + 22 : RX + 8; // room in a large box for the breaks' words
    const X = half + 12 + 6.5 * String(cap).length; // the box's centre, right of the places' numbers (10 px type)
    g.append(s('rect', { x: X - half, y: top - 6, width: 2 * half, height: height - top - 2, rx: 5, class: 'box' }));
    shown.forEach((lv, slot) => {
      const cy = y(slot) + STEP / 2;
      if (lv === 0n) {
        const below = shown[slot - 1], above = shown[slot + 1];
        const words = tr('⋮ {n} places ⋮', { n: above - below - 1n });
        g.append(s('text', { x: X, y: cy + 4, class: 'break', 'text-anchor': 'middle', text: words }));
        right = Math.max(right, X + textWidth(words, 11) / 2); // (11 px type)
        return;
      }
      const stone = lv <= c;
      const adds = !stone && lv <= most, target = targets.includes(lv);
      const how = stone
        ? (edit ? (lv === c ? tr('take out the top stone') : tr('make it {n} stones', { n: lv - 1n })) : tr('a stone in the box (a move adds stones above)'))
        : edit ? tr('fill the box up to here ({n} stones)', { n: lv })
          : target ? tr('add {k} stones, up to here ({n}) — a winning move', { k: lv - c, n: lv }) : tr('add {k} stones, up to here ({n})', { k: lv - c, n: lv });
      const a = act(g, stone ? 'stone' : 'place', String(lv), `c${v.index}-${lv}`, tr('{name}, place {lv} of {s}: {how}', { name, lv, s: cap, how }));
      if (stone) a.append(s('ellipse', { cx: X, cy: cy + 3, rx: RX, ry: RY, class: 'stone-shadow' }));
      a.append(s('ellipse', { cx: X, cy, rx: RX, ry: RY, class: stone ? 'stone' : `stone ghost${adds ? ' add' : ''}${target ? ' target' : ''}` }));
      if (cap > BigInt(ALL) || lv === 1n || lv === c || lv === cap || lv % 5n === 0n)
        g.append(s('text', { x: X - half - 4, y: cy + 4, class: 'colnum', 'text-anchor': 'end', text: String(lv) }));
      boxes.set(String(lv), { x: X - RX, y: cy - RY, w: 2 * RX, h: 2 * RY });
    });
    if (fill !== null && fill >= 1n && fill <= cap && c < cap) { // the fill line, under place `fill`
      const k = shown.indexOf(fill);
      if (k >= 0 && (fill === 1n || shown[k - 1] === fill - 1n)) {
        const ly = y(k) + STEP;
        g.append(s('line', { x1: X - half, x2: X + half + 6, y1: ly, y2: ly, class: 'fill-line' }));
        g.append(s('text', { x: X + half + 8, y: ly + 4, class: 'fill-label', text: tr('one move fills from here') }));
      }
    }
    g.append(s('text', { x: X, y: 14, class: 'count', 'text-anchor': 'middle', text: tr('{c} of {s}', { c, s: cap }) }));
    return { width: X + half + 130, height, cell: (lv) => boxes.get(String(lv)) ?? null, levels: shown.filter((lv) => lv > 0n), right };
  },
  gesture(c, a, ctx) {
    const [n, cap] = boxOf(c.body);
    if (a.kind !== 'stone' && a.kind !== 'place') return {};
    const lv = big(a.n);
    if (ctx.mode === 'play') {
      if (a.kind === 'stone') return { error: tr('The stones in the box stay: click an empty place above them to add stones up to it.') };
      return { move: `${n}>${lv}` };
    }
    return { body: `${a.kind === 'stone' ? lv - 1n : lv}/${cap}` };
  },
  fields: (c, limits) => {
    const [n, cap] = boxOf(c.body);
    return [
      { key: 'stones', label: tr('stones'), value: String(n), min: 0, max: String(cap) },
      { key: 'capacity', label: tr('capacity'), value: String(cap), min: 0, max: String(limits.capacity) },
    ];
  },
  setField(c, key, value, limits) {
    const [n, cap] = boxOf(c.body);
    if (key === 'stones') {
      const r = whole(value, 0, cap, tr('The number of stones'));
      return r.error ? r : { body: `${r.text}/${cap}` };
    }
    const r = whole(value, 0, limits.capacity, tr('The capacity'));
    if (r.error) return r;
    const to = big(r.text);
    return { body: `${n < to ? n : to}/${to}` }; // a smaller box keeps what it can hold
  },
  notes: note,
  quiz: (r) => `stonebox:${Array.from({ length: r.int(1, 3) }, () => { const cap = r.int(3, 14); return `${r.int(1, cap - 1)}/${cap}`; }).join(',')}`,
};
