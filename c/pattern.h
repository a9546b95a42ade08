/*
** pattern.h — what the values of a family show, as the code generator reads
** it (pattern.c).
*/
#ifndef GR_PATTERN_H
#define GR_PATTERN_H

#include "game.h"

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

#endif
