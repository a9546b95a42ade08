/*
** judge.c — the judges' input formats (shared/SPEC.md), read as a stream.
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
** path that reads it again and says what is wrong. Line-based
** formats (nim, chess, the strips) must hold exactly the stated count of
** items on each line; blank lines between lines and trailing blanks, tabs or
** CRs are accepted. Answers are written through an output buffer that is
** flushed when full, at the end, and before any error is raised, so the
** answers of the cases before a malformed one always reach the caller.
**
** Every problem is reported as "line N: <what was expected, what was found>"
** (GR_EINPUT), with the column for a stray byte; a failing write callback is
** GR_EIO. A number of 10 significant digits or more is out of range for every
** judge and is never converted, so no input overflows anything.
*/
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "grint.h"

#define IN_CHUNK ((size_t)64 << 10)
#define OUT_CHUNK ((size_t)64 << 10)
#define TOK_SHOW 20        /* digits of a number quoted in messages */

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
  long line;            /* 1-based line of *p */
  int eof;              /* the read callback has returned 0 */
  char *out;            /* OUT_CHUNK bytes of pending answers */
  size_t on;
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

static void put_long(jr *r, long v) {
  char t[24];
  int n = 0;
  do {
    t[sizeof t - 1 - n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v > 0);
  put(r, t + sizeof t - n, (size_t)n);
}

/* ---- errors ----------------------------------------------------------------- */

/* Writes the answers so far, then fails with "line N: <message>". */
#if defined(__GNUC__)
__attribute__((noreturn, format(printf, 2, 3)))
#endif
static void fail(jr *r, const char *fmt, ...) {
  char msg[440];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  (void)flush_out(r); /* the input error is the one to report */
  gr_throw(r->ctx, GR_EINPUT, "line %ld: %s", r->line, msg);
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

static long column(const jr *r) {
  return (long)(r->base + (r->p - r->buf) - r->lstart) + 1;
}

/* A byte as messages show it, e.g. "'x' at column 4" or "the end of the line". */
static const char *show(jr *r, int c, char *tmp, size_t n) {
  if (c == EOF) return "the end of the input";
  if (c == '\n') return "the end of the line";
  if (c > ' ' && c < 0x7f)
    snprintf(tmp, n, "'%c' at column %ld", c, column(r));
  else
    snprintf(tmp, n, "byte 0x%02X at column %ld", (unsigned)c, column(r));
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
  long v;         /* the value, unless big */
  int neg, big;   /* a leading '-'; 10 digits or more after leading zeros */
  const char *s;  /* the first digits, for messages: in the input buffer, valid */
  int n, more;    /* until the next read, or in t[]; more: digits left out */
  char t[TOK_SHOW];
} num;

#define IS_END(c) (CLS(c) & (C_SP | C_NL))

/* Digits in [s, p) that count, after `sig` that counted before them. */
static long significant(const char *s, const char *p, long sig) {
  if (sig == 0)
    while (s < p && *s == '0') s++;
  return sig + (long)(p - s);
}

/* Reads a whole number at the cursor, which is on a non-blank byte; `what`
** names the number in messages. Bytes other than digits (and one leading '-',
** read so the message can quote it) and a separator after it are errors.
** Digits go into an unsigned value that may wrap (defined behaviour); the
** count of significant digits decides "big", so no input overflows anything. */
static void scan_num(jr *r, num *x, const char *what) {
  char tmp[48];
  const char *p, *s;
  unsigned long v = 0;
  unsigned d;
  long n, sig;
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
  n = (long)(p - s);
  if (p < r->end) { /* the usual case: the number ends inside the buffer */
    r->p = p;
    x->s = s;
    x->n = n < TOK_SHOW ? (int)n : TOK_SHOW;
    sig = n > 9 ? significant(s, p, 0) : n;
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
  x->big = sig > 9;
  x->v = x->big ? 0 : (long)v;
  if (c != EOF && !IS_END(c))
    fail(r, "unexpected %s after the number \"%s%.*s%s\" (%s)", show(r, c, tmp, sizeof tmp),
         x->neg ? "-" : "", x->n, x->s, x->more ? "…" : "", what);
}

/* Fails with "<what> must be lo..hi<why>, not <the number>". */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void range_fail(jr *r, const num *x, long lo, long hi, const char *what,
                       const char *why) {
  fail(r, "%s must be %ld..%ld%s, not %s%.*s%s", what, lo, hi, why, x->neg ? "-" : "", x->n,
       x->s, x->more ? "…" : "");
}

static long number_slow(jr *r, long lo, long hi, const char *what) {
  num x;
  scan_num(r, &x, what);
  if (x.neg || x.big || x.v < lo || x.v > hi) range_fail(r, &x, lo, hi, what, "");
  return x.v;
}

/* The fast path of reading a whole number in [lo, hi] (lo >= 0) at the
** cursor: 1..9 digits ending inside the buffer at a blank or line end. Returns
** 0, the cursor unmoved, for anything else (scan_num then reads it). */
static inline int number_fast(jr *r, long lo, long hi, long *out) {
  const char *p = r->p, *s = p;
  unsigned long v = 0;
  unsigned d;
  while ((d = (unsigned)(unsigned char)*p - '0') < 10u) {
    v = v * 10 + d; /* may wrap on long numbers: then the slow path reads it */
    p++;
  }
  if ((unsigned long)(p - s) - 1 < 9 && p < r->end && IS_END(*p) && v >= (unsigned long)lo &&
      v <= (unsigned long)hi) {
    r->p = p;
    *out = (long)v;
    return 1;
  }
  return 0;
}

/* A whole number in [lo, hi] at the cursor (on a non-blank byte). */
static inline long number(jr *r, long lo, long hi, const char *what) {
  long v;
  return number_fast(r, lo, hi, &v) ? v : number_slow(r, lo, hi, what);
}

/* The count on the first line of a line-based format (T or N). */
static long first_count(jr *r, long hi, const char *what) {
  long t;
  if (skip_blank(r) == EOF) fail(r, "the input is empty: expected %s (0..%ld)", what, hi);
  t = number(r, 0, hi, what);
  end_line(r, what);
  return t;
}

/* After the last case only white space may follow. */
static void no_more(jr *r, long cases) {
  char tmp[48];
  int c = skip_blank(r);
  if (c != EOF)
    fail(r, "extra data after the last case (the input announced %ld): found %s", cases,
         show(r, c, tmp, sizeof tmp));
}

/* Fails when the input ends where case k should start. */
static void need_case(jr *r, long k, long cases, const char *what) {
  if (skip_blank(r) == EOF)
    fail(r, "input ends before case %ld of %ld: expected %s", k, cases, what);
}

#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void item_missing(jr *r, int c, long k, long i, long n, const char *items) {
  if (c == EOF)
    fail(r, "input ends inside case %ld: expected %ld %s on this line, found %ld", k, n,
         items, i - 1);
  fail(r, "expected %ld %s on this line (case %ld), found %ld", n, items, k, i - 1);
}

/* Moves to the next item on the current line, failing if the line or the
** input ends first: item `i` (1-based) of `n` things called `items`. */
static inline void need_item(jr *r, long k, long i, long n, const char *items) {
  int c = skip_sp(r);
  if (c == '\n' || c == EOF) item_missing(r, c, k, i, n, items);
}

/* The line of case k must end after n items. */
static void end_items(jr *r, long k, long n, const char *items) {
  char tmp[48];
  if (more_on_line(r))
    fail(r, "expected exactly %ld %s on this line (case %ld), found more (%s)", n, items, k,
         show(r, peek(r), tmp, sizeof tmp));
  end_line(r, items);
}

/* ---- Nim (Luogu P2197) -------------------------------------------------------- */

static void judge_nim(jr *r) {
  long cases = first_count(r, GR_NIM_MAX_T, "the number of test cases T"), k, i;
  for (k = 1; k <= cases; k++) {
    long n, x = 0;
    need_case(r, k, cases, "the number of heaps n");
    n = number(r, 0, GR_NIM_MAX_N, "the number of heaps n");
    end_line(r, "the number of heaps n");
    if (n > 0) {
      if (skip_blank(r) == EOF)
        fail(r, "input ends inside case %ld: expected a line of %ld heap sizes", k, n);
      for (i = 1; i <= n; i++) {
        need_item(r, k, i, n, "heap sizes");
        x ^= number(r, 0, GR_NIM_MAX_HEAP, "a heap size");
      }
      end_items(r, k, n, "heap sizes");
    }
    if (x) put(r, "Yes\n", 4);
    else put(r, "No\n", 3);
  }
  no_more(r, cases);
}

/* ---- Chess (HDU 5724) ---------------------------------------------------------- */

static void judge_chess(jr *r) {
  long cases = first_count(r, GR_CHESS_MAX_T, "the number of test cases T"), k, i, j;
  for (k = 1; k <= cases; k++) {
    long n;
    int x = 0;
    need_case(r, k, cases, "the number of rows n");
    n = number(r, 0, GR_CHESS_MAX_N, "the number of rows n");
    end_line(r, "the number of rows n");
    for (i = 1; i <= n; i++) {
      unsigned long mask = 0;
      long m;
      if (skip_blank(r) == EOF)
        fail(r, "input ends inside case %ld: expected row %ld of %ld (\"m p1 … pm\")", k, i,
             n);
      m = number(r, 0, GR_CHESS_WIDTH, "the number of pieces m in a row");
      for (j = 1; j <= m; j++) {
        long col;
        need_item(r, k, j + 1, m + 1, "numbers (m and the m columns)");
        col = number(r, 1, GR_CHESS_WIDTH, "a piece's column");
        if (mask >> (col - 1) & 1)
          fail(r, "column %ld appears twice in this row (case %ld, row %ld)", col, k, i);
        mask |= 1ul << (col - 1);
      }
      end_items(r, k, m + 1, "numbers (m and the m columns)");
      x ^= gr_checkers_row_sg(mask, GR_CHESS_WIDTH);
    }
    if (x) put(r, "YES\n", 4);
    else put(r, "NO\n", 3);
  }
  no_more(r, cases);
}

/* ---- Northcott's game (HDU 1730) ----------------------------------------------- */

/* The next token of case k, anywhere after white space. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void token_missing(jr *r, long k, const char *what, long row, long rows) {
  if (row > 0)
    fail(r, "input ends inside case %ld: expected %s of row %ld of %ld", k, what, row, rows);
  fail(r, "input ends inside case %ld: expected %s", k, what);
}

static inline void need_token(jr *r, long k, const char *what, long row, long rows) {
  if (skip_blank(r) == EOF) token_missing(r, k, what, row, rows);
}

static long nc_column_slow(jr *r, long m, const char *what) {
  num x;
  char why[32];
  scan_num(r, &x, what);
  if (x.neg || x.big || x.v < 1 || x.v > m) {
    snprintf(why, sizeof why, " (the board has m = %ld)", m);
    range_fail(r, &x, 1, m, what, why);
  }
  return x.v;
}

static inline long nc_column(jr *r, long m, const char *what) {
  long v;
  return number_fast(r, 1, m, &v) ? v : nc_column_slow(r, m, what);
}

static void judge_northcott(jr *r) {
  long k, i;
  for (k = 1; skip_blank(r) != EOF; k++) {
    long n = number(r, GR_NC_MIN_N, GR_NC_MAX_N, "the number of rows n"), m, x = 0;
    need_token(r, k, "the number of columns m", 0, 0);
    m = number(r, GR_NC_MIN_M, GR_NC_MAX_M, "the number of columns m");
    for (i = 1; i <= n; i++) {
      long t, j;
      need_token(r, k, "Tom's column", i, n);
      t = nc_column(r, m, "Tom's column");
      need_token(r, k, "Jerry's column", i, n);
      j = nc_column(r, m, "Jerry's column");
      if (t == j)
        fail(r, "Tom's and Jerry's pieces are both on column %ld (case %ld, row %ld)", t, k,
             i);
      x ^= (t > j ? t - j : j - t) - 1;
    }
    if (x) put(r, "I WIN!\n", 7);
    else put(r, "BAD LUCK!\n", 10);
  }
}

/* ---- Treblecross (LightOJ 1229, UVa 10561) ------------------------------------- */

/* Reads case k's strip, alone on its line, into s (room for GR_TC_MAX_LEN). */
static long read_strip(jr *r, long k, long cases, char *s) {
  char tmp[48];
  long len = 0, i;
  int c;
  need_case(r, k, cases, "a strip of '.' and 'X'");
  while ((c = peek(r)) == '.' || c == 'X') {
    if (len == GR_TC_MAX_LEN)
      fail(r, "the strip of case %ld is longer than %d cells", k, GR_TC_MAX_LEN);
    s[len++] = (char)c;
    r->p++;
  }
  if (c != EOF && c != '\n' && !IS_SP(c))
    fail(r, "unexpected %s in the strip of case %ld: a strip is made of '.' and 'X'",
         show(r, c, tmp, sizeof tmp), k);
  if (len < GR_TC_MIN_LEN)
    fail(r, "the strip of case %ld has %ld cell%s: expected %d..%d", k, len,
         len == 1 ? "" : "s", GR_TC_MIN_LEN, GR_TC_MAX_LEN);
  for (i = 0; i + 2 < len; i++)
    if (s[i] == 'X' && s[i + 1] == 'X' && s[i + 2] == 'X')
      fail(r, "the strip of case %ld already has three X's in a row (cells %ld-%ld)", k,
           i + 1, i + 3);
  end_line(r, "the strip");
  return len;
}

static void judge_tc(jr *r, int uva) {
  long cases = uva ? first_count(r, GR_UVA_MAX_N, "the number of test cases N")
                   : first_count(r, GR_TC_MAX_T, "the number of test cases T");
  char *s = gr_alloc(r->ctx, GR_TC_MAX_LEN + 1);
  long *win = gr_alloc(r->ctx, (GR_TC_MAX_LEN + 1) * sizeof *win);
  long k, i;
  for (k = 1; k <= cases; k++) {
    long len = read_strip(r, k, cases, s), nw = gr_tc_winning(r->ctx, s, len, win);
    if (uva) {
      if (nw == 0) put(r, "LOSING\n\n", 8);
      else put(r, "WINNING\n", 8);
    } else {
      put(r, "Case ", 5);
      put_long(r, k);
      put(r, ":", 1);
      if (nw == 0) put(r, " 0", 2);
    }
    for (i = 0; i < nw; i++) {
      if (!uva || i > 0) put(r, " ", 1);
      put_long(r, win[i] + 1);
    }
    if (!uva || nw > 0) put(r, "\n", 1);
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

gr_status gr_judge_run(gr_ctx *ctx, const char *judge, gr_read_fn read, void *rud,
                       gr_write_fn write, void *wud) {
  size_t i, nj = sizeof judges / sizeof judges[0];
  jr r;
  for (i = 0; i < nj; i++)
    if (judge != NULL && strcmp(judge, judges[i].name) == 0) break;
  if (i == nj) {
    gr_buf names;
    gr_buf_init(&names, ctx);
    for (i = 0; i < nj; i++) gr_printf(&names, "%s%s", i ? ", " : "", judges[i].name);
    gr_throw(ctx, GR_EINPUT, "unknown judge \"%.40s\" (judges: %s)", judge ? judge : "",
             names.s);
  }
  memset(&r, 0, sizeof r);
  r.ctx = ctx;
  r.read = read;
  r.rud = rud;
  r.write = write;
  r.wud = wud;
  r.buf = gr_alloc(ctx, IN_CHUNK + 1);
  r.buf[0] = '\0';
  r.p = r.end = r.buf;
  r.out = gr_alloc(ctx, OUT_CHUNK);
  r.line = 1;
  skip_bom(&r);
  judges[i].run(&r);
  if (flush_out(&r)) gr_throw(ctx, GR_EIO, "could not write the answers");
  return GR_OK;
}
