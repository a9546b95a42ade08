/*
** judge.c — the judges: contest problems whose input a game reads, found by
** name among the games' descriptors (gr_game.judges) and run here on a
** stream. The readers live with their games; this file is the reader they
** share (judge.h): lines, whole numbers, messages, answers, cases.
**
** Input comes through the read callback in chunks of IN_CHUNK bytes into one
** buffer with a NUL sentinel after the data, so the inner loops test a byte
** and only look at the buffer's end when the sentinel stops them. Blanks and
** short numbers take inline fast paths; anything unusual (a number running
** into the next chunk, a bad byte, a value out of range) falls back to a slow
** path that reads it again and says what is wrong. Blank lines between
** lines and trailing blanks, tabs or CRs are accepted.
**
** Two modes. By default (lenient) any well-formed input the judge can answer
** is answered, even past the bounds the problem states: counts and sizes up
** to 2^63-1 (or the engine's own limits); and a list of numbers may be
** broken across lines, though it starts on a new line and nothing may
** follow its last number on that line. GR_JUDGE_STRICT checks the
** statement's bounds (each reader's own) and wants each list on one line.
** In both modes what contradicts the game itself is malformed: a piece off
** the board or two on one cell, a finished game, a negative number, a
** truncated case.
**
** Answers are written through an output buffer that is flushed when full, at
** the end, and before any error is raised, so the answers of the cases
** before a malformed one always reach the caller.
**
** gr_do_judge_cases reads a whole input the same way and lists every case as
** JSON with its answer (its part of the output) and the case as a position
** text in the engine's notation, for a front end to show and open.
**
** Every problem is reported as "line N: <what was expected, what was found>"
** (GR_EINPUT), with the column for a stray byte; a size past what the judge
** handles is GR_ELIMIT, worded the same way; a failing write callback is
** GR_EIO. A number past 2^63-1 is never converted, so no input overflows
** anything.
*/
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "calls.h"
#include "judge.h"

#define IN_CHUNK ((size_t)64 << 10)
#define TOK_SHOW 20        /* digits of a number quoted in messages */
#define NUM_MAX GR_JR_NUM_MAX
#define OUT_CHUNK GR_JR_OUT


/* ---- output ----------------------------------------------------------------- */

static int flush_out(gr_jr *r) {
  int bad = 0;
  if (r->on > 0) bad = r->write(r->wud, r->out, r->on) != 0;
  r->on = 0;
  return bad;
}

void gr_jr_put_slow(gr_jr *r, const char *s, size_t n) {
  if (OUT_CHUNK - r->on < n && flush_out(r))
    gr_throw(r->ctx, GR_EIO, GR_W(err_judge_write));
  memcpy(r->out + r->on, s, n);
  r->on += n;
}

