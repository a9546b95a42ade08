// boards/hill.js — climbing the hill (HDU 4315): people on a path up a hill,
// cell 0 the hilltop on the left, 1 just below it, and so on; one of them is
// the king (K). A move takes a person up one or more cells, never onto or
// past the person above (the hilltop holds any number); whoever brings the
// king to the top wins. A long path is drawn with breaks: the cells around
// each person, the top and the cells a winning move reaches.
// Play: click an empty cell (or the top) to bring the first person below it
// up there; or pick a person up (click) and click where he goes, or drag
// him. Edit: click an empty cell to put a person there, a person to take
// him away (not the king); drag a person to move him; the fields set the
// cells and which person is the king.

import { s } from '../kit/svg.js';
import { CELL, act, arrow, whole, big, rnd, textWidth } from './common.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board in other languages (loaded with it).
export const words = register({ zh: () => import('./hill.zh.js') });

const LEFT = 8, TOP = 14, DROP = 5; // the path falls DROP units a cell
const ALL = 30;                     // paths drawn cell by cell up to this cell
const GAP = 26;                     // the width of a break

/** {cells: [BigInt], king} of a hill's body "1/2/K4". */
function hillOf(body) {
  const parts = String(body).split('/');
  return { cells: parts.map((p) => big(p.replace('K', ''))), king: parts.findIndex((p) => p.startsWith('K')) };
}

/** The body of people on `cells` (increasing, the top's 0s first), the king at index king. */
const bodyOf = (cells, king) => cells.map((v, i) => `${i === king ? 'K' : ''}${v}`).join('/');

/** The cells drawn, left to right, null for a break. */
function cellsDrawn(h, extra, edit) {
  const last = h.cells.reduce((a, x) => (x > a ? x : a), 0n) + (edit ? 1n : 0n);
  if (last <= BigInt(ALL)) return Array.from({ length: Number(last) + 1 }, (_, i) => BigInt(i));
  const want = new Set([0n, 1n, 2n, last]);
  for (const p of h.cells) for (let d = -2n; d <= 1n; d++) if (p + d >= 0n && p + d <= last) want.add(p + d);
  for (const x of extra) want.add(x);
  const sorted = [...want].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out = [];
  for (const c of sorted) {
    const prev = out[out.length - 1];
    if (prev !== undefined && c - prev === 2n) out.push(c - 1n);
    else if (prev !== undefined && c - prev > 2n) out.push(null);
    out.push(c);
  }
  return out;
}

/** The person who climbs to cell c when it is clicked: the first one below it. */
const climber = (h, c) => h.cells.filter((p) => p > c).reduce((a, p) => (a === null || p < a ? p : a), null);

function note(c, { play = 'normal' } = {}) {
  const mis = play === 'misere';
  const lines = [];
  const marks = [];
  if (c.over) {
    lines.push(mis ? tr('The king is at the top: the game is over. In misère play the last move loses, so the player to move has won.')
      : tr('The king is at the top: the game is over, and the player to move has lost.'));
  } else if (c.threat) {
    lines.push(mis ? tr('In normal play: everyone above the king is at the top, so the king can climb there at once: the player to move wins.')
      : tr('Everyone above the king is at the top, so the king can climb there at once: the player to move wins.'));
  } else {
    const pairs = c.pairs ?? [];
    lines.push(tr('Taking the person just above the king to the top would free the way for the opponent\'s king, so nobody good plays it; every other move changes one gap between the people, as in staircase Nim.'));
    const said = pairs.map((p) => (Number(p.high) < 0 ? tr('{low} with a cell above the top: gap {gap}', { low: p.low, gap: p.gap })
      : Number(p.high) === 0 ? tr('{low} with the top: gap {gap}', { low: p.low, gap: p.gap })
        : tr('{low} with {high}: gap {gap}', { low: p.low, high: p.high, gap: p.gap })));
    for (const p of pairs) { // the gaps' cells, marked on the board (cell k is item k + 1)
      if (big(p.gap) > 60n) continue;
      for (let k = big(p.high) + 1n; k < big(p.low); k++) marks.push({ i: k + 1n, cls: 'gap' });
    }
    const gaps = pairs.map((p) => big(p.gap));
    const x = gaps.reduce((a, g) => a ^ g, 0n);
    const sum = gaps.length > 1 ? `SG = ${gaps.join(' ⊕ ')} = ${x}` : `SG = ${x}`;
    lines.push(tr('Pair the people below the top from the bottom up: {pairs} → {sum}.', { pairs: said.join(tr('; ')), sum }));
    lines.push(tr('The gap inside a pair is a Nim heap: its lower person climbing shrinks it to any smaller size, and a move that widens it from above is answered by closing it again.'));
  }
  return { unit: 'cell', marks, spans: [], lines, heap: c.sg };
}

