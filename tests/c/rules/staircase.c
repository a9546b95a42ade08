/*
** staircase.c — the oracle's staircase Nim: coins on stairs 1..k ("3/0/5");
** a move carries any positive number of coins from one stair to the stair
** below; from stair 1 they leave the game.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

static int stairs_ok(const char *param, const char *b) {
  (void)param;
  if (*b == '\0' || strlen(b) >= OMAXBODY) return 0;
  for (;;) {
    if (*b < '0' || *b > '9') return 0;
    while (*b >= '0' && *b <= '9') b++;
    if (*b == '\0') return 1;
    if (*b++ != '/') return 0;
  }
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  long v[OMAXBODY];
  int n = 0, s, i;
  char *p = (char *)body, text[40], after[OMAXBODY];
  (void)param;
  (void)turn;
  for (;;) {
    v[n++] = strtol(p, &p, 10);
    if (*p != '/') break;
    p++;
  }
  for (s = 0; s < n; s++) {
    long k;
    for (k = 1; k <= v[s]; k++) { /* k coins from stair s+1 to stair s */
      size_t bn = 0;
      after[0] = '\0';
      for (i = 0; i < n; i++) {
        long x = v[i] - (i == s ? k : 0) + (i == s - 1 ? k : 0);
        bn += (size_t)snprintf(after + bn, sizeof after - bn, "%s%ld", i ? "/" : "", x);
      }
      snprintf(text, sizeof text, "%dx%ld", s + 1, k);
      om_add1(out, text, after);
    }
  }
}

const orules orules_staircase = {"staircase", 0, 0, NULL, stairs_ok, NULL, moves, 0};
