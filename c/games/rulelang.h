/*
** rulelang.h — the rule language of typed games (rulelang.c), which the
** ruleset game (ruleset.c) plays.
*/
#ifndef GR_RULELANG_H
#define GR_RULELANG_H

#include "../game.h"

/* ---- the rule language (rulelang.c) ---------------------------------------------
** A typed rule: the moves of a game on heaps (one heap, or a tuple of heaps
** with an optional counter, `last`, the number the previous move took). Each
** move takes a number from one heap (or from every heap) within a range, when
** a condition holds, and leaves the rest as one heap or splits it. The
** grammar is in README.md. rulelang.c reads it (errors "at character N"),
** writes its canonical text, compiles the expressions to a small stack code
** and runs them, every instruction counted; ruleset.c is the game. */
#define GR_RULE_MAX_TEXT 2000  /* characters of a rule */
#define GR_RULE_MAX_MOVES 16   /* moves joined by "or" */
#define GR_RULE_MAX_PARTS 4    /* heaps a move may leave */
#define GR_RULE_MAX_DEPTH 40   /* nesting of an expression */
#define GR_RULE_MAX_NODES 1000 /* terms of a rule in all */

/* What a rule's expressions read: the heap, the counter, the take, the parts. */
enum { GR_RV_N, GR_RV_LAST, GR_RV_K, GR_RV_PART, GR_RV_COUNT = GR_RV_PART + GR_RULE_MAX_PARTS };

typedef struct gr_rprog gr_rprog;  /* a compiled expression (rulelang.c) */

typedef struct gr_rmove {
  int var;                   /* 1: the take is a name, 0: the number `take` */
  gr_int take;
  int all;                   /* "from all": the same number from every heap */
  int parts;                 /* heaps left: 1 (the rest), or 2..GR_RULE_MAX_PARTS */
  const gr_rprog *lo, *hi;   /* the range written ("in lo..hi"), or NULL */
  const gr_rprog *dlo, *dhi; /* bounds of the take the condition implies, or NULL */
  const gr_rprog *cond;      /* the condition, or NULL (always) */
  int interval;              /* the condition holds exactly on lo..hi (written and derived),
                             ** and the lower end never reads last (but to say "none") */
} gr_rmove;

typedef struct gr_rule {
  int n;                     /* moves, joined by "or" */
  gr_rmove m[GR_RULE_MAX_MOVES];
  int counter;               /* some expression reads `last` */
  int splits;                /* some move leaves two heaps or more */
  const gr_param *code;      /* the take-and-break code the rule is on one heap, or NULL */
  const char *src;           /* the rule as it was read (messages quote it) */
  const void *ast;           /* the parsed rule, for its canonical text */
} gr_rule;

/* One evaluation's inputs and its count of instructions run. */
typedef struct gr_reval {
  gr_ctx *ctx;
  const gr_rule *rule;
  gr_int v[GR_RV_COUNT];     /* n, last, the take, the parts */
  gr_int steps;
} gr_reval;

/* Reads a rule at c, stopping before ")" (the parse_param of games/rule.c):
** a scratch gr_param whose data is the gr_rule. */
gr_param *gr_rule_parse(gr_cursor *c);
void gr_rule_format(gr_buf *b, const gr_rule *r);
/* The value of p (a condition: nonzero when it holds). Throws GR_ELIMIT
** naming the place in the rule when a number passes 2^63 − 1. */
gr_int gr_rule_run(gr_reval *e, const gr_rprog *p);
/* The rule as a brute force in C++ or Python (gr_game.brute): a plain mex
** over its moves, heap by heap, or by a search over (heap, last) when the
** rule reads last. 0 with w->why when it cannot be written. */
int gr_rule_brute(gr_coder *w, const gr_rule *r);
/* The rule in words (a sentence per move). */
const gr_msg *gr_rule_words(gr_ctx *ctx, const gr_rule *r);

#endif
