/*
** bankgen.c — the classic problems' inputs at their statements' limits, for
** `make bench` (fixed seed: the same bytes every run).
** usage: bankgen DIR   writes DIR/bank-JUDGE.in for every judge run.sh lists.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long s = 0x2545F4914F6CDD1Dull;
static long long rin(long long lo, long long hi) { /* xorshift64 */
  s ^= s << 13;
  s ^= s >> 7;
  s ^= s << 17;
  return lo + (long long)(s % (unsigned long long)(hi - lo + 1));
}

static FILE *f;
static void line(long long n, long long lo, long long hi, int count_first) {
  long long i;
  if (count_first) fprintf(f, "%lld", n);
  for (i = 0; i < n; i++) fprintf(f, i == 0 && !count_first ? "%lld" : " %lld", rin(lo, hi));
  fputc('\n', f);
}
/* T cases of "n" then a line of n numbers in lo..hi (T first when t_first). */
static void cases(long long t, int t_first, long long n, long long lo, long long hi) {
  long long k;
  if (t_first) fprintf(f, "%lld\n", t);
  for (k = 0; k < t; k++) {
    fprintf(f, "%lld\n", n);
    line(n, lo, hi, 0);
  }
}

int main(int argc, char **argv) {
  char path[1024];
  const char *dir = argc == 2 ? argv[1] : NULL;
  long long k, i, j;
  static const char *names[] = {"brave", "cet4", "fibo", "rabbit", "goodboy", "snim", "john",
                                "bethewinner", "wythoff", "fibnim", "lasker", "stonebox",
                                "simplenim", "climbing", "papercut", "georgia", "matchesgame",
                                "nim-poj", "chessgame", "pairsplit", "john-luogu", "knights",
                                "acwing891", "acwing892", "acwing893", "acwing894", NULL};
  if (dir == NULL) {
    fputs("usage: bankgen DIR\n", stderr);
    return 2;
  }
  for (j = 0; names[j] != NULL; j++) {
    const char *n = names[j];
    snprintf(path, sizeof path, "%s/bank-%s.in", dir, n);
    if ((f = fopen(path, "w")) == NULL) {
      perror(path);
      return 1;
    }
    if (!strcmp(n, "brave")) { /* C = 100, n, m <= 1000 */
      fprintf(f, "100\n");
      for (k = 0; k < 100; k++) fprintf(f, "%lld %lld\n", rin(1, 1000), rin(1, 1000));
    } else if (!strcmp(n, "cet4")) { /* 10^5 lines, n <= 1000 */
      for (k = 0; k < 100000; k++) fprintf(f, "%lld\n", rin(1, 1000));
    } else if (!strcmp(n, "fibo")) { /* 10^5 lines m n p <= 1000 */
      for (k = 0; k < 100000; k++) line(3, 1, 1000, 0);
      fprintf(f, "0 0 0\n");
    } else if (!strcmp(n, "rabbit")) { /* 1000 cases of m = 1000 chips <= 1000 */
      cases(1000, 0, 1000, 0, 1000);
      fprintf(f, "0\n");
    } else if (!strcmp(n, "goodboy")) { /* 1000 cases of M = 100 piles <= 10^6 */
      cases(1000, 0, 100, 1, 1000000);
      fprintf(f, "0\n");
    } else if (!strcmp(n, "snim")) { /* 10 test cases: k = 100, m = 100, l = 100, h <= 10^4 */
      for (k = 0; k < 10; k++) {
        line(100, 1, 10000, 1);
        fprintf(f, "100\n");
        for (i = 0; i < 100; i++) line(100, 0, 10000, 1);
      }
      fprintf(f, "0\n");
    } else if (!strcmp(n, "john")) { /* T = 474, N = 47, A <= 4747 */
      cases(474, 1, 47, 1, 4747);
    } else if (!strcmp(n, "bethewinner")) { /* 1000 cases, n = 100 rows <= 100 */
      cases(1000, 0, 100, 1, 100);
    } else if (!strcmp(n, "wythoff")) { /* 10^5 lines a b <= 10^9 */
      for (k = 0; k < 100000; k++) line(2, 0, 1000000000, 0);
    } else if (!strcmp(n, "fibnim")) { /* 10^5 lines n < 2^31 */
      for (k = 0; k < 100000; k++) fprintf(f, "%lld\n", rin(2, 2147483647));
      fprintf(f, "0\n");
    } else if (!strcmp(n, "lasker") || !strcmp(n, "simplenim")) { /* T = 10, N = 10^5 */
      cases(10, 1, 100000, 1, !strcmp(n, "lasker") ? 2147483647 : 1000000000);
    } else if (!strcmp(n, "stonebox")) { /* 1000 cases of N = 50, s <= 10^6 */
      for (k = 0; k < 1000; k++) {
        fprintf(f, "50\n");
        for (i = 0; i < 50; i++) {
          long long c = rin(0, 1000000), t = rin(0, 1000000);
          fprintf(f, "%lld %lld\n", c > t ? c : t, c > t ? t : c);
        }
      }
      fprintf(f, "0\n");
    } else if (!strcmp(n, "climbing")) { /* 1000 cases, N = 1000 people below 10^5 */
      for (k = 0; k < 1000; k++) {
        long long at = 0;
        fprintf(f, "1000 %lld\n", rin(1, 1000));
        for (i = 0; i < 1000; i++) fprintf(f, i ? " %lld" : "%lld", at += rin(1, 99));
        fputc('\n', f);
      }
    } else if (!strcmp(n, "papercut")) { /* 10^5 lines W H <= 200 */
      for (k = 0; k < 100000; k++) line(2, 2, 200, 0);
    } else if (!strcmp(n, "georgia")) { /* T = 20, N = 1000 distinct cells <= 10^4 */
      fprintf(f, "20\n");
      for (k = 0; k < 20; k++) {
        static char used[10001];
        memset(used, 0, sizeof used);
        fprintf(f, "1000\n");
        for (i = 0; i < 1000; i++) {
          long long p;
          do p = rin(1, 10000);
          while (used[p]);
          used[p] = 1;
          fprintf(f, i ? " %lld" : "%lld", p);
        }
        fputc('\n', f);
      }
    } else if (!strcmp(n, "matchesgame")) { /* 10^5 lines, M = 20 piles <= 10^7 */
      for (k = 0; k < 100000; k++) line(20, 1, 10000000, 1);
    } else if (!strcmp(n, "nim-poj")) { /* 1000 cases, n = 1000 piles <= 10^9 */
      cases(1000, 0, 1000, 1, 1000000000);
      fprintf(f, "0\n");
    } else if (!strcmp(n, "chessgame")) { /* 10 graphs of N = 1000, 10^5 arrows, 10^4 queries of M = 10 */
      for (k = 0; k < 10; k++) {
        fprintf(f, "1000\n");
        for (i = 0; i < 1000; i++) { /* arrows go to larger numbers: no cycle */
          long long x = i < 999 ? rin(0, 999 - i < 200 ? 999 - i : 200) : 0, m;
          fprintf(f, "%lld", x);
          for (m = 0; m < x; m++) fprintf(f, " %lld", i + 1 + m * (999 - i) / (x ? x : 1));
          fputc('\n', f);
        }
        for (i = 0; i < 10000; i++) line(10, 0, 999, 1);
        fprintf(f, "0\n");
      }
    } else if (!strcmp(n, "pairsplit")) { /* T = 20, N = 2*10^4, S <= 2*10^9 */
      cases(20, 1, 20000, 1, 2000000000);
    } else if (!strcmp(n, "john-luogu")) { /* T = 500, N = 50, <= 5000 */
      cases(500, 1, 50, 1, 5000);
    } else if (!strcmp(n, "knights")) { /* T = 200, n = 1000, x, y < 500 */
      fprintf(f, "200\n");
      for (k = 0; k < 200; k++) {
        fprintf(f, "1000\n");
        for (i = 0; i < 1000; i++) line(2, 0, 499, 0);
      }
    } else if (!strcmp(n, "acwing891") || !strcmp(n, "acwing892")) { /* n = 10^5, <= 10^9 */
      cases(1, 0, 100000, 1, 1000000000);
    } else if (!strcmp(n, "acwing893")) { /* k = 100 numbers <= 10^4, n = 100 heaps <= 10^4 */
      cases(1, 0, 100, 1, 10000);
      cases(1, 0, 100, 1, 10000);
    } else if (!strcmp(n, "acwing894")) { /* n = 100, a <= 100 */
      cases(1, 0, 100, 1, 100);
    }
    if (fclose(f) != 0) {
      perror(path);
      return 1;
    }
  }
  return 0;
}
