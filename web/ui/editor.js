// ui/editor.js — the toolbar: game picker, examples, random position, Add,
// the Position field and its misère switch, player to move, highlight switch, copy link, the judge
// input panel (ui/judge.js, loaded on first use). Each
// control asks the store for the change; nothing here changes state itself.

import { state } from '../kit/state.js';
import { boards, BOARDS, loadAll } from '../boards/index.js';
import * as store from './store.js';
import { examplesOf, loadExamples, gameOf, fillPickers } from './render.js';
import * as url from '../kit/url.js';
import { tr } from '../i18n/i18n.js';

const $ = (id) => document.getElementById(id);

/** Opens example k of the picked game (the first one when a game is
 *  picked), its board loaded first (every board for a sum). */
async function loadExample(game, k) {
  await loadExamples(game);
  const ex = examplesOf(game)?.[k];
  if (ex) store.open(ex[1]);
}

/** A random position of the game on the board (for a sum: one component of
 *  each of a few games). */
async function random() {
  const game = gameOf(state.model);
  if (game !== 'sum') return store.open(boards[game].random(state.width));
  await loadAll();
  const all = [...BOARDS]; // (the picker's order, then shuffled: each order equally likely)
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  const picked = all.slice(0, 2 + Math.floor(Math.random() * 3));
  return store.open(picked.map((b) => b.random(state.width)).join('+'));
}

/** Wires the toolbar; called once. */
export function bind() {
  fillPickers(); // every game's title at once: the picker has its width before the engine loads
  $('game').addEventListener('change', (e) => loadExample(e.target.value, 0));
  $('example').addEventListener('change', (e) => {
    const [game, k] = e.target.value.split(':');
    if (game) loadExample(game, Number(k));
  });
  $('random').addEventListener('click', random);
  $('add').addEventListener('click', () => store.addComp($('addgame').value));
  $('textform').addEventListener('submit', (e) => {
    e.preventDefault();
    store.open($('postext').value, { why: () => tr('That position was not accepted'), draft: true });
  });
  for (const t of [1, 2]) $(`turn${t}`).addEventListener('click', () => store.setTurn(t));
  $('misere').addEventListener('change', (e) => store.setMisere(e.target.checked));
  $('showmoves').addEventListener('change', (e) => store.setShowMoves(e.target.checked));
  $('copy').addEventListener('click', copyLink);
  document.addEventListener('grundy:render', () => { // the link box, once shown, follows every change
    const out = $('linkout');
    if (!out.hidden) out.value = url.link(store.snapshot());
  });
  $('judge-open').addEventListener('click', async () => (await import('./judge.js')).showJudge());
  $('to-teach').addEventListener('click', toTeach);
  $('message').addEventListener('click', () => store.say('info', '')); // a long message lies over the board: a click puts it away
  // The skip link goes to the board without touching the address (which
  // holds the position).
  document.querySelector('.skip')?.addEventListener('click', (e) => {
    e.preventDefault();
    const stop = document.querySelector('#boards .act[tabindex="0"]') ?? document.querySelector('#boards button, #boards input');
    stop?.focus();
  });
}

/** Header button: scrolls to the teaching tools and puts the keyboard on
 *  the open tab (they load after the first analysis; a click before that
 *  loads them at once). */
async function toTeach() {
  const teach = $('teach');
  if (!teach.dataset.ready) {
    const up = new Promise((ok) => document.addEventListener('grundy:teach-ready', ok, { once: true }));
    await import('../teach/main.js');
    if (!teach.dataset.ready) await up;
  }
  teach.scrollIntoView({ block: 'start' });
  teach.querySelector('[role=tab][aria-selected=true]')?.focus({ preventScroll: true });
}

async function copyLink() {
  const link = url.link(store.snapshot());
  const out = $('linkout');
  out.value = link;
  out.hidden = false;
  try {
    await navigator.clipboard.writeText(link);
    store.say('info', () => tr('Link copied: opening it shows this position.'));
  } catch {
    out.select();
    store.say('info', () => tr('Copy the link from the field (the browser refused the clipboard).'));
  }
}
