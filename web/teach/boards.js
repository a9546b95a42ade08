// teach/boards.js — the page's own boards (web/boards/) drawn as pictures
// for the classroom stage and the quiz: the same look as the editor, without
// its editing handles, at any size (CSS --scale). Falls back to teach/draw.js
// for anything the page's boards cannot draw.

import { boards } from '../boards/index.js';
import { DRAW } from '../ui/state.js';
import { read } from '../ui/position.js';
import { s } from './dom.js';
import { diagram } from './draw.js';

/**
 * One picture per component of analysis `a`: [{ svg, board }] where board is
 * the geometry teach/overlay.js draws on ({svg, overlay, cell(n), width,
 * height, info}), or null for a fallback diagram.
 */
export function pictures(a) {
  let model;
  try {
    model = read(a.position);
  } catch {
    return a.components.map((c) => ({ svg: diagram(c), board: null }));
  }
  const rooms = model.comps.map((c) => boards[c.game]?.room?.(c, DRAW) ?? 0);
  const room = Math.max(1, Math.max(0, ...rooms) - 1); // play mode: no slot for a new stone
  return model.comps.map((c, k) => {
    const info = a.components[k];
    try {
      const svg = s('svg', { class: 'board teach-picture', role: 'img', 'aria-label': `${info.text}${info.sg == null ? '' : `, SG ${info.sg}`}` });
      const layer = s('g', { class: 'layer' });
      const overlay = s('g', { class: 'overlay' });
      svg.append(layer, overlay);
      const geo = boards[c.game].draw({ index: k + 1, comp: c, info, marks: [], mode: 'play', turn: model.turn, pick: null, room, draw: DRAW }, layer);
      svg.setAttribute('viewBox', `0 0 ${geo.width} ${geo.height}`);
      svg.setAttribute('width', geo.width);
      svg.setAttribute('height', geo.height);
      svg.style.setProperty('--w', geo.width);
      for (const el of layer.querySelectorAll('[role], [tabindex], [aria-label]')) { // a picture, not controls
        el.removeAttribute('role');
        el.removeAttribute('tabindex');
        el.removeAttribute('aria-label');
      }
      return { svg, board: { index: k + 1, comp: c, info, svg, layer, overlay, ...geo } };
    } catch {
      return { svg: diagram(info), board: null };
    }
  });
}
