/*
** wasm.c — the WebAssembly glue over the ordinary engine (wasm build only).
**
** The whole boundary is text: C strings in, JSON or position text out.
** Each grw_* call returns a pointer to its result, or 0 when it failed; then
** grw_status() and grw_error() say why. Results live in the engine's scratch
** memory until the next call, so web/engine/engine.js copies them at once;
** grw_out_len() is the result's length in bytes. The wasm build writes JSON
** in ASCII (GR_JSON_ASCII, c/grconf.h: "3 \u2192 1" for "3 → 1"), so the
** page decodes and parses one-byte text, several times faster than UTF-8
** with a few arrows in it. Arguments are written by JS into one buffer that
** grw_args() lends it and that lives as long as the module, so a call
** allocates nothing on the JS side.
**
** One context serves the module, opened on the first call and kept (it also
** keeps the family value tables between calls). The exported names are listed
** in c/wasm.exports.
*/
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#ifdef __EMSCRIPTEN__
#include <malloc.h>
#endif
#include "grundy.h"

static gr_ctx *ctx;          /* the module's context, opened on first use */
static gr_status last;       /* status of the last grw_* call */
static size_t out_len;       /* bytes of the last result */
static char *args;           /* the arguments' buffer lent to JS (grw_args) */
static char *args_big;       /* one lent for a long text, until the next call */
static const char *nomem = "out of memory: the engine could not start";
static const char *nomem_msg = "{\"id\":\"err.mem.start\",\"args\":[]}"; /* the same */

/* The context, opened on first use; NULL when the system has no memory. */
static gr_ctx *context(void) {
  if (ctx == NULL) ctx = gr_open(0);
  return ctx;
}

/* Records a call's status and its result's length; the result pointer, or
** 0 on failure. */
static const char *done(gr_status st, const char *out) {
  last = st;
  if (st != GR_OK) return 0;
  out_len = strlen(out);
  return out;
}

const char *grw_analyze(const char *position, int mode);
const char *grw_play_analyze(const char *position, const char *move, int mode);
const char *grw_canonical(const char *position);
const char *grw_play(const char *position, const char *move);
const char *grw_cost(const char *position, int mode, double most);
const char *grw_analyze_within(const char *position, const char *move, int mode, double most);
const char *grw_judge_cases(const char *judge, int flags, const char *input);
const char *grw_sequence(const char *family, double n);
const char *grw_sequence_part(const char *family, double n, int part, double from, double to);
const char *grw_sg(const char *family, double size);
const char *grw_pattern(const char *family, double n);
const char *grw_quotient(const char *codes, double max_heap);
const char *grw_code(const char *family, const char *lang, const char *words, double n);
const char *grw_claim(const char *claim);
void grw_set_work(double units);
const char *grw_grid(const char *game, double rows, double cols);
const char *grw_info(void);
const char *grw_messages(void);
int grw_status(void);
const char *grw_error(void);
const char *grw_error_msg(void);
size_t grw_out_len(void);
char *grw_args(size_t bytes);
size_t grw_mem_used(void);
size_t grw_mem_peak(void);
size_t grw_heap_used(void);

/* mode: 0 every move, 1 the winning ones, 2 every move when few, 3 none (gr_moves_mode). */
const char *grw_analyze(const char *position, int mode) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_analyze(ctx, position, (gr_moves_mode)mode, &out), out);
}

const char *grw_play_analyze(const char *position, const char *move, int mode) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_play_analyze(ctx, position, move, (gr_moves_mode)mode, &out), out);
}

const char *grw_canonical(const char *position) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_canonical(ctx, position, &out), out);
}

const char *grw_play(const char *position, const char *move) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_play(ctx, position, move, &out), out);
}

/* The analysis (after move, unless it is empty) when its estimated work is at
** most `most`; else status 5 (GR_EWORK), and nothing computed. */
const char *grw_analyze_within(const char *position, const char *move, int mode, double most) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_analyze_within(ctx, position, *move ? move : NULL, (gr_moves_mode)mode, most,
                                &out), out);
}

/* What analysing the position would cost, before any value (gr_cost;
** `most` < 0: no bound of its own). */
const char *grw_cost(const char *position, int mode, double most) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_cost(ctx, position, (gr_moves_mode)mode, most, &out), out);
}

/* A judge's whole input, every case with its answer and position
** (gr_judge_cases); flags 1 is GR_JUDGE_STRICT. */
const char *grw_judge_cases(const char *judge, int flags, const char *input) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_judge_cases(ctx, judge, (unsigned)flags, input, strlen(input), &out), out);
}

