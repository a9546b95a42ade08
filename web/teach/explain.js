// teach/explain.js — "why it reduces to Nim": for each component of the
// current position, its game's own reason (the board's intro and notes) in a
// few sentences tied to the board, a picture with the reason drawn on it,
// and — on request — the same marks over the page's board.

import { h, put, unbroken, scrollBox, said, withNodes } from '../kit/dom.js';
import { tr, sayMsg, onLang } from '../i18n/i18n.js';
import { notesFor } from './notes.js';
import { picture, groupOf } from './boards.js';
import { boards } from '../boards/index.js';
import { valueText, outcome } from '../kit/outcome.js';

const MAX_SHOWN = 12; // components explained at once

export function mountExplain(root, ctx) {
  const overlay = h('button', { type: 'button', 'aria-pressed': 'false', class: 'teach-overlay-btn' }, tr('Draw on the board'));
  const overlayWords = () => { overlay.textContent = on ? tr('Remove from the board') : tr('Draw on the board'); };
  const list = h('div', { class: 'teach-explain-list' });
  const sum = h('div', { class: 'teach-explain-sum' });
  put(root,
    h('p', { class: 'teach-lead' }, said(() => tr('Each game below is a Nim heap in disguise. Here is the disguise, on this board.'))),
    h('div', { class: 'teach-row' }, overlay),
    list, sum);

  let on = false;      // marks drawn over the page's board
  let shownFor = null; // position last explained

  overlay.hidden = !ctx.app.canOverlay?.();
  overlay.addEventListener('click', () => {
    on = !on;
    overlay.setAttribute('aria-pressed', String(on));
    overlayWords();
    paintBoard();
  });

  function paintBoard() {
    const a = ctx.app.analysis();
    if (!ctx.app.canOverlay?.() || !a) return;
    ctx.app.overlay(on ? a.components.map((c) => notesFor(c, a)) : null);
  }

  function show(force) {
    const a = ctx.app.analysis();
    if (!a || (!force && a.position === shownFor)) return;
    shownFor = a.position;
    const items = a.components.slice(0, MAX_SHOWN).map((c) => {
      const note = notesFor(c, a);
      return h('section', { class: `teach-explain game-${c.game}`, 'data-component': c.index },
        h('h3', null, `${c.index}. `, h('code', null, unbroken(c.text)), c.sg != null ? ` — SG ${c.sg}` : ''),
        h('p', { class: 'teach-muted' }, boards[c.game]?.intro ?? ''),
        scrollBox('teach-diagram-box', tr('{i}. {text}: the board with the reason drawn on it', { i: c.index, text: c.text }), picture(c, { note, turn: a.turn, group: groupOf(a, c) }).svg),
        h('ul', null, note.lines.map((t) => h('li', null, t))),
        table(boards[c.game]?.table?.(c), c));
    });
    if (a.components.length > MAX_SHOWN)
      items.push(h('p', { class: 'teach-muted' }, tr('… and {n} more components, each explained the same way.', { n: a.components.length - MAX_SHOWN })));
    put(list, items);
    put(sum, summary(a));
    if (on) paintBoard();
  }

  ctx.app.onChange(() => { if (!root.closest('[hidden]')) show(false); else if (on) paintBoard(); });
  onLang(() => { overlayWords(); if (shownFor !== null) show(true); });
  return { show: () => show(true) };
}

/** A board's table for the notes (boards/index.js: table), or null. */
function table(t, c) {
  if (!t) return null;
  return scrollBox('teach-diagram-box', `${c.index}. ${t.caption}`, h('table', { class: 'teach-nimtable' },
    h('caption', null, t.caption),
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, t.corner ?? ''), t.cols.map((x) => h('th', { scope: 'col' }, x)))),
    h('tbody', null, t.rows.map((r) => h('tr', null, h('th', { scope: 'row' }, r.head), r.cells.map((x) => h('td', { class: x.cls || null }, x.text))))),
    t.foot ? h('tfoot', null, h('tr', null, h('td', { colspan: t.cols.length + 1 }, t.foot))) : null));
}

/** The equivalent Nim position and what the theorem says about it. */
function summary(a) {
  if (a.play === 'misere') { // the nim-sum does not decide misère play: say the rule used
    const g = a.genus;
    return [
      h('h3', null, tr('Together, in misère play')),
      h('p', { class: 'teach-misere-rule' }, a.why ? sayMsg(a.why_msg, a.why) : tr('No rule decides this position.')),
      g ? h('p', { class: 'teach-muted' }, g.tame
        ? tr('Its genus is {genus}: normal-play value {g}, misère value {m} — the genus of a misère Nim position.', { genus: g.text, g: g.g, m: g.gamma[0] })
        : tr('Its genus is {genus}: normal-play value {g}, misère value {m} — not the genus of any misère Nim position (wild).', { genus: g.text, g: g.g, m: g.gamma[0] })) : null,
      h('p', { class: 'teach-muted' }, tr('In misère play the last move loses, so each heap’s normal value no longer tells the whole story: the Misère quotient tab shows how rows of pins and heaps are read off a product instead.')),
    ];
  }
  if (a.over) return h('p', null, tr('The game is over: no move is left for the player to move.'));
  if (a.threat) {
    const c = a.components.find((x) => x.threat);
    return h('p', null, tr('The player to move wins at once: {why}. Nim values are not needed.', { why: boards[c.game]?.threatWords ?? tr('a move ends the game') }));
  }
  if (a.nimsum === null || a.nimsum === undefined) { // a part without a finite value: no Nim position to speak of
    const parts = a.components.slice(0, 30).map((c) => `${c.index}. ${valueText(c)}`);
    return [
      h('h3', null, tr('Together')),
      h('p', null, withNodes(tr('Not every part has a finite value ({values}), so the whole is not a Nim position and the nim-sum does not decide it.'),
        { values: h('strong', { class: 'teach-heaps' }, parts.join('; ') + (a.components.length > 30 ? '; …' : '')) })),
      h('p', { class: 'teach-loopy-rule' }, a.why ? sayMsg(a.why_msg, a.why) : outcome(a)),
    ];
  }
  const heaps = a.components.map((c) => c.sg);
  const shown = heaps.slice(0, 30);
  return [
    h('h3', null, tr('Together')),
    h('p', null, withNodes(tr('By the Sprague–Grundy theorem the whole position plays like Nim with heaps {heaps}.'),
      { heaps: h('strong', { class: 'teach-heaps' }, shown.join(', ') + (heaps.length > 30 ? ', …' : '')) })),
    h('p', null, withNodes(a.nimsum === 0
      ? tr('Nim-sum {sum} = {value}: the player to move loses — every move leaves a non-zero nim-sum that the opponent can fix.')
      : tr('Nim-sum {sum} = {value}: the player to move wins by changing one heap g to g ⊕ {x}, which makes the nim-sum 0.'),
    { sum: `${shown.join(' ⊕ ')}${heaps.length > 30 ? ' ⊕ …' : ''}`, value: h('strong', null, String(a.nimsum)), x: String(a.nimsum) })),
  ];
}
