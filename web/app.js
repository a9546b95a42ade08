// app.js — the page's entry: load the engine, open the position in the URL,
// follow back/forward. Modules: ui/state (state), ui/control (position
// changes), ui/render (drawing), ui/editor, ui/play, ui/events, ui/url,
// ui/analysis, boards/<game>.js (one SVG board per game).
//
// Hooks for the teaching views (issue 5), all in ui/api.js, also on
// window.grundy once the page is ready (event 'grundy:ready' on document):
//   grundy.selected(), grundy.select(i)       the selected component (1-based)
//   grundy.analysis(), grundy.model()         the engine's analysis, the components
//   grundy.position(), grundy.setPosition(t)  the canonical text; set a new one
//   grundy.board(i) → {svg, layer, overlay, cell(n), coin(s, n), width, height}
//   grundy.addOverlay(fn)                     fn(board) draws into board.overlay after
//                                             every redraw; returns a remover
// Events on document: 'grundy:position' (new text), 'grundy:select' (index),
// 'grundy:render' (after each draw). The page has <section id="teach"> for them.

import * as engine from './engine/engine.js';
import { state, DEFAULT } from './ui/state.js';
import { setPosition, say, commit } from './ui/control.js';
import * as url from './ui/url.js';
import * as editor from './ui/editor.js';
import * as events from './ui/events.js';
import * as play from './ui/play.js';
import { api } from './ui/api.js';

/** Shows what a link (or a hand-edited address) says; a bad one leaves the
 *  current position (or the default) and says why, in the engine's words. */
async function open(link, snap, first) {
  const mode = snap ?? { mode: link.mode ?? 'edit', vs: link.vs ?? 'computer', cpu: link.cpu ?? 2 };
  if (link.error || link.text === null) {
    if (link.error) say('error', `The link could not be opened: ${link.error}.`);
    if (first) await setPosition(DEFAULT, { replace: true, keepMessage: true });
    else commit(true);
    return;
  }
  const text = snap?.text ?? link.text;
  if (await setPosition(text, { push: false, why: 'The link could not be opened' })) play.restore(mode); // records it
  else if (first && (await setPosition(DEFAULT, { replace: true, keepMessage: true })))
    say('error', `${state.message.text} — showing ${DEFAULT} instead.`);
  else commit(true); // the address goes back to the position on the board
}

async function main() {
  editor.bind();
  events.bind();
  try {
    await engine.load();
    state.info = await engine.info();
  } catch (e) {
    document.getElementById('message').textContent = `The engine could not load: ${e.message}`;
    return;
  }
  state.ready = true;
  await open(url.read(), history.state?.text ? history.state : null, true);
  url.listen((snap, link) => open(link, snap?.text ? snap : null, false));
  globalThis.grundy = api;
  document.dispatchEvent(new CustomEvent('grundy:ready', { detail: api }));
}

main();
