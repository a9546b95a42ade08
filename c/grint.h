/*
** grint.h — the engine's internal interface: the context, memory, text
** buffers, the parsing cursor, components, move lists, family value tables
** and the game descriptor every game fills in. Where each part lives:
**
**   mem.c       memory, the scratch arena, errors, text buffers
**   position.c  the position text: parse and format
**   moves.c     move lists (gr_move_push and friends)
**   family.c    value tables of one-parameter families, kept per context;
**               period proofs; the sequence and value JSON
**   poscache.c  the kit for games without a formula: values cached by a
**               canonical position, and the search that fills the cache
**   pattern.c   the pattern finder over a family's values
**   analyze.c   the analysis JSON, the outcome of a sum (normal and misère
**               play, threats, loopy and unknown values); play
**   search.c    a whole sum solved by search (retrograde analysis of every
**               position it reaches), for misère play where no rule applies
**   genus.c     Conway's genus of small positions, by search
**   quotient.c  misère quotients of take-and-break codes
**   grid.c      tables of games of two coordinates as JSON
**   info.c      the games, families, judges and limits as JSON, from the
**               descriptors
**   judge.c     the reader the games' judges share (judge.h)
**   api.c       the public entry points, nothing else
**   games/      one file per game, each a gr_game descriptor (and the
**               take-and-break kit two of them share, games/code.h)
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
** value tables and position caches (family.c, poscache.c; at most
** limit / GR_TABLE_SHARE together) and misère quotients (quotient.c; at most
** limit / GR_QUOTIENT_SHARE) are the only memory kept between calls. */
typedef struct gr_chunk gr_chunk;
typedef struct gr_table gr_table;
typedef struct gr_poscache gr_poscache;

