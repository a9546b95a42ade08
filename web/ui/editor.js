// ui/editor.js — editing: clicks and drags on a board in edit mode, the
// fields in each component's header, and the toolbar (game picker, examples,
// random, add/remove, position text, player to move, copy link).

import { state, DRAW } from './state.js';
import { boards } from '../boards/index.js';
import { say, setPosition, changeComp, addComp, removeComp, setTurn, snapshot } from './control.js';
import { EXAMPLES, random, gameOf } from './examples.js';
import { redraw } from './render.js';
import * as url from './url.js';

const $ = (id) => document.getElementById(id);

/** A click, key or drag on component i's board in edit mode. */
export function act(i, a) {
  const c = state.model.comps[i - 1];
  const r = boards[c.game].edit(c, { ...a, index: i, pick: state.pick });
  if (r.error) return say('error', r.error);
  if ('pick' in r && r.body === undefined) {
    state.pick = r.pick;
    return say('info', r.info ?? '');
  }
  if (r.body === c.body) return;
  state.pick = null;
  return changeComp(i, { body: r.body });
}

/** A field in component i's header changed. */
export function field(i, key, value) {
  const c = state.model.comps[i - 1];
  const r = boards[c.game].setField(c, key, value, state.info.limits, DRAW);
  if (r.error) {
    say('error', r.error);
    redraw(); // put the old value back in the field
    return;
  }
  return changeComp(i, r);
}

export { removeComp };

/** Loads example k of the picked game. */
function loadExample(game, k) {
  const ex = EXAMPLES[game][k];
  if (ex) setPosition(ex[1]);
}

/** Wires the toolbar; called once. */
export function bind() {
  $('game').addEventListener('change', (e) => loadExample(e.target.value, 0));
  $('example').addEventListener('change', (e) => {
    const [game, k] = e.target.value.split(':');
    if (game) loadExample(game, Number(k));
  });
  $('random').addEventListener('click', () => setPosition(random(gameOf(state.model), state.width)));
  $('add').addEventListener('click', () => addComp($('addgame').value));
  $('textform').addEventListener('submit', (e) => {
    e.preventDefault();
    setPosition($('postext').value, { why: 'That position was not accepted' });
  });
  for (const t of [1, 2]) $(`turn${t}`).addEventListener('click', () => setTurn(t));
  $('showmoves').addEventListener('change', (e) => { state.showMoves = e.target.checked; redraw(); });
  $('copy').addEventListener('click', copyLink);
}

async function copyLink() {
  const link = url.link(snapshot());
  const out = $('linkout');
  out.value = link;
  out.hidden = false;
  try {
    await navigator.clipboard.writeText(link);
    say('info', 'Link copied: opening it shows this position.');
  } catch {
    out.select();
    say('info', 'Copy the link from the field (the browser refused the clipboard).');
  }
}
