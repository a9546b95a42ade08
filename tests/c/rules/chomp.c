/*
** chomp.c — the oracle's Chomp: row lengths from the top joined by "/"
** (never growing), or "RxC"; the top-left square is never eaten. A bite
** "r.c" (from 1) eats every square at or below row r and at or right of
** column c. Canonical: the lengths of the rows left, "/"-joined.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

#define HMAX 16

static int read_rows(const char *body, int *len) {
  int n = 0, R, C;
  char *end;
  if (strchr(body, 'x')) {
    if (sscanf(body, "%dx%d", &R, &C) != 2 || R < 1 || C < 1 || R > HMAX) return -1;
    for (n = 0; n < R; n++) len[n] = C;
    return n;
  }
  for (;;) {
    long v = strtol(body, &end, 10);
    if (end == body || v < 0 || n == HMAX || (n > 0 && v > len[n - 1]) || (n == 0 && v < 1))
      return -1;
    if (v > 0) len[n++] = (int)v;
    if (*end == '\0') return n;
    if (*end != '/') return -1;
    body = end + 1;
  }
}

static int body_ok(const char *param, const char *body) {
  int len[HMAX];
  (void)param;
  return read_rows(body, len) > 0;
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  int len[HMAX], n = read_rows(body, len), r, c, i;
  (void)param;
  (void)turn;
  for (r = 0; r < n; r++)
    for (c = 0; c < len[r]; c++) {
      char text[32], after[OMAXBODY];
      size_t k = 0;
      if (r == 0 && c == 0) continue;
      after[0] = '\0';
      for (i = 0; i < n; i++) {
        int v = i >= r && len[i] > c ? c : len[i];
        if (v > 0) k += (size_t)snprintf(after + k, sizeof after - k, "%s%d", i ? "/" : "", v);
      }
      snprintf(text, sizeof text, "%d.%d", r + 1, c + 1);
      om_add1(out, text, after);
    }
}

const orules orules_chomp = {"chomp", 0, 0, NULL, body_ok, NULL, moves, 0};
