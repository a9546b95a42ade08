/*
** gen.c — the largest judge inputs the problems allow, for `make bench`.
** usage: gen DIR   writes DIR/chess-full.in, chess.in, nim.in, northcott.in,
** treblecross.in, treblecross-uva.in (fixed seed: the same bytes every run).
*/
#include <stdio.h>
#include <stdlib.h>

static unsigned long long s = 88172645463325252ull;
static long rin(long lo, long hi) { /* xorshift64 */
  s ^= s << 13;
  s ^= s >> 7;
  s ^= s << 17;
  return lo + (long)(s % (unsigned long long)(hi - lo + 1));
}

static FILE *open_out(const char *dir, const char *name) {
  char path[1024];
  FILE *f;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  if ((f = fopen(path, "w")) == NULL) {
    perror(path);
    exit(1);
  }
  return f;
}

static void chess(const char *dir, const char *name, int full) {
  FILE *f = open_out(dir, name);
  int t, i, j;
  fprintf(f, "100\n");
  for (t = 0; t < 100; t++) {
    fprintf(f, "1000\n");
    for (i = 0; i < 1000; i++) {
      int col[20], m = 0;
      for (j = 0; j < 20; j++) { /* shuffled columns */
        int r = (int)rin(0, j);
        col[j] = col[r];
        col[r] = j + 1;
      }
      m = full ? 20 : (int)rin(0, 20);
      fprintf(f, "%d", m);
      for (j = 0; j < m; j++) fprintf(f, " %d", col[j]);
      fputc('\n', f);
    }
  }
  fclose(f);
}

static void nim(const char *dir) {
  FILE *f = open_out(dir, "nim.in");
  int t, i;
  fprintf(f, "10\n");
  for (t = 0; t < 10; t++) {
    fprintf(f, "10000\n");
    for (i = 0; i < 10000; i++) fprintf(f, i ? " %ld" : "%ld", rin(0, 9999));
    fputc('\n', f);
  }
  fclose(f);
}

static void northcott(const char *dir) {
  FILE *f = open_out(dir, "northcott.in");
  int t, i;
  for (t = 0; t < 1000; t++) {
    fprintf(f, "1000 100\n");
    for (i = 0; i < 1000; i++) {
      long a = rin(1, 100), b;
      do b = rin(1, 100);
      while (b == a);
      fprintf(f, "%ld %ld\n", a, b);
    }
    fputc('\n', f);
  }
  fclose(f);
}

static void treblecross(const char *dir, const char *name, int cases) {
  FILE *f = open_out(dir, name);
  int t, i;
  fprintf(f, "%d\n", cases);
  for (t = 0; t < cases; t++) {
    char c[201];
    int dens = (int)rin(0, 12);
    for (i = 0; i < 200; i++) {
      c[i] = rin(1, 100) <= dens ? 'X' : '.';
      if (i >= 2 && c[i] == 'X' && c[i - 1] == 'X' && c[i - 2] == 'X') c[i] = '.';
    }
    c[200] = '\0';
    fprintf(f, "%s\n", c);
  }
  fclose(f);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fputs("usage: gen DIR\n", stderr);
    return 2;
  }
  chess(argv[1], "chess-full.in", 1);
  chess(argv[1], "chess.in", 0);
  nim(argv[1]);
  northcott(argv[1]);
  treblecross(argv[1], "treblecross.in", 200);
  treblecross(argv[1], "treblecross-uva.in", 99);
  return 0;
}
