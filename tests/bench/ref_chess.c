/* ref_chess.c — a plain scanf reference for HDU 5724, for `make bench`: the
** SG value of every row bitmask (2^20) built at startup, as the seed does. */
#include <stdio.h>

static unsigned char sg[1 << 20]; /* bit 20 - p: a piece on column p */

int main(void) {
  int i, t, n, m, p;
  for (i = 1; i < (1 << 20); i++) {
    unsigned seen = 0;
    int j, empty = -1, g = 0;
    for (j = 0; j < 20; j++) { /* from the right end: bit 0 is column 20 */
      if (!(i >> j & 1)) empty = j;
      else if (empty >= 0) seen |= 1u << sg[(i ^ 1 << j) | 1 << empty];
    }
    while (seen >> g & 1) g++;
    sg[i] = (unsigned char)g;
  }
  if (scanf("%d", &t) != 1) return 1;
  while (t-- > 0) {
    int x = 0;
    if (scanf("%d", &n) != 1) return 1;
    while (n-- > 0) {
      int row = 0;
      if (scanf("%d", &m) != 1) return 1;
      while (m-- > 0) {
        if (scanf("%d", &p) != 1) return 1;
        row |= 1 << (20 - p);
      }
      x ^= sg[row];
    }
    puts(x ? "YES" : "NO");
  }
  return 0;
}
