/*
** share.h — the one share of the memory kept between calls (share.c).
** Family tables, position caches and misère quotients each register with it:
** the pool their bytes count in and a way to free them. When one of them
** needs room, one least-recently-used loop frees what this call has not
** used, oldest first, whatever kind it is; no cache frees another itself.
** Tables and position caches hold at most limit / GR_TABLE_SHARE together,
** quotients at most limit / GR_QUOTIENT_SHARE (ctx->kept_bytes counts each
** pool).
*/
#ifndef GR_SHARE_H
#define GR_SHARE_H

#include "grint.h"

/* The part of a kept cache the share knows: the cache holds it. */
struct gr_kept {
  gr_kept *next;         /* the share's list, most recently used first */
  unsigned long used;    /* ctx->call at the last use */
  int pool;              /* GR_KEPT_TABLES or GR_KEPT_QUOTIENTS */
  /* Frees the cache that holds k, its bytes out of its pool (the share has
  ** already taken k out of its list). */
  void (*free)(gr_ctx *ctx, gr_kept *k);
};

/* Registers k, a new cache used in this call, in `pool`. */
void gr_share_add(gr_ctx *ctx, gr_kept *k, int pool, void (*free_fn)(gr_ctx *ctx, gr_kept *k));
/* Marks k used in this call: the most recently used. */
void gr_share_use(gr_ctx *ctx, gr_kept *k);
/* Frees the least recently used caches of pool not used in this call until
** `bytes` more fit in the pool's share; returns 1 when they do. */
int gr_share_room(gr_ctx *ctx, int pool, size_t bytes);
/* Frees every cache kept (gr_close). */
void gr_share_free_all(gr_ctx *ctx);

#endif
