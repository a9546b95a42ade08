/*
** judge.c — the judges' input formats, read as a stream.
**
**   nim              Luogu P2197   T, then per case a line n and a line of n heaps
**   chess            HDU 5724      T, then per case a line n and n lines "m p1 … pm"
**   northcott        HDU 1730      cases "n m" + n pairs "T J" until end of input,
**                                  any whitespace between and within cases
**   treblecross      LightOJ 1229  T, then T lines each a strip of '.' and 'X'
**   treblecross-uva  UVa 10561     N, then N strips
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
** is answered, even past the bounds the problem states: counts, heap sizes
** and board widths up to 2^63-1, strips up to the engine's GR_MAX_STRIP
** cells; and a list of numbers (a case's heap sizes, a chess row "m p1 … pm")
** may be broken across lines, though it starts on a new line and nothing may
** follow its last number on that line. GR_JUDGE_STRICT checks the statement's bounds
** (the GR_* judge bounds in grconf.h) and wants each list on one line.
** In both modes what contradicts the game itself is malformed: a piece off
** the board or two on one cell, three X's already in a row, a negative
** number, a truncated case.
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
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "grint.h"

#define IN_CHUNK ((size_t)64 << 10)
#define OUT_CHUNK ((size_t)64 << 10)
#define TOK_SHOW 20        /* digits of a number quoted in messages */
#define NUM_MAX LLONG_MAX  /* the largest number the judges read (2^63-1) */

typedef struct jr {
  gr_ctx *ctx;
  gr_read_fn read;
  void *rud;
  gr_write_fn write;
  void *wud;
  char *buf;            /* IN_CHUNK + 1 bytes; *end is always '\0' */
  const char *p, *end;  /* next byte, end of the data in buf */
  long long base;       /* input offset of buf[0] */
  long long lstart;     /* input offset of the current line's first byte */
  long long line;       /* 1-based line of *p */
  int eof;              /* the read callback has returned 0 */
  int strict;           /* GR_JUDGE_STRICT: the statement's bounds and layout */
  char *out;            /* OUT_CHUNK bytes of pending answers */
  size_t on;
  /* Cases mode (gr_do_judge_cases); pos is NULL otherwise. */
  gr_buf *pos;          /* the current case as a position text */
  const char *why;      /* why it cannot be one (a static string), or NULL */
  gr_buf *all;          /* every answer so far (the write callback's target) */
  gr_buf *cases;        /* the cases' JSON so far */
  size_t from;          /* where the current case's answer starts in all */
} jr;

/* ---- output ----------------------------------------------------------------- */

static int flush_out(jr *r) {
  int bad = 0;
  if (r->on > 0) bad = r->write(r->wud, r->out, r->on) != 0;
  r->on = 0;
  return bad;
}

static void put(jr *r, const char *s, size_t n) {
  if (OUT_CHUNK - r->on < n && flush_out(r))
    gr_throw(r->ctx, GR_EIO, "could not write the answers");
  memcpy(r->out + r->on, s, n);
  r->on += n;
}

