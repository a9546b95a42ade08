// teach/boards.js — the page's own boards (web/boards/) drawn as pictures
// for the "why" view, the classroom stage, the quiz and exports: the same
// look as the editor, without its editing handles, at any size (CSS
// --scale), with a note's marks drawn over them on request.

import { boards } from '../boards/index.js';
import { DRAW } from '../kit/state.js';
import { s } from '../kit/dom.js';
import { drawNote } from './overlay.js';

const compOf = (info) => ({ game: info.game, param: info.param ?? '', body: info.body });

/** The engine's words on the parameter a component shares with its group
 *  (analysis.params: a graph's nodes and arrows with their values), which
 *  a board such as the graph's draws from. */
export const groupOf = (a, info) => a?.params?.find((p) => p.game === info.game && p.param === (info.param ?? '')) ?? null;

/**
 * A picture of one component (an element of analysis.components): { svg,
 * board } where board is the geometry overlay.js draws on. opts: note (marks
 * to draw), turn, room (stone slots, for a common height), index, group (the
 * analysis's entry for the component's parameter: groupOf()).
 */
export function picture(info, { note = null, turn = 1, room = null, index = info.index ?? 1, group = null } = {}) {
  const c = compOf(info);
  const b = boards[c.game];
  const svg = s('svg', { class: 'board teach-picture', role: 'img', 'aria-label': `${info.text}${info.sg == null ? '' : `, SG ${info.sg}`}` });
  const layer = s('g', { class: 'layer' });
  const overlay = s('g', { class: 'overlay' });
  svg.append(layer, overlay);
  const slots = room ?? Math.max(1, (b.room?.(c, DRAW) ?? 1) - 1);
  const geo = b.draw({ index, comp: c, info, marks: [], moves: null, mode: 'play', turn, pick: null, room: slots, draw: DRAW, group }, layer);
  svg.setAttribute('viewBox', `0 0 ${geo.width} ${geo.height}`);
  svg.setAttribute('width', geo.width);
  svg.setAttribute('height', geo.height);
  svg.style.setProperty('--w', geo.width);
  for (const el of layer.querySelectorAll('[role], [tabindex], [aria-label]')) { // a picture, not controls
    el.removeAttribute('role');
    el.removeAttribute('tabindex');
    el.removeAttribute('aria-label');
  }
  const board = { index, comp: c, info, svg, layer, overlay, ...geo };
  if (note) drawNote(board, note);
  return { svg, board };
}

/** One picture per component of analysis `a`, all heaps at one height. */
export function pictures(a) {
  const rooms = a.components.map((info) => boards[info.game]?.room?.(compOf(info), DRAW) ?? 0);
  const room = Math.max(1, Math.max(0, ...rooms) - 1); // play mode: no slot for a new stone
  return a.components.map((info, k) => picture(info, { turn: a.turn, room, index: k + 1, group: groupOf(a, info) }));
}
