/*
** search.c — `make bench`: the games found by search against their
** published tables, with the time each takes.
**
**   search cram [MAXCELLS]   Cram boards of the published table (Beling's,
**                            beling/impartial-games) with at most MAXCELLS
**                            cells (default 35: every board up to 5×7)
**   search cram RxC          only the board R×C of that table
**                            (BENCH_CRAM_MIB: the memory of each context,
**                            default 2048 MiB, half of it for the cache)
**   search nodekayles        Node-Kayles on 3×n grids, n = 1..16 (OEIS A316632)
**   search nkfamilies        Node-Kayles on P_n(3) to n = 64 (OEIS A317367),
**                            n linked diamonds to n = 21 (A316781), the
**                            Petersen graphs P(n,2) to n = 26 (A316533) and
**                            on to 32
**   search chomp3 [N]        the P-positions of 3-row Chomp with rows up to N
**                            (default 100), checked against a plain mex over
**                            the triples written here
**
** Each value is computed in a fresh context, as a first visit would: the
** component's value alone (no move list), processor time.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/game.h"
#include "../../c/prune.h"
#include "../c/nkfamilies.h"

static double now(void) { return (double)clock() / CLOCKS_PER_SEC; }

/* The value of the one component of text, computed in ctx; -1 on failure. */
static long value_in(gr_ctx *ctx, const char *text) {
  jmp_buf jb;
  gr_pos pos;
  long v = -1;
  gr_scratch_reset(ctx);
  ctx->onerr = &jb;
  ctx->call++;
  ctx->work = -1;
  if (setjmp(jb) == 0) {
    gr_parse_pos(ctx, text, &pos);
    v = (long)pos.comp[0].game->value(ctx, &pos.comp[0]).sg;
  } else {
    fprintf(stderr, "search: %s: %s\n", text, ctx->msg);
  }
  ctx->onerr = NULL;
  return v;
}

static const struct { int r, c, sg; } CRAM[] = { /* Beling's table (rows × columns) */
  {4, 4, 0}, {4, 5, 2}, {4, 6, 0}, {4, 7, 3}, {4, 8, 0}, {4, 9, 1}, {4, 10, 0}, {4, 11, 1},
  {4, 12, 0}, {4, 13, 3}, {4, 14, 0}, {4, 15, 4}, {5, 5, 0}, {5, 6, 2}, {5, 7, 1}, {5, 8, 1},
  {5, 9, 1}, {5, 10, 2}, {5, 11, 0}, {5, 12, 3}, {6, 6, 0}, {6, 7, 5}, {6, 8, 0}, {6, 9, 1},
  {6, 10, 0}, {6, 12, 0}, {6, 14, 0}, {7, 7, 1}, {7, 8, 3}, {7, 9, 1},
};

/* The boards of at most maxcells cells, or only the board R×C when only_r > 0. */
static int cram(int maxcells, int only_r, int only_c) {
  size_t i;
  int bad = 0;
  double all = 0;
  const char *env = getenv("BENCH_CRAM_MIB");
  long mib = env != NULL && atol(env) >= 64 ? atol(env) : 2048;
  printf("%-10s %6s %10s %8s %10s %10s %8s\n", "Cram", "value", "published", "seconds", "searched",
         "lookups", "MiB");
  for (i = 0; i < sizeof CRAM / sizeof CRAM[0]; i++) {
    gr_ctx *ctx;
    char t[32];
    double t0;
    long v;
    if (only_r > 0 ? CRAM[i].r != only_r || CRAM[i].c != only_c : CRAM[i].r * CRAM[i].c > maxcells)
      continue;
    ctx = gr_open((size_t)mib << 20);
    snprintf(t, sizeof t, "cram:%dx%d", CRAM[i].r, CRAM[i].c);
    t0 = now();
    v = value_in(ctx, t);
    t0 = now() - t0;
    all += t0;
    {
      gr_poscache_stats st;
      memset(&st, 0, sizeof st);
      gr_poscache_find_stats(ctx, "cram", "", &st);
      printf("%-10s %6ld %10d %8.2f %10.0f %10.0f %8.0f%s\n", t + 5, v, CRAM[i].sg, t0,
             (double)st.searched, (double)(st.hits + st.misses), (double)st.bytes / 1048576.0,
             v == CRAM[i].sg ? "" : "  DIFFERENT");
    }
    bad |= v != CRAM[i].sg;
    gr_close(ctx);
  }
  printf("(all: %.2f s)\n", all);
  return bad;
}

