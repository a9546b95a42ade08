/*
** list.c — the games the oracle knows. To add a game: write rules/<name>.c
** with a `const orules orules_<name>` and add one line here.
*/
#include "../oracle.h"

extern const orules orules_nim, orules_sub, orules_checkers, orules_northcott,
    orules_treblecross, orules_staircase, orules_octal, orules_hackenbush, orules_ruler,
    orules_turtles, orules_mockturtles, orules_corners, orules_tb, orules_graph,
    orules_wythoff, orules_moore, orules_ruleset, orules_cram,
    orules_nodekayles, orules_arckayles,
    orules_chomp, orules_stonebox, orules_papercut, orules_pairsplit, orules_knights, orules_hill,
    orules_splitnim;

const orules *const orules_list[] = {
  &orules_nim,
  &orules_sub,
  &orules_checkers,
  &orules_northcott,
  &orules_treblecross,
  &orules_staircase,
  &orules_octal,
  &orules_tb,
  &orules_hackenbush,
  &orules_ruler,
  &orules_turtles,
  &orules_mockturtles,
  &orules_corners,
  &orules_graph,
  &orules_wythoff,
  &orules_moore,
  &orules_ruleset,
  &orules_cram,
  &orules_nodekayles,
  &orules_arckayles,
  &orules_chomp,
  &orules_stonebox,
  &orules_papercut,
  &orules_pairsplit,
  &orules_knights,
  &orules_hill,
  &orules_splitnim,
  NULL,
};
