// app.js — the page's entry: load the engine, give every game a place in
// the picker, open the position in the URL (its boards load with it; others
// when first needed), follow back/forward. The state lives
// in kit/state.js and changes only through ui/store.js; ui/render.js draws it;
// ui/events.js and ui/editor.js turn gestures and controls into store calls;
// boards/<game>.js hold everything the page knows of each game; ui/api.js is
// what the teaching views (teach/) and the tests use; sw.js keeps the page
// working offline.

import * as engine from './engine/engine.js';
import { state, setDefault } from './kit/state.js';
import * as store from './ui/store.js';
import * as url from './kit/url.js';
import * as editor from './ui/editor.js';
import * as events from './ui/events.js';
import { complete, need, GAMES } from './boards/index.js';
import { api } from './ui/api.js';
import { redraw, dropBoards } from './ui/render.js';
import * as lang from './ui/lang.js';
import { register, setLang, beforeLang, choose, tr } from './i18n/i18n.js';

/** The games a link's text seems to name ("a:3+b(1-3):4" → a, b;
 *  none: the first game, whose example opens): their boards start loading
 *  beside the engine. Only a head start — the engine reads the text; a
 *  wrong guess costs a board loaded early. */
function guessGames(link) {
  if (!link.text) return GAMES.slice(0, 1).map((g) => g.game);
  const names = [...link.text.slice(0, 4000).matchAll(/(?:^|\+)\s*([a-z]+)\s*[(:]/g)].map((m) => m[1]);
  return names.filter((g) => GAMES.some((x) => x.game === g));
}

/** The first view (the default position in Edit, nothing else open): its
 *  words are i18n/<lang>/first.js. `example`: the default position's text,
 *  once the engine has said it. */
function firstView(link, example = null) {
  return !link.error && link.mode !== 'play' && !link.exercise && !link.teach?.tab &&
    (link.text == null || (example ?? link.text) === link.text && guessGames(link).every((g) => g === GAMES[0].game));
}

/** The rest of the words (late: the page says itself again with them). */
const restOfWords = (late) => Promise.all([
  register({ zh: () => import('./i18n/zh/ui.js') }, { late }),
  register({ zh: () => import('./i18n/zh/engine.js') }, { messages: true, late }),
]);

/** Once the first values are on screen (render.js marks it). */
const firstValue = () => new Promise((ok) => {
  new PerformanceObserver((list, seen) => {
    if (list.getEntriesByName('grundy:first-value').length) { seen.disconnect(); ok(); }
  }).observe({ type: 'mark', buffered: true });
});

async function main() {
  // The language first (the link's, else the browser's): its words load
  // beside the engine, and the page's frame is in it before any value (for
  // the first view, its own words; the rest once its values are shown).
  const link = history.state?.text ? history.state : url.read();
  let first = firstView(link);
  const words = Promise.all([
    register({ zh: () => import('./i18n/zh/first.js') }),
    first ? null : restOfWords(false),
  ]).then(() => setLang(choose(url.read().lang)));
  editor.bind();
  events.bind();
  const guessed = guessGames(link);
  need(guessed);
  try {
    // The engine's first module (small, preloaded) holds the game the page
    // opens with and the whole engine's info (its limits: a link's text past
    // them is refused at once); a link to another game has the whole engine
    // fetched and compiled meanwhile, and its first call loads it. The
    // language's words load beside it.
    if (guessed.some((g) => g !== GAMES[0].game)) engine.prefetch();
    await Promise.all([engine.load(), words]);
    beforeLang(dropBoards);
    lang.bind(() => { if (state.ready) url.save(store.snapshot(), true); redraw(); });
    state.info = await engine.info();
    setDefault(state.info.games[0].example); // what the page opens without a position
    if (first && !firstView(link, state.info.games[0].example)) { first = false; await restOfWords(false); }
  } catch (e) {
    await restOfWords(true).catch(() => {});
    document.getElementById('message').textContent = tr('The engine could not load: {why}', { why: e.message });
    return;
  }
  const plain = await complete(state.info.games); // a game without a board file gets a plain one
  if (plain.length) console.warn(`Games without a board: ${plain.join(', ')}`);
  state.ready = true;
  store.exercisesFrom(() => import('./ui/exercise.js')); // an exercise's module, with the first link that asks one
  const snap = history.state;
  await (snap?.text ? store.restore(snap) : store.openLink(url.read(), true));
  url.listen((s, link) => (s?.text ? store.restore(s) : store.openLink(link)));
  globalThis.grundy = api;
  document.dispatchEvent(new CustomEvent('grundy:ready', { detail: api }));
  // The teaching tools sit below the boards: they load once the first
  // analysis is on screen, so they never hold it up.
  const rest = first ? firstValue().then(() => restOfWords(true)) : null;
  const later = globalThis.requestIdleCallback ?? ((fn) => setTimeout(fn, 50));
  later(() => Promise.resolve(rest).then(() => import('./teach/main.js')), { timeout: 500 });
  // The whole engine, for the first position of another game: in the
  // background, once the page is idle.
  later(() => engine.load({ whole: true }).catch((e) => console.warn(`The whole engine did not load yet: ${e.message}`)), { timeout: 3000 });
  // Offline use (sw.js): registered only now, so it never holds up the first
  // analysis; it then caches every file the page may load.
  if ('serviceWorker' in navigator) later(() => navigator.serviceWorker.register('sw.js').catch((e) => console.warn(`Offline use is not available: ${e.message}`)), { timeout: 2000 });
}

main();
