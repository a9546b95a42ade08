/*
** first.c — what makes the page's first module: the engine with only the
** game the page opens with, built small, so that the page shows its first
** values before the whole engine has arrived (web/engine/engine.js loads
** that when a call needs it, or once the page is idle).
**
** The first module is the ordinary engine's parsing, analysis, moves and
** glue, with its own short list of games (c/games/first.c) and this file in
** place of the games' info and the parts it leaves out. Each left-out entry
** point fails the call with GR_EABSENT, which tells engine.js to ask the whole engine instead: an
** answer the first module gives is always the whole engine's answer. Its
** info is the whole engine's (FIRST_INFO, written at build time from the
** whole module), so the page lists every game from the start.
*/
#include "family.h"
#include "poscache.h"
#include "search.h"
#include "quotient.h"
#include "calls.h"
#include "first-info.h" /* FIRST_INFO: the whole engine's gr_info JSON */


static void absent(gr_ctx *ctx, const gr_msg *what) {
  gr_throw(ctx, GR_EABSENT, gr_m1(ctx, GR_M(err_absent), gr_n(what)));
}

void gr_absent_name(gr_ctx *ctx, const gr_msg *kind, const char *name, size_t len) {
  /* even no name at all: the whole engine's message lists every game */
  gr_throw(ctx, GR_EABSENT, gr_m2(ctx, GR_M(err_absent_name), gr_n(kind),
                                  gr_t(gr_strndup(ctx, name, len > 40 ? 40 : len))));
}

void gr_do_info(gr_ctx *ctx, gr_buf *out) {
  (void)ctx;
  gr_puts(out, FIRST_INFO);
}

void gr_do_messages(gr_ctx *ctx, gr_buf *out) {
  (void)out;
  absent(ctx, GR_W(word_absent_messages));
}

void gr_do_sequence(gr_ctx *ctx, const char *family, gr_int n, gr_seq_part part, gr_int from,
                    gr_int to, gr_buf *out) {
  (void)family, (void)n, (void)part, (void)from, (void)to, (void)out;
  absent(ctx, GR_W(word_absent_sequence));
}

void gr_do_value(gr_ctx *ctx, const char *family, gr_int h, gr_buf *out) {
  (void)family, (void)h, (void)out;
  absent(ctx, GR_W(word_absent_value));
}

void gr_do_grid(gr_ctx *ctx, const char *game, gr_int rows, gr_int cols, gr_buf *out) {
  (void)game, (void)rows, (void)cols, (void)out;
  absent(ctx, GR_W(word_absent_grid));
}

void gr_do_pattern(gr_ctx *ctx, const char *family, gr_int n, gr_buf *out) {
  (void)family, (void)n, (void)out;
  absent(ctx, GR_W(word_absent_pattern));
}

void gr_do_codegen(gr_ctx *ctx, const char *family, gr_int n, const char *lang, const char *words,
                gr_buf *out) {
  (void)family, (void)n, (void)lang, (void)words, (void)out;
  absent(ctx, GR_W(word_absent_code));
}

/* The judges are the whole engine's (games/first.c leaves them out). */
void gr_do_judge_cases(gr_ctx *ctx, const char *judge, unsigned flags, const char *input,
                       size_t len, gr_buf *out) {
  (void)judge, (void)flags, (void)input, (void)len, (void)out;
  absent(ctx, GR_W(word_absent_judge));
}

void gr_do_claim(gr_ctx *ctx, const char *text, gr_buf *out) {
  (void)text, (void)out;
  absent(ctx, GR_W(word_absent_claim));
}

void gr_do_quotient(gr_ctx *ctx, const char *codes, gr_int max_heap, gr_buf *out) {
  (void)codes, (void)max_heap, (void)out;
  absent(ctx, GR_W(word_absent_quotient));
}

const gr_vals *gr_family_values(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int n,
                                gr_int *pre, gr_int *per) {
  (void)g, (void)p, (void)n, (void)pre, (void)per;
  absent(ctx, GR_W(word_absent_table));
  return NULL;
}

