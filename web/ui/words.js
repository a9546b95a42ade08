// ui/words.js — the page's words for components, moves and verdicts, built
// from the engine's analysis and each board's own nouns, in the page's
// language (the engine's own texts — a move's label, an analysis's why, a
// refusal — through their messages: sayMsg).

import { boards, GAMES } from '../boards/index.js';
import { tr, sayMsg, lang } from '../i18n/i18n.js';

/** A component's noun ("heap", "row"): the game list's, in the page's
 *  language (its board's when the list lacks the game), or null. */
const nounOf = (game) => GAMES.find((g) => g.game === game)?.noun ?? boards[game]?.noun ?? null;

/** A component's name: "heap 2", "row 3" (component i of `game`). */
export function nameOf(game, i) {
  const noun = nounOf(game);
  return noun && noun !== 'component' ? `${noun} ${i}` : tr('component {i}', { i });
}

/** "heap 2", "row 3": the noun and the component's number. */
export function compName(model, i) {
  return nameOf(model.comps[i - 1].game, i);
}

/** A move's label ("take 2 (3 → 1)") in the page's language. */
export const labelOf = (m) => sayMsg(m.label_msg, m.label);

/** What a move's words are made of, kept as data (a game's history holds
 *  it, in the address's state too), said in the page's language when shown
 *  (sayMove): the component, the move's label and effect, the value before. */
export function moveSaid(m, a, model) {
  const i = m.component;
  const keep = ['move', 'component', 'label', 'label_msg', 'from', 'to', 'count', 'wins', 'sg_after'];
  const move = Object.fromEntries(keep.filter((k) => k in m).map((k) => [k, m[k]]));
  return { game: model.comps[i - 1]?.game ?? null, i, move, sg: a.components[i - 1]?.sg ?? null };
}

/** The words of moveSaid()'s record: "row 3: piece on 14 jumps to 17 — SG 5 → 2". */
export function sayMove(w) {
  if (typeof w === 'string') return w; // (a record from before words were kept as data)
  const { move: m, i, sg } = w;
  const name = nameOf(w.game, i);
  const short = boards[w.game]?.moveShort?.(m); // "7 → 3 + 4"
  const label = short ? tr('{short} ({label})', { short, label: labelOf(m) }) : labelOf(m);
  if (m.wins) return tr('{name}: {label} — wins at once', { name, label });
  if (sg === null || m.sg_after === null || m.sg_after === undefined) return tr('{name}: {label}', { name, label });
  return tr('{name}: {label} — SG {sg} → {after}', { name, label, sg, after: m.sg_after });
}

/** A move (an entry of analysis.moves, or "played") in words with its
 *  effect, in the position `a` it is made from: "row 3: piece on 14 jumps to
 *  17 — SG 5 → 2". */
export function moveWords(m, a, model) {
  return sayMove(moveSaid(m, a, model));
}

/** An engine refusal (EngineError) in the page's language: the engine's
 *  message, or one of the few the page's own code makes (e.page). */
export function refusal(e) {
  const p = e?.page;
  if (!p || lang() === 'en') return sayMsg(e?.msg, e?.message ?? String(e));
  switch (p.id) {
    case 'nul':
      if (p.what === 'the move') return tr('at character {at}: the move contains a NUL character', p);
      if (p.what === 'the input') return tr('at character {at}: the input contains a NUL character', p);
      if (p.what === 'the position') return tr('at character {at}: the position contains a NUL character', p);
      return tr('at character {at}: the text contains a NUL character', p);
    case 'memory': return tr('out of memory: no room for the text ({bytes} bytes)', p);
    case 'failed': return tr('the engine failed; it will restart on the next call');
    case 'worker': return tr('the engine worker failed');
    case 'long': return tr('the position text has {n} characters; the limit is {most}', p);
    default: return sayMsg(e.msg, e.message);
  }
}

/** Why the game ended, from the boards' words for a finished component
 *  ("three X's stand in a row"), or null. */
export function ending(a, model) {
  const c = a.components.find((x) => x.over);
  return c ? boards[c.game]?.overWords ?? tr('the game has ended') : null;
}

/** The verdict in words. */
export function verdict(a, model) {
  const p = model.turn;
  const end = ending(a, model);
  if (end) return tr('Game over: {end}. Player {p}, to move, has lost.', { end, p });
  if (a.over) return a.play === 'misere' ? tr('No move is left: Player {p}, to move, has won (misère play: the last move loses).', { p }) : tr('No move is left: Player {p}, to move, has lost.', { p });
  if (a.threat) {
    const c = a.components.find((x) => x.threat);
    return tr('Player {p}, to move, wins now: {how}.', { p, how: boards[c.game]?.threatWords ?? tr('a move ends the game') });
  }
  const mis = a.play === 'misere';
  if (a.verdict === null) return mis ? tr('Not known in misère play: no exact rule decides this position, so no move is shown as winning.') : tr('Not known: no exact rule decides this position, so no move is shown as winning.');
  if (a.verdict === 'D') return tr('A draw: with perfect play neither player can force a win (Player {p} to move).', { p });
  if (a.verdict === 'N') return mis ? tr('Player {p}, to move, wins with perfect play in misère play.', { p }) : tr('Player {p}, to move, wins with perfect play.', { p });
  return mis ? tr('Player {p}, to move, loses against perfect play in misère play.', { p }) : tr('Player {p}, to move, loses against perfect play.', { p });
}
