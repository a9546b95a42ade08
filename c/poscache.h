/*
** poscache.h — position caches: values by a position's canonical key, kept
** per context between calls (poscache.c).
*/
#ifndef GR_POSCACHE_H
#define GR_POSCACHE_H

#include "grint.h"

/* ---- position caches and search (poscache.c) ----------------------------------
** The kit for games without a formula (typed rules, searches over boards).
** A cache maps a position's canonical key (any bytes its game writes, the
** same for all the positions it treats as one) to a value of up to 64 bits.
** Caches live in the context between calls, one per (owner, name) — a game
** and its parameters' text — and their memory counts with the family tables
** (limit / GR_TABLE_SHARE in all). When a value does not fit, unused family
** tables and caches not used in this call go first; then the cache drops its
** older half and carries on (correct, only slower; stats count these
** clears). A search that runs out of work fails with GR_ELIMIT and
** leaves the values it found in the cache, so the next call carries on. */

typedef struct gr_poscache_stats {
  gr_int entries;               /* values held now */
  gr_int hits, misses, stores;  /* lookups that found a value, that did not; values stored */
  gr_int clears;                /* times the cache dropped its older half for room */
  gr_int searched;              /* positions whose value a search computed */
  size_t bytes;                 /* memory it holds (counted in ctx->table_bytes) */
} gr_poscache_stats;

/* The cache of (owner, name), made empty when there is none; marked used in
** this call. Owned by the context (gr_close frees it). */
gr_poscache *gr_poscache_open(gr_ctx *ctx, const char *owner, const char *name);
/* 1 and *value when key (len bytes) has a value, else 0. */
int gr_poscache_get(gr_poscache *pc, const void *key, size_t len, uint64_t *value);
/* Stores key's value (replacing any). Throws GR_ENOMEM only when not even
** an empty cache has room for it. */
void gr_poscache_put(gr_ctx *ctx, gr_poscache *pc, const void *key, size_t len, uint64_t value);
void gr_poscache_info(const gr_poscache *pc, gr_poscache_stats *out);
/* For tests: the stats of the cache of (owner, name); 0 when there is none. */
int gr_poscache_find_stats(gr_ctx *ctx, const char *owner, const char *name,
                           gr_poscache_stats *out);
/* Frees unused caches (not used in this call), least recently used first,
** until `bytes` more fit in the share; returns 1 when they do. */
int gr_poscache_make_room(gr_ctx *ctx, size_t bytes);
void gr_poscache_free_all(gr_ctx *ctx);

#endif
