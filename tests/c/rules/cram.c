/*
** cram.c — the oracle's Cram: a board of rows of "." (free) and "#"
** (taken) joined by "/", or "RxC" for an empty board; a move covers two free
** cells side by side, written "r.c-r.c" (from 1, the upper or left cell
** first). Canonical: "RxC" when every cell is free, else the rows.
*/
#include <stdio.h>
#include <string.h>
#include "../oracle.h"

#define CMAX 12

typedef struct cboard {
  int R, C;
  char cell[CMAX][CMAX + 1];
} cboard;

static int read_board(const char *body, cboard *b) {
  int r = 0, c = 0;
  memset(b, 0, sizeof *b);
  if (body[0] >= '0' && body[0] <= '9') {
    if (sscanf(body, "%dx%d", &b->R, &b->C) != 2 || b->R < 1 || b->C < 1 || b->R > CMAX ||
        b->C > CMAX)
      return -1;
    for (r = 0; r < b->R; r++) memset(b->cell[r], '.', (size_t)b->C);
    return 0;
  }
  for (;; body++) {
    if (*body == '.' || *body == '#') {
      if (r >= CMAX || c >= CMAX) return -1;
      b->cell[r][c++] = *body;
    } else if (*body == '/' || *body == '\0') {
      if (c == 0 || (r > 0 && c != b->C)) return -1;
      b->C = c;
      r++;
      c = 0;
      if (*body == '\0') break;
    } else {
      return -1;
    }
  }
  b->R = r;
  return 0;
}

static void write_board(const cboard *b, char *out, size_t cap) {
  int r, all = 1;
  size_t n = 0;
  for (r = 0; r < b->R; r++)
    if (strchr(b->cell[r], '#')) all = 0;
  if (all) {
    snprintf(out, cap, "%dx%d", b->R, b->C);
    return;
  }
  out[0] = '\0';
  for (r = 0; r < b->R && n < cap; r++) n += (size_t)snprintf(out + n, cap - n, "%s%.*s", r ? "/" : "", CMAX, b->cell[r]);
}

static int body_ok(const char *param, const char *body) {
  cboard b;
  (void)param;
  return read_board(body, &b) == 0;
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  cboard b;
  int r, c, d;
  (void)param;
  (void)turn;
  read_board(body, &b);
  for (r = 0; r < b.R; r++)
    for (c = 0; c < b.C; c++)
      for (d = 0; d < 2; d++) {
        int r2 = r + d, c2 = c + 1 - d;
        cboard a = b;
        char text[64], after[OMAXBODY + 16];
        if (r2 >= b.R || c2 >= b.C || b.cell[r][c] != '.' || b.cell[r2][c2] != '.') continue;
        a.cell[r][c] = a.cell[r2][c2] = '#';
        snprintf(text, sizeof text, "%d.%d-%d.%d", r + 1, c + 1, r2 + 1, c2 + 1);
        write_board(&a, after, sizeof after);
        om_add1(out, text, after);
      }
}

const orules orules_cram = {"cram", 0, 0, NULL, body_ok, NULL, moves, 0};
