/*
** tbvalues.c — `make bench`: values of a take-and-break code, by the method
** the engine picks (rare/common where it pays) or by plain mex forced
** through the engine's internal switch, to compare the two on one code.
**
**   tbvalues RUNS CODE N [mex]
**
** Computes the values of sizes 0..N in a fresh context RUNS times and
** prints the best processor time in seconds, a checksum of the values (the
** two methods must agree), the period proven by then ("-" for none), the
** engine's peak memory (gr_mem_peak, MiB) and the process's (its maximum
** resident set, MiB: the program itself and the values' text included).
**
** With N written "stats:N" only the statistics are asked for (no values'
** text, so the peaks are the table's): the checksum is then of that JSON.
*/
#include <sys/resource.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/grint.h"

int main(int argc, char **argv) {
  int runs, r;
  long long n;
  double best = -1, peak = 0;
  int stats_only;
  struct rusage ru;
  unsigned long long sum = 0;
  char period[64] = "-";
  stats_only = argc > 3 && strncmp(argv[3], "stats:", 6) == 0;
  if (argc < 4 || (runs = atoi(argv[1])) < 1 || (n = atoll(argv[3] + 6 * stats_only)) < 0) {
    fputs("usage: tbvalues RUNS CODE N [mex]\n", stderr);
    return 2;
  }
  for (r = 0; r < runs; r++) {
    gr_ctx *ctx = gr_open(0);
    const char *out, *p;
    clock_t t0;
    double dt;
    if (ctx == NULL) return 1;
    ctx->plain_mex = argc > 4 && strcmp(argv[4], "mex") == 0;
    t0 = clock();
    if (gr_sequence_part(ctx, argv[2], n, stats_only ? GR_SEQ_STATS : GR_SEQ_VALUES, 0, n,
                         &out) != GR_OK) {
      fprintf(stderr, "tbvalues: %s\n", gr_error(ctx));
      return 1;
    }
    dt = (double)(clock() - t0) / CLOCKS_PER_SEC;
    if (best < 0 || dt < best) best = dt;
    for (sum = 1469598103934665603ULL, p = out; *p; p++) sum = (sum ^ (unsigned char)*p) * 1099511628211ULL;
    if (gr_sequence_part(ctx, argv[2], n, GR_SEQ_STATS, 0, 0, &out) == GR_OK &&
        (p = strstr(out, "\"preperiod\":")) != NULL) {
      long long pre = -1, per = -1;
      if (sscanf(p, "\"preperiod\":%lld,\"period\":%lld", &pre, &per) == 2)
        snprintf(period, sizeof period, "%lld@%lld", per, pre);
    }
    peak = (double)gr_mem_peak(ctx) / 1048576;
    gr_close(ctx);
  }
  getrusage(RUSAGE_SELF, &ru);
  printf("%.3f %016llx %s %.1f %.1f\n", best, sum, period, peak, (double)ru.ru_maxrss / 1024);
  return 0;
}
