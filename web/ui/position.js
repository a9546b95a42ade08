// ui/position.js — building position text from a model, for edits. The engine
// owns the grammar (README.md) and hands the page each component's game,
// parameters and body in its analysis; this module only joins them again
// so the editor can change one component and give the whole text back to
// the engine.
//
//   write({ turn: 2, comps: [{game:'a', param:'', body:'3'},
//                            {game:'b', param:'1-3', body:'7'}] })
//     → 'a:3+b(1-3):7@2'   (the engine merges neighbouring groups)
//   write({ turn: 1, comps: [{game:'a', param:'', body:'3'}, {game:'a', param:'', body:'4'}] })
//     → 'a:3+a:4' (canonical 'a:3,4')

/** Where the body of a group's text starts: just past the ":" after the
 *  game's name and its bracketed parameters, which may hold ":" and
 *  brackets themselves ("name(a: b(c)):10" → 14); -1 without one. */
export function bodyStart(text) {
  let depth = 0;
  for (let p = 0; p < text.length; p++) {
    const ch = text[p];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ':' && depth === 0) return p + 1;
  }
  return -1;
}

/** The text of one component: "name(param):body". */
export function compText(c) {
  return c.game + (c.param ? `(${c.param})` : '') + ':' + c.body;
}

/** The text of a position; the engine makes it canonical. `tail` keeps
 *  anything after the turn (a play convention such as ";misere"). */
export function write(model, tail = model.tail ?? '') {
  // every component as a group of its own: a body may hold "," itself (a
  // graph's items), and the engine merges the groups its grammar allows
  const out = model.comps.map(compText).join('+');
  return out + (model.turn === 2 ? '@2' : '') + tail;
}

const TURN = /@([12])(?=;|$)/;

/** The player to move in a canonical text: 1 or 2. */
export function turnOf(text) {
  const m = TURN.exec(text);
  return m ? Number(m[1]) : 1;
}

/** The text with `turn` to move (1 or 2). */
export function withTurn(text, turn) {
  const bare = text.replace(TURN, '');
  const semi = bare.indexOf(';');
  const [body, tail] = semi < 0 ? [bare, ''] : [bare.slice(0, semi), bare.slice(semi)];
  return body + (turn === 2 ? '@2' : '') + tail;
}

/** The model of a canonical text, the inverse of write(): {turn, tail,
 *  comps: [{game, param, body}]}. Only splits what the engine wrote (groups
 *  joined by "+" and components by "," outside a group's parentheses). */
export function readText(text) {
  let body = text, tail = '';
  const semi = body.indexOf(';');
  if (semi >= 0) [body, tail] = [body.slice(0, semi), body.slice(semi)];
  const turn = turnOf(body);
  body = body.replace(/@[12]$/, '');
  const comps = [];
  let depth = 0, start = 0;
  for (let p = 0; p <= body.length; p++) {
    const ch = body[p];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (p === body.length || (ch === '+' && depth === 0)) {
      const grp = body.slice(start, p);
      start = p + 1;
      let colon = -1;
      for (let q = 0, d = 0; q < grp.length && colon < 0; q++) { // the first ":" outside parentheses
        if (grp[q] === '(') d++;
        else if (grp[q] === ')') d--;
        else if (grp[q] === ':' && d === 0) colon = q;
      }
      if (colon < 0) continue;
      const head = grp.slice(0, colon), open = head.indexOf('(');
      const game = open < 0 ? head : head.slice(0, open), param = open < 0 ? '' : head.slice(open + 1, -1);
      for (const b of grp.slice(colon + 1).split(',')) comps.push({ game, param, body: b });
    }
  }
  return { turn, tail, comps };
}
