/*
** poscache.c — position caches: values keyed by a canonical position, for
** games without a formula (the searches that fill them: prune.c).
**
** A cache is a hash table of buckets of one cache line (64 bytes): five
** slots, each a key word and a value word, and a word for the threads'
** lock. A key of at most 7 bytes, or of 8 whose first byte is 8 or more,
** is its own key word (no two keys share one); any other key, or a value
** that needs more than 24 bits, goes to an arena record [length][hash]
** [value][key bytes] and its slot holds the record's place and hash. A key
** lives in its home bucket or one of the next PROBE - 1; a lookup stops at
** the first bucket with a free slot.
**
** A value word: the value (24 bits) or, with the flag GR_EXCLUDED given, the
** values 0..23 the position is known not to have; the worth of the entry (5
** bits: the log of the work it took, which the search passes); whether it
** is a record in the arena; whether the slot is used. The table doubles
** while the memory share allows (limit / GR_TABLE_SHARE, with the family
** tables), freeing unused tables and caches first; past that it keeps its
** size and a new entry takes the slot of the least worth in its bucket:
** the table never holds more than the share, values are always right, some
** are only computed again. Caches are kept in the context between calls,
** registered with the share (share.h).
*/
#include <string.h>
#include <stddef.h>
#include "message.h"
#include "poscache.h"

#define WAYS 5            /* slots a bucket */
#define PROBE 4           /* buckets a key may live in, from its home one */
#define MIN_BUCKETS 64
#define MIN_ARENA ((size_t)16 << 10)
#define REC_HEAD 16       /* an arena record: length (4), hash (4), value (8) */

#define V_VALUE 0x00FFFFFFu /* the value, or the values excluded */
#define V_EXCL (1u << 24)
#define V_WORTH_SHIFT 25    /* 5 bits */
#define V_REC (1u << 30)    /* the key (and value) are an arena record */
#define V_USED (1u << 31)

typedef struct bucket {
  uint64_t k[WAYS];
  uint32_t v[WAYS];
  uint32_t lock;
} bucket;

struct gr_poscache {
  gr_kept kept;          /* in the share: the last use, how to free it */
  gr_poscache *next;
  char *name;            /* owner, NUL, name, NUL */
  size_t namelen;        /* bytes of name, both NULs included */
  bucket *b;             /* nb buckets (a power of two), or NULL */
  size_t nb;
  unsigned char *arena;  /* records, arenan bytes used of arenacap */
  size_t arenan, arenacap, arenalive; /* ... arenalive of them still referred to */
  int full;              /* the share has no room to grow: entries replace others */
  unsigned char *block;  /* the game's own block (gr_poscache_block), blockn bytes */
  size_t blockn;
  size_t bytes;          /* what it holds: struct, name, buckets, arena */
  gr_poscache_stats st;
};

static size_t pad8(size_t n) { return (n + 7) & ~(size_t)7; }

static uint64_t mix(uint64_t h) {
  h ^= h >> 31;
  h *= 0x7FB5D329728EA185ULL;
  h ^= h >> 27;
  h *= 0x81DADEF4BC2DD44DULL;
  return h ^ (h >> 33);
}

static uint64_t hash_bytes(const unsigned char *k, size_t len) {
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
  return mix(h);
}

/* A key as the cache sees it: its word, when it is its own (inline), and
** its hash. */
typedef struct ckey {
  const unsigned char *p;
  size_t len;
  uint64_t word, hash;
  int inline_;
} ckey;

static void key_word(ckey *c, const void *key, size_t len) {
  const unsigned char *k = key;
  c->p = k;
  c->len = len;
  if (len < 8) {
    uint64_t w = 0;
    if (len) memcpy(&w, k, len);
    c->word = (w << 8) | (uint64_t)len; /* lowest byte: the length, below 8 */
    c->inline_ = 1;
  } else if (len == 8 && k[0] >= 8) {
    uint64_t w;
    memcpy(&w, k, 8);
    c->word = w;
    c->inline_ = 1;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    c->word = __builtin_bswap64(w); /* the first byte lowest, as on little-endian machines */
#endif
  } else {
    c->inline_ = 0;
    c->word = 0;
  }
}