static void put_num(jr *r, unsigned long long v) {
  char t[24];
  int n = 0;
  do {
    t[sizeof t - 1 - n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v > 0);
  put(r, t + sizeof t - n, (size_t)n);
}

/* ---- cases mode ------------------------------------------------------------- */

/* Starts case k's position text with `head` ("nim:"). */
static void case_start(jr *r, const char *head) {
  r->pos->n = 0;
  r->pos->s[0] = '\0';
  r->why = NULL;
  gr_puts(r->pos, head);
}

/* Case k's position text gets `n` bytes more of s, unless it is already
** past the engine's text limit. */
static void case_put(jr *r, const char *s, size_t n) {
  if (r->why != NULL) return;
  if (r->pos->n + n > (size_t)GR_MAX_TEXT) {
    r->why = "longer than a position text may be";
    return;
  }
  gr_putn(r->pos, s, n);
}

static void case_num(jr *r, long long v) {
  char t[24];
  int n = snprintf(t, sizeof t, "%lld", v);
  case_put(r, t, (size_t)n);
}

/* Case k is answered: its JSON, with its answer and its position text. */
static void case_done(jr *r, long long k, long long parts, const char *part) {
  gr_buf *c = r->cases;
  if (flush_out(r)) gr_throw(r->ctx, GR_EIO, "could not write the answers");
  if (r->why == NULL && parts > GR_MAX_COMPONENTS) r->why = "more components than a position may have";
  gr_printf(c, "%s{\"case\":%lld,\"answer\":", k > 1 ? "," : "", k);
  gr_put_json_string(c, r->all->s + r->from);
  r->from = r->all->n;
  gr_printf(c, ",\"%s\":%lld,\"position\":", part, parts);
  if (r->why != NULL) {
    gr_puts(c, "null,\"why\":");
    gr_put_json_string(c, r->why);
  } else {
    gr_put_json_string(c, r->pos->s);
  }
  gr_putc(c, '}');
}

/* ---- errors ----------------------------------------------------------------- */

/* Writes the answers so far, then fails with status st and "line N: <msg>". */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void raise_at_line(jr *r, gr_status st, const char *msg) {
  (void)flush_out(r); /* the input error is the one to report */
  gr_throw(r->ctx, st, "line %lld: %s", r->line, msg);
}

/* Malformed input (GR_EINPUT). */
#if defined(__GNUC__)
__attribute__((noreturn, format(printf, 2, 3)))
#endif
static void fail(jr *r, const char *fmt, ...) {
  char msg[440];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  raise_at_line(r, GR_EINPUT, msg);
}

/* Well formed, but past what the judge handles (GR_ELIMIT). */
#if defined(__GNUC__)
__attribute__((noreturn, format(printf, 2, 3)))
#endif
static void fail_limit(jr *r, const char *fmt, ...) {
  char msg[440];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  raise_at_line(r, GR_ELIMIT, msg);
}

/* ---- input ------------------------------------------------------------------ */

/* Refills the buffer once everything in it is consumed; 0 at end of input. */
static int fill(jr *r) {
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
static int peek(jr *r) {
  if (r->p == r->end && !fill(r)) return EOF;
  return (unsigned char)*r->p;
}

/* Skips a UTF-8 byte-order mark at the very start, as some editors save
** one; columns then count from the byte after it. */
static void skip_bom(jr *r) {
  static const unsigned char bom[3] = {0xEF, 0xBB, 0xBF};
  int k;
  for (k = 0; k < 3; k++) {
    if (peek(r) != bom[k]) {
      if (k > 0) fail(r, "the input starts with a broken byte-order mark");
      return;
    }
    r->p++;
  }
  r->lstart = r->base + (r->p - r->buf);
}

static long long column(const jr *r) { return r->base + (r->p - r->buf) - r->lstart + 1; }

/* A byte as messages show it, e.g. "'x' at column 4" or "the end of the line". */
static const char *show(jr *r, int c, char *tmp, size_t n) {
  if (c == EOF) return "the end of the input";
  if (c == '\n') return "the end of the line";
  if (c > ' ' && c < 0x7f)
    snprintf(tmp, n, "'%c' at column %lld", c, column(r));
  else
    snprintf(tmp, n, "byte 0x%02X at column %lld", (unsigned)c, column(r));
  return tmp;
}

static void newline(jr *r) { /* *r->p is '\n' */
  r->p++;
  r->line++;
  r->lstart = r->base + (r->p - r->buf);
}

/* Byte classes: blanks within a line (space, tab, CR), line end, digit. */
enum { C_SP = 1, C_NL = 2, C_DIG = 4 };
static const unsigned char cls[256] = {
  [' '] = C_SP, ['\t'] = C_SP, ['\r'] = C_SP, ['\n'] = C_NL,
  ['0'] = C_DIG, ['1'] = C_DIG, ['2'] = C_DIG, ['3'] = C_DIG, ['4'] = C_DIG,
  ['5'] = C_DIG, ['6'] = C_DIG, ['7'] = C_DIG, ['8'] = C_DIG, ['9'] = C_DIG,
};
#define CLS(c) (cls[(unsigned char)(c)])
#define IS_SP(c) (CLS(c) & C_SP)

static int skip_sp_slow(jr *r) {
  for (;;) {
    const char *p = r->p;
    while (IS_SP(*p)) p++;
    r->p = p;
    if (p < r->end) return (unsigned char)*p;
    if (!fill(r)) return EOF;
  }
}

/* Skips blanks, tabs and CRs on the current line; returns the next byte. */
static inline int skip_sp(jr *r) {
  const char *p = r->p;
  while (IS_SP(*p)) p++; /* the NUL sentinel stops this */
  r->p = p;
  if (p < r->end) return (unsigned char)*p;
  return skip_sp_slow(r);
}

static int skip_blank_slow(jr *r) {
  int c;
  while ((c = skip_sp(r)) == '\n') newline(r);
  return c;
}

/* Skips all white space including line ends; returns the next byte. */
static inline int skip_blank(jr *r) {
  const char *p = r->p;
  unsigned k;
  while ((k = CLS(*p) & (C_SP | C_NL)) != 0) {
    p++;
    if (k == C_NL) {
      r->line++;
      r->lstart = r->base + (p - r->buf);
    }
  }
  r->p = p;
  if (p < r->end) return (unsigned char)*p;
  return skip_blank_slow(r);
}

/* True when another item follows on the current line (the cursor is on it). */
static int more_on_line(jr *r) {
  int c = skip_sp(r);
  return c != '\n' && c != EOF;
}

/* The current line must end now (after `after`). */
static void end_line(jr *r, const char *after) {
  char tmp[48];
  int c = skip_sp(r);
  if (c == EOF) return;
  if (c != '\n')
    fail(r, "expected the end of the line after %s, found %s", after,
         show(r, c, tmp, sizeof tmp));
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

#define IS_END(c) (CLS(c) & (C_SP | C_NL))

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
static void scan_num(jr *r, num *x, const char *what) {
  char tmp[48];
  const char *p, *s;
  unsigned long long v = 0;
  unsigned d;
  long long n, sig;
  int c = peek(r);
  x->neg = 0;
  if (c == '-') {
    x->neg = 1;
    r->p++;
    c = peek(r);
  }
  if (c < '0' || c > '9')
    fail(r, "expected %s (a whole number), found %s", what, show(r, c, tmp, sizeof tmp));
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
    c = peek(r);
  }
  x->more = n > x->n;
  x->big = sig > 19 || v > (unsigned long long)NUM_MAX;
  x->v = x->big ? 0 : (long long)v;
  if (c != EOF && !IS_END(c))
    fail(r, "unexpected %s after the number \"%s%.*s%s\" (%s)", show(r, c, tmp, sizeof tmp),
         x->neg ? "-" : "", x->n, x->s, x->more ? "…" : "", what);
}

/* Fails with "<what> must be lo..hi<why>, not <the number>"; when hi is only
** the judges' own bound (not `bounded`), "<what> must be at least lo<why>,
** not <the number>", or for a number past NUM_MAX the judges' limit. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void range_fail(jr *r, const num *x, long long lo, long long hi, int bounded,
                       const char *what, const char *why) {
  const char *sign = x->neg ? "-" : "", *more = x->more ? "…" : "";
  if (bounded)
    fail(r, "%s must be %lld..%lld%s, not %s%.*s%s", what, lo, hi, why, sign, x->n, x->s,
         more);
  if (x->big && !x->neg)
    fail_limit(r, "%s is %.*s%s, larger than %lld, the largest number the judges read", what,
               x->n, x->s, more, NUM_MAX);
  if (x->neg && lo == 0) fail(r, "%s cannot be negative: -%.*s%s", what, x->n, x->s, more);
  fail(r, "%s must be at least %lld%s, not %s%.*s%s", what, lo, why, sign, x->n, x->s, more);
}

static long long number_slow(jr *r, long long lo, long long hi, const char *what,
                             const char *why) {
  num x;
  scan_num(r, &x, what);
  if (x.neg || x.big || x.v < lo || x.v > hi)
    range_fail(r, &x, lo, hi, hi < NUM_MAX, what, why);
  return x.v;
}

/* The fast path of reading a whole number in [lo, hi] (lo >= 0) at the
** cursor: 1..9 digits ending inside the buffer at a blank or line end. Returns
** 0, the cursor unmoved, for anything else (scan_num then reads it). */
static inline int number_fast(jr *r, long long lo, long long hi, long long *out) {
  const char *p = r->p, *s = p;
  unsigned long v = 0;
  unsigned d;
  while ((d = (unsigned)(unsigned char)*p - '0') < 10u) {
    v = v * 10 + d; /* may wrap on long numbers: then the slow path reads it */
    p++;
  }
  if ((unsigned long)(p - s) - 1 < 9 && p < r->end && IS_END(*p) &&
      (long long)v >= lo && (long long)v <= hi) {
    r->p = p;
    *out = (long long)v;
    return 1;
  }
  return 0;
}

/* A whole number in [lo, hi] at the cursor (on a non-blank byte). */
static inline long long number(jr *r, long long lo, long long hi, const char *what) {
  long long v;
  return number_fast(r, lo, hi, &v) ? v : number_slow(r, lo, hi, what, "");
}

/* The same, with `why` (e.g. " (the board has m = 6)") after the range in
** messages. */
static inline long long number_why(jr *r, long long lo, long long hi, const char *what,
                                   const char *why) {
  long long v;
  return number_fast(r, lo, hi, &v) ? v : number_slow(r, lo, hi, what, why);
}

/* The statement's bound in strict mode, else the judges' own. */
static long long bound(const jr *r, long long stated) { return r->strict ? stated : NUM_MAX; }

/* The count on the first line of a line-based format (T or N). */
static long long first_count(jr *r, long long hi, const char *what) {
  long long t;
  if (skip_blank(r) == EOF) {
    if (hi < NUM_MAX) fail(r, "the input is empty: expected %s (0..%lld)", what, hi);
    fail(r, "the input is empty: expected %s", what);
  }
  t = number(r, 0, hi, what);
  end_line(r, what);
  return t;
}

/* After the last case only white space may follow. */
static void no_more(jr *r, long long cases) {
  char tmp[48];
  int c = skip_blank(r);
  if (c != EOF)
    fail(r, "extra data after the last case (the input announced %lld): found %s", cases,
         show(r, c, tmp, sizeof tmp));
}

/* Fails when the input ends where case k should start. */
static void need_case(jr *r, long long k, long long cases, const char *what) {
  if (skip_blank(r) == EOF)
    fail(r, "input ends before case %lld of %lld: expected %s", k, cases, what);
}

/* The line ended (c is '\n') or the input did (EOF) before item i of n: in
** the default mode a list goes on on the next line that is not blank. */
static void item_missing(jr *r, int c, long long k, long long i, long long n,
                         const char *items) {
  if (!r->strict) {
    if (c == '\n' && skip_blank(r) != EOF) return;
    fail(r, "input ends inside case %lld: expected %lld %s, found %lld", k, n, items, i - 1);
  }
  if (c == EOF)
    fail(r, "input ends inside case %lld: expected %lld %s on this line, found %lld", k, n,
         items, i - 1);
  fail(r, "expected %lld %s on this line (case %lld), found %lld", n, items, k, i - 1);
}

/* Moves to item `i` (1-based) of a list of `n` things called `items`,
** failing if the input ends first. In strict mode the list is on one line,
** so the line must not end first either; else it may go on on the next. */
static inline void need_item(jr *r, long long k, long long i, long long n,
                             const char *items) {
  int c = skip_sp(r);
  if (c == '\n' || c == EOF) item_missing(r, c, k, i, n, items);
}

/* The line of case k must end after its list of n items. */
static void end_items(jr *r, long long k, long long n, const char *items) {
  char tmp[48];
  if (more_on_line(r)) {
    if (r->strict)
      fail(r, "expected exactly %lld %s on this line (case %lld), found more (%s)", n, items,
           k, show(r, peek(r), tmp, sizeof tmp));
    fail(r, "expected %lld %s in case %lld, found more on this line (%s)", n, items, k,
         show(r, peek(r), tmp, sizeof tmp));
  }
  end_line(r, items);
}

/* ---- Nim (Luogu P2197) -------------------------------------------------------- */

static void judge_nim(jr *r) {
  long long cases = first_count(r, bound(r, GR_NIM_MAX_T), "the number of test cases T");
  long long max_n = bound(r, GR_NIM_MAX_N), max_heap = bound(r, GR_NIM_MAX_HEAP), c, i;
  for (c = 0; c < cases; c++) {
    long long k = c + 1, n;
    unsigned long long x = 0;
    need_case(r, k, cases, "the number of heaps n");
    n = number(r, 0, max_n, "the number of heaps n");
    end_line(r, "the number of heaps n");
    if (r->pos) case_start(r, n > 0 ? "nim:" : "nim:0"); /* no heaps: one empty heap */
    if (n > 0) {
      if (skip_blank(r) == EOF) {
        if (r->strict)
          fail(r, "input ends inside case %lld: expected a line of %lld heap sizes", k, n);
        fail(r, "input ends inside case %lld: expected %lld heap sizes", k, n);
      }
      for (i = 1; i <= n; i++) { /* i never passes n <= NUM_MAX */
        long long h;
        need_item(r, k, i, n, "heap sizes");
        h = number(r, 0, max_heap, "a heap size");
        x ^= (unsigned long long)h;
        if (r->pos) {
          if (i > 1) case_put(r, ",", 1);
          case_num(r, h);
        }
        if (i == n) break;
      }
      end_items(r, k, n, "heap sizes");
    }
    if (x) put(r, "Yes\n", 4);
    else put(r, "No\n", 3);
    if (r->pos) case_done(r, k, n, "heaps");
  }
  no_more(r, cases);
}

/* ---- Chess (HDU 5724) ---------------------------------------------------------- */

static void judge_chess(jr *r) {
  long long cases = first_count(r, bound(r, GR_CHESS_MAX_T), "the number of test cases T");
  long long max_n = bound(r, GR_CHESS_MAX_N), c, i;
  for (c = 0; c < cases; c++) {
    long long k = c + 1, n;
    int x = 0;
    need_case(r, k, cases, "the number of rows n");
    n = number(r, 0, max_n, "the number of rows n");
    end_line(r, "the number of rows n");
    if (r->pos) /* rows of 20 cells; no rows: one empty row */
      case_start(r, n > 0 ? "checkers:" : "checkers:....................");
    for (i = 1; i <= n; i++) {
      unsigned long mask = 0;
      long long m, j;
      if (skip_blank(r) == EOF)
        fail(r, "input ends inside case %lld: expected row %lld of %lld (\"m p1 … pm\")", k, i,
             n);
      m = number_why(r, 0, GR_CHESS_WIDTH, "the number of pieces m in a row",
                     r->strict ? "" : " (the board has 20 columns)");
      for (j = 1; j <= m; j++) {
        long long col;
        need_item(r, k, j + 1, m + 1, "numbers (m and the m columns)");
        col = number(r, 1, GR_CHESS_WIDTH, "a piece's column");
        if (mask >> (col - 1) & 1)
          fail(r, "column %lld appears twice in this row (case %lld, row %lld)", col, k, i);
        mask |= 1ul << (col - 1);
      }
      end_items(r, k, m + 1, "numbers (m and the m columns)");
      x ^= gr_checkers_row_sg(mask, GR_CHESS_WIDTH);
      if (r->pos) {
        char row[GR_CHESS_WIDTH + 1];
        int b;
        row[0] = ',';
        for (b = 0; b < GR_CHESS_WIDTH; b++) row[b + 1] = (mask >> b & 1) ? 'o' : '.';
        case_put(r, row + (i == 1), GR_CHESS_WIDTH + (i > 1));
      }
      if (i == n) break;
    }
    if (x) put(r, "YES\n", 4);
    else put(r, "NO\n", 3);
    if (r->pos) case_done(r, k, n, "rows");
  }
  no_more(r, cases);
}

/* ---- Northcott's game (HDU 1730) ----------------------------------------------- */

/* The next token of case k, anywhere after white space. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void token_missing(jr *r, long long k, const char *what, long long row,
                          long long rows) {
  if (row > 0)
    fail(r, "input ends inside case %lld: expected %s of row %lld of %lld", k, what, row,
         rows);
  fail(r, "input ends inside case %lld: expected %s", k, what);
}

static inline void need_token(jr *r, long long k, const char *what, long long row,
                              long long rows) {
  if (skip_blank(r) == EOF) token_missing(r, k, what, row, rows);
}

static long long nc_column_slow(jr *r, long long m, const char *what) {
  num x;
  char why[48];
  scan_num(r, &x, what);
  if (x.neg || x.big || x.v < 1 || x.v > m) {
    snprintf(why, sizeof why, " (the board has m = %lld)", m);
    range_fail(r, &x, 1, m, 1, what, why);
  }
  return x.v;
}

static inline long long nc_column(jr *r, long long m, const char *what) {
  long long v;
  return number_fast(r, 1, m, &v) ? v : nc_column_slow(r, m, what);
}

static void judge_northcott(jr *r) {
  long long k, i;
  for (k = 1; skip_blank(r) != EOF; k++) {
    long long n = number(r, r->strict ? GR_NC_MIN_N : 0, bound(r, GR_NC_MAX_N),
                         "the number of rows n"), m;
    unsigned long long x = 0;
    need_token(r, k, "the number of columns m", 0, 0);
    m = number_why(r, GR_NC_MIN_M, bound(r, GR_NC_MAX_M), "the number of columns m",
                   r->strict ? "" : " (the two pieces of a row stand on different columns)");
    if (r->pos) {
      case_start(r, "northcott:");
      if (n == 0) r->why = "a board with no rows";
      else if (m > GR_MAX_WIDTH) r->why = "rows wider than the engine's Northcott rows";
    }
    for (i = 1; i <= n; i++) {
      long long t, j;
      need_token(r, k, "Tom's column", i, n);
      t = nc_column(r, m, "Tom's column");
      need_token(r, k, "Jerry's column", i, n);
      j = nc_column(r, m, "Jerry's column");
      if (t == j)
        fail(r, "Tom's and Jerry's pieces are both on column %lld (case %lld, row %lld)", t, k,
             i);
      x ^= (unsigned long long)((t > j ? t - j : j - t) - 1);
      if (r->pos && r->why == NULL) { /* a row of m cells: Tom black (B), Jerry white (W) */
        if (i > 1) case_put(r, ",", 1);
        if (r->why == NULL && r->pos->n + (size_t)m <= (size_t)GR_MAX_TEXT) {
          size_t at = r->pos->n;
          long long c;
          for (c = 0; c < m; c++) gr_putc(r->pos, '.');
          r->pos->s[at + t - 1] = 'B';
          r->pos->s[at + j - 1] = 'W';
        } else {
          r->why = "longer than a position text may be";
        }
      }
      if (i == n) break;
    }
    if (x) put(r, "I WIN!\n", 7);
    else put(r, "BAD LUCK!\n", 10);
    if (r->pos) case_done(r, k, n, "rows");
  }
}

