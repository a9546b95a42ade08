/*
** hill.c — the oracle's climbing the hill: the people's cells from the
** hilltop (0), the king's marked K ("1/2/K4"). A move takes a person not at
** the top up to any cell above him and below the person above (the top holds
** any number); the king at the top ends the game (whoever took him won).
** Moves are written "A>B", from cell A to cell B.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

#define MAXP 16

/* The cells into c, the king's index into *king; the count, or -1. */
static int read_hill(const char *b, long *c, int *king) {
  int n = 0;
  *king = -1;
  for (;;) {
    char *end;
    if (n == MAXP) return -1;
    if (*b == 'K') {
      if (*king >= 0) return -1;
      *king = n;
      b++;
    }
    if (*b < '0' || *b > '9') return -1;
    c[n] = strtol(b, &end, 10);
    if (n > 0 && (c[n] != 0 ? c[n] <= c[n - 1] : c[n - 1] != 0)) return -1;
    n++;
    b = end;
    if (*b == '\0') break;
    if (*b++ != '/') return -1;
  }
  return *king >= 0 ? n : -1;
}

static int hill_ok(const char *param, const char *b) {
  long c[MAXP];
  int king;
  (void)param;
  return strlen(b) < 60 && read_hill(b, c, &king) > 0;
}

static int king_top(const char *param, const char *b) {
  long c[MAXP];
  int king;
  (void)param;
  return read_hill(b, c, &king) > 0 && c[king] == 0;
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  long c[MAXP], to;
  int king, n = read_hill(body, c, &king), i, k;
  (void)param;
  (void)turn;
  for (i = 0; i < n; i++) {
    long lo = i == 0 || c[i - 1] == 0 ? 0 : c[i - 1] + 1;
    if (c[i] == 0) continue;
    for (to = lo; to < c[i]; to++) {
      char text[48], after[OMAXBODY];
      size_t at = 0;
      for (k = 0; k < n; k++)
        at += (size_t)snprintf(after + at, sizeof after - at, "%s%s%ld", k ? "/" : "",
                               k == king ? "K" : "", k == i ? to : c[k]);
      snprintf(text, sizeof text, "%ld>%ld", c[i], to);
      om_add1(out, text, after);
    }
  }
}

const orules orules_hill = {"hill", 0, 0, NULL, hill_ok, king_top, moves, 0};
