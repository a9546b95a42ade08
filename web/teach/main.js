// teach/main.js — mounts the teaching panel into the page's <section
// id="teach"> once the page is ready, adapting the page's hooks (ui/api.js,
// window.grundy) to what the teaching views use (see teach.js).

import { mountTeach } from './teach.js';
import { notesFor } from './notes.js';
import { drawNote } from './overlay.js';
import { link } from '../kit/url.js';
import { inLane } from '../engine/background.js';
import { tr, register } from '../i18n/i18n.js';

// The teaching panel's words in other languages (loaded before it first draws).
const words = register({ zh: () => import('../i18n/zh/teach.js') });

function adapt(api) {
  let removeOverlay = null;
  return {
    analysis: () => api.analysis(),
    selected: () => api.selected(),
    select: (i) => api.select(i),
    async setPosition(text) { // a position on purpose (in play: a new game)
      if (!(await api.open(text))) throw new Error(api.state.message?.text ?? tr('The position "{text}" was not accepted.', { text }));
    },
    async move(mv) { // a move of the position on the board (in play: recorded, answered)
      if (!(await api.move(mv))) throw new Error(api.state.message?.text ?? tr('The move "{move}" was not accepted.', { move: mv }));
    },
    onChange(fn) {
      document.addEventListener('grundy:position', () => fn());
      document.addEventListener('grundy:select', () => fn());
    },
    say: (kind, text) => api.say(kind, text),
    playing: () => api.state.mode === 'play',
    limits: () => api.state.info.limits,
    info: () => api.state.info,                    // the engine's games, families, judges
    link: () => link({ text: api.position(), mode: 'edit' }), // the position, opened for analysis
    boardSvgs: () => [...document.querySelectorAll('#boards svg.board')],
    saved: () => ({ ...api.state.teach }),         // what the link asked the panel to show
    onAddress: (fn) => document.addEventListener('grundy:teach', () => fn()), // an edited address asked again
    keep: (fields) => api.setTeach(fields),        // what the panel shows now, for the link
    canOverlay: () => true,
    overlay(notes) { // notes: one per component (index 1..), or null to remove
      removeOverlay?.();
      removeOverlay = null;
      if (notes) removeOverlay = api.addOverlay((board) => drawNote(board, notesFor(board.info ?? api.analysis().components[board.index - 1], api.analysis())));
    },
  };
}

async function start(api) {
  const section = document.getElementById('teach');
  if (!section || section.dataset.mounted) return;
  section.dataset.mounted = 'true';
  await words;
  globalThis.grundyTeach = mountTeach(section, { engine: api.engine, background: inLane('views'), app: adapt(api) });
  await globalThis.grundyTeach.ready; // the first tab is on screen
  section.dataset.ready = 'true';
  document.dispatchEvent(new CustomEvent('grundy:teach-ready'));
}

if (globalThis.grundy) start(globalThis.grundy);
else document.addEventListener('grundy:ready', (ev) => start(ev.detail), { once: true });
