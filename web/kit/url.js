// kit/url.js — the only module that reads or writes the address bar:
// #POSITION, then &-options in any order (unknown ones ignored): a game
// (@TURN, mode, vs, cpu, from, moves), the teaching panel (teach, seq, graph,
// quot), an exercise (ex, q, src, of) and the language (lang, written when it
// differs from the browser's choice). The README's "Links" lists them all.
// Texts are the engine's canonical position text, percent-encoded where
// needed; "#p=<text>&…" is read too. Every edit and move pushes an entry
// (the game's history in history.state), so back/forward step through them.

import { lang, choose, tr } from '../i18n/i18n.js';

let seen = location.hash; // the address the page last wrote or handled

// percent-encoded, but for the position text's own marks (: , + @ / ;),
// kept readable (a pass each: a link may hold 100,000 of them)
const KEPT = [[/%3A/g, ':'], [/%2C/g, ','], [/%2B/g, '+'], [/%40/g, '@'], [/%2F/g, '/'], [/%3B/g, ';']];
const enc = (t) => KEPT.reduce((s, [re, c]) => s.replace(re, c), encodeURIComponent(t));

/** What the address says: {text, mode, vs, cpu, start, moves, teach, exercise} ({text: null}
 *  when empty), or {error, raw} when it cannot even be decoded (error: a
 *  function that says why in the page's language). */
export function read() {
  seen = location.hash;
  const raw = location.hash.slice(1);
  if (!raw) return { text: null };
  const [first, ...rest] = raw.split('&');
  const opt = {};
  for (const kv of rest) {
    const eq = kv.indexOf('=');
    if (eq > 0) opt[kv.slice(0, eq)] = kv.slice(eq + 1);
  }
  try {
    const dec = (t) => decodeURIComponent(t);
    return {
      text: dec(first.startsWith('p=') ? first.slice(2) : first),
      mode: opt.mode === 'play' ? 'play' : 'edit',
      vs: opt.vs === 'human' ? 'human' : 'computer',
      cpu: opt.cpu === '1' ? 1 : 2,
      start: opt.from ? dec(opt.from) : null,
      moves: opt.moves ? opt.moves.split(';').map(dec).filter(Boolean) : [],
      teach: { tab: opt.teach ? dec(opt.teach) : null, seq: opt.seq ? dec(opt.seq) : null, graph: opt.graph ? dec(opt.graph) : null, quot: opt.quot ? dec(opt.quot) : null },
      lang: opt.lang ? dec(opt.lang) : null,
      exercise: opt.ex ? { ask: dec(opt.ex), q: opt.q ? dec(opt.q) : null, src: opt.src ? dec(opt.src) : null, of: opt.of ? Number(dec(opt.of)) || null : null } : null,
    };
  } catch {
    // (the language is still the link's: the page says why in it)
    return { error: () => tr('the link is not valid (a "%" not followed by two hex digits)'), raw, lang: /^[a-z]{2}$/.test(opt.lang ?? '') ? opt.lang : null };
  }
}

/** The fragment for a snapshot {text, mode, vs, cpu, start, history, teach}. */
export function hash(snap) {
  let h = enc(snap.text);
  if (snap.mode === 'play') {
    h += `&mode=play&vs=${snap.vs}&cpu=${snap.cpu}`;
    if (snap.history?.length) h += `&from=${enc(snap.start)}&moves=${snap.history.map((e) => enc(e.move)).join(';')}`;
  }
  const x = snap.exercise;
  if (x) h += `&ex=${enc(x.ask)}${x.q ? `&q=${enc(x.q)}` : ''}${x.src ? `&src=${enc(x.src)}` : ''}${x.of ? `&of=${x.of}` : ''}`;
  const t = snap.teach ?? {};
  if (t.tab) h += `&teach=${enc(t.tab)}`;
  if (t.seq) h += `&seq=${enc(t.seq)}`;
  if (t.graph) h += `&graph=${enc(t.graph)}`;
  if (t.quot) h += `&quot=${enc(t.quot)}`;
  if (lang() !== choose(null)) h += `&lang=${lang()}`;
  return h;
}

// An address this long costs the browser 150-300 ms each time history
// records it (measured at 980,000 characters, whatever the state with it).
const LONG = 100_000;

/** Records a snapshot: a new history entry, or the current one replaced
 *  (always replaced when the address would not change; a long address that
 *  would not change is left as it is, without the snapshot: back, forward
 *  and a reload read the address instead). */
export function save(snap, replace = false) {
  const h = '#' + hash(snap);
  if (h === location.hash && h.length > LONG) { seen = location.hash; return; }
  if (replace || h === location.hash) history.replaceState(snap, '', h);
  else history.pushState(snap, '', h);
  seen = location.hash;
}

/** The full link to a snapshot. */
export function link(snap) {
  return location.href.split('#')[0] + '#' + hash(snap);
}

/** True when the page has handled the address it shows (tests wait for it). */
export const handled = () => location.hash === seen;

/** Calls fn(snapshot or null, read()) on back/forward and hand-edited addresses. */
export function listen(fn) {
  const on = (e) => {
    if (location.hash === seen) return; // already handled (popstate and hashchange both fire)
    fn(e.state ?? history.state, read());
  };
  addEventListener('popstate', on);
  addEventListener('hashchange', on);
}
