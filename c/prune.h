/*
** prune.h — the search that fills a position cache: a mex over a position's
** options, and the pruned search for games whose positions split (prune.c).
*/
#ifndef GR_PRUNE_H
#define GR_PRUNE_H

#include "poscache.h"
#include "comp.h"

/* The parts of one option of a search: independent positions (their values
** XOR), each given by its key, and the XOR of those whose values the game
** knows without search (x: the search's next hook may value a part itself
** rather than key it; it starts at 0). */
#define GR_SEARCH_MAX_PARTS 16
typedef struct gr_parts {
  gr_ctx *ctx;
  unsigned char *b;                 /* the keys, one after another (scratch) */
  size_t n, cap;
  size_t end[GR_SEARCH_MAX_PARTS];  /* where key i ends in b */
  int k;                            /* how many keys */
  uint64_t x;                       /* XOR of the parts valued by the game */
} gr_parts;
/* Appends a part; throws GR_ELIMIT past GR_SEARCH_MAX_PARTS. */
void gr_parts_add(gr_parts *p, const void *key, size_t len);
/* Room for k more parts of `bytes` bytes in all (throws as gr_parts_add
** does): then a game may write them straight into b from n on, and their
** ends, without gr_parts_add. */
void gr_parts_reserve(gr_parts *p, int k, size_t bytes);

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
** flag GR_EXCLUDED (poscache.h) with the values known not to be theirs. */
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
/* A move list that wants every move's exact value (its listing, in full). */
#define GR_EXACT_LIST(ml) ((ml)->keep <= 0 && (ml)->want < 0 && !(ml)->match && !(ml)->count_only)
/* The XOR of the exact values of parts p. */
uint64_t gr_search_parts_value(gr_ctx *ctx, gr_poscache *pc, const gr_search *s,
                               const gr_parts *p);

/* Values ahead (ahead.c): before a game values every one of its moves, the
** parts they leave, valued side by side on the context's processors and put
** in the cache, where each move's search then finds them. gr_ahead_begin: 0
** when there is one processor (nothing to do: the moves are valued one by
** one as ever); gr_ahead_add each move's parts; gr_ahead_run values those
** the cache does not hold, or nothing when they are not all valued within
** the call's work and memory (the moves' own searches then do it, so the
** answer, or the error, is one processor's). */
typedef struct gr_ahead {
  gr_ctx *ctx;
  gr_poscache *pc;
  const gr_search *s;
  int n, cap;
  const unsigned char **key;  /* the keys to value, each once (scratch) */
  size_t *len;
  gr_mark mark;               /* the scratch memory before the list, given back after */
} gr_ahead;
int gr_ahead_begin(gr_ctx *ctx, gr_ahead *a, gr_poscache *pc, const gr_search *s);
void gr_ahead_add(gr_ahead *a, const gr_parts *p);
void gr_ahead_run(gr_ahead *a);

#endif
