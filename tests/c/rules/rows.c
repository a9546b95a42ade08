/*
** rows.c — the oracle's games on a row of cells: jumping checkers, Northcott's
** game and Treblecross.
**   checkers: a piece "o" moves right to the next cell if it is empty, else
**     over the whole block of pieces to its right onto the first empty cell
**     after it; with no empty cell to its right it cannot move.
**   northcott: the player to move (turn 0: "B", turn 1: "W") moves their own
**     piece any distance over empty cells, never onto or past the other one.
**   treblecross: an X on any empty cell; three X's in a row end the game.
*/
#include <stdio.h>
#include <string.h>
#include "../oracle.h"

static int made_of(const char *b, const char *alphabet, size_t min) {
  size_t n = strlen(b);
  return n >= min && n < OMAXBODY && strspn(b, alphabet) == n;
}

static int checkers_ok(const char *param, const char *b) {
  (void)param;
  return made_of(b, ".o", 1);
}

static void checkers_moves(const char *param, const char *body, int turn, omoves *out) {
  int len = (int)strlen(body), i, j;
  char text[40], after[OMAXBODY];
  (void)param;
  (void)turn;
  for (i = 0; i < len; i++) {
    if (body[i] != 'o') continue;
    for (j = i + 1; j < len && body[j] == 'o'; j++) {}
    if (j == len) continue; /* no empty cell to the right */
    memcpy(after, body, (size_t)len + 1);
    after[i] = '.';
    after[j] = 'o';
    snprintf(text, sizeof text, "%d>%d", i + 1, j + 1);
    om_add1(out, text, after);
  }
}

const orules orules_checkers = {"checkers", 0, 0, NULL, checkers_ok, NULL, checkers_moves, 0};

static int northcott_ok(const char *param, const char *b) {
  int nb = 0, nw = 0;
  (void)param;
  if (!made_of(b, ".BW", 2)) return 0;
  for (; *b; b++) {
    nb += *b == 'B';
    nw += *b == 'W';
  }
  return nb == 1 && nw == 1;
}

static void northcott_moves(const char *param, const char *body, int turn, omoves *out) {
  char mine = turn == 0 ? 'B' : 'W';
  int len = (int)strlen(body), at, dir, t;
  char text[40], after[OMAXBODY];
  (void)param;
  for (at = 0; at < len && body[at] != mine; at++) {}
  for (dir = -1; dir <= 1; dir += 2)
    for (t = at + dir; t >= 0 && t < len && body[t] == '.'; t += dir) {
      memcpy(after, body, (size_t)len + 1);
      after[at] = '.';
      after[t] = mine;
      snprintf(text, sizeof text, "%d>%d", at + 1, t + 1);
      om_add1(out, text, after);
    }
}

const orules orules_northcott = {"northcott", 0, 1, NULL, northcott_ok, NULL, northcott_moves, 0};

static int treble_ok(const char *param, const char *b) {
  (void)param;
  return made_of(b, ".X", 3);
}

static int treble_ends(const char *param, const char *b) {
  (void)param;
  return strstr(b, "XXX") != NULL;
}

static void treble_moves(const char *param, const char *body, int turn, omoves *out) {
  int len = (int)strlen(body), i;
  char text[40], after[OMAXBODY];
  (void)param;
  (void)turn;
  for (i = 0; i < len; i++) {
    if (body[i] != '.') continue;
    memcpy(after, body, (size_t)len + 1);
    after[i] = 'X';
    snprintf(text, sizeof text, "%d", i + 1);
    om_add1(out, text, after);
  }
}

const orules orules_treblecross = {"treblecross", 0, 0, NULL, treble_ok, treble_ends,
                                   treble_moves, 0};
