// app.js — the page's entry: load the engine, check every game has its
// board, open the position in the URL, follow back/forward. The state lives
// in ui/state.js and changes only through ui/store.js; ui/render.js draws it;
// ui/events.js and ui/editor.js turn gestures and controls into store calls;
// boards/<game>.js hold everything the page knows of each game; ui/api.js is
// what the teaching views (teach/) and the tests use; sw.js keeps the page
// working offline.

import * as engine from './engine/engine.js';
import { state, setDefault } from './ui/state.js';
import * as store from './ui/store.js';
import * as url from './ui/url.js';
import * as editor from './ui/editor.js';
import * as events from './ui/events.js';
import { missing, complete, loadStyles } from './boards/index.js';
import { genericBoard } from './boards/generic.js';
import { api } from './ui/api.js';

async function main() {
  const looks = loadStyles(); // each board's own look, fetched while the engine loads
  editor.bind();
  events.bind();
  try {
    await engine.load();
    state.info = await engine.info();
    setDefault(state.info.games[0].example); // what the page opens without a position
  } catch (e) {
    document.getElementById('message').textContent = `The engine could not load: ${e.message}`;
    return;
  }
  const gaps = missing(state.info.games);
  if (gaps.length) console.warn(`Games without a full board: ${gaps.join(', ')}`);
  complete(state.info.games, genericBoard);
  await looks; // before any board is first drawn
  state.ready = true;
  const snap = history.state;
  await (snap?.text ? store.restore(snap) : store.openLink(url.read(), true));
  url.listen((s, link) => (s?.text ? store.restore(s) : store.openLink(link)));
  globalThis.grundy = api;
  document.dispatchEvent(new CustomEvent('grundy:ready', { detail: api }));
  // The teaching tools sit below the boards: they load once the first
  // analysis is on screen, so they never hold it up.
  const later = globalThis.requestIdleCallback ?? ((fn) => setTimeout(fn, 50));
  later(() => import('./teach/main.js'), { timeout: 500 });
  // Offline use (sw.js): registered only now, so it never holds up the first
  // analysis; it then caches every file the page may load.
  if ('serviceWorker' in navigator) later(() => navigator.serviceWorker.register('sw.js').catch((e) => console.warn(`Offline use is not available: ${e.message}`)), { timeout: 2000 });
}

main();
