// boards/wythoff.zh.js — this board's words in Simplified Chinese: the engine's
// messages its game writes (their ids and English in c/games/msg.h, [board wythoff]).
// Terms as in web/i18n/glossary.js; tests/js/engine-messages.test.mjs checks
// every id and its placeholders.

export default {
  'game.wythoff.title': '威佐夫博弈',
  'game.wythoff.notation': '两堆 x/y；一步从一堆中取，或从两堆中取同样多，例如 wythoff:3/5',
  'misere.wythoff': '反常威佐夫博弈：必败态与正常规则下相同，只是 (0,0)、(1,2) 和 (2,1) 换成了 (0,1)、(1,0) 和 (2,2)',
  'err.wythoff.body': '威佐夫博弈是两堆，例如 wythoff:3/5',
  'move.wythoff.both': '从两堆各取 {0} 颗（{1}/{2} → {3}/{4}）',
  'move.wythoff.first': '从第一堆取 {0} 颗（{1}/{2} → {3}/{4}）',
  'move.wythoff.second': '从第二堆取 {0} 颗（{1}/{2} → {3}/{4}）',
  'refuse.wythoff.empty': '两堆都空了',
  'refuse.wythoff.take': '一步从一堆中取若干颗，或从两堆中取同样多，写作 {0}/{1}>X/Y（从 {0}/{1} 到 X/Y）',
};
