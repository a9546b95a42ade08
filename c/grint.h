/*
** grint.h — the floor every engine file stands on: the context, memory (the
** scratch arena and counted memory), errors and growable text buffers. The
** services above it have a header each:
**
**   message.h   messages: catalog entries and their arguments (message.c)
**   comp.h      the parsing cursor, components, move lists, positions
**               (position.c, moves.c)
**   game.h      the game descriptor every game fills in, and the game list
**   family.h    value tables of one-parameter families (family.c)
**   poscache.h  position caches kept between calls (poscache.c)
**   prune.h     the pruned search that fills them (prune.c)
**   search.h    a whole sum solved by search, and the genus (search.c, genus.c)
**   quotient.h  misère quotients of take-and-break codes (qalgebra.c,
**               qsearch.c, qjson.c)
**   sum.h       what the outcome of a sum depends on (outcome.c)
**   pattern.h   the pattern finder (pattern.c)
**   codegen.h   code for contest solutions (codegen.c)
**   calls.h     the work behind the public calls (api.c calls it)
*/
#ifndef GRINT_H
#define GRINT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include "grundy.h"
#include "grconf.h"

#define GR_INT_MAX 9223372036854775807LL

/* ---- memory --------------------------------------------------------------
** Everything goes through gr_malloc, which counts bytes against the limit.
** Per-call memory comes from the scratch arena, emptied at the start of every
** public call; that is also where results live until the next call. Family
** value tables, position caches and misère quotients are the only memory
** kept between calls, each registered with the one share (share.h): tables
** and caches count in one pool, quotients in another. */
enum { GR_KEPT_TABLES, GR_KEPT_QUOTIENTS, GR_KEPT_POOLS };
typedef struct gr_kept gr_kept;
typedef struct gr_chunk gr_chunk;
typedef struct gr_table gr_table;
typedef struct gr_poscache gr_poscache;

/* What memory and errors (mem.c) leave to the messages above them (message.c),
** so that they never call up into them: gr_open gives every context
** gr_msg_say (message.h). */
struct gr_buf;
struct gr_msg;
typedef struct gr_say {
  /* m's English into en, and its JSON with text as gr_throw shows it into js. */
  void (*write)(struct gr_buf *en, struct gr_buf *js, const struct gr_msg *m);
  /* Fails the call for want of memory (gr_throw, GR_ENOMEM) with a message
  ** made without memory: v bytes asked at once (over_limit 0), or more than
  ** the memory limit of v MiB (over_limit 1). */
  void (*nomem)(gr_ctx *ctx, int over_limit, size_t v);
} gr_say;

struct gr_ctx {
  size_t limit, used, peak;  /* bytes: allowed, held now, most held */
  gr_chunk *scratch;         /* arena chunks, newest first */
  jmp_buf *onerr;            /* where gr_throw lands; NULL outside calls */
  const gr_say *say;         /* how gr_throw words its message */
  gr_status status;          /* status of the last call */
  char msg[512];             /* message of the last failed call, in English */
  char *msg_json;            /* ... and as a message (gr_msg_json), malloc'd; NULL: "null" */
  gr_kept *kept;             /* every cache kept between calls, most recently used first */
  size_t kept_bytes[GR_KEPT_POOLS]; /* bytes each pool holds (tables with their algorithm
                             ** state and the position caches; quotients) */
  gr_table *tables;          /* family value tables */
  gr_poscache *caches;       /* position caches */
  unsigned long call;        /* counts public calls: tables used in this one stay */
  gr_int steps;              /* search steps left in this call (GR_CALL_WORK at its start);
                             ** games that search charge it and give up when it runs out */
  gr_int work;               /* work units this call may still spend growing tables
                             ** (-1: no bound; see GR_WORK_CALL) */
  gr_int work_set;           /* gr_set_work's bound for every call, or -2: the default */
  gr_int search_set;         /* gr_set_search_work's units for a search, or 0: the default */
  int plain_mex;             /* benchmarks only: take-and-break values by plain mex */
  int checks;                /* check every analysis's invariants (gr_set_checks) */
  int threads;               /* processors a search may use (gr_set_threads; 0: one) */
  struct gr_quot *quotients; /* misère quotients computed (quotient.h) */
  gr_int quot_products;      /* products taken in quotient monoids (qsearch.c), for tests */
  gr_int sum_searches;       /* sums searched (search.c), for tests */
  gr_int par_kept, par_dropped; /* jobs worker processes valued, kept; runs whose values were
                             ** dropped (parallel.c), for tests */
};

