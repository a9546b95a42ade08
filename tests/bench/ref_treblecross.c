/* ref_treblecross.c — a plain scanf reference for LightOJ 1229 (or, with
** the argument "uva", UVa 10561), for `make bench`: stretch SG values from a
** table, every empty cell tried in turn. */
#include <stdio.h>
#include <string.h>

static int sg[205];

static int three(const char *s, int n, int i) { /* an X on i completes three */
#define X(k) ((k) >= 0 && (k) < n && s[k] == 'X')
  return (X(i - 2) && X(i - 1)) || (X(i - 1) && X(i + 1)) || (X(i + 1) && X(i + 2));
#undef X
}

/* Does the player to move win, nobody able to complete three at once? */
static int value(const char *s, int n) {
  int i, run = 0, v = 0;
  for (i = 0; i <= n; i++) {
    int ok = i < n && s[i] == '.' && !(i > 0 && s[i - 1] == 'X') && !(i > 1 && s[i - 2] == 'X') &&
             !(i + 1 < n && s[i + 1] == 'X') && !(i + 2 < n && s[i + 2] == 'X');
    if (ok) run++;
    else {
      v ^= sg[run];
      run = 0;
    }
  }
  return v;
}

int main(int argc, char **argv) {
  int uva = argc > 1 && strcmp(argv[1], "uva") == 0, r, k, t, c;
  char s[256];
  for (r = 1; r < 205; r++) {
    int seen[64] = {0}, g = 0;
    for (k = 1; k <= r; k++) seen[sg[k > 3 ? k - 3 : 0] ^ sg[r - k > 2 ? r - k - 2 : 0]] = 1;
    while (seen[g]) g++;
    sg[r] = g;
  }
  if (scanf("%d", &t) != 1) return 1;
  for (c = 1; c <= t; c++) {
    int n, i, cnt = 0, win[205], threat = 0;
    if (scanf("%250s", s) != 1) return 1;
    n = (int)strlen(s);
    for (i = 0; i < n; i++)
      if (s[i] == '.' && three(s, n, i)) win[cnt++] = i, threat = 1;
    if (!threat)
      for (i = 0; i < n; i++) {
        int j, bad = 0;
        if (s[i] != '.') continue;
        s[i] = 'X';
        for (j = 0; j < n && !bad; j++) bad = s[j] == '.' && three(s, n, j);
        if (!bad && value(s, n) == 0) win[cnt++] = i;
        s[i] = '.';
      }
    if (uva) {
      puts(cnt ? "WINNING" : "LOSING");
      for (i = 0; i < cnt; i++) printf(i ? " %d" : "%d", win[i] + 1);
      putchar('\n');
    } else {
      printf("Case %d:", c);
      if (!cnt) printf(" 0");
      for (i = 0; i < cnt; i++) printf(" %d", win[i] + 1);
      putchar('\n');
    }
  }
  return 0;
}
