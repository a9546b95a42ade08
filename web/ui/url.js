// ui/url.js — the only module that reads or writes the address bar.
//
//   #nim:3,4,5                                  a position to analyse
//   #nim:3,4,5@2&mode=play&vs=computer&cpu=1    a game (vs: computer|human,
//                                               cpu: the computer's player)
// The position is the engine's canonical text; it never holds "&" or "#".
// "#p=<text>&…" is read too. Every edit and move pushes an entry (with the
// game's move history in history.state), so back/forward step through them.

/** What the address says: {text, mode, vs, cpu} ({text: null} when empty),
 *  or {error} when it cannot even be decoded. */
export function read() {
  const raw = location.hash.slice(1);
  if (!raw) return { text: null };
  const [first, ...rest] = raw.split('&');
  const opt = {};
  for (const kv of rest) {
    const eq = kv.indexOf('=');
    if (eq > 0) opt[kv.slice(0, eq)] = kv.slice(eq + 1);
  }
  let text;
  try {
    text = decodeURIComponent(first.startsWith('p=') ? first.slice(2) : first);
  } catch {
    return { error: 'the link is not valid (a "%" not followed by two hex digits)' };
  }
  return {
    text,
    mode: opt.mode === 'play' ? 'play' : 'edit',
    vs: opt.vs === 'human' ? 'human' : 'computer',
    cpu: opt.cpu === '1' ? 1 : 2,
  };
}

/** The fragment for a snapshot {text, mode, vs, cpu}. */
export function hash(snap) {
  const text = encodeURIComponent(snap.text).replace(/%(3A|2C|2B|40|2F)/g, (m) => decodeURIComponent(m));
  return text + (snap.mode === 'play' ? `&mode=play&vs=${snap.vs}&cpu=${snap.cpu}` : '');
}

/** Records a snapshot: a new history entry, or the current one replaced
 *  (always replaced when the address would not change). */
export function save(snap, replace = false) {
  const h = '#' + hash(snap);
  if (replace || h === location.hash) history.replaceState(snap, '', h);
  else history.pushState(snap, '', h);
}

/** The full link to a snapshot. */
export function link(snap) {
  return location.href.split('#')[0] + '#' + hash(snap);
}

/** Calls fn(snapshot or null, read()) on back/forward and hand-edited addresses. */
export function listen(fn) {
  addEventListener('popstate', (e) => fn(e.state, read()));
}
