/*
** chunks.c — the judge readers must not care how the input is cut up.
** usage: chunks [--strict] JUDGE FILE...
** Runs gr_judge on each FILE whole (with GR_JUDGE_STRICT after --strict), then with the read callback handing out
** 1, 2, 3, 5, 7, 64 bytes and random sizes at a time, and with a write
** callback that always fails; the status, the message and the output must be
** the same every time (with the failing writer: GR_EIO for a valid input
** with any answer; a malformed one may report its input error instead). Prints one line per disagreement; exits 1 if any.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "grundy.h"

typedef struct src {
  const char *s;
  size_t n, at;
  int step;             /* bytes per read; 0: random 1..300 */
  unsigned long long r; /* random state */
} src;

static size_t rd(void *ud, char *buf, size_t cap) {
  src *x = ud;
  size_t k = x->n - x->at;
  size_t want = (size_t)x->step;
  if (x->step == 0) {
    x->r = x->r * 6364136223846793005ull + 1442695040888963407ull;
    want = 1 + (size_t)(x->r >> 33) % 300;
  }
  if (want > cap) want = cap;
  if (k > want) k = want;
  memcpy(buf, x->s + x->at, k);
  x->at += k;
  return k;
}

typedef struct sink {
  char *s;
  size_t n, cap;
  int broken;  /* every write fails */
} sink;

static int wr(void *ud, const char *buf, size_t len) {
  sink *o = ud;
  if (o->broken) return 1;
  if (o->n + len > o->cap) {
    o->cap = (o->n + len) * 2;
    o->s = realloc(o->s, o->cap);
    if (o->s == NULL) return 1;
  }
  memcpy(o->s + o->n, buf, len);
  o->n += len;
  return 0;
}

static char *slurp(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  char *s = NULL;
  size_t cap = 0, k;
  *n = 0;
  if (f == NULL) return NULL;
  do {
    if (*n + 65536 > cap) {
      cap = (*n + 65536) * 2;
      s = realloc(s, cap);
      if (s == NULL) exit(3);
    }
    k = fread(s + *n, 1, 65536, f);
    *n += k;
  } while (k > 0);
  fclose(f);
  return s;
}

int main(int argc, char **argv) {
  static const int steps[] = {1, 2, 3, 5, 7, 64, 0, 0, 0};
  int a, bad = 0;
  unsigned flags = 0;
  gr_ctx *ctx = gr_open(0);
  if (argc > 1 && strcmp(argv[1], "--strict") == 0) {
    flags = GR_JUDGE_STRICT;
    argv++;
    argc--;
  }
  if (argc < 3 || ctx == NULL) {
    fputs("usage: chunks [--strict] JUDGE FILE...\n", stderr);
    return 2;
  }
  for (a = 2; a < argc; a++) {
    size_t n, i;
    char *in = slurp(argv[a], &n), *msg0;
    src whole = {0, 0, 0, 1 << 30, 0};
    sink out0 = {0, 0, 0, 0}, broken = {0, 0, 0, 1};
    gr_status st0, st;
    if (in == NULL) {
      printf("chunks: cannot read %s\n", argv[a]);
      bad = 1;
      continue;
    }
    whole.s = in;
    whole.n = n;
    st0 = gr_judge(ctx, argv[1], flags, rd, &whole, wr, &out0);
    msg0 = strdup(gr_error(ctx));
    for (i = 0; i < sizeof steps / sizeof steps[0]; i++) {
      src x = {0, 0, 0, 0, 0};
      sink o = {0, 0, 0, 0};
      x.s = in;
      x.n = n;
      x.step = steps[i];
      x.r = i * 7919 + 1;
      st = gr_judge(ctx, argv[1], flags, rd, &x, wr, &o);
      if (st != st0 || strcmp(gr_error(ctx), msg0) != 0 || o.n != out0.n ||
          (o.n && memcmp(o.s, out0.s, o.n) != 0)) {
        printf("chunks: %s read %d bytes at a time: status %d \"%s\", whole: status %d \"%s\"%s\n",
               argv[a], steps[i], st, gr_error(ctx), st0, msg0,
               o.n != out0.n || (o.n && memcmp(o.s, out0.s, o.n)) ? " (outputs differ)" : "");
        bad = 1;
      }
      free(o.s);
    }
    whole.at = 0;
    st = gr_judge(ctx, argv[1], flags, rd, &whole, wr, &broken);
    if (st0 == GR_OK ? out0.n > 0 && st != GR_EIO : st != st0 && st != GR_EIO) {
      printf("chunks: %s with a failing writer: status %d \"%s\", expected %d\n", argv[a], st,
             gr_error(ctx), GR_EIO);
      bad = 1;
    }
    free(out0.s);
    free(msg0);
    free(in);
  }
  gr_close(ctx);
  return bad;
}
