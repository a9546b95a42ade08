/*
** api.c — the public entry points, and nothing else. Each one empties the
** scratch arena, runs its work under protect() (which catches gr_throw) and
** returns a status; results live in the arena until the next call. The work
** lives in files named for it: analyze.c, family.c, grid.c, info.c, judge.c.
*/
#include <stdlib.h>
#include "family.h"
#include "poscache.h"
#include "share.h"
#include "quotient.h"
#include "calls.h"

gr_ctx *gr_open(size_t mem_limit) {
  gr_ctx *ctx = calloc(1, sizeof *ctx);
  if (ctx == NULL) return NULL;
  ctx->limit = mem_limit ? mem_limit : GR_DEFAULT_MEM_LIMIT;
  ctx->work_set = -2;
  ctx->say = &gr_msg_say;
  return ctx;
}

void gr_close(gr_ctx *ctx) {
  if (ctx == NULL) return;
  ctx->limit = (size_t)-1;
  gr_scratch_reset(ctx);
  gr_mfree(ctx, ctx->scratch, 0); /* the kept chunk */
  gr_share_free_all(ctx);
  free(ctx->msg_json);
  free(ctx);
}

const char *gr_error(const gr_ctx *ctx) { return ctx->msg; }
const char *gr_error_msg(const gr_ctx *ctx) {
  return ctx->msg_json != NULL && ctx->status != GR_OK ? ctx->msg_json : "null";
}
size_t gr_mem_used(const gr_ctx *ctx) { return ctx->used; }
size_t gr_mem_peak(const gr_ctx *ctx) { return ctx->peak; }

void gr_set_work(gr_ctx *ctx, gr_int units) {
  ctx->work_set = units == GR_WORK_DEFAULT ? -2 : units < 0 ? -1 : units;
}

void gr_set_search_work(gr_ctx *ctx, gr_int units) { ctx->search_set = units > 0 ? units : 0; }

void gr_set_checks(gr_ctx *ctx, int on) { ctx->checks = on != 0; }

void gr_set_threads(gr_ctx *ctx, int n) { ctx->threads = n > 1 ? n : 1; }

/* A public call's arguments and result. */
typedef struct call {
  const char *a, *b;   /* text arguments */
  const char *words;   /* the language of generated code's comments (gr_code) */
  gr_int n, n2;        /* number arguments */
  gr_int from, to;     /* a range of sizes (gr_sequence_part) */
  int mode;            /* gr_moves_mode, or gr_seq_part */
  double most;         /* a bound on the work (gr_analyze_within, gr_cost; < 0: none) */
  const char *out;     /* the result, in scratch memory */
  gr_read_fn read;     /* judge input and output */
  void *rud;
  gr_write_fn write;
  void *wud;
} call;

#if defined(__GNUC__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

/* Runs fn on a fresh scratch arena; gr_throw inside lands here. Only this
** function calls setjmp, and the work stays out of line: in the wasm build
** every call made from a function that calls setjmp goes through a slow JS
** trampoline. */
static gr_status protect(gr_ctx *ctx, void (*fn)(gr_ctx *, call *), call *c) {
  jmp_buf jb;
  gr_scratch_reset(ctx);
  ctx->status = GR_OK;
  ctx->msg[0] = '\0';
  free(ctx->msg_json);
  ctx->msg_json = NULL;
  ctx->onerr = &jb;
  ctx->call++;
  ctx->steps = GR_CALL_WORK;
  /* positions anyone may type grow tables only so far */
  ctx->work = ctx->work_set == -2 ? GR_WORK_CALL : ctx->work_set;
  if (setjmp(jb) == 0) fn(ctx, c);
  ctx->onerr = NULL;
  return ctx->status;
}

/* Runs fn and hands back its text result (NULL on failure). */
static gr_status result(gr_ctx *ctx, void (*fn)(gr_ctx *, call *), call *c,
                        const char **out) {
  gr_status st = protect(ctx, fn, c);
  *out = st ? NULL : c->out;
  return st;
}

static NOINLINE void call_analyze(gr_ctx *ctx, call *c) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_do_analyze(ctx, c->a, c->b, (gr_moves_mode)c->mode, c->most, &b);
  c->out = b.s;
}

gr_status gr_analyze_within(gr_ctx *ctx, const char *position, const char *move,
                            gr_moves_mode mode, double most, const char **json) {
  call c = {0};
  c.a = position;
  c.b = move;
  c.mode = (int)mode;
  c.most = most;
  return result(ctx, call_analyze, &c, json);
}

gr_status gr_analyze(gr_ctx *ctx, const char *position, gr_moves_mode mode,
                     const char **json) {
  return gr_analyze_within(ctx, position, NULL, mode, -1, json);
}