void gr_jr_put_num(gr_jr *r, unsigned long long v) {
  char t[24];
  int n = 0;
  do {
    t[sizeof t - 1 - n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v > 0);
  gr_jr_put(r, t + sizeof t - n, (size_t)n);
}

/* ---- cases mode ------------------------------------------------------------- */

/* Starts case k's position text with `head` ("name:"). */
void gr_jr_case_start(gr_jr *r, const char *head) {
  r->pos->n = 0;
  r->pos->s[0] = '\0';
  r->why = NULL;
  gr_puts(r->pos, head);
}

/* Case k's position text gets `n` bytes more of s, unless it is already
** past the engine's text limit. */
void gr_jr_case_put(gr_jr *r, const char *s, size_t n) {
  if (r->why != NULL) return;
  if (r->pos->n + n > (size_t)GR_MAX_TEXT) {
    r->why = GR_W(judge_case_long);
    return;
  }
  gr_putn(r->pos, s, n);
}

void gr_jr_case_num(gr_jr *r, long long v) {
  char t[24];
  int n = snprintf(t, sizeof t, "%lld", v);
  gr_jr_case_put(r, t, (size_t)n);
}

/* Case k is answered: its JSON, with its answer and its position text. */
void gr_jr_case_done(gr_jr *r, long long k, long long parts, const char *part) {
  gr_buf *c = r->cases;
  if (flush_out(r)) gr_throw(r->ctx, GR_EIO, GR_W(err_judge_write));
  if (r->why == NULL && parts > GR_MAX_COMPONENTS) r->why = GR_W(judge_case_components);
  gr_printf(c, "%s{\"case\":%lld,\"answer\":", k > 1 ? "," : "", k);
  gr_put_json_string(c, r->all->s + r->from);
  r->from = r->all->n;
  gr_printf(c, ",\"%s\":%lld,\"position\":", part, parts);
  if (r->why != NULL) {
    gr_puts(c, "null,");
    gr_put_msg(c, "why", r->why);
  } else {
    gr_put_json_string(c, r->pos->s);
  }
  if (r->names != NULL) {
    long long i;
    gr_puts(c, ",\"from_names\":[");
    for (i = 0; i < r->nnames; i++) {
      gr_puts(c, i ? ",{" : "{");
      gr_put_msg(c, "name", r->names[i]);
      gr_putc(c, '}');
    }
    gr_putc(c, ']');
    r->names = NULL;
    r->nnames = 0;
  }
  gr_putc(c, '}');
}

void gr_jr_case_names(gr_jr *r, const gr_msg **names, long long n) {
  if (r->pos == NULL) return; /* (a stream writes no cases) */
  r->names = names;
  r->nnames = n;
}

/* ---- errors ----------------------------------------------------------------- */

/* Writes the answers so far, then fails with status st and "line N: <msg>". */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void raise_at_line(gr_jr *r, gr_status st, const gr_msg *m) {
  (void)flush_out(r); /* the input error is the one to report */
  gr_throw(r->ctx, st, gr_m2(r->ctx, GR_M(judge_line), gr_i(r->line), gr_n(m)));
}

/* Malformed input (GR_EINPUT). */
void gr_jr_fail(gr_jr *r, const gr_msg *m) { raise_at_line(r, GR_EINPUT, m); }

/* Well formed, but past what the judge handles (GR_ELIMIT). */
void gr_jr_fail_limit(gr_jr *r, const gr_msg *m) { raise_at_line(r, GR_ELIMIT, m); }

/* ---- input ------------------------------------------------------------------ */

/* Refills the buffer once everything in it is consumed; 0 at end of input. */
static int fill(gr_jr *r) {
  size_t n;
  if (r->eof) return 0;
  r->base += r->end - r->buf;
  n = r->read(r->rud, r->buf, IN_CHUNK);
  if (n > IN_CHUNK) n = IN_CHUNK;
  if (n == 0) r->eof = 1;
  r->p = r->buf;
  r->end = r->buf + n;
  r->buf[n] = '\0';
  return n > 0;
}

/* The next byte (0..255) without consuming it, or EOF. */
int gr_jr_peek(gr_jr *r) {
  if (r->p == r->end && !fill(r)) return EOF;
  return (unsigned char)*r->p;
}

/* Skips a UTF-8 byte-order mark at the very start, as some editors save
** one; columns then count from the byte after it. */
static void skip_bom(gr_jr *r) {
  static const unsigned char bom[3] = {0xEF, 0xBB, 0xBF};
  int k;
  for (k = 0; k < 3; k++) {
    if (gr_jr_peek(r) != bom[k]) {
      if (k > 0) gr_jr_fail(r, GR_W(judge_bom));
      return;
    }
    r->p++;
  }
  r->lstart = r->base + (r->p - r->buf);
}

static long long column(const gr_jr *r) { return r->base + (r->p - r->buf) - r->lstart + 1; }

/* A byte as messages show it, e.g. "'x' at column 4" or "the end of the line". */
const gr_msg *gr_jr_show(gr_jr *r, int c) {
  if (c == EOF) return GR_W(judge_show_eof);
  if (c == '\n') return GR_W(judge_show_eol);
  if (c > ' ' && c < 0x7f)
    return gr_m2(r->ctx, GR_M(judge_show_char), gr_tc(r->ctx, (char)c), gr_i(column(r)));
  return gr_m2(r->ctx, GR_M(judge_show_byte), gr_tf(r->ctx, "0x%02X", (unsigned)c),
               gr_i(column(r)));
}

static void newline(gr_jr *r) { /* *r->p is '\n' */
  r->p++;
  r->line++;
  r->lstart = r->base + (r->p - r->buf);
}

const unsigned char gr_jr_cls[256] = {
  [' '] = GR_JR_SP, ['\t'] = GR_JR_SP, ['\r'] = GR_JR_SP, ['\n'] = GR_JR_NL,
  ['0'] = GR_JR_DIG, ['1'] = GR_JR_DIG, ['2'] = GR_JR_DIG, ['3'] = GR_JR_DIG, ['4'] = GR_JR_DIG,
  ['5'] = GR_JR_DIG, ['6'] = GR_JR_DIG, ['7'] = GR_JR_DIG, ['8'] = GR_JR_DIG, ['9'] = GR_JR_DIG,
};

int gr_jr_skip_sp_slow(gr_jr *r) {
  for (;;) {
    const char *p = r->p;
    while (GR_JR_IS_SP(*p)) p++;
    r->p = p;
    if (p < r->end) return (unsigned char)*p;
    if (!fill(r)) return EOF;
  }
}

int gr_jr_skip_blank_slow(gr_jr *r) {
  int c;
  while ((c = gr_jr_skip_sp(r)) == '\n') newline(r);
  return c;
}

/* True when another item follows on the current line (the cursor is on it). */
static int more_on_line(gr_jr *r) {
  int c = gr_jr_skip_sp(r);
  return c != '\n' && c != EOF;
}

/* The current line must end now (after `after`). */
void gr_jr_end_line(gr_jr *r, const gr_msg *after) {
  int c = gr_jr_skip_sp(r);
  if (c == EOF) return;
  if (c != '\n')
    gr_jr_fail(r, gr_m2(r->ctx, GR_M(judge_eol_expected), gr_n(after), gr_n(gr_jr_show(r, c))));
  newline(r);
}

/* A number token as read: its value, sign, and its text for messages. */
typedef struct num {
  long long v;    /* the value, unless big */
  int neg, big;   /* a leading '-'; past NUM_MAX */
  const char *s;  /* the first digits, for messages: in the input buffer, valid */
  int n, more;    /* until the next read, or in t[]; more: digits left out */
  char t[TOK_SHOW];
} num;


/* The number as messages quote it: its sign (with `sign`), its first digits
** and "…" when some are left out. */
static const char *num_text(gr_ctx *ctx, const num *x, int sign) {
  return gr_fmt(ctx, "%s%.*s%s", sign && x->neg ? "-" : "", x->n, x->s, x->more ? "…" : "");
}

/* Digits in [s, p) that count, after `sig` that counted before them. */
static long long significant(const char *s, const char *p, long long sig) {
  if (sig == 0)
    while (s < p && *s == '0') s++;
  return sig + (p - s);
}

/* Reads a whole number at the cursor, which is on a non-blank byte; `what`
** names the number in messages. Bytes other than digits (and one leading '-',
** read so the message can quote it) and a separator after it are errors.
** Digits go into an unsigned value that may wrap (defined behaviour); the
** count of significant digits decides "big" (no value of 19 digits wraps),
** so no input overflows anything. */
static void scan_num(gr_jr *r, num *x, const gr_msg *what) {
  const char *p, *s;
  unsigned long long v = 0;
  unsigned d;
  long long n, sig;
  int c = gr_jr_peek(r);
  x->neg = 0;
  if (c == '-') {
    x->neg = 1;
    r->p++;
    c = gr_jr_peek(r);
  }
  if (c < '0' || c > '9')
    gr_jr_fail(r, gr_m2(r->ctx, GR_M(judge_number_expected), gr_n(what), gr_n(gr_jr_show(r, c))));
  s = p = r->p;
  while ((d = (unsigned)(unsigned char)*p - '0') < 10u) { /* the NUL sentinel stops this */
    v = v * 10 + d;
    p++;
  }
  n = p - s;
  if (p < r->end) { /* the usual case: the number ends inside the buffer */
    r->p = p;
    x->s = s;
    x->n = n < TOK_SHOW ? (int)n : TOK_SHOW;
    sig = n > 18 ? significant(s, p, 0) : n;
    c = (unsigned char)*p;
  } else { /* it runs on into the next chunk */
    x->n = n < TOK_SHOW ? (int)n : TOK_SHOW;
    memcpy(x->t, s, (size_t)x->n);
    x->s = x->t;
    sig = significant(s, p, 0);
    r->p = p;
    while (fill(r)) {
      p = r->p;
      while ((d = (unsigned)(unsigned char)*p - '0') < 10u) {
        v = v * 10 + d;
        if (x->n < TOK_SHOW) x->t[x->n++] = *p;
        if (sig > 0 || d > 0) sig++;
        n++;
        p++;
      }
      r->p = p;
      if (p < r->end) break;
    }
    c = gr_jr_peek(r);
  }
  x->more = n > x->n;
  x->big = sig > 19 || v > (unsigned long long)NUM_MAX;
  x->v = x->big ? 0 : (long long)v;
  if (c != EOF && !GR_JR_IS_END(c))
    gr_jr_fail(r, gr_m3(r->ctx, GR_M(judge_number_after), gr_n(gr_jr_show(r, c)),
                        gr_t(num_text(r->ctx, x, 1)), gr_n(what)));
}

/* Fails with "<what> must be lo..hi<why>, not <the number>"; when hi is only
** the judges' own bound (not `bounded`), "<what> must be at least lo<why>,
** not <the number>", or for a number past NUM_MAX the judges' limit. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void range_fail(gr_jr *r, const num *x, long long lo, long long hi, int bounded,
                       const gr_msg *what, const gr_msg *why) {
  gr_ctx *ctx = r->ctx;
  if (bounded && why != NULL)
    gr_jr_fail(r, gr_m5(ctx, GR_M(judge_range_why), gr_n(what), gr_i(lo), gr_i(hi), gr_n(why),
                        gr_t(num_text(ctx, x, 1))));
  if (bounded)
    gr_jr_fail(r, gr_m4(ctx, GR_M(judge_range), gr_n(what), gr_i(lo), gr_i(hi),
                        gr_t(num_text(ctx, x, 1))));
  if (x->big && !x->neg)
    gr_jr_fail_limit(r, gr_m3(ctx, GR_M(judge_number_big), gr_n(what), gr_t(num_text(ctx, x, 0)),
                              gr_i(NUM_MAX)));
  if (x->neg && lo == 0)
    gr_jr_fail(r, gr_m2(ctx, GR_M(judge_negative), gr_n(what), gr_t(num_text(ctx, x, 0))));
  if (why != NULL)
    gr_jr_fail(r, gr_m4(ctx, GR_M(judge_least_why), gr_n(what), gr_i(lo), gr_n(why),
                        gr_t(num_text(ctx, x, 1))));
  gr_jr_fail(r, gr_m3(ctx, GR_M(judge_least), gr_n(what), gr_i(lo), gr_t(num_text(ctx, x, 1))));
}

long long gr_jr_number_slow(gr_jr *r, long long lo, long long hi, const gr_msg *what,
                             const gr_msg *why) {
  num x;
  scan_num(r, &x, what);
  if (x.neg || x.big || x.v < lo || x.v > hi)
    range_fail(r, &x, lo, hi, hi < NUM_MAX, what, why);
  return x.v;
}

/* The count on the first line of a line-based format (T or N). */
long long gr_jr_first_count(gr_jr *r, long long hi, const gr_msg *what) {
  long long t;
  if (gr_jr_skip_blank(r) == EOF) {
    if (hi < NUM_MAX) gr_jr_fail(r, gr_m2(r->ctx, GR_M(judge_empty_range), gr_n(what), gr_i(hi)));
    gr_jr_fail(r, gr_m1(r->ctx, GR_M(judge_empty), gr_n(what)));
  }
  t = gr_jr_number(r, 0, hi, what);
  gr_jr_end_line(r, what);
  return t;
}

/* After the last case only white space may follow. */
void gr_jr_no_more(gr_jr *r, long long cases) {
  int c = gr_jr_skip_blank(r);
  if (c != EOF)
    gr_jr_fail(r, gr_m2(r->ctx, GR_M(judge_extra), gr_i(cases), gr_n(gr_jr_show(r, c))));
}

void gr_jr_no_more_one(gr_jr *r) {
  int c = gr_jr_skip_blank(r);
  if (c != EOF) gr_jr_fail(r, gr_m1(r->ctx, GR_M(judge_extra_one), gr_n(gr_jr_show(r, c))));
}

/* Fails when the input ends where case k should start. */
void gr_jr_need_case(gr_jr *r, long long k, long long cases, const gr_msg *what) {
  if (gr_jr_skip_blank(r) == EOF)
    gr_jr_fail(r, gr_m3(r->ctx, GR_M(judge_ends_before), gr_i(k), gr_i(cases), gr_n(what)));
}

/* The line ended (c is '\n') or the input did (EOF) before item i of n: in
** the default mode a list goes on on the next line that is not blank. */
void gr_jr_item_missing(gr_jr *r, int c, long long k, long long i, long long n,
                         const gr_msg *items) {
  gr_ctx *ctx = r->ctx;
  if (!r->strict) {
    if (c == '\n' && gr_jr_skip_blank(r) != EOF) return;
    gr_jr_fail(r, gr_m4(ctx, GR_M(judge_ends_items), gr_i(k), gr_i(n), gr_n(items), gr_i(i - 1)));
  }
  if (c == EOF)
    gr_jr_fail(r, gr_m4(ctx, GR_M(judge_ends_line_items), gr_i(k), gr_i(n), gr_n(items),
                        gr_i(i - 1)));
  gr_jr_fail(r, gr_m4(ctx, GR_M(judge_line_items), gr_i(n), gr_n(items), gr_i(k), gr_i(i - 1)));
}

/* The line of case k must end after its list of n items. */
void gr_jr_end_items(gr_jr *r, long long k, long long n, const gr_msg *items) {
  if (more_on_line(r)) {
    gr_ctx *ctx = r->ctx;
    if (r->strict)
      gr_jr_fail(r, gr_m4(ctx, GR_M(judge_exactly_items), gr_i(n), gr_n(items), gr_i(k),
                          gr_n(gr_jr_show(r, gr_jr_peek(r)))));
    gr_jr_fail(r, gr_m4(ctx, GR_M(judge_more_items), gr_i(n), gr_n(items), gr_i(k),
                        gr_n(gr_jr_show(r, gr_jr_peek(r)))));
  }
  gr_jr_end_line(r, items);
}

/* The next token of case k, anywhere after white space. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void token_missing(gr_jr *r, long long k, const gr_msg *what, long long row,
                          long long rows) {
  if (row > 0)
    gr_jr_fail(r, gr_m4(r->ctx, GR_M(judge_ends_row), gr_i(k), gr_n(what), gr_i(row), gr_i(rows)));
  gr_jr_fail(r, gr_m2(r->ctx, GR_M(judge_ends_inside), gr_i(k), gr_n(what)));
}

void gr_jr_need_token(gr_jr *r, long long k, const gr_msg *what, long long row,
                      long long rows) {
  if (gr_jr_skip_blank(r) == EOF) token_missing(r, k, what, row, rows);
}

/* The first item of a list of n items of case k, on a line of its own. */
void gr_jr_list_begin(gr_jr *r, long long k, long long n, const gr_msg *items) {
  if (gr_jr_skip_blank(r) != EOF) return;
  if (r->strict)
    gr_jr_fail(r, gr_m3(r->ctx, GR_M(judge_ends_list_line), gr_i(k), gr_i(n), gr_n(items)));
  gr_jr_fail(r, gr_m3(r->ctx, GR_M(judge_ends_list), gr_i(k), gr_i(n), gr_n(items)));
}

/* After the mark that ends the input only white space may follow. */
void gr_jr_after_end_mark(gr_jr *r, const char *mark) {
  int c = gr_jr_skip_blank(r);
  if (c != EOF)
    gr_jr_fail(r, gr_m2(r->ctx, GR_M(judge_extra_mark), gr_t(mark), gr_n(gr_jr_show(r, c))));
}

void gr_jr_no_end_mark(gr_jr *r, long long cases, const char *mark) {
  if (r->strict)
    gr_jr_fail(r, gr_m2(r->ctx, cases == 1 ? GR_M(judge_no_mark_one) : GR_M(judge_no_mark),
                        gr_i(cases), gr_t(mark)));
}

void gr_jr_put_case(gr_jr *r, long long k, const char *after) {
  gr_jr_put(r, "Case ", 5);
  gr_jr_put_num(r, (unsigned long long)k);
  gr_jr_put(r, ":", 1);
  gr_jr_puts(r, after);
}

/* ---- verdicts ----------------------------------------------------------------- */

gr_comp *gr_jr_comp(gr_jr *r, const char *text) {
  gr_pos pos;
  gr_parse_pos(r->ctx, text, &pos);
  return &pos.comp[0];
}

void gr_jr_sum_comp(gr_jr *r, gr_sum *s, long long i, const gr_comp *x) {
  gr_value v = x->game->value(r->ctx, x);
  gr_sum_add(s, i, x, v, x->game->legal(r->ctx, x, 0) > 0);
}

long long gr_jr_moves_to(gr_jr *r, const gr_comp *x, gr_int want) {
  gr_movelist ml;
  gr_movelist_init(&ml, r->ctx);
  ml.want = want;
  ml.count_only = 1;
  x->game->moves(r->ctx, x, 0, &ml);
  return (long long)ml.n;
}

/* Fails case k, which no verdict decides (v: 'D' or 0). */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void undecided(gr_jr *r, char v, long long k) {
  if (v == 'D') gr_jr_fail(r, gr_m1(r->ctx, GR_M(judge_draw), gr_i(k)));
  gr_jr_fail_limit(r, gr_m1(r->ctx, GR_M(judge_undecided), gr_i(k)));
}

int gr_jr_sum_wins(gr_jr *r, const gr_sum *s, long long k) {
  char v = gr_sum_outcome(r->ctx, s);
  if (v != 'N' && v != 'P') undecided(r, v, k);
  return v == 'N';
}

int gr_jr_wins(gr_jr *r, gr_comp *comp, long long n, int misere, long long k) {
  gr_pos pos;
  char v;
  if (n > GR_MAX_COMPONENTS)
    gr_jr_fail_limit(r, gr_m3(r->ctx, GR_M(judge_case_many), gr_i(k), gr_i(n),
                              gr_i(GR_MAX_COMPONENTS)));
  pos.comp = comp;
  pos.n = n;
  pos.turn = 0;
  pos.misere = misere;
  v = gr_pos_verdict(r->ctx, &pos);
  if (v != 'N' && v != 'P') undecided(r, v, k);
  return v == 'N';
}

/* ---- the judges: each game registers those whose input it reads ------------- */

/* The judge called `judge`, or a GR_EINPUT naming the judges. */
static const gr_judgedef *find_judge(gr_ctx *ctx, const char *judge) {
  const gr_judgedef *j;
  int i;
  for (i = 0; gr_games[i] != NULL; i++)
    for (j = gr_front_of(gr_games[i])->judges; j != NULL && j->name != NULL; j++)
      if (judge != NULL && strcmp(judge, j->name) == 0) return j;
  if (judge != NULL) gr_absent_name(ctx, GR_W(word_kind_judge), judge, strlen(judge));
  {
    gr_buf names;
    gr_buf_init(&names, ctx);
    for (i = 0; gr_games[i] != NULL; i++)
      for (j = gr_front_of(gr_games[i])->judges; j != NULL && j->name != NULL; j++)
        gr_printf(&names, "%s%s", names.n ? ", " : "", j->name);
    gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_judge_unknown), gr_tn(ctx, judge ? judge : "", 40),
                                   gr_t(names.s)));
  }
}

