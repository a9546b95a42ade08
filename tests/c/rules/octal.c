/*
** octal.c — the oracle's octal games on a row of pins, "octal(0.d1d2…dt)":
** a move knocks down k adjacent standing pins "o" of one run when digit d_k
** allows where the block sits: the whole run (d_k has 1), at one end of a
** longer run (2), or with pins left on both sides (4).
*/
#include <stdio.h>
#include <string.h>
#include "../oracle.h"

/* "0.d1…dt" or ".d1…dt", octal digits, trailing zeros dropped. */
static int code(const char *p, char *out, size_t cap) {
  size_t n;
  if (*p == '0') p++;
  if (*p++ != '.') return -1;
  n = strspn(p, "01234567");
  if (p[n] != '\0') return -1;
  while (n > 0 && p[n - 1] == '0') n--;
  if (n == 0 || n + 3 > cap) return -1;
  snprintf(out, cap, "0.%.*s", (int)n, p);
  return 0;
}

static int row_ok(const char *param, const char *b) {
  size_t n = strlen(b);
  (void)param;
  return n >= 1 && n < OMAXBODY && strspn(b, ".o") == n;
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  const char *d = param + 2;
  int t = (int)strlen(d), len = (int)strlen(body), i, k, j;
  char text[40], after[OMAXBODY];
  (void)turn;
  for (i = 0; i < len; i++)
    for (k = 1; k <= t && i + k <= len; k++) {
      int dk = d[k - 1] - '0', left = 0, right = 0, ok = 1, need;
      for (j = i; j < i + k; j++) ok &= body[j] == 'o';
      if (!ok || dk == 0) continue;
      for (j = i - 1; j >= 0 && body[j] == 'o'; j--) left++;
      for (j = i + k; j < len && body[j] == 'o'; j++) right++;
      need = left == 0 && right == 0 ? 1 : left == 0 || right == 0 ? 2 : 4;
      if (!(dk & need)) continue;
      memcpy(after, body, (size_t)len + 1);
      memset(after + i, '.', (size_t)k);
      if (k == 1) snprintf(text, sizeof text, "%d", i + 1);
      else snprintf(text, sizeof text, "%d-%d", i + 1, i + k);
      om_add1(out, text, after);
    }
}

const orules orules_octal = {"octal", 1, 0, code, row_ok, NULL, moves, 0};