/* The text of Node-Kayles on family f of nkfamilies.h at n, or on the 3×n
** grid (GRID3). */
#define GRID3 (-1)
static void family(char *t, size_t cap, int f, int n) {
  if (f == GRID3)
    snprintf(t, cap, "nodekayles:grid(3x%d)", n);
  else
    nk_text(f, n, t, cap);
}

/* The values of family f for n = from..to, past its published terms, in ctx
** (computed here, by this search alone). */
static void beyond(gr_ctx *ctx, const char *what, int f, int from, int to) {
  static char t[4096];
  double t0 = now();
  int n;
  printf("  and %s on, n = %d..%d (past the published terms, computed here by this search alone):",
         what, from, to);
  for (n = from; n <= to; n++) {
    family(t, sizeof t, f, n);
    printf(" %ld", value_in(ctx, t));
    fflush(stdout);
  }
  printf(", %.2f s\n", now() - t0);
}

static int nodekayles(void) {
  const long *want = nk_grid3;
  int n, bad = 0;
  double t0 = now();
  gr_ctx *ctx = gr_open(0);
  printf("Node-Kayles on 3×n, n = 1..16:");
  for (n = 1; n <= 16; n++) {
    char t[64];
    long v;
    family(t, sizeof t, GRID3, n);
    v = value_in(ctx, t);
    printf(" %ld", v);
    bad |= v != want[n - 1];
  }
  printf("  %s (OEIS A316632), %.2f s\n", bad ? "DIFFERENT" : "as published", now() - t0);
  beyond(ctx, "3×n", GRID3, 17, 21); /* as far as a graph goes (64 nodes) */
  gr_close(ctx);
  return bad;
}

/* Node-Kayles on P_n(3), linked diamonds and P(n,2) (nkfamilies.h) to the
** largest graph (64 nodes) or the last published term, each against its terms
** in OEIS (A316533's as quoted from P(5,2) on by Max
** Fan's Node-Kayles calculator, which OEIS A316632 links to); and P(n,2)
** past them, as far as a graph goes. */
static int nk_families(void) {
  static const int fams[] = {NK_SCALLOP, NK_DIAMONDS, NK_PETERSEN};
  static char t[4096];
  size_t q;
  int n, bad = 0;
  for (q = 0; q < sizeof fams / sizeof fams[0]; q++) { /* one context for the family, then
                                                         ** the last term alone in a fresh one */
    const nk_family *fm = nk_published;
    gr_ctx *ctx = gr_open(0);
    double t0 = now(), t1;
    int b = 0;
    while (fm->f != fams[q]) fm++;
    for (n = fm->from; n <= fm->to; n++) {
      long v;
      family(t, sizeof t, fm->f, n);
      v = value_in(ctx, t);
      if (v != fm->want[n - fm->from] && b++ < 3)
        printf("  %s at n = %d: %ld, published %ld\n", fm->name, n, v, fm->want[n - fm->from]);
    }
    t0 = now() - t0;
    gr_close(ctx);
    ctx = gr_open(0);
    t1 = now();
    b += value_in(ctx, t) != fm->want[fm->to - fm->from];
    t1 = now() - t1;
    printf("Node-Kayles on %s, n = %d..%d: %s (%s), %.2f s; n = %d alone %.2f s\n", fm->name, fm->from,
           fm->to, b ? "DIFFERENT" : "as published", fm->seq, t0, fm->to, t1);
    bad |= b != 0;
    gr_close(ctx);
  }
  { /* as far as a graph goes (64 nodes) */
    gr_ctx *ctx = gr_open(0);
    beyond(ctx, "P(n,2)", NK_PETERSEN, 27, 32);
    gr_close(ctx);
  }
  return bad;
}