static void key_of(ckey *c, const void *key, size_t len) {
  key_word(c, key, len);
  c->hash = c->inline_ ? mix(c->word) : hash_bytes(c->p, len);
}

/* ---- the contexts' list of caches ----------------------------------------------- */

static void cache_free(gr_ctx *ctx, gr_poscache *pc) {
  ctx->kept_bytes[GR_KEPT_TABLES] -= pc->bytes;
  gr_mfree(ctx, pc->b, pc->nb * sizeof *pc->b);
  gr_mfree(ctx, pc->arena, pc->arenacap);
  gr_mfree(ctx, pc->block, pc->blockn);
  gr_mfree(ctx, pc->name, pc->namelen);
  gr_mfree(ctx, pc, sizeof *pc);
}

/* The share's way to free a cache: out of the context's list, then freed. */
static void cache_drop(gr_ctx *ctx, gr_kept *k) {
  gr_poscache *pc = (gr_poscache *)(void *)((char *)k - offsetof(gr_poscache, kept)), **pp;
  for (pp = &ctx->caches; *pp != NULL; pp = &(*pp)->next)
    if (*pp == pc) {
      *pp = pc->next;
      break;
    }
  cache_free(ctx, pc);
}

/* Counted memory within the share, or NULL when there is no room even after
** the share frees what is not in use. */
static void *cache_alloc(gr_ctx *ctx, size_t bytes) {
  if (!gr_share_room(ctx, GR_KEPT_TABLES, bytes)) return NULL;
  return gr_malloc(ctx, bytes);
}

/* What pc holds, and its pool, grown by `more` bytes and shrunk by `less`. */
static void count(gr_ctx *ctx, gr_poscache *pc, size_t more, size_t less) {
  ctx->kept_bytes[GR_KEPT_TABLES] += more;
  ctx->kept_bytes[GR_KEPT_TABLES] -= less;
  pc->bytes += more;
  pc->bytes -= less;
}

gr_poscache *gr_poscache_open(gr_ctx *ctx, const char *owner, const char *name) {
  size_t lo = strlen(owner), ln = strlen(name), len = lo + ln + 2;
  gr_poscache **pp, *pc;
  for (pp = &ctx->caches; *pp != NULL; pp = &(*pp)->next) {
    pc = *pp;
    if (pc->namelen == len && memcmp(pc->name, owner, lo + 1) == 0 &&
        memcmp(pc->name + lo + 1, name, ln + 1) == 0) {
      *pp = pc->next; /* to the front */
      pc->next = ctx->caches;
      ctx->caches = pc;
      if (pc->kept.used != ctx->call) pc->full = 0; /* room may have been freed since */
      gr_share_use(ctx, &pc->kept);
      return pc;
    }
  }
  pc = cache_alloc(ctx, sizeof *pc + len);
  if (pc == NULL) gr_throw(ctx, GR_ENOMEM, GR_W(err_cache_nomem));
  memset(pc, 0, sizeof *pc);
  pc->name = gr_malloc(ctx, len);
  if (pc->name == NULL) {
    gr_mfree(ctx, pc, sizeof *pc);
    gr_throw(ctx, GR_ENOMEM, GR_W(err_cache_nomem));
  }
  memcpy(pc->name, owner, lo + 1);
  memcpy(pc->name + lo + 1, name, ln + 1);
  pc->namelen = len;
  pc->bytes = sizeof *pc + len;
  ctx->kept_bytes[GR_KEPT_TABLES] += pc->bytes;
  gr_share_add(ctx, &pc->kept, GR_KEPT_TABLES, cache_drop);
  pc->next = ctx->caches;
  ctx->caches = pc;
  return pc;
}

/* ---- records ------------------------------------------------------------------- */

static unsigned char *rec_at(const gr_poscache *pc, uint64_t k) {
  return pc->arena + (size_t)(uint32_t)k * 8;
}

static int rec_is(const gr_poscache *pc, uint64_t k, const ckey *c) {
  const unsigned char *r;
  uint32_t len;
  if ((uint32_t)(k >> 32) != (uint32_t)c->hash) return 0;
  r = rec_at(pc, k);
  memcpy(&len, r, 4);
  return len == c->len && (c->len == 0 || memcmp(r + REC_HEAD, c->p, c->len) == 0);
}

