// kit/outcome.js — a value and an outcome in a few words (cards, exports).

import { tr } from '../i18n/i18n.js';

/** A component's value as a card shows it: "SG 3", "SG ∞(0,1)" (a token on
 *  a cycle, with the finite values it reaches), "over", "wins now", "SG not
 *  computed". */
export function valueText(info) {
  if (info.loopy) return `SG ∞${info.reach?.length ? `(${info.reach.join(',')})` : ''}`;
  if (info.sg !== null && info.sg !== undefined) return `SG ${info.sg}`;
  return info.over ? tr('over') : info.unknown ? tr('SG not computed') : tr('wins now');
}

/** Who wins, in a few words (captions): "the player to move wins",
 *  "… loses", "a draw: neither player can force a win", "misère play: not
 *  known — no rule decides it". */
export function outcome(a) {
  const mis = a.play === 'misere';
  if (a.over) return mis ? tr('misère play: the game is over: the player to move has won') : tr('the game is over: the player to move has lost');
  if (a.verdict === 'D') return tr('a draw: neither player can force a win');
  if (a.verdict === null) return mis ? tr('misère play: not known — no rule decides it') : tr('not known — no rule decides it');
  if (a.verdict === 'N') return mis ? tr('misère play: the player to move wins') : tr('the player to move wins');
  return mis ? tr('misère play: the player to move loses') : tr('the player to move loses');
}