gr_status gr_play_analyze(gr_ctx *ctx, const char *position, const char *move,
                          gr_moves_mode mode, const char **json) {
  return gr_analyze_within(ctx, position, move, mode, -1, json);
}

static NOINLINE void call_canonical(gr_ctx *ctx, call *c) {
  gr_pos pos;
  gr_buf b;
  gr_parse_pos(ctx, c->a, &pos);
  gr_buf_init(&b, ctx);
  gr_format_pos(&b, &pos);
  c->out = b.s;
}

gr_status gr_canonical(gr_ctx *ctx, const char *position, const char **text) {
  call c = {0};
  c.a = position;
  return result(ctx, call_canonical, &c, text);
}

static NOINLINE void call_play(gr_ctx *ctx, call *c) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_do_play(ctx, c->a, c->b, &b);
  c->out = b.s;
}

gr_status gr_play(gr_ctx *ctx, const char *position, const char *move, const char **text) {
  call c = {0};
  c.a = position;
  c.b = move;
  return result(ctx, call_play, &c, text);
}

static NOINLINE void call_sequence(gr_ctx *ctx, call *c) {
  gr_buf b;
  if (ctx->work_set == -2) ctx->work = -1; /* asked for: no bound by default */
  gr_buf_init(&b, ctx);
  gr_do_sequence(ctx, c->a, c->n, (gr_seq_part)c->mode, c->from, c->to, &b);
  c->out = b.s;
}

gr_status gr_sequence(gr_ctx *ctx, const char *family, gr_int n, const char **json) {
  call c = {0};
  c.a = family;
  c.n = n;
  c.mode = GR_SEQ_ALL;
  return result(ctx, call_sequence, &c, json);
}

static NOINLINE void call_grid(gr_ctx *ctx, call *c) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_do_grid(ctx, c->a, c->n, c->n2, &b);
  c->out = b.s;
}

gr_status gr_grid(gr_ctx *ctx, const char *game, gr_int rows, gr_int cols, const char **json) {
  call c = {0};
  c.a = game;
  c.n = rows;
  c.n2 = cols;
  return result(ctx, call_grid, &c, json);
}

gr_status gr_sequence_part(gr_ctx *ctx, const char *family, gr_int n, gr_seq_part part,
                           gr_int from, gr_int to, const char **text) {
  call c = {0};
  c.a = family;
  c.n = n;
  c.mode = (int)part;
  c.from = from;
  c.to = to;
  return result(ctx, call_sequence, &c, text);
}

static NOINLINE void call_value(gr_ctx *ctx, call *c) {
  gr_buf b;
  if (ctx->work_set == -2) ctx->work = -1;
  gr_buf_init(&b, ctx);
  gr_do_value(ctx, c->a, c->n, &b);
  c->out = b.s;
}

gr_status gr_sg(gr_ctx *ctx, const char *family, gr_int size, const char **json) {
  call c = {0};
  c.a = family;
  c.n = size;
  return result(ctx, call_value, &c, json);
}

static NOINLINE void call_random(gr_ctx *ctx, call *c) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_do_random(ctx, c->a, (uint64_t)c->n, &b);
  c->out = b.s;
}

gr_status gr_random(gr_ctx *ctx, const char *game, unsigned long long seed, const char **text) {
  call c = {0};
  c.a = game;
  c.n = (gr_int)seed;
  return result(ctx, call_random, &c, text);
}

static NOINLINE void call_pattern(gr_ctx *ctx, call *c) {
  gr_buf b;
  if (ctx->work_set == -2) ctx->work = -1; /* asked for: no bound by default */
  gr_buf_init(&b, ctx);
  gr_do_pattern(ctx, c->a, c->n, &b);
  c->out = b.s;
}

gr_status gr_pattern(gr_ctx *ctx, const char *family, gr_int n, const char **json) {
  call c = {0};
  c.a = family;
  c.n = n;
  return result(ctx, call_pattern, &c, json);
}

static NOINLINE void call_code(gr_ctx *ctx, call *c) {
  gr_buf b;
  if (ctx->work_set == -2) ctx->work = -1; /* asked for: no bound by default */
  gr_buf_init(&b, ctx);
  gr_do_codegen(ctx, c->a, c->n, c->b, c->words, &b);
  c->out = b.s;
}

gr_status gr_codegen(gr_ctx *ctx, const char *family, gr_int n, const char *lang, const char *words,
                  const char **json) {
  call c = {0};
  c.a = family;
  c.b = lang;
  c.words = words;
  c.n = n;
  return result(ctx, call_code, &c, json);
}