/* ---- Treblecross (LightOJ 1229, UVa 10561) ------------------------------------- */

/* Reads case k's strip, alone on its line, into s (room for max cells). */
static long read_strip(jr *r, long long k, long long cases, char *s, long max) {
  char tmp[48];
  long len = 0, i;
  int c;
  need_case(r, k, cases, "a strip of '.' and 'X'");
  while ((c = peek(r)) == '.' || c == 'X') {
    if (len == max) {
      if (r->strict) fail(r, "the strip of case %lld is longer than %ld cells", k, max);
      fail_limit(r, "the strip of case %lld is longer than %ld cells, the longest Treblecross "
                 "strip the engine handles", k, max);
    }
    s[len++] = (char)c;
    r->p++;
  }
  if (c != EOF && c != '\n' && !IS_SP(c))
    fail(r, "unexpected %s in the strip of case %lld: a strip is made of '.' and 'X'",
         show(r, c, tmp, sizeof tmp), k);
  if (len < GR_TC_MIN_LEN) {
    if (r->strict)
      fail(r, "the strip of case %lld has %ld cell%s: expected %d..%d", k, len,
           len == 1 ? "" : "s", GR_TC_MIN_LEN, GR_TC_MAX_LEN);
    fail(r, "the strip of case %lld has %ld cell%s: a strip has at least %d", k, len,
         len == 1 ? "" : "s", GR_TC_MIN_LEN);
  }
  for (i = 0; i + 2 < len; i++)
    if (s[i] == 'X' && s[i + 1] == 'X' && s[i + 2] == 'X')
      fail(r, "the strip of case %lld already has three X's in a row (cells %ld-%ld)", k,
           i + 1, i + 3);
  end_line(r, "the strip");
  return len;
}