/* n arrives as a JS number (a double): whole numbers up to 2^53 are exact,
** far past the longest sequence. */
const char *grw_sequence(const char *family, double n) {
  const char *out = 0;
  gr_int k = n < 0 ? -1 : n > 9e18 ? (gr_int)9e18 : (gr_int)n;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  if ((double)k != n && n >= 0 && n <= 9e18) k = -1; /* not a whole number */
  return done(gr_sequence(ctx, family, k, &out), out);
}

/* A JS number as a size: whole numbers up to 2^53 are exact; anything else
** (negative, fractional, NaN) becomes -1, which the engine refuses. */
static gr_int size_of(double x) {
  gr_int k = x < 0 ? -1 : x > 9e18 ? (gr_int)9e18 : (gr_int)x;
  if ((double)k != x && x >= 0 && x <= 9e18) k = -1;
  return k;
}

/* Part of the sequence JSON (gr_sequence_part): part 1 the head, 2 the
** values from..to, 3 the tail, 4 everything but the values. A worker calls
** it with growing n (or ranges) to report progress; the values computed are
** kept between calls. */
const char *grw_sequence_part(const char *family, double n, int part, double from, double to) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_sequence_part(ctx, family, size_of(n), (gr_seq_part)part, size_of(from),
                               size_of(to), &out), out);
}

/* The value of one size of a family (gr_sg), any size a proven period covers. */
const char *grw_sg(const char *family, double size) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_sg(ctx, family, size_of(size), &out), out);
}

/* What the values of sizes 0..n of a family show (gr_pattern). */
const char *grw_pattern(const char *family, double n) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_pattern(ctx, family, size_of(n), &out), out);
}

/* Code for a contest solution from the values 0..n of a family (gr_code). */
const char *grw_code(const char *family, const char *lang, const char *words, double n) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_codegen(ctx, family, size_of(n), lang, words, &out), out);
}

/* A claim checked: confirmed, or refuted with its first counterexample
** (gr_claim). */
const char *grw_claim(const char *claim) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_claim(ctx, claim, &out), out);
}

/* The misère quotient of a code or codes (gr_quotient); max_heap < 0: until
** proven. */
const char *grw_quotient(const char *codes, double max_heap) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_quotient(ctx, codes, max_heap < 0 ? -1 : size_of(max_heap), &out), out);
}

/* Bounds every later call's work on value tables (gr_set_work; -1: none). */
void grw_set_work(double units) {
  if (context() != NULL)
    gr_set_work(ctx, units == GR_WORK_DEFAULT ? GR_WORK_DEFAULT : units < 0 ? -1
                     : units > 9e18 ? (gr_int)9e18 : (gr_int)units);
}

/* The SG table of a game of two coordinates (gr_info: "grid"): rows × cols. */
const char *grw_grid(const char *game, double rows, double cols) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_grid(ctx, game, size_of(rows), size_of(cols), &out), out);
}

/* Games, notation and limits as JSON: JS never retypes a C constant. */
const char *grw_info(void) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_info(ctx, &out), out);
}

/* The catalog of messages, {"<id>":"<English template>",…} (gr_messages):
** for tests and tools; the page's first module leaves it to the whole engine. */
const char *grw_messages(void) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_messages(ctx, &out), out);
}

int grw_status(void) { return (int)last; }

/* The length in bytes of the last result (its NUL not counted). */
size_t grw_out_len(void) { return out_len; }

/* A buffer of at least `bytes` bytes for the arguments of the next call:
** one of ARGS_KEEP bytes kept between calls (JS writes into it, so a call
** needs no malloc), or for a longer text one of its own, handed back at the
** next call. NULL when there is no memory for it. */
#define ARGS_KEEP 65536
char *grw_args(size_t bytes) {
  free(args_big);
  args_big = NULL;
  if (bytes > ARGS_KEEP) return args_big = malloc(bytes);
  if (args == NULL) args = malloc(ARGS_KEEP);
  return args;
}

const char *grw_error(void) {
  if (ctx == NULL) return last == GR_OK ? "" : nomem;
  return gr_error(ctx);
}

/* The last failure's message as JSON (gr_error_msg): its id and arguments,
** for the page to say it in its reader's language; "null" after a success. */
const char *grw_error_msg(void) {
  if (ctx == NULL) return last == GR_OK ? "null" : nomem_msg;
  return gr_error_msg(ctx);
}

/* Bytes the engine's context holds now / at most (its own accounting). */
size_t grw_mem_used(void) { return ctx ? gr_mem_used(ctx) : 0; }
size_t grw_mem_peak(void) { return ctx ? gr_mem_peak(ctx) : 0; }

/* Bytes malloc has handed out and not had back: leaks of arguments show
** here even when the wasm memory itself does not need to grow. */
size_t grw_heap_used(void) {
#ifdef __EMSCRIPTEN__
  return (size_t)mallinfo().uordblks;
#else
  return 0;
#endif
}
