/*
** parallel.h — independent jobs on several processors (parallel.c): each job
** a value computed from the context as it stands, the jobs shared out among
** worker processes, the values handed back to the caller.
*/
#ifndef GR_PARALLEL_H
#define GR_PARALLEL_H

#include "grint.h"

/* One job: job i's value, computed on ctx (a throw fails the job). */
typedef uint64_t (*gr_job_fn)(gr_ctx *ctx, int i, void *ud);

/* A job's result: its value and the work units it spent (0 when the call's
** work is not bounded). */
typedef struct gr_job_out {
  uint64_t value;
  gr_int spent;
} gr_job_out;

/* How many processes would share n jobs: at most the context's threads
** (gr_set_threads) and n; 1 where there are no processes to start (the
** WebAssembly build), with one thread or fewer than two jobs. */
int gr_parallel_workers(const gr_ctx *ctx, int n);

/* Runs jobs 0..n-1 on gr_parallel_workers(ctx, n) worker processes, each a
** copy of the context as it stands (its caches included) with an equal share
** of the memory the context has left, handed one job at a time, so a long
** job never holds up the others. 1 with out[i] every job's result and their
** work charged to the call; 0 when there was nothing to share (one worker),
** no process could be started, or not every job was done within the call's
** work and memory together: nothing is then charged, and the caller computes
** the values itself as with one thread, so that its answer, or its error, is
** the one thread's. The workers write nothing but their results and leave
** the caller's files and output alone. */
int gr_parallel(gr_ctx *ctx, int n, gr_job_fn fn, void *ud, gr_job_out *out);

/* For tests: the jobs whose values the workers found and the caller kept, and
** the runs begun whose values were dropped (a job failed, a worker ended,
** or the jobs passed the call's work bound together). */
gr_int gr_parallel_kept(const gr_ctx *ctx);
gr_int gr_parallel_dropped(const gr_ctx *ctx);

#endif
