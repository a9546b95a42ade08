/*
** parallel.c — independent jobs on several processors (parallel.h).
**
** The workers are processes (fork): each starts as a copy of the context,
** its caches included, and what it adds to them is its own. The parent hands
** out job numbers one at a time through a pipe per worker; the workers send
** back fixed-size records through one pipe (each write shorter than PIPE_BUF,
** so records never mix). A job runs under the one protected try (gr_try), so
** a throw fails that job alone; a worker ends with _exit, flushing nothing.
** In the WebAssembly build there are no processes: the caller computes the
** values itself.
*/
#include "parallel.h"

int gr_parallel_workers(const gr_ctx *ctx, int n) {
#if defined(__EMSCRIPTEN__)
  (void)ctx;
  (void)n;
  return 1;
#else
  int t = ctx->threads > 1 ? ctx->threads : 1;
  return n < 2 ? 1 : t < n ? t : n;
#endif
}

gr_int gr_parallel_kept(const gr_ctx *ctx) { return ctx->par_kept; }
gr_int gr_parallel_dropped(const gr_ctx *ctx) { return ctx->par_dropped; }

#if defined(__EMSCRIPTEN__)

int gr_parallel(gr_ctx *ctx, int n, gr_job_fn fn, void *ud, gr_job_out *out) {
  (void)ctx;
  (void)n;
  (void)fn;
  (void)ud;
  (void)out;
  return 0;
}

#else

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

#define MAX_WORKERS 256

/* A worker's answer: job i done (ok) with its value, or failed. */
typedef struct record {
  int32_t worker, job, ok, pad;
  uint64_t value;
  int64_t spent;
} record;

typedef struct job_call {
  gr_job_fn fn;
  void *ud;
  int i;
  uint64_t value;
} job_call;

static void run_job(gr_ctx *ctx, void *ud) {
  job_call *j = ud;
  j->value = j->fn(ctx, j->i, j->ud);
}

/* Writes all n bytes; 0 when the pipe is gone. */
static int put_all(int fd, const void *p, size_t n) {
  const char *s = p;
  while (n > 0) {
    ssize_t k = write(fd, s, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return 0;
    s += k;
    n -= (size_t)k;
  }
  return 1;
}

/* Reads all n bytes; 0 at the end of the pipe (or a failure). */
static int get_all(int fd, void *p, size_t n) {
  char *s = p;
  while (n > 0) {
    ssize_t k = read(fd, s, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return 0;
    s += k;
    n -= (size_t)k;
  }
  return 1;
}

/* A worker: jobs from `in` until it closes, each answered on `out`. The
** call's work left is its budget, each job's spending charged to it; what
** its jobs allocate stays until it ends, as in the caller, where the memory
** of one call is kept to its end: the workers' shares of the memory left
** hold their jobs when one process could hold them all. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void worker(gr_ctx *ctx, int w, int in, int out, gr_job_fn fn, void *ud) {
  int32_t i;
  while (get_all(in, &i, sizeof i)) {
    job_call j;
    record r;
    gr_int before = ctx->work, left = 0;
    j.fn = fn;
    j.ud = ud;
    j.i = i;
    j.value = 0;
    memset(&r, 0, sizeof r);
    r.worker = w;
    r.job = i;
    r.ok = gr_try(ctx, before, run_job, &j, &left) == GR_OK;
    r.value = j.value;
    r.spent = before >= 0 ? before - (left > 0 ? left : 0) : 0;
    if (!put_all(out, &r, sizeof r)) break;
  }
  _exit(0);
}

/* Ends the workers still running and waits for every one. */
static void reap(const pid_t *pid, int k, int kill_them) {
  int i;
  for (i = 0; i < k; i++) {
    if (kill_them) kill(pid[i], SIGKILL);
    while (waitpid(pid[i], NULL, 0) < 0 && errno == EINTR) {
    }
  }
}

int gr_parallel(gr_ctx *ctx, int n, gr_job_fn fn, void *ud, gr_job_out *out) {
  int nw = gr_parallel_workers(ctx, n), k, res[2], feed[MAX_WORKERS], started = 0, next = 0,
      done = 0, ok = 1;
  pid_t pid[MAX_WORKERS];
  struct sigaction ign, old;
  gr_int spent = 0;
  size_t limit = ctx->limit;
  if (nw > MAX_WORKERS) nw = MAX_WORKERS;
  if (nw < 2 || pipe(res) != 0) return 0;
  memset(&ign, 0, sizeof ign);
  ign.sa_handler = SIG_IGN;
  sigemptyset(&ign.sa_mask);
  sigaction(SIGPIPE, &ign, &old); /* a worker gone: a failed write, not the end of the caller */
  fflush(NULL); /* nothing buffered is written twice */
  for (k = 0; k < nw; k++) {
    int p[2];
    if (pipe(p) != 0) break;
    pid[k] = fork();
    if (pid[k] < 0) {
      close(p[0]);
      close(p[1]);
      break;
    }
    if (pid[k] == 0) { /* the worker */
      int i;
#if defined(__linux__)
      prctl(PR_SET_PDEATHSIG, SIGKILL); /* never outlives the caller */
#endif
      close(p[1]);
      close(res[0]);
      for (i = 0; i < k; i++) close(feed[i]);
      ctx->limit = ctx->used + (limit > ctx->used ? (limit - ctx->used) / (size_t)nw : 0);
      worker(ctx, k, p[0], res[1], fn, ud);
    }
    close(p[0]);
    feed[k] = p[1];
    started++;
  }
  close(res[1]);
  if (started < nw) ok = 0; /* a process or pipe refused: the caller does it all */
  for (k = 0; k < started && ok; k++) { /* a first job each */
    int32_t i = next++;
    if (!put_all(feed[k], &i, sizeof i)) ok = 0;
  }
  while (ok && done < n) {
    record r;
    if (!get_all(res[0], &r, sizeof r) || r.worker < 0 || r.worker >= started || r.job < 0 ||
        r.job >= n || !r.ok) {
      ok = 0; /* a job failed, or a worker ended without answering */
      break;
    }
    out[r.job].value = r.value;
    out[r.job].spent = (gr_int)r.spent;
    spent += (gr_int)r.spent;
    done++;
    if (next < n) {
      int32_t i = next++;
      if (!put_all(feed[r.worker], &i, sizeof i)) ok = 0;
    } else {
      close(feed[r.worker]);
      feed[r.worker] = -1;
    }
  }
  for (k = 0; k < started; k++)
    if (feed[k] >= 0) close(feed[k]);
  close(res[0]);
  reap(pid, started, !ok);
  sigaction(SIGPIPE, &old, NULL);
  if (ok && ctx->work >= 0 && spent > ctx->work) ok = 0; /* together past the call's bound */
  if (ok && ctx->work >= 0) ctx->work -= spent;
  if (ok) ctx->par_kept += n;
  else ctx->par_dropped++;
  return ok;
}

#endif