/* Whether slot (k, v) holds key c. */
static int holds(const gr_poscache *pc, uint64_t k, uint32_t v, const ckey *c) {
  if ((v & (V_USED | V_REC)) == V_USED) return c->inline_ && k == c->word; /* most slots */
  return (v & V_USED) && (v & V_REC) && rec_is(pc, k, c);
}

/* The value of slot (k, v), in the words of the interface. */
static uint64_t value_of(const gr_poscache *pc, uint64_t k, uint32_t v) {
  uint64_t x;
  if (v & V_REC) memcpy(&x, rec_at(pc, k) + 8, 8);
  else x = v & V_VALUE;
  return (v & V_EXCL) ? GR_EXCLUDED | x : x;
}

static size_t home(const gr_poscache *pc, uint64_t hash) { return (size_t)hash & (pc->nb - 1); }

uint64_t gr_poscache_hash(const void *key, size_t len) {
  ckey c;
  key_of(&c, key, len);
  return c.hash;
}

int gr_poscache_get(gr_poscache *pc, const void *key, size_t len, uint64_t *value) {
  return gr_poscache_get_h(pc, key, len, gr_poscache_hash(key, len), value);
}

int gr_poscache_get_h(gr_poscache *pc, const void *key, size_t len, uint64_t hash,
                      uint64_t *value) {
  ckey c;
  size_t i, p;
  if (pc->st.entries == 0) {
    pc->st.misses++;
    return 0;
  }
  key_word(&c, key, len);
  c.hash = hash;
  for (p = 0, i = home(pc, c.hash); p < PROBE; p++, i = (i + 1) & (pc->nb - 1)) {
    const bucket *b = &pc->b[i];
    uint32_t all = V_USED;
    int s;
    for (s = 0; s < WAYS; s++) {
      if (holds(pc, b->k[s], b->v[s], &c)) {
        *value = value_of(pc, b->k[s], b->v[s]);
        pc->st.hits++;
        return 1;
      }
      all &= b->v[s];
    }
    if (!all) break; /* a key never passes a bucket with room */
  }
  pc->st.misses++;
  return 0;
}

void gr_poscache_prefetch(const gr_poscache *pc, uint64_t hash) {
#if defined(__GNUC__) || defined(__clang__)
  if (pc->nb > 0) __builtin_prefetch(&pc->b[home(pc, hash)]);
#else
  (void)pc;
  (void)hash;
#endif
}

/* ---- growing ---------------------------------------------------------------------- */

/* An arena of at least `need` bytes, keeping the records. 0 when no room. */
static int rearena(gr_ctx *ctx, gr_poscache *pc, size_t need) {
  size_t cap = pc->arenacap ? pc->arenacap * 2 : MIN_ARENA;
  unsigned char *a;
  while (cap < need) cap *= 2;
  if ((cap >> 3) > 0xFFFFFFFFu) return 0; /* records are found by a 32-bit place */
  a = cache_alloc(ctx, cap);
  if (a == NULL) return 0;
  if (pc->arenan) memcpy(a, pc->arena, pc->arenan);
  gr_mfree(ctx, pc->arena, pc->arenacap);
  count(ctx, pc, cap, pc->arenacap);
  pc->arena = a;
  pc->arenacap = cap;
  return 1;
}

