// kit/position.js — position text written from parts, for edits: the
// engine reads every text and sends each component's game, parameters and
// body (or where it starts); nothing here reads text. write() gives each
// component a group of its own; the engine merges them ('a:3+a:4' → 'a:3,4').

/** The head of a component's text: "name(param):". */
export function headText(c) {
  return c.game + (c.param ? `(${c.param})` : '') + ':';
}

/** The text of one component: "name(param):body". */
export function compText(c) {
  return headText(c) + c.body;
}

/** The text of components of one game and parameters, one group:
 *  "name(param):body1,body2". */
export function groupText(comps) {
  return headText(comps[0]) + comps.map((c) => c.body).join(',');
}

/** The components a move leaves, as parts: the engine sends each as its
 *  text ("after") and beside it its game, parameters and where its body
 *  starts in that text ("after_parts": body_at), so nothing is read here. */
export function afterParts(move) {
  return (move.after_parts ?? []).map((p, k) => ({ game: p.game, param: p.param, body: move.after[k].slice(p.body_at) }));
}

/** The text of a position; the engine makes it canonical. `tail` keeps
 *  anything after the turn (a play convention such as ";misere"). */
export function write(model, tail = model.tail ?? '') {
  // every component as a group of its own: a body may hold "," itself (a
  // graph's items), and the engine merges the groups its grammar allows
  const out = model.comps.map(compText).join('+');
  return out + (model.turn === 2 ? '@2' : '') + tail;
}
