/*
** code.h — the take-and-break kit, below the games of heaps and of rows of
** pins that share it and the misère quotients that read its codes: the
** codes' grammar, canonical text and words (code.c) and their values,
** periodicity bound and statistics (tbvalues.c).
*/
#ifndef GR_CODE_H
#define GR_CODE_H

#include "../game.h"

/* The codes' words (msg.h; code.c defines them). */
#define GR_MSG(sym, n, id, en) GR_MSG_DECLARE(sym, n, id, en)
#include "msg.h"
#undef GR_MSG

#define GR_MAX_OCTAL_DIGITS 16   /* digits after the point of a code on a row of pins */
#define GR_MAX_CODE_DIGITS 64    /* digits after the point of a take-and-break code */
#define GR_MAX_TB_TABLE 134217727L /* values of a finite code leaving at most two heaps
                                 ** (rare/common mex; memory may stop it earlier) */
#define GR_MAX_TB_TAKES 16777215L /* values of a code with a repeating tail whose moves only
                                 ** take (counted by residue; memory may stop it earlier) */
#define GR_MAX_TB_PLAIN 1048576L /* values of other codes (plain mex), at most ... */
#define GR_TB_PLAIN_WORK 2147483648.0 /* ... and at most about this many options looked at */
#define GR_MAX_TB_SCAN 16777216LL /* options a heap's move list may look at */
#define GR_SEQ_LIST_RARE 64      /* rare heaps listed by name in a sequence's statistics */

/* ---- codes (code.c) ------------------------------------------- */
enum { GR_MOD_NONE = 0, GR_MOD_UNEQUAL = 1 /* "!" */, GR_MOD_NOTALL = 2 /* "?" */ };

typedef struct gr_code {
  int t;          /* digits after the point written out: d[1..t] (a tail once) */
  int tail;       /* the last `tail` of them repeat forever (0: a finite code) */
  int heaps;      /* the most heaps a move leaves (0-4) */
  int octal;      /* digits 0-7, none before the point, no modifier, no tail */
  unsigned char d[GR_MAX_CODE_DIGITS + 1];   /* d[0] before the point, d[j] removing j */
  unsigned char mod[GR_MAX_CODE_DIGITS + 1]; /* GR_MOD_… of each digit */
} gr_code;

/* Reads a code at c, stopping before ")" (spaces around it allowed), into a
** scratch gr_param whose data is the gr_code and whose text is canonical.
** With rows set, only octal codes are accepted (rows of pins). */
gr_param *gr_code_parse(gr_cursor *c, int rows);
void gr_code_format(gr_buf *b, const gr_code *code);
/* The digit and its modifier for removing j tokens, any j ≥ 0. */
int gr_code_digit(const gr_code *code, gr_int j);
int gr_code_mod(const gr_code *code, gr_int j);
/* "Kayles (0.77)", or "the code 0.156" for one without a name. */
const gr_msg *gr_code_title(gr_ctx *ctx, const gr_param *p);
/* The rule on heaps in words: "Grundy's game (4!.0): a move splits a heap
** into two unequal heaps." (rows of pins say theirs in octal.c). */
const gr_msg *gr_code_words(gr_ctx *ctx, const gr_param *p);
/* The named codes, as JSON members of info: ,"codes":[…]. */
void gr_code_info(gr_buf *b);
/* A random small code (octal when rows is set), for gr_game.random. */
void gr_code_random(gr_buf *b, uint64_t *seed, int rows);

/* The code's moves as a plain mex in C++ or Python (gr_game.brute). */
int gr_tb_brute(gr_coder *w, const gr_param *p);

/* Values of take-and-break codes (tbvalues.c): the family hooks heaps and
** rows share. */
gr_int gr_tb_grow(gr_ctx *ctx, const gr_param *p, gr_famstate *st, gr_vals *v, gr_int from,
                  gr_int to);
void gr_tb_state_free(gr_ctx *ctx, gr_famstate *st);
gr_int gr_tb_limit(const gr_param *p);
gr_int gr_tb_period_bound(const gr_param *p, gr_int n0, gr_int per);
const gr_msg *gr_tb_rule_words(gr_ctx *ctx, const gr_param *p);
void gr_tb_seq_stats(gr_ctx *ctx, gr_buf *b, const gr_param *p, const gr_famstate *st,
                     const gr_vals *v, gr_int n);
double gr_tb_cost(gr_ctx *ctx, const gr_game *g, const gr_param *p, double entries);

/* The members of a family table (family.h) that a game of take-and-break
** codes takes from the kit; the game adds its example, words and facts:
** {GR_TB_FAMILY, .example = "…", …}. */
#define GR_TB_FAMILY                                                                        \
  .size_words = GR_W(word_family_heap), .table_limit = GR_MAX_TB_TABLE, .grow = gr_tb_grow, \
  .state_free = gr_tb_state_free, .limit = gr_tb_limit, .period_bound = gr_tb_period_bound, \
  .rule_words = gr_tb_rule_words, .seq_stats = gr_tb_seq_stats, .cost = gr_tb_cost

#endif
