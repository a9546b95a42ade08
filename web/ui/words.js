// ui/words.js — the page's words for components, moves and verdicts, built
// from the engine's analysis and each board's own nouns.

import { boards } from '../boards/index.js';

/** "heap 2", "row 3": the board's noun and the component's number. */
export function compName(model, i) {
  return `${boards[model.comps[i - 1].game]?.noun ?? 'component'} ${i}`;
}

/** A move (an entry of analysis.moves, or "played") in words with its
 *  effect, in the position `a` it is made from: "row 3: piece on 14 jumps to
 *  17 — SG 5 → 2". */
export function moveWords(m, a, model) {
  const i = m.component;
  const name = compName(model, i);
  const short = boards[model.comps[i - 1]?.game]?.moveShort?.(m); // "7 → 3 + 4"
  const label = short ? `${short} (${m.label})` : m.label;
  if (m.wins) return `${name}: ${label} — wins at once`;
  const sg = a.components[i - 1]?.sg ?? null;
  if (sg === null || m.sg_after === null) return `${name}: ${label}`;
  return `${name}: ${label} — SG ${sg} → ${m.sg_after}`;
}

/** Why the game ended, from the boards' words for a finished component
 *  ("three X's stand in a row"), or null. */
export function ending(a, model) {
  const c = a.components.find((x) => x.over);
  return c ? boards[c.game]?.overWords ?? 'the game has ended' : null;
}

/** The verdict in words. */
export function verdict(a, model) {
  const p = `Player ${model.turn}`;
  const end = ending(a, model);
  if (end) return `Game over: ${end}. ${p}, to move, has lost.`;
  if (a.over) return a.play === 'misere' ? `No move is left: ${p}, to move, has won (misère play: the last move loses).` : `No move is left: ${p}, to move, has lost.`;
  if (a.threat) {
    const c = a.components.find((x) => x.threat);
    return `${p}, to move, wins now: ${boards[c.game]?.threatWords ?? 'a move ends the game'}.`;
  }
  const how = a.play === 'misere' ? ' in misère play' : '';
  if (a.verdict === null) return `Not known${how}: no exact rule decides this position, so no move is shown as winning.`;
  if (a.verdict === 'D') return `A draw: with perfect play neither player can force a win (${p} to move).`;
  return a.verdict === 'N' ? `${p}, to move, wins with perfect play${how}.` : `${p}, to move, loses against perfect play${how}.`;
}

/** A component's value as a card shows it: "SG 3", "SG ∞(0,1)" (a token on
 *  a cycle, with the finite values it reaches), "over", "wins now", "SG not
 *  computed". */
export function valueText(info) {
  if (info.loopy) return `SG ∞${info.reach?.length ? `(${info.reach.join(',')})` : ''}`;
  if (info.sg !== null && info.sg !== undefined) return `SG ${info.sg}`;
  return info.over ? 'over' : info.unknown ? 'SG not computed' : 'wins now';
}

/** Who wins, in a few words (captions): "the player to move wins",
 *  "… loses", "a draw: neither player can force a win", "misère play: not
 *  known — no rule decides it". */
export function outcome(a) {
  const mis = a.play === 'misere' ? 'misère play: ' : '';
  if (a.over) return `${mis}the game is over: the player to move has ${a.play === 'misere' ? 'won' : 'lost'}`;
  if (a.verdict === 'D') return 'a draw: neither player can force a win';
  if (a.verdict === null) return `${mis}not known — no rule decides it`;
  return `${mis}the player to move ${a.verdict === 'N' ? 'wins' : 'loses'}`;
}
