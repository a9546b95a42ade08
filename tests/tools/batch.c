/*
** batch.c — the native engine over many requests in one process, for the
** wasm parity tests (tests/js) and the wasm/native bench (tests/bench).
**
**   grundy-batch            < requests   one answer line per request line
**   grundy-batch --time R   < requests   runs all requests R times and prints
**                                        the engine time in seconds (no I/O)
**   grundy-batch --each     < requests   runs each request once in a fresh
**                                        context: "SECONDS<TAB>BYTES<TAB>STATUS"
**                                        a line (the processor time it took)
**
** A request is the CLI's arguments separated by tabs:
**   analyze<TAB>POSITION          analyze<TAB>--winning<TAB>POSITION
**   analyze<TAB>--auto<TAB>POSITION  play-analyze<TAB>POSITION<TAB>MOVE (auto mode)
**   analyze-within<TAB>UNITS<TAB>POSITION  auto mode within a bound, as the page's
**                                 main thread asks (gr_analyze_within)
**   canonical<TAB>POSITION        play<TAB>POSITION<TAB>MOVE
**   cost<TAB>POSITION             what an auto-mode analysis would cost (gr_cost)
**   cost-within<TAB>UNITS<TAB>POSITION  the same, measured within a bound, as the
**                                 page's main thread asks
**   sequence<TAB>FAMILY<TAB>N     pattern<TAB>FAMILY<TAB>N
**   work<TAB>UNITS                bounds the later requests (gr_set_work; -2: the
**                                 default bounds again); answers "ok<TAB>UNITS"
** An answer is "ok<TAB>RESULT" or "err<TAB>STATUS<TAB>MESSAGE", RESULT being
** exactly what `grundy` prints for the same arguments.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/grundy.h"

#define MAX_FIELDS 4

typedef struct req {
  char *f[MAX_FIELDS]; /* the fields, NUL-terminated in the line's copy */
  int n;
} req;

/* Runs one request; *out is the result or the message. */
static gr_status run(gr_ctx *ctx, const req *r, const char **out) {
  gr_status st = GR_EINPUT;
  *out = "unknown request";
  if (r->n == 2 && strcmp(r->f[0], "analyze") == 0)
    st = gr_analyze(ctx, r->f[1], GR_MOVES_ALL, out);
  else if (r->n == 3 && strcmp(r->f[0], "analyze") == 0 && strcmp(r->f[1], "--winning") == 0)
    st = gr_analyze(ctx, r->f[2], GR_MOVES_WINNING, out);
  else if (r->n == 3 && strcmp(r->f[0], "analyze") == 0 && strcmp(r->f[1], "--auto") == 0)
    st = gr_analyze(ctx, r->f[2], GR_MOVES_AUTO, out);
  else if (r->n == 3 && strcmp(r->f[0], "analyze-within") == 0)
    st = gr_analyze_within(ctx, r->f[2], NULL, GR_MOVES_AUTO, strtod(r->f[1], NULL), out);
  else if (r->n == 3 && strcmp(r->f[0], "play-analyze") == 0)
    st = gr_play_analyze(ctx, r->f[1], r->f[2], GR_MOVES_AUTO, out);
  else if (r->n == 2 && strcmp(r->f[0], "cost") == 0)
    st = gr_cost(ctx, r->f[1], GR_MOVES_AUTO, -1, out);
  else if (r->n == 3 && strcmp(r->f[0], "cost-within") == 0)
    st = gr_cost(ctx, r->f[2], GR_MOVES_AUTO, strtod(r->f[1], NULL), out);
  else if (r->n == 2 && strcmp(r->f[0], "canonical") == 0)
    st = gr_canonical(ctx, r->f[1], out);
  else if (r->n == 3 && strcmp(r->f[0], "play") == 0)
    st = gr_play(ctx, r->f[1], r->f[2], out);
  else if (r->n == 3 && strcmp(r->f[0], "sequence") == 0)
    st = gr_sequence(ctx, r->f[1], strtoll(r->f[2], NULL, 10), out);
  else if (r->n == 3 && strcmp(r->f[0], "pattern") == 0)
    st = gr_pattern(ctx, r->f[1], strtoll(r->f[2], NULL, 10), out);
  else if (r->n == 2 && strcmp(r->f[0], "work") == 0) {
    gr_set_work(ctx, strtoll(r->f[1], NULL, 10));
    *out = r->f[1];
    return GR_OK;
  } else if (r->n == 2 && strcmp(r->f[0], "quotient") == 0)
    st = gr_quotient(ctx, r->f[1], -1, out);
  else if (r->n == 3 && strcmp(r->f[0], "quotient") == 0)
    st = gr_quotient(ctx, r->f[1], strtoll(r->f[2], NULL, 10), out);
  else
    return st;
  if (st != GR_OK) *out = gr_error(ctx);
  return st;
}

