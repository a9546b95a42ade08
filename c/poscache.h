/*
** poscache.h — position caches: values by a position's canonical key, kept
** per context between calls (poscache.c).
*/
#ifndef GR_POSCACHE_H
#define GR_POSCACHE_H

#include "grint.h"
#include "share.h"

/* ---- position caches (poscache.c) ---------------------------------------------
** The kit for games without a formula (typed rules, searches over boards).
** A cache maps a position's canonical key (any bytes its game writes, the
** same for all the positions it treats as one) to a value of up to 64 bits.
** Caches live in the context between calls, one per (owner, name) — a game
** and its parameters' text — and their memory counts with the family tables
** (limit / GR_TABLE_SHARE in all). A cache grows while the share has room
** (the share, share.h, frees the least recently used tables and caches not
** used in this call first); then it keeps its size, and a new value takes
** the place of the one of least worth near it (correct, only slower: stats
** count the values dropped). A search that runs out of work fails with
** GR_ELIMIT and leaves the values it found in the cache, so the next call
** carries on. */

typedef struct gr_poscache_stats {
  gr_int entries;               /* values held now */
  gr_int hits, misses, stores;  /* lookups that found a value, that did not; values stored */
  gr_int dropped;               /* values given up for room */
  gr_int searched;              /* positions whose value a search computed */
  gr_int visited;               /* positions whose options a search listed */
  size_t bytes;                 /* memory it holds (counted in ctx->kept_bytes[GR_KEPT_TABLES]) */
} gr_poscache_stats;

/* The cache of (owner, name), made empty when there is none; marked used in
** this call. Owned by the context (gr_close frees it). */
gr_poscache *gr_poscache_open(gr_ctx *ctx, const char *owner, const char *name);
/* 1 and *value when key (len bytes) has a value, else 0. */
int gr_poscache_get(gr_poscache *pc, const void *key, size_t len, uint64_t *value);
/* Stores key's value (replacing any). `worth` (0..31) is what keeping it
** saves, as the log of the work it took: when the cache is full, values of
** least worth give way first. Throws GR_ENOMEM only when not even an empty
** cache has room for it. */
void gr_poscache_put(gr_ctx *ctx, gr_poscache *pc, const void *key, size_t len, uint64_t value,
                     int worth);
/* Stores that key's value is none of the values of `not` (bit g: not g; the
** bits of 0..23 are kept), unless its value is known: gr_poscache_get then
** gives GR_EXCLUDED with those bits. For the pruned search. */
void gr_poscache_exclude(gr_ctx *ctx, gr_poscache *pc, const void *key, size_t len, uint64_t not,
                         int worth);
void gr_poscache_info(const gr_poscache *pc, gr_poscache_stats *out);
/* A key's hash (the same for every cache), and the lookup with it given, for
** a search that hashes a key once. */
uint64_t gr_poscache_hash(const void *key, size_t len);
int gr_poscache_get_h(gr_poscache *pc, const void *key, size_t len, uint64_t hash,
                      uint64_t *value);
/* Asks the memory for the bucket a key of this hash lives in, ahead of its lookup. */
void gr_poscache_prefetch(const gr_poscache *pc, uint64_t hash);
/* Counts a position whose value a search computed (stats.searched), and one
** whose options a search listed (stats.visited). */
void gr_poscache_searched(gr_poscache *pc);
void gr_poscache_visited(gr_poscache *pc);
/* The cache's block: memory its game keeps beside the values (a dense table,
** say), grown to at least `bytes` (what it held kept, the rest zero), counted
** and freed with the cache; NULL when the share has no room (the block is
** then unchanged). gr_poscache_block_size: its bytes now (0 at first). */
void *gr_poscache_block(gr_ctx *ctx, gr_poscache *pc, size_t bytes);
size_t gr_poscache_block_size(const gr_poscache *pc);
/* A cached word with this flag is no value but the values (bits 0..23)
** known not to be the position's (gr_poscache_exclude). */
#define GR_EXCLUDED ((uint64_t)1 << 63)
/* For tests: the stats of the cache of (owner, name); 0 when there is none. */
int gr_poscache_find_stats(gr_ctx *ctx, const char *owner, const char *name,
                           gr_poscache_stats *out);

#endif
