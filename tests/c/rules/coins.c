/*
** coins.c — the oracle's coin-turning games, from the rules alone. A row is
** "H" (heads) and "T" (tails), coins numbered from 1 at the left; a move
** turns over some coins, the rightmost of which goes from heads to tails.
**   ruler:       a run of consecutive coins ending at that one ("B", "A-B");
**   turtles:     that coin and perhaps one coin left of it ("B", "A.B");
**   mockturtles: that coin and perhaps one or two coins left of it ("B",
**                "A.B", "A.B.C").
**   corners:     a grid, rows separated by "/", rows and columns from 0; a
**                move turns (a,b) (a,y) (x,b) (x,y) with a < x and b < y,
**                where (x,y) goes from heads to tails ("a.b-x.y").
*/
#include <stdio.h>
#include <string.h>
#include "../oracle.h"

static int row_ok(const char *param, const char *b) {
  size_t n = strlen(b);
  (void)param;
  return n >= 1 && n < OMAXBODY && strspn(b, "HT") == n;
}

static void turn_coin(char *s, int i) { s[i] = s[i] == 'H' ? 'T' : 'H'; }

static void ruler_moves(const char *param, const char *body, int turn, omoves *out) {
  int len = (int)strlen(body), a, b, i;
  char text[64], after[OMAXBODY];
  (void)param;
  (void)turn;
  for (b = 1; b <= len; b++) {
    if (body[b - 1] != 'H') continue;
    for (a = 1; a <= b; a++) {
      memcpy(after, body, (size_t)len + 1);
      for (i = a; i <= b; i++) turn_coin(after, i - 1);
      if (a == b) snprintf(text, sizeof text, "%d", b);
      else snprintf(text, sizeof text, "%d-%d", a, b);
      om_add1(out, text, after);
    }
  }
}

/* One coin b from heads to tails and up to `most` - 1 coins left of it. */
static void turtles_upto(const char *body, int most, omoves *out) {
  int len = (int)strlen(body), a, a2, b;
  char text[64], after[OMAXBODY];
  for (b = 1; b <= len; b++) {
    if (body[b - 1] != 'H') continue;
    memcpy(after, body, (size_t)len + 1);
    turn_coin(after, b - 1);
    snprintf(text, sizeof text, "%d", b);
    om_add1(out, text, after);
    for (a = 1; a < b && most >= 2; a++) {
      turn_coin(after, a - 1);
      snprintf(text, sizeof text, "%d.%d", a, b);
      om_add1(out, text, after);
      for (a2 = a + 1; a2 < b && most >= 3; a2++) {
        turn_coin(after, a2 - 1);
        snprintf(text, sizeof text, "%d.%d.%d", a, a2, b);
        om_add1(out, text, after);
        turn_coin(after, a2 - 1);
      }
      turn_coin(after, a - 1);
    }
  }
}

static void turtles_moves(const char *param, const char *body, int turn, omoves *out) {
  (void)param;
  (void)turn;
  turtles_upto(body, 2, out);
}

static void mock_moves(const char *param, const char *body, int turn, omoves *out) {
  (void)param;
  (void)turn;
  turtles_upto(body, 3, out);
}

/* Rows of one length, "H"/"T", separated by "/". */
static int grid_ok(const char *param, const char *b) {
  size_t w = strcspn(b, "/"), n = strlen(b), i;
  (void)param;
  if (w == 0 || n >= OMAXBODY || (n + 1) % (w + 1) != 0) return 0;
  for (i = 0; i < n; i++)
    if ((i % (w + 1) == w) != (b[i] == '/') || (b[i] != '/' && b[i] != 'H' && b[i] != 'T'))
      return 0;
  return 1;
}

static void corners_moves(const char *param, const char *body, int turn, omoves *out) {
  int n = (int)strlen(body), w = (int)strcspn(body, "/"), h = (n + 1) / (w + 1);
  int a, b, x, y;
  char text[64], after[OMAXBODY];
  (void)param;
  (void)turn;
#define CELL(s, r, c) ((s)[(r) * (w + 1) + (c)])
  for (x = 0; x < h; x++)
    for (y = 0; y < w; y++) {
      if (CELL(body, x, y) != 'H') continue;
      for (a = 0; a < x; a++)
        for (b = 0; b < y; b++) {
          memcpy(after, body, (size_t)n + 1);
          turn_coin(after, a * (w + 1) + b);
          turn_coin(after, a * (w + 1) + y);
          turn_coin(after, x * (w + 1) + b);
          turn_coin(after, x * (w + 1) + y);
          snprintf(text, sizeof text, "%d.%d-%d.%d", a, b, x, y);
          om_add1(out, text, after);
        }
    }
#undef CELL
}

const orules orules_ruler = {"ruler", 0, 0, NULL, row_ok, NULL, ruler_moves, 0};
const orules orules_turtles = {"turtles", 0, 0, NULL, row_ok, NULL, turtles_moves, 0};
const orules orules_mockturtles = {"mockturtles", 0, 0, NULL, row_ok, NULL, mock_moves, 0};
const orules orules_corners = {"corners", 0, 0, NULL, grid_ok, NULL, corners_moves, 0};
