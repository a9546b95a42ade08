// ui/position.js — building position text from a model, for edits. The engine
// owns the grammar (README.md) and hands the page each component's game,
// parameters and body in its analysis; this module only joins them again
// so the editor can change one component and give the whole text back to
// the engine.
//
//   write({ turn: 2, comps: [{game:'a', param:'', body:'3'},
//                            {game:'b', param:'1-3', body:'7'}] })
//     → 'a:3+b(1-3):7@2'   (the engine merges neighbouring groups)

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
  let out = '';
  let prev = '';
  for (const c of model.comps) {
    const head = c.game + (c.param ? `(${c.param})` : '');
    out += head === prev ? ',' + c.body : (out ? '+' : '') + head + ':' + c.body;
    prev = head;
  }
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
