/*
** first.c — the games of the page's first module (c/first.c says what that
** is): the game the page opens with. The whole engine's list is games.c.
*/
#include "../game.h"

extern const gr_game gr_game_nim;

const gr_game *const gr_games[] = {
  &gr_game_nim,
  NULL,
};

/* Nim's judges (nimjudge.c) are the whole engine's: the first module lists
** none, and a judge asked of it is absent (c/first.c). */
const gr_judgedef gr_nim_judges[] = {{.name = NULL}};