static NOINLINE void call_quotient(gr_ctx *ctx, call *c) {
  gr_buf b;
  if (ctx->work_set == -2) ctx->work = -1; /* asked for: no bound by default */
  gr_buf_init(&b, ctx);
  gr_do_quotient(ctx, c->a, c->n, &b);
  c->out = b.s;
}

gr_status gr_quotient(gr_ctx *ctx, const char *codes, gr_int max_heap, const char **json) {
  call c = {0};
  c.a = codes;
  c.n = max_heap;
  return result(ctx, call_quotient, &c, json);
}

static NOINLINE void call_quotient_certificate(gr_ctx *ctx, call *c) {
  gr_buf b;
  if (ctx->work_set == -2) ctx->work = -1; /* asked for: no bound by default */
  gr_buf_init(&b, ctx);
  gr_do_quotient_certificate(ctx, c->a, c->n, &b);
  c->out = b.s;
}

gr_status gr_quotient_certificate(gr_ctx *ctx, const char *codes, gr_int max_heap,
                                  const char **text) {
  call c = {0};
  c.a = codes;
  c.n = max_heap;
  return result(ctx, call_quotient_certificate, &c, text);
}

static NOINLINE void call_info(gr_ctx *ctx, call *c) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_do_info(ctx, &b);
  c->out = b.s;
}

gr_status gr_info(gr_ctx *ctx, const char **json) {
  call c = {0};
  return result(ctx, call_info, &c, json);
}

static NOINLINE void call_messages(gr_ctx *ctx, call *c) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_do_messages(ctx, &b);
  c->out = b.s;
}

gr_status gr_messages(gr_ctx *ctx, const char **json) {
  call c = {0};
  return result(ctx, call_messages, &c, json);
}

static NOINLINE void call_cost(gr_ctx *ctx, call *c) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_do_cost(ctx, c->a, (gr_moves_mode)c->mode, c->most, &b);
  c->out = b.s;
}

gr_status gr_cost(gr_ctx *ctx, const char *position, gr_moves_mode mode, double most,
                  const char **json) {
  call c = {0};
  c.a = position;
  c.mode = (int)mode;
  c.most = most;
  return result(ctx, call_cost, &c, json);
}

static NOINLINE void call_judge_cases(gr_ctx *ctx, call *c) { /* c->mode: flags, c->n: bytes */
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_do_judge_cases(ctx, c->a, (unsigned)c->mode, c->b, (size_t)c->n, &b);
  c->out = b.s;
}

gr_status gr_judge_cases(gr_ctx *ctx, const char *judge, unsigned flags, const char *input,
                         size_t len, const char **json) {
  call c = {0};
  c.a = judge;
  c.b = input;
  c.n = (gr_int)len;
  c.mode = (int)flags;
  return result(ctx, call_judge_cases, &c, json);
}

static NOINLINE void call_judge(gr_ctx *ctx, call *c) { /* c->mode: the flags */
  gr_judge_stream(ctx, c->a, (unsigned)c->mode, c->read, c->rud, c->write, c->wud);
}

gr_status gr_judge(gr_ctx *ctx, const char *judge, unsigned flags, gr_read_fn read,
                   void *read_ud, gr_write_fn write, void *write_ud) {
  call c = {0};
  c.a = judge;
  c.mode = (int)flags;
  c.read = read;
  c.rud = read_ud;
  c.write = write;
  c.wud = write_ud;
  return protect(ctx, call_judge, &c);
}

static NOINLINE void call_certify(gr_ctx *ctx, call *c) {
  gr_buf b;
  if (ctx->work_set == -2) ctx->work = -1; /* asked for: no bound by default */
  gr_buf_init(&b, ctx);
  gr_do_certify(ctx, c->a, c->n, c->write, c->wud, &b);
  c->out = b.s;
}

gr_status gr_certify(gr_ctx *ctx, const char *family, gr_int n, gr_write_fn write, void *ud) {
  call c = {0};
  c.a = family;
  c.n = n;
  c.write = write;
  c.wud = ud;
  return protect(ctx, call_certify, &c);
}

static NOINLINE void call_check(gr_ctx *ctx, call *c) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_do_check(ctx, c->read, c->rud, &b);
  c->out = b.s;
}

gr_status gr_check(gr_ctx *ctx, gr_read_fn read, void *ud, const char **json) {
  call c = {0};
  c.read = read;
  c.rud = ud;
  return result(ctx, call_check, &c, json);
}

static NOINLINE void call_claim(gr_ctx *ctx, call *c) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_do_claim(ctx, c->a, &b);
  c->out = b.s;
}

gr_status gr_claim(gr_ctx *ctx, const char *claim, const char **json) {
  call c = {0};
  c.a = claim;
  return result(ctx, call_claim, &c, json);
}