struct gr_ctx {
  size_t limit, used, peak;  /* bytes: allowed, held now, most held */
  gr_chunk *scratch;         /* arena chunks, newest first */
  jmp_buf *onerr;            /* where gr_throw lands; NULL outside calls */
  gr_status status;          /* status of the last call */
  char msg[512];             /* message of the last failed call, in English */
  char *msg_json;            /* ... and as a message (gr_msg_json), malloc'd; NULL: "null" */
  gr_table *tables;          /* family value tables, most recently used first */
  size_t table_bytes;        /* bytes they hold (with their algorithm state and the
                             ** position caches, poscache.c) */
  gr_poscache *caches;       /* position caches, most recently used first */
  unsigned long call;        /* counts public calls: tables used in this one stay */
  gr_int steps;              /* search steps left in this call (GR_CALL_WORK at its start);
                             ** games that search charge it and give up when it runs out */
  gr_int work;               /* work units this call may still spend growing tables
                             ** (-1: no bound; see GR_WORK_CALL) */
  gr_int work_set;           /* gr_set_work's bound for every call, or -2: the default */
  gr_int search_set;         /* gr_set_search_work's units for a search, or 0: the default */
  int plain_mex;             /* benchmarks only: take-and-break values by plain mex */
  int checks;                /* check every analysis's invariants (gr_set_checks) */
  struct gr_quot *quotients; /* misère quotients computed (quotient.c), most recent first */
  size_t quot_bytes;         /* bytes they hold */
  gr_int quot_products;      /* products taken in quotient monoids (quotient.c), for tests */
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

/* Fail the current call: sets status and message (msg.c says what a message
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
/* A scratch copy of text made with a printf format. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
char *gr_fmt(gr_ctx *ctx, const char *fmt, ...);

/* ---- messages (msg.c; the catalog is msg.h) --------------------------------
** Every text the engine writes for people — errors and refusals, move labels,
** the analysis's "why", rule words, the games' titles and notation lines — is
** a message: an entry of the catalog (a stable id such as "move.take" and
** an English template with numbered placeholders, "take {0} ({1} → {2})")
** and its arguments, each a whole number, verbatim text (notation, names,
** position text: never translated), another message, or a list of messages.
** The command line prints its English; JSON carries both, the English where
** it always was and the message beside it ("label" and "label_msg":
** {"id":"move.take","args":[2,3,1]}), so that a front end can say it in
** its reader's language. No id is ever made from pieces: the catalog lists
** them all (gr_messages).
**
** A catalog entry GR_MSG(sym, n, id, template) declares gr_m_<sym>, of type
** gr_md<n> for its n arguments: gr_m<n>() takes exactly n, so a message built
** with too few or too many arguments does not compile. An entry of no
** arguments (a word) is a message as it stands: GR_W(sym). Messages and
** their arguments live in scratch memory (GR_W's are static). */
typedef struct gr_msgdef {
  const char *id;  /* "move.take" */
  const char *en;  /* its English template */
} gr_msgdef;

enum { GR_ARG_INT, GR_ARG_TEXT, GR_ARG_MSG, GR_ARG_LIST };
typedef struct gr_arg {
  int type;          /* GR_ARG_* */
  int n;             /* a list's length */
  union {
    gr_int i;        /* a whole number */
    const void *p;   /* the text, the message, or the list (const gr_msg *const *) */
  } u;
} gr_arg;

struct gr_msg {
  const gr_msgdef *def;
  int n;               /* arguments */
  const gr_arg *a;
};

typedef struct gr_md0 { gr_msgdef d; gr_msg m; } gr_md0; /* a word: its own message */
typedef struct gr_md1 { gr_msgdef d; } gr_md1;
typedef struct gr_md2 { gr_msgdef d; } gr_md2;
typedef struct gr_md3 { gr_msgdef d; } gr_md3;
typedef struct gr_md4 { gr_msgdef d; } gr_md4;
typedef struct gr_md5 { gr_msgdef d; } gr_md5;
typedef struct gr_md6 { gr_msgdef d; } gr_md6;

#define GR_MSG(sym, n, id, en) extern const gr_md##n gr_m_##sym;
#include "msg.h"
#include "games/msg.h"
#undef GR_MSG
#define GR_M(sym) (&gr_m_##sym)
#define GR_W(sym) ((const gr_msg *)&gr_m_##sym.m)

/* Arguments. */
static inline gr_arg gr_i(gr_int v) {
  gr_arg a;
  a.type = GR_ARG_INT, a.n = 0, a.u.i = v;
  return a;
}
static inline gr_arg gr_t(const char *s) {
  gr_arg a;
  a.type = GR_ARG_TEXT, a.n = 0, a.u.p = s;
  return a;
}
static inline gr_arg gr_n(const gr_msg *m) {
  gr_arg a;
  a.type = GR_ARG_MSG, a.n = 0, a.u.p = m;
  return a;
}
static inline gr_arg gr_l(const gr_msg *const *v, int n) {
  gr_arg a;
  a.type = GR_ARG_LIST, a.n = n, a.u.p = v;
  return a;
}
/* Text of at most max bytes of s (a scratch copy when cut), as "%.40s" quotes
** what someone typed. */
gr_arg gr_tn(gr_ctx *ctx, const char *s, size_t max);
/* One character as text. */
gr_arg gr_tc(gr_ctx *ctx, char c);
/* A number written with a printf format ("%.2g" steps): text. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
gr_arg gr_tf(gr_ctx *ctx, const char *fmt, ...);

/* A message of def's n arguments a[] (copied; scratch). */
const gr_msg *gr_msgv(gr_ctx *ctx, const gr_msgdef *def, int n, const gr_arg *a);
static inline const gr_msg *gr_m0(const gr_md0 *d) { return &d->m; }
static inline const gr_msg *gr_m1(gr_ctx *ctx, const gr_md1 *d, gr_arg a0) {
  return gr_msgv(ctx, &d->d, 1, &a0);
}
static inline const gr_msg *gr_m2(gr_ctx *ctx, const gr_md2 *d, gr_arg a0, gr_arg a1) {
  gr_arg a[2];
  a[0] = a0, a[1] = a1;
  return gr_msgv(ctx, &d->d, 2, a);
}
static inline const gr_msg *gr_m3(gr_ctx *ctx, const gr_md3 *d, gr_arg a0, gr_arg a1,
                                  gr_arg a2) {
  gr_arg a[3];
  a[0] = a0, a[1] = a1, a[2] = a2;
  return gr_msgv(ctx, &d->d, 3, a);
}
static inline const gr_msg *gr_m4(gr_ctx *ctx, const gr_md4 *d, gr_arg a0, gr_arg a1,
                                  gr_arg a2, gr_arg a3) {
  gr_arg a[4];
  a[0] = a0, a[1] = a1, a[2] = a2, a[3] = a3;
  return gr_msgv(ctx, &d->d, 4, a);
}
static inline const gr_msg *gr_m5(gr_ctx *ctx, const gr_md5 *d, gr_arg a0, gr_arg a1,
                                  gr_arg a2, gr_arg a3, gr_arg a4) {
  gr_arg a[5];
  a[0] = a0, a[1] = a1, a[2] = a2, a[3] = a3, a[4] = a4;
  return gr_msgv(ctx, &d->d, 5, a);
}
static inline const gr_msg *gr_m6(gr_ctx *ctx, const gr_md6 *d, gr_arg a0, gr_arg a1,
                                  gr_arg a2, gr_arg a3, gr_arg a4, gr_arg a5) {
  gr_arg a[6];
  a[0] = a0, a[1] = a1, a[2] = a2, a[3] = a3, a[4] = a4, a[5] = a5;
  return gr_msgv(ctx, &d->d, 6, a);
}

/* The English text of m: its template with each {k} replaced by argument k
** (a list: its items' English joined by ", "). */
void gr_msg_en(gr_buf *b, const gr_msg *m);
const char *gr_msg_text(gr_ctx *ctx, const gr_msg *m); /* the same, in scratch */
/* m as JSON: {"id":"…","args":[…]}: a whole number as a JSON number (a string
** of digits past 2^53 - 1), text as a string, a message as such an object,
** a list as an array of them. With `plain`, text is written as gr_throw
** shows it (control bytes as \xHH). */
void gr_msg_json(gr_buf *b, const gr_msg *m, int plain);
/* "key":"<English>","key_msg":{…} — or both null when m is NULL. */
void gr_put_msg(gr_buf *b, const char *key, const gr_msg *m);
/* The catalog as JSON, {"<id>":"<English template>",…} (gr_messages). */
void gr_do_messages(gr_ctx *ctx, gr_buf *out);

/* ---- parsing cursor ------------------------------------------------------
** Positions are parsed left to right; errors name the character offset. */
typedef struct gr_cursor {
  gr_ctx *ctx;
  const char *text;  /* the whole text, for messages */
  const char *p;     /* next character */
} gr_cursor;

/* Throws GR_EINPUT: "at character N: <what> (near "<the text there>")". */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void gr_syntax(gr_cursor *c, const gr_msg *what);
/* Reads a whole number in [lo, hi]; `what` names it in messages. */
gr_int gr_read_int(gr_cursor *c, gr_int lo, gr_int hi, const gr_msg *what);
/* True at a character that ends a component: ',' '+' '@' ';', blanks or the end. */
int gr_at_comp_end(const gr_cursor *c);

/* ---- components -------------------------------------------------------------
** A component is one independent part of a sum. A game keeps in it what its
** body needs, and says which fields it uses at the top of its file: a heap
** size (n), a row of cells (cells and len), a vector of numbers (v and len),
** its own structure (data), and the group's parameters (param).
**
** `data` is for games whose component needs a structure of its own (a
** graph, a value table made on first use in a call).
**
** A gr_comp is a handle: assigning one (*to = *x) gives a view of the same
** memory, good for as long as x's is. A component that must outlive the
** scratch memory it was made in (a search keeps every position it reaches
** while the moves it looks through come and go), or that a move changes, is
** a copy made by gr_comp_copy, through its game's `copy` hook: nothing else
** copies one. */
typedef struct gr_game gr_game;

/* A family worth naming when another one's values match it (pattern.c). */
typedef struct gr_known {
  const char *family;  /* its text, e.g. "name(param)" */
  const gr_msg *name;  /* for people */
} gr_known;

/* A published fact about a game's values, with its source (pattern.c):
** values (terms[j] is the value at offset + j), P-positions (every one up to
** `complete`, increasing), or a pre-period and period (terms[0], terms[1]). */
enum { GR_PUB_VALUES, GR_PUB_ZEROS, GR_PUB_PERIOD };
typedef struct gr_published {
  int kind;
  const gr_msg *name, *source;
  gr_int offset, complete;
  const gr_int *terms;
  int n;
} gr_published;

/* One of a game's own limits, as gr_info lists it: {"name": value}. */
typedef struct gr_limit {
  const char *name;
  gr_int value;
} gr_limit;

/* A contest problem whose input a game reads (judge.c runs it; judge.h is
** what its reader uses). */
typedef struct gr_jr gr_jr;
typedef struct gr_judgedef {
  const char *name;     /* as `grundy judge NAME` takes it */
  const char *problem;  /* "Site 1234", the problem it answers */
  const char *topic;    /* the course topic that teaches it (an id the page's problem list
                        ** groups by, e.g. "sg", "multisg", "antisg") */
  const char *url;      /* the problem's page on its judge's site */
  const gr_msg *answers; /* the answers it writes, e.g. "YES / NO" */
  const char *sample;   /* the problem's sample input */
  void (*read)(gr_jr *r); /* reads the whole input and writes the answers */
} gr_judgedef;

typedef struct gr_param {  /* a group's parameters, e.g. a subtraction set */
  int n;             /* how many numbers */
  gr_int *k;         /* the numbers (a set increasing) */
  void *data;        /* a game's own structure (a gr_code for codes), or NULL */
  const char *text;  /* the canonical text, without parentheses (set by the parser) */
} gr_param;

typedef struct gr_comp {
  const gr_game *game;
  const gr_param *param;  /* NULL for games without parameters */
  gr_int n;               /* heap size */
  int len;                /* cells of a row; numbers in v */
  char *cells;            /* NUL-terminated row text, or NULL */
  gr_int *v;              /* a vector of len numbers, or NULL */
  void *data;             /* a game's own structure, or NULL */
} gr_comp;

/* A component's value. sg is its Grundy value unless a flag says otherwise:
**   GR_THREAT   the player to move wins at once (the game's threat_words);
**   GR_OVER     the game has ended, the player to move lost (over_words);
**   GR_LOOPY    no finite value (Smith's ∞, a position on a cycle of moves);
**               the game's reach() gives the finite values its options have;
**   GR_UNKNOWN  the value is not computed (too large to compute); the
**               component is known not to be a P-position, so it is at least 1.
** analyze.c turns the values of a sum into its outcome (normal_outcome). */
enum { GR_THREAT = 1, GR_OVER = 2, GR_LOOPY = 4, GR_UNKNOWN = 8 };
typedef struct gr_value { gr_int sg; int flags; } gr_value;

/* Where a copy's memory comes from: alloc(ud, bytes), aligned for any type. */
typedef void *(*gr_alloc_fn)(void *ud, size_t n);
/* A copy of x in *to, by its game's copy hook, whose memory comes from
** alloc(ud, …), or scratch memory when alloc is NULL. The copy owns all
** that x holds (cells, v, data) and shares only param, which the parser
** made for the whole call. With the self-checks on (gr_set_checks) the copy
** must read as x and share none of x's cells, v and data (GR_ECHECK), and
** released scratch memory is overwritten (mem.c), so that a copy still
** pointing into it reads garbage at once. */
void gr_comp_copy(gr_ctx *ctx, const gr_comp *x, gr_comp *to, gr_alloc_fn alloc, void *ud);
/* The copy hook of games whose component is only n, len, cells (len + 1
** bytes) and v (len numbers), param aside: those fields copied, data NULL. */
void gr_copy_fields(const gr_comp *x, gr_comp *to, gr_alloc_fn alloc, void *ud);

/* ---- move lists (moves.c) ----------------------------------------------------- */
typedef struct gr_move {
  char *text;       /* the move after "<component>:", e.g. "7>4" */
  const gr_msg *label; /* in words, e.g. "take 3 (7 → 4)" */
  gr_int from, to;  /* game-specific: heap sizes, columns, cells, … */
  gr_int count;     /* stones, pieces or coins moved */
  gr_value value;   /* the value of what the component becomes (XOR of after[]) */
  gr_comp *after;   /* what replaces the component: nafter components */
  int nafter;       /* 1 for most games; more when a move splits it */
} gr_move;

/* A list that may keep only some moves: those whose value after is `want`
** (and in normal play), or, with only_over, those that end the game; or the
** one with a given from/to/count; and at most `keep` of them. */
typedef struct gr_movelist {
  gr_ctx *ctx;
  gr_move *m;
  gr_int n, cap;
  gr_int want;      /* -1: keep every move */
  int only_over;    /* keep only moves whose value after has GR_OVER */
  int match;        /* keep only moves with these from/to/count (-1: any) */
  gr_int m_from, m_to, m_count;
  gr_int keep;      /* keep at most this many (0: no cap) */
  int full;         /* set once `keep` moves are kept: games may stop listing */
  int more;         /* set by a game that listed only some of the moves wanted
                    ** (too many to list: vectors of huge heaps) */
  int count_only;   /* count the moves the filters want in n, keep none */
} gr_movelist;

/* A list for ctx that keeps every move. */
void gr_movelist_init(gr_movelist *ml, gr_ctx *ctx);
/* Games compute a move's value first, then ask for a slot: NULL means the
** list does not want the move (skip building its text; a count_only list
** counts it). The slot is zeroed
** but for .value, .from, .to and .count. */
gr_move *gr_move_push(gr_movelist *ml, gr_value after, gr_int from, gr_int to, gr_int count);
/* Makes m's result k components, each a copy of x (gr_comp_copy, scratch
** memory) for the game to change; returns them. */
gr_comp *gr_move_result(gr_ctx *ctx, gr_move *m, const gr_comp *x, int k);
/* The same for the common case: one component. */
gr_comp *gr_move_result1(gr_ctx *ctx, gr_move *m, const gr_comp *x);
/* A move of a component of two numbers (x->v[0], x->v[1]) written
** "A/B>C/D" or ">C/D": 1 with C and D in *c and *d when text is that and
** A/B, if given, is the component; 0 otherwise. */
int gr_move_pair(const gr_comp *x, const char *text, gr_int *c, gr_int *d);

/* ---- family value tables (family.c) ----------------------------------------------
** A game with a one-parameter family (heap sizes, stretch lengths) gives
** `extend` (or `grow`); the values live in a table per (game, parameters)
** kept in the context between calls, shared by every group and call, at
** most GR_TABLE_SHARE of the memory limit in all (least recently used
** tables go first). Tables stop growing once the game's rule proves a
** period. */

/* A table's algorithm state, for games whose `grow` keeps one between calls
** (the rare/common split of take-and-break codes). Its memory goes through
** gr_famstate_alloc and gr_famstate_free, so it counts with the tables. */
typedef struct gr_famstate {
  void *p;        /* the game's own structure, or NULL */
  size_t bytes;   /* bytes it holds */
} gr_famstate;

/* A table's values. Tables of `grow` families hold them in 2 bytes each
** while every value is below 2^16 (wide = 0), and widen to 4 bytes the
** first time one is not (gr_vals_widen; gr_val_set does it as needed);
** tables of `extend` families are always wide. */
typedef struct gr_vals {
  void *p;        /* uint16_t[] while !wide, else uint32_t[] */
  int wide;
} gr_vals;

/* The index of the lowest set bit of x (x != 0), and how many bits are set:
** for the bitsets of searches and quotients. */
static inline int gr_bit_low(uint64_t x) {
#if defined(__GNUC__)
  return __builtin_ctzll(x);
#else
  int i = 0;
  while (!((x >> i) & 1)) i++;
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

static inline uint32_t gr_val(const gr_vals *v, gr_int i) {
  return v->wide ? ((const uint32_t *)v->p)[i] : ((const uint16_t *)v->p)[i];
}
/* Makes a narrow table's values 4 bytes each (counted; throws GR_ENOMEM).
** v must be the one handed to the game's `grow`; v->p changes. */
void gr_vals_widen(gr_ctx *ctx, gr_vals *v);
static inline void gr_val_set(gr_ctx *ctx, gr_vals *v, gr_int i, uint32_t x) {
  if (!v->wide && x > 0xffffu) gr_vals_widen(ctx, v);
  if (v->wide) ((uint32_t *)v->p)[i] = x;
  else ((uint16_t *)v->p)[i] = (uint16_t)x;
}

/* Counted memory for st, within the tables' share; throws GR_ENOMEM. */
void *gr_famstate_alloc(gr_ctx *ctx, gr_famstate *st, size_t bytes);
void gr_famstate_free(gr_ctx *ctx, gr_famstate *st, void *p, size_t bytes);

/* SG(h) of g's family with parameters p (any h ≥ 0: past a proven period
** it is folded; past the values known without one, GR_ELIMIT). */
gr_int gr_family_value(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int h);
/* Values 0..n (n ≤ the family's limit), valid until the next family call;
** the proven pre-period and period (0 and 0 when none) go to *pre and *per. */
const gr_vals *gr_family_values(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int n,
                                 gr_int *pre, gr_int *per);
/* The values computed so far (*n of them) and the table's state, or NULL
** when there is no table yet; nothing is computed. */
const gr_vals *gr_family_known(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int *n,
                                gr_int *pre, gr_int *per, const gr_famstate **st);
/* The most values g's family computes for parameters p. */
gr_int gr_family_limit(const gr_game *g, const gr_param *p);
/* For tests: the values the table of game(key) holds, and how many were
** computed for it in all (more when some were computed twice); 0 when there
** is no such table. key is the parameters' canonical text ("" for none). */
int gr_family_counts(gr_ctx *ctx, const char *game, const char *key, gr_int *held,
                     gr_int *computed);
/* For tests: sets value h of game(key)'s table (a wrong value on purpose),
** forgetting its proven period and what the checker verified; 0 when there
** is no such value. */
int gr_family_poke(gr_ctx *ctx, const char *game, const char *key, gr_int h, uint32_t value);
/* Claims the independent checker refused in this process (tests: none but
** those they force), and the note of one more (family.c keeps the count). */
long gr_claims_refused(void);
void gr_claim_refused(void);
/* A message of the independent checker (check/check.h: its own catalog,
** check/ckmsg.h) as the engine's: the same id, template and arguments, in
** scratch; NULL when m holds none. */
struct ck_msg;
const gr_msg *gr_checker_msg(gr_ctx *ctx, const struct ck_msg *m);
/* Smallest period, then smallest pre-period, that g's rule proves from
** values v[0..n]. Returns 0 when none is proven. What it finds is only a
** candidate: family.c reports a period proven (and folds sizes by it) only
** once the independent checker (check/check.h) has verified it. */
int gr_find_period(gr_ctx *ctx, const gr_game *g, const gr_param *p, const uint32_t *v,
                   gr_int n, gr_int *pre, gr_int *per);

/* The family named by text (as gr_sequence reads it): its game,
** parameters, and a scratch copy of its values 0..n, with the pre-period and
** period its rule proves from those values alone and the independent checker
** verified (0 and 0 when none; *why then says why a claim was refused, or is
** NULL). pre, per and why may be NULL: no period is looked for. A check that
** runs out of the call's work throws GR_ELIMIT, as gr_sequence does. */
const uint32_t *gr_family_read(gr_ctx *ctx, const char *family, gr_int n, const gr_game **g,
                               gr_param **param, gr_int *pre, gr_int *per, const gr_msg **why);
/* Frees least recently used family tables not used in this call (then
** position caches, poscache.c) until `bytes` more fit in the tables' share of
** the memory limit; as far as it can. */
void gr_family_make_room(gr_ctx *ctx, size_t bytes);

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

/* The parts of one option of a search: independent positions (their values
** XOR), each given by its key. */
#define GR_SEARCH_MAX_PARTS 16
typedef struct gr_parts {
  gr_ctx *ctx;
  unsigned char *b;                 /* the keys, one after another (scratch) */
  size_t n, cap;
  size_t end[GR_SEARCH_MAX_PARTS];  /* where key i ends in b */
  int k;                            /* how many keys */
} gr_parts;
/* Appends a part; throws GR_ELIMIT past GR_SEARCH_MAX_PARTS. */
void gr_parts_add(gr_parts *p, const void *key, size_t len);

/* A game as the search sees it: positions are keys; the game lists each
** position's options from its key, resuming where it stopped (an iterator of
** iter_size bytes that the search keeps, so no option list is ever held in
** full). An option with no parts is worth 0 (nothing is left). */
typedef struct gr_search {
  const void *game;   /* the game's own data, handed back to the hooks */
  size_t iter_size;   /* bytes of the game's option iterator */
  void (*begin)(gr_ctx *ctx, const void *game, const unsigned char *key, size_t len, void *it);
  /* Writes the next option's parts; 0 when no option is left. */
  int (*next)(gr_ctx *ctx, const void *game, const unsigned char *key, size_t len, void *it,
              gr_parts *out);
  const char *what;   /* the game in messages, e.g. "rule(take k: k<=3)" */
  /* Optional, for the pruned search (gr_search_exact, gr_search_in): a value
  ** known without search (a theorem: a position whose two halves mirror each
  ** other is 0), 1 and *v when there is one; and a weight by which a
  ** position's options are looked at, lightest first (e.g. their size). */
  int (*known)(const void *game, const unsigned char *key, size_t len, uint64_t *v);
  double (*weight)(const void *game, const unsigned char *key, size_t len);
  /* Optional: the number of options, counted without listing them. */
  uint64_t (*options)(const void *game, const unsigned char *key, size_t len);
} gr_search;

/* The Grundy value of the position `key` by mex over its options, through
** the cache (every value found is stored). Iterative: no recursion, however
** deep the game. Each option and position looked at costs a unit of
** ctx->work when it is bounded; when it runs out, GR_ELIMIT says so, and the
** values found stay in the cache (the message names no count: that hangs on
** the memory, which differs between native and wasm). */
uint64_t gr_search_value(gr_ctx *ctx, gr_poscache *pc, const gr_search *s, const void *key,
                         size_t len);
/* The same without failing: 1 and *value, or 0 when the work ran out first
** (the values found stay in the cache). */
int gr_search_try(gr_ctx *ctx, gr_poscache *pc, const gr_search *s, const void *key, size_t len,
                  uint64_t *value);

/* The pruned search, for games whose positions split into parts and whose
** values are small (Beling and Rogalski's search for a value within a set,
** after Lemoine and Viennot's "is the value g?"). A position's value is at
** most its number of options, so the values it may have start as 0..k; each
** option then asks of its part only the values still possible, and an
** option whose part has none of them removes the largest one left — the
** mex cannot be the largest of k + 1 candidates when an option misses all
** the others. Only exact values are cached. Options of several parts are
** valued exactly but for one part, which gets the question shifted by the
** XOR of the rest. Positions of 64 options or more are valued by plain mex.
** Recursive: the game's depth (not its size) is the C stack's. Work and
** failure as gr_search_value (GR_ELIMIT when the call's work runs out). */
#define GR_NOT_IN ((uint64_t)-1)
/* Its cache holds exact values, and for positions only asked about, the
** flag GR_EXCLUDED with the values (below 63) known not to be theirs. */
#define GR_EXCLUDED ((uint64_t)1 << 63)
/* The exact value of key. */
uint64_t gr_search_exact(gr_ctx *ctx, gr_poscache *pc, const gr_search *s, const void *key,
                         size_t len);
/* The value of key when it is in the set `in` (bit g: the value g may be
** it; values of 64 and more are never in a set), else GR_NOT_IN or the exact
** value (the caller tests the bit). */
uint64_t gr_search_in(gr_ctx *ctx, gr_poscache *pc, const gr_search *s, const void *key,
                      size_t len, uint64_t in);
/* Whether the XOR of the values of parts p (the parts of one option) is g:
** every part exact but the last, which is asked only "is it g ^ the rest?". */
int gr_search_parts_are(gr_ctx *ctx, gr_poscache *pc, const gr_search *s, const gr_parts *p,
                        uint64_t g);
/* The exact value of key when it is found within `units` of work (or the
** call's own work, when less); 0 when not, without failing the call (what
** was found stays in the cache). For moves that only need a value when it
** is cheap (the moves looked at for a suggestion). */
int gr_search_exact_within(gr_ctx *ctx, gr_poscache *pc, const gr_search *s, const void *key,
                           size_t len, gr_int units, uint64_t *value);
/* The same for the XOR of the values of parts p. */
int gr_search_parts_within(gr_ctx *ctx, gr_poscache *pc, const gr_search *s, const gr_parts *p,
                           gr_int units, uint64_t *value);
/* A move list that keeps only its first few moves and wants no value in
** particular (a suggestion looked for, a refusal's examples): its moves'
** values are wanted only when cheap (GR_CHEAP_WORK units each), else
** GR_UNKNOWN. */
#define GR_CHEAP_WORK 20000
#define GR_CHEAP_LIST(ml) ((ml)->keep > 0 && (ml)->want < 0 && !(ml)->match && !(ml)->count_only)
/* The XOR of the exact values of parts p. */
uint64_t gr_search_parts_value(gr_ctx *ctx, gr_poscache *pc, const gr_search *s,
                               const gr_parts *p);

/* ---- code for contest solutions (codegen.c) --------------------------------------
** The code generator writes a family's SG table, the pattern its values show
** as a function sg(n), a brute force (a plain mex over the moves, from the
** rule) and a script that compares the two, in C++ or Python. A game writes
** its rule through a gr_coder (its `brute` hook): definitions before the
** function that lists a size's options, and that function's body. Kinds:
**   GR_BRUTE_TABLE  the body lists the options of size n (a variable `n`)
**                   as opt(x), x the SG value of each, read from sg[i] of
**                   the smaller sizes i (sg is the table being filled);
**   GR_BRUTE_VALUE  the definitions give value_of(n), the SG value of size
**                   n, by a search of the game's own (the body is unused;
**                   mex(seen), seen a list of values, is there to call).
** Both languages have the type `ll` (C++: long long; Python: none needed).
** Comments go through gr_code_note in the reader's language (English or
** Chinese: w->zh), so a game's comments live with the game. */
enum { GR_LANG_CPP = 0, GR_LANG_PY = 1 };
enum { GR_BRUTE_TABLE = 0, GR_BRUTE_VALUE = 1 };
typedef struct gr_coder {
  gr_ctx *ctx;
  int lang;              /* GR_LANG_CPP or GR_LANG_PY */
  int zh;                /* comments in Simplified Chinese, else English */
  int kind;              /* GR_BRUTE_TABLE or GR_BRUTE_VALUE */
  gr_buf pre;            /* definitions before the options (helpers, constants) */
  gr_buf body;           /* the options function's body (GR_BRUTE_TABLE) */
  gr_buf *at;            /* where gr_code_line writes: &pre or &body */
  int indent;            /* of the lines written, in levels */
  double order, factor;  /* the brute force's work for sizes 0..m: about factor * m^order steps */
  gr_int reach;          /* the largest size it is meant for (0: as far as its work allows) */
  const gr_msg *why;     /* why the rule cannot be written (the hook then returns 0) */
} gr_coder;
/* One line at w's indent into w->at, made with a printf format. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void gr_code_line(gr_coder *w, const char *fmt, ...);
/* A comment line in the reader's language: `en` or `zh`, printf formats that
** take the same arguments in the same order. */
void gr_code_note(gr_coder *w, const char *en, const char *zh, ...);
/* A block: the head (C++: "for (…)", written with " {" after it; Python:
** "for …:") and the lines after it one level deeper, until gr_code_close. */
void gr_code_open(gr_coder *w, const char *cpp, const char *py);
void gr_code_close(gr_coder *w);

/* ---- the game descriptor ------------------------------------------------------
** `turn` is who is to move: 0 the first player (the one a game calls Black), 1 the
** second. Hooks marked optional may be NULL. */
struct gr_game {
  const char *name;      /* notation prefix, the word before ":" or "(" */
  const gr_msg *title;     /* for people (every message here is a word: GR_W) */
  const gr_msg *notation;  /* one line on the body notation */
  const char *example;   /* an example position text */
  /* Parameters "(…)" after the name (optional: games without any). format
  ** writes them without the parentheses. */
  gr_param *(*parse_param)(gr_cursor *c);
  void (*format_param)(gr_buf *b, const gr_param *p);
  /* One component body; parse stops at gr_at_comp_end. */
  void (*parse)(gr_cursor *c, gr_comp *out);
  /* 1 when a body may hold "," itself (a graph's items): its parse reads
  ** the commas, and the canonical text writes each component of the game as
  ** a group of its own ("name:a-b+name:c-d"). */
  int own_group;
  void (*format)(gr_buf *b, const gr_comp *x);
  gr_value (*value)(gr_ctx *ctx, const gr_comp *x);
  /* The exact number of legal moves, without listing them. */
  gr_int (*legal)(gr_ctx *ctx, const gr_comp *x, int turn);
  void (*moves)(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *out);
  /* A copy of x in *to that owns all x holds (its memory from
  ** alloc(ud, bytes)) and shares only param; gr_comp_copy calls it, for a
  ** search that keeps the positions it reaches and for the results of
  ** moves. gr_copy_fields for a component that is only n, len, cells and v;
  ** a game that keeps more (a graph in data, numbers past len in v) copies
  ** that too, and one that caches something in data may leave it out. */
  void (*copy)(const gr_comp *x, gr_comp *to, gr_alloc_fn alloc, void *ud);
  /* Optional: why `move` (the text after "i:") is not a legal move here, in
  ** words for the player, or NULL to use the generic message. */
  const gr_msg *(*refuse)(gr_ctx *ctx, const gr_comp *x, int turn, const char *move);
  /* Optional: extra JSON members for a component (",\"values\":[…]"): what a
  ** board draws and explains, so that front ends never re-derive a rule. */
  void (*detail)(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn);
  /* Optional (required by games with GR_LOOPY values): the finite values the
  ** options of a loopy component have, increasing; *n gets how many. */
  const gr_int *(*reach)(gr_ctx *ctx, const gr_comp *x, int *n);
  /* Optional: the move named by `text` (the part after "i:"), pushed into ml,
  ** or nothing when it names no legal move; for games whose moves from/to/
  ** count cannot pick out (vectors of heaps, named nodes). Without it, moves
  ** are found by the numbers in their text. */
  void (*find_move)(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                    gr_movelist *ml);
  /* Optional: misère play (the player who cannot move wins). Called when
  ** every component that still has a move is of this game: x[0..n-1] are
  ** those components (n >= 1). Returns 'P' (the player to move loses), 'N',
  ** or 0 when no exact rule covers them. With win != NULL and 'N', also
  ** pushes into win[i] every move of x[i] that leaves a misère P-position
  ** (setting win[i].more if it lists only some). misere_rule says the rule in
  ** words. */
  int (*misere)(gr_ctx *ctx, const gr_comp *const *x, gr_int n, int turn, gr_movelist *win);
  const gr_msg *misere_rule;
  /* ---- what a search of a whole sum and a misère quotient need (search.c,
  ** quotient.c), all optional ---- */
  /* The independent parts x falls into (a row of pins: its runs), so that a
  ** search names a position the same way however its parts lie, and a
  ** quotient reads each part on its own. Returns how many parts *parts
  ** holds (scratch; 0 when none is left). Without it, x is one part. */
  int (*split)(gr_ctx *ctx, const gr_comp *x, gr_comp **parts);
  /* 1 when a component's moves depend on who is to move (each player has
  ** pieces of their own): a search then tells the two turns apart, and a
  ** component without moves for one player may still have some for the
  ** other. */
  int turn_moves;
  /* x as one heap of a take-and-break code (games/code.h), for misère
  ** quotients: returns the code (a gr_code) and sets *size, or NULL when x is
  ** not one heap of a code (a row of several runs: its split parts may be). */
  const struct gr_code *(*heap)(const gr_comp *x, gr_int *size);
  /* Optional: extra JSON members describing a group's parameters (nodes,
  ** arrows and their values), written once per distinct parameters. */
  void (*param_detail)(gr_ctx *ctx, gr_buf *b, const gr_param *p);
  /* Optional: a game of two coordinates. cell() gives the SG value of (x, y)
  ** for 0 <= x, y < grid_limit and sets *misere_p to 1 when (x, y) is a
  ** P-position in misère play (else 0). gr_grid() tabulates it. */
  gr_int grid_limit;
  gr_int (*cell)(gr_ctx *ctx, gr_int x, gr_int y, int *misere_p);
  /* Optional: the one-parameter family. extend fills v[from..to] given
  ** v[0..from-1]; period_bound is the proof rule: if SG(m+per) = SG(m) for
  ** every m from n0 up to (not including) the bound, the family is periodic
  ** from n0 (GR_INT_MAX: no proof). A game may keep a value table this way
  ** without being a family (extend without `family`: pairs of heaps, in
  ** an order of its own). */
  const gr_msg *family;  /* what "size" means, e.g. "heap size" */
  gr_int table_limit;    /* values computed at most */
  void (*extend)(gr_ctx *ctx, const gr_param *p, uint32_t *v, gr_int from, gr_int to);
  gr_int (*period_bound)(const gr_param *p, gr_int n0, gr_int per);
  const gr_msg *period_rule;  /* the rule, in words */
  /* Optional, in place of extend, for families whose algorithm keeps state
  ** in the table between calls: fills v[from..] toward v[to] (gr_val_set,
  ** or widened first: the table starts narrow) and returns how
  ** many values v holds then — fewer than to + 1 when ctx->work runs out. */
  gr_int (*grow)(gr_ctx *ctx, const gr_param *p, gr_famstate *st, gr_vals *v, gr_int from,
                 gr_int to);
  void (*state_free)(gr_ctx *ctx, gr_famstate *st);
  /* Optional: the values computed at most for these parameters (else
  ** table_limit), and the rule in words for them (else period_rule). */
  gr_int (*limit)(const gr_param *p);
  const gr_msg *(*rule_words)(gr_ctx *ctx, const gr_param *p);
  /* Optional: the family as the independent checker (check/check.h) reads
  ** it, for parameters whose period rule is another family's theorem (a
  ** typed rule that is a take-and-break code: that code's family); the checker then
  ** checks this family's values by that family's rules. Else "name(param)". */
  const char *(*check_family)(gr_ctx *ctx, const gr_param *p);
  /* Optional: extra members of the sequence JSON (",\"stats\":{…}") about
  ** sizes 0..n, v holding at least those values. */
  void (*seq_stats)(gr_ctx *ctx, gr_buf *b, const gr_param *p, const gr_famstate *st,
                    const gr_vals *v, gr_int n);
  /* Optional: the game whose family table holds this one's values (rows
  ** of pins use the heaps' table of the same code). */
  const gr_game *values_of;

  /* ---- what the front ends learn of the game (gr_info), all optional ---- */
  /* The game's own limits, NULL-terminated: gr_info lists them under the
  ** game, so that a front end never retypes one. */
  const gr_limit *limits;
  /* A family's text and its parameters in words, for people and messages:
  ** family_example is a family gr_sequence reads ("name(…)" or "name"),
  ** param_words says what the parameters are ("a set of numbers"). */
  const char *family_example;
  const gr_msg *param_words;
  /* Optional, with a family: writes into b the body of the component of
  ** size n (a row of n pins, n stairs of one coin each) and returns 1, or
  ** returns 0 when no position of the game has that size. Without it, the
  ** body is the number n (a heap). */
  int (*family_body)(gr_buf *b, const gr_param *p, gr_int n);
  /* Optional: example claims about the game, for `grundy claim` (claim.c)
  ** and the page's claim checker (gr_info lists them), NULL-terminated:
  ** a true one and a false one of each kind the game shows best. */
  const char *const *claims;
  /* A family text that is not a name (letters followed by "(" or nothing:
  ** "4!.0", "K!.7") is read as this game's parameters; bare_family says so
  ** in words. At most one game has it. */
  const gr_msg *bare_family;
  /* Words for games with GR_OVER / GR_THREAT values: what stands when the
  ** game is over ("… in a row stand"), what the player to move can do at
  ** once ("completes …"). In misère play the game ends the same way, and
  ** the player who made the last move loses (search.c). */
  const gr_msg *over_words;
  const gr_msg *threat_words;
  /* The contest problems whose input this game reads, NULL-terminated by
  ** name: judge.c finds and runs them (`grundy judge NAME`). */
  const gr_judgedef *judges;
  /* The work of computing `entries` values of this game's family table for
  ** parameters p, before any is computed (gr_cost). Without it, each value
  ** costs one step per parameter number (gr_table_work). */
  double (*cost)(gr_ctx *ctx, const gr_game *g, const gr_param *p, double entries);
  /* A small random component, whole ("name(param):body"), for tests and
  ** examples: small enough that a plain minimax can solve a sum of three of
  ** them with a Nim heap beside them. *seed is gr_rand's state. */
  void (*random)(gr_buf *b, uint64_t *seed);
  /* Extra members of the game's entry in gr_info (",\"codes\":[…]"). */
  void (*info)(gr_buf *b);
  /* Families of this game the pattern finder compares others with, and the
  ** published facts about its values it checks them against (each list
  ** ended by an entry whose family or name is NULL). */
  const gr_known *known;
  const gr_published *published;
  /* A rough count of the steps valuing x takes beyond the family tables (a
  ** search), 0 when its value is known; gr_cost adds it. */
  double (*work)(gr_ctx *ctx, const gr_comp *x);
  /* Optional, with work: what size of position is valued within `most`
  ** steps, in words for a refusal ("boards of up to about 30 free cells …"). */
  const gr_msg *(*work_fits)(gr_ctx *ctx, const gr_comp *x, double most);
  /* Optional: the family's rule as code, a plain mex over its moves in C++ or
  ** Python (the code generator's brute force, codegen.c): writes into w what
  ** gr_coder says and returns 1, or sets w->why and returns 0 when these
  ** parameters' rule cannot be written so. Without it, no brute force. */
  int (*brute)(gr_coder *w, const gr_param *p);
};

extern const gr_game *const gr_games[];  /* NULL-terminated (games/games.c) */
const gr_game *gr_find_game(const char *name, size_t len);
/* Called with a game's or a judge's name that gr_games does not hold, before
** the call fails: the whole engine does nothing (games.c), the page's first
** module fails the call with GR_EABSENT (first.c), so that the whole engine
** is asked. */
void gr_absent_name(gr_ctx *ctx, const gr_msg *kind, const char *name, size_t len);
/* The game whose bare_family reads family texts that are not names
** (letters followed by "(" or nothing), or NULL. */
const gr_game *gr_bare_game(void);
/* The value of g's limit `name`, or `otherwise` when it has none. */
gr_int gr_game_limit(const gr_game *g, const char *name, gr_int otherwise);
/* A pseudo-random whole number in [lo, hi] from *seed (splitmix64), for
** games' random hooks. */
gr_int gr_rand(uint64_t *seed, gr_int lo, gr_int hi);

/* ---- positions (position.c) --------------------------------------------------- */
typedef struct gr_pos {
  gr_comp *comp;
  gr_int n;    /* components */
  int turn;    /* 0: first player to move, 1: second */
  int misere;  /* 1: misère play, the player who cannot move wins (";misere") */
} gr_pos;

void gr_parse_pos(gr_ctx *ctx, const char *text, gr_pos *out);
void gr_format_pos(gr_buf *b, const gr_pos *pos);
void gr_format_comp(gr_buf *b, const gr_comp *x);  /* "name(param):body" */
void gr_format_head(gr_buf *b, const gr_comp *x);  /* "name(param):" */
/* Reads a row of cells made only of the characters in `alphabet`, from min
** to max cells, into x->cells and x->len. `what` names the row in messages
** ("a row of cells"), `made` says what it is made of. */
void gr_read_cells(gr_cursor *c, gr_comp *x, const char *alphabet, int min, int max,
                   const gr_msg *what, const gr_msg *made);
void gr_format_cells(gr_buf *b, const gr_comp *x);

/* ---- search of a whole sum (search.c) ----------------------------------------
** Enumerates every position reachable from pos within `most` work units
** (< 0: no bound) and a quarter of the memory limit; NULL when the bound
** stops it (*looked: the positions reached by then). The results live in
** scratch memory until the call ends. */
typedef struct gr_sumsearch gr_sumsearch;
gr_sumsearch *gr_sumsearch_run(gr_ctx *ctx, const gr_pos *pos, int misere, double most,
                         gr_int *looked);
/* The verdict for the player to move: 'N', 'P' or 'D' (neither can force a win). */
char gr_sumsearch_verdict(gr_sumsearch *s);
/* Every move of component i of the position searched, and the verdict
** after its k-th move for the player then to move. */
const gr_movelist *gr_sumsearch_moves(const gr_sumsearch *s, gr_int i);
char gr_sumsearch_after(gr_sumsearch *s, gr_int i, gr_int k);
/* The Grundy value (in misère play: 1 without moves, else the mex of the
** options') of a position the search reached, or -1 (not reached, or a
** loop makes values undefined). */
gr_int gr_sumsearch_value(gr_sumsearch *s, const gr_pos *pos);
/* The most moves a play from the position searched can last, or -1 (a loop). */
gr_int gr_sumsearch_height(gr_sumsearch *s);
/* The genus's numbers of the position searched (genus.c): *g its normal-play
** value, and γ0 … γ(*stable + 1) the misère Grundy values of it plus k heaps
** of *2, which repeat with period 2 from γ(*stable) on (proven: genus.c says
** how), *stable + 2 ≤ K. Returns 0 for a position with loops, or when the
** table would be too large or no period shows within K heaps. */
int gr_sumsearch_genus(gr_sumsearch *s, gr_int K, gr_int *g, gr_int *gamma, gr_int *stable);

/* ---- the genus (genus.c) ------------------------------------------------------
** Conway's genus g^{γ0γ1…} of a sum of components, for misère play: g its
** normal-play value, γn the misère Grundy value of it plus n heaps of *2,
** the list cut where it starts alternating (its tail repeats with period 2).
** Found by search within `most` work units; 0 when the bound stops it or
** the position has loops or values no search can find. */
#define GR_GENUS_MAX 64
typedef struct gr_genus {
  gr_int g;                     /* the normal-play value */
  int n;                        /* γ0 … γ(n-1) written; from γ(n-2) on they alternate */
  gr_int gamma[GR_GENUS_MAX];
  int tame;                     /* the genus of a misère Nim position */
} gr_genus;
int gr_genus_of(gr_ctx *ctx, const gr_comp *comp, gr_int n, int turn, double most,
                gr_genus *out);
/* The genus as JSON ({"g":…,"gamma":[…],"text":"0^120","tame":…}) or null. */
void gr_genus_json(gr_buf *b, const gr_genus *gen, int known);

/* ---- misère quotients (quotient.c) ----------------------------------------------
** The quotient of one take-and-break code or several together, kept in the
** context between calls (within GR_QUOTIENT_SHARE of the limit). Elements
** are numbers 0..order-1, 0 the identity. Codes are the take-and-break
** kit's (games/code.h). */
typedef struct gr_quot gr_quot;
typedef struct gr_code gr_code;
/* Reads "CODE" or "CODE+CODE…" into codes (scratch); returns how many. */
int gr_quotient_codes(gr_ctx *ctx, const char *text, const gr_code **codes);
/* A code's canonical text (scratch), as quotients key their codes. */
const char *gr_quotient_code_text(gr_ctx *ctx, const gr_code *code);
/* What q is the quotient of, in words: "Kayles (0.77)", "the codes 0.07 and
** 0.77 together". */
const gr_msg *gr_quotient_title(gr_ctx *ctx, const gr_quot *q);
/* The context's quotient of these codes (made empty when new). */
gr_quot *gr_quotient_find(gr_ctx *ctx, const gr_code *const *codes, int k);
/* Computes heaps up to size `last` of every code, or until Φ is proven
** periodic; GR_ELIMIT when the call's work runs out (the next call carries
** on). Then the independent verifier's word on the claim. */
void gr_quotient_grow(gr_ctx *ctx, gr_quot *q, gr_int last);
int gr_quotient_heaps(const gr_quot *q);     /* sizes 0..heaps-1 of every code are known */
int gr_quotient_proven(const gr_quot *q);    /* Φ proven periodic, and verified */
int gr_quotient_checked(const gr_quot *q);   /* the verifier accepted the claim */
int gr_quotient_phi(const gr_quot *q, int code, gr_int h); /* -1 past what is known */
int gr_quotient_mul(const gr_quot *q, int x, int y);
int gr_quotient_p(const gr_quot *q, int x);  /* x is in the P-portion */
void gr_quotient_json(gr_ctx *ctx, gr_buf *b, const gr_quot *q, gr_int max_heap);
/* gr_quotient_grow within `work` units (< 0: no bound) that does not end the
** call: the status it ended with (GR_OK: done). */
gr_status gr_quotient_try(gr_ctx *ctx, gr_quot *q, gr_int last, gr_int work);
const char *gr_quotient_word(gr_ctx *ctx, const gr_quot *q, int x); /* "b^2c" (scratch) */
/* The quotient of heaps 0..last only (a scratch copy, not proven), or q
** itself when it holds no more heaps. */
gr_quot *gr_quotient_cut(gr_ctx *ctx, gr_quot *q, gr_int last);
int gr_quotient_order(const gr_quot *q);
int gr_quotient_period(const gr_quot *q, int code, int *pre); /* 0 when not proven */
void gr_quotient_free_all(gr_ctx *ctx);
void gr_do_quotient(gr_ctx *ctx, const char *codes, gr_int max_heap, gr_buf *out);
/* The same quotient's claim as a certificate (claim quotient) for grundy check. */
void gr_do_quotient_certificate(gr_ctx *ctx, const char *codes, gr_int max_heap, gr_buf *out);
/* A claim is checked by the independent checker (c/check/ckquotient.c, the
** claim "quotient"), through ck_check as `grundy check` reads a certificate:
** the pretension right for every word over the heaps it lists, its monoid
** reduced, and any period claimed extending it to every heap. */
/* Products quotient.c took in this context in all (tests hold the work a
** call charges against them). */
gr_int gr_quotient_products(gr_ctx *ctx);

/* ---- outcomes (analyze.c) ------------------------------------------------------
** The outcome of a sum in normal play depends only on this, kept as the
** components' values come (so one can be taken out and another put in). */
typedef struct gr_sum {
  gr_int s;                   /* XOR of the plain values */
  long over, threat, loopy, unknown; /* components with each flag */
  long active;                /* components with a legal move (read only with unknown) */
  gr_int loopy_at[2];         /* the first two loopy components: where ... */
  const gr_comp *loopy_c[2];  /* ... and which */
} gr_sum;
/* Adds component i (x, of value v; active: it has a legal move) to t, which
** starts zeroed. */
void gr_sum_add(gr_sum *t, gr_int i, const gr_comp *x, gr_value v, int active);
/* The analysis's outcome of the sum for the player to move: 'P', 'N', 'D'
** (neither can force a win), or 0 when nothing decides it. */
char gr_sum_outcome(gr_ctx *ctx, const gr_sum *t);
/* The verdict of a whole position (normal or misère play), as gr_analyze
** gives it. */
char gr_pos_verdict(gr_ctx *ctx, const gr_pos *pos);

/* ---- the work behind the public calls ------------------------------------------ */
void gr_do_analyze(gr_ctx *ctx, const char *text, const char *move, gr_moves_mode mode,
                   double most,
                   gr_buf *out);                                 /* analyze.c */
void gr_do_play(gr_ctx *ctx, const char *text, const char *move, gr_buf *out);
void gr_do_sequence(gr_ctx *ctx, const char *family, gr_int n, gr_seq_part part, gr_int from,
                    gr_int to, gr_buf *out);                   /* family.c */
void gr_do_value(gr_ctx *ctx, const char *family, gr_int h, gr_buf *out); /* family.c */
/* A certificate of what `sequence family n` proves (a period), else of the
** values 0..n: written through write (or into out when write is NULL). */
void gr_do_certify(gr_ctx *ctx, const char *family, gr_int n, gr_write_fn write, void *ud,
                   gr_buf *out);
/* Checks the certificate read(): the verdict JSON into out, or a throw. */
void gr_do_check(gr_ctx *ctx, gr_read_fn read, void *ud, gr_buf *out);
void gr_do_grid(gr_ctx *ctx, const char *game, gr_int rows, gr_int cols, gr_buf *out); /* grid.c */
void gr_do_info(gr_ctx *ctx, gr_buf *out);                       /* info.c */
void gr_do_pattern(gr_ctx *ctx, const char *family, gr_int n, gr_buf *out); /* pattern.c */
/* What the values 0..n of a family show (pattern.c), as the code generator
** reads it: the period (proven, or observed), the first formula on n that
** holds, the formulas on classes n = qm + r. */
enum { GR_F_N, GR_F_MOD, GR_F_DIV, GR_F_PLUS, GR_F_V2, GR_F_TWO_PART, GR_F_ONES, GR_F_ODIOUS,
       GR_F_EVIL, GR_F_BITS, GR_F_NTH_ODIOUS, GR_F_NTH_EVIL };
typedef struct gr_pat {
  int period;              /* a period, below: proven, or observed over three periods */
  int proven;              /* proven by the family's rule, verified by the checker */
  gr_int pre, per, saltus; /* SG(n + per) = SG(n) + saltus for every n >= pre */
  const gr_msg *rule;      /* the family's proof rule in words, or NULL */
  const gr_msg *refused;   /* the checker's word on a proof it refused, or NULL */
  int formula;             /* the first formula on n that holds (GR_F_*), or -1 */
  gr_int fk, ffrom;        /* its k (n mod k, n + k, ...) and the n it holds from */
  const gr_msg *ftext;     /* the formula in words */
  int q;                   /* the modulus of the class formulas, or 0 */
  int ckind[4];            /* class r: 0 the constant cc[r], 1 m + cc[r], 2 SG(m) + cc[r] */
  gr_int cc[4];
  const char *ctext;       /* the class formulas as notation: "SG(2m) = m, SG(2m+1) = SG(m)" */
} gr_pat;
/* The values 0..n of a family (a scratch copy; its game and parameters into
** *g and *param) and what they show, into *out. */
const uint32_t *gr_pattern_of(gr_ctx *ctx, const char *family, gr_int n, const gr_game **g,
                              gr_param **param, gr_pat *out);
/* Code for a contest solution (codegen.c): JSON with the files. */
void gr_do_codegen(gr_ctx *ctx, const char *family, gr_int n, const char *lang, const char *words,
                gr_buf *out);
void gr_family_free_all(gr_ctx *ctx);                            /* family.c */
/* A claim checked (claim.c): the verdict JSON into out, or a throw. */
void gr_do_claim(gr_ctx *ctx, const char *text, gr_buf *out);

/* Judges (judge.c): flags are gr_judge's GR_JUDGE_* bits. */
gr_status gr_judge_stream(gr_ctx *ctx, const char *judge, unsigned flags, gr_read_fn read,
                          void *rud, gr_write_fn write, void *wud);
void gr_do_judge_cases(gr_ctx *ctx, const char *judge, unsigned flags, const char *input,
                       size_t len, gr_buf *out);
/* What analysing a position would cost, as JSON, before any value (analyze.c). */
void gr_do_cost(gr_ctx *ctx, const char *text, gr_moves_mode mode, gr_buf *out);
/* The work of a family table of `entries` values of g with parameters p:
** each value looks at one option per parameter number, or per `digits`
** when it is positive (quadratic: at every split of each smaller size as
** well); with probe, a long table's first values are computed here to see
** whether a period cuts it short (a cost hook's helper, analyze.c). */
double gr_table_work(gr_ctx *ctx, const gr_game *g, const gr_param *p, double entries,
                     int quadratic, int probe, double digits);
/* A small random position of `game` (1 to 3 components, canonical), for
** tests: gr_random (position.c). */
void gr_do_random(gr_ctx *ctx, const char *game, uint64_t seed, gr_buf *out);

#endif
