/*
** family.h — value tables of one-parameter families, kept per context
** between calls, and their period proofs (family.c).
*/
#ifndef GR_FAMILY_H
#define GR_FAMILY_H

#include "game.h"

/* ---- family value tables (family.c) ----------------------------------------------
** A game with a one-parameter family (heap sizes, stretch lengths) gives
** `extend` (or `grow`); the values live in a table per (game, parameters)
** kept in the context between calls, shared by every group and call, at
** most limit / GR_TABLE_SHARE in all with the position caches (the share,
** share.h, frees the least recently used first). Tables stop growing once the game's rule proves a
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

/* ---- a game's family (gr_game.family) --------------------------------------------
** The one-parameter family. extend fills v[from..to] given v[0..from-1];
** period_bound is the proof rule: if SG(m+per) = SG(m) for every m from n0 up
** to (not including) the bound, the family is periodic from n0 (GR_INT_MAX:
** no proof). A game may keep a value table this way without being a family
** (extend without size_words: pairs of heaps, in an order of its own). */
struct gr_family_caps {
  const gr_msg *size_words;  /* what "size" means, e.g. "heap size" */
  gr_int table_limit;        /* values computed at most */
  void (*extend)(gr_ctx *ctx, const gr_param *p, uint32_t *v, gr_int from, gr_int to);
  gr_int (*period_bound)(const gr_param *p, gr_int n0, gr_int per);
  const gr_msg *period_rule;  /* the rule, in words */
  /* Optional, in place of extend, for families whose algorithm keeps state
  ** in the table between calls: fills v[from..] toward v[to] (gr_val_set,
  ** or widened first: the table starts narrow) and returns how many values v
  ** holds then — fewer than to + 1 when ctx->work runs out. */
  gr_int (*grow)(gr_ctx *ctx, const gr_param *p, gr_famstate *st, gr_vals *v, gr_int from,
                 gr_int to);
  void (*state_free)(gr_ctx *ctx, gr_famstate *st);
  /* Optional: the values computed at most for these parameters (else
  ** table_limit), and the rule in words for them (else period_rule). */
  gr_int (*limit)(const gr_param *p);
  const gr_msg *(*rule_words)(gr_ctx *ctx, const gr_param *p);
  /* Optional: the family as the independent checker (check/check.h) reads
  ** it, for parameters whose period rule is another family's theorem (a
  ** typed rule that is a take-and-break code: that code's family); the
  ** checker then checks this family's values by that family's rules. Else
  ** "name(param)". */
  const char *(*check_family)(gr_ctx *ctx, const gr_param *p);
  /* Optional: extra members of the sequence JSON (",\"stats\":{…}") about
  ** sizes 0..n, v holding at least those values. */
  void (*seq_stats)(gr_ctx *ctx, gr_buf *b, const gr_param *p, const gr_famstate *st,
                    const gr_vals *v, gr_int n);
  /* Optional: the game whose family table holds this one's values (rows of
  ** pins use the heaps' table of the same code). */
  const gr_game *values_of;
  /* The family's text and its parameters in words, for people and
  ** messages: example is a family gr_sequence reads ("name(…)" or "name"),
  ** param_words says what the parameters are ("a set of numbers"). */
  const char *example;
  const gr_msg *param_words;
  /* Optional: writes into b the body of the component of size n (a row of n
  ** pins, n stairs of one coin each) and returns 1, or returns 0 when no
  ** position of the game has that size. Without it, the body is the number
  ** n (a heap). */
  int (*body)(gr_buf *b, const gr_param *p, gr_int n);
  /* The work of computing `entries` values of this game's family table for
  ** parameters p, before any is computed (gr_cost). Without it, each value
  ** costs one step per parameter number (gr_table_work). */
  double (*cost)(gr_ctx *ctx, const gr_game *g, const gr_param *p, double entries);
  /* Optional, for a game whose components are vectors of numbers (v) and
  ** whose table holds values in an order of its own: the largest index of
  ** the table x's value reads, or -1 when it reads none (a formula answers).
  ** Without it, such a component is taken to read no table (gr_cost). */
  gr_int (*index)(const gr_comp *x);
  /* Families of this game the pattern finder compares others with, and the
  ** published facts about its values it checks them against (each list
  ** ended by an entry whose family or name is NULL). */
  const gr_known *known;
  const gr_published *published;
  /* Optional: the family's rule as code, a plain mex over its moves in C++
  ** or Python (the code generator's brute force, codegen.c): writes into w
  ** what gr_coder says and returns 1, or sets w->why and returns 0 when
  ** these parameters' rule cannot be written so. Without it, no brute
  ** force. */
  int (*brute)(gr_coder *w, const gr_param *p);
};

/* g's family table, or an empty one (every member 0) when g has none. */
static inline const gr_family_caps *gr_family_of(const gr_game *g) {
  static const gr_family_caps none;
  return g->family ? g->family : &none;
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
/* 1 when g is a one-parameter family (a table, and words for its sizes). */
int gr_is_family(const gr_game *g);
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
/* The work of a family table of `entries` values of g with parameters p:
** each value looks at one option per parameter number, or per `digits`
** when it is positive (quadratic: at every split of each smaller size as
** well); with probe, a long table's first values are computed here to see
** whether a period cuts it short (a cost hook's helper, analyze.c). */
double gr_table_work(gr_ctx *ctx, const gr_game *g, const gr_param *p, double entries,
                     int quadratic, int probe, double digits);

#endif
