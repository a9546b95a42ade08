/*
** quotient.h — misère quotients of take-and-break codes, kept per context
** between calls: found by qsearch.c on the algebra of qalgebra.c, described
** by qjson.c.
*/
#ifndef GR_QUOTIENT_H
#define GR_QUOTIENT_H

#include "grint.h"
#include "message.h"

/* ---- misère quotients --------------------------------------------------------
** The quotient of one take-and-break code or several together, kept in the
** context between calls (within GR_QUOTIENT_SHARE of the limit). Elements
** are numbers 0..order-1, 0 the identity. Codes are the take-and-break
** kit's (kit/code.h). */
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
void gr_do_quotient(gr_ctx *ctx, const char *codes, gr_int max_heap, gr_buf *out);
/* The same quotient's claim as a certificate (claim quotient) for grundy check. */
void gr_do_quotient_certificate(gr_ctx *ctx, const char *codes, gr_int max_heap, gr_buf *out);
/* A claim is checked by the independent checker (c/check/ckquotient.c, the
** claim "quotient"), through ck_check as `grundy check` reads a certificate:
** the pretension right for every word over the heaps it lists, its monoid
** reduced, and any period claimed extending it to every heap. */
/* Products the quotients took in this context in all (tests hold the work a
** call charges against them). */
gr_int gr_quotient_products(gr_ctx *ctx);

#endif
