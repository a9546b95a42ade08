/*
** poscache.c — position caches: values keyed by a canonical position, kept
** in the context between calls (prune.c is the search that fills them).
**
** A cache is an open-addressing hash table over an arena of entries (its
** layout and the inline lookup are in poscache.h): a slot keeps its entry's
** hash beside its offset, so a probe past other keys reads only the slots,
** not their entries. Caches are kept in the context between calls,
** registered with the share (share.h), and their bytes count in the pool of
** the family tables, within limit / GR_TABLE_SHARE. When a cache must grow
** and the share can free nothing unused, it drops its older
** half (the arena is in the order entries came) and goes on within the room
** it has: values are always right, some are just computed again.
*/
#include <string.h>
#include <stddef.h>
#include "message.h"
#include "poscache.h"

#define MIN_SLOTS 1024
#define MIN_ARENA ((size_t)16 << 10)

static size_t pad8(size_t n) { return (n + 7) & ~(size_t)7; }

static void cache_free(gr_ctx *ctx, gr_poscache *pc) {
  ctx->kept_bytes[GR_KEPT_TABLES] -= pc->bytes;
  gr_mfree(ctx, pc->slot, pc->nslot * sizeof *pc->slot);
  gr_mfree(ctx, pc->arena, pc->arenacap);
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

/* Counted memory for pc within the share, or NULL when there is no room
** even after the share frees what is not in use. */
static void *cache_alloc(gr_ctx *ctx, size_t bytes) {
  if (!gr_share_room(ctx, GR_KEPT_TABLES, bytes)) return NULL;
  return gr_malloc(ctx, bytes);
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

/* A slot for the entry at arena offset off with hash h. */
static uint64_t slot_of(size_t off, uint32_t h) {
  return ((uint64_t)h << 32) | (uint64_t)(uint32_t)(off / 8 + 1);
}

/* Drops the older half of the entries (the arena holds them oldest first),
** keeping the memory: the recent ones are those a depth-first search uses
** again soonest. */
static void clear(gr_poscache *pc) {
  size_t cut = 0, off, mask = pc->nslot - 1;
  gr_int kept = 0;
  while (cut < pc->arenan / 2) { /* the first entry boundary past half */
    uint32_t el;
    memcpy(&el, pc->arena + cut + 12, 4);
    cut += GR_ENTRY_HEAD + pad8(el);
  }
  memmove(pc->arena, pc->arena + cut, pc->arenan - cut);
  pc->arenan -= cut;
  if (pc->slot != NULL) memset(pc->slot, 0, pc->nslot * sizeof *pc->slot);
  for (off = 0; off < pc->arenan; kept++) {
    uint32_t eh, el;
    size_t i;
    memcpy(&eh, pc->arena + off + 8, 4);
    memcpy(&el, pc->arena + off + 12, 4);
    for (i = eh & mask; pc->slot[i] != 0; i = (i + 1) & mask) {}
    pc->slot[i] = slot_of(off, eh);
    off += GR_ENTRY_HEAD + pad8(el);
  }
  pc->st.entries = kept;
  pc->st.clears++;
}

/* Replaces the slots by `n` (a power of two), rehashing every entry. 0 when
** there is no room. */
static int reslot(gr_ctx *ctx, gr_poscache *pc, size_t n) {
  uint64_t *s = cache_alloc(ctx, n * sizeof *s);
  size_t off, mask = n - 1;
  if (s == NULL) return 0;
  memset(s, 0, n * sizeof *s);
  for (off = 0; off < pc->arenan;) {
    const unsigned char *e = pc->arena + off;
    uint32_t eh, el;
    size_t i;
    memcpy(&eh, e + 8, 4);
    memcpy(&el, e + 12, 4);
    for (i = eh & mask; s[i] != 0; i = (i + 1) & mask) {}
    s[i] = slot_of(off, eh);
    off += GR_ENTRY_HEAD + pad8(el);
  }
  gr_mfree(ctx, pc->slot, pc->nslot * sizeof *pc->slot);
  ctx->kept_bytes[GR_KEPT_TABLES] += n * sizeof *s;
  ctx->kept_bytes[GR_KEPT_TABLES] -= pc->nslot * sizeof *pc->slot;
  pc->bytes += n * sizeof *s;
  pc->bytes -= pc->nslot * sizeof *pc->slot;
  pc->slot = s;
  pc->nslot = n;
  return 1;
}

/* An arena of at least `need` bytes, keeping the entries. 0 when no room. */
static int rearena(gr_ctx *ctx, gr_poscache *pc, size_t need) {
  size_t cap = pc->arenacap ? pc->arenacap : MIN_ARENA;
  unsigned char *a;
  while (cap < need) cap *= 2;
  a = cache_alloc(ctx, cap);
  if (a == NULL) { /* no room to double: as much as there is room for, when more */
    size_t share = ctx->limit / GR_TABLE_SHARE, room;
    room = share > ctx->kept_bytes[GR_KEPT_TABLES] ? (share - ctx->kept_bytes[GR_KEPT_TABLES]) & ~(MIN_ARENA - 1) : 0;
    if (room < need || room <= pc->arenacap + MIN_ARENA) return 0;
    cap = room;
    a = cache_alloc(ctx, cap);
    if (a == NULL) return 0;
  }
  if (pc->arenan) memcpy(a, pc->arena, pc->arenan);
  gr_mfree(ctx, pc->arena, pc->arenacap);
  ctx->kept_bytes[GR_KEPT_TABLES] += cap - pc->arenacap;
  pc->bytes += cap - pc->arenacap;
  pc->arena = a;
  pc->arenacap = cap;
  return 1;
}

/* Room for one more entry of `size` bytes: grows, or clears, or fails. */
static void make_space(gr_ctx *ctx, gr_poscache *pc, size_t size) {
  int full_slots = (size_t)(pc->st.entries + 1) * 2 > pc->nslot;
  int full_arena = pc->arenan + size > pc->arenacap;
  if (full_slots && !reslot(ctx, pc, pc->nslot ? pc->nslot * 2 : MIN_SLOTS)) {
    if (pc->nslot == 0)
      gr_throw(ctx, GR_ENOMEM, gr_m1(ctx, GR_M(err_cache_room), gr_i((gr_int)(ctx->limit >> 20))));
    clear(pc);
  }
  while (pc->arenan + size > pc->arenacap && !rearena(ctx, pc, pc->arenan + size)) {
    if (pc->arenacap < size) /* even empty it would not hold this entry */
      gr_throw(ctx, GR_ENOMEM, gr_m2(ctx, GR_M(err_cache_key), gr_i((gr_int)size),
                                     gr_i((gr_int)(ctx->limit >> 20))));
    clear(pc);
  }
  (void)full_arena;
}

void gr_poscache_put(gr_ctx *ctx, gr_poscache *pc, const void *key, size_t len,
                     uint64_t value) {
  uint64_t h = gr_poscache_hash(key, len);
  size_t size = GR_ENTRY_HEAD + pad8(len), i, mask;
  uint32_t h32 = (uint32_t)h, l32 = (uint32_t)len;
  unsigned char *e;
  if (len > 0xFFFFFFF0u) gr_throw(ctx, GR_ELIMIT, GR_W(err_cache_key_long));
  if (pc->st.entries > 0) { /* already there: replace the value */
    mask = pc->nslot - 1;
    for (i = (size_t)h & mask; pc->slot[i] != 0; i = (i + 1) & mask) {
      unsigned char *x;
      uint32_t el;
      if ((uint32_t)(pc->slot[i] >> 32) != h32) continue;
      x = pc->arena + (size_t)((uint32_t)pc->slot[i] - 1) * 8;
      memcpy(&el, x + 12, 4);
      if (el == len && memcmp(x + GR_ENTRY_HEAD, key, len) == 0) {
        memcpy(x, &value, 8);
        return;
      }
    }
  }
  make_space(ctx, pc, size);
  e = pc->arena + pc->arenan;
  memcpy(e, &value, 8);
  memcpy(e + 8, &h32, 4);
  memcpy(e + 12, &l32, 4);
  memcpy(e + GR_ENTRY_HEAD, key, len);
  if (pad8(len) > len) memset(e + GR_ENTRY_HEAD + len, 0, pad8(len) - len);
  mask = pc->nslot - 1;
  for (i = (size_t)h & mask; pc->slot[i] != 0; i = (i + 1) & mask) {}
  pc->slot[i] = slot_of(pc->arenan, h32);
  pc->arenan += size;
  pc->st.entries++;
  pc->st.stores++;
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