static void judge_tc(jr *r, int uva) {
  long long cases = uva ? first_count(r, bound(r, GR_UVA_MAX_N), "the number of test cases N")
                        : first_count(r, bound(r, GR_TC_MAX_T), "the number of test cases T");
  long max = r->strict ? GR_TC_MAX_LEN : GR_MAX_STRIP, i;
  char *s = gr_alloc(r->ctx, (size_t)max + 1);
  long *win = gr_alloc(r->ctx, ((size_t)max + 1) * sizeof *win);
  long long c;
  for (c = 0; c < cases; c++) {
    long long k = c + 1;
    long len = read_strip(r, k, cases, s, max), nw = gr_tc_winning(r->ctx, s, len, win);
    if (uva) {
      if (nw == 0) put(r, "LOSING\n\n", 8);
      else put(r, "WINNING\n", 8);
    } else {
      put(r, "Case ", 5);
      put_num(r, (unsigned long long)k);
      put(r, ":", 1);
      if (nw == 0) put(r, " 0", 2);
    }
    for (i = 0; i < nw; i++) {
      if (!uva || i > 0) put(r, " ", 1);
      put_num(r, (unsigned long long)win[i] + 1);
    }
    if (!uva || nw > 0) put(r, "\n", 1);
    if (r->pos) {
      case_start(r, "treblecross:");
      case_put(r, s, (size_t)len);
      case_done(r, k, len, "cells");
    }
  }
  no_more(r, cases);
}

