// boards/papercut.js — the cutting game (POJ 2311): each component a sheet of
// squared paper "WxH"; a move cuts one sheet along a grid line into two, and
// whoever cuts out a 1×1 sheet wins at once. The sheet is drawn with its
// grid; every grid line across it is a cut.
// Play: click a grid line to cut there (the engine makes the two sheets).
// The value each cut leaves is written on it (when the sheet is small
// enough to have room), the winning cuts are drawn. Edit: click a grid line
// to keep the sheet left of it (or above it), the faint column or row past
// the edge to grow the sheet; the fields set the width and the height.

import { s } from '../kit/svg.js';
import { act, slices, whole, rnd, textWidth } from './common.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board in other languages (loaded with it).
export const words = register({ zh: () => import('./papercut.zh.js') });

const LEFT = 14, TOP = 34;

/** [W, H] of a sheet's body "WxH". */
const sheetOf = (body) => String(body).split('x').map(Number);

/** The grid lines a move's text cuts ("4x2>1x2+3x2"): [{across, k}], both
 *  of them when the two sheets are alike (a cut k from either edge). */
function linesOf(move, W, H) {
  const m = /(\d+)x(\d+)\+(\d+)x(\d+)$/.exec(move);
  if (!m) return [];
  const [aw, ah, bw] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (ah === H && aw + bw === W) return [{ across: true, k: aw }, { across: true, k: W - aw }];
  return [{ across: false, k: ah }, { across: false, k: H - ah }];
}

/** The move that cuts sheet W×H at grid line k (across: between columns). */
const cutText = (W, H, across, k) => (across ? `${W}x${H}>${k}x${H}+${W - k}x${H}` : `${W}x${H}>${W}x${k}+${W}x${H - k}`);

const mex = (xs) => { const have = new Set(xs); let g = 0; while (have.has(g)) g++; return g; };

function note(c, { play = 'normal' } = {}) {
  const [W, H] = sheetOf(c.body);
  const mis = play === 'misere';
  const lines = [];
  if (c.over) {
    lines.push(mis ? tr('A 1×1 sheet lies cut out: the game is over. In misère play the last move loses, so the player to move has won.')
      : tr('A 1×1 sheet lies cut out: the game is over, and the player to move has lost.'));
  } else if (c.threat) {
    const n = Math.max(W, H);
    lines.push(mis ? tr('In normal play: a 1 × {n} strip gives a 1×1 sheet with one cut, so the player to move wins.', { n })
      : tr('A 1 × {n} strip gives a 1×1 sheet with one cut, so the player to move wins.', { n }));
  } else {
    lines.push(tr('A cut that leaves a sheet with a side of 1 hands the opponent a 1×1 sheet at once, so only the cuts leaving two sheets of at least 2 × 2 count.'));
    const cuts = c.cuts ?? [];
    if (!cuts.length) lines.push(tr('Here no cut leaves two such sheets, so the value is mex{} = 0: the sheet plays like a Nim heap of 0.'));
    else {
      const shown = cuts.slice(0, 8).map(([aw, ah, bw, bh, x, y]) => tr('{a} + {b}: {x} ⊕ {y} = {v}', { a: `${aw}×${ah}`, b: `${bw}×${bh}`, x, y, v: x ^ y }));
      const values = [...new Set(cuts.map(([, , , , x, y]) => x ^ y))].sort((p, q) => p - q);
      lines.push(cuts.length > 8
        ? tr('The cuts that count leave {list} and {more} more.', { list: shown.join(tr('; ')), more: cuts.length - 8 })
        : tr('The cuts that count leave {list}.', { list: shown.join(tr('; ')) }));
      lines.push(tr('The value is the mex of what they leave, mex{{values}} = {sg}: the sheet plays like a Nim heap of {sg}.', { values: values.join(', '), sg: mex(values) }));
    }
  }
  return { unit: 'cell', marks: [], spans: [], lines, heap: c.sg };
}

