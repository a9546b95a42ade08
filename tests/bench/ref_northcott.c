/* ref_northcott.c — a plain scanf reference for HDU 1730, for `make bench`. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n, m, a, b, x;
  while (scanf("%d %d", &n, &m) == 2) {
    x = 0;
    while (n-- > 0) {
      if (scanf("%d %d", &a, &b) != 2) return 1;
      x ^= abs(a - b) - 1;
    }
    puts(x ? "I WIN!" : "BAD LUCK!");
  }
  return 0;
}
