/*
** test_threads.c — every move of a game found by search valued on several
** processors (gr_set_threads): the analysis must be the one a single
** processor gives, to the byte, and so must an error.
**  - random Cram boards, every move listed (seed printed; GR_TEST_SEED=N
**    replays another): the JSON at two and at three threads against one
**    thread's, each in a context of its own kept across the boards; random
**    Node-Kayles and Arc-Kayles graphs at two threads against one;
**  - one board under a ladder of work bounds, from where nothing fits to
**    where every move does: at each the status, the message and the JSON
**    against one thread's; some bound must make a worker run out (its
**    values dropped, the moves valued again as with one thread) and some
**    must let the workers' values stand;
**  - the same under a ladder of small memory limits, the workers' share of
**    the memory left too small for what they would keep; near the edge two
**    threads may finish what one runs out of memory for, and then their
**    analysis must be one thread's with memory to spare (which jobs fall to
**    which worker depends on timing, so what the workers spend does too:
**    each ladder ends with a rung far past it, where they must keep);
**  - a hang guard: the whole suite's wall time against twenty times the one
**    thread's share of it (a guard, not a speed test).
** The counters (gr_parallel_kept, gr_parallel_dropped) show that the workers
** ran at all: a sweep where they never did proves nothing.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/grundy.h"
#include "suites.h"
#include "test.h"

/* Engine internals the tests reach for (c/parallel.h). */
gr_int gr_parallel_kept(const gr_ctx *ctx);
gr_int gr_parallel_dropped(const gr_ctx *ctx);

static unsigned long th_state;
static unsigned long th_rnd(unsigned long n) {
  th_state = th_state * 6364136223846793005UL + 1442695040888963407UL;
  return (unsigned long)(th_state >> 33) % n;
}