/* Moves the records still referred to to the arena's start. Each live record
** is marked first (its length's top bit), its hash field holding the number
** of the slot that refers to it (the slot keeps the hash meanwhile). */
static void compact(gr_poscache *pc) {
  size_t i, off, to = 0;
  int s;
  for (i = 0; i < pc->nb; i++)
    for (s = 0; s < WAYS; s++)
      if ((pc->b[i].v[s] & (V_USED | V_REC)) == (V_USED | V_REC)) {
        unsigned char *r = rec_at(pc, pc->b[i].k[s]);
        uint32_t len, slot = (uint32_t)(i * WAYS + (size_t)s);
        memcpy(&len, r, 4);
        len |= 0x80000000u;
        memcpy(r, &len, 4);
        memcpy(r + 4, &slot, 4);
      }
  for (off = 0; off < pc->arenan;) {
    unsigned char *r = pc->arena + off;
    uint32_t len;
    size_t size;
    memcpy(&len, r, 4);
    size = REC_HEAD + pad8(len & 0x7FFFFFFFu);
    if (len & 0x80000000u) {
      uint32_t slot, h;
      uint64_t *k;
      memcpy(&slot, r + 4, 4);
      k = &pc->b[slot / WAYS].k[slot % WAYS];
      h = (uint32_t)(*k >> 32);
      len &= 0x7FFFFFFFu;
      memcpy(r, &len, 4);
      memcpy(r + 4, &h, 4);
      if (to != off) memmove(pc->arena + to, r, size);
      *k = ((uint64_t)h << 32) | (uint64_t)(to / 8);
      to += size;
    }
    off += size;
  }
  pc->arenan = to;
  pc->arenalive = to;
}

static void dropped(gr_poscache *pc, uint32_t v, uint64_t k);

/* Drops the records in the older half of the arena (it holds them in the
** order they came: the newer ones are those a depth-first search meets
** again soonest), then compacts it. */
static void drop_older(gr_poscache *pc) {
  size_t i, half = pc->arenan / 2;
  int s;
  for (i = 0; i < pc->nb; i++)
    for (s = 0; s < WAYS; s++)
      if ((pc->b[i].v[s] & (V_USED | V_REC)) == (V_USED | V_REC) &&
          (size_t)(uint32_t)pc->b[i].k[s] * 8 < half) {
        dropped(pc, pc->b[i].v[s], pc->b[i].k[s]);
        pc->b[i].v[s] = 0;
      }
  compact(pc);
}

/* Room for a record of `size` bytes; 0 when there is none. */
static int arena_room(gr_ctx *ctx, gr_poscache *pc, size_t size) {
  if (pc->arenan + size <= pc->arenacap) return 1;
  if (pc->arenalive + size <= pc->arenacap / 2) { /* mostly records no slot refers to */
    compact(pc);
    if (pc->arenan + size <= pc->arenacap) return 1;
  }
  if (rearena(ctx, pc, pc->arenan + size)) return 1;
  compact(pc);
  if (pc->arenan + size <= pc->arenacap) return 1;
  drop_older(pc);
  return pc->arenan + size <= pc->arenacap;
}

/* What keeping slot value v is worth: its worth, an exact value above an
** exclusion of the same worth. */
static int keep_score(uint32_t v) {
  return (int)((v >> V_WORTH_SHIFT) & 31) * 2 + !(v & V_EXCL);
}

/* Puts slot (k, v) with hash h into the table b of nb buckets: a free slot
** within PROBE buckets; else, by `replace`:
**   0  nothing;
**   1  the slot of its home bucket least worth keeping;
**   2  the same, when that one is worth no more than v;
**   3  the exclusion least worth keeping within PROBE buckets, if any.
** Returns 1 when stored in a free slot, -1 when it replaced an entry (*gone,
** *gonek: that slot), 0 when not stored. */
static int place_slot(bucket *b, size_t nb, uint64_t h, uint64_t k, uint32_t v, int replace,
                      uint32_t *gone, uint64_t *gonek) {
  size_t i = (size_t)h & (nb - 1), p, li = i;
  int s, least = -1;
  for (p = 0; p < PROBE; p++, i = (i + 1) & (nb - 1))
    for (s = 0; s < WAYS; s++) {
      if (!(b[i].v[s] & V_USED)) {
        b[i].k[s] = k;
        b[i].v[s] = v;
        return 1;
      }
      if (replace == 3 && (b[i].v[s] & V_EXCL) &&
          (least < 0 || keep_score(b[i].v[s]) < keep_score(b[li].v[least]))) {
        least = s;
        li = i;
      }
    }
  if (replace == 0 || (replace == 3 && least < 0)) return 0;
  if (replace != 3) {
    li = (size_t)h & (nb - 1);
    for (least = 0, s = 1; s < WAYS; s++)
      if (keep_score(b[li].v[s]) < keep_score(b[li].v[least])) least = s;
    if (replace == 2 && keep_score(b[li].v[least]) > keep_score(v)) return 0;
  }
  *gone = b[li].v[least];
  *gonek = b[li].k[least];
  b[li].k[least] = k;
  b[li].v[least] = v;
  return -1;
}

