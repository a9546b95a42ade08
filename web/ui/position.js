// ui/position.js — the position text as a list of components, and back.
// The engine owns the grammar (see README.md); this module only splits text the
// engine has already checked (canonical), so the editor can change one
// component and hand the whole text back to the engine. write(read(t)) == t
// for every canonical t.
//
//   read('nim:3,4+sub(1-3):7@2') →
//     { turn: 2, comps: [{game:'nim', param:'', body:'3'},
//                        {game:'nim', param:'', body:'4'},
//                        {game:'sub', param:'1-3', body:'7'}] }

export function read(text) {
  let turn = 1;
  const at = text.lastIndexOf('@');
  if (at >= 0) {
    turn = text.slice(at + 1) === '2' ? 2 : 1;
    text = text.slice(0, at);
  }
  const comps = [];
  for (const group of text.split('+')) {
    const colon = group.indexOf(':');
    const head = group.slice(0, colon);
    const open = head.indexOf('(');
    const game = open < 0 ? head : head.slice(0, open);
    const param = open < 0 ? '' : head.slice(open + 1, -1);
    for (const body of group.slice(colon + 1).split(',')) comps.push({ game, param, body });
  }
  return { turn, comps };
}

/** The text of one component: "sub(1-3):7". */
export function compText(c) {
  return c.game + (c.param ? `(${c.param})` : '') + ':' + c.body;
}

/** The text of a position; the engine merges neighbouring groups. */
export function write(model) {
  let out = '';
  let prev = '';
  for (const c of model.comps) {
    const head = c.game + (c.param ? `(${c.param})` : '');
    out += head === prev ? ',' + c.body : (out ? '+' : '') + head + ':' + c.body;
    prev = head;
  }
  return out + (model.turn === 2 ? '@2' : '');
}

/** A copy of the model with component i (1-based) replaced by fields. */
export function withComp(model, i, fields) {
  return { turn: model.turn, comps: model.comps.map((c, k) => (k === i - 1 ? { ...c, ...fields } : c)) };
}

/** The numbers of a subtraction set "1,3-5" → [1,3,4,5]. */
export function subset(param) {
  const out = [];
  for (const part of param.split(',')) {
    const [lo, hi = lo] = part.split('-').map(Number);
    for (let k = lo; k <= hi; k++) out.push(k);
  }
  return out;
}
