// boards/sub.js — subtraction games: heaps as in Nim, but a move takes k
// stones with k in the set S (the group's parameter: "1,3,4", "1-3").

import { heapBoard } from './nim.js';
import { subset } from '../ui/position.js';
import { rnd } from './common.js';

function words(ks) {
  return ks.length === 1 ? `${ks[0]}` : ks.slice(0, -1).join(', ') + ' or ' + ks[ks.length - 1];
}

export default heapBoard('sub', {
  param: '1-3', // the set of a new heap when the position has none
  tag: (c, mode) => (mode === 'edit' ? null : `take {${c.param}}`),
  blank: () => '10',
  random: () => String(rnd(0, 20)),
  legal: (c) => subset(c.param).filter((k) => k <= Number(c.body)).length,
  longMove: (c) => `${c.body}>${Number(c.body) - subset(c.param)[0]}`, // take the fewest
  move(c, a) {
    const h = Number(c.body);
    const n = a.kind === 'drag' ? a.from : a.n;
    if (n > h) return { error: 'There is no stone there: click a stone to take it and all above it.' };
    const k = h - n + 1;
    const ks = subset(c.param);
    if (!ks.includes(k)) return { error: `In this game a move takes ${words(ks.length > 12 ? [...ks.slice(0, 11), '…'] : ks)} stones, not ${k}.` };
    return { move: `${h}>${h - k}` };
  },
  fields: (c, limits) => [
    { key: 'size', label: 'stones', value: c.body, min: 0, max: limits.heap },
    { key: 'set', label: 'take', value: c.param, text: true, title: 'the numbers of stones a move may take, like 1,3,4 or 1-3' },
  ],
  setField(c, key, value, limits) {
    if (key === 'set') {
      const v = String(value).replace(/\s+/g, '');
      if (!/^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(v)) return { error: 'The set is numbers separated by commas, with ranges like 1-3: "1,3,4" or "1-3".' };
      return { param: v, group: true };
    }
    return heapBoard('sub').setField(c, key, value, limits);
  },
});
