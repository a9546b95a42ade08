/*
** calls.h — the work behind the public calls: each fills a JSON answer
** (api.c and the command line call them).
*/
#ifndef GR_CALLS_H
#define GR_CALLS_H

#include "grint.h"

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
/* Code for a contest solution (codegen.c): JSON with the files. */
void gr_do_codegen(gr_ctx *ctx, const char *family, gr_int n, const char *lang, const char *words,
                gr_buf *out);
/* A claim checked (claim.c): the verdict JSON into out, or a throw. */
void gr_do_claim(gr_ctx *ctx, const char *text, gr_buf *out);

/* Judges (judge.c): flags are gr_judge's GR_JUDGE_* bits. */
gr_status gr_judge_stream(gr_ctx *ctx, const char *judge, unsigned flags, gr_read_fn read,
                          void *rud, gr_write_fn write, void *wud);
void gr_do_judge_cases(gr_ctx *ctx, const char *judge, unsigned flags, const char *input,
                       size_t len, gr_buf *out);
/* What analysing a position would cost, as JSON, before any value (analyze.c). */
void gr_do_cost(gr_ctx *ctx, const char *text, gr_moves_mode mode, double most, gr_buf *out);
/* A small random position of `game` (1 to 3 components, canonical), for
** tests: gr_random (position.c). */
void gr_do_random(gr_ctx *ctx, const char *game, uint64_t seed, gr_buf *out);

#endif