/* Plain mex over triples a >= b >= c (a >= 1): the values of 3-row Chomp. */
static int chomp3(int N) {
  int a, b, c, bad = 0, np = 0;
  size_t side = (size_t)N + 1;
  unsigned short *g = malloc(side * side * side * sizeof *g);
  unsigned char *seen = malloc((size_t)3 * side + 2);
  double t0, tp, te, tt;
  gr_ctx *ctx = gr_open(0);
  if (g == NULL || seen == NULL) return 1;
#define G(x, y, z) g[((size_t)(x) * side + (size_t)(y)) * side + (size_t)(z)]
  t0 = now();
  for (a = 1; a <= N; a++)
    for (b = 0; b <= a; b++)
      for (c = 0; c <= b; c++) {
        int k, m = 0;
        memset(seen, 0, (size_t)3 * side + 2);
        for (k = 1; k < a; k++) seen[G(k, b < k ? b : k, c < k ? c : k)] = 1; /* row 1 */
        for (k = 0; k < b; k++) seen[G(a, k, c < k ? c : k)] = 1;              /* row 2 */
        for (k = 0; k < c; k++) seen[G(a, b, k)] = 1;                          /* row 3 */
        while (seen[m]) m++;
        G(a, b, c) = (unsigned short)m;
      }
  tp = now() - t0;
  t0 = now(); /* the engine's table: the value of the longest bar, in a fresh context */
  {
    char t[64];
    long v;
    snprintf(t, sizeof t, "chomp:%d/%d/%d", N, N, N);
    v = value_in(ctx, t);
    if (v != G(N, N, N) && bad++ < 5) printf("  %s: %ld, plain mex %d\n", t, v, G(N, N, N));
  }
  tt = now() - t0;
  t0 = now(); /* then every bar asked of it, one call each */
  for (a = 1; a <= N; a++)
    for (b = 0; b <= a; b++)
      for (c = 0; c <= b; c++) {
        char t[64];
        long v;
        int l = snprintf(t, sizeof t, "chomp:%d", a);
        if (b) l += snprintf(t + l, sizeof t - (size_t)l, "/%d", b);
        if (c) snprintf(t + l, sizeof t - (size_t)l, "/%d", c);
        v = value_in(ctx, t);
        if (v != G(a, b, c) && bad++ < 5) printf("  %s: %ld, plain mex %d\n", t, v, G(a, b, c));
        if (v == 0) np++;
      }
  te = now() - t0;
  printf("3-row Chomp, rows up to %d: %d P-positions (", N, np);
  for (a = 1, b = 0; a <= N && b < 8; a++)
    for (c = 0; c <= a && b < 8; c++) {
      int y;
      for (y = c; y <= a && b < 8; y++)
        if (G(a, y, c) == 0 && c > 0) {
          printf("%s%d/%d/%d", b ? " " : "", a, y, c);
          b++;
        }
    }
  printf(" …);\n  the engine's table %.3f s, a plain mex table %.3f s (%.2fx); every bar asked, one call"
         " each, %.2f s; %s\n", tt, tp, tp > 0 ? tt / tp : 0, te, bad ? "DIFFERENT" : "the same values");
  gr_close(ctx);
  free(g);
  free(seen);
  return bad != 0;
}

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "cram") == 0) {
    int r = 0, c = 0;
    if (argc > 2 && sscanf(argv[2], "%dx%d", &r, &c) == 2) return cram(0, r, c);
    return cram(argc > 2 ? atoi(argv[2]) : 35, 0, 0);
  }
  if (argc >= 2 && strcmp(argv[1], "nodekayles") == 0) return nodekayles();
  if (argc >= 2 && strcmp(argv[1], "nkfamilies") == 0) return nk_families();
  if (argc >= 2 && strcmp(argv[1], "chomp3") == 0) return chomp3(argc > 2 ? atoi(argv[2]) : 100);
  fputs("usage: search cram [MAXCELLS | RxC] | nodekayles | nkfamilies | chomp3 [N]\n", stderr);
  return 2;
}
