/*
** codegen.h — what a game's brute force writes through: the coder of the
** contest-solution generator (codegen.c).
*/
#ifndef GR_CODEGEN_H
#define GR_CODEGEN_H

#include "grint.h"

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

#endif
