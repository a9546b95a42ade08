// teach/notes.js — why each game reduces to Nim, as data tied to one
// component of the current analysis: which cells/stones/stairs to mark, which
// spans to bracket, and the sentences that go with them. No DOM here; draw.js
// puts notes on a diagram, explain.js on the page.
//
// A note is { unit: 'cell'|'stone'|'stair', marks: [{i, cls, sym?}],
//             spans: [{from, to, label, short, cls, empty?}], lines: [string], heap: SG }
// (short: the label where room is tight, as over the page's board).
// with 1-based i/from/to in the component's own units.

/** Notes for component c (an element of analysis.components). */
export function notesFor(c) {
  const body = c.text.slice(c.text.indexOf(':') + 1);
  const game = c.game;
  if (game === 'nim') return nim(c, Number(body));
  if (game === 'sub') return sub(c, Number(body));
  if (game === 'checkers') return checkers(c, body);
  if (game === 'northcott') return northcott(c, body);
  if (game === 'treblecross') return treblecross(c, body);
  if (game === 'staircase') return staircase(c, body.split('/').map(Number));
  if (game === 'octal') return octal(c, body);
  return { unit: 'cell', marks: [], spans: [], lines: [`${c.text}: SG ${c.sg}.`], heap: c.sg };
}

/** How many options a component can have, from its text alone (cheap). */
export function optionBound(text) {
  const body = text.slice(text.indexOf(':') + 1);
  if (text.startsWith('nim:')) return Number(body);
  if (text.startsWith('staircase:')) return body.split('/').reduce((a, c) => a + Number(c), 0);
  if (text.startsWith('sub(')) return subSet(text).length;
  if (text.startsWith('octal(')) { // each pin starts at most one block of each size
    const code = text.slice(text.indexOf('.') + 1, text.indexOf(')'));
    return [...body].filter((ch) => ch === 'o').length * code.length;
  }
  return body.length; // one per cell at most
}

/** The subtraction set of "sub(1,3-5):7" → [1,3,4,5]. */
export function subSet(text) {
  const param = text.slice(text.indexOf('(') + 1, text.indexOf(')'));
  const out = [];
  for (const part of param.split(',')) {
    const [lo, hi = lo] = part.split('-').map(Number);
    for (let k = lo; k <= hi; k++) out.push(k);
  }
  return out;
}

/** "SG = 3 ⊕ 5 = 6", "SG = 3" or "SG = 0" (nothing to XOR). */
function xorText(values, result) {
  if (values.length === 0) return `SG = ${result}`;
  if (values.length === 1) return `SG = ${values[0]}`;
  return `SG = ${values.join(' ⊕ ')} = ${result}`;
}

function nim(c, n) {
  return {
    unit: 'stone', marks: [], heap: n,
    spans: n ? [{ from: 1, to: n, label: `Nim heap of ${n}`, short: `heap ${n}`, cls: 'odd' }] : [],
    lines: [`A Nim heap is already Nim: from ${n} stones you can reach any smaller heap 0–${Math.max(0, n - 1)}, so SG(${n}) = mex{0,…,${n - 1}} = ${n}.`],
  };
}

function sub(c, n) {
  const S = subSet(c.text);
  const m = S.length;
  const bash = S.every((k, i) => k === i + 1);
  if (bash) {
    const b = m + 1, full = Math.floor(n / b), r = n % b;
    const spans = [];
    for (let j = 0; j < full; j++) spans.push({ from: j * b + 1, to: j * b + b, label: `${b}`, short: `${b}`, cls: 'even' });
    if (r) spans.push({ from: full * b + 1, to: n, label: `remainder ${r}`, short: `rest ${r}`, cls: 'odd' });
    return {
      unit: 'stone', marks: [], spans, heap: c.sg,
      lines: [
        `Bash game (take 1 to ${m}): group the ${n} stones in blocks of m + 1 = ${b}. Whatever the opponent takes from a block (k), you take ${b} − k and finish it, so full blocks never matter.`,
        `Only the remainder counts: SG(${n}) = ${n} mod ${b} = ${r}. ${r ? `Take ${r} to leave whole blocks (a P-position).` : 'No remainder: the player to move loses this heap.'}`,
      ],
    };
  }
  return {
    unit: 'stone', marks: [], heap: c.sg,
    spans: n ? [{ from: 1, to: n, label: `SG ${c.sg}`, short: `SG ${c.sg}`, cls: c.sg ? 'odd' : 'even' }] : [],
    lines: [
      `Take k ∈ {${S.join(', ')}}: from ${n} the options are heaps ${S.filter((k) => k <= n).map((k) => n - k).join(', ') || '(none)'}, and SG(${n}) = mex of their values = ${c.sg}.`,
      `So this heap plays exactly like a Nim heap of ${c.sg}. The values repeat with a period — open "SG sequences" for sub(${S.join(',')}) to see it proven.`,
    ],
  };
}