export default {
  game: 'papercut',
  css: new URL('./papercut.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr('Cutting game (POJ 2311)'); },
  get noun() { return tr('sheet'); },
  get intro() { return tr('The cutting game (POJ 2311): a move cuts a sheet of squared paper along a grid line into two, and whoever cuts out a 1×1 sheet wins. A cut leaving a side of 1 hands the opponent that win, so only the cuts leaving two sheets of at least 2 × 2 count, and a sheet is worth the mex of their values.'); },
  get examples() {
    return [
      [tr('Sheets 4 × 2 and 3 × 3'), 'papercut:4x2,3x3'],
      [tr('POJ 2311 sample, case 1: a 2 × 2 sheet'), 'papercut:2x2'],
      [tr('POJ 2311 sample, case 2: a 3 × 2 sheet'), 'papercut:3x2'],
      [tr('POJ 2311 sample, case 3: a 4 × 2 sheet'), 'papercut:4x2'],
      [tr('A 6 × 5 sheet'), 'papercut:6x5'],
      [tr('A strip of 1 × 5: cut a 1×1 off'), 'papercut:1x5'],
      [tr('A long sheet of 100 × 7'), 'papercut:100x7'],
    ];
  },
  get sums() { return [[tr('A sheet beside a Nim heap'), 'papercut:4x3+nim:1']]; },
  blank: () => '4x3',
  random: () => `papercut:${Array.from({ length: rnd(1, 3) }, () => `${rnd(2, 8)}x${rnd(2, 8)}`).join(',')}`,
  draw(v, g) {
    const [W, H] = sheetOf(v.comp.body);
    const edit = v.mode === 'edit';
    const U = Math.max(8, Math.min(40, Math.floor(400 / Math.max(W, H))));
    const name = tr('sheet {i}', { i: v.index });
    const x0 = LEFT, y0 = TOP, w = W * U, h = H * U;
    const win = new Set(v.marks.flatMap((m) => linesOf(m.move, W, H).map((l) => `${l.across ? 'a' : 'd'}${l.k}`)));
    const after = new Map(); // a cut's line → the value it leaves (the listed moves; null while hidden)
    for (const m of v.moves ?? []) {
      if (!('sg_after' in m) && !('verdict_after' in m)) continue;
      for (const l of linesOf(m.move, W, H)) after.set(`${l.across ? 'a' : 'd'}${l.k}`, m.sg_after ?? null);
    }
    const labels = U >= 20 && !v.hide;
    if (edit) { // the column and the row past the edges: grow the sheet
      const gx = act(g, 'grow', 1, `c${v.index}-gx`, tr('{name}: make it {w} wide', { name, w: W + 1 }), { class: 'act ghost' });
      gx.append(s('rect', { x: x0 + w + 2, y: y0, width: U - 2, height: h, rx: 2, class: 'sheet ghost' }));
      const gy = act(g, 'grow', 2, `c${v.index}-gy`, tr('{name}: make it {h} high', { name, h: H + 1 }), { class: 'act ghost' });
      gy.append(s('rect', { x: x0, y: y0 + h + 2, width: w, height: U - 2, rx: 2, class: 'sheet ghost' }));
    }
    g.append(s('rect', { x: x0, y: y0, width: w, height: h, class: `sheet${W === 1 && H === 1 ? ' out' : ''}` }));
    const faint = Math.max(1, Math.ceil(6 / U)); // grid lines drawn faintly every `faint` squares
    const cut = (across, k, into) => {
      const key = `${across ? 'a' : 'd'}${k}`;
      const n = across ? k : W + k;
      const left = across ? k : W, right = across ? W - k : W, top = across ? H : k, bottom = across ? H : H - k;
      const how = edit ? (across ? tr('keep the {w} columns left of it', { w: k }) : tr('keep the {h} rows above it', { h: k }))
        : win.has(key) ? tr('cut into {a} and {b} — a winning cut', { a: `${left}×${top}`, b: across ? `${right}×${top}` : `${left}×${bottom}` })
          : tr('cut into {a} and {b}', { a: `${left}×${top}`, b: across ? `${right}×${top}` : `${left}×${bottom}` });
      const label = across ? tr('{name}, the line after column {k}: {how}', { name, k, how }) : tr('{name}, the line after row {k}: {how}', { name, k, how });
      const a = act(into, 'cut', n, `c${v.index}-${key}`, label);
      const x1 = across ? x0 + k * U : x0, y1 = across ? y0 : y0 + k * U, x2 = across ? x1 : x0 + w, y2 = across ? y0 + h : y1;
      const hit = Math.min(U, 14);
      a.append(s('rect', { x: across ? x1 - hit / 2 : x1, y: across ? y1 : y1 - hit / 2, width: across ? hit : w, height: across ? h : hit, class: 'cut-hit' }));
      a.append(s('line', { x1, y1, x2, y2, class: `cut-line${win.has(key) ? ' win' : ''}${k % faint === 0 ? '' : ' faint'}` }));
      if (labels && after.has(key)) {
        const val = after.get(key);
        into.append(s('text', { x: across ? x1 : x0 - 4, y: across ? y0 - 6 : y1 + 4, class: `cut-value${win.has(key) ? ' win' : ''}`, 'text-anchor': across ? 'middle' : 'end', text: val === null ? '—' : String(val) }));
      }
    };
    // a large sheet: a few hundred lines a frame (common.js)
    slices(v, g, W + H - 2, 256, (n, into) => (n < W - 1 ? cut(true, n + 1, into) : cut(false, n - W + 2, into)));
    const say = W === 1 && H === 1 ? tr('1×1: cut out') : W === 1 || H === 1 ? tr('{w} × {h}: a 1×1 is one cut away', { w: W, h: H }) : `${W} × ${H}`;
    g.append(s('text', { x: x0, y: 14, class: 'count', text: say }));
    return {
      width: Math.max(x0 + w + (edit ? U + 4 : 4), x0 + textWidth(say, 12) + 4), height: y0 + h + (edit ? U + 4 : 4), // (its words too)
      cell: (n) => (n >= 1 && n < W ? { x: x0 + n * U - U / 2, y: y0, w: U, h } : n > W && n < W + H ? { x: x0, y: y0 + (n - W) * U - U / 2, w, h: U } : null),
    };
  },
  gesture(c, a, ctx) {
    const [W, H] = sheetOf(c.body);
    if (a.kind === 'grow') return ctx.mode === 'edit' ? { body: a.n === 1 ? `${W + 1}x${H}` : `${W}x${H + 1}` } : {};
    if (a.kind !== 'cut') return {};
    const across = a.n < W, k = across ? a.n : a.n - W;
    if (ctx.mode === 'edit') return { body: across ? `${k}x${H}` : `${W}x${k}` };
    return { move: cutText(W, H, across, k) };
  },
  fields: (c, limits) => {
    const [W, H] = sheetOf(c.body);
    return [
      { key: 'width', label: tr('width'), value: W, min: 1, max: limits.side },
      { key: 'height', label: tr('height'), value: H, min: 1, max: limits.side },
    ];
  },
  setField(c, key, value, limits) {
    const [W, H] = sheetOf(c.body);
    const r = whole(value, 1, limits.side, key === 'width' ? tr('The width') : tr('The height'));
    if (r.error) return r;
    return { body: key === 'width' ? `${r.n}x${H}` : `${W}x${r.n}` };
  },
  notes: note,
  quiz: (r) => `papercut:${Array.from({ length: r.int(1, 2) }, () => `${r.int(2, 6)}x${r.int(2, 6)}`).join(',')}`,
};