static void reader_init(gr_jr *r, gr_ctx *ctx, unsigned flags, gr_read_fn read, void *rud,
                        gr_write_fn write, void *wud) {
  memset(r, 0, sizeof *r);
  r->ctx = ctx;
  r->read = read;
  r->rud = rud;
  r->write = write;
  r->wud = wud;
  r->strict = (flags & GR_JUDGE_STRICT) != 0;
  r->buf = gr_alloc(ctx, IN_CHUNK + 1);
  r->buf[0] = '\0';
  r->p = r->end = r->buf;
  r->out = gr_alloc(ctx, OUT_CHUNK);
  r->line = 1;
}

gr_status gr_judge_stream(gr_ctx *ctx, const char *judge, unsigned flags, gr_read_fn read,
                          void *rud, gr_write_fn write, void *wud) {
  const gr_judgedef *j = find_judge(ctx, judge);
  gr_jr r;
  reader_init(&r, ctx, flags, read, rud, write, wud);
  skip_bom(&r);
  j->read(&r);
  if (flush_out(&r)) gr_throw(ctx, GR_EIO, GR_W(err_judge_write));
  return GR_OK;
}

/* ---- every case at once ---------------------------------------------------------- */

typedef struct text_in {
  const char *s;
  size_t n;
} text_in;

