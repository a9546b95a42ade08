// boards/generic.js — what the page shows for a game the engine knows but
// no board file draws yet: the component's text as a card, moved through the
// listed moves. It keeps the page whole; boards/index.js reports the gap.

import { s } from '../kit/svg.js';
import { tr, sayMsg, register } from '../i18n/i18n.js';

// The words of the plain board in other languages.
export const words = register({ zh: () => import('./generic.zh.js') });

/** A plain board for engine game g (an entry of info().games); `line`: the
 *  game's line in the page's list ({title, noun}, in the page's language),
 *  when its own board could not load. */
export function genericBoard(g, line = null) {
  return {
    game: g.name,
    generic: true, // a stand-in until the game has a board file
    get title() { return line?.title ?? g.title; },
    get noun() { return line?.noun ?? tr('component'); },
    get intro() { return sayMsg(g.notation_msg, g.notation); },
    get examples() { return [[tr("{title}: the engine's example", { title: this.title }), g.example]]; },
    blank: () => g.example.slice(g.example.indexOf(':') + 1).split(',')[0],
    random: () => g.example,
    draw(v, gr) {
      const text = `${v.comp.body}`;
      const w = Math.max(120, text.length * 9 + 20);
      gr.append(s('text', { x: 10, y: 28, class: 'count', text }));
      return { width: w, height: 44, cell: () => null };
    },
    gesture: () => ({ info: tr('Use the move list or the Position field for this game.') }),
    fields: () => [],
    setField: () => ({ error: tr('This game is edited in the Position field.') }),
    notes: (c) => ({ unit: 'cell', marks: [], spans: [], lines: [`${c.text}: SG ${c.sg}.`], heap: c.sg }),
    quiz: () => g.example,
  };
}