static uint64_t slot_hash(const gr_poscache *pc, uint64_t k, uint32_t v) {
  if (v & V_REC) {
    const unsigned char *r = rec_at(pc, k);
    uint32_t len;
    ckey c;
    memcpy(&len, r, 4);
    key_of(&c, r + REC_HEAD, len);
    return c.hash;
  }
  return mix(k);
}

static void dropped(gr_poscache *pc, uint32_t v, uint64_t k) {
  pc->st.entries--;
  pc->st.dropped++;
  if (v & V_REC) {
    uint32_t len;
    memcpy(&len, rec_at(pc, k), 4);
    pc->arenalive -= REC_HEAD + pad8(len);
  }
}

/* Doubles the table (rehashing every entry); 0 when there is no room. */
static int grow(gr_ctx *ctx, gr_poscache *pc) {
  size_t n = pc->nb ? pc->nb * 2 : MIN_BUCKETS, i;
  bucket *nbk = cache_alloc(ctx, n * sizeof *nbk);
  int s;
  if (nbk == NULL) return 0;
  memset(nbk, 0, n * sizeof *nbk);
  for (i = 0; i < pc->nb; i++)
    for (s = 0; s < WAYS; s++) {
      uint32_t v = pc->b[i].v[s], gv;
      uint64_t k = pc->b[i].k[s], gk;
      if (!(v & V_USED)) continue;
      if (place_slot(nbk, n, slot_hash(pc, k, v), k, v, 1, &gv, &gk) < 0) dropped(pc, gv, gk);
    }
  gr_mfree(ctx, pc->b, pc->nb * sizeof *pc->b);
  count(ctx, pc, n * sizeof *nbk, pc->nb * sizeof *nbk);
  pc->b = nbk;
  pc->nb = n;
  return 1;
}

/* ---- storing ---------------------------------------------------------------------- */

