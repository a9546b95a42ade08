/*
** papercut.c — the oracle's cutting game, "WxH": a move cuts a sheet along a
** grid line into two; a 1×1 sheet ends the game (whoever cut it out won).
** Moves name the two sheets, the smaller first: "4x2>1x2+3x2".
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

static int sheet_ok(const char *param, const char *b) {
  size_t n = strspn(b, "0123456789");
  (void)param;
  if (n == 0 || n > 4 || b[n] != 'x' || b[0] == '0') return 0;
  b += n + 1;
  n = strspn(b, "0123456789");
  return n > 0 && n <= 4 && b[n] == '\0' && b[0] != '0';
}

static int one_by_one(const char *param, const char *b) {
  (void)param;
  return strcmp(b, "1x1") == 0;
}

static void cut(long w, long h, long aw, long ah, long bw, long bh, omoves *out) {
  char text[96], a[24], b[24];
  const char *bodies[2];
  snprintf(text, sizeof text, "%ldx%ld>%ldx%ld+%ldx%ld", w, h, aw, ah, bw, bh);
  snprintf(a, sizeof a, "%ldx%ld", aw, ah);
  snprintf(b, sizeof b, "%ldx%ld", bw, bh);
  bodies[0] = a;
  bodies[1] = b;
  om_add(out, text, 2, bodies);
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  char *p;
  long w = strtol(body, &p, 10), h = strtol(p + 1, NULL, 10), k;
  (void)param;
  (void)turn;
  for (k = 1; 2 * k <= w; k++) cut(w, h, k, h, w - k, h, out);
  for (k = 1; 2 * k <= h; k++) cut(w, h, w, k, w, h - k, out);
}

const orules orules_papercut = {"papercut", 0, 0, NULL, sheet_ok, one_by_one, moves, 0};