static size_t text_read(void *ud, char *buf, size_t cap) {
  text_in *t = ud;
  size_t n = t->n < cap ? t->n : cap;
  memcpy(buf, t->s, n);
  t->s += n;
  t->n -= n;
  return n;
}

static int buf_write(void *ud, const char *s, size_t n) {
  gr_putn(ud, s, n);
  return 0;
}

typedef struct run_args {
  const gr_judgedef *j;
  gr_jr *r;
} run_args;

static void run_body(gr_ctx *ctx, void *ud) {
  run_args *a = ud;
  (void)ctx;
  skip_bom(a->r);
  a->j->read(a->r);
}

/* Runs judge j on r and catches what it throws (gr_try, within the call's
** own bound): the status (the message stays in ctx->msg). */
static gr_status run_caught(gr_ctx *ctx, const gr_judgedef *j, gr_jr *r) {
  run_args a;
  a.j = j;
  a.r = r;
  return gr_try(ctx, ctx->work, run_body, &a, NULL);
}

void gr_do_judge_cases(gr_ctx *ctx, const char *judge, unsigned flags, const char *input,
                       size_t len, gr_buf *out) {
  const gr_judgedef *j = find_judge(ctx, judge);
  text_in in;
  gr_buf all, cases, pos;
  gr_status st;
  gr_jr r;
  in.s = input;
  in.n = len;
  gr_buf_init(&all, ctx);
  gr_buf_init(&cases, ctx);
  gr_buf_init(&pos, ctx);
  reader_init(&r, ctx, flags, text_read, &in, buf_write, &all);
  r.pos = &pos;
  r.all = &all;
  r.cases = &cases;
  st = run_caught(ctx, j, &r);
  if (st == GR_OK && flush_out(&r)) st = GR_EIO;
  if (st != GR_OK && st != GR_EINPUT && st != GR_ELIMIT) /* memory: the call fails */
    gr_rethrow(ctx, st);
  gr_printf(out, "{\"judge\":\"%s\",\"strict\":%s,\"output\":", j->name,
            r.strict ? "true" : "false");
  gr_put_json_string(out, all.s);
  gr_printf(out, ",\"cases\":[%s],\"error\":", cases.s);
  if (st == GR_OK) {
    gr_puts(out, "null}");
    return;
  }
  gr_printf(out, "{\"status\":\"%s\",\"message\":", st == GR_EINPUT ? "input" : "limit");
  gr_put_json_string(out, ctx->msg);
  gr_puts(out, ",\"message_msg\":");
  gr_puts(out, ctx->msg_json != NULL ? ctx->msg_json : "null");
  gr_puts(out, "}}");
  ctx->status = GR_OK; /* a malformed input is an answer here, not a failure */
  ctx->msg[0] = '\0';
  free(ctx->msg_json);
  ctx->msg_json = NULL;
}
