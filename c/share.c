/*
** share.c — the one share of the memory kept between calls: the list of
** every kept cache, most recently used first, and the least-recently-used
** loop that frees them (share.h says what registers).
*/
#include "share.h"

static size_t share_of(const gr_ctx *ctx, int pool) {
  return ctx->limit / (pool == GR_KEPT_QUOTIENTS ? GR_QUOTIENT_SHARE : GR_TABLE_SHARE);
}

void gr_share_add(gr_ctx *ctx, gr_kept *k, int pool, void (*free_fn)(gr_ctx *ctx, gr_kept *k)) {
  k->pool = pool;
  k->free = free_fn;
  k->used = ctx->call;
  k->next = ctx->kept;
  ctx->kept = k;
}

void gr_share_use(gr_ctx *ctx, gr_kept *k) {
  gr_kept **pp;
  k->used = ctx->call;
  for (pp = &ctx->kept; *pp != NULL; pp = &(*pp)->next)
    if (*pp == k) {
      *pp = k->next; /* to the front */
      k->next = ctx->kept;
      ctx->kept = k;
      return;
    }
}

int gr_share_room(gr_ctx *ctx, int pool, size_t bytes) {
  size_t share = share_of(ctx, pool);
  while (ctx->kept_bytes[pool] + bytes > share) {
    gr_kept **pp, **victim = NULL, *k;
    for (pp = &ctx->kept; *pp != NULL; pp = &(*pp)->next)
      if ((*pp)->pool == pool && (*pp)->used != ctx->call) victim = pp; /* the last: the oldest */
    if (victim == NULL) return 0;
    k = *victim;
    *victim = k->next;
    k->free(ctx, k);
  }
  return 1;
}

void gr_share_free_all(gr_ctx *ctx) {
  while (ctx->kept != NULL) {
    gr_kept *k = ctx->kept;
    ctx->kept = k->next;
    k->free(ctx, k);
  }
}