/* Stores key's value, or with `excl` the values it excludes. */
static void put(gr_ctx *ctx, gr_poscache *pc, const void *key, size_t len, uint64_t value,
                int excl, int worth) {
  ckey c;
  uint32_t v, gv;
  uint64_t k, gk;
  size_t i, p;
  int s, rec;
  if (len > 0x7FFFFFF0u) gr_throw(ctx, GR_ELIMIT, GR_W(err_cache_key_long));
  if (worth < 0) worth = 0;
  if (worth > 31) worth = 31;
  if (excl && (value & V_VALUE) == 0) return; /* nothing known */
  key_of(&c, key, len);
  rec = !c.inline_ || (!excl && value >= V_VALUE);
  v = V_USED | ((uint32_t)worth << V_WORTH_SHIFT) | (excl ? V_EXCL : 0) | (uint32_t)(value & V_VALUE);
  if (pc->nb > 0) /* already there: replace the value */
    for (p = 0, i = home(pc, c.hash); p < PROBE; p++, i = (i + 1) & (pc->nb - 1)) {
      bucket *b = &pc->b[i];
      int open = 0;
      for (s = 0; s < WAYS; s++) {
        if (holds(pc, b->k[s], b->v[s], &c)) {
          if (b->v[s] & V_REC) {
            memcpy(rec_at(pc, b->k[s]) + 8, &value, 8);
            b->v[s] = (v & ~V_VALUE) | V_REC;
          } else if (rec) { /* a value grown too wide: the slot becomes a record */
            b->v[s] = 0;
            pc->st.entries--;
            goto store;
          } else {
            b->v[s] = v;
          }
          return;
        }
        open |= !(b->v[s] & V_USED);
      }
      if (open) break;
    }
store:
  if (pc->nb == 0 && !grow(ctx, pc))
    gr_throw(ctx, GR_ENOMEM, gr_m1(ctx, GR_M(err_cache_room), gr_i((gr_int)(ctx->limit >> 20))));
  if (rec) {
    size_t size = REC_HEAD + pad8(len);
    unsigned char *r;
    uint32_t l32 = (uint32_t)len, h32 = (uint32_t)c.hash;
    if (!arena_room(ctx, pc, size)) {
      if (pc->arenacap < size)
        gr_throw(ctx, GR_ENOMEM, gr_m2(ctx, GR_M(err_cache_key), gr_i((gr_int)len),
                                       gr_i((gr_int)(ctx->limit >> 20))));
      pc->st.dropped++; /* no room for it now */
      return;
    }
    r = pc->arena + pc->arenan;
    memcpy(r, &l32, 4);
    memcpy(r + 4, &h32, 4);
    memcpy(r + 8, &value, 8);
    if (len) memcpy(r + REC_HEAD, key, len);
    if (pad8(len) > len) memset(r + REC_HEAD + len, 0, pad8(len) - len);
    k = ((uint64_t)h32 << 32) | (uint64_t)(pc->arenan / 8);
    v = (v & ~V_VALUE) | V_REC;
    pc->arenan += size;
    pc->arenalive += size;
  } else {
    k = c.word;
  }
  /* an exclusion never grows the table: it takes a free slot or a lesser one (one
  ** pass); a value takes a free slot or an exclusion's, else grows the table */
  s = place_slot(pc->b, pc->nb, c.hash, k, v, excl ? 2 : 3, &gv, &gk);
  if (s == 0 && !excl && !pc->full && (pc->full = !grow(ctx, pc)) == 0)
    s = place_slot(pc->b, pc->nb, c.hash, k, v, 0, &gv, &gk);
  if (s == 0 && !excl) s = place_slot(pc->b, pc->nb, c.hash, k, v, 1, &gv, &gk);
  if (s == 0) {
    if (rec) { /* its record stays unreferred to */
      pc->arenalive -= REC_HEAD + pad8(len);
    }
    pc->st.dropped++;
    return;
  }
  if (s < 0) dropped(pc, gv, gk);
  pc->st.entries++;
  pc->st.stores++;
}

void gr_poscache_put(gr_ctx *ctx, gr_poscache *pc, const void *key, size_t len, uint64_t value,
                     int worth) {
  put(ctx, pc, key, len, value, 0, worth);
}

void gr_poscache_exclude(gr_ctx *ctx, gr_poscache *pc, const void *key, size_t len, uint64_t not,
                         int worth) {
  put(ctx, pc, key, len, not, 1, worth);
}

void gr_poscache_info(const gr_poscache *pc, gr_poscache_stats *out) {
  *out = pc->st;
  out->bytes = pc->bytes;
}

int gr_poscache_find_stats(gr_ctx *ctx, const char *owner, const char *name,
                           gr_poscache_stats *out) {
  size_t lo = strlen(owner), ln = strlen(name);
  const gr_poscache *pc;
  for (pc = ctx->caches; pc != NULL; pc = pc->next)
    if (pc->namelen == lo + ln + 2 && memcmp(pc->name, owner, lo + 1) == 0 &&
        memcmp(pc->name + lo + 1, name, ln + 1) == 0) {
      gr_poscache_info(pc, out);
      return 1;
    }
  return 0;
}

void *gr_poscache_block(gr_ctx *ctx, gr_poscache *pc, size_t bytes) {
  unsigned char *b;
  if (bytes <= pc->blockn) return pc->block;
  b = cache_alloc(ctx, bytes);
  if (b == NULL) return NULL;
  if (pc->blockn) memcpy(b, pc->block, pc->blockn);
  memset(b + pc->blockn, 0, bytes - pc->blockn);
  gr_mfree(ctx, pc->block, pc->blockn);
  count(ctx, pc, bytes, pc->blockn);
  pc->block = b;
  pc->blockn = bytes;
  return b;
}

size_t gr_poscache_block_size(const gr_poscache *pc) { return pc->blockn; }

void gr_poscache_searched(gr_poscache *pc) { pc->st.searched++; }

void gr_poscache_visited(gr_poscache *pc) { pc->st.visited++; }