export default {
  game: 'hill',
  css: new URL('./hill.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr('Climbing the hill (HDU 4315)'); },
  get noun() { return tr('hill'); },
  get intro() { return tr('Climbing the hill (HDU 4315): people on a path up a hill, one of them the king; a move takes someone up, never past the person above, and whoever brings the king to the top wins. Nobody good frees the king\'s way for the opponent, and the rest is staircase Nim: the people paired from the bottom, each gap a Nim heap.'); },
  get examples() {
    return [
      [tr('Five people, the king on 9'), 'hill:2/5/K9/10/14'],
      [tr('HDU 4315 sample 1: people on 1, 2, 4, the king third'), 'hill:1/2/K4'],
      [tr('HDU 4315 sample 2: people on 100, 200, the king first'), 'hill:K100/200'],
      [tr('The king\'s way is free'), 'hill:0/0/K3/6'],
    ];
  },
  get sums() { return [[tr('A hill beside a Nim heap'), 'hill:1/K3/5+nim:2']]; },
  blank: () => '1/K3/5',
  random: () => {
    const n = rnd(2, 5), cells = [];
    let at = 0;
    for (let i = 0; i < n; i++) { at += rnd(1, 4); cells.push(at); }
    return `hill:${bodyOf(cells, rnd(0, n - 1))}`;
  },
  check: (c, draw) => {
    const h = hillOf(c.body);
    return h.cells.length * 4 > draw.cells ? tr('a hill of {n} people is more than this page draws ({max})', { n: h.cells.length, max: Math.floor(draw.cells / 4) }) : null;
  },
  draw(v, g) {
    const h = hillOf(v.comp.body);
    const edit = v.mode === 'edit', play = v.mode === 'play';
    const name = tr('hill {i}', { i: v.index });
    const targets = v.marks.map((m) => big(m.to));
    const shown = cellsDrawn(h, targets, edit);
    const picked = play && v.pick?.comp === v.index ? big(v.pick.cell) : null;
    const count = new Map();
    for (const p of h.cells) count.set(p, (count.get(p) ?? 0) + 1);
    const kingAt = h.cells[h.king];
    const boxes = new Map();
    let x = LEFT;
    const ground = TOP + 30 + shown.length * DROP;
    // the cells' numbers under them: across when each fits its column (a
    // break's count may reach into its neighbours' margins), else all turned
    // to run up the columns (cells far up a hill of 10^18 have 19 digits)
    const words = shown.map((c, k) => (c === null ? tr('{n} cells', { n: shown[k + 1] - shown[k - 1] - 1n }) : c === 0n ? tr('top') : String(c)));
    const turned = words.some((t, k) => textWidth(t, 10) > (shown[k] === null ? GAP + 24 : CELL - 4));
    const tall = turned ? Math.max(...words.map((t) => Math.ceil(textWidth(t, 10)))) : 0;
    const number = (cx, t) => g.append(s('text', turned
      ? { x: cx + 4, y: ground + CELL + 6, class: 'colnum', 'text-anchor': 'end', transform: `rotate(-90 ${cx + 4} ${ground + CELL + 6})`, text: t }
      : { x: cx, y: ground + CELL + 14, class: 'colnum', 'text-anchor': 'middle', text: t }));
    shown.forEach((c, k) => {
      const y = TOP + 30 + k * DROP; // the path's surface under this cell
      if (c === null) {
        g.append(s('rect', { x, y: y + CELL, width: GAP, height: ground - y, class: 'slope' }));
        g.append(s('text', { x: x + GAP / 2, y: y + CELL / 2 + 4, class: 'break', 'text-anchor': 'middle', text: '⋯' }));
        number(x + GAP / 2, words[k]);
        x += GAP;
        return;
      }
      const n = count.get(c) ?? 0, king = c === kingAt;
      const target = targets.includes(c);
      const person = king ? tr('the king') : tr('a person');
      const how = edit
        ? (n ? (king ? tr('{who}: drag him to move him', { who: person }) : tr('{who}: take him away', { who: person })) : c === 0n ? tr('put a person at the top') : tr('put a person here'))
        : n && c > 0n ? (picked === c ? tr('{who}, picked up: click where he climbs to', { who: person }) : tr('{who}: pick him up', { who: person }))
          : target ? tr('bring the first person below up here — a winning move') : tr('bring the first person below up here');
      const label = c === 0n ? tr('{name}, the top ({n} there): {how}', { name, n, how }) : tr('{name}, cell {c}: {how}', { name, c, how });
      const a = act(g, 'cell', String(c + 1n), `c${v.index}-${c}`, label, { 'data-drag': n && c > 0n ? '' : null });
      a.append(s('rect', { x, y: y + CELL, width: CELL, height: ground - y, class: c === 0n ? 'slope top' : 'slope' }));
      a.append(s('rect', { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, rx: 4, class: `cell hill-cell${target ? ' to' : ''}${picked === c ? ' picked' : ''}` }));
      if (n) {
        a.append(s('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: CELL * 0.34, class: king ? 'piece king' : 'piece dark' }));
        if (king) a.append(s('text', { x: x + CELL / 2, y: y + CELL / 2 + 6, class: 'crown', 'text-anchor': 'middle', text: '♔' }));
        if (n > 1) a.append(s('text', { x: x + CELL - 3, y: y + 11, class: 'many', 'text-anchor': 'end', text: `×${n}` }));
      }
      number(x + CELL / 2, words[k]);
      boxes.set(String(c), { x, y, w: CELL, h: CELL });
      x += CELL;
    });
    for (const m of v.marks) {
      const a = boxes.get(String(m.from)), b = boxes.get(String(m.to));
      if (a && b) arrow(g, a, b);
    }
    return { width: x + 4, height: ground + CELL + (turned ? 10 + tall : 18), cell: (n) => boxes.get(String(big(n) - 1n)) ?? null };
  },
  gesture(c, a, ctx) {
    const h = hillOf(c.body);
    const at = (n) => big(n) - 1n; // data-n is the cell + 1
    if (ctx.mode === 'edit') {
      if (a.kind === 'drag') {
        const from = at(a.from), to = at(a.to);
        if (from === to) return {};
        if (to > 0n && h.cells.includes(to)) return { error: tr('Two people cannot share a cell below the top.') };
        const i = h.cells.indexOf(from);
        return i < 0 ? {} : { body: placed(h, i, to) };
      }
      if (a.kind !== 'cell') return {};
      const cell = at(a.n);
      if (!h.cells.includes(cell)) return { body: placed({ cells: [...h.cells, cell], king: h.king }, h.cells.length, cell) };
      const i = h.cells.findIndex((p, j) => p === cell && j !== h.king); // at the top, anyone there but the king
      if (i < 0) return { info: tr('The king stays: drag him to move him, or choose another person as the king in the field.') };
      return { body: bodyOf(h.cells.filter((_, j) => j !== i), h.king > i ? h.king - 1 : h.king) };
    }
    if (a.kind === 'drag') return at(a.from) === at(a.to) ? {} : { move: `${at(a.from)}>${at(a.to)}`, pick: null };
    if (a.kind !== 'cell') return {};
    const cell = at(a.n);
    const first = ctx.pick?.comp === ctx.index ? big(ctx.pick.cell) : null;
    if (cell > 0n && h.cells.includes(cell)) {
      if (first === cell) return { pick: null, info: tr('Let go.') };
      return { pick: { comp: ctx.index, cell: String(cell) }, info: tr('The person on {c} picked up: click the cell he climbs to.', { c: cell }) };
    }
    const who = first ?? climber(h, cell);
    if (who === null) return { error: tr('Nobody stands below this cell to climb to it.') };
    return { move: `${who}>${cell}`, pick: null };
  },
  fields: (c) => {
    const h = hillOf(c.body);
    return [
      { key: 'cells', label: tr('cells'), value: h.cells.join('/'), text: true, title: tr('the people\'s cells from the top, separated by "/"') },
      { key: 'king', label: tr('king'), value: h.king + 1, min: 1, max: h.cells.length, title: tr('which person is the king, counted from the top') },
    ];
  },
  setField(c, key, value, limits) {
    const h = hillOf(c.body);
    if (key === 'king') {
      const r = whole(value, 1, h.cells.length, tr('The king\'s place'));
      return r.error ? r : { body: bodyOf(h.cells, r.n - 1) };
    }
    const t = String(value).replace(/\s+/g, '');
    if (!/^\d+(\/\d+)*$/.test(t)) return { error: tr('The cells are whole numbers separated by "/", from the top: like 1/2/4.') };
    const cells = t.split('/').map((x) => big(x));
    if (cells.length > limits.people) return { error: tr('A hill has at most {n} people.', { n: limits.people }) };
    return { body: bodyOf(cells, Math.min(h.king, cells.length - 1)) }; // the engine checks the order
  },
  notes: note,
  quiz: (r) => {
    const n = r.int(2, 4), cells = [];
    let at = 0;
    for (let i = 0; i < n; i++) { at += r.int(1, 3); cells.push(at); }
    return `hill:${bodyOf(cells, r.int(1, n - 1))}`;
  },
};

/** Hill h with person i moved to cell `to` (the cells kept in order, the top's first). */
function placed(h, i, to) {
  const people = h.cells.map((v, j) => ({ v: j === i ? to : v, king: j === h.king }));
  people.sort((p, q) => (p.v < q.v ? -1 : p.v > q.v ? 1 : 0));
  return bodyOf(people.map((p) => p.v), people.findIndex((p) => p.king));
}
