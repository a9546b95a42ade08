// boards/nim.js — Nim: each heap a stack of stones. Click a stone to take it
// and every stone above it (play) or to cut the heap there (edit); the ghost
// stone on top adds one; drag the top up or down to resize.

import { s } from '../ui/svg.js';
import { stack, stackHeight, rnd, whole } from './common.js';

/** Marks for the moves of one heap: stones they take, and where each cuts. */
export function heapMarks(moves) {
  const take = {};
  if (!moves.length) return take;
  const low = Math.min(...moves.map((m) => m.to));
  const h = moves[0].from;
  for (let lv = low + 1; lv <= h; lv++) take[lv] = 'take';
  for (const m of moves) take[m.to + 1] = 'take target';
  return take;
}

/** A board for heaps; sub.js reuses it with its own rules. */
export function heapBoard(game, extra = {}) {
  return {
    game,
    noun: 'heap',
    blank: () => '5',
    random: () => String(rnd(0, 12)),
    check: () => null, // any heap the engine accepts is drawn (tall ones with a break)
    legal: (c) => Number(c.body),
    longMove: (c) => `${c.body}>${Number(c.body) - 1}`, // take one stone
    room: (c, draw) => Math.min(Number(c.body), draw.stones) + 1,
    draw(v, g) {
      const h = Number(v.comp.body);
      const base = stackHeight(v.room);
      const height = base + 20;
      const name = `heap ${v.index}`;
      g.append(s('ellipse', { cx: 45, cy: base - 5, rx: 36, ry: 7, class: 'plate' }));
      g.append(s('text', { x: 45, y: base + 15, class: 'count', 'text-anchor': 'middle', text: `${h} stone${h === 1 ? '' : 's'}` }));
      const st = stack(g, 45, base, {
        h, max: v.draw.stones, room: v.room, edit: v.mode === 'edit', play: v.mode === 'play',
        kind: 'stone', key: `c${v.index}`, name, take: heapMarks(v.marks),
      });
      return { width: 90, height, cell: st.cell };
    },
    edit(c, a) {
      const h = Number(c.body);
      if (a.kind === 'drag') return { body: String(a.to) };
      return { body: String(a.n <= h ? a.n - 1 : a.n) };
    },
    move(c, a) {
      const h = Number(c.body);
      const n = a.kind === 'drag' ? a.from : a.n;
      if (n > h) return { error: 'There is no stone there: click a stone to take it and all above it.' };
      return { move: `${h}>${n - 1}` };
    },
    fields: (c, limits) => [{ key: 'size', label: 'stones', value: c.body, min: 0, max: limits.heap }],
    setField(c, key, value, limits) {
      const r = whole(value, 0, limits.heap, 'A heap size');
      return r.error ? r : { body: String(r.n) };
    },
    ...extra,
  };
}

export default heapBoard('nim');
