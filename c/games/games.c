/*
** games.c — the list of games. To add a game: write games/<name>.c with a
** `const gr_game gr_game_<name>` descriptor, then add one line here.
*/
#include "../game.h"

extern const gr_game gr_game_nim, gr_game_sub, gr_game_checkers, gr_game_northcott,
    gr_game_treblecross, gr_game_staircase, gr_game_octal, gr_game_hackenbush, gr_game_ruler,
    gr_game_turtles, gr_game_mockturtles, gr_game_corners, gr_game_tb, gr_game_graph,
    gr_game_wythoff, gr_game_moore, gr_game_ruleset, gr_game_cram, gr_game_nodekayles,
    gr_game_arckayles, gr_game_chomp, gr_game_stonebox, gr_game_papercut,
    gr_game_pairsplit, gr_game_knights, gr_game_hill, gr_game_splitnim;

void gr_absent_name(gr_ctx *ctx, const gr_msg *kind, const char *name, size_t len) {
  (void)ctx, (void)kind, (void)name, (void)len; /* every game is here */
}

const gr_game *const gr_games[] = {
  &gr_game_nim,
  &gr_game_sub,
  &gr_game_checkers,
  &gr_game_northcott,
  &gr_game_treblecross,
  &gr_game_staircase,
  &gr_game_octal,
  &gr_game_tb,
  &gr_game_hackenbush,
  &gr_game_ruler,
  &gr_game_turtles,
  &gr_game_mockturtles,
  &gr_game_corners,
  &gr_game_graph,
  &gr_game_wythoff,
  &gr_game_moore,
  &gr_game_ruleset,
  &gr_game_cram,
  &gr_game_nodekayles,
  &gr_game_arckayles,
  &gr_game_chomp,
  &gr_game_stonebox,
  &gr_game_papercut,
  &gr_game_pairsplit,
  &gr_game_knights,
  &gr_game_hill,
  &gr_game_splitnim,
  NULL,
};
