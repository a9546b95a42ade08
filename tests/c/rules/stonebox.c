/*
** stonebox.c — the oracle's boxes of stones, "c/s": a box of capacity s holding
** c stones; a move adds k stones, 1 <= k <= c^2, up to the capacity. Moves
** are written "c>c'".
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

static int box_ok(const char *param, const char *b) {
  size_t n = strspn(b, "0123456789");
  long c, s;
  (void)param;
  if (n == 0 || n > 9 || b[n] != '/') return 0;
  c = strtol(b, NULL, 10);
  b += n + 1;
  n = strspn(b, "0123456789");
  if (n == 0 || n > 9 || b[n] != '\0') return 0;
  s = strtol(b, NULL, 10);
  return c <= s;
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  char *p;
  long c = strtol(body, &p, 10), s = strtol(p + 1, NULL, 10), k;
  char text[64], after[48];
  (void)param;
  (void)turn;
  for (k = 1; k <= c * c && c + k <= s; k++) {
    snprintf(text, sizeof text, "%ld>%ld", c, c + k);
    snprintf(after, sizeof after, "%ld/%ld", c + k, s);
    om_add1(out, text, after);
  }
}

const orules orules_stonebox = {"stonebox", 0, 0, NULL, box_ok, NULL, moves, 0};