/* Splits a line (without its newline) into tab-separated fields, in place. */
static void split(char *line, req *r) {
  r->n = 0;
  r->f[r->n++] = line;
  for (; *line; line++)
    if (*line == '\t' && r->n < MAX_FIELDS) {
      *line = '\0';
      r->f[r->n++] = line + 1;
    }
}

/* Seconds on a clock: CLOCK_MONOTONIC (wall) or CLOCK_PROCESS_CPUTIME_ID. */
static double seconds(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  gr_ctx *ctx = gr_open(0);
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  long reps = 0;
  int each = 0;
  req *reqs = NULL;
  size_t nreq = 0, capreq = 0, i;
  if (ctx == NULL) return 1;
  if (argc == 3 && strcmp(argv[1], "--time") == 0) reps = strtol(argv[2], NULL, 10);
  else if (argc == 2 && strcmp(argv[1], "--each") == 0) each = 1;
  else if (argc != 1) {
    fputs("usage: grundy-batch [--time REPS | --each] < requests\n", stderr);
    return 2;
  }
  while ((len = getline(&line, &cap, stdin)) >= 0) {
    req r;
    if (len > 0 && line[len - 1] == '\n') line[--len] = '\0';
    if (each) { /* timed alone, in a fresh context */
      gr_ctx *fresh = gr_open(0);
      const char *out;
      gr_status st;
      double t0;
      if (fresh == NULL) return 1;
      split(line, &r);
      t0 = seconds(CLOCK_PROCESS_CPUTIME_ID);
      st = run(fresh, &r, &out);
      printf("%.6f\t%zu\t%d\n", seconds(CLOCK_PROCESS_CPUTIME_ID) - t0, strlen(out), (int)st);
      gr_close(fresh);
      continue;
    }
    if (reps == 0) { /* answer at once */
      const char *out;
      gr_status st;
      split(line, &r);
      st = run(ctx, &r, &out);
      if (st == GR_OK) printf("ok\t%s\n", out);
      else printf("err\t%d\t%s\n", (int)st, out);
      continue;
    }
    if (nreq == capreq) { /* keep for timing */
      capreq = capreq ? capreq * 2 : 256;
      reqs = realloc(reqs, capreq * sizeof *reqs);
      if (reqs == NULL) return 1;
    }
    split(strdup(line), &reqs[nreq++]);
  }
  if (reps > 0) {
    double t0 = seconds(CLOCK_MONOTONIC);
    long k;
    size_t bytes = 0;
    for (k = 0; k < reps; k++)
      for (i = 0; i < nreq; i++) {
        const char *out;
        run(ctx, &reqs[i], &out);
        bytes += strlen(out); /* the result is read, as JS reads it */
      }
    printf("%.6f %zu\n", seconds(CLOCK_MONOTONIC) - t0, bytes);
  }
  for (i = 0; i < nreq; i++) free(reqs[i].f[0]);
  free(reqs);
  free(line);
  gr_close(ctx);
  return fflush(stdout) != 0;
}