static double wall(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double one_thread_secs, all_secs; /* wall time of the one-thread analyses; of all */
static gr_status one_status; /* the last one-thread analysis's */

/* An analysis's whole outcome: status, message and JSON, in out (cap bytes). */
static void outcome(gr_ctx *ctx, const char *text, char *out, size_t cap, int one) {
  const char *json = NULL;
  double t = wall();
  gr_status st = gr_analyze(ctx, text, GR_MOVES_ALL, &json);
  if (one) {
    one_thread_secs += wall() - t;
    one_status = st;
  }
  snprintf(out, cap, "%d|%s|%s", (int)st, gr_error(ctx), st == GR_OK ? json : "");
}

/* The analyses of text in ctx1 (one thread) and ctxn (n) agree; 1 when they do. */
static int same(gr_ctx *ctx1, gr_ctx *ctxn, const char *text, const char *what) {
  static char a[1 << 16], b[1 << 16];
  outcome(ctx1, text, a, sizeof a, 1);
  outcome(ctxn, text, b, sizeof b, 0);
  test_condf(strcmp(a, b) == 0, "threads: %s: \"%s\" differs:\n  one: %.300s\n  more: %.300s", what,
             text, a, b);
  return strcmp(a, b) == 0;
}

/* A random board of R x C with at most `most` free cells, as position text. */
static void random_board(char *t, size_t cap, int most) {
  int R = 3 + (int)th_rnd(3), C = 3 + (int)th_rnd(4), r, c, free_cells, pct = (int)th_rnd(30);
  char cell[64];
  size_t n;
  for (r = 0; r < R * C; r++) cell[r] = th_rnd(100) < (unsigned long)pct ? '#' : '.';
  for (;;) {
    for (free_cells = 0, r = 0; r < R * C; r++) free_cells += cell[r] == '.';
    if (free_cells <= most) break;
    cell[th_rnd((unsigned long)(R * C))] = '#';
  }
  n = (size_t)snprintf(t, cap, "cram:");
  for (r = 0; r < R; r++) {
    if (r) t[n++] = '/';
    for (c = 0; c < C; c++) t[n++] = cell[r * C + c];
  }
  t[n] = '\0';
}

/* A random graph of n nodes (each pair an edge with chance pct %), as the
** text of a Kayles game: edges "a-b" and lone nodes, joined by ".". */
static void random_graph(char *t, size_t cap, const char *game, int n, int pct) {
  size_t l = (size_t)snprintf(t, cap, "%s:", game), l0 = l;
  int u, v;
  for (u = 0; u < n; u++) {
    int any = 0;
    for (v = u + 1; v < n; v++)
      if ((int)th_rnd(100) < pct) {
        l += (size_t)snprintf(t + l, cap - l, "%s%c-%c", l > l0 ? "." : "", 'a' + u, 'a' + v);
        any = 1;
      }
    if (!any) l += (size_t)snprintf(t + l, cap - l, "%s%c", l > l0 ? "." : "", 'a' + u);
  }
}

static void random_boards(void) {
  const char *env = getenv("GR_TEST_SEED");
  unsigned long s0 = env != NULL && *env ? strtoul(env, NULL, 10) : 20261130UL;
  int i, n = test_quick ? 8 : 30, bad = 0;
  gr_ctx *one = gr_open(0), *two = gr_open(0), *three = gr_open(0);
  if (one == NULL || two == NULL || three == NULL) return;
  gr_set_threads(two, 2);
  gr_set_threads(three, 3);
  th_state = s0;
  printf("  threads: %d random Cram boards at 1, 2 and 3 threads, %d random Node- and Arc-Kayles "
         "graphs at 1 and 2, seed %lu (GR_TEST_SEED=N for another)\n", n, n, s0);
  for (i = 0; i < n; i++) {
    char t[128];
    random_board(t, sizeof t, 24);
    bad += !same(one, two, t, "two threads");
    bad += !same(one, three, t, "three threads");
  }
  same(one, two, "cram:4x6", "two threads");
  for (i = 0; i < n; i++) { /* Node-Kayles and Arc-Kayles: the same moves' search */
    char t[1024];
    random_graph(t, sizeof t, i % 2 ? "arckayles" : "nodekayles", 10 + (int)th_rnd(7),
                 10 + (int)th_rnd(15));
    bad += !same(one, two, t, "two threads");
  }
  same(one, two, "nodekayles:grid(5x6)", "two threads");
  same(one, two, "arckayles:grid(4x5)", "two threads");
  test_condf(bad == 0, "threads: %d disagreements on %d random boards and graphs (seed %lu)", bad,
             2 * n, s0);
  test_condf(gr_parallel_kept(two) > 0 && gr_parallel_kept(three) > 0,
             "threads: the workers valued no move (%lld, %lld jobs kept)",
             (long long)gr_parallel_kept(two), (long long)gr_parallel_kept(three));
  test_condf(gr_parallel_kept(one) == 0 && gr_parallel_dropped(one) == 0,
             "threads: one thread started workers");
  gr_close(one);
  gr_close(two);
  gr_close(three);
}

/* A ladder of bounds (work units, or bytes of memory) on one board: every
** rung's outcome against one thread's, in fresh contexts. Under a memory
** limit two threads may also finish what one runs out of memory for (each
** worker holds its own moves' searches alone): then their analysis must be
** the one a single thread gives with memory to spare (*more counts them). */
static void ladder(const char *text, int memory, const double *rungs, int nr, gr_int *dropped,
                   gr_int *kept, int *failed, int *more) {
  static char a[1 << 16], b[1 << 16], full[1 << 16];
  int i;
  if (memory) {
    gr_ctx *ref = gr_open(0);
    if (ref == NULL) return;
    outcome(ref, text, full, sizeof full, 0);
    gr_close(ref);
  }
  for (i = 0; i < nr; i++) {
    gr_ctx *one = gr_open(memory ? (size_t)rungs[i] : 0), *two = gr_open(memory ? (size_t)rungs[i] : 0);
    int ok;
    if (one == NULL || two == NULL) return;
    gr_set_threads(two, 2);
    if (!memory) {
      gr_set_work(one, (gr_int)rungs[i]);
      gr_set_work(two, (gr_int)rungs[i]);
    }
    outcome(one, text, a, sizeof a, 1);
    outcome(two, text, b, sizeof b, 0);
    ok = strcmp(a, b) == 0;
    if (!ok && memory && one_status == GR_ENOMEM && strcmp(b, full) == 0) {
      ok = 1;
      (*more)++;
    }
    test_condf(ok, "threads: %s %.0f: \"%s\" differs:\n  one: %.300s\n  two: %.300s",
               memory ? "memory" : "work", rungs[i], text, a, b);
    *failed += one_status != GR_OK;
    *dropped += gr_parallel_dropped(two);
    *kept += gr_parallel_kept(two);
    gr_close(one);
    gr_close(two);
  }
}

static void bounds(void) {
  double work[25], mem[40];
  int nw = 0, nm = 0, failed = 0, mfailed = 0, more = 0, b;
  gr_int dropped = 0, kept = 0, mdropped = 0, mkept = 0;
  double w;
  const char *board = "cram:4x6", *mboards[2] = {"cram:4x6", "cram:..../..../..../..../...#"};
  for (w = 20000; w <= 4e6 && nw < 24; w *= test_quick ? 2.0 : 1.4) work[nw++] = w;
  work[nw++] = 1e10; /* far past what the workers spend, however the jobs fall to them */
  ladder(board, 0, work, nw, &dropped, &kept, &failed, &more);
  printf("  threads: %s under %d work bounds: %d fail at one thread; at two, %lld runs dropped, "
         "%lld jobs kept\n", board, nw, failed, (long long)dropped, (long long)kept);
  test_condf(dropped > 0, "threads: no work bound made a worker run out (%d bounds)", nw);
  test_condf(kept > 0, "threads: no work bound let the workers' values stand (%d bounds)", nw);
  test_condf(failed > 0 && failed < nw, "threads: %d of %d work bounds fail: the ladder misses "
             "the bound", failed, nw);
  test_condf(more == 0, "threads: a work bound let two threads finish what one could not");
  for (w = 256 << 10; w <= 1 << 20 && nm < 39; w += (test_quick ? 64 : 32) << 10) mem[nm++] = w;
  mem[nm++] = 64 << 20; /* room for every worker, however the jobs fall to them */
  for (b = 0; b < 2; b++)
    ladder(mboards[b], 1, mem, nm, &mdropped, &mkept, &mfailed, &more);
  printf("  threads: %s and %s under %d memory limits: %d fail at one thread; at two, %d finish "
         "beyond, %lld runs dropped, %lld jobs kept\n", mboards[0], mboards[1], nm, mfailed, more,
         (long long)mdropped, (long long)mkept);
  test_condf(mdropped > 0, "threads: no memory limit made a worker run out (%d limits)", nm);
  test_condf(mkept > 0, "threads: no memory limit let the workers' values stand (%d limits)", nm);
  test_condf(mfailed > 0, "threads: no memory limit made one thread run out (%d limits)", nm);
}

void test_threads(void) {
  double t0 = wall();
  one_thread_secs = 0;
  random_boards();
  bounds();
  all_secs = wall() - t0;
  /* a hang guard, not a speed test: the analyses at several threads take about as
  ** long as one thread's, never twenty times as long */
  test_condf(all_secs < 21 * one_thread_secs + 5.0,
             "threads: the suite took %.1f s, one thread's analyses %.1f s", all_secs,
             one_thread_secs);
}