gr_int gr_family_value(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int h) {
  (void)g, (void)p, (void)h;
  absent(ctx, GR_W(word_absent_table));
  return 0;
}

const gr_vals *gr_family_known(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int *n,
                               gr_int *pre, gr_int *per, const gr_famstate **st) {
  (void)ctx, (void)g, (void)p;
  *n = *pre = *per = 0;
  *st = NULL;
  return NULL; /* no game here has a family */
}

gr_int gr_family_limit(const gr_game *g, const gr_param *p) {
  (void)g, (void)p;
  return 0; /* no game here has a family */
}

/* Misère play beyond Nim's rule: the genus, the quotients, the search of a sum. */
int gr_genus_of(gr_ctx *ctx, const gr_comp *comp, gr_int n, int turn, double most,
                gr_genus *out) {
  (void)comp, (void)n, (void)turn, (void)most, (void)out;
  absent(ctx, GR_W(word_absent_genus));
  return 0;
}

int gr_genus_read(gr_sumsearch *s, gr_genus *out) {
  (void)s, (void)out;
  return 0; /* no search here finishes */
}

void gr_genus_json(gr_buf *b, const gr_genus *gen, int known) {
  (void)gen, (void)known; /* known only after gr_genus_of, which is absent */
  gr_puts(b, "null");
}

gr_sumsearch *gr_sumsearch_run(gr_ctx *ctx, const gr_pos *pos, int misere, double most,
                               gr_int *looked) {
  (void)pos, (void)misere, (void)most, (void)looked;
  absent(ctx, GR_W(word_absent_search));
  return NULL;
}

gr_quot *gr_quotient_find(gr_ctx *ctx, const gr_code *const *codes, int k) {
  (void)codes, (void)k;
  absent(ctx, GR_W(word_absent_quotient));
  return NULL;
}

gr_status gr_quotient_try(gr_ctx *ctx, gr_quot *q, gr_int last, gr_int work) {
  (void)q, (void)last, (void)work;
  absent(ctx, GR_W(word_absent_quotient));
  return GR_EABSENT;
}

const char *gr_quotient_code_text(gr_ctx *ctx, const gr_code *code) {
  (void)code;
  absent(ctx, GR_W(word_absent_quotient));
  return NULL;
}

const char *gr_quotient_word(gr_ctx *ctx, const gr_quot *q, int x) {
  (void)q, (void)x;
  absent(ctx, GR_W(word_absent_quotient));
  return NULL;
}

gr_quot *gr_quotient_cut(gr_ctx *ctx, gr_quot *q, gr_int last) {
  (void)q, (void)last;
  absent(ctx, GR_W(word_absent_quotient));
  return NULL;
}

/* Reached only through the calls above, which fail first. */
char gr_sumsearch_verdict(gr_sumsearch *s) { (void)s; return 'D'; }
const gr_movelist *gr_sumsearch_moves(const gr_sumsearch *s, gr_int i) { (void)s, (void)i; return NULL; }
char gr_sumsearch_after(gr_sumsearch *s, gr_int i, gr_int k) { (void)s, (void)i, (void)k; return 'D'; }
const gr_msg *gr_quotient_title(gr_ctx *ctx, const gr_quot *q) {
  (void)ctx, (void)q;
  return GR_W(word_absent_quotient);
}
int gr_quotient_heaps(const gr_quot *q) { (void)q; return 0; }
int gr_quotient_proven(const gr_quot *q) { (void)q; return 0; }
int gr_quotient_checked(const gr_quot *q) { (void)q; return 0; }
int gr_quotient_phi(const gr_quot *q, int code, gr_int h) { (void)q, (void)code, (void)h; return -1; }
int gr_quotient_mul(const gr_quot *q, int x, int y) { (void)q, (void)x, (void)y; return 0; }
int gr_quotient_p(const gr_quot *q, int x) { (void)q, (void)x; return 0; }
int gr_quotient_order(const gr_quot *q) { (void)q; return 0; }
int gr_quotient_period(const gr_quot *q, int code, int *pre) { (void)q, (void)code, (void)pre; return 0; }
