/*
** poscache.h — position caches: values by a position's canonical key, kept
** per context between calls (poscache.c).
*/
#ifndef GR_POSCACHE_H
#define GR_POSCACHE_H

#include <string.h>
#include "grint.h"
#include "share.h"

/* ---- position caches (poscache.c) ---------------------------------------------
** The kit for games without a formula (typed rules, searches over boards).
** A cache maps a position's canonical key (any bytes its game writes, the
** same for all the positions it treats as one) to a value of up to 64 bits.
** Caches live in the context between calls, one per (owner, name) — a game
** and its parameters' text — and their memory counts with the family tables
** (limit / GR_TABLE_SHARE in all). When a value does not fit, the share
** (share.h) frees the least recently used tables and caches not used in this
** call; then the cache drops its
** older half and carries on (correct, only slower; stats count these
** clears). A search that runs out of work fails with GR_ELIMIT and
** leaves the values it found in the cache, so the next call carries on. */

typedef struct gr_poscache_stats {
  gr_int entries;               /* values held now */
  gr_int hits, misses, stores;  /* lookups that found a value, that did not; values stored */
  gr_int clears;                /* times the cache dropped its older half for room */
  gr_int searched;              /* positions whose value a search computed */
  size_t bytes;                 /* memory it holds (counted in ctx->kept_bytes[GR_KEPT_TABLES]) */
} gr_poscache_stats;

/* The cache of (owner, name), made empty when there is none; marked used in
** this call. Owned by the context (gr_close frees it). */
gr_poscache *gr_poscache_open(gr_ctx *ctx, const char *owner, const char *name);
/* Stores key's value (replacing any). Throws GR_ENOMEM only when not even
** an empty cache has room for it. */
void gr_poscache_put(gr_ctx *ctx, gr_poscache *pc, const void *key, size_t len, uint64_t value);
void gr_poscache_info(const gr_poscache *pc, gr_poscache_stats *out);
/* For tests: the stats of the cache of (owner, name); 0 when there is none. */
int gr_poscache_find_stats(gr_ctx *ctx, const char *owner, const char *name,
                           gr_poscache_stats *out);

/* The cache's layout, open so that a lookup (the search's inner loop) is
** inline. A cache is an open-addressing hash table over an arena of
** entries, each [value (8 bytes)][hash (4)][length (4)][key bytes, padded
** to 8]; a slot holds an entry's offset / 8 + 1 (0: empty) in its low 32
** bits and the entry's hash in its high 32 bits. */
struct gr_poscache {
  gr_kept kept;          /* in the share: the last use, how to free it */
  gr_poscache *next;
  char *name;            /* owner, NUL, name, NUL */
  size_t namelen;        /* bytes of name, both NULs included */
  uint64_t *slot;        /* nslot slots (a power of two), or NULL */
  size_t nslot;
  unsigned char *arena;  /* entries, arenan bytes used of arenacap */
  size_t arenan, arenacap;
  size_t bytes;          /* what it holds: struct, name, slots, arena */
  gr_poscache_stats st;
};

#define GR_ENTRY_HEAD 16 /* value, hash, length */

static inline uint64_t gr_poscache_hash(const unsigned char *k, size_t len) {
  uint64_t h = 0x9E3779B97F4A7C15ULL ^ (uint64_t)len;
  size_t i = 0;
  for (; i + 8 <= len; i += 8) {
    uint64_t w;
    memcpy(&w, k + i, 8);
    h = (h ^ w) * 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 31;
  }
  if (i < len) {
    uint64_t w = 0;
    memcpy(&w, k + i, len - i);
    h = (h ^ w) * 0x94D049BB133111EBULL;
    h ^= h >> 29;
  }
  return h ^ (h >> 32);
}

/* 1 and *value when key (len bytes) has a value, else 0. */
static inline int gr_poscache_get(gr_poscache *pc, const void *key, size_t len, uint64_t *value) {
  uint64_t h;
  size_t i, mask;
  if (pc->st.entries == 0) {
    pc->st.misses++;
    return 0;
  }
  h = gr_poscache_hash(key, len);
  mask = pc->nslot - 1;
  for (i = (size_t)h & mask; pc->slot[i] != 0; i = (i + 1) & mask) {
    const unsigned char *e;
    uint32_t el;
    if ((uint32_t)(pc->slot[i] >> 32) != (uint32_t)h) continue;
    e = pc->arena + (size_t)((uint32_t)pc->slot[i] - 1) * 8;
    memcpy(&el, e + 12, 4);
    if (el == len && memcmp(e + GR_ENTRY_HEAD, key, len) == 0) {
      memcpy(value, e, 8);
      pc->st.hits++;
      return 1;
    }
  }
  pc->st.misses++;
  return 0;
}

#endif
