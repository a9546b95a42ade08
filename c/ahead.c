/*
** ahead.c — the parts of many options valued ahead, side by side on the
** context's processors (prune.h): a game that wants every move's exact
** value lists the parts its moves leave, and what the cache does not hold
** yet is valued by worker processes (parallel.h), each key once, the
** heaviest first, and put in the cache, where the moves' own searches then
** find it. With one processor nothing is collected or done.
*/
#include <string.h>
#include "parallel.h"
#include "prune.h"

int gr_ahead_begin(gr_ctx *ctx, gr_ahead *a, gr_poscache *pc, const gr_search *s) {
  memset(a, 0, sizeof *a);
  a->ctx = ctx;
  a->pc = pc;
  a->s = s;
  a->mark = gr_scratch_mark(ctx); /* what the list takes is given back at the end */
  return gr_parallel_workers(ctx, 2) > 1;
}

static void add_key(gr_ahead *a, const unsigned char *key, size_t len) {
  unsigned char *k;
  uint64_t v;
  int i;
  if (gr_poscache_get(a->pc, key, len, &v) && !(v & GR_EXCLUDED)) return;
  if (a->s->known != NULL && a->s->known(a->s->game, key, len, &v)) return;
  for (i = 0; i < a->n; i++)
    if (a->len[i] == len && memcmp(a->key[i], key, len) == 0) return;
  if (a->n == a->cap) {
    int cap = a->cap ? 2 * a->cap : 64;
    const unsigned char **ks = gr_alloc(a->ctx, (size_t)cap * sizeof *ks);
    size_t *ls = gr_alloc(a->ctx, (size_t)cap * sizeof *ls);
    if (a->n) {
      memcpy(ks, a->key, (size_t)a->n * sizeof *ks);
      memcpy(ls, a->len, (size_t)a->n * sizeof *ls);
    }
    a->key = ks;
    a->len = ls;
    a->cap = cap;
  }
  k = gr_alloc(a->ctx, len); /* a copy: the parts' buffer is used again */
  memcpy(k, key, len);
  a->key[a->n] = k;
  a->len[a->n++] = len;
}

void gr_ahead_add(gr_ahead *a, const gr_parts *p) {
  int k;
  for (k = 0; k < p->k; k++) {
    size_t from = k ? p->end[k - 1] : 0;
    add_key(a, p->b + from, p->end[k] - from);
  }
}

static uint64_t job(gr_ctx *ctx, int i, void *ud) {
  gr_ahead *a = ud;
  return gr_search_exact(ctx, a->pc, a->s, a->key[i], a->len[i]);
}

static void run(gr_ahead *a) {
  gr_ctx *ctx = a->ctx;
  gr_job_out *out;
  int i, j;
  if (gr_parallel_workers(ctx, a->n) < 2) return;
  if (a->s->weight != NULL)
    for (i = 1; i < a->n; i++) /* heaviest first: the long searches start at once */
      for (j = i; j > 0 && a->s->weight(a->s->game, a->key[j], a->len[j]) >
                            a->s->weight(a->s->game, a->key[j - 1], a->len[j - 1]); j--) {
        const unsigned char *tk = a->key[j];
        size_t tl = a->len[j];
        a->key[j] = a->key[j - 1];
        a->len[j] = a->len[j - 1];
        a->key[j - 1] = tk;
        a->len[j - 1] = tl;
      }
  out = gr_alloc(ctx, (size_t)a->n * sizeof *out);
  if (!gr_parallel(ctx, a->n, job, a, out)) return;
  for (i = 0; i < a->n; i++) /* worth: the log of the work it took, as the search's own */
    gr_poscache_put(ctx, a->pc, a->key[i], a->len[i], out[i].value,
                    out[i].spent > 1 ? gr_bit_high((uint64_t)out[i].spent) : 0);
}

void gr_ahead_run(gr_ahead *a) {
  run(a);
  gr_scratch_release(a->ctx, a->mark); /* the moves' own listing takes as much as ever */
}
