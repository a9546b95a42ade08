// teach/notes.js — why each game reduces to Nim, as data tied to one
// component of the current analysis: which cells/stones/stairs to mark, which
// spans to bracket, and the sentences that go with them. Each game's notes
// live in its board file (boards/<game>.js, notes()); draw.js-free: the
// page's own boards carry the marks (overlay.js).
//
// A note is { unit: 'cell'|'stone'|'stair', marks: [{i, cls, sym?}],
//             spans: [{from, to, label, short, cls, empty?}], lines: [string], heap: SG }
// (short: the label where room is tight, as over the page's board),
// with 1-based i/from/to in the component's own units.

import { boards } from '../boards/index.js';

/** Notes for component c (an element of analysis.components). */
export function notesFor(c) {
  const note = boards[c.game]?.notes?.(c);
  return note ?? { unit: 'cell', marks: [], spans: [], lines: [`${c.text}: SG ${c.sg}.`], heap: c.sg };
}