/** Stair of each cell of a checkers row: empty cells counted to its right. */
export function checkersStairs(cells) {
  const stair = new Array(cells.length).fill(-1);
  let edges = 0;
  for (let i = cells.length - 1; i >= 0; i--) {
    if (cells[i] === 'o') stair[i] = edges;
    else edges++;
  }
  return stair;
}

function checkers(c, cells) {
  const stair = checkersStairs(cells);
  const marks = [], spans = [];
  for (let i = 0; i < cells.length; i++) if (cells[i] !== 'o') marks.push({ i: i + 1, cls: 'edge', sym: '' });
  for (let i = 0; i < cells.length;) {
    if (cells[i] !== 'o') { i++; continue; }
    let j = i;
    while (j + 1 < cells.length && cells[j + 1] === 'o') j++;
    const k = stair[i];
    spans.push({ from: i + 1, to: j + 1, label: k === 0 ? 'ground' : `stair ${k}: ${j - i + 1}`, short: String(k), cls: k === 0 ? 'floor' : k % 2 ? 'odd' : 'even' });
    i = j + 1;
  }
  const st = c.stairs ?? [];
  const odd = st.map((v, k) => [k, v]).filter(([k, v]) => k % 2 === 1 && v > 0);
  return {
    unit: 'cell', marks, spans, heap: c.sg,
    lines: [
      'Read the row from the right: every empty cell is the edge of a stair. Pieces right of the last empty cell stand on the ground; between the 1st and 2nd empty cell (from the right) is stair 1, and so on.',
      'A move takes a piece and the pieces right of it in its block one stair down — exactly a move of staircase Nim. Pieces on the ground cannot move.',
      `Only odd stairs count: ${odd.length ? odd.map(([k, v]) => `stair ${k}: ${v}`).join(', ') : 'no pieces on odd stairs'} → ${xorText(odd.map(([, v]) => v), c.sg)}.`,
    ],
  };
}

function northcott(c, cells) {
  const b = cells.indexOf('B'), w = cells.indexOf('W');
  const lo = Math.min(b, w), hi = Math.max(b, w);
  const marks = [];
  for (let i = lo + 1; i < hi; i++) marks.push({ i: i + 1, cls: 'gap' });
  const gap = hi - lo - 1;
  return {
    unit: 'cell', marks, heap: gap,
    spans: [{ from: lo + 2, to: Math.max(lo + 2, hi), label: `gap ${gap}`, short: String(gap), cls: 'odd', empty: gap === 0 }],
    lines: [
      `Black on ${b + 1}, white on ${w + 1}: ${gap} empty cell${gap === 1 ? '' : 's'} between them — a Nim heap of ${gap}.`,
      'Moving toward the other piece shrinks the heap to any smaller size, like taking stones. Moving away grows it, but the opponent simply follows by the same distance and the heap is back: growing never helps the player who is losing.',
      `So the row is worth SG ${gap}; the board is won exactly when the gaps' XOR is not 0.`,
    ],
  };
}

function near(cells, i) {
  for (let d = -2; d <= 2; d++) if (d && cells[i + d] === 'X') return true;
  return false;
}

function completes(cells, i) {
  const x = (k) => cells[k] === 'X';
  return (x(i - 2) && x(i - 1)) || (x(i - 1) && x(i + 1)) || (x(i + 1) && x(i + 2));
}

