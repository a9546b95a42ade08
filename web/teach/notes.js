// teach/notes.js — why each game reduces to Nim, as data tied to one
// component of the current analysis: which cells/stones/stairs to mark, which
// spans to bracket, and the sentences that go with them. Each game's notes
// live in its board file (boards/<game>.js, notes()); draw.js-free: the
// page's own boards carry the marks (overlay.js).
//
// A board's notes(component, {play}) says who wins only in the play it names
// ("In normal play: …") or the position's play ('normal' or 'misere').
// A note is { unit: 'cell'|'stone'|'stair', marks: [{i, cls, sym?}],
//             spans: [{from, to, label, short, cls, empty?}], lines: [string], heap: SG }
// (short: the label where room is tight, as over the page's board),
// with 1-based i/from/to in the component's own units.

import { boards } from '../boards/index.js';

/** Notes for component c (an element of analysis.components) of analysis a
 *  (its play: a note says who wins in the play the position is in, or names
 *  the play it speaks of). */
export function notesFor(c, a = null) {
  const note = boards[c.game]?.notes?.(c, { play: a?.play ?? 'normal' });
  return note ?? { unit: 'cell', marks: [], spans: [], lines: [`${c.text}: SG ${c.sg}.`], heap: c.sg };
}