static void judge_lightoj(jr *r) { judge_tc(r, 0); }
static void judge_uva(jr *r) { judge_tc(r, 1); }

/* ---- the list ---------------------------------------------------------------- */

static const struct {
  const char *name;
  void (*run)(jr *r);
} judges[] = {
  {"nim", judge_nim},
  {"chess", judge_chess},
  {"northcott", judge_northcott},
  {"treblecross", judge_lightoj},
  {"treblecross-uva", judge_uva},
};

/* The judge called `judge`, or a GR_EINPUT naming the judges. */
static size_t find_judge(gr_ctx *ctx, const char *judge) {
  size_t i, nj = sizeof judges / sizeof judges[0];
  for (i = 0; i < nj; i++)
    if (judge != NULL && strcmp(judge, judges[i].name) == 0) return i;
  {
    gr_buf names;
    gr_buf_init(&names, ctx);
    for (i = 0; i < nj; i++) gr_printf(&names, "%s%s", i ? ", " : "", judges[i].name);
    gr_throw(ctx, GR_EINPUT, "unknown judge \"%.40s\" (judges: %s)", judge ? judge : "",
             names.s);
  }
}

static void reader_init(jr *r, gr_ctx *ctx, unsigned flags, gr_read_fn read, void *rud,
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
  size_t i = find_judge(ctx, judge);
  jr r;
  reader_init(&r, ctx, flags, read, rud, write, wud);
  skip_bom(&r);
  judges[i].run(&r);
  if (flush_out(&r)) gr_throw(ctx, GR_EIO, "could not write the answers");
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

#if defined(__GNUC__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

/* Runs judge i on r and catches what it throws: the status (the message
** stays in ctx->msg). Kept small and out of line: in the wasm build the
** calls a function that calls setjmp makes are slow. */
static NOINLINE gr_status run_caught(gr_ctx *ctx, size_t i, jr *r) {
  jmp_buf jb, *outer = ctx->onerr;
  gr_status st = GR_OK;
  ctx->onerr = &jb;
  if (setjmp(jb) == 0) {
    skip_bom(r);
    judges[i].run(r);
  } else {
    st = ctx->status;
  }
  ctx->onerr = outer;
  return st;
}

void gr_do_judge_cases(gr_ctx *ctx, const char *judge, unsigned flags, const char *input,
                       size_t len, gr_buf *out) {
  size_t i = find_judge(ctx, judge);
  text_in in;
  gr_buf all, cases, pos;
  gr_status st;
  jr r;
  in.s = input;
  in.n = len;
  gr_buf_init(&all, ctx);
  gr_buf_init(&cases, ctx);
  gr_buf_init(&pos, ctx);
  reader_init(&r, ctx, flags, text_read, &in, buf_write, &all);
  r.pos = &pos;
  r.all = &all;
  r.cases = &cases;
  st = run_caught(ctx, i, &r);
  if (st == GR_OK && flush_out(&r)) st = GR_EIO;
  if (st != GR_OK && st != GR_EINPUT && st != GR_ELIMIT) /* memory: the call fails */
    gr_throw(ctx, st, "%s", ctx->msg);
  gr_printf(out, "{\"judge\":\"%s\",\"strict\":%s,\"output\":", judges[i].name,
            r.strict ? "true" : "false");
  gr_put_json_string(out, all.s);
  gr_printf(out, ",\"cases\":[%s],\"error\":", cases.s);
  if (st == GR_OK) {
    gr_puts(out, "null}");
    return;
  }
  gr_printf(out, "{\"status\":\"%s\",\"message\":", st == GR_EINPUT ? "input" : "limit");
  gr_put_json_string(out, ctx->msg);
  gr_puts(out, "}}");
  ctx->status = GR_OK; /* a malformed input is an answer here, not a failure */
  ctx->msg[0] = '\0';
}
