/*
** splitnim.c — the oracle's split Nim: a move takes a heap of n away and puts
** down two heaps i <= j < n (an empty one is no heap; both empty leave a heap
** of 0). Moves are written "n>i+j".
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

static int heap_ok(const char *param, const char *b) {
  (void)param;
  return *b != '\0' && strlen(b) <= 6 && strspn(b, "0123456789") == strlen(b);
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  long n = strtol(body, NULL, 10), i, j;
  char text[64], a[24], b[24];
  const char *bodies[2];
  (void)param;
  (void)turn;
  for (i = 0; i < n; i++)
    for (j = i; j < n; j++) {
      snprintf(text, sizeof text, "%ld>%ld+%ld", n, i, j);
      snprintf(a, sizeof a, "%ld", i);
      snprintf(b, sizeof b, "%ld", j);
      bodies[0] = a;
      bodies[1] = b;
      if (i == 0) om_add1(out, text, b);
      else om_add(out, text, 2, bodies);
    }
}

const orules orules_splitnim = {"splitnim", 0, 0, NULL, heap_ok, NULL, moves, 0};