function treblecross(c, cells) {
  const marks = [];
  if (c.over) {
    return { unit: 'cell', marks, spans: [], heap: null, lines: ['Three X\'s stand in a row: the game is over and the player to move has lost.'] };
  }
  if (c.threat) {
    for (let i = 0; i < cells.length; i++) if (cells[i] === '.' && completes(cells, i)) marks.push({ i: i + 1, cls: 'win', sym: '★' });
    return {
      unit: 'cell', marks, spans: [], heap: null,
      lines: [`Two X's are close together: the player to move completes three in a row at once, on cell${marks.length > 1 ? 's' : ''} ${marks.map((m) => m.i).join(', ')}. No SG values are needed here — the game ends now.`],
    };
  }
  for (let i = 0; i < cells.length; i++) if (cells[i] === '.' && near(cells, i)) marks.push({ i: i + 1, cls: 'dead', sym: '×' });
  const spans = (c.stretches ?? []).map(([first, len, sg]) => ({ from: first, to: first + len - 1, label: `${len} · SG ${sg}`, short: String(sg), cls: 'odd' }));
  return {
    unit: 'cell', marks, spans, heap: c.sg,
    lines: [
      `Cells within two of an X are dead (×): an X there lets the opponent complete three at once, so nobody good plays them${marks.length ? ` — here ${marks.length} dead cell${marks.length > 1 ? 's' : ''}` : ''}.`,
      'The safe cells fall into stretches that do not interact: an X in a stretch kills its neighbours within two and splits it in two. Each stretch is one heap, its value read from the stretch table (octal game 0.007).',
      spans.length
        ? `Stretches: ${(c.stretches).map(([f, l, g]) => `${l === 1 ? `cell ${f}` : `cells ${f}–${f + l - 1}`} (${l} free, SG ${g})`).join('; ')} → ${xorText(c.stretches.map((x) => x[2]), c.sg)}.`
        : 'No safe cell is left: whoever moves must hand the opponent three in a row. SG = 0.',
    ],
  };
}

const OCTAL_NAMES = { '0.77': 'Kayles', '0.07': "Dawson's Kayles", '0.137': "Dawson's chess", '0.6': 'Officers' };

function octal(c, cells) {
  const code = c.text.slice(c.text.indexOf('(') + 1, c.text.indexOf(')'));
  const name = OCTAL_NAMES[code] ? `${OCTAL_NAMES[code]} (${code})` : `The octal game ${code}`;
  const runs = c.runs ?? [];
  const marks = [];
  for (let i = 0; i < cells.length; i++) if (cells[i] !== 'o') marks.push({ i: i + 1, cls: 'edge', sym: '' });
  const spans = runs.map(([first, len, sg]) => ({ from: first, to: first + len - 1, label: `${len} · SG ${sg}`, short: String(sg), cls: 'odd' }));
  return {
    unit: 'cell', marks, spans, heap: c.sg,
    lines: [
      `Each run of standing pins is one heap: the knocked-down places (and the row's ends) separate runs that can never touch again. ${name} says which blocks a move may knock down.`,
      'A move knocks down a block inside one run: from an end it shortens the run, from the middle it splits the run in two — the heap becomes two heaps, worth the XOR of their values.',
      `So a run of n pins has the value G(n) of the code's sequence (open "SG sequences" to see it and its period), and the row is the XOR of its runs.`,
      runs.length
        ? `Runs: ${runs.map(([f, l, g]) => `${l === 1 ? `pin ${f}` : `pins ${f}–${f + l - 1}`} (G(${l}) = ${g})`).join('; ')} → ${xorText(runs.map((x) => x[2]), c.sg)}.`
        : 'No pin is standing: no move is left. SG = 0.',
    ],
  };
}

function staircase(c, coins) {
  const marks = coins.map((v, k) => ({ i: k + 1, cls: k % 2 === 0 ? 'odd' : 'even' }));
  const odd = coins.map((v, k) => [k + 1, v]).filter(([k]) => k % 2 === 1);
  return {
    unit: 'stair', marks, spans: [], heap: c.sg,
    lines: [
      'Only the odd stairs count. Coins on an even stair are a trap: if the opponent moves some down onto an odd stair, you move the same coins on down to the next even stair, and the odd stairs are as before.',
      'Moving coins from an odd stair down to an even one takes them out of play — exactly taking stones from a Nim heap.',
      `Odd stairs: ${odd.map(([k, v]) => `stair ${k}: ${v}`).join(', ')} → ${xorText(odd.map(([, v]) => v), c.sg)}.`,
    ],
  };
}
