/*
** pairsplit.c — the oracle's pairs of piles (E&D), "a/b": a move throws one pile
** away and splits the other into two piles of at least one stone, which
** become the pair, the first where a was. Moves are written "a/b>x/y".
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

static int pair_ok(const char *param, const char *b) {
  size_t n = strspn(b, "0123456789");
  (void)param;
  if (n == 0 || n > 9 || b[n] != '/' || b[0] == '0') return 0;
  b += n + 1;
  n = strspn(b, "0123456789");
  return n > 0 && n <= 9 && b[n] == '\0' && b[0] != '0';
}

static void splits(long a, long b, long pile, omoves *out) {
  char text[96], after[48];
  long x;
  for (x = 1; x < pile; x++) {
    snprintf(text, sizeof text, "%ld/%ld>%ld/%ld", a, b, x, pile - x);
    snprintf(after, sizeof after, "%ld/%ld", x, pile - x);
    om_add1(out, text, after);
  }
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  char *p;
  long a = strtol(body, &p, 10), b = strtol(p + 1, NULL, 10);
  (void)param;
  (void)turn;
  splits(a, b, b, out);
  if (a != b) splits(a, b, a, out); /* a = b: the same pairs again */
}

const orules orules_pairsplit = {"pairsplit", 0, 0, NULL, pair_ok, NULL, moves, 0};
