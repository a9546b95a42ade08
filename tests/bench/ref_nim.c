/* ref_nim.c — a plain scanf reference for Luogu P2197, for `make bench`. */
#include <stdio.h>

int main(void) {
  int t, n, x, s;
  if (scanf("%d", &t) != 1) return 1;
  while (t-- > 0) {
    if (scanf("%d", &n) != 1) return 1;
    s = 0;
    while (n-- > 0) {
      if (scanf("%d", &x) != 1) return 1;
      s ^= x;
    }
    puts(s ? "Yes" : "No");
  }
  return 0;
}