void *gr_malloc(gr_ctx *ctx, size_t n);  /* counted; NULL past the limit */
void gr_mfree(gr_ctx *ctx, void *p, size_t n);
/* p (n0 bytes, or NULL) resized to n bytes, its contents kept up to the
** smaller size (a large block grows in place where the allocator can, so
** it counts as its new size). NULL past the limit (p is then unchanged). */
void *gr_mrealloc(gr_ctx *ctx, void *p, size_t n0, size_t n);
void *gr_alloc(gr_ctx *ctx, size_t n);   /* scratch; throws when refused */
char *gr_strndup(gr_ctx *ctx, const char *s, size_t n);  /* scratch */
void gr_scratch_reset(gr_ctx *ctx);
/* A point in the scratch arena: gr_scratch_release frees everything
** allocated since gr_scratch_mark, except gr_alloc_kept's blocks, which
** stay until the call ends (search keeps its positions there while the
** moves it looks through come and go). */
typedef struct gr_mark { gr_chunk *chunk; size_t used; } gr_mark;
gr_mark gr_scratch_mark(gr_ctx *ctx);
void gr_scratch_release(gr_ctx *ctx, gr_mark m);
void *gr_alloc_kept(gr_ctx *ctx, size_t n);

/* Fail the current call: sets status and message (message.c says what a message
** is), unwinds to the entry. */
typedef struct gr_msg gr_msg;
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void gr_throw(gr_ctx *ctx, gr_status st, const gr_msg *m);
/* Fails again with the message of the failure just caught (ctx->msg). */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void gr_rethrow(gr_ctx *ctx, gr_status st);
/* The one protected try: fn(ctx, ud) with the call's work bound (ctx->work)
** replaced by `work` (< 0: none) while it runs, what it spends charged to the
** call. A throw inside ends the try, not the call: the try returns its
** status (its message stays in ctx->msg; ctx->status is as before the try),
** else GR_OK. *left (when not NULL) gets the try's work left as it ended.
** Every attempt within a smaller budget goes through here. */
gr_status gr_try(gr_ctx *ctx, gr_int work, void (*fn)(gr_ctx *ctx, void *ud), void *ud,
                 gr_int *left);

/* ---- growable text buffer (scratch memory) ----------------------------- */
typedef struct gr_buf {
  gr_ctx *ctx;    /* scratch memory; NULL: malloc'd (gr_buf_heap) */
  char *s;        /* NUL-terminated contents */
  size_t n, cap;  /* length, capacity */
  int lost;       /* a malloc'd buffer could not grow: some text is missing */
} gr_buf;

void gr_buf_init(gr_buf *b, gr_ctx *ctx);
/* A buffer outside the context's memory (malloc), for what must outlive the
** call or be written while the scratch arena has failed (errors); when
** malloc refuses, it keeps what it has and sets lost. gr_buf_free frees it. */
void gr_buf_heap(gr_buf *b);
void gr_buf_free(gr_buf *b);
void gr_puts(gr_buf *b, const char *s);
void gr_putn(gr_buf *b, const char *s, size_t n);
void gr_putc(gr_buf *b, char c);
void gr_puti(gr_buf *b, gr_int v);
/* Conversions: %s %.Ns %.*s %c %d %ld %lld %zu %% (fast path), others via libc. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void gr_printf(gr_buf *b, const char *fmt, ...);
void gr_vprintf(gr_buf *b, const char *fmt, va_list ap);
void gr_put_json_string(gr_buf *b, const char *s);
/* Length of the well-formed UTF-8 sequence of two or more bytes at s (at most
** n bytes available), or 0 when there is none. */
size_t gr_utf8_len(const unsigned char *s, size_t n);
/* A scratch copy of text made with a printf format (gr_vfmt: its va_list). */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
char *gr_fmt(gr_ctx *ctx, const char *fmt, ...);
char *gr_vfmt(gr_ctx *ctx, const char *fmt, va_list ap);

/* The index of the lowest and of the highest set bit of x (x != 0), and how
** many bits are set: for the bitsets of searches, grids and quotients. */
static inline int gr_bit_low(uint64_t x) {
#if defined(__GNUC__)
  return __builtin_ctzll(x);
#else
  int i = 0;
  while (!((x >> i) & 1)) i++;
  return i;
#endif
}
static inline int gr_bit_high(uint64_t x) {
#if defined(__GNUC__)
  return 63 - __builtin_clzll(x);
#else
  int i = 63;
  while (!((x >> i) & 1)) i--;
  return i;
#endif
}
static inline int gr_bit_count(uint64_t x) {
#if defined(__GNUC__)
  return __builtin_popcountll(x);
#else
  int n = 0;
  for (; x; x &= x - 1) n++;
  return n;
#endif
}

#endif
